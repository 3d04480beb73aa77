// Overlay drawings of Drake's URDF extensions (drake-urdf-xsd.txt): `<loop_joint>` and the
// children of `<force_element>`. See addDrakeOverlays() in overlaybuilder.h.

#include "overlaybuilder.h"
#include "overlays.h"

#include <cmath>

namespace robostage {

namespace {

const Color kLoopLine {1, 0.45f, 0.85f, 1}, kThrust {1, 0.3f, 0.15f, 1},
    kPropellorDisc {1, 0.6f, 0.3f, 0.45f}, kWingPlate {0.35f, 0.75f, 1, 0.45f},
    kSpring {0.3f, 1, 0.45f, 1};

/// A unit vector perpendicular to the unit `u`.
Vec3 perpendicular(const Vec3 &u)
{
    const Vec3 other = std::abs(u.x) < 0.9 ? Vec3 {1, 0, 0} : Vec3 {0, 1, 0};
    return u.cross(other).normalized();
}

/// Dashes from a to b: `dashes` dashes with gaps of the same length between them.
void dashedLine(OverlayBuilder &b, const QVector3D &from, const QVector3D &to, const Color &color,
    float r, float dashLength)
{
    const float length = (to - from).length();
    if (length < 1e-9f)
        return;
    const int dashes = std::clamp(int(length / (2 * dashLength)), 1, 200);
    const QVector3D step = (to - from) / float(2 * dashes - 1);
    for (int i = 0; i < dashes; ++i)
        b.line(from + step * float(2 * i), from + step * float(2 * i + 1), color, r);
}

void addLoopJoints(
    OverlayBuilder &b, const Model &model, const std::vector<Pose> &X_WF, float length)
{
    // drake-urdf-xsd.txt "robot/loop_joint": frame A on link1, frame B on link2, axis in A.
    const auto valid = [&X_WF](FrameId id) {
        return id >= 0 && id < int(X_WF.size());
    };
    for (const LoopJoint &loop : model.loopJoints) {
        if (!valid(loop.link1.frame) || !valid(loop.link2.frame))
            continue;
        const Pose &X_WA = X_WF[size_t(loop.link1.frame)];
        const Pose &X_WB = X_WF[size_t(loop.link2.frame)];
        const QVector3D a = toQ(X_WA.p), c = toQ(X_WB.p);
        dashedLine(b, a, c, kLoopLine, b.radius * 0.8f, 0.3f * length);
        b.sphere(a, b.radius * 2, kLoopLine);
        b.sphere(c, b.radius * 2, kLoopLine);
        const QVector3D u = toQ(X_WA.q.rotate(loop.axis).normalized());
        const float L = 1.5f * length;
        b.arrow(a - u * (0.3f * L), a + u * L, kYellow, b.radius * 1.2f);
    }
}

void addForceElements(
    OverlayBuilder &b, const Model &model, const std::vector<Pose> &X_WF, float length)
{
    const auto valid = [&X_WF](FrameId id) {
        return id >= 0 && id < int(X_WF.size());
    };
    for (const ForceElement &f : model.forceElements) {
        if (!valid(f.parent.linkFrame))
            continue;
        const Pose X_WO = X_WF[size_t(f.parent.linkFrame)] * f.parent.X_LA;
        const QVector3D o = toQ(X_WO.p);
        switch (f.type) {
        case ForceElement::Type::Thrust:
        case ForceElement::Type::Propellor: {
            // "thrust/axis", "propellor/axis": the force direction in the origin frame.
            const Vec3 u = X_WO.q.rotate(f.axis).normalized();
            b.arrow(o, o + toQ(u) * (1.5f * length), kThrust, b.radius * 1.2f);
            if (f.type == ForceElement::Type::Propellor && f.visualDiameter > 0) {
                // A disc of the propellor's visual_diameter across the axis.
                const float d = float(f.visualDiameter);
                QMatrix4x4 X;
                X.translate(o);
                X.rotate(QQuaternion::rotationTo(QVector3D(0, 0, 1), toQ(u)));
                X.scale(d, d, std::max(b.radius, d * 0.02f));
                b.add(UnitShape::Cylinder, X, kPropellorDisc);
            }
            break;
        }
        case ForceElement::Type::Wing: {
            // "force_element/wing": the origin is the quarter-chord point; chord along the
            // parent's x (leading edge forward), span along y, a thin plate in x-y.
            if (f.span <= 0 || f.chord <= 0)
                break;
            QMatrix4x4 X = poseMatrix(X_WO);
            X.translate(float(-f.chord / 4), 0, 0);
            X.scale(float(f.chord), float(f.span), std::max(b.radius, float(f.chord) * 0.02f));
            b.add(UnitShape::Box, X, kWingPlate);
            b.sphere(o, b.radius * 2, kWingPlate);
            break;
        }
        case ForceElement::Type::LinearSpringDamper: {
            // "force_element/linear_spring_damper": a zigzag between the points on link1 and
            // link2.
            if (!valid(f.link2.linkFrame))
                break;
            const Vec3 p1 = X_WO.p;
            const Vec3 p2 = (X_WF[size_t(f.link2.linkFrame)] * f.link2.X_LA).p;
            const Vec3 d = p2 - p1;
            const double span = d.norm();
            b.sphere(toQ(p1), b.radius * 2, kSpring);
            b.sphere(toQ(p2), b.radius * 2, kSpring);
            if (span < 1e-9)
                break;
            const Vec3 u = d * (1 / span), side = perpendicular(u);
            const int zigs = 12;
            const double amplitude = std::min(0.15 * span, 0.25 * double(length));
            QVector3D previous = toQ(p1);
            for (int i = 1; i <= zigs; ++i) {
                const double t = double(i) / zigs;
                const double offset = (i == zigs) ? 0 : (i % 2 ? amplitude : -amplitude);
                const QVector3D p = toQ(p1 + d * t + side * offset);
                b.line(previous, p, kSpring, b.radius * 0.8f);
                previous = p;
            }
            break;
        }
        case ForceElement::Type::Other:
            break;
        }
    }
}

void addModel(
    OverlayBuilder &b, const Model &model, const std::vector<Pose> &X_WF, int mask, float length)
{
    if (mask & Overlays::JointAxes)
        addLoopJoints(b, model, X_WF, length);
    if (mask & Overlays::Forces)
        addForceElements(b, model, X_WF, length);
    for (const Model &nested : model.models)
        addModel(b, nested, X_WF, mask, length);
}

} // namespace

void addDrakeOverlays(OverlayBuilder &b, const Document &document, const std::vector<Pose> &X_WF,
    int mask, float length)
{
    for (const Model &model : document.scene().world.models)
        addModel(b, model, X_WF, mask, length);
}

} // namespace robostage
