#include "overlays.h"

#include "massproperties.h"
#include "nodetree.h"
#include "overlaybuilder.h"
#include "sceneshading.h"

#include <QHash>
#include <QQuaternion>

#include <cmath>

namespace robostage {

namespace {

void collect(
    const Model &model, std::vector<const Link *> &links, QHash<FrameId, const Joint *> &joints)
{
    for (const Link &link : model.links)
        links.push_back(&link);
    for (const Joint &joint : model.joints)
        joints.insert(joint.frame, &joint);
    for (const Model &child : model.models)
        collect(child, links, joints);
}

/// The box of uniform density with the principal moments of `in` (its equivalent box), at
/// the inertial's pose in the link placed at X_WL, in `color`.
void addInertiaBox(OverlayBuilder &b, const Inertial &in, const Pose &X_WL, const Color &color)
{
    if (in.mass <= 0)
        return;
    double m[3];
    Vec3 axes[3];
    principalInertia(in, m, axes);
    float d[3];
    for (int i = 0; i < 3; ++i)
        d[i] = float(
            std::sqrt(std::max(0.0, 6 * (m[(i + 1) % 3] + m[(i + 2) % 3] - m[i]) / in.mass)));
    QMatrix4x4 X = poseMatrix(X_WL * in.pose.X_RF);
    QMatrix4x4 R; // principal axes as columns
    for (int i = 0; i < 3; ++i) {
        R(0, i) = float(axes[i].x);
        R(1, i) = float(axes[i].y);
        R(2, i) = float(axes[i].z);
    }
    X = X * R;
    X.scale(std::max(d[0], 1e-4f), std::max(d[1], 1e-4f), std::max(d[2], 1e-4f));
    b.add(UnitShape::Box, X, color);
}

} // namespace

const std::optional<Inertial> &Overlays::computedInertial(const Link &link)
{
    const auto it = m_computed.find(link.frame);
    if (it != m_computed.end())
        return it->second;
    std::optional<Inertial> &out = m_computed[link.frame];
    const std::optional<MassProperties> p = link.collisions.empty()
        ? std::nullopt
        : linkMassProperties(m_document, link, ShapeSet::Collisions, nullptr);
    if (p && p->volume > 0) {
        const double density = link.inertial.mass / p->volume;
        Inertial in;
        in.present = true;
        in.mass = link.inertial.mass;
        in.pose.X_RF.p = p->centerOfMass;
        in.ixx = density * p->inertia[0];
        in.iyy = density * p->inertia[1];
        in.izz = density * p->inertia[2];
        in.ixy = density * p->inertia[3];
        in.ixz = density * p->inertia[4];
        in.iyz = density * p->inertia[5];
        out = in;
    }
    return out;
}

void principalInertia(const Inertial &in, double moments[3], Vec3 axes[3])
{
    double a[3][3] = {{in.ixx, in.ixy, in.ixz}, {in.ixy, in.iyy, in.iyz}, {in.ixz, in.iyz, in.izz}};
    double v[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    for (int sweep = 0; sweep < 50; ++sweep) {
        const double off = std::abs(a[0][1]) + std::abs(a[0][2]) + std::abs(a[1][2]);
        if (off < 1e-15 * (std::abs(a[0][0]) + std::abs(a[1][1]) + std::abs(a[2][2]) + 1e-300))
            break;
        for (int p = 0; p < 2; ++p) {
            for (int q = p + 1; q < 3; ++q) {
                if (a[p][q] == 0)
                    continue;
                const double theta = (a[q][q] - a[p][p]) / (2 * a[p][q]);
                const double t
                    = (theta >= 0 ? 1 : -1) / (std::abs(theta) + std::sqrt(theta * theta + 1));
                const double c = 1 / std::sqrt(t * t + 1), s = t * c;
                for (int k = 0; k < 3; ++k) { // A ← A J
                    const double akp = a[k][p], akq = a[k][q];
                    a[k][p] = c * akp - s * akq;
                    a[k][q] = s * akp + c * akq;
                }
                for (int k = 0; k < 3; ++k) { // A ← Jᵀ A
                    const double apk = a[p][k], aqk = a[q][k];
                    a[p][k] = c * apk - s * aqk;
                    a[q][k] = s * apk + c * aqk;
                }
                for (int k = 0; k < 3; ++k) { // V ← V J
                    const double vkp = v[k][p], vkq = v[k][q];
                    v[k][p] = c * vkp - s * vkq;
                    v[k][q] = s * vkp + c * vkq;
                }
            }
        }
    }
    for (int i = 0; i < 3; ++i) {
        moments[i] = a[i][i];
        axes[i] = {v[0][i], v[1][i], v[2][i]};
    }
    if (axes[0].cross(axes[1]).dot(axes[2]) < 0)
        axes[2] = -axes[2];
}

Overlays::Overlays(const Document &document, const SceneShading &shading, Qt3DCore::QNode *parent)
    : m_document(document)
    , m_shading(shading)
    , m_parent(parent)
{
}

Overlays::~Overlays()
{
    deleteLeavesFirst(m_root.data()); // unless the scene's entity tree went first
}

int Overlays::instanceCount() const
{
    int n = 0;
    for (const auto &b : m_batches)
        n += b ? b->count() : 0;
    return n;
}

void Overlays::update(int mask, const std::vector<Pose> &X_WF, const JointPositions &q, float size)
{
    OverlayBuilder b;
    const float length = size; // link frame axes
    b.radius = std::max(size * 0.04f, 1e-4f);
    const World &world = m_document.scene().world;
    const FrameGraph &frames = m_document.frames();
    std::vector<const Link *> links;
    QHash<FrameId, const Joint *> joints;
    for (const Joint &joint : world.joints)
        joints.insert(joint.frame, &joint);
    for (const Model &model : world.models)
        collect(model, links, joints);
    const auto valid = [&X_WF](FrameId id) {
        return id >= 0 && id < int(X_WF.size());
    };

    for (const Link *link : links) {
        if (!valid(link->frame))
            continue;
        const Pose &X_WL = X_WF[size_t(link->frame)];
        const QVector3D o = toQ(X_WL.p);
        if (mask & LinkFrames) {
            b.line(o, toQ(X_WL.transformPoint({length, 0, 0})), kRed);
            b.line(o, toQ(X_WL.transformPoint({0, length, 0})), kGreen);
            b.line(o, toQ(X_WL.transformPoint({0, 0, length})), kBlue);
        }
        if ((mask & Inertia) && link->inertial.present) {
            const Inertial &in = link->inertial;
            b.sphere(toQ((X_WL * in.pose.X_RF).p), b.radius * 2.5f, kCentreOfMass);
            addInertiaBox(b, in, X_WL, kInertiaBox);
            // Beside it, the box of the inertia the collisions give at the link's mass (an
            // `auto="true"` inertial is that box already).
            if (const std::optional<Inertial> &computed
                = in.computed ? std::nullopt : computedInertial(*link))
                addInertiaBox(b, *computed, X_WL, kComputedInertiaBox);
        }
        if (mask & Frustums) {
            for (const Sensor &sensor : link->sensors) {
                if (sensor.hasRay && valid(sensor.frame)) {
                    // A single measuring ray along +X, from its minimum to its (cut) maximum.
                    const Pose &X_WS = X_WF[size_t(sensor.frame)];
                    const double farCut = std::min(sensor.farClip, 2.0 * length);
                    b.line(toQ(X_WS.transformPoint({sensor.nearClip, 0, 0})),
                        toQ(X_WS.transformPoint({farCut, 0, 0})), kCyan, b.radius * 0.6f);
                }
                if (!sensor.hasCamera || !valid(sensor.frame))
                    continue;
                // Gazebo cameras look along +X with +Z up; the far plane is cut short.
                const Pose &X_WS = X_WF[size_t(sensor.frame)];
                const double aspect = sensor.imageHeight > 0
                    ? double(sensor.imageWidth) / sensor.imageHeight
                    : 4.0 / 3.0;
                const double farCut = std::min(sensor.farClip, 2.0 * length);
                const double ty = std::tan(sensor.horizontalFov / 2);
                const double tz
                    = sensor.verticalFov ? std::tan(*sensor.verticalFov / 2) : ty / aspect;
                const auto corner = [&](double d, int c) {
                    return toQ(X_WS.transformPoint(
                        {d, d * ty * ((c == 0 || c == 3) ? 1 : -1), d * tz * (c < 2 ? 1 : -1)}));
                };
                // Edges from the eye to the far rectangle; the near one when it is apart.
                const double nearCut = sensor.nearClip;
                const QVector3D apex = toQ(X_WS.p);
                for (int c = 0; c < 4; ++c) {
                    b.line(apex, corner(farCut, c), kCyan, b.radius * 0.6f);
                    b.line(corner(farCut, c), corner(farCut, (c + 1) % 4), kCyan, b.radius * 0.6f);
                    if (nearCut > 0 && nearCut < farCut / 2)
                        b.line(corner(nearCut, c), corner(nearCut, (c + 1) % 4), kCyan,
                            b.radius * 0.6f);
                }
            }
        }
    }

    if (mask & JointAxes) {
        for (const JointMotion &motion : frames.joints()) {
            if (!valid(motion.joint) || motion.type == Joint::Type::Fixed)
                continue;
            const FrameId in
                = motion.axisExpressedIn == kNoFrame ? motion.joint : motion.axisExpressedIn;
            if (!valid(in))
                continue;
            const Pose &X_WJ = X_WF[size_t(motion.joint)];
            const Vec3 u = X_WF[size_t(in)].q.rotate(motion.axis).normalized();
            const QVector3D o = toQ(X_WJ.p), uq = toQ(u);
            const float L = 1.5f * length;
            b.arrow(o - uq * (0.3f * L), o + uq * L, kYellow, b.radius * 1.2f);
            const Joint *joint = joints.value(motion.joint);
            if (motion.type != Joint::Type::Revolute || !joint || !std::isfinite(joint->axis.lower)
                || !std::isfinite(joint->axis.upper) || joint->axis.upper <= joint->axis.lower)
                continue;
            // The range drawn fixed to the parent: the joint frame's X (or Y) axis turned back by
            // the current position is the zero direction.
            const double position
                = q.value(frames.node(motion.joint).scopedName, motion.initialPosition);
            Vec3 ref = X_WJ.q.rotate({1, 0, 0});
            if (std::abs(ref.dot(u)) > 0.9)
                ref = X_WJ.q.rotate({0, 1, 0});
            ref = (ref - u * ref.dot(u)).normalized();
            const float r = 0.6f * L;
            const int segments = 16;
            QVector3D previous;
            for (int i = 0; i <= segments; ++i) {
                const double angle = joint->axis.lower
                    + (joint->axis.upper - joint->axis.lower) * i / segments - position;
                const QVector3D p = o + toQ(Quat::fromAxisAngle(u, angle).rotate(ref)) * r;
                if (i > 0)
                    b.line(previous, p, kOrange, b.radius * 0.7f);
                else
                    b.line(o, p, kOrange, b.radius * 0.5f);
                previous = p;
            }
            b.line(o, previous, kOrange, b.radius * 0.5f);
        }
    }

    if (mask & Lights) {
        std::vector<const Light *> lights;
        for (const Light &light : world.lights)
            lights.push_back(&light);
        for (const Link *link : links) {
            for (const Light &light : link->lights)
                lights.push_back(&light);
        }
        for (const Light *light : lights) {
            if (!valid(light->frame))
                continue;
            const Pose &X_WL = X_WF[size_t(light->frame)];
            const Color c {light->diffuse.r, light->diffuse.g, light->diffuse.b, 1};
            const QVector3D o = toQ(X_WL.p);
            b.sphere(o, b.radius * 4, c);
            if (light->type != Light::Type::Point) {
                const Vec3 d = X_WL.q.rotate(light->direction).normalized();
                b.arrow(o, o + toQ(d) * (1.5f * length), c);
            }
        }
    }

    addDrakeOverlays(b, m_document, X_WF, mask, length);

    // Rewrite in place when the shape counts match, else build the batches anew.
    bool same = bool(m_root);
    for (size_t i = 0; i < b.out.size() && same; ++i)
        same = (m_batches[i] ? m_batches[i]->count() : 0) == int(b.out[i].size());
    if (!same) {
        deleteLeavesFirst(m_root.data()); // nodetree.h
        m_root = new Qt3DCore::QEntity(m_parent);
        for (size_t i = 0; i < b.out.size(); ++i) {
            m_batches[i].reset();
            if (b.out[i].empty())
                continue;
            const bool translucent = i >= size_t(kUnitShapeCount);
            const auto shape = UnitShape(int(i) % kUnitShapeCount);
            m_batches[i] = std::make_unique<InstanceBatch>(makeUnitMesh(shape),
                translucent ? m_shading.translucentMaterial()
                            : m_shading.opaqueMaterial(shape != UnitShape::Plane),
                m_root);
            for (const InstanceData &d : b.out[i])
                m_batches[i]->add(d);
            m_batches[i]->commit();
        }
        return;
    }
    for (size_t i = 0; i < b.out.size(); ++i) {
        if (!m_batches[i])
            continue;
        for (size_t s = 0; s < b.out[i].size(); ++s) {
            m_batches[i]->data(int(s)) = b.out[i][s];
            m_batches[i]->markDirty(int(s));
        }
        m_batches[i]->commit();
    }
}

} // namespace robostage
