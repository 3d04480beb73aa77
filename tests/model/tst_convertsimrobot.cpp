// Tests of the SimRobot → SDFormat converter (model/convert/simrobottosdf.cpp) and its pieces:
// the Wavefront OBJ writer, the SDF text of a hand-written scene with a limited hinge, an
// unlimited slider, an inline mesh and a nested compound named like its parent, the world poses
// of the written file read back, and writeConversion()'s all-or-nothing writing.

#include "convert/convert.h"
#include "convert/wavefrontobj.h"
#include "document.h"
#include "testutil.h"

#include <tinyxml2.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace robostage;
using robostage::test::describe;
using robostage::test::poseNear;

namespace {

QString fixture(const char *name)
{
    return QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/convert/") + QLatin1String(name);
}

int countLines(const QByteArray &text, const char *prefix)
{
    int n = 0;
    for (const QByteArray &line : text.split('\n'))
        n += line.startsWith(prefix);
    return n;
}

/// World poses by "kind scoped-name" at joint positions `q`.
QHash<QString, Pose> poses(const Document &doc, const JointPositions &q = {})
{
    const FrameGraph &g = doc.frames();
    const std::vector<Pose> X_WF = g.worldPoses(q);
    QHash<QString, Pose> out;
    for (FrameId id = 1; id < g.size(); ++id) {
        const FrameNode &n = g.node(id);
        if (n.kind == FrameKind::Sensor)
            continue; // the SDFormat reader keeps sensors as link children without frames
        out.insert(QString::fromLatin1(frameKindName(n.kind)) + QLatin1Char(' ') + n.scopedName,
            X_WF[size_t(id)]);
    }
    return out;
}

/// The element at `path` ("world/model[name=Base]/joint[name=elbow]/axis/xyz") below `root`.
const tinyxml2::XMLElement *find(const tinyxml2::XMLElement *root, const QString &path)
{
    const tinyxml2::XMLElement *e = root;
    for (const QString &step : path.split(QLatin1Char('/'))) {
        const QString tag = step.section(QLatin1Char('['), 0, 0);
        const QString name = step.contains(QLatin1String("[name="))
            ? step.section(QStringLiteral("[name="), 1).chopped(1)
            : QString();
        const tinyxml2::XMLElement *child = e->FirstChildElement(tag.toUtf8().constData());
        while (child && !name.isEmpty() && QString::fromUtf8(child->Attribute("name")) != name)
            child = child->NextSiblingElement(tag.toUtf8().constData());
        if (!child)
            return nullptr;
        e = child;
    }
    return e;
}

QString text(const tinyxml2::XMLElement *root, const QString &path)
{
    const tinyxml2::XMLElement *e = find(root, path);
    return e && e->GetText() ? QString::fromUtf8(e->GetText()) : QString();
}

} // namespace

class TestConvertSimRobot : public QObject
{
    Q_OBJECT

private slots:
    void objWriter_data();
    void objWriter();
    void hingeScene();
    void hingeSceneRoundTrip();
    void initialDeflection();
    void writeConversionAllOrNothing();
    void notSimRobot();

private:
    QTemporaryDir m_dir;
};

void TestConvertSimRobot::objWriter_data()
{
    QTest::addColumn<bool>("normals");
    QTest::addColumn<bool>("texCoords");
    QTest::addColumn<QString>("firstFace");
    QTest::newRow("positions") << false << false << "f 1 2 3";
    QTest::newRow("normals") << true << false << "f 1//1 2//2 3//3";
    QTest::newRow("texCoords") << false << true << "f 1/1 2/2 3/3";
    QTest::newRow("both") << true << true << "f 1/1/1 2/2/2 3/3/3";
}

void TestConvertSimRobot::objWriter()
{
    // GIVEN a quad as two triangles (5 vertices, one unused) with or without normals and uvs
    QFETCH(bool, normals);
    QFETCH(bool, texCoords);
    QFETCH(QString, firstFace);
    InlineMesh mesh;
    mesh.positions = {0, 0, 0, 0.1f, 0, 0, 0.1f, 0.1f, 0, 0, 0.1f, 0, -2.5f, 1e-7f, 3};
    if (normals)
        mesh.normals = {0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 1, 0, 0};
    if (texCoords)
        mesh.texCoords = {0, 0, 1, 0, 1, 1, 0, 1, 0.5f, 0.5f};
    mesh.indices = {0, 1, 2, 0, 2, 3};
    // WHEN written as OBJ
    const QByteArray obj = convert::wavefrontObj(mesh, QStringLiteral("a\ncomment"));
    // THEN one v (vn, vt) line per vertex, one f line per triangle, 1-based, shortest floats
    QCOMPARE(countLines(obj, "v "), 5);
    QCOMPARE(countLines(obj, "vn "), normals ? 5 : 0);
    QCOMPARE(countLines(obj, "vt "), texCoords ? 5 : 0);
    QCOMPARE(countLines(obj, "f "), 2);
    QCOMPARE(countLines(obj, "# "), 1);
    QVERIFY(obj.contains("# a comment\n"));
    QVERIFY2(obj.contains(firstFace.toUtf8() + '\n'), obj.constData());
    QVERIFY(obj.contains("v 0.1 0.1 0\n"));
    QVERIFY(obj.contains("v -2.5 1e-07 3\n"));
}

void TestConvertSimRobot::hingeScene()
{
    // GIVEN a compound with a limited hinge (-30°…45°, y axis, servo limits) to a body with an
    // inline textured quad, an unlimited slider, and a nested compound named like its parent
    const auto doc = Document::load(fixture("hinge_scene.ros2"), ResourceResolver());
    QVERIFY2(!doc->diagnostics().hasErrors(), qPrintable(test::diagnosticsText(*doc)));
    // WHEN converted for OUT = DIR/hinge.sdf
    const QString out = m_dir.filePath(QStringLiteral("text/hinge.sdf"));
    const Conversion result = convertSimRobotToSdf(*doc, out);
    QVERIFY(result.ok);
    tinyxml2::XMLDocument xml;
    QCOMPARE(xml.Parse(result.xml.constData(), size_t(result.xml.size())), tinyxml2::XML_SUCCESS);
    const tinyxml2::XMLElement *sdf = xml.RootElement();
    QCOMPARE(QString::fromUtf8(sdf->Attribute("version")), QStringLiteral("1.9"));
    // THEN the world has the scene's background, the light's ambient colour and the gravity
    QCOMPARE(
        QString::fromUtf8(find(sdf, "world")->Attribute("name")), QStringLiteral("HingeScene"));
    QCOMPARE(text(sdf, "world/scene/background"), QStringLiteral("0.1 0.2 0.3 1"));
    QCOMPARE(text(sdf, "world/scene/ambient"), QStringLiteral("0.5 0.5 0.5 1"));
    QCOMPARE(text(sdf, "world/gravity"), QStringLiteral("0 0 -9.81"));
    QCOMPARE(text(sdf, "world/light[name=PointLight]/pose"), QStringLiteral("0 0 3 0 0 0"));
    // AND the hinge is a revolute joint with its axis and limits (radians, N·m, rad/s)
    const QString elbow = QStringLiteral("world/model[name=Base]/joint[name=elbow]");
    QCOMPARE(QString::fromUtf8(find(sdf, elbow)->Attribute("type")), QStringLiteral("revolute"));
    QCOMPARE(text(sdf, elbow + "/parent"), QStringLiteral("Base"));
    QCOMPARE(text(sdf, elbow + "/child"), QStringLiteral("Arm"));
    QCOMPARE(text(sdf, elbow + "/axis/xyz"), QStringLiteral("0 1 0"));
    QVERIFY(std::abs(text(sdf, elbow + "/axis/limit/lower").toDouble() + M_PI / 6) < 1e-12);
    QVERIFY(std::abs(text(sdf, elbow + "/axis/limit/upper").toDouble() - M_PI / 4) < 1e-12);
    QCOMPARE(text(sdf, elbow + "/axis/limit/effort"), QStringLiteral("5"));
    QCOMPARE(text(sdf, elbow + "/axis/limit/velocity"), QStringLiteral("2"));
    QCOMPARE(QString::fromUtf8(find(sdf, elbow + "/pose")->Attribute("relative_to")),
        QStringLiteral("Base"));
    QCOMPARE(
        QString::fromUtf8(find(sdf, QStringLiteral("world/model[name=Base]/link[name=Arm]/pose"))
                              ->Attribute("relative_to")),
        QStringLiteral("elbow"));
    // AND the slider without Deflection is a prismatic joint without lower/upper bounds
    const QString rail = QStringLiteral("world/model[name=Base]/joint[name=rail]");
    QCOMPARE(QString::fromUtf8(find(sdf, rail)->Attribute("type")), QStringLiteral("prismatic"));
    QCOMPARE(text(sdf, rail + "/axis/xyz"), QStringLiteral("1 0 0"));
    QVERIFY(!find(sdf, rail + "/axis/limit"));
    // AND the compound with joints is fixed to the world instead of static, with a warning
    QVERIFY(!find(sdf, QStringLiteral("world/model[name=Base]/static")));
    QCOMPARE(text(sdf, "world/model[name=Base]/joint[name=fixed_to_world]/parent"),
        QStringLiteral("world"));
    // AND the nested compound named like its parent's link is renamed, static, with a warning
    QCOMPARE(text(sdf, "world/model[name=Base]/model[name=Base_2]/static"), QStringLiteral("true"));
    const QString warnings = result.diagnostics.toString();
    QVERIFY2(warnings.contains(QLatin1String("model 'Base::Base' is written as 'Base::Base_2'")),
        qPrintable(warnings));
    QVERIFY(warnings.contains(QLatin1String("joint 'Base::fixed_to_world' fixes compound 'Base'")));
    // AND the inline quad is one OBJ file next to OUT, referred to relatively, 4 v / 2 f
    QCOMPARE(result.files.size(), size_t(1));
    QCOMPARE(result.files[0].relativePath, QStringLiteral("hinge_meshes/plate.obj"));
    const QString visual
        = QStringLiteral("world/model[name=Base]/link[name=Arm]/visual[name=plate]");
    QCOMPARE(text(sdf, visual + "/geometry/mesh/uri"), QStringLiteral("hinge_meshes/plate.obj"));
    QCOMPARE(countLines(result.files[0].bytes, "v "), 4);
    QCOMPARE(countLines(result.files[0].bytes, "vt "), 4);
    QCOMPARE(countLines(result.files[0].bytes, "f "), 2);
    // AND the Surface's colours and texture (PBR albedo map relative to OUT, with a warning)
    QCOMPARE(
        text(sdf, visual + "/material/diffuse"), QStringLiteral("0.5019608 0.5019608 0.5019608 1"));
    QCOMPARE(text(sdf, visual + "/material/ambient"), text(sdf, visual + "/material/diffuse"));
    QCOMPARE(text(sdf, visual + "/material/specular"),
        QStringLiteral("0.1254902 0.1254902 0.1254902 1"));
    const QString albedo = text(sdf, visual + "/material/pbr/metal/albedo_map");
    QCOMPARE(QDir::cleanPath(QFileInfo(out).absolutePath() + QLatin1Char('/') + albedo),
        QDir::cleanPath(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/urdf/texture.png")));
    QVERIFY(warnings.contains(QLatin1String("is written as a PBR albedo map")));
    QVERIFY(warnings.contains(QLatin1String("not converted: the Surface's shininess")));
    // AND the body's mass is the link's inertial
    QCOMPARE(text(sdf, "world/model[name=Base]/link[name=Arm]/inertial/mass"), QStringLiteral("2"));
}

void TestConvertSimRobot::hingeSceneRoundTrip()
{
    // GIVEN the scene converted and written with its mesh
    const auto doc = Document::load(fixture("hinge_scene.ros2"), ResourceResolver());
    const QString out = m_dir.filePath(QStringLiteral("roundtrip/hinge.sdf"));
    const Conversion result = convertSimRobotToSdf(*doc, out);
    QVERIFY(result.ok);
    QString error;
    QVERIFY2(writeConversion(result, out, &error), qPrintable(error));
    QVERIFY(QFileInfo(m_dir.filePath(QStringLiteral("roundtrip/hinge_meshes/plate.obj"))).isFile());
    // WHEN read back
    const auto back = Document::load(out, ResourceResolver());
    QVERIFY2(!back->diagnostics().hasErrors(), qPrintable(test::diagnosticsText(*back)));
    // THEN every entity of the scene has its world pose (the nested model under its new name),
    // with the joints at zero and moved
    for (const JointPositions &q : {JointPositions {},
             JointPositions {
                 {QStringLiteral("Base::elbow"), 0.4}, {QStringLiteral("Base::rail"), -0.2}}}) {
        const QHash<QString, Pose> expected = poses(*doc, q), actual = poses(*back, q);
        for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
            QString key = it.key();
            if (key.startsWith(QLatin1String("model Base::Base"))
                || key.contains(QLatin1String("Base::Base::Base")))
                key.replace(QStringLiteral("Base::Base"), QStringLiteral("Base::Base_2"));
            QVERIFY2(actual.contains(key), qPrintable(key + QStringLiteral(" missing")));
            QVERIFY2(poseNear(actual.value(key), it.value(), 1e-9),
                qPrintable(key + QStringLiteral(": ") + describe(actual.value(key))
                    + QStringLiteral(" != ") + describe(it.value())));
        }
        // the fixed joint to the world is the one entity more
        QCOMPARE(actual.size(), expected.size() + 1);
    }
}

void TestConvertSimRobot::initialDeflection()
{
    // GIVEN a hinge that starts at 30° (limits -30°…45°) carrying a slider that starts at 0.1 m
    const auto doc = Document::load(fixture("deflection_init.ros2"), ResourceResolver());
    QVERIFY2(!doc->diagnostics().hasErrors(), qPrintable(test::diagnosticsText(*doc)));
    // WHEN converted and read back
    const QString out = m_dir.filePath(QStringLiteral("init/init.sdf"));
    const Conversion result = convertSimRobotToSdf(*doc, out);
    QVERIFY(result.ok);
    QString error;
    QVERIFY2(writeConversion(result, out, &error), qPrintable(error));
    tinyxml2::XMLDocument xml;
    QCOMPARE(xml.Parse(result.xml.constData(), size_t(result.xml.size())), tinyxml2::XML_SUCCESS);
    const tinyxml2::XMLElement *sdf = xml.RootElement();
    // THEN the limits are shifted by the start positions (SDFormat's zero is SimRobot's start)
    const QString shoulder = QStringLiteral("world/model[name=Base]/joint[name=shoulder]");
    QVERIFY(std::abs(text(sdf, shoulder + "/axis/limit/lower").toDouble() + M_PI / 3) < 1e-12);
    QVERIFY(std::abs(text(sdf, shoulder + "/axis/limit/upper").toDouble() - M_PI / 12) < 1e-12);
    const QString rail = QStringLiteral("world/model[name=Base]/joint[name=rail]");
    QVERIFY(std::abs(text(sdf, rail + "/axis/limit/lower").toDouble() + 0.3) < 1e-12);
    QVERIFY(std::abs(text(sdf, rail + "/axis/limit/upper").toDouble() - 0.2) < 1e-12);
    // AND the joint says so in a comment, and the conversion in a warning
    const tinyxml2::XMLNode *first = find(sdf, shoulder)->FirstChild();
    QVERIFY(first && first->ToComment()
        && QString::fromUtf8(first->Value()).contains(QLatin1String("Deflection init")));
    QVERIFY(result.diagnostics.toString().contains(
        QStringLiteral("joint 'Base::shoulder' starts at its <Deflection init> "
                       "0.523598775598299 rad (30°)")));
    // AND every pose agrees: the scene at its start with the SDF at zero, and the scene at q
    // with the SDF at q − init
    const auto back = Document::load(out, ResourceResolver());
    QVERIFY2(!back->diagnostics().hasErrors(), qPrintable(test::diagnosticsText(*back)));
    const QString s = QStringLiteral("Base::shoulder"), r = QStringLiteral("Base::rail");
    const double i_s = M_PI / 6, i_r = 0.1;
    const std::pair<JointPositions, JointPositions> cases[] = {
        {{}, {{s, 0}, {r, 0}}},
        {{{s, 0.5}, {r, -0.15}}, {{s, 0.5 - i_s}, {r, -0.15 - i_r}}},
    };
    for (const auto &[q, qSdf] : cases) {
        const QHash<QString, Pose> expected = poses(*doc, q), actual = poses(*back, qSdf);
        QVERIFY(!expected.isEmpty());
        for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
            QVERIFY2(actual.contains(it.key()), qPrintable(it.key() + QStringLiteral(" missing")));
            QVERIFY2(poseNear(actual.value(it.key()), it.value(), 1e-9),
                qPrintable(it.key() + QStringLiteral(": ") + describe(actual.value(it.key()))
                    + QStringLiteral(" != ") + describe(it.value())));
        }
    }
}

void TestConvertSimRobot::writeConversionAllOrNothing()
{
    // GIVEN an existing OUT and a plain file where the mesh folder has to go
    const auto doc = Document::load(fixture("hinge_scene.ros2"), ResourceResolver());
    const QString folder = m_dir.filePath(QStringLiteral("blocked"));
    QVERIFY(QDir().mkpath(folder));
    const QString out = folder + QStringLiteral("/hinge.sdf");
    for (const QString &path : {out, folder + QStringLiteral("/hinge_meshes")}) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("old");
    }
    const Conversion result = convertSimRobotToSdf(*doc, out);
    QVERIFY(result.ok);
    // WHEN written THEN it fails, naming the folder, and OUT keeps its old bytes
    QString error;
    QVERIFY(!writeConversion(result, out, &error));
    QVERIFY2(error.contains(QLatin1String("hinge_meshes")), qPrintable(error));
    QCOMPARE(test::readFile(out), QByteArray("old"));
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot).size(), 2);
}

void TestConvertSimRobot::notSimRobot()
{
    // GIVEN a URDF THEN convertSimRobotToSdf refuses it with an error; GIVEN a SimRobot scene
    // THEN convertToSdf and convertToUrdf refuse it
    const auto urdf = Document::load(fixture("features.urdf"), ResourceResolver());
    const Conversion wrong = convertSimRobotToSdf(*urdf, m_dir.filePath(QStringLiteral("x.sdf")));
    QVERIFY(!wrong.ok);
    QVERIFY(wrong.diagnostics.hasErrors());
    const auto scene = Document::load(fixture("hinge_scene.ros2"), ResourceResolver());
    QVERIFY(!convertToSdf(*scene).ok);
    QVERIFY(!convertToUrdf(*scene).ok);
}

QTEST_GUILESS_MAIN(TestConvertSimRobot)
#include "tst_convertsimrobot.moc"
