// Shadows from a directional light (render/shadowpass.h; SDFormat light.sdf `<cast_shadows>`,
// scene.sdf `<shadows>`, visual.sdf `<cast_shadows>`), drawn in-process with OffscreenRenderer
// and checked by facts rather than baseline images: the ground in a box's shadow is darker than
// the ground beside it when the light casts, and about as bright when the light, the scene or
// the visual says no, or the visual is translucent. Also for a batch lit per vertex, and the
// fit of the light's projection. Needs an X display with GLX; see docs/RENDERING.md.

#include "document.h"
#include "offscreenrenderer.h"
#include "sceneview.h"
#include "shadowpass.h"
#include "shadowprobe.h"

#include <QDir>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace robostage;

namespace {

const QString dataDir = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/");

/// Where the fixture's box (0.6 m, centre 1 m up, light along (1, 0, -1)) throws its shadow:
/// on the ground 0.4 to 1.6 m along +X. A ground point as far to the other side is lit.
const QVector3D kInShadow(1.0f, 0, 0);
const QVector3D kLit(-1.0f, 0, 0);
/// The middle of the box's top face (lit: the light comes from above).
const QVector3D kBoxTop(0, 0, 1.3f);

/// The fixture's world with its ground plane replaced by 16 x 16 thin box tiles 0.25 m
/// across: with the box, 257 instances of one closed shape, so the batch is lit per vertex.
QByteArray tiledWorld()
{
    QFile file(dataDir + QStringLiteral("shadow_box.sdf"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QByteArray world = file.readAll();
    QByteArray tiles;
    for (int i = 0; i < 16; ++i) {
        for (int j = 0; j < 16; ++j) {
            tiles += QStringLiteral("<visual name=\"tile_%1_%2\"><pose>%3 %4 -0.01 0 0 0</pose>"
                                    "<geometry><box><size>0.25 0.25 0.02</size></box></geometry>"
                                    "<material><ambient>1 1 1 1</ambient><diffuse>1 1 1 1"
                                    "</diffuse><specular>0 0 0 1</specular></material></visual>\n")
                         .arg(i)
                         .arg(j)
                         .arg(-1.875 + 0.25 * i)
                         .arg(-1.875 + 0.25 * j)
                         .toUtf8();
        }
    }
    const qsizetype begin = world.indexOf("<visual name=\"visual\">");
    const qsizetype end = world.indexOf("</visual>", begin) + qsizetype(strlen("</visual>"));
    world.replace(begin, end - begin, tiles);
    return world;
}

} // namespace

class TestShadows : public QObject
{
    Q_OBJECT

private:
    /// Builds `doc`'s scene and renders it from the top, the camera fitted to the ground
    /// within 2 m of the origin; `lit`, `shadow` and `top` are the brightness at kLit,
    /// kInShadow and kBoxTop.
    QImage render(const Document &doc, double &lit, double &shadow, double &top);

    std::unique_ptr<OffscreenRenderer> m_renderer;

private slots:
    void initTestCase();
    void cleanupTestCase();
    void boxShadowOnGround_data();
    void boxShadowOnGround();
    void shadowFollowsMovedVisual();
    void lightProjectionCoversCasters();
};

void TestShadows::initTestCase()
{
    QString why;
    QVERIFY2(OffscreenRenderer::isOpenGLAvailable(&why), qPrintable(why));
    m_renderer = std::make_unique<OffscreenRenderer>(QSize(320, 240));
}

void TestShadows::cleanupTestCase()
{
    m_renderer.reset();
}

QImage TestShadows::render(const Document &doc, double &lit, double &shadow, double &top)
{
    SceneView scene(doc, m_renderer->sceneRoot());
    m_renderer->setBackground(scene.backgroundColor());
    m_renderer->fitCamera(QVector3D(-2, -2, 0), QVector3D(2, 2, 1.3f), ViewDirection::Top);
    const QImage image = m_renderer->render();
    lit = brightness(image, m_renderer->project(kLit));
    shadow = brightness(image, m_renderer->project(kInShadow));
    top = brightness(image, m_renderer->project(kBoxTop));
    return image;
}

void TestShadows::boxShadowOnGround_data()
{
    // change: what is changed in the fixture (a light that casts shadows, scene shadows on).
    QTest::addColumn<QString>("change");
    QTest::addColumn<bool>("shadowExpected");
    QTest::newRow("light casts") << QString() << true;
    QTest::newRow("light casts none") << QStringLiteral("light") << false;
    QTest::newRow("scene shadows off") << QStringLiteral("scene") << false;
    QTest::newRow("visual casts none") << QStringLiteral("visual") << false;
    QTest::newRow("translucent visual") << QStringLiteral("translucent") << false;
    QTest::newRow("lit per vertex") << QStringLiteral("tiles") << true;
}

void TestShadows::boxShadowOnGround()
{
    QFETCH(QString, change);
    QFETCH(bool, shadowExpected);
    // GIVEN the box above the ground, with the change of this row
    QTemporaryDir dir;
    QString path = dataDir + QStringLiteral("shadow_box.sdf");
    if (change == QLatin1String("tiles")) {
        path = dir.filePath(QStringLiteral("tiles.sdf"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(tiledWorld());
    }
    const auto doc = Document::load(path);
    QVERIFY(!doc->diagnostics().hasErrors());
    World &world = doc->scene().world;
    QVERIFY(world.lights.at(0).castShadows);
    Visual &box = world.models.at(1).links.at(0).visuals.at(0);
    if (change == QLatin1String("light"))
        world.lights[0].castShadows = false;
    else if (change == QLatin1String("scene"))
        world.scene.shadows = false;
    else if (change == QLatin1String("visual"))
        box.castShadows = false;
    else if (change == QLatin1String("translucent"))
        box.transparency = 0.5;
    else if (change == QLatin1String("tiles"))
        QCOMPARE(int(world.models.at(0).links.at(0).visuals.size()), 256);

    // WHEN rendered from the top
    double lit = 0, shadow = 0, top = 0;
    const QImage image = render(*doc, lit, shadow, top);
    QVERIFY(!image.isNull());
    const QString name = QStringLiteral("tst_shadows_%1.png")
                             .arg(change.isEmpty() ? QStringLiteral("casts") : change);
    image.save(QDir::temp().filePath(name));
    const QString values = QStringLiteral("lit %1, in shadow %2, box top %3 (%4)")
                               .arg(lit)
                               .arg(shadow)
                               .arg(top)
                               .arg(QDir::temp().filePath(name));

    // THEN the ground in the box's shadow is clearly darker than beside it, or about as bright
    QVERIFY2(lit > 120, qPrintable(values));
    if (shadowExpected)
        QVERIFY2(shadow < lit * 0.7, qPrintable(values));
    else
        QVERIFY2(std::abs(shadow - lit) < 6, qPrintable(values));
    if (change.isEmpty()) {
        // AND the box's lit top face does not shadow itself (no acne): as bright as without
        // shadows
        world.scene.shadows = false;
        double litOff = 0, shadowOff = 0, topOff = 0;
        render(*doc, litOff, shadowOff, topOff);
        QVERIFY2(std::abs(top - topOff) < 6,
            qPrintable(values + QStringLiteral(", box top without shadows %1").arg(topOff)));
        QVERIFY2(std::abs(lit - litOff) < 6, qPrintable(values));
    }
}

void TestShadows::shadowFollowsMovedVisual()
{
    // GIVEN the box above the ground, its shadow drawn
    const auto doc = Document::load(dataDir + QStringLiteral("shadow_box.sdf"));
    const FrameId box = doc->scene().world.models.at(1).links.at(0).visuals.at(0).frame;
    SceneView scene(*doc, m_renderer->sceneRoot());
    m_renderer->setBackground(scene.backgroundColor());
    m_renderer->fitCamera(QVector3D(-2, -2, 0), QVector3D(2, 2, 1.3f), ViewDirection::Top);
    QImage image = m_renderer->render();
    const double litBefore = brightness(image, m_renderer->project(kLit));
    QVERIFY(brightness(image, m_renderer->project(kInShadow)) < litBefore * 0.7);
    // WHEN the box moves 2 m along -X (the map is redrawn and the light's projection refitted)
    Pose X_WB;
    X_WB.p = Vec3 {-2, 0, 1};
    QVERIFY(scene.setVisualPose(box, X_WB));
    image = m_renderer->render();
    image.save(QDir::temp().filePath(QStringLiteral("tst_shadows_moved.png")));
    // THEN the shadow moved with it: where it was is lit, the ground 2 m along -X is dark
    const double oldPlace = brightness(image, m_renderer->project(kInShadow));
    const double newPlace = brightness(image, m_renderer->project(kInShadow - QVector3D(2, 0, 0)));
    const QString values = QStringLiteral("lit %1, old place %2, new place %3")
                               .arg(litBefore)
                               .arg(oldPlace)
                               .arg(newPlace);
    QVERIFY2(std::abs(oldPlace - litBefore) < 6, qPrintable(values));
    QVERIFY2(newPlace < litBefore * 0.7, qPrintable(values));
}

void TestShadows::lightProjectionCoversCasters()
{
    // GIVEN a caster box above a wide ground box, and a light slanting down
    const QVector3D casterMin(-0.3f, -0.3f, 0.7f), casterMax(0.3f, 0.3f, 1.3f);
    const QVector3D sceneMin(-50, -50, -0.1f), sceneMax(50, 50, 1.3f);
    const QMatrix4x4 lightViewProjection = ShadowPass::fitLightViewProjection(
        QVector3D(1, 0.5f, -1), casterMin, casterMax, sceneMin, sceneMax);
    // THEN every corner of the caster box lies inside the clip volume, near its x, y edges
    // (the map's texels are spent on the casters), and the whole scene within the depth range
    float extent = 0;
    for (int c = 0; c < 8; ++c) {
        const QVector3D p((c & 1) ? casterMax.x() : casterMin.x(),
            (c & 2) ? casterMax.y() : casterMin.y(), (c & 4) ? casterMax.z() : casterMin.z());
        const QVector3D clip = lightViewProjection.map(p);
        for (int i = 0; i < 3; ++i)
            QVERIFY2(std::abs(clip[i]) <= 1, qPrintable(QString::number(clip[i])));
        extent = std::max({extent, std::abs(clip.x()), std::abs(clip.y())});
    }
    QVERIFY2(extent > 0.9f, qPrintable(QString::number(extent)));
    for (int c = 0; c < 8; ++c) {
        const QVector3D p((c & 1) ? sceneMax.x() : sceneMin.x(),
            (c & 2) ? sceneMax.y() : sceneMin.y(), (c & 4) ? sceneMax.z() : sceneMin.z());
        QVERIFY(std::abs(lightViewProjection.map(p).z()) <= 1);
    }
    // AND a point nearer the light than another along the light's direction has less depth
    const QVector3D a(0, 0, 1), b = a + QVector3D(1, 0.5f, -1) * 0.5f;
    QVERIFY(lightViewProjection.map(a).z() < lightViewProjection.map(b).z());
}

int main(int argc, char *argv[])
{
    OffscreenRenderer::prepareApplication();
    QGuiApplication app(argc, argv);
    TestShadows test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_shadows.moc"
