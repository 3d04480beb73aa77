#pragma once

#include "framegraph.h"

#include <QMap>
#include <QString>

namespace robostage {

class Document;

/// What differs between two loads of the same description (a reload after the file changed on
/// disk), entity by entity, matched by kind and scoped name (`model::link::visual`): entities
/// added, removed, moved (its pose relative to its `relative_to` frame, FrameNode::X_RF, or that
/// frame differs by more than 1e-9 m or 1e-9 in the quaternion: moving a joint origin counts
/// the joint, not the links it carries) or changed in what the scene model holds for them
/// (geometry, colour, joint type/axis/limits/mimic, mass and inertia, light parameters, model
/// `static`).
struct SceneChanges
{
    /// Changed entities (added, removed, moved or changed) by kind.
    QMap<FrameKind, int> changedByKind;

    int total() const;
    /// "2 links, 1 joint changed" (kinds in FrameKind order), or "no entity changed"; translated.
    QString summary() const;

    /// Compares `before` with `after`.
    static SceneChanges between(const Document &before, const Document &after);
};

} // namespace robostage
