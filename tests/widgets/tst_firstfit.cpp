// Tests for the first camera of a newly opened file (issue 17): it is fitted again when the
// meshes arrive, unless the user moved it meanwhile; it frames the content, not a 100 m
// ground box around it; and `robostage render` frames the same. Needs an X display with GLX
// (CTest runs under xvfb-run, QT_QPA_PLATFORM=offscreen).

#include "camerafit.h"
#include "meshprovider.h"
#include "offscreenrenderer.h"
#include "viewtestutil.h"

#include <Qt3DRender/QCamera>

#include <QApplication>
#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

#include <memory>

using namespace robostage;
using namespace robostage::test;

namespace {

const QString dataDir = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/");

/// Verifies that `viewport`'s camera is fitted, in the iso view, to what its scene shows now
/// (SceneView::bounds()): it looks at the centre of the box's bounding sphere from the distance
/// at which the sphere fills the view.
void verifyFittedToScene(Viewport *viewport)
{
    QVector3D min, max, centre;
    QVERIFY(viewport->sceneView()->bounds(min, max));
    float radius = 0;
    boundingSphere(min, max, centre, radius);
    const OrbitController *controller = viewport->controller();
    const QSize size = controller->viewportSize();
    const float distance = fitDistance(radius, float(size.width()) / float(size.height()));
    QVERIFY2((controller->target() - centre).length() < 1e-3f * distance,
        qPrintable(QStringLiteral("target %1 %2 %3, scene centre %4 %5 %6")
                       .arg(controller->target().x())
                       .arg(controller->target().y())
                       .arg(controller->target().z())
                       .arg(centre.x())
                       .arg(centre.y())
                       .arg(centre.z())));
    QVERIFY2(qAbs(controller->distance() - distance) < 1e-3f * distance,
        qPrintable(
            QStringLiteral("distance %1, fitted %2").arg(controller->distance()).arg(distance)));
}

/// Bounding rectangle (pixels) of the red pixels of `image` (lit or in shade).
QRect redArea(const QImage &image)
{
    QRect area;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QRgb c = image.pixel(x, y);
            if (qRed(c) > 80 && qGreen(c) < qRed(c) / 4 && qBlue(c) < qRed(c) / 4)
                area |= QRect(x, y, 1, 1);
        }
    }
    return area;
}

/// Bounding rectangle (pixels) of the box visual `visual`, as `camera` sees it in an image of
/// `size` pixels.
QRectF projectedBox(const Document &document, const Visual &visual,
    const Qt3DRender::QCamera *camera, const QSize &size)
{
    const Pose &X_WV = document.frames().worldPose(visual.frame);
    const Vec3 &s = visual.geometry.size;
    QRectF area;
    for (int c = 0; c < 8; ++c) {
        const Vec3 p_VC {
            (c & 1 ? 0.5 : -0.5) * s.x, (c & 2 ? 0.5 : -0.5) * s.y, (c & 4 ? 0.5 : -0.5) * s.z};
        const Vec3 p_WC = X_WV.transformPoint(p_VC);
        const QPointF pixel
            = projectToPixel(camera, size, QVector3D(float(p_WC.x), float(p_WC.y), float(p_WC.z)));
        area |= QRectF(pixel, QSizeF(1e-3, 1e-3));
    }
    return area;
}

} // namespace

class TestFirstFit : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void fitsAgainWhenTheMeshesArrive();
    void refitsOnlyAnUntouchedCamera_data();
    void refitsOnlyAnUntouchedCamera();
    void groundBoxDoesNotDecideTheFit();
};

void TestFirstFit::initTestCase()
{
    QString why;
    if (!OffscreenRenderer::isOpenGLAvailable(&why))
        QSKIP(qPrintable(why));
}

void TestFirstFit::fitsAgainWhenTheMeshesArrive()
{
    // GIVEN mesh_box.sdf (a 2 m mesh cube at the origin, two 0.2 m ones 3 m away), opened in a
    // main window: its first frame draws placeholders while the meshes load in the background
    // WHEN the meshes have loaded, the user not having touched the camera
    const std::unique_ptr<MainWindow> window
        = openSettled(dataDir + QStringLiteral("mesh_box.sdf"));
    QVERIFY(window);
    // THEN the camera is fitted to the scene with its meshes
    QVector3D min, max;
    QVERIFY(window->viewport()->sceneView()->bounds(min, max));
    QVERIFY2(min.x() < -0.9f, "the mesh cube is drawn");
    verifyFittedToScene(window->viewport());
}

void TestFirstFit::refitsOnlyAnUntouchedCamera_data()
{
    QTest::addColumn<QString>("user");
    QTest::newRow("untouched") << QString();
    QTest::newRow("orbits") << QStringLiteral("orbit");
    QTest::newRow("zooms") << QStringLiteral("zoom");
    QTest::newRow("chooses the top view") << QStringLiteral("top");
}

void TestFirstFit::refitsOnlyAnUntouchedCamera()
{
    QFETCH(QString, user);
    // GIVEN mesh_box.sdf in a viewport, fitted while its meshes are not there yet
    const auto document = Document::load(dataDir + QStringLiteral("mesh_box.sdf"));
    QVERIFY(document);
    MeshCache cache;
    const CachedMeshProvider meshes(cache, document.get());
    bool arrived = false;
    Viewport *viewport = takeSettledViewport();
    QVERIFY(viewport);
    const auto giveBack = qScopeGuard([viewport] { ViewportPool::give(viewport); });
    viewport->setMeshProvider([&](const Geometry &geometry) {
        return arrived ? meshes(geometry) : std::optional<SceneView::SceneMesh>();
    });
    viewport->setDocument(document.get());
    const auto closeDocument = qScopeGuard([viewport] { viewport->setDocument(nullptr); });
    verifyFittedToScene(viewport);
    // AND the user orbits, zooms or chooses a view meanwhile (or not)
    const QPoint middle(viewport->width() / 2, viewport->height() / 2);
    if (user == QLatin1String("orbit")) {
        QTest::mousePress(viewport, Qt::LeftButton, {}, middle);
        for (int step = 1; step <= 4; ++step)
            QTest::mouseMove(viewport, middle + QPoint(15 * step, 4 * step));
        QTest::mouseRelease(viewport, Qt::LeftButton, {}, middle + QPoint(60, 16));
    } else if (user == QLatin1String("zoom")) {
        QWheelEvent wheel(middle, viewport->mapToGlobal(middle), {}, QPoint(0, 240), Qt::NoButton,
            Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(viewport, &wheel);
    } else if (user == QLatin1String("top")) {
        viewport->setView(ViewDirection::Top);
    }
    const QVector3D position = viewport->camera()->position();
    const QVector3D target = viewport->controller()->target();
    QVector3D placeholdersMin, placeholdersMax;
    QVERIFY(viewport->sceneView()->bounds(placeholdersMin, placeholdersMax));

    // WHEN the meshes arrive
    arrived = true;
    viewport->meshesLoaded();
    // THEN the scene draws them
    QVector3D min, max;
    QVERIFY(viewport->sceneView()->bounds(min, max));
    QVERIFY(min.x() < placeholdersMin.x() - 0.5f);
    // AND an untouched camera is fitted to them; one the user moved stays where it is
    if (user.isEmpty()) {
        verifyFittedToScene(viewport);
    } else {
        QCOMPARE(viewport->camera()->position(), position);
        QCOMPARE(viewport->controller()->target(), target);
    }
}

void TestFirstFit::groundBoxDoesNotDecideTheFit()
{
    // GIVEN ground_marker.sdf (a 100 m ground box, a 0.5 m red marker) opened in a main window
    const std::unique_ptr<MainWindow> window
        = openSettled(dataDir + QStringLiteral("ground_marker.sdf"));
    QVERIFY(window);
    const Document &document = *window->document();
    const Visual &marker = document.scene().world.models.at(1).links.at(0).visuals.at(0);
    // THEN the marker fills most of the view's height, not a few pixels
    Viewport *viewport = window->viewport();
    const QSize size = viewport->size();
    const QRectF inWindow = projectedBox(document, marker, viewport->camera(), size);
    QVERIFY2(
        inWindow.height() > 0.5 * size.height(), qPrintable(QString::number(inWindow.height())));
    QVERIFY(QRectF(QPointF(0, 0), QSizeF(size)).contains(inWindow));

    // WHEN `robostage render` draws it at the view's size
    const QString out = QDir::temp().filePath(QStringLiteral("tst_firstfit_ground_marker.png"));
    QFile::remove(out);
    QProcess render;
    render.start(QStringLiteral(ROBOSTAGE_BINARY),
        {QStringLiteral("render"), dataDir + QStringLiteral("ground_marker.sdf"), "-o", out,
            "--size", QStringLiteral("%1x%2").arg(size.width()).arg(size.height())});
    QVERIFY(render.waitForFinished(60000));
    QCOMPARE(render.exitCode(), 0);
    // THEN it frames it as the window does: the red pixels cover the marker's outline there
    const QRect inImage = redArea(QImage(out));
    const double tolerance = 0.02 * size.height();
    QVERIFY2(qAbs(inImage.left() - inWindow.left()) < tolerance
            && qAbs(inImage.right() - inWindow.right()) < tolerance
            && qAbs(inImage.top() - inWindow.top()) < tolerance
            && qAbs(inImage.bottom() - inWindow.bottom()) < tolerance,
        qPrintable(QStringLiteral("render %1,%2 %3x%4; window %5,%6 %7x%8")
                       .arg(inImage.x())
                       .arg(inImage.y())
                       .arg(inImage.width())
                       .arg(inImage.height())
                       .arg(inWindow.x())
                       .arg(inWindow.y())
                       .arg(inWindow.width())
                       .arg(inWindow.height())));
}

int main(int argc, char *argv[])
{
    // Recent files and window layout go to a test location, not the user's settings.
    QStandardPaths::setTestModeEnabled(true);
    OffscreenRenderer::prepareApplication();
    QApplication app(argc, argv);
    TestFirstFit test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_firstfit.moc"
