#pragma once

// Checks of a document that read its meshes, run in the background after it is shown (issue
// 19: inertials a simulator would refuse or mishandle, inertialcheck.h).

#include "diagnostics.h"
#include "edit/editsession.h"
#include "lifetimebound.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QThreadPool>

#include <memory>

namespace robostage {

/// Runs inertialDiagnostics() on a copy of the session's document (read from its current
/// bytes, so the window's document may change meanwhile) in a worker thread of its own;
/// diagnostics() holds the result of the last start() once finished() is emitted. A start()
/// while one runs drops the running one's result and runs when it is done. The worker is
/// handed its copy and hands back its result through runInPool() (threadhandoff.h), so the
/// checks run under ThreadSanitizer (tst_backgroundchecks, issue 29).
class BackgroundChecks : public QObject
{
    Q_OBJECT

public:
    /// Documents with more links are checked without the geometry comparison, at once and
    /// without a copy: reading a world of thousands of models again after every edit would
    /// make each edit cost seconds (issue 17).
    static constexpr int kMaxComparedLinks = 200;

    explicit BackgroundChecks(QObject *parent = nullptr);
    /// Waits for a running check (its result is dropped).
    ~BackgroundChecks() override;

    /// Checks the document of `session` (nullptr: clears the diagnostics; `session` must stay
    /// until the next start()).
    void start(const edit::EditSession *session);
    const Diagnostics &diagnostics() const ROBOSTAGE_LIFETIMEBOUND { return m_diagnostics; }

signals:
    void finished();

private:
    void runPending();
    void collect();

    QThreadPool m_pool; ///< one worker
    QFutureWatcher<void> m_watcher;
    /// The running check's result, written by the worker (runInPool()'s `done` token).
    std::shared_ptr<Diagnostics> m_result;
    Diagnostics m_diagnostics;
    /// To check when the running check ends (a QPointer: the window may drop its session).
    QPointer<const edit::EditSession> m_pending;
    int m_generation = 0; ///< start() calls so far
    int m_running = 0; ///< the generation m_watcher's check belongs to
};

} // namespace robostage
