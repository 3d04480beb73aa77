#include "shapeparts.h"

#include <QQuaternion>

#include <algorithm>

namespace robostage {

QMatrix4x4 poseMatrix(const Pose &X)
{
    QMatrix4x4 m;
    m.translate(float(X.p.x), float(X.p.y), float(X.p.z));
    m.rotate(QQuaternion(float(X.q.w), float(X.q.x), float(X.q.y), float(X.q.z)));
    return m;
}

QMatrix4x4 scaledMatrix(float x, float y, float z, const QVector3D &offset)
{
    QMatrix4x4 m;
    m.translate(offset);
    m.scale(x, y, z);
    return m;
}

std::vector<ShapePart> unitShapeParts(const Geometry &g)
{
    std::vector<ShapePart> parts;
    const auto add = [&parts](UnitShape shape, const QMatrix4x4 &X_VS, bool ground = false) {
        parts.push_back({shape, X_VS, ground});
    };
    const float r = float(g.radius), d = 2 * r, len = float(g.length);
    switch (g.type) {
    case Geometry::Type::Box:
        add(UnitShape::Box, scaledMatrix(float(g.size.x), float(g.size.y), float(g.size.z)));
        break;
    case Geometry::Type::Sphere:
        add(UnitShape::Sphere, scaledMatrix(d, d, d));
        break;
    case Geometry::Type::Ellipsoid:
        add(UnitShape::Sphere,
            scaledMatrix(2 * float(g.size.x), 2 * float(g.size.y), 2 * float(g.size.z)));
        break;
    case Geometry::Type::Cylinder:
        add(UnitShape::Cylinder, scaledMatrix(d, d, len));
        break;
    case Geometry::Type::Cone:
        add(UnitShape::Cone, scaledMatrix(d, d, len));
        break;
    case Geometry::Type::Capsule:
        add(UnitShape::Cylinder, scaledMatrix(d, d, len));
        add(UnitShape::Sphere, scaledMatrix(d, d, d, {0, 0, len / 2}));
        add(UnitShape::Sphere, scaledMatrix(d, d, d, {0, 0, -len / 2}));
        break;
    case Geometry::Type::Plane: {
        // Finite quad of `<size>`, turned so its +Z is `<normal>`.
        const Vec3 n = g.normal.normalized();
        QMatrix4x4 X_VS;
        X_VS.rotate(QQuaternion::rotationTo({0, 0, 1},
            n.norm() > 0 ? QVector3D(float(n.x), float(n.y), float(n.z)) : QVector3D(0, 0, 1)));
        X_VS.scale(float(g.size.x), float(g.size.y), 1);
        add(UnitShape::Plane, X_VS, true);
        break;
    }
    case Geometry::Type::Heightmap:
        // Flat stand-in of the heightmap's extent at its base height.
        add(UnitShape::Plane,
            scaledMatrix(float(g.size.x), float(g.size.y), 1,
                QVector3D(float(g.position.x), float(g.position.y), float(g.position.z))),
            true);
        break;
    case Geometry::Type::Polyline:
        // The extruded outline's bounding box.
        for (const Polyline &line : g.polylines) {
            if (line.points.empty())
                continue;
            float x0 = 1e30f, y0 = 1e30f, x1 = -1e30f, y1 = -1e30f;
            for (const auto &p : line.points) {
                x0 = std::min(x0, float(p[0])), x1 = std::max(x1, float(p[0]));
                y0 = std::min(y0, float(p[1])), y1 = std::max(y1, float(p[1]));
            }
            const float h = float(line.height);
            add(UnitShape::Box,
                scaledMatrix(x1 - x0, y1 - y0, h, QVector3D((x0 + x1) / 2, (y0 + y1) / 2, h / 2)));
        }
        break;
    default:
        break;
    }
    return parts;
}

} // namespace robostage
