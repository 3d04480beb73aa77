#pragma once

// The math of the viewport's manipulation gizmos (render/gizmo.h), without Qt3D so that it is
// unit-tested without OpenGL: where the handles are, which one is under the cursor, and what a
// drag of one means (a translation, a rotation or a new joint axis), with snapping.

#include "pose.h"

#include <QMatrix4x4>
#include <QPointF>
#include <QSizeF>

namespace robostage {

/// A ray in world coordinates: `origin` + t·`direction` (metres; unit direction, t ≥ 0).
struct Ray
{
    Vec3 origin;
    Vec3 direction;
};

/// What the gizmo math needs of a camera: `viewProjection` maps world points (metres) to clip
/// space (OpenGL conventions, as QCamera's projectionMatrix() · viewMatrix()), `size` is the
/// image in pixels (origin top left).
struct GizmoCamera
{
    QMatrix4x4 viewProjection;
    QSizeF size;

    /// Pixel of world point `p`; `inFront` (optional) says whether it lies before the camera.
    QPointF toPixel(const Vec3 &p, bool *inFront = nullptr) const;
    /// The ray through `pixel`, from the near plane (as cameraRay() in camerafit.h).
    Ray ray(const QPointF &pixel) const;
    /// Metres that one pixel spans at world point `p` (perspective and orthographic).
    double metresPerPixel(const Vec3 &p) const;
};

/// The gizmo's handles. Axis and ring handles are numbered X, Y, Z (axis() gives 0, 1, 2); a
/// plane handle is named by the axes it moves along (PlaneYZ moves in the gizmo's YZ plane,
/// normal X).
enum class GizmoHandle {
    None,
    AxisX,
    AxisY,
    AxisZ,
    PlaneYZ,
    PlaneZX,
    PlaneXY,
    RingX,
    RingY,
    RingZ,
    JointAxis,
    /// Resize handles on the faces of a shape: +x, −x, +y, −y, +z, −z of its frame.
    ResizeXPlus,
    ResizeXMinus,
    ResizeYPlus,
    ResizeYMinus,
    ResizeZPlus,
    ResizeZMinus
};

/// 0, 1, 2 for the X, Y, Z handle of an axis, plane (its normal), ring or resize handle; -1
/// otherwise.
int handleAxis(GizmoHandle handle);
/// +1 or −1: the side of a resize handle (0 for other handles).
int handleSign(GizmoHandle handle);

/// Where and how the gizmo is drawn: frame G at world pose X_WG (the entity frame, or world
/// aligned at its origin), `scale` metres per gizmo unit (a constant fraction of the screen),
/// which handles `mode` shows, and for the joint-axis mode the axis (world, unit).
/// In gizmo units: arrows run from kAxisStart to 1 along each axis; plane squares span
/// [kPlaneMin, kPlaneMax]² in their plane; rings have radius kRingRadius; the joint-axis arrow
/// runs from the origin to kJointAxisLength. Resize handles (Mode::Resize) are cubes of side
/// kResizeHandleSize at ±halfExtents (metres) along the axes of G, which is then the shape's
/// frame.
struct GizmoLayout
{
    enum class Mode { Translate, Rotate, JointAxis, Resize };
    static constexpr double kResizeHandleSize = 0.09;
    static constexpr double kAxisStart = 0.15;
    static constexpr double kPlaneMin = 0.3, kPlaneMax = 0.55;
    static constexpr double kRingRadius = 0.9;
    static constexpr double kJointAxisLength = 1.3;
    /// Gizmo length (1 unit) in pixels.
    static constexpr double kPixelSize = 110;

    Pose X_WG;
    double scale = 1;
    Mode mode = Mode::Translate;
    Vec3 jointAxis_W {0, 0, 1};
    Vec3 halfExtents; ///< Mode::Resize: the shape's half extents in G (metres)

    /// Axis `i` (0 X, 1 Y, 2 Z) of G in world coordinates.
    Vec3 axis(int i) const;
    /// Mode::Resize: the world point of resize handle `handle` (the middle of its face).
    Vec3 resizePoint(GizmoHandle handle) const;
};

/// The handle of `layout` nearest to `pixel` in the image of `camera`, within `tolerance`
/// pixels (a point inside a plane square is at distance 0), GizmoHandle::None when none is.
/// Axes seen end-on and planes seen edge-on are left out (they cannot be dragged usefully).
GizmoHandle hitTest(const GizmoLayout &layout, const GizmoCamera &camera, const QPointF &pixel,
    double tolerance = 8);

/// Parameter s of the point `origin` + s·`axis` (unit axis, metres) closest to `ray`; false
/// when the ray is (nearly) parallel to the axis.
bool closestOnAxis(const Ray &ray, const Vec3 &origin, const Vec3 &axis, double *s);
/// Where `ray` meets the plane through `origin` with unit `normal`; false when parallel or
/// behind the ray's origin.
bool intersectPlane(const Ray &ray, const Vec3 &origin, const Vec3 &normal, Vec3 *hit);
/// Signed angle (radians, (−π, π]) about unit `normal` from `from` to `to`, both taken
/// relative to `centre` and projected onto the plane normal to `normal`.
double angleAbout(const Vec3 &centre, const Vec3 &normal, const Vec3 &from, const Vec3 &to);
/// `value` rounded to a multiple of `step` (step ≤ 0: unchanged).
double snapTo(double value, double step);
/// The ray's point on the sphere of `radius` about `origin` nearest the camera, or when it
/// misses, its point in the plane through `origin` facing the camera; the unit direction from
/// `origin` to it (the joint-axis drag).
Vec3 pointedDirection(const Ray &ray, const Vec3 &origin, double radius);
/// `direction` (world, unit) snapped to the nearest of ±x, ±y, ±z of a frame whose orientation
/// in the world is `q_WJ` when within `maxAngle` radians of it (maxAngle ≥ π: always); `snapped`
/// (optional) says whether it did.
Vec3 snapToPrincipalAxis(
    const Vec3 &direction, const Quat &q_WJ, double maxAngle, bool *snapped = nullptr);

/// Snapping of a drag (Ctrl): translations in multiples of `translationStep` metres along each
/// gizmo axis, rotations in multiples of `angleStep` radians. A joint axis always snaps to the
/// joint frame's principal axes within `axisSnapAngle` radians, and to the nearest one when
/// `enabled`.
struct GizmoSnap
{
    bool enabled = false;
    double translationStep = 0.01;
    double angleStep = 5 * M_PI / 180;
    double axisSnapAngle = 10 * M_PI / 180;
};

/// What a drag does to the entity, in world coordinates: a translation by `translation`
/// (metres), a rotation by `angle` radians about unit `axis` through `centre`, or a new joint
/// axis direction `axis`.
struct GizmoMotion
{
    enum class Kind { None, Translate, Rotate, JointAxis, Resize };
    Kind kind = Kind::None;
    /// Resize: how far the dragged face moved outwards along its normal (metres; negative:
    /// inwards), unsnapped (the size is snapped, edit/resizeshape.h).
    double distance = 0;
    GizmoHandle handle = GizmoHandle::None; ///< Resize: the handle dragged
    Vec3 translation;
    Vec3 axis;
    double angle = 0;
    Vec3 centre;

    /// The rotation part (identity for other kinds).
    Quat rotation() const;
};

/// One drag of one handle: begin() with the handle and the ray of the press, then update() with
/// the ray of each mouse position for the motion from the press to there. Rotations accumulate
/// across turns (more than ±180° is possible). The layout is the one at the press.
class GizmoDrag
{
public:
    /// False (and inactive) when `handle` cannot be dragged from `ray` (e.g. parallel).
    bool begin(GizmoHandle handle, const GizmoLayout &layout, const Ray &ray);
    GizmoMotion update(const Ray &ray, const GizmoSnap &snap);
    bool isActive() const { return m_handle != GizmoHandle::None; }
    GizmoHandle handle() const { return m_handle; }
    void end() { m_handle = GizmoHandle::None; }

private:
    /// The ray's point in the ring plane, for rotations (grazing rays use the point of the ray
    /// nearest the centre).
    Vec3 ringPoint(const Ray &ray) const;

    GizmoHandle m_handle = GizmoHandle::None;
    GizmoLayout m_layout;
    double m_startS = 0; ///< axis parameter at the press (metres)
    Vec3 m_startHit; ///< plane or ring point at the press
    Vec3 m_lastHit; ///< ring point of the last update
    double m_angle = 0; ///< accumulated rotation (radians)
};

} // namespace robostage
