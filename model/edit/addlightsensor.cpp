// AddEntity's lights and sensors (structurecommands.h, `robostage edit --add-light/--add-sensor`):
// SDFormat `<light>` (light.sdf) in the world or a link, `<sensor>` (sensor.sdf) in a link, and
// for URDF the same elements in a `<gazebo reference="LINK">` block (Gazebo's URDF extension,
// urdf-xml.md "gazebo"; libsdformat's URDF converter moves a link's block into the link).

#include "addentityprivate.h"
#include "numberformat.h"

#include "formats/sdf/sdfelements.h"

namespace robostage::edit {

namespace {

using tinyxml2::XMLElement;

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

/// The `<light>` of `spec` (light.sdf, SDFormat 1.4 to 1.11): white diffuse, grey specular,
/// for point and spot lights `<attenuation>` range 20 m, constant 0.5, linear 0.01, quadratic
/// 0.001 (Gazebo's example lights), for spot and directional lights `<direction>` 0 0 -1 (down
/// the light frame's -Z), for spot lights a `<spot>` cone of 0.6 rad inside, 1 rad outside,
/// falloff 1; only a directional light casts shadows.
QByteArray lightSnippet(const AddSpec &spec)
{
    const QByteArray type = spec.type.toLatin1();
    const bool directional = type == "directional";
    QByteArray body = poseLine(spec) + "\n\t<cast_shadows>" + (directional ? "true" : "false")
        + "</cast_shadows>\n\t<diffuse>1 1 1 1</diffuse>"
        + "\n\t<specular>0.2 0.2 0.2 1</specular>";
    if (!directional)
        body += "\n\t<attenuation>\n\t\t<range>20</range>\n\t\t<constant>0.5</constant>\n\t\t"
                "<linear>0.01</linear>\n\t\t<quadratic>0.001</quadratic>\n\t</attenuation>";
    if (type != "point")
        body += "\n\t<direction>0 0 -1</direction>";
    if (type == "spot")
        body += "\n\t<spot>\n\t\t<inner_angle>0.6</inner_angle>\n\t\t<outer_angle>1</outer_angle>"
                "\n\t\t<falloff>1</falloff>\n\t</spot>";
    return "<light name=\"" + escapeXml(spec.name) + "\" type=\"" + type + "\">" + body
        + "\n</light>";
}

/// The `<sensor>` of `spec` for SDFormat `versionText` (`1.9`, …), or empty
/// with `error` when the version has no such type. sensor.sdf: always on; cameras
/// (camera.sdf) 30 Hz, horizontal_fov 1.047 rad, 320×240 pixels, clip 0.1 m to 100 m; a
/// depth camera is `depth` before 1.6; a GPU lidar is `gpu_lidar` with `<lidar>` (lidar.sdf,
/// 1.6+) or `gpu_ray` with `<ray>` (ray.sdf, 1.5), 10 Hz, 640 samples over ±1.396263 rad,
/// range 0.08 m to 10 m at 0.01 m; an IMU 100 Hz; a contact sensor 30 Hz naming `collision`
/// (contact.sdf).
QByteArray sensorSnippet(
    const AddSpec &spec, const QString &versionText, const QByteArray &collision, QString *error)
{
    const int version = sdf::parseVersion(versionText);
    QByteArray type = spec.type.toLatin1(), rate = "30", body;
    const QByteArray camera = "\n\t<camera>\n\t\t<horizontal_fov>1.047</horizontal_fov>\n\t\t"
                              "<image>\n\t\t\t<width>320</width>\n\t\t\t<height>240</height>\n\t\t"
                              "</image>\n\t\t<clip>\n\t\t\t<near>0.1</near>\n\t\t\t<far>100</far>"
                              "\n\t\t</clip>\n\t</camera>";
    if (type == "camera") {
        body = camera;
    } else if (type == "depth_camera") {
        type = version >= 106 ? "depth_camera" : "depth";
        body = camera;
    } else if (type == "gpu_lidar") {
        if (version < 105) {
            *error = tr("SDFormat %1 has no GPU lidar (gpu_ray came with SDFormat 1.5)")
                         .arg(versionText);
            return QByteArray();
        }
        const QByteArray tag = version >= 106 ? "lidar" : "ray";
        type = version >= 106 ? "gpu_lidar" : "gpu_ray";
        rate = "10";
        body = "\n\t<" + tag
            + ">\n\t\t<scan>\n\t\t\t<horizontal>\n\t\t\t\t<samples>640</samples>\n\t\t\t\t"
              "<resolution>1</resolution>\n\t\t\t\t<min_angle>-1.396263</min_angle>\n\t\t\t\t"
              "<max_angle>1.396263</max_angle>\n\t\t\t</horizontal>\n\t\t</scan>\n\t\t<range>"
              "\n\t\t\t<min>0.08</min>\n\t\t\t<max>10</max>\n\t\t\t<resolution>0.01</resolution>"
              "\n\t\t</range>\n\t</"
            + tag + '>';
    } else if (type == "imu") {
        rate = "100";
    } else {
        body = "\n\t<contact>\n\t\t<collision>" + escapeXml(QString::fromUtf8(collision))
            + "</collision>\n\t</contact>";
    }
    return "<sensor name=\"" + escapeXml(spec.name) + "\" type=\"" + type + "\">" + poseLine(spec)
        + "\n\t<always_on>true</always_on>\n\t<update_rate>" + rate + "</update_rate>" + body
        + "\n</sensor>";
}

QString noCollision(const QString &link)
{
    return tr("link '%1' has no collision; a contact sensor names a collision of its link "
              "(contact.sdf): add one with --add-collision first")
        .arg(link);
}

/// True when a `<gazebo reference="link">` block of `robot` holds a `<tag name="name">`; sets
/// `error` then.
bool gazeboNameTaken(const XMLElement *robot, const QString &link, const char *tag,
    const QString &name, QString *error)
{
    const QByteArray linkName = link.toUtf8(), entity = name.toUtf8();
    for (const XMLElement *g = robot->FirstChildElement("gazebo"); g;
         g = g->NextSiblingElement("gazebo")) {
        if (!g->Attribute("reference", linkName.constData()))
            continue;
        for (const XMLElement *e = g->FirstChildElement(tag); e; e = e->NextSiblingElement(tag)) {
            if (e->Attribute("name", entity.constData())) {
                *error = tr("the name '%1' is already used in '%2'; choose another name")
                             .arg(name, link);
                return true;
            }
        }
    }
    return false;
}

} // namespace

bool planSdfLight(const Document &doc, const AddSpec &spec, AddPlan &plan, QString *error)
{
    // world.sdf holds lights in every version, link.sdf from SDFormat 1.6; model.sdf never.
    EntityInfo parent;
    if (!findAddParent(doc, spec, {FrameKind::Model, FrameKind::Link}, true, parent, error))
        return false;
    const QString version = parent.model ? parent.model->version : doc.scene().version;
    if (parent.kind == FrameKind::Model) {
        *error = tr("SDFormat %1 has no lights in a model (model.sdf); add the light to one of "
                    "its links or to the world")
                     .arg(version);
        return false;
    }
    if (parent.kind == FrameKind::Link && sdf::parseVersion(version) < 106) {
        *error = tr("a light in a link needs SDFormat 1.6 or later (link.sdf); this model is %1; "
                    "add the light to the world")
                     .arg(version);
        return false;
    }
    plan.kind = FrameKind::Light;
    plan.parent = parent.source.element;
    plan.file = parent.source.file;
    plan.after = lastChildNamed(plan.parent, {"light"});
    plan.snippet = lightSnippet(spec);
    plan.scopedName = joinScoped(parent.scopedName, spec.name);
    return !addedNameTaken(doc, plan.kind, parent.scopedName, spec.name, false, error);
}

bool planSdfSensor(const Document &doc, const AddSpec &spec, AddPlan &plan, QString *error)
{
    // sensor.sdf: a link's sensor, its pose relative to the link frame.
    EntityInfo parent;
    if (!findAddParent(doc, spec, {FrameKind::Link}, false, parent, error))
        return false;
    QByteArray collision;
    if (spec.type == QLatin1String("contact")) {
        if (parent.link->collisions.empty()) {
            *error = noCollision(parent.scopedName);
            return false;
        }
        collision = parent.link->collisions.front().name.toUtf8();
    }
    plan.snippet = sensorSnippet(
        spec, parent.model ? parent.model->version : doc.scene().version, collision, error);
    if (plan.snippet.isEmpty())
        return false;
    plan.kind = FrameKind::Sensor;
    plan.parent = parent.source.element;
    plan.file = parent.source.file;
    plan.after = lastChildNamed(plan.parent, {"sensor"});
    plan.scopedName = joinScoped(parent.scopedName, spec.name);
    return !addedNameTaken(doc, plan.kind, parent.scopedName, spec.name, false, error);
}

bool planUrdfGazebo(const Document &doc, const AddSpec &spec, AddPlan &plan, QString *error)
{
    // A `<gazebo reference="LINK">` block at the end of `<robot>`; libsdformat's URDF converter
    // puts its elements into the link (sdformat's urdf_gazebo_extensions.urdf holds lights and
    // sensors so), their `<pose>` relative to the link frame.
    const Model &robot = doc.scene().world.models.front();
    const bool light = spec.kind == AddSpec::Kind::Light;
    if (spec.parent.isEmpty() || spec.parent == robot.name) {
        *error = light ? tr("a URDF light goes into a link's <gazebo reference> block (the "
                            "robot's own block becomes an SDFormat model, which holds no "
                            "lights); write LINK::NAME=TYPE")
                       : tr("give the link: %1").arg(addSyntax(spec.kind));
        return false;
    }
    EntityInfo link;
    const FrameId id = findEntity(doc, spec.parent, {FrameKind::Link}, error);
    if (id == kNoFrame || !lookupEntity(doc, id, link) || !link.link)
        return false;
    QByteArray collision;
    if (spec.type == QLatin1String("contact")) {
        if (link.link->collisions.empty()) {
            *error = noCollision(link.link->name);
            return false;
        }
        // libsdformat's URDF converter names a link's first collision LINK_collision.
        collision = link.link->name.toUtf8() + "_collision";
        plan.notes << tr("the contact sensor '%1' names the collision '%2', the name Gazebo's "
                         "URDF converter gives the first collision of link '%3'")
                          .arg(spec.name, QString::fromUtf8(collision), link.link->name);
    }
    // libsdformat 12 converts URDF to SDFormat 1.9.
    const QByteArray element
        = light ? lightSnippet(spec) : sensorSnippet(spec, QStringLiteral("1.9"), collision, error);
    plan.kind = light ? FrameKind::Light : FrameKind::Sensor;
    plan.parent = robot.source.element;
    plan.file = robot.source.file;
    plan.snippet = "<gazebo reference=\"" + escapeXml(link.link->name) + "\">"
        + indented('\n' + element) + "\n</gazebo>";
    plan.scopedName = joinScoped(link.scopedName, spec.name);
    return !gazeboNameTaken(
        robot.source.element, link.link->name, light ? "light" : "sensor", spec.name, error);
}

} // namespace robostage::edit
