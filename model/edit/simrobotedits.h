#pragma once

// SimRobot scene edits (not a public interface; commands.h dispatches to them). The attributes an
// edit changes are found through the instance tree the reader kept (Document::simRobotScene(),
// simrobotinstances.h), which says for every attribute the element and file it is written in.

#include "commands.h"
#include "formats/simrobot/simrobotinstances.h"
#include "propertycommands.h"

#include <vector>

namespace robostage::edit {

/// SetPose on a SimRobot model, link, joint, visual, collision, sensor or light: `<Translation>`
/// and `<Rotation>` (R = Rz·Ry·Rx) of the element relative to its parent element, a light's
/// x/y/z.
std::unique_ptr<SetPose> setSimRobotPose(EditSession &session, FrameId entity,
    const std::array<double, 6> &xyzRpy, EditResult &result, SharedEdit shared);
/// SetJointAxis on a Hinge or Slider: `<Axis x y z>`.
std::unique_ptr<SetJointAxis> setSimRobotAxis(
    EditSession &session, FrameId joint, const Vec3 &xyz, EditResult &result, SharedEdit shared);
/// SetMaterialColor on an appearance: its `<Surface>` diffuseColor (and ambientColor when the
/// surface has one) in the colour syntax already written.
std::unique_ptr<SetMaterialColor> setSimRobotColor(EditSession &session, FrameId visual,
    const std::array<double, 4> &rgba, EditResult &result, SharedEdit shared);

/// SetGeometry on a SimRobot appearance or geometry of the same kind: depth/width/height of a
/// box (x, y, z), radius, a cylinder's height, a capsule's height (its length plus both caps),
/// each in the unit written. Another kind of shape is refused (the element's tag is its kind).
std::unique_ptr<SetGeometry> setSimRobotGeometry(EditSession &session, FrameId shapeOwner,
    const Geometry &value, EditResult &result, SharedEdit shared);

namespace simrobotedit {

/// The instance frame node `id` was built from, as the reader recorded it
/// (Document::simRobotInstance()). Null when there is none.
const simrobot::Instance *instanceOf(const Document &doc, FrameId id);

/// One attribute to write, as text (with its unit or colour syntax).
struct AttributeValue
{
    QByteArray name;
    QString text;
};

/// The changed attributes of `childTag` (`Translation`, `Rotation`, `Axis`, `Surface`; empty:
/// of the entity's element itself) of one instance.
struct ChildEdit
{
    QByteArray childTag;
    std::vector<AttributeValue> values;
};

/// Plans `edits` of instance `entity` into `patches` (simrobot-scene-description.md, "The ref
/// Attribute": an element's own attributes and its own child of a singular class override those
/// of the definitions it refers to). A value written in a definition other instances share, or
/// written in the element of an instance that others share, needs `shared`: Ask fails with
/// result.shared set; Instance writes it on the instance's own element (a new child copying the
/// definition's when the instance has none); Definition writes it where it is written. False
/// with result.error (or the question) set when nothing can be planned.
bool planEdits(const Document &doc, const simrobot::Instance &entity,
    const std::vector<ChildEdit> &edits, SharedEdit shared, PatchSet &patches, EditResult &result);

} // namespace simrobotedit
} // namespace robostage::edit
