// `robostage diff` as a user or CI runs it (issue 34): a file and itself, and a URDF and its own
// SDFormat conversion (robostage convert) are equal; an edit made with `robostage edit` is
// reported on exactly the entity it changed, with what moved along; renames, tolerances, xacro
// arguments per version, JSON, exit statuses.

#include "runrobostage.h"

#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using robostage::test::Run;
using robostage::test::runRobostage;

const QString kDemo = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/../../resources/worlds/demo.sdf");
const QString kCorpus = QStringLiteral(ROBOSTAGE_CORPUS_DIR "/");

QJsonObject diffJson(const QStringList &arguments, int expectedExit, QString *err = nullptr)
{
    const Run r = runRobostage(QStringList {"diff", "--json"} + arguments);
    if (err)
        *err = r.err;
    if (r.exitCode != expectedExit) {
        qWarning("diff %s: exit %d, stderr: %s", qPrintable(arguments.join(' ')), r.exitCode,
            qPrintable(r.err.left(2000)));
        return {};
    }
    return QJsonDocument::fromJson(r.out.toUtf8()).object();
}

/// "ENTITY KIND FIELD" of each change.
QStringList changeList(const QJsonObject &diff)
{
    QStringList out;
    for (const QJsonValue &c : diff["changes"].toArray())
        out << QStringLiteral("%1 %2 %3")
                   .arg(c["entity"].toString(), c["kind"].toString(), c["field"].toString())
                   .trimmed();
    return out;
}

QStringList movedList(const QJsonObject &diff)
{
    QStringList out;
    for (const QJsonValue &m : diff["moved"].toArray())
        out << m["entity"].toString();
    return out;
}

} // namespace

class TestDiffCommand : public QObject
{
    Q_OBJECT

private slots:
    void fileAndItselfAreEqual();
    void urdfAndItsSdfConversionAreEqual_data();
    void urdfAndItsSdfConversionAreEqual();
    void editsAreNamedExactly();
    void renamesAndTolerance();
    void xacroArgumentsPerVersion();
    void textForPeople();
    void gitDiffAndDifftool();
    void imageDrawsBoth();
    void badUsage();

private:
    QTemporaryDir m_dir;
};

void TestDiffCommand::fileAndItselfAreEqual()
{
    const QJsonObject diff = diffJson({kDemo, kDemo}, 0);
    QCOMPARE(diff["equal"].toBool(), true);
    QVERIFY(diff["changes"].toArray().isEmpty());
    QVERIFY(diff["moved"].toArray().isEmpty());
}

void TestDiffCommand::urdfAndItsSdfConversionAreEqual_data()
{
    QTest::addColumn<QString>("urdf");
    QTest::newRow("refs.urdf (mimic, materials)")
        << QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/edit/refs.urdf");
    QTest::newRow("UR5e (xacro output)") << kCorpus + "xacro/expected/ur_ur5e.urdf";
    QTest::newRow("Franka FR3 + hand") << kCorpus + "xacro/expected/franka_fr3_hand.urdf";
    QTest::newRow("Kinova Gen3 + 2F-85") << kCorpus + "xacro/expected/kinova_gen3_7dof_2f85.urdf";
    QTest::newRow("Unitree R1") << kCorpus
            + "unitreerobotics__unitree_ros/robots/r1_description/R1.urdf";
}

void TestDiffCommand::urdfAndItsSdfConversionAreEqual()
{
    QFETCH(QString, urdf);
    if (!QFileInfo::exists(urdf))
        QSKIP("not in the corpus");
    // GIVEN a URDF converted to SDFormat 1.11 (the first with <mimic>) by robostage convert
    const QString sdf = m_dir.filePath(QFileInfo(urdf).completeBaseName() + ".sdf");
    const Run convert = runRobostage({"convert", "--sdf-version", "1.11", urdf, sdf});
    QVERIFY2(convert.exitCode == 0, qPrintable(convert.err));
    // THEN diff says they are equal, both ways
    for (const QStringList &pair : {QStringList {urdf, sdf}, QStringList {sdf, urdf}}) {
        const QJsonObject diff = diffJson(pair, 0);
        QVERIFY2(diff["equal"].toBool(),
            qPrintable(changeList(diff).mid(0, 10).join('\n') + movedList(diff).join(' ')));
    }
}

void TestDiffCommand::editsAreNamedExactly()
{
    const QString out = m_dir.filePath("edited.sdf");
    struct Case
    {
        QStringList edit;
        QStringList changes;
    };
    const std::vector<Case> cases {
        {{"--set-pose", "demo_arm::forearm=0,0,0.7,0,0,0.1"}, {"demo_arm::forearm pose pose"}},
        {{"--set-axis", "demo_arm::shoulder_yaw=0,1,0"}, {"demo_arm::shoulder_yaw joint axis"}},
        {{"--set-color", "demo_arm::gripper::status_led=0,0,1,1"},
            {"demo_arm::gripper::status_led material diffuse"}},
        {{"--set-geometry", "crate::body::visual=box:0.6,0.5,0.4"},
            {"crate::body::visual geometry size"}},
        {{"--set-static", "crate=true"}, {"crate static static"}},
        {{"--delete", "inspection_point"}, {"inspection_point removed"}},
    };
    for (const Case &c : cases) {
        // WHEN the demo world is edited
        const Run edit = runRobostage(QStringList {"edit", kDemo, "-o", out} + c.edit);
        QVERIFY2(edit.exitCode == 0, qPrintable(edit.err));
        // THEN the diff names that entity and change only, and exits 1
        const QJsonObject diff = diffJson({kDemo, out}, 1);
        QCOMPARE(changeList(diff), c.changes);
        QCOMPARE(diff["equal"].toBool(), false);
    }
    // AND a moved link takes what is posed relative to it along, under `moved`
    runRobostage({"edit", kDemo, "-o", out, "--set-pose", "demo_arm::forearm=0,0,0.7,0,0,0"});
    const QJsonObject diff = diffJson({kDemo, out}, 1);
    const QJsonObject pose = diff["changes"][0].toObject();
    QCOMPARE(pose["old"].toArray()[2].toDouble(), 0.65);
    QCOMPARE(pose["new"].toArray()[2].toDouble(), 0.7);
    QVERIFY(qAbs(pose["distance_m"].toDouble() - 0.05) < 1e-12);
    const QStringList moved = movedList(diff);
    QVERIFY2(moved.contains("demo_arm::forearm::beam") && moved.contains("demo_arm::telescope"),
        qPrintable(moved.join(' ')));
    QVERIFY(!moved.contains("demo_arm::forearm"));
    QVERIFY(!moved.contains("demo_arm::upper_arm::tube"));
}

void TestDiffCommand::renamesAndTolerance()
{
    const QString out = m_dir.filePath("renamed.sdf");
    QCOMPARE(runRobostage({"edit", kDemo, "-o", out, "--rename", "crate=box"}).exitCode, 0);
    // A rename without --rename: removed and added
    QStringList changes = changeList(diffJson({kDemo, out}, 1));
    QVERIFY2(changes.contains("crate removed") && changes.contains("box added"),
        qPrintable(changes.join('\n')));
    // With --rename the model and what it holds pair up
    QCOMPARE(diffJson({kDemo, out, "--rename", "crate=box", "--rename", "crate::body=box::body",
                          "--rename", "crate::body::visual=box::body::visual", "--rename",
                          "crate::body::collision=box::body::collision"},
                 0)["equal"]
                 .toBool(),
        true);
    // A pose 0.1 mm away differs, and is equal within --tolerance 0.001,0.001
    const QString nudged = m_dir.filePath("nudged.sdf");
    QCOMPARE(runRobostage({"edit", kDemo, "-o", nudged, "--set-pose", "crate=1.0001,0,0.25,0,0,0"})
                 .exitCode,
        0);
    const QString original = m_dir.filePath("original.sdf");
    QCOMPARE(runRobostage({"edit", kDemo, "-o", original, "--set-pose", "crate=1,0,0.25,0,0,0"})
                 .exitCode,
        0);
    QCOMPARE(changeList(diffJson({original, nudged}, 1)), QStringList({"crate pose pose"}));
    QCOMPARE(diffJson({original, nudged, "--tolerance", "0.001,0.001"}, 0)["equal"].toBool(), true);
}

void TestDiffCommand::xacroArgumentsPerVersion()
{
    const QString xacroRoot = kCorpus + "xacro/UniversalRobots__Universal_Robots_ROS2_Description";
    const QString ur = xacroRoot + "/urdf/ur.urdf.xacro";
    if (!QFileInfo::exists(ur))
        QSKIP("UR description not in the corpus");
    QProcessEnvironment env = robostage::test::withPackagePath(xacroRoot);
    const auto run = [&](const QStringList &arguments) {
        return runRobostage(
            QStringList {"diff", "--json", ur, ur, "--arg", "name:=ur"} + arguments, env);
    };
    // The same arguments: equal; UR5e against UR10e: the links' poses and inertials differ
    QCOMPARE(run({"--arg", "ur_type:=ur5e"}).exitCode, 0);
    const Run r = run({"--old-arg", "ur_type:=ur5e", "--new-arg", "ur_type:=ur10e"});
    QCOMPARE(r.exitCode, 1);
    const QStringList changes = changeList(QJsonDocument::fromJson(r.out.toUtf8()).object());
    QVERIFY2(changes.contains("ur::forearm_link inertial mass")
            && changes.contains("ur::wrist_1_joint pose pose"),
        qPrintable(changes.join('\n')));
}

void TestDiffCommand::textForPeople()
{
    const QString out = m_dir.filePath("text.sdf");
    runRobostage({"edit", kDemo, "-o", out, "--set-pose", "demo_arm::forearm=0,0,0.7,0,0,0"});
    const Run r = runRobostage({"diff", kDemo, out});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains(QStringLiteral("demo_arm::forearm (link)\n    pose  0 0 0.65 0 0 0 → "
                                           "0 0 0.7 0 0 0  (50.00 mm, 0.00°)")),
        qPrintable(r.out));
    QVERIFY(r.out.contains(QLatin1String("moved with the changes above")));
    QVERIFY(r.out.contains(QLatin1String("1 entities changed (1 pose), 0 added, 0 removed")));
    const Run same = runRobostage({"diff", kDemo, kDemo});
    QCOMPARE(same.exitCode, 0);
    QCOMPARE(same.out, QStringLiteral("equal\n"));
}

void TestDiffCommand::gitDiffAndDifftool()
{
    // GIVEN a git repository with the demo world committed and then edited
    QTemporaryDir repo;
    const auto git = [&repo](const QStringList &arguments) {
        QProcess p;
        p.setWorkingDirectory(repo.path());
        p.start(QStringLiteral("git"),
            QStringList {"-c", "user.name=t", "-c", "user.email=t@t", "-c", "core.pager=cat"}
                + arguments);
        p.waitForFinished(30000);
        return QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
    };
    git({"init", "-q"});
    const QString world = repo.filePath("world.sdf");
    QVERIFY(QFile::copy(kDemo, world));
    QFile::setPermissions(world, QFile::ReadOwner | QFile::WriteOwner);
    git({"add", "world.sdf"});
    git({"commit", "-q", "-m", "demo"});
    QCOMPARE(runRobostage({"edit", world, "-o", world, "--set-static", "crate=true"}).exitCode, 0);
    const QString robostage = QStringLiteral(ROBOSTAGE_BINARY);
    // WHEN git difftool runs robostage diff (docs/CLI.md)
    const QString difftool
        = git({"difftool", "--no-prompt", "-x", robostage + " diff", "--", "world.sdf"});
    // THEN it prints the semantic diff
    QVERIFY2(difftool.contains(QLatin1String("crate (model)")), qPrintable(difftool));
    // WHEN .gitattributes names the robostage diff driver (docs/CLI.md)
    QFile attributes(repo.filePath(".gitattributes"));
    QVERIFY(attributes.open(QIODevice::WriteOnly));
    attributes.write("*.sdf diff=robostage\n");
    attributes.close();
    git({"config", "diff.robostage.command",
        QStringLiteral("sh -c '\"%1\" diff \"$1\" \"$4\"; [ $? -le 1 ]'").arg(robostage)});
    const QString diff = git({"diff", "--", "world.sdf"});
    // THEN git diff shows the text form
    QVERIFY2(diff.contains(QStringLiteral("static  false → true")), qPrintable(diff));
}

void TestDiffCommand::imageDrawsBoth()
{
    // GIVEN the demo world and a copy with the crate moved 1.3 m (same folder: meshes resolve)
    const QString folder = QFileInfo(kDemo).absolutePath();
    QTemporaryDir dir(folder + "/tst_diffcommand-XXXXXX");
    const QString moved = dir.filePath("moved.sdf");
    QCOMPARE(runRobostage({"edit", kDemo, "-o", moved, "--set-pose", "crate=1.3,-0.8,0.25,0,0,0.6"})
                 .exitCode,
        0);
    // WHEN the diff is drawn, and the moved world against itself (the control: its ghost lies
    // inside the solid world, nothing is tinted)
    const QString changed = dir.filePath("changed.png"), same = dir.filePath("same.png");
    const Run r = runRobostage({"diff", kDemo, moved, "--image", changed, "--size", "480x320"});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(
        runRobostage({"diff", moved, moved, "--image", same, "--size", "480x320"}).exitCode, 0);
    // THEN both pictures are written at that size, and the moved crate is drawn orange (the
    // changed entity's tint) where the control has none of that colour
    const QImage a(changed), b(same);
    QCOMPARE(a.size(), QSize(480, 320));
    QCOMPARE(b.size(), QSize(480, 320));
    const auto orange = [](const QImage &image) {
        int n = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                n += c.red() > 150 && c.red() > c.green() + 50 && c.green() > 60 && c.blue() < 60;
            }
        }
        return n;
    };
    const int tinted = orange(a), plain = orange(b);
    QVERIFY2(
        tinted > plain + 300, qPrintable(QStringLiteral("%1 against %2").arg(tinted).arg(plain)));
    // AND the ghost shows: with the crate deleted, the old version's crate is drawn see-through
    // and red where the world against itself (the same bounds, hence the same camera) has no
    // such red (the red x axis is in both)
    const QString removed = dir.filePath("removed.sdf");
    QCOMPARE(runRobostage({"edit", kDemo, "-o", removed, "--delete", "crate"}).exitCode, 0);
    const QString gone = dir.filePath("gone.png"), control = dir.filePath("control.png");
    QCOMPARE(
        runRobostage({"diff", kDemo, removed, "--image", gone, "--size", "480x320"}).exitCode, 1);
    QCOMPARE(
        runRobostage({"diff", kDemo, kDemo, "--image", control, "--size", "480x320"}).exitCode, 0);
    const auto red = [](const QImage &image) {
        int n = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                n += c.red() > c.green() + 40 && c.red() > c.blue() + 40 && c.green() < 200;
            }
        }
        return n;
    };
    const int ghostRed = red(QImage(gone)), controlRed = red(QImage(control));
    QVERIFY2(ghostRed > controlRed + 100,
        qPrintable(QStringLiteral("%1 against %2").arg(ghostRed).arg(controlRed)));
}

void TestDiffCommand::badUsage()
{
    QCOMPARE(runRobostage({"diff", kDemo}).exitCode, 2);
    QCOMPARE(runRobostage({"diff", kDemo, m_dir.filePath("missing.sdf")}).exitCode, 2);
    QCOMPARE(runRobostage({"diff", kDemo, kDemo, "--tolerance", "1"}).exitCode, 2);
    QCOMPARE(runRobostage({"diff", kDemo, kDemo, "--rename", "x"}).exitCode, 2);
    const QString notXml = m_dir.filePath("broken.sdf");
    QFile file(notXml);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("this is not XML");
    file.close();
    QCOMPARE(runRobostage({"diff", kDemo, notXml}).exitCode, 2);
}

QTEST_GUILESS_MAIN(TestDiffCommand)
#include "tst_diffcommand.moc"
