#pragma once

#include <QPointF>
#include <QSize>
#include <QVector3D>

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
