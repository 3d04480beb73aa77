// Tests for the 3D viewport in the main window: it draws the document, picks on click, shares
// the selection with the scene tree, and its camera orbits, zooms, fits and changes views.
// Needs an X display with GLX (CTest runs under xvfb-run, QT_QPA_PLATFORM=offscreen).

#include "antialiasing.h"
#include "base/selection.h"
#include "camerafit.h"
#include "document.h"
#include "mainwindow/mainwindow.h"
#include "offscreenrenderer.h"
#include "orbitcontroller.h"
#include "scenetree/scenetreedock.h"
#include "scenetree/scenetreemodel.h"
#include "tools/gizmocontroller.h"
#include "viewport.h"
#include "viewtestutil.h"

#include <QStandardPaths>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QRenderCapture>

#include <QAction>
#include <QApplication>
#include <QSettings>
#include <QSurfaceFormat>
#include <QTreeView>
#include <QtTest>

#include <memory>

using namespace robostage;

namespace {

using robostage::test::captureFrame;

/// Red, lit or in shadow (the scene's ambient is 0.4).
bool isRed(QRgb c)
{
    return qRed(c) > 80 && qGreen(c) < qRed(c) / 4 && qBlue(c) < qRed(c) / 4;
}

/// Viewport::kHighlightColor (orange), lit or in shadow.
bool isHighlighted(QRgb c)
{
    return qRed(c) > 80 && qGreen(c) > qRed(c) / 3 && qBlue(c) < qRed(c) / 4;
}

/// Captures frames until `accept` holds for the pixel at the image centre (Qt3D uploads
/// buffers and compiles shaders over the first frames); false after `timeoutMs`.
template<typename Accept>
bool centreBecomes(Viewport *viewport, Accept accept, QRgb *last, int timeoutMs = 10000)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < timeoutMs) {
        const QImage image = captureFrame(viewport);
        if (image.isNull())
            continue;
        *last = image.pixel(image.width() / 2, image.height() / 2);
        if (accept(*last))
            return true;
    }
    return false;
}

} // namespace

class TestViewport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void drawsPicksAndFollowsTheTree();
    void cameraOrbitsZoomsAndFits();
    void meshesArriveAfterBackgroundLoading();
    void styleMenuSwitchesAndPersists();
    void selectedLinkAndCollisionAreHighlighted();
    void drawsShadows();
    void antialiasingFollowsTheRendererAndTheSetting();

private:
    std::unique_ptr<MainWindow> openRedBox();
};

void TestViewport::styleMenuSwitchesAndPersists()
{
    // GIVEN the red box open in a main window, drawn solid
    const std::unique_ptr<MainWindow> window = openRedBox();
    QVERIFY(window);
    Viewport *viewport = window->viewport();
    QCOMPARE(viewport->sceneView()->renderStyle(), SceneView::RenderStyle::Solid);
    auto *solid = window->findChild<QAction *>(QStringLiteral("solidStyleAction"));
    auto *wireframe = window->findChild<QAction *>(QStringLiteral("wireframeStyleAction"));
    auto *transparent = window->findChild<QAction *>(QStringLiteral("transparentStyleAction"));
    QVERIFY(solid && wireframe && transparent);
    QVERIFY(solid->isChecked() && solid->isCheckable());
    QRgb centre = 0;
    QVERIFY2(centreBecomes(viewport, isRed, &centre), qPrintable(QColor(centre).name()));
    const int batches = viewport->sceneView()->batchCount();

    // WHEN View › Show › Wireframe is chosen
    wireframe->trigger();
    // THEN the scene is drawn as a wireframe, without a rebuild, and the actions say so
    QCOMPARE(viewport->renderStyle(), SceneView::RenderStyle::Wireframe);
    QCOMPARE(viewport->sceneView()->renderStyle(), SceneView::RenderStyle::Wireframe);
    QCOMPARE(viewport->sceneView()->batchCount(), batches);
    QVERIFY(wireframe->isChecked() && !solid->isChecked());
    // AND the middle of the picture (inside the box's faces) is not all red any more
    const QImage image = captureFrame(viewport);
    QVERIFY(!image.isNull());
    int red = 0;
    for (int dy = -20; dy <= 20; dy += 4) {
        for (int dx = -20; dx <= 20; dx += 4)
            red += isRed(image.pixel(image.width() / 2 + dx, image.height() / 2 + dy)) ? 1 : 0;
    }
    QVERIFY2(red < 60, qPrintable(QString::number(red))); // solid: all 121 are red

    // WHEN the scene is rebuilt (e.g. meshes arrived) THEN the style stays
    viewport->rebuildScene();
    QCOMPARE(viewport->sceneView()->renderStyle(), SceneView::RenderStyle::Wireframe);

    // WHEN Transparent, then Solid is chosen THEN the scene follows
    transparent->trigger();
    QCOMPARE(viewport->sceneView()->renderStyle(), SceneView::RenderStyle::Transparent);
    solid->trigger();
    QCOMPARE(viewport->sceneView()->renderStyle(), SceneView::RenderStyle::Solid);
    QVERIFY2(centreBecomes(viewport, isRed, &centre), qPrintable(QColor(centre).name()));
}

void TestViewport::selectedLinkAndCollisionAreHighlighted()
{
    // GIVEN a sphere with a box collision, both shown
    auto window = std::make_unique<MainWindow>();
    window->openFile(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/sphere_collision.sdf"));
    window->resize(1400, 760); // the view (wider than high) keeps room beside the docks
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window->viewport()));
    Viewport *viewport = window->viewport();
    viewport->setViewMode(SceneView::ViewMode::Both);
    const Link &link = window->document()->scene().world.models.at(0).links.at(0);
    // (The gizmo, on by default, would cover the centre pixel this test reads: Edit › Gizmo off.)
    QVERIFY(window->gizmoController() && window->gizmoController()->isEnabled());
    window->findChild<QAction *>(QStringLiteral("gizmoAction"))->setChecked(false);
    QVERIFY(!window->gizmoController()->isEnabled());
    // WHEN the collision is selected THEN it is highlighted
    window->selection()->setFrame(link.collisions.at(0).frame);
    QVERIFY(!window->gizmoController()->isVisible());
    QCOMPARE(viewport->highlighted(), link.collisions.at(0).frame);
    // WHEN the link is selected THEN the link is highlighted (its visual and collision)
    window->selection()->setFrame(link.frame);
    QCOMPARE(viewport->highlighted(), link.frame);
    QRgb centre = 0;
    // (orange over blue before; cyan over the highlight's orange-yellow now: green dominates)
    QVERIFY2(centreBecomes(
                 viewport, [](QRgb c) { return qGreen(c) > qRed(c) + 30; }, &centre),
        qPrintable(QColor(centre).name()));
    // WHEN the selection is cleared THEN so is the highlight
    window->selection()->setFrame(kNoFrame);
    QCOMPARE(viewport->highlighted(), kNoFrame);
}

void TestViewport::drawsShadows()
{
    // GIVEN a box 1 m above a white ground, lit by a directional light that casts shadows
    // towards +X (tests/render/tst_shadows.cpp checks the same offscreen), seen from the top
    auto window = std::make_unique<MainWindow>();
    window->openFile(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/shadow_box.sdf"));
    window->resize(1400, 760); // the view (wider than high) keeps room beside the docks
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window->viewport()));
    Viewport *viewport = window->viewport();
    fitCamera(viewport->camera(), viewport->size(), QVector3D(-2, -2, 0), QVector3D(2, 2, 1.3f),
        ViewDirection::Top);
    const QPointF inShadow = projectToPixel(viewport->camera(), viewport->size(), {1, 0, 0});
    const QPointF lit = projectToPixel(viewport->camera(), viewport->size(), {-1, 0, 0});
    // WHEN drawn in the window (its surface, not the map, sets the colour pass's size)
    // THEN the ground in the box's shadow is clearly darker than the ground beside it
    QElapsedTimer timer;
    timer.start();
    int shadowGrey = 0, litGrey = 0;
    while (timer.elapsed() < 10000) {
        const QImage image = captureFrame(viewport);
        if (image.isNull())
            continue;
        shadowGrey = qGray(image.pixel(inShadow.toPoint()));
        litGrey = qGray(image.pixel(lit.toPoint()));
        if (litGrey > 120 && shadowGrey < litGrey * 0.7)
            break;
    }
    QVERIFY2(litGrey > 120 && shadowGrey < litGrey * 0.7,
        qPrintable(QStringLiteral("lit %1, in shadow %2").arg(litGrey).arg(shadowGrey)));
}

void TestViewport::antialiasingFollowsTheRendererAndTheSetting()
{
    // Software rasterizers are told from graphics cards by their GL_RENDERER string
    QVERIFY(antialiasing::isSoftwareRenderer(QStringLiteral("llvmpipe (LLVM 15.0.6, 256 bits)")));
    QVERIFY(antialiasing::isSoftwareRenderer(QStringLiteral("softpipe")));
    QVERIFY(!antialiasing::isSoftwareRenderer(QStringLiteral("NVIDIA GeForce RTX 3080/PCIe/SSE2")));
    QVERIFY(
        !antialiasing::isSoftwareRenderer(QStringLiteral("AMD Radeon Pro 5500M OpenGL Engine")));
    const QString renderer = antialiasing::openGLRenderer();
    QVERIFY(!renderer.isEmpty());
    const bool software = antialiasing::isSoftwareRenderer(renderer);

    // GIVEN each setting WHEN a window is made THEN its surface asks for that many samples
    QSettings settings;
    const struct
    {
        const char *mode;
        int samples;
    } cases[] = {{"on", antialiasing::kSamples}, {"off", 0}, {"auto", software ? 0 : 4},
        {"bogus", software ? 0 : 4}};
    for (const auto &c : cases) {
        settings.setValue(QLatin1String(antialiasing::kAntialiasingKey), QLatin1String(c.mode));
        Viewport viewport;
        QVERIFY2(qMax(viewport.format().samples(), 0) == c.samples, c.mode);
        // (Qt3D makes the window's OpenGL context from the default format)
        QVERIFY2(qMax(QSurfaceFormat::defaultFormat().samples(), 0) == c.samples, c.mode);
    }
    settings.remove(QLatin1String(antialiasing::kAntialiasingKey));
    // AND by default (as under Xvfb's llvmpipe here) the window draws, and draws the box
    {
        Viewport viewport;
        QCOMPARE(qMax(viewport.format().samples(), 0), software ? 0 : antialiasing::kSamples);
    }
    const std::unique_ptr<MainWindow> window = openRedBox();
    QVERIFY(window);
    QRgb centre = 0;
    QVERIFY2(centreBecomes(window->viewport(), isRed, &centre), qPrintable(QColor(centre).name()));
}

void TestViewport::initTestCase()
{
    QString why;
    if (!OffscreenRenderer::isOpenGLAvailable(&why))
        QSKIP(qPrintable(why));
}

std::unique_ptr<MainWindow> TestViewport::openRedBox()
{
    auto window = std::make_unique<MainWindow>();
    window->openFile(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/red_box.sdf"));
    window->resize(1400, 760); // the view (wider than high) keeps room beside the docks
    window->show();
    if (!QTest::qWaitForWindowExposed(window->viewport()))
        return nullptr;
    return window;
}

void TestViewport::drawsPicksAndFollowsTheTree()
{
    // GIVEN the red box open in a main window
    const std::unique_ptr<MainWindow> window = openRedBox();
    QVERIFY(window);
    Viewport *viewport = window->viewport();
    const FrameId box
        = window->document()->scene().world.models.at(0).links.at(0).visuals.at(0).frame;
    QVERIFY(box != kNoFrame);
    // THEN the viewport shows the red box in the middle
    QRgb centre = 0;
    QVERIFY2(centreBecomes(viewport, isRed, &centre), qPrintable(QColor(centre).name()));

    // WHEN the box is clicked
    const QPoint middle(viewport->width() / 2, viewport->height() / 2);
    QTest::mouseClick(viewport, Qt::LeftButton, {}, middle);
    // THEN its visual is selected, highlighted, and the tree's current row names it
    QCOMPARE(window->selection()->frame(), box);
    QCOMPARE(viewport->highlighted(), box);
    const QModelIndex current = window->sceneTreeDock()->view()->currentIndex();
    QCOMPARE(current.data().toString(), QStringLiteral("visual"));
    QCOMPARE(current.data(SceneTreeModel::FrameIdRole).toInt(), box);
    // AND the gizmo (on by default) shows at it; Edit › Gizmo off hides it, so that the centre
    // pixel shows the highlight
    QVERIFY(window->gizmoController()->isVisible());
    window->findChild<QAction *>(QStringLiteral("gizmoAction"))->trigger();
    QVERIFY(!window->gizmoController()->isVisible());
    QVERIFY2(centreBecomes(viewport, isHighlighted, &centre), qPrintable(QColor(centre).name()));

    // WHEN the background is clicked
    QTest::mouseClick(viewport, Qt::LeftButton, {}, QPoint(5, 5));
    // THEN nothing is selected and the box is red again
    QCOMPARE(window->selection()->frame(), kNoFrame);
    QCOMPARE(viewport->highlighted(), kNoFrame);
    QVERIFY(!window->sceneTreeDock()->view()->currentIndex().isValid());
    QVERIFY2(centreBecomes(viewport, isRed, &centre), qPrintable(QColor(centre).name()));

    // WHEN the tree's row of the visual becomes current
    window->sceneTreeDock()->view()->setCurrentIndex(window->sceneTreeDock()->indexOfFrame(box));
    // THEN the viewport highlights it
    QCOMPARE(window->selection()->frame(), box);
    QCOMPARE(viewport->highlighted(), box);
}

void TestViewport::cameraOrbitsZoomsAndFits()
{
    // GIVEN the red box, fitted
    const std::unique_ptr<MainWindow> window = openRedBox();
    QVERIFY(window);
    Viewport *viewport = window->viewport();
    Qt3DRender::QCamera *camera = viewport->camera();
    OrbitController *controller = viewport->controller();
    const QVector3D fitted = camera->position();
    const float fittedDistance = controller->distance();
    QVERIFY(qAbs(controller->target().length()) < 1e-4f);

    // WHEN the user drags with the left button
    const QPoint middle(viewport->width() / 2, viewport->height() / 2);
    QTest::mousePress(viewport, Qt::LeftButton, {}, middle);
    for (int step = 1; step <= 6; ++step)
        QTest::mouseMove(viewport, middle + QPoint(20 * step, 5 * step));
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, middle + QPoint(120, 30));
    // THEN the camera orbited about the target, and the drag selected nothing
    QVERIFY(!qFuzzyCompare(camera->position(), fitted));
    QVERIFY(qAbs(camera->position().length() - fitted.length()) < 1e-3f);
    QCOMPARE(window->selection()->frame(), kNoFrame);

    // WHEN the wheel turns two notches forward over a point off the centre
    const QPointF cursor(viewport->width() * 0.3, viewport->height() * 0.7);
    QVector3D origin, direction;
    controller->ray(cursor, origin, direction);
    const QVector3D towards = (camera->position() - controller->target()).normalized();
    const QVector3D anchor = origin
        + direction
            * (QVector3D::dotProduct(controller->target() - origin, towards)
                / QVector3D::dotProduct(direction, towards));
    QWheelEvent wheel(cursor, viewport->mapToGlobal(cursor), {}, QPoint(0, 240), Qt::NoButton,
        Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(viewport, &wheel);
    // THEN the camera came closer, and the point under the cursor stayed there
    QVERIFY(controller->distance() < fittedDistance * 0.8f);
    const QPointF after = projectToPixel(camera, viewport->size(), anchor);
    QVERIFY2((after - cursor).manhattanLength() < 1.0,
        qPrintable(QStringLiteral("%1,%2").arg(after.x()).arg(after.y())));

    // WHEN the user presses F in the viewport
    QTest::keyClick(viewport, Qt::Key_F);
    // THEN the box is fitted again from the current direction
    QCOMPARE(controller->distance(), fittedDistance);
    QVERIFY(qAbs(controller->target().length()) < 1e-4f);

    // WHEN the user drags with the middle button
    QTest::mousePress(viewport, Qt::MiddleButton, {}, middle);
    for (int step = 1; step <= 4; ++step)
        QTest::mouseMove(viewport, middle + QPoint(10 * step, 0));
    QTest::mouseRelease(viewport, Qt::MiddleButton, {}, middle + QPoint(40, 0));
    // THEN camera and target moved sideways together
    QVERIFY(controller->target().length() > 0.05f);
    QCOMPARE(controller->distance(), fittedDistance);
    viewport->fit();

    // WHEN the top view is chosen with an orthographic lens
    viewport->setView(ViewDirection::Top);
    viewport->setOrthographic(true);
    // THEN the camera looks down Z with +X up, and the box is still in the middle
    QVERIFY(camera->position().z() > 1);
    QVERIFY(qAbs(camera->position().x()) < 1e-3f && qAbs(camera->position().y()) < 1e-3f);
    QVERIFY(camera->upVector().x() > 0.99f);
    QCOMPARE(camera->lens()->projectionType(), Qt3DRender::QCameraLens::OrthographicProjection);
    QRgb pixel = 0;
    QVERIFY2(centreBecomes(viewport, isRed, &pixel), qPrintable(QColor(pixel).name()));
    QTest::mouseClick(viewport, Qt::LeftButton, {}, middle);
    QCOMPARE(window->selection()->frame(),
        window->document()->scene().world.models.at(0).links.at(0).visuals.at(0).frame);
}

void TestViewport::meshesArriveAfterBackgroundLoading()
{
    // GIVEN a world whose big cube is an OBJ mesh, green by its own .mtl, on a blue background
    auto window = std::make_unique<MainWindow>();
    window->openFile(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/mesh_box.sdf"));
    window->resize(1400, 760); // the view (wider than high) keeps room beside the docks
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window->viewport()));
    // WHEN the background mesh loads finish, THEN the scene is rebuilt with the mesh, drawn in
    // the file's green (the magenta placeholder and the blue background are not green)
    auto greenPixels = [](const QImage &image) {
        int n = 0;
        for (int y = 0; y < image.height(); y += 2) {
            for (int x = 0; x < image.width(); x += 2) {
                const QColor c = image.pixelColor(x, y);
                n += c.green() > c.red() + 40 && c.green() > c.blue() + 40;
            }
        }
        return n;
    };
    QElapsedTimer timer;
    timer.start();
    int green = 0;
    while (timer.elapsed() < 15000 && green < 2000) {
        const QImage image = captureFrame(window->viewport());
        if (!image.isNull())
            green = greenPixels(image);
    }
    QVERIFY2(green >= 2000, qPrintable(QString::number(green)));
    QVERIFY2(window->summary().contains(QLatin1String("models: 1")), qPrintable(window->summary()));
}

int main(int argc, char *argv[])
{
    // Recent files and window layout go to a test location, not the user's settings.
    QStandardPaths::setTestModeEnabled(true);
    OffscreenRenderer::prepareApplication();
    QApplication app(argc, argv);
    TestViewport test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_viewport.moc"
