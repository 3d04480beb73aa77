// handOver, takeOver, runInPool (threadhandoff.h).

#include "threadhandoff.h"

#include <QFutureInterface>
#include <QRunnable>
#include <QThreadPool>

#if defined(__SANITIZE_THREAD__)
#define ROBOSTAGE_TSAN_ANNOTATIONS 1
#elif defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define ROBOSTAGE_TSAN_ANNOTATIONS 1
#endif
#endif

#ifdef ROBOSTAGE_TSAN_ANNOTATIONS
#include <sanitizer/tsan_interface.h>
#endif

namespace robostage {

void handOver([[maybe_unused]] const void *token)
{
#ifdef ROBOSTAGE_TSAN_ANNOTATIONS
    __tsan_release(const_cast<void *>(token));
#endif
}

void takeOver([[maybe_unused]] const void *token)
{
#ifdef ROBOSTAGE_TSAN_ANNOTATIONS
    __tsan_acquire(const_cast<void *>(token));
#endif
}

namespace {

/// The task runInPool() hands to the pool: built whole before QThreadPool::start(), and read
/// in the worker only after takeOver(this).
class HandedOverTask : public QRunnable
{
public:
    HandedOverTask(const void *done, std::function<void()> work)
        : m_done(done)
        , m_work(std::move(work))
    {
        m_promise.reportStarted();
    }

    QFuture<void> future() { return m_promise.future(); }

    void run() override
    {
        takeOver(this);
        try {
            m_work();
        } catch (...) {
            // Documented: `work` reports its own failures; a throw must not end the worker.
        }
        m_work = nullptr; // its captures go here, before the caller may reuse what they held
        handOver(m_done);
        m_promise.reportFinished();
    }

private:
    QFutureInterface<void> m_promise;
    const void *m_done;
    std::function<void()> m_work;
};

} // namespace

QFuture<void> runInPool(QThreadPool &pool, const void *done, std::function<void()> work)
{
    auto *task = new HandedOverTask(done, std::move(work));
    QFuture<void> future = task->future();
    handOver(task);
    pool.start(task); // autoDelete: the pool deletes it after run()
    return future;
}

} // namespace robostage
