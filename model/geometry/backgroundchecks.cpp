// BackgroundChecks (backgroundchecks.h).

#include "backgroundchecks.h"

#include "document.h"
#include "inertialcheck.h"
#include "threadhandoff.h"

#include <new>

namespace robostage {

BackgroundChecks::BackgroundChecks(QObject *parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
    connect(&m_watcher, &QFutureWatcher<void>::finished, this, &BackgroundChecks::collect);
}

BackgroundChecks::~BackgroundChecks()
{
    m_watcher.waitForFinished();
    m_pool.waitForDone();
}

void BackgroundChecks::start(const edit::EditSession *session)
{
    m_diagnostics = Diagnostics();
    m_pending = session;
    ++m_generation;
    if (session && countEntities(session->document().scene().world).links > kMaxComparedLinks) {
        // A big world: the copy and the meshes would cost every edit seconds. The values alone
        // are checked, here (linear in the links, no mesh read).
        m_pending = nullptr;
        m_diagnostics = inertialDiagnostics(session->document(), false);
        QMetaObject::invokeMethod(this, &BackgroundChecks::finished, Qt::QueuedConnection);
        return;
    }
    if (!m_watcher.isRunning())
        runPending();
}

void BackgroundChecks::runPending()
{
    const edit::EditSession *session = m_pending;
    m_pending = nullptr;
    if (!session)
        return;
    m_running = m_generation;
    std::shared_ptr<const Document> copy = session->loadWith({});
    auto result = std::make_shared<Diagnostics>();
    m_result = result;
    m_watcher.setFuture(runInPool(m_pool, result.get(), [copy, result] {
        try {
            *result = inertialDiagnostics(*copy);
        } catch (const std::bad_alloc &) {
            // Say what is missing instead of ending the worker (issue 29).
            Diagnostics skipped;
            skipped.warning(copy->path(), 0,
                tr("the inertial checks ran out of memory; their warnings are left out"));
            *result = std::move(skipped);
        }
    }));
}

void BackgroundChecks::collect()
{
    std::shared_ptr<Diagnostics> result = std::move(m_result);
    takeOver(result.get());
    if (m_running == m_generation) {
        m_diagnostics = std::move(*result);
        emit finished();
    } else {
        runPending(); // the document changed meanwhile
    }
}

} // namespace robostage
