#pragma once

// Helpers of the tests that click in, or look through, the 3D view: a main window or a bare
// viewport shown and settled (size known to the camera, background meshes drawn), a captured
// frame, and frames by name.

#include "document.h"
#include "mainwindow/mainwindow.h"
#include "meshcache.h"
#include "orbitcontroller.h"
#include "viewport.h"
#include "viewportpool.h"

#include <QtTest>

#include <Qt3DRender/QRenderCapture>

#include <memory>

namespace robostage::test {

/// Waits until `viewport`'s camera controller knows the window's size (the resize is
/// delivered after show()), so that clicks, projections and fits agree; false on timeout.
inline bool waitForViewportSize(Viewport *viewport)
{
    return QTest::qWaitFor(
        [viewport] { return viewport->controller()->viewportSize() == viewport->size(); });
}

/// A new main window, 1400 × 760, showing `path`, once its view is exposed and sized and the
/// meshes it loads in the background are drawn (the scene built again); null on timeout.
inline std::unique_ptr<MainWindow> openSettled(const QString &path)
{
    auto window = std::make_unique<MainWindow>();
    window->openFile(path);
    window->resize(1400, 760); // the view (wider than high) keeps room beside the docks
    window->show();
    if (!QTest::qWaitForWindowExposed(window->viewport())
        || !window->findChild<MeshCache *>()->waitForDone(15000))
        return nullptr;
    QTest::qWait(100); // MeshCache::progress is queued to this thread
    return waitForViewportSize(window->viewport()) ? std::move(window) : nullptr;
}

/// A viewport from ViewportPool, 800 × 600, shown and sized; null on timeout. Give it back
/// with ViewportPool::give().
inline Viewport *takeSettledViewport()
{
    Viewport *viewport = ViewportPool::take();
    viewport->resize(800, 600);
    viewport->show();
    if (QTest::qWaitForWindowExposed(viewport) && waitForViewportSize(viewport))
        return viewport;
    ViewportPool::give(viewport);
    return nullptr;
}

/// The next frame `viewport` renders (null after `timeoutMs`), as RGB32.
inline QImage captureFrame(Viewport *viewport, int timeoutMs = 5000)
{
    std::unique_ptr<Qt3DRender::QRenderCaptureReply> reply(
        viewport->renderCapture()->requestCapture());
    viewport->requestUpdate();
    QElapsedTimer timer;
    timer.start();
    while (!reply->isComplete() && timer.elapsed() < timeoutMs)
        QTest::qWait(10);
    return reply->isComplete() ? reply->image().convertToFormat(QImage::Format_RGB32) : QImage();
}

/// The frame named `scopedName` (FrameNode::scopedName) in `document`, kNoFrame if none.
inline FrameId frameNamed(const Document &document, const QString &scopedName)
{
    for (FrameId id = 0; id < document.frames().size(); ++id) {
        if (document.frames().node(id).scopedName == scopedName)
            return id;
    }
    return kNoFrame;
}

} // namespace robostage::test
