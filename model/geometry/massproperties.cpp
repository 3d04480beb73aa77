// Mass properties with FCL (massproperties.h).

#include "massproperties.h"

#include "document.h"
#include "linkshapes.h"
#include "trianglemesh.h"

#include <fcl/geometry/bvh/BVH_model.h>
#include <fcl/geometry/shape/box.h>
#include <fcl/geometry/shape/capsule.h>
#include <fcl/geometry/shape/cone.h>
#include <fcl/geometry/shape/cylinder.h>
#include <fcl/geometry/shape/ellipsoid.h>
#include <fcl/geometry/shape/sphere.h>
#include <fcl/math/bv/OBBRSS.h>

#include <QCoreApplication>

namespace robostage {

namespace {

using Matrix3 = fcl::Matrix3d;

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::MassProperties", text);
}

Matrix3 toMatrix(const std::array<double, 6> &i)
{
    Matrix3 m;
    m << i[0], i[3], i[4], i[3], i[1], i[5], i[4], i[5], i[2];
    return m;
}

std::array<double, 6> fromMatrix(const Matrix3 &m)
{
    return {m(0, 0), m(1, 1), m(2, 2), m(0, 1), m(0, 2), m(1, 2)};
}

Matrix3 rotation(const Quat &q)
{
    return Eigen::Quaterniond(q.w, q.x, q.y, q.z).toRotationMatrix();
}

/// Of an FCL shape or mesh: inertia about the centre of mass (FCL's
/// computeMomentofInertiaRelatedToCOM(), density 1).
MassProperties fromFcl(const fcl::CollisionGeometryd &shape)
{
    MassProperties out;
    out.volume = shape.computeVolume();
    const fcl::Vector3d c = shape.computeCOM();
    out.centerOfMass = {c.x(), c.y(), c.z()};
    out.inertia = fromMatrix(shape.computeMomentofInertiaRelatedToCOM());
    return out;
}

std::optional<MassProperties> meshMassProperties(const Geometry &g, QString *why)
{
    const std::optional<TriangleMesh> mesh = shapeSurface(g, why);
    if (!mesh)
        return std::nullopt;
    std::vector<fcl::Vector3d> points;
    for (const Vec3 &v : mesh->vertices)
        points.emplace_back(v.x, v.y, v.z);
    std::vector<fcl::Triangle> triangles;
    for (size_t i = 0; i + 2 < mesh->indices.size(); i += 3)
        triangles.emplace_back(mesh->indices[i], mesh->indices[i + 1], mesh->indices[i + 2]);
    fcl::BVHModel<fcl::OBBRSSd> model;
    model.beginModel(int(triangles.size()), int(points.size()));
    model.addSubModel(points, triangles);
    model.endModel();
    MassProperties out = fromFcl(model);
    out.watertight = mesh->closed();
    if (out.volume < 0) {
        // Inward-facing triangles: the same solid, measured from the other side.
        out.volume = -out.volume;
        for (double &i : out.inertia)
            i = -i;
    }
    return out;
}

} // namespace

MassProperties MassProperties::transformed(const Pose &X_FG) const
{
    MassProperties out = *this;
    out.centerOfMass = X_FG.transformPoint(centerOfMass);
    const Matrix3 R = rotation(X_FG.q);
    out.inertia = fromMatrix(R * toMatrix(inertia) * R.transpose());
    return out;
}

MassProperties MassProperties::operator+(const MassProperties &o) const
{
    MassProperties out;
    out.volume = volume + o.volume;
    out.watertight = watertight && o.watertight;
    if (out.volume <= 0)
        return out;
    const auto at = [&](const Vec3 &c, double w) -> fcl::Vector3d {
        return fcl::Vector3d(c.x, c.y, c.z) * (w / out.volume);
    };
    const fcl::Vector3d c = at(centerOfMass, volume) + at(o.centerOfMass, o.volume);
    out.centerOfMass = {c.x(), c.y(), c.z()};
    // Parallel axis theorem: I_c = I_com + V (|d|² 1 − d dᵀ), d from c to each centre of mass.
    // (Matrix3, not auto: an Eigen expression would outlive the temporaries it refers to.)
    const auto shifted = [&](const MassProperties &p) -> Matrix3 {
        const fcl::Vector3d d
            = fcl::Vector3d(p.centerOfMass.x, p.centerOfMass.y, p.centerOfMass.z) - c;
        return toMatrix(p.inertia)
            + p.volume * (d.squaredNorm() * Matrix3::Identity() - d * d.transpose());
    };
    out.inertia = fromMatrix(shifted(*this) + shifted(o));
    return out;
}

std::optional<MassProperties> geometryMassProperties(const Geometry &g, QString *why)
{
    using Type = Geometry::Type;
    switch (g.type) {
    case Type::Box:
        return fromFcl(fcl::Boxd(g.size.x, g.size.y, g.size.z));
    case Type::Sphere:
        return fromFcl(fcl::Sphered(g.radius));
    case Type::Cylinder:
        return fromFcl(fcl::Cylinderd(g.radius, g.length));
    case Type::Capsule:
        return fromFcl(fcl::Capsuled(g.radius, g.length));
    case Type::Ellipsoid:
        return fromFcl(fcl::Ellipsoidd(g.size.x, g.size.y, g.size.z));
    case Type::Cone:
        return fromFcl(fcl::Coned(g.radius, g.length));
    case Type::Mesh:
        return meshMassProperties(g, why);
    default:
        *why = tr("the shape has no volume");
        return std::nullopt;
    }
}

std::optional<MassProperties> linkMassProperties(
    const Document &doc, const Link &link, ShapeSet shapes, QStringList *skipped)
{
    const FrameGraph &frames = doc.frames();
    const Pose X_LW = frames.worldPose(link.frame).inverse();
    std::optional<MassProperties> sum;
    const auto add = [&](const char *kind, const QString &name, const Geometry &g, FrameId id) {
        QString why;
        const std::optional<MassProperties> p = geometryMassProperties(g, &why);
        if (!p || p->volume <= 0) {
            if (skipped)
                *skipped << QStringLiteral("%1 '%2': %3")
                                .arg(QLatin1String(kind), name,
                                    why.isEmpty() ? tr("the shape has no volume") : why);
            return;
        }
        const MassProperties X = p->transformed(X_LW * frames.worldPose(id));
        sum = sum ? *sum + X : X;
    };
    forEachShape(link, shapes == ShapeSet::Collisions, add);
    return sum;
}

} // namespace robostage
