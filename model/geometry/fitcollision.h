#pragma once

// Writing a generated collision shape (shapefit.h) into the description (issue 19, "Generated
// collision shapes"): a new `<collision>` of the link, beside its collisions or replacing them,
// as one undo step; `robostage edit --fit-collision` and the window's Fit collision action.

#include "edit/editsession.h"
#include "shapefit.h"

namespace robostage {

struct FitCollisionOptions
{
    /// Delete the link's other collisions (in the same undo step) instead of keeping them.
    bool replace = false;
    /// The absolute path of the description file that will hold the new collision once saved:
    /// a hull's mesh file goes in its folder, and its URI is written relative to it (or as
    /// `package://`, meshuri.h). Empty: the file the link is written in.
    QString referringFile;
    /// fitCollision(): the names of the link's visuals to fit; empty: all of them.
    QStringList visuals;
};

/// Adds `shape` (fitted to link `linkSpec`, findEntity() names) as a new collision named
/// `fit_KIND` (`fit_KIND_2`, … when taken) at its pose in the link frame (edit::AddEntity:
/// SDFormat `<collision>` with `<pose>`, URDF `<collision>` with `<origin>`), and, with
/// `replace`, deletes the link's other collisions; one undo step (a QUndoStack macro) and only
/// those elements' bytes change. A hull is first written as the binary STL `LINK_hull.stl`
/// (`LINK_hull_2.stl`, … when taken; meshfile.h) beside `referringFile` and referred to by
/// `<mesh>`; undo leaves that file. Notes give the shape's fit figures and name what was
/// replaced and a capped hull. Errors: no such link, the format's refusals (a capsule in URDF
/// or SDFormat before 1.8), a delete that is refused (a contact sensor naming the collision),
/// a mesh file that cannot be written; nothing changes then. `addedSpec` gets the new
/// collision's `collision:SCOPED` name.
edit::EditResult applyFittedShape(edit::EditSession &session, const QString &linkSpec,
    const FittedShape &shape, const FitCollisionOptions &options, QString *addedSpec = nullptr);

/// fitCollisionShape() then applyFittedShape(): `robostage edit --fit-collision LINK=KIND`.
edit::EditResult fitCollision(edit::EditSession &session, const QString &linkSpec, FitKind kind,
    const FitCollisionOptions &options);

/// A line of `fit`'s figures for notes and the status bar ("IoU 0.83, visual outside 0 m, …").
QString fitFiguresText(const LinkFit &fit);

} // namespace robostage
