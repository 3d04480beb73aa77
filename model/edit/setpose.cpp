#include "edithelpers.h"
#include "numberformat.h"
#include "simrobotedits.h"

#include "formats/readcontext.h"

#include <cmath>

namespace robostage::edit {

namespace {

using tinyxml2::XMLElement;

/// The numbers of an SDFormat `<pose>` for x y z roll pitch yaw (SDF 1.9 pose.sdf: `degrees`
/// and `rotation_format="quat_xyzw"` are kept as the element says).
std::vector<double> sdfPoseNumbers(const XMLElement *pose, const std::array<double, 6> &v)
{
    bool degrees = false;
    if (pose && pose->Attribute("degrees"))
        parseBool(pose->Attribute("degrees"), degrees);
    const bool quaternion = pose && pose->Attribute("rotation_format")
        && QByteArray(pose->Attribute("rotation_format")) == "quat_xyzw";
    if (quaternion) {
        const Quat q = Quat::fromRpy(v[3], v[4], v[5]);
        return {v[0], v[1], v[2], q.x, q.y, q.z, q.w};
    }
    const double scale = degrees ? 180.0 / M_PI : 1.0;
    return {v[0], v[1], v[2], v[3] * scale, v[4] * scale, v[5] * scale};
}

/// SDFormat: the `<pose>` child of `owner` set (or created).
bool setSdfPose(XmlPatch &patch, const XMLElement *owner, const std::array<double, 6> &v)
{
    if (const XMLElement *pose = owner->FirstChildElement("pose"))
        return patch.setNumbers(pose, sdfPoseNumbers(pose, v));
    std::vector<double> numbers(v.begin(), v.end());
    return patch.insertChild(owner, "<pose>" + formatNumbers(numbers) + "</pose>");
}

/// URDF: xyz/rpy attributes of `element` (an `<origin>` or a Drake `<frame>`); an attribute that
/// is absent stays absent when its new value is zero.
bool setXyzRpyAttributes(XmlPatch &patch, const XMLElement *element, const std::array<double, 6> &v)
{
    const std::vector<double> xyz {v[0], v[1], v[2]}, rpy {v[3], v[4], v[5]};
    auto zero = [](const std::vector<double> &n) {
        return n[0] == 0 && n[1] == 0 && n[2] == 0;
    };
    if ((element->Attribute("xyz") || !zero(xyz))
        && !patch.setAttributeNumbers(element, "xyz", xyz))
        return false;
    if ((element->Attribute("rpy") || !zero(rpy))
        && !patch.setAttributeNumbers(element, "rpy", rpy))
        return false;
    return true;
}

/// URDF: the `<origin>` child of `owner` set (or created when the pose is not the identity).
bool setUrdfOrigin(XmlPatch &patch, const XMLElement *owner, const std::array<double, 6> &v)
{
    if (const XMLElement *origin = owner->FirstChildElement("origin"))
        return setXyzRpyAttributes(patch, origin, v);
    if (v == std::array<double, 6> {})
        return true;
    const std::vector<double> xyz {v[0], v[1], v[2]}, rpy {v[3], v[4], v[5]};
    QByteArray origin = "<origin";
    if (xyz != std::vector<double> {0, 0, 0})
        origin += " xyz=\"" + formatNumbers(xyz) + '"';
    if (rpy != std::vector<double> {0, 0, 0})
        origin += " rpy=\"" + formatNumbers(rpy) + '"';
    return patch.insertChild(owner, origin + "/>");
}

/// URDF: the joint whose child is `link` (urdf-xml.md: the link frame is the joint frame).
const Joint *parentJoint(const EntityInfo &info)
{
    if (!info.model)
        return nullptr;
    for (const Joint &j : info.model->joints) {
        if (j.child == info.link->name)
            return &j;
    }
    return nullptr;
}

} // namespace

std::unique_ptr<SetPose> SetPose::create(EditSession &session, FrameId entity,
    const std::array<double, 6> &xyzRpy, EditResult &result, SharedEdit shared)
{
    for (double x : xyzRpy) {
        if (!std::isfinite(x)) {
            result.error = QCoreApplication::translate(
                "robostage::edit", "a pose value is not a finite number");
            return nullptr;
        }
    }
    const Document &doc = session.document();
    if (doc.scene().format == SourceFormat::SimRobot)
        return setSimRobotPose(session, entity, xyzRpy, result, shared);
    EntityInfo info;
    if (!lookupForEdit(doc, entity, info, result))
        return nullptr;
    PatchSet patches(session, shared);
    const QString text
        = QCoreApplication::translate("robostage::edit", "Set pose of %1").arg(info.scopedName);
    const SourceRef target = isIncludedModel(info) ? info.model->include.source : info.source;
    XmlPatch *patch = patches.patch(target.file, &result.error);
    if (!patch)
        return nullptr;
    const XMLElement *element = target.element;
    // The frame node whose X_RF the edited value is, when the edit can update the document in
    // place (InPlaceEdit): poses written as x y z roll pitch yaw in the opened file (a file
    // reached by <include> may be included several times, with its poses placed anew).
    const bool openedFile = doc.files()[size_t(target.file)].path == doc.path();
    FrameId posed = isIncludedModel(info) || !openedFile ? kNoFrame : entity;
    bool ok = true;
    if (!isUrdfFile(doc, target.file) || info.kind == FrameKind::Light) {
        const XMLElement *pose = element->FirstChildElement("pose");
        if (!pose || pose->Attribute("degrees") || pose->Attribute("rotation_format")
            || element->Attribute("placement_frame"))
            posed = kNoFrame;
        ok = setSdfPose(*patch, element, xyzRpy);
    } else if (info.kind == FrameKind::Model) {
        result.error = QCoreApplication::translate("robostage::edit",
            "%1: a URDF <robot> has no pose of its own; move its links "
            "through their joints, or place the robot with an SDFormat "
            "<include>.")
                           .arg(where(doc, info.source));
        return nullptr;
    } else if (info.kind == FrameKind::Link) {
        const Joint *joint = parentJoint(info);
        if (!joint || !joint->source.element) {
            result.error = QCoreApplication::translate("robostage::edit",
                "%1: '%2' is a root link; URDF gives it no pose (it is the "
                "robot's origin). Move the links below it through their "
                "joints instead.")
                               .arg(where(doc, info.source), info.scopedName);
            return nullptr;
        }
        posed = joint->frame;
        ok = setUrdfOrigin(*patch, joint->source.element, xyzRpy);
        result.notes << QCoreApplication::translate("robostage::edit",
            "the pose of URDF link '%1' is the <origin> of its parent joint "
            "'%2'")
                            .arg(info.link->name, joint->name);
    } else if (info.kind == FrameKind::Frame) {
        ok = setXyzRpyAttributes(*patch, element, xyzRpy);
    } else {
        ok = setUrdfOrigin(*patch, element, xyzRpy);
    }
    if (!ok) {
        result.error = QStringLiteral("%1: %2").arg(where(doc, target), patch->error());
        return nullptr;
    }
    const QString key
        = QString::fromLatin1(frameKindName(info.kind)) + QLatin1Char(':') + info.scopedName;
    auto command = makeCommand<SetPose>(session, patches, text, SetPoseId, key, result);
    if (command && posed != kNoFrame) {
        const Pose X_RF
            = Pose::fromXyzRpy(xyzRpy[0], xyzRpy[1], xyzRpy[2], xyzRpy[3], xyzRpy[4], xyzRpy[5]);
        command->setInPlace(patches.inPlaceEdit({{posed, doc.frames().node(posed).X_RF, X_RF}}));
    }
    return command;
}

} // namespace robostage::edit
