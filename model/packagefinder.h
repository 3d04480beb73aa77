#pragma once

#include <QString>
#include <QStringList>

#include <memory>

namespace robostage {

/// Finds the folder of a ROS package for `package://PKG/rest` URIs (ROS REP 149 package
/// manifests), for ResourceResolver.
///
/// Searched in this order, each candidate folder only counting when it has `rest`:
/// - each folder of ROS_PACKAGE_PATH and its subfolders (up to 8 levels, hidden folders,
///   folders holding CATKIN_IGNORE / COLCON_IGNORE / AMENT_IGNORE and symlink loops skipped):
///   the shallowest folder whose `package.xml` `<name>` is PKG, else one named PKG;
/// - each prefix of AMENT_PREFIX_PATH as `PREFIX/share/PKG`;
/// - walking up from the referring file's folder (at most 64 ancestors): a folder whose
///   `package.xml` names PKG or that is named PKG, or a child of such an ancestor that is.
///
/// Never touches the network; missing or unreadable folders and manifests are skipped.
///
/// Lookups depend only on the file system and are cached; copies of a finder share the cache.
/// find() is thread-safe (the cache is guarded by a mutex); setPaths() and resetCache() are
/// not. Packages added on disk after a lookup are seen after setPaths() or resetCache().
class PackageFinder
{
public:
    /// Sets the ROS_PACKAGE_PATH folders and AMENT_PREFIX_PATH prefixes (absolute and cleaned;
    /// searched in list order) and starts a new cache.
    void setPaths(const QStringList &rosPackagePath, const QStringList &amentPrefixPath);

    /// Starts a new, empty cache for this finder; copies made earlier keep the old one.
    void resetCache() { m_cache = newCache(); }

    /// The cleaned path `FOLDER/rest` (`FOLDER` when `rest` is empty) of the first folder of
    /// `package`, in the order above, that has `rest`; empty when none has. `startFolder` is
    /// the referring file's folder. Appends every place looked at to `tried`, and each package
    /// folder found without `rest` to `lacking` (for the diagnostic).
    QString find(const QString &package, const QString &rest, const QString &startFolder,
        QStringList &tried, QStringList &lacking) const;

private:
    struct Cache;
    static std::shared_ptr<Cache> newCache();

    QString findInPackagePath(const QString &entry, const QString &package) const;
    QString findPackageUpwards(
        const QString &package, const QString &startFolder, QStringList &tried) const;
    QString packageName(const QString &folder) const;
    bool isCachedFolder(const QString &path) const;

    QStringList m_rosPackagePath;
    QStringList m_amentPrefixPath;
    /// Package lookups, shared by copies of this finder; replaced by the setters.
    std::shared_ptr<Cache> m_cache = newCache();
};

} // namespace robostage
