#pragma once

// Holds a MeshCache's background thread at a chosen place in its queue, so that a test sees
// exactly what has been read there (tst_loadingorder, tst_visualsfirst).

#include "meshcache.h"

#include <QSemaphore>
#include <QThreadPool>

namespace robostage::test {

/// For a MeshCache whose pool has one thread: hold() queues a task of `priority` (QThreadPool's:
/// MeshCache queues images at 2, meshes requested First at 1, Later at 0) that blocks the
/// thread; reached() waits until it does (false after 30 s); let() lets it go, as destroying the
/// Stop does (declare it after the cache, so that a failed check does not leave the cache
/// waiting for it on destruction).
class CacheStop
{
public:
    CacheStop() = default;
    CacheStop(const CacheStop &) = delete;
    CacheStop &operator=(const CacheStop &) = delete;
    ~CacheStop() { m_go.release(); }

    void hold(MeshCache &cache, int priority)
    {
        cache.threadPool()->start(
            [this] {
                m_reached.release();
                m_go.acquire();
            },
            priority);
    }
    bool reached() { return m_reached.tryAcquire(1, 30000); }
    void let() { m_go.release(); }

private:
    QSemaphore m_reached, m_go;
};

} // namespace robostage::test
