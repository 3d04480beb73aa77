// LinkShape (linkshapes.h).

#include "linkshapes.h"
#include "fclshapes.h"

#include "document.h"

#include <fcl/geometry/shape/sphere.h>
#include <fcl/narrowphase/distance.h>

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace robostage {

LinkShape::~LinkShape() = default;

std::unique_ptr<LinkShape> LinkShape::make(const Geometry &g, const Pose &X_LS, QString *why)
{
    const std::optional<TriangleMesh> surface_S = shapeSurface(g, why);
    if (!surface_S)
        return nullptr;
    std::unique_ptr<LinkShape> shape(new LinkShape);
    shape->m_geometry = g;
    shape->m_X_LS = X_LS;
    shape->m_X_SL = X_LS.inverse();
    shape->m_surface_L = surface_S->transformed(X_LS);
    if (g.type == Geometry::Type::Mesh) {
        shape->m_closed = surface_S->closed();
        if (shape->m_closed)
            shape->m_inside = std::make_unique<InsideTest>(shape->m_surface_L);
        else
            shape->m_insideOpen = std::make_unique<OpenMeshInsideTest>(shape->m_surface_L);
    }
    shape->m_fcl = fclShape(g, *surface_S);
    shape->m_min = {1e300, 1e300, 1e300};
    shape->m_max = {-1e300, -1e300, -1e300};
    for (const Vec3 &v : shape->m_surface_L.vertices) {
        shape->m_min = {std::min(shape->m_min.x, v.x), std::min(shape->m_min.y, v.y),
            std::min(shape->m_min.z, v.z)};
        shape->m_max = {std::max(shape->m_max.x, v.x), std::max(shape->m_max.y, v.y),
            std::max(shape->m_max.z, v.z)};
    }
    return shape;
}

bool LinkShape::contains(const Vec3 &p_L, const std::vector<double> *zCrossings) const
{
    if (p_L.x < m_min.x || p_L.y < m_min.y || p_L.z < m_min.z || p_L.x > m_max.x || p_L.y > m_max.y
        || p_L.z > m_max.z)
        return false;
    if (m_inside && zCrossings) {
        const auto above
            = zCrossings->end() - std::upper_bound(zCrossings->begin(), zCrossings->end(), p_L.z);
        return above % 2 == 1;
    }
    if (m_inside)
        return m_inside->contains(p_L);
    if (m_insideOpen)
        return m_insideOpen->contains(p_L, zCrossings);
    const Vec3 p = m_X_SL.transformPoint(p_L);
    const Geometry &g = m_geometry;
    const double h = g.length / 2, rr = p.x * p.x + p.y * p.y;
    using Type = Geometry::Type;
    switch (g.type) {
    case Type::Box:
        return std::abs(p.x) <= g.size.x / 2 && std::abs(p.y) <= g.size.y / 2
            && std::abs(p.z) <= g.size.z / 2;
    case Type::Sphere:
        return rr + p.z * p.z <= g.radius * g.radius;
    case Type::Cylinder:
        return rr <= g.radius * g.radius && std::abs(p.z) <= h;
    case Type::Capsule: {
        const double z = std::clamp(p.z, -h, h);
        return rr + (p.z - z) * (p.z - z) <= g.radius * g.radius;
    }
    case Type::Ellipsoid:
        return (p.x / g.size.x) * (p.x / g.size.x) + (p.y / g.size.y) * (p.y / g.size.y)
            + (p.z / g.size.z) * (p.z / g.size.z)
            <= 1;
    case Type::Cone: {
        const double r = g.radius * (h - p.z) / (2 * h);
        return std::abs(p.z) <= h && rr <= r * r;
    }
    default:
        return false;
    }
}

std::optional<std::vector<double>> LinkShape::crossingsAlongZ(double x, double y) const
{
    if (!m_inside)
        return std::nullopt;
    if (x < m_min.x || y < m_min.y || x > m_max.x || y > m_max.y)
        return std::vector<double>();
    return m_inside->crossings(x, y);
}

double LinkShape::distanceTo(const Vec3 &p_L) const
{
    // FCL measures between two geometries: the point is a sphere of 1 nm.
    static const auto point = std::make_shared<fcl::Sphered>(1e-9);
    fcl::DistanceRequestd request;
    fcl::DistanceResultd result;
    fcl::distance(
        m_fcl.get(), toFcl(m_X_LS), point.get(), toFcl(Pose {p_L, Quat()}), request, result);
    return std::max(0.0, result.min_distance + 1e-9);
}

std::vector<std::unique_ptr<LinkShape>> linkShapes(const Document &doc, const Link &link,
    bool collisions, QStringList *skipped, const QStringList *only)
{
    std::vector<std::unique_ptr<LinkShape>> out;
    const FrameGraph &frames = doc.frames();
    const Pose X_LW = frames.worldPose(link.frame).inverse();
    const auto add = [&](const char *kind, const QString &name, const Geometry &g, FrameId id) {
        if (only && !only->contains(name))
            return;
        QString why;
        if (auto shape = LinkShape::make(g, X_LW * frames.worldPose(id), &why))
            out.push_back(std::move(shape));
        else if (skipped)
            *skipped << QStringLiteral("%1 '%2': %3").arg(QLatin1String(kind), name, why);
    };
    forEachShape(link, collisions, add);
    return out;
}

void forEachShape(const Link &link, bool collisions,
    const std::function<void(const char *, const QString &, const Geometry &, FrameId)> &f)
{
    if (collisions) {
        for (const Collision &c : link.collisions)
            f("collision", c.name, c.geometry, c.frame);
    } else {
        for (const Visual &v : link.visuals)
            f("visual", v.name, v.geometry, v.frame);
    }
}

} // namespace robostage
