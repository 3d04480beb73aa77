#pragma once

// Loads mesh files once and shares them: background loads on a thread pool for the interactive
// view (the first frame does not wait for meshes), synchronous loads for the headless render;
// meshes merged for drawing and texture images decoded ahead on the same pool.

#include "meshdata.h"
#include "meshgeometry.h"
#include "sharedfiles.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QThreadPool>

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>

namespace robostage {

/// A cache of MeshData keyed by local file path. Every file is read at most once per cache
/// (until forget()), whether it was asked for with request() or load(), from any thread; the
/// result, also a failed one (MeshData::error set), is shared read-only by every user. Reads go
/// through SharedFiles, so a file another cache, a collision fit or an inertia computation
/// holds (same modification time) is not read again.
///
/// Background loads run on the cache's own QThreadPool, one thread per core. `loaded` and
/// `progress` are delivered on the thread the cache lives in (the GUI thread). Paths are keys
/// after QDir::cleanPath of the absolute path; no symbolic links are resolved.
///
/// All public functions are thread-safe. Destroying the cache drops loads not yet started and
/// waits for those running.
class MeshCache : public QObject
{
    Q_OBJECT

public:
    explicit MeshCache(QObject *parent = nullptr);
    ~MeshCache() override;

    /// The file as read, or null while it is not loaded (never requested, or still pending).
    std::shared_ptr<const MeshData> find(const QString &path) const;

    /// Which background work the threads take first: texture images (requestImage()), then the
    /// meshes requested with First, then those requested with Later (a window's collision
    /// meshes, which its first picture does not show); in the order asked for within each.
    enum class Order { First, Later };

    /// Schedules a background read of `path` unless it is loaded or pending. `loaded(path)`
    /// follows once it is in the cache (also when it failed). With `merge`, the thread that
    /// reads the file also merges it for drawing (merged()), so that the GUI thread only
    /// attaches the buffers (issue 33). A pending read keeps the place it was given first.
    void request(const QString &path, bool merge = false, Order order = Order::First);

    /// The file, read now on the calling thread if needed. If a background read of it is
    /// running, waits for that one; if it is queued but not started, takes it over. Never null.
    std::shared_ptr<const MeshData> load(const QString &path);

    /// The whole of `path` merged per material for drawing (mergeByMaterial of every part, no
    /// offset), as the reading thread made it when request() asked for it, else made now on
    /// the calling thread; kept until releasePrepared(). Null while `path` is not loaded, and
    /// empty for a file that failed to read.
    std::shared_ptr<const std::vector<MaterialMesh>> merged(const QString &path);

    /// Schedules a background decode of the texture image `path` (SharedFiles::image at
    /// TextureLibrary::kMaxTextureSize) unless it was requested before, and keeps the result, so
    /// that TextureLibrary finds it decoded (or waits for the decode running) instead of decoding
    /// it on the GUI thread. Mesh reads request the images their materials name themselves. Empty
    /// paths are ignored. Kept until releasePrepared(). Decoded before any queued mesh read.
    void requestImage(const QString &path);

    /// Lets go of the images requested so far and of the merged meshes (call it once the scene
    /// that uses them is built: its textures hold the images until Qt3D has uploaded them, its
    /// buffers the merged meshes). A decode still running is not kept when it finishes; a later
    /// requestImage() of the same file decodes it again unless someone still holds it, and a
    /// later merged() merges again.
    void releasePrepared();

    /// Lets go of every mesh read so far, merged or not (queued and running reads are left
    /// alone): find() returns null for them again, and a later request() or load() reads the
    /// file again unless someone else still holds it (SharedFiles). For a scene that holds its
    /// buffers and will not ask again (`robostage render`): Mesa's texture and buffer storage,
    /// allocated as the first frame is drawn, reuses the memory (R1: 375 → 340 MiB peak).
    void releaseLoaded();

    /// Waits until no background load or image decode is queued or running; false on timeout.
    bool waitForDone(int msecs = -1);

    /// Drops a loaded `path` from the cache (e.g. the file changed on disk) so that the next
    /// request() or load() reads the file again (not a copy SharedFiles hands out); a pending
    /// load is left alone.
    void forget(const QString &path);

    /// Number of mesh reads this cache has handed to SharedFiles so far (for tests and
    /// statistics; SharedFiles may hand over a copy someone holds instead of reading).
    int readCount() const { return m_reads.load(); }

    /// The key under which `path` is cached and reported by `loaded`.
    static QString key(const QString &path);

    QThreadPool *threadPool() { return &m_pool; }

    /// Options for reads that start after this call (set it before the first request).
    void setReadOptions(const MeshReadOptions &options);

signals:
    /// `path` (as key() spells it) is now in the cache. Emitted on the cache's thread.
    void loaded(const QString &path);
    /// Background loads: `done` of `total` finished since the cache was last idle; `done ==
    /// total` means idle again (the counters then restart at 0). Emitted on the cache's thread.
    void progress(int done, int total);

private:
    enum class State { Queued, Loading, Done };
    struct Entry
    {
        State state = State::Queued;
        bool background = false; ///< counted in progress
        bool merge = false; ///< request() asked for merged()
        std::shared_ptr<const MeshData> data;
        std::shared_ptr<const std::vector<MaterialMesh>> merged;
    };

    void runQueued(const QString &key);
    /// Reads `key` (the entry is Loading), merges it when asked to, and finishes the entry.
    std::shared_ptr<const MeshData> read(const QString &key);
    void finish(const QString &key, std::shared_ptr<const MeshData> data,
        std::shared_ptr<const std::vector<MaterialMesh>> merged);

    // std::mutex rather than QMutex: QWaitCondition inside an uninstrumented Qt hides the
    // unlock from ThreadSanitizer, which then reports false races.
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    QHash<QString, Entry> m_entries;
    int m_done = 0, m_total = 0; ///< guarded by m_mutex
    int m_inFlight = 0; ///< background loads and decodes not finished, guarded by m_mutex
    /// Images asked for with requestImage() and, once decoded, the result; guarded by m_mutex.
    QHash<QString, std::shared_ptr<const DecodedImage>> m_images;
    QSet<QString> m_forgotten; ///< forget() keys: read from the file, guarded by m_mutex
    MeshReadOptions m_options; ///< guarded by m_mutex
    std::atomic<int> m_reads {0};
    QThreadPool m_pool; ///< last member: destroyed (and waited for) first
};

} // namespace robostage
