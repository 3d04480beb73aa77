// Hostile meshes (issue 7, reliability and security): mesh files that are missing, empty, a
// folder, unreadable, corrupt in several formats, or far too big (10^7 triangles). Each is drawn
// as a placeholder cube and reported once, at the description's line, with the reason and what
// to do; the rest of the model is still drawn. The files are generated into a temporary folder;
// the 10^7-triangle STL is a sparse file, so it takes no disk space.

#include "document.h"
#include "meshcache.h"
#include "meshdata.h"
#include "meshprovider.h"
#include "offscreenrenderer.h"
#include "sceneview.h"
#include "unprivileged.h"

#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace robostage;

namespace {

/// A model with a red box at the origin and, 0.5 m along x, a visual of mesh `uri` (line 8).
QByteArray modelWithMesh(const QString &uri)
{
    return "<?xml version=\"1.0\"?>\n"
           "<sdf version=\"1.9\">\n"
           "  <model name=\"m\">\n"
           "    <link name=\"l\">\n"
           "      <visual name=\"box\"><geometry><box><size>0.2 0.2 0.2</size></box></geometry>\n"
           "        <material><diffuse>1 0 0 1</diffuse></material></visual>\n"
           "      <visual name=\"hostile\"><pose>0.5 0 0 0 0 0</pose>\n"
           "        <geometry><mesh><uri>"
        + uri.toUtf8()
        + "</uri></mesh></geometry>\n"
          "      </visual>\n"
          "    </link>\n"
          "  </model>\n"
          "</sdf>\n";
}

constexpr int kMeshLine = 8;

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// A binary STL header (80 bytes of text, then the little-endian triangle count).
QByteArray stlHeader(quint32 triangles)
{
    QByteArray header(80, ' ');
    header.replace(0, 14, "hostile binary");
    for (int i = 0; i < 4; ++i)
        header.append(char((triangles >> (8 * i)) & 0xFF));
    return header;
}

} // namespace

class TestHostileMeshes : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void reportedAndPlaceholder_data();
    void reportedAndPlaceholder();
    void triangleLimit();
    void unreadableMesh();

private:
    std::unique_ptr<OffscreenRenderer> m_renderer;
};

void TestHostileMeshes::initTestCase()
{
    QString why;
    QVERIFY2(OffscreenRenderer::isOpenGLAvailable(&why), qPrintable(why));
    m_renderer = std::make_unique<OffscreenRenderer>(QSize(320, 240));
}

void TestHostileMeshes::cleanupTestCase()
{
    m_renderer.reset();
}

void TestHostileMeshes::reportedAndPlaceholder_data()
{
    QTest::addColumn<QString>("name"); // the mesh file's name in the temporary folder
    QTest::addColumn<QString>("kind"); // how to make it: bytes, folder, sparse, none
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("reason"); // what the warning must say

    QRandomGenerator random(7);
    QByteArray noise(4096, '\0');
    random.fillRange(reinterpret_cast<quint32 *>(noise.data()), noise.size() / 4);

    QTest::newRow("missing") << "gone.stl"
                             << "none" << QByteArray() << "its URI did not resolve to a file";
    QTest::newRow("empty") << "empty.stl"
                           << "bytes" << QByteArray("") << "the file is empty";
    QTest::newRow("a folder") << "folder.stl"
                              << "folder" << QByteArray() << "not a file";
    QTest::newRow("random bytes STL") << "noise.stl"
                                      << "bytes" << noise << "cannot read mesh";
    QTest::newRow("random bytes COLLADA") << "noise.dae"
                                          << "bytes" << noise << "cannot read mesh";
    QTest::newRow("binary STL claiming 10^9 triangles")
        << "liar.stl"
        << "bytes" << stlHeader(1'000'000'000) + QByteArray(500, '\0') << "cannot read mesh";
    QTest::newRow("truncated COLLADA")
        << "cut.dae"
        << "bytes"
        << QByteArray("<?xml version=\"1.0\"?>\n<COLLADA version=\"1.4.1\"><library_geometries>"
                      "<geometry id=\"g\"><mesh><source id=\"s\"><float_array count=\"9\">0 0")
        << "cannot read mesh";
    QTest::newRow("OBJ face past its vertices")
        << "faces.obj"
        << "bytes" << QByteArray("v 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 99\n") << "cannot read mesh";
    QTest::newRow("glTF accessor past its buffer")
        << "accessor.gltf"
        << "bytes"
        << QByteArray(R"({"asset":{"version":"2.0"},"scenes":[{"nodes":[0]}],"nodes":[{"mesh":0}],
"meshes":[{"primitives":[{"attributes":{"POSITION":0}}]}],
"accessors":[{"bufferView":0,"componentType":5126,"count":1000000000,"type":"VEC3",
"min":[0,0,0],"max":[1,1,1]}],
"bufferViews":[{"buffer":0,"byteLength":36}],
"buffers":[{"byteLength":36,"uri":"data:application/octet-stream;base64,AAAAAAAAAAAAAAAAAACAPwAAAAAAAAAAAAAAAAAAgD8AAAAA"}]})")
        << "cannot read mesh";
    QTest::newRow("PNG renamed .dae")
        << "picture.dae"
        << "bytes" << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << "cannot read mesh";
    QTest::newRow("10^7 triangles (477 MiB binary STL)")
        << "huge.stl"
        << "sparse" << stlHeader(10'000'000) << "RoboStage reads from one mesh file";
}

void TestHostileMeshes::reportedAndPlaceholder()
{
    QFETCH(QString, name);
    QFETCH(QString, kind);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, reason);

    // GIVEN a model whose second visual names a hostile mesh file
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString mesh = dir.filePath(name);
    if (kind == QLatin1String("bytes")) {
        QVERIFY(writeFile(mesh, bytes));
    } else if (kind == QLatin1String("folder")) {
        QVERIFY(QDir(dir.path()).mkdir(name));
    } else if (kind == QLatin1String("sparse")) {
        // The header, then zero triangles up to the size the count implies: 84 + 50·10^7 bytes.
        QFile f(mesh);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(bytes), qint64(84));
        QVERIFY(f.resize(84 + qint64(50) * 10'000'000));
        QVERIFY(f.size() > kMaxMeshFileBytes);
    }
    const QString description = dir.filePath(QStringLiteral("model.sdf"));
    QVERIFY(writeFile(description, modelWithMesh(name)));
    const auto doc = Document::load(description);
    QVERIFY2(!doc->diagnostics().hasErrors(), qPrintable(doc->diagnostics().toString()));

    // WHEN its view is built, reading meshes as the window does
    MeshCache cache;
    const CachedMeshProvider meshes(cache, doc.get());
    SceneView scene(*doc, m_renderer->sceneRoot(), meshes);

    // THEN one warning names the description's line, the URI and the reason
    const std::vector<Diagnostic> &d = meshes.diagnostics();
    QCOMPARE(int(d.size()), 1);
    const QString text = d.front().toString();
    QVERIFY(d.front().severity == Severity::Warning);
    QVERIFY2(d.front().file == description && d.front().line == kMeshLine, qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("mesh '%1' is drawn as a placeholder").arg(name)),
        qPrintable(text));
    QVERIFY2(text.contains(reason), qPrintable(text));
    QVERIFY2(text.size() < 1000, qPrintable(text.left(1000)));
    // AND the box and the placeholder are both drawn: the box red, the placeholder magenta
    QCOMPARE(scene.instanceCount(), 2);
    m_renderer->setBackground(scene.backgroundColor());
    QVector3D min, max;
    QVERIFY(scene.bounds(min, max));
    m_renderer->fitCamera(min, max, ViewDirection::Top);
    const QImage image = m_renderer->render();
    const auto pixel = [&](const QVector3D &p) {
        const QPointF at = m_renderer->project(p);
        return QColor(image.pixel(
            qBound(0, int(at.x()), image.width() - 1), qBound(0, int(at.y()), image.height() - 1)));
    };
    // Off the axes overlay at the origin.
    const QColor box = pixel({0.05f, -0.05f, 0.1f}), placeholder = pixel({0.5f, 0, 0.025f});
    QVERIFY2(box.red() > 80 && box.green() < box.red() / 3 && box.blue() < box.red() / 3,
        qPrintable(box.name()));
    QVERIFY2(placeholder.red() > 80 && placeholder.blue() > 80
            && placeholder.green() < placeholder.red() / 3,
        qPrintable(placeholder.name()));
}

// The triangle limit, lowered to 11 so that a 12-triangle cube crosses it: refused after parsing
// with the count and the limit; at 12 the same file is drawn.
void TestHostileMeshes::triangleLimit()
{
    QTemporaryDir dir;
    const QString mesh = dir.filePath(QStringLiteral("cube.obj"));
    QVERIFY(writeFile(mesh,
        "v 0 0 0\nv 1 0 0\nv 1 1 0\nv 0 1 0\nv 0 0 1\nv 1 0 1\nv 1 1 1\nv 0 1 1\n"
        "f 1 3 2\nf 1 4 3\nf 5 6 7\nf 5 7 8\nf 1 2 6\nf 1 6 5\n"
        "f 2 3 7\nf 2 7 6\nf 3 4 8\nf 3 8 7\nf 4 1 5\nf 4 5 8\n"));
    MeshReadOptions options;
    options.maxTriangles = 11;
    const MeshData refused = MeshData::read(mesh, options);
    QVERIFY(!refused.ok());
    QVERIFY2(refused.error.contains(QStringLiteral("it has 12 faces, more than the 11 triangles")),
        qPrintable(refused.error));
    QVERIFY(refused.parts.empty());
    options.maxTriangles = 12;
    const MeshData drawn = MeshData::read(mesh, options);
    QVERIFY2(drawn.ok(), qPrintable(drawn.error));
    QCOMPARE(drawn.triangleCount(), 12);
}

// A mesh file without read permission: refused before Assimp, with the reason (as user nobody
// when this runs as root; MeshData::read() alone, no OpenGL, so it can run in a forked child).
void TestHostileMeshes::unreadableMesh()
{
    QTemporaryDir dir;
    QVERIFY(QFile::setPermissions(dir.path(), test::kTraversable));
    const QString mesh = dir.filePath(QStringLiteral("locked.stl"));
    QVERIFY(writeFile(mesh, "solid x\nendsolid x\n"));
    QVERIFY(QFile::setPermissions(mesh, QFileDevice::Permissions()));
    QVERIFY(test::asUnprivileged([&mesh] {
        const MeshData data = MeshData::read(mesh);
        return test::expect(
            data.error == QStringLiteral("cannot read mesh '%1': permission denied").arg(mesh),
            data.error);
    }));
}

int main(int argc, char *argv[])
{
    OffscreenRenderer::prepareApplication();
    QGuiApplication app(argc, argv);
    TestHostileMeshes test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_hostilemeshes.moc"
