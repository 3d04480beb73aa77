#include "viewportpool.h"

#include "viewport.h"

#include <QCoreApplication>
#include <QPointer>

#include <utility>

namespace robostage {

namespace {

struct Pool
{
    QList<QPointer<Viewport>> waiting;
    int created = 0;
    bool cleanupRegistered = false;
};

Pool &pool()
{
    static Pool instance;
    return instance;
}

/// qAddPostRoutine(): runs when the application object is destroyed, while windows can still
/// be deleted.
void clearAtExit()
{
    pool().cleanupRegistered = false;
    ViewportPool::clear();
}

} // namespace

Viewport *ViewportPool::take()
{
    Pool &p = pool();
    while (!p.waiting.isEmpty()) {
        if (Viewport *viewport = p.waiting.takeLast())
            return viewport;
    }
    ++p.created;
    return new Viewport;
}

void ViewportPool::give(Viewport *viewport)
{
    if (!viewport)
        return;
    Pool &p = pool();
    viewport->reset();
    viewport->hide();
    viewport->setParent(static_cast<QWindow *>(nullptr));
    if (p.waiting.size() >= kCapacity || !QCoreApplication::instance()
        || QCoreApplication::closingDown()) {
        delete viewport;
        return;
    }
    p.waiting.append(viewport);
    if (!p.cleanupRegistered) {
        p.cleanupRegistered = true;
        qAddPostRoutine(clearAtExit);
    }
}

int ViewportPool::size()
{
    return int(pool().waiting.size());
}

int ViewportPool::created()
{
    return pool().created;
}

void ViewportPool::clear()
{
    const QList<QPointer<Viewport>> waiting = std::exchange(pool().waiting, {});
    for (const QPointer<Viewport> &viewport : waiting)
        delete viewport.data();
}

} // namespace robostage
