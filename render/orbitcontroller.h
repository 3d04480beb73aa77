#pragma once

#include "camerafit.h"

#include <QObject>
#include <QPointF>
#include <QSize>
#include <QVector3D>

namespace Qt3DRender {
class QCamera;
} // namespace Qt3DRender

namespace robostage {

/// Drives a Qt3D camera around a target point, Z up, for the viewport. The camera sits at
/// target + distance · (cos pitch cos yaw, cos pitch sin yaw, sin pitch): yaw turns about the
/// world Z axis, pitch (clamped to ±90°) tilts up and down; its up vector is the pitch
/// derivative of that direction, so the top view (pitch 90°) is well defined.
///
/// Input is in pixels of the viewport (origin top left), set with setViewportSize(): orbit()
/// for a left drag, pan() for a middle or shift-left drag, zoom() for the wheel, towards the
/// point under the cursor. Orthographic mode keeps the same framing: its half height is what
/// the perspective frustum spans at the target distance.
class OrbitController : public QObject
{
    Q_OBJECT

public:
    explicit OrbitController(Qt3DRender::QCamera *camera, QObject *parent = nullptr);

    void setViewportSize(const QSize &size);
    QSize viewportSize() const { return m_size; }

    /// Turns the camera about the target: `dx` pixels to the right turn the scene with the
    /// cursor (yaw), `dy` pixels down tilt the view down onto the scene.
    void orbit(double dx, double dy);
    /// Moves camera and target so that the point under the cursor follows a drag of (dx, dy)
    /// pixels.
    void pan(double dx, double dy);
    /// Zooms by `steps` wheel notches (positive: closer, 15 % per notch) towards the point
    /// under `pixel`, which stays where it is in the image.
    void zoom(double steps, const QPointF &pixel);

    /// Looks at the world box [min, max] (metres) from `direction` so its bounding sphere
    /// fills the view. Remembers the box for fit().
    void fitBox(const QVector3D &min, const QVector3D &max, ViewDirection direction);
    /// Remembers the world box [min, max] (metres) for fit() and setView() without moving.
    void setBounds(const QVector3D &min, const QVector3D &max);
    /// Fits the last box again, keeping the current view direction.
    void fit();
    /// Turns to `direction` (OffscreenRenderer's views) and fits the last box.
    void setView(ViewDirection direction);

    void setOrthographic(bool orthographic);
    bool isOrthographic() const { return m_orthographic; }

    QVector3D target() const { return m_target; }
    float distance() const { return m_distance; }
    double yaw() const { return m_yaw; } ///< radians
    double pitch() const { return m_pitch; } ///< radians
    Qt3DRender::QCamera *camera() const { return m_camera; }

    /// The camera ray through `pixel`: origin on the near plane, unit direction, world metres.
    void ray(const QPointF &pixel, QVector3D &origin, QVector3D &direction) const;

signals:
    /// The camera moved or its lens changed.
    void changed();

private:
    QVector3D fromDirection() const; ///< unit vector target → camera
    void apply();

    Qt3DRender::QCamera *m_camera;
    QSize m_size {640, 480};
    QVector3D m_target;
    float m_distance = 5; ///< metres
    double m_yaw = 0.785, m_pitch = 0.49; ///< radians
    bool m_orthographic = false;
    QVector3D m_boxMin {-1, -1, -1}, m_boxMax {1, 1, 1};
};

} // namespace robostage
