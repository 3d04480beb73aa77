#include "simrobotreader.h"

#include "formats/readcontext.h"
#include "simrobotreaderprivate.h"

#include <tinyxml2.h>

#include <cmath>

namespace robostage::simrobot {

namespace {

bool isAppearance(const QByteArray &tag)
{
    return tag.endsWith("Appearance");
}

bool isGeometry(const QByteArray &tag)
{
    return tag.endsWith("Geometry");
}

bool isMass(const QByteArray &tag)
{
    return tag == "Mass" || tag.endsWith("Mass");
}

bool isSensor(const QByteArray &tag)
{
    static const QSet<QByteArray> sensors
        = {"ApproxDistanceSensor", "Camera", "DepthImageSensor", "ObjectSegmentedImageSensor",
            "SingleDistanceSensor", "Accelerometer", "CollisionSensor", "Gyroscope"};
    return sensors.contains(tag);
}

bool isLight(const QByteArray &tag)
{
    return tag == "Light" || tag == "PointLight" || tag == "SpotLight" || tag == "DirLight";
}

} // namespace

void read(const ReadContext &ctx, const tinyxml2::XMLElement *simulation)
{
    SceneReader(ctx).read(simulation);
}

SceneReader::SceneReader(const ReadContext &ctx)
    : m_ctx(ctx)
    , m_doc(ctx.document)
    , m_graph(ctx.document.frames())
    , m_instantiator(ctx.document, ctx.resolver)
{
}

void SceneReader::read(const tinyxml2::XMLElement *simulation)
{
    SceneModel &scene = m_doc.scene();
    scene.format = SourceFormat::SimRobot;
    scene.declaresWorld = true;
    World &world = scene.world;
    world.source = m_ctx.ref(simulation);
    const std::shared_ptr<const Instance> root = m_instantiator.run(m_ctx.file);
    if (!root)
        return;
    m_doc.setSimRobotScene(root); // kept for the editors (model/edit/simrobotedits.cpp)
    world.name = nameOf(*root, "Scene");
    world.source = root->source();
    // "sceneClass": color (background), gravity (default -9.80665 m/s², along z).
    if (const std::optional<Color> background = color(*root, "color")) {
        world.scene.present = true;
        world.scene.background = *background;
    }
    world.gravity = {0, 0, number(*root, "gravity", Quantity::Acceleration, -9.80665)};
    for (const auto &child : root->children) {
        const QByteArray &tag = child->tag;
        if (isLight(tag)) {
            readLight(*child);
        } else if (tag == "Compound") {
            world.models.push_back(readObject(*child, kWorldFrame, QString(), m_worldNames));
        } else if (tag == "Body") {
            world.models.push_back(readObject(*child, kWorldFrame, QString(), m_worldNames));
        } else if (tag == "QuickSolver" || tag == "UserInput") {
            world.extensions.push_back({QString::fromUtf8(tag), QString(), child->source()});
        } else {
            warn(*child,
                tr("<%1> is not expected in <Scene> (it takes Body, Compound, Light, "
                   "QuickSolver, Set and UserInput); it is ignored.")
                    .arg(QString::fromUtf8(tag)));
        }
    }
}

// "compoundClass" (an object that cannot move) and "bodyClass" (an object that has a mass and
// can move): a model with one link of the same name at the model frame, which holds the
// element's appearances, geometries and sensors; a body's joints add their bodies as further
// links of the model. A compound is static unless it has joints.
Model SceneReader::readObject(
    const Instance &inst, FrameId parentFrame, const QString &scope, QSet<QString> &siblings)
{
    Model model;
    model.name = unique(siblings, nameOf(inst, inst.tag.constData()));
    model.source = inst.source();
    const Pose X_PM = pose(inst);
    model.pose = {X_PM, QString(), true};
    const QString scoped = joinScoped(scope, model.name);
    model.frame = addNode(FrameKind::Model, scoped, parentFrame, X_PM, kWorldFrame, inst);
    Link link;
    link.name = model.name;
    link.source = model.source;
    link.frame = addNode(
        FrameKind::Link, joinScoped(scoped, link.name), model.frame, Pose {}, kNoFrame, inst);
    m_graph.node(model.frame).attachedTo = link.frame;
    model.links.push_back(std::move(link));
    QSet<QString> names {model.name};
    fillLink(model, 0, inst, scoped, names);
    model.isStatic = inst.tag == "Compound" && model.joints.empty();
    return model;
}

void SceneReader::fillLink(Model &model, size_t linkIndex, const Instance &inst,
    const QString &scope, QSet<QString> &names)
{
    const QString linkScope = joinScoped(scope, model.links[linkIndex].name);
    QSet<QString> partNames, modelNames;
    std::optional<MassSum> mass;
    const FrameId linkFrame = model.links[linkIndex].frame;
    for (const auto &child : inst.children) {
        const QByteArray &tag = child->tag;
        Link &link = model.links[linkIndex];
        if (tag == "Translation" || tag == "Rotation") {
            continue;
        } else if (isAppearance(tag)) {
            addVisuals(link, *child, Pose {}, linkScope, partNames);
        } else if (isGeometry(tag)) {
            addCollisions(link, *child, Pose {}, linkScope, partNames);
        } else if (isMass(tag) && inst.tag == "Body") {
            if (const std::optional<MassSum> part = readMass(*child)) {
                if (!mass)
                    mass = MassSum();
                addMass(*mass, *part);
            }
        } else if (isSensor(tag)) {
            readSensor(link, *child, linkScope, partNames);
        } else if (tag == "Hinge" || tag == "Slider") {
            readJoint(model, linkIndex, *child, scope, names);
        } else if ((tag == "Compound" || tag == "Body") && inst.tag == "Compound") {
            model.models.push_back(readObject(*child, linkFrame, scope, modelNames));
        } else if (tag == "UserInput") {
            link.extensions.push_back({QString::fromUtf8(tag), QString(), child->source()});
        } else {
            warn(*child,
                tr("<%1> is not expected in <%2>; it is ignored.")
                    .arg(QString::fromUtf8(tag), QString::fromUtf8(inst.tag)));
        }
    }
    Link &link = model.links[linkIndex];
    if (mass && mass->m > 0) {
        const std::array<double, 9> Ic = inertiaAboutCentre(*mass);
        const Vec3 &c = mass->c;
        Inertial &in = link.inertial;
        in.present = true;
        in.mass = mass->m;
        in.pose = {Pose {c, Quat {}}, QString(), true};
        in.ixx = Ic[0];
        in.ixy = Ic[1];
        in.ixz = Ic[2];
        in.iyy = Ic[4];
        in.iyz = Ic[5];
        in.izz = Ic[8];
    } else if (inst.tag == "Body") {
        warn(inst,
            tr("<Body> '%1' has no mass element (Mass, BoxMass, SphereMass, InertiaMatrixMass, "
               "CapsuleMass, CylinderMass); SimRobot requires one. Add one.")
                .arg(link.name));
    }
}

// "jointClass": Hinge and Slider connect their parent body (or compound) to their <Body>; the
// joint frame is the Hinge's Translation/Rotation in the parent, the body is posed in the joint
// frame and the <Axis> is expressed in the joint frame. "deflectionClass": min/max (angles for a
// Hinge, lengths for a Slider); without it the joint is unlimited. `init` is the position at
// start: SimRobot's Hinge/Slider turn or shift the joint frame by it when they create the
// joint and report positions including it, so the joint starts at `init`, within min/max.
void SceneReader::readJoint(Model &model, size_t parentLink, const Instance &inst,
    const QString &scope, QSet<QString> &names)
{
    const bool hinge = inst.tag == "Hinge";
    const Instance *body = inst.child("Body");
    if (!body) {
        error(inst,
            tr("<%1> has no <Body> to move; the joint is skipped. Add the <Body> it connects.")
                .arg(QString::fromUtf8(inst.tag)));
        return;
    }
    Joint joint;
    joint.name = unique(names, nameOf(inst, hinge ? "Hinge" : "Slider"));
    joint.typeName = QString::fromUtf8(inst.tag);
    joint.source = inst.source();
    const Pose X_PJ = pose(inst);
    joint.pose = {X_PJ, QString(), true};
    joint.hasAxis = true;
    const Instance *axis = inst.child("Axis");
    if (!axis) {
        error(inst,
            tr("<%1> has no <Axis>; it turns about z here. Add <Axis x=\"…\" y=\"…\" z=\"…\"/>.")
                .arg(QString::fromUtf8(inst.tag)));
    } else {
        const Vec3 xyz {number(*axis, "x", Quantity::Number, 0),
            number(*axis, "y", Quantity::Number, 0), number(*axis, "z", Quantity::Number, 0)};
        const double n = std::sqrt(xyz.x * xyz.x + xyz.y * xyz.y + xyz.z * xyz.z);
        if (n > 0)
            joint.axis.xyz = {xyz.x / n, xyz.y / n, xyz.z / n};
        else
            warn(*axis, tr("the <Axis> is the zero vector; z is used. Give x, y or z."));
        const Quantity q = hinge ? Quantity::Angle : Quantity::Length;
        if (const Instance *deflection = axis->child("Deflection")) {
            joint.axis.lower = number(*deflection, "min", q, 0, true);
            joint.axis.upper = number(*deflection, "max", q, 0, true);
            joint.axis.initialPosition = number(*deflection, "init", q, 0);
            if (deflection->has("init")
                && (joint.axis.initialPosition < joint.axis.lower
                    || joint.axis.initialPosition > joint.axis.upper))
                warn(*deflection,
                    tr("the initial deflection lies outside min … max; SimRobot's joint limit "
                       "pulls it back when the simulation starts. Give an init between min and "
                       "max."));
        }
        for (const char *motor : {"ServoMotor", "VelocityMotor"}) {
            if (const Instance *m = axis->child(motor)) {
                joint.axis.velocity = number(*m, "maxVelocity",
                    hinge ? Quantity::AngularVelocity : Quantity::Velocity, joint.axis.velocity);
                joint.axis.effort = number(*m, "maxForce", Quantity::Force, joint.axis.effort);
            }
        }
    }
    const bool limited = std::isfinite(joint.axis.lower) && std::isfinite(joint.axis.upper);
    joint.type = hinge ? (limited ? Joint::Type::Revolute : Joint::Type::Continuous)
                       : Joint::Type::Prismatic;

    Link child;
    child.name = unique(names, nameOf(*body, "Body"));
    child.source = body->source();
    const Pose X_JC = pose(*body);
    child.pose = {X_JC, joint.name, true};
    const FrameId parentFrame = model.links[parentLink].frame;
    joint.frame = addNode(
        FrameKind::Joint, joinScoped(scope, joint.name), parentFrame, X_PJ, kNoFrame, inst);
    child.frame = addNode(
        FrameKind::Link, joinScoped(scope, child.name), joint.frame, X_JC, kNoFrame, *body);
    m_graph.node(joint.frame).attachedTo = child.frame;
    joint.parent = model.links[parentLink].name;
    joint.child = child.name;

    JointMotion motion;
    motion.joint = joint.frame;
    motion.parent = parentFrame;
    motion.child = child.frame;
    motion.type = joint.type;
    motion.axis = joint.axis.xyz;
    motion.axisExpressedIn = kNoFrame;
    motion.initialPosition = joint.axis.initialPosition;
    m_graph.addJoint(motion);

    model.joints.push_back(std::move(joint));
    model.links.push_back(std::move(child));
    fillLink(model, model.links.size() - 1, *body, scope, names);
}

// "lightClass": a light at x, y, z (world frame) with colours and attenuation; a spotCutoff
// below 180° makes it a spot light along spotDirection. PointLight, SpotLight and DirLight are
// the later SimRobot spellings (the corpus uses PointLight); a DirLight shines along
// spotDirection.
void SceneReader::readLight(const Instance &inst)
{
    Light light;
    World &world = m_doc.scene().world;
    QSet<QString> names;
    for (const Light &l : world.lights)
        names.insert(l.name);
    light.name = unique(names, nameOf(inst, inst.tag.constData()));
    light.source = inst.source();
    const Vec3 p {number(inst, "x", Quantity::Length, 0), number(inst, "y", Quantity::Length, 0),
        number(inst, "z", Quantity::Length, 0)};
    light.pose = {Pose {p, Quat {}}, QString(), true};
    if (const std::optional<Color> c = color(inst, "diffuseColor"))
        light.diffuse = *c;
    if (const std::optional<Color> c = color(inst, "specularColor"))
        light.specular = *c;
    if (const std::optional<Color> c = color(inst, "ambientColor")) {
        world.scene.present = true;
        world.scene.ambient = *c;
    }
    light.constant = number(inst, "constantAttenuation", Quantity::Number, 1);
    light.linear = number(inst, "linearAttenuation", Quantity::Number, 0);
    light.quadratic = number(inst, "quadraticAttenuation", Quantity::Number, 0);
    light.attenuationRange = 1e3;
    const double cutoff = number(inst, "spotCutoff", Quantity::Angle, M_PI);
    light.direction = {number(inst, "spotDirectionX", Quantity::Length, 0),
        number(inst, "spotDirectionY", Quantity::Length, 0),
        number(inst, "spotDirectionZ", Quantity::Length, -1)};
    if (inst.tag == "DirLight") {
        light.type = Light::Type::Directional;
    } else if (inst.tag == "SpotLight" || cutoff < M_PI - 1e-6) {
        light.type = Light::Type::Spot;
        light.spotOuterAngle = std::min(2 * cutoff, M_PI);
        light.spotInnerAngle = light.spotOuterAngle * 0.8;
        light.spotFalloff = number(inst, "spotExponent", Quantity::Number, 0);
    }
    light.frame
        = addNode(FrameKind::Light, light.name, kWorldFrame, light.pose.X_RF, kWorldFrame, inst);
    world.lights.push_back(std::move(light));
}

// "extSensorClass" / "intSensorClass": sensors are frames on their body; cameras, depth image
// and approximate distance sensors show a frustum (angleX × angleY, min to max), a single
// distance sensor a ray along +x.
void SceneReader::readSensor(
    Link &link, const Instance &inst, const QString &linkScope, QSet<QString> &names)
{
    Sensor sensor;
    sensor.name = unique(names, nameOf(inst, inst.tag.constData()));
    sensor.type = QString::fromUtf8(inst.tag);
    sensor.source = inst.source();
    const Pose X_LS = pose(inst);
    sensor.pose = {X_LS, QString(), true};
    const QByteArray &tag = inst.tag;
    if (tag == "Camera" || tag == "DepthImageSensor" || tag == "ObjectSegmentedImageSensor"
        || tag == "ApproxDistanceSensor") {
        sensor.hasCamera = true;
        sensor.horizontalFov = number(inst, "angleX", Quantity::Angle, 1.0, true);
        sensor.verticalFov = number(inst, "angleY", Quantity::Angle, 0.75, true);
        const bool image = tag != "ApproxDistanceSensor";
        sensor.imageWidth
            = image ? int(number(inst, "imageWidth", Quantity::Number, 320, true)) : 0;
        sensor.imageHeight = image ? int(number(inst, "imageHeight", Quantity::Number,
                                 tag == "DepthImageSensor" ? 1 : 240, tag != "DepthImageSensor"))
                                   : 0;
        sensor.nearClip = number(inst, "min", Quantity::Length, 0.01);
        sensor.farClip = number(inst, "max", Quantity::Length, 999999);
    } else if (tag == "SingleDistanceSensor") {
        sensor.hasRay = true;
        sensor.nearClip = number(inst, "min", Quantity::Length, 0);
        sensor.farClip = number(inst, "max", Quantity::Length, 999999);
    }
    sensor.frame = addNode(
        FrameKind::Sensor, joinScoped(linkScope, sensor.name), link.frame, X_LS, link.frame, inst);
    link.sensors.push_back(std::move(sensor));
}

double SceneReader::number(
    const Instance &inst, const char *name, Quantity quantity, double fallback, bool required)
{
    const InstanceAttribute *a = inst.attribute(name);
    if (!a) {
        if (required)
            error(inst,
                tr("<%1> needs the attribute %2=; %3 is used. Add it.")
                    .arg(QString::fromUtf8(inst.tag), QString::fromUtf8(name))
                    .arg(fallback));
        return fallback;
    }
    const Quantified q = parseQuantity(a->value, quantity);
    if (!q.ok()) {
        m_instantiator.context(a->file).error(a->element,
            tr("<%1 %2=\"%3\">: %4; %5 is used. Fix the value.")
                .arg(QString::fromUtf8(inst.tag), QString::fromUtf8(name), a->written, q.error)
                .arg(fallback));
        return fallback;
    }
    return q.value;
}

std::optional<Color> SceneReader::color(const Instance &inst, const char *name)
{
    const InstanceAttribute *a = inst.attribute(name);
    if (!a)
        return std::nullopt;
    Color c;
    QString why, warning;
    // A colour never stops a scene: a bad one is a warning and the default colour is used.
    if (!parseColor(a->value, c, &why, &warning)) {
        m_instantiator.context(a->file).warning(a->element,
            tr("<%1 %2>: %3. The colour is ignored (the default is used).")
                .arg(QString::fromUtf8(inst.tag), QString::fromUtf8(name), why));
        return std::nullopt;
    }
    if (!warning.isEmpty()) {
        m_instantiator.context(a->file).warning(a->element,
            QStringLiteral("<%1 %2>: %3")
                .arg(QString::fromUtf8(inst.tag), QString::fromUtf8(name), warning));
    }
    return c;
}

// "translationClass" then "rotationClass": X = T(x, y, z) · Rz(z)·Ry(y)·Rx(x) (SimRobot's
// Parser.cpp builds the rotation as aroundZ · aroundY · aroundX, the SDFormat rpy convention).
Pose SceneReader::pose(const Instance &inst)
{
    Pose X;
    if (const Instance *t = inst.child("Translation")) {
        X.p = {number(*t, "x", Quantity::Length, 0), number(*t, "y", Quantity::Length, 0),
            number(*t, "z", Quantity::Length, 0)};
    }
    if (const Instance *r = inst.child("Rotation")) {
        X.q = Quat::fromRpy(number(*r, "x", Quantity::Angle, 0),
            number(*r, "y", Quantity::Angle, 0), number(*r, "z", Quantity::Angle, 0));
    }
    return X;
}

FrameId SceneReader::addNode(FrameKind kind, const QString &scopedName, FrameId relativeTo,
    const Pose &X_RF, FrameId attachedTo, const Instance &inst)
{
    const FrameId id = m_graph.add(kind, scopedName, relativeTo, X_RF, attachedTo, inst.source());
    m_doc.setSimRobotInstance(id, &inst);
    return id;
}

void SceneReader::warn(const Instance &inst, const QString &message)
{
    m_instantiator.context(inst.file).warning(inst.element, message);
}

void SceneReader::error(const Instance &inst, const QString &message)
{
    m_instantiator.context(inst.file).error(inst.element, message);
}

QString SceneReader::unique(QSet<QString> &names, QString name)
{
    if (names.contains(name)) {
        int n = 2;
        while (names.contains(name + QLatin1Char('_') + QString::number(n)))
            ++n;
        name += QLatin1Char('_') + QString::number(n);
    }
    names.insert(name);
    return name;
}

QString SceneReader::nameOf(const Instance &inst, const char *fallback)
{
    const QString name = inst.value("name").trimmed();
    return name.isEmpty() ? QString::fromUtf8(fallback) : name;
}

} // namespace robostage::simrobot
