#pragma once

// Edit commands that change the structure of a description: deleting and duplicating entities
// (issue 4, Edit › Delete and Duplicate). Same contract as commands.h: create() looks at the
// session's current document, plans the byte edits (XmlPatch: only the removed or inserted
// element's bytes change) and returns the command, or null with `result.error` set when the
// edit is refused. `result.notes` say what else happened. Push with EditSession::push().

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
/// copy hangs where the link does and the robot stays one tree.
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

} // namespace robostage::edit
