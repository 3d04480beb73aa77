// Pose algebra: rpy conventions (URDF/SDFormat fixed-axis XYZ), composition and inversion in
// monogram notation, canonical quaternion sign.

#include "pose.h"

#include <QTest>

#include <cmath>

using namespace robostage;

class TestPose : public QObject
{
    Q_OBJECT

private slots:
    void rpyRoundTrip_data();
    void rpyRoundTrip();
    void rpyIsFixedAxisXyz();
    void composeAndInverse();
    void canonicalSign();
    void angleTo();
};

void TestPose::rpyRoundTrip_data()
{
    QTest::addColumn<double>("roll");
    QTest::addColumn<double>("pitch");
    QTest::addColumn<double>("yaw");
    QTest::newRow("zero") << 0.0 << 0.0 << 0.0;
    QTest::newRow("roll") << 0.3 << 0.0 << 0.0;
    QTest::newRow("mixed") << 0.1 << -0.4 << 2.5;
    QTest::newRow("negative yaw") << -1.2 << 0.7 << -3.0;
}

void TestPose::rpyRoundTrip()
{
    QFETCH(double, roll);
    QFETCH(double, pitch);
    QFETCH(double, yaw);
    const Vec3 rpy = Quat::fromRpy(roll, pitch, yaw).toRpy();
    QVERIFY(std::abs(rpy.x - roll) < 1e-12);
    QVERIFY(std::abs(rpy.y - pitch) < 1e-12);
    QVERIFY(std::abs(rpy.z - yaw) < 1e-12);
}

void TestPose::rpyIsFixedAxisXyz()
{
    // R = Rz(yaw) Ry(pitch) Rx(roll): roll 90° then yaw 90° maps x->y, y->z, z->x.
    const Quat q = Quat::fromRpy(M_PI / 2, 0, M_PI / 2);
    const Vec3 x = q.rotate({1, 0, 0}), y = q.rotate({0, 1, 0}), z = q.rotate({0, 0, 1});
    QVERIFY((x - Vec3 {0, 1, 0}).norm() < 1e-12);
    QVERIFY((y - Vec3 {0, 0, 1}).norm() < 1e-12);
    QVERIFY((z - Vec3 {1, 0, 0}).norm() < 1e-12);
}

void TestPose::composeAndInverse()
{
    // X_AC = X_AB * X_BC; X_AB * X_AB⁻¹ = identity.
    const Pose X_AB = Pose::fromXyzRpy(1, 2, 3, 0.1, 0.2, 0.3);
    const Pose X_BC = Pose::fromXyzRpy(-1, 0.5, 0, 0, 0, M_PI / 2);
    const Pose X_AC = X_AB * X_BC;
    const Vec3 p_C {0.3, 0.4, 0.5};
    QVERIFY(
        (X_AC.transformPoint(p_C) - X_AB.transformPoint(X_BC.transformPoint(p_C))).norm() < 1e-12);
    const Pose I = X_AB * X_AB.inverse();
    QVERIFY(I.p.norm() < 1e-12);
    QVERIFY(std::abs(std::abs(I.q.w) - 1) < 1e-12);
}

void TestPose::canonicalSign()
{
    const Quat q = Quat {-0.5, 0.5, -0.5, 0.5}.canonical();
    QCOMPARE(q.w, 0.5);
    QCOMPARE(q.x, -0.5);
    const Quat half = Quat {0, -1, 0, 0}.canonical();
    QCOMPARE(half.x, 1.0);
}

void TestPose::angleTo()
{
    // The angle between two rotations, the same for q and −q, and accurate near zero.
    const Quat a = Quat::fromRpy(0.1, -0.2, 0.3);
    const Quat b = a * Quat::fromAxisAngle({0, 0.6, 0.8}, 0.25);
    QVERIFY(std::abs(a.angleTo(b) - 0.25) < 1e-12);
    QVERIFY(std::abs(a.angleTo(Quat {-b.w, -b.x, -b.y, -b.z}) - 0.25) < 1e-12);
    const Quat tiny = a * Quat::fromAxisAngle({1, 0, 0}, 1e-9);
    QVERIFY(std::abs(a.angleTo(tiny) - 1e-9) < 1e-15);
    QCOMPARE(a.angleTo(a), 0.0);
}

QTEST_GUILESS_MAIN(TestPose)
#include "tst_pose.moc"
