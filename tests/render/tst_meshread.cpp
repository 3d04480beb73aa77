// Tests for MeshData as MeshCache reads it: real meshes from the corpus and the demo world in
// every format the descriptions use (COLLADA, binary and ASCII STL, OBJ + MTL, glTF + .bin),
// COLLADA units and up axis, `<submesh>` selection, the file's own materials, and bad files.

#include "meshcache.h"
#include "meshfixtures.h"

#include <assimp/Importer.hpp>
#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace robostage;
using namespace robostage::test;

namespace {

QString text(const QVector3D &v)
{
    return QStringLiteral("(%1, %2, %3)").arg(v.x()).arg(v.y()).arg(v.z());
}

} // namespace

class TestMeshRead : public QObject
{
    Q_OBJECT

private slots:
    void readsFormat_data();
    void readsFormat();
    void unitsAndUpAxis_data();
    void unitsAndUpAxis();
    void submesh_data();
    void submesh();
    void fileMaterials_data();
    void fileMaterials();
    void rejectsBadFile_data();
    void rejectsBadFile();
};

void TestMeshRead::readsFormat_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("triangles"); // exact count, or -1: any positive count
    QTest::addColumn<bool>("uv"); // the file has texture coordinates

    QTest::newRow("COLLADA Z_UP, sdformat box")
        << kCorpus + "gazebosim__sdformat/test/sdf/box.dae" << 12 << false;
    QTest::newRow("COLLADA Y_UP textured, urdf_tutorial finger")
        << kCorpus + "ros__urdf_tutorial/meshes/l_finger.dae" << -1 << true;
    QTest::newRow("COLLADA centimetres, duck")
        << kCorpus + "gazebosim__gz-sim/test/media/duck.dae" << -1 << true;
    // A binary STL stores its triangle count in its header: 7216 here.
    QTest::newRow("binary STL, unitree r1 elbow") << kCorpus
            + "unitreerobotics__unitree_ros/robots/r1_description/meshes/right_elbow_link.STL"
                                                  << 7216 << false;
    QTest::newRow("ASCII STL, demo base plate") << kDemo + "base_plate.stl" << 24 << false;
    QTest::newRow("OBJ with quads, demo finger") << kDemo + "finger.obj" << 12 << true;
    QTest::newRow("OBJ + MTL, drake textured box")
        << kCorpus + "RobotLocomotion__drake/geometry/render/test/meshes/box.obj" << 12 << true;
    QTest::newRow("OBJ + MTL, gz-sim building wall")
        << kCorpus + "gazebosim__gz-sim/test/worlds/models/building_L1/meshes/wall_1.obj" << -1
        << true;
    QTest::newRow("glTF + .bin, iiwa link 3")
        << kCorpus + "RobotLocomotion__models/iiwa_description/meshes/iiwa14/visual/link_3.gltf"
        << -1 << false;
    QTest::newRow("glTF + .bin textured, drake pyramid") << kCorpus
            + "RobotLocomotion__drake/geometry/render/test/meshes/fully_textured_pyramid.gltf"
                                                         << 6 << true;
}

void TestMeshRead::readsFormat()
{
    QFETCH(QString, path);
    QFETCH(int, triangles);
    QFETCH(bool, uv);
    if (!QFileInfo::exists(path))
        QSKIP(qPrintable(QStringLiteral("not found: %1").arg(path)));

    // WHEN a real mesh file is read
    const MeshData data = MeshData::read(path);
    // THEN it has triangle parts with normals, indices in range and plausible bounds in metres
    QVERIFY2(data.ok(), qPrintable(data.error));
    QVERIFY(!data.parts.empty());
    QVERIFY(data.vertexCount() >= 3);
    if (triangles < 0)
        QVERIFY(data.triangleCount() > 0);
    else
        QCOMPARE(data.triangleCount(), triangles);
    // AND its vertices are joined as Assimp's JoinIdenticalVertices joins them (the oracle;
    // RoboStage joins vertices of equal bits, Assimp also nearly equal ones: up to 5 % more)
    Assimp::Importer importer;
    const aiScene *joined = importer.ReadFile(QFile::encodeName(path).toStdString(),
        aiProcess_Triangulate | aiProcess_SortByPType | aiProcess_GenSmoothNormals
            | aiProcess_JoinIdenticalVertices);
    QVERIFY(joined);
    int assimpVertices = 0;
    for (unsigned i = 0; i < joined->mNumMeshes; ++i) {
        if (joined->mMeshes[i]->mPrimitiveTypes & aiPrimitiveType_TRIANGLE)
            assimpVertices += int(joined->mMeshes[i]->mNumVertices);
    }
    QVERIFY2(data.vertexCount() >= assimpVertices && data.vertexCount() <= assimpVertices * 1.05,
        qPrintable(
            QStringLiteral("%1 vertices, Assimp %2").arg(data.vertexCount()).arg(assimpVertices)));
    for (const MeshPart &part : data.parts) {
        QCOMPARE(part.normals.size(), part.positions.size());
        QCOMPARE(part.positions.size() % 3, size_t(0));
        QVERIFY(part.texCoords.empty() || part.texCoords.size() / 2 == part.positions.size() / 3);
        QCOMPARE(part.indices.size() % 3, size_t(0));
        for (std::uint32_t i : part.indices)
            QVERIFY(i < std::uint32_t(part.vertexCount()));
        QVERIFY(part.material >= 0 && part.material < int(data.materials.size()));
        const float length = QVector3D(part.normals[0], part.normals[1], part.normals[2]).length();
        QVERIFY(qAbs(length - 1) < 1e-3f);
    }
    QCOMPARE(std::any_of(data.parts.begin(), data.parts.end(),
                 [](const MeshPart &p) { return !p.texCoords.empty(); }),
        uv);
    QVERIFY(data.bounds.valid());
    const QVector3D size = data.bounds.size();
    const float largest = std::max({size.x(), size.y(), size.z()});
    QVERIFY2(largest > 0.01f && largest < 30.f, qPrintable(text(size)));
}

void TestMeshRead::unitsAndUpAxis_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("honourUpAxis");
    QTest::addColumn<QVector3D>("min"); // expected bounds, metres, Z up
    QTest::addColumn<QVector3D>("max");

    // duck.dae: <unit meter="0.01">, Y_UP, Y-up data (the duck's height is its y in the file).
    // As Gazebo shows it (up axis not parsed): centimetres to metres, axes as written.
    QTest::newRow("duck, centimetres, up axis as Gazebo")
        << kCorpus + "gazebosim__gz-sim/test/media/duck.dae" << false
        << QVector3D(-0.693f, 0.099f, -0.613f) << QVector3D(0.962f, 1.640f, 0.539f);
    // Honouring Y_UP stands the duck up: height along z, feet at z = 0.099.
    QTest::newRow("duck, centimetres, Y_UP honoured")
        << kCorpus + "gazebosim__gz-sim/test/media/duck.dae" << true
        << QVector3D(-0.693f, -0.539f, 0.099f) << QVector3D(0.962f, 0.613f, 1.640f);
    // Z_UP with a 2 m cube: the same either way (Assimp's Z_UP -> Y_UP turn is undone).
    QTest::newRow("box, metres, Z_UP") << kCorpus + "gazebosim__sdformat/test/sdf/box.dae" << true
                                       << QVector3D(-1, -1, -1) << QVector3D(1, 1, 1);
    // PR2 base: declares Y_UP, holds Z-up data; Gazebo's view matches its collision STL
    // (base_L.stl, z from 0 to 0.656 m) only when the up axis is not honoured.
    QTest::newRow("pr2 base, Y_UP declared, Z-up data")
        << kCorpus + "osrf__gazebo_models/pr2/meshes/base_v0/base.dae" << false
        << QVector3D(-0.336f, -0.333f, 0) << QVector3D(0.334f, 0.333f, 0.656f);
    QTest::newRow("pr2 base STL twin")
        << kCorpus + "osrf__gazebo_models/pr2/meshes/base_v0/base.stl" << false
        << QVector3D(-0.336f, -0.333f, 0) << QVector3D(0.334f, 0.333f, 0.656f);
    // <unit name="inch" meter="0.0254">, Z_UP: a 11 cm tall cone standing on z = 0.
    QTest::newRow("construction cone, inches, Z_UP")
        << kCorpus + "osrf__gazebo_models/construction_cone/meshes/construction_cone.dae" << true
        << QVector3D(-0.0251f, -0.0251f, 0) << QVector3D(0.0251f, 0.0251f, 0.1089f);
    // glTF is Y up by its spec and is turned to Z up: iiwa link 3 extends 0.28 m along +z.
    QTest::newRow("glTF Y up to Z up, iiwa link 3")
        << kCorpus + "RobotLocomotion__models/iiwa_description/meshes/iiwa14/visual/link_3.gltf"
        << false << QVector3D(-0.068f, -0.068f, -0.010f) << QVector3D(0.068f, 0.115f, 0.284f);
}

void TestMeshRead::unitsAndUpAxis()
{
    QFETCH(QString, path);
    QFETCH(bool, honourUpAxis);
    QFETCH(QVector3D, min);
    QFETCH(QVector3D, max);
    if (!QFileInfo::exists(path))
        QSKIP(qPrintable(QStringLiteral("not found: %1").arg(path)));

    // WHEN the file is read with the given up-axis policy
    MeshReadOptions options;
    options.honourColladaUpAxis = honourUpAxis;
    const MeshData data = MeshData::read(path, options);
    QVERIFY2(data.ok(), qPrintable(data.error));
    // THEN its bounds are the object's known size in metres, Z up
    QVERIFY2(fuzzyEqual(data.bounds.min, min, 0.005f), qPrintable(text(data.bounds.min)));
    QVERIFY2(fuzzyEqual(data.bounds.max, max, 0.005f), qPrintable(text(data.bounds.max)));
}

void TestMeshRead::submesh_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("center");
    QTest::addColumn<int>("parts");
    QTest::addColumn<QVector3D>("centre"); // of the selection after the offset

    // node_0 is a 2 m cube placed by its node at x = 10; node_1 a drill placed at x = -10.
    QTest::newRow("whole file") << QString() << false << 2 << QVector3D(0.428f, 0, 0);
    QTest::newRow("node_0 as placed") << "node_0" << false << 1 << QVector3D(10, 0, 0);
    QTest::newRow("node_0 centred") << "node_0" << true << 1 << QVector3D(0, 0, 0);
    QTest::newRow("node_1 centred") << "node_1" << true << 1 << QVector3D(0, 0, 0);
    QTest::newRow("by mesh name") << "mesh_1" << false << 1 << QVector3D(-10.053f, 0.010f, 0.219f);
    QTest::newRow("unknown name") << "node_9" << true << 0 << QVector3D(0, 0, 0);
}

void TestMeshRead::submesh()
{
    QFETCH(QString, name);
    QFETCH(bool, center);
    QFETCH(int, parts);
    QFETCH(QVector3D, centre);
    if (!QFileInfo::exists(kSubmeshes))
        QSKIP("mesh_with_submeshes not in the corpus");

    // GIVEN gz-sim's mesh_with_submeshes.dae
    const MeshData data = MeshData::read(kSubmeshes);
    QVERIFY2(data.ok(), qPrintable(data.error));
    QCOMPARE(int(data.parts.size()), 2);
    // WHEN a <submesh> is selected, with or without <center>
    const MeshSelection selection = data.select(name, center);
    // THEN the named parts are chosen, and the offset moves their box centre to the origin
    QCOMPARE(int(selection.parts.size()), parts);
    if (parts == 0) {
        QVERIFY(!selection.bounds.valid());
        return;
    }
    const QVector3D placed = selection.bounds.center() + selection.offset;
    QVERIFY2(fuzzyEqual(placed, centre, 0.002f), qPrintable(text(placed)));
    if (!center)
        QCOMPARE(selection.offset, QVector3D());
    // AND the geometry transform applies the offset before the scale
    const QMatrix4x4 X = meshTransform(selection, Vec3 {2, 2, 2});
    QVERIFY(fuzzyEqual(X.map(selection.bounds.center()), 2 * placed, 0.004f));
}

void TestMeshRead::fileMaterials_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("texture"); // file name of the diffuse texture, empty: none
    QTest::addColumn<bool>("pbr"); // base colour, metallic and roughness given

    QTest::newRow("COLLADA, urdf_tutorial finger")
        << kCorpus + "ros__urdf_tutorial/meshes/l_finger.dae"
        << "l_finger_color.png" << false;
    QTest::newRow("COLLADA, texture in another folder, pr2 base")
        << kCorpus + "osrf__gazebo_models/pr2/meshes/base_v0/base.dae"
        << "base_color.png" << false;
    QTest::newRow("COLLADA, submeshes drill") << kSubmeshes << "cordless_drill.png" << false;
    QTest::newRow("OBJ + MTL with map_Kd options, drake box")
        << kCorpus + "RobotLocomotion__drake/geometry/render/test/meshes/box.obj"
        << "box.png" << false;
    QTest::newRow("glTF base colour, drake pyramid")
        << kCorpus
            + "RobotLocomotion__drake/geometry/render/test/meshes/fully_textured_pyramid.gltf"
        << "fully_textured_pyramid_base_color.png" << true;
    QTest::newRow("glTF colour only, iiwa link 3")
        << kCorpus + "RobotLocomotion__models/iiwa_description/meshes/iiwa14/visual/link_3.gltf"
        << QString() << true;
    QTest::newRow("COLLADA colour only, sdformat box")
        << kCorpus + "gazebosim__sdformat/test/sdf/box.dae" << QString() << false;
}

void TestMeshRead::fileMaterials()
{
    QFETCH(QString, path);
    QFETCH(QString, texture);
    QFETCH(bool, pbr);
    if (!QFileInfo::exists(path))
        QSKIP(qPrintable(QStringLiteral("not found: %1").arg(path)));

    const MeshData data = MeshData::read(path);
    QVERIFY2(data.ok(), qPrintable(data.error));
    QVERIFY(data.missingTextures.isEmpty());
    // THEN the material of the part that uses a texture (or of the first part) has it as an
    // existing absolute file, and colours
    const MeshMaterial *material = &data.materials[size_t(data.parts.front().material)];
    for (const MeshPart &part : data.parts) {
        if (!data.materials[size_t(part.material)].diffuseTexture.isEmpty())
            material = &data.materials[size_t(part.material)];
    }
    QVERIFY(material->diffuse.has_value());
    if (texture.isEmpty()) {
        QVERIFY(material->diffuseTexture.isEmpty());
    } else {
        QCOMPARE(QFileInfo(material->diffuseTexture).fileName(), texture);
        QVERIFY(QFileInfo(material->diffuseTexture).isAbsolute());
        QVERIFY(QFileInfo::exists(material->diffuseTexture));
    }
    QCOMPARE(material->baseColor.has_value(), pbr);
    QCOMPARE(material->metallic.has_value() && material->roughness.has_value(), pbr);
}

void TestMeshRead::rejectsBadFile_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content"); // null: the file is not created
    QTest::addColumn<QString>("reason"); // part of the error text

    QTest::newRow("missing") << "missing.stl" << QByteArray() << "no such file";
    QTest::newRow("empty") << "empty.obj" << QByteArray("") << "empty";
    QTest::newRow("truncated binary STL") << "truncated.stl" << QByteArray(90, '\x01') << "";
    QTest::newRow("corrupt COLLADA")
        << "corrupt.dae" << QByteArray("<?xml version=\"1.0\"?>\n<COLLADA><library_") << "";
    QTest::newRow("corrupt glTF") << "corrupt.gltf" << QByteArray("{\"asset\": {\"version\": ")
                                  << "";
    QTest::newRow("OBJ without faces")
        << "points.obj" << QByteArray("v 0 0 0\nv 1 0 0\nv 0 1 0\n") << "";
}

void TestMeshRead::rejectsBadFile()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QString, reason);

    // GIVEN a file that is missing or is not a readable mesh
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(name);
    if (!content.isNull()) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }
    // WHEN the cache loads it
    MeshCache cache;
    const auto data = cache.load(path);
    // THEN it gets a MeshData with an error naming the file and the cause, and no parts
    QVERIFY(data);
    QVERIFY(!data->ok());
    QVERIFY2(data->error.contains(path), qPrintable(data->error));
    QVERIFY2(data->error.size() > path.size() + 20, qPrintable(data->error));
    QVERIFY2(data->error.contains(reason), qPrintable(data->error));
    qInfo().noquote() << data->error;
    QVERIFY(data->parts.empty());
    QCOMPARE(data->triangleCount(), 0);
    // AND the failure is cached like a success: asking again does not read again
    QCOMPARE(cache.load(path), data);
    QCOMPARE(cache.find(path), data);
    QCOMPARE(cache.readCount(), 1);
}

QTEST_GUILESS_MAIN(TestMeshRead)
#include "tst_meshread.moc"
