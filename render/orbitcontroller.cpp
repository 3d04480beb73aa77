#include "orbitcontroller.h"

#include <Qt3DRender/QCamera>

#include <algorithm>
#include <cmath>

namespace robostage {

namespace {

constexpr double kHalfPi = M_PI / 2;

/// Yaw and pitch (radians) of OffscreenRenderer's view directions (camerafit.cpp).
void viewAngles(ViewDirection direction, double &yaw, double &pitch)
{
    switch (direction) {
    case ViewDirection::Iso:
        yaw = M_PI / 4;
        pitch = std::atan2(0.75, std::sqrt(2.0));
        break;
    case ViewDirection::Front:
        yaw = 0;
        pitch = 0;
        break;
    case ViewDirection::Side:
        yaw = -kHalfPi;
        pitch = 0;
        break;
    case ViewDirection::Top:
        yaw = M_PI; // +X up in the image
        pitch = kHalfPi;
        break;
    }
}

} // namespace

OrbitController::OrbitController(Qt3DRender::QCamera *camera, QObject *parent)
    : QObject(parent)
    , m_camera(camera)
{
    apply();
}

void OrbitController::setViewportSize(const QSize &size)
{
    m_size = size.expandedTo(QSize(1, 1));
    apply();
}

QVector3D OrbitController::fromDirection() const
{
    return QVector3D(float(std::cos(m_pitch) * std::cos(m_yaw)),
        float(std::cos(m_pitch) * std::sin(m_yaw)), float(std::sin(m_pitch)));
}

void OrbitController::apply()
{
    const QVector3D from = fromDirection();
    const QVector3D up(float(-std::sin(m_pitch) * std::cos(m_yaw)),
        float(-std::sin(m_pitch) * std::sin(m_yaw)), float(std::cos(m_pitch)));
    const float aspect = float(m_size.width()) / float(m_size.height());
    const float radius = std::max((m_boxMax - m_boxMin).length() / 2, 0.05f);
    const float nearPlane = std::max(m_distance * 0.01f, 0.001f);
    const float farPlane = m_distance + radius * 4 + 1000;
    if (m_orthographic) {
        const float halfHeight
            = m_distance * float(std::tan(kCameraFieldOfView / 2 * M_PI / 180.0));
        // The camera backs off so nothing in front of the target is clipped; the framing of
        // an orthographic lens does not depend on the distance.
        m_camera->lens()->setOrthographicProjection(-halfHeight * aspect, halfHeight * aspect,
            -halfHeight, halfHeight, nearPlane, farPlane + radius * 4);
        m_camera->setPosition(m_target + from * (m_distance + radius * 4));
    } else {
        m_camera->lens()->setPerspectiveProjection(kCameraFieldOfView, aspect, nearPlane, farPlane);
        m_camera->setPosition(m_target + from * m_distance);
    }
    m_camera->setViewCenter(m_target);
    m_camera->setUpVector(up);
    emit changed();
}

void OrbitController::orbit(double dx, double dy)
{
    const double radiansPerPixel = M_PI / std::max(m_size.height(), 200);
    m_yaw -= dx * radiansPerPixel;
    m_pitch = std::clamp(m_pitch + dy * radiansPerPixel, -kHalfPi, kHalfPi);
    apply();
}

void OrbitController::pan(double dx, double dy)
{
    const QVector3D from = fromDirection();
    const QVector3D up(float(-std::sin(m_pitch) * std::cos(m_yaw)),
        float(-std::sin(m_pitch) * std::sin(m_yaw)), float(std::cos(m_pitch)));
    const QVector3D right = QVector3D::crossProduct(up, from).normalized();
    // Metres per pixel at the target's depth (the same for both lenses, see apply()).
    const float metresPerPixel = 2 * m_distance
        * float(std::tan(kCameraFieldOfView / 2 * M_PI / 180.0)) / float(m_size.height());
    m_target += (-float(dx) * right + float(dy) * up) * metresPerPixel;
    apply();
}

void OrbitController::zoom(double steps, const QPointF &pixel)
{
    const float factor = float(std::pow(0.85, steps));
    // The point under the cursor in the plane through the target facing the camera.
    QVector3D origin, direction;
    ray(pixel, origin, direction);
    const QVector3D normal = fromDirection();
    const float denominator = QVector3D::dotProduct(direction, normal);
    QVector3D anchor = m_target;
    if (std::abs(denominator) > 1e-6f)
        anchor
            = origin + direction * (QVector3D::dotProduct(m_target - origin, normal) / denominator);
    // Scaling camera and target about the anchor keeps the anchor's pixel.
    m_target = anchor + (m_target - anchor) * factor;
    m_distance = std::clamp(m_distance * factor, 1e-3f, 1e5f);
    apply();
}

void OrbitController::fitBox(const QVector3D &min, const QVector3D &max, ViewDirection direction)
{
    m_boxMin = min;
    m_boxMax = max;
    viewAngles(direction, m_yaw, m_pitch);
    fit();
}

void OrbitController::setBounds(const QVector3D &min, const QVector3D &max)
{
    m_boxMin = min;
    m_boxMax = max;
}

void OrbitController::fit()
{
    float radius = 0;
    boundingSphere(m_boxMin, m_boxMax, m_target, radius);
    m_distance = fitDistance(radius, float(m_size.width()) / float(m_size.height()));
    apply();
}

void OrbitController::setView(ViewDirection direction)
{
    viewAngles(direction, m_yaw, m_pitch);
    fit();
}

void OrbitController::setOrthographic(bool orthographic)
{
    m_orthographic = orthographic;
    apply();
}

void OrbitController::ray(const QPointF &pixel, QVector3D &origin, QVector3D &direction) const
{
    cameraRay(m_camera, m_size, pixel, origin, direction);
}

} // namespace robostage
