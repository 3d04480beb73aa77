#include "meshcache.h"

#include "scenetextures.h"

#include <QDir>
#include <QFileInfo>
#include <QMetaObject>

namespace robostage {

namespace {

/// QThreadPool priorities (higher first; first come, first served within one): images are
/// decoded before queued meshes are read, so that a mesh read is followed by its textures
/// rather than by every other mesh (MeshCache::Order).
constexpr int kImages = 2, kFirstMeshes = 1, kLaterMeshes = 0;

/// The whole of `data` merged per material for drawing; empty for a file that failed to read.
std::shared_ptr<const std::vector<MaterialMesh>> mergedWhole(const MeshData &data)
{
    return std::make_shared<const std::vector<MaterialMesh>>(
        data.ok() ? mergeByMaterial(data, data.select()) : std::vector<MaterialMesh>());
}

} // namespace

MeshCache::MeshCache(QObject *parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(QThread::idealThreadCount());
    m_pool.setObjectName(QStringLiteral("MeshCache"));
}

MeshCache::~MeshCache()
{
    m_pool.clear();
    m_pool.waitForDone();
}

QString MeshCache::key(const QString &path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}

std::shared_ptr<const MeshData> MeshCache::find(const QString &path) const
{
    const QString k = key(path);
    std::unique_lock lock(m_mutex);
    const auto it = m_entries.constFind(k);
    return it != m_entries.constEnd() && it->state == State::Done ? it->data : nullptr;
}

void MeshCache::request(const QString &path, bool merge, Order order)
{
    const QString k = key(path);
    int done = 0, total = 0;
    {
        std::unique_lock lock(m_mutex);
        if (const auto it = m_entries.find(k); it != m_entries.end()) {
            it->merge = it->merge || merge; // seen by a read not finished yet
            return;
        }
        Entry &entry = m_entries[k];
        entry.background = true;
        entry.merge = merge;
        ++m_inFlight;
        done = m_done;
        total = ++m_total;
    }
    QMetaObject::invokeMethod(
        this, [this, done, total] { emit progress(done, total); }, Qt::QueuedConnection);
    m_pool.start([this, k] { runQueued(k); }, order == Order::First ? kFirstMeshes : kLaterMeshes);
}

void MeshCache::runQueued(const QString &k)
{
    {
        std::unique_lock lock(m_mutex);
        const auto it = m_entries.find(k);
        if (it == m_entries.end() || it->state != State::Queued)
            return; // taken over by load()
        it->state = State::Loading;
    }
    read(k);
}

std::shared_ptr<const MeshData> MeshCache::read(const QString &k)
{
    MeshReadOptions options;
    bool fresh = false;
    {
        std::unique_lock lock(m_mutex);
        options = m_options;
        fresh = m_forgotten.remove(k);
    }
    ++m_reads;
    std::shared_ptr<const MeshData> data = SharedFiles::mesh(k, options, fresh);
    bool merge = false;
    {
        std::unique_lock lock(m_mutex);
        const auto it = m_entries.constFind(k);
        merge = it != m_entries.constEnd() && it->merge;
    }
    finish(k, data, merge ? mergedWhole(*data) : nullptr);
    return data;
}

std::shared_ptr<const MeshData> MeshCache::load(const QString &path)
{
    const QString k = key(path);
    MeshReadOptions options;
    bool fresh = false;
    {
        std::unique_lock lock(m_mutex);
        auto it = m_entries.find(k);
        if (it == m_entries.end()) {
            it = m_entries.insert(k, Entry());
        } else if (it->state == State::Loading) {
            while ((it = m_entries.find(k)) != m_entries.end() && it->state != State::Done)
                m_changed.wait(lock);
            if (it != m_entries.end())
                return it->data;
            it = m_entries.insert(k, Entry()); // forgotten meanwhile: read it again
        } else if (it->state == State::Done) {
            return it->data;
        }
        it->state = State::Loading; // new, or queued and not started: read it here
    }
    return read(k);
}

std::shared_ptr<const std::vector<MaterialMesh>> MeshCache::merged(const QString &path)
{
    const QString k = key(path);
    std::shared_ptr<const MeshData> data;
    {
        std::unique_lock lock(m_mutex);
        const auto it = m_entries.constFind(k);
        if (it == m_entries.constEnd() || it->state != State::Done)
            return nullptr;
        if (it->merged)
            return it->merged;
        data = it->data;
    }
    auto merged = mergedWhole(*data);
    std::unique_lock lock(m_mutex);
    if (const auto it = m_entries.find(k); it != m_entries.end() && it->data == data)
        it->merged = merged;
    return merged;
}

void MeshCache::requestImage(const QString &path)
{
    if (path.isEmpty())
        return;
    {
        std::unique_lock lock(m_mutex);
        if (m_images.contains(path))
            return;
        m_images.insert(path, nullptr);
        ++m_inFlight;
    }
    m_pool.start(
        [this, path] {
            std::shared_ptr<const DecodedImage> image
                = SharedFiles::image(path, TextureLibrary::kMaxTextureSize);
            std::unique_lock lock(m_mutex);
            if (const auto it = m_images.find(path); it != m_images.end())
                *it = std::move(image); // else released meanwhile: not kept
            --m_inFlight;
            m_changed.notify_all();
        },
        kImages);
}

void MeshCache::releasePrepared()
{
    std::unique_lock lock(m_mutex);
    m_images.clear();
    for (Entry &entry : m_entries)
        entry.merged.reset();
}

void MeshCache::releaseLoaded()
{
    std::unique_lock lock(m_mutex);
    for (auto it = m_entries.begin(); it != m_entries.end();)
        it = it->state == State::Done ? m_entries.erase(it) : std::next(it);
}

void MeshCache::finish(const QString &k, std::shared_ptr<const MeshData> data,
    std::shared_ptr<const std::vector<MaterialMesh>> merged)
{
    for (const MeshMaterial &material : data->materials)
        requestImage(material.diffuseTexture);
    bool background = false;
    int done = 0, total = 0;
    {
        std::unique_lock lock(m_mutex);
        Entry &entry = m_entries[k];
        entry.state = State::Done;
        entry.data = std::move(data);
        entry.merged = std::move(merged);
        background = entry.background;
        if (background) {
            --m_inFlight;
            done = ++m_done;
            total = m_total;
            if (m_done == m_total)
                m_done = m_total = 0;
        }
        m_changed.notify_all();
    }
    QMetaObject::invokeMethod(
        this,
        [this, k, background, done, total] {
            emit loaded(k);
            if (background)
                emit progress(done, total);
        },
        Qt::QueuedConnection);
}

bool MeshCache::waitForDone(int msecs)
{
    std::unique_lock lock(m_mutex);
    const auto idle = [this] {
        return m_inFlight == 0;
    };
    if (msecs < 0) {
        m_changed.wait(lock, idle);
        return true;
    }
    return m_changed.wait_for(lock, std::chrono::milliseconds(msecs), idle);
}

void MeshCache::setReadOptions(const MeshReadOptions &options)
{
    std::unique_lock lock(m_mutex);
    m_options = options;
}

void MeshCache::forget(const QString &path)
{
    const QString k = key(path);
    std::unique_lock lock(m_mutex);
    const auto it = m_entries.find(k);
    if (it != m_entries.end() && it->state == State::Done) {
        m_entries.erase(it);
        m_forgotten.insert(k); // not the copy someone else may still hold
    }
}

} // namespace robostage
