#include "urdfreader.h"

#include "formats/readcontext.h"
#include "urdfattributes.h"
#include "urdfdrake.h"
#include "urdfjoint.h"
#include "urdflink.h"
#include "urdftree.h"

#include <tinyxml2.h>

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>

#include <algorithm>

namespace robostage::urdf {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::urdf", text);
}

/// " Did you mean 'x'?" for the candidate closest to `name` in edit distance, if close enough.
QString didYouMean(const QString &name, const QStringList &candidates)
{
    int best = std::max(2, int(name.size()) / 3) + 1;
    QString bestName;
    std::vector<int> row;
    for (const QString &c : candidates) {
        row.resize(size_t(c.size()) + 1);
        for (int j = 0; j <= c.size(); ++j)
            row[size_t(j)] = j;
        for (int i = 1; i <= name.size(); ++i) {
            int diagonal = row[0];
            row[0] = i;
            for (int j = 1; j <= c.size(); ++j) {
                const int above = row[size_t(j)];
                const int cost = name[i - 1].toLower() == c[j - 1].toLower() ? 0 : 1;
                row[size_t(j)] = std::min({above + 1, row[size_t(j - 1)] + 1, diagonal + cost});
                diagonal = above;
            }
        }
        if (row.back() < best) {
            best = row.back();
            bestName = c;
        }
    }
    return bestName.isEmpty() ? QString() : tr(" Did you mean '%1'?").arg(bestName);
}

QString quotedList(const QStringList &names, int max = 8)
{
    QStringList shown;
    for (int i = 0; i < names.size() && i < max; ++i)
        shown << QLatin1Char('\'') + names[i] + QLatin1Char('\'');
    if (names.size() > max)
        shown << QStringLiteral("…");
    return shown.join(QStringLiteral(", "));
}

/// Reads one `<robot>` into a model; see readRobotInto().
class RobotReader
{
    Q_DECLARE_TR_FUNCTIONS(robostage::urdf::RobotReader)

public:
    RobotReader(const ReadContext &ctx, const tinyxml2::XMLElement *robot, Model &model,
        FrameId modelFrame, const QString &scope)
        : m_ctx(ctx)
        , m_attributes(ctx)
        , m_materials(m_attributes)
        , m_robot(robot)
        , m_model(model)
        , m_modelFrame(modelFrame)
        , m_scope(scope)
        , m_graph(ctx.document.frames())
        , m_firstLink(model.links.size())
        , m_firstJoint(model.joints.size())
        , m_tree(model.links.size(), model.joints.size())
    {
    }

    void run()
    {
        m_attributes.readParameters(m_robot);
        m_materials.readAll(m_robot);
        readLinks();
        for (const tinyxml2::XMLElement *e = m_robot->FirstChildElement(); e;
             e = e->NextSiblingElement()) {
            if (isTag(e, "joint") || isTag(e, "drake:joint"))
                readJoint(e);
        }
        placeLinks();
        addJointMotions();
        readFrames();
        readDrakeElements(m_attributes, m_robot, m_model, m_linkIndex, m_graph, m_scope);
        readExtensions();
    }

private:
    QString scoped(const QString &name) const { return m_scope + QStringLiteral("::") + name; }

    FrameId addNode(FrameKind kind, const QString &name, FrameId relativeTo, const Pose &X_RF,
        FrameId attachedTo, const SourceRef &source)
    {
        return m_graph.add(kind, name, relativeTo, X_RF, attachedTo, source);
    }

    QStringList linkNames() const
    {
        QStringList names;
        for (size_t i = m_firstLink; i < m_model.links.size(); ++i)
            names << m_model.links[i].name;
        return names;
    }

    void readLinks();
    void readJoint(const tinyxml2::XMLElement *e);
    int linkForJoint(
        const Joint &joint, const tinyxml2::XMLElement *ref, const QString &name, bool isParent);
    void placeLinks();
    void addJointMotions();
    void readFrames();
    void readExtensions();

    const ReadContext &m_ctx;
    Attributes m_attributes;
    MaterialTable m_materials;
    const tinyxml2::XMLElement *m_robot;
    Model &m_model;
    const FrameId m_modelFrame;
    const QString m_scope;
    FrameGraph &m_graph;
    const size_t m_firstLink, m_firstJoint; // the first link and joint this reader adds
    QHash<QString, int> m_linkIndex; // link name -> index in m_model.links
    QHash<QString, int> m_jointIndex; // joint name -> index in m_model.joints
    LinkTree m_tree; // the joints accepted so far, over all links of the model
};

void RobotReader::readLinks()
{
    // urdf-xml.md "link": name required and unique. Every link frame starts at the model origin;
    // placeLinks() then puts each child link frame on its joint frame.
    for (const tinyxml2::XMLElement *e = m_robot->FirstChildElement("link"); e;
         e = e->NextSiblingElement("link")) {
        Link link;
        link.name = Attributes::string(e, "name");
        link.source = m_ctx.ref(e);
        if (link.name.isEmpty()) {
            m_attributes.reportMissing(e, "name", tr("the link is skipped"),
                tr("name=\"base_link\" (unique in the robot)"));
            continue;
        }
        if (const auto it = m_linkIndex.constFind(link.name); it != m_linkIndex.constEnd()) {
            m_ctx.error(e,
                tr("link '%1' is declared twice (first at line %2); this one is "
                   "skipped. Give each link a unique name.")
                    .arg(link.name)
                    .arg(m_model.links[size_t(*it)].source.line));
            continue;
        }
        readLinkContents(m_attributes, m_materials, e, link);
        link.frame = addNode(
            FrameKind::Link, scoped(link.name), m_modelFrame, Pose {}, kNoFrame, link.source);
        // urdf-xml.md "link" → visual/collision <origin>: relative to the link frame.
        for (Visual &v : link.visuals) {
            v.frame = addNode(FrameKind::Visual, scoped(link.name + QStringLiteral("::") + v.name),
                link.frame, v.pose.X_RF, link.frame, v.source);
        }
        for (Collision &c : link.collisions) {
            c.frame
                = addNode(FrameKind::Collision, scoped(link.name + QStringLiteral("::") + c.name),
                    link.frame, c.pose.X_RF, link.frame, c.source);
        }
        m_linkIndex.insert(link.name, int(m_model.links.size()));
        m_model.links.push_back(std::move(link));
        m_tree.addLink();
    }
}

int RobotReader::linkForJoint(
    const Joint &joint, const tinyxml2::XMLElement *ref, const QString &name, bool isParent)
{
    const auto it = m_linkIndex.constFind(name);
    if (it != m_linkIndex.constEnd())
        return *it;
    // Drake and ROS tools read an undeclared parent "world" as the world frame.
    if (isParent && name == QLatin1String("world"))
        return LinkTree::kWorld;
    m_ctx.error(ref,
        tr("joint '%1' names %2 link '%3', which is not a link of this robot; the "
           "joint is skipped. Declare <link name=\"%3\"/> or correct the name.%4")
            .arg(joint.name, isParent ? tr("parent") : tr("child"), name,
                didYouMean(name, linkNames())));
    return -2;
}

void RobotReader::readJoint(const tinyxml2::XMLElement *e)
{
    // urdf-xml.md "joint": name, type, <parent link>, <child link> required. Drake's
    // <drake:joint> has the same form with its own types.
    Joint joint;
    joint.source = m_ctx.ref(e);
    joint.name = Attributes::string(e, "name");
    if (joint.name.isEmpty()) {
        m_attributes.reportMissing(
            e, "name", tr("the joint is skipped"), tr("name=\"…\" (unique in the robot)"));
        return;
    }
    if (const auto it = m_jointIndex.constFind(joint.name); it != m_jointIndex.constEnd()) {
        m_ctx.error(e,
            tr("joint '%1' is declared twice (first at line %2); this one is skipped. "
               "Give each joint a unique name.")
                .arg(joint.name)
                .arg(m_model.joints[size_t(*it)].source.line));
        return;
    }
    const QString type = Attributes::string(e, "type").trimmed();
    if (type.isEmpty()) {
        m_attributes.reportMissing(e, "type", tr("joint '%1' is skipped").arg(joint.name),
            tr("type=\"revolute\" (or continuous, prismatic, fixed, "
               "floating, planar)"));
        return;
    }
    const bool drake = isDrakeTag(e);
    joint.typeName = drake ? QStringLiteral("drake:") + type : type;
    if (!jointTypeFromName(type, joint.type)) {
        m_ctx.warning(e,
            tr("joint '%1' has type '%2', which neither URDF nor Drake defines; it "
               "is shown but does not move. Use revolute, continuous, prismatic, "
               "fixed, floating or planar.")
                .arg(joint.name, type));
    }
    const tinyxml2::XMLElement *parent = e->FirstChildElement("parent");
    const tinyxml2::XMLElement *child = e->FirstChildElement("child");
    joint.parent = Attributes::string(parent, "link");
    joint.child = Attributes::string(child, "link");
    const auto requireLink = [&](const tinyxml2::XMLElement *element, const QString &name,
                                 const char *what) {
        if (!name.isEmpty())
            return true;
        if (element)
            m_attributes.reportMissing(element, "link", tr("joint '%1' is skipped").arg(joint.name),
                tr("link=\"NAME\" naming a link of this robot"));
        else
            m_ctx.error(e,
                tr("joint '%1' has no <%2>; it is skipped. Add <%2 link=\"NAME\"/>.")
                    .arg(joint.name, QString::fromLatin1(what)));
        return false;
    };
    if (!requireLink(parent, joint.parent, "parent") || !requireLink(child, joint.child, "child"))
        return;
    const int parentLink = linkForJoint(joint, parent, joint.parent, true);
    const int childLink = linkForJoint(joint, child, joint.child, false);
    if (parentLink == -2 || childLink == -2)
        return;
    if (const int other = m_tree.parentJoint(childLink); other >= 0) {
        const Joint &first = m_model.joints[size_t(other)];
        m_ctx.error(e,
            tr("link '%1' is already the child of joint '%2' (line %3); a URDF link "
               "has one parent joint, so joint '%4' is skipped. Close kinematic loops "
               "with Drake's <loop_joint> instead.")
                .arg(joint.child, first.name)
                .arg(first.source.line)
                .arg(joint.name));
        return;
    }
    if (std::vector<int> loop; m_tree.closesLoop(parentLink, childLink, loop)) {
        QStringList path;
        for (int link : loop)
            path << m_model.links[size_t(link)].name;
        path << joint.child;
        if (path.size() > 9)
            path = path.mid(0, 4) + QStringList {QStringLiteral("…")} + path.mid(path.size() - 4);
        m_ctx.error(e,
            tr("joint '%1' closes the kinematic loop %2; URDF describes a tree, so "
               "the joint is skipped. Close kinematic loops with Drake's "
               "<loop_joint> instead.")
                .arg(joint.name, path.join(QStringLiteral(" -> "))));
        return;
    }
    readJointProperties(m_attributes, e, joint);
    // urdf-xml.md "joint" → <origin>: the joint frame J relative to the parent link frame P
    // (X_PJ); the joint frame moves with the child link.
    const FrameId parentFrame
        = parentLink == LinkTree::kWorld ? kWorldFrame : m_model.links[size_t(parentLink)].frame;
    joint.frame = addNode(FrameKind::Joint, scoped(joint.name), parentFrame, joint.pose.X_RF,
        m_model.links[size_t(childLink)].frame, joint.source);
    const int index = int(m_model.joints.size());
    m_jointIndex.insert(joint.name, index);
    m_model.joints.push_back(std::move(joint));
    m_tree.addJoint(parentLink, childLink);
}

void RobotReader::placeLinks()
{
    // urdf-xml.md "joint" → <origin>: "The joint is located at the origin of the child link",
    // so the child link frame C is the joint frame J (X_JC = identity). Roots stay at the model
    // origin; the model frame moves with the (first) root link.
    QStringList roots;
    FrameId firstRoot = kNoFrame;
    for (size_t i = m_firstLink; i < m_model.links.size(); ++i) {
        const Link &link = m_model.links[i];
        if (const int joint = m_tree.parentJoint(int(i)); joint >= 0) {
            m_graph.node(link.frame).relativeTo = m_model.joints[size_t(joint)].frame;
            continue;
        }
        roots << link.name;
        if (firstRoot == kNoFrame)
            firstRoot = link.frame;
    }
    m_graph.node(m_modelFrame).attachedTo = firstRoot == kNoFrame ? kWorldFrame : firstRoot;
    if (m_model.links.size() == m_firstLink) {
        m_ctx.error(m_robot,
            tr("robot '%1' has no <link>; there is nothing to show. Add at "
               "least one <link name=\"…\">.")
                .arg(m_model.name));
    } else if (roots.size() > 1) {
        m_ctx.warning(m_robot,
            tr("robot '%1' has %2 root links (%3): links that are no joint's "
               "child. URDF describes one tree; each root stays at the model "
               "origin. Connect them to one root link with joints (e.g. "
               "fixed joints).")
                .arg(m_model.name)
                .arg(roots.size())
                .arg(quotedList(roots)));
    }
}

void RobotReader::addJointMotions()
{
    for (size_t i = m_firstJoint; i < m_model.joints.size(); ++i) {
        const Joint &joint = m_model.joints[i];
        JointMotion motion;
        motion.joint = joint.frame;
        const int parentLink = m_tree.parentLink(int(i));
        motion.parent = parentLink == LinkTree::kWorld ? kWorldFrame
                                                       : m_model.links[size_t(parentLink)].frame;
        motion.child = m_model.links[size_t(m_tree.childLink(int(i)))].frame;
        motion.type = joint.type;
        motion.axis = joint.axis.xyz; // in the joint frame (urdf-xml.md "joint" → <axis>)
        motion.axisExpressedIn = kNoFrame;
        motion.threadPitch = joint.screwThreadPitch.value_or(joint.threadPitch);
        motion.screwPitchIsMetresPerRevolution = joint.screwThreadPitch.has_value();
        if (joint.mimic.present) {
            const tinyxml2::XMLElement *mimic = joint.source.element->FirstChildElement("mimic");
            if (!m_jointIndex.contains(joint.mimic.joint)) {
                m_ctx.warning(mimic,
                    tr("joint '%1' mimics '%2', which is not a joint of this "
                       "robot; it does not follow it. Name an existing joint in "
                       "<mimic joint>.%3")
                        .arg(joint.name, joint.mimic.joint,
                            didYouMean(joint.mimic.joint, m_jointIndex.keys())));
            } else if (joint.mimic.joint == joint.name) {
                m_ctx.warning(mimic,
                    tr("joint '%1' mimics itself; the mimic is ignored. Name "
                       "another joint in <mimic joint>.")
                        .arg(joint.name));
            } else {
                motion.mimicLeader = scoped(joint.mimic.joint);
                motion.mimicMultiplier = joint.mimic.multiplier;
                motion.mimicOffset = joint.mimic.offset;
            }
        }
        m_graph.addJoint(motion);
    }
}

void RobotReader::readFrames()
{
    // Drake extension (drake-urdf-xsd.txt, "robot/frame"): <frame name link xyz rpy>, a frame
    // fixed to `link` at pose X_LF given by xyz/rpy.
    QHash<QString, int> frameLine;
    for (const tinyxml2::XMLElement *e = m_robot->FirstChildElement(); e;
         e = e->NextSiblingElement()) {
        if (!isTagOrDrake(e, "frame"))
            continue;
        Frame frame;
        frame.name = Attributes::string(e, "name");
        frame.attachedTo = Attributes::string(e, "link");
        frame.source = m_ctx.ref(e);
        if (frame.name.isEmpty()) {
            m_attributes.reportMissing(e, "name", tr("the frame is skipped"), tr("name=\"…\""));
            continue;
        }
        if (frame.attachedTo.isEmpty()) {
            m_attributes.reportMissing(e, "link", tr("frame '%1' is skipped").arg(frame.name),
                tr("link=\"NAME\" naming the link the frame is fixed to"));
            continue;
        }
        if (m_linkIndex.contains(frame.name) || frameLine.contains(frame.name)) {
            m_ctx.error(e,
                tr("frame '%1' has the name of another link or frame; it is skipped. "
                   "Give the frame a unique name.")
                    .arg(frame.name));
            continue;
        }
        FrameId link = kWorldFrame;
        if (const auto it = m_linkIndex.constFind(frame.attachedTo); it != m_linkIndex.constEnd()) {
            link = m_model.links[size_t(*it)].frame;
        } else if (frame.attachedTo != QLatin1String("world")) {
            m_ctx.error(e,
                tr("frame '%1' is fixed to link '%2', which is not a link of this "
                   "robot; the frame is skipped. Correct the link name.%3")
                    .arg(frame.name, frame.attachedTo, didYouMean(frame.attachedTo, linkNames())));
            continue;
        }
        frame.pose.present = Attributes::has(e, "xyz") || Attributes::has(e, "rpy");
        frame.pose.X_RF = m_attributes.xyzRpy(e);
        frame.frame = addNode(
            FrameKind::Frame, scoped(frame.name), link, frame.pose.X_RF, link, frame.source);
        frameLine.insert(frame.name, e->GetLineNum());
        m_model.frames.push_back(std::move(frame));
    }
}

void RobotReader::readExtensions()
{
    // Elements RoboStage does not model are kept as extensions: <gazebo reference> blocks on
    // the link or joint they name (urdf-xml.md "gazebo"; a link is looked up first, as the
    // Gazebo URDF converter does), <gazebo> without reference, <transmission>, Drake's
    // <loop_joint>, <collision_filter_group>, <parameter>, <force_element> and every other
    // element on the model.
    for (const tinyxml2::XMLElement *e = m_robot->FirstChildElement(); e;
         e = e->NextSiblingElement()) {
        if (isTag(e, "link") || isTag(e, "joint") || isTag(e, "drake:joint") || isTag(e, "material")
            || isTagOrDrake(e, "frame"))
            continue;
        Extension extension {QString::fromUtf8(e->Name()), QString(), m_ctx.ref(e)};
        if (isTag(e, "gazebo") && e->Attribute("reference")) {
            extension.reference = Attributes::string(e, "reference");
            if (const auto l = m_linkIndex.constFind(extension.reference);
                l != m_linkIndex.constEnd()) {
                m_model.links[size_t(*l)].extensions.push_back(extension);
                continue;
            }
            if (const auto j = m_jointIndex.constFind(extension.reference);
                j != m_jointIndex.constEnd()) {
                m_model.joints[size_t(*j)].extensions.push_back(extension);
                continue;
            }
            m_ctx.warning(e,
                tr("<gazebo reference=\"%1\"> names no link or joint of this robot; "
                   "it is kept on the model. Correct the reference.%2")
                    .arg(extension.reference,
                        didYouMean(extension.reference, linkNames() + m_jointIndex.keys())));
        }
        m_model.extensions.push_back(extension);
    }
}

} // namespace

void read(const ReadContext &ctx, const tinyxml2::XMLElement *robot)
{
    SceneModel &scene = ctx.document.scene();
    scene.format = SourceFormat::Urdf;
    scene.version.clear();
    scene.declaresWorld = false;

    // urdf-xml.md "robot": the name attribute is required in the main file.
    Model model;
    model.name = Attributes::string(robot, "name");
    if (model.name.isEmpty()) {
        model.name = QFileInfo(ctx.path).completeBaseName();
        if (model.name.isEmpty())
            model.name = QStringLiteral("robot");
        ctx.error(robot,
            tr("<robot> has no name attribute; the model is called '%1'. Add "
               "name=\"…\" (URDF requires it).")
                .arg(model.name));
    }
    model.version = QStringLiteral("urdf");
    model.source = ctx.ref(robot);

    FrameNode node;
    node.kind = FrameKind::Model;
    node.scopedName = model.name;
    node.relativeTo = kWorldFrame;
    node.attachedTo = kWorldFrame;
    node.source = model.source;
    model.frame = ctx.document.frames().add(std::move(node));

    readRobotInto(ctx, robot, model, model.frame, model.name);
    scene.world.models.push_back(std::move(model));
}

void readRobotInto(const ReadContext &ctx, const tinyxml2::XMLElement *robot, Model &model,
    FrameId modelFrame, const QString &scope)
{
    RobotReader(ctx, robot, model, modelFrame, scope).run();
}

} // namespace robostage::urdf
