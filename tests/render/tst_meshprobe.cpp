// Tests for MeshProbe: real meshes from the corpus and the demo world in every format the
// descriptions use (COLLADA, STL, OBJ, glTF), and files it must reject with a clear error.

#include "meshprobe.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace robostage;

class TestMeshProbe : public QObject
{
    Q_OBJECT

private slots:
    void readsMesh_data();
    void readsMesh();
    void rejectsBadFile_data();
    void rejectsBadFile();
};

void TestMeshProbe::readsMesh_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("triangles"); // exact count, or -1: any positive count

    const QString corpus = QStringLiteral(ROBOSTAGE_CORPUS_DIR "/");
    const QString demo = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/../../resources/worlds/meshes/");
    QTest::newRow("COLLADA, sdformat box") << corpus + "gazebosim__sdformat/test/sdf/box.dae" << -1;
    QTest::newRow("COLLADA, urdf_tutorial finger")
        << corpus + "ros__urdf_tutorial/meshes/l_finger.dae" << -1;
    // A binary STL stores its triangle count in its header: 7216 here.
    QTest::newRow("binary STL, unitree r1 elbow")
        << corpus + "unitreerobotics__unitree_ros/robots/r1_description/meshes/right_elbow_link.STL"
        << 7216;
    QTest::newRow("OBJ, iiwa collision polytope") << corpus
            + "RobotLocomotion__models/iiwa_description/meshes/iiwa14/collision/link_7_polytope.obj"
                                                  << -1;
    QTest::newRow("glTF with .bin, iiwa link 3")
        << corpus + "RobotLocomotion__models/iiwa_description/meshes/iiwa14/visual/link_3.gltf"
        << -1;
    QTest::newRow("ASCII STL, demo base plate") << demo + "base_plate.stl" << 24;
    QTest::newRow("OBJ with quads, demo finger") << demo + "finger.obj" << 12;
}

void TestMeshProbe::readsMesh()
{
    QFETCH(QString, path);
    QFETCH(int, triangles);
    if (!QFileInfo::exists(path))
        QSKIP(qPrintable(QStringLiteral("not found: %1").arg(path)));

    // WHEN a real mesh file is probed
    const MeshProbeResult result = MeshProbe::probe(path);
    // THEN it reads, with at least one mesh, shared vertices and the expected triangles
    QVERIFY2(result.ok, qPrintable(result.error));
    QVERIFY(result.error.isEmpty());
    QVERIFY(result.meshCount >= 1);
    QVERIFY(result.vertexCount >= 3);
    QVERIFY(result.materialCount >= 1);
    if (triangles < 0)
        QVERIFY(result.triangleCount > 0);
    else
        QCOMPARE(result.triangleCount, triangles);
    QVERIFY(result.vertexCount <= 3 * result.triangleCount);
}

void TestMeshProbe::rejectsBadFile_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content"); // null: the file is not created

    QTest::newRow("missing") << "missing.stl" << QByteArray();
    QTest::newRow("empty") << "empty.obj" << QByteArray("");
    QTest::newRow("truncated binary STL") << "truncated.stl" << QByteArray(90, '\x01');
    QTest::newRow("corrupt COLLADA")
        << "corrupt.dae" << QByteArray("<?xml version=\"1.0\"?>\n<COLLADA><library_");
    QTest::newRow("corrupt glTF") << "corrupt.gltf" << QByteArray("{\"asset\": {\"version\": ");
    QTest::newRow("unknown format") << "notes.xyz123" << QByteArray("just some text\n");
}

void TestMeshProbe::rejectsBadFile()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);

    // GIVEN a file that is missing or is not a readable mesh
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(name);
    if (!content.isNull()) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }
    // WHEN it is probed
    const MeshProbeResult result = MeshProbe::probe(path);
    // THEN it fails with a message that names the file, and counts nothing
    QVERIFY(!result.ok);
    QVERIFY2(result.error.contains(path), qPrintable(result.error));
    QVERIFY(result.error.size() > path.size() + 20);
    QCOMPARE(result.triangleCount, 0);
    QCOMPARE(result.meshCount, 0);
}

QTEST_GUILESS_MAIN(TestMeshProbe)
#include "tst_meshprobe.moc"
