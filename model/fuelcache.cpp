#include "fuelcache.h"

#include "filebytes.h"
#include "resourcepaths.h"
#include "resourceresolver.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <functional>

namespace robostage {

namespace {

constexpr qint64 kMaxSmallFile = 1 << 20; // config.yaml, metadata.pbtxt

/// ASCII lower case, as gz-common's lowercase() (std::tolower per byte, "C" locale).
QString asciiLower(QString text)
{
    for (QChar &c : text) {
        if (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
            c = QChar(c.unicode() + ('a' - 'A'));
    }
    return text;
}

/// The `cache: path:` of a gz-fuel-tools config.yaml (ClientConfig::LoadConfig()), or empty.
QString cachePathFromConfig(const QString &configFile)
{
    const QFileInfo info(configFile);
    if (!info.isFile() || info.size() > kMaxSmallFile)
        return {};
    try {
        const YAML::Node cache = YAML::LoadFile(configFile.toStdString())["cache"];
        const YAML::Node path = cache.IsMap() ? cache["path"] : YAML::Node();
        if (path.IsScalar())
            return QString::fromStdString(path.as<std::string>()).trimmed();
    } catch (const YAML::Exception &) {
        // not valid YAML: gz-fuel-tools keeps its default too
    }
    return {};
}

/// The cache folder chosen by one generation of gz-fuel-tools' ClientConfig.
QString chosenRoot(const QStringList &variables, const QString &defaultRoot)
{
    for (const QString &variable : variables) {
        const QString value = qEnvironmentVariable(variable.toLatin1().constData());
        if (!value.isEmpty())
            return value;
    }
    const QString configured
        = cachePathFromConfig(joinPath(defaultRoot, QStringLiteral("config.yaml")));
    return configured.isEmpty() ? defaultRoot : configured;
}

/// The `file:` of the top-level `model { }` or `world { }` block of a metadata.pbtxt
/// (gz.msgs.FuelMetadata in protobuf text format), or empty.
QString metadataFile(const QString &pbtxt)
{
    QByteArray bytes;
    QString error;
    if (QFileInfo(pbtxt).size() > kMaxSmallFile || !readFileBytes(pbtxt, bytes, error))
        return {};
    const QString text = QString::fromUtf8(bytes);
    int depth = 0;
    bool inResource = false; // inside the top-level model { } or world { }
    QString previousWord;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('#')) {
            while (i < text.size() && text.at(i) != QLatin1Char('\n'))
                ++i;
        } else if (c == QLatin1Char('{')) {
            if (depth == 0)
                inResource = previousWord == QLatin1String("model")
                    || previousWord == QLatin1String("world");
            ++depth;
        } else if (c == QLatin1Char('}')) {
            depth = qMax(0, depth - 1);
        } else if (c.isLetter() || c == QLatin1Char('_')) {
            const qsizetype start = i;
            while (i + 1 < text.size()
                && (text.at(i + 1).isLetterOrNumber() || text.at(i + 1) == QLatin1Char('_')))
                ++i;
            previousWord = text.mid(start, i - start + 1);
            if (depth != 1 || !inResource || previousWord != QLatin1String("file"))
                continue;
            static const QRegularExpression value(QStringLiteral("\\s*:\\s*\"([^\"]*)\""));
            const QRegularExpressionMatch m = value.match(text, i + 1,
                QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption);
            if (m.hasMatch())
                return m.captured(1);
        } else if (c == QLatin1Char('"')) {
            while (++i < text.size() && text.at(i) != QLatin1Char('"')) {
                if (text.at(i) == QLatin1Char('\\'))
                    ++i; // an escaped character
            }
        }
    }
    return {};
}

/// The numeric version folders of `nameFolder` that hold an entry, highest first.
QList<qulonglong> versions(const QString &nameFolder, bool model)
{
    QList<qulonglong> found;
    const QStringList names = QDir(nameFolder).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &name : names) {
        bool ok = false;
        const qulonglong number = name.toULongLong(&ok);
        if (!ok || number == 0 || QString::number(number) != name)
            continue;
        const QString folder = joinPath(nameFolder, name);
        if (!model || QFileInfo::exists(joinPath(folder, QStringLiteral("model.config")))
            || QFileInfo::exists(joinPath(folder, QStringLiteral("metadata.pbtxt"))))
            found << number;
    }
    std::sort(found.begin(), found.end(), std::greater<>());
    return found;
}

/// The version folder of `nameFolder` that `url` asks for (the highest when it names none),
/// or empty; the folder looked at (NAME, or NAME/VERSION for an explicit version) is added to
/// `tried`.
QString entryIn(const QString &nameFolder, const FuelCache::Url &url, QStringList &tried)
{
    const QList<qulonglong> found = versions(nameFolder, url.kind == QLatin1String("models"));
    if (url.version.isEmpty()) {
        tried << nameFolder;
        return found.isEmpty() ? QString() : joinPath(nameFolder, QString::number(found.first()));
    }
    const QString folder = joinPath(nameFolder, url.version);
    if (found.contains(url.version.toULongLong()))
        return folder;
    tried << folder;
    return {};
}

} // namespace

FuelCache::FuelCache(const QStringList &roots)
{
    for (const QString &root : roots) {
        if (root.isEmpty() || root.contains(QChar(0)))
            continue;
        const QString folder = QDir::cleanPath(QDir(root).absolutePath());
        if (!m_roots.contains(folder))
            m_roots << folder;
    }
}

QStringList FuelCache::rootsFromEnvironment()
{
    const QString home = QDir::homePath();
    const QString gz
        = chosenRoot({QStringLiteral("GZ_FUEL_CACHE_PATH"), QStringLiteral("IGN_FUEL_CACHE_PATH")},
            joinPath(home, QStringLiteral(".gz/fuel")));
    const QString fortress = chosenRoot(
        {QStringLiteral("IGN_FUEL_CACHE_PATH")}, joinPath(home, QStringLiteral(".ignition/fuel")));
    return FuelCache({gz, fortress}).roots();
}

FuelCache FuelCache::fromEnvironment()
{
    return FuelCache(rootsFromEnvironment());
}

FuelCache::Result FuelCache::find(const Url &url) const
{
    Result r;
    QStringList hosts {url.host};
    const QString oldHost = QStringLiteral("fuel.ignitionrobotics.org");
    const QString newHost = QStringLiteral("fuel.gazebosim.org");
    if (url.host.compare(oldHost, Qt::CaseInsensitive) == 0)
        hosts << newHost;
    else if (url.host.compare(newHost, Qt::CaseInsensitive) == 0)
        hosts << oldHost;
    // ROOT/HOST/OWNER/KIND/NAME: LocalCache::SaveModel(), WorldIdentifier::UniqueName()
    const QString below = asciiLower(url.owner) + QLatin1Char('/') + url.kind + QLatin1Char('/')
        + asciiLower(url.name);
    for (const QString &root : m_roots) {
        for (const QString &host : hosts) {
            const QString entry = entryIn(joinPath(joinPath(root, host), below), url, r.tried);
            if (entry.isEmpty())
                continue;
            if (url.file.isEmpty()) {
                r.path = entry;
            } else {
                const QString file = QDir::cleanPath(entry + QLatin1Char('/') + url.file);
                r.tried << file;
                if (file.startsWith(entry + QLatin1Char('/')) && QFileInfo::exists(file))
                    r.path = file;
            }
            if (r.ok()) {
                r.entry = entry;
                return r;
            }
        }
    }
    r.tried.removeDuplicates();
    return r;
}

QString FuelCache::descriptionFile(const QString &versionFolder)
{
    const QString metadata = joinPath(versionFolder, QStringLiteral("metadata.pbtxt"));
    if (QFileInfo(metadata).isFile()) {
        const QString file = metadataFile(metadata);
        if (!file.isEmpty() && QFileInfo(joinPath(versionFolder, file)).isFile())
            return joinPath(versionFolder, file);
    }
    if (QFileInfo::exists(joinPath(versionFolder, QStringLiteral("model.config")))) {
        const ResourceResolver::Result chosen = ResourceResolver::modelFileInFolder(versionFolder);
        if (chosen.ok())
            return chosen.path;
    }
    const QStringList sdfFiles
        = QDir(versionFolder).entryList({QStringLiteral("*.sdf")}, QDir::Files, QDir::Name);
    return sdfFiles.isEmpty() ? QString() : joinPath(versionFolder, sdfFiles.first());
}

} // namespace robostage
