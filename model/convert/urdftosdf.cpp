// URDF → SDFormat, see convert.h. The writer works on the loaded SceneModel (links, joints,
// Drake frames with their URDF poses) and takes `<gazebo>` blocks from the source DOM.

#include "convert.h"
#include "document.h"
#include "sdfelements.h"
#include "urdftosdfgazebo.h"
#include "xmlout.h"

#include <tinyxml2.h>

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <cmath>

namespace robostage {

namespace {

using tinyxml2::XMLElement;
using namespace convert;

/// SDFormat joint type for a URDF (or Drake) joint type; nullptr where SDFormat has none.
const char *sdfJointType(Joint::Type type)
{
    switch (type) {
    case Joint::Type::Floating:
    case Joint::Type::Planar:
    case Joint::Type::Other: // Drake curvilinear
        return nullptr;
    default:
        return jointTypeName(type);
    }
}

class UrdfToSdf
{
    // tr() in the context the code used before; lupdate files its methods' strings there too.
    Q_DECLARE_TR_FUNCTIONS(robostage::convert)

public:
    UrdfToSdf(const Model &model, int version, Reporter &report)
        : m_model(model)
        , m_version(version)
        , m_report(report)
        , m_gazebo(m_xml, report)
    {
    }

    QByteArray run();

private:
    void assignNames();
    QString uniqueName(
        const QString &name, const QString &suffix, const QString &kind, const SourceRef &source);
    void writeLink(XMLElement *model, const Link &link);
    void writeInertial(XMLElement *link, const Inertial &inertial);
    /// A `<visual>` or `<collision>` (`kind`) element in `link`: its name (made unique among
    /// `names`, with a warning when renamed), pose and geometry. Returns the element.
    XMLElement *writeShape(XMLElement *link, const Link &owner, const char *kind,
        const QString &shapeName, const PoseSpec &pose, const Geometry &geometry,
        const SourceRef &source, QSet<QString> &names);
    void writeVisual(
        XMLElement *link, const Link &owner, const Visual &visual, QSet<QString> &names);
    void writeCollision(
        XMLElement *link, const Link &owner, const Collision &collision, QSet<QString> &names);
    void writeGeometry(XMLElement *parent, const Geometry &geometry, const SourceRef &owner,
        const QString &ownerText);
    void writeJoint(XMLElement *model, const Joint &joint);
    void writeAxis(XMLElement *joint, const Joint &source, const char *type);
    void writeFrame(XMLElement *model, const Frame &frame);
    void writeLoopJointFrames(XMLElement *model, const LoopJoint &loop);
    bool isWorld(const QString &link) const
    {
        return link == QLatin1String("world") && !m_written.contains(link);
    }

    const Model &m_model;
    const int m_version;
    Reporter &m_report;
    tinyxml2::XMLDocument m_xml;
    GazeboBlocks m_gazebo;
    QSet<QString> m_used; ///< names taken in the model scope (links, joints, frames)
    QSet<QString> m_written; ///< links written (all but a declared `world` link)
    QHash<QString, QString> m_jointNames; ///< URDF joint name -> SDFormat joint name
    QHash<QString, QString> m_frameNames;
};

QByteArray UrdfToSdf::run()
{
    m_xml.InsertEndChild(m_xml.NewDeclaration());
    XMLElement *sdf = m_xml.NewElement("sdf");
    m_xml.InsertEndChild(sdf);
    sdf->SetAttribute("version", m_version == 111 ? "1.11" : m_version == 110 ? "1.10" : "1.9");
    XMLElement *model = addChild(sdf, "model");
    model->SetAttribute("name", m_model.name.toUtf8().constData());
    assignNames();

    // The canonical link is the URDF root link (the first link that is no joint's child).
    QSet<QString> children;
    for (const Joint &j : m_model.joints)
        children.insert(j.child);
    QString firstWritten, root;
    for (const Link &l : m_model.links) {
        if (!m_written.contains(l.name))
            continue;
        if (firstWritten.isEmpty())
            firstWritten = l.name;
        if (root.isEmpty() && !children.contains(l.name))
            root = l.name;
    }
    if (!root.isEmpty() && root != firstWritten)
        model->SetAttribute("canonical_link", root.toUtf8().constData());

    for (const Extension &e : m_model.extensions)
        m_gazebo.applyToModel(model, e);
    for (const Link &l : m_model.links)
        writeLink(model, l);
    for (const Joint &j : m_model.joints)
        writeJoint(model, j);
    for (const Frame &f : m_model.frames)
        writeFrame(model, f);
    for (const LoopJoint &l : m_model.loopJoints)
        writeLoopJointFrames(model, l);
    return printed(m_xml);
}

QString UrdfToSdf::uniqueName(
    const QString &name, const QString &suffix, const QString &kind, const SourceRef &source)
{
    if (!m_used.contains(name) && !name.startsWith(QLatin1String("__"))) {
        m_used.insert(name);
        return name;
    }
    QString unique = name + suffix;
    for (int i = 2; m_used.contains(unique); ++i)
        unique = name + suffix + QString::number(i);
    m_used.insert(unique);
    // Message format relied on by tests/oracle/tst_convertoracle.cpp.
    m_report.warning(source,
        tr("%1 '%2' is written as '%3': SDFormat 1.8+ needs unique names among the links, "
           "joints and frames of a model")
            .arg(kind, name, unique));
    return unique;
}

void UrdfToSdf::assignNames()
{
    m_used = {QStringLiteral("world"), QStringLiteral("__model__")};
    for (const Link &l : m_model.links) {
        if (l.name == QLatin1String("world")) {
            // The world frame (Drake, ROS): joints to it become joints to the SDFormat world.
            if (!l.visuals.empty() || !l.collisions.empty() || l.inertial.present)
                m_report.notConverted(l.source,
                    tr("the contents of link 'world' (SDFormat reserves the name for the "
                       "world frame, which has no visuals, collisions or inertia)"));
            continue;
        }
        m_used.insert(l.name);
        m_written.insert(l.name);
    }
    for (const Joint &j : m_model.joints)
        m_jointNames.insert(
            j.name, uniqueName(j.name, QStringLiteral("_joint"), tr("joint"), j.source));
    for (const Frame &f : m_model.frames)
        m_frameNames.insert(
            f.name, uniqueName(f.name, QStringLiteral("_frame"), tr("frame"), f.source));
}

void UrdfToSdf::writeLink(XMLElement *model, const Link &link)
{
    if (!m_written.contains(link.name))
        return;
    XMLElement *e = addChild(model, "link");
    e->SetAttribute("name", link.name.toUtf8().constData());
    // urdf-xml.md "joint": the child link frame is the joint frame.
    for (const Joint &j : m_model.joints) {
        if (j.child == link.name) {
            XMLElement *pose = addChild(e, "pose", QStringLiteral("0 0 0 0 0 0"));
            pose->SetAttribute("relative_to", m_jointNames.value(j.name).toUtf8().constData());
            break;
        }
    }
    if (link.inertial.present)
        writeInertial(e, link.inertial);
    QSet<QString> visualNames, collisionNames;
    for (const Visual &v : link.visuals)
        writeVisual(e, link, v, visualNames);
    for (const Collision &c : link.collisions)
        writeCollision(e, link, c, collisionNames);
    for (const Extension &x : link.extensions)
        m_gazebo.applyToLink(e, link, x);
}

void UrdfToSdf::writeInertial(XMLElement *link, const Inertial &in)
{
    // urdf-xml.md "link" → <inertial>: <origin> is the centre-of-mass frame relative to the
    // link; SDFormat inertial.sdf `<pose>` is the same frame relative to the link.
    writeSdfInertial(link, in);
}

/// `name`, or `name_2`, `name_3` … when a sibling of the same kind already has it.
QString uniqueIn(QSet<QString> &names, const QString &name)
{
    QString unique = name;
    for (int i = 2; names.contains(unique); ++i)
        unique = name + QStringLiteral("_%1").arg(i);
    names.insert(unique);
    return unique;
}

XMLElement *UrdfToSdf::writeShape(XMLElement *link, const Link &owner, const char *kind,
    const QString &shapeName, const PoseSpec &pose, const Geometry &geometry,
    const SourceRef &source, QSet<QString> &names)
{
    XMLElement *e = addChild(link, kind);
    const QString name = uniqueIn(names, shapeName);
    const bool visual = qstrcmp(kind, "visual") == 0;
    if (name != shapeName)
        m_report.warning(source,
            (visual ? tr("visual '%1' of link '%2' is written as '%3': SDFormat needs unique "
                         "visual names in a link")
                    : tr("collision '%1' of link '%2' is written as '%3': SDFormat needs unique "
                         "collision names in a link"))
                .arg(shapeName, owner.name, name));
    e->SetAttribute("name", name.toUtf8().constData());
    if (!pose.X_RF.isIdentity())
        addChild(e, "pose", poseText(pose.X_RF));
    writeGeometry(e, geometry, source,
        (visual ? tr("visual '%1' of link '%2'") : tr("collision '%1' of link '%2'"))
            .arg(shapeName, owner.name));
    return e;
}

void UrdfToSdf::writeVisual(
    XMLElement *link, const Link &owner, const Visual &v, QSet<QString> &names)
{
    XMLElement *e = writeShape(link, owner, "visual", v.name, v.pose, v.geometry, v.source, names);

    // urdf-xml.md "link" → visual <material>: one colour (libsdformat's URDF conversion uses it
    // as ambient and diffuse) and an optional texture (SDFormat 1.6+ PBR albedo map).
    const Material &m = v.material;
    const QString script = m_gazebo.materialScript(owner);
    if (!m.diffuse && !m.ambient && m.texture.isEmpty() && script.isEmpty())
        return;
    XMLElement *material = addChild(e, "material");
    if (!script.isEmpty()) {
        XMLElement *s = addChild(material, "script");
        addChild(s, "uri", QStringLiteral("file://media/materials/scripts/gazebo.material"));
        addChild(s, "name", script);
    }
    if (m.ambient)
        addChild(material, "ambient", colorText(*m.ambient));
    if (m.diffuse)
        addChild(material, "diffuse", colorText(*m.diffuse));
    if (!m.texture.isEmpty())
        addChild(addChild(addChild(material, "pbr"), "metal"), "albedo_map", m.texture);
}

void UrdfToSdf::writeCollision(
    XMLElement *link, const Link &owner, const Collision &c, QSet<QString> &names)
{
    writeShape(link, owner, "collision", c.name, c.pose, c.geometry, c.source, names);
}

void UrdfToSdf::writeGeometry(
    XMLElement *parent, const Geometry &g, const SourceRef &owner, const QString &ownerText)
{
    // urdf-xml.md "link" → <geometry>; Drake <capsule>, <drake:ellipsoid>; SDFormat
    // geometry.sdf (capsule and ellipsoid since 1.8). Mesh URIs as written: package:// stays.
    if (!writeSdfGeometry(parent, g))
        m_report.notConverted(g.source.element ? g.source : owner,
            tr("the shape of %1 (RoboStage does not read it; written as <empty/>)").arg(ownerText));
}

void UrdfToSdf::writeJoint(XMLElement *model, const Joint &j)
{
    const char *type = sdfJointType(j.type);
    if (!type) {
        m_report.notConverted(j.source,
            tr("the motion of %1 joint '%2': SDFormat has no such joint type, so it is written "
               "as a fixed joint")
                .arg(j.typeName, j.name));
        type = "fixed";
    }
    XMLElement *e = addChild(model, "joint");
    e->SetAttribute("name", m_jointNames.value(j.name).toUtf8().constData());
    e->SetAttribute("type", type);
    // urdf-xml.md "joint" → <origin>: the joint frame relative to the parent link frame (the
    // model frame for a joint to the world, since a URDF robot sits at the world origin).
    const bool toWorld = isWorld(j.parent);
    XMLElement *pose = addChild(e, "pose", poseText(j.pose.X_RF));
    pose->SetAttribute("relative_to", toWorld ? "__model__" : j.parent.toUtf8().constData());
    addChild(e, "parent", toWorld ? QStringLiteral("world") : j.parent);
    addChild(e, "child", j.child);
    writeAxis(e, j, type);
    if (j.hasSafetyController)
        m_report.notConverted(j.source,
            tr("<safety_controller> of joint '%1' (SDFormat has no soft limits)").arg(j.name));
    if (j.hasCalibration)
        m_report.notConverted(
            j.source, tr("<calibration> of joint '%1' (SDFormat has none)").arg(j.name));
    for (const Extension &x : j.extensions) {
        if (x.tag.endsWith(QLatin1String("screw_thread_pitch")))
            continue; // written by writeAxis()
        m_gazebo.applyToJoint(e, j, x);
    }
}

void UrdfToSdf::writeAxis(XMLElement *joint, const Joint &j, const char *type)
{
    const QByteArray t(type);
    if (t == "fixed" || t == "ball")
        return;
    XMLElement *axis = addChild(joint, "axis");
    if (t == "universal") {
        // Drake's universal joint turns about the x then the y axis of the joint frame.
        addChild(axis, "xyz", QStringLiteral("1 0 0"));
        addChild(addChild(joint, "axis2"), "xyz", QStringLiteral("0 1 0"));
        return;
    }
    // urdf-xml.md "joint" → <axis xyz>: in the joint frame, the SDFormat default frame of
    // `<axis><xyz>` (1.7+). urdfdom normalises it; so does this.
    const Vec3 &xyz = j.axis.xyz;
    addChild(axis, "xyz",
        std::abs(xyz.norm() - 1) > 1e-12
            ? computed(xyz.normalized())
            : number(xyz.x) + QLatin1Char(' ') + number(xyz.y) + QLatin1Char(' ') + number(xyz.z));
    const JointAxis &a = j.axis;
    const bool limited = t == "revolute" || t == "prismatic" || t == "screw";
    const bool anyLimit = (limited && (std::isfinite(a.lower) || std::isfinite(a.upper)))
        || std::isfinite(a.effort) || std::isfinite(a.velocity);
    if (anyLimit) {
        XMLElement *limit = addChild(axis, "limit");
        if (limited && std::isfinite(a.lower))
            addChild(limit, "lower", number(a.lower));
        if (limited && std::isfinite(a.upper))
            addChild(limit, "upper", number(a.upper));
        if (std::isfinite(a.effort))
            addChild(limit, "effort", number(a.effort));
        if (std::isfinite(a.velocity))
            addChild(limit, "velocity", number(a.velocity));
    }
    if (a.damping != 0 || a.friction != 0) {
        XMLElement *dynamics = addChild(axis, "dynamics");
        addChild(dynamics, "damping", number(a.damping));
        addChild(dynamics, "friction", number(a.friction));
    }
    if (j.mimic.present) {
        // urdf-xml.md "joint" → <mimic>: q = multiplier·q_leader + offset; SDFormat 1.11
        // `//axis/mimic` adds a reference, 0 here.
        if (m_version >= 111) {
            XMLElement *mimic = addChild(axis, "mimic");
            mimic->SetAttribute(
                "joint", m_jointNames.value(j.mimic.joint, j.mimic.joint).toUtf8().constData());
            mimic->SetAttribute("axis", "axis");
            addChild(mimic, "multiplier", number(j.mimic.multiplier));
            addChild(mimic, "offset", number(j.mimic.offset));
            addChild(mimic, "reference", QStringLiteral("0"));
        } else {
            m_report.notConverted(j.source,
                tr("<mimic> of joint '%1' (SDFormat has joint mimic constraints from version "
                   "1.11; convert with --sdf-version 1.11)")
                    .arg(j.name));
        }
    }
    if (t == "screw") {
        // Drake's pitch is metres per revolution, right-handed positive (SDFormat 1.10
        // `screw_thread_pitch`); SDFormat 1.9 `thread_pitch` is radians per metre, positive
        // for a left-handed thread.
        const double pitch = j.screwThreadPitch.value_or(2 * M_PI / -j.threadPitch);
        if (m_version >= 110)
            addChild(joint, "screw_thread_pitch", number(pitch));
        else if (pitch != 0)
            addChild(joint, "thread_pitch", computed(-2 * M_PI / pitch));
    }
}

void UrdfToSdf::writeFrame(XMLElement *model, const Frame &f)
{
    // Drake `<frame name link xyz rpy>` (drake-urdf-xsd.txt "robot/frame"): fixed to `link` at
    // X_LF; SDFormat 1.7+ `<frame attached_to>` with the pose relative to the same link.
    if (!m_written.contains(f.attachedTo)) {
        m_report.notConverted(f.source,
            tr("frame '%1' fixed to the world (a model's frames are attached to its links or "
               "the model)")
                .arg(f.name));
        return;
    }
    XMLElement *e = addChild(model, "frame");
    e->SetAttribute("name", m_frameNames.value(f.name).toUtf8().constData());
    e->SetAttribute("attached_to", f.attachedTo.toUtf8().constData());
    XMLElement *pose = addChild(e, "pose", poseText(f.pose.X_RF));
    pose->SetAttribute("relative_to", f.attachedTo.toUtf8().constData());
}

void UrdfToSdf::writeLoopJointFrames(XMLElement *model, const LoopJoint &loop)
{
    // Drake <loop_joint> (drake-urdf-xsd.txt "robot/loop_joint") joins frame A on link1 and B
    // on link2; an SDFormat joint has one joint frame, so the loop is not converted (reported
    // with the extension), but A and B are kept as frames NAME__link1 and NAME__link2.
    for (const LinkAttachment *side : {&loop.link1, &loop.link2}) {
        if (!m_written.contains(side->link))
            continue;
        const QString tag = side == &loop.link1 ? QStringLiteral("link1") : QStringLiteral("link2");
        QString name = loop.name + QStringLiteral("__") + tag;
        for (int i = 2; m_used.contains(name); ++i)
            name = loop.name + QStringLiteral("__") + tag + QString::number(i);
        m_used.insert(name);
        // Message format relied on by tests/oracle/tst_convertoracle.cpp.
        m_report.warning(loop.source,
            tr("frame '%1::%2' is written as '%3': the %2 attachment frame of loop joint '%1' "
               "(SDFormat has no loop joint)")
                .arg(loop.name, tag, name));
        XMLElement *e = addChild(model, "frame");
        e->SetAttribute("name", name.toUtf8().constData());
        e->SetAttribute("attached_to", side->link.toUtf8().constData());
        addChild(e, "pose", poseText(side->X_LA))
            ->SetAttribute("relative_to", side->link.toUtf8().constData());
    }
}

} // namespace

Conversion convertToSdf(const Document &doc, const ConvertOptions &options)
{
    Conversion out;
    Reporter report(doc, out.diagnostics);
    const SceneModel &scene = doc.scene();
    const int version = parseSdfVersion(options.sdfVersion);
    if (version == 0) {
        report.error({},
            tr("SDFormat version '%1' cannot be written; use 1.9, 1.10 or 1.11")
                .arg(options.sdfVersion));
        return out;
    }
    if (scene.format != SourceFormat::Urdf || scene.world.models.size() != 1) {
        report.error({}, tr("the file is not a URDF robot; only URDF converts to SDFormat"));
        return out;
    }
    out.xml = UrdfToSdf(scene.world.models.front(), version, report).run();
    out.ok = true;
    return out;
}

} // namespace robostage
