#pragma once

// Work handed to a thread pool in a way ThreadSanitizer can follow (issue 29).
//
// Debian's Qt is not built with -fsanitize=thread. QThreadPool hands a task to a worker, and
// QFuture reports it finished, through futexes and atomics inside libQt6Core that TSan cannot
// see, so data our code writes before a hand-over and reads after it looks like a race to TSan
// although Qt orders it (a probe of 300 QtConcurrent tasks gave 0 to 14 such reports a run).
// QtConcurrent::run() cannot be annotated from outside: it moves the function into its task
// object after any annotation of ours and reads it back in the worker before our code runs.
// runInPool() therefore builds the task itself and tells TSan about both hand-overs
// (__tsan_release / __tsan_acquire, the annotations TSan documents for synchronisation it
// cannot see); outside a TSan build they compile to nothing.

#include <QFuture>

#include <functional>

class QThreadPool;

namespace robostage {

/// Tells ThreadSanitizer that everything this thread wrote so far happens before whatever a
/// thread does after takeOver(`token`). `token` is any address both threads know (not read).
/// No effect outside a TSan build.
void handOver(const void *token);
/// The other end of handOver(`token`): what the handing thread wrote is visible from here on.
void takeOver(const void *token);

/// Runs `work` once on a thread of `pool` and returns a future that finishes after it has
/// returned (or thrown: the exception is dropped, so `work` should catch what it can report)
/// and its captures have been destroyed, in the worker. Everything written before this call
/// is visible to `work`; what `work` writes before it returns is visible to a thread that
/// calls takeOver(`done`) once the future has finished (its QFutureWatcher::finished()).
/// `done` is an address `work` and the caller agree on, usually the result's.
QFuture<void> runInPool(QThreadPool &pool, const void *done, std::function<void()> work);

} // namespace robostage
