// Mass properties with FCL (massproperties.h).

#include "massproperties.h"

#include "document.h"
#include "fclshapes.h"
#include "linkshapes.h"
#include "translation.h"
#include "trianglemesh.h"

#include <QCoreApplication>

namespace robostage {

namespace {

using Matrix3 = fcl::Matrix3d;

QString tr(const char *text)
{
    return translateIn("robostage::MassProperties", "robostage", text);
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

} // namespace

MassProperties MassProperties::transformed(const Pose &X_FG) const
{
    MassProperties out = *this;
    out.centerOfMass = X_FG.transformPoint(centerOfMass);
    const Matrix3 R = toFcl(X_FG).linear();
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
    // Primitives: FCL's closed forms; meshes: FCL's BVHModel (signed tetrahedra).
    std::optional<TriangleMesh> mesh;
    if (g.type == Geometry::Type::Mesh && !(mesh = shapeSurface(g, why)))
        return std::nullopt;
    const std::shared_ptr<fcl::CollisionGeometryd> shape
        = fclShape(g, mesh.value_or(TriangleMesh()));
    if (!shape) {
        *why = tr("the shape has no volume");
        return std::nullopt;
    }
    MassProperties out = fromFcl(*shape);
    if (mesh) {
        out.watertight = mesh->closed();
        if (out.volume < 0) {
            // Inward-facing triangles: the same solid, measured from the other side.
            out.volume = -out.volume;
            for (double &i : out.inertia)
                i = -i;
        }
    }
    return out;
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
