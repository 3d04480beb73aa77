#include "sdfelements.h"

#include "formats/readcontext.h"

#include <tinyxml2.h>

#include <QCoreApplication>

#include <cmath>

namespace robostage::sdf {

using tinyxml2::XMLElement;

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::sdf", text);
}

const XMLElement *child(const XMLElement *e, const char *name)
{
    return e ? e->FirstChildElement(name) : nullptr;
}

bool isTrue(const char *attribute)
{
    bool v = false;
    return attribute && parseBool(attribute, v) && v;
}

} // namespace

int parseVersion(const QString &version)
{
    const QStringList parts = version.trimmed().split(QLatin1Char('.'));
    bool okMajor = false, okMinor = false;
    const int major = parts.value(0).toInt(&okMajor);
    const int minor = parts.value(1).toInt(&okMinor);
    return okMajor && okMinor ? major * 100 + minor : 0;
}

PoseSpec readPose(const ReadContext &ctx, const XMLElement *pose)
{
    PoseSpec spec;
    if (!pose)
        return spec;
    spec.present = true;
    spec.relativeTo = ReadContext::attribute(pose, "relative_to");
    if (spec.relativeTo.isEmpty())
        spec.relativeTo
            = ReadContext::attribute(pose, "frame"); // 1.5/1.6, converted as libsdformat does
    const char *text = pose->GetText();
    if (!text || QByteArray(text).trimmed().isEmpty())
        return spec;
    const QString format = ReadContext::attribute(pose, "rotation_format");
    if (format == QLatin1String("quat_xyzw")) {
        double v[7];
        if (!parseDoubles(text, v, 7)) {
            ctx.error(pose,
                tr("<pose rotation_format=\"quat_xyzw\"> needs 7 finite numbers "
                   "'x y z qx qy qz qw', found '%1'; using the identity pose.")
                    .arg(ReadContext::text(pose)));
            return spec;
        }
        const Quat q = Quat {v[6], v[3], v[4], v[5]}.normalized();
        if (q.w == 1 && v[6] == 0 && v[3] == 0 && v[4] == 0 && v[5] == 0)
            ctx.error(pose, tr("<pose> quaternion is zero; using the identity rotation."));
        spec.X_RF = Pose {{v[0], v[1], v[2]}, q};
        return spec;
    }
    if (!format.isEmpty() && format != QLatin1String("euler_rpy"))
        ctx.error(pose,
            tr("unknown rotation_format '%1': expected euler_rpy or quat_xyzw; "
               "reading the pose as euler_rpy.")
                .arg(format));
    double v[6];
    if (!parseDoubles(text, v, 6)) {
        ctx.error(pose,
            tr("<pose> needs 6 finite numbers 'x y z roll pitch yaw', found '%1'; "
               "using the identity pose.")
                .arg(ReadContext::text(pose)));
        return spec;
    }
    if (isTrue(pose->Attribute("degrees"))) {
        for (int i = 3; i < 6; ++i)
            v[i] *= M_PI / 180.0;
    }
    spec.X_RF = Pose::fromXyzRpy(v[0], v[1], v[2], v[3], v[4], v[5]);
    return spec;
}

Geometry readGeometry(const ReadContext &ctx, const XMLElement *geometry)
{
    Geometry g;
    g.source = ctx.ref(geometry);
    const XMLElement *shape = geometry ? geometry->FirstChildElement() : nullptr;
    if (!shape) {
        ctx.error(geometry,
            tr("<geometry> has no shape; add one of box, sphere, cylinder, "
               "capsule, ellipsoid, cone, plane, mesh, heightmap or polyline."));
        return g;
    }
    const QByteArray name(shape->Name());
    if (name == "box") {
        g.type = Geometry::Type::Box;
        g.size = ctx.childVec3(shape, "size", {1, 1, 1});
    } else if (name == "sphere") {
        g.type = Geometry::Type::Sphere;
        g.radius = ctx.childNumber(shape, "radius", 1);
    } else if (name == "cylinder" || name == "capsule" || name == "cone") {
        g.type = name == "cylinder" ? Geometry::Type::Cylinder
            : name == "capsule"     ? Geometry::Type::Capsule
                                    : Geometry::Type::Cone;
        g.radius = ctx.childNumber(shape, "radius", name == "cylinder" ? 1 : 0.5);
        g.length = ctx.childNumber(shape, "length", 1);
    } else if (name == "ellipsoid") {
        g.type = Geometry::Type::Ellipsoid;
        g.size = ctx.childVec3(shape, "radii", {1, 1, 1});
    } else if (name == "plane") {
        g.type = Geometry::Type::Plane;
        g.normal = ctx.childVec3(shape, "normal", {0, 0, 1});
        double size[2] = {1, 1};
        if (const XMLElement *s = child(shape, "size")) {
            if (!parseDoubles(s->GetText(), size, 2))
                ctx.error(s,
                    tr("<size> of a plane needs 2 finite numbers, found '%1'.")
                        .arg(ReadContext::text(s)));
        }
        g.size = {size[0], size[1], 0};
    } else if (name == "mesh") {
        g.type = Geometry::Type::Mesh;
        g.uri = ctx.childText(shape, "uri");
        if (g.uri.isEmpty())
            ctx.error(shape, tr("<mesh> has no <uri>; add the mesh file's URI."));
        else
            g.resolvedPath = ctx.resolveResource(child(shape, "uri"), g.uri);
        if (const XMLElement *submesh = child(shape, "submesh")) {
            g.submesh = ctx.childText(submesh, "name");
            g.centerSubmesh = ctx.childBool(submesh, "center", false);
        }
        g.scale = ctx.childVec3(shape, "scale", {1, 1, 1});
    } else if (name == "heightmap") {
        g.type = Geometry::Type::Heightmap;
        g.uri = ctx.childText(shape, "uri");
        if (!g.uri.isEmpty())
            g.resolvedPath = ctx.resolveResource(child(shape, "uri"), g.uri);
        g.size = ctx.childVec3(shape, "size", {1, 1, 1});
        g.position = ctx.childVec3(shape, "pos", {0, 0, 0});
        for (const XMLElement *t = shape->FirstChildElement("texture"); t;
             t = t->NextSiblingElement("texture")) {
            HeightmapTexture layer;
            layer.size = ctx.childNumber(t, "size", 10);
            layer.diffuse = ctx.childText(t, "diffuse");
            layer.normal = ctx.childText(t, "normal");
            layer.diffusePath = ctx.resolveResource(child(t, "diffuse"), layer.diffuse);
            layer.normalPath = ctx.resolveResource(child(t, "normal"), layer.normal);
            g.heightmapTextures.push_back(layer);
        }
        for (const XMLElement *b = shape->FirstChildElement("blend"); b;
             b = b->NextSiblingElement("blend"))
            g.heightmapBlends.push_back(
                {ctx.childNumber(b, "min_height", 0), ctx.childNumber(b, "fade_dist", 0)});
    } else if (name == "polyline") {
        g.type = Geometry::Type::Polyline;
        // SDF allows several <polyline> siblings in one geometry; each is one extrusion.
        for (const XMLElement *pl = shape; pl; pl = pl->NextSiblingElement("polyline")) {
            Polyline line;
            line.height = ctx.childNumber(pl, "height", 1);
            for (const XMLElement *p = pl->FirstChildElement("point"); p;
                 p = p->NextSiblingElement("point")) {
                double xy[2];
                if (parseDoubles(p->GetText(), xy, 2))
                    line.points.push_back({xy[0], xy[1]});
                else
                    ctx.error(p,
                        tr("<point> needs 2 finite numbers 'x y', found '%1'; skipped.")
                            .arg(ReadContext::text(p)));
            }
            g.polylines.push_back(std::move(line));
        }
    } else if (name == "image") {
        g.type = Geometry::Type::Image;
        g.uri = ctx.childText(shape, "uri");
        g.size = {ctx.childNumber(shape, "scale", 1), 1, ctx.childNumber(shape, "height", 1)};
    } else if (name == "empty") {
        g.type = Geometry::Type::Empty;
    } else {
        ctx.warning(shape,
            tr("unknown geometry <%1>; it is kept in the file but not shown.")
                .arg(QString::fromUtf8(name)));
    }
    ctx.checkGeometry(shape, g);
    return g;
}

Material readMaterial(const ReadContext &ctx, const XMLElement *material)
{
    Material m;
    if (!material)
        return m;
    m.present = true;
    auto colour = [&](const char *name) -> std::optional<Color> {
        const XMLElement *e = child(material, name);
        if (!e)
            return std::nullopt;
        return ctx.color(e, Color {0, 0, 0, 1});
    };
    m.ambient = colour("ambient");
    m.diffuse = colour("diffuse");
    m.specular = colour("specular");
    m.emissive = colour("emissive");
    m.shininess = ctx.childNumber(material, "shininess", 0);
    m.lighting = ctx.childBool(material, "lighting", true);
    m.doubleSided = ctx.childBool(material, "double_sided", false);
    if (const XMLElement *script = child(material, "script")) {
        m.scriptName = ctx.childText(script, "name");
        for (const XMLElement *u = script->FirstChildElement("uri"); u;
             u = u->NextSiblingElement("uri"))
            m.scriptUris << ReadContext::text(u);
    }
    if (const XMLElement *pbr = child(material, "pbr")) {
        auto p = std::make_shared<PbrMaterial>();
        const XMLElement *w = child(pbr, "metal");
        if (!w && (w = child(pbr, "specular")))
            p->workflow = PbrMaterial::Workflow::Specular;
        if (w) {
            p->albedoMap = ctx.childText(w, "albedo_map");
            p->normalMap = ctx.childText(w, "normal_map");
            p->roughnessMap = ctx.childText(w, "roughness_map");
            p->metalnessMap = ctx.childText(w, "metalness_map");
            p->emissiveMap = ctx.childText(w, "emissive_map");
            p->ambientOcclusionMap = ctx.childText(w, "ambient_occlusion_map");
            p->lightMap = ctx.childText(w, "light_map");
            p->environmentMap = ctx.childText(w, "environment_map");
            p->specularMap = ctx.childText(w, "specular_map");
            p->glossinessMap = ctx.childText(w, "glossiness_map");
            // The maps the viewport draws are resolved like mesh URIs.
            p->albedoMapPath = ctx.resolveResource(child(w, "albedo_map"), p->albedoMap);
            p->normalMapPath = ctx.resolveResource(child(w, "normal_map"), p->normalMap);
            p->roughnessMapPath = ctx.resolveResource(child(w, "roughness_map"), p->roughnessMap);
            p->metalnessMapPath = ctx.resolveResource(child(w, "metalness_map"), p->metalnessMap);
            p->emissiveMapPath = ctx.resolveResource(child(w, "emissive_map"), p->emissiveMap);
            p->metalness = ctx.childNumber(w, "metalness", 0.5);
            p->roughness = ctx.childNumber(w, "roughness", 0.5);
            p->glossiness = ctx.childNumber(w, "glossiness", 0);
        }
        m.pbr = std::move(p);
    }
    return m;
}

Light readLight(const ReadContext &ctx, const XMLElement *light)
{
    Light l;
    l.source = ctx.ref(light);
    l.name = ReadContext::attribute(light, "name");
    const QString type = ReadContext::attribute(light, "type");
    if (type == QLatin1String("spot"))
        l.type = Light::Type::Spot;
    else if (type == QLatin1String("directional"))
        l.type = Light::Type::Directional;
    else if (type != QLatin1String("point"))
        ctx.error(light,
            tr("light '%1' has type '%2': expected point, spot or directional; "
               "using point.")
                .arg(l.name, type));
    l.pose = readPose(ctx, child(light, "pose"));
    l.castShadows = ctx.childBool(light, "cast_shadows", false);
    l.diffuse = ctx.childColor(light, "diffuse", {1, 1, 1, 1});
    l.specular = ctx.childColor(light, "specular", {0.1f, 0.1f, 0.1f, 1});
    l.intensity = ctx.childNumber(light, "intensity", 1);
    if (const XMLElement *a = child(light, "attenuation")) {
        l.attenuationRange = ctx.childNumber(a, "range", 10);
        l.constant = ctx.childNumber(a, "constant", 1);
        l.linear = ctx.childNumber(a, "linear", 1);
        l.quadratic = ctx.childNumber(a, "quadratic", 0);
    }
    l.direction = ctx.childVec3(light, "direction", {0, 0, -1});
    if (const XMLElement *s = child(light, "spot")) {
        l.spotInnerAngle = ctx.childNumber(s, "inner_angle", 0);
        l.spotOuterAngle = ctx.childNumber(s, "outer_angle", 0);
        l.spotFalloff = ctx.childNumber(s, "falloff", 0);
    }
    return l;
}

Sensor readSensor(const ReadContext &ctx, const XMLElement *sensor)
{
    Sensor s;
    s.source = ctx.ref(sensor);
    s.name = ReadContext::attribute(sensor, "name");
    s.type = ReadContext::attribute(sensor, "type");
    s.pose = readPose(ctx, child(sensor, "pose"));
    // Camera-like sensors (camera, depth_camera, rgbd_camera, thermal, …) carry <camera>.
    if (const XMLElement *camera = child(sensor, "camera")) {
        s.hasCamera = true;
        s.horizontalFov = ctx.childNumber(camera, "horizontal_fov", 1.047);
        if (const XMLElement *image = child(camera, "image")) {
            s.imageWidth = int(ctx.childNumber(image, "width", 320));
            s.imageHeight = int(ctx.childNumber(image, "height", 240));
        }
        if (const XMLElement *clip = child(camera, "clip")) {
            s.nearClip = ctx.childNumber(clip, "near", 0.1);
            s.farClip = ctx.childNumber(clip, "far", 100);
        }
    }
    return s;
}

SceneSettings readScene(const ReadContext &ctx, const XMLElement *scene)
{
    SceneSettings s;
    if (!scene)
        return s;
    s.present = true;
    s.ambient = ctx.childColor(scene, "ambient", s.ambient);
    s.background = ctx.childColor(scene, "background", s.background);
    s.shadows = ctx.childBool(scene, "shadows", true);
    s.grid = ctx.childBool(scene, "grid", true);
    s.originVisual = ctx.childBool(scene, "origin_visual", true);
    if (const XMLElement *sky = child(scene, "sky")) {
        s.sky.present = true;
        s.sky.time = ctx.childNumber(sky, "time", 10);
        s.sky.sunrise = ctx.childNumber(sky, "sunrise", 6);
        s.sky.sunset = ctx.childNumber(sky, "sunset", 20);
        s.sky.cubemapUri = ctx.childText(sky, "cubemap_uri");
        if (const XMLElement *clouds = child(sky, "clouds")) {
            s.sky.clouds = true;
            s.sky.cloudSpeed = ctx.childNumber(clouds, "speed", 0.6);
        }
    }
    if (const XMLElement *fog = child(scene, "fog")) {
        s.fog.present = true;
        s.fog.color = ctx.childColor(fog, "color", s.fog.color);
        const QString type = ctx.childText(fog, "type");
        if (!type.isEmpty())
            s.fog.type = type;
        s.fog.start = ctx.childNumber(fog, "start", 1);
        s.fog.end = ctx.childNumber(fog, "end", 100);
        s.fog.density = ctx.childNumber(fog, "density", 1);
    }
    return s;
}

std::optional<double> readDensity(const ReadContext &ctx, const XMLElement *density)
{
    if (!density)
        return std::nullopt;
    const double value = ctx.number(density, 1000);
    if (value > 0)
        return value;
    ctx.error(density,
        tr("the density is %1; a density must be > 0 kg/m³ (water: 1000). The default 1000 is "
           "used.")
            .arg(value));
    return std::nullopt;
}

Inertial readInertial(const ReadContext &ctx, const XMLElement *inertial)
{
    Inertial in;
    if (!inertial)
        return in;
    in.present = true;
    in.automatic = isTrue(inertial->Attribute("auto"));
    in.massWritten = child(inertial, "mass") != nullptr;
    in.mass = ctx.childNumber(inertial, "mass", 1);
    in.density = readDensity(ctx, child(inertial, "density"));
    in.pose = readPose(ctx, child(inertial, "pose"));
    if (const XMLElement *i = child(inertial, "inertia")) {
        in.ixx = ctx.childNumber(i, "ixx", 1);
        in.ixy = ctx.childNumber(i, "ixy", 0);
        in.ixz = ctx.childNumber(i, "ixz", 0);
        in.iyy = ctx.childNumber(i, "iyy", 1);
        in.iyz = ctx.childNumber(i, "iyz", 0);
        in.izz = ctx.childNumber(i, "izz", 1);
    }
    ctx.checkMass(child(inertial, "mass"), in.mass);
    return in;
}

Joint::Type jointType(const QString &name)
{
    static const QHash<QString, Joint::Type> types = {
        {QStringLiteral("fixed"), Joint::Type::Fixed},
        {QStringLiteral("revolute"), Joint::Type::Revolute},
        {QStringLiteral("continuous"), Joint::Type::Continuous},
        {QStringLiteral("prismatic"), Joint::Type::Prismatic},
        {QStringLiteral("floating"), Joint::Type::Floating},
        {QStringLiteral("planar"), Joint::Type::Planar},
        {QStringLiteral("ball"), Joint::Type::Ball},
        {QStringLiteral("universal"), Joint::Type::Universal},
        {QStringLiteral("revolute2"), Joint::Type::Revolute2},
        {QStringLiteral("screw"), Joint::Type::Screw},
        {QStringLiteral("gearbox"), Joint::Type::Gearbox},
    };
    return types.value(name, Joint::Type::Other);
}

namespace {

void readAxis(const ReadContext &ctx, const XMLElement *axis, int version, JointAxis &out)
{
    const XMLElement *xyz = child(axis, "xyz");
    out.xyz = ctx.vec3(xyz, {0, 0, 1});
    out.expressedIn = ReadContext::attribute(xyz, "expressed_in");
    if (version < 105)
        out.useParentModelFrame = true; // SDF 1.4: axes are in the parent model frame (1_4.convert)
    else if (version < 107)
        out.useParentModelFrame = ctx.childBool(axis, "use_parent_model_frame", false);
    if (out.useParentModelFrame && out.expressedIn.isEmpty())
        out.expressedIn = QStringLiteral("__model__"); // as libsdformat's 1_6.convert maps it
    if (out.xyz.norm() == 0)
        ctx.error(xyz ? xyz : axis,
            tr("joint axis <xyz> is the zero vector; give a unit vector "
               "such as '0 0 1'."));
    if (const XMLElement *limit = child(axis, "limit")) {
        out.lower = ctx.childNumber(limit, "lower", -1e16);
        out.upper = ctx.childNumber(limit, "upper", 1e16);
        out.effort = ctx.childNumber(limit, "effort", -1);
        out.velocity = ctx.childNumber(limit, "velocity", -1);
    }
    // joint.sdf 1.6–1.8 <axis><initial_position>; read in every version, as libsdformat keeps
    // it as an unknown element in others (RoboStage's Save as Initial Positions writes it).
    if (const XMLElement *initial = child(axis, "initial_position")) {
        out.initialPosition = ctx.number(initial, 0);
        if (out.initialPosition < out.lower || out.initialPosition > out.upper)
            ctx.warning(initial,
                tr("<initial_position> %1 is outside the joint's limits [%2, %3]; the joint "
                   "starts there all the same. Move it inside the limits or widen them.")
                    .arg(out.initialPosition)
                    .arg(out.lower)
                    .arg(out.upper));
    }
    if (const XMLElement *d = child(axis, "dynamics")) {
        out.damping = ctx.childNumber(d, "damping", 0);
        out.friction = ctx.childNumber(d, "friction", 0);
        out.springReference = ctx.childNumber(d, "spring_reference", 0);
        out.springStiffness = ctx.childNumber(d, "spring_stiffness", 0);
    }
}

} // namespace

void readJointFields(const ReadContext &ctx, const XMLElement *joint, int version, Joint &out)
{
    out.typeName = ReadContext::attribute(joint, "type");
    out.type = jointType(out.typeName);
    if (out.typeName.isEmpty())
        ctx.error(joint,
            tr("joint '%1' has no type; add type=\"revolute\" (or fixed, prismatic, "
               "continuous, ball, universal, revolute2, screw, gearbox).")
                .arg(out.name));
    else if (out.type == Joint::Type::Other)
        ctx.warning(joint,
            tr("joint '%1' has unknown type '%2'; it is shown as fixed.")
                .arg(out.name, out.typeName));
    if (const XMLElement *axis = child(joint, "axis")) {
        out.hasAxis = true;
        readAxis(ctx, axis, version, out.axis);
        if (const XMLElement *mimic = child(axis, "mimic")) {
            out.mimic.present = true;
            out.mimic.joint = ReadContext::attribute(mimic, "joint");
            out.mimic.axis = ReadContext::attribute(mimic, "axis");
            out.mimic.multiplier = ctx.childNumber(mimic, "multiplier", 1);
            out.mimic.offset = ctx.childNumber(mimic, "offset", 0);
            out.mimic.reference = ctx.childNumber(mimic, "reference", 0);
        }
    }
    if (const XMLElement *axis2 = child(joint, "axis2")) {
        out.hasAxis2 = true;
        readAxis(ctx, axis2, version, out.axis2);
    }
    out.threadPitch = ctx.childNumber(joint, "thread_pitch", 1);
    if (const XMLElement *pitch = child(joint, "screw_thread_pitch"))
        out.screwThreadPitch = ctx.number(pitch, 1);
}

} // namespace robostage::sdf
