#include "edithelpers.h"
#include "numberformat.h"
#include "propertycommands.h"
#include "simrobotedits.h"

#include <algorithm>
#include <cmath>

namespace robostage::edit {

namespace {

using tinyxml2::XMLElement;
using Type = Geometry::Type;

QByteArray bareName(const XMLElement *e)
{
    const QByteArray name(e->Name());
    return name.startsWith("drake:") ? name.mid(6) : name;
}

/// The shape element of `geometry`: its first child that is not a Drake extension other than
/// a capsule or an ellipsoid (URDF readers keep such extensions next to the shape).
const XMLElement *shapeOf(const XMLElement *geometry)
{
    for (const XMLElement *e = geometry->FirstChildElement(); e; e = e->NextSiblingElement()) {
        const QByteArray bare = bareName(e);
        if (!QByteArray(e->Name()).startsWith("drake:") || bare == "capsule" || bare == "ellipsoid")
            return e;
    }
    return nullptr;
}

/// `version` ("1.9") as 100 * major + minor; 0 when unknown.
int versionNumber(const QString &version)
{
    const QStringList parts = version.split(QLatin1Char('.'));
    return parts.size() >= 2 ? parts[0].toInt() * 100 + parts[1].toInt() : 0;
}

bool positive(double v)
{
    return std::isfinite(v) && v > 0;
}

/// Extents x y z (m) of `g`'s bounding box; each > 0.
Vec3 extentsOf(const Geometry &g)
{
    Vec3 e {1, 1, 1};
    switch (g.type) {
    case Type::Box:
        e = g.size;
        break;
    case Type::Sphere:
        e = {2 * g.radius, 2 * g.radius, 2 * g.radius};
        break;
    case Type::Cylinder:
    case Type::Cone:
        e = {2 * g.radius, 2 * g.radius, g.length};
        break;
    case Type::Capsule:
        e = {2 * g.radius, 2 * g.radius, g.length + 2 * g.radius};
        break;
    case Type::Ellipsoid:
        e = {2 * g.size.x, 2 * g.size.y, 2 * g.size.z};
        break;
    case Type::Plane:
        e = {g.size.x, g.size.y, 0.1 * std::min(g.size.x, g.size.y)};
        break;
    case Type::Mesh:
        e = {std::abs(g.scale.x), std::abs(g.scale.y), std::abs(g.scale.z)};
        break;
    default:
        break;
    }
    for (double *v : {&e.x, &e.y, &e.z}) {
        if (!positive(*v))
            *v = 1;
    }
    return e;
}

QString typeName(Type type)
{
    static const char *const names[] = {"none", "empty", "box", "sphere", "cylinder", "capsule",
        "ellipsoid", "cone", "plane", "mesh", "heightmap", "polyline", "image"};
    return QString::fromLatin1(names[int(type)]);
}

/// Why `v` cannot be written, or empty.
QString geometryProblem(const Geometry &v)
{
    const QString sizes
        = QCoreApplication::translate("robostage::edit", "%1 sizes must be finite numbers > 0 m")
              .arg(typeName(v.type));
    switch (v.type) {
    case Type::Box:
    case Type::Ellipsoid:
        return positive(v.size.x) && positive(v.size.y) && positive(v.size.z) ? QString() : sizes;
    case Type::Sphere:
        return positive(v.radius) ? QString() : sizes;
    case Type::Cylinder:
    case Type::Capsule:
    case Type::Cone:
        return positive(v.radius) && positive(v.length) ? QString() : sizes;
    case Type::Plane:
        if (!std::isfinite(v.normal.x) || !std::isfinite(v.normal.y) || !std::isfinite(v.normal.z)
            || v.normal.norm() == 0)
            return QCoreApplication::translate(
                "robostage::edit", "a plane needs a finite, non-zero normal");
        return positive(v.size.x) && positive(v.size.y) ? QString() : sizes;
    case Type::Mesh:
        if (v.uri.trimmed().isEmpty())
            return QCoreApplication::translate("robostage::edit", "a mesh needs a file URI");
        for (double s : {v.scale.x, v.scale.y, v.scale.z}) {
            if (!std::isfinite(s) || s == 0)
                return QCoreApplication::translate(
                    "robostage::edit", "mesh scale factors must be finite and non-zero");
        }
        return QString();
    default:
        return QCoreApplication::translate("robostage::edit", "RoboStage does not edit %1 shapes")
            .arg(typeName(v.type));
    }
}

} // namespace

QByteArray shapeSnippet(const Geometry &v, bool urdf)
{
    const QByteArray r = formatNumber(v.radius), l = formatNumber(v.length);
    const QByteArray size = formatNumbers({v.size.x, v.size.y, v.size.z});
    const bool scaled = v.scale.x != 1 || v.scale.y != 1 || v.scale.z != 1;
    const QByteArray scale = formatNumbers({v.scale.x, v.scale.y, v.scale.z});
    const QByteArray name = typeName(v.type).toLatin1();
    if (urdf) {
        switch (v.type) {
        case Type::Box:
            return "<box size=\"" + size + "\"/>";
        case Type::Sphere:
            return "<sphere radius=\"" + r + "\"/>";
        case Type::Cylinder:
        case Type::Capsule:
            return '<' + name + " radius=\"" + r + "\" length=\"" + l + "\"/>";
        default:
            return "<mesh filename=\"" + escapeXml(v.uri.trimmed()) + '"'
                + (scaled ? " scale=\"" + scale + '"' : QByteArray()) + "/>";
        }
    }
    switch (v.type) {
    case Type::Box:
        return "<box>\n\t<size>" + size + "</size>\n</box>";
    case Type::Sphere:
        return "<sphere>\n\t<radius>" + r + "</radius>\n</sphere>";
    case Type::Cylinder:
    case Type::Capsule:
    case Type::Cone:
        return '<' + name + ">\n\t<radius>" + r + "</radius>\n\t<length>" + l + "</length>\n</"
            + name + '>';
    case Type::Ellipsoid:
        return "<ellipsoid>\n\t<radii>" + size + "</radii>\n</ellipsoid>";
    case Type::Plane:
        return "<plane>\n\t<normal>" + formatNumbers({v.normal.x, v.normal.y, v.normal.z})
            + "</normal>\n\t<size>" + formatNumbers({v.size.x, v.size.y}) + "</size>\n</plane>";
    default:
        return "<mesh>\n\t<uri>" + escapeXml(v.uri.trimmed()) + "</uri>"
            + (scaled ? "\n\t<scale>" + scale + "</scale>" : QByteArray()) + "\n</mesh>";
    }
}

namespace {

/// Patches the numbers of one size of an existing shape: SDFormat child `name` (inserted when
/// absent and the value changes), URDF attribute `name`.
bool patchSize(XmlPatch &patch, const XMLElement *shape, bool urdf, const char *name,
    const std::vector<double> &now, const std::vector<double> &value)
{
    if (urdf) {
        if (!shape->Attribute(name) && now == value)
            return true;
        return patch.setAttributeNumbers(shape, name, value);
    }
    if (const XMLElement *child = shape->FirstChildElement(name))
        return patch.setNumbers(child, value);
    if (now == value)
        return true;
    return patch.insertChild(
        shape, '<' + QByteArray(name) + '>' + formatNumbers(value) + "</" + QByteArray(name) + '>');
}

/// Patches the sizes (and a mesh's URI) of `shape`, of the same type as `now`.
bool patchSizes(
    XmlPatch &patch, const XMLElement *shape, bool urdf, const Geometry &now, const Geometry &v)
{
    const std::vector<double> size {v.size.x, v.size.y, v.size.z};
    const std::vector<double> nowSize {now.size.x, now.size.y, now.size.z};
    switch (v.type) {
    case Type::Box:
        return patchSize(patch, shape, urdf, "size", nowSize, size);
    case Type::Sphere:
        return patchSize(patch, shape, urdf, "radius", {now.radius}, {v.radius});
    case Type::Cylinder:
    case Type::Capsule:
    case Type::Cone:
        return patchSize(patch, shape, urdf, "radius", {now.radius}, {v.radius})
            && patchSize(patch, shape, urdf, "length", {now.length}, {v.length});
    case Type::Ellipsoid:
        if (!urdf)
            return patchSize(patch, shape, urdf, "radii", nowSize, size);
        // Drake <drake:ellipsoid a b c>.
        return patchSize(patch, shape, urdf, "a", {now.size.x}, {v.size.x})
            && patchSize(patch, shape, urdf, "b", {now.size.y}, {v.size.y})
            && patchSize(patch, shape, urdf, "c", {now.size.z}, {v.size.z});
    case Type::Plane:
        return patchSize(patch, shape, urdf, "normal", {now.normal.x, now.normal.y, now.normal.z},
                   {v.normal.x, v.normal.y, v.normal.z})
            && patchSize(
                patch, shape, urdf, "size", {now.size.x, now.size.y}, {v.size.x, v.size.y});
    case Type::Mesh: {
        const QByteArray uri = escapeXml(v.uri.trimmed());
        bool ok = true;
        if (v.uri.trimmed() != now.uri.trimmed()) {
            const XMLElement *uriElement = shape->FirstChildElement("uri");
            ok = urdf        ? patch.setAttribute(shape, "filename", uri)
                : uriElement ? patch.setText(uriElement, uri)
                             : patch.insertChild(shape, "<uri>" + uri + "</uri>");
        }
        return ok
            && patchSize(patch, shape, urdf, "scale", {now.scale.x, now.scale.y, now.scale.z},
                {v.scale.x, v.scale.y, v.scale.z});
    }
    default:
        return false;
    }
}

} // namespace

std::vector<Geometry::Type> editableGeometryTypes(SourceFormat format, const QString &sdfVersion)
{
    if (format == SourceFormat::Urdf)
        return {Type::Box, Type::Sphere, Type::Cylinder, Type::Mesh, Type::Capsule};
    // SDFormat 1.8 added capsule_shape.sdf and ellipsoid_shape.sdf.
    if (versionNumber(sdfVersion) >= 108)
        return {Type::Box, Type::Sphere, Type::Cylinder, Type::Capsule, Type::Ellipsoid,
            Type::Plane, Type::Mesh};
    return {Type::Box, Type::Sphere, Type::Cylinder, Type::Plane, Type::Mesh};
}

Geometry reshapedGeometry(const Geometry &old, Geometry::Type type)
{
    if (old.type == type)
        return old;
    const Vec3 e = extentsOf(old);
    Geometry g;
    g.type = type;
    g.source = old.source;
    const double xy = std::min(e.x, e.y);
    switch (type) {
    case Type::Box:
        g.size = e;
        break;
    case Type::Sphere:
        g.radius = std::min(xy, e.z) / 2;
        break;
    case Type::Cylinder:
    case Type::Cone:
        g.radius = xy / 2;
        g.length = e.z;
        break;
    case Type::Capsule:
        g.radius = std::min(xy, e.z) / 2;
        g.length = e.z - 2 * g.radius > 1e-9 * e.z ? e.z - 2 * g.radius : g.radius;
        break;
    case Type::Ellipsoid:
        g.size = {e.x / 2, e.y / 2, e.z / 2};
        break;
    case Type::Plane:
        g.normal = {0, 0, 1};
        g.size = {e.x, e.y, 0};
        break;
    case Type::Mesh:
        g.uri = old.type == Type::Mesh ? old.uri : QString();
        break;
    default:
        break;
    }
    return g;
}

std::unique_ptr<SetGeometry> SetGeometry::create(EditSession &session, FrameId shapeOwner,
    const Geometry &value, EditResult &result, SharedEdit shared)
{
    const Document &doc = session.document();
    if (doc.scene().format == SourceFormat::SimRobot) {
        if (const QString problem = geometryProblem(value); !problem.isEmpty()) {
            result.error = problem;
            return nullptr;
        }
        return setSimRobotGeometry(session, shapeOwner, value, result, shared);
    }
    EntityInfo info;
    if (!lookupForEdit(doc, shapeOwner, {FrameKind::Visual, FrameKind::Collision}, info, result))
        return nullptr;
    const Geometry &now = info.visual ? info.visual->geometry : info.collision->geometry;
    const QString problem = geometryProblem(value);
    if (!problem.isEmpty()) {
        result.error = QCoreApplication::translate("robostage::edit", "%1: %2; nothing was changed")
                           .arg(info.scopedName, problem);
        return nullptr;
    }
    const XMLElement *geometry = info.source.element->FirstChildElement("geometry");
    if (!geometry) {
        result.error = QCoreApplication::translate("robostage::edit", "%1: %2 has no <geometry>")
                           .arg(where(doc, info.source), info.scopedName);
        return nullptr;
    }
    const bool urdf = isUrdfFile(doc, info.source.file);
    const XMLElement *root = doc.files()[size_t(info.source.file)].xml->RootElement();
    const QString version = QString::fromUtf8(root->Attribute("version"));
    const std::vector<Type> allowed
        = editableGeometryTypes(urdf ? SourceFormat::Urdf : SourceFormat::Sdf, version);
    const XMLElement *shape = shapeOf(geometry);
    const bool sameType = shape && value.type == now.type;
    if (!sameType && std::find(allowed.begin(), allowed.end(), value.type) == allowed.end()) {
        result.error = urdf ? QCoreApplication::translate("robostage::edit",
                           "URDF has no %1 shape (box, sphere, cylinder, mesh and "
                           "Drake's capsule)")
                                  .arg(typeName(value.type))
                            : QCoreApplication::translate("robostage::edit",
                                "SDFormat %1 has no %2 shape (capsule and ellipsoid came "
                                "with SDFormat 1.8)")
                                  .arg(version, typeName(value.type));
        return nullptr;
    }
    PatchSet patches(session);
    XmlPatch *patch = patches.patch(info.source.file, &result.error);
    if (!patch)
        return nullptr;
    bool ok = true;
    if (sameType)
        ok = patchSizes(*patch, shape, urdf, now, value);
    else if (shape)
        ok = patch->replaceElement(shape, shapeSnippet(value, urdf));
    else
        ok = patch->insertChild(geometry, shapeSnippet(value, urdf));
    if (!ok) {
        result.error = QStringLiteral("%1: %2").arg(where(doc, info.source), patch->error());
        return nullptr;
    }
    if (urdf && !sameType && value.type == Type::Capsule)
        result.notes << QCoreApplication::translate("robostage::edit",
            "<capsule> is a Drake extension of URDF; urdfdom (and so ROS "
            "tools) refuse a file with it");
    return makeCommand<SetGeometry>(session, patches,
        QCoreApplication::translate("robostage::edit", "Set geometry of %1").arg(info.scopedName),
        -1, QString(), result);
}

} // namespace robostage::edit
