// BackgroundChecks (backgroundchecks.h).

#include "backgroundchecks.h"

#include "document.h"
#include "edit/editsession.h"
#include "inertialcheck.h"

#include <QtConcurrent/QtConcurrentRun>

#include <memory>
#include <new>

namespace robostage {

BackgroundChecks::BackgroundChecks(QObject *parent)
    : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<Diagnostics>::finished, this, [this] {
        if (m_running == m_generation) {
            m_diagnostics = m_watcher.result();
            emit finished();
        } else {
            runPending(); // the document changed meanwhile
        }
    });
}

BackgroundChecks::~BackgroundChecks()
{
    m_watcher.waitForFinished();
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
    m_watcher.setFuture(QtConcurrent::run([copy] {
        try {
            return inertialDiagnostics(*copy);
        } catch (const std::bad_alloc &) {
            // A worker must not throw (QFuture would rethrow it in the window): say what is
            // missing instead (issue 29).
            Diagnostics skipped;
            skipped.warning(copy->path(), 0,
                tr("the inertial checks ran out of memory; their warnings are left out"));
            return skipped;
        }
    }));
}

} // namespace robostage
