// COLLADA opacity as Gazebo draws it (issue 30): `<transparency>0</transparency>` beside a
// `<transparent>` colour without an `opaque` attribute is opaque (gz-common's ColladaLoader),
// not invisible as Assimp reads it; the four `opaque` modes of COLLADA 1.4.1 follow gz-common.

#include "colladaopacity.h"
#include "corpus.h"
#include "meshdata.h"
#include "testutil.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

using namespace robostage;

namespace {

/// A one-triangle COLLADA file whose effect has `transparent` (the element, or nothing when
/// empty) and `<transparency>` `t` (none when empty).
QByteArray dae(const QByteArray &transparent, const QByteArray &t)
{
    return "<?xml version=\"1.0\"?>\n"
           "<COLLADA xmlns=\"http://www.collada.org/2005/11/COLLADASchema\" version=\"1.4.1\">\n"
           "<library_effects><effect id=\"fx\"><profile_COMMON><technique sid=\"c\"><phong>\n"
           "<diffuse><color>0.8 0.2 0.2 1</color></diffuse>\n"
        + transparent
        + (t.isEmpty() ? QByteArray() : "<transparency><float>" + t + "</float></transparency>")
        + "</phong></technique></profile_COMMON></effect></library_effects>\n"
          "<library_materials><material id=\"mat-id\" name=\"red\"><instance_effect "
          "url=\"#fx\"/></material></library_materials>\n"
          "<library_geometries><geometry id=\"g\"><mesh>\n"
          "<source id=\"p\"><float_array id=\"pa\" count=\"9\">0 0 0 1 0 0 0 1 0</float_array>\n"
          "<technique_common><accessor source=\"#pa\" count=\"3\" stride=\"3\"><param name=\"X\" "
          "type=\"float\"/><param name=\"Y\" type=\"float\"/><param name=\"Z\" "
          "type=\"float\"/></accessor></technique_common></source>\n"
          "<vertices id=\"v\"><input semantic=\"POSITION\" source=\"#p\"/></vertices>\n"
          "<triangles material=\"m\" count=\"1\"><input semantic=\"VERTEX\" source=\"#v\" "
          "offset=\"0\"/><p>0 1 2</p></triangles>\n"
          "</mesh></geometry></library_geometries>\n"
          "<library_visual_scenes><visual_scene id=\"s\"><node id=\"n\"><instance_geometry "
          "url=\"#g\"><bind_material><technique_common><instance_material symbol=\"m\" "
          "target=\"#mat-id\"/></technique_common></bind_material></instance_geometry></node>"
          "</visual_scene></library_visual_scenes>\n"
          "<scene><instance_visual_scene url=\"#s\"/></scene>\n"
          "</COLLADA>\n";
}

} // namespace

class TestColladaOpacity : public QObject
{
    Q_OBJECT

private slots:
    void modes_data();
    void modes();
    void gazeboModelsOpaque_data();
    void gazeboModelsOpaque();
    void noCorpusMeshInvisible();
};

void TestColladaOpacity::modes_data()
{
    QTest::addColumn<QByteArray>("transparent");
    QTest::addColumn<QByteArray>("transparency");
    QTest::addColumn<double>("opacity");
    const QByteArray black = "<color>0 0 0 1</color>";
    const QByteArray half = "<color>0.5 0.5 0.5 0.25</color>"; // luminance 0.5, alpha 0.25
    // The exporters' case: no `opaque` attribute, transparency 0: opaque (Assimp: invisible)
    QTest::newRow("no opaque attribute, 0")
        << "<transparent>" + black + "</transparent>" << QByteArray("0") << 1.0;
    QTest::newRow("no <transparent>") << QByteArray() << QByteArray("0.5") << 1.0;
    QTest::newRow("A_ONE") << "<transparent opaque=\"A_ONE\">" + half + "</transparent>"
                           << QByteArray("0.8") << 0.2;
    QTest::newRow("A_ONE, no <transparency>")
        << "<transparent opaque=\"A_ONE\">" + half + "</transparent>" << QByteArray() << 0.25;
    QTest::newRow("A_ZERO") << "<transparent opaque=\"A_ZERO\">" + half + "</transparent>"
                            << QByteArray("0.8") << 0.8;
    QTest::newRow("RGB_ONE") << "<transparent opaque=\"RGB_ONE\">" + half + "</transparent>"
                             << QByteArray("0.5") << 0.25;
    QTest::newRow("RGB_ZERO") << "<transparent opaque=\"RGB_ZERO\">" + half + "</transparent>"
                              << QByteArray("0.5") << 0.75;
    QTest::newRow("A_ONE, transparency 0: invisible, as in Gazebo")
        << "<transparent opaque=\"A_ONE\">" + black + "</transparent>" << QByteArray("0") << 0.0;
}

void TestColladaOpacity::modes()
{
    QFETCH(QByteArray, transparent);
    QFETCH(QByteArray, transparency);
    QFETCH(double, opacity);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("t.dae"));
    QVERIFY(test::writeFile(path, dae(transparent, transparency)));
    // THEN gz-common's value, by material id and name
    const QHash<QString, double> opacities = colladaOpacities(path);
    QCOMPARE(opacities.size(), 2);
    QVERIFY2(qAbs(opacities.value(QStringLiteral("red"), -1) - opacity) < 1e-6,
        qPrintable(QString::number(opacities.value(QStringLiteral("red")))));
    QCOMPARE(opacities.value(QStringLiteral("mat-id")), opacities.value(QStringLiteral("red")));
    // AND the mesh is read with it
    MeshData mesh = MeshData::read(path);
    QVERIFY2(mesh.error.isEmpty(), qPrintable(mesh.error));
    QCOMPARE(mesh.materials.size(), size_t(1));
    QVERIFY2(qAbs(mesh.materials[0].opacity - opacity) < 1e-6,
        qPrintable(QString::number(mesh.materials[0].opacity)));
}

void TestColladaOpacity::gazeboModelsOpaque_data()
{
    QTest::addColumn<QString>("model");
    for (const char *model : {"coke_can", "cordless_drill", "kinect"})
        QTest::newRow(model) << QString::fromLatin1(model);
}

void TestColladaOpacity::gazeboModelsOpaque()
{
    // GIVEN gazebo_models' meshes with <transparency>0 and no `opaque` attribute
    QFETCH(QString, model);
    const QString path = test::corpusDir() + QStringLiteral("/osrf__gazebo_models/") + model
        + QStringLiteral("/meshes/") + model + QStringLiteral(".dae");
    if (!QFileInfo::exists(path))
        QSKIP("the corpus is missing");
    // WHEN read THEN every material is opaque, as Gazebo draws them
    const MeshData mesh = MeshData::read(path);
    QVERIFY2(mesh.error.isEmpty(), qPrintable(mesh.error));
    QVERIFY(!mesh.materials.empty());
    for (const MeshMaterial &m : mesh.materials)
        QVERIFY2(m.opacity == 1, qPrintable(m.name + u' ' + QString::number(m.opacity)));
}

void TestColladaOpacity::noCorpusMeshInvisible()
{
    // Every COLLADA file of the corpus: no material comes out fully transparent (Gazebo draws
    // every one of them; gz-common's rules hide none)
    const QString corpus = test::corpusDir();
    if (!QFileInfo::exists(corpus))
        QSKIP("the corpus is missing");
    QDirIterator it(corpus, {QStringLiteral("*.dae"), QStringLiteral("*.DAE")}, QDir::Files,
        QDirIterator::Subdirectories);
    int files = 0, materials = 0;
    QStringList invisible;
    while (it.hasNext()) {
        const QString path = it.next();
        const MeshData mesh = MeshData::read(path);
        if (!mesh.error.isEmpty())
            continue; // tst_hostilemeshes and the corpus tests cover unreadable files
        ++files;
        for (const MeshMaterial &m : mesh.materials) {
            ++materials;
            if (m.opacity <= 0.01)
                invisible << path.mid(corpus.size() + 1) + u' ' + m.name;
        }
    }
    QVERIFY2(invisible.isEmpty(), qPrintable(invisible.join(u'\n')));
    QVERIFY2(files >= 100, qPrintable(QString::number(files)));
    qInfo("%d COLLADA files, %d materials, none invisible", files, materials);
}

QTEST_GUILESS_MAIN(TestColladaOpacity)
#include "tst_colladaopacity.moc"
