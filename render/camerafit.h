#pragma once

#include <QPointF>
#include <QSize>
#include <QVector3D>

#include <vector>

namespace Qt3DRender {
class QCamera;
} // namespace Qt3DRender

namespace robostage {

/// Where the fitted camera looks from (Z up): `Iso` from +X+Y+Z, `Front` from +X (a robot's
/// forward axis, looking back at it), `Side` from -Y (the robot's right), `Top` from +Z with
/// +X up in the image.
enum class ViewDirection { Iso, Front, Top, Side };

/// Vertical field of view of every RoboStage camera, degrees.
constexpr float kCameraFieldOfView = 40;

/// Distance (metres) from which a sphere of `radius` metres fills both the vertical field of
/// view kCameraFieldOfView and the horizontal one of an image `aspect` (width / height) wide,
/// with a 5 % margin.
float fitDistance(float radius, float aspect);

/// An axis-aligned box in the world frame, metres.
struct WorldBox
{
    QVector3D min, max;
    float diagonal() const { return (max - min).length(); }
};

/// A box whose diagonal is more than this many times that of everything smaller than it
/// together is a backdrop (contentBox()).
constexpr float kBackdropRatio = 10;

/// What a fitted camera frames of a scene whose shown visuals have the world boxes `boxes`
/// (metres; not empty): their union, less the backdrops around the content that a user does
/// not look at (a ground box, a terrain mesh, a sky box): the largest box is left out while its
/// diagonal is more than kBackdropRatio times that of the union of the smaller ones, then the
/// next largest, and so on; the smallest box always stays.
WorldBox contentBox(std::vector<WorldBox> boxes);

/// Centre and radius (metres, at least 5 cm) of the bounding sphere of the box [min, max].
void boundingSphere(const QVector3D &min, const QVector3D &max, QVector3D &centre, float &radius);

/// Points `camera` at the world-space box [min, max] (metres) from `direction` with a
/// perspective lens, far enough that the box's bounding sphere fills an image of `size`
/// pixels, turned `azimuth` radians about the world Z axis through the box centre.
void fitCamera(Qt3DRender::QCamera *camera, const QSize &size, const QVector3D &min,
    const QVector3D &max, ViewDirection direction, double azimuth = 0);

/// The ray of `camera` through pixel `pixel` of an image of `size` pixels (origin top left):
/// `origin` on the near plane and unit `direction`, world coordinates in metres. Works for
/// perspective and orthographic lenses.
void cameraRay(const Qt3DRender::QCamera *camera, const QSize &size, const QPointF &pixel,
    QVector3D &origin, QVector3D &direction);

/// Where the world point `world` (metres) appears in an image of `size` pixels seen by
/// `camera`: pixel coordinates, origin top left.
QPointF projectToPixel(
    const Qt3DRender::QCamera *camera, const QSize &size, const QVector3D &world);

} // namespace robostage
