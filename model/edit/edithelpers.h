#pragma once

// Helpers shared by the edit commands (not a public interface).

#include "commands.h"
#include "entitylookup.h"

#include <tinyxml2.h>

#include <QCoreApplication>

namespace robostage::edit {

/// True when document file `file` is a URDF file (root `<robot>`).
bool isUrdfFile(const Document &doc, int file);

/// "FILE:LINE" of `ref` for messages.
QString where(const Document &doc, const SourceRef &ref);

/// Looks up frame node `id` into `info`; false with result.error set when it is no entity.
bool lookupForEdit(const Document &doc, FrameId id, EntityInfo &info, EditResult &result);

/// lookupForEdit() of an entity that must be of one of `kinds`: false with result.error
/// "'NAME' is not a KIND" (the kinds joined by "or") when it is of another kind.
bool lookupForEdit(const Document &doc, FrameId id, std::initializer_list<FrameKind> kinds,
    EntityInfo &info, EditResult &result);

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
    if (!patches.diffs(diffs, &result.error)) {
        result.shared = patches.sharedQuestion();
        result.computed = patches.computedValue();
        return nullptr;
    }
    result.ok = true;
    if (diffs.empty()) {
        result.notes
            << QCoreApplication::translate("robostage::edit", "%1: nothing to change").arg(text);
        return nullptr;
    }
    noteIncludedFiles(session.document(), patches, result);
    result.notes << patches.notes();
    return std::make_unique<Command>(session, text, std::move(diffs), id, mergeKey);
}

/// True for the SDFormat name scopes `<model>` and `<world>` (SDFormat 1.8 name scoping).
bool isScopeElement(const tinyxml2::XMLElement *e);

/// The nearest `<model>` or `<world>` above `e`, or the file's root element.
const tinyxml2::XMLElement *enclosingScope(const tinyxml2::XMLElement *e);

/// The scope an SDFormat reference on `e` resolves in (SDFormat 1.8 name scoping): the
/// enclosing `<model>` or `<world>`; a model's own `<pose>` in the model's parent scope;
/// `ownAttribute` (canonical_link, placement_frame on a `<model>`): the model itself.
const tinyxml2::XMLElement *referenceScope(const tinyxml2::XMLElement *e, bool ownAttribute);

/// False with `why` set when `name` cannot name an entity: empty, surrounding spaces, `::`,
/// or reserved by SDFormat (`world`, `__…__`).
bool validEntityName(const QString &name, QString *why);

/// True when a sibling of `info` (same scope) already has `name` (SDF 1.7+: models, links,
/// joints and frames of a scope share one namespace; `urdf`: links among links, joints among
/// joints; visuals, collisions, lights, sensors among their own kind).
bool siblingNameTaken(const Document &doc, const EntityInfo &info, const QString &name, bool urdf);

/// Command ids for mergeWith (one per command class; -1 never merges).
enum CommandId { SetPoseId = 1, SetJointAxisId, SetMaterialColorId };

} // namespace robostage::edit
