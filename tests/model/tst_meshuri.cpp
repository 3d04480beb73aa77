// Tests for uriForMeshFile() (model/meshuri.h): the URI Edit › Add writes for a mesh file chosen in
// a file dialog. Real corpus folders (a ROS package, a Gazebo model) and made-up ones; every
// URI returned must resolve back to the chosen file through ResourceResolver.

#include "meshuri.h"
#include "resourceresolver.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace robostage;

namespace {

const QString kCorpus = QStringLiteral(ROBOSTAGE_CORPUS_DIR);
const QString kAliengo
    = kCorpus + QStringLiteral("/unitreerobotics__unitree_ros/robots/aliengo_description");
const QString kModels = kCorpus + QStringLiteral("/osrf__gazebo_models");

bool touch(const QString &path, const QByteArray &bytes = {})
{
    QDir().mkpath(QFileInfo(path).path());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

} // namespace

class TestMeshUri : public QObject
{
    Q_OBJECT

private slots:
    void uriForMesh_data();
    void uriForMesh();
    void modelPathsMakeModelUris();
};

void TestMeshUri::uriForMesh_data()
{
    QTest::addColumn<QString>("mesh");
    QTest::addColumn<QString>("referring");
    QTest::addColumn<bool>("preferPackage");
    QTest::addColumn<QString>("expected");
    QTest::newRow("ROS package") << kAliengo + "/meshes/calf.dae" << kAliengo + "/urdf/new.urdf"
                                 << true << "package://aliengo_description/meshes/calf.dae";
    QTest::newRow("Gazebo model") << kModels + "/coke_can/meshes/coke_can.dae"
                                  << kModels + "/coke_can/model.sdf" << false
                                  << "model://coke_can/meshes/coke_can.dae";
    // A Gazebo model inside a ROS package: the preference decides.
    QTest::newRow("package first")
        << "@/pkgdir/models/thing/meshes/m.stl"
        << "@/pkgdir/urdf/r.urdf" << true << "package://my_pkg/models/thing/meshes/m.stl";
    QTest::newRow("model first") << "@/pkgdir/models/thing/meshes/m.stl"
                                 << "@/pkgdir/urdf/r.urdf" << false << "model://thing/meshes/m.stl";
    // Neither: relative to the referring file's folder.
    QTest::newRow("plain below") << "@/plain/meshes/m.stl"
                                 << "@/plain/robot.urdf" << true << "meshes/m.stl";
    QTest::newRow("plain beside") << "@/plain/meshes/m.stl"
                                  << "@/plain/urdf/robot.urdf" << false << "../meshes/m.stl";
    // A model the resolver cannot find from the referring file: relative, not model://.
    QTest::newRow("model not found")
        << "@/elsewhere/thing2/meshes/m.stl"
        << "@/worlds/w.sdf" << false << "../elsewhere/thing2/meshes/m.stl";
}

void TestMeshUri::uriForMesh()
{
    QFETCH(QString, mesh);
    QFETCH(QString, referring);
    QFETCH(bool, preferPackage);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString root = QFileInfo(dir.path()).canonicalFilePath();
    QVERIFY(touch(root + "/pkgdir/package.xml",
        "<package format=\"3\"><name>my_pkg</name><version>1.0.0</version></package>"));
    QVERIFY(touch(root + "/pkgdir/models/thing/model.config", "<model><name>Thing</name></model>"));
    QVERIFY(touch(root + "/pkgdir/models/thing/meshes/m.stl", "solid m\nendsolid m\n"));
    QVERIFY(touch(root + "/plain/meshes/m.stl", "solid m\nendsolid m\n"));
    QVERIFY(touch(root + "/elsewhere/thing2/model.config", "<model><name>T2</name></model>"));
    QVERIFY(touch(root + "/elsewhere/thing2/meshes/m.stl", "solid m\nendsolid m\n"));
    mesh.replace(u'@', root);
    referring.replace(u'@', root);
    QVERIFY(QFileInfo::exists(mesh));

    const ResourceResolver resolver;
    const QString uri = uriForMeshFile(mesh, referring, resolver, preferPackage);
    QCOMPARE(uri, expected);
    // The written URI opens the chosen file.
    const ResourceResolver::Result back = resolver.resolve(uri, referring);
    QVERIFY2(back.ok(), qPrintable(back.error));
    QCOMPARE(QFileInfo(back.path).canonicalFilePath(), QFileInfo(mesh).canonicalFilePath());
}

void TestMeshUri::modelPathsMakeModelUris()
{
    // GIVEN a world far from the model and the model folder on GZ_SIM_RESOURCE_PATH's list
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString world = dir.filePath(QStringLiteral("world.sdf"));
    const QString mesh = kModels + QStringLiteral("/coke_can/meshes/coke_can.dae");
    ResourceResolver resolver;
    // WHEN no model path is set THEN the URI is relative
    const QString relative = uriForMeshFile(mesh, world, resolver, false);
    QVERIFY2(relative.startsWith(QLatin1String("../")), qPrintable(relative));
    QCOMPARE(QFileInfo(resolver.resolve(relative, world).path).canonicalFilePath(),
        QFileInfo(mesh).canonicalFilePath());
    // WHEN the models folder is a model path THEN it is model://
    resolver.setModelPaths({kModels});
    QCOMPARE(uriForMeshFile(mesh, world, resolver, false),
        QStringLiteral("model://coke_can/meshes/coke_can.dae"));
}

QTEST_GUILESS_MAIN(TestMeshUri)
#include "tst_meshuri.moc"
