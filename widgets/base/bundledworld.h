#pragma once

#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace robostage {

/// Registers the resources compiled into RoboStage (resources/resources.qrc: the demo world,
/// the application icon). Safe to call more than once.
void initResources();

/// The demo world compiled into RoboStage (`:/worlds/demo.sdf` with its meshes and textures),
/// copied to a temporary folder (`robostage-demo-PID-XXXXXX` in the system's temporary folder)
/// so that its relative URIs resolve to real files, as Assimp and the resource resolver need.
/// The folder is removed when the object is destroyed; folders left by a RoboStage process
/// that no longer runs (killed, crashed) are removed by the next extract().
///
/// The copy is not the user's file: Save on it must ask where to save (isBundledCopy()). The
/// same holds for the documents File › New makes from templates (extractTemplate()).
class BundledWorld
{
public:
    BundledWorld();
    ~BundledWorld();
    BundledWorld(const BundledWorld &) = delete;
    BundledWorld &operator=(const BundledWorld &) = delete;

    /// Path of the demo world inside the Qt resources.
    static QString resourcePath() { return QStringLiteral(":/worlds/demo.sdf"); }

    /// Copies every file under `:/worlds` into the temporary folder (on the first call) and
    /// returns the path of the copied demo.sdf; empty when copying failed (see error()).
    QString extract();
    /// Instead of the demo: copies the Qt resource `resource` (a File › New template,
    /// `:/templates/…`) into the temporary folder as `fileName`, writable, and returns its path;
    /// empty when copying failed (see error()). One of extract() and extractTemplate() per
    /// object.
    QString extractTemplate(const QString &resource, const QString &fileName);
    QString error() const { return m_error; }

    /// Whether `path` is the bundled world in the resources or a file in a folder that a
    /// BundledWorld extracted to (this process's, or another's in the temporary folder): not a
    /// file the user opened from a path of their own.
    static bool isBundledCopy(const QString &path);

    /// Copies the bundled world's files other than the world itself (meshes/, textures/) into
    /// `folder`, so that a world saved there still finds them through its relative URIs. Files
    /// that exist already are kept. Returns false (and `error` says why) when a copy failed.
    static bool copyAssetsTo(const QString &folder, QString *error = nullptr);

    /// Removes the demo folders in `tempFolder` that belong to processes that no longer run;
    /// returns how many. extract() calls it with the system's temporary folder.
    static int removeStaleCopies(const QString &tempFolder);

private:
    /// Makes the temporary folder (once); false with error() when it cannot be made.
    bool makeFolder();
    /// Copies the files under `:/worlds` (without demo.sdf itself unless `withWorld`) into
    /// `folder`, keeping files that exist there; false with `error` when a copy failed.
    static bool copyFiles(const QString &folder, bool withWorld, QString *error);

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_path;
    QString m_error;
};

} // namespace robostage
