#include "camerafit.h"

#include <Qt3DRender/QCamera>

#include <algorithm>
#include <cmath>

namespace robostage {

float fitDistance(float radius, float aspect)
{
    const float halfFov = float(kCameraFieldOfView / 2 * M_PI / 180.0);
    const float halfFovX = std::atan(std::tan(halfFov) * aspect);
    return radius / std::sin(std::min(halfFov, halfFovX)) * 1.05f;
}

namespace {

WorldBox unite(const WorldBox &a, const WorldBox &b)
{
    WorldBox u;
    for (int i = 0; i < 3; ++i) {
        u.min[i] = std::min(a.min[i], b.min[i]);
        u.max[i] = std::max(a.max[i], b.max[i]);
    }
    return u;
}

} // namespace

WorldBox contentBox(std::vector<WorldBox> boxes)
{
    std::sort(boxes.begin(), boxes.end(),
        [](const WorldBox &a, const WorldBox &b) { return a.diagonal() > b.diagonal(); });
    // rest[i]: the union of box i and all smaller ones.
    std::vector<WorldBox> rest(boxes.size());
    rest.back() = boxes.back();
    for (size_t i = boxes.size() - 1; i-- > 0;)
        rest[i] = unite(boxes[i], rest[i + 1]);
    // Content smaller than 10 cm across counts as 10 cm (boundingSphere()'s least radius).
    size_t first = 0;
    while (first + 1 < boxes.size()
        && boxes[first].diagonal() > kBackdropRatio * std::max(rest[first + 1].diagonal(), 0.1f))
        ++first;
    return rest[first];
}

void boundingSphere(const QVector3D &min, const QVector3D &max, QVector3D &centre, float &radius)
{
    centre = (min + max) / 2;
    radius = std::max((max - min).length() / 2, 0.05f);
}

void fitCamera(Qt3DRender::QCamera *camera, const QSize &size, const QVector3D &min,
    const QVector3D &max, ViewDirection direction, double azimuth)
{
    QVector3D centre;
    float radius = 0;
    boundingSphere(min, max, centre, radius);
    QVector3D from;
    QVector3D up(0, 0, 1);
    switch (direction) {
    case ViewDirection::Iso:
        from = QVector3D(1, 1, 0.75f).normalized();
        break;
    case ViewDirection::Front:
        from = QVector3D(1, 0, 0.001f).normalized();
        break;
    case ViewDirection::Side:
        from = QVector3D(0, -1, 0.001f).normalized();
        break;
    case ViewDirection::Top:
        from = QVector3D(0, 0, 1);
        up = QVector3D(1, 0, 0);
        break;
    }
    const float c = float(std::cos(azimuth)), s = float(std::sin(azimuth));
    const auto turn = [c, s](const QVector3D &v) {
        return QVector3D(c * v.x() - s * v.y(), s * v.x() + c * v.y(), v.z());
    };
    from = turn(from);
    up = turn(up);
    const float aspect = float(size.width()) / float(std::max(size.height(), 1));
    const float distance = fitDistance(radius, aspect);
    camera->lens()->setPerspectiveProjection(kCameraFieldOfView, aspect,
        std::max(distance - radius * 1.5f, distance * 0.01f), distance + radius * 4 + 1000);
    camera->setPosition(centre + from * distance);
    camera->setViewCenter(centre);
    camera->setUpVector(up);
}

void cameraRay(const Qt3DRender::QCamera *camera, const QSize &size, const QPointF &pixel,
    QVector3D &origin, QVector3D &direction)
{
    const QMatrix4x4 inverse = (camera->projectionMatrix() * camera->viewMatrix()).inverted();
    const float x = float(2 * pixel.x() / std::max(size.width(), 1) - 1);
    const float y = float(1 - 2 * pixel.y() / std::max(size.height(), 1));
    origin = inverse.map(QVector3D(x, y, -1));
    direction = (inverse.map(QVector3D(x, y, 1)) - origin).normalized();
}

QPointF projectToPixel(const Qt3DRender::QCamera *camera, const QSize &size, const QVector3D &world)
{
    const QVector3D ndc = (camera->projectionMatrix() * camera->viewMatrix()).map(world);
    return {(ndc.x() + 1) / 2 * size.width(), (1 - ndc.y()) / 2 * size.height()};
}

} // namespace robostage
