#include "geometryspec.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace robostage::edit {

namespace {

bool numbers(const QStringList &parts, std::vector<double> &out)
{
    out.clear();
    for (const QString &part : parts) {
        bool ok = false;
        const double v = part.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(v) || v <= 0)
            return false;
        out.push_back(v);
    }
    return true;
}

} // namespace

bool parseGeometrySpec(const QString &spec, const Geometry &current, Geometry &out, QString *error)
{
    const int colon = spec.indexOf(QLatin1Char(':'));
    const QString kind = spec.left(colon).trimmed().toLower();
    const QStringList parts = spec.mid(colon + 1).split(QLatin1Char(','));
    using Type = Geometry::Type;
    struct Form
    {
        const char *name;
        Type type;
        int count;
    };
    static const Form forms[]
        = {{"box", Type::Box, 3}, {"sphere", Type::Sphere, 1}, {"cylinder", Type::Cylinder, 2},
            {"capsule", Type::Capsule, 2}, {"ellipsoid", Type::Ellipsoid, 3}};
    out = current;
    std::vector<double> v;
    for (const Form &form : forms) {
        if (colon < 0 || kind != QLatin1String(form.name))
            continue;
        if (parts.size() != form.count || !numbers(parts, v))
            break;
        out.type = form.type;
        if (form.count == 3)
            out.size = {v[0], v[1], v[2]};
        if (form.count <= 2)
            out.radius = v[0];
        if (form.count == 2)
            out.length = v[1];
        return true;
    }
    if (colon > 0 && kind == QLatin1String("mesh") && !parts.first().trimmed().isEmpty()
        && (parts.size() == 1 || parts.size() == 2 || parts.size() == 4)
        && numbers(parts.mid(1), v)) {
        out.type = Type::Mesh;
        out.uri = parts.first().trimmed();
        out.scale = v.empty() ? Vec3 {1, 1, 1}
            : v.size() == 1   ? Vec3 {v[0], v[0], v[0]}
                              : Vec3 {v[0], v[1], v[2]};
        return true;
    }
    if (error) {
        *error = QCoreApplication::translate("robostage::edit",
            "expected box:X,Y,Z, sphere:R, cylinder:R,L, capsule:R,L, ellipsoid:X,Y,Z or "
            "mesh:URI[,SCALE] with sizes in metres, each a positive number");
    }
    return false;
}

} // namespace robostage::edit
