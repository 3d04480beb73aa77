#include "sdfparamrules.h"

#include "formats/readcontext.h"

#include <tinyxml2.h>

#include <cstring>

namespace robostage::sdf::params {

namespace {
QString str(const char *text)
{
    return text ? QString::fromUtf8(text) : QString();
}
} // namespace

bool equal(const char *a, const char *b)
{
    return a && b && std::strcmp(a, b) == 0;
}

bool isNamespaced(const char *name)
{
    return std::strchr(name, ':') != nullptr;
}

/// Attribute names of the SDFormat 1.9 element descriptions (plus `frame`, the pre-1.7 pose
/// attribute). libsdformat's parser keeps these and namespaced attributes and drops others.
bool isSdfAttribute(const char *name)
{
    static const char *const names[] = {"name", "type", "uv_set", "rotation_format", "parent_frame",
        "expressed_in", "degrees", "world_name", "version", "tension", "relative_to",
        "placement_frame", "merge", "id", "fullscreen", "filename", "enabled", "default",
        "canonical_link", "axis", "attached_to", "frame"};
    for (const char *n : names) {
        if (std::strcmp(n, name) == 0)
            return true;
    }
    return false;
}

/// Elements with an SDFormat description file of their own (`<tag>.sdf` in the 1.9 spec):
/// libsdformat adds, replaces and walks child actions only for these.
bool hasDescription(const char *tag)
{
    static const char *const tags[]
        = {"actor", "air_pressure", "altimeter", "atmosphere", "audio_sink", "audio_source",
            "battery", "box_shape", "camera", "capsule_shape", "collision", "contact",
            "cylinder_shape", "ellipsoid_shape", "forcetorque", "frame", "geometry", "gps",
            "gripper", "gui", "heightmap_shape", "image_shape", "imu", "inertial", "joint", "lidar",
            "light", "light_state", "link", "link_state", "logical_camera", "magnetometer",
            "material", "mesh_shape", "model", "model_state", "noise", "particle_emitter",
            "physics", "plane_shape", "plugin", "polyline_shape", "population", "pose", "projector",
            "ray", "rfid", "rfidtag", "road", "root", "scene", "sensor", "sonar", "sphere_shape",
            "spherical_coordinates", "state", "surface", "transceiver", "visual", "world"};
    for (const char *t : tags) {
        if (std::strcmp(t, tag) == 0)
            return true;
    }
    return false;
}

/// Elements whose `name` attribute the spec requires.
bool requiresName(const char *tag)
{
    static const char *const tags[] = {"actor", "animation", "battery", "collision", "frame",
        "gripper", "joint", "light", "link", "model", "particle_emitter", "plugin", "population",
        "projector", "road", "sensor", "visual", "world"};
    for (const char *t : tags) {
        if (std::strcmp(t, tag) == 0)
            return true;
    }
    return false;
}

bool hasChildElements(const XMLElement *e)
{
    return e->FirstChildElement() != nullptr;
}

/// `<tag name='…'>` for messages.
QString describe(const XMLElement *e)
{
    const char *name = e->Attribute("name");
    return name ? QStringLiteral("<%1 name='%2'>").arg(str(e->Name()), str(name))
                : QStringLiteral("<%1>").arg(str(e->Name()));
}

/// The name the model of a nested `<include>` gets: its `<name>`, else the last segment of its
/// `<uri>` (the SDF reader's guess before it opens the file). Empty if neither is given.
QString includeName(const XMLElement *include)
{
    const QString name = ReadContext::text(include->FirstChildElement("name"));
    if (!name.isEmpty())
        return name;
    QString uri = ReadContext::text(include->FirstChildElement("uri"));
    while (uri.endsWith(QLatin1Char('/')))
        uri.chop(1);
    return uri.mid(uri.lastIndexOf(QLatin1Char('/')) + 1);
}

Action parseAction(const char *text)
{
    if (!text)
        return Action::None;
    if (std::strcmp(text, "add") == 0)
        return Action::Add;
    if (std::strcmp(text, "modify") == 0)
        return Action::Modify;
    if (std::strcmp(text, "remove") == 0)
        return Action::Remove;
    if (std::strcmp(text, "replace") == 0)
        return Action::Replace;
    return Action::Invalid;
}

/// Where an element_id leads: an element of the model, or a nested `<include>` with the rest of

/// Finds `segments[index…]` below `parent`: every segment names a child by its `name`
/// attribute; the last one must have tag `tag` (any tag when `tag` is null). Tries each
/// candidate in document order (a visual and a collision may share a name) and falls back to
/// nested includes.
Target resolve(XMLElement *parent, const QStringList &segments, int index, const char *tag)
{
    const QByteArray segment = segments[index].toUtf8();
    const bool last = index + 1 == segments.size();
    for (XMLElement *c = parent->FirstChildElement(); c; c = c->NextSiblingElement()) {
        if (!equal(c->Attribute("name"), segment.constData()))
            continue;
        if (last) {
            if (!tag || equal(c->Name(), tag))
                return {c, nullptr, {}};
            continue;
        }
        Target t = resolve(c, segments, index + 1, tag);
        if (t.element || t.include)
            return t;
    }
    for (XMLElement *c = parent->FirstChildElement("include"); c;
         c = c->NextSiblingElement("include")) {
        if (includeName(c) != segments[index])
            continue;
        if (last && tag && !equal(tag, "model"))
            continue;
        return {nullptr, c, segments.mid(index + 1).join(QLatin1String("::"))};
    }
    return {};
}

} // namespace robostage::sdf::params
