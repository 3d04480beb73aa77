// Render facts that need no baseline image, drawn in-process with OffscreenRenderer (no
// window): colours where geometry is, fog, the collision view, editing without rebuilding,
// joint positions; and every corpus entry file renders to a picture with something in it.
// Needs an X display with GLX (Xvfb + Mesa llvmpipe under scripts/test); see
// docs/RENDERING.md.

#include "corpus.h"
#include "document.h"
#include "meshcache.h"
#include "meshprovider.h"
#include "offscreenrenderer.h"
#include "scenematerials.h"
#include "sceneview.h"

#include <Qt3DCore/QEntity>

#include <QDirIterator>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QProcess>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <memory>

using namespace robostage;

namespace {

const QString dataDir = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/");
const QString corpus = QStringLiteral(ROBOSTAGE_CORPUS_DIR);

/// Euclidean RGB distance in 0–255 units.
double distance(QRgb a, const QColor &b)
{
    const double dr = qRed(a) - b.red(), dg = qGreen(a) - b.green(), db = qBlue(a) - b.blue();
    return std::sqrt(dr * dr + dg * dg + db * db);
}

/// Red, lit or in shadow (the fixtures' ambient light alone gives 0.4 red).
bool isRed(QRgb c)
{
    return qRed(c) > 80 && qGreen(c) < qRed(c) / 3 && qBlue(c) < qRed(c) / 3;
}

bool isSingleColour(const QImage &image)
{
    const QRgb first = image.pixel(0, 0);
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            if (line[x] != first)
                return false;
        }
    }
    return true;
}

QRgb pixelAt(const QImage &image, const QPointF &p)
{
    return image.pixel(
        qBound(0, int(p.x()), image.width() - 1), qBound(0, int(p.y()), image.height() - 1));
}

/// The placeholder of a mesh that is not drawn (meshPlaceholderShading), lit or in shadow.
bool isMagenta(QRgb c)
{
    return qRed(c) > 60 && qBlue(c) > 50 && qGreen(c) < qRed(c) / 2;
}

/// The first visual of the first link of the first model.
FrameId firstVisual(const Document &doc)
{
    return doc.scene().world.models.at(0).links.at(0).visuals.at(0).frame;
}

} // namespace

class TestRender : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<Document> load(const QString &name);
    /// Builds `doc`'s scene, fits the camera to it and renders one image.
    QImage render(const Document &doc, ViewDirection view = ViewDirection::Iso);

    std::unique_ptr<OffscreenRenderer> m_renderer;
    /// Shared by every test, as by an application's views.
    std::unique_ptr<MeshCache> m_meshCache;

private slots:
    void initTestCase();
    void cleanupTestCase();
    void materialColours();
    void redBoxIsRedAtTheCentre();
    void fogPullsTowardsFogColour_data();
    void fogPullsTowardsFogColour();
    void collisionViewShowsCollisionBox();
    void editWithoutRebuilding();
    void culledWhereTheInstancesAre();
    void orbitEndsOnTheFirstPicture();
    void jointPositionMovesLink();
    void meshDrawnWithFileColourAndScale();
    void unreadableMeshIsPlaceholderAndReported();
    void backgroundLoadingStartsWithPlaceholder();
    void renderCommandReportsUnreadableMesh();
    void renderCommandReadsCollisionMeshesOnlyWhenDrawn();
    void renderCommand_data();
    void renderCommand();
    void corpusFileRenders_data();
    void corpusFileRenders();
};

std::unique_ptr<Document> TestRender::load(const QString &name)
{
    auto doc = Document::load(dataDir + name);
    if (doc->diagnostics().hasErrors())
        qWarning() << name << "has errors";
    return doc;
}

QImage TestRender::render(const Document &doc, ViewDirection view)
{
    SceneView scene(doc, m_renderer->sceneRoot());
    m_renderer->setBackground(scene.backgroundColor());
    QVector3D min, max;
    if (scene.bounds(min, max))
        m_renderer->fitCamera(min, max, view);
    return m_renderer->render();
}

void TestRender::orbitEndsOnTheFirstPicture()
{
    // The orbit's last frame is read back as it is rendered (no frame after it): after 1, 2
    // and 3 frames it shows what the first picture shows, not the frame before (half way
    // round with 2, a third with 3).
    const auto doc = load(QStringLiteral("arm_joint.sdf"));
    SceneView scene(*doc, m_renderer->sceneRoot());
    QVector3D min, max;
    QVERIFY(scene.bounds(min, max));
    // Off-centre, so that a turned view differs.
    min += QVector3D(0.5f, 0, 0);
    m_renderer->fitCamera(min, max, ViewDirection::Iso);
    const QImage first = m_renderer->render();
    QVERIFY(!first.isNull());
    for (int frames : {1, 2, 3}) {
        QImage last;
        QVERIFY(m_renderer->renderOrbit(frames, min, max, ViewDirection::Iso, &last) > 0);
        QCOMPARE(last.size(), first.size());
        int differing = 0;
        for (int y = 0; y < first.height(); ++y) {
            for (int x = 0; x < first.width(); ++x) {
                const QColor a = first.pixelColor(x, y), b = last.pixelColor(x, y);
                differing += std::abs(a.red() - b.red()) + std::abs(a.green() - b.green())
                        + std::abs(a.blue() - b.blue())
                    > 6;
            }
        }
        QVERIFY2(differing < first.width() * first.height() / 1000,
            qPrintable(QStringLiteral("%1 frames: %2 pixels differ").arg(frames).arg(differing)));
    }
    // Control: half way round the picture differs.
    QImage half;
    m_renderer->fitCamera(min, max, ViewDirection::Iso, M_PI);
    half = m_renderer->render();
    int differing = 0;
    for (int y = 0; y < first.height(); ++y) {
        for (int x = 0; x < first.width(); ++x)
            differing += first.pixel(x, y) != half.pixel(x, y);
    }
    QVERIFY2(
        differing > first.width() * first.height() / 100, qPrintable(QString::number(differing)));
}

void TestRender::initTestCase()
{
    QString why;
    QVERIFY2(OffscreenRenderer::isOpenGLAvailable(&why), qPrintable(why));
    m_renderer = std::make_unique<OffscreenRenderer>(QSize(320, 240));
    m_meshCache = std::make_unique<MeshCache>();
}

void TestRender::cleanupTestCase()
{
    m_renderer.reset();
    m_meshCache.reset();
}

void TestRender::materialColours()
{
    // Gazebo script names map to their colours, case-insensitively, Gray as Grey.
    Material material;
    material.scriptName = QStringLiteral("Gazebo/Red");
    QCOMPARE(resolveShading(material, 0).diffuse, (Color {1, 0, 0, 1}));
    material.scriptName = QStringLiteral("gazebo/gray");
    QCOMPARE(resolveShading(material, 0).diffuse, (Color {0.7f, 0.7f, 0.7f, 1}));
    QVERIFY(!gazeboScriptColors(QStringLiteral("Gazebo/NoSuchColour")));
    // An explicit diffuse colour wins over the script; <transparency> scales the opacity.
    material.diffuse = Color {0, 0, 1, 1};
    const ShadingColors blue = resolveShading(material, 0.25);
    QCOMPARE(blue.diffuse, (Color {0, 0, 1, 0.75f}));
    QVERIFY(blue.isTranslucent());
    // A material without colours is light grey and opaque.
    QVERIFY(!resolveShading(Material(), 0).isTranslucent());
}

void TestRender::redBoxIsRedAtTheCentre()
{
    // GIVEN a red box at the origin on a blue background, WHEN rendered with the fitted camera
    const auto doc = load(QStringLiteral("red_box.sdf"));
    const QImage image = render(*doc);
    QVERIFY(!image.isNull());
    image.save(QDir::temp().filePath(QStringLiteral("tst_render_red_box.png")));
    // THEN the centre is red and the corners are the background colour
    const QRgb centre = image.pixel(image.width() / 2, image.height() / 2);
    QVERIFY2(isRed(centre), qPrintable(QColor(centre).name()));
    const QColor background = QColor::fromRgbF(0.2f, 0.3f, 0.9f);
    for (const QPoint &corner : {QPoint(0, 0), QPoint(image.width() - 1, 0),
             QPoint(0, image.height() - 1), QPoint(image.width() - 1, image.height() - 1)})
        QVERIFY2(distance(image.pixel(corner), background) < 4,
            qPrintable(QColor(image.pixel(corner)).name()));
}

void TestRender::fogPullsTowardsFogColour_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<double>("density");
    QTest::newRow("linear") << QStringLiteral("linear") << 0.0;
    QTest::newRow("exp") << QStringLiteral("exp") << 0.4;
    QTest::newRow("exp2") << QStringLiteral("exp2") << 0.3;
}

void TestRender::fogPullsTowardsFogColour()
{
    QFETCH(QString, type);
    QFETCH(double, density);
    // GIVEN a white box 1 m across seen from a few metres, with green fog and without
    auto doc = load(QStringLiteral("fog_box.sdf"));
    Fog &fog = doc->scene().world.scene.fog;
    QVERIFY(fog.present);
    fog.type = type;
    if (density > 0)
        fog.density = density;
    const QImage foggy = render(*doc);
    fog.present = false;
    const QImage clear = render(*doc);
    QVERIFY(!foggy.isNull() && !clear.isNull());
    // THEN the box's centre pixel is closer to the fog colour with fog than without
    const QPoint centre(foggy.width() / 2, foggy.height() / 2);
    const QColor green(0, 255, 0);
    const double withFog = distance(foggy.pixel(centre), green);
    const double withoutFog = distance(clear.pixel(centre), green);
    QVERIFY2(withFog < withoutFog - 30,
        qPrintable(QStringLiteral("%1 with fog, %2 without").arg(withFog).arg(withoutFog)));
}

void TestRender::collisionViewShowsCollisionBox()
{
    // GIVEN a sphere visual whose collision is the box around it, seen from the top
    const auto doc = load(QStringLiteral("sphere_collision.sdf"));
    SceneView scene(*doc, m_renderer->sceneRoot());
    m_renderer->setBackground(scene.backgroundColor());
    QVector3D min, max;
    QVERIFY(scene.bounds(min, max));
    m_renderer->fitCamera(min, max, ViewDirection::Top);
    const QImage visuals = m_renderer->render();
    // WHEN the collisions are shown too (same camera)
    scene.setViewMode(SceneView::ViewMode::Both);
    const QImage both = m_renderer->render();
    scene.setViewMode(SceneView::ViewMode::Collisions);
    const QImage collisions = m_renderer->render();
    QVERIFY(!visuals.isNull() && !both.isNull() && !collisions.isNull());
    both.save(QDir::temp().filePath(QStringLiteral("tst_render_collisions.png")));
    // THEN a box corner, outside the sphere, changes from background to the collision colour
    const QPointF corner = m_renderer->project({0.45f, 0.45f, 0.5f});
    const QColor background = scene.backgroundColor();
    QVERIFY2(distance(pixelAt(visuals, corner), background) < 4,
        qPrintable(QColor(pixelAt(visuals, corner)).name()));
    for (const QImage *image : {&both, &collisions}) {
        const QColor c(pixelAt(*image, corner));
        QVERIFY2(c.red() > c.blue() + 40 && c.red() > 80, qPrintable(c.name()));
    }
    // AND the centre still shows the blue sphere through the translucent box in `both`
    const QPointF centre = m_renderer->project({0, 0, 0.5f});
    QVERIFY(QColor(pixelAt(visuals, centre)).blue() > QColor(pixelAt(visuals, centre)).red());
    QVERIFY(pixelAt(both, centre) != pixelAt(visuals, centre));
}

void TestRender::editWithoutRebuilding()
{
    // GIVEN the red box scene
    const auto doc = load(QStringLiteral("red_box.sdf"));
    SceneView scene(*doc, m_renderer->sceneRoot());
    m_renderer->setBackground(scene.backgroundColor());
    QVector3D min, max;
    QVERIFY(scene.bounds(min, max));
    m_renderer->fitCamera(min, max, ViewDirection::Iso);
    const QImage before = m_renderer->render();
    const int batches = scene.batchCount();
    // WHEN its visual is recoloured green
    QVERIFY(scene.setVisualColor(firstVisual(*doc), QColor(0, 255, 0)));
    const QImage after = m_renderer->render();
    // THEN the centre turns from red to green, with no batch added
    const QPoint centre(before.width() / 2, before.height() / 2);
    QVERIFY(isRed(before.pixel(centre)));
    const QColor green(after.pixel(centre));
    QVERIFY2(green.green() > 80 && green.red() < green.green() / 3, qPrintable(green.name()));
    QCOMPARE(scene.batchCount(), batches);
    // AND a translucent colour moves it to the translucent pass: background shows through
    QVERIFY(scene.setVisualColor(firstVisual(*doc), QColor(0, 255, 0, 100)));
    const QColor blended(m_renderer->render().pixel(centre));
    QVERIFY2(
        blended.blue() > green.blue() + 40 && blended.green() > 40, qPrintable(blended.name()));
    // AND the visual is picked by the camera ray through the centre, nothing at a corner
    QVector3D origin, direction;
    m_renderer->ray(QPointF(centre) + QPointF(0.5, 0.5), origin, direction);
    QCOMPARE(scene.pick(origin, direction), firstVisual(*doc));
    m_renderer->ray(QPointF(1, 1), origin, direction);
    QCOMPARE(scene.pick(origin, direction), kNoFrame);
    // AND moving the visual away leaves the background at the centre
    QVERIFY(scene.setVisualPose(firstVisual(*doc), Pose {{0, 0, 50}, {}}));
    const QColor moved(m_renderer->render().pixel(centre));
    m_renderer->ray(QPointF(centre) + QPointF(0.5, 0.5), origin, direction);
    QCOMPARE(scene.pick(origin, direction), kNoFrame);
    QVERIFY2(
        distance(moved.rgb(), QColor::fromRgbF(0.2f, 0.3f, 0.9f)) < 4, qPrintable(moved.name()));
}

void TestRender::culledWhereTheInstancesAre()
{
    // Frustum culling judges a batch by the box around its instances (the unit box mesh itself
    // lies at the origin): a box moved 50 m away is drawn where the camera looks at it, and
    // again after it moved on, also when the origin is out of view.
    const auto doc = load(QStringLiteral("red_box.sdf"));
    SceneView scene(*doc, m_renderer->sceneRoot());
    m_renderer->setBackground(scene.backgroundColor());
    const QPoint centre(m_renderer->size().width() / 2, m_renderer->size().height() / 2);
    for (const QVector3D &at : {QVector3D(50, 0, 0), QVector3D(0, -80, 20)}) {
        QVERIFY(scene.setVisualPose(firstVisual(*doc), Pose {{at.x(), at.y(), at.z()}, {}}));
        QVector3D min, max;
        QVERIFY(scene.bounds(min, max));
        QVERIFY((min + max).distanceToPoint(2 * at) < 1e-3f);
        m_renderer->fitCamera(min, max, ViewDirection::Iso);
        const QImage image = m_renderer->render();
        QVERIFY2(isRed(image.pixel(centre)), qPrintable(QColor(image.pixel(centre)).name()));
    }
    // AND looking at the origin, where the mesh is but no instance, shows the background
    m_renderer->fitCamera(
        QVector3D(-0.5f, -0.5f, -0.5f), QVector3D(0.5f, 0.5f, 0.5f), ViewDirection::Iso);
    const QColor empty(m_renderer->render().pixel(centre));
    QVERIFY2(
        distance(empty.rgb(), QColor::fromRgbF(0.2f, 0.3f, 0.9f)) < 4, qPrintable(empty.name()));
    // AND in a batch of two boxes (box_pair.sdf), moving one updates part of the batch, which
    // grows the batch's box: the moved box is drawn where the camera looks at it alone
    const auto pair
        = Document::load(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/box_pair.sdf"));
    SceneView pairScene(*pair, m_renderer->sceneRoot());
    m_renderer->setBackground(pairScene.backgroundColor());
    QCOMPARE(pairScene.batchCount(), 1);
    QVERIFY(pairScene.setVisualPose(firstVisual(*pair), Pose {{50, 0, 0}, {}}));
    m_renderer->fitCamera(
        QVector3D(49.7f, -0.3f, -0.3f), QVector3D(50.3f, 0.3f, 0.3f), ViewDirection::Iso);
    const QColor moved(m_renderer->render().pixel(centre));
    QVERIFY2(moved.red() > moved.blue() + 40, qPrintable(moved.name()));
}

void TestRender::jointPositionMovesLink()
{
    // GIVEN an arm whose red box is 1 m along +X at joint position 0, seen from the top
    const auto doc = load(QStringLiteral("arm_joint.sdf"));
    SceneView scene(*doc, m_renderer->sceneRoot());
    m_renderer->setBackground(scene.backgroundColor());
    m_renderer->fitCamera({-1.3f, -1.3f, -0.1f}, {1.3f, 1.3f, 0.1f}, ViewDirection::Top);
    const QPointF alongX = m_renderer->project({1, 0, 0.1f});
    const QPointF alongY = m_renderer->project({0, 1, 0.1f});
    const QImage atZero = m_renderer->render();
    // WHEN the joint turns a quarter turn
    scene.setJointPositions({{QStringLiteral("arm::swing"), M_PI / 2}});
    const QImage turned = m_renderer->render();
    turned.save(QDir::temp().filePath(QStringLiteral("tst_render_joint.png")));
    // THEN the red box has moved from +X to +Y
    QVERIFY(isRed(pixelAt(atZero, alongX)));
    QVERIFY(!isRed(pixelAt(atZero, alongY)));
    QVERIFY(isRed(pixelAt(turned, alongY)));
    QVERIFY(!isRed(pixelAt(turned, alongX)));
}

void TestRender::meshDrawnWithFileColourAndScale()
{
    // GIVEN a 1 m OBJ cube, green in its .mtl, used by a visual without material scaled
    // 2 -2 2 (mirrored) at the origin and by a red 0.2 m visual at x = 3
    const auto doc = load(QStringLiteral("mesh_box.sdf"));
    const CachedMeshProvider meshes(*m_meshCache, doc.get());
    SceneView scene(*doc, m_renderer->sceneRoot(), meshes);
    QVERIFY2(meshes.diagnostics().empty(),
        qPrintable(
            meshes.diagnostics().empty() ? QString() : meshes.diagnostics().front().toString()));
    // THEN the mesh is one batch per winding (the scale is per instance; mirrored instances
    // share a batch with the triangles reversed)
    QCOMPARE(scene.instanceCount(), 3);
    QCOMPARE(scene.batchCount(), 2);
    // AND the scene's bounds are the scaled cubes', not placeholders
    QVector3D min, max;
    QVERIFY(scene.bounds(min, max));
    QVERIFY2((min - QVector3D(-1, -1, -1)).length() < 1e-4f
            && (max - QVector3D(3.1f, 1, 1)).length() < 1e-4f,
        qPrintable(QStringLiteral("%1 %2 %3 / %4 %5 %6")
                       .arg(min.x())
                       .arg(min.y())
                       .arg(min.z())
                       .arg(max.x())
                       .arg(max.y())
                       .arg(max.z())));
    // WHEN rendered with the camera fitted to the big cube
    m_renderer->setBackground(scene.backgroundColor());
    m_renderer->fitCamera({-1, -1, -1}, {1, 1, 1}, ViewDirection::Iso);
    const QImage image = m_renderer->render();
    QVERIFY(!image.isNull());
    image.save(QDir::temp().filePath(QStringLiteral("tst_render_mesh.png")));
    // THEN the centre shows the file's green, lit on the faces the sun reaches (the mirrored
    // winding is undone, normals point out): the top face is brighter than ambient alone
    const QColor centre(image.pixel(image.width() / 2, image.height() / 2));
    QVERIFY2(centre.green() > 60 && centre.red() < centre.green() / 3
            && centre.blue() < centre.green() / 3,
        qPrintable(centre.name()));
    const QColor top(pixelAt(image, m_renderer->project({0, 0, 1})));
    QVERIFY2(top.green() > 0.4 * 0.8 * 255 + 20, qPrintable(top.name()));
    // AND the mirrored cube looks exactly like the same cube unmirrored (faces not inside out)
    {
        auto unmirrored = load(QStringLiteral("mesh_box.sdf"));
        unmirrored->scene().world.models[0].links[0].visuals[0].geometry.scale = {2, 2, 2};
        const SceneView plain(*unmirrored, m_renderer->sceneRoot(), meshes);
        scene.entity()->setEnabled(false);
        const QImage expected = m_renderer->render();
        scene.entity()->setEnabled(true);
        int differing = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x)
                differing += distance(image.pixel(x, y), QColor(expected.pixel(x, y))) > 24;
        }
        QVERIFY2(differing < image.width() * image.height() / 200,
            qPrintable(QStringLiteral("%1 pixels differ").arg(differing)));
    }
    // AND the red visual is red where it is
    m_renderer->fitCamera(min, max, ViewDirection::Iso);
    const QImage whole = m_renderer->render();
    const QRgb red = pixelAt(whole, m_renderer->project({3, 0, 0}));
    QVERIFY2(isRed(red), qPrintable(QColor(red).name()));
    // AND picking hits the mesh's bounds, not just the placeholder's 5 cm
    QVector3D origin, direction;
    m_renderer->ray(m_renderer->project({0.9f, 0.9f, 1}), origin, direction);
    QCOMPARE(scene.pick(origin, direction), firstVisual(*doc));
}

void TestRender::unreadableMeshIsPlaceholderAndReported()
{
    // GIVEN a visual whose mesh URI resolves to no file and one whose file Assimp cannot read
    const auto doc = load(QStringLiteral("mesh_missing.sdf"));
    const CachedMeshProvider meshes(*m_meshCache, doc.get());
    SceneView scene(*doc, m_renderer->sceneRoot(), meshes);
    // THEN each is reported once, naming the description file, the URI and the reason
    const std::vector<Diagnostic> &d = meshes.diagnostics();
    QCOMPARE(int(d.size()), 2);
    for (const Diagnostic &w : d) {
        QVERIFY(w.severity == Severity::Warning);
        QVERIFY2(w.file.endsWith(QLatin1String("mesh_missing.sdf")), qPrintable(w.toString()));
        QVERIFY2(w.line > 0, qPrintable(w.toString()));
        QVERIFY2(w.message.contains(QLatin1String("placeholder")), qPrintable(w.toString()));
    }
    QVERIFY2(d[0].message.contains(QLatin1String("meshes/no_such_mesh.stl")),
        qPrintable(d[0].toString()));
    QVERIFY2(d[1].message.contains(QLatin1String("meshes/broken.stl"))
            && d[1].message.contains(QLatin1String("cannot read mesh")),
        qPrintable(d[1].toString()));
    // AND both are drawn as magenta placeholder cubes where the meshes are
    QCOMPARE(scene.instanceCount(), 2);
    m_renderer->setBackground(scene.backgroundColor());
    QVector3D min, max;
    QVERIFY(scene.bounds(min, max));
    m_renderer->fitCamera(min, max, ViewDirection::Top);
    const QImage image = m_renderer->render();
    for (const QVector3D &p : {QVector3D(0, 0, 0.025f), QVector3D(0.2f, 0, 0.025f)}) {
        const QRgb c = pixelAt(image, m_renderer->project(p));
        QVERIFY2(isMagenta(c), qPrintable(QColor(c).name()));
    }
}

void TestRender::backgroundLoadingStartsWithPlaceholder()
{
    // GIVEN a fresh cache and a provider that never blocks
    MeshCache cache;
    const auto doc = load(QStringLiteral("mesh_box.sdf"));
    const CachedMeshProvider background(cache, doc.get(), CachedMeshProvider::Loading::Background);
    {
        // WHEN the view is built before the file is read
        const SceneView scene(*doc, m_renderer->sceneRoot(), background);
        // THEN the meshes are 5 cm placeholders for now, not reported as failures
        QVector3D min, max;
        QVERIFY(scene.bounds(min, max));
        QVERIFY2(max.x() < 3.03f && min.y() > -0.03f, qPrintable(QString::number(max.x())));
        QVERIFY(background.diagnostics().empty());
    }
    // AND once the cache has read it, a view built again draws the mesh
    QVERIFY(cache.waitForDone(30000));
    QCOMPARE(background.pendingCount(), 0);
    const SceneView scene(*doc, m_renderer->sceneRoot(), background);
    QVector3D min, max;
    QVERIFY(scene.bounds(min, max));
    QVERIFY2(max.x() > 3.05f && min.y() < -0.99f, qPrintable(QString::number(max.x())));
    QCOMPARE(cache.readCount(), 1);
}

void TestRender::renderCommandReportsUnreadableMesh()
{
    // GIVEN `robostage render` of a file with an unreadable mesh
    const QString out = QDir::temp().filePath(QStringLiteral("tst_render_missing_mesh.png"));
    QFile::remove(out);
    QProcess p;
    p.start(QStringLiteral(ROBOSTAGE_BINARY),
        {QStringLiteral("render"), dataDir + QStringLiteral("mesh_missing.sdf"), "-o", out});
    QVERIFY(p.waitForFinished(60000));
    // THEN the picture is still written and stderr has a warning naming the mesh and the reason
    QVERIFY(QFileInfo::exists(out));
    const QString stdErr = QString::fromUtf8(p.readAllStandardError());
    const QStringList lines = stdErr.split(QLatin1Char('\n'));
    const auto warning = std::find_if(lines.begin(), lines.end(), [](const QString &line) {
        return line.contains(QLatin1String("warning:"))
            && line.contains(QLatin1String("meshes/broken.stl"))
            && line.contains(QLatin1String("placeholder"));
    });
    QVERIFY2(warning != lines.end(), qPrintable(stdErr));
    QVERIFY2(warning->contains(QLatin1String("mesh_missing.sdf:")), qPrintable(*warning));
}

void TestRender::renderCommandReadsCollisionMeshesOnlyWhenDrawn()
{
    // GIVEN a visual mesh and an unreadable collision mesh
    const QString out = QDir::temp().filePath(QStringLiteral("tst_render_collision_mesh.png"));
    const auto run = [&out](const QStringList &more) {
        QFile::remove(out);
        QProcess p;
        p.start(QStringLiteral(ROBOSTAGE_BINARY),
            QStringList {QStringLiteral("render"), dataDir + QStringLiteral("collision_mesh.sdf"),
                "-o", out, "--size", "160x120"}
                + more);
        p.waitForFinished(60000);
        return QString::fromUtf8(p.readAllStandardError());
    };
    // WHEN the picture shows visuals only THEN the collision's file is not read (no warning)
    // and the visual's cube is drawn
    const QString visuals = run({});
    QVERIFY2(!visuals.contains(QLatin1String("broken.stl")), qPrintable(visuals));
    QImage picture(out);
    QVERIFY(!picture.isNull());
    int cube = 0;
    for (int y = 0; y < picture.height(); ++y) {
        for (int x = 0; x < picture.width(); ++x)
            cube += picture.pixelColor(x, y).blue() < 100; // not the blue background
    }
    QVERIFY2(cube > picture.width() * picture.height() / 20, qPrintable(QString::number(cube)));
    // WHEN it shows collisions too THEN the collision mesh is read and reported
    const QString both = run({QStringLiteral("--collisions")});
    QVERIFY2(both.contains(QLatin1String("meshes/broken.stl")) && both.contains("placeholder"),
        qPrintable(both));
}

void TestRender::renderCommand_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("status");
    QTest::addColumn<bool>("fps");
    const QString box = dataDir + QStringLiteral("red_box.sdf");
    QTest::newRow("plain") << QStringList {box} << 0 << false;
    QTest::newRow("options") << QStringList {dataDir + QStringLiteral("arm_joint.sdf"), "--size",
        "200x100", "--view", "top", "--collisions", "--joint", "swing=1.5"}
                             << 0 << false;
    QTest::newRow("frames") << QStringList {box, "--frames", "5"} << 0 << true;
    QTest::newRow("bad size") << QStringList {box, "--size", "12"} << 2 << false;
    QTest::newRow("bad view") << QStringList {box, "--view", "diagonal"} << 2 << false;
    QTest::newRow("bad joint") << QStringList {box, "--joint", "nope=1"} << 2 << false;
    QTest::newRow("errors") << QStringList {dataDir + QStringLiteral("no_such_file.sdf")} << 1
                            << false;
}

void TestRender::renderCommand()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, status);
    QFETCH(bool, fps);
    // GIVEN `robostage render FILE -o OUT.png …`
    const QString out = QDir::temp().filePath(QStringLiteral("tst_render_command.png"));
    QFile::remove(out);
    QProcess p;
    p.start(QStringLiteral(ROBOSTAGE_BINARY),
        QStringList {QStringLiteral("render")} + arguments + QStringList {"-o", out});
    QVERIFY(p.waitForFinished(60000));
    // THEN the exit status is as documented, a picture is written unless usage was bad, and
    // with --frames the last line is `fps <value>`
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QVERIFY2(p.exitCode() == status, p.readAllStandardError().constData());
    QCOMPARE(QFileInfo::exists(out), status != 2);
    const QString stdOut = QString::fromUtf8(p.readAllStandardOutput()).trimmed();
    if (fps) {
        const QStringList words = stdOut.split(QLatin1Char('\n')).last().split(QLatin1Char(' '));
        QCOMPARE(words.value(0), QStringLiteral("fps"));
        QVERIFY(words.value(1).toDouble() > 0);
    } else {
        QVERIFY2(stdOut.isEmpty(), qPrintable(stdOut));
    }
    if (status == 0 && !arguments.contains(QStringLiteral("--size")))
        QCOMPARE(QImage(out).size(), QSize(800, 600));
}

void TestRender::corpusFileRenders_data()
{
    QTest::addColumn<QString>("relative");
    if (!QFileInfo::exists(corpus))
        QSKIP("shared/corpus is not available");
    // Broken on purpose (shared/corpus/MANIFEST.md ⚠) or needing libsdformat's .toml parser.
    const QStringList broken = {QStringLiteral("invalid_xml_syntax.sdf"),
        QStringLiteral("pioneer2dx.world"), QStringLiteral("_interface_api_frame_semantics.sdf")};
    QStringList files;
    for (const QString &relative : test::corpusDescriptionFiles()) {
        const QFileInfo info(corpus + QLatin1Char('/') + relative);
        // Included models (model.sdf and its older-version variants next to model.config).
        if (QFileInfo::exists(info.dir().filePath(QStringLiteral("model.config")))
            && info.fileName().startsWith(QLatin1String("model")))
            continue;
        if (std::any_of(broken.begin(), broken.end(),
                [&](const QString &b) { return info.fileName().endsWith(b); }))
            continue;
        files << relative;
    }
    // SimRobot scenes (.ros2); their .rsi2 includes are reached through <Include>.
    QDirIterator it(corpus, {QStringLiteral("*.ros2"), QStringLiteral("*.ros3")}, QDir::Files,
        QDirIterator::Subdirectories);
    while (it.hasNext())
        files << QDir(corpus).relativeFilePath(it.next());
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void TestRender::corpusFileRenders()
{
    QFETCH(QString, relative);
    static const ResourceResolver resolver = test::corpusResolver();
    QElapsedTimer timer;
    timer.start();
    const auto doc = Document::load(corpus + QLatin1Char('/') + relative, resolver);
    // Meshes drawn as in `robostage render`; the cache is shared across rows.
    const CachedMeshProvider meshes(*m_meshCache, doc.get());
    meshes.prefetch(*doc);
    SceneView scene(*doc, m_renderer->sceneRoot(), meshes);
    // With something to draw, the grid is hidden so that the geometry must make the picture;
    // a file with collisions only is shown in the collision view.
    if (scene.visibleInstanceCount() == 0)
        scene.setViewMode(SceneView::ViewMode::Collisions);
    const bool hasGeometry = scene.visibleInstanceCount() > 0;
    scene.setHelpersVisible(!hasGeometry);
    m_renderer->setBackground(scene.backgroundColor());
    QVector3D min(-1, -1, -1), max(1, 1, 1);
    scene.bounds(min, max);
    m_renderer->fitCamera(min, max, ViewDirection::Iso);
    const QImage image = m_renderer->render();
    QVERIFY2(!image.isNull(), qPrintable(m_renderer->errorString()));
    qInfo("%s: %d instances, %d batches, %d meshes not drawn, %lld ms", qPrintable(relative),
        scene.instanceCount(), scene.batchCount(), int(meshes.diagnostics().size()),
        timer.elapsed());
    if (!hasGeometry && !doc->scene().world.scene.grid)
        QSKIP("nothing to draw: no geometry and no grid");
    QVERIFY2(!isSingleColour(image),
        hasGeometry ? "the picture is a single colour" : "the grid is not visible");
}

int main(int argc, char *argv[])
{
    OffscreenRenderer::prepareApplication();
    QGuiApplication app(argc, argv);
    TestRender test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_render.moc"
