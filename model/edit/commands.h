#pragma once

#include <QCoreApplication>

// The edit commands (HOUSE_STYLE.md: verb + noun, one QUndoCommand each). Each create() looks
// at the current document of `session`, plans the byte edits and returns the command, or null:
// with `result.error` set when the edit is not possible, or with `result.ok` and a note when it
// would change nothing. `result.notes` tell what else the user should know. Push the command
// with EditSession::push() (or the session's convenience functions); redo/undo then patch the
// bytes and reload the document.
//
// Where the value goes (SDFormat 1.x element descriptions in shared/specs, URDF urdf-xml.md):
// - an element of a model that an SDFormat `<include>` brought in is edited in the included
//   file (a note says so: every include of that file changes), except a model's name, pose and
//   static flag, which become the `<include>`'s `<name>`, `<pose>` and `<static>` overrides;
// - a model instantiated with `<experimental:params>` is a generated copy and is refused.
// SimRobot scenes (simrobot-scene-description.md; simrobotedits.cpp): SetPose, SetJointAxis and
// SetMaterialColor write `<Translation>`/`<Rotation>`, `<Axis>` and `<Surface>` attributes in the
// unit / colour syntax each attribute already uses; a value written in a definition other
// instances share needs a SharedEdit choice (`shared`, editsession.h). Every other command
// refuses SimRobot scenes.

#include "patchcommand.h"

#include <array>
#include <memory>

namespace robostage::edit {

/// Sets the pose of a model, link, visual, collision, joint, frame or light: x y z in metres,
/// roll pitch yaw in radians, in the frame the entity's pose is expressed in.
/// SDFormat: the entity's `<pose>` text (created when absent; `relative_to` kept; written in
/// degrees under `degrees="true"` and as x y z qx qy qz qw under `rotation_format="quat_xyzw"`,
/// SDF 1.9 pose.sdf). URDF: `<origin xyz rpy>` of a joint, visual or collision (created when
/// absent); a link's pose is its parent joint's `<origin>` (a root link has none: refused);
/// a Drake `<frame>`'s own xyz/rpy. Merges with the next SetPose of the same entity.
class SetPose : public PatchCommand
{
public:
    static std::unique_ptr<SetPose> create(EditSession &session, FrameId entity,
        const std::array<double, 6> &xyzRpy, EditResult &result,
        SharedEdit shared = SharedEdit::Ask);

    using PatchCommand::PatchCommand;
};

/// Sets a joint's (first) axis direction `xyz` (unitless; written as given, readers normalise;
/// the zero vector is refused), in the frame the axis is expressed in (SDF `expressed_in`,
/// default the joint frame; URDF the joint frame). SDFormat `<axis><xyz>`, URDF `<axis xyz>`;
/// created when absent.
class SetJointAxis : public PatchCommand
{
public:
    static std::unique_ptr<SetJointAxis> create(EditSession &session, FrameId joint,
        const Vec3 &xyz, EditResult &result, SharedEdit shared = SharedEdit::Ask);

    using PatchCommand::PatchCommand;
};

/// Sets a visual's colour, RGBA in [0, 1].
/// SDFormat (material.sdf): `<material><diffuse>`, and `<ambient>` too when the material has
/// one; a visual without `<material>` gets one with both (a `<script>` or `<pbr>` material may
/// still override them in a simulator). URDF: the visual's own `<material><color rgba>`; when
/// its `<material>` names a robot-level material or one other visuals share, the visual gets
/// its own material under a new unique name instead (urdfdom lets a named robot-level material
/// win over an inline colour), so the other visuals keep their colour; a note says so.
class SetMaterialColor : public PatchCommand
{
public:
    static std::unique_ptr<SetMaterialColor> create(EditSession &session, FrameId visual,
        const std::array<double, 4> &rgba, EditResult &result, SharedEdit shared = SharedEdit::Ask);

    using PatchCommand::PatchCommand;
};

/// Renames an entity and every reference to it. SDFormat (1.8 name scoping): the `name`
/// attribute (an included model: the `<include><name>` override) and, in its scope and the
/// enclosing scopes of the same file and of the files that include it, `relative_to`,
/// `attached_to`, `expressed_in`, `canonical_link`, `placement_frame`, joint `<parent>` and
/// `<child>`, `<mimic joint>` (also `a::b::old` paths). URDF: `name` and `<parent link>`,
/// `<child link>`, `<mimic joint>`, `<gazebo reference>`, Drake `<frame link>`, transmission
/// `<joint name>`. Refuses names that are empty, contain `::`, are reserved (`world`, `__…__`)
/// or already name a sibling.
class RenameEntity : public PatchCommand
{
public:
    static std::unique_ptr<RenameEntity> create(
        EditSession &session, FrameId entity, const QString &newName, EditResult &result);

    using PatchCommand::PatchCommand;
};

/// Sets an SDFormat model's `<static>` (an included model: the `<include><static>` override).
/// URDF has no static flag: refused.
class SetModelStatic : public PatchCommand
{
public:
    static std::unique_ptr<SetModelStatic> create(
        EditSession &session, FrameId model, bool isStatic, EditResult &result);

    using PatchCommand::PatchCommand;
};

/// Writes `text` (a xacro expression such as `${width / 3}`, or a literal value) in place of the
/// expression of a computed value that an edit refused (EditResult::ComputedValue, xacroedit.h),
/// in the xacro source where it is written; the document expands again. Refused when the
/// source changed since (the expression is no longer there), when `text` is empty, or when
/// xacro would stop on the new text (the message names xacro's error).
class SetXacroExpression : public PatchCommand
{
    // tr() in this class's context: lupdate files its members' strings there.
    Q_DECLARE_TR_FUNCTIONS(robostage::edit::SetXacroExpression)

public:
    static std::unique_ptr<SetXacroExpression> create(EditSession &session,
        const EditResult::ComputedValue &at, const QString &text, EditResult &result);

    using PatchCommand::PatchCommand;
};

} // namespace robostage::edit
