#pragma once

#include <QString>

namespace robostage {

/// What File › New makes (issue 18).
enum class NewDocumentKind {
    World, ///< SDFormat 1.11 world with a sun and a ground plane, as Gazebo's empty.sdf
    Model, ///< SDFormat 1.11 model with one link, `base_link`
    Robot, ///< URDF robot with one link, `base_link`
};

/// Writes the template of `kind` (resources/templates/) to a new temporary folder that lives until
/// the application quits (BundledWorld: Save on it asks where to save, and the folder goes when
/// RoboStage exits, also after a crash at the next start) and returns the file's path, named
/// `untitled_world.sdf`, `untitled_model.sdf` or `untitled_robot.urdf`. Returns an empty path
/// with `error` set when the folder or the file cannot be made. GUI thread only.
QString createNewDocument(NewDocumentKind kind, QString *error = nullptr);

/// A fresh copy of the bundled document `oldPath` was (the demo world `demo.sdf`, or a File ›
/// New template by its file name) in a new temporary folder kept as createNewDocument()'s: crash
/// recovery restores unsaved edits of such a document into it, since the crashed process's
/// folder is gone or about to be removed (BundledWorld::removeStaleCopies()). Returns the new
/// file's path, or an empty path with `error` set when `oldPath` names no bundled document or
/// the copy cannot be made. GUI thread only.
QString recreateBundledDocument(const QString &oldPath, QString *error = nullptr);

} // namespace robostage
