// The headless subcommands as a user or script runs them: `check` exit codes and diagnostic
// format, `poses` line format (9 decimals, qw >= 0), `--json`, `--joint`, `tree`, bad usage;
// xacro files with `--arg NAME:=VALUE` (a small fixture and Universal Robots' ur.urdf.xacro);
// building a two-link arm and furnishing a world with `edit --add-*` (issue 18).

#include "runrobostage.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {
using robostage::test::posesDifference;
using robostage::test::Run;
using robostage::test::runRobostage;
using robostage::test::withPackagePath;

QString data(const QString &name)
{
    return QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/") + name;
}

/// The xacro corpus (../shared/corpus/xacro, MANIFEST.tsv): ur.urdf.xacro, its package folder
/// for ROS_PACKAGE_PATH and the URDF ROS's xacro expands it to with `ur_type:=ur5e name:=ur`.
const QString kXacroCorpus = QStringLiteral(ROBOSTAGE_CORPUS_DIR "/xacro");
const QString kUrPackage = kXacroCorpus + "/UniversalRobots__Universal_Robots_ROS2_Description";
const QString kUrXacro = kUrPackage + "/urdf/ur.urdf.xacro";
const QStringList kUr5eArguments {"--arg", "ur_type:=ur5e", "--arg", "name:=ur"};
/// Writes `bytes` to `path`; false when it cannot.
bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

const QByteArray kBaseLinkUrdf = "<?xml version=\"1.0\"?>\n"
                                 "<robot name=\"arm\">\n"
                                 "  <link name=\"base_link\"/>\n"
                                 "</robot>\n";

const QByteArray kEmptyWorld = "<?xml version=\"1.0\"?>\n"
                               "<sdf version=\"1.11\">\n"
                               "  <world name=\"default\">\n"
                               "    <light type=\"directional\" name=\"sun\">\n"
                               "      <pose>0 0 10 0 0 0</pose>\n"
                               "    </light>\n"
                               "  </world>\n"
                               "</sdf>\n";
} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void checkCleanFile();
    void checkReportsErrors();
    void posesFormat();
    void posesJoint();
    void posesJson();
    void tree();
    void badUsage();
    void helpNamesRobostageAndEverySubcommand();
    void windowMistakesWithoutDisplay_data();
    void windowMistakesWithoutDisplay();
    void xacroFixture();
    void xacroCorpus();
    void xacroBadArgument_data();
    void xacroBadArgument();
    void xacroUndefinedArgument();
    void addBuildsUrdfArm();
    void addFurnishesSdfWorld();
    void addRefusals_data();
    void addRefusals();
    void addLightSensorInclude();
};

void TestCli::checkCleanFile()
{
    const Run r = runRobostage({"check", data("sdf/nested_relative_to.sdf")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
}

void TestCli::checkReportsErrors()
{
    // GIVEN a file with an unknown relative_to and a good file, THEN FILE:LINE: error: …, exit 1.
    QTemporaryDir dir;
    const QString bad = dir.filePath("bad.sdf");
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("<sdf version='1.9'>\n<model name='m'>\n<link name='a'>\n<pose "
            "relative_to='nope'/>\n</link>\n</model>\n</sdf>\n");
    f.close();
    const Run r = runRobostage({"check", data("sdf/nested_relative_to.sdf"), bad});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.startsWith(bad + ":4: error: "), qPrintable(r.out));
    QVERIFY(r.out.contains("'nope'"));
}

void TestCli::posesFormat()
{
    const Run r = runRobostage({"poses", data("sdf/nested_relative_to.sdf")});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 9);
    const QRegularExpression format(
        R"(^POSE (model|link|visual|collision|joint|frame|light) \S+( -?\d+\.\d{9}){7}$)");
    for (const QString &line : lines) {
        QVERIFY2(format.match(line).hasMatch(), qPrintable(line));
        QVERIFY2(!line.section(' ', 6, 6).startsWith('-'), qPrintable(line)); // qw >= 0
    }
    QVERIFY(lines.contains("POSE link outer::l2 0.000000000 1.000000000 0.000000000 0.707106781 "
                           "0.000000000 0.000000000 0.707106781"));
}

void TestCli::posesJoint()
{
    // Joint j at 90° swings l2 from (0, 1, 0) to (1, 2, 0); the bare joint name is accepted.
    const Run r = runRobostage(
        {"poses", data("sdf/nested_relative_to.sdf"), "--joint", "j=1.5707963267948966"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("POSE link outer::l2 1.000000000 2.000000000 0.000000000 0.000000000 "
                            "0.000000000 0.000000000 1.000000000"),
        qPrintable(r.out));
    const Run unknown
        = runRobostage({"poses", data("sdf/nested_relative_to.sdf"), "--joint", "nope=1"});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.err.contains("no joint named 'nope'"));
}

void TestCli::posesJson()
{
    const Run r = runRobostage({"poses", data("sdf/nested_relative_to.sdf"), "--json"});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonArray array = QJsonDocument::fromJson(r.out.toUtf8(), &error).array();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(array.size(), 9);
    const QJsonObject first = array.first().toObject();
    QCOMPARE(first.value("kind").toString(), QString("model"));
    QCOMPARE(first.value("name").toString(), QString("outer"));
    QCOMPARE(first.value("position").toArray().at(0).toDouble(), 1.0);
    QCOMPARE(first.value("quaternion").toArray().size(), 4);
}

void TestCli::tree()
{
    const Run r = runRobostage({"tree", data("sdf/nested_relative_to.sdf")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("link outer::base\n"), qPrintable(r.out));
    QVERIFY2(
        r.out.contains("joint outer::j [revolute] outer::base -> outer::l2"), qPrintable(r.out));
    QVERIFY2(r.out.contains("link outer::inner::l"), qPrintable(r.out));
    // A Drake loop joint is listed after the tree.
    const Run drake = runRobostage({"tree", data("urdf/drake_forces.urdf")});
    QCOMPARE(drake.exitCode, 0);
    QVERIFY2(drake.out.endsWith("loop_joint glider::brace [continuous] glider::tail <-> "
                                "glider::rotor\n"),
        qPrintable(drake.out));
}

void TestCli::badUsage()
{
    QCOMPARE(runRobostage({"poses"}).exitCode, 2);
    QCOMPARE(runRobostage({"check", "--no-such-option", "x.sdf"}).exitCode, 2);
    QCOMPARE(runRobostage({"check", "--help"}).exitCode, 0);
}

void TestCli::helpNamesRobostageAndEverySubcommand()
{
    // GIVEN no display and no XDG_RUNTIME_DIR (a CI container, an ssh session)
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR"})
        environment.remove(QLatin1String(name));
    // WHEN the help is asked for THEN its usage line names `robostage`, not the binary's path,
    // and it names every subcommand; nothing else is printed (issue 30)
    const Run help = runRobostage({"--help"}, environment);
    QCOMPARE(help.exitCode, 0);
    QVERIFY2(help.out.startsWith(QStringLiteral("Usage: robostage [options] [FILE…]\n")),
        qPrintable(help.out));
    QVERIFY2(help.out.contains(QLatin1String(
                 "check, poses, tree, render, convert, edit, collisions, xacro, ik, diff")),
        qPrintable(help.out));
    QVERIFY2(help.err.isEmpty(), qPrintable(help.err));
    // AND a subcommand's help names itself the same way
    const Run check = runRobostage({"check", "--help"}, environment);
    QVERIFY2(check.out.startsWith(QLatin1String("Usage: robostage check [options]")),
        qPrintable(check.out));
    // AND a mistyped subcommand's message lists them all, collisions too
    const Run typo = runRobostage({"frobnicate"}, environment);
    QVERIFY2(
        typo.err.contains(QLatin1String("render, convert, edit, collisions, xacro, ik, diff;")),
        qPrintable(typo.err));
    // AND a render under a display (render needs one) prints no warning about the runtime
    // folder either
    environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    QTemporaryDir dir;
    const Run render = runRobostage(
        {"render", QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/../../resources/worlds/demo.sdf"), "-o",
            dir.filePath(QStringLiteral("demo.png")), "--size", "64x48"},
        environment);
    QCOMPARE(render.exitCode, 0);
    QVERIFY2(!render.err.contains(QLatin1String("XDG_RUNTIME_DIR")), qPrintable(render.err));
}

void TestCli::windowMistakesWithoutDisplay_data()
{
    // arguments: the command line; exitCode and says: what robostage must answer.
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("says");
    QTest::newRow("unknown subcommand")
        << QStringList {"frobnicate"} << 2 << QStringLiteral("unknown subcommand 'frobnicate'");
    QTest::newRow("missing file") << QStringList {"/no/such/world.sdf"} << 2
                                  << QStringLiteral("no such file");
    QTest::newRow("no display") << QStringList {} << 1 << QStringLiteral("xvfb-run");
    // --arg takes a value, which is no file: a xacro robot opens with its arguments
    QTest::newRow("xacro arguments") << QStringList {data("xacro/cli/two_link.urdf.xacro"), "--arg",
        "length:=0.8"} << 1 << QStringLiteral("xvfb-run");
}

void TestCli::windowMistakesWithoutDisplay()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, says);
    // GIVEN no display at all
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
        environment.remove(QLatin1String(name));
    // WHEN robostage is started with this command line
    const Run run = runRobostage(arguments, environment);
    // THEN it says what is wrong and exits with the code for it, instead of Qt's abort
    QVERIFY2(run.err.contains(says), qPrintable(run.err));
    QVERIFY2(!run.err.contains(QLatin1String("platform plugin")), qPrintable(run.err));
    QCOMPARE(run.exitCode, exitCode);
}

void TestCli::xacroFixture()
{
    // GIVEN a two-link xacro (a xacro:arg, a property, a macro) WHEN checked THEN it is clean
    const QString file = data("xacro/cli/two_link.urdf.xacro");
    const Run check = runRobostage({"check", file});
    QCOMPARE(check.exitCode, 0);
    QVERIFY2(check.out.isEmpty(), qPrintable(check.out));
    // AND tree lists the links the macro made
    const Run tree = runRobostage({"tree", file});
    QCOMPARE(tree.exitCode, 0);
    QVERIFY2(tree.out.contains("joint two_link::fore_joint [revolute] two_link::upper -> "
                               "two_link::fore\n"),
        qPrintable(tree.out));
    // AND poses has the fore arm at the base height plus the default length (0.1 + 0.5) …
    const QString fore = "POSE link two_link::fore 0.000000000 0.000000000 %1 1.000000000 "
                         "0.000000000 0.000000000 0.000000000";
    Run poses = runRobostage({"poses", file});
    QCOMPARE(poses.exitCode, 0);
    QVERIFY2(poses.out.contains(fore.arg("0.600000000")), qPrintable(poses.out));
    // … and at 0.1 + 0.8 with --arg length:=0.8 (also as --arg=…, together with --joint)
    poses = runRobostage({"poses", file, "--arg", "length:=0.8"});
    QCOMPARE(poses.exitCode, 0);
    QVERIFY2(poses.out.contains(fore.arg("0.900000000")), qPrintable(poses.out));
    poses = runRobostage({"poses", "--arg=length:=0.8", file, "--joint", "upper_joint=0"});
    QCOMPARE(poses.exitCode, 0);
    QVERIFY2(poses.out.contains(fore.arg("0.900000000")), qPrintable(poses.out));
    // AND check takes --arg too; the last value of an argument given twice wins
    QCOMPARE(
        runRobostage({"check", file, "--arg", "length:=2", "--arg", "length:=0.3"}).exitCode, 0);
}

void TestCli::xacroCorpus()
{
    // GIVEN Universal Robots' ur.urdf.xacro with ur_type:=ur5e name:=ur, ROS_PACKAGE_PATH at its
    // package (for $(find ur_description) and the meshes' package:// URIs)
    const QString expected = kXacroCorpus + "/expected/ur_ur5e.urdf";
    if (!QFileInfo::exists(kUrXacro) || !QFileInfo::exists(expected))
        QSKIP("the xacro corpus is missing");
    const QProcessEnvironment environment = withPackagePath(kUrPackage);
    // WHEN checked THEN no errors
    const Run check = runRobostage(QStringList {"check", kUrXacro} + kUr5eArguments, environment);
    QVERIFY2(check.exitCode == 0, qPrintable(check.out + check.err));
    // AND tree lists its 13 links (MANIFEST.tsv), as for the URDF ROS's xacro printed
    const Run tree = runRobostage(QStringList {"tree", kUrXacro} + kUr5eArguments, environment);
    QCOMPARE(tree.exitCode, 0);
    const QRegularExpression link(QStringLiteral("^ *link "), QRegularExpression::MultilineOption);
    QCOMPARE(tree.out.count(link), 13);
    QCOMPARE(tree.out, runRobostage({"tree", expected}, environment).out);
    // AND every pose agrees with that URDF's
    const Run poses = runRobostage(QStringList {"poses", kUrXacro} + kUr5eArguments, environment);
    QCOMPARE(poses.exitCode, 0);
    const Run reference = runRobostage({"poses", expected}, environment);
    QCOMPARE(reference.exitCode, 0);
    const QString difference = posesDifference(poses.out, reference.out);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    // AND --joint reaches the expanded joints
    const Run moved = runRobostage(
        QStringList {"poses", kUrXacro, "--joint", "elbow_joint=0.5"} + kUr5eArguments,
        environment);
    QCOMPARE(moved.exitCode, 0);
    QVERIFY(!posesDifference(moved.out, reference.out).isEmpty());
}

void TestCli::xacroBadArgument_data()
{
    QTest::addColumn<QStringList>("arguments");
    const QString file = data("xacro/cli/two_link.urdf.xacro");
    for (const char *command : {"check", "poses", "tree"}) {
        QTest::addRow("%s no :=", command) << QStringList {command, file, "--arg", "length=1"};
        QTest::addRow("%s no name", command) << QStringList {command, file, "--arg", ":=1"};
        QTest::addRow("%s two :=", command) << QStringList {command, file, "--arg", "length:=1:=2"};
        QTest::addRow("%s xacro's way", command) << QStringList {command, file, "length:=1"};
    }
    QTest::newRow("render") << QStringList {"render", file, "-o", "x.png", "--arg", "length"};
    QTest::newRow("convert") << QStringList {"convert", file, "x.urdf", "--arg", "length"};
    QTest::newRow("edit") << QStringList {"edit", file, "-o", "x.urdf", "--arg", "length"};
}

void TestCli::xacroBadArgument()
{
    // GIVEN a malformed --arg WHEN any subcommand runs THEN bad usage (2), a message naming it,
    // nothing written
    QFETCH(QStringList, arguments);
    QTemporaryDir dir;
    QVERIFY(QDir::setCurrent(dir.path()));
    const Run r = runRobostage(arguments);
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--arg"), qPrintable(r.err));
    QVERIFY(QDir(dir.path()).isEmpty());
}

void TestCli::xacroUndefinedArgument()
{
    // GIVEN a xacro that uses an undeclared $(arg missing) on line 5 WHEN checked THEN exit 1
    // with FILE:LINE: error: at the xacro source
    const QString file = data("xacro/cli/undefined_arg.urdf.xacro");
    Run r = runRobostage({"check", file});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.startsWith(QFileInfo(file).absoluteFilePath() + ":5: error: ")
            || r.out.startsWith(file + ":5: error: "),
        qPrintable(r.out));
    QVERIFY2(r.out.contains("missing"), qPrintable(r.out));
    // AND giving the argument makes it load
    r = runRobostage({"check", file, "--arg", "missing:=tool"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.out));
    // AND an error inside a macro names the call it was expanded from (line 7)
    const QString macro = data("xacro/cli/macro_undefined_arg.urdf.xacro");
    r = runRobostage({"check", macro});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QRegularExpression(
                 QStringLiteral("macro_undefined_arg\\.urdf\\.xacro:4: error: .*missing")))
            && r.out.contains("macro_undefined_arg.urdf.xacro:7"),
        qPrintable(r.out));
}

void TestCli::addBuildsUrdfArm()
{
    // GIVEN a URDF robot with one base_link
    QTemporaryDir dir;
    const QString in = dir.filePath("arm.urdf"), out = dir.filePath("arm2.urdf");
    QVERIFY(writeFile(in, kBaseLinkUrdf));
    // WHEN a user builds a two-link arm in one command
    const Run r = runRobostage({"edit", in, "-o", out, "--add-link", "upper_arm", "--add-joint",
        "shoulder=revolute,base_link,upper_arm@0,0,0.1,0,0,1.5707963267948966", "--add-visual",
        "upper_arm::arm_visual=cylinder:0.05,0.5@0,0,0.25,0,0,0", "--add-collision",
        "upper_arm::arm_collision=box:0.1,0.1,0.5@0,0,0.25,0,0,0"});
    // THEN it is written, with the new elements only
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QByteArray written = readFile(out);
    QVERIFY2(written.startsWith("<?xml version=\"1.0\"?>\n<robot name=\"arm\">\n"
                                "  <link name=\"base_link\"/>\n"
                                "  <link name=\"upper_arm\">\n"
                                "    <inertial>\n"),
        written.constData());
    QVERIFY(written.contains("  <joint name=\"shoulder\" type=\"revolute\">\n"
                             "    <origin xyz=\"0 0 0.1\" rpy=\"0 0 1.570796326795\"/>\n"
                             "    <parent link=\"base_link\"/>\n"
                             "    <child link=\"upper_arm\"/>\n"
                             "    <axis xyz=\"0 0 1\"/>\n"));
    QVERIFY(written.contains("<cylinder radius=\"0.05\" length=\"0.5\"/>"));
    QVERIFY(written.contains("<collision name=\"arm_collision\">"));
    QCOMPARE(readFile(in), kBaseLinkUrdf);
    // AND `robostage poses` puts the link at the joint origin, the shapes above it
    const Run poses = runRobostage({"poses", out});
    QCOMPARE(poses.exitCode, 0);
    const QString rotated = "0.707106781 0.000000000 0.000000000 0.707106781";
    QVERIFY2(poses.out.contains(
                 "POSE link arm::upper_arm 0.000000000 0.000000000 0.100000000 " + rotated),
        qPrintable(poses.out));
    QVERIFY(poses.out.contains(
        "POSE joint arm::shoulder 0.000000000 0.000000000 0.100000000 " + rotated));
    QVERIFY(poses.out.contains("POSE visual arm::upper_arm::arm_visual 0.000000000 0.000000000 "
                               "0.350000000 "
        + rotated));
    QVERIFY(poses.out.contains("POSE collision arm::upper_arm::arm_collision 0.000000000 "
                               "0.000000000 0.350000000 "
        + rotated));
    QCOMPARE(runRobostage({"check", out}).exitCode, 0);
}

void TestCli::addFurnishesSdfWorld()
{
    // GIVEN a world with a sun
    QTemporaryDir dir;
    const QString in = dir.filePath("world.sdf"), out = dir.filePath("furnished.sdf");
    QVERIFY(writeFile(in, kEmptyWorld));
    // WHEN a model with a link and a visual is added in one command
    const Run r = runRobostage(
        {"edit", in, "-o", out, "--add-model", "default::table@1,2,0,0,0,0", "--add-link",
            "table::top@0,0,0.7,0,0,0", "--add-visual", "table::top::board=box:1.2,0.8,0.05"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    // THEN the world gets exactly the model, indented like the light
    QByteArray expected = kEmptyWorld;
    expected.replace("    </light>\n",
        "    </light>\n"
        "    <model name=\"table\">\n"
        "      <pose>1 2 0 0 0 0</pose>\n"
        "      <link name=\"top\">\n"
        "        <pose>0 0 0.7 0 0 0</pose>\n"
        "        <inertial>\n"
        "          <mass>1</mass>\n"
        "          <inertia>\n"
        "            <ixx>1</ixx>\n"
        "            <ixy>0</ixy>\n"
        "            <ixz>0</ixz>\n"
        "            <iyy>1</iyy>\n"
        "            <iyz>0</iyz>\n"
        "            <izz>1</izz>\n"
        "          </inertia>\n"
        "        </inertial>\n"
        "        <visual name=\"board\">\n"
        "          <geometry>\n"
        "            <box>\n"
        "              <size>1.2 0.8 0.05</size>\n"
        "            </box>\n"
        "          </geometry>\n"
        "        </visual>\n"
        "      </link>\n"
        "    </model>\n");
    QCOMPARE(readFile(out), expected);
    // AND `robostage poses` composes the poses
    const Run poses = runRobostage({"poses", out});
    QCOMPARE(poses.exitCode, 0);
    const QString identity = "1.000000000 0.000000000 0.000000000 0.000000000";
    QVERIFY2(poses.out.contains("POSE model table 1.000000000 2.000000000 0.000000000 " + identity),
        qPrintable(poses.out));
    QVERIFY(
        poses.out.contains("POSE link table::top 1.000000000 2.000000000 0.700000000 " + identity));
    QVERIFY(poses.out.contains("POSE visual table::top::board 1.000000000 2.000000000 "
                               "0.700000000 "
        + identity));
    QCOMPARE(runRobostage({"check", out}).exitCode, 0);
}

void TestCli::addRefusals_data()
{
    QTest::addColumn<bool>("urdf");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("urdf link without joint")
        << true << QStringList {"--add-link", "loose"} << 1
        << "link 'loose' has no parent joint; add one with --add-joint NAME=TYPE,PARENT,loose";
    QTest::newRow("sdf model without link")
        << false << QStringList {"--add-model", "default::m"} << 1 << "model 'm' has no link";
    QTest::newRow("bad geometry")
        << true << QStringList {"--add-visual", "base_link::v=pyramid:1"} << 2
        << "--add-visual base_link::v=pyramid:1: 'pyramid:1' is not a geometry";
    QTest::newRow("bad pose") << false << QStringList {"--add-model", "default::m@1,2"} << 2
                              << "--add-model default::m@1,2: '1,2' is not a pose";
    QTest::newRow("unknown parent") << false << QStringList {"--add-link", "nope::l"} << 1
                                    << "--add-link nope::l: no model named 'nope'";
    QTest::newRow("name taken") << true << QStringList {"--add-link", "base_link"} << 1
                                << "the name 'base_link' is already used";
    QTest::newRow("urdf frame") << true << QStringList {"--add-frame", "base_link::f"} << 1
                                << "URDF has no frames";
    QTest::newRow("urdf include") << true << QStringList {"--include", "arm::model://box"} << 1
                                  << "URDF has no <include>";
    QTest::newRow("bad light type") << false << QStringList {"--add-light", "default::l=area"} << 2
                                    << "'area' is not a light type";
    QTest::newRow("urdf joint type")
        << true << QStringList {"--add-link", "l", "--add-joint", "j=ball,base_link,l"} << 1
        << "'ball' is not a URDF joint type; use one of revolute, continuous, prismatic, fixed, "
           "floating, planar";
}

void TestCli::addRefusals()
{
    QFETCH(bool, urdf);
    QFETCH(QStringList, options);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString in = dir.filePath(urdf ? "arm.urdf" : "world.sdf");
    const QString out = dir.filePath(urdf ? "out.urdf" : "out.sdf");
    QVERIFY(writeFile(in, urdf ? kBaseLinkUrdf : kEmptyWorld));
    const Run r = runRobostage(QStringList {"edit", in, "-o", out} + options);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY2(r.err.contains("Nothing was written."), qPrintable(r.err));
    QVERIFY(!QFileInfo::exists(out));
}

void TestCli::addLightSensorInclude()
{
    // GIVEN a world with a sun and a model folder `crate` on GZ_SIM_RESOURCE_PATH
    QTemporaryDir dir;
    const QString in = dir.filePath("world.sdf"), out = dir.filePath("lit.sdf");
    QVERIFY(writeFile(in, kEmptyWorld));
    QDir().mkpath(dir.filePath("models/crate"));
    QVERIFY(writeFile(dir.filePath("models/crate/model.config"),
        "<?xml version=\"1.0\"?>\n<model><sdf version=\"1.9\">model.sdf</sdf></model>\n"));
    QVERIFY(writeFile(dir.filePath("models/crate/model.sdf"),
        "<?xml version=\"1.0\"?>\n<sdf version=\"1.9\">\n  <model name=\"crate\">\n"
        "    <link name=\"body\"/>\n  </model>\n</sdf>\n"));
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *unused : {"IGN_GAZEBO_RESOURCE_PATH", "SDF_PATH", "GAZEBO_MODEL_PATH"})
        env.remove(unused);
    env.insert("GZ_SIM_RESOURCE_PATH", dir.filePath("models"));
    // WHEN a table gets a spot light and a contact sensor, the world a lamp and two crates
    const Run r = runRobostage(
        {"edit", in, "-o", out, "--add-model", "default::table@1,2,0,0,0,0", "--add-link",
            "table::top@0,0,0.7,0,0,0", "--add-collision", "table::top::board=box:1,1,0.05",
            "--add-light", "table::top::lamp=spot@0,0,0.5,0,0,0", "--add-sensor",
            "table::top::touch=contact", "--add-light", "default::fill=point@0,0,3,0,0,0",
            "--include", "default::model://crate@2,0,0,0,0,1.5707963267948966", "--include",
            "default::model://crate"},
        env);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    // THEN the file holds them, the sensor naming the link's collision
    const QByteArray written = readFile(out);
    QVERIFY(written.contains("        <sensor name=\"touch\" type=\"contact\">\n"));
    QVERIFY(written.contains("<collision>board</collision>"));
    QVERIFY(written.contains("    <include>\n      <uri>model://crate</uri>\n"
                             "      <name>crate_0</name>\n    </include>\n"));
    // AND `robostage poses` puts each at its parent's pose composed with POSE
    const Run poses = runRobostage({"poses", out}, env);
    QVERIFY2(poses.exitCode == 0, qPrintable(poses.out + poses.err));
    const QString identity = "1.000000000 0.000000000 0.000000000 0.000000000";
    const QString yaw90 = "0.707106781 0.000000000 0.000000000 0.707106781";
    for (const QString &line :
        {"POSE light table::top::lamp 1.000000000 2.000000000 1.200000000 " + identity,
            "POSE light fill 0.000000000 0.000000000 3.000000000 " + identity,
            "POSE model crate 2.000000000 0.000000000 0.000000000 " + yaw90,
            "POSE link crate::body 2.000000000 0.000000000 0.000000000 " + yaw90,
            "POSE model crate_0 0.000000000 0.000000000 0.000000000 " + identity})
        QVERIFY2(poses.out.contains(line), qPrintable(line + "\n" + poses.out));
    QCOMPARE(runRobostage({"check", out}, env).exitCode, 0);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
