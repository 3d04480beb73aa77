// AddEntity on URDF documents (structurecommands.h): the new elements and the tree rules of
// urdf-xml.md.

#include "addentityprivate.h"
#include "numberformat.h"
#include "propertyhelpers.h"

#include <QSet>

#include <algorithm>

namespace robostage::edit {

namespace {

using tinyxml2::XMLElement;

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

/// `<origin xyz rpy>` line of a new joint, visual or collision, with the newline that starts
/// it; empty for the zero pose (urdf-xml.md: the origin defaults to identity).
QByteArray originLine(const AddSpec &spec)
{
    if (isZeroPose(spec.xyzRpy))
        return QByteArray();
    const auto &v = spec.xyzRpy;
    return "\n\t<origin xyz=\"" + formatNumbers({v[0], v[1], v[2]}) + "\" rpy=\""
        + formatNumbers({v[3], v[4], v[5]}) + "\"/>";
}

/// urdf-xml.md `<joint type>`.
const QStringList &urdfJointTypes()
{
    static const QStringList types {QStringLiteral("revolute"), QStringLiteral("continuous"),
        QStringLiteral("prismatic"), QStringLiteral("fixed"), QStringLiteral("floating"),
        QStringLiteral("planar")};
    return types;
}

/// The `<axis>` and `<limit>` lines of a new joint of `type`: `axis` (AddSpec::axis, z unless
/// chosen; urdf-xml.md's default is x, so it is always written) for the types that have one;
/// revolute ±π rad and prismatic ±1 m, both with effort 100 (N·m or N) and velocity 1 (rad/s
/// or m/s), as urdf-xml.md requires `<limit>` with effort and velocity for them.
QByteArray axisLines(const QString &type, const Vec3 &axis)
{
    if (type == QLatin1String("fixed") || type == QLatin1String("floating"))
        return QByteArray();
    QByteArray out = "\n\t<axis xyz=\"" + formatNumbers({axis.x, axis.y, axis.z}) + "\"/>";
    if (type == QLatin1String("revolute"))
        out += "\n\t<limit lower=\"-3.141592653589793\" upper=\"3.141592653589793\" "
               "effort=\"100\" velocity=\"1\"/>";
    else if (type == QLatin1String("prismatic"))
        out += "\n\t<limit lower=\"-1\" upper=\"1\" effort=\"100\" velocity=\"1\"/>";
    return out;
}

bool hasLink(const Model &robot, const QString &name)
{
    return std::any_of(
        robot.links.begin(), robot.links.end(), [&](const Link &l) { return l.name == name; });
}

/// The tree rules of urdf-xml.md for a new joint `spec` of `robot`: known type, existing
/// distinct links, one parent per link, no cycle. False with `error` set.
bool checkJoint(const Model &robot, const AddSpec &spec, QString *error)
{
    if (!urdfJointTypes().contains(spec.jointType)) {
        *error = tr("'%1' is not a URDF joint type; use one of %2")
                     .arg(spec.jointType, urdfJointTypes().join(QStringLiteral(", ")));
        return false;
    }
    for (const QString &end : {spec.jointParent, spec.jointChild}) {
        if (!hasLink(robot, end)) {
            *error = tr("robot '%1' has no link named '%2'").arg(robot.name, end);
            return false;
        }
    }
    if (spec.jointParent == spec.jointChild) {
        *error = tr("the joint's parent and child are both '%1'").arg(spec.jointChild);
        return false;
    }
    QHash<QString, QString> parentOf; // child link -> parent link
    for (const Joint &j : robot.joints) {
        if (j.child == spec.jointChild) {
            *error = tr("link '%1' already has the parent joint '%2'; a URDF link has one "
                        "parent")
                         .arg(spec.jointChild, j.name);
            return false;
        }
        parentOf.insert(j.child, j.parent);
    }
    QSet<QString> seen;
    for (QString link = spec.jointParent; !link.isEmpty() && !seen.contains(link);
         link = parentOf.value(link)) {
        seen.insert(link);
        if (link == spec.jointChild) {
            *error = tr("'%1' is above '%2' in the tree; the joint would close a cycle (URDF "
                        "is a tree)")
                         .arg(spec.jointChild, spec.jointParent);
            return false;
        }
    }
    return true;
}

/// False with `error` when `spec` names a model part other than the robot (URDF: NAME alone).
bool checkRobotPart(const Model &robot, const AddSpec &spec, QString *error)
{
    if (spec.parent.isEmpty() || spec.parent == robot.name)
        return true;
    *error = tr("URDF has one robot; write the name alone, without '%1::'").arg(spec.parent);
    return false;
}

} // namespace

bool planUrdfAdd(const Document &doc, const AddSpec &spec, AddPlan &plan, QString *error)
{
    if (doc.scene().world.models.empty() || !doc.scene().world.models.front().source.element) {
        *error = tr("the file has no <robot> to add to");
        return false;
    }
    const Model &robot = doc.scene().world.models.front();
    const XMLElement *robotElement = robot.source.element;
    const QByteArray name = escapeXml(spec.name);
    plan.file = robot.source.file;
    plan.parent = robotElement;
    QString scope = robot.name;
    switch (spec.kind) {
    case AddSpec::Kind::Model:
        *error = tr("a URDF file holds one robot; models can be added to SDFormat files");
        return false;
    case AddSpec::Kind::Frame:
        *error = tr("URDF has no frames (urdf-xml.md); add a link with a fixed joint instead");
        return false;
    case AddSpec::Kind::Include:
        *error = tr("URDF has no <include> (urdf-xml.md); include models in an SDFormat world "
                    "or model, or use xacro:include in a xacro file");
        return false;
    case AddSpec::Kind::Light:
    case AddSpec::Kind::Sensor:
        return planUrdfGazebo(doc, spec, plan, error);
    case AddSpec::Kind::Link: {
        if (!checkRobotPart(robot, spec, error))
            return false;
        if (spec.hasPose) {
            *error = tr("a URDF link's pose is its parent joint's <origin>; give the pose to "
                        "--add-joint");
            return false;
        }
        plan.kind = FrameKind::Link;
        plan.after = lastChildNamed(robotElement, {"link"});
        const QByteArray i = formatNumber(kAddedLinkInertia);
        plan.snippet = "<link name=\"" + name + "\">\n\t<inertial>\n\t\t<mass value=\""
            + formatNumber(kAddedLinkMass) + "\"/>\n\t\t<inertia ixx=\"" + i
            + "\" ixy=\"0\" ixz=\"0\" iyy=\"" + i + "\" iyz=\"0\" izz=\"" + i
            + "\"/>\n\t</inertial>\n</link>";
        plan.notes << tr("the new link '%1' has mass 1 kg and inertia diag(1, 1, 1) kg·m²; "
                         "set its inertial to the real values")
                          .arg(spec.name);
        break;
    }
    case AddSpec::Kind::Joint: {
        if (!checkRobotPart(robot, spec, error) || !checkJoint(robot, spec, error))
            return false;
        plan.kind = FrameKind::Joint;
        plan.after = lastChildNamed(robotElement, {"joint", "link"});
        plan.snippet = "<joint name=\"" + name + "\" type=\"" + escapeXml(spec.jointType) + "\">"
            + originLine(spec) + "\n\t<parent link=\"" + escapeXml(spec.jointParent)
            + "\"/>\n\t<child link=\"" + escapeXml(spec.jointChild) + "\"/>"
            + axisLines(spec.jointType, spec.axis) + "\n</joint>";
        break;
    }
    case AddSpec::Kind::Visual:
    case AddSpec::Kind::Collision: {
        if (spec.parent.isEmpty()) {
            *error = tr("give the link: %1").arg(addSyntax(spec.kind));
            return false;
        }
        const FrameId id = findEntity(doc, spec.parent, {FrameKind::Link}, error);
        EntityInfo link;
        if (id == kNoFrame || !lookupEntity(doc, id, link) || !link.source.element)
            return false;
        const Geometry::Type type = spec.geometry.type;
        if (type == Geometry::Type::Capsule || type == Geometry::Type::Ellipsoid) {
            *error = tr("URDF has no %1 shape (urdf-xml.md: box, sphere, cylinder, mesh; "
                        "urdfdom refuses Drake's extensions)")
                         .arg(type == Geometry::Type::Capsule ? QStringLiteral("capsule")
                                                              : QStringLiteral("ellipsoid"));
            return false;
        }
        const bool visual = spec.kind == AddSpec::Kind::Visual;
        const QByteArray tag = visual ? "visual" : "collision";
        plan.kind = visual ? FrameKind::Visual : FrameKind::Collision;
        plan.parent = link.source.element;
        plan.file = link.source.file;
        // After the last one of its kind, so the reader's names of unnamed ones
        // (visual_N, collision_N by position) stay as they are.
        plan.after = visual ? lastChildNamed(plan.parent, {"visual"})
                            : lastChildNamed(plan.parent, {"collision"});
        plan.snippet = '<' + tag + " name=\"" + name + "\">" + originLine(spec)
            + "\n\t<geometry>\n\t\t" + shapeSnippet(spec.geometry, true) + "\n\t</geometry>\n</"
            + tag + '>';
        scope = link.scopedName;
        break;
    }
    }
    plan.scopedName = joinScoped(scope, spec.name);
    return !addedNameTaken(doc, plan.kind, scope, spec.name, true, error);
}

} // namespace robostage::edit
