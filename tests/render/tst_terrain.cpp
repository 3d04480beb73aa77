// Tests for the generated geometry of SDFormat `<heightmap>` (heightmapmesh.h) and
// `<polyline>` (polylinemesh.h): terrain heights, extent, orientation and downsampling from
// generated images, unreadable images, the baked texture's height blending, cap triangulation
// of concave outlines and holes, degenerate outlines; and a rendered world with both.

#include "document.h"
#include "heightmapmesh.h"
#include "offscreenrenderer.h"
#include "polylinemesh.h"
#include "sceneview.h"

#include <Qt3DCore/QEntity>

#include <QFile>
#include <QGuiApplication>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace robostage;

using Outlines = std::vector<std::vector<std::array<double, 2>>>;

namespace {

const QString dataDir = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/");

/// Vertex `i` of a mesh: position and normal (and uv when the mesh has them).
std::vector<float> vertexOf(const InstanceMesh &mesh, int i)
{
    const auto *f = reinterpret_cast<const float *>(mesh.vertices.constData());
    const int stride = mesh.floatsPerVertex();
    return std::vector<float>(f + i * stride, f + (i + 1) * stride);
}

/// A grayscale image whose pixel (x, y) is gray(x, y), saved as PNG in `dir`.
template<typename F>
QString writeGray(const QTemporaryDir &dir, const QString &name, int w, int h, F gray)
{
    QImage image(w, h, QImage::Format_Grayscale8);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x)
            image.scanLine(y)[x] = uchar(gray(x, y));
    }
    const QString path = dir.filePath(name);
    image.save(path);
    return path;
}

QString writeSolid(const QTemporaryDir &dir, const QString &name, const QColor &color)
{
    QImage image(8, 8, QImage::Format_RGB32);
    image.fill(color);
    const QString path = dir.filePath(name);
    image.save(path);
    return path;
}

double triangleArea(const QPointF &a, const QPointF &b, const QPointF &c)
{
    return ((b.x() - a.x()) * (c.y() - a.y()) - (b.y() - a.y()) * (c.x() - a.x())) / 2;
}

double polygonArea(const std::vector<QPointF> &ring)
{
    double area = 0;
    for (size_t i = 0; i < ring.size(); ++i) {
        const QPointF &a = ring[i], &b = ring[(i + 1) % ring.size()];
        area += a.x() * b.y() - b.x() * a.y();
    }
    return std::abs(area) / 2;
}

bool inside(const QPointF &p, const std::vector<QPointF> &ring)
{
    bool in = false;
    for (size_t i = 0, j = ring.size() - 1; i < ring.size(); j = i++) {
        const QPointF &a = ring[i], &b = ring[j];
        if ((a.y() > p.y()) != (b.y() > p.y())
            && p.x() < (b.x() - a.x()) * (p.y() - a.y()) / (b.y() - a.y()) + a.x())
            in = !in;
    }
    return in;
}

Geometry polylineGeometry(const Outlines &outlines)
{
    Geometry g;
    g.type = Geometry::Type::Polyline;
    for (const auto &points : outlines)
        g.polylines.push_back({points, 0.5});
    return g;
}

} // namespace

class TestTerrain : public QObject
{
    Q_OBJECT

private slots:
    void heightmapHeightsAndExtent();
    void heightmapDownsamplesLargeImages();
    void heightmapUnreadableImageIsReported();
    void bakedTextureBlendsByHeight();
    void concaveCapsCoverTheOutline_data();
    void concaveCapsCoverTheOutline();
    void holesAreLeftOpen();
    void polylineMeshHasHoleAndWalls();
    void degenerateOutlinesAreReported_data();
    void degenerateOutlinesAreReported();
    void renderedTerrainAndPolyline();
};

void TestTerrain::heightmapHeightsAndExtent()
{
    // GIVEN a 5×3 image, white on the top row, black on the bottom row, gray between
    QTemporaryDir dir;
    Geometry g;
    g.type = Geometry::Type::Heightmap;
    g.resolvedPath = writeGray(dir, "hm.png", 5, 3, [](int, int y) { return 255 - y * 255 / 2; });
    g.size = {8, 4, 2};
    g.position = {1, -1, 0.5};
    // WHEN made into a mesh
    QString error;
    const auto mesh = makeHeightmapMesh(g, &error);
    QVERIFY2(mesh, qPrintable(error));
    // THEN one vertex per pixel, two triangles per cell, with texture coordinates
    QCOMPARE(mesh->vertexCount, 15);
    QCOMPARE(mesh->indexCount, 4 * 2 * 6);
    QVERIFY(mesh->hasTexCoords);
    // AND the extent is size.x × size.y centred on pos, heights pos.z .. pos.z + size.z
    QVERIFY(qFuzzyCompare(mesh->boundsMin, QVector3D(-3, -3, 0.5f)));
    QVERIFY(qFuzzyCompare(mesh->boundsMax, QVector3D(5, 1, 2.5f)));
    // AND the image's top row (white) lies along +y, the bottom row (black) along -y
    const std::vector<float> first = vertexOf(*mesh, 0), last = vertexOf(*mesh, 14);
    QCOMPARE(first[0], -3.f);
    QCOMPARE(first[1], 1.f);
    QCOMPARE(first[2], 2.5f);
    QCOMPARE(last[0], 5.f);
    QCOMPARE(last[1], -3.f);
    QCOMPARE(last[2], 0.5f);
    // AND the middle row is at half height (gray 128 of 255)
    QVERIFY(std::abs(vertexOf(*mesh, 7)[2] - (0.5f + 2 * 128 / 255.f)) < 1e-3f);
    // AND normals lean towards -y (downhill), texture v is 1 at +y and 0 at -y
    QVERIFY(first[4] < -0.1f && first[5] > 0.1f);
    QCOMPARE(first[7], 1.f);
    QCOMPARE(last[7], 0.f);
}

void TestTerrain::heightmapDownsamplesLargeImages()
{
    QTemporaryDir dir;
    Geometry g;
    g.type = Geometry::Type::Heightmap;
    g.resolvedPath
        = writeGray(dir, "big.png", 1025, 300, [](int x, int) { return x * 255 / 1024; });
    g.size = {100, 30, 10};
    QString error;
    const auto field = readHeightField(g, &error);
    QVERIFY2(field, qPrintable(error));
    QCOMPARE(field->columns, kMaxHeightmapSamples);
    QCOMPARE(field->rows, 300);
    // The ramp survives resampling: 0 at -x, size.z at +x, half way in the middle.
    QCOMPARE(field->at(0, 0), 0.f);
    QVERIFY(std::abs(field->at(kMaxHeightmapSamples - 1, 299) - 10) < 1e-4f);
    QVERIFY(std::abs(field->at(kMaxHeightmapSamples / 2, 10) - 5) < 0.05f);
    const auto mesh = makeHeightmapMesh(g, &error);
    QVERIFY(mesh);
    QVERIFY(mesh->wideIndices);
    QCOMPARE(mesh->vertexCount, kMaxHeightmapSamples * 300);
}

void TestTerrain::heightmapUnreadableImageIsReported()
{
    // GIVEN a DEM-like .tif that is not an image Qt reads, and an unresolved URI
    QTemporaryDir dir;
    QFile file(dir.filePath("dem.tif"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("II*\0 not really a tiff");
    file.close();
    Geometry g;
    g.type = Geometry::Type::Heightmap;
    g.resolvedPath = file.fileName();
    QString error;
    QVERIFY(!makeHeightmapMesh(g, &error));
    QVERIFY2(error.contains("dem.tif") && error.contains("PNG"), qPrintable(error));
    g.resolvedPath.clear();
    g.uri = QStringLiteral("model://nowhere/terrain.png");
    QVERIFY(!makeHeightmapMesh(g, &error));
    QVERIFY2(error.contains("model://nowhere/terrain.png"), qPrintable(error));
}

void TestTerrain::bakedTextureBlendsByHeight()
{
    // GIVEN a terrain black (0 m) on its left half and white (10 m) on its right half, a red
    // base layer, a blue layer from 2 m fading in over 5 m, and a third layer whose image is
    // missing
    QTemporaryDir dir;
    Geometry g;
    g.type = Geometry::Type::Heightmap;
    g.resolvedPath
        = writeGray(dir, "step.png", 33, 33, [](int x, int) { return x < 16 ? 0 : 255; });
    g.size = {20, 10, 10};
    const QString red = writeSolid(dir, "red.png", Qt::red);
    const QString blue = writeSolid(dir, "blue.png", Qt::blue);
    g.heightmapTextures = {{5, "red", ""}, {5, "blue", ""}, {5, "missing", ""}};
    g.heightmapBlends = {{2, 5}, {3, 1}};
    const TextureResolver resolve = [&](const QString &uri) {
        return uri == "red" ? red : uri == "blue" ? blue : QString();
    };
    QStringList messages;
    // WHEN baked
    const QImage image = bakeHeightmapTexture(g, resolve, &messages, 256);
    // THEN the image keeps the terrain's aspect, low ground is the base layer, high ground the
    // top layer, and the missing layer is reported
    QCOMPARE(image.size(), QSize(256, 128));
    QCOMPARE(QColor(image.pixel(10, 64)), QColor(Qt::red));
    QCOMPARE(QColor(image.pixel(245, 64)), QColor(Qt::blue));
    QCOMPARE(messages.size(), 1);
    QVERIFY2(messages.front().contains("missing"), qPrintable(messages.front()));
    // AND no layers make no texture
    g.heightmapTextures.clear();
    QVERIFY(bakeHeightmapTexture(g, resolve).isNull());
}

void TestTerrain::concaveCapsCoverTheOutline_data()
{
    QTest::addColumn<std::vector<QPointF>>("outline");
    QTest::newRow("L, counter-clockwise")
        << std::vector<QPointF> {{0, 0}, {2, 0}, {2, 1}, {1, 1}, {1, 3}, {0, 3}};
    QTest::newRow("U, clockwise") << std::vector<QPointF> {
        {-1, 1}, {-0.4, 1}, {-0.4, -0.2}, {0.4, -0.2}, {0.4, 1}, {1, 1}, {1, -1}, {-1, -1}};
    QTest::newRow("comb with collinear points") << std::vector<QPointF> {{0, 0}, {1, 0}, {2, 0},
        {3, 0}, {3, 2}, {2.5, 2}, {2.5, 0.5}, {2, 2}, {1, 2}, {0.5, 0.5}, {0.5, 2}, {0, 2}};
}

void TestTerrain::concaveCapsCoverTheOutline()
{
    QFETCH(std::vector<QPointF>, outline);
    QString error;
    const auto cap = triangulatePolygon(outline, {}, &error);
    QVERIFY2(cap, qPrintable(error));
    double sum = 0;
    for (const auto &[a, b, c] : cap->triangles) {
        const QPointF &pa = cap->points[size_t(a)], &pb = cap->points[size_t(b)],
                      &pc = cap->points[size_t(c)];
        const double area = triangleArea(pa, pb, pc);
        QVERIFY2(area > 0, "triangles are counter-clockwise and not degenerate");
        QVERIFY(inside((pa + pb + pc) / 3, outline));
        sum += area;
    }
    QVERIFY2(std::abs(sum - polygonArea(outline)) < 1e-9,
        qPrintable(QStringLiteral("%1 vs %2").arg(sum).arg(polygonArea(outline))));
}

void TestTerrain::holesAreLeftOpen()
{
    // A 4×4 square with a 1×1 hole and an L-shaped hole of 1.25 m².
    const std::vector<QPointF> outer {{0, 0}, {4, 0}, {4, 4}, {0, 4}};
    const std::vector<std::vector<QPointF>> holes {{{0.5, 0.5}, {1.5, 0.5}, {1.5, 1.5}, {0.5, 1.5}},
        {{2, 2}, {3.5, 2}, {3.5, 2.5}, {2.5, 2.5}, {2.5, 3.5}, {2, 3.5}}};
    QString error;
    const auto cap = triangulatePolygon(outer, holes, &error);
    QVERIFY2(cap, qPrintable(error));
    double sum = 0;
    for (const auto &[a, b, c] : cap->triangles) {
        const QPointF &pa = cap->points[size_t(a)], &pb = cap->points[size_t(b)],
                      &pc = cap->points[size_t(c)];
        sum += triangleArea(pa, pb, pc);
        const QPointF centroid = (pa + pb + pc) / 3;
        QVERIFY(inside(centroid, outer));
        QVERIFY(!inside(centroid, holes[0]) && !inside(centroid, holes[1]));
    }
    QVERIFY2(std::abs(sum - (16 - 1 - 1.25)) < 1e-9, qPrintable(QString::number(sum)));
}

void TestTerrain::polylineMeshHasHoleAndWalls()
{
    // GIVEN a 2 m square outline and a 1 m square inside it (a hole, as gz-common makes it)
    const Geometry g = polylineGeometry({{{-1, -1}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}},
        {{-0.5, -0.5}, {-0.5, 0.5}, {0.5, 0.5}, {0.5, -0.5}}});
    QStringList messages;
    const auto mesh = makePolylineMesh(g, &messages);
    QVERIFY2(mesh && messages.isEmpty(), qPrintable(messages.join('\n')));
    QVERIFY(qFuzzyCompare(mesh->boundsMin, QVector3D(-1, -1, 0)));
    QVERIFY(qFuzzyCompare(mesh->boundsMax, QVector3D(1, 1, 0.5f)));
    // THEN the top cap covers 4 - 1 m², and 8 walls face out of the solid
    double top = 0;
    int walls = 0;
    const auto *idx = reinterpret_cast<const quint16 *>(mesh->indices.constData());
    for (int t = 0; t < mesh->indexCount; t += 3) {
        const auto a = vertexOf(*mesh, idx[t]), b = vertexOf(*mesh, idx[t + 1]),
                   c = vertexOf(*mesh, idx[t + 2]);
        if (a[5] > 0.5f)
            top += triangleArea({a[0], a[1]}, {b[0], b[1]}, {c[0], c[1]});
        if (std::abs(a[5]) < 1e-6f) {
            ++walls;
            // Outward: on the outer square the normal points away from the centre, on the
            // hole's walls towards it.
            const float mx = (a[0] + b[0] + c[0]) / 3, my = (a[1] + b[1] + c[1]) / 3;
            const bool outer = std::max(std::abs(mx), std::abs(my)) > 0.75f;
            QCOMPARE(mx * a[3] + my * a[4] > 0, outer);
        }
    }
    QVERIFY(std::abs(top - 3) < 1e-6);
    QCOMPARE(walls, 8 * 2);
}

void TestTerrain::degenerateOutlinesAreReported_data()
{
    QTest::addColumn<Outlines>("outlines");
    QTest::addColumn<QString>("message");
    QTest::newRow("two points") << Outlines {{{0, 0}, {1, 0}, {1, 0}, {0, 0}}} << "fewer than 3";
    QTest::newRow("collinear") << Outlines {{{0, 0}, {1, 0}, {2, 0}}} << "no area";
    QTest::newRow("bow tie") << Outlines {{{0, 0}, {2, 2}, {2, 0}, {0, 3}}} << "crosses";
    QTest::newRow("no outline") << Outlines {} << "nothing left";
}

void TestTerrain::degenerateOutlinesAreReported()
{
    QFETCH(Outlines, outlines);
    QFETCH(QString, message);
    QStringList messages;
    QVERIFY(!makePolylineMesh(polylineGeometry(outlines), &messages));
    QVERIFY2(messages.join('\n').contains(message), qPrintable(messages.join('\n')));
    // A scrambled 200-point outline ends (reported or triangulated) instead of looping.
    std::vector<std::array<double, 2>> scrambled;
    for (int i = 0; i < 200; ++i)
        scrambled.push_back({std::sin(i * 7.1) * (1 + i % 3), std::cos(i * 3.3) * (2 - i % 2)});
    messages.clear();
    makePolylineMesh(polylineGeometry({scrambled}), &messages);
    QVERIFY(!messages.isEmpty());
}

void TestTerrain::renderedTerrainAndPolyline()
{
    QString why;
    if (!OffscreenRenderer::isOpenGLAvailable(&why))
        QSKIP(qPrintable(why));
    // GIVEN terrain.sdf: green waves of terrain_65.png and a red U open towards +y above them
    const auto doc = Document::load(dataDir + "terrain.sdf");
    OffscreenRenderer renderer(QSize(320, 240));
    SceneView scene(*doc, renderer.sceneRoot());
    QVERIFY2(scene.diagnostics().empty(),
        qPrintable(
            scene.diagnostics().empty() ? QString() : scene.diagnostics().front().toString()));
    renderer.setBackground(scene.backgroundColor());
    // WHEN seen from above, fitted to the U (the terrain is ground, left out of the bounds)
    QVector3D min, max;
    QVERIFY(scene.bounds(min, max));
    QVERIFY(std::abs(max.x() - 1) < 1e-4f && std::abs(max.z() - 5.5f) < 1e-4f);
    renderer.fitCamera(min, max, ViewDirection::Top);
    const QImage top = renderer.render();
    QVERIFY(!top.isNull());
    top.save(QDir::temp().filePath("tst_terrain_top.png"));
    const auto isRed = [](const QColor &c) {
        return c.red() > 100 && c.green() < c.red() / 3;
    };
    // THEN the arms are red and the notch, which a bounding box would cover, is not
    for (const QVector3D &arm :
        {QVector3D(0.7f, 0, 5.5f), QVector3D(-0.7f, 0.5f, 5.5f), QVector3D(0, -0.6f, 5.5f)}) {
        const QPointF p = renderer.project(arm);
        QVERIFY2(isRed(top.pixel(p.toPoint())), qPrintable(QColor(top.pixel(p.toPoint())).name()));
    }
    const QPointF notch = renderer.project({0, 0.5f, 5.5f});
    const QColor inNotch(top.pixel(notch.toPoint()));
    QVERIFY2(!isRed(inNotch) && inNotch.green() > inNotch.red(), qPrintable(inNotch.name()));
    // WHEN the whole terrain is in view THEN its lit green varies with the slopes (a flat quad
    // would be one shade)
    renderer.fitCamera({-10, -10, 0}, {10, 10, 4}, ViewDirection::Iso);
    const QImage iso = renderer.render();
    iso.save(QDir::temp().filePath("tst_terrain_iso.png"));
    int darkest = 255, brightest = 0, green = 0;
    for (int y = 0; y < iso.height(); y += 4) {
        for (int x = 0; x < iso.width(); x += 4) {
            const QColor c(iso.pixel(x, y));
            if (c.green() > 2 * c.red() && c.green() > 2 * c.blue() && c.green() > 20) {
                ++green;
                darkest = std::min(darkest, c.green());
                brightest = std::max(brightest, c.green());
            }
        }
    }
    QVERIFY2(green > 500 && brightest - darkest > 60,
        qPrintable(
            QStringLiteral("%1 green samples, %2..%3").arg(green).arg(darkest).arg(brightest)));
}

int main(int argc, char *argv[])
{
    OffscreenRenderer::prepareApplication();
    QGuiApplication app(argc, argv);
    TestTerrain test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_terrain.moc"
