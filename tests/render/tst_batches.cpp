// Large batches (render/instancebatch.h): small meshes in batches of many instances are drawn
// expanded instead of instanced, and large box batches flat-lit from the 8 corners of
// makeFlatUnitBox(). Facts checked: the flat box's provoking vertices carry their faces'
// normals; which batches expand; a large box batch looks like the same boxes lit per
// fragment; one instance of an expanded batch can still be moved and recoloured in place.
// Rendered in-process at 320x240 (OffscreenRenderer); needs an X display with GLX (Xvfb +
// Mesa llvmpipe under scripts/test), see docs/RENDERING.md.

#include "document.h"
#include "instancebatch.h"
#include "offscreenrenderer.h"
#include "sceneshading.h"
#include "sceneview.h"
#include "unitshapes.h"

#include <Qt3DCore/QEntity>

#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <cmath>
#include <memory>

using namespace robostage;

namespace {

/// A world of `count` 0.6 m boxes, 20 to a row along y, rows 1 m apart towards -x (so with the
/// iso camera at +x +y later boxes are behind earlier ones), all one colour with no specular
/// highlight, lit by one directional light that reaches the +x, +y and +z faces differently.
QByteArray boxGridWorld(int count)
{
    QByteArray sdf;
    QTextStream out(&sdf);
    out << "<sdf version='1.9'><world name='w'>"
           "<light type='directional' name='sun'><direction>-0.4 -0.6 -1</direction>"
           "<diffuse>1 1 1 1</diffuse></light>"
           "<model name='grid'><static>true</static><link name='l'>";
    for (int i = 0; i < count; ++i) {
        out << "<visual name='b" << i << "'><pose>" << -(i / 20) << ' ' << i % 20
            << " 0 0 0 0</pose><geometry><box><size>0.6 0.6 0.6</size></box></geometry>"
               "<material><ambient>0.8 0.3 0.2 1</ambient><diffuse>0.8 0.3 0.2 1</diffuse>"
               "<specular>0 0 0 1</specular></material></visual>";
    }
    out << "</link></model></world></sdf>";
    out.flush();
    return sdf;
}

QString rgb(QRgb c)
{
    return QStringLiteral("(%1, %2, %3)").arg(qRed(c)).arg(qGreen(c)).arg(qBlue(c));
}

int channelDistance(QRgb a, QRgb b)
{
    return std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
        std::abs(qBlue(a) - qBlue(b))});
}

/// An entity for the test's own nodes, built detached and shown by show() as SceneView does
/// (textures and buffers created in a live scene may never be uploaded); deleted children
/// first after the test (docs/RENDERING.md, "Qt3D notes").
class TestRoot
{
public:
    explicit TestRoot(Qt3DCore::QEntity *sceneRoot)
        : m_sceneRoot(sceneRoot)
    {
    }
    ~TestRoot() { deleteLeavesFirst(m_root); }
    Qt3DCore::QEntity *entity() const { return m_root; }
    void show() { m_root->setParent(m_sceneRoot); }

private:
    static void deleteLeavesFirst(Qt3DCore::QNode *node)
    {
        const Qt3DCore::QNodeVector children = node->childNodes();
        for (Qt3DCore::QNode *child : children)
            deleteLeavesFirst(child);
        delete node;
    }
    Qt3DCore::QEntity *m_sceneRoot;
    Qt3DCore::QEntity *m_root = new Qt3DCore::QEntity;
};

InstanceData instanceAt(const QVector3D &position, float size)
{
    QMatrix4x4 X_WS;
    X_WS.translate(position);
    X_WS.scale(size);
    InstanceData data;
    data.setTransform(X_WS);
    return data;
}

} // namespace

class TestBatches : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<OffscreenRenderer> m_renderer;
    QTemporaryDir m_dir;
    /// Writes boxGridWorld(count) and loads it.
    std::unique_ptr<Document> loadGrid(int count);

private slots:
    void initTestCase();
    void cleanupTestCase();
    void flatUnitBoxFacesCarryTheirNormals();
    void smallMeshesExpandInLargeBatches();
    void largeBoxBatchMatchesPerFragmentLighting();
    void expandedInstanceMovesAndRecolours();
};

std::unique_ptr<Document> TestBatches::loadGrid(int count)
{
    const QString path = m_dir.filePath(QStringLiteral("grid%1.sdf").arg(count));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(boxGridWorld(count)) < 0)
        return nullptr;
    file.close();
    return Document::load(path);
}

void TestBatches::initTestCase()
{
    QString why;
    QVERIFY2(OffscreenRenderer::isOpenGLAvailable(&why), qPrintable(why));
    QVERIFY(m_dir.isValid());
    m_renderer = std::make_unique<OffscreenRenderer>(QSize(320, 240));
}

void TestBatches::cleanupTestCase()
{
    m_renderer.reset();
}

void TestBatches::flatUnitBoxFacesCarryTheirNormals()
{
    // GIVEN the flat unit box
    const InstanceMesh mesh = makeFlatUnitBox();
    QCOMPARE(mesh.vertexCount, 8);
    QCOMPARE(mesh.indexCount, 36);
    QVERIFY(!mesh.hasTexCoords && !mesh.wideIndices);
    const auto *v = reinterpret_cast<const float *>(mesh.vertices.constData());
    const auto *index = reinterpret_cast<const quint16 *>(mesh.indices.constData());
    const auto position = [&](int i) {
        return QVector3D(v[6 * i], v[6 * i + 1], v[6 * i + 2]);
    };
    const auto normal = [&](int i) {
        return QVector3D(v[6 * i + 3], v[6 * i + 4], v[6 * i + 5]);
    };
    for (int i = 0; i < 8; ++i) {
        const QVector3D p = position(i);
        QVERIFY(std::abs(std::abs(p.x()) - 0.5f) < 1e-6f && std::abs(std::abs(p.y()) - 0.5f) < 1e-6f
            && std::abs(std::abs(p.z()) - 0.5f) < 1e-6f);
    }
    // THEN every triangle is counter-clockwise from outside and its last (provoking) vertex
    // carries its outward face normal
    for (int t = 0; t < 12; ++t) {
        const QVector3D a = position(index[3 * t]), b = position(index[3 * t + 1]);
        const QVector3D c = position(index[3 * t + 2]);
        const QVector3D face = QVector3D::crossProduct(b - a, c - a).normalized();
        QVERIFY2(QVector3D::dotProduct(face, (a + b + c) / 3) > 0, "triangle faces inwards");
        QVERIFY2((normal(index[3 * t + 2]) - face).length() < 1e-6f,
            qPrintable(QStringLiteral("triangle %1").arg(t)));
    }
}

void TestBatches::smallMeshesExpandInLargeBatches()
{
    // GIVEN batches of boxes (24 vertices) and spheres (hundreds)
    TestRoot root(m_renderer->sceneRoot());
    SceneShading shading(root.entity());
    Qt3DRender::QMaterial *material = shading.opaqueMaterial(true);
    const auto batchOf = [&](UnitShape shape, int count) {
        auto batch = std::make_unique<InstanceBatch>(makeUnitMesh(shape), material, root.entity());
        for (int i = 0; i < count; ++i)
            batch->add(instanceAt(QVector3D(float(i), 0, 0), 0.5f));
        batch->commit();
        return batch;
    };
    // THEN many boxes expand, few boxes and many spheres stay instanced
    QVERIFY(batchOf(UnitShape::Box, InstanceBatch::kExpandMinInstances)->isExpanded());
    QVERIFY(!batchOf(UnitShape::Box, InstanceBatch::kExpandMinInstances - 1)->isExpanded());
    QVERIFY(!batchOf(UnitShape::Sphere, InstanceBatch::kExpandMinInstances)->isExpanded());
    root.show();
    QVERIFY(!m_renderer->render().isNull());
}

void TestBatches::largeBoxBatchMatchesPerFragmentLighting()
{
    // GIVEN 300 boxes (one batch lit per vertex, flat, expanded) and the first 200 of them
    // alone (lit per fragment), seen by the same camera; the other 100 are behind them
    const auto large = loadGrid(300);
    const auto small = loadGrid(200);
    QVERIFY(large && small);
    QImage largeImage, smallImage;
    QVector3D min, max;
    {
        SceneView scene(*large, m_renderer->sceneRoot());
        QVERIFY(scene.bounds(min, max));
        m_renderer->setBackground(Qt::black);
        m_renderer->fitCamera(min, max, ViewDirection::Iso);
        largeImage = m_renderer->render();
    }
    {
        SceneView scene(*small, m_renderer->sceneRoot());
        m_renderer->fitCamera(min, max, ViewDirection::Iso);
        smallImage = m_renderer->render();
    }
    QVERIFY(!largeImage.isNull() && !smallImage.isNull());
    // THEN wherever the 200 boxes are drawn, the 300 show the same colour
    int boxPixels = 0, differing = 0, shades = 0;
    QRgb worst = 0, worstReference = 0;
    QList<QRgb> seen;
    for (int y = 0; y < smallImage.height(); ++y) {
        for (int x = 0; x < smallImage.width(); ++x) {
            const QRgb reference = smallImage.pixel(x, y);
            if (qRed(reference) + qGreen(reference) + qBlue(reference) < 30)
                continue; // background
            ++boxPixels;
            const QRgb c = largeImage.pixel(x, y);
            if (channelDistance(c, reference) > 6) {
                ++differing;
                worst = c;
                worstReference = reference;
            }
            if (seen.size() < 8 && !seen.contains(reference)) {
                seen << reference;
                ++shades;
            }
        }
    }
    QVERIFY2(boxPixels > 2000, qPrintable(QString::number(boxPixels)));
    QVERIFY2(shades >= 3, "expected the three lit faces in different shades");
    // Edges may differ by rasterisation of the two meshes' different diagonals.
    QVERIFY2(differing < boxPixels / 50,
        qPrintable(QStringLiteral("%1 of %2 pixels differ, e.g. %3 instead of %4")
                       .arg(differing)
                       .arg(boxPixels)
                       .arg(rgb(worst), rgb(worstReference))));
}

void TestBatches::expandedInstanceMovesAndRecolours()
{
    // GIVEN an expanded batch of grey boxes in a row, seen from the front
    TestRoot root(m_renderer->sceneRoot());
    SceneShading shading(root.entity());
    InstanceBatch batch(makeUnitMesh(UnitShape::Box), shading.opaqueMaterial(true), root.entity());
    const int count = InstanceBatch::kExpandMinInstances;
    for (int i = 0; i < count; ++i)
        batch.add(instanceAt(QVector3D(0, float(i - count / 2) * 0.02f, 0), 0.01f));
    batch.commit();
    QVERIFY(batch.isExpanded());
    root.show();
    m_renderer->setBackground(Qt::black);
    m_renderer->fitCamera(QVector3D(-1, -1, -1), QVector3D(1, 1, 1), ViewDirection::Front);
    const QPoint target = m_renderer->project(QVector3D(0.5f, 0, 0.6f)).toPoint();
    QCOMPARE(m_renderer->render().pixel(target), qRgb(0, 0, 0));
    // WHEN one instance is moved to the target point and made green, in place
    InstanceData &moved = batch.data(17);
    moved = instanceAt(QVector3D(0.5f, 0, 0.6f), 0.3f);
    ShadingColors green;
    green.diffuse = {0, 1, 0, 1};
    green.ambient = {0, 1, 0, 1};
    moved.setShading(green);
    batch.markDirty(17);
    batch.commit();
    // THEN it is drawn there, green, and the batch is still expanded with the same count
    const QRgb c = m_renderer->render().pixel(target);
    QVERIFY2(qGreen(c) > 80 && qRed(c) < 40 && qBlue(c) < 40, qPrintable(rgb(c)));
    QVERIFY(batch.isExpanded());
    QCOMPARE(batch.count(), count);
}

int main(int argc, char *argv[])
{
    OffscreenRenderer::prepareApplication();
    QGuiApplication app(argc, argv);
    TestBatches test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_batches.moc"
