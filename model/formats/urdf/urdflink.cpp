#include "urdflink.h"

#include "formats/readcontext.h"
#include "urdfattributes.h"

#include <tinyxml2.h>

#include <QCoreApplication>

namespace robostage::urdf {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::urdf", text);
}

bool definesAppearance(const tinyxml2::XMLElement *material)
{
    return material->FirstChildElement("color") || material->FirstChildElement("texture");
}

/// A required numeric attribute of a shape: false (after an error) when absent.
bool requiredNumber(const Attributes &a, const tinyxml2::XMLElement *shape, const char *name,
    double &value, const QString &owner)
{
    if (!Attributes::has(shape, name)) {
        a.reportMissing(shape, name, tr("the %1 is skipped").arg(owner),
            QStringLiteral("%1=\"…\"").arg(QString::fromUtf8(name)));
        return false;
    }
    value = a.number(shape, name, value);
    return true;
}

/// The shape in `<geometry>` (urdf-xml.md "link" → geometry: box, cylinder, sphere, mesh; Drake:
/// capsule, `drake:capsule`, `drake:ellipsoid`). `owner` names the visual/collision in messages.
/// Returns false after an error when there is no usable shape.
bool readGeometry(const Attributes &a, const tinyxml2::XMLElement *owner, const QString &ownerText,
    Geometry &g, std::vector<Extension> &extensions)
{
    const ReadContext &ctx = a.ctx;
    const tinyxml2::XMLElement *geometry = owner->FirstChildElement("geometry");
    if (!geometry) {
        ctx.error(owner,
            tr("%1 has no <geometry>; it is skipped. Add <geometry> with one of "
               "<box size>, <cylinder radius length>, <sphere radius> or "
               "<mesh filename>.")
                .arg(ownerText));
        return false;
    }
    g.source = ctx.ref(geometry);
    // Exactly one shape; Drake elements next to it (e.g. <drake:declare_convex/>) are kept as
    // extensions of the link.
    const tinyxml2::XMLElement *shape = nullptr;
    for (const tinyxml2::XMLElement *e = geometry->FirstChildElement(); e;
         e = e->NextSiblingElement()) {
        if (isDrakeTag(e) && !isTagOrDrake(e, "capsule") && !isTagOrDrake(e, "ellipsoid")) {
            extensions.push_back({tagOf(e), QString(), ctx.ref(e)});
        } else if (!shape) {
            shape = e;
        } else {
            ctx.warning(e,
                tr("<geometry> of %1 has more than one shape; <%2> is kept but not "
                   "used. A URDF geometry holds exactly one shape.")
                    .arg(ownerText, tagOf(e)));
            extensions.push_back({tagOf(e), QString(), ctx.ref(e)});
        }
    }
    if (!shape) {
        ctx.error(geometry,
            tr("<geometry> of %1 has no shape; the %1 is skipped. Add one of "
               "<box size>, <cylinder radius length>, <sphere radius> or <mesh "
               "filename>.")
                .arg(ownerText));
        return false;
    }
    a.collectExtensions(shape, {}, extensions); // e.g. <mesh><drake:declare_convex/></mesh>

    if (isTag(shape, "box")) {
        g.type = Geometry::Type::Box;
        if (!Attributes::has(shape, "size")) {
            a.reportMissing(shape, "size", tr("the %1 is skipped").arg(ownerText),
                tr("size=\"x y z\" (side lengths in metres)"));
            return false;
        }
        g.size = a.vec3(shape, "size", g.size);
    } else if (isTag(shape, "cylinder")) {
        g.type = Geometry::Type::Cylinder;
        if (!requiredNumber(a, shape, "radius", g.radius, ownerText)
            || !requiredNumber(a, shape, "length", g.length, ownerText))
            return false;
    } else if (isTag(shape, "sphere")) {
        g.type = Geometry::Type::Sphere;
        if (!requiredNumber(a, shape, "radius", g.radius, ownerText))
            return false;
    } else if (isTagOrDrake(shape, "capsule")) {
        // Not in the URDF spec; Drake reads <capsule radius length> and <drake:capsule>.
        g.type = Geometry::Type::Capsule;
        if (!requiredNumber(a, shape, "radius", g.radius, ownerText)
            || !requiredNumber(a, shape, "length", g.length, ownerText))
            return false;
    } else if (isTagOrDrake(shape, "ellipsoid")) {
        // Drake <drake:ellipsoid a b c>: semi-axes (radii) along x, y, z in metres.
        g.type = Geometry::Type::Ellipsoid;
        if (!requiredNumber(a, shape, "a", g.size.x, ownerText)
            || !requiredNumber(a, shape, "b", g.size.y, ownerText)
            || !requiredNumber(a, shape, "c", g.size.z, ownerText))
            return false;
    } else if (isTag(shape, "mesh")) {
        g.type = Geometry::Type::Mesh;
        g.uri = Attributes::string(shape, "filename").trimmed();
        if (g.uri.isEmpty()) {
            a.reportMissing(shape, "filename", tr("the %1 is skipped").arg(ownerText),
                tr("filename=\"package://PACKAGE/meshes/part.dae\" (or a path "
                   "relative to this file)"));
            return false;
        }
        g.resolvedPath = ctx.resolveResource(shape, g.uri);
        // urdf-xml.md: an optional scale of the mesh; urdfdom reads three numbers, a single
        // number is accepted as a uniform scale.
        const std::vector<double> s
            = a.numbers(shape, "scale", {3, 1}, tr("three numbers (x y z) or one number"));
        if (s.size() == 3)
            g.scale = {s[0], s[1], s[2]};
        else if (s.size() == 1)
            g.scale = {s[0], s[0], s[0]};
    } else {
        g.type = Geometry::Type::None;
        ctx.warning(shape,
            tr("<%1> in %2 is not a geometry RoboStage reads (box, cylinder, "
               "sphere, mesh, capsule, drake:ellipsoid); it is kept but not "
               "drawn.")
                .arg(tagOf(shape), ownerText));
        extensions.push_back({tagOf(shape), QString(), ctx.ref(shape)});
    }
    ctx.checkGeometry(shape, g);
    return true;
}

Inertial readInertial(const Attributes &a, const tinyxml2::XMLElement *element)
{
    // urdf-xml.md "link" → <inertial>: the centre-of-mass frame C relative to the link frame L,
    // the mass, and the inertia about Co in C's axes. Absent parts are zero.
    Inertial in;
    in.present = true;
    in.pose = a.origin(element);
    in.mass = a.number(element->FirstChildElement("mass"), "value", 0);
    a.ctx.checkMass(element->FirstChildElement("mass"), in.mass);
    const tinyxml2::XMLElement *inertia = element->FirstChildElement("inertia");
    in.ixx = a.number(inertia, "ixx", 0);
    in.ixy = a.number(inertia, "ixy", 0);
    in.ixz = a.number(inertia, "ixz", 0);
    in.iyy = a.number(inertia, "iyy", 0);
    in.iyz = a.number(inertia, "iyz", 0);
    in.izz = a.number(inertia, "izz", 0);
    return in;
}

} // namespace

void MaterialTable::readAll(const tinyxml2::XMLElement *robot)
{
    const ReadContext &ctx = m_attributes.ctx;
    for (const tinyxml2::XMLElement *e = robot->FirstChildElement("material"); e;
         e = e->NextSiblingElement("material")) {
        const QString name = Attributes::string(e, "name");
        if (name.isEmpty()) {
            m_attributes.reportMissing(e, "name",
                tr("the material cannot be referred to and is ignored"),
                tr("name=\"blue\" and refer to it from a visual with "
                   "<material name=\"blue\"/>"));
            continue;
        }
        if (const tinyxml2::XMLElement *first = m_byName.value(name)) {
            ctx.warning(e,
                tr("material '%1' is defined again (first at line %2); the first "
                   "definition is used. Give each material a unique name.")
                    .arg(name)
                    .arg(first->GetLineNum()));
            continue;
        }
        m_byName.insert(name, e);
        parsed(e); // report its problems even when no visual refers to it
    }
    // Named inline definitions, in document order; they do not replace robot-level ones.
    for (const tinyxml2::XMLElement *link = robot->FirstChildElement("link"); link;
         link = link->NextSiblingElement("link")) {
        for (const tinyxml2::XMLElement *v = link->FirstChildElement("visual"); v;
             v = v->NextSiblingElement("visual")) {
            const tinyxml2::XMLElement *m = v->FirstChildElement("material");
            const QString name = Attributes::string(m, "name");
            if (m && !name.isEmpty() && definesAppearance(m) && !m_byName.contains(name))
                m_byName.insert(name, m);
        }
    }
}

Material MaterialTable::parsed(const tinyxml2::XMLElement *material) const
{
    auto it = m_parsed.find(material);
    if (it != m_parsed.end())
        return *it;
    Material m;
    m.present = true;
    m.urdfName = Attributes::string(material, "name");
    if (const tinyxml2::XMLElement *color = material->FirstChildElement("color")) {
        // urdf-xml.md: rgba, four numbers in [0, 1]. libsdformat's URDF conversion uses it as
        // both the ambient and the diffuse colour; three numbers are accepted with alpha 1.
        const std::vector<double> v = m_attributes.numbers(
            color, "rgba", {4, 3}, tr("four numbers (red green blue alpha, each 0 to 1)"));
        if (v.size() >= 3) {
            const Color c {
                float(v[0]), float(v[1]), float(v[2]), v.size() == 4 ? float(v[3]) : 1.f};
            m.diffuse = c;
            m.ambient = c;
        }
    }
    if (const tinyxml2::XMLElement *texture = material->FirstChildElement("texture")) {
        m.texture = Attributes::string(texture, "filename").trimmed();
        m.textureResolved = m_attributes.ctx.resolveResource(texture, m.texture);
    }
    return *m_parsed.insert(material, m);
}

Material MaterialTable::resolve(const tinyxml2::XMLElement *material) const
{
    if (!material)
        return {};
    if (definesAppearance(material))
        return parsed(material);
    const QString name = Attributes::string(material, "name");
    Material m;
    m.present = true;
    m.urdfName = name;
    if (name.isEmpty())
        return m;
    if (const tinyxml2::XMLElement *definition = m_byName.value(name)) {
        m = parsed(definition);
        m.urdfName = name;
        return m;
    }
    m_attributes.ctx.warning(material,
        tr("material '%1' is not defined; the visual is drawn in the "
           "default colour. Define <material name=\"%1\"><color "
           "rgba=\"r g b a\"/></material> in <robot>, or give this "
           "<material> a <color>.")
            .arg(name));
    return m;
}

void readLinkContents(const Attributes &a, const MaterialTable &materials,
    const tinyxml2::XMLElement *link, Link &out)
{
    const ReadContext &ctx = a.ctx;
    a.collectExtensions(link, {"inertial", "visual", "collision"}, out.extensions);
    int visualIndex = 0, collisionIndex = 0;
    for (const tinyxml2::XMLElement *e = link->FirstChildElement(); e;
         e = e->NextSiblingElement()) {
        if (isTag(e, "inertial")) {
            if (out.inertial.present) {
                ctx.warning(e,
                    tr("link '%1' has more than one <inertial>; the first is used.").arg(out.name));
                continue;
            }
            out.inertial = readInertial(a, e);
            a.collectExtensions(e, {"origin", "mass", "inertia"}, out.extensions);
        } else if (isTag(e, "visual")) {
            Visual v;
            const int index = visualIndex++;
            v.name = Attributes::string(e, "name");
            if (v.name.isEmpty())
                v.name = QStringLiteral("visual_%1").arg(index);
            v.source = ctx.ref(e);
            v.pose = a.origin(e);
            a.collectExtensions(e, {"origin", "geometry", "material"}, out.extensions);
            const QString what = tr("<visual> '%1' of link '%2'").arg(v.name, out.name);
            if (!readGeometry(a, e, what, v.geometry, out.extensions))
                continue;
            if (const tinyxml2::XMLElement *m = e->FirstChildElement("material")) {
                v.material = materials.resolve(m);
                a.collectExtensions(m, {"color", "texture"}, out.extensions);
            }
            out.visuals.push_back(std::move(v));
        } else if (isTag(e, "collision")) {
            Collision c;
            const int index = collisionIndex++;
            c.name = Attributes::string(e, "name");
            if (c.name.isEmpty())
                c.name = QStringLiteral("collision_%1").arg(index);
            c.source = ctx.ref(e);
            c.pose = a.origin(e);
            // e.g. <drake:proximity_properties> (drake-urdf-xsd.txt) become link extensions.
            a.collectExtensions(e, {"origin", "geometry"}, out.extensions);
            const QString what = tr("<collision> '%1' of link '%2'").arg(c.name, out.name);
            if (!readGeometry(a, e, what, c.geometry, out.extensions))
                continue;
            out.collisions.push_back(std::move(c));
        }
    }
}

} // namespace robostage::urdf
