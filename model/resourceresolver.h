#pragma once

#include "fuelcache.h"
#include "lifetimebound.h"
#include "packagefinder.h"

#include <QString>
#include <QStringList>

namespace robostage {

/// Turns the URIs found in description files into local paths, in one place for every format.
///
/// Supported forms, each searched in this order (the first existing target wins):
/// - `package://PKG/rest`: each folder of ROS_PACKAGE_PATH and its subfolders (up to 8 levels,
///   hidden folders, folders holding CATKIN_IGNORE / COLCON_IGNORE / AMENT_IGNORE and symlink
///   loops skipped; PKG is the folder whose `package.xml` `<name>` is PKG, else a folder named
///   PKG); each prefix of AMENT_PREFIX_PATH as `PREFIX/share/PKG`; then walking up from the
///   referring file, a folder whose `package.xml` names PKG or that is named PKG, or a child of
///   such an ancestor that is; last, `PKG/rest` in the model paths (what Gazebo does after
///   converting a URDF). Package lookups are cached per resolver (and its copies).
/// - `model://NAME/rest`: each folder of GZ_SIM_RESOURCE_PATH, IGN_GAZEBO_RESOURCE_PATH,
///   SDF_PATH, GAZEBO_MODEL_PATH (colon-separated, in that order), then for the referring
///   file's folder and each of its parents A: `A/rest` when A is named NAME, `A/NAME/rest` and
///   `A/models/NAME/rest`.
/// - `file:///abs`, `file://rel` (relative to the referring file, then to each model path, which
///   is where Gazebo looks for `file://media/…`), absolute paths, and paths relative to the
///   referring file's folder. Percent-encoded URIs are retried decoded.
/// - Gazebo Fuel URLs (`https://fuel.gazebosim.org/1.0/OWNER/models/NAME[/VERSION]`, `/worlds/`,
///   `…/files/REL`): looked up in the local Fuel cache (FuelCache, which gives the rules); the
///   Result names the cache entry used (`fuelEntry`). One not in the cache is reported as remote,
///   with the folders looked in.
/// - Other `http://`, `https://` URIs: never fetched; reported as remote. Other schemes are
///   unsupported.
///
/// Never touches the network. Missing, unreadable or odd paths (very long, not UTF-8) give an
/// unresolved Result, never a crash.
///
/// Thread-safe for concurrent resolve() / resolveModel() calls: the only mutable state is the
/// package cache, which is guarded by a mutex. The setters are not thread-safe. Packages
/// added on disk after a lookup are seen after a setter call or by a new resolver.
class ResourceResolver
{
public:
    struct Result
    {
        QString path; ///< absolute local path; empty when unresolved
        /// true for http(s) URIs that were not found locally (a Fuel URL missing from the Fuel
        /// cache included): they are never fetched, and callers report them as warnings
        bool remote = false;
        /// For a Fuel URL found in the Fuel cache: the cache entry used, its version folder
        /// `ROOT/HOST/OWNER/models|worlds/NAME/VERSION` (for the resolution inspector); else
        /// empty.
        QString fuelEntry;
        QStringList tried; ///< every place looked at, in order, for the diagnostic
        /// User-facing text when unresolved (translated, context "ResourceResolver"): names the
        /// URI, the referring file, every place tried and what to set, e.g. ROS_PACKAGE_PATH.
        QString error;
        bool ok() const { return !path.isEmpty(); }
    };

    /// A resolver with no search paths (only relative, absolute and `file://` URIs, and the
    /// walk up from the referring file).
    ResourceResolver() = default;

    /// A resolver reading ROS_PACKAGE_PATH, AMENT_PREFIX_PATH, GZ_SIM_RESOURCE_PATH,
    /// IGN_GAZEBO_RESOURCE_PATH, SDF_PATH and GAZEBO_MODEL_PATH from the process environment,
    /// with the Fuel cache folders of FuelCache::rootsFromEnvironment().
    static ResourceResolver fromEnvironment();

    /// Sets the ROS_PACKAGE_PATH folders and AMENT_PREFIX_PATH prefixes, searched in this
    /// order. Relative folders are made absolute against the current folder; empty and
    /// duplicate entries are dropped. Clears the package cache.
    void setPackagePaths(const QStringList &rosPackagePath, const QStringList &amentPrefixPath);
    /// Sets the model search folders (GZ_SIM_RESOURCE_PATH order), as setPackagePaths() does.
    void setModelPaths(const QStringList &paths);
    const QStringList &modelPaths() const ROBOSTAGE_LIFETIMEBOUND { return m_modelPaths; }
    /// Sets the Gazebo Fuel cache folders searched for Fuel URLs, in order (none by default).
    void setFuelCacheRoots(const QStringList &roots) { m_fuel = FuelCache(roots); }
    const QStringList &fuelCacheRoots() const ROBOSTAGE_LIFETIMEBOUND { return m_fuel.roots(); }

    /// Resolves `uri` found in `referringFile` (absolute path of the file that contains it)
    /// to an existing local file or folder, as an absolute, cleaned path. Leading and trailing
    /// white space of `uri` is ignored. On failure `path` is empty and `error` says why.
    Result resolve(const QString &uri, const QString &referringFile) const;

    /// Resolves the target of an SDF `<include><uri>` to the description file to read
    /// (SDFormat `include` description): `model://NAME`, `package://…`, `file://…`, absolute
    /// and relative paths, and a bare model name (no `/`) looked up like `model://NAME`: in the
    /// model paths, then next to the referring file and in its ancestors' folders. A relative
    /// path with a `/` is tried next to the referring file first, then like a model name.
    /// When the target is a folder, modelFileInFolder() chooses the file (for a Fuel model or
    /// world, FuelCache::descriptionFile()). A file target is returned as is (it may be a URDF
    /// or any other format; the caller decides).
    Result resolveModel(const QString &uri, const QString &referringFile) const;

    /// Picks the description file of a model folder: from `model.config` (or the older
    /// `manifest.xml`), the `<sdf version="X">FILE</sdf>` entry with the highest version this
    /// reader supports (≤ 1.11), else the first entry, skipping entries whose file is missing;
    /// without a usable config, `model.sdf`. Returns an empty path with `error` set when there
    /// is none.
    static Result modelFileInFolder(const QString &folder);

private:
    Result resolveOnce(const QString &uri, const QString &folder) const;
    Result resolvePackage(const QString &package, const QString &rest, const QString &folder) const;
    Result resolveModelName(const QString &name, const QString &rest, const QString &folder) const;
    Result resolveLocal(const QString &path, const QString &folder, bool searchModelPaths) const;
    Result resolveFuel(const FuelCache::Url &url, const QString &uri) const;

    /// The `package://` search; its cache is shared by copies of this resolver and replaced by
    /// the setters.
    PackageFinder m_packages;
    QStringList m_modelPaths;
    FuelCache m_fuel;
};

} // namespace robostage
