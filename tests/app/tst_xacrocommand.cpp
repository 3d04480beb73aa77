// `robostage xacro` (app/xacrocommand.h), the drop-in for ROS 2's xacro command.
//
// GIVEN ros/xacro's own cases (shared/corpus/xacro/xacro-tests/cases.json, copied to a
//       temporary folder whose package.xml is xacro's) and the corpus robots of MANIFEST.tsv
// WHEN  each case's input is written as test/_case_input.xacro and `robostage xacro
//       _case_input.xacro NAME:=VALUE…` runs in test/ with ROS_PACKAGE_PATH = the copy
// THEN  an output case exits 0 and prints a document whose root is equivalent to `expected`
//       (xacro's xml_matches rules, tests/model/xmlequivalence.h), an error case exits 1;
//       every case passes, as through the library (tst_xacrocases); the bar is 95%.
// AND   the robots expand as ROS's xacro did (the expected URDFs), `-o OUT` writes what stdout
//       shows, the banner names IN as given, `--deps` lists the included and loaded files,
//       `-q` silences warnings and errors name FILE:LINE.
// AND   an SDFormat world written in xacro (tests/data/xacro/sdf/shelves.world.xacro) works in
//       check, tree, render and edit as SDFormat, its edits written into the xacro source.

#include "corpus.h"
#include "model/testutil.h"
#include "model/xmlequivalence.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace robostage;

namespace {

const QString kCases = test::xacroCorpusDir() + QStringLiteral("/xacro-tests");

/// What one `robostage xacro …` run did.
struct Run
{
    int exitCode = -1; ///< -1: crashed or did not finish
    QByteArray out, err;
};

/// Runs `robostage ARGUMENTS` in `folder` with ROS_PACKAGE_PATH = `packagePath`.
Run runRobostage(
    const QStringList &arguments, const QString &folder, const QString &packagePath = {})
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("AMENT_PREFIX_PATH"));
    if (packagePath.isEmpty())
        environment.remove(QStringLiteral("ROS_PACKAGE_PATH"));
    else
        environment.insert(QStringLiteral("ROS_PACKAGE_PATH"), packagePath);
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(folder);
    process.start(QStringLiteral(ROBOSTAGE_BINARY), arguments);
    process.waitForFinished(60000);
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        process.readAllStandardOutput(), process.readAllStandardError()};
}

/// Runs `robostage xacro ARGUMENTS` in `folder` with ROS_PACKAGE_PATH = `packagePath`.
Run runXacroCommand(
    const QStringList &arguments, const QString &folder, const QString &packagePath = {})
{
    return runRobostage(QStringList {QStringLiteral("xacro")} + arguments, folder, packagePath);
}

/// The absolute, cleaned paths of a `--deps` line, sorted.
QStringList depsOf(const QByteArray &line)
{
    QStringList paths;
    for (const QString &path : QString::fromUtf8(line).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        paths << QDir::cleanPath(path.trimmed());
    paths.sort();
    return paths;
}

} // namespace

class TestXacroCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void rosCases();
    void corpusRobots();
    void outputFileIsWhatStdoutShows();
    void depsListsIncludedAndLoadedFiles();
    void quietSilencesWarningsNotErrors();
    void usageAndMissingInput();
    void sdfWorldXacroInEverySubcommand();

private:
    QTemporaryDir m_dir;
    QString m_copy; ///< the writable copy of xacro-tests/
};

void TestXacroCommand::initTestCase()
{
    if (!QFileInfo(kCases + QStringLiteral("/cases.json")).isFile())
        QSKIP("shared/corpus/xacro/xacro-tests is not available");
    QVERIFY(m_dir.isValid());
    m_copy = m_dir.filePath(QStringLiteral("xacro-tests"));
    QVERIFY(test::copyTree(kCases, m_copy));
}

void TestXacroCommand::rosCases()
{
    QFile file(kCases + QStringLiteral("/cases.json"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray cases = QJsonDocument::fromJson(file.readAll()).array();
    QVERIFY(cases.size() >= 100);
    const QString folder = m_copy + QStringLiteral("/test");
    QStringList failing;
    for (const QJsonValue &value : cases) {
        const QJsonObject c = value.toObject();
        QString input = QStringLiteral("_case_input.xacro");
        if (c.value(QLatin1String("input_file")).isString()) {
            input = c.value(QLatin1String("input_file")).toString();
        } else {
            QFile written(folder + QLatin1Char('/') + input);
            QVERIFY(written.open(QIODevice::WriteOnly | QIODevice::Truncate));
            written.write(c.value(QLatin1String("input")).toString().toUtf8());
        }
        QStringList arguments {input};
        for (const QJsonValue &a : c.value(QLatin1String("args")).toArray())
            arguments << a.toString();
        const Run run = runXacroCommand(arguments, folder, m_copy);
        QString why;
        if (c.value(QLatin1String("error")).toBool()) {
            if (run.exitCode != 1)
                why = QStringLiteral("expected exit 1 for an error, got %1").arg(run.exitCode);
        } else if (run.exitCode != 0) {
            why = QStringLiteral("exit %1: %2")
                      .arg(run.exitCode)
                      .arg(QString::fromUtf8(run.err.left(300)));
        } else {
            why = test::xmlDifference(run.out,
                c.value(QLatin1String("expected")).toString().toUtf8(),
                c.value(QLatin1String("ignore_comments")).toBool());
        }
        if (!why.isEmpty()) {
            const QString name = c.value(QLatin1String("name")).toString();
            failing << name;
            qWarning().noquote() << "FAIL" << name << ":" << why;
        }
    }
    const int passed = int(cases.size() - failing.size());
    qInfo().noquote() << QStringLiteral("robostage xacro: %1 of %2 ros/xacro cases pass")
                             .arg(passed)
                             .arg(cases.size());
    // The library passes all of them (tst_xacrocases): so must the command.
    QVERIFY2(failing.isEmpty(), qPrintable(failing.join(QStringLiteral(", "))));
}

void TestXacroCommand::corpusRobots()
{
    const std::vector<test::XacroEntry> entries = test::xacroManifest();
    if (entries.empty())
        QSKIP("shared/corpus/xacro is not available");
    for (const test::XacroEntry &e : entries) {
        const Run run = runXacroCommand(QStringList {e.entry} + e.arguments, test::xacroCorpusDir(),
            e.packagePaths.join(QLatin1Char(':')));
        QVERIFY2(run.exitCode == 0, qPrintable(e.name + QStringLiteral(": ") + run.err));
        const QString why = test::xmlDifference(run.out, test::readFile(e.expected));
        QVERIFY2(why.isEmpty(), qPrintable(e.name + QStringLiteral(": ") + why));
    }
}

void TestXacroCommand::outputFileIsWhatStdoutShows()
{
    QTemporaryDir dir;
    const QString input = QStringLiteral("robot.urdf.xacro");
    QVERIFY(test::writeFile(dir.filePath(input),
        "<robot name=\"r\" xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n"
        "  <xacro:arg name=\"length\" default=\"1\"/>\n"
        "  <link name=\"base\"><visual><geometry><box size=\"$(arg length) 2 3\"/></geometry>"
        "</visual></link>\n</robot>\n"));
    const Run shown = runXacroCommand({input, QStringLiteral("length:=0.5")}, dir.path());
    QCOMPARE(shown.exitCode, 0);
    QVERIFY(shown.out.contains("<box size=\"0.5 2 3\"/>"));
    // xacro's banner names the input as given on the command line.
    QVERIFY2(shown.out.contains("autogenerated by xacro from robot.urdf.xacro"), shown.out);
    const QString output = dir.filePath(QStringLiteral("out/robot.urdf"));
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("out"))));
    const Run written = runXacroCommand(
        {input, QStringLiteral("-o"), output, QStringLiteral("length:=0.5")}, dir.path());
    QCOMPARE(written.exitCode, 0);
    QVERIFY(written.out.isEmpty());
    QCOMPARE(test::readFile(output), shown.out);

    // A failed write leaves the file as it was.
    const Run failed = runXacroCommand(
        {input, QStringLiteral("-o"), dir.filePath(QStringLiteral("missing/out.urdf"))},
        dir.path());
    QCOMPARE(failed.exitCode, 1);
    QVERIFY2(failed.err.contains("cannot write"), failed.err);
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("missing/out.urdf"))));

    // Options xacro accepts and this one takes as they are.
    const Run options
        = runXacroCommand({QStringLiteral("--inorder"), QStringLiteral("--xacro-ns"),
                              QStringLiteral("-v"), input, QStringLiteral("length:=0.5")},
            dir.path());
    QCOMPARE(options.exitCode, 0);
    QCOMPARE(options.out, shown.out);
}

void TestXacroCommand::depsListsIncludedAndLoadedFiles()
{
    // UR5e: ur.urdf.xacro includes ur_macro.xacro, which includes inc/ur_common.xacro, whose
    // read_model_data macro loads the four YAML files of config/ur5e (read by hand from the
    // upstream files).
    const QString package = test::xacroCorpusDir()
        + QStringLiteral("/UniversalRobots__Universal_Robots_ROS2_Description");
    if (!QFileInfo(package + QStringLiteral("/urdf/ur.urdf.xacro")).isFile())
        QSKIP("the UR description is not in the corpus");
    const Run run = runXacroCommand(
        {package + QStringLiteral("/urdf/ur.urdf.xacro"), QStringLiteral("ur_type:=ur5e"),
            QStringLiteral("name:=ur"), QStringLiteral("--deps")},
        package, package);
    QCOMPARE(run.exitCode, 0);
    QStringList expected;
    for (const char *file : {"urdf/ur_macro.xacro", "urdf/inc/ur_common.xacro",
             "config/ur5e/joint_limits.yaml", "config/ur5e/default_kinematics.yaml",
             "config/ur5e/physical_parameters.yaml", "config/ur5e/visual_parameters.yaml"})
        expected << QDir::cleanPath(package + QLatin1Char('/') + QLatin1String(file));
    expected.sort();
    QCOMPARE(depsOf(run.out), expected);
    QCOMPARE(run.out.count('\n'), 1);
}

void TestXacroCommand::quietSilencesWarningsNotErrors()
{
    QTemporaryDir dir;
    // xacro warns about an unknown attribute of xacro:property.
    QVERIFY(test::writeFile(dir.filePath(QStringLiteral("w.xacro")),
        "<a xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n"
        "  <xacro:property name=\"p\" value=\"1\" colour=\"red\"/>\n  <b v=\"${p}\"/>\n</a>\n"));
    const Run loud = runXacroCommand({QStringLiteral("w.xacro")}, dir.path());
    QCOMPARE(loud.exitCode, 0);
    QVERIFY2(loud.err.contains("w.xacro:2: warning:"), loud.err);
    const Run quiet
        = runXacroCommand({QStringLiteral("-q"), QStringLiteral("w.xacro")}, dir.path());
    QCOMPARE(quiet.exitCode, 0);
    QVERIFY2(quiet.err.isEmpty(), quiet.err);
    QCOMPARE(quiet.out, loud.out);

    // Errors are printed at FILE:LINE even with -q, and nothing goes to stdout.
    QVERIFY(test::writeFile(dir.filePath(QStringLiteral("e.xacro")),
        "<a xmlns:xacro=\"http://www.ros.org/wiki/xacro\">\n\n  <b "
        "v=\"${undefined_name}\"/>\n</a>\n"));
    const Run error
        = runXacroCommand({QStringLiteral("-q"), QStringLiteral("e.xacro")}, dir.path());
    QCOMPARE(error.exitCode, 1);
    QVERIFY2(error.err.contains("e.xacro:3: error:"), error.err);
    QVERIFY(error.out.isEmpty());
}

void TestXacroCommand::usageAndMissingInput()
{
    QTemporaryDir dir;
    QCOMPARE(runXacroCommand({}, dir.path()).exitCode, 2); // no input
    QCOMPARE(runXacroCommand({QStringLiteral("a.xacro"), QStringLiteral("b.xacro")}, dir.path())
                 .exitCode,
        2);
    QCOMPARE(
        runXacroCommand({QStringLiteral(":=x"), QStringLiteral("a.xacro")}, dir.path()).exitCode,
        2);
    const Run missing = runXacroCommand({QStringLiteral("nothing.xacro")}, dir.path());
    QCOMPARE(missing.exitCode, 1);
    QVERIFY2(missing.err.contains("nothing.xacro: error: no such file"), missing.err);
    const Run help = runXacroCommand({QStringLiteral("--help")}, dir.path());
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains("--deps"));
}

void TestXacroCommand::sdfWorldXacroInEverySubcommand()
{
    // GIVEN a copy of shelves.world.xacro: a shelf macro, xacro:arg shelves (default 2), a sun
    QTemporaryDir dir;
    QVERIFY(test::copyTree(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/xacro/sdf"), dir.path()));
    const QString world = dir.filePath(QStringLiteral("shelves.world.xacro"));
    const QString three = QStringLiteral("shelves:=3");
    // THEN check finds nothing wrong, and tree lists the shelves the argument asks for
    const Run check = runRobostage({QStringLiteral("check"), world}, dir.path());
    QCOMPARE(check.exitCode, 0);
    QVERIFY2(check.out.isEmpty(), check.out.constData());
    const Run tree
        = runRobostage({QStringLiteral("tree"), world, QStringLiteral("--arg"), three}, dir.path());
    QCOMPARE(tree.exitCode, 0);
    QVERIFY2(tree.out.contains("link shelf_2::board"), tree.out.constData());
    // AND xacro prints the SDFormat document with both default shelves
    const Run expanded = runXacroCommand({world}, dir.path());
    QCOMPARE(expanded.exitCode, 0);
    QVERIFY(expanded.out.contains("<sdf version=\"1.9\">"));
    QCOMPARE(expanded.out.count("<model name=\"shelf_"), 2);
    // AND render draws the three shelves' wood colour (diffuse 0.6 0.4 0.2)
    const QString picture = dir.filePath(QStringLiteral("shelves.png"));
    const Run render = runRobostage(
        {QStringLiteral("render"), world, QStringLiteral("--arg"), three, QStringLiteral("-o"),
            picture, QStringLiteral("--size"), QStringLiteral("320x200")},
        dir.path());
    QVERIFY2(render.exitCode == 0, render.err.constData());
    const QImage image(picture);
    QCOMPARE(image.size(), QSize(320, 200));
    int wood = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            wood += c.red() > c.green() + 20 && c.green() > c.blue() + 10 ? 1 : 0;
        }
    }
    QVERIFY2(wood > image.width() * image.height() / 50, qPrintable(QString::number(wood)));
    // WHEN edit moves the sun up
    const QByteArray before = test::readFile(world);
    const Run edit
        = runRobostage({QStringLiteral("edit"), world, QStringLiteral("--set-pose"),
                           QStringLiteral("sun=0,0,12,0,0,0"), QStringLiteral("-o"), world},
            dir.path());
    QVERIFY2(edit.exitCode == 0, edit.err.constData());
    // THEN the literal in the xacro source changed and no other byte did
    QByteArray expected = before;
    expected.replace("<pose>0 0 10 0 0 0</pose>", "<pose>0 0 12 0 0 0</pose>");
    QVERIFY(expected != before);
    QCOMPARE(test::readFile(world), expected);
}

QTEST_GUILESS_MAIN(TestXacroCommand)
#include "tst_xacrocommand.moc"
