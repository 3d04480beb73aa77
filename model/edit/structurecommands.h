#pragma once

// Edit commands that change the structure of a description: deleting and duplicating entities
// (issue 4, Edit › Delete and Duplicate) and adding new ones (issue 18, `robostage edit --add-*`).
// Same contract as commands.h: create() looks at the session's current document, plans the byte
// edits (XmlPatch: only the removed or inserted element's bytes change) and returns the command, or
// null with `result.error` set when the edit is refused. `result.notes` say what else happened.
// Push with EditSession::push().

#include "addspec.h"
#include "patchcommand.h"

#include <memory>

namespace robostage::edit {

/// Deletes a model, link, visual, collision, joint, frame, light or sensor: removes its element
/// (and the line it stood on). A model brought in by an SDFormat `<include>` is deleted by
/// removing that `<include>`.
///
/// Deleting a link (or a model) also deletes the joints whose `<parent>` or `<child>` names it
/// (or something in the model); a note names them. Any other reference to a deleted entity
/// (SDFormat 1.8 name scoping: `relative_to`, `attached_to`, `expressed_in`, `canonical_link`,
/// `placement_frame`, `<pose frame>`, `<mimic joint>`, a joint's `<parent>`/`<child>` naming a
/// deleted joint or frame; URDF: `<mimic joint>`, Drake `<frame link>`, `<drake:member link>`,
/// transmission `<joint name>`), also from files that include this one, refuses the delete with
/// a message naming FILE:LINE of each. A URDF `<gazebo reference="NAME">` block of a deleted
/// link or joint belongs to it and is deleted with it (a note says so).
///
/// Also refused: the file's top-level model (SDFormat `<sdf><model>`, a URDF `<robot>`), the
/// last model of a world, the last link or nested model of a model (SDFormat: a model needs
/// one), a URDF root link, a URDF link with child links ("delete its child links first": the
/// tree would get a second root) and a URDF joint (its child link would become a second root).
class DeleteEntity : public PatchCommand
{
public:
    static std::unique_ptr<DeleteEntity> create(
        EditSession &session, FrameId entity, EditResult &result);

    using PatchCommand::PatchCommand;
};

/// Duplicates a model, link, visual, collision, frame or light: a copy of the
/// element's exact bytes goes right after it (on its own line at the same indentation), with
/// the same pose, named `newName` or, when that is empty, the first free one of `NAME_copy`,
/// `NAME_copy2`, `NAME_copy3`, … among its siblings (siblingNameTaken(); NAME without a
/// `_copy`/`_copyN` ending, so a copy of `v_copy` is `v_copy2`). A model brought in by
/// `<include>` is duplicated as a second `<include>` with a `<name>` override. An SDFormat link's
/// copy has no joint (in a non-static model it is a free body; a note says so). A URDF link is
/// copied with its parent joint and the links and joints below it (duplicateurdflink.h), so the
/// copy hangs where the link does and the robot stays one tree; the sensors and lights of the
/// copied `<gazebo>` blocks get free names.
///
/// Refused: joints (a second joint with the same child link is invalid in SDFormat and URDF),
/// sensors, a URDF root link (the copy would be a second root) and robots, the file's top-level
/// SDFormat model (a file holds one), and a `newName` that is invalid (validEntityName()) or
/// taken.
class DuplicateEntity : public PatchCommand
{
public:
    static std::unique_ptr<DuplicateEntity> create(
        EditSession &session, FrameId entity, const QString &newName, EditResult &result);

    using PatchCommand::PatchCommand;

    /// The copy's `KIND:scoped-name` (entitylookup.h findEntity()) as it is after redo(): find
    /// its FrameId in the session's new document with findEntity(doc, copySpec(), {}, &error).
    QString copySpec() const { return m_copySpec; }

private:
    QString m_copySpec;
};

/// Adds a model, link, joint, visual, collision, frame, light, sensor or include (AddSpec,
/// addspec.h) as a new element
/// after the last sibling of its kind (else after the parent's last child element), indented
/// like its siblings in the file's own style; nothing else changes, so undo gives back the
/// exact bytes. Units: metres, radians. The pose (AddSpec::xyzRpy) is written only when it is
/// not zero (the spec's default), relative to the element's default pose frame: SDFormat
/// `<pose>` without `relative_to` (pose.sdf), URDF `<origin xyz rpy>`.
///
/// What is written:
/// - SDFormat (world.sdf, model.sdf, link.sdf, joint.sdf, visual.sdf, collision.sdf, frame.sdf):
///   `<model name>` (in the world, or nested in a model: SDFormat 1.5+), `<link name>` with an
///   `<inertial>` of mass 1 kg and inertia diag(1, 1, 1) kg·m² (inertial.sdf's defaults, written
///   out; a note asks for the real values), `<joint name type>` with `<parent>`, `<child>` and
///   for types with an axis `<axis><xyz>0 0 1</xyz>` (universal, revolute2: axis x, axis2 y)
///   and, revolute and prismatic, `<limit>` ±π rad or ±1 m; `<visual>`/`<collision>` with
///   `<geometry>`; `<frame name>` (SDFormat 1.7+, `attached_to` the link when the parent is a
///   link). Joint types by version (joint.sdf): revolute, prismatic, ball, universal,
///   revolute2; fixed and screw from 1.5; continuous from 1.6; gearbox is refused. Capsule and
///   ellipsoid need SDFormat 1.8 (geometry.sdf).
/// - URDF (urdf-xml.md): `<link name>` with `<inertial>` (mass 1, inertia diag(1, 1, 1)), no
///   pose (a link's pose is its parent joint's origin: a POSE is refused); `<joint name type>`
///   (revolute, continuous, prismatic, fixed, floating, planar) with `<origin>` in the parent
///   link, `<parent link>`, `<child link>`, `<axis xyz="0 0 1"/>` for the types with an axis,
///   and for revolute and prismatic `<limit lower upper effort="100" velocity="1"/>` (±π rad,
///   ±1 m); `<visual name>`/`<collision name>` with `<origin>` and `<geometry>` (box, sphere,
///   cylinder, mesh). A joint is refused when a link is missing, the child already has a
///   parent joint (one parent per link) or the parent lies below the child (a cycle).
///   Frames and models are refused (URDF has neither).
/// - Lights, sensors, includes (addlightsensor.cpp, addinclude.cpp): SDFormat `<light name
///   type>` (light.sdf) in the world or, SDFormat 1.6+, a link (model.sdf has no lights);
///   `<sensor name type>` (sensor.sdf) in a link with the elements its type requires (camera,
///   depth_camera, gpu_lidar: camera.sdf, lidar.sdf or ray.sdf by version; imu; contact naming
///   the link's first collision, refused without one); `<include>` with `<uri>`, `<name>` and
///   `<pose>` in the world or a model (1.5+), the URI found with the session's resolver
///   (refused when it is not found or holds no model; a Fuel URL missing from the cache gets a
///   note), unnamed: the model's own name made unique among its siblings (NAME, NAME_0, …, as
///   Gazebo names a model that is already there). URDF: lights and sensors in a
///   `<gazebo reference="LINK">` block appended to `<robot>` (Gazebo's URDF extension; a contact
///   sensor names `LINK_collision`, the converter's name of the link's first collision);
///   includes are refused.
///
/// Refused, with `result.error` naming what to write instead: an invalid name
/// (validEntityName()), a name already used in that scope (no renaming; SDFormat: models,
/// links, joints and frames of a scope share names, URDF: per kind), an unknown parent, a type
/// or shape the format or version lacks, SimRobot documents. In a xacro document the element is
/// written into the xacro source element its parent was expanded from (a note names FILE:LINE);
/// refused when that element is in a macro body expanded more than once (xacroAddDiffs() in
/// addentityprivate.h). A URDF link without a
/// parent joint and an SDFormat model without a link are accepted here (the next edit may add
/// them); unfinishedAdditions() (addspec.h) checks them once a batch of edits is done.
class AddEntity : public PatchCommand
{
public:
    static std::unique_ptr<AddEntity> create(
        EditSession &session, const AddSpec &spec, EditResult &result);

    using PatchCommand::PatchCommand;

    /// The new entity's `KIND:scoped-name` (entitylookup.h findEntity()) as it is after redo().
    QString addedSpec() const { return m_addedSpec; }

private:
    QString m_addedSpec;
};

} // namespace robostage::edit
