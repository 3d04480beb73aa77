// Tests of the converters (model/convert): number and pose text, URDF → SDFormat and
// SDFormat → URDF on the fixtures in tests/data/convert, with every converted file read back
// and its world poses (joints at zero and moved) compared with the original's.

#include "convert/convert.h"
#include "convert/xmlout.h"
#include "document.h"
#include "testutil.h"

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

/// Writes `xml` to `dir/name` and loads it.
std::unique_ptr<Document> reload(const QTemporaryDir &dir, const char *name, const QByteArray &xml)
{
    const QString path = dir.filePath(QLatin1String(name));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(xml) != xml.size())
        return nullptr;
    file.close();
    return Document::load(path, ResourceResolver());
}

/// World poses by "kind name" at joint positions `q` (scoped joint names).
QHash<QString, Pose> poses(const Document &doc, const JointPositions &q = {})
{
    const FrameGraph &g = doc.frames();
    const std::vector<Pose> X_WF = g.worldPoses(q);
    QHash<QString, Pose> out;
    for (FrameId id = 1; id < g.size(); ++id) {
        const FrameNode &n = g.node(id);
        out.insert(QString::fromLatin1(frameKindName(n.kind)) + QLatin1Char(' ') + n.scopedName,
            X_WF[size_t(id)]);
    }
    return out;
}

/// Every entity of `expected` except those in `exempt` has the same pose in `actual` after the
/// rigid shift `X_shift` (applied to `actual`).
void comparePoses(const QHash<QString, Pose> &expected, const QHash<QString, Pose> &actual,
    const QStringList &exempt = {}, const Pose &X_shift = {})
{
    for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
        if (it.key().startsWith(QLatin1String("model ")) || exempt.contains(it.key()))
            continue;
        QVERIFY2(actual.contains(it.key()), qPrintable(it.key() + QStringLiteral(" missing")));
        const Pose X = X_shift * actual.value(it.key());
        QVERIFY2(poseNear(X, it.value(), 1e-9),
            qPrintable(it.key() + QStringLiteral(": ") + describe(X) + QStringLiteral(" != ")
                + describe(it.value())));
    }
}

} // namespace

class TestConvert : public QObject
{
    Q_OBJECT

private slots:
    void numbers_data();
    void numbers();
    void rollPitchYawRoundTrip();
    void urdfToSdf();
    void urdfToSdfMimic();
    void sdfToUrdfAxes();
    void sdfToUrdfMimicAndShapes();
    void sdfToUrdfImpossible_data();
    void sdfToUrdfImpossible();
    void wrongDirection();
};

void TestConvert::numbers_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<bool>("isComputed");
    QTest::addColumn<QString>("text");
    QTest::newRow("0.1") << 0.1 << false << "0.1";
    QTest::newRow("-0") << -0.0 << false << "0";
    QTest::newRow("-2") << -2.0 << false << "-2";
    QTest::newRow("100000") << 100000.0 << false << "100000";
    QTest::newRow("1e16") << 1e16 << false << "1e+16";
    QTest::newRow("1.5e-7") << 1.5e-7 << false << "1.5e-07";
    QTest::newRow("0.00012") << 0.00012 << false << "0.00012";
    QTest::newRow("pi") << M_PI << false << "3.141592653589793";
    QTest::newRow("noise") << 0.1 + 0.2 << true << "0.3";
    QTest::newRow("tiny") << 1e-17 << true << "0";
}

void TestConvert::numbers()
{
    QFETCH(double, value);
    QFETCH(bool, isComputed);
    QFETCH(QString, text);
    QCOMPARE(isComputed ? convert::computed(value) : convert::number(value), text);
    if (!isComputed)
        QCOMPARE(text.toDouble(), value);
}

void TestConvert::rollPitchYawRoundTrip()
{
    // GIVEN rotations including the gimbal lock at pitch = ±π/2
    // THEN rpy → quaternion → rpy gives the same rotation
    for (const Vec3 &rpy : {Vec3 {0.1, 0.2, 0.3}, Vec3 {-3, 1.5707963267948966, 2},
             Vec3 {1, -1.5707963267948966, 0.5}, Vec3 {3.1, -0.4, -2.9}}) {
        const Quat q = Quat::fromRpy(rpy.x, rpy.y, rpy.z);
        const Vec3 back = convert::rollPitchYaw(q);
        const Quat q2 = Quat::fromRpy(back.x, back.y, back.z);
        QVERIFY2(poseNear(Pose {{}, q2}, Pose {{}, q}, 1e-12), qPrintable(describe(Pose {{}, q2})));
    }
}

void TestConvert::urdfToSdf()
{
    // GIVEN a URDF with fixed joints, a joint to the world, a joint named like a link, a Drake
    // frame, gazebo blocks and a transmission
    const auto doc = Document::load(fixture("features.urdf"), ResourceResolver());
    QVERIFY2(!doc->diagnostics().hasErrors(), qPrintable(test::diagnosticsText(*doc)));
    // WHEN it is converted to SDFormat 1.9
    const Conversion result = convertToSdf(*doc);
    QVERIFY(result.ok);
    const QString xml = QString::fromUtf8(result.xml);
    const QString report = result.diagnostics.toString();
    // THEN the structure is kept with relative_to poses, 2-space indentation, shortest numbers
    QVERIFY(xml.startsWith(QLatin1String("<?xml")));
    QVERIFY(xml.contains(QLatin1String("<sdf version=\"1.9\">\n  <model name=\"features\"")));
    QVERIFY(xml.contains(QLatin1String("<pose relative_to=\"arm_joint\">0 0 0 0 0 0</pose>")));
    QVERIFY(xml.contains(QLatin1String("<pose relative_to=\"base\">0 0 0.1 0.1 0.2 0.3</pose>")));
    QVERIFY(xml.contains(QLatin1String("<parent>world</parent>")));
    QVERIFY(xml.contains(QLatin1String("<joint name=\"tool_mount\" type=\"fixed\">")));
    QVERIFY(xml.contains(QLatin1String("<uri>package://features/meshes/arm.stl</uri>")));
    QVERIFY(xml.contains(QLatin1String("<scale>0.001 0.001 0.001</scale>")));
    QVERIFY(xml.contains(QLatin1String("<diffuse>0.8 0.1 0.1 1</diffuse>")));
    QVERIFY(xml.contains(QLatin1String("<name>Gazebo/Red</name>")));
    QVERIFY(xml.contains(QLatin1String("<self_collide>true</self_collide>")));
    QVERIFY(xml.contains(QLatin1String("<frame name=\"tcp\" attached_to=\"tool\">")));
    QVERIFY(!xml.contains(QLatin1String("<link name=\"world\"")));
    // AND what is not converted is reported
    QVERIFY2(report.contains(QLatin1String("joint 'arm' is written as 'arm_joint'")),
        qPrintable(report));
    QVERIFY2(report.contains(QLatin1String("not converted: <mu1>")), qPrintable(report));
    QVERIFY2(report.contains(QLatin1String("not converted: <transmission>")), qPrintable(report));
    QVERIFY2(report.contains(QLatin1String("not converted: <mimic> of joint 'right'")),
        qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("features.urdf:")), qPrintable(report));

    // AND the SDFormat file has the same world poses, joints at zero and moved
    QTemporaryDir dir;
    const auto sdf = reload(dir, "features.sdf", result.xml);
    QVERIFY2(sdf && !sdf->diagnostics().hasErrors(), qPrintable(test::diagnosticsText(*sdf)));
    QCOMPARE(sdf->scene().world.models.front().joints.size(),
        doc->scene().world.models.front().joints.size());
    const QStringList exempt {
        QStringLiteral("link features::world"), QStringLiteral("joint features::arm")};
    comparePoses(poses(*doc), poses(*sdf), exempt);
    QVERIFY(poseNear(poses(*sdf).value(QStringLiteral("joint features::arm_joint")),
        poses(*doc).value(QStringLiteral("joint features::arm"))));
    const JointPositions q {
        {QStringLiteral("features::arm"), 0.7}, {QStringLiteral("features::left"), 0.03}};
    const JointPositions qSdf {
        {QStringLiteral("features::arm_joint"), 0.7}, {QStringLiteral("features::left"), 0.03}};
    // (SDFormat 1.9 has no mimic: the follower 'right' stays where it is.)
    comparePoses(poses(*doc, q), poses(*sdf, qSdf),
        exempt
            + QStringList {QStringLiteral("joint features::right"),
                QStringLiteral("link features::finger_right")});
}

void TestConvert::urdfToSdfMimic()
{
    // GIVEN the URDF with a mimic joint WHEN converted to SDFormat 1.11
    const auto doc = Document::load(fixture("features.urdf"), ResourceResolver());
    ConvertOptions options;
    options.sdfVersion = QStringLiteral("1.11");
    const Conversion result = convertToSdf(*doc, options);
    QVERIFY(result.ok);
    // THEN the mimic is kept and the follower moves with its leader after reloading
    const QString xml = QString::fromUtf8(result.xml);
    QVERIFY(xml.contains(QLatin1String("<sdf version=\"1.11\">")));
    QVERIFY2(xml.contains(QLatin1String("<mimic joint=\"left\" axis=\"axis\">")), qPrintable(xml));
    QVERIFY(!result.diagnostics.toString().contains(QLatin1String("<mimic>")));
    QTemporaryDir dir;
    const auto sdf = reload(dir, "mimic.sdf", result.xml);
    QVERIFY(sdf && !sdf->diagnostics().hasErrors());
    const JointPositions q {{QStringLiteral("features::left"), 0.03}};
    const QString finger = QStringLiteral("link features::finger_right");
    QVERIFY(poseNear(poses(*sdf, q).value(finger), poses(*doc, q).value(finger)));
    QVERIFY(!poseNear(poses(*sdf, q).value(finger), poses(*sdf).value(finger)));
    // AND an unknown version is refused
    options.sdfVersion = QStringLiteral("1.5");
    QVERIFY(!convertToSdf(*doc, options).ok);
}

void TestConvert::sdfToUrdfAxes()
{
    // GIVEN an SDFormat model with axes expressed in other frames and a joint posed away from
    // its child link
    const auto doc = Document::load(fixture("axis_expressed_in.sdf"), ResourceResolver());
    QVERIFY2(!doc->diagnostics().hasErrors(), qPrintable(test::diagnosticsText(*doc)));
    // WHEN it is converted to URDF
    const Conversion result = convertToUrdf(*doc);
    const QString report = result.diagnostics.toString();
    QVERIFY2(result.ok, qPrintable(report));
    const QString xml = QString::fromUtf8(result.xml);
    // THEN the moved link frame and the root pose are reported, the frames kept as Drake frames
    QVERIFY2(
        report.contains(QLatin1String("link 'lower' is written in the frame of joint 'elbow'")),
        qPrintable(report));
    QVERIFY(!report.contains(QLatin1String("link 'upper' is written")));
    QVERIFY2(report.contains(QLatin1String("root link 'base' is not at the world origin")),
        qPrintable(report));
    QVERIFY(xml.contains(QLatin1String("<robot name=\"axes\">\n  <link name=\"base\">")));
    QVERIFY2(xml.contains(QLatin1String("<frame name=\"hand\" link=\"lower\"")), qPrintable(xml));
    QVERIFY(xml.contains(QLatin1String("<color rgba=\"0 0.5 1 1\"/>")));
    // AND the URDF has the same poses relative to the root link, joints at zero and moved
    QTemporaryDir dir;
    const auto urdf = reload(dir, "axes.urdf", result.xml);
    QVERIFY2(urdf && !urdf->diagnostics().hasErrors(), qPrintable(test::diagnosticsText(*urdf)));
    const QString root = QStringLiteral("link axes::base");
    const Pose X_shift = poses(*doc).value(root) * poses(*urdf).value(root).inverse();
    const QStringList exempt {
        QStringLiteral("link axes::lower"), QStringLiteral("frame axes::tilted")};
    comparePoses(poses(*doc), poses(*urdf), exempt, X_shift);
    const JointPositions q {
        {QStringLiteral("axes::shoulder"), 0.4}, {QStringLiteral("axes::elbow"), -0.8}};
    comparePoses(poses(*doc, q), poses(*urdf, q), exempt, X_shift);
}

void TestConvert::sdfToUrdfMimicAndShapes()
{
    // GIVEN an SDFormat 1.11 model with a mimic (with a reference), a capsule and a plane
    const auto doc = Document::load(fixture("mimic.sdf"), ResourceResolver());
    QVERIFY2(!doc->diagnostics().hasErrors(), qPrintable(test::diagnosticsText(*doc)));
    const Conversion result = convertToUrdf(*doc);
    const QString report = result.diagnostics.toString();
    QVERIFY2(result.ok, qPrintable(report));
    const QString xml = QString::fromUtf8(result.xml);
    // THEN the mimic's reference folds into the offset: 0.01 − 2·0.005 = 0
    QVERIFY2(
        xml.contains(QLatin1String("<mimic joint=\"left_joint\" multiplier=\"2\" offset=\"0\"/>")),
        qPrintable(xml));
    // AND the capsule is kept with a warning, the plane left out and reported
    QVERIFY(xml.contains(QLatin1String("<capsule radius=\"0.05\" length=\"0.2\"/>")));
    QVERIFY(report.contains(QLatin1String("capsule of visual 'capsule'")));
    QVERIFY2(report.contains(QLatin1String("not converted: visual 'floor' of link 'palm' (URDF has "
                                           "no plane shape")),
        qPrintable(report));
    QVERIFY(!xml.contains(QLatin1String("floor")));
}

void TestConvert::sdfToUrdfImpossible_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");
    QTest::newRow("loop") << "loop.sdf"
                          << "a kinematic loop";
    QTest::newRow("nested") << "nested.sdf"
                            << "nested model 'inner' cannot be expressed";
    QTest::newRow("two roots") << "two_roots.sdf"
                               << "has 2 root links ('a', 'b')";
}

void TestConvert::sdfToUrdfImpossible()
{
    // GIVEN a model URDF cannot describe WHEN it is converted THEN an error says why
    QFETCH(QString, file);
    QFETCH(QString, message);
    const auto doc = Document::load(fixture(file.toUtf8().constData()), ResourceResolver());
    const Conversion result = convertToUrdf(*doc);
    QVERIFY(!result.ok);
    QVERIFY(result.xml.isEmpty());
    QVERIFY(result.diagnostics.hasErrors());
    const QString report = result.diagnostics.toString();
    QVERIFY2(report.contains(message), qPrintable(report));
    QVERIFY2(report.contains(file + QLatin1Char(':')), qPrintable(report));
}

void TestConvert::wrongDirection()
{
    const auto urdf = Document::load(fixture("features.urdf"), ResourceResolver());
    const auto sdf = Document::load(fixture("mimic.sdf"), ResourceResolver());
    QVERIFY(!convertToUrdf(*urdf).ok);
    QVERIFY(!convertToSdf(*sdf).ok);
}

QTEST_GUILESS_MAIN(TestConvert)
#include "tst_convert.moc"
