// `robostage convert IN OUT` as a user or script runs it: the target format from OUT's
// extension or --to, --sdf-version, diagnostics as FILE:LINE: warning|error: message, exit
// codes (0 written, 1 not convertible or input errors, 2 bad usage), and that a failed
// conversion leaves an existing OUT untouched.

#include "runrobostage.h"

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using robostage::test::readFile;
using robostage::test::Run;
using robostage::test::runRobostage;

QString data(const char *name)
{
    return QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/convert/") + QLatin1String(name);
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
