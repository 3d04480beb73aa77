// Tests for render/meshgeometry.h, the GPU side of mesh files: the Qt3D geometry of a part
// (createGeometry) and the parts merged per material for drawing (mergeByMaterial), on real
// meshes from the corpus and the demo world.

#include "meshfixtures.h"
#include "meshgeometry.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QGeometry>

#include <QFileInfo>
#include <QtTest>

#include <algorithm>

using namespace robostage;
using namespace robostage::test;

class TestMeshGeometry : public QObject
{
    Q_OBJECT

private slots:
    void buildsGeometry();
    void mergesByMaterial_data();
    void mergesByMaterial();
};

void TestMeshGeometry::buildsGeometry()
{
    // GIVEN a textured part
    const MeshData data = MeshData::read(kDemo + "finger.obj");
    QVERIFY2(data.ok(), qPrintable(data.error));
    const MeshPart &part = data.parts.front();
    // WHEN its Qt3D geometry is built
    Qt3DCore::QGeometry *geometry = createGeometry(part);
    // THEN it has position, normal and UV attributes under Qt3D's names, and uint32 indices
    QMap<QString, Qt3DCore::QAttribute *> byName;
    Qt3DCore::QAttribute *index = nullptr;
    for (Qt3DCore::QAttribute *a : geometry->attributes()) {
        if (a->attributeType() == Qt3DCore::QAttribute::IndexAttribute)
            index = a;
        else
            byName.insert(a->name(), a);
    }
    using Qt3DCore::QAttribute;
    QVERIFY(byName.contains(QAttribute::defaultPositionAttributeName()));
    QVERIFY(byName.contains(QAttribute::defaultNormalAttributeName()));
    QVERIFY(byName.contains(QAttribute::defaultTextureCoordinateAttributeName()));
    QCOMPARE(byName.value(QAttribute::defaultPositionAttributeName())->count(),
        uint(part.vertexCount()));
    QCOMPARE(byName.value(QAttribute::defaultPositionAttributeName())->vertexSize(), 3u);
    QCOMPARE(byName.value(QAttribute::defaultTextureCoordinateAttributeName())->vertexSize(), 2u);
    QVERIFY(index);
    QCOMPARE(index->vertexBaseType(), QAttribute::UnsignedInt);
    QCOMPARE(index->count(), uint(part.indices.size()));
    QCOMPARE(index->buffer()->data().size(), int(part.indices.size() * 4));
    QCOMPARE(byName.value(QAttribute::defaultPositionAttributeName())->buffer()->data().size(),
        part.vertexCount() * 8 * 4);
    delete geometry;
}

void TestMeshGeometry::mergesByMaterial_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("submesh");
    QTest::addColumn<bool>("center");
    QTest::newRow("two parts, whole file") << kSubmeshes << QString() << false;
    QTest::newRow("one part, centred") << kSubmeshes << "node_0" << true;
    QTest::newRow("PR2 base, textured")
        << kCorpus + "osrf__gazebo_models/pr2/meshes/base_v0/base.dae" << QString() << false;
    QTest::newRow("Pioneer chassis, three materials")
        << kCorpus + "osrf__gazebo_models/pioneer2dx/meshes/chassis.dae" << QString() << false;
}

void TestMeshGeometry::mergesByMaterial()
{
    QFETCH(QString, path);
    QFETCH(QString, submesh);
    QFETCH(bool, center);
    if (!QFileInfo::exists(path))
        QSKIP("mesh not in the corpus");
    const MeshData data = MeshData::read(path);
    QVERIFY2(data.ok(), qPrintable(data.error));
    const MeshSelection selection = data.select(submesh, center);
    QVERIFY(!selection.parts.empty());
    // WHEN the selection is merged for drawing
    const std::vector<MaterialMesh> merged = mergeByMaterial(data, selection);
    // THEN there is one mesh per material, in the order the parts name them
    std::vector<int> materials;
    for (int i : selection.parts) {
        const int m = data.parts[size_t(i)].material;
        if (std::find(materials.begin(), materials.end(), m) == materials.end())
            materials.push_back(m);
    }
    QCOMPARE(int(merged.size()), int(materials.size()));
    for (size_t k = 0; k < merged.size(); ++k) {
        const MaterialMesh &out = merged[k];
        QCOMPARE(out.material, materials[k]);
        const InstanceMesh &mesh = out.mesh;
        const auto *v = reinterpret_cast<const float *>(mesh.vertices.constData());
        const auto *index = reinterpret_cast<const std::uint32_t *>(mesh.indices.constData());
        QVERIFY(mesh.wideIndices);
        // AND each of its parts' vertices follow one another, moved by the selection's offset,
        // with their normals and (all parts having them) their uvs, and the indices rebased
        int vertex = 0, corner = 0;
        MeshBounds bounds;
        for (int i : selection.parts) {
            const MeshPart &part = data.parts[size_t(i)];
            if (part.material != out.material)
                continue;
            QVERIFY(!mesh.hasTexCoords || !part.texCoords.empty());
            for (int j = 0; j < part.vertexCount(); ++j, ++vertex) {
                const float *w = v + vertex * mesh.floatsPerVertex();
                const QVector3D p(part.positions[size_t(3 * j)], part.positions[size_t(3 * j + 1)],
                    part.positions[size_t(3 * j + 2)]);
                QVERIFY(fuzzyEqual(QVector3D(w[0], w[1], w[2]), p + selection.offset, 1e-6f));
                bounds.add(p + selection.offset);
                for (int c = 0; c < 3; ++c)
                    QCOMPARE(w[3 + c], part.normals[size_t(3 * j + c)]);
                if (mesh.hasTexCoords) {
                    QCOMPARE(w[6], part.texCoords[size_t(2 * j)]);
                    QCOMPARE(w[7], part.texCoords[size_t(2 * j + 1)]);
                }
            }
            const std::uint32_t base = std::uint32_t(vertex - part.vertexCount());
            for (std::uint32_t t : part.indices)
                QCOMPARE(index[corner++], base + t);
        }
        QCOMPARE(mesh.vertexCount, vertex);
        QCOMPARE(mesh.indexCount, corner);
        QCOMPARE(mesh.vertices.size(), qsizetype(vertex) * mesh.floatsPerVertex() * 4);
        QCOMPARE(mesh.indices.size(), qsizetype(corner) * 4);
        // AND its bounds are those of its vertices
        QVERIFY(fuzzyEqual(mesh.boundsMin, bounds.min, 1e-5f));
        QVERIFY(fuzzyEqual(mesh.boundsMax, bounds.max, 1e-5f));
    }
    if (center) // a centred selection lies around the origin
        QVERIFY(fuzzyEqual(selection.bounds.center() + selection.offset, QVector3D(), 1e-5f));
}

QTEST_GUILESS_MAIN(TestMeshGeometry)
#include "tst_meshgeometry.moc"
