#include "packagefinder.h"

#include "resourcepaths.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QMutexLocker>
#include <QSet>

#include <tinyxml2.h>

#include <cstring>
#include <utility>

namespace robostage {

namespace {

constexpr int kMaxCrawlDepth = 8; // subfolder levels below a ROS_PACKAGE_PATH entry
constexpr int kMaxCrawlFolders = 20000; // folders visited below one ROS_PACKAGE_PATH entry
constexpr int kMaxChildren = 2000; // children of one ancestor checked for a package.xml

/// The packages below one ROS_PACKAGE_PATH entry, shallowest first.
struct PackageIndex
{
    QHash<QString, QString> byName; ///< package.xml `<name>` → folder
    QHash<QString, QString> byFolder; ///< folder name → folder
};

/// Crawls `root` breadth-first (bounded depth and count; hidden folders, folders marked
/// CATKIN_IGNORE / COLCON_IGNORE / AMENT_IGNORE, and folders already seen through another
/// link skipped). Like Drake's package map, and unlike rospack, it also looks inside packages,
/// so nested test packages are found.
PackageIndex crawlPackagePath(const QString &root)
{
    PackageIndex index;
    QSet<QString> seen; // canonical paths: a symlink loop ends here
    QList<std::pair<QString, int>> queue {{root, 0}};
    for (qsizetype i = 0; i < queue.size() && seen.size() < kMaxCrawlFolders; ++i) {
        const QString folder = queue.at(i).first;
        const int depth = queue.at(i).second;
        const QString canonical = QFileInfo(folder).canonicalFilePath();
        if (canonical.isEmpty() || seen.contains(canonical))
            continue;
        seen.insert(canonical);
        const QDir dir(folder);
        if (dir.exists(QStringLiteral("CATKIN_IGNORE"))
            || dir.exists(QStringLiteral("COLCON_IGNORE"))
            || dir.exists(QStringLiteral("AMENT_IGNORE")))
            continue;
        const QString folderName = QFileInfo(folder).fileName();
        if (!index.byFolder.contains(folderName))
            index.byFolder.insert(folderName, folder);
        const QString name = readPackageName(folder);
        if (!name.isEmpty() && !index.byName.contains(name))
            index.byName.insert(name, folder);
        if (depth >= kMaxCrawlDepth || queue.size() > 4 * kMaxCrawlFolders)
            continue;
        const QStringList children = dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString &child : children)
            queue.append({joinPath(folder, child), depth + 1});
    }
    return index;
}

} // namespace

/// Lookups that depend only on the file system, shared by copies of a finder.
struct PackageFinder::Cache
{
    struct WalkUp
    {
        QString folder;
        QStringList tried;
    };

    QMutex mutex;
    QHash<QString, PackageIndex> packagePath; ///< ROS_PACKAGE_PATH entry → its packages
    QHash<QString, QString> packageNames; ///< folder → package.xml `<name>`, "" when none
    QHash<QString, bool> folders; ///< AMENT_PREFIX_PATH `PREFIX/share/PKG` → is a folder
    QHash<QString, WalkUp> walkUp; ///< package + '\n' + start folder → result
};

std::shared_ptr<PackageFinder::Cache> PackageFinder::newCache()
{
    return std::make_shared<Cache>();
}

void PackageFinder::setPaths(const QStringList &rosPackagePath, const QStringList &amentPrefixPath)
{
    m_rosPackagePath = rosPackagePath;
    m_amentPrefixPath = amentPrefixPath;
    resetCache();
}

QString PackageFinder::find(const QString &package, const QString &rest, const QString &startFolder,
    QStringList &tried, QStringList &lacking) const
{
    QString path;
    const auto tryIn = [&](const QString &packageFolder) {
        const QString candidate = joinPath(packageFolder, rest);
        tried << candidate;
        if (QFileInfo::exists(candidate)) {
            path = candidate;
            return true;
        }
        lacking << packageFolder;
        return false;
    };
    for (const QString &entry : m_rosPackagePath) {
        const QString packageFolder = findInPackagePath(entry, package);
        if (packageFolder.isEmpty())
            tried << entry;
        else if (tryIn(packageFolder))
            return path;
    }
    for (const QString &prefix : m_amentPrefixPath) {
        const QString packageFolder = joinPath(prefix, QLatin1String("share/") + package);
        if (!isCachedFolder(packageFolder))
            tried << packageFolder;
        else if (tryIn(packageFolder))
            return path;
    }
    const QString above = findPackageUpwards(package, startFolder, tried);
    if (!above.isEmpty() && tryIn(above))
        return path;
    return {};
}

QString PackageFinder::findInPackagePath(const QString &entry, const QString &package) const
{
    QMutexLocker lock(&m_cache->mutex);
    auto it = m_cache->packagePath.find(entry);
    if (it == m_cache->packagePath.end())
        it = m_cache->packagePath.insert(entry, crawlPackagePath(entry));
    return it->byName.value(package, it->byFolder.value(package));
}

QString PackageFinder::findPackageUpwards(
    const QString &package, const QString &startFolder, QStringList &tried) const
{
    const QString key = package + QLatin1Char('\n') + startFolder;
    {
        QMutexLocker lock(&m_cache->mutex);
        const auto it = m_cache->walkUp.constFind(key);
        if (it != m_cache->walkUp.constEnd()) {
            tried += it->tried;
            return it->folder;
        }
    }
    Cache::WalkUp result;
    QString folder = startFolder;
    for (int level = 0; level < kMaxWalkUp && !folder.isEmpty() && result.folder.isEmpty();
         ++level) {
        result.tried << folder;
        if (QFileInfo(folder).fileName() == package || packageName(folder) == package) {
            result.folder = folder;
            break;
        }
        const QString child = joinPath(folder, package);
        if (QFileInfo(child).isDir()) {
            result.folder = child;
            break;
        }
        const QStringList children
            = QDir(folder).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (qsizetype i = 0; i < children.size() && i < kMaxChildren; ++i) {
            const QString candidate = joinPath(folder, children.at(i));
            if (packageName(candidate) == package) {
                result.folder = candidate;
                break;
            }
        }
        folder = parentFolder(folder);
    }
    QMutexLocker lock(&m_cache->mutex);
    m_cache->walkUp.insert(key, result);
    tried += result.tried;
    return result.folder;
}

bool PackageFinder::isCachedFolder(const QString &path) const
{
    {
        QMutexLocker lock(&m_cache->mutex);
        const auto it = m_cache->folders.constFind(path);
        if (it != m_cache->folders.constEnd())
            return *it;
    }
    const bool folder = QFileInfo(path).isDir();
    QMutexLocker lock(&m_cache->mutex);
    m_cache->folders.insert(path, folder);
    return folder;
}

QString PackageFinder::packageName(const QString &folder) const
{
    {
        QMutexLocker lock(&m_cache->mutex);
        const auto it = m_cache->packageNames.constFind(folder);
        if (it != m_cache->packageNames.constEnd())
            return *it;
    }
    const QString name = readPackageName(folder);
    QMutexLocker lock(&m_cache->mutex);
    m_cache->packageNames.insert(folder, name);
    return name;
}

} // namespace robostage
