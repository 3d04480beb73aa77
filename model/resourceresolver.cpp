#include "resourceresolver.h"

#include "resourcepaths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QUrl>
#include <QVersionNumber>

#include <tinyxml2.h>

#include <utility>

namespace robostage {

namespace {

constexpr qsizetype kMaxUriLength = 16384; // longer URIs are refused without touching the disk
constexpr int kMaxTriedShown = 40; // places listed in one error message

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

ResourceResolver ResourceResolver::fromEnvironment()
{
    const auto paths = [](const char *name) {
        return qEnvironmentVariable(name).split(QDir::listSeparator(), Qt::SkipEmptyParts);
    };
    ResourceResolver resolver;
    resolver.setPackagePaths(paths("ROS_PACKAGE_PATH"), paths("AMENT_PREFIX_PATH"));
    resolver.setModelPaths(paths("GZ_SIM_RESOURCE_PATH") + paths("IGN_GAZEBO_RESOURCE_PATH")
        + paths("SDF_PATH") + paths("GAZEBO_MODEL_PATH"));
    resolver.setFuelCacheRoots(FuelCache::rootsFromEnvironment());
    return resolver;
}

void ResourceResolver::setPackagePaths(
    const QStringList &rosPackagePath, const QStringList &amentPrefixPath)
{
    m_packages.setPaths(cleanedFolders(rosPackagePath), cleanedFolders(amentPrefixPath));
}

void ResourceResolver::setModelPaths(const QStringList &paths)
{
    m_modelPaths = cleanedFolders(paths);
    m_packages.resetCache();
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
        if (const std::optional<FuelCache::Url> fuel = FuelCache::parseUrl(uri))
            return resolveFuel(*fuel, uri);
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

ResourceResolver::Result ResourceResolver::resolveFuel(
    const FuelCache::Url &url, const QString &uri) const
{
    const FuelCache::Result found = m_fuel.find(url);
    Result r;
    r.tried = found.tried;
    if (found.ok()) {
        r.path = found.path;
        r.fuelEntry = found.entry;
        return r;
    }
    // Remote, as any URL that is not here: callers warn, and resolve() does not retry it.
    r.remote = true;
    const QString what = m_fuel.roots().isEmpty()
        ? QCoreApplication::translate("ResourceResolver",
            "'%1' is a remote Gazebo Fuel resource and no Fuel cache folder is set; RoboStage "
            "never downloads files.")
              .arg(shown(uri))
        : QCoreApplication::translate("ResourceResolver",
            "'%1' is a remote Gazebo Fuel resource that is not in the local Fuel cache; "
            "RoboStage never downloads files.")
              .arg(shown(uri));
    r.error = describeFailure(what, r.tried,
        QCoreApplication::translate("ResourceResolver",
            "Download it once with Gazebo (gz fuel download -u URL, or by running the world in "
            "Gazebo Sim), or set GZ_FUEL_CACHE_PATH to the Fuel cache that holds it."));
    return r;
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
    r.path = m_packages.find(package, rest, folder, r.tried, found);
    if (r.ok())
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
    if (!r.fuelEntry.isEmpty()) {
        // A Fuel model or world: gz-fuel-tools' choice (metadata.pbtxt, model.config, *.sdf).
        const QString description = FuelCache::descriptionFile(r.path);
        if (!description.isEmpty()) {
            r.path = description;
            return r;
        }
    }
    Result file = modelFileInFolder(r.path);
    file.tried = r.tried + file.tried;
    file.fuelEntry = r.fuelEntry;
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
