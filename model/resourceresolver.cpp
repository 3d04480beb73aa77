#include "resourceresolver.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMutex>
#include <QMutexLocker>
#include <QSet>
#include <QUrl>
#include <QVersionNumber>

#include <tinyxml2.h>

#include <cstring>
#include <utility>

namespace robostage {

namespace {

constexpr int kMaxCrawlDepth = 8; // subfolder levels below a ROS_PACKAGE_PATH entry
constexpr int kMaxCrawlFolders = 20000; // folders visited below one ROS_PACKAGE_PATH entry
constexpr int kMaxChildren = 2000; // children of one ancestor checked for a package.xml
constexpr int kMaxWalkUp = 64; // ancestors visited above the referring file
constexpr qsizetype kMaxUriLength = 16384; // longer URIs are refused without touching the disk
constexpr qint64 kMaxXmlBytes = 1 << 20; // larger package.xml / model.config are ignored
constexpr int kMaxTriedShown = 40; // places listed in one error message

/// `folder/rest` cleaned; `folder` alone when `rest` is empty. A `rest` starting with '/' is
/// still taken inside `folder` (unlike QDir::filePath()).
QString joinPath(const QString &folder, const QString &rest)
{
    return QDir::cleanPath(rest.isEmpty() ? folder : folder + QLatin1Char('/') + rest);
}

bool exists(const QString &path)
{
    return QFileInfo::exists(path);
}

/// The lower-case scheme of `uri` ("package", "model", …), empty for a plain path. One-letter
/// schemes are taken for Windows drive letters.
QString schemeOf(const QString &uri)
{
    const qsizetype end = uri.indexOf(QLatin1String("://"));
    if (end < 2)
        return {};
    for (qsizetype i = 0; i < end; ++i) {
        const char16_t c = uri.at(i).unicode();
        const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
        const bool other = (c >= '0' && c <= '9') || c == '+' || c == '-' || c == '.';
        if (!letter && (i == 0 || !other))
            return {};
    }
    return uri.left(end).toLower();
}

/// `uri` shortened for a message.
QString shown(const QString &uri)
{
    constexpr qsizetype kMax = 300;
    return uri.size() <= kMax ? uri : uri.left(kMax) + QChar(0x2026);
}

/// Why `uri` is refused before any lookup (empty, absurdly long, NUL inside), or empty.
QString malformed(const QString &uri)
{
    if (uri.isEmpty())
        return QCoreApplication::translate("ResourceResolver", "The URI is empty.");
    if (uri.size() > kMaxUriLength)
        return QCoreApplication::translate(
            "ResourceResolver", "The URI is longer than %1 characters.")
            .arg(kMaxUriLength);
    if (uri.contains(QChar(0)))
        return QCoreApplication::translate("ResourceResolver", "The URI contains a NUL character.");
    return {};
}

/// The folder that relative URIs of `referringFile` start from: its folder, or the current
/// folder when there is no file.
QString referringFolder(const QString &referringFile)
{
    if (referringFile.isEmpty())
        return QDir::currentPath();
    return QDir::cleanPath(QFileInfo(referringFile).absolutePath());
}

/// The parent of `folder`, or empty at the root.
QString parentFolder(const QString &folder)
{
    const QString parent = QFileInfo(folder).path();
    return parent == folder || parent.isEmpty() ? QString() : parent;
}

/// A user-facing failure text: `what`, then the places tried, then `hint`.
QString describeFailure(const QString &what, const QStringList &tried, const QString &hint)
{
    QString text = what;
    if (!tried.isEmpty()) {
        text += QLatin1Char(' ') + QCoreApplication::translate("ResourceResolver", "Tried:");
        for (qsizetype i = 0; i < tried.size() && i < kMaxTriedShown; ++i)
            text += QLatin1String("\n  ") + shown(tried.at(i));
        if (tried.size() > kMaxTriedShown)
            text += QLatin1String("\n  ")
                + QCoreApplication::translate("ResourceResolver", "… and %1 more.")
                      .arg(tried.size() - kMaxTriedShown);
    }
    if (!hint.isEmpty())
        text += QLatin1Char('\n') + hint;
    return text;
}

QString unresolvedMessage(
    const QString &uri, const QString &referringFile, const QStringList &tried, const QString &hint)
{
    const QString what = referringFile.isEmpty()
        ? QCoreApplication::translate("ResourceResolver", "Cannot resolve '%1'.").arg(shown(uri))
        : QCoreApplication::translate(
            "ResourceResolver", "Cannot resolve '%1' (referred to in %2).")
              .arg(shown(uri), shown(referringFile));
    return describeFailure(what, tried, hint);
}

/// Parses the XML file at `path`; false when it is missing, unreadable, too large or malformed.
bool loadXml(const QString &path, tinyxml2::XMLDocument &doc)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > kMaxXmlBytes)
        return false;
    const QByteArray data = file.readAll();
    return doc.Parse(data.constData(), size_t(data.size())) == tinyxml2::XML_SUCCESS;
}

QString elementText(const tinyxml2::XMLElement *element)
{
    return element && element->GetText() ? QString::fromUtf8(element->GetText()).trimmed()
                                         : QString();
}

/// The `<name>` of `folder/package.xml` (ROS REP 149 package manifest), empty when there is
/// no readable one.
QString readPackageName(const QString &folder)
{
    const QString path = joinPath(folder, QStringLiteral("package.xml"));
    if (!QFileInfo(path).isFile())
        return {};
    tinyxml2::XMLDocument doc;
    if (!loadXml(path, doc))
        return {};
    const tinyxml2::XMLElement *root = doc.RootElement();
    if (!root || std::strcmp(root->Name(), "package") != 0)
        return {};
    return elementText(root->FirstChildElement("name"));
}

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

/// Absolute, cleaned, non-empty, first occurrence of each.
QStringList cleanedFolders(const QStringList &paths)
{
    QStringList folders;
    for (const QString &path : paths) {
        if (path.isEmpty() || path.size() > kMaxUriLength || path.contains(QChar(0)))
            continue;
        const QString folder = QDir::cleanPath(QDir(path).absolutePath());
        if (!folders.contains(folder))
            folders << folder;
    }
    return folders;
}

} // namespace

/// Lookups that depend only on the file system, shared by copies of a resolver.
struct ResourceResolver::Cache
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

std::shared_ptr<ResourceResolver::Cache> ResourceResolver::newCache()
{
    return std::make_shared<Cache>();
}

ResourceResolver ResourceResolver::fromEnvironment()
{
    const auto paths = [](const char *name) {
        return qEnvironmentVariable(name).split(QDir::listSeparator(), Qt::SkipEmptyParts);
    };
    ResourceResolver resolver;
    resolver.setPackagePaths(paths("ROS_PACKAGE_PATH"), paths("AMENT_PREFIX_PATH"));
    resolver.setModelPaths(paths("GZ_SIM_RESOURCE_PATH") + paths("IGN_GAZEBO_RESOURCE_PATH")
        + paths("SDF_PATH") + paths("GAZEBO_MODEL_PATH"));
    return resolver;
}

void ResourceResolver::setPackagePaths(
    const QStringList &rosPackagePath, const QStringList &amentPrefixPath)
{
    m_rosPackagePath = cleanedFolders(rosPackagePath);
    m_amentPrefixPath = cleanedFolders(amentPrefixPath);
    m_cache = newCache();
}

void ResourceResolver::setModelPaths(const QStringList &paths)
{
    m_modelPaths = cleanedFolders(paths);
    m_cache = newCache();
}

ResourceResolver::Result ResourceResolver::resolve(
    const QString &uri, const QString &referringFile) const
{
    const QString trimmed = uri.trimmed();
    Result r;
    r.error = malformed(trimmed);
    if (r.error.isEmpty()) {
        const QString folder = referringFolder(referringFile);
        r = resolveOnce(trimmed, folder);
        if (!r.ok() && !r.remote && trimmed.contains(QLatin1Char('%'))) {
            const QString decoded = QUrl::fromPercentEncoding(trimmed.toUtf8());
            if (decoded != trimmed && malformed(decoded).isEmpty()) {
                Result d = resolveOnce(decoded, folder);
                d.tried = r.tried + d.tried;
                if (d.ok())
                    r = d;
                else
                    r.tried = d.tried;
            }
        }
    }
    r.tried.removeDuplicates();
    if (!r.ok() && !r.remote)
        r.error = unresolvedMessage(trimmed, referringFile, r.tried, r.error);
    return r;
}

/// One lookup of a trimmed, well-formed `uri`; on failure `error` holds only the hint.
ResourceResolver::Result ResourceResolver::resolveOnce(
    const QString &uri, const QString &folder) const
{
    const QString scheme = schemeOf(uri);
    const QString body = uri.mid(scheme.isEmpty() ? 0 : scheme.size() + 3);
    if (scheme == QLatin1String("http") || scheme == QLatin1String("https")) {
        Result r;
        r.remote = true;
        r.error = QCoreApplication::translate("ResourceResolver",
            "'%1' is a remote resource; RoboStage never downloads files. Download it "
            "and refer to the local copy (a relative path, or model:// with "
            "GZ_SIM_RESOURCE_PATH set).")
                      .arg(shown(uri));
        return r;
    }
    if (scheme == QLatin1String("package") || scheme == QLatin1String("model")) {
        const qsizetype slash = body.indexOf(QLatin1Char('/'));
        const QString name = slash < 0 ? body : body.left(slash);
        const QString rest = slash < 0 ? QString() : body.mid(slash + 1);
        if (name.isEmpty() || name == QLatin1String(".") || name == QLatin1String("..")) {
            Result r;
            r.error = QCoreApplication::translate(
                "ResourceResolver", "The URI names no %1; expected %1://NAME/path.")
                          .arg(scheme);
            return r;
        }
        return scheme == QLatin1String("package") ? resolvePackage(name, rest, folder)
                                                  : resolveModelName(name, rest, folder);
    }
    if (scheme == QLatin1String("file")) {
        QString path = body;
        if (path.startsWith(QLatin1String("localhost/")))
            path = path.mid(9);
#ifdef Q_OS_WIN
        if (path.size() > 2 && path.at(0) == QLatin1Char('/') && path.at(2) == QLatin1Char(':'))
            path = path.mid(1); // file:///C:/x
#endif
        return resolveLocal(path, folder, true);
    }
    if (!scheme.isEmpty()) {
        Result r;
        r.error = QCoreApplication::translate("ResourceResolver",
            "The scheme '%1://' is not supported; use package://, model://, file:// "
            "or a path.")
                      .arg(scheme);
        return r;
    }
    return resolveLocal(uri, folder, false);
}

ResourceResolver::Result ResourceResolver::resolveLocal(
    const QString &path, const QString &folder, bool searchModelPaths) const
{
    Result r;
    const auto tryAt = [&r](const QString &candidate) {
        r.tried << candidate;
        if (!exists(candidate))
            return false;
        r.path = candidate;
        return true;
    };
    if (QDir::isAbsolutePath(path)) {
        if (!tryAt(QDir::cleanPath(path)))
            r.error
                = QCoreApplication::translate("ResourceResolver", "Check that the file exists.");
        return r;
    }
    if (tryAt(joinPath(folder, path)))
        return r;
    if (searchModelPaths) {
        for (const QString &modelPath : m_modelPaths) {
            if (tryAt(joinPath(modelPath, path)))
                return r;
        }
    }
    r.error = searchModelPaths
        ? QCoreApplication::translate("ResourceResolver",
            "Relative file:// paths are taken from the folder of the referring file, then from "
            "GZ_SIM_RESOURCE_PATH / SDF_PATH / GAZEBO_MODEL_PATH; check that the file exists "
            "or add its folder to one of them.")
        : QCoreApplication::translate("ResourceResolver",
            "Relative paths are taken from the folder of the referring file; check that the "
            "file exists there.");
    return r;
}

ResourceResolver::Result ResourceResolver::resolvePackage(
    const QString &package, const QString &rest, const QString &folder) const
{
    Result r;
    QStringList found; // package folders that lack `rest`
    const auto tryIn = [&](const QString &packageFolder) {
        const QString candidate = joinPath(packageFolder, rest);
        r.tried << candidate;
        if (exists(candidate)) {
            r.path = candidate;
            return true;
        }
        found << packageFolder;
        return false;
    };
    for (const QString &entry : m_rosPackagePath) {
        const QString packageFolder = findInPackagePath(entry, package);
        if (packageFolder.isEmpty())
            r.tried << entry;
        else if (tryIn(packageFolder))
            return r;
    }
    for (const QString &prefix : m_amentPrefixPath) {
        const QString packageFolder = joinPath(prefix, QLatin1String("share/") + package);
        if (!isCachedFolder(packageFolder))
            r.tried << packageFolder;
        else if (tryIn(packageFolder))
            return r;
    }
    const QString above = findPackageUpwards(package, folder, r.tried);
    if (!above.isEmpty() && tryIn(above))
        return r;
    for (const QString &modelPath : m_modelPaths) {
        const QString candidate = joinPath(joinPath(modelPath, package), rest);
        r.tried << candidate;
        if (exists(candidate)) {
            r.path = candidate;
            return r;
        }
    }
    found.removeDuplicates();
    r.error = found.isEmpty() ? QCoreApplication::translate("ResourceResolver",
                  "Package '%1' was not found: set ROS_PACKAGE_PATH (or AMENT_PREFIX_PATH) to a "
                  "folder that contains it, or open the file from inside the package.")
                                    .arg(package)
                              : QCoreApplication::translate("ResourceResolver",
                                  "Package '%1' was found at %2, but it has no '%3'.")
                                    .arg(package, found.join(QLatin1String(", ")), rest);
    return r;
}

QString ResourceResolver::findInPackagePath(const QString &entry, const QString &package) const
{
    QMutexLocker lock(&m_cache->mutex);
    auto it = m_cache->packagePath.find(entry);
    if (it == m_cache->packagePath.end())
        it = m_cache->packagePath.insert(entry, crawlPackagePath(entry));
    return it->byName.value(package, it->byFolder.value(package));
}

QString ResourceResolver::findPackageUpwards(
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

bool ResourceResolver::isCachedFolder(const QString &path) const
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

QString ResourceResolver::packageName(const QString &folder) const
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

ResourceResolver::Result ResourceResolver::resolveModelName(
    const QString &name, const QString &rest, const QString &folder) const
{
    Result r;
    QStringList found; // model folders that lack `rest`
    const auto tryIn = [&](const QString &modelFolder) {
        const QString candidate = joinPath(modelFolder, rest);
        r.tried << candidate;
        if (exists(candidate)) {
            r.path = candidate;
            return true;
        }
        if (!rest.isEmpty() && QFileInfo(modelFolder).isDir())
            found << modelFolder;
        return false;
    };
    for (const QString &modelPath : m_modelPaths) {
        if (tryIn(joinPath(modelPath, name)))
            return r;
    }
    QString ancestor = folder;
    for (int level = 0; level < kMaxWalkUp && !ancestor.isEmpty(); ++level) {
        if (QFileInfo(ancestor).fileName() == name && tryIn(ancestor))
            return r;
        if (tryIn(joinPath(ancestor, name)))
            return r;
        if (tryIn(joinPath(ancestor, QLatin1String("models/") + name)))
            return r;
        ancestor = parentFolder(ancestor);
    }
    found.removeDuplicates();
    r.error = found.isEmpty() ? QCoreApplication::translate("ResourceResolver",
                  "Model '%1' was not found: add the folder that contains it "
                  "to GZ_SIM_RESOURCE_PATH (or SDF_PATH / GAZEBO_MODEL_PATH).")
                                    .arg(name)
                              : QCoreApplication::translate("ResourceResolver",
                                  "Model '%1' was found at %2, but it has no '%3'.")
                                    .arg(name, found.join(QLatin1String(", ")), rest);
    return r;
}

ResourceResolver::Result ResourceResolver::resolveModel(
    const QString &uri, const QString &referringFile) const
{
    const QString trimmed = uri.trimmed();
    Result r;
    if (!malformed(trimmed).isEmpty() || !schemeOf(trimmed).isEmpty()
        || QDir::isAbsolutePath(trimmed)) {
        r = resolve(trimmed, referringFile);
    } else {
        // SDFormat include: a bare name is a model in the search path; a relative path is
        // tried next to the including file first.
        const QString folder = referringFolder(referringFile);
        const qsizetype slash = trimmed.indexOf(QLatin1Char('/'));
        if (slash < 0) {
            r = resolveModelName(trimmed, QString(), folder);
        } else {
            r = resolveLocal(trimmed, folder, false);
            if (!r.ok() && slash > 0) {
                Result m = resolveModelName(trimmed.left(slash), trimmed.mid(slash + 1), folder);
                m.tried = r.tried + m.tried;
                r = m;
            }
        }
        r.tried.removeDuplicates();
        if (!r.ok())
            r.error = unresolvedMessage(trimmed, referringFile, r.tried, r.error);
    }
    if (!r.ok() || !QFileInfo(r.path).isDir())
        return r;
    Result file = modelFileInFolder(r.path);
    file.tried = r.tried + file.tried;
    if (!file.ok()) {
        file.error = QCoreApplication::translate(
            "ResourceResolver", "Cannot include '%1' (referred to in %2): %3")
                         .arg(shown(trimmed), shown(referringFile), file.error);
    }
    return file;
}

ResourceResolver::Result ResourceResolver::modelFileInFolder(const QString &folder)
{
    Result r;
    if (!malformed(folder).isEmpty()) {
        r.error = QCoreApplication::translate("ResourceResolver", "'%1' is not a model folder.")
                      .arg(shown(folder));
        return r;
    }
    const QString dir = QDir::cleanPath(QDir(folder).absolutePath());
    if (QFileInfo(dir).isFile()) {
        r.path = dir;
        return r;
    }
    const QVersionNumber newest(1, 11);
    for (const QString &configName :
        {QStringLiteral("model.config"), QStringLiteral("manifest.xml")}) {
        const QString config = joinPath(dir, configName);
        if (!QFileInfo(config).isFile())
            continue;
        r.tried << config;
        tinyxml2::XMLDocument doc;
        const tinyxml2::XMLElement *root = loadXml(config, doc) ? doc.RootElement() : nullptr;
        // <model><sdf version="1.5">model.sdf</sdf>…</model>; entries whose file exists
        QList<std::pair<QVersionNumber, QString>> entries;
        for (const tinyxml2::XMLElement *sdf = root ? root->FirstChildElement("sdf") : nullptr; sdf;
             sdf = sdf->NextSiblingElement("sdf")) {
            const QString fileName = elementText(sdf);
            if (fileName.isEmpty())
                continue;
            const QString path = QDir::cleanPath(QDir(dir).filePath(fileName));
            if (!QFileInfo(path).isFile()) {
                r.tried << path;
                continue;
            }
            const char *version = sdf->Attribute("version");
            entries.append(
                {QVersionNumber::fromString(QString::fromUtf8(version ? version : "").trimmed())
                        .normalized(),
                    path});
        }
        qsizetype best = -1;
        for (qsizetype i = 0; i < entries.size(); ++i) {
            const QVersionNumber &v = entries.at(i).first;
            if (!v.isNull() && v <= newest && (best < 0 || v > entries.at(best).first))
                best = i;
        }
        if (best < 0 && !entries.isEmpty())
            best = 0;
        if (best >= 0) {
            r.path = entries.at(best).second;
            return r;
        }
        break; // a model.config without a usable entry: fall back to model.sdf
    }
    const QString modelSdf = joinPath(dir, QStringLiteral("model.sdf"));
    r.tried << modelSdf;
    if (QFileInfo(modelSdf).isFile()) {
        r.path = modelSdf;
        return r;
    }
    r.error = describeFailure(
        QCoreApplication::translate("ResourceResolver",
            "%1 is not a model folder: it has no model.config naming an existing file and no "
            "model.sdf.")
            .arg(dir),
        r.tried,
        QCoreApplication::translate("ResourceResolver",
            "A model folder needs a model.config with <sdf version=\"…\">FILE</sdf>, "
            "or a model.sdf."));
    return r;
}

} // namespace robostage
