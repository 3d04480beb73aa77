// Where shadows fall, checked against a hand calculation: a vertical pole of height h under a
// sun shining along d throws its shadow from its foot along (d.x, d.y) to h·|d_xy| / |d_z|
// (tests/data/images/shadow_pole.sdf works the numbers out). Rendered headless from above,
// each ground point along that line is compared with the same point rendered without shadows:
// it is in shadow where it is clearly darker. Also the demo world (resources/worlds/demo.sdf),
// whose arm must throw a shadow that touches its base on a ground the lights do not wash out.
// The image baseline of the pole is tst_images' shadow_pole row. Needs an X display with GLX.

#include "document.h"
#include "meshcache.h"
#include "meshprovider.h"
#include "offscreenrenderer.h"
#include "sceneview.h"
#include "shadowprobe.h"

#include <QDir>
#include <QGuiApplication>
#include <QTest>

#include <memory>

using namespace robostage;

namespace {

const QString poleWorld = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/images/shadow_pole.sdf");
const QString demoWorld
    = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/../../resources/worlds/demo.sdf");
/// A ground point is in shadow where it is darker than this fraction of its unshadowed self.
constexpr double kShadowRatio = 0.75;
/// Step along the ground line (metres).
constexpr float kStep = 0.005f;

/// The ground along a line from the foot of a caster: which samples are in shadow.
struct ShadowRun
{
    float firstDark = -1; ///< distance from the foot of the first shadowed sample, metres
    float lastDark = -1; ///< of the last one
    float gapAfter = -1; ///< first lit sample after firstDark that comes before lastDark
    QString profile; ///< "s: ratio" pairs, for failure messages
};

} // namespace

class TestShadowPole : public QObject
{
    Q_OBJECT

private:
    /// Renders `doc` from above, fitted to [min, max], with shadows and without; `shadowed`
    /// and `plain` get the two images.
    void renderBoth(
        Document &doc, const QVector3D &min, const QVector3D &max, QImage &shadowed, QImage &plain);
    /// Samples the ground from `foot` along unit `u` from `from` to `to` metres.
    ShadowRun walk(const QImage &shadowed, const QImage &plain, const QVector3D &foot,
        const QVector3D &u, float from, float to) const;
    bool inShadow(const QImage &shadowed, const QImage &plain, const QVector3D &p) const;

    std::unique_ptr<OffscreenRenderer> m_renderer;
    std::unique_ptr<MeshCache> m_meshCache;

private slots:
    void initTestCase();
    void cleanupTestCase();
    void poleShadowMatchesHandCalculation_data();
    void poleShadowMatchesHandCalculation();
    void demoArmShadowTouchesBase();
};

void TestShadowPole::initTestCase()
{
    QString why;
    QVERIFY2(OffscreenRenderer::isOpenGLAvailable(&why), qPrintable(why));
    m_renderer = std::make_unique<OffscreenRenderer>(QSize(480, 480));
    m_meshCache = std::make_unique<MeshCache>();
}

void TestShadowPole::cleanupTestCase()
{
    m_renderer.reset();
    m_meshCache.reset();
}

void TestShadowPole::renderBoth(
    Document &doc, const QVector3D &min, const QVector3D &max, QImage &shadowed, QImage &plain)
{
    for (const bool shadows : {true, false}) {
        doc.scene().world.scene.shadows = shadows;
        const CachedMeshProvider meshes(*m_meshCache, &doc);
        SceneView scene(doc, m_renderer->sceneRoot(), meshes);
        m_renderer->setBackground(scene.backgroundColor());
        m_renderer->fitCamera(min, max, ViewDirection::Top);
        (shadows ? shadowed : plain) = m_renderer->render();
    }
}

bool TestShadowPole::inShadow(const QImage &shadowed, const QImage &plain, const QVector3D &p) const
{
    const QPointF pixel = m_renderer->project(p);
    return brightness(shadowed, pixel) < kShadowRatio * brightness(plain, pixel);
}

ShadowRun TestShadowPole::walk(const QImage &shadowed, const QImage &plain, const QVector3D &foot,
    const QVector3D &u, float from, float to) const
{
    ShadowRun run;
    float firstLitAfterDark = -1;
    for (float s = from; s <= to; s += kStep) {
        const QVector3D p = foot + u * s;
        const QPointF pixel = m_renderer->project(p);
        const double ratio = brightness(shadowed, pixel) / std::max(brightness(plain, pixel), 1.0);
        if (int(s / kStep) % 5 == 0)
            run.profile += QStringLiteral(" %1:%2").arg(s, 0, 'f', 3).arg(ratio, 0, 'f', 2);
        if (ratio < kShadowRatio) {
            if (run.firstDark < 0)
                run.firstDark = s;
            if (firstLitAfterDark >= 0 && run.gapAfter < 0)
                run.gapAfter = firstLitAfterDark;
            run.lastDark = s;
        } else if (run.firstDark >= 0 && firstLitAfterDark < 0) {
            firstLitAfterDark = s;
        }
    }
    return run;
}

void TestShadowPole::poleShadowMatchesHandCalculation_data()
{
    // sun: the light's direction; the fixture's own is worked out by hand in the fixture.
    QTest::addColumn<QVector3D>("sun");
    QTest::newRow("fixture sun, 45 degrees") << QVector3D();
    QTest::newRow("high sun") << QVector3D(0.2f, 0.1f, -1);
    QTest::newRow("low sun") << QVector3D(1.5f, -0.5f, -1);
}

void TestShadowPole::poleShadowMatchesHandCalculation()
{
    QFETCH(QVector3D, sun);
    // GIVEN the pole world: a 1 m pole of radius 4 cm at the origin, the sun along d
    const auto doc = Document::load(poleWorld);
    QVERIFY(!doc->diagnostics().hasErrors());
    World &world = doc->scene().world;
    const Geometry &pole = world.models.at(1).links.at(0).visuals.at(0).geometry;
    const float height = float(pole.length), radius = float(pole.radius);
    Vec3 &d = world.lights.at(0).direction;
    if (sun.isNull()) {
        // By hand (the fixture's comment): d = (-0.6, 0.8, -1), the pole 1 m tall, so the ray
        // through the top (0, 0, 1) meets the ground 1 m away at (-0.6, 0.8).
        QCOMPARE(QVector3D(float(d.x), float(d.y), float(d.z)), QVector3D(-0.6f, 0.8f, -1));
        QCOMPARE(height, 1.0f);
    } else {
        d = Vec3 {sun.x(), sun.y(), sun.z()};
    }
    const QVector3D u = QVector3D(float(d.x), float(d.y), 0).normalized();
    const float length = height * std::hypot(float(d.x), float(d.y)) / float(-d.z);
    if (sun.isNull())
        QVERIFY(qFuzzyCompare(length, 1.0f));
    const float reach = std::max(length + 0.4f, 1.3f);

    // WHEN rendered from straight above the pole, with and without shadows
    QImage shadowed, plain;
    renderBoth(
        *doc, QVector3D(-reach, -reach, 0), QVector3D(reach, reach, height), shadowed, plain);
    QVERIFY(!shadowed.isNull() && !plain.isNull());
    shadowed.save(QDir::temp().filePath(QStringLiteral("tst_shadowpole_pole.png")));

    // THEN the shadow starts at the pole (within 2 cm of its side), runs unbroken along u and
    // ends within 3 cm of the calculated length past the top's far edge (one radius further)
    const ShadowRun run = walk(shadowed, plain, QVector3D(0, 0, 0), u, radius + 0.01f, reach);
    const QString values = QStringLiteral("first dark %1, last dark %2, gap at %3, expected "
                                          "%4 to %5;%6")
                               .arg(run.firstDark)
                               .arg(run.lastDark)
                               .arg(run.gapAfter)
                               .arg(radius)
                               .arg(length + radius)
                               .arg(run.profile);
    QVERIFY2(run.firstDark >= 0 && run.firstDark <= radius + 0.02f, qPrintable(values));
    QVERIFY2(run.gapAfter < 0, qPrintable(values));
    QVERIFY2(std::abs(run.lastDark - (length + radius)) <= 0.03f, qPrintable(values));
    // AND it is narrow: 15 cm to either side of its middle the ground is lit
    const QVector3D across(-u.y(), u.x(), 0), middle = u * (length / 2);
    QVERIFY(!inShadow(shadowed, plain, middle + across * 0.15f));
    QVERIFY(!inShadow(shadowed, plain, middle - across * 0.15f));
}

void TestShadowPole::demoArmShadowTouchesBase()
{
    // GIVEN the demo world: the arm upright at the origin on a 0.15 m base plate, the sun along
    // d, a point lamp and a spot light that cast no shadows
    const auto doc = Document::load(demoWorld);
    QVERIFY(!doc->diagnostics().hasErrors());
    const Vec3 d = doc->scene().world.lights.at(0).direction;
    QVERIFY(doc->scene().world.lights.at(0).castShadows);
    const QVector3D u = QVector3D(float(d.x), float(d.y), 0).normalized();

    // WHEN rendered from above the arm, with and without shadows
    QImage shadowed, plain;
    renderBoth(*doc, QVector3D(-0.8f, -0.8f, 0), QVector3D(0.8f, 0.8f, 1), shadowed, plain);
    QVERIFY(!shadowed.isNull() && !plain.isNull());
    shadowed.save(QDir::temp().filePath(QStringLiteral("tst_shadowpole_demo.png")));

    // THEN the ground around the arm is not washed out: no colour clips, 0.3 to 0.7 m away
    // (between the origin axes along +X and +Y)
    for (int angle = 15; angle < 360; angle += 30) {
        const float a = float(qDegreesToRadians(double(angle)));
        for (const float r : {0.3f, 0.5f, 0.7f}) {
            const QPointF pixel = m_renderer->project(QVector3D(r * cos(a), r * sin(a), 0));
            QVERIFY2(brightestChannel(plain, pixel) < 250,
                qPrintable(QStringLiteral("ground clips %1 m away at %2°: %3")
                               .arg(r)
                               .arg(angle)
                               .arg(brightestChannel(plain, pixel))));
        }
    }
    // AND the arm's shadow starts at the base plate's edge and runs unbroken past the column
    // and the shoulder (0.45 m: the arm's thin top may break it further on)
    const ShadowRun run = walk(shadowed, plain, QVector3D(0, 0, 0), u, 0.16f, 0.45f);
    const QString values = QStringLiteral("first dark %1, last dark %2, gap at %3;%4")
                               .arg(run.firstDark)
                               .arg(run.lastDark)
                               .arg(run.gapAfter)
                               .arg(run.profile);
    QVERIFY2(run.firstDark >= 0 && run.firstDark <= 0.18f, qPrintable(values));
    QVERIFY2(run.gapAfter < 0 && run.lastDark >= 0.45f - kStep, qPrintable(values));
}

int main(int argc, char *argv[])
{
    OffscreenRenderer::prepareApplication();
    QGuiApplication app(argc, argv);
    TestShadowPole test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_shadowpole.moc"
