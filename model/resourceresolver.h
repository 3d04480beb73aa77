#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace robostage {

/// Turns the URIs found in description files into local paths, in one place for every format.
///
/// Supported forms:
/// - `package://PKG/rest`: each folder of ROS_PACKAGE_PATH (and its subfolders, PKG found by
///   folder name or `package.xml` `<name>`), each prefix of AMENT_PREFIX_PATH as
///   `PREFIX/share/PKG`, and by walking up from the referring file to a folder that has a
///   `package.xml` whose `<name>` is PKG, or that is named PKG.
/// - `model://NAME/rest`: each folder of GZ_SIM_RESOURCE_PATH, IGN_GAZEBO_RESOURCE_PATH,
///   SDF_PATH, GAZEBO_MODEL_PATH (colon-separated), then the folders of the referring file and
///   its parents, looking for `NAME/rest`.
/// - `file://PATH` (absolute, or relative to the referring file), absolute paths, and paths
///   relative to the referring file.
/// - `http://`, `https://`: never fetched; reported as remote.
///
/// Thread-safe for concurrent resolve() calls after construction (no mutation; the package
/// cache is filled at construction or guarded).
class ResourceResolver
{
public:
    struct Result
    {
        QString path;       ///< absolute local path; empty when unresolved
        bool remote = false;
        QStringList tried;  ///< every place looked at, in order, for the diagnostic
        /// Diagnostic text when unresolved, e.g. "cannot resolve 'package://x/y.dae': tried …".
        QString error;
        bool ok() const { return !path.isEmpty(); }
    };

    /// A resolver with no search paths (only relative, absolute and `file://` URIs, and the
    /// walk up from the referring file).
    ResourceResolver() = default;

    /// A resolver reading ROS_PACKAGE_PATH, AMENT_PREFIX_PATH, GZ_SIM_RESOURCE_PATH,
    /// IGN_GAZEBO_RESOURCE_PATH, SDF_PATH and GAZEBO_MODEL_PATH from the process environment.
    static ResourceResolver fromEnvironment();

    void setPackagePaths(const QStringList &rosPackagePath, const QStringList &amentPrefixPath);
    void setModelPaths(const QStringList &paths);
    const QStringList &modelPaths() const { return m_modelPaths; }

    /// Resolves `uri` found in `referringFile` (absolute path of the file that contains it)
    /// to an existing local file or folder.
    Result resolve(const QString &uri, const QString &referringFile) const;

    /// Resolves the target of an SDF `<include><uri>` to the description file to read
    /// (SDFormat `include` description): `model://NAME`, `package://…`, `file://…`, absolute
    /// and relative paths, and a bare model name looked up in the model paths and next to the
    /// referring file. When the target is a folder, its `model.config` chooses the file: the
    /// `<sdf version>` entry with the highest version this reader supports (≤ 1.11), else the
    /// first entry; without `model.config`, `model.sdf`. A file target is returned as is.
    Result resolveModel(const QString &uri, const QString &referringFile) const;

    /// Picks the description file of a model folder from its `model.config` as resolveModel()
    /// does. Returns an empty path with `error` set when there is none.
    static Result modelFileInFolder(const QString &folder);

private:
    QString findPackage(const QString &package, const QString &referringFile, QStringList &tried) const;

    QStringList m_rosPackagePath;
    QStringList m_amentPrefixPath;
    QStringList m_modelPaths;
};

} // namespace robostage
