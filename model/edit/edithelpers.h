#pragma once

// Helpers shared by the edit commands (not a public interface).

#include "commands.h"
#include "entitylookup.h"

#include <tinyxml2.h>

#include <QCoreApplication>

namespace robostage::edit {

inline QString editTr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

/// True when document file `file` is a URDF file (root `<robot>`).
bool isUrdfFile(const Document &doc, int file);

/// "FILE:LINE" of `ref` for messages.
QString where(const Document &doc, const SourceRef &ref);

/// Looks up frame node `id` into `info`; false with result.error set when it is no entity.
bool lookupForEdit(const Document &doc, FrameId id, EntityInfo &info, EditResult &result);

/// True for a model brought in by an SDFormat `<include>` as a nested model (not merged): its
/// name, pose and static flag are the include's overrides.
inline bool isIncludedModel(const EntityInfo &info)
{
    return info.kind == FrameKind::Model && info.model && info.model->include.present
        && !info.model->include.merge && info.model->include.source.element;
}

/// Adds to `result.notes` that edits went to included model files rather than the opened file.
void noteIncludedFiles(const Document &doc, const PatchSet &patches, EditResult &result);

/// Makes the command of `patches`: null with result.error when a patch failed, null with a
/// "nothing changed" note when no byte changes, else a Command with `text`.
template<class Command>
std::unique_ptr<Command> makeCommand(EditSession &session, PatchSet &patches, const QString &text,
    int id, const QString &mergeKey, EditResult &result)
{
    std::vector<FileDiff> diffs;
    if (!patches.diffs(diffs, &result.error))
        return nullptr;
    result.ok = true;
    if (diffs.empty()) {
        result.notes << editTr("%1: nothing to change").arg(text);
        return nullptr;
    }
    noteIncludedFiles(session.document(), patches, result);
    return std::make_unique<Command>(session, text, std::move(diffs), id, mergeKey);
}

/// Command ids for mergeWith (one per command class; -1 never merges).
enum CommandId { SetPoseId = 1, SetJointAxisId, SetMaterialColorId };

} // namespace robostage::edit
