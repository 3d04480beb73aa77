// fitCollisionShape() (shapefit.h).

#include "shapefit.h"

#include "boundingshapes.h"
#include "convexhull.h"
#include "document.h"
#include "linkshapes.h"
#include "massproperties.h"
#include "translation.h"

#include <QCoreApplication>

#include <cmath>

namespace robostage {

namespace {

QString tr(const char *text)
{
    return translateIn("robostage::ShapeFit", "robostage", text);
}

const char *const kNames[] = {"box", "cylinder", "sphere", "capsule", "hull"};

/// `value` rounded to 6 decimals (micrometres, microradians): the double nearest the decimal.
double round6(double value)
{
    const double r = std::round(value * 1e6) / 1e6;
    return r == 0 ? 0.0 : r; // no "-0"
}

/// The link's axes, then the points' principal axes, then the first `faces` hull normals.
std::vector<Vec3> candidateAxes(const ConvexHull &hull, size_t faces)
{
    std::vector<Vec3> axes {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    for (const Vec3 &a : principalAxes(hull.mesh.vertices))
        axes.push_back(a);
    for (size_t i = 0; i < hull.faceNormals.size() && i < faces; ++i)
        axes.push_back(hull.faceNormals[i]);
    return axes;
}

std::shared_ptr<InlineMesh> inlineMesh(const TriangleMesh &mesh)
{
    auto out = std::make_shared<InlineMesh>();
    for (const Vec3 &v : mesh.vertices)
        out->positions.insert(out->positions.end(), {float(v.x), float(v.y), float(v.z)});
    out->indices = mesh.indices;
    return out;
}

} // namespace

QString fitKindName(FitKind kind)
{
    return QLatin1String(kNames[int(kind)]);
}

bool parseFitKind(const QString &name, FitKind &kind)
{
    for (int i = 0; i < 5; ++i) {
        if (name == QLatin1String(kNames[i])) {
            kind = FitKind(i);
            return true;
        }
    }
    return false;
}

std::optional<FittedShape> fitCollisionShape(const Document &doc, const Link &link, FitKind kind,
    QString *error, const FitOptions &options, const QStringList &visualNames)
{
    const QString name = doc.frames().node(link.frame).scopedName;
    for (const QString &v : visualNames) {
        if (std::none_of(link.visuals.begin(), link.visuals.end(),
                [&v](const Visual &visual) { return visual.name == v; })) {
            *error = tr("%1 has no visual named '%2'").arg(name, v);
            return std::nullopt;
        }
    }
    FittedShape out;
    out.kind = kind;
    const auto visuals = linkShapes(
        doc, link, false, &out.fit.skipped, visualNames.isEmpty() ? nullptr : &visualNames);
    std::vector<Vec3> points;
    for (const auto &v : visuals)
        points.insert(points.end(), v->surface().vertices.begin(), v->surface().vertices.end());
    if (points.empty()) {
        *error = tr("%1 has no visual with a surface to fit a collision shape to%2")
                     .arg(name,
                         out.fit.skipped.isEmpty()
                             ? QString()
                             : QStringLiteral(" (%1)").arg(out.fit.skipped.join(u"; ")));
        return std::nullopt;
    }
    QString why;
    const std::optional<ConvexHull> full = convexHull(points, 0, &why);
    if (!full) {
        *error
            = tr("%1: the visuals have no volume to fit a collision shape to (%2)").arg(name, why);
        return std::nullopt;
    }
    const std::vector<Vec3> &hullPoints = full->mesh.vertices;
    Geometry &g = out.geometry;
    PlacedShape placed;
    switch (kind) {
    case FitKind::Box:
        placed = boundingBox(hullPoints, candidateAxes(*full, full->faceNormals.size()));
        g.type = Geometry::Type::Box;
        g.size = {round6(placed.size.x), round6(placed.size.y), round6(placed.size.z)};
        break;
    case FitKind::Cylinder:
    case FitKind::Capsule:
        placed = kind == FitKind::Cylinder ? boundingCylinder(hullPoints, candidateAxes(*full, 16))
                                           : boundingCapsule(hullPoints, candidateAxes(*full, 16));
        g.type = kind == FitKind::Cylinder ? Geometry::Type::Cylinder : Geometry::Type::Capsule;
        g.radius = round6(placed.radius);
        g.length = round6(placed.length);
        break;
    case FitKind::Sphere: {
        const Ball ball = enclosingSphere(hullPoints);
        placed.X_FS.p = ball.center;
        g.type = Geometry::Type::Sphere;
        g.radius = round6(ball.radius);
        break;
    }
    case FitKind::Hull: {
        const std::optional<ConvexHull> hull = convexHull(hullPoints, kHullVertexCap, &why);
        if (!hull) {
            *error = tr("%1: %2").arg(name, why);
            return std::nullopt;
        }
        g.type = Geometry::Type::Mesh;
        g.inlineMesh = inlineMesh(hull->mesh);
        out.hullVertices = int(hull->mesh.vertices.size());
        out.hullFullVertices = full->fullVertexCount;
        break;
    }
    }
    const Vec3 rpy = placed.X_FS.q.toRpy();
    out.xyzRpy = {round6(placed.X_FS.p.x), round6(placed.X_FS.p.y), round6(placed.X_FS.p.z),
        round6(rpy.x), round6(rpy.y), round6(rpy.z)};
    const auto &v = out.xyzRpy;
    out.X_LS = Pose::fromXyzRpy(v[0], v[1], v[2], v[3], v[4], v[5]);
    std::vector<std::unique_ptr<LinkShape>> shape;
    if (auto s = LinkShape::make(g, out.X_LS, &why))
        shape.push_back(std::move(s));
    const QStringList skipped = out.fit.skipped;
    out.fit = measureFit(visuals, shape, options);
    out.fit.link = name;
    out.fit.skipped = skipped;
    if (const std::optional<MassProperties> p = geometryMassProperties(g, &why))
        out.volume = p->volume; // exact, where the fit figures sample
    return out;
}

} // namespace robostage
