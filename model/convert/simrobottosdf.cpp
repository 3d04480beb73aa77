// SimRobot scene → SDFormat world, see convert.h. The writer walks the SceneModel the SimRobot
// reader built (model/formats/simrobot/simrobotreader.h) and takes every pose from the resolved
// FrameGraph, so that the world poses of the written file are the scene's.

#include "convert.h"
#include "document.h"
#include "sdfelements.h"
#include "simrobotsensors.h"
#include "wavefrontobj.h"
#include "xmlout.h"

#include <tinyxml2.h>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace robostage {

namespace {

using tinyxml2::XMLElement;
using namespace convert;

void setName(XMLElement *e, const QString &name)
{
    e->SetAttribute("name", name.toUtf8().constData());
}

class SimRobotToSdf
{
    // tr() in the context the code used before; lupdate files its methods' strings there too.
    Q_DECLARE_TR_FUNCTIONS(robostage::convert)

public:
    SimRobotToSdf(const Document &doc, const QString &outPath, Reporter &report, Conversion &out)
        : m_doc(doc)
        , m_graph(doc.frames())
        , m_outDir(QFileInfo(outPath).absoluteDir())
        , m_meshFolder(QFileInfo(outPath).completeBaseName() + QStringLiteral("_meshes"))
        , m_report(report)
        , m_out(out)
        , m_X_WF(doc.frames().worldPoses({}))
    {
        for (const JointMotion &motion : m_graph.joints())
            m_motionOf.insert(motion.joint, &motion);
    }

    void run(const QString &version);

private:
    /// X_AB (A = kWorldFrame: the world): the product of the poses as read when B's
    /// `relativeTo` chain reaches A (exact numbers, e.g. a link in its joint frame), else from
    /// the resolved world poses.
    ///
    /// Every pose is taken with the joints at their initial positions (`<Deflection init>`),
    /// as SimRobot builds the scene: a joint's frame is turned (or shifted) by its initial
    /// deflection, so the SDFormat zero configuration is SimRobot's start.
    Pose relative(FrameId a, FrameId b) const
    {
        Pose X_RB;
        for (FrameId r = b; r != kNoFrame && r != kWorldFrame; r = m_graph.node(r).relativeTo) {
            X_RB = m_graph.node(r).X_RF * initialDisplacement(r) * X_RB;
            if (m_graph.node(r).relativeTo == a)
                return X_RB;
        }
        return m_X_WF[size_t(a)].inverse() * m_X_WF[size_t(b)];
    }
    /// The motion of joint frame `joint` to its initial position, in the joint frame (the
    /// SimRobot reader's axes are expressed there); identity for other frames.
    Pose initialDisplacement(FrameId joint) const
    {
        const JointMotion *m = m_motionOf.value(joint);
        if (!m || m->initialPosition == 0)
            return {};
        if (m->type == Joint::Type::Prismatic)
            return {m->axis * m->initialPosition, Quat()};
        return {Vec3(), Quat::fromAxisAngle(m->axis, m->initialPosition)};
    }
    /// `name` if SDFormat 1.8+ accepts it among `used`, else a changed name (with a warning
    /// naming the scoped names); adds the result to `used`.
    QString sdfName(QSet<QString> &used, const QString &name, const QString &kind,
        const QString &scope, const SourceRef &source);
    void writeLight(XMLElement *world, const Light &light);
    void writeModel(XMLElement *parent, const Model &model, FrameId parentModelFrame,
        const QString &scope, QSet<QString> &siblings);
    void writeLink(XMLElement *model, const Link &link, const QString &name, const Model &owner,
        const QHash<QString, QString> &jointNames);
    void writeVisual(XMLElement *link, const Link &owner, const Visual &visual);
    void writeJoint(XMLElement *model, const Joint &joint, const QString &name,
        const QHash<QString, QString> &linkNames);
    /// The relative URI of the OBJ file of an inline mesh, added to Conversion::files once.
    QString meshUri(const Geometry &g, const QString &baseName);
    void writePose(XMLElement *e, const Pose &X, const QString &relativeTo = QString());

    const Document &m_doc;
    const FrameGraph &m_graph;
    const QDir m_outDir;
    const QString m_meshFolder;
    Reporter &m_report;
    Conversion &m_out;
    tinyxml2::XMLDocument m_xml;
    const std::vector<Pose> m_X_WF; ///< world poses at the initial joint positions
    QHash<FrameId, const JointMotion *> m_motionOf; ///< by joint frame
    QHash<const InlineMesh *, QString> m_meshUris;
    QSet<QString> m_meshNames;
};

void SimRobotToSdf::run(const QString &version)
{
    const World &world = m_doc.scene().world;
    m_xml.InsertEndChild(m_xml.NewDeclaration());
    XMLElement *sdf = m_xml.NewElement("sdf");
    m_xml.InsertEndChild(sdf);
    sdf->SetAttribute("version", version.toUtf8().constData());
    XMLElement *w = addChild(sdf, "world");
    setName(w, world.name.isEmpty() ? QStringLiteral("Scene") : world.name);
    // scene.sdf: ambient and background are required; the SimRobot reader set them from the
    // Scene's color and the lights' ambientColor, or left SDFormat's defaults.
    XMLElement *scene = addChild(w, "scene");
    addChild(scene, "ambient", colorText(world.scene.ambient));
    addChild(scene, "background", colorText(world.scene.background));
    addChild(w, "gravity", computed(world.gravity));
    for (const Extension &x : world.extensions)
        m_report.notConverted(x.source,
            tr("<%1> (SimRobot simulation settings; SDFormat has no counterpart)").arg(x.tag));
    for (const Light &l : world.lights)
        writeLight(w, l);
    QSet<QString> models;
    for (const Model &m : world.models)
        writeModel(w, m, kWorldFrame, QString(), models);
    m_out.xml = printed(m_xml);
}

QString SimRobotToSdf::sdfName(QSet<QString> &used, const QString &name, const QString &kind,
    const QString &scope, const SourceRef &source)
{
    // SDFormat 1.8+ (pose frame semantics, "Name uniqueness"): the links, joints, frames and
    // nested models of a model share one namespace; `world` and names starting with `__` are
    // reserved, and `::` separates scopes.
    QString base = name;
    base.replace(QStringLiteral("::"), QStringLiteral("_"));
    while (base.startsWith(QLatin1String("__")))
        base.remove(0, 1);
    if (base == QLatin1String("world"))
        base += QLatin1Char('_') + kind;
    QString unique = base;
    for (int i = 2; used.contains(unique); ++i)
        unique = base + QStringLiteral("_%1").arg(i);
    used.insert(unique);
    if (unique != name)
        // Message format relied on by tests/oracle/tst_oracle_simrobot.cpp.
        m_report.warning(source,
            tr("%1 '%2' is written as '%3': SDFormat 1.8+ needs unique names among the links, "
               "joints and nested models of a model and reserves 'world' and names starting "
               "with '__'")
                .arg(kind, joinScoped(scope, name), joinScoped(scope, unique)));
    return unique;
}

void SimRobotToSdf::writePose(XMLElement *e, const Pose &X, const QString &relativeTo)
{
    const QString text = poseText(X);
    if (relativeTo.isEmpty() && text == QLatin1String("0 0 0 0 0 0"))
        return;
    XMLElement *pose = addChild(e, "pose", text);
    if (!relativeTo.isEmpty())
        pose->SetAttribute("relative_to", relativeTo.toUtf8().constData());
}

void SimRobotToSdf::writeLight(XMLElement *world, const Light &l)
{
    // light.sdf; the SimRobot reader gives SDFormat's meaning to every field it sets.
    XMLElement *e = addChild(world, "light");
    setName(e, l.name);
    e->SetAttribute("type",
        l.type == Light::Type::Directional ? "directional"
            : l.type == Light::Type::Spot  ? "spot"
                                           : "point");
    writePose(e, relative(kWorldFrame, l.frame));
    addChild(e, "cast_shadows", l.castShadows ? QStringLiteral("true") : QStringLiteral("false"));
    addChild(e, "diffuse", colorText(l.diffuse));
    addChild(e, "specular", colorText(l.specular));
    XMLElement *attenuation = addChild(e, "attenuation");
    addChild(attenuation, "range", number(l.attenuationRange));
    addChild(attenuation, "constant", number(l.constant));
    addChild(attenuation, "linear", number(l.linear));
    addChild(attenuation, "quadratic", number(l.quadratic));
    addChild(e, "direction", computed(l.direction));
    if (l.type == Light::Type::Spot) {
        XMLElement *spot = addChild(e, "spot");
        addChild(spot, "inner_angle", computed(l.spotInnerAngle));
        addChild(spot, "outer_angle", computed(l.spotOuterAngle));
        addChild(spot, "falloff", number(l.spotFalloff));
    }
}

void SimRobotToSdf::writeModel(XMLElement *parent, const Model &model, FrameId parentModelFrame,
    const QString &scope, QSet<QString> &siblings)
{
    const QString name = sdfName(siblings, model.name, tr("model"), scope, model.source);
    const QString modelScope = joinScoped(scope, name);
    XMLElement *e = addChild(parent, "model");
    setName(e, name);
    // model.sdf: a model's pose is relative to its parent model (the world at the top).
    writePose(e, relative(parentModelFrame, model.frame));
    if (model.isStatic)
        addChild(e, "static", QStringLiteral("true"));

    QSet<QString> used;
    QHash<QString, QString> linkNames, jointNames;
    for (const Link &l : model.links)
        linkNames.insert(l.name, sdfName(used, l.name, tr("link"), modelScope, l.source));
    for (const Joint &j : model.joints)
        jointNames.insert(j.name, sdfName(used, j.name, tr("joint"), modelScope, j.source));
    for (const Link &l : model.links)
        writeLink(e, l, linkNames.value(l.name), model, jointNames);
    for (const Joint &j : model.joints)
        writeJoint(e, j, jointNames.value(j.name), linkNames);

    const bool compound
        = model.source.element && qstrcmp(model.source.element->Name(), "Compound") == 0;
    if (compound && !model.isStatic && !model.links.empty()) {
        // A compound never moves (simrobot-scene-description.md "compoundClass"); one that
        // carries joints cannot be <static> (its bodies move), so its link is fixed to the world.
        const QString fixed = sdfName(
            used, QStringLiteral("fixed_to_world"), tr("joint"), modelScope, model.source);
        XMLElement *joint = addChild(e, "joint");
        setName(joint, fixed);
        joint->SetAttribute("type", "fixed");
        addChild(joint, "parent", QStringLiteral("world"));
        addChild(joint, "child", linkNames.value(model.links.front().name));
        m_report.warning(model.source,
            tr("joint '%1' fixes compound '%2' to the world: SimRobot compounds do not move, and "
               "one with joints cannot be a static SDFormat model")
                .arg(joinScoped(modelScope, fixed), modelScope));
    }
    for (const Model &nested : model.models)
        writeModel(e, nested, model.frame, modelScope, used);
}

void SimRobotToSdf::writeLink(XMLElement *model, const Link &link, const QString &name,
    const Model &owner, const QHash<QString, QString> &jointNames)
{
    XMLElement *e = addChild(model, "link");
    setName(e, name);
    // A joint's body is posed in the joint frame (simrobotreader.h), as SDFormat writes it with
    // relative_to; any other link relative to the model frame.
    const Joint *parentJoint = nullptr;
    for (const Joint &j : owner.joints) {
        if (j.child == link.name)
            parentJoint = &j;
    }
    if (parentJoint)
        writePose(e, relative(parentJoint->frame, link.frame), jointNames.value(parentJoint->name));
    else
        writePose(e, relative(owner.frame, link.frame));
    if (link.inertial.present)
        writeSdfInertial(e, link.inertial);
    for (const Visual &v : link.visuals)
        writeVisual(e, link, v);
    for (const Collision &c : link.collisions) {
        XMLElement *collision = addChild(e, "collision");
        setName(collision, c.name);
        writePose(collision, relative(link.frame, c.frame));
        if (!writeSdfGeometry(collision, c.geometry))
            m_report.notConverted(c.source, tr("the shape of collision '%1'").arg(c.name));
    }
    for (const Sensor &s : link.sensors) {
        for (const QString &note : writeSimRobotSensor(e, s, relative(link.frame, s.frame), link))
            m_report.warning(s.source, note);
    }
    for (const Extension &x : link.extensions)
        m_report.notConverted(x.source,
            x.tag == QLatin1String("Material")
                ? tr("<Material> (SimRobot friction; SDFormat surface friction is per collision "
                     "and simulator-specific)")
                : tr("<%1> (SimRobot user input; SDFormat has no counterpart)").arg(x.tag));
}

void SimRobotToSdf::writeVisual(XMLElement *link, const Link &owner, const Visual &v)
{
    XMLElement *e = addChild(link, "visual");
    setName(e, v.name);
    writePose(e, relative(owner.frame, v.frame));
    const QString uri = v.geometry.inlineMesh
        ? meshUri(
            v.geometry, v.name.startsWith(QLatin1String("ComplexAppearance")) ? owner.name : v.name)
        : QString();
    if (!writeSdfGeometry(e, v.geometry, uri))
        m_report.notConverted(v.source, tr("the shape of visual '%1'").arg(v.name));

    // material.sdf; SimRobot's surfaceClass has the same four colours.
    const Material &m = v.material;
    if (!m.present)
        return;
    XMLElement *material = addChild(e, "material");
    // SDFormat's default ambient is black; a Surface without ambientColor shows its diffuse one.
    if (m.ambient || m.diffuse)
        addChild(material, "ambient", colorText(m.ambient ? *m.ambient : *m.diffuse));
    if (m.diffuse)
        addChild(material, "diffuse", colorText(*m.diffuse));
    if (m.specular)
        addChild(material, "specular", colorText(*m.specular));
    if (m.emissive)
        addChild(material, "emissive", colorText(*m.emissive));
    if (m.shininess != 0)
        m_report.notConverted(
            v.source, tr("the Surface's shininess (SDFormat 1.9 materials have none)"));
    if (!m.texture.isEmpty()) {
        if (m.textureResolved.isEmpty()) {
            m_report.notConverted(
                v.source, tr("diffuseTexture '%1' (the file does not exist)").arg(m.texture));
            return;
        }
        // material.sdf has no plain texture; the PBR albedo map is the one that says it.
        addChild(addChild(addChild(material, "pbr"), "metal"), "albedo_map",
            m_outDir.relativeFilePath(m.textureResolved));
        m_report.warning(v.source,
            tr("diffuseTexture '%1' is written as a PBR albedo map (<pbr><metal><albedo_map>), "
               "relative to the output file; renderers without PBR ignore it")
                .arg(m.texture));
    }
}

QString SimRobotToSdf::meshUri(const Geometry &g, const QString &baseName)
{
    const InlineMesh *mesh = g.inlineMesh.get();
    if (const auto it = m_meshUris.constFind(mesh); it != m_meshUris.constEnd())
        return it.value();
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9_.-]"));
    QString base = QString(baseName).replace(unsafe, QStringLiteral("_"));
    if (base.isEmpty() || base.startsWith(QLatin1Char('.')))
        base.prepend(QStringLiteral("mesh"));
    QString name = base;
    for (int i = 2; m_meshNames.contains(name.toLower()); ++i)
        name = base + QStringLiteral("_%1").arg(i);
    m_meshNames.insert(name.toLower()); // case-insensitive file systems
    const QString relativePath = m_meshFolder + QLatin1Char('/') + name + QStringLiteral(".obj");
    m_out.files.push_back({relativePath,
        wavefrontObj(*mesh,
            QStringLiteral("SimRobot ComplexAppearance %1, written by RoboStage").arg(g.uri))});
    m_meshUris.insert(mesh, relativePath);
    return relativePath;
}

void SimRobotToSdf::writeJoint(XMLElement *model, const Joint &j, const QString &name,
    const QHash<QString, QString> &linkNames)
{
    // joint.sdf; simrobotreader.cpp "jointClass": the joint frame is posed in the parent body,
    // the axis is expressed in the joint frame (SDFormat 1.7+'s default for <xyz>), a Hinge's
    // Deflection gives revolute limits (radians), a Slider's prismatic limits (metres), a
    // motor's maxVelocity and maxForce the velocity and effort limits.
    XMLElement *e = addChild(model, "joint");
    setName(e, name);
    e->SetAttribute("type", jointTypeName(j.type));
    FrameId parentFrame = kNoFrame;
    for (const JointMotion &motion : m_graph.joints()) {
        if (motion.joint == j.frame)
            parentFrame = motion.parent;
    }
    const QString parent = linkNames.value(j.parent, j.parent);
    writePose(e, relative(parentFrame == kNoFrame ? kWorldFrame : parentFrame, j.frame), parent);
    addChild(e, "parent", parent);
    addChild(e, "child", linkNames.value(j.child, j.child));
    if (j.type == Joint::Type::Fixed)
        return;
    // SDFormat 1.9+ has no initial joint position: the pose above is turned by `init` and the
    // limits move with it, so SimRobot's angle is the SDFormat one plus `init`, as SimRobot's
    // own Hinge/Slider count it.
    JointAxis a = j.axis;
    if (a.initialPosition != 0) {
        const bool hinge = j.type != Joint::Type::Prismatic;
        const QString init = hinge ? QStringLiteral("%1 rad (%2°)")
                                         .arg(computed(a.initialPosition))
                                         .arg(a.initialPosition * 180 / M_PI, 0, 'g', 6)
                                   : QStringLiteral("%1 m").arg(computed(a.initialPosition));
        e->InsertFirstChild(m_xml.NewComment(
            QStringLiteral(" SimRobot <Deflection init> %1: written at that start position; "
                           "SimRobot's joint position = this joint's position + %1 ")
                .arg(init)
                .toUtf8()
                .constData()));
        a.lower -= a.initialPosition;
        a.upper -= a.initialPosition;
        m_report.warning(j.source,
            tr("joint '%1' starts at its <Deflection init> %2: the converted joint's zero is "
               "that start position and its limits are shifted by it (SDFormat has no initial "
               "joint position)")
                .arg(m_graph.node(j.frame).scopedName, init));
    }
    XMLElement *axis = addChild(e, "axis");
    addChild(axis, "xyz", computed(j.axis.xyz));
    const bool bounded = j.type != Joint::Type::Continuous;
    if ((bounded && (std::isfinite(a.lower) || std::isfinite(a.upper))) || std::isfinite(a.effort)
        || std::isfinite(a.velocity)) {
        XMLElement *limit = addChild(axis, "limit");
        if (bounded && std::isfinite(a.lower))
            addChild(limit, "lower", computed(a.lower));
        if (bounded && std::isfinite(a.upper))
            addChild(limit, "upper", computed(a.upper));
        if (std::isfinite(a.effort))
            addChild(limit, "effort", computed(a.effort));
        if (std::isfinite(a.velocity))
            addChild(limit, "velocity", computed(a.velocity));
    }
}

} // namespace

Conversion convertSimRobotToSdf(
    const Document &doc, const QString &outPath, const ConvertOptions &options)
{
    Conversion out;
    Reporter report(doc, out.diagnostics);
    if (parseSdfVersion(options.sdfVersion) == 0) {
        report.error({},
            tr("SDFormat version '%1' cannot be written; use 1.9, 1.10 or 1.11")
                .arg(options.sdfVersion));
        return out;
    }
    if (doc.scene().format != SourceFormat::SimRobot) {
        report.error({}, tr("the file is not a SimRobot scene"));
        return out;
    }
    SimRobotToSdf(doc, outPath, report, out).run(options.sdfVersion);
    out.ok = true;
    return out;
}

} // namespace robostage
