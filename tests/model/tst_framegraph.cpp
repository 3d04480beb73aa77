// FrameGraph: pose-graph resolution, attachment (bodies), joint displacements, mimic,
// cycles and very long chains (no recursion, no hang).

#include "framegraph.h"

#include <QTest>

#include <cmath>

using namespace robostage;

namespace {
FrameId addNode(FrameGraph &g, FrameKind kind, const QString &name, FrameId relativeTo,
    const Pose &X_RF, FrameId attachedTo)
{
    FrameNode n;
    n.kind = kind;
    n.scopedName = name;
    n.relativeTo = relativeTo;
    n.X_RF = X_RF;
    n.attachedTo = attachedTo;
    return g.add(n);
}
} // namespace

class TestFrameGraph : public QObject
{
    Q_OBJECT

private slots:
    void chainComposes();
    void cycleIsReportedAndCut();
    void longChainDoesNotRecurse();
    void revoluteAndMimic();
    void prismaticInParentChain();
    void kinematicLoopTerminates();
    void screwConventions_data();
    void screwConventions();
};

void TestFrameGraph::chainComposes()
{
    FrameGraph g;
    const FrameId a = addNode(
        g, FrameKind::Link, "a", kWorldFrame, Pose::fromXyzRpy(1, 0, 0, 0, 0, M_PI / 2), kNoFrame);
    const FrameId b = addNode(g, FrameKind::Frame, "b", a, Pose::fromXyzRpy(1, 0, 0, 0, 0, 0), a);
    Diagnostics d;
    g.resolve(d, {});
    QVERIFY(d.items().empty());
    QVERIFY((g.worldPose(b).p - Vec3 {1, 1, 0}).norm() < 1e-12);
    QCOMPARE(g.body(b), a);
    QCOMPARE(g.body(a), a);
}

void TestFrameGraph::cycleIsReportedAndCut()
{
    FrameGraph g;
    const FrameId a = addNode(g, FrameKind::Frame, "a", kWorldFrame, {}, kWorldFrame);
    const FrameId b = addNode(g, FrameKind::Frame, "b", a, Pose::fromXyzRpy(0, 0, 1, 0, 0, 0), a);
    g.node(a).relativeTo = b; // a -> b -> a
    g.node(a).attachedTo = b;
    Diagnostics d;
    g.resolve(d, {});
    QCOMPARE(d.count(Severity::Error), 2); // one relative_to cycle, one attached_to cycle
    QVERIFY(d.items()[0].message.contains(QLatin1String("a -> b -> a"))
        || d.items()[0].message.contains(QLatin1String("b -> a -> b")));
    QCOMPARE(g.body(a), kWorldFrame);
    // The cycle is cut at one node, which is then posed relative to the world; the other
    // follows it: b = a * (0, 0, 1).
    QVERIFY(std::abs(g.worldPose(b).p.z - g.worldPose(a).p.z - 1) < 1e-12
        || std::abs(g.worldPose(a).p.z - g.worldPose(b).p.z) < 1e-12);
}

void TestFrameGraph::longChainDoesNotRecurse()
{
    // 200 000 frames each 1 mm above the previous: resolves iteratively.
    FrameGraph g;
    FrameId prev = kWorldFrame;
    for (int i = 0; i < 200000; ++i)
        prev = addNode(
            g, FrameKind::Frame, QString(), prev, Pose::fromXyzRpy(0, 0, 0.001, 0, 0, 0), prev);
    Diagnostics d;
    g.resolve(d, {});
    QVERIFY(std::abs(g.worldPose(prev).p.z - 200.0) < 1e-6);
}

void TestFrameGraph::revoluteAndMimic()
{
    // Link a fixed at the origin; link b 1 m along x, hinged at the origin about z; link c
    // hinged at b's origin, mimicking j1 with multiplier 2.
    FrameGraph g;
    const FrameId a = addNode(g, FrameKind::Link, "m::a", kWorldFrame, {}, kNoFrame);
    const FrameId b = addNode(
        g, FrameKind::Link, "m::b", kWorldFrame, Pose::fromXyzRpy(1, 0, 0, 0, 0, 0), kNoFrame);
    const FrameId c = addNode(
        g, FrameKind::Link, "m::c", kWorldFrame, Pose::fromXyzRpy(2, 0, 0, 0, 0, 0), kNoFrame);
    const FrameId j1 = addNode(g, FrameKind::Joint, "m::j1", a, {}, b);
    const FrameId j2 = addNode(g, FrameKind::Joint, "m::j2", b, {}, c);
    JointMotion m1;
    m1.joint = j1;
    m1.parent = a;
    m1.child = b;
    m1.type = Joint::Type::Revolute;
    g.addJoint(m1);
    JointMotion m2 = m1;
    m2.joint = j2;
    m2.parent = b;
    m2.child = c;
    m2.mimicLeader = QStringLiteral("m::j1");
    m2.mimicMultiplier = 2;
    g.addJoint(m2);
    Diagnostics d;
    g.resolve(d, {});
    const std::vector<Pose> X = g.worldPoses({{QStringLiteral("m::j1"), M_PI / 2}});
    // b: rotated 90° about the origin -> (0, 1, 0); c: b moved it to (0, 2, 0), then j2 (at b,
    // 180°) swings it to (0, 0, 0).
    QVERIFY2((X[size_t(b)].p - Vec3 {0, 1, 0}).norm() < 1e-12, "b");
    QVERIFY2((X[size_t(c)].p - Vec3 {0, 0, 0}).norm() < 1e-12, "c");
    QVERIFY(std::abs(std::abs(X[size_t(c)].q.z) - std::sqrt(0.5)) < 1e-12); // total 270°
}

void TestFrameGraph::prismaticInParentChain()
{
    FrameGraph g;
    const FrameId a = addNode(g, FrameKind::Link, "a", kWorldFrame, {}, kNoFrame);
    const FrameId b = addNode(
        g, FrameKind::Link, "b", kWorldFrame, Pose::fromXyzRpy(0, 0, 1, 0, 0, 0), kNoFrame);
    const FrameId v
        = addNode(g, FrameKind::Visual, "b::v", b, Pose::fromXyzRpy(0, 0, 0.5, 0, 0, 0), b);
    const FrameId j = addNode(g, FrameKind::Joint, "j", b, {}, b);
    JointMotion m;
    m.joint = j;
    m.parent = a;
    m.child = b;
    m.type = Joint::Type::Prismatic;
    m.axis = {1, 0, 0};
    g.addJoint(m);
    Diagnostics d;
    g.resolve(d, {});
    const std::vector<Pose> X = g.worldPoses({{QStringLiteral("j"), 0.25}});
    QVERIFY((X[size_t(v)].p - Vec3 {0.25, 0, 1.5}).norm() < 1e-12);
}

void TestFrameGraph::kinematicLoopTerminates()
{
    // a -> b -> a through two joints: positions still come out, nothing hangs.
    FrameGraph g;
    const FrameId a = addNode(g, FrameKind::Link, "a", kWorldFrame, {}, kNoFrame);
    const FrameId b = addNode(g, FrameKind::Link, "b", kWorldFrame, {}, kNoFrame);
    const FrameId j1 = addNode(g, FrameKind::Joint, "j1", b, {}, b);
    const FrameId j2 = addNode(g, FrameKind::Joint, "j2", a, {}, a);
    JointMotion m;
    m.type = Joint::Type::Revolute;
    m.joint = j1, m.parent = a, m.child = b;
    g.addJoint(m);
    m.joint = j2, m.parent = b, m.child = a;
    g.addJoint(m);
    Diagnostics d;
    g.resolve(d, {});
    const std::vector<Pose> X = g.worldPoses({{QStringLiteral("j1"), 1.0}});
    QCOMPARE(int(X.size()), g.size());
    for (const Pose &pose : X)
        QVERIFY(std::isfinite(pose.p.x) && std::isfinite(pose.q.w));
}

void TestFrameGraph::screwConventions_data()
{
    QTest::addColumn<double>("pitch");
    QTest::addColumn<bool>("metresPerRevolution");
    QTest::addColumn<double>("angle");
    QTest::addColumn<double>("expectedZ");
    // SDF thread_pitch 10 rad/m, left-handed: +1 rad moves -0.1 m along the axis.
    QTest::newRow("SDF thread_pitch") << 10.0 << false << 1.0 << -0.1;
    // SDF 1.10 screw_thread_pitch / Drake: 0.04 m per revolution, right-handed.
    QTest::newRow("metres per revolution") << 0.04 << true << 2 * M_PI << 0.04;
}

void TestFrameGraph::screwConventions()
{
    QFETCH(double, pitch);
    QFETCH(bool, metresPerRevolution);
    QFETCH(double, angle);
    QFETCH(double, expectedZ);
    FrameGraph g;
    const FrameId a = addNode(g, FrameKind::Link, "a", kWorldFrame, {}, kNoFrame);
    const FrameId b = addNode(g, FrameKind::Link, "b", kWorldFrame, {}, kNoFrame);
    const FrameId j = addNode(g, FrameKind::Joint, "j", b, {}, b);
    JointMotion m;
    m.joint = j, m.parent = a, m.child = b;
    m.type = Joint::Type::Screw;
    m.threadPitch = pitch;
    m.screwPitchIsMetresPerRevolution = metresPerRevolution;
    g.addJoint(m);
    Diagnostics d;
    g.resolve(d, {});
    const Pose X_WB = g.worldPoses({{QStringLiteral("j"), angle}})[size_t(b)];
    QVERIFY2(std::abs(X_WB.p.z - expectedZ) < 1e-12, qPrintable(QString::number(X_WB.p.z)));
    QVERIFY(std::abs(std::abs(X_WB.q.w) - std::abs(std::cos(angle / 2))) < 1e-12);
}

QTEST_GUILESS_MAIN(TestFrameGraph)
#include "tst_framegraph.moc"
