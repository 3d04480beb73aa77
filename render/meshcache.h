#pragma once

// Loads mesh files once and shares them: background loads on a thread pool for the interactive
// view (the first frame does not wait for meshes), synchronous loads for the headless render.

#include "meshdata.h"

#include <QHash>
#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>

namespace robostage {

/// A cache of MeshData keyed by local file path. Every file is read at most once per cache
/// (until forget()), whether it was asked for with request() or load(), from any thread; the
/// result, also a failed one (MeshData::error set), is shared read-only by every user.
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

    /// Schedules a background read of `path` unless it is loaded or pending. `loaded(path)`
    /// follows once it is in the cache (also when it failed).
    void request(const QString &path);

    /// The file, read now on the calling thread if needed. If a background read of it is
    /// running, waits for that one; if it is queued but not started, takes it over. Never null.
    std::shared_ptr<const MeshData> load(const QString &path);

    /// Waits until no background load is queued or running; false on timeout.
    bool waitForDone(int msecs = -1);

    /// Drops a loaded `path` from the cache (e.g. the file changed on disk) so that the next
    /// request() or load() reads it again; a pending load is left alone.
    void forget(const QString &path);

    /// Number of files actually read by this cache so far (for tests and statistics).
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
        std::shared_ptr<const MeshData> data;
    };

    void runQueued(const QString &key);
    void finish(const QString &key, std::shared_ptr<const MeshData> data);

    // std::mutex rather than QMutex: QWaitCondition inside an uninstrumented Qt hides the
    // unlock from ThreadSanitizer, which then reports false races.
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    QHash<QString, Entry> m_entries;
    int m_done = 0, m_total = 0; ///< guarded by m_mutex
    int m_inFlight = 0; ///< background loads not finished, guarded by m_mutex
    MeshReadOptions m_options; ///< guarded by m_mutex
    std::atomic<int> m_reads {0};
    QThreadPool m_pool; ///< last member: destroyed (and waited for) first
};

} // namespace robostage
