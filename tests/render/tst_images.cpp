// Image tests: one small world per feature under tests/data/images/ (each geometry, each mesh
// format, each light type, shadows, fog, sky, transparency, the collision view, the joint-axes
// overlay, the wireframe and transparent view styles), rendered headless at 320x240 with the iso
// camera fitted to the scene and compared with a committed baseline PNG under tests/baselines/.
//
// Tolerance: a pixel differs when any channel differs by more than kChannelTolerance (0-255);
// a row fails when more than kMaxDifferingFraction of its pixels differ. That absorbs
// llvmpipe's rounding and edge noise but not a changed colour, shape, light or camera.
// On failure <name>.actual.png and <name>.diff.png (differing pixels red over a dimmed
// baseline) are written to $ROBOSTAGE_IMAGE_OUTPUT_DIR, or the working directory.
//
// Regenerating baselines (after an intended change; look at every image before committing):
//   ROBOSTAGE_UPDATE_BASELINES=1 ./tests/tst_images
// writes tests/baselines/<name>.png instead of comparing. See tests/baselines/README.md.
// Needs an X display with GLX (Xvfb + Mesa llvmpipe); see docs/RENDERING.md.

#include "document.h"
#include "meshcache.h"
#include "meshprovider.h"
#include "offscreenrenderer.h"
#include "sceneview.h"

#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QTest>

#include <cstdlib>
#include <memory>

using namespace robostage;

namespace {

const QString imagesDir = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/images/");
const QString baselinesDir
    = QDir::cleanPath(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/../baselines")) + QLatin1Char('/');
const QSize kImageSize(320, 240);
constexpr int kChannelTolerance = 24;
constexpr double kMaxDifferingFraction = 0.01;

bool updatingBaselines()
{
    return qEnvironmentVariableIntValue("ROBOSTAGE_UPDATE_BASELINES") != 0;
}

QString outputDir()
{
    const QString dir = qEnvironmentVariable("ROBOSTAGE_IMAGE_OUTPUT_DIR");
    return dir.isEmpty() ? QDir::currentPath() : dir;
}

bool channelsDiffer(QRgb a, QRgb b)
{
    return std::abs(qRed(a) - qRed(b)) > kChannelTolerance
        || std::abs(qGreen(a) - qGreen(b)) > kChannelTolerance
        || std::abs(qBlue(a) - qBlue(b)) > kChannelTolerance;
}

/// Counts the pixels that differ beyond the tolerance; `diff` shows them red over the
/// baseline dimmed to grey.
int compareImages(const QImage &expected, const QImage &actual, QImage &diff)
{
    diff = QImage(expected.size(), QImage::Format_RGB32);
    int differing = 0;
    for (int y = 0; y < expected.height(); ++y) {
        const auto *e = reinterpret_cast<const QRgb *>(expected.constScanLine(y));
        const auto *a = reinterpret_cast<const QRgb *>(actual.constScanLine(y));
        auto *d = reinterpret_cast<QRgb *>(diff.scanLine(y));
        for (int x = 0; x < expected.width(); ++x) {
            if (channelsDiffer(e[x], a[x])) {
                ++differing;
                d[x] = qRgb(255, 0, 0);
            } else {
                const int grey = 64 + qGray(e[x]) / 4;
                d[x] = qRgb(grey, grey, grey);
            }
        }
    }
    return differing;
}

/// The fraction of pixels that differ beyond the tolerance from the top-left one (the
/// background, or the sky): a baseline must show its feature, not an empty picture.
double coveredFraction(const QImage &image)
{
    const QRgb background = image.pixel(0, 0);
    int covered = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            covered += channelsDiffer(line[x], background) ? 1 : 0;
    }
    return double(covered) / (image.width() * image.height());
}

} // namespace

class TestImages : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<OffscreenRenderer> m_renderer;
    std::unique_ptr<MeshCache> m_meshCache;

private slots:
    void initTestCase();
    void cleanupTestCase();
    void matchesBaseline_data();
    void matchesBaseline();
};

void TestImages::initTestCase()
{
    QString why;
    QVERIFY2(OffscreenRenderer::isOpenGLAvailable(&why), qPrintable(why));
    m_renderer = std::make_unique<OffscreenRenderer>(kImageSize);
    m_meshCache = std::make_unique<MeshCache>();
}

void TestImages::cleanupTestCase()
{
    m_renderer.reset();
    m_meshCache.reset();
}

void TestImages::matchesBaseline_data()
{
    // name: the baseline's; world: tests/data/images/<world>.sdf; overlays: SceneView::Overlay
    // mask; style: SceneView::RenderStyle.
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("world");
    QTest::addColumn<int>("viewMode");
    QTest::addColumn<int>("overlays");
    QTest::addColumn<int>("style");
    const int visuals = int(SceneView::ViewMode::Visuals);
    const int solid = int(SceneView::RenderStyle::Solid);
    for (const char *name :
        {"geometry_box", "geometry_sphere", "geometry_cylinder", "geometry_capsule",
            "geometry_ellipsoid", "geometry_cone", "geometry_plane", "mesh_dae", "mesh_stl_binary",
            "mesh_stl_ascii", "mesh_obj", "mesh_gltf", "light_point", "light_spot",
            "light_directional", "light_shadow", "shadow_pole", "fog_linear", "fog_exp", "sky",
            "transparency", "material_textured", "mesh_materials", "heightmap_textured"})
        QTest::newRow(name) << QString::fromLatin1(name) << QString::fromLatin1(name) << visuals
                            << 0 << solid;
    QTest::newRow("collision_view")
        << QStringLiteral("collision_view") << QStringLiteral("collision_view")
        << int(SceneView::ViewMode::Collisions) << 0 << solid;
    QTest::newRow("joint_axes") << QStringLiteral("joint_axes") << QStringLiteral("joint_axes")
                                << visuals << int(SceneView::JointAxes) << solid;
    QTest::newRow("style_wireframe")
        << QStringLiteral("style_wireframe") << QStringLiteral("styles") << visuals << 0
        << int(SceneView::RenderStyle::Wireframe);
    QTest::newRow("style_transparent")
        << QStringLiteral("style_transparent") << QStringLiteral("style_transparent") << visuals
        << 0 << int(SceneView::RenderStyle::Transparent);
}

void TestImages::matchesBaseline()
{
    QFETCH(QString, name);
    QFETCH(QString, world);
    QFETCH(int, viewMode);
    QFETCH(int, overlays);
    QFETCH(int, style);
    // GIVEN the feature's world, its meshes read as `robostage render` reads them
    const auto doc = Document::load(imagesDir + world + QStringLiteral(".sdf"));
    QVERIFY2(!doc->diagnostics().hasErrors(), qPrintable(name + " has errors"));
    const CachedMeshProvider meshes(*m_meshCache, doc.get());
    meshes.prefetch(*doc);
    SceneView scene(*doc, m_renderer->sceneRoot(), meshes);
    QVERIFY2(meshes.diagnostics().empty(),
        qPrintable(
            meshes.diagnostics().empty() ? QString() : meshes.diagnostics().front().toString()));
    scene.setViewMode(SceneView::ViewMode(viewMode));
    scene.setOverlays(overlays);
    scene.setRenderStyle(SceneView::RenderStyle(style));
    // WHEN rendered with the iso camera fitted to what is shown, translucent instances sorted
    // back to front as `robostage render` sorts them
    m_renderer->setBackground(scene.backgroundColor());
    QVector3D min, max;
    QVERIFY(scene.bounds(min, max));
    m_renderer->fitCamera(min, max, ViewDirection::Iso);
    scene.sortTranslucent(m_renderer->eye());
    const QImage actual = m_renderer->render().convertToFormat(QImage::Format_RGB32);
    QVERIFY2(!actual.isNull(), qPrintable(m_renderer->errorString()));
    QCOMPARE(actual.size(), kImageSize);
    if (coveredFraction(actual) <= 0.03) {
        const QString actualPath = QDir(outputDir()).filePath(name + QStringLiteral(".actual.png"));
        actual.save(actualPath);
        QFAIL(qPrintable(
            QStringLiteral("the picture is (almost) all background: %1").arg(actualPath)));
    }

    const QString baselinePath = baselinesDir + name + QStringLiteral(".png");
    if (updatingBaselines()) {
        QVERIFY(QDir().mkpath(baselinesDir));
        QVERIFY2(actual.save(baselinePath), qPrintable(baselinePath));
        qInfo("wrote %s", qPrintable(baselinePath));
        return;
    }
    // THEN it matches the baseline within the tolerance
    const QImage expected = QImage(baselinePath).convertToFormat(QImage::Format_RGB32);
    QVERIFY2(!expected.isNull(),
        qPrintable(QStringLiteral("no baseline %1 (ROBOSTAGE_UPDATE_BASELINES=1 writes it)")
                       .arg(baselinePath)));
    QCOMPARE(expected.size(), actual.size());
    QImage diff;
    const int differing = compareImages(expected, actual, diff);
    const int allowed = int(kMaxDifferingFraction * actual.width() * actual.height());
    if (differing > allowed) {
        const QDir out(outputDir());
        const QString actualPath = out.filePath(name + QStringLiteral(".actual.png"));
        const QString diffPath = out.filePath(name + QStringLiteral(".diff.png"));
        actual.save(actualPath);
        diff.save(diffPath);
        QFAIL(qPrintable(QStringLiteral("%1 of %2 pixels differ by more than %3 (at most %4 "
                                        "allowed); wrote %5 and %6, baseline %7")
                             .arg(differing)
                             .arg(actual.width() * actual.height())
                             .arg(kChannelTolerance)
                             .arg(allowed)
                             .arg(actualPath, diffPath, baselinePath)));
    }
    if (differing > 0)
        qInfo("%s: %d pixels beyond tolerance (%d allowed)", qPrintable(name), differing, allowed);
}

int main(int argc, char *argv[])
{
    OffscreenRenderer::prepareApplication();
    QGuiApplication app(argc, argv);
    TestImages test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_images.moc"
