#include "resizeshape.h"

#include "numberformat.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace robostage::edit {

namespace {

constexpr double kMinimum = 1e-4; ///< metres: the smallest size a drag leaves

double component(const Vec3 &v, int axis)
{
    return axis == 0 ? v.x : axis == 1 ? v.y : v.z;
}

double &component(Vec3 &v, int axis)
{
    return axis == 0 ? v.x : axis == 1 ? v.y : v.z;
}

double snapped(double value, double step)
{
    return step > 0 ? std::round(value / step) * step : value;
}

QString metres(double v)
{
    return QString::fromUtf8(formatNumber(std::round(v * 1e6) / 1e6));
}

} // namespace

bool isResizable(Geometry::Type type)
{
    using Type = Geometry::Type;
    return type == Type::Box || type == Type::Sphere || type == Type::Cylinder
        || type == Type::Capsule || type == Type::Ellipsoid;
}

Vec3 shapeHalfExtents(const Geometry &g)
{
    using Type = Geometry::Type;
    switch (g.type) {
    case Type::Box:
        return g.size * 0.5;
    case Type::Sphere:
        return {g.radius, g.radius, g.radius};
    case Type::Cylinder:
        return {g.radius, g.radius, g.length / 2};
    case Type::Capsule:
        return {g.radius, g.radius, g.length / 2 + g.radius};
    case Type::Ellipsoid:
        return g.size;
    default:
        return {};
    }
}

ResizedShape resizedShape(
    const Geometry &g, int axis, int sign, double distance, bool symmetric, double snapMetres)
{
    using Type = Geometry::Type;
    ResizedShape out {g, {}};
    const double half = component(shapeHalfExtents(g), axis);
    // The new extent along the axis (face to face), then the size it stands for.
    const double extent = 2 * half + (symmetric ? 2 : 1) * distance;
    Geometry &r = out.geometry;
    const bool lengthAxis = axis == 2 && (g.type == Type::Cylinder || g.type == Type::Capsule);
    double size = 0; // the size that changes, before snapping
    switch (g.type) {
    case Type::Box:
        size = extent;
        break;
    case Type::Sphere:
    case Type::Ellipsoid:
        size = extent / 2;
        break;
    case Type::Cylinder:
        size = lengthAxis ? extent : extent / 2;
        break;
    case Type::Capsule:
        size = lengthAxis ? extent - 2 * g.radius : extent / 2;
        break;
    default:
        return out;
    }
    size = std::max(snapped(size, snapMetres), kMinimum);
    if (g.type == Type::Box)
        component(r.size, axis) = size;
    else if (g.type == Type::Ellipsoid)
        component(r.size, axis) = size;
    else if (lengthAxis)
        r.length = size;
    else
        r.radius = size;
    if (!symmetric) {
        const double moved = component(shapeHalfExtents(r), axis) * 2 - 2 * half;
        component(out.shift_S, axis) = sign * moved / 2;
    }
    return out;
}

QString shapeSizeText(const Geometry &g)
{
    using Type = Geometry::Type;
    const QString m = QCoreApplication::translate("robostage::edit", "m");
    switch (g.type) {
    case Type::Box:
        return QStringLiteral("%1 × %2 × %3 %4")
            .arg(metres(g.size.x), metres(g.size.y), metres(g.size.z), m);
    case Type::Ellipsoid:
        return QCoreApplication::translate("robostage::edit", "radii %1 × %2 × %3 %4")
            .arg(metres(g.size.x), metres(g.size.y), metres(g.size.z), m);
    case Type::Sphere:
        return QCoreApplication::translate("robostage::edit", "radius %1 %2")
            .arg(metres(g.radius), m);
    case Type::Cylinder:
    case Type::Capsule:
        return QCoreApplication::translate("robostage::edit", "radius %1 %3, length %2 %3")
            .arg(metres(g.radius), metres(g.length), m);
    default:
        return QString();
    }
}

} // namespace robostage::edit
