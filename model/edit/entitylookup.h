#pragma once

// Finding the entity an edit names: by `kind:scoped-name` (as `robostage poses` prints it) and
// from a frame graph node to the scene entity and the XML element it was read from.

#include "framegraph.h"
#include "scene.h"

#include <QList>
#include <QString>

namespace robostage {
class Document;

namespace edit {

/// A scene entity with the structures an edit needs. `model` is the entity itself for a model
/// and otherwise the model that declares it (null for world-level joints, frames and lights).
struct EntityInfo
{
    FrameId id = kNoFrame;
    FrameKind kind = FrameKind::World;
    QString scopedName;
    const Model *model = nullptr;
    const Link *link = nullptr; ///< the link itself, or the link of a visual or collision
    const Visual *visual = nullptr;
    const Collision *collision = nullptr;
    const Joint *joint = nullptr;
    const Frame *frame = nullptr;
    const Light *light = nullptr;
    SourceRef source; ///< the entity's own element (for an included model: its <model>)
};

/// Fills `out` for frame node `id`; false when no scene entity has that frame.
bool lookupEntity(const Document &doc, FrameId id, EntityInfo &out);

/// The frame node named by `spec`: `NAME` or `KIND:NAME`, KIND one of model, link, visual,
/// collision, joint, frame, light (FrameKind names), or another kind listed in `kinds` (sensor).
/// NAME is a scoped name as `robostage poses` prints it, or an unambiguous `::`-suffix of one
/// (`base_link` for `robot::base_link`). Only nodes of `kinds` match (empty: every kind above).
/// Returns kNoFrame and sets `error` (what was not found, or the candidates of an ambiguous name)
/// otherwise.
FrameId findEntity(
    const Document &doc, const QString &spec, const QList<FrameKind> &kinds, QString *error);

} // namespace edit
} // namespace robostage
