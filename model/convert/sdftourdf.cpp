// SDFormat → URDF, see convert.h. Every pose comes from the resolved FrameGraph at zero joint
// positions, so `relative_to`, `attached_to`, `expressed_in` and the pre-1.7 rules need no
// special case here.

#include "convert.h"
#include "document.h"
#include "sdftourdfshapes.h"
#include "sdftourdftree.h"
#include "xmlout.h"

#include <tinyxml2.h>

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

#include <cmath>

namespace robostage {

namespace {

using tinyxml2::XMLElement;
using namespace convert;

/// URDF joint type (urdf-xml.md `<joint type>`) for the types SDFormat and URDF share; nullptr
/// for the others.
const char *urdfJointType(Joint::Type type)
{
    switch (type) {
    case Joint::Type::Fixed:
    case Joint::Type::Revolute:
    case Joint::Type::Continuous:
    case Joint::Type::Prismatic:
        return jointTypeName(type);
    default:
        return nullptr;
    }
}

bool isIdentity(const Pose &X)
{
    const Quat q = X.q.normalized().canonical();
    return X.p.norm() < 1e-12 && std::abs(q.x) + std::abs(q.y) + std::abs(q.z) < 1e-12;
}

/// URDF has no "unlimited": SDFormat's −1 / absent effort and velocity, and an absent position
/// limit, become 1e16, SDFormat's own default for absent position limits.
double bounded(double v, double unlimited = 1e16)
{
    return std::isfinite(v) ? v : std::copysign(unlimited, v);
}

class SdfToUrdf
{
    // tr() in the context the code used before; lupdate files its methods' strings there too.
    Q_DECLARE_TR_FUNCTIONS(robostage::convert)

public:
    SdfToUrdf(const Document &doc, const Model &model, Reporter &report)
        : m_graph(doc.frames())
        , m_model(model)
        , m_report(report)
    {
    }

    /// The URDF text; empty after errors.
    QByteArray run();

private:
    void placeLinks();
    void writeLink(XMLElement *robot, const Link &link);
    void writeVisual(XMLElement *link, const Link &owner, const Visual &visual);
    void writeJoint(XMLElement *robot, const UrdfTree::Edge &edge);
    void writeFrames(XMLElement *robot);
    void writeExtensions(XMLElement *robot, const Link &link);
    /// `<origin>` for X_FE (omitted for the identity).
    void writeOrigin(XMLElement *parent, const Pose &X_FE);
    /// The pose of frame node `id` in the URDF frame of `link` (X_FE = X_WF⁻¹·X_WE).
    Pose inLinkFrame(const Link &link, FrameId id) const
    {
        return m_X_WF.value(link.frame).inverse() * m_graph.worldPose(id);
    }

    const FrameGraph &m_graph;
    const Model &m_model;
    Reporter &m_report;
    tinyxml2::XMLDocument m_xml;
    UrdfTree m_tree;
    QHash<FrameId, Pose> m_X_WF; ///< world pose of each link's URDF frame, at q = 0
    QHash<FrameId, bool> m_moved; ///< link frames that moved onto their joint frame
    QHash<FrameId, QString> m_linkNames; ///< link node -> link name; kWorldFrame: `world`
};

QByteArray SdfToUrdf::run()
{
    if (!buildUrdfTree(m_model, m_graph, m_report, m_tree))
        return {};
    m_linkNames.insert(kWorldFrame, QStringLiteral("world"));
    for (const Link &l : m_model.links)
        m_linkNames.insert(l.frame, l.name);
    placeLinks();
    m_xml.InsertEndChild(m_xml.NewDeclaration());
    XMLElement *robot = m_xml.NewElement("robot");
    m_xml.InsertEndChild(robot);
    robot->SetAttribute("name", m_model.name.toUtf8().constData());
    if (m_tree.usesWorld)
        addChild(robot, "link")->SetAttribute("name", "world");
    for (const Link &l : m_model.links)
        writeLink(robot, l);
    for (const UrdfTree::Edge &e : m_tree.edges)
        writeJoint(robot, e);
    writeFrames(robot);
    for (const Link &l : m_model.links)
        writeExtensions(robot, l);
    if (m_model.isStatic) {
        addChild(addChild(robot, "gazebo"), "static", QStringLiteral("true"));
        m_report.warning(m_model.source,
            tr("static model '%1' is written with <gazebo><static>true</static></gazebo>; "
               "other URDF readers see a free robot")
                .arg(m_model.name));
    }
    for (const Extension &x : m_model.extensions) {
        if (x.tag == QLatin1String("plugin") && x.source.element) {
            addChild(robot, "gazebo")->InsertEndChild(x.source.element->DeepClone(&m_xml));
            m_report.warning(x.source,
                tr("<plugin> of model '%1' is written inside <gazebo> (only Gazebo reads it)")
                    .arg(m_model.name));
        } else {
            m_report.notConverted(x.source, tr("<%1> of model '%2'").arg(x.tag, m_model.name));
        }
    }
    return printed(m_xml);
}

void SdfToUrdf::placeLinks()
{
    // urdf-xml.md "joint": the child link frame is the joint frame. The root link keeps its
    // frame; it becomes the robot origin.
    for (FrameId id : m_tree.order) {
        const auto edge = m_tree.parentEdge.constFind(id);
        if (edge == m_tree.parentEdge.constEnd()) {
            m_X_WF.insert(id, m_graph.worldPose(id));
            if (!isIdentity(m_graph.worldPose(id)))
                m_report.warning(m_graph.node(id).source,
                    tr("root link '%1' is not at the world origin (%2); a URDF robot starts at "
                       "its root link, so the model is placed with '%1' at the origin")
                        .arg(m_linkNames.value(id), poseText(m_graph.worldPose(id))));
            continue;
        }
        const UrdfTree::Edge &e = m_tree.edges[size_t(*edge)];
        const Pose &X_WJ = m_graph.worldPose(e.joint->frame);
        m_X_WF.insert(id, X_WJ);
        const Pose X_JC = X_WJ.inverse() * m_graph.worldPose(id);
        if (!isIdentity(X_JC)) {
            m_moved.insert(id, true);
            // Message format relied on by tests/oracle/tst_convertoracle.cpp.
            m_report.warning(m_graph.node(id).source,
                tr("link '%1' is written in the frame of joint '%2' (URDF puts a child link's "
                   "frame on its joint; the link frame moves by %3 and its visuals, collisions, "
                   "inertial and frames keep their poses)")
                    .arg(m_linkNames.value(id), e.joint->name, poseText(X_JC)));
        }
    }
}

void SdfToUrdf::writeOrigin(XMLElement *parent, const Pose &X)
{
    if (isIdentity(X))
        return;
    XMLElement *origin = addChild(parent, "origin");
    origin->SetAttribute("xyz", computed(X.p).toUtf8().constData());
    origin->SetAttribute("rpy", computed(rollPitchYaw(X.q)).toUtf8().constData());
}

void SdfToUrdf::writeLink(XMLElement *robot, const Link &link)
{
    XMLElement *e = addChild(robot, "link");
    e->SetAttribute("name", link.name.toUtf8().constData());
    // SDFormat inertial.sdf: absent means mass 1 kg and unit inertia about the link origin.
    // An `auto="true"` inertial computed at load (autoinertial.h) is written with its values.
    if (link.inertial.automatic && !link.inertial.computed)
        m_report.notConverted(link.source,
            tr("<inertial auto=\"true\"> of link '%1' (URDF needs explicit values; the "
               "written ones are those of the file)")
                .arg(link.name));
    if (link.inertial.present || !m_model.isStatic) {
        const Inertial &in = link.inertial;
        XMLElement *inertial = addChild(e, "inertial");
        writeOrigin(inertial,
            m_X_WF.value(link.frame).inverse() * m_graph.worldPose(link.frame) * in.pose.X_RF);
        addChild(inertial, "mass")->SetAttribute("value", number(in.mass).toUtf8().constData());
        XMLElement *inertia = addChild(inertial, "inertia");
        const std::pair<const char *, double> moments[] = {{"ixx", in.ixx}, {"ixy", in.ixy},
            {"ixz", in.ixz}, {"iyy", in.iyy}, {"iyz", in.iyz}, {"izz", in.izz}};
        for (const auto &[name, value] : moments)
            inertia->SetAttribute(name, number(value).toUtf8().constData());
    }
    for (const Visual &v : link.visuals)
        writeVisual(e, link, v);
    for (const Collision &c : link.collisions) {
        const QString what = tr("collision '%1' of link '%2'").arg(c.name, link.name);
        XMLElement *collision = m_xml.NewElement("collision");
        collision->SetAttribute("name", c.name.toUtf8().constData());
        writeOrigin(collision, inLinkFrame(link, c.frame));
        if (writeUrdfGeometry(collision, c.geometry, c.source, what, m_report))
            e->InsertEndChild(collision);
        else
            m_xml.DeleteNode(collision);
    }
    for (const Light &l : link.lights)
        m_report.notConverted(
            l.source, tr("light '%1' of link '%2' (URDF has no lights)").arg(l.name, link.name));
}

void SdfToUrdf::writeVisual(XMLElement *link, const Link &owner, const Visual &v)
{
    const QString what = tr("visual '%1' of link '%2'").arg(v.name, owner.name);
    XMLElement *e = m_xml.NewElement("visual");
    e->SetAttribute("name", v.name.toUtf8().constData());
    writeOrigin(e, inLinkFrame(owner, v.frame));
    if (!writeUrdfGeometry(e, v.geometry, v.source, what, m_report)) {
        m_xml.DeleteNode(e);
        return;
    }
    link->InsertEndChild(e);
    // urdf-xml.md "link" → visual <material name><color rgba><texture filename>: one colour,
    // taken from SDFormat's diffuse (ambient when there is none).
    const Material &m = v.material;
    const std::optional<Color> color = m.diffuse ? m.diffuse : m.ambient;
    const QString texture = m.pbr ? m.pbr->albedoMap : QString();
    if (color || !texture.isEmpty()) {
        XMLElement *material = addChild(e, "material");
        material->SetAttribute(
            "name", QStringLiteral("%1_%2").arg(owner.name, v.name).toUtf8().constData());
        if (color)
            addChild(material, "color")
                ->SetAttribute("rgba", colorText(*color).toUtf8().constData());
        if (!texture.isEmpty())
            addChild(material, "texture")->SetAttribute("filename", texture.toUtf8().constData());
    }
    QStringList lost;
    if (m.diffuse && m.ambient && !(*m.ambient == *m.diffuse))
        lost << tr("ambient colour");
    if (m.specular)
        lost << tr("specular colour");
    if (m.emissive)
        lost << tr("emissive colour");
    if (!m.scriptName.isEmpty())
        lost << tr("script '%1'").arg(m.scriptName);
    if (m.pbr
        && (!m.pbr->normalMap.isEmpty() || !m.pbr->roughnessMap.isEmpty()
            || !m.pbr->metalnessMap.isEmpty() || !m.pbr->emissiveMap.isEmpty()))
        lost << tr("PBR maps other than the albedo map");
    if (v.transparency > 0)
        lost << tr("transparency");
    if (!lost.isEmpty())
        m_report.notConverted(v.source,
            tr("%1 of %2 (a URDF material has one colour and a texture)")
                .arg(lost.join(QStringLiteral(", ")), what));
}

void SdfToUrdf::writeJoint(XMLElement *robot, const UrdfTree::Edge &edge)
{
    const Joint &j = *edge.joint;
    const char *type = urdfJointType(j.type);
    if (!type) {
        m_report.notConverted(j.source,
            tr("the motion of %1 joint '%2': URDF has no such joint type, so it is written as "
               "a fixed joint")
                .arg(j.typeName, j.name));
        type = "fixed";
    }
    XMLElement *e = addChild(robot, "joint");
    e->SetAttribute("name", j.name.toUtf8().constData());
    e->SetAttribute("type", type);
    // X_PJ = X_WP⁻¹·X_WJ at zero joint positions, P the URDF frame of the parent link.
    const Pose X_WP = edge.parent == kWorldFrame ? Pose {} : m_X_WF.value(edge.parent);
    const Pose &X_WJ = m_graph.worldPose(j.frame);
    writeOrigin(e, X_WP.inverse() * X_WJ);
    addChild(e, "parent")
        ->SetAttribute("link", m_linkNames.value(edge.parent).toUtf8().constData());
    addChild(e, "child")->SetAttribute("link", m_linkNames.value(edge.child).toUtf8().constData());
    if (QByteArray(type) == "fixed")
        return;

    // urdf-xml.md "joint" → <axis>: in the joint frame. SDFormat's may be expressed in another
    // frame (`expressed_in`, `use_parent_model_frame`), resolved in the graph.
    const JointMotion &m = *edge.motion;
    const FrameId expressedIn = m.axisExpressedIn == kNoFrame ? m.joint : m.axisExpressedIn;
    const Vec3 axis_W = m_graph.worldPose(expressedIn).q.rotate(m.axis);
    const Vec3 axis_J = X_WJ.q.conjugate().rotate(axis_W).normalized();
    addChild(e, "axis")->SetAttribute("xyz", computed(axis_J).toUtf8().constData());

    const JointAxis &a = j.axis;
    const bool continuous = j.type == Joint::Type::Continuous;
    XMLElement *limit = m_xml.NewElement("limit");
    if (!continuous) {
        limit->SetAttribute("lower", number(bounded(a.lower)).toUtf8().constData());
        limit->SetAttribute("upper", number(bounded(a.upper)).toUtf8().constData());
    }
    if (!continuous || (std::isfinite(a.effort) && a.effort >= 0)
        || (std::isfinite(a.velocity) && a.velocity >= 0)) {
        limit->SetAttribute(
            "effort", number(a.effort < 0 ? 1e16 : bounded(a.effort)).toUtf8().constData());
        limit->SetAttribute(
            "velocity", number(a.velocity < 0 ? 1e16 : bounded(a.velocity)).toUtf8().constData());
        e->InsertEndChild(limit);
    } else {
        m_xml.DeleteNode(limit);
    }
    if (a.damping != 0 || a.friction != 0) {
        XMLElement *dynamics = addChild(e, "dynamics");
        dynamics->SetAttribute("damping", number(a.damping).toUtf8().constData());
        dynamics->SetAttribute("friction", number(a.friction).toUtf8().constData());
    }
    if (a.springStiffness != 0)
        m_report.notConverted(j.source, tr("the spring of joint '%1'").arg(j.name));
    if (j.hasAxis2)
        m_report.notConverted(j.source, tr("<axis2> of joint '%1'").arg(j.name));
    if (a.initialPosition != 0) // URDF has no initial position (urdf-xml.md "joint")
        m_report.notConverted(j.source, tr("the initial position of joint '%1'").arg(j.name));
    if (j.mimic.present) {
        // SDFormat 1.11 `//axis/mimic`: q = multiplier·(q_leader − reference) + offset;
        // urdf-xml.md "joint" → <mimic>: q = multiplier·q_leader + offset.
        if (!j.mimic.axis.isEmpty() && j.mimic.axis != QLatin1String("axis")) {
            m_report.notConverted(j.source,
                tr("<mimic> of joint '%1' following <%2> (URDF joints have one axis)")
                    .arg(j.name, j.mimic.axis));
        } else {
            XMLElement *mimic = addChild(e, "mimic");
            mimic->SetAttribute("joint", j.mimic.joint.toUtf8().constData());
            mimic->SetAttribute("multiplier", number(j.mimic.multiplier).toUtf8().constData());
            mimic->SetAttribute("offset",
                number(j.mimic.offset - j.mimic.multiplier * j.mimic.reference)
                    .toUtf8()
                    .constData());
        }
    }
}

void SdfToUrdf::writeFrames(XMLElement *robot)
{
    // SDFormat `<frame>` attached (through any chain) to a link → Drake's URDF
    // `<frame name link xyz rpy>` (drake-urdf-xsd.txt "robot/frame"), posed in the link's
    // URDF frame.
    QHash<FrameId, const Link *> links;
    QStringList names;
    for (const Link &l : m_model.links) {
        links.insert(l.frame, &l);
        names << l.name;
    }
    int written = 0;
    for (const Frame &f : m_model.frames) {
        const Link *link = links.value(m_graph.body(f.frame));
        if (!link) {
            m_report.notConverted(f.source,
                tr("frame '%1', which is attached to no link (URDF frames are fixed to links)")
                    .arg(f.name));
            continue;
        }
        if (names.contains(f.name)) {
            m_report.notConverted(
                f.source, tr("frame '%1', which has the name of a link").arg(f.name));
            continue;
        }
        XMLElement *e = addChild(robot, "frame");
        const Pose X_LF = inLinkFrame(*link, f.frame);
        e->SetAttribute("name", f.name.toUtf8().constData());
        e->SetAttribute("link", link->name.toUtf8().constData());
        e->SetAttribute("xyz", computed(X_LF.p).toUtf8().constData());
        e->SetAttribute("rpy", computed(rollPitchYaw(X_LF.q)).toUtf8().constData());
        ++written;
    }
    if (written > 0)
        m_report.warning(m_model.source,
            tr("%1 frames are written as Drake <frame> elements; urdfdom and ROS tools ignore "
               "them")
                .arg(written));
}

void SdfToUrdf::writeExtensions(XMLElement *robot, const Link &link)
{
    // Sensors go into `<gazebo reference="LINK">` blocks, as Gazebo's URDF reader expects
    // them; their pose stays relative to the link, so only when the link frame did not move
    // and the pose names no other frame.
    for (const Sensor &s : link.sensors) {
        if (m_moved.value(link.frame) || !s.pose.relativeTo.isEmpty() || !s.source.element) {
            m_report.notConverted(s.source,
                tr("sensor '%1' of link '%2' (its pose cannot be kept in a <gazebo> block)")
                    .arg(s.name, link.name));
            continue;
        }
        XMLElement *gazebo = addChild(robot, "gazebo");
        gazebo->SetAttribute("reference", link.name.toUtf8().constData());
        gazebo->InsertEndChild(s.source.element->DeepClone(&m_xml));
        m_report.warning(s.source,
            tr("sensor '%1' of link '%2' is written inside <gazebo reference=\"%2\"> (only "
               "Gazebo reads it)")
                .arg(s.name, link.name));
    }
    for (const Extension &x : link.extensions)
        m_report.notConverted(x.source, tr("<%1> of link '%2'").arg(x.tag, link.name));
}

/// Reports what a world holds besides its one model: URDF describes a robot only.
void reportWorld(const World &world, Reporter &report)
{
    for (const Light &l : world.lights)
        report.notConverted(l.source, tr("light '%1' (URDF has no lights)").arg(l.name));
    for (const Frame &f : world.frames)
        report.notConverted(f.source, tr("world frame '%1'").arg(f.name));
    for (const Extension &x : world.extensions)
        report.notConverted(x.source, tr("<%1> of the world").arg(x.tag));
}

} // namespace

Conversion convertToUrdf(const Document &doc)
{
    Conversion out;
    Reporter report(doc, out.diagnostics);
    const SceneModel &scene = doc.scene();
    if (scene.format != SourceFormat::Sdf) {
        report.error({}, tr("the file is not SDFormat; only SDFormat converts to URDF"));
        return out;
    }
    const World &world = scene.world;
    if (world.models.size() != 1) {
        report.error(world.source,
            tr("the file has %1 models; a URDF describes exactly one robot")
                .arg(world.models.size()));
        return out;
    }
    bool ok = true;
    for (const Joint &j : world.joints) {
        report.error(j.source,
            tr("world joint '%1' cannot be expressed: URDF joints connect links of one robot")
                .arg(j.name));
        ok = false;
    }
    const Model &model = world.models.front();
    for (const Model &nested : model.models) {
        report.error(nested.source,
            tr("nested model '%1' cannot be expressed: a URDF robot has no nested robots")
                .arg(nested.name));
        ok = false;
    }
    if (model.links.empty()) {
        report.error(model.source, tr("model '%1' has no link").arg(model.name));
        ok = false;
    }
    if (!ok)
        return out;
    reportWorld(world, report);
    out.xml = SdfToUrdf(doc, model, report).run();
    out.ok = !out.xml.isEmpty();
    return out;
}

} // namespace robostage
