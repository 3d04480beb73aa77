#include "gizmo.h"

#include "nodetree.h"
#include "sceneshading.h"

#include <Qt3DRender/QBlendEquation>
#include <Qt3DRender/QBlendEquationArguments>
#include <Qt3DRender/QDepthTest>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QShaderProgram>

#include <QQuaternion>

#include <cmath>

namespace robostage {

using namespace Qt3DRender;

namespace {

// Unlit, lightly shaded by the angle to the eye; the depth is squeezed into the front 0.1 % of
// the range so the gizmo covers the scene while its own parts still occlude each other.
const char *const kVertexShader = R"(#version 330 core
in vec3 vertexPosition;
in vec3 vertexNormal;
in vec4 instanceRow0;
in vec4 instanceRow1;
in vec4 instanceRow2;
in vec4 instanceDiffuse;
uniform mat4 viewProjectionMatrix;
uniform vec3 eyePosition;
out vec4 color;
void main()
{
    vec4 p = vec4(vertexPosition, 1.0);
    vec3 position = vec3(dot(instanceRow0, p), dot(instanceRow1, p), dot(instanceRow2, p));
    vec3 c0 = vec3(instanceRow0.x, instanceRow1.x, instanceRow2.x);
    vec3 c1 = vec3(instanceRow0.y, instanceRow1.y, instanceRow2.y);
    vec3 c2 = vec3(instanceRow0.z, instanceRow1.z, instanceRow2.z);
    vec3 normal = c0 * (vertexNormal.x / max(dot(c0, c0), 1e-12))
        + c1 * (vertexNormal.y / max(dot(c1, c1), 1e-12))
        + c2 * (vertexNormal.z / max(dot(c2, c2), 1e-12));
    float facing = abs(dot(normalize(normal), normalize(eyePosition - position)));
    color = vec4(instanceDiffuse.rgb * (0.55 + 0.45 * facing), instanceDiffuse.a);
    gl_Position = viewProjectionMatrix * vec4(position, 1.0);
}
)";

const char *const kFragmentShader = R"(#version 330 core
in vec4 color;
out vec4 fragColor;
void main()
{
    fragColor = color;
    gl_FragDepth = gl_FragCoord.z * 0.001;
}
)";

/// The gizmo's material: the translucent pass (drawn after the opaque scene), blended, depth
/// test Less with depth writes on.
QMaterial *makeGizmoMaterial(Qt3DCore::QNode *parent)
{
    auto *program = new QShaderProgram(parent);
    program->setVertexShaderCode(kVertexShader);
    program->setFragmentShaderCode(kFragmentShader);
    auto *material = new QMaterial(parent);
    auto *depth = new QDepthTest(material);
    depth->setDepthFunction(QDepthTest::Less);
    auto *blend = new QBlendEquationArguments(material);
    blend->setSourceRgb(QBlendEquationArguments::SourceAlpha);
    blend->setDestinationRgb(QBlendEquationArguments::OneMinusSourceAlpha);
    blend->setSourceAlpha(QBlendEquationArguments::One);
    blend->setDestinationAlpha(QBlendEquationArguments::OneMinusSourceAlpha);
    auto *equation = new QBlendEquation(material);
    equation->setBlendFunction(QBlendEquation::Add);
    QEffect *effect = SceneShading::makeEffect(
        program, SceneShading::kTranslucentPass, {depth, blend, equation}, material);
    material->setEffect(effect);
    return material;
}

QVector3D toQ(const Vec3 &v)
{
    return QVector3D(float(v.x), float(v.y), float(v.z));
}

/// Collects the instances of one update, per unit shape.
struct Builder
{
    std::array<std::vector<InstanceData>, kUnitShapeCount> out;

    void add(UnitShape shape, const QMatrix4x4 &X_WS, const Color &color)
    {
        InstanceData d;
        ShadingColors s;
        s.diffuse = color;
        d.setShading(s);
        d.setTransform(X_WS);
        out[size_t(shape)].push_back(d);
    }
    /// Unit shape `shape` (along Z) from a to b, `width` across (metres).
    void along(UnitShape shape, const Vec3 &a, const Vec3 &b, double width, const Color &color)
    {
        const QVector3D qa = toQ(a), qb = toQ(b), d = qb - qa;
        const float length = d.length();
        if (length < 1e-12f)
            return;
        QMatrix4x4 X;
        X.translate((qa + qb) / 2);
        X.rotate(QQuaternion::rotationTo(QVector3D(0, 0, 1), d / length));
        X.scale(float(width), float(width), length);
        add(shape, X, color);
    }
    void arrow(const Vec3 &o, const Vec3 &u, double from, double to, double s, const Color &c)
    {
        const double head = 0.22 * s;
        along(UnitShape::Cylinder, o + u * from, o + u * (to - head), 0.035 * s, c);
        along(UnitShape::Cone, o + u * (to - head), o + u * to, 0.11 * s, c);
    }
    void sphere(const Vec3 &c, double radius, const Color &color)
    {
        add(UnitShape::Sphere, scaledMatrix(2 * radius, 2 * radius, 2 * radius, toQ(c)), color);
    }
    QMatrix4x4 scaledMatrix(double x, double y, double z, const QVector3D &offset)
    {
        QMatrix4x4 X;
        X.translate(offset);
        X.scale(float(x), float(y), float(z));
        return X;
    }
};

} // namespace

Gizmo::Gizmo(Qt3DCore::QNode *parent)
    : m_root(new Qt3DCore::QEntity(parent))
{
    m_material = makeGizmoMaterial(m_root);
    m_root->setEnabled(false);
}

Gizmo::~Gizmo()
{
    deleteLeavesFirst(m_root.data()); // unless the scene's entity tree went first
}

Color Gizmo::handleColor(GizmoHandle handle, bool hovered)
{
    static const Color normal[3]
        = {{0.95f, 0.15f, 0.15f, 1}, {0.2f, 0.85f, 0.15f, 1}, {0.15f, 0.35f, 1, 1}};
    static const Color light[3] = {{1, 0.6f, 0.5f, 1}, {0.65f, 1, 0.55f, 1}, {0.6f, 0.75f, 1, 1}};
    if (handle == GizmoHandle::JointAxis)
        return hovered ? Color {1, 1, 0.6f, 1} : Color {1, 0.85f, 0.1f, 1};
    const int axis = std::max(handleAxis(handle), 0);
    return hovered ? light[axis] : normal[axis];
}

void Gizmo::setVisible(bool visible)
{
    m_visible = visible;
    if (m_root)
        m_root->setEnabled(visible);
}

int Gizmo::instanceCount() const
{
    return m_drawn;
}

void Gizmo::update(const GizmoLayout &layout, GizmoHandle hovered, GizmoHandle active)
{
    if (!m_root)
        return;
    Builder b;
    const Vec3 o = layout.X_WG.p;
    const double s = layout.scale;
    const auto shows = [active](GizmoHandle h) {
        return active == GizmoHandle::None || active == h;
    };
    const auto colour = [hovered, active](GizmoHandle h) {
        return Gizmo::handleColor(h, h == hovered || h == active);
    };
    switch (layout.mode) {
    case GizmoLayout::Mode::Translate:
        b.sphere(o, 0.06 * s, {0.95f, 0.95f, 0.95f, 1});
        for (int i = 0; i < 3; ++i) {
            const auto h = GizmoHandle(int(GizmoHandle::AxisX) + i);
            if (shows(h))
                b.arrow(o, layout.axis(i), GizmoLayout::kAxisStart * s, s, s, colour(h));
            if (active == h) // the line the drag follows
                b.along(UnitShape::Cylinder, o - layout.axis(i) * (20 * s),
                    o + layout.axis(i) * (20 * s), 0.01 * s, colour(h));
        }
        for (int i = 0; i < 3; ++i) {
            const auto h = GizmoHandle(int(GizmoHandle::PlaneYZ) + i);
            if (!shows(h))
                continue;
            const Vec3 u = layout.axis((i + 1) % 3), v = layout.axis((i + 2) % 3);
            const double mid = (GizmoLayout::kPlaneMin + GizmoLayout::kPlaneMax) / 2 * s;
            const double side = (GizmoLayout::kPlaneMax - GizmoLayout::kPlaneMin) * s;
            QMatrix4x4 X;
            X.translate(toQ(o + u * mid + v * mid));
            const Vec3 n = layout.axis(i);
            QMatrix4x4 R; // columns u, v, n: the box's X, Y, Z
            for (int r = 0; r < 3; ++r) {
                const double cu[3] = {u.x, u.y, u.z}, cv[3] = {v.x, v.y, v.z},
                             cn[3] = {n.x, n.y, n.z};
                R(r, 0) = float(cu[r]);
                R(r, 1) = float(cv[r]);
                R(r, 2) = float(cn[r]);
            }
            X = X * R;
            X.scale(float(side), float(side), float(0.01 * s));
            Color c = colour(h);
            c.a = h == hovered || h == active ? 0.85f : 0.55f;
            b.add(UnitShape::Box, X, c);
        }
        break;
    case GizmoLayout::Mode::Rotate:
        for (int i = 0; i < 3; ++i) {
            const auto h = GizmoHandle(int(GizmoHandle::RingX) + i);
            if (!shows(h))
                continue;
            const Vec3 u = layout.axis((i + 1) % 3), v = layout.axis((i + 2) % 3);
            const double r = GizmoLayout::kRingRadius * s;
            const int segments = 48;
            Vec3 previous = o + u * r;
            for (int k = 1; k <= segments; ++k) {
                const double a = 2 * M_PI * k / segments;
                const Vec3 p = o + (u * std::cos(a) + v * std::sin(a)) * r;
                b.along(UnitShape::Cylinder, previous, p, 0.035 * s, colour(h));
                previous = p;
            }
        }
        b.sphere(o, 0.05 * s, {0.95f, 0.95f, 0.95f, 1});
        break;
    case GizmoLayout::Mode::JointAxis:
        b.sphere(o, 0.06 * s, colour(GizmoHandle::JointAxis));
        b.arrow(o, layout.jointAxis_W.normalized(), 0, GizmoLayout::kJointAxisLength * s, s,
            colour(GizmoHandle::JointAxis));
        // The joint frame's axes, thin, as the directions the axis snaps to.
        for (int i = 0; i < 3; ++i) {
            Color c = handleColor(GizmoHandle(int(GizmoHandle::AxisX) + i), false);
            b.along(UnitShape::Cylinder, o - layout.axis(i) * (0.8 * s),
                o + layout.axis(i) * (0.8 * s), 0.012 * s, c);
        }
        break;
    case GizmoLayout::Mode::Resize: {
        // The shape's bounds as thin lines, and a cube on the middle of each face.
        const Vec3 h = layout.halfExtents;
        const Vec3 ax[3] = {layout.axis(0) * h.x, layout.axis(1) * h.y, layout.axis(2) * h.z};
        const Color edge {1, 1, 1, 0.7f};
        for (int i = 0; i < 3; ++i) {
            const Vec3 &u = ax[(i + 1) % 3], &v = ax[(i + 2) % 3];
            for (double su : {-1.0, 1.0}) {
                for (double sv : {-1.0, 1.0}) {
                    const Vec3 mid = o + u * su + v * sv;
                    b.along(UnitShape::Cylinder, mid - ax[i], mid + ax[i], 0.012 * s, edge);
                }
            }
        }
        for (int k = 0; k < 6; ++k) {
            const auto handle = GizmoHandle(int(GizmoHandle::ResizeXPlus) + k);
            if (!shows(handle))
                continue;
            QMatrix4x4 X;
            X.translate(toQ(layout.resizePoint(handle)));
            const QQuaternion q(float(layout.X_WG.q.w), float(layout.X_WG.q.x),
                float(layout.X_WG.q.y), float(layout.X_WG.q.z));
            X.rotate(q);
            const float side = float(GizmoLayout::kResizeHandleSize * s);
            X.scale(side, side, side);
            b.add(UnitShape::Box, X, colour(handle));
        }
        break;
    }
    }

    // Batches are never deleted (Qt3D 6.4 may crash on nodes deleted before its backend saw
    // them): they grow when more instances are needed, and unused slots are hidden.
    for (size_t i = 0; i < b.out.size(); ++i) {
        if (!m_batches[i] && b.out[i].empty())
            continue;
        if (!m_batches[i])
            m_batches[i]
                = std::make_unique<InstanceBatch>(makeUnitMesh(UnitShape(i)), m_material, m_root);
        InstanceBatch &batch = *m_batches[i];
        for (size_t k = 0; k < b.out[i].size() || k < size_t(batch.count()); ++k) {
            InstanceData d = k < b.out[i].size() ? b.out[i][k] : InstanceData();
            if (k >= b.out[i].size())
                d.hide();
            if (k >= size_t(batch.count())) {
                batch.add(d);
                continue;
            }
            batch.data(int(k)) = d;
            batch.markDirty(int(k));
        }
        batch.commit();
    }
    m_drawn = 0;
    for (const auto &out : b.out)
        m_drawn += int(out.size());
}

} // namespace robostage
