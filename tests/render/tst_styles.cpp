// View styles, highlight and translucent sorting, as facts about rendered pixels (no baseline
// images): wireframe shows the background between a box's edges where solid fills it;
// transparent lets a box behind another tint the picture; highlighting a collision or a link
// changes their pixels; translucent instances are drawn back to front, which decides the
// colour where they overlap. Rendered in-process at 320x240 (OffscreenRenderer); needs an X
// display with GLX (Xvfb + Mesa llvmpipe under scripts/test), see docs/RENDERING.md.

#include "document.h"
#include "offscreenrenderer.h"
#include "sceneview.h"
#include "translucentsort.h"

#include <QGuiApplication>
#include <QTest>

#include <cmath>
#include <memory>

using namespace robostage;

namespace {

const QString dataDir = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/");

/// The frame of visual `name` (or collision) in the first link of the first model.
FrameId itemFrame(const Document &doc, const QString &name)
{
    const Link &link = doc.scene().world.models.at(0).links.at(0);
    for (const Visual &visual : link.visuals) {
        if (visual.name == name)
            return visual.frame;
    }
    for (const Collision &collision : link.collisions) {
        if (collision.name == name)
            return collision.frame;
    }
    return kNoFrame;
}

/// Fraction of the pixels in `rect` that are the background colour `background` (within 12
/// per channel).
double backgroundFraction(const QImage &image, const QRect &rect, QRgb background)
{
    int count = 0, total = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QRgb c = image.pixel(x, y);
            ++total;
            count += std::abs(qRed(c) - qRed(background)) <= 12
                    && std::abs(qGreen(c) - qGreen(background)) <= 12
                    && std::abs(qBlue(c) - qBlue(background)) <= 12
                ? 1
                : 0;
        }
    }
    return total ? double(count) / total : 0;
}

QString rgb(QRgb c)
{
    return QStringLiteral("(%1, %2, %3)").arg(qRed(c)).arg(qGreen(c)).arg(qBlue(c));
}

} // namespace

class TestStyles : public QObject
{
    Q_OBJECT

private:
    /// Fits the camera to `scene` from `view`, sorts its translucent instances for that camera
    /// (as `robostage render` does) and renders.
    QImage render(SceneView &scene, ViewDirection view = ViewDirection::Front);

    std::unique_ptr<OffscreenRenderer> m_renderer;

private slots:
    void initTestCase();
    void cleanupTestCase();
    void wireframeShowsBackgroundBetweenEdges();
    void transparentShowsBoxBehind();
    void transparentOrdersBatchesBackToFront();
    void styleSwitchKeepsBatches();
    void highlightCollisionChangesItsPixels();
    void highlightedCollisionShowsInVisualsView();
    void highlightLinkCoversVisualsAndCollisions();
    void translucentDrawOrderIsBackToFront();
    void sortingDecidesOverlapColour();
    void backToFrontOrderSortsByDistance();
};

QImage TestStyles::render(SceneView &scene, ViewDirection view)
{
    m_renderer->setBackground(scene.backgroundColor());
    QVector3D min, max;
    if (scene.bounds(min, max))
        m_renderer->fitCamera(min, max, view);
    scene.sortTranslucent(m_renderer->eye());
    return m_renderer->render();
}

void TestStyles::initTestCase()
{
    QString why;
    QVERIFY2(OffscreenRenderer::isOpenGLAvailable(&why), qPrintable(why));
    m_renderer = std::make_unique<OffscreenRenderer>(QSize(320, 240));
}

void TestStyles::cleanupTestCase()
{
    m_renderer.reset();
}

void TestStyles::wireframeShowsBackgroundBetweenEdges()
{
    // GIVEN a red 1 m box seen from the front, filling a square in the middle of the picture
    const auto doc = Document::load(dataDir + QStringLiteral("red_box.sdf"));
    SceneView scene(*doc, m_renderer->sceneRoot());
    const QImage solid = render(scene);
    const QPointF a = m_renderer->project({0.5f, -0.3f, -0.3f});
    const QPointF b = m_renderer->project({0.5f, 0.3f, 0.3f});
    const QRect inside = QRectF(a, b).normalized().toRect();
    QVERIFY2(inside.width() > 40 && inside.height() > 40, "the box's face is too small");
    const QRgb background = solid.pixel(2, 2);
    // WHEN drawn solid, THEN the face is filled
    QVERIFY2(backgroundFraction(solid, inside, background) < 0.01,
        qPrintable(QString::number(backgroundFraction(solid, inside, background))));
    // WHEN drawn as a wireframe, THEN most of the face is background, but edges are drawn
    scene.setRenderStyle(SceneView::RenderStyle::Wireframe);
    QCOMPARE(scene.renderStyle(), SceneView::RenderStyle::Wireframe);
    const QImage wireframe = render(scene);
    const double between = backgroundFraction(wireframe, inside, background);
    QVERIFY2(between > 0.8, qPrintable(QString::number(between)));
    QVERIFY2(between < 0.999, "no edge crosses the face (its diagonal should)");
    QVERIFY(backgroundFraction(wireframe, wireframe.rect(), background) < 0.999);
    // WHEN switched back, THEN the face is filled again
    scene.setRenderStyle(SceneView::RenderStyle::Solid);
    QVERIFY(backgroundFraction(render(scene), inside, background) < 0.01);
}

void TestStyles::transparentShowsBoxBehind()
{
    // GIVEN an opaque red box in front of a larger opaque blue one, seen from the front
    const auto doc = Document::load(dataDir + QStringLiteral("box_pair.sdf"));
    SceneView scene(*doc, m_renderer->sceneRoot());
    const QImage solid = render(scene);
    const QPointF centre = m_renderer->project({0.9f, 0, 0});
    const QRgb solidCentre = solid.pixelColor(centre.toPoint()).rgb();
    // THEN solid shows the red box only
    QVERIFY2(qRed(solidCentre) > 100 && qBlue(solidCentre) < 30, qPrintable(rgb(solidCentre)));
    // WHEN transparent, THEN the blue box behind tints the red one
    scene.setRenderStyle(SceneView::RenderStyle::Transparent);
    const QImage transparent = render(scene);
    const QRgb seeThrough = transparent.pixelColor(centre.toPoint()).rgb();
    QVERIFY2(qBlue(seeThrough) > qBlue(solidCentre) + 30, qPrintable(rgb(seeThrough)));
    QVERIFY2(qRed(seeThrough) > 40, qPrintable(rgb(seeThrough)));
}

void TestStyles::transparentOrdersBatchesBackToFront()
{
    // GIVEN a box and a sphere 24 m apart on the X axis (two batches)
    const auto doc = Document::load(dataDir + QStringLiteral("box_pair_far.sdf"));
    SceneView scene(*doc, m_renderer->sceneRoot());
    scene.setRenderStyle(SceneView::RenderStyle::Transparent);
    m_renderer->setBackground(scene.backgroundColor());
    QVector3D min, max;
    QVERIFY(scene.bounds(min, max));
    // WHEN seen through from either end THEN the far box shows through the near one (the far
    // batch is drawn first), and the near one's colour is on top
    for (const bool fromFront : {true, false}) {
        m_renderer->fitCamera(min, max, ViewDirection::Front, fromFront ? 0 : M_PI);
        const QImage image = m_renderer->render();
        const QPointF near = m_renderer->project({fromFront ? 12.f : -12.f, 0, 0.5f});
        const QRgb c = image.pixel(near.toPoint());
        const int nearColour = fromFront ? qRed(c) : qBlue(c);
        const int farColour = fromFront ? qBlue(c) : qRed(c);
        // (the background is 26 in every channel)
        QVERIFY2(farColour > 26 + 15 && nearColour > farColour, qPrintable(rgb(c)));
    }
}

void TestStyles::styleSwitchKeepsBatches()
{
    // GIVEN a scene WHEN its style goes through all three THEN nothing is rebuilt or added
    const auto doc = Document::load(dataDir + QStringLiteral("box_pair.sdf"));
    SceneView scene(*doc, m_renderer->sceneRoot());
    const int batches = scene.batchCount(), instances = scene.instanceCount();
    for (auto style : {SceneView::RenderStyle::Wireframe, SceneView::RenderStyle::Transparent,
             SceneView::RenderStyle::Solid}) {
        scene.setRenderStyle(style);
        QCOMPARE(scene.renderStyle(), style);
        QCOMPARE(scene.batchCount(), batches);
        QCOMPARE(scene.instanceCount(), instances);
    }
    // AND in the transparent style the opaque visuals are drawn (and sorted) as translucent
    QVERIFY(scene.translucentDrawOrder().empty());
    scene.setRenderStyle(SceneView::RenderStyle::Transparent);
    QCOMPARE(scene.translucentDrawOrder().size(), size_t(1));
}

void TestStyles::highlightCollisionChangesItsPixels()
{
    // GIVEN a sphere visual with a box collision, in the collision view
    const auto doc = Document::load(dataDir + QStringLiteral("sphere_collision.sdf"));
    SceneView scene(*doc, m_renderer->sceneRoot());
    scene.setViewMode(SceneView::ViewMode::Collisions);
    const QImage before = render(scene);
    const QPoint corner = m_renderer->project({0.45f, -0.45f, 0.45f}).toPoint();
    const QRgb orange = before.pixel(corner);
    QVERIFY2(qRed(orange) > qBlue(orange) + 50, qPrintable(rgb(orange)));
    // WHEN the collision is highlighted in cyan
    const FrameId collision = itemFrame(*doc, QStringLiteral("collision"));
    QCOMPARE(scene.setHighlight(collision, Qt::yellow, QColor(0, 220, 255)), 1);
    const QRgb cyan = render(scene).pixel(corner);
    // THEN its pixels turn blue-green, without a rebuild
    QVERIFY2(qBlue(cyan) > qRed(cyan) + 50, qPrintable(rgb(cyan)));
    // WHEN the highlight is cleared THEN the collision's own colour comes back
    QCOMPARE(scene.setHighlight(kNoFrame, Qt::yellow, Qt::cyan), 0);
    const QRgb back = render(scene).pixel(corner);
    QVERIFY2(std::abs(qRed(back) - qRed(orange)) < 8 && std::abs(qBlue(back) - qBlue(orange)) < 8,
        qPrintable(rgb(back) + " vs " + rgb(orange)));
}

void TestStyles::highlightedCollisionShowsInVisualsView()
{
    // GIVEN the sphere visual with its box collision, in the Visuals view: the box's corner,
    // outside the sphere, shows the background
    const auto doc = Document::load(dataDir + QStringLiteral("sphere_collision.sdf"));
    SceneView scene(*doc, m_renderer->sceneRoot());
    scene.setViewMode(SceneView::ViewMode::Visuals);
    const QPoint corner = m_renderer->project({0.45f, -0.45f, 0.45f}).toPoint();
    const QRgb background = render(scene).pixel(corner);
    // WHEN the collision is highlighted (selected) THEN it is drawn there, in cyan
    const FrameId collision = itemFrame(*doc, QStringLiteral("collision"));
    QCOMPARE(scene.setHighlight(collision, Qt::yellow, QColor(0, 220, 255)), 1);
    const QRgb cyan = render(scene).pixel(corner);
    QVERIFY2(qBlue(cyan) > qRed(cyan) + 50 && cyan != background, qPrintable(rgb(cyan)));
    // AND the Both view draws it too; back in Visuals it stays while it is highlighted
    scene.setViewMode(SceneView::ViewMode::Both);
    scene.setViewMode(SceneView::ViewMode::Visuals);
    QCOMPARE(render(scene).pixel(corner), cyan);
    // WHEN the link's visual is highlighted instead THEN the collision is gone from the view
    QCOMPARE(
        scene.setHighlight(itemFrame(*doc, QStringLiteral("visual")), Qt::yellow, Qt::cyan), 1);
    QCOMPARE(render(scene).pixel(corner), background);
}

void TestStyles::highlightLinkCoversVisualsAndCollisions()
{
    // GIVEN the sphere with its box collision, both shown
    const auto doc = Document::load(dataDir + QStringLiteral("sphere_collision.sdf"));
    SceneView scene(*doc, m_renderer->sceneRoot());
    scene.setViewMode(SceneView::ViewMode::Both);
    const FrameId link = doc->scene().world.models.at(0).links.at(0).frame;
    const FrameId model = doc->scene().world.models.at(0).frame;
    const QImage before = render(scene);
    const QPoint centre = m_renderer->project({0.5f, 0, 0}).toPoint();
    const QPoint corner = m_renderer->project({0.45f, -0.45f, 0.45f}).toPoint();
    // WHEN the link (or its model) is highlighted THEN its visual and collision are
    QCOMPARE(scene.setHighlight(link, Qt::yellow, Qt::cyan), 2);
    QCOMPARE(scene.setHighlight(model, Qt::yellow, Qt::cyan), 2);
    const QImage after = render(scene);
    // AND the sphere (blue, seen through the orange collision) changes colour where it is
    const QRgb c0 = before.pixel(centre), c1 = after.pixel(centre);
    QVERIFY2(std::abs(qRed(c0) - qRed(c1)) + std::abs(qGreen(c0) - qGreen(c1))
                + std::abs(qBlue(c0) - qBlue(c1))
            > 90,
        qPrintable(rgb(c0) + " -> " + rgb(c1)));
    // AND the collision's corner, where there is no sphere, turns cyan
    const QRgb k = after.pixel(corner);
    QVERIFY2(qBlue(k) > qRed(k) + 50, qPrintable(rgb(k)));
}

void TestStyles::translucentDrawOrderIsBackToFront()
{
    // GIVEN red, green, blue translucent boxes listed front to back as seen from +X
    const auto doc = Document::load(dataDir + QStringLiteral("translucent_row.sdf"));
    SceneView scene(*doc, m_renderer->sceneRoot());
    const FrameId red = itemFrame(*doc, QStringLiteral("red"));
    const FrameId green = itemFrame(*doc, QStringLiteral("green"));
    const FrameId blue = itemFrame(*doc, QStringLiteral("blue"));
    QCOMPARE(
        scene.translucentDrawOrder(), (std::vector<std::vector<FrameId>> {{red, green, blue}}));
    // WHEN sorted for an eye on +X THEN the farthest (blue) is drawn first
    QVERIFY(scene.sortTranslucent({5, 0, 0}));
    QCOMPARE(
        scene.translucentDrawOrder(), (std::vector<std::vector<FrameId>> {{blue, green, red}}));
    // WHEN the eye moves less than minMove THEN nothing is sorted
    QVERIFY(!scene.sortTranslucent({-5, 0.01f, 0}, 100));
    // WHEN it goes round to -X THEN the order turns over
    QVERIFY(scene.sortTranslucent({-5, 0, 0}, 0.5f));
    QCOMPARE(
        scene.translucentDrawOrder(), (std::vector<std::vector<FrameId>> {{red, green, blue}}));
    // AND editing keeps slots: recolouring green still recolours green
    QVERIFY(scene.setVisualColor(green, QColor(0, 255, 0, 100)));
    QCOMPARE(
        scene.translucentDrawOrder(), (std::vector<std::vector<FrameId>> {{red, green, blue}}));
}

void TestStyles::sortingDecidesOverlapColour()
{
    // GIVEN the three translucent boxes seen from +X, overlapping in the middle of the picture
    const auto doc = Document::load(dataDir + QStringLiteral("translucent_row.sdf"));
    SceneView scene(*doc, m_renderer->sceneRoot());
    // WHEN sorted for the camera (back to front)
    const QImage sorted = render(scene);
    const QPoint centre = m_renderer->project({0.9f, 0, 0}).toPoint();
    const QRgb front = sorted.pixel(centre);
    // THEN the nearest box, red, is blended last and dominates
    QVERIFY2(
        qRed(front) > qGreen(front) && qRed(front) > qBlue(front) + 20, qPrintable(rgb(front)));
    // WHEN sorted for an eye behind the boxes (front to back for this camera)
    QVERIFY(scene.sortTranslucent(-m_renderer->eye()));
    const QRgb wrong = m_renderer->render().pixel(centre);
    // THEN the farthest box, blue, wins: the order matters, and sorting gets it right
    QVERIFY2(qBlue(wrong) > qRed(wrong) + 20, qPrintable(rgb(wrong)));
}

void TestStyles::backToFrontOrderSortsByDistance()
{
    // GIVEN instances at x = 0..9 (unit transforms translated along X)
    std::vector<InstanceData> instances(10);
    for (int i = 0; i < 10; ++i) {
        QMatrix4x4 X;
        X.translate(float((i * 7) % 10), 0, 0); // shuffled positions
        instances[size_t(i)].setTransform(X);
    }
    // WHEN ordered for an eye at x = -5 THEN distances never grow along the order
    const std::vector<int> order = backToFrontOrder(instances, {}, {-5, 0, 0});
    QCOMPARE(order.size(), instances.size());
    for (size_t i = 1; i < order.size(); ++i)
        QVERIFY(instanceWorldPoint(instances[size_t(order[i - 1])], {}).x()
            > instanceWorldPoint(instances[size_t(order[i])], {}).x());
}

int main(int argc, char *argv[])
{
    OffscreenRenderer::prepareApplication();
    QGuiApplication app(argc, argv);
    TestStyles test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_styles.moc"
