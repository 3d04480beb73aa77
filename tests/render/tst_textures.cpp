// Texture and material facts (render/scenetextures.h, SceneView): description texture maps,
// a mesh file's per-material colours and textures, the baked heightmap layers, and the
// diagnostics for images that cannot be read. Drawn in-process with OffscreenRenderer; needs
// an X display with GLX (Xvfb + Mesa llvmpipe under scripts/test).

#include "document.h"
#include "meshcache.h"
#include "meshprovider.h"
#include "offscreenrenderer.h"
#include "scenetextures.h"
#include "sceneview.h"

#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace robostage;

namespace {

const QString imagesDir = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/images/");

int luminance(QRgb c)
{
    return (qRed(c) * 30 + qGreen(c) * 59 + qBlue(c) * 11) / 100;
}

/// Darkest and brightest luminance in the (2·radius)² pixels around `centre`.
std::pair<int, int> luminanceRange(const QImage &image, const QPointF &centre, int radius)
{
    int lo = 255, hi = 0;
    for (int y = int(centre.y()) - radius; y < int(centre.y()) + radius; ++y) {
        for (int x = int(centre.x()) - radius; x < int(centre.x()) + radius; ++x) {
            const int l = luminance(
                image.pixel(qBound(0, x, image.width() - 1), qBound(0, y, image.height() - 1)));
            lo = std::min(lo, l);
            hi = std::max(hi, l);
        }
    }
    return {lo, hi};
}

bool isRed(QRgb c)
{
    return qRed(c) > 80 && qGreen(c) < qRed(c) / 3 && qBlue(c) < qRed(c) / 3;
}

} // namespace

class TestTextures : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QString why;
        if (!OffscreenRenderer::isOpenGLAvailable(&why))
            QSKIP(qPrintable(why));
        m_renderer = std::make_unique<OffscreenRenderer>(QSize(320, 240));
    }
    void cleanupTestCase() { m_renderer.reset(); }

    void surfaceLookOfDescriptions()
    {
        // URDF <texture filename>: the albedo map; no PBR terms.
        Material urdf;
        urdf.textureResolved = QStringLiteral("/maps/wood.png");
        SurfaceLook look = surfaceLook(urdf);
        QCOMPARE(look.maps.albedo.path, QStringLiteral("/maps/wood.png"));
        QVERIFY(!look.pbr);
        // SDFormat <pbr><metal>: every map and the metalness / roughness values.
        Material sdf;
        auto pbr = std::make_shared<PbrMaterial>();
        pbr->albedoMapPath = QStringLiteral("/maps/albedo.png");
        pbr->normalMapPath = QStringLiteral("/maps/normal.png");
        pbr->roughnessMapPath = QStringLiteral("/maps/rough.png");
        pbr->metalness = 0.25;
        pbr->roughness = 2; // out of range: clamped
        sdf.pbr = pbr;
        look = surfaceLook(sdf);
        QVERIFY(look.pbr);
        QCOMPARE(look.metalness, 0.25f);
        QCOMPARE(look.roughness, 1.f);
        QCOMPARE(look.maps.normal.path, QStringLiteral("/maps/normal.png"));
        QCOMPARE(look.maps.roughness.path, QStringLiteral("/maps/rough.png"));
        QVERIFY(look.key() != surfaceLook(urdf).key());
        // A plain material stays on the shared untextured materials.
        QVERIFY(surfaceLook(Material()).isPlain());
    }

    void albedoMapShowsOnTheBox()
    {
        // GIVEN a box with a checker albedo map, seen from above
        const auto doc = Document::load(imagesDir + "material_textured.sdf");
        SceneView scene(*doc, m_renderer->sceneRoot());
        QVERIFY(scene.diagnostics().empty());
        const QImage image = renderTop(scene);
        // THEN its top face has the checker's light and dark cells
        const auto [lo, hi] = luminanceRange(image, m_renderer->project({-0.8f, 0, 1}), 12);
        QVERIFY2(lo < 90 && hi > 150, qPrintable(QStringLiteral("%1..%2").arg(lo).arg(hi)));
    }

    void greyImageDrawnGrey()
    {
        // GIVEN a box whose albedo map is a grey image (one channel on the GPU: a quarter of
        // the memory, SharedFiles::mipLevels), a checker of dark and light grey
        QTemporaryDir dir;
        QImage grey(16, 16, QImage::Format_Grayscale8);
        for (int y = 0; y < 16; ++y) {
            for (int x = 0; x < 16; ++x)
                grey.scanLine(y)[x] = (x / 4 + y / 4) % 2 ? 230 : 40;
        }
        const QString image = dir.filePath("grey.png");
        QVERIFY(grey.save(image));
        QCOMPARE(QImage(image).format(), QImage::Format_Grayscale8);
        const QString path = dir.filePath("grey.sdf");
        writeWorld(path,
            QStringLiteral("<visual name='v'><geometry><box><size>1 1 1</size></box></geometry>"
                           "<material><diffuse>1 1 1 1</diffuse><pbr><metal><albedo_map>%1"
                           "</albedo_map><metalness>0</metalness></metal></pbr></material>"
                           "</visual>")
                .arg(image));
        const auto doc = Document::load(path);
        SceneView scene(*doc, m_renderer->sceneRoot());
        QVERIFY(scene.diagnostics().empty());
        // WHEN drawn from above
        const QImage picture = renderTop(scene);
        // THEN its top face shows both greys, as grey (a one-channel texture read as such would
        // be red)
        const QPointF top = m_renderer->project({0, 0, 1});
        const auto [lo, hi] = luminanceRange(picture, top, 20);
        QVERIFY2(lo < 90 && hi > 150, qPrintable(QStringLiteral("%1..%2").arg(lo).arg(hi)));
        for (int dy = -20; dy < 20; dy += 5) {
            for (int dx = -20; dx < 20; dx += 5) {
                const QRgb c = picture.pixel(int(top.x()) + dx, int(top.y()) + dy);
                QVERIFY2(
                    std::abs(qRed(c) - qGreen(c)) <= 12 && std::abs(qGreen(c) - qBlue(c)) <= 12,
                    qPrintable(QColor(c).name()));
            }
        }
    }

    void brightAmbientDoesNotWashOutPbr()
    {
        // GIVEN gz-sim's office.sdf lighting: scene ambient 1 1 1 and a sun of diffuse 1 above
        // a floor with <diffuse>1 1 1</diffuse> and a PBR albedo map of blue linoleum's mean
        // colour (140 158 173)
        QTemporaryDir dir;
        QImage texture(8, 8, QImage::Format_RGB32);
        texture.fill(QColor(140, 158, 173));
        QVERIFY(texture.save(dir.filePath(QStringLiteral("linoleum.png"))));
        const QString path = dir.filePath(QStringLiteral("office.sdf"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"(<sdf version="1.9"><world name="w">
  <scene><ambient>1 1 1 1</ambient><background>0 0 0 1</background><grid>false</grid>
    <origin_visual>false</origin_visual></scene>
  <light type="directional" name="sun"><diffuse>1 1 1 1</diffuse><specular>0.2 0.2 0.2 1</specular>
    <direction>-0.5 0.1 -0.9</direction></light>
  <model name="floor"><static>true</static><link name="l"><visual name="v">
    <geometry><box><size>4 4 0.1</size></box></geometry>
    <material><diffuse>1 1 1 1</diffuse><specular>0.1 0.1 0.1 1</specular>
      <pbr><metal><albedo_map>linoleum.png</albedo_map><metalness>0</metalness>
        <roughness>0.8</roughness></metal></pbr></material></visual></link></model>
</world></sdf>)");
        file.close();
        const auto doc = Document::load(path);
        SceneView scene(*doc, m_renderer->sceneRoot());
        QVERIFY(scene.diagnostics().empty());
        const QImage image = renderTop(scene);
        // THEN the floor shows its blue, near the texture's own colour as Gazebo's ogre2 draws
        // it (ambient × diffuse / π in linear light, plus the sun), not clipped to white
        const QRgb c = image.pixel(m_renderer->project({0, 0, 0.05f}).toPoint());
        const QString shown = QStringLiteral("%1 %2 %3").arg(qRed(c)).arg(qGreen(c)).arg(qBlue(c));
        QVERIFY2(qBlue(c) < 240 && qBlue(c) > qRed(c) + 15, qPrintable(shown));
        QVERIFY2(std::abs(qRed(c) - 140) < 60 && std::abs(qBlue(c) - 173) < 60, qPrintable(shown));
    }

    void meshFileMaterialsShow()
    {
        // GIVEN an OBJ with a red and a checker-textured material, no description material
        const auto doc = Document::load(imagesDir + "mesh_materials.sdf");
        MeshCache cache;
        const CachedMeshProvider meshes(cache, doc.get());
        SceneView scene(*doc, m_renderer->sceneRoot(), meshes);
        QVERIFY(meshes.diagnostics().empty());
        const QImage image = renderTop(scene);
        // THEN each part shows its own material
        QVERIFY(isRed(image.pixel(m_renderer->project({-0.7f, 0, 1}).toPoint())));
        const auto [lo, hi] = luminanceRange(image, m_renderer->project({0.7f, 0, 1}), 12);
        QVERIFY2(lo < 90 && hi > 150, qPrintable(QStringLiteral("%1..%2").arg(lo).arg(hi)));
    }

    void descriptionColourReplacesTheFileMaterials()
    {
        // GIVEN the same OBJ with a green <material> in the description
        QTemporaryDir dir;
        const QString path = dir.filePath("green.sdf");
        writeWorld(path,
            QStringLiteral("<visual name='v'><geometry><mesh><uri>%1</uri></mesh></geometry>"
                           "<material><diffuse>0 1 0 1</diffuse></material></visual>")
                .arg(imagesDir + "meshes/two_materials.obj"));
        const auto doc = Document::load(path);
        MeshCache cache;
        SceneView scene(*doc, m_renderer->sceneRoot(), CachedMeshProvider(cache, doc.get()));
        const QImage image = renderTop(scene);
        // THEN both parts are green, the checker gone
        for (float x : {-0.7f, 0.7f}) {
            const QRgb c = image.pixel(m_renderer->project({x, 0, 1}).toPoint());
            QVERIFY2(
                qGreen(c) > 2 * qRed(c) && qGreen(c) > 2 * qBlue(c), qPrintable(QColor(c).name()));
        }
        const auto [lo, hi] = luminanceRange(image, m_renderer->project({0.7f, 0, 1}), 12);
        QVERIFY2(hi - lo < 30, qPrintable(QStringLiteral("%1..%2").arg(lo).arg(hi)));
    }

    void heightmapLayersFollowHeight()
    {
        // GIVEN a ramp (2 m high at -x, 0 at +x) with sand below 1 m and grass above
        const auto doc = Document::load(imagesDir + "heightmap_textured.sdf");
        SceneView scene(*doc, m_renderer->sceneRoot());
        QVERIFY2(scene.diagnostics().empty(),
            qPrintable(
                scene.diagnostics().empty() ? QString() : scene.diagnostics().front().toString()));
        const QImage image = renderTop(scene);
        // THEN the high side is grass green and the low side sand
        const QRgb high = image.pixel(m_renderer->project({-4, 0, 1.8f}).toPoint());
        const QRgb low = image.pixel(m_renderer->project({4, 0, 0.2f}).toPoint());
        QVERIFY2(qGreen(high) > qRed(high) + 40, qPrintable(QColor(high).name()));
        QVERIFY2(qRed(low) > qBlue(low) + 40 && qGreen(low) > qBlue(low) + 20,
            qPrintable(QColor(low).name()));
    }

    void unreadableTextureIsReported()
    {
        // GIVEN a box whose albedo map is not an image
        QTemporaryDir dir;
        const QString path = dir.filePath("broken.sdf");
        writeWorld(path,
            QStringLiteral("<visual name='v'><geometry><box><size>1 1 1</size></box></geometry>"
                           "<material><pbr><metal><albedo_map>%1</albedo_map></metal></pbr>"
                           "</material></visual>")
                .arg(imagesDir + "textures/broken.png"));
        const auto doc = Document::load(path);
        SceneView scene(*doc, m_renderer->sceneRoot());
        // THEN one warning names the file and the visual's line, and the box is still drawn
        QCOMPARE(int(scene.diagnostics().size()), 1);
        const Diagnostic &d = scene.diagnostics().front();
        QVERIFY(d.message.contains(QStringLiteral("broken.png")));
        QCOMPARE(d.file, path);
        QVERIFY(d.line > 0);
        QCOMPARE(scene.instanceCount(), 1);
    }

private:
    QImage renderTop(SceneView &scene)
    {
        m_renderer->setBackground(scene.backgroundColor());
        QVector3D min, max;
        if (!scene.bounds(min, max))
            return {};
        m_renderer->fitCamera(min, max, ViewDirection::Top);
        const QImage image = m_renderer->render();
        image.save(QDir::temp().filePath(
            QStringLiteral("tst_textures_%1.png").arg(QTest::currentTestFunction())));
        return image;
    }

    static void writeWorld(const QString &path, const QString &visual)
    {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("<?xml version='1.0'?>\n<sdf version='1.9'><world name='w'>"
                                  "<scene><grid>false</grid><origin_visual>false</origin_visual>"
                                  "</scene>\n<model name='m'><static>true</static><link name='l'>\n"
                                  "%1\n</link></model></world></sdf>\n")
                       .arg(visual)
                       .toUtf8());
    }

    std::unique_ptr<OffscreenRenderer> m_renderer;
};

int main(int argc, char **argv)
{
    OffscreenRenderer::prepareApplication();
    QGuiApplication app(argc, argv);
    TestTextures test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_textures.moc"
