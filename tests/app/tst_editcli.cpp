// `robostage edit` as a user or script runs it: no options copies the bytes, edits in order,
// notes and written files on stdout, exit codes (0, 1 for an edit that cannot be applied,
// 2 for bad usage) and nothing written when an edit or the save fails; a xacro file's edit lands
// in its xacro source, and `--computed literal` writes a value no number carries in place of its
// expression; --set-initial-position writes SDFormat <initial_position>, which `poses` reads.

#include "runrobostage.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

using robostage::test::readFile;
using robostage::test::Run;
using robostage::test::runRobostage;

QString data(const QString &name)
{
    return QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/edit/") + name;
}

} // namespace

class TestEditCli : public QObject
{
    Q_OBJECT

private slots:
    void noEditsCopiesBytes();
    void appliesEditsInOrder();
    void failedEditWritesNothing();
    void failedSaveLeavesOutUntouched();
    void deletesAndDuplicates();
    void badUsage_data();
    void badUsage();
    void simRobotSharedOption();
    void setGeometry();
    void setInitialPosition();
    void xacroSource();
    void xacroComputedLiteral();
};

void TestEditCli::noEditsCopiesBytes()
{
    QTemporaryDir dir;
    const QString out = dir.filePath("out.urdf");
    const Run r = runRobostage({"edit", data("refs.urdf"), "-o", out});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(readFile(out), readFile(data("refs.urdf")));
    QVERIFY2(r.out.contains(QLatin1String("wrote ")), qPrintable(r.out));
}

void TestEditCli::appliesEditsInOrder()
{
    // GIVEN refs.sdf WHEN arm is moved, renamed (the later options use the new name), its
    // joint axis turned and the visual recoloured
    QTemporaryDir dir;
    const QString out = dir.filePath("out.sdf");
    const Run r = runRobostage({"edit", data("refs.sdf"), "-o", out, "--set-pose",
        "robot::arm=0.1,0,1,0,0,0", "--rename", "arm=upper", "--set-axis=shoulder=0,1,0",
        "--set-color", "v=1,0,0,1", "--set-pose", "upper=0.2,0,1,0,0,0"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QByteArray bytes = readFile(out);
    // THEN the file has them and `poses` reads them back
    QVERIFY(bytes.contains("<link name=\"upper\">"));
    QVERIFY(bytes.contains("<pose relative_to=\"base\">0.2 0 1 0 0 0</pose>"));
    QVERIFY(bytes.contains("<child>upper</child>"));
    QVERIFY(bytes.contains("<xyz expressed_in=\"base\">0 1 0</xyz>"));
    QVERIFY(bytes.contains("<diffuse>1 0 0 1</diffuse>"));
    const Run poses = runRobostage({"poses", out});
    QCOMPARE(poses.exitCode, 0);
    QVERIFY2(poses.out.contains(QLatin1String("POSE link robot::upper 0.200000000 0.000000000 "
                                              "1.100000000")),
        qPrintable(poses.out));
    // AND editing in place (OUT = IN) works
    QVERIFY(QFile::copy(data("refs.sdf"), dir.filePath("in.sdf")));
    QFile::setPermissions(dir.filePath("in.sdf"), QFile::ReadOwner | QFile::WriteOwner);
    QCOMPARE(runRobostage({"edit", dir.filePath("in.sdf"), "-o", dir.filePath("in.sdf"),
                              "--set-static", "robot=true"})
                 .exitCode,
        0);
    QVERIFY(readFile(dir.filePath("in.sdf")).contains("<static>true</static>"));
}

void TestEditCli::failedEditWritesNothing()
{
    QTemporaryDir dir;
    const QString out = dir.filePath("out.urdf");
    // a root link has no pose in URDF: exit 1 with the file and line, nothing written
    const Run r = runRobostage({"edit", data("refs.urdf"), "-o", out, "--set-axis", "wrist=0,0,1",
        "--set-pose", "base=1,0,0,0,0,0"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(
        r.err.contains(QLatin1String("refs.urdf:7")) && r.err.contains(QLatin1String("root link")),
        qPrintable(r.err));
    QVERIFY(!QFile::exists(out));
    // an unknown name
    const Run unknown = runRobostage({"edit", data("refs.urdf"), "-o", out, "--rename", "nope=x"});
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY2(unknown.err.contains(QLatin1String("nope")), qPrintable(unknown.err));
}

void TestEditCli::failedSaveLeavesOutUntouched()
{
    QTemporaryDir dir;
    const QString in = dir.filePath("in.sdf");
    QVERIFY(QFile::copy(data("refs.sdf"), in));
    QFile::setPermissions(in, QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray original = readFile(in);
    // GIVEN an OUT whose folder is a regular file WHEN saving THEN exit 1 naming OUT and why,
    // nothing written, no "wrote" line
    const QString inFile = dir.filePath("in.sdf/out.sdf");
    Run r = runRobostage({"edit", in, "-o", inFile, "--set-static", "robot=true"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(
        r.err.contains(inFile) && r.err.contains(QLatin1String("cannot write")), qPrintable(r.err));
    QVERIFY2(!r.out.contains(QLatin1String("wrote")), qPrintable(r.out));
    QCOMPARE(readFile(in), original);
    // GIVEN an OUT that is a folder THEN the same, and the folder stays as it was
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder")));
    const QString folder = dir.filePath("folder");
    r = runRobostage({"edit", in, "-o", folder, "--set-static", "robot=true"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(folder), qPrintable(r.err));
    QVERIFY(QFileInfo(folder).isDir());
    QVERIFY(QDir(folder).isEmpty());
    // GIVEN an existing OUT in a read-only folder (only where folder rights limit this user)
    const QString locked = dir.filePath("locked");
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("locked")));
    const QString out = locked + QStringLiteral("/out.sdf");
    QVERIFY(QFile::copy(in, out));
    QFile::setPermissions(out, QFile::ReadOwner | QFile::WriteOwner);
    QFile::setPermissions(locked, QFile::ReadOwner | QFile::ExeOwner);
    QFile probe(locked + QStringLiteral("/probe"));
    if (probe.open(QIODevice::WriteOnly)) {
        probe.remove();
        QFile::setPermissions(locked, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QSKIP("read-only folder not checked: this user's rights ignore folder permissions");
    }
    r = runRobostage({"edit", in, "-o", out, "--set-static", "robot=true"});
    QFile::setPermissions(locked, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(out), qPrintable(r.err));
    QCOMPARE(readFile(out), original);
}

void TestEditCli::deletesAndDuplicates()
{
    // GIVEN refs.sdf WHEN the visual is duplicated twice (once named), arm deleted and the
    // tool frame duplicated
    QTemporaryDir dir;
    const QString out = dir.filePath("out.sdf");
    const Run r = runRobostage({"edit", data("refs.sdf"), "-o", out, "--duplicate", "v",
        "--duplicate=v=paint", "--delete", "link:arm", "--duplicate", "tool"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    // THEN the notes name the copies and the joints deleted with arm
    QVERIFY2(r.out.contains(QLatin1String("note: the copy of 'robot::base::v' is "
                                          "'robot::base::v_copy'")),
        qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("shoulder, wrist")), qPrintable(r.out));
    const QByteArray bytes = readFile(out);
    QVERIFY(bytes.contains("<visual name=\"v_copy\">"));
    QVERIFY(bytes.contains("<visual name=\"paint\">"));
    QVERIFY(bytes.contains("<frame name=\"tool_copy\" attached_to=\"base\">"));
    QVERIFY(!bytes.contains("<link name=\"arm\">"));
    QVERIFY(!bytes.contains("<joint name=\"shoulder\""));
    // AND `poses` reads the copies at the originals' poses
    const Run poses = runRobostage({"poses", out});
    QCOMPARE(poses.exitCode, 0);
    QVERIFY2(poses.out.contains(QLatin1String("POSE frame robot::tool_copy 0.500000000 "
                                              "0.000000000 0.100000000")),
        qPrintable(poses.out));
    // AND a refused delete exits 1 naming the reference, writing nothing
    const QString refused = dir.filePath("refused.sdf");
    const Run base = runRobostage({"edit", data("refs.sdf"), "-o", refused, "--delete", "base"});
    QCOMPARE(base.exitCode, 1);
    QVERIFY2(base.err.contains(QLatin1String("refs.sdf:4 canonical_link=\"base\"")),
        qPrintable(base.err));
    QVERIFY(!QFile::exists(refused));
}

void TestEditCli::badUsage_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("no -o") << QStringList {"edit", data("refs.urdf")};
    QTest::newRow("two files") << QStringList {
        "edit", data("refs.urdf"), data("refs.sdf"), "-o", "x"};
    QTest::newRow("pose needs 6") << QStringList {
        "edit", data("refs.urdf"), "-o", "x", "--set-pose", "arm=1,2,3"};
    QTest::newRow("not a number") << QStringList {
        "edit", data("refs.urdf"), "-o", "x", "--set-color", "paint=1,0,zero,1"};
    QTest::newRow("static value") << QStringList {
        "edit", data("refs.sdf"), "-o", "x", "--set-static", "robot=yes"};
    QTest::newRow("--arg without :=")
        << QStringList {"edit", data("refs.urdf"), "-o", "x", "--arg", "prefix=left_"};
}

void TestEditCli::badUsage()
{
    QFETCH(QStringList, arguments);
    QTemporaryDir dir;
    QVERIFY(QDir::setCurrent(dir.path()));
    const Run r = runRobostage(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(!r.err.isEmpty());
    QVERIFY(!QFile::exists(dir.filePath("x")));
}

void TestEditCli::simRobotSharedOption()
{
    // GIVEN a copy of SimRobot's SimpleVehicle.ros2, whose Side1 appearance uses the shared
    // <Surface name="green">
    const QString scene
        = QStringLiteral(ROBOSTAGE_CORPUS_DIR "/bhuman__SimRobot/Scenes/SimpleVehicle.ros2");
    if (!QFileInfo::exists(scene))
        QSKIP("the SimRobot corpus is missing");
    QTemporaryDir dir;
    const QString in = dir.filePath("SimpleVehicle.ros2"), out = dir.filePath("out.ros2");
    QVERIFY(QFile::copy(scene, in));
    const QStringList edit {"edit", in, "-o", out, "--set-pose", "model:car=0,0,320e-3,0,0,0",
        "--set-color", "Side1::Side1::BoxAppearance=1,0,0,1"};
    // WHEN it is recoloured without --shared THEN the edit is refused naming the option
    const Run refused = runRobostage(edit);
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains("--shared instance"), qPrintable(refused.err));
    QVERIFY(!QFileInfo::exists(out));
    // WHEN --shared instance is given THEN the appearance's own <Surface ref> gets the colour and
    // the car's Translation is written as before (unitless metres)
    const Run r = runRobostage(edit + QStringList {"--shared", "instance"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QByteArray bytes = readFile(out);
    QVERIFY(bytes.contains("<Surface ref=\"green\" diffuseColor=\"rgb(100%, 0%, 0%)\"/>"));
    QVERIFY(bytes.contains("<Surface name=\"green\" diffuseColor=\"rgb(0%, 80%, 25%)\"/>"));
    QVERIFY(bytes.contains("<Translation z=\"0.32\"/>"));
    // AND a bad value is bad usage
    QCOMPARE(runRobostage(edit + QStringList {"--shared", "both"}).exitCode, 2);
}

void TestEditCli::setGeometry()
{
    // GIVEN the demo world (SDFormat) and SimRobot's field (lengths written in mm, in a shared
    // include)
    QTemporaryDir dir;
    const QString demo = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/../../resources/worlds/demo.sdf");
    const QString out = dir.filePath("demo.sdf");
    // WHEN a visual's box is set THEN only its <size> changes
    Run r = runRobostage(
        {"edit", demo, "-o", out, "--set-geometry", "crate::body::visual=box:0.6,0.5,0.4"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QByteArray before = readFile(demo), after = readFile(out);
    QVERIFY(after.contains("<box><size>0.6 0.5 0.4</size></box>"));
    QCOMPARE(after.size() - before.size(),
        QByteArray("0.6 0.5 0.4").size() - QByteArray("0.2 0.2 0.2").size());
    // WHEN a collision becomes a cylinder THEN its shape element is replaced
    r = runRobostage(
        {"edit", demo, "-o", out, "--set-geometry", "crate::body::collision=cylinder:0.1,0.3"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(readFile(out).contains("<radius>0.1</radius>"));
    // WHEN the spec is malformed THEN it is bad usage and nothing is written
    QFile::remove(out);
    r = runRobostage(
        {"edit", demo, "-o", out, "--set-geometry", "crate::body::visual=box:0.6,-1,2"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("box:X,Y,Z"));
    QVERIFY(!QFileInfo::exists(out));
    // WHEN a SimRobot goal post is resized THEN its lengths stay in millimetres
    const QString scenes
        = QStringLiteral(ROBOSTAGE_CORPUS_DIR "/bhuman__BHumanCodeRelease/Config/Scenes");
    if (!QFileInfo::exists(scenes + "/BH.ros2"))
        QSKIP("the B-Human corpus is missing");
    for (const QString &folder : {QString(), QStringLiteral("/Includes")}) {
        QVERIFY(QDir().mkpath(dir.filePath("Scenes") + folder));
        for (const QString &name : QDir(scenes + folder).entryList(QDir::Files))
            QVERIFY(QFile::copy(
                scenes + folder + '/' + name, dir.filePath("Scenes") + folder + '/' + name));
    }
    const QString scene = dir.filePath("Scenes/BH.ros2");
    r = runRobostage({"edit", scene, "-o", scene, "--shared", "definition", "--set-geometry",
        "field::Goal1::Goal1::post1_2=cylinder:0.06,0.9"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(readFile(dir.filePath("Scenes/Includes/Field2020SPL.rsi2"))
                .contains(R"(<CylinderAppearance height="900mm" radius="60mm" name="post1">)"));
}

void TestEditCli::xacroSource()
{
    // GIVEN a copy of a xacro arm (an entry file and an included parts file)
    QTemporaryDir dir;
    const QString data = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/xacro/edit/");
    for (const char *name : {"arm.urdf.xacro", "parts.xacro"})
        QVERIFY(QFile::copy(data + QLatin1String(name), dir.filePath(QLatin1String(name))));
    const QString in = dir.filePath("arm.urdf.xacro");
    QFile original(in);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray before = original.readAll();
    // WHEN the link origin written literally in a macro used once is moved
    const QString out = dir.filePath("out.urdf.xacro");
    const Run r = runRobostage({"edit", in, "-o", out, "--set-pose", "upper=0,0,0.25,0,0,0"});
    // THEN the xacro source is saved with only that attribute changed
    QCOMPARE(r.exitCode, 0);
    QFile saved(out);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QByteArray expected = before;
    expected.replace(
        "<origin xyz=\"0 0 0.1\" rpy=\"0 0 0\"/>", "<origin xyz=\"0 0 0.25\" rpy=\"0 0 0\"/>");
    QVERIFY(expected != before);
    QCOMPARE(saved.readAll(), expected);
    // AND a value computed by an expression ($(arg) passed as a macro parameter that the macro
    // uses three times) asks for the shared choice, then is refused with the expression; nothing
    // is written
    const QString twoLink
        = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/xacro/cli/two_link.urdf.xacro");
    const QString refusedOut = dir.filePath("refused.urdf.xacro");
    const QStringList edit = {"edit", twoLink, "-o", refusedOut, "--arg", "length:=0.8",
        "--set-pose", "fore=0,0,1,0,0,0"};
    const Run asked = runRobostage(edit);
    QCOMPARE(asked.exitCode, 1);
    QVERIFY2(asked.err.contains("used 3 times"), qPrintable(asked.err));
    const Run refused = runRobostage(edit + QStringList {"--shared", "definition"});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains("$(arg length)"), qPrintable(refused.err));
    QVERIFY(!QFile::exists(refusedOut));
}

void TestEditCli::xacroComputedLiteral()
{
    // GIVEN a xacro joint at "${sqrt(area)} 0 0", which no number carries linearly
    QTemporaryDir dir;
    const QString data = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/xacro/solve/");
    for (const char *name : {"solve.urdf.xacro", "kinematics.yaml"})
        QVERIFY(QFile::copy(data + QLatin1String(name), dir.filePath(QLatin1String(name))));
    const QString in = dir.filePath("solve.urdf.xacro");
    QFile original(in);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray before = original.readAll();
    const QStringList edit
        = {"edit", in, "-o", in, "--set-pose", "joint:sensor_joint=0.3,0,0,0,0,0"};
    // WHEN it is moved THEN the edit is refused, naming the expression
    const Run refused = runRobostage(edit);
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains("${sqrt(area)} 0 0"), qPrintable(refused.err));
    // AND with --computed literal the value is written in place of the expression, with a note
    const Run literal = runRobostage(edit + QStringList {"--computed", "literal"});
    QVERIFY2(literal.exitCode == 0, qPrintable(literal.err));
    QVERIFY2(literal.out.contains("in place of"), qPrintable(literal.out));
    original.close();
    QVERIFY(original.open(QIODevice::ReadOnly));
    QByteArray expected = before;
    expected.replace("<origin xyz=\"${sqrt(area)} 0 0\"/>", "<origin xyz=\"0.3 0 0\"/>");
    QVERIFY(expected != before);
    QCOMPARE(original.readAll(), expected);
    QCOMPARE(runRobostage(edit + QStringList {"--computed", "maybe"}).exitCode, 2);
}

void TestEditCli::setInitialPosition()
{
    // GIVEN refs.sdf (SDFormat 1.11): shoulder turns arm about z, wrist mimics shoulder
    QTemporaryDir dir;
    const QString out = dir.filePath("out.sdf");
    // WHEN the shoulder gets an initial position
    Run r = runRobostage(
        {"edit", data("refs.sdf"), "-o", out, "--set-initial-position", "shoulder=0.5"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    // THEN it is written in its <axis>, only that is added, and the note says that 1.11 has no
    // such element
    const QByteArray before = readFile(data("refs.sdf")), after = readFile(out);
    QVERIFY(after.contains("<initial_position>0.5</initial_position>"));
    QVERIFY(after.indexOf("<initial_position>") > after.indexOf("<joint name=\"shoulder\""));
    QVERIFY(after.indexOf("<initial_position>") < after.indexOf("<joint name=\"wrist\""));
    QCOMPARE(QString::fromUtf8(after).remove(QRegularExpression("\\s*<initial_position>0.5"
                                                                "</initial_position>")),
        QString::fromUtf8(before));
    QVERIFY2(r.out.contains(QLatin1String("SDFormat 1.11 does not define <initial_position>")),
        qPrintable(r.out));
    // AND `poses` starts the joints there: arm turned 0.5 rad about z (w x y z)
    Run poses = runRobostage({"poses", out});
    QCOMPARE(poses.exitCode, 0);
    QVERIFY2(poses.out.contains(QLatin1String("POSE link robot::arm 0.000000000 0.000000000 "
                                              "1.100000000 0.968912422 0.000000000 0.000000000 "
                                              "0.247403959")),
        qPrintable(poses.out));
    // AND the mimic follower (wrist = 2 × shoulder, about x) follows the leader's start:
    // finger turned 0.5 rad about z, then 1 rad about x
    QVERIFY2(poses.out.contains(QLatin1String("0.850300645 0.464521360 0.118611776 0.217117400")),
        qPrintable(poses.out));
    // WHEN it is set again THEN the number changes in place
    r = runRobostage({"edit", out, "-o", out, "--set-initial-position", "shoulder=-0.25"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QCOMPARE(readFile(out).size(), after.size() + 2); // "0.5" → "-0.25"
    QVERIFY(readFile(out).contains("<initial_position>-0.25</initial_position>"));
    // WHEN 0 is set where nothing is written THEN nothing changes
    r = runRobostage({"edit", data("refs.sdf"), "-o", out, "--set-initial-position", "shoulder=0"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(readFile(out), before);
    // WHEN a mimic follower, a URDF joint or a fixed joint is given THEN it is refused
    QFile::remove(out);
    r = runRobostage({"edit", data("refs.sdf"), "-o", out, "--set-initial-position", "wrist=1"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("follows 'shoulder'")), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(out));
    r = runRobostage({"edit", data("refs.urdf"), "-o", dir.filePath("out.urdf"),
        "--set-initial-position", "shoulder=0.1"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(
        r.err.contains(QLatin1String("URDF has no initial joint position")), qPrintable(r.err));
    // GIVEN an SDFormat 1.7 model, whose spec has <initial_position>, with a limit and no axis
    // on the slider
    QFile v17(dir.filePath("v17.sdf"));
    QVERIFY(v17.open(QIODevice::WriteOnly));
    v17.write("<sdf version=\"1.7\">\n<model name=\"m\">\n  <link name=\"a\"/>\n"
              "  <link name=\"b\"/>\n  <joint name=\"slide\" type=\"prismatic\">\n"
              "    <parent>a</parent>\n    <child>b</child>\n  </joint>\n"
              "  <joint name=\"hold\" type=\"fixed\">\n    <parent>a</parent>\n"
              "    <child>b</child>\n  </joint>\n</model>\n</sdf>\n");
    v17.close();
    r = runRobostage({"edit", v17.fileName(), "-o", out, "--set-initial-position", "slide=0.2"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    // THEN an <axis> is added with it, without the note
    QVERIFY(readFile(out).contains("<axis>"));
    QVERIFY(!r.out.contains(QLatin1String("does not define")));
    poses = runRobostage({"poses", out});
    QVERIFY2(
        poses.out.contains(QLatin1String("POSE link m::b 0.000000000 0.000000000 0.200000000")),
        qPrintable(poses.out));
    r = runRobostage({"edit", v17.fileName(), "-o", out, "--set-initial-position", "hold=0.2"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QLatin1String("fixed joint")), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestEditCli)
#include "tst_editcli.moc"
