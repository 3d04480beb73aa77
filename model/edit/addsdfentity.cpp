// AddEntity on SDFormat documents (structurecommands.h): the new elements and their rules.

#include "addentityprivate.h"
#include "numberformat.h"
#include "propertyhelpers.h"

#include "formats/sdf/sdfelements.h"

namespace robostage::edit {

namespace {

using tinyxml2::XMLElement;

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

/// The joint types of joint.sdf by version: SDFormat 1.5 added fixed and screw, 1.6
/// continuous. Gearbox is left out: it needs a reference body and two more joints.
QStringList jointTypes(int version)
{
    QStringList types {QStringLiteral("revolute"), QStringLiteral("prismatic"),
        QStringLiteral("ball"), QStringLiteral("universal"), QStringLiteral("revolute2")};
    if (version >= 105)
        types << QStringLiteral("fixed") << QStringLiteral("screw");
    if (version >= 106)
        types << QStringLiteral("continuous");
    return types;
}

/// The `<axis>` (and `<axis2>`) of a new joint of `type` (joint.sdf): `axis` for a single axis;
/// x and y for universal and revolute2; revolute and prismatic with a `<limit>` of ±π rad or
/// ±1 m (effort and velocity keep the spec default -1, no limit).
QByteArray axisLines(const QString &type, const Vec3 &axis)
{
    if (type == QLatin1String("fixed") || type == QLatin1String("ball"))
        return QByteArray();
    if (type == QLatin1String("universal") || type == QLatin1String("revolute2"))
        return "\n\t<axis>\n\t\t<xyz>1 0 0</xyz>\n\t</axis>\n\t<axis2>\n\t\t<xyz>0 1 0</xyz>"
               "\n\t</axis2>";
    QByteArray limit;
    if (type == QLatin1String("revolute"))
        limit = "\n\t\t<limit>\n\t\t\t<lower>-3.141592653589793</lower>\n\t\t\t"
                "<upper>3.141592653589793</upper>\n\t\t</limit>";
    else if (type == QLatin1String("prismatic"))
        limit = "\n\t\t<limit>\n\t\t\t<lower>-1</lower>\n\t\t\t<upper>1</upper>\n\t\t</limit>";
    return "\n\t<axis>\n\t\t<xyz>" + formatNumbers({axis.x, axis.y, axis.z}) + "</xyz>" + limit
        + "\n\t</axis>";
}

/// True when `name` names a frame a joint can connect in the scope `scope` (SDFormat 1.8 name
/// scoping: a link, nested model, frame or joint, also `a::b` into nested models).
bool frameInScope(const Document &doc, const QString &scope, const QString &name)
{
    for (FrameId id : doc.frames().named(joinScoped(scope, name))) {
        const FrameKind k = doc.frames().node(id).kind;
        if (k == FrameKind::Link || k == FrameKind::Model || k == FrameKind::Frame
            || k == FrameKind::Joint)
            return true;
    }
    return false;
}

} // namespace

bool findAddParent(const Document &doc, const AddSpec &spec, QList<FrameKind> kinds,
    bool allowWorld, EntityInfo &info, QString *error)
{
    const World &world = doc.scene().world;
    if (allowWorld && doc.scene().declaresWorld
        && (spec.parent == world.name || spec.parent == QLatin1String("world"))) {
        info = EntityInfo();
        info.kind = FrameKind::World;
        info.source = world.source;
        return true;
    }
    if (allowWorld && !doc.scene().declaresWorld && spec.parent == QLatin1String("world")) {
        *error = tr("this file holds one top-level model and no world; give a model as the "
                    "parent");
        return false;
    }
    if (spec.parent.isEmpty()) {
        *error = tr("give the parent: %1").arg(addSyntax(spec.kind));
        return false;
    }
    const FrameId id = findEntity(doc, spec.parent, kinds, error);
    if (id == kNoFrame || !lookupEntity(doc, id, info) || !info.source.element) {
        if (allowWorld && error->isEmpty())
            *error = tr("no parent named '%1'").arg(spec.parent);
        if (allowWorld && doc.scene().declaresWorld)
            *error += tr(" (the world is '%1')").arg(world.name);
        return false;
    }
    return true;
}

bool planSdfAdd(const Document &doc, const ResourceResolver &resolver, const AddSpec &spec,
    AddPlan &plan, QString *error)
{
    const QByteArray name = escapeXml(spec.name);
    const QByteArray pose = poseLine(spec);
    EntityInfo parent;
    switch (spec.kind) {
    case AddSpec::Kind::Model: {
        // A top-level model goes into the world (world.sdf), a nested one into a model
        // (model.sdf, SDFormat 1.5+).
        if (!findAddParent(doc, spec, {FrameKind::Model}, true, parent, error))
            return false;
        if (parent.kind == FrameKind::Model && sdf::parseVersion(parent.model->version) < 105) {
            *error = tr("nested models need SDFormat 1.5 or later; this model is %1")
                         .arg(parent.model->version);
            return false;
        }
        plan.kind = FrameKind::Model;
        plan.after = lastChildNamed(parent.source.element, {"model", "include"});
        plan.snippet = pose.isEmpty() ? "<model name=\"" + name + "\"/>"
                                      : "<model name=\"" + name + "\">" + pose + "\n</model>";
        break;
    }
    case AddSpec::Kind::Link: {
        // link.sdf; the pose is relative to the model frame (pose.sdf default frame).
        if (!findAddParent(doc, spec, {FrameKind::Model}, false, parent, error))
            return false;
        plan.kind = FrameKind::Link;
        plan.after = lastChildNamed(parent.source.element, {"link"});
        const QByteArray m = formatNumber(kAddedLinkMass), i = formatNumber(kAddedLinkInertia);
        plan.snippet = "<link name=\"" + name + "\">" + pose + "\n\t<inertial>\n\t\t<mass>" + m
            + "</mass>\n\t\t<inertia>\n\t\t\t<ixx>" + i + "</ixx>\n\t\t\t<ixy>0</ixy>\n\t\t\t"
            + "<ixz>0</ixz>\n\t\t\t<iyy>" + i + "</iyy>\n\t\t\t<iyz>0</iyz>\n\t\t\t<izz>" + i
            + "</izz>\n\t\t</inertia>\n\t</inertial>\n</link>";
        plan.notes << tr("the new link '%1' has mass 1 kg and inertia diag(1, 1, 1) kg·m²; "
                         "set its inertial to the real values")
                          .arg(joinScoped(parent.scopedName, spec.name));
        break;
    }
    case AddSpec::Kind::Joint: {
        // joint.sdf: the pose is relative to the child frame by default.
        if (!findAddParent(doc, spec, {FrameKind::Model}, false, parent, error))
            return false;
        const int version = sdf::parseVersion(parent.model->version);
        const QStringList types = jointTypes(version);
        if (!types.contains(spec.jointType)) {
            *error
                = tr("'%1' is not a joint type of SDFormat %2; use one of %3")
                      .arg(spec.jointType, parent.model->version, types.join(QStringLiteral(", ")));
            return false;
        }
        if (spec.jointChild == QLatin1String("world")) {
            *error = tr("a joint's child cannot be the world (joint.sdf)");
            return false;
        }
        if (spec.jointParent == spec.jointChild) {
            *error = tr("the joint's parent and child are both '%1'").arg(spec.jointChild);
            return false;
        }
        for (const QString &end : {spec.jointParent, spec.jointChild}) {
            if (end != QLatin1String("world") && !frameInScope(doc, parent.scopedName, end)) {
                *error
                    = tr("model '%1' has no link or frame named '%2'").arg(parent.scopedName, end);
                return false;
            }
        }
        plan.kind = FrameKind::Joint;
        plan.after = lastChildNamed(parent.source.element, {"joint", "link"});
        plan.snippet = "<joint name=\"" + name + "\" type=\"" + escapeXml(spec.jointType) + "\">"
            + pose + "\n\t<parent>" + escapeXml(spec.jointParent) + "</parent>\n\t<child>"
            + escapeXml(spec.jointChild) + "</child>" + axisLines(spec.jointType, spec.axis)
            + "\n</joint>";
        break;
    }
    case AddSpec::Kind::Visual:
    case AddSpec::Kind::Collision: {
        // visual.sdf / collision.sdf; the pose is relative to the link frame.
        if (!findAddParent(doc, spec, {FrameKind::Link}, false, parent, error))
            return false;
        const int version = sdf::parseVersion(parent.model ? parent.model->version : QString());
        const Geometry::Type type = spec.geometry.type;
        if ((type == Geometry::Type::Capsule || type == Geometry::Type::Ellipsoid)
            && version < 108) {
            *error = tr("SDFormat %1 has no %2 shape (capsule and ellipsoid came with SDFormat "
                        "1.8)")
                         .arg(parent.model->version,
                             type == Geometry::Type::Capsule ? QStringLiteral("capsule")
                                                             : QStringLiteral("ellipsoid"));
            return false;
        }
        const bool visual = spec.kind == AddSpec::Kind::Visual;
        plan.kind = visual ? FrameKind::Visual : FrameKind::Collision;
        const QByteArray tag = visual ? "visual" : "collision";
        plan.after = visual ? lastChildNamed(parent.source.element, {"visual"})
                            : lastChildNamed(parent.source.element, {"collision", "visual"});
        plan.snippet = '<' + tag + " name=\"" + name + "\">" + pose + "\n\t<geometry>"
            + indented(indented("\n" + shapeSnippet(spec.geometry, false))) + "\n\t</geometry>\n</"
            + tag + '>';
        break;
    }
    case AddSpec::Kind::Light:
        return planSdfLight(doc, spec, plan, error);
    case AddSpec::Kind::Sensor:
        return planSdfSensor(doc, spec, plan, error);
    case AddSpec::Kind::Include:
        return planInclude(doc, resolver, spec, plan, error);
    case AddSpec::Kind::Frame: {
        // frame.sdf (SDFormat 1.7+): in a world or model; a link parent becomes `attached_to`
        // in the link's model, and the pose is relative to the attached_to frame by default.
        if (!findAddParent(doc, spec, {FrameKind::Model, FrameKind::Link}, true, parent, error))
            return false;
        const QString version = parent.model ? parent.model->version : doc.scene().version;
        if (sdf::parseVersion(version) < 107) {
            *error = tr("<frame> needs SDFormat 1.7 or later (frame semantics); this file is %1")
                         .arg(version);
            return false;
        }
        plan.kind = FrameKind::Frame;
        QByteArray attached;
        const XMLElement *scope = parent.source.element;
        if (parent.kind == FrameKind::Link) {
            attached = " attached_to=\"" + escapeXml(parent.link->name) + '"';
            scope = parent.model->source.element;
            parent.scopedName = scopeOf(parent.scopedName);
        }
        plan.after = lastChildNamed(scope, {"frame"});
        plan.snippet = pose.isEmpty()
            ? "<frame name=\"" + name + '"' + attached + "/>"
            : "<frame name=\"" + name + '"' + attached + '>' + pose + "\n</frame>";
        plan.parent = scope;
        break;
    }
    }
    if (!plan.parent)
        plan.parent = parent.source.element;
    plan.file = parent.source.file;
    plan.scopedName = joinScoped(parent.scopedName, spec.name);
    return !addedNameTaken(doc, plan.kind, parent.scopedName, spec.name, false, error);
}

} // namespace robostage::edit
