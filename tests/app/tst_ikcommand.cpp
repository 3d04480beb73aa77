// `robostage ik` (app/ikcommand.h, issue 32) as a user runs it, with `robostage poses` as the
// oracle: the target is the tip's world pose that `poses --joint …` prints for some joint
// positions, and the joint values `ik` prints must put the tip there again by `poses`.
//
// GIVEN a xacro arm with arguments (UR5e), an SDFormat model (PR2 from gazebo_models), a
//       SimRobot scene (B-Human's Nao) and a URDF gripper whose joints mimic one another
// WHEN  `robostage ik FILE TIP=x,y,z,roll,pitch,yaw …` runs
// THEN  it exits 0 and the printed joints reach the target within 1e-4 m and 1e-3 rad; mimic
//       followers are printed with their leader; `--json` has the documented fields; an
//       unreachable target exits 1 with the best values and the reason; bad usage exits 2.

#include "app/runrobostage.h"
#include "corpus.h"
#include "pose.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace robostage;
using test::Run;
using test::runRobostage;

namespace {

const QString kUr = test::corpusDir()
    + QStringLiteral("/xacro/UniversalRobots__Universal_Robots_ROS2_Description");

/// World poses by scoped name from `robostage poses ARGUMENTS --json`.
QHash<QString, Pose> poses(const QStringList &arguments,
    const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    const Run run = runRobostage(
        QStringList {QStringLiteral("poses")} + arguments + QStringList {QStringLiteral("--json")},
        environment);
    QHash<QString, Pose> out;
    for (const QJsonValue &v : QJsonDocument::fromJson(run.out.toUtf8()).array()) {
        const QJsonObject o = v.toObject();
        const QJsonArray p = o[QStringLiteral("position")].toArray();
        const QJsonArray q = o[QStringLiteral("quaternion")].toArray();
        if (o[QStringLiteral("kind")].toString() == QLatin1String("link")) {
            out.insert(o[QStringLiteral("name")].toString(),
                Pose {{p[0].toDouble(), p[1].toDouble(), p[2].toDouble()},
                    Quat {q[0].toDouble(), q[1].toDouble(), q[2].toDouble(), q[3].toDouble()}});
        }
    }
    return out;
}

/// `TIP=x,y,z,roll,pitch,yaw` for `pose` (`TIP=x,y,z` with `positionOnly`).
QString target(const QString &tip, const Pose &pose, bool positionOnly = false)
{
    const Vec3 rpy = pose.q.toRpy();
    QStringList numbers;
    for (double v : {pose.p.x, pose.p.y, pose.p.z, rpy.x, rpy.y, rpy.z})
        numbers << QString::number(v, 'g', 17);
    return tip + QLatin1Char('=') + numbers.mid(0, positionOnly ? 3 : 6).join(QLatin1Char(','));
}

/// `--joint NAME=VALUE` arguments for the `JOINT NAME VALUE` lines of `ik`'s output.
QStringList jointArguments(const QString &ikOutput)
{
    QStringList out;
    for (const QString &line : ikOutput.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const QStringList parts = line.split(QLatin1Char(' '));
        if (parts.size() == 3 && parts[0] == QLatin1String("JOINT"))
            out << QStringLiteral("--joint") << parts[1] + QLatin1Char('=') + parts[2];
    }
    return out;
}

} // namespace

class TestIkCommand : public QObject
{
    Q_OBJECT

private slots:
    void reachesPosesAcrossFormats_data();
    void reachesPosesAcrossFormats();
    void jsonAndMimicFollowers();
    void unreachableTarget();
    void badUsage();
};

void TestIkCommand::reachesPosesAcrossFormats_data()
{
    QTest::addColumn<QStringList>("file"); // the file and its --arg options
    QTest::addColumn<QString>("tip");
    QTest::addColumn<QStringList>("joints"); // the joint positions that make the target
    QTest::addColumn<bool>("positionOnly");
    QTest::addColumn<QString>("packagePath");
    const QString corpus = test::corpusDir();
    QTest::newRow("xacro UR5e") << QStringList {kUr + QStringLiteral("/urdf/ur.urdf.xacro"),
        QStringLiteral("--arg"), QStringLiteral("ur_type:=ur5e"), QStringLiteral("--arg"),
        QStringLiteral("name:=ur")}
                                << "tool0"
                                << QStringList {QStringLiteral("shoulder_pan_joint=0.5"),
                                       QStringLiteral("shoulder_lift_joint=-1.1"),
                                       QStringLiteral("elbow_joint=1.4"),
                                       QStringLiteral("wrist_1_joint=-0.8"),
                                       QStringLiteral("wrist_2_joint=-1.5"),
                                       QStringLiteral("wrist_3_joint=0.3")}
                                << false << kUr;
    QTest::newRow("SDFormat PR2") << QStringList {corpus
        + QStringLiteral("/osrf__gazebo_models/pr2/model.sdf")}
                                  << "r_wrist_roll_link"
                                  << QStringList {QStringLiteral("r_shoulder_pan_joint=-0.4"),
                                         QStringLiteral("r_shoulder_lift_joint=0.3"),
                                         QStringLiteral("r_upper_arm_roll_joint=-0.5"),
                                         QStringLiteral("r_elbow_flex_joint=-1.2"),
                                         QStringLiteral("r_forearm_roll_joint=0.7"),
                                         QStringLiteral("r_wrist_flex_joint=-0.6"),
                                         QStringLiteral("r_wrist_roll_joint=0.2")}
                                  << false << QString();
    QTest::newRow("SimRobot Nao") << QStringList {corpus
        + QStringLiteral("/bhuman__BHumanCodeRelease/Config/Scenes/OtherScenes/PhotoMode.ros2")}
                                  << "robot5::LFoot"
                                  << QStringList {QStringLiteral("robot5::LHipPitch=-0.5"),
                                         QStringLiteral("robot5::LKneePitch=1.0"),
                                         QStringLiteral("robot5::LAnklePitch=-0.4")}
                                  << true << QString();
}

void TestIkCommand::reachesPosesAcrossFormats()
{
    QFETCH(QStringList, file);
    QFETCH(QString, tip);
    QFETCH(QStringList, joints);
    QFETCH(bool, positionOnly);
    QFETCH(QString, packagePath);
    if (!QFileInfo::exists(file.first()))
        QSKIP("corpus missing");
    const QProcessEnvironment environment = packagePath.isEmpty()
        ? QProcessEnvironment::systemEnvironment()
        : test::withPackagePath(packagePath);
    QStringList jointOptions;
    for (const QString &j : joints)
        jointOptions << QStringLiteral("--joint") << j;
    const auto wanted = poses(file + jointOptions, environment);
    const QString tipName = [&] {
        for (auto it = wanted.cbegin(); it != wanted.cend(); ++it) {
            if (it.key().endsWith(QStringLiteral("::") + tip))
                return it.key();
        }
        return QString();
    }();
    QVERIFY2(!tipName.isEmpty(), qPrintable(tip));
    const Pose goal = wanted.value(tipName);

    const Run ik = runRobostage(
        QStringList {QStringLiteral("ik"), file.first(), target(tip, goal, positionOnly)}
            + file.mid(1),
        environment);
    QVERIFY2(ik.exitCode == 0, qPrintable(ik.out + ik.err));
    const QStringList solved = jointArguments(ik.out);
    QVERIFY(solved.size() >= 2 * (positionOnly ? 3 : 6));
    const Pose got = poses(file + solved, environment).value(tipName);
    QVERIFY2((got.p - goal.p).norm() <= 1e-4, qPrintable(ik.out));
    if (!positionOnly)
        QVERIFY2(got.q.angleTo(goal.q) <= 1e-3, qPrintable(ik.out));
}

void TestIkCommand::jsonAndMimicFollowers()
{
    // Kinova Gen3's Robotiq gripper: the finger tip's chain from the arm's end effector has one
    // free joint (the left knuckle); every joint that mimics it is printed too.
    const QString file
        = test::corpusDir() + QStringLiteral("/xacro/expected/kinova_gen3_7dof_2f85.urdf");
    if (!QFileInfo::exists(file))
        QSKIP("corpus missing");
    const QString tip = QStringLiteral("robotiq_85_left_finger_tip_link");
    const Pose goal = poses(
        {file, QStringLiteral("--joint"), QStringLiteral("robotiq_85_left_knuckle_joint=0.5")})
                          .value(QStringLiteral("gen3::") + tip);
    const Run ik = runRobostage({QStringLiteral("ik"), file, target(tip, goal, true),
        QStringLiteral("--base"), QStringLiteral("end_effector_link"), QStringLiteral("--json")});
    QVERIFY2(ik.exitCode == 0, qPrintable(ik.out + ik.err));
    const QJsonObject json = QJsonDocument::fromJson(ik.out.toUtf8()).object();
    QCOMPARE(json[QStringLiteral("success")].toBool(), true);
    for (const char *key : {"position_error_m", "rotation_error_rad", "iterations", "time_ms"})
        QVERIFY2(json[QLatin1String(key)].isDouble(), key);
    QVERIFY(json[QStringLiteral("position_error_m")].toDouble() <= 1e-4);
    const QJsonObject joints = json[QStringLiteral("joints")].toObject();
    QCOMPARE(joints.size(), 6); // the knuckle and its five followers
    const double knuckle = joints[QStringLiteral("gen3::robotiq_85_left_knuckle_joint")].toDouble();
    QVERIFY(std::abs(knuckle - 0.5) < 1e-3);
    QCOMPARE(joints[QStringLiteral("gen3::robotiq_85_right_knuckle_joint")].toDouble(), -knuckle);
    QCOMPARE(joints[QStringLiteral("gen3::robotiq_85_left_finger_tip_joint")].toDouble(), -knuckle);
}

void TestIkCommand::unreachableTarget()
{
    const QString file = test::corpusDir() + QStringLiteral("/xacro/expected/ur_ur5e.urdf");
    if (!QFileInfo::exists(file))
        QSKIP("corpus missing");
    const Run ik = runRobostage({QStringLiteral("ik"), file, QStringLiteral("tool0=4,0,0.5,0,0,0"),
        QStringLiteral("--timeout"), QStringLiteral("10")});
    QCOMPARE(ik.exitCode, 1);
    QCOMPARE(jointArguments(ik.out).size(), 12); // the best values, one line per joint
    QVERIFY2(ik.err.contains(QLatin1String("not reached"))
            && ik.err.contains(QLatin1String("out of reach")),
        qPrintable(ik.err));
}

void TestIkCommand::badUsage()
{
    const QString file = test::corpusDir() + QStringLiteral("/xacro/expected/ur_ur5e.urdf");
    if (!QFileInfo::exists(file))
        QSKIP("corpus missing");
    const Run noTarget = runRobostage({QStringLiteral("ik"), file});
    QCOMPARE(noTarget.exitCode, 2);
    QVERIFY(noTarget.err.contains(QLatin1String("TIP=x,y,z,roll,pitch,yaw")));
    const Run badNumbers = runRobostage({QStringLiteral("ik"), file, QStringLiteral("tool0=1,2")});
    QCOMPARE(badNumbers.exitCode, 2);
    const Run unknown = runRobostage({QStringLiteral("ik"), file, QStringLiteral("hand=0,0,1")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.err.contains(QLatin1String("hand")));
    const Run below = runRobostage({QStringLiteral("ik"), file,
        QStringLiteral("shoulder_link=0,0,1"), QStringLiteral("--base"), QStringLiteral("tool0")});
    QCOMPARE(below.exitCode, 2);
    QVERIFY(below.err.contains(QLatin1String("not on the way")));
    const Run help = runRobostage({QStringLiteral("ik"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    QVERIFY(help.out.contains(QLatin1String("--position-only")));
}

QTEST_GUILESS_MAIN(TestIkCommand)
#include "tst_ikcommand.moc"
