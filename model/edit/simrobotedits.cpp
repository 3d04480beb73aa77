// SetPose, SetJointAxis and SetMaterialColor on SimRobot scenes (simrobot-scene-description.md:
// "translationClass", "rotationClass", "axisClass", "surfaceClass", "lightClass", "Attributes"
// for units and "Color Specification"). Values are written in the unit or colour syntax the
// attribute already has; only changed attributes are written; an absent attribute whose new value
// is zero stays absent.

#include "simrobotedits.h"
#include "edithelpers.h"

#include "formats/simrobot/simrobotvalues.h"

#include <algorithm>
#include <cmath>

namespace robostage::edit {

namespace {

using simrobot::Instance;
using simrobot::Quantity;
using namespace simrobotedit;

/// A number attribute `name` of `owner` (null: absent): its value in the base unit (0 when
/// absent) and unit as written. False with `error` when it does not parse.
bool readNumber(const Document &doc, const Instance *owner, const char *name, Quantity q,
    double &value, QString &unit, QString &error)
{
    value = 0;
    unit.clear();
    const simrobot::InstanceAttribute *a = owner ? owner->attribute(name) : nullptr;
    if (!a)
        return true;
    const simrobot::Quantified parsed = simrobot::parseQuantity(a->value, q);
    if (!parsed.ok()) {
        error = QCoreApplication::translate(
            "robostage::edit", "%1:%2: %3=\"%4\" cannot be read (%5); fix it first.")
                    .arg(doc.files()[size_t(a->file)].path)
                    .arg(a->element->GetLineNum())
                    .arg(QString::fromUtf8(name), a->written, parsed.error);
        return false;
    }
    value = parsed.value;
    unit = parsed.unit;
    return true;
}

/// The x/y/z attributes of `childTag` of `inst` (empty tag: of `inst` itself) that change to
/// `values` (base unit), each in the unit it has (a new one: the unit of a sibling, else
/// `defaultUnit`). Changes below `tolerance` are none; an absent zero stays absent.
bool xyzEdit(const Document &doc, const Instance &inst, const QByteArray &childTag, Quantity q,
    const double values[3], const QString &defaultUnit, double tolerance, ChildEdit &edit,
    QString &error)
{
    const Instance *owner = childTag.isEmpty() ? &inst : inst.child(childTag.constData());
    static const char *names[3] = {"x", "y", "z"};
    double old[3];
    QString units[3], siblingUnit;
    for (int i = 0; i < 3; ++i) {
        if (!readNumber(doc, owner, names[i], q, old[i], units[i], error))
            return false;
        if (siblingUnit.isEmpty() && owner && owner->has(names[i]))
            siblingUnit = units[i];
    }
    const bool anyPresent = owner && (owner->has("x") || owner->has("y") || owner->has("z"));
    edit.childTag = childTag;
    for (int i = 0; i < 3; ++i) {
        const bool present = owner && owner->has(names[i]);
        if (std::abs(values[i] - old[i]) <= tolerance || (!present && values[i] == 0))
            continue;
        const QString unit = present ? units[i] : anyPresent ? siblingUnit : defaultUnit;
        edit.values.push_back({names[i], simrobot::formatQuantity(values[i], q, unit)});
    }
    return true;
}

Pose instancePose(const Document &doc, const Instance &inst, QString &error)
{
    double t[3], r[3];
    QString unit;
    const Instance *translation = inst.child("Translation"), *rotation = inst.child("Rotation");
    static const char *names[3] = {"x", "y", "z"};
    for (int i = 0; i < 3; ++i) {
        if (!readNumber(doc, translation, names[i], Quantity::Length, t[i], unit, error)
            || !readNumber(doc, rotation, names[i], Quantity::Angle, r[i], unit, error))
            return {};
    }
    return {{t[0], t[1], t[2]}, Quat::fromRpy(r[0], r[1], r[2])};
}

/// The instance of `id` when its frame is one of `kinds`, or null with result.error set
/// (`notKind` names what it should have been).
const Instance *editedInstance(const Document &doc, FrameId id,
    std::initializer_list<FrameKind> kinds, const QString &notKind, EditResult &result)
{
    const Instance *inst = instanceOf(doc, id);
    if (!inst) {
        result.error
            = QCoreApplication::translate("robostage::edit",
                "'%1' is not an element of the SimRobot scene that can be edited")
                  .arg(id > 0 && id < doc.frames().size() ? doc.frames().node(id).scopedName
                                                          : QString::number(id));
        return nullptr;
    }
    const FrameNode &node = doc.frames().node(id);
    if (std::find(kinds.begin(), kinds.end(), node.kind) == kinds.end()) {
        result.error = notKind.arg(node.scopedName);
        return nullptr;
    }
    return inst;
}

} // namespace

std::unique_ptr<SetPose> setSimRobotPose(EditSession &session, FrameId entity,
    const std::array<double, 6> &xyzRpy, EditResult &result, SharedEdit shared)
{
    const Document &doc = session.document();
    const Instance *inst = editedInstance(doc, entity,
        {FrameKind::Model, FrameKind::Link, FrameKind::Joint, FrameKind::Visual,
            FrameKind::Collision, FrameKind::Sensor, FrameKind::Light},
        QCoreApplication::translate("robostage::edit", "'%1' has no pose of its own"), result);
    if (!inst)
        return nullptr;
    const FrameNode &node = doc.frames().node(entity);
    const Pose W
        = Pose::fromXyzRpy(xyzRpy[0], xyzRpy[1], xyzRpy[2], xyzRpy[3], xyzRpy[4], xyzRpy[5]);
    std::vector<ChildEdit> edits(1);
    if (node.kind == FrameKind::Light) {
        // "lightClass": x, y, z in the scene (world) frame; a light has no orientation.
        const double p[3] = {W.p.x, W.p.y, W.p.z};
        if (!xyzEdit(doc, *inst, QByteArray(), Quantity::Length, p, QString(), 1e-10, edits[0],
                result.error))
            return nullptr;
        if (xyzRpy[3] != 0 || xyzRpy[4] != 0 || xyzRpy[5] != 0)
            result.notes << QCoreApplication::translate("robostage::edit",
                "a SimRobot light has no orientation; only its position is "
                "written");
    } else {
        // The element's pose X_PE (Translation, Rotation) relative to its parent element P;
        // the node's pose X_RF relative to R: X_PE_new = X_PE · X_RF⁻¹ · W (R and F stay where
        // they are relative to P and E: a nested appearance's parent, a body's own link).
        const Pose X_PE = instancePose(doc, *inst, result.error);
        if (!result.error.isEmpty())
            return nullptr;
        const Pose X_new = X_PE * node.X_RF.inverse() * W;
        const double p[3] = {X_new.p.x, X_new.p.y, X_new.p.z};
        if (!xyzEdit(doc, *inst, "Translation", Quantity::Length, p, QString(), 1e-10, edits[0],
                result.error))
            return nullptr;
        const Quat dq = X_new.q * X_PE.q.conjugate();
        if (std::abs(std::abs(dq.w) - 1) > 1e-15) {
            const Vec3 rpy = X_new.q.toRpy();
            const double r[3] = {rpy.x, rpy.y, rpy.z};
            edits.emplace_back();
            if (!xyzEdit(doc, *inst, "Rotation", Quantity::Angle, r, QStringLiteral("degree"),
                    1e-10, edits[1], result.error))
                return nullptr;
        }
    }
    PatchSet patches(session);
    if (!planEdits(doc, *inst, edits, shared, patches, result))
        return nullptr;
    const QString key
        = QString::fromLatin1(frameKindName(node.kind)) + QLatin1Char(':') + node.scopedName;
    return makeCommand<SetPose>(session, patches,
        QCoreApplication::translate("robostage::edit", "Set pose of %1").arg(node.scopedName),
        SetPoseId, key, result);
}

std::unique_ptr<SetJointAxis> setSimRobotAxis(
    EditSession &session, FrameId joint, const Vec3 &xyz, EditResult &result, SharedEdit shared)
{
    const Document &doc = session.document();
    const Instance *inst = editedInstance(doc, joint, {FrameKind::Joint},
        QCoreApplication::translate("robostage::edit", "'%1' is not a joint"), result);
    if (!inst)
        return nullptr;
    // "axisClass": x, y, z unitless, in the joint (Hinge/Slider) frame; SimRobot normalises.
    std::vector<ChildEdit> edits(1);
    const double v[3] = {xyz.x, xyz.y, xyz.z};
    if (!xyzEdit(doc, *inst, "Axis", Quantity::Number, v, QString(), 1e-12, edits[0], result.error))
        return nullptr;
    PatchSet patches(session);
    if (!planEdits(doc, *inst, edits, shared, patches, result))
        return nullptr;
    const QString name = doc.frames().node(joint).scopedName;
    return makeCommand<SetJointAxis>(session, patches,
        QCoreApplication::translate("robostage::edit", "Set axis of %1").arg(name), SetJointAxisId,
        name, result);
}

std::unique_ptr<SetMaterialColor> setSimRobotColor(EditSession &session, FrameId visual,
    const std::array<double, 4> &rgba, EditResult &result, SharedEdit shared)
{
    const Document &doc = session.document();
    const Instance *inst = editedInstance(doc, visual, {FrameKind::Visual},
        QCoreApplication::translate("robostage::edit", "'%1' is not a visual"), result);
    if (!inst)
        return nullptr;
    // "surfaceClass": diffuseColor, and ambientColor when the surface has one (as SDFormat
    // <ambient>), each in the syntax it is written in.
    const Color color {float(rgba[0]), float(rgba[1]), float(rgba[2]), float(rgba[3])};
    std::vector<ChildEdit> edits(1);
    edits[0].childTag = "Surface";
    const Instance *surface = inst->child("Surface");
    for (const char *name : {"diffuseColor", "ambientColor"}) {
        const simrobot::InstanceAttribute *a = surface ? surface->attribute(name) : nullptr;
        if (!a && QByteArray(name) != "diffuseColor")
            continue;
        Color old;
        if (a && simrobot::parseColor(a->value, old) && old == color)
            continue;
        edits[0].values.push_back(
            {name, simrobot::formatColor(color, a ? QStringView(a->written) : QStringView())});
    }
    PatchSet patches(session);
    if (!planEdits(doc, *inst, edits, shared, patches, result))
        return nullptr;
    const QString name = doc.frames().node(visual).scopedName;
    return makeCommand<SetMaterialColor>(session, patches,
        QCoreApplication::translate("robostage::edit", "Set colour of %1").arg(name),
        SetMaterialColorId, name, result);
}

std::unique_ptr<SetGeometry> setSimRobotGeometry(EditSession &session, FrameId shapeOwner,
    const Geometry &value, EditResult &result, SharedEdit shared)
{
    const Document &doc = session.document();
    const Instance *inst
        = editedInstance(doc, shapeOwner, {FrameKind::Visual, FrameKind::Collision},
            QCoreApplication::translate("robostage::edit", "'%1' is not a visual or collision"),
            result);
    EntityInfo info;
    if (!inst || !lookupEntity(doc, shapeOwner, info))
        return nullptr;
    const Geometry &now = info.visual ? info.visual->geometry : info.collision->geometry;
    using Type = Geometry::Type;
    std::vector<std::pair<const char *, double>> sizes;
    if (value.type == Type::Box && now.type == Type::Box)
        sizes = {{"depth", value.size.x}, {"width", value.size.y}, {"height", value.size.z}};
    else if (value.type == Type::Sphere && now.type == Type::Sphere)
        sizes = {{"radius", value.radius}};
    else if (value.type == Type::Cylinder && now.type == Type::Cylinder)
        sizes = {{"radius", value.radius}, {"height", value.length}};
    else if (value.type == Type::Capsule && now.type == Type::Capsule)
        sizes = {{"radius", value.radius}, {"height", value.length + 2 * value.radius}};
    if (sizes.empty()) {
        result.error = QCoreApplication::translate("robostage::edit",
            "%1: a SimRobot shape keeps its kind (its element <%2> says it); only the sizes of "
            "a box, sphere, cylinder or capsule can be set")
                           .arg(info.scopedName, QString::fromUtf8(inst->tag));
        return nullptr;
    }
    std::vector<ChildEdit> edits(1);
    for (const auto &[name, size] : sizes) {
        double old = 0;
        QString unit;
        if (!readNumber(doc, inst, name, Quantity::Length, old, unit, result.error))
            return nullptr;
        if (std::abs(size - old) > 1e-12)
            edits[0].values.push_back(
                {name, simrobot::formatQuantity(size, Quantity::Length, unit)});
    }
    PatchSet patches(session);
    if (!edits[0].values.empty() && !planEdits(doc, *inst, edits, shared, patches, result))
        return nullptr;
    return makeCommand<SetGeometry>(session, patches,
        QCoreApplication::translate("robostage::edit", "Set geometry of %1").arg(info.scopedName),
        -1, QString(), result);
}

} // namespace robostage::edit
