// Tests for picking in the 3D view (issue 17): a click selects the nearest visual along the
// ray through the cursor, not the one whose bounding box the ray enters first; for primitives,
// scaled and mirrored meshes and instances of one batch, with perspective and orthographic
// lenses. Needs an X display with GLX (CTest runs under xvfb-run, QT_QPA_PLATFORM=offscreen).

#include "base/selection.h"
#include "camerafit.h"
#include "meshprovider.h"
#include "offscreenrenderer.h"
#include "viewtestutil.h"

#include <Qt3DRender/QCamera>

#include <QApplication>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using namespace robostage;
using namespace robostage::test;

namespace {

/// Where the point `p_VP` (metres, in the frame of `visual`, at zero joint positions) appears
/// in `viewport`, in its pixels.
QPoint pixelOf(Viewport *viewport, FrameId visual, const Vec3 &p_VP = {})
{
    const Vec3 p = viewport->document()->frames().worldPose(visual).transformPoint(p_VP);
    return projectToPixel(
        viewport->camera(), viewport->size(), QVector3D(float(p.x), float(p.y), float(p.z)))
        .toPoint();
}

} // namespace

class TestPicking : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void clickSelectsTheBoxOnR2D2sHead_data();
    void clickSelectsTheBoxOnR2D2sHead();
    void clickSelectsTheNearestMeshInstance_data();
    void clickSelectsTheNearestMeshInstance();
};

void TestPicking::initTestCase()
{
    QString why;
    if (!OffscreenRenderer::isOpenGLAvailable(&why))
        QSKIP(qPrintable(why));
}

void TestPicking::clickSelectsTheBoxOnR2D2sHead_data()
{
    QTest::addColumn<bool>("orthographic");
    QTest::newRow("perspective") << false;
    QTest::newRow("orthographic") << true;
}

void TestPicking::clickSelectsTheBoxOnR2D2sHead()
{
    QFETCH(bool, orthographic);
    const QString path
        = QStringLiteral(ROBOSTAGE_CORPUS_DIR "/ros__urdf_tutorial/urdf/07-physics.urdf");
    if (!QFileInfo::exists(path))
        QSKIP("the shared corpus is missing");
    // GIVEN R2D2 (the URDF tutorial's 07-physics.urdf) in a main window, in the default view
    // (its gripper meshes loaded, and the view fitted again to them)
    const std::unique_ptr<MainWindow> window = openSettled(path);
    QVERIFY(window);
    Viewport *viewport = window->viewport();
    viewport->setOrthographic(orthographic);
    const Document &document = *window->document();
    const FrameId box = frameNamed(document, QStringLiteral("physics::box::visual_0"));
    const FrameId head = frameNamed(document, QStringLiteral("physics::head::visual_0"));
    QVERIFY(box != kNoFrame && head != kNoFrame);
    Vec3 size;
    for (const Link &link : document.scene().world.models.at(0).links) {
        for (const Visual &visual : link.visuals)
            size = visual.frame == box ? visual.geometry.size : size;
    }

    // WHEN the user clicks the blue box on the head (in front of the head's sphere), at the
    // centre of each face the camera sees (+X, +Y, +Z)
    for (const Vec3 &p_VF :
        {Vec3 {size.x / 2, 0, 0}, Vec3 {0, size.y / 2, 0}, Vec3 {0, 0, size.z / 2}}) {
        window->selection()->setFrame(kNoFrame);
        QTest::mouseClick(viewport, Qt::LeftButton, {}, pixelOf(viewport, box, p_VF));
        // THEN the box is selected, not the sphere behind it
        QCOMPARE(window->selection()->frame(), box);
    }

    // WHEN the user clicks the head's sphere at its centre
    QTest::mouseClick(viewport, Qt::LeftButton, {}, pixelOf(viewport, head));
    // THEN the sphere is selected
    QCOMPARE(window->selection()->frame(), head);
}

void TestPicking::clickSelectsTheNearestMeshInstance_data()
{
    clickSelectsTheBoxOnR2D2sHead_data();
}

void TestPicking::clickSelectsTheNearestMeshInstance()
{
    QFETCH(bool, orthographic);
    // GIVEN pick_front.sdf, every mesh loaded, in a viewport fitted in the iso view: a sphere,
    // a small mirrored cube mesh in front of it (inside the sphere's bounding box) and a second
    // instance of that mesh behind it
    const auto document
        = Document::load(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/pick_front.sdf"));
    QVERIFY(document && !document->diagnostics().hasErrors());
    MeshCache cache;
    const CachedMeshProvider meshes(cache, document.get());
    Viewport *viewport = takeSettledViewport();
    QVERIFY(viewport);
    const auto giveBack = qScopeGuard([viewport] { ViewportPool::give(viewport); });
    viewport->setMeshProvider(meshes);
    viewport->setDocument(document.get());
    const auto closeDocument = qScopeGuard([viewport] { viewport->setDocument(nullptr); });
    viewport->setOrthographic(orthographic);
    QCOMPARE(meshes.diagnostics().size(), size_t(0)); // the cube is drawn, not a placeholder
    const FrameId sphere = frameNamed(*document, QStringLiteral("target::link::sphere"));
    const FrameId front = frameNamed(*document, QStringLiteral("target::link::front_cube"));
    QVERIFY(sphere != kNoFrame && front != kNoFrame);
    QSignalSpy clicked(viewport, &Viewport::clicked);

    // WHEN the user clicks the front cube
    QTest::mouseClick(viewport, Qt::LeftButton, {}, pixelOf(viewport, front));
    // THEN it is the front cube, not the sphere (whose box the ray enters first) nor the cube
    // behind the sphere
    QCOMPARE(clicked.size(), 1);
    QCOMPARE(clicked.takeFirst().at(0).value<FrameId>(), front);

    // WHEN the user clicks beside the sphere, inside its bounding box's outline: the corner of
    // the box towards the top of the image, halfway between the sphere's outline and the box's
    const QPoint centre = pixelOf(viewport, sphere);
    const QPointF corner
        = projectToPixel(viewport->camera(), viewport->size(), QVector3D(-1, -1, 1));
    const QPointF rim = projectToPixel(
        viewport->camera(), viewport->size(), viewport->camera()->upVector().normalized());
    const double toRim = QLineF(centre, rim).length(), toCorner = QLineF(centre, corner).length();
    QVERIFY2(toCorner > toRim * 1.2, qPrintable(QStringLiteral("%1 %2").arg(toCorner).arg(toRim)));
    const QPointF beside = centre + (corner - centre) * ((toRim + toCorner) / 2 / toCorner);
    QTest::mouseClick(viewport, Qt::LeftButton, {}, beside.toPoint());
    // THEN nothing is hit
    QCOMPARE(clicked.size(), 1);
    QCOMPARE(clicked.takeFirst().at(0).value<FrameId>(), kNoFrame);
}

int main(int argc, char *argv[])
{
    // Recent files and window layout go to a test location, not the user's settings.
    QStandardPaths::setTestModeEnabled(true);
    OffscreenRenderer::prepareApplication();
    QApplication app(argc, argv);
    TestPicking test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_picking.moc"
