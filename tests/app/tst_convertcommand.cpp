// `robostage convert IN OUT` as a user or script runs it: the target format from OUT's
// extension or --to, --sdf-version, diagnostics as FILE:LINE: warning|error: message, exit
// codes (0 written, 1 not convertible or input errors, 2 bad usage), and that a failed
// conversion leaves an existing OUT untouched; a xacro IN (with --arg) to URDF, written as
// ROS's xacro prints it, and to SDFormat.

#include "runrobostage.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using robostage::test::posesDifference;
using robostage::test::readFile;
using robostage::test::Run;
using robostage::test::runRobostage;
using robostage::test::withPackagePath;

QString data(const char *name)
{
    return QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/convert/") + QLatin1String(name);
}

QString xacroData(const char *name)
{
    return QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/xacro/cli/") + QLatin1String(name);
}

/// The `POSE link` lines of a `robostage poses` output.
QString linkPoses(const QString &poses)
{
    QStringList lines = poses.split(QLatin1Char('\n'));
    lines = lines.filter(QRegularExpression(QStringLiteral("^POSE link ")));
    return lines.join(QLatin1Char('\n'));
}

} // namespace

class TestConvertCommand : public QObject
{
    Q_OBJECT

private slots:
    void urdfToSdf();
    void sdfToUrdfWithTo();
    void sdfVersion();
    void notConvertible();
    void simRobotToSdf();
    void simRobotNotToUrdf();
    void xacroToUrdf();
    void xacroCorpusToUrdf();
    void xacroToSdf();
    void xacroWithErrors();
    void badUsage_data();
    void badUsage();

private:
    QTemporaryDir m_dir;
};

void TestConvertCommand::urdfToSdf()
{
    // GIVEN a URDF WHEN converted to OUT.sdf THEN exit 0, SDFormat written, the diagnostics on
    // stderr as FILE:LINE: warning: not converted: …
    const QString out = m_dir.filePath(QStringLiteral("features.sdf"));
    const Run r = runRobostage({QStringLiteral("convert"), data("features.urdf"), out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.isEmpty());
    QVERIFY(readFile(out).contains("<sdf version=\"1.9\">"));
    const QRegularExpression line(
        QStringLiteral("^.+features\\.urdf:\\d+: warning: not converted: <transmission>"),
        QRegularExpression::MultilineOption);
    QVERIFY2(line.match(r.err).hasMatch(), qPrintable(r.err));
    // AND the written file loads without errors
    const Run check = runRobostage({QStringLiteral("check"), out});
    QCOMPARE(check.exitCode, 0);
}

void TestConvertCommand::sdfToUrdfWithTo()
{
    // GIVEN an SDFormat model and an OUT without a known extension WHEN --to urdf THEN URDF
    const QString out = m_dir.filePath(QStringLiteral("axes.xml"));
    const Run r = runRobostage({QStringLiteral("convert"), QStringLiteral("--to"),
        QStringLiteral("urdf"), data("axis_expressed_in.sdf"), out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(readFile(out).contains("<robot name=\"axes\">"));
    QVERIFY2(r.err.contains(QLatin1String("axis_expressed_in.sdf:")), qPrintable(r.err));
}

void TestConvertCommand::sdfVersion()
{
    const QString out = m_dir.filePath(QStringLiteral("mimic.sdf"));
    const Run r = runRobostage({QStringLiteral("convert"), QStringLiteral("--sdf-version"),
        QStringLiteral("1.11"), data("features.urdf"), out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(readFile(out).contains("<sdf version=\"1.11\">"));
    QVERIFY(readFile(out).contains("<mimic joint=\"left\""));
}

void TestConvertCommand::notConvertible()
{
    // GIVEN an existing OUT WHEN IN is a kinematic loop THEN exit 1 with an error, OUT untouched
    const QString out = m_dir.filePath(QStringLiteral("loop.urdf"));
    {
        QFile f(out);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("keep");
    }
    Run r = runRobostage({QStringLiteral("convert"), data("loop.sdf"), out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(
                 QRegularExpression(QStringLiteral("loop\\.sdf:\\d+: error: .*a kinematic loop"))),
        qPrintable(r.err));
    QCOMPARE(readFile(out), QByteArray("keep"));
    // AND a nested model, or converting into the same format, is refused the same way
    r = runRobostage({QStringLiteral("convert"), data("nested.sdf"), out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.err.contains(QLatin1String("nested model 'inner'")));
    r = runRobostage({QStringLiteral("convert"), data("features.urdf"), out});
    QCOMPARE(r.exitCode, 1);
    // AND a file with load errors is not converted
    const QString broken = m_dir.filePath(QStringLiteral("broken.urdf"));
    {
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("<robot name=\"r\"><link name=\"a\">");
    }
    r = runRobostage({QStringLiteral("convert"), broken, m_dir.filePath(QStringLiteral("b.sdf"))});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("b.sdf"))));
    QCOMPARE(readFile(out), QByteArray("keep"));
}

void TestConvertCommand::simRobotToSdf()
{
    // GIVEN a SimRobot scene with an inline mesh WHEN converted to OUT.sdf THEN exit 0, an
    // SDFormat world in OUT, the mesh in OUT_meshes/, warnings on stderr; OUT loads cleanly
    const QString out = m_dir.filePath(QStringLiteral("scene/hinge.sdf"));
    const Run r = runRobostage({QStringLiteral("convert"), data("hinge_scene.ros2"), out});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(readFile(out).contains("<world name=\"HingeScene\">"));
    QVERIFY(readFile(m_dir.filePath(QStringLiteral("scene/hinge_meshes/plate.obj")))
                .contains("\nf 1/1/1 2/2/2 3/3/3\n"));
    QVERIFY2(r.err.contains(QRegularExpression(QStringLiteral(
                 "hinge_scene\\.ros2:\\d+: warning: model 'Base::Base' is written"))),
        qPrintable(r.err));
    const Run check = runRobostage({QStringLiteral("check"), out});
    QCOMPARE(check.exitCode, 0);
    // AND `poses` prints the same joint pose for the scene and OUT
    const Run scene = runRobostage({QStringLiteral("poses"), data("hinge_scene.ros2")});
    const Run converted = runRobostage({QStringLiteral("poses"), out});
    const QRegularExpression elbow(
        QStringLiteral("^POSE joint Base::elbow .*$"), QRegularExpression::MultilineOption);
    QVERIFY(elbow.match(scene.out).hasMatch());
    QCOMPARE(elbow.match(converted.out).captured(), elbow.match(scene.out).captured());
}

void TestConvertCommand::simRobotNotToUrdf()
{
    // GIVEN a SimRobot scene WHEN converted to URDF THEN exit 1, an error saying why, no OUT
    const QString out = m_dir.filePath(QStringLiteral("scene.urdf"));
    const Run r = runRobostage({QStringLiteral("convert"), data("hinge_scene.ros2"), out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("error: a SimRobot scene converts to SDFormat only")),
        qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
}

void TestConvertCommand::xacroToUrdf()
{
    // GIVEN the two-link xacro WHEN converted to OUT.urdf with --arg length:=0.8 THEN exit 0 and
    // OUT is the expansion: xacro's banner, no xacro element left, the argument's value used
    const QString in = xacroData("two_link.urdf.xacro");
    const QString out = m_dir.filePath(QStringLiteral("two_link.urdf"));
    const Run r = runRobostage({QStringLiteral("convert"), in, out, QStringLiteral("--arg"),
        QStringLiteral("length:=0.8")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QByteArray bytes = readFile(out);
    QVERIFY2(bytes.startsWith("<?xml version=\"1.0\" ?>\n<!-- ====="), bytes.constData());
    QVERIFY(bytes.contains("autogenerated by xacro"));
    QVERIFY(!bytes.contains("<xacro:"));
    QVERIFY(bytes.contains("<link name=\"fore\">"));
    // AND OUT loads cleanly with the poses of the xacro expanded with the same argument
    const Run check = runRobostage({QStringLiteral("check"), out});
    QVERIFY2(check.exitCode == 0, qPrintable(check.out));
    const Run expanded = runRobostage(
        {QStringLiteral("poses"), in, QStringLiteral("--arg"), QStringLiteral("length:=0.8")});
    const Run converted = runRobostage({QStringLiteral("poses"), out});
    QCOMPARE(converted.exitCode, 0);
    QCOMPARE(converted.out, expanded.out);
    // AND --to urdf does the same for an OUT without the extension
    const QString xml = m_dir.filePath(QStringLiteral("two_link.xml"));
    QCOMPARE(
        runRobostage({QStringLiteral("convert"), QStringLiteral("--to"), QStringLiteral("urdf"), in,
                         xml, QStringLiteral("--arg"), QStringLiteral("length:=0.8")})
            .exitCode,
        0);
    QCOMPARE(readFile(xml), bytes);
}

void TestConvertCommand::xacroCorpusToUrdf()
{
    // GIVEN Universal Robots' ur.urdf.xacro (ur_type:=ur5e name:=ur, ROS_PACKAGE_PATH at its
    // package) WHEN converted to OUT.urdf THEN OUT loads with the poses of the URDF ROS's xacro
    // printed (../shared/corpus/xacro/expected/ur_ur5e.urdf)
    const QString corpus = QStringLiteral(ROBOSTAGE_CORPUS_DIR "/xacro");
    const QString package = corpus + "/UniversalRobots__Universal_Robots_ROS2_Description";
    const QString in = package + "/urdf/ur.urdf.xacro";
    const QString expected = corpus + "/expected/ur_ur5e.urdf";
    if (!QFileInfo::exists(in) || !QFileInfo::exists(expected))
        QSKIP("the xacro corpus is missing");
    const QProcessEnvironment environment = withPackagePath(package);
    const QString out = m_dir.filePath(QStringLiteral("ur5e.urdf"));
    const Run r = runRobostage(
        {QStringLiteral("convert"), in, out, QStringLiteral("--arg"),
            QStringLiteral("ur_type:=ur5e"), QStringLiteral("--arg"), QStringLiteral("name:=ur")},
        environment);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(readFile(out).contains("<robot name=\"ur\">"));
    const Run check = runRobostage({QStringLiteral("check"), out}, environment);
    QVERIFY2(check.exitCode == 0, qPrintable(check.out));
    const Run converted = runRobostage({QStringLiteral("poses"), out}, environment);
    const Run reference = runRobostage({QStringLiteral("poses"), expected}, environment);
    QCOMPARE(converted.exitCode, 0);
    const QString difference = posesDifference(converted.out, reference.out);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TestConvertCommand::xacroToSdf()
{
    // GIVEN the two-link xacro WHEN converted to OUT.sdf THEN SDFormat whose links have the
    // poses of the expanded URDF
    const QString in = xacroData("two_link.urdf.xacro");
    const QString out = m_dir.filePath(QStringLiteral("two_link.sdf"));
    const Run r = runRobostage({QStringLiteral("convert"), in, out, QStringLiteral("--arg"),
        QStringLiteral("length:=0.8")});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(readFile(out).contains("<sdf version=\"1.9\">"));
    const Run expanded = runRobostage(
        {QStringLiteral("poses"), in, QStringLiteral("--arg"), QStringLiteral("length:=0.8")});
    const Run converted = runRobostage({QStringLiteral("poses"), out});
    QCOMPARE(converted.exitCode, 0);
    QVERIFY(!linkPoses(expanded.out).isEmpty());
    const QString difference = posesDifference(linkPoses(converted.out), linkPoses(expanded.out));
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TestConvertCommand::xacroWithErrors()
{
    // GIVEN a xacro that uses an undeclared argument WHEN converted THEN exit 1, the error at the
    // xacro's line, OUT not written
    const QString out = m_dir.filePath(QStringLiteral("undefined.urdf"));
    const Run r
        = runRobostage({QStringLiteral("convert"), xacroData("undefined_arg.urdf.xacro"), out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(
        r.err.contains(QLatin1String("undefined_arg.urdf.xacro:5: error: ")), qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
}

void TestConvertCommand::badUsage_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString in = data("features.urdf");
    QTest::newRow("no files") << QStringList {};
    QTest::newRow("one file") << QStringList {in};
    QTest::newRow("three files") << QStringList {in, "a.sdf", "b.sdf"};
    QTest::newRow("unknown extension") << QStringList {in, "out.txt"};
    QTest::newRow("bad --to") << QStringList {"--to", "xml", in, "out.sdf"};
    QTest::newRow("bad --sdf-version") << QStringList {"--sdf-version", "1.6", in, "out.sdf"};
    QTest::newRow("unknown option") << QStringList {"--lump", in, "out.sdf"};
    QTest::newRow("--arg without :=") << QStringList {"--arg", "length=1", in, "out.urdf"};
    QTest::newRow("--arg without value") << QStringList {in, "out.urdf", "--arg"};
}

void TestConvertCommand::badUsage()
{
    QFETCH(QStringList, arguments);
    const Run r = runRobostage(QStringList {QStringLiteral("convert")} + arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(!r.err.isEmpty());
}

QTEST_GUILESS_MAIN(TestConvertCommand)
#include "tst_convertcommand.moc"
