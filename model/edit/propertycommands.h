#pragma once

// Edit commands for the typed property editors: a shape's geometry, a link's inertial, a
// joint's type and limits, a light's type. They follow commands.h (create() plans the byte
// edits on the session's current document and returns the command, or null with
// `result.error`, or null with `result.ok` and a "nothing to change" note); each is one undo
// step and never merges. Values that are not valid are refused with the reason and nothing is
// written.

#include "patchcommand.h"
#include "scene.h"

#include <QStringList>

#include <memory>
#include <optional>

namespace robostage::edit {

/// The shape types `format` can hold, in the order an editor offers them: SDFormat
/// (geometry.sdf) box, sphere, cylinder, capsule and ellipsoid (SDFormat 1.8 and later, by
/// `sdfVersion`), plane, mesh; URDF (urdf-xml.md "link" → geometry) box, sphere, cylinder,
/// mesh, and capsule as a Drake extension.
std::vector<Geometry::Type> editableGeometryTypes(SourceFormat format, const QString &sdfVersion);

/// `old` turned into a shape of `type` with sizes derived from its bounding box (extents
/// x y z in metres; a mesh's bounds are unknown here and taken as its scale, i.e. a 1 m cube
/// for an unscaled mesh): a box of the same extents, the sphere or ellipsoid inscribed in
/// them, a z-aligned cylinder or capsule with the x-y radius and the z length, a plane of the
/// x-y extents with normal +z. A mesh keeps `old.uri` (empty when `old` is no mesh) and gets
/// scale 1.
Geometry reshapedGeometry(const Geometry &old, Geometry::Type type);

/// Sets a visual's or collision's shape. `value.type` and the sizes that type uses (metres):
/// box `size`, sphere `radius`, cylinder and capsule `radius` + `length`, ellipsoid `size` as
/// radii, plane `normal` + `size.x`/`size.y`, mesh `uri` (as written in the file) + `scale`.
/// The same type as now patches only the numbers (unchanged tokens keep their spelling;
/// a mesh `<scale>` 1 1 1 is not added when absent); another type replaces the shape element
/// with the new one. Refused: a type the file's format does not have (editableGeometryTypes),
/// sizes that are not finite and > 0, a zero plane normal or mesh scale component, an empty
/// mesh URI, a shape RoboStage does not edit (heightmap, polyline, image, empty).
/// SDFormat geometry.sdf and its `*_shape.sdf` (child elements); URDF `<geometry>` shapes
/// (attributes; capsule as Drake's `<capsule radius length>`); SimRobot box, sphere, cylinder
/// and capsule appearances and geometries (simrobot-scene-description.md: depth, width,
/// height, radius; a capsule's height includes its caps), sizes only, each in the unit it is
/// written in; `shared` as for SetPose on SimRobot scenes.
class SetGeometry : public PatchCommand
{
public:
    static std::unique_ptr<SetGeometry> create(EditSession &session, FrameId shapeOwner,
        const Geometry &value, EditResult &result, SharedEdit shared = SharedEdit::Ask);

    using PatchCommand::PatchCommand;
};

/// A link's mass (kg) and inertia tensor about its centre of mass in the inertial frame
/// (kg·m²).
struct InertialValue
{
    double mass = 1;
    double ixx = 1, iyy = 1, izz = 1, ixy = 0, ixz = 0, iyz = 0;
    /// When set: the centre of mass in the link frame (metres), written as the inertial's pose
    /// with no rotation (the inertia is then in link axes); else the pose is left as it is.
    std::optional<Vec3> centerOfMass;
};

/// Why `value` is not a physical inertial (mass not finite and > 0, a component not finite, an
/// inertia matrix that is not positive definite, principal moments violating the triangle
/// inequality I1 + I2 >= I3 within 1e-9 relative), or empty when it is.
QString inertialProblem(const InertialValue &value);

/// Sets a link's `<inertial>` mass and inertia, created when absent; its pose (SDFormat
/// `<pose>`, URDF `<origin>`) only when `value.centerOfMass` is set.
/// SDFormat inertial.sdf: `<mass>` and `<inertia><ixx>…<iyz>`; URDF (urdf-xml.md "link" →
/// inertial): `<mass value>` and `<inertia ixx iyy izz ixy ixz iyz>`. Refused with
/// inertialProblem()'s reason. An SDFormat `<inertial auto="true">` gets a note that a
/// simulator computes the values itself.
class SetInertial : public PatchCommand
{
public:
    static std::unique_ptr<SetInertial> create(
        EditSession &session, FrameId link, const InertialValue &value, EditResult &result);

    using PatchCommand::PatchCommand;
};

/// The joint types `format` allows, in the order an editor offers them. SDFormat joint.sdf:
/// fixed, revolute, continuous, prismatic, ball, universal, revolute2, screw (gearbox is not
/// offered: it needs a reference body). URDF (urdf-xml.md "joint"): fixed, revolute,
/// continuous, prismatic, floating, planar.
std::vector<Joint::Type> editableJointTypes(SourceFormat format);

/// Sets a joint's `type` attribute. Refused for a type not in editableJointTypes() of the
/// file's format. SDFormat: a joint turned into one with an axis gets `<axis><xyz>0 0 1</xyz>`
/// when it has none (joint.sdf default). URDF: a joint turned revolute or prismatic gets the
/// `<limit>` URDF requires when it has none (its current finite limits, else ±π rad or ±1 m;
/// effort and velocity 0), with a note to adjust it.
class SetJointType : public PatchCommand
{
public:
    static std::unique_ptr<SetJointType> create(
        EditSession &session, FrameId joint, Joint::Type type, EditResult &result);

    using PatchCommand::PatchCommand;
};

/// Limits of a joint's first axis: lower and upper position (rad for angular joints, m for
/// prismatic ones), effort (N·m or N) and velocity (rad/s or m/s).
struct JointLimitsValue
{
    double lower = 0, upper = 0, effort = 0, velocity = 0;
};

/// Sets a joint's first-axis limits. Only the values that differ from the joint's current ones
/// are written (so an unlimited effort stays unlimited); a written value must be finite, and
/// lower <= upper. URDF effort and velocity must be >= 0 (urdf-xml.md); SDFormat's -1 means
/// "no limit" (joint.sdf). Refused for fixed, ball, floating and planar joints.
/// SDFormat joint.sdf `<axis><limit><lower>…<velocity>` (created when absent); URDF
/// `<limit lower upper effort velocity>` (created with all four when absent).
class SetJointLimits : public PatchCommand
{
public:
    static std::unique_ptr<SetJointLimits> create(
        EditSession &session, FrameId joint, const JointLimitsValue &value, EditResult &result);

    using PatchCommand::PatchCommand;
};

/// One joint's initial position for SetInitialPositions: radians (angular joints) or metres
/// (prismatic joints), in the coordinate of the joint's limits.
struct InitialPosition
{
    FrameId joint = kNoFrame;
    double value = 0;
};

/// Writes joint positions as the joints' initial positions (the Joints dock's *Save as Initial
/// Positions*, `edit --set-initial-position`): SDFormat joint.sdf `<axis><initial_position>`
/// (spec 1.6–1.8), changed where written, else added to the `<axis>` (an `<axis>` is added when
/// the joint has none); a value of 0 where none is written writes nothing. RoboStage starts the
/// joints there (JointAxis::initialPosition). All joints are one undo step.
/// For an SDFormat version outside 1.6–1.8 the element is still written, with a note that the
/// version's spec does not define it: libsdformat keeps it as an unknown element, Gazebo does not
/// read it. Refused: a joint that is not revolute, continuous, prismatic or screw, a mimic
/// follower (it follows its leader), a value that is not finite, a joint in a URDF file (URDF has
/// no initial position: urdf-xml.md "joint") or a SimRobot scene.
class SetInitialPositions : public PatchCommand
{
public:
    static std::unique_ptr<SetInitialPositions> create(
        EditSession &session, const std::vector<InitialPosition> &positions, EditResult &result);

    using PatchCommand::PatchCommand;
};

/// Sets a light's type (SDFormat light.sdf `type` attribute: point, spot or directional; also
/// for lights in URDF `<gazebo>` blocks).
class SetLightType : public PatchCommand
{
public:
    static std::unique_ptr<SetLightType> create(
        EditSession &session, FrameId light, Light::Type type, EditResult &result);

    using PatchCommand::PatchCommand;
};

} // namespace robostage::edit
