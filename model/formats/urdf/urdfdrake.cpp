#include "urdfdrake.h"

#include "formats/readcontext.h"
#include "urdfattributes.h"

#include <tinyxml2.h>

#include <QCoreApplication>
#include <QSet>

namespace robostage::urdf {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::urdf", text);
}

/// Reads the robot-level Drake elements of one robot; see readDrakeElements().
class DrakeReader
{
    // tr() in the context the code used before; lupdate files its methods' strings there too.
    Q_DECLARE_TR_FUNCTIONS(robostage::urdf)

public:
    DrakeReader(const Attributes &a, Model &model, const QHash<QString, int> &links,
        FrameGraph &graph, const QString &scope)
        : m_a(a)
        , m_model(model)
        , m_links(links)
        , m_graph(graph)
        , m_scope(scope)
    {
    }

    void readLoopJoint(const tinyxml2::XMLElement *e);
    void readCollisionFilterGroup(const tinyxml2::XMLElement *e);
    void readForceElement(const tinyxml2::XMLElement *e);
    void checkGroupReferences();

private:
    /// The link frame named by `link` of `e` (`what` names the element for the message), or
    /// kNoFrame after a warning.
    FrameId linkFrame(const tinyxml2::XMLElement *e, const QString &owner);
    /// `<link1 link xyz rpy>` style attachment (drake-urdf-xsd.txt "loop_joint/link1",
    /// "linear_spring_damper/link1"); false after a warning when it is missing or names no link.
    bool attachment(const tinyxml2::XMLElement *parent, const char *tag, const QString &owner,
        LinkAttachment &out);
    /// `<parent link>` + `<origin xyz rpy>` (thrust, propellor, wing).
    bool parentAndOrigin(const tinyxml2::XMLElement *e, const QString &owner, LinkAttachment &out);

    const Attributes &m_a;
    Model &m_model;
    const QHash<QString, int> &m_links;
    FrameGraph &m_graph;
    const QString m_scope;
    QSet<QString> m_loopJointNames;
};

FrameId DrakeReader::linkFrame(const tinyxml2::XMLElement *e, const QString &owner)
{
    const QString name = Attributes::string(e, "link");
    if (name.isEmpty()) {
        m_a.reportMissing(e, "link", tr("%1 is skipped").arg(owner),
            tr("link=\"NAME\" naming a link of this robot"));
        return kNoFrame;
    }
    const auto it = m_links.constFind(name);
    if (it == m_links.constEnd()) {
        m_a.ctx.warning(e,
            tr("%1 names link '%2', which is not a link of this robot; it is skipped. "
               "Correct the link name.")
                .arg(owner, name));
        return kNoFrame;
    }
    return m_model.links[size_t(*it)].frame;
}

bool DrakeReader::attachment(
    const tinyxml2::XMLElement *parent, const char *tag, const QString &owner, LinkAttachment &out)
{
    const tinyxml2::XMLElement *e = parent->FirstChildElement(tag);
    if (!e) {
        m_a.ctx.warning(parent,
            tr("%1 has no <%2>; it is skipped. Add <%2 link=\"NAME\" xyz=\"…\" rpy=\"…\"/>.")
                .arg(owner, QString::fromLatin1(tag)));
        return false;
    }
    out.link = Attributes::string(e, "link");
    out.linkFrame = linkFrame(e, owner);
    out.X_LA = m_a.xyzRpy(e);
    return out.linkFrame != kNoFrame;
}

bool DrakeReader::parentAndOrigin(
    const tinyxml2::XMLElement *e, const QString &owner, LinkAttachment &out)
{
    const tinyxml2::XMLElement *parent = e->FirstChildElement("parent");
    if (!parent) {
        m_a.ctx.warning(
            e, tr("%1 has no <parent>; it is not drawn. Add <parent link=\"NAME\"/>.").arg(owner));
        return false;
    }
    out.link = Attributes::string(parent, "link");
    out.linkFrame = linkFrame(parent, owner);
    if (const tinyxml2::XMLElement *origin = e->FirstChildElement("origin"))
        out.X_LA = m_a.xyzRpy(origin);
    return out.linkFrame != kNoFrame;
}

void DrakeReader::readLoopJoint(const tinyxml2::XMLElement *e)
{
    // drake-urdf-xsd.txt "robot/loop_joint": name required; type "continuous" (the only one
    // Drake's schema allows); <link1>/<link2 link xyz rpy> the frames A and B it joins;
    // "loop_joint/axis" xyz, default 1 0 0, in frame A.
    LoopJoint joint;
    joint.source = m_a.ctx.ref(e);
    joint.name = Attributes::string(e, "name");
    if (joint.name.isEmpty()) {
        m_a.reportMissing(
            e, "name", tr("the loop joint is skipped"), tr("name=\"…\" (unique in the robot)"));
        return;
    }
    if (m_loopJointNames.contains(joint.name)) {
        m_a.ctx.warning(e,
            tr("loop joint '%1' is declared twice; this one is skipped. Give each loop joint a "
               "unique name.")
                .arg(joint.name));
        return;
    }
    if (Attributes::has(e, "type"))
        joint.typeName = Attributes::string(e, "type").trimmed();
    if (joint.typeName != QLatin1String("continuous")) {
        m_a.ctx.warning(e,
            tr("loop joint '%1' has type '%2'; Drake's schema allows only 'continuous'. It is "
               "shown as written.")
                .arg(joint.name, joint.typeName));
    }
    const QString owner = tr("loop joint '%1'").arg(joint.name);
    if (!attachment(e, "link1", owner, joint.link1) || !attachment(e, "link2", owner, joint.link2))
        return;
    if (const tinyxml2::XMLElement *axis = e->FirstChildElement("axis")) {
        const Vec3 xyz = m_a.vec3(axis, "xyz", Vec3 {1, 0, 0});
        if (xyz.norm() > 0) {
            joint.axis = xyz.normalized();
        } else {
            m_a.ctx.warning(axis,
                tr("the axis of loop joint '%1' is the zero vector; using 1 0 0. Give the axis "
                   "direction in the link1 frame, e.g. xyz=\"0 1 0\".")
                    .arg(joint.name));
        }
    }
    const QString base = m_scope + QStringLiteral("::") + joint.name + QStringLiteral("::");
    for (LinkAttachment *side : {&joint.link1, &joint.link2}) {
        const QString tag
            = side == &joint.link1 ? QStringLiteral("link1") : QStringLiteral("link2");
        side->frame = m_graph.add(FrameKind::Frame, base + tag, side->linkFrame, side->X_LA,
            side->linkFrame, joint.source);
    }
    m_loopJointNames.insert(joint.name);
    m_model.loopJoints.push_back(std::move(joint));
}

void DrakeReader::readCollisionFilterGroup(const tinyxml2::XMLElement *e)
{
    // drake-urdf-xsd.txt "robot/collision_filter_group": name required; "member link";
    // "ignored_collision_filter_group" (the schema's collision_filter_group attribute, Drake's
    // parser reads name). Drake also reads `drake:member_group name` and `ignore="true"`.
    CollisionFilterGroup group;
    group.source = m_a.ctx.ref(e);
    group.name = Attributes::string(e, "name");
    if (group.name.isEmpty()) {
        m_a.reportMissing(e, "name", tr("the collision filter group is skipped"),
            tr("name=\"…\" (unique in the robot)"));
        return;
    }
    group.ignored = Attributes::string(e, "ignore").trimmed() == QLatin1String("true");
    for (const tinyxml2::XMLElement *c = e->FirstChildElement(); c; c = c->NextSiblingElement()) {
        if (isTagOrDrake(c, "member")) {
            const QString owner = tr("a member of collision filter group '%1'").arg(group.name);
            if (linkFrame(c, owner) != kNoFrame)
                group.members << Attributes::string(c, "link");
        } else if (isTagOrDrake(c, "member_group")) {
            group.memberGroups << Attributes::string(c, "name");
        } else if (isTagOrDrake(c, "ignored_collision_filter_group")) {
            QString name = Attributes::string(c, "name");
            if (name.isEmpty())
                name = Attributes::string(c, "collision_filter_group");
            if (name.isEmpty()) {
                m_a.reportMissing(c, "name", tr("it is ignored"),
                    tr("name=\"GROUP\" naming a collision filter group"));
                continue;
            }
            group.ignoredGroups << name;
        }
    }
    m_model.collisionFilterGroups.push_back(std::move(group));
}

void DrakeReader::checkGroupReferences()
{
    QSet<QString> names;
    for (const CollisionFilterGroup &g : m_model.collisionFilterGroups)
        names.insert(g.name);
    for (const CollisionFilterGroup &g : m_model.collisionFilterGroups) {
        for (const QString &other : g.ignoredGroups + g.memberGroups) {
            if (names.contains(other))
                continue;
            m_a.ctx.warning(g.source.element,
                tr("collision filter group '%1' refers to group '%2', which this robot does "
                   "not declare. Declare it or correct the name.")
                    .arg(g.name, other));
        }
    }
}

void DrakeReader::readForceElement(const tinyxml2::XMLElement *e)
{
    // drake-urdf-xsd.txt "robot/force_element": one child per force element (thrust,
    // propellor, wing, linear_spring_damper, and types RoboStage keeps without drawing).
    const QString elementName = Attributes::string(e, "name");
    for (const tinyxml2::XMLElement *c = e->FirstChildElement(); c; c = c->NextSiblingElement()) {
        ForceElement f;
        f.source = m_a.ctx.ref(c);
        f.typeName = tagOf(c);
        f.name = Attributes::has(c, "name") ? Attributes::string(c, "name") : elementName;
        const QString owner = tr("force element '%1' (%2)").arg(f.name, f.typeName);
        bool ok = true;
        if (isTagOrDrake(c, "thrust") || isTagOrDrake(c, "propellor")) {
            // "thrust/axis", "propellor/axis": xyz, default 1 0 0; "propellor" visual_diameter.
            f.type = isTagOrDrake(c, "thrust") ? ForceElement::Type::Thrust
                                               : ForceElement::Type::Propellor;
            ok = parentAndOrigin(c, owner, f.parent);
            const Vec3 axis = m_a.vec3(c->FirstChildElement("axis"), "xyz", Vec3 {1, 0, 0});
            f.axis = axis.norm() > 0 ? axis.normalized() : Vec3 {1, 0, 0};
            f.visualDiameter = m_a.number(c, "visual_diameter", 0.2);
        } else if (isTagOrDrake(c, "wing")) {
            // "force_element/wing": span and chord in metres; origin at the quarter chord.
            f.type = ForceElement::Type::Wing;
            ok = parentAndOrigin(c, owner, f.parent);
            f.span = m_a.number(c, "span", 0);
            f.chord = m_a.number(c, "chord", 0);
        } else if (isTagOrDrake(c, "linear_spring_damper")) {
            // "force_element/linear_spring_damper": <link1>, <link2>; stiffness N/m, damping
            // N·s/m, rest_length m (default 0).
            f.type = ForceElement::Type::LinearSpringDamper;
            ok = attachment(c, "link1", owner, f.parent) && attachment(c, "link2", owner, f.link2);
            f.stiffness = m_a.number(c, "stiffness", 0);
            f.damping = m_a.number(c, "damping", 0);
            f.restLength = m_a.number(c, "rest_length", 0);
        }
        if (ok)
            m_model.forceElements.push_back(std::move(f));
    }
}

} // namespace

void readDrakeElements(const Attributes &attributes, const tinyxml2::XMLElement *robot,
    Model &model, const QHash<QString, int> &links, FrameGraph &graph, const QString &scope)
{
    DrakeReader reader(attributes, model, links, graph, scope);
    bool groups = false;
    for (const tinyxml2::XMLElement *e = robot->FirstChildElement(); e;
         e = e->NextSiblingElement()) {
        if (isTagOrDrake(e, "loop_joint")) {
            reader.readLoopJoint(e);
        } else if (isTagOrDrake(e, "collision_filter_group")) {
            reader.readCollisionFilterGroup(e);
            groups = true;
        } else if (isTagOrDrake(e, "force_element")) {
            reader.readForceElement(e);
        }
    }
    if (groups)
        reader.checkGroupReferences();
}

} // namespace robostage::urdf
