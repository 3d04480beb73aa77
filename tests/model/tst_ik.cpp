// Inverse kinematics (issue 32, model/kinematics): the chains of the corpus arms (UR5e, FR3,
// Kinova Gen3, as ROS's xacro expands them) solved for random reachable targets. The oracle is
// independent of KDL: each target is the tip's world pose that FrameGraph::worldPoses() gives
// for random joint positions inside the limits, and each solution is checked by worldPoses()
// again.

#include "corpus.h"
#include "document.h"
#include "edit/entitylookup.h"
#include "iksolver.h"

#include <QtTest>

#include <algorithm>
#include <random>

using namespace robostage;
using namespace robostage::kinematics;

namespace {

QString expected(const QString &name)
{
    return test::corpusDir() + QStringLiteral("/xacro/expected/") + name;
}

FrameId link(const Document &doc, const QString &name)
{
    QString error;
    const FrameId id = edit::findEntity(doc, name, {FrameKind::Link}, &error);
    if (id == kNoFrame)
        qWarning("%s", qPrintable(error));
    return id;
}

/// Random positions of the chain's variables: uniform in the limits (a turn either way for an
/// unbounded joint).
std::vector<double> randomVariables(const KinematicChain &chain, std::mt19937 &random)
{
    std::vector<double> x;
    for (const ChainVariable &v : chain.variables) {
        const bool bounded = std::isfinite(v.lower) && std::isfinite(v.upper);
        x.push_back(std::uniform_real_distribution<double>(
            bounded ? v.lower : -M_PI, bounded ? v.upper : M_PI)(random));
    }
    return x;
}

/// World pose of `tip` with the chain's variables at `x`, by the frame graph (not KDL).
Pose graphTipPose(const Document &doc, const KinematicChain &chain, const std::vector<double> &x)
{
    JointPositions q = chain.reference;
    for (size_t i = 0; i < chain.variables.size(); ++i)
        q.insert(chain.variables[i].name, x[i]);
    return doc.frames().worldPoses(q)[size_t(chain.tip)];
}

} // namespace

class TestIk : public QObject
{
    Q_OBJECT

private slots:
    void randomReachableTargets_data();
    void randomReachableTargets();
    void mimicFollowerOnTheChain();
    void unreachableTargetKeepsLimits();
    void startingAtTheAnswerReturnsIt();
    void baseLinkAndErrors();
};

void TestIk::randomReachableTargets_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("tip");
    QTest::addColumn<int>("dof");
    QTest::newRow("UR5e") << expected(QStringLiteral("ur_ur5e.urdf")) << "tool0" << 6;
    QTest::newRow("FR3") << expected(QStringLiteral("franka_fr3_hand.urdf")) << "fr3_hand_tcp" << 7;
    QTest::newRow("Gen3") << expected(QStringLiteral("kinova_gen3_7dof_2f85.urdf"))
                          << "end_effector_link" << 7;
}

void TestIk::randomReachableTargets()
{
    QFETCH(QString, file);
    QFETCH(QString, tip);
    QFETCH(int, dof);
    if (!QFileInfo::exists(file))
        QSKIP("corpus missing");
    const auto doc = Document::load(file);
    KinematicChain chain;
    QString error;
    QVERIFY2(buildChain(*doc, kNoFrame, link(*doc, tip), {}, chain, &error), qPrintable(error));
    QCOMPARE(int(chain.variables.size()), dof);

    // KDL's forward kinematics of the chain is the frame graph's.
    std::mt19937 random(7);
    for (int i = 0; i < 20; ++i) {
        const std::vector<double> x = randomVariables(chain, random);
        const Pose a = tipPose(chain, x), b = graphTipPose(*doc, chain, x);
        QVERIFY((a.p - b.p).norm() < 1e-9);
        QVERIFY(a.q.angleTo(b.q) < 1e-9);
    }

    const int targets = 300;
    int reached = 0;
    std::vector<double> times;
    const std::vector<double> start = referenceVariables(chain);
    for (int i = 0; i < targets; ++i) {
        const Pose target = graphTipPose(*doc, chain, randomVariables(chain, random));
        const IkResult r = solveIk(chain, target, start);
        times.push_back(r.timeMs);
        QCOMPARE(r.variables.size(), chain.variables.size());
        for (size_t k = 0; k < chain.variables.size(); ++k) { // inside the limits, always
            QVERIFY(r.variables[k] >= chain.variables[k].lower - 1e-12);
            QVERIFY(r.variables[k] <= chain.variables[k].upper + 1e-12);
        }
        const Pose got = graphTipPose(*doc, chain, r.variables);
        const double dp = (got.p - target.p).norm(), dr = got.q.angleTo(target.q);
        QCOMPARE(r.success, dp <= 1e-4 && dr <= 1e-3);
        if (r.success)
            ++reached;
        else
            QVERIFY(!r.reason.isEmpty());
    }
    std::sort(times.begin(), times.end());
    qInfo("%s: %d of %d reached, median %.3f ms, 90th percentile %.3f ms",
        qPrintable(QTest::currentDataTag()), reached, targets, times[times.size() / 2],
        times[times.size() * 9 / 10]);
    QVERIFY2(reached >= targets * 99 / 100, qPrintable(QString::number(reached)));
}

void TestIk::mimicFollowerOnTheChain()
{
    // Kinova Gen3 with the Robotiq 2F-85: the finger tip's joint mimics the knuckle
    // (multiplier −1), so the knuckle is one variable that moves both.
    const QString file = expected(QStringLiteral("kinova_gen3_7dof_2f85.urdf"));
    if (!QFileInfo::exists(file))
        QSKIP("corpus missing");
    const auto doc = Document::load(file);
    KinematicChain chain;
    QVERIFY(buildChain(*doc, link(*doc, QStringLiteral("end_effector_link")),
        link(*doc, QStringLiteral("robotiq_85_left_finger_tip_link")), {}, chain, nullptr));
    QCOMPARE(int(chain.variables.size()), 1);
    QVERIFY(chain.variables[0].name.endsWith(QLatin1String("::robotiq_85_left_knuckle_joint")));
    const auto follower = std::find_if(
        chain.joints.begin(), chain.joints.end(), [](const ChainJoint &j) { return j.follower; });
    QVERIFY(follower != chain.joints.end());
    QVERIFY(follower->name.endsWith(QLatin1String("::robotiq_85_left_finger_tip_joint")));
    QCOMPARE(follower->multiplier, -1.0);

    const double lower = chain.variables[0].lower, upper = chain.variables[0].upper;
    const std::vector<double> x {lower + 0.6 * (upper - lower)};
    const Pose target = graphTipPose(*doc, chain, x);
    IkOptions options;
    options.positionOnly = true;
    const IkResult r = solveIk(chain, target, {lower}, options);
    QVERIFY2(r.success, qPrintable(r.reason));
    QVERIFY(std::abs(r.variables[0] - x[0]) < 1e-4);
    QVERIFY((graphTipPose(*doc, chain, r.variables).p - target.p).norm() < 1e-4);
}

void TestIk::unreachableTargetKeepsLimits()
{
    const QString file = expected(QStringLiteral("franka_fr3_hand.urdf"));
    if (!QFileInfo::exists(file))
        QSKIP("corpus missing");
    const auto doc = Document::load(file);
    KinematicChain chain;
    QVERIFY(
        buildChain(*doc, kNoFrame, link(*doc, QStringLiteral("fr3_hand_tcp")), {}, chain, nullptr));
    IkOptions options;
    options.timeBudgetMs = 10;
    const Pose far {{3, 0, 0.5}, Quat {}}; // the FR3 reaches about 0.9 m
    const IkResult r = solveIk(chain, far, referenceVariables(chain), options);
    QVERIFY(!r.success);
    QVERIFY(r.reason.contains(QLatin1String("out of reach")));
    QVERIFY(r.positionError > 1.5);
    QVERIFY(r.attempts > 1); // it restarted before giving up
    for (size_t k = 0; k < chain.variables.size(); ++k) {
        QVERIFY(r.variables[k] >= chain.variables[k].lower);
        QVERIFY(r.variables[k] <= chain.variables[k].upper);
    }
    // The best values found point the arm at the target.
    const Pose got = graphTipPose(*doc, chain, r.variables);
    QVERIFY(got.p.x > 0.7);
}

void TestIk::startingAtTheAnswerReturnsIt()
{
    const QString file = expected(QStringLiteral("ur_ur5e.urdf"));
    if (!QFileInfo::exists(file))
        QSKIP("corpus missing");
    const auto doc = Document::load(file);
    KinematicChain chain;
    QVERIFY(buildChain(*doc, kNoFrame, link(*doc, QStringLiteral("tool0")), {}, chain, nullptr));
    // The UR5e has eight solutions for most poses; starting near one gives that one.
    const std::vector<double> x {-0.4, -1.2, 1.5, -0.9, -1.3, 0.7};
    const Pose target = graphTipPose(*doc, chain, x);
    std::vector<double> near = x;
    for (double &v : near)
        v += 0.05;
    const IkResult r = solveIk(chain, target, near);
    QVERIFY(r.success);
    QCOMPARE(r.attempts, 1);
    for (size_t k = 0; k < x.size(); ++k)
        QVERIFY2(std::abs(r.variables[k] - x[k]) < 1e-3, qPrintable(QString::number(k)));
    // A joint wider than a turn (±2π) comes back by whole turns to the start.
    std::vector<double> turned = x;
    turned[0] += 2 * M_PI;
    const IkResult t = solveIk(chain, target, turned);
    QVERIFY(t.success);
    QVERIFY(std::abs(t.variables[0] - turned[0]) < 1e-3);
}

void TestIk::baseLinkAndErrors()
{
    const QString file = expected(QStringLiteral("ur_ur5e.urdf"));
    if (!QFileInfo::exists(file))
        QSKIP("corpus missing");
    const auto doc = Document::load(file);
    KinematicChain chain;
    QString error;
    // From the shoulder link: the shoulder pan joint is not on the chain; the target is still
    // in the world, at the pan angle `from` gives.
    const JointPositions from {{QStringLiteral("ur::shoulder_pan_joint"), 0.8}};
    QVERIFY(buildChain(*doc, link(*doc, QStringLiteral("shoulder_link")),
        link(*doc, QStringLiteral("tool0")), from, chain, &error));
    QCOMPARE(int(chain.variables.size()), 5);
    QCOMPARE(chain.variables[0].name, QStringLiteral("ur::shoulder_lift_joint"));
    const std::vector<double> x {-1.0, 1.2, -0.5, 0.3, 0.2};
    const Pose target = graphTipPose(*doc, chain, x);
    QCOMPARE(chain.reference.value(QStringLiteral("ur::shoulder_pan_joint")), 0.8);
    const IkResult r = solveIk(chain, target, referenceVariables(chain));
    QVERIFY2(r.success, qPrintable(r.reason));

    // A base below the tip, and a tip with no joint between: refused with a reason.
    QVERIFY(!buildChain(*doc, link(*doc, QStringLiteral("tool0")),
        link(*doc, QStringLiteral("shoulder_link")), {}, chain, &error));
    QVERIFY(error.contains(QLatin1String("not on the way")));
    QVERIFY(!buildChain(*doc, link(*doc, QStringLiteral("wrist_3_link")),
        link(*doc, QStringLiteral("tool0")), {}, chain, &error));
    QVERIFY(error.contains(QLatin1String("no joint moves")));
}

QTEST_GUILESS_MAIN(TestIk)
#include "tst_ik.moc"
