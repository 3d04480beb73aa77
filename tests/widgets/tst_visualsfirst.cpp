// The window shows a file's visuals as soon as their meshes are read, before its collision
// meshes (issue 33): the mesh cache reads those last, and the Visuals view is not built again
// when they arrive but when a view first shows them (the Both view, or a collision selected).
// The cache's single thread is held by tasks of its own pool right after the visuals' meshes,
// so the window is looked at between the two. Needs an X display with GLX (CTest runs under
// xvfb-run).

#include "../render/cachestop.h"
#include "base/selection.h"
#include "offscreenrenderer.h"
#include "viewtestutil.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QTemporaryDir>

using namespace robostage;
using namespace robostage::test;

namespace {

const QString kMeshes = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/meshes/");

/// Writes an OBJ box `x` × `y` × `z` metres centred at its origin to `path`.
bool writeBox(const QString &path, double x, double y, double z)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    QByteArray text;
    for (int c = 0; c < 8; ++c) {
        text += QStringLiteral("v %1 %2 %3\n")
                    .arg(c & 1 ? x / 2 : -x / 2)
                    .arg(c & 2 ? y / 2 : -y / 2)
                    .arg(c & 4 ? z / 2 : -z / 2)
                    .toUtf8();
    }
    text += "f 1 3 4 2\nf 5 6 8 7\nf 1 2 6 5\nf 3 7 8 4\nf 1 5 7 3\nf 2 4 8 6\n";
    return file.write(text) == text.size();
}

/// The height (metres) of what `window`'s scene draws for the frame `name`; -1 if none.
float heightOf(MainWindow &window, const QString &name)
{
    const FrameId frame = frameNamed(*window.document(), name);
    QVector3D min, max;
    if (frame == kNoFrame || !window.viewport()->sceneView()
        || !window.viewport()->sceneView()->frameBounds(frame, min, max))
        return -1;
    return max.z() - min.z();
}

/// Pixels of `image` that are clearly green (the cube's "green" material, lit or in shade).
int greenPixels(const QImage &image)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QRgb c = image.pixel(x, y);
            n += qGreen(c) > 60 && qRed(c) < qGreen(c) / 2 && qBlue(c) < qGreen(c) / 2 ? 1 : 0;
        }
    }
    return n;
}

} // namespace

class TestVisualsFirst : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void visualsBeforeCollisionMeshes_data();
    void visualsBeforeCollisionMeshes();
};

void TestVisualsFirst::initTestCase()
{
    QString why;
    if (!OffscreenRenderer::isOpenGLAvailable(&why))
        QSKIP(qPrintable(why));
}

void TestVisualsFirst::visualsBeforeCollisionMeshes_data()
{
    QTest::addColumn<QString>("user");
    QTest::newRow("shows Both") << QStringLiteral("both");
    QTest::newRow("selects the collision") << QStringLiteral("select");
}

void TestVisualsFirst::visualsBeforeCollisionMeshes()
{
    QFETCH(QString, user);
    // GIVEN a link drawn from a 1 m mesh cube with a 3 m tall mesh box as its collision
    QTemporaryDir dir;
    QVERIFY(QFile::copy(kMeshes + "cube.obj", dir.filePath("cube.obj")));
    QVERIFY(QFile::copy(kMeshes + "cube.mtl", dir.filePath("cube.mtl")));
    QVERIFY(writeBox(dir.filePath("tall.obj"), 0.2, 0.2, 3));
    const QString path = dir.filePath("visualsfirst.sdf");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"(<?xml version="1.0"?>
<sdf version="1.9"><world name="w">
  <scene><background>0.2 0.3 0.9 1</background><grid>false</grid></scene>
  <model name="m"><static>true</static><link name="l">
    <visual name="cube"><geometry><mesh><uri>cube.obj</uri></mesh></geometry></visual>
    <collision name="tall"><geometry><mesh><uri>tall.obj</uri></mesh></geometry></collision>
  </link></model>
</world></sdf>
)");
    file.close();
    // AND a window whose mesh cache has one thread, held until the file is open
    MainWindow window;
    MeshCache *cache = window.findChild<MeshCache *>();
    QVERIFY(cache);
    cache->threadPool()->setMaxThreadCount(1);
    CacheStop start, afterVisuals;
    start.hold(*cache, 10);
    QVERIFY(start.reached());
    window.openFile(path);
    window.resize(1400, 760);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(window.viewport()));
    QVERIFY(waitForViewportSize(window.viewport()));
    QCOMPARE(window.viewport()->viewMode(), SceneView::ViewMode::Visuals);
    // WHEN the cache reads up to the end of the visuals' meshes (a stop queued behind them)
    afterVisuals.hold(*cache, 1);
    start.let();
    QVERIFY(afterVisuals.reached());
    // THEN the window draws the visual's mesh while the collision mesh is still unread
    QTRY_VERIFY(qAbs(heightOf(window, "m::l::cube") - 1) < 1e-3f);
    QVERIFY(qAbs(heightOf(window, "m::l::tall") - 3) > 0.1f); // the placeholder
    QVERIFY2(window.summary().contains("1 of 2"), qPrintable(window.summary()));
    // (a window's first frames may come before its scene is uploaded)
    QTRY_VERIFY2(
        greenPixels(captureFrame(window.viewport())) > 500, "the green mesh cube is drawn");
    QVERIFY(cache->find(dir.filePath("tall.obj")) == nullptr);
    // WHEN the collision mesh has been read too
    afterVisuals.let();
    QVERIFY(cache->waitForDone(30000));
    QTRY_VERIFY(!window.summary().contains("Loading"));
    // THEN the Visuals view, which does not show it, is not built again for it
    QVERIFY(qAbs(heightOf(window, "m::l::tall") - 3) > 0.1f);
    QVERIFY(qAbs(heightOf(window, "m::l::cube") - 1) < 1e-3f);
    // WHEN the user shows the collisions, or selects the collision (drawn in the Visuals view)
    if (user == "both") {
        auto *both = window.findChild<QAction *>(QStringLiteral("bothModeAction"));
        QVERIFY(both);
        both->trigger();
        QCOMPARE(window.viewport()->viewMode(), SceneView::ViewMode::Both);
    } else {
        window.selection()->setFrame(frameNamed(*window.document(), "m::l::tall"));
    }
    // THEN the collision is drawn from its mesh
    QVERIFY(qAbs(heightOf(window, "m::l::tall") - 3) < 1e-3f);
    QVERIFY(qAbs(heightOf(window, "m::l::cube") - 1) < 1e-3f);
}

QTEST_MAIN(TestVisualsFirst)
#include "tst_visualsfirst.moc"
