#pragma once

// Pasting across formats (issue 18, "SDFormat ↔ URDF paste goes through the converter"): a
// copied entity is wrapped in the smallest file of its own format, read, converted with
// model/convert (convert.h), and the converted elements are taken out again as a CopiedEntity
// of the other format. Internal to model/edit (PasteEntity).

#include "entityclipboard.h"

#include <QStringList>

#include <optional>

namespace robostage {
class ResourceResolver;
}

namespace robostage::edit {

/// `copied` (SDFormat or URDF) as a CopiedEntity of `target`'s format, for a paste into
/// `target` (a loaded SDFormat or URDF document; the wrapper is read as a file in its folder,
/// so relative mesh URIs resolve as they will once pasted).
///
/// - SDFormat visual or collision → URDF `<visual>`/`<collision>` (convertToUrdf(): shapes
///   URDF lacks are reported).
/// - SDFormat link or model → a URDF link subtree (kind Link): the model's links and joints
///   (a link alone: itself), with a fixed joint `NAME_joint` from the link the paste hangs from
///   to the root link, its `<origin>` the root link's pose in the copied entity's parent frame
///   (so the copy sits where a same-format paste would put it); `<gazebo reference>` blocks
///   kept; model-level extensions reported as not pasted.
/// - URDF visual or collision → SDFormat `<visual>`/`<collision>`.
/// - URDF link subtree → SDFormat links and joints (kind Link, several elements): joint poses
///   `relative_to` their parent link, child links `relative_to` their joint (convertToSdf()),
///   the top joint's parent still `parentLink` (PasteEntity renames it to the link it hangs
///   from). Needs SDFormat 1.8+ in `target` (`relative_to`).
///
/// Appends to `notes` one line for each warning of the conversion ("not converted: …"),
/// without the wrapper's file and line. Returns nothing and sets `error` when the entity cannot
/// be expressed in the other format (SDFormat frames and included models into URDF, nested
/// models, references to frames outside the copy) or the target version is too old.
std::optional<CopiedEntity> convertCopiedEntity(const CopiedEntity &copied, const Document &target,
    const ResourceResolver &resolver, QStringList &notes, QString *error);

/// `bytes` of one element (start tag first) with the indentation its lines share removed, so
/// that its inner lines are indented relative to the start tag; line ends made LF.
QByteArray dedentElement(const QByteArray &bytes);

} // namespace robostage::edit
