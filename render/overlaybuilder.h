#pragma once

// Internal to render/: the instance collector shared by the overlay drawings (overlays.cpp,
// drakeoverlays.cpp), and their colours.

#include "document.h"
#include "instancebatch.h"
#include "shapeparts.h"

#include <QMatrix4x4>
#include <QQuaternion>
#include <QVector3D>

#include <algorithm>
#include <array>
#include <vector>

namespace robostage {

inline QVector3D toQ(const Vec3 &v)
{
    return QVector3D(float(v.x), float(v.y), float(v.z));
}

/// Unlit-looking colours for overlay lines: the colour, a little emissive, no shadow.
inline ShadingColors flat(const Color &color)
{
    ShadingColors s;
    s.diffuse = color;
    s.ambient = {color.r, color.g, color.b, 1};
    s.specular = {0, 0, 0, 1};
    s.emissive = {color.r * 0.6f, color.g * 0.6f, color.b * 0.6f, 1};
    s.castsShadow = false;
    return s;
}

inline const Color kRed {1, 0.1f, 0.1f, 1}, kGreen {0.1f, 1, 0.1f, 1}, kBlue {0.2f, 0.3f, 1, 1},
    kYellow {1, 0.9f, 0.1f, 1}, kOrange {1, 0.55f, 0.1f, 1}, kCyan {0.1f, 0.9f, 1, 1},
    kInertiaBox {0.7f, 0.3f, 1, 0.35f}, kCentreOfMass {0.9f, 0.2f, 0.9f, 1},
    kComputedInertiaBox {0.1f, 0.85f, 0.8f, 0.3f};

/// Collects the overlay instances of one update, per unit shape, opaque first then translucent
/// (colour alpha < 1). Lines are thin cylinders of `radius` metres unless given one.
struct OverlayBuilder
{
    std::array<std::vector<InstanceData>, 2 * kUnitShapeCount> out;
    float radius = 0.005f; ///< of lines

    void add(UnitShape shape, const QMatrix4x4 &X_WS, const Color &color)
    {
        InstanceData d;
        d.setShading(flat(color));
        d.setTransform(X_WS);
        out[size_t(int(shape) + (color.a < 1 ? kUnitShapeCount : 0))].push_back(d);
    }
    /// A thin cylinder from a to b.
    void line(const QVector3D &a, const QVector3D &b, const Color &color, float r = 0)
    {
        const QVector3D d = b - a;
        const float length = d.length();
        if (length < 1e-9f)
            return;
        r = r > 0 ? r : radius;
        QMatrix4x4 X;
        X.translate((a + b) / 2);
        X.rotate(QQuaternion::rotationTo(QVector3D(0, 0, 1), d / length));
        X.scale(2 * r, 2 * r, length);
        add(UnitShape::Cylinder, X, color);
    }
    /// A line from a to b ending in a cone.
    void arrow(const QVector3D &a, const QVector3D &b, const Color &color, float r = 0)
    {
        r = r > 0 ? r : radius;
        const QVector3D d = b - a;
        const float length = d.length();
        if (length < 1e-9f)
            return;
        const float head = std::min(length * 0.35f, 8 * r);
        const QVector3D u = d / length, base = b - u * head;
        line(a, base, color, r);
        QMatrix4x4 X;
        X.translate(base + u * (head / 2));
        X.rotate(QQuaternion::rotationTo(QVector3D(0, 0, 1), u));
        X.scale(5 * r, 5 * r, head);
        add(UnitShape::Cone, X, color);
    }
    void sphere(const QVector3D &c, float r, const Color &color)
    {
        add(UnitShape::Sphere, scaledMatrix(2 * r, 2 * r, 2 * r, c), color);
    }
};

/// Adds the drawings of Drake's URDF extensions (drake-urdf-xsd.txt) of `document` to `b` at
/// world poses X_WF: with Overlays::JointAxes each `<loop_joint>` as a dashed line between its
/// two attachment frames with a yellow arrow along its axis at frame A; with Overlays::Forces
/// each `<force_element>` child: thrust (red arrow) and propellor (arrow and a translucent
/// disc of its visual diameter) along their axis at their origin, wing (translucent plate of
/// span × chord about the quarter-chord point) and linear_spring_damper (green zigzag between
/// its two points). `length` is the overlays' axis length (metres).
void addDrakeOverlays(OverlayBuilder &b, const Document &document, const std::vector<Pose> &X_WF,
    int mask, float length);

} // namespace robostage
