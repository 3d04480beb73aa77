#include "modellibrary.h"

#include "fuelcache.h"
#include "resourcepaths.h"
#include "resourceresolver.h"
#include "translation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSet>

#include <tinyxml2.h>

namespace robostage {

namespace {

constexpr int kNewestDepth = 4; // folder levels looked at for LibraryEntry::newestChange
constexpr int kNewestFiles = 4000; // files looked at, at most, per model

QString tr(const char *text)
{
    return translateIn("ModelLibrary", "robostage", text);
}

QStringList subfolders(const QString &folder)
{
    return QDir(folder).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

/// The newest modification time of the files below `folder`, `depth` levels deep at most.
void newestIn(const QString &folder, int depth, QDateTime &newest, int &budget)
{
    const QFileInfoList infos
        = QDir(folder).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QFileInfo &info : infos) {
        if (--budget < 0)
            return;
        if (info.isDir()) {
            if (depth > 0 && !info.isSymLink())
                newestIn(info.filePath(), depth - 1, newest, budget);
        } else if (!newest.isValid() || info.lastModified() > newest) {
            newest = info.lastModified();
        }
    }
}

/// The image a model ships as its thumbnail, or empty.
QString shippedThumbnail(const QString &folder)
{
    const QString thumbnails = joinPath(folder, QStringLiteral("thumbnails"));
    const QString first = joinPath(thumbnails, QStringLiteral("1.png"));
    if (QFileInfo(first).isFile())
        return first;
    const QStringList images = QDir(thumbnails)
                                   .entryList({QStringLiteral("*.png"), QStringLiteral("*.jpg"),
                                                  QStringLiteral("*.jpeg")},
                                       QDir::Files, QDir::Name | QDir::IgnoreCase);
    return images.isEmpty() ? QString() : joinPath(thumbnails, images.first());
}

/// Collects entries and hands them on in batches.
class Batcher
{
public:
    Batcher(const ModelLibrary::Deliver &deliver, const std::atomic<bool> *cancel, int size)
        : m_deliver(deliver)
        , m_cancel(cancel)
        , m_size(qMax(1, size))
    {
    }
    /// False once the scan should stop.
    bool running() const { return !m_stopped && !(m_cancel && m_cancel->load()); }
    void add(const LibraryEntry &entry)
    {
        m_batch << entry;
        if (m_batch.size() >= m_size)
            flush();
    }
    void flush()
    {
        if (!m_batch.isEmpty() && running() && !m_deliver(m_batch))
            m_stopped = true;
        m_batch.clear();
    }

private:
    const ModelLibrary::Deliver &m_deliver;
    const std::atomic<bool> *m_cancel;
    int m_size;
    bool m_stopped = false;
    QList<LibraryEntry> m_batch;
};

void scanModelPaths(const QStringList &paths, Batcher &batcher, Diagnostics &diagnostics)
{
    QSet<QString> seen; // folder names: model://NAME takes the first path's
    for (const QString &path : paths) {
        for (const QString &name : subfolders(path)) {
            if (!batcher.running())
                return;
            if (name.startsWith(QLatin1Char('.')) || seen.contains(name))
                continue;
            LibraryEntry entry;
            if (!ModelLibrary::readFolder(joinPath(path, name), entry, diagnostics))
                continue;
            seen.insert(name);
            entry.uri = QStringLiteral("model://") + name;
            batcher.add(entry);
        }
    }
}

void scanFuelCache(const QStringList &roots, Batcher &batcher, Diagnostics &diagnostics)
{
    const FuelCache cache(roots);
    QSet<QString> seen; // version folders found already (an earlier root wins)
    for (const QString &root : cache.roots()) {
        for (const QString &host : subfolders(root)) {
            for (const QString &owner : subfolders(joinPath(root, host))) {
                const QString models
                    = joinPath(root, host + QLatin1Char('/') + owner) + QStringLiteral("/models");
                for (const QString &name : subfolders(models)) {
                    if (!batcher.running())
                        return;
                    const FuelCache::Result found = cache.find(
                        {host, owner, QStringLiteral("models"), name, QString(), QString()});
                    if (!found.ok() || seen.contains(found.entry))
                        continue;
                    seen.insert(found.entry);
                    LibraryEntry entry;
                    if (!ModelLibrary::readFolder(found.entry, entry, diagnostics))
                        continue;
                    entry.uri
                        = QStringLiteral("https://%1/1.0/%2/models/%3").arg(host, owner, name);
                    entry.fuel = true;
                    batcher.add(entry);
                }
            }
        }
    }
}

} // namespace

ModelLibrary::Sources ModelLibrary::sourcesFromEnvironment()
{
    const ResourceResolver resolver = ResourceResolver::fromEnvironment();
    return {resolver.modelPaths(), resolver.fuelCacheRoots()};
}

void ModelLibrary::scan(const Sources &sources, const Deliver &deliver, Diagnostics &diagnostics,
    const std::atomic<bool> *cancel, int batchSize)
{
    Batcher batcher(deliver, cancel, batchSize);
    scanModelPaths(sources.modelPaths, batcher, diagnostics);
    scanFuelCache(sources.fuelRoots, batcher, diagnostics);
    batcher.flush();
}

bool ModelLibrary::readFolder(const QString &folder, LibraryEntry &entry, Diagnostics &diagnostics)
{
    QString config = joinPath(folder, QStringLiteral("model.config"));
    if (!QFileInfo(config).isFile())
        config = joinPath(folder, QStringLiteral("manifest.xml"));
    const bool fuelMetadata
        = QFileInfo(joinPath(folder, QStringLiteral("metadata.pbtxt"))).isFile();
    if (!QFileInfo(config).isFile() && !fuelMetadata) {
        if (!QDir(folder).entryList({QStringLiteral("*.sdf")}, QDir::Files).isEmpty())
            diagnostics.warning(folder, 0,
                tr("Not offered as a model: the folder has .sdf files but no model.config."));
        return false;
    }
    entry = LibraryEntry();
    entry.folder = QDir::cleanPath(QFileInfo(folder).absoluteFilePath());
    entry.name = QFileInfo(entry.folder).fileName();
    tinyxml2::XMLDocument doc;
    if (QFileInfo(config).isFile()) {
        if (!loadXml(config, doc) || !doc.RootElement()) {
            diagnostics.warning(config, 0,
                tr("Not offered as a model: the model.config is not readable XML (or is larger "
                   "than 1 MiB)."));
            return false;
        }
        const QString name = elementText(doc.RootElement()->FirstChildElement("name"));
        if (!name.isEmpty())
            entry.name = name.simplified();
        entry.description
            = elementText(doc.RootElement()->FirstChildElement("description")).simplified();
    }
    const ResourceResolver::Result file = ResourceResolver::modelFileInFolder(entry.folder);
    entry.sdfFile = fuelMetadata ? FuelCache::descriptionFile(entry.folder) : file.path;
    if (entry.sdfFile.isEmpty()) {
        diagnostics.warning(QFileInfo(config).isFile() ? config : entry.folder, 0,
            tr("Not offered as a model: %1").arg(file.error));
        return false;
    }
    entry.thumbnail = shippedThumbnail(entry.folder);
    int budget = kNewestFiles;
    newestIn(entry.folder, kNewestDepth, entry.newestChange, budget);
    return true;
}

} // namespace robostage
