#include "edithelpers.h"
#include "numberformat.h"
#include "simrobotedits.h"

#include <cmath>

namespace robostage::edit {

std::unique_ptr<SetJointAxis> SetJointAxis::create(
    EditSession &session, FrameId joint, const Vec3 &xyz, EditResult &result, SharedEdit shared)
{
    if (!std::isfinite(xyz.x) || !std::isfinite(xyz.y) || !std::isfinite(xyz.z)
        || xyz.norm() == 0) {
        result.error = QCoreApplication::translate(
            "robostage::edit", "a joint axis needs a non-zero direction x,y,z");
        return nullptr;
    }
    const Document &doc = session.document();
    if (doc.scene().format == SourceFormat::SimRobot)
        return setSimRobotAxis(session, joint, xyz, result, shared);
    EntityInfo info;
    if (!lookupForEdit(doc, joint, {FrameKind::Joint}, info, result))
        return nullptr;
    PatchSet patches(session, shared);
    XmlPatch *patch = patches.patch(info.source.file, &result.error);
    if (!patch)
        return nullptr;
    const tinyxml2::XMLElement *element = info.source.element;
    const tinyxml2::XMLElement *axis = element->FirstChildElement("axis");
    const std::vector<double> numbers {xyz.x, xyz.y, xyz.z};
    bool ok = true;
    if (isUrdfFile(doc, info.source.file)) {
        // urdf-xml.md "joint" → <axis xyz>, in the joint frame.
        ok = axis ? patch->setAttributeNumbers(axis, "xyz", numbers)
                  : patch->insertChild(element, "<axis xyz=\"" + formatNumbers(numbers) + "\"/>");
    } else if (!axis) {
        ok = patch->insertChild(
            element, "<axis>\n\t<xyz>" + formatNumbers(numbers) + "</xyz>\n</axis>");
    } else if (const tinyxml2::XMLElement *xyzElement = axis->FirstChildElement("xyz")) {
        // SDFormat joint.sdf <axis><xyz> (its expressed_in attribute is kept).
        ok = patch->setNumbers(xyzElement, numbers);
    } else {
        ok = patch->insertChild(axis, "<xyz>" + formatNumbers(numbers) + "</xyz>");
    }
    if (!ok) {
        result.error = QStringLiteral("%1: %2").arg(where(doc, info.source), patch->error());
        return nullptr;
    }
    if (info.joint->type == Joint::Type::Fixed)
        result.notes << QCoreApplication::translate(
            "robostage::edit", "'%1' is a fixed joint; its axis has no effect")
                            .arg(info.scopedName);
    return makeCommand<SetJointAxis>(session, patches,
        QCoreApplication::translate("robostage::edit", "Set axis of %1").arg(info.scopedName),
        SetJointAxisId, info.scopedName, result);
}

} // namespace robostage::edit
