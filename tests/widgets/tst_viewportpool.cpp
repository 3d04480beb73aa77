// Tests for ViewportPool (issue 7, long sessions): a closed main window is destroyed, gives its
// 3D view back reset and disconnected, the next window draws with that view instead of creating
// one, the pool keeps at most kCapacity views, and nothing of the closed window (its mesh cache)
// stays behind. Needs an X display with GLX (CTest runs under xvfb-run,
// QT_QPA_PLATFORM=offscreen).

#include "base/selection.h"
#include "mainwindow/mainwindow.h"
#include "meshcache.h"
#include "offscreenrenderer.h"
#include "orbitcontroller.h"
#include "viewport.h"
#include "viewportpool.h"

#include <Qt3DRender/QRenderCapture>

#include <QApplication>
#include <QPointer>
#include <QStandardPaths>
#include <QtTest>

#include <memory>
#include <vector>

using namespace robostage;

class TestViewportPool : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void closedWindowsViewportIsReused();
    void poolIsBounded();
    void windowClosedBeforeItsNodesWentLive();
    void cleanup() { ViewportPool::clear(); }

private:
    /// A shown window with the red box (nullptr when it was not exposed).
    static MainWindow *openRedBox();
};

void TestViewportPool::initTestCase()
{
    QString why;
    if (!OffscreenRenderer::isOpenGLAvailable(&why))
        QSKIP(qPrintable(why));
    ViewportPool::clear();
}

MainWindow *TestViewportPool::openRedBox()
{
    auto window = std::make_unique<MainWindow>();
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->openFile(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/red_box.sdf"));
    window->show();
    if (!QTest::qWaitForWindowExposed(window->viewport()))
        return nullptr;
    return window.release();
}

void TestViewportPool::closedWindowsViewportIsReused()
{
    // GIVEN the red box open in a window whose view is far from a new one's
    QPointer<MainWindow> window = openRedBox();
    QVERIFY(window);
    QCOMPARE(ViewportPool::size(), 0);
    const int created = ViewportPool::created();
    QPointer<Viewport> viewport = window->viewport();
    QPointer<MeshCache> cache = window->findChild<MeshCache *>();
    QVERIFY(cache);
    QVERIFY(viewport->sceneView());
    viewport->setRenderStyle(SceneView::RenderStyle::Wireframe);
    viewport->setViewMode(SceneView::ViewMode::Collisions);
    viewport->setOverlays(SceneView::Overlay::LinkFrames);
    viewport->setSkyVisible(false);
    viewport->setOrthographic(true);
    viewport->setJointPositions({{QStringLiteral("joint"), 0.5}});

    // WHEN it is closed (deleted on close, after the events are processed)
    QVERIFY(window->close());
    QTRY_VERIFY(!window);

    // THEN its viewport waits in the pool, out of the closed window, reset and disconnected
    QVERIFY(viewport);
    QCOMPARE(ViewportPool::size(), 1);
    QVERIFY(!viewport->parent());
    QVERIFY(!viewport->isVisible());
    QVERIFY(!viewport->document());
    QVERIFY(!viewport->sceneView());
    QVERIFY(viewport->rootEntity()->childNodes().isEmpty()); // no scene, no gizmo
    QCOMPARE(viewport->renderStyle(), SceneView::RenderStyle::Solid);
    QCOMPARE(viewport->viewMode(), SceneView::ViewMode::Visuals);
    QCOMPARE(viewport->overlays(), 0);
    QVERIFY(viewport->skyVisible() && viewport->helpersVisible() && viewport->fogEnabled());
    QVERIFY(!viewport->controller()->isOrthographic());
    QVERIFY(viewport->jointPositions().isEmpty());
    QVERIFY(!QObject::disconnect(viewport, &Viewport::clicked, nullptr, nullptr));
    // AND the window's mesh cache went with the window
    QVERIFY(!cache);

    // WHEN the next window opens
    QPointer<MainWindow> next = openRedBox();
    QVERIFY(next);
    // THEN it took that viewport, no new one was made, and the viewport serves the new window
    QCOMPARE(next->viewport(), viewport.data());
    QCOMPARE(ViewportPool::created(), created);
    QCOMPARE(ViewportPool::size(), 0);
    QVERIFY(viewport->sceneView());
    emit viewport->clicked(1);
    QCOMPARE(next->selection()->frame(), FrameId(1));
    // AND it draws
    std::unique_ptr<Qt3DRender::QRenderCaptureReply> reply(
        viewport->renderCapture()->requestCapture());
    viewport->requestUpdate();
    QTRY_VERIFY_WITH_TIMEOUT(reply->isComplete(), 10000);
    QVERIFY(!reply->image().isNull());
    next->close();
    QTRY_VERIFY(!next);
    QCOMPARE(ViewportPool::size(), 1);
}

void TestViewportPool::poolIsBounded()
{
    // GIVEN more windows than the pool keeps
    std::vector<std::unique_ptr<MainWindow>> windows;
    QList<QPointer<Viewport>> viewports;
    for (int i = 0; i < ViewportPool::kCapacity + 2; ++i) {
        windows.push_back(std::make_unique<MainWindow>());
        viewports << windows.back()->viewport();
    }
    // WHEN they are all closed
    windows.clear();
    // THEN the pool keeps kCapacity viewports and the others are deleted
    QCOMPARE(ViewportPool::size(), ViewportPool::kCapacity);
    QCOMPARE(viewports.count(nullptr), 2);
    // AND clear() deletes the kept ones
    ViewportPool::clear();
    QCOMPARE(ViewportPool::size(), 0);
    QCOMPARE(viewports.count(nullptr), viewports.size());
}

// A window whose gizmo and scene are made and destroyed before the event loop turns (as when
// a test or a script opens, selects and closes at once): Qt3D 6.4 queues new nodes for set-up at
// the next turn; a subtree deleted parent-first left its children in that queue, and the next
// window, drawing with the same viewport, crashed on them (nodetree.h).
void TestViewportPool::windowClosedBeforeItsNodesWentLive()
{
    auto first = std::make_unique<MainWindow>();
    first->openFile(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/arm_joint.sdf"));
    first->show();
    QVERIFY(QTest::qWaitForWindowExposed(first->viewport()));
    const Viewport *viewport = first->viewport();
    // WHEN a frame is selected (the gizmo is built) and the window reloads and goes, all before
    // the event loop turns
    first->selection()->setFrame(1);
    first->openFile(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/red_box.sdf"));
    first->selection()->setFrame(1);
    first.reset();
    QCOMPARE(ViewportPool::size(), 1);
    // THEN the next window draws its red box with the same viewport
    auto second = std::make_unique<MainWindow>();
    QCOMPARE(second->viewport(), viewport);
    second->openFile(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/red_box.sdf"));
    second->show();
    QVERIFY(QTest::qWaitForWindowExposed(second->viewport()));
    QRgb centre = 0;
    const auto centreIsRed = [&] {
        QScopedPointer<Qt3DRender::QRenderCaptureReply> reply(
            second->viewport()->renderCapture()->requestCapture());
        if (!QTest::qWaitFor([&] { return reply->isComplete(); }, 20000))
            return false;
        const QImage image = reply->image();
        centre = image.pixel(image.width() / 2, image.height() / 2);
        return qRed(centre) > 80 && qGreen(centre) < qRed(centre) / 4
            && qBlue(centre) < qRed(centre) / 4;
    };
    QVERIFY2(QTest::qWaitFor(centreIsRed, 30000), qPrintable(QColor(centre).name()));
}

int main(int argc, char *argv[])
{
    // Recent files and window layout go to a test location, not the user's settings.
    QStandardPaths::setTestModeEnabled(true);
    OffscreenRenderer::prepareApplication();
    QApplication app(argc, argv);
    TestViewportPool test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_viewportpool.moc"
