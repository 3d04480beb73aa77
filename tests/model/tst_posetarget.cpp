// Tests for edit::PoseTarget (model/edit/posetarget.h): which pose a direct manipulation writes,
// in which frame, and the written numbers after a world translation or rotation.

#include "document.h"
#include "edit/posetarget.h"

#include <QTest>

#include <cmath>

using namespace robostage;
using namespace robostage::edit;

namespace {

QString data(const QString &name)
{
    return QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/gizmo/") + name;
}

FrameId frameNamed(const Document &doc, const QString &name)
{
    for (FrameId id = 1; id < doc.frames().size(); ++id) {
        if (doc.frames().node(id).scopedName == name)
            return id;
    }
    return kNoFrame;
}

QString str(const std::array<double, 6> &v)
{
    QStringList parts;
    for (double x : v)
        parts << QString::number(x, 'g', 17);
    return parts.join(' ');
}

} // namespace

class TestPoseTarget : public QObject
{
    Q_OBJECT

private slots:
    void sdfLinkIsWrittenInItsRelativeToFrame();
    void urdfLinkIsWrittenAsItsJointOrigin();
    void jointAxisFrameAndDirection();
};

void TestPoseTarget::sdfLinkIsWrittenInItsRelativeToFrame()
{
    // GIVEN a link posed relative_to a frame turned 90° about Z
    const auto doc = Document::load(data("relative.sdf"));
    const FrameId arm = frameNamed(*doc, "robot::arm"), mount = frameNamed(*doc, "robot::mount");
    QVERIFY(arm != kNoFrame && mount != kNoFrame);
    const PoseTarget target = poseTarget(*doc, arm);
    // THEN its pose is written in that frame, with the numbers of the file
    QVERIFY2(target.isValid(), qPrintable(target.error));
    QCOMPARE(target.expressedIn, mount);
    QCOMPARE(target.posedNode, arm);
    QCOMPARE(target.written, (std::array<double, 6> {0.25, 0.5, 0.125, 0, 0, 0}));
    // AND spelled as the file writes them
    QCOMPARE(target.spelled, (std::array<QByteArray, 6> {"0.25", "0.5", "0.125", "0", "0", "0"}));

    // WHEN it moves 0.1 m along world +Y (the mount frame's +X)
    const Pose &X_WR = doc->frames().worldPose(mount);
    const auto moved = translatedPose(target, X_WR, {0, 0.1, 0});
    // THEN only x changes, to a short number
    QVERIFY2(moved == (std::array<double, 6> {0.35, 0.5, 0.125, 0, 0, 0}), qPrintable(str(moved)));
    // AND X_WR·W' is the world pose moved by the translation
    const Pose after = X_WR * Pose::fromXyzRpy(moved[0], moved[1], moved[2], 0, 0, 0);
    const Vec3 expected = doc->frames().worldPose(arm).p + Vec3 {0, 0.1, 0};
    QVERIFY((after.p - expected).norm() < 1e-12);

    // WHEN it turns 10° about world Z about its own origin
    const Vec3 origin = doc->frames().worldPose(arm).p;
    const auto turned
        = rotatedPose(target, X_WR, Quat::fromAxisAngle({0, 0, 1}, 10 * M_PI / 180), origin);
    // THEN x y z and roll, pitch are kept exactly and yaw is 10°
    QVERIFY2(turned[0] == 0.25 && turned[1] == 0.5 && turned[2] == 0.125 && turned[3] == 0
            && turned[4] == 0,
        qPrintable(str(turned)));
    QVERIFY(std::abs(turned[5] - 10 * M_PI / 180) < 1e-12);
    // WHEN it turns about the mount frame's origin THEN its position turns too
    const auto swung = rotatedPose(target, X_WR, Quat::fromAxisAngle({0, 0, 1}, M_PI / 2), X_WR.p);
    QVERIFY2(std::abs(swung[0] + 0.5) < 1e-9 && std::abs(swung[1] - 0.25) < 1e-9,
        qPrintable(str(swung)));
}

void TestPoseTarget::urdfLinkIsWrittenAsItsJointOrigin()
{
    // GIVEN a URDF arm
    const auto doc = Document::load(data("arm.urdf"));
    const FrameId upper = frameNamed(*doc, "arm::upper"), base = frameNamed(*doc, "arm::base");
    const FrameId shoulder = frameNamed(*doc, "arm::shoulder");
    QVERIFY(upper != kNoFrame && base != kNoFrame && shoulder != kNoFrame);
    // THEN a link's pose is its parent joint's origin, in the parent link
    const PoseTarget target = poseTarget(*doc, upper);
    QVERIFY2(target.isValid(), qPrintable(target.error));
    QCOMPARE(target.posedNode, shoulder);
    QCOMPARE(target.expressedIn, base);
    QCOMPARE(target.written, (std::array<double, 6> {0, 0, 0.1, 0, 0.2, 0}));
    QCOMPARE(target.spelled, (std::array<QByteArray, 6> {"0", "0", "0.1", "0", "0.2", "0"}));
    const auto moved = translatedPose(target, doc->frames().worldPose(base), {0.05, 0, 0});
    QCOMPARE(moved, (std::array<double, 6> {0.05, 0, 0.1, 0, 0.2, 0}));
    // AND the root link and the robot cannot be moved
    QVERIFY(!poseTarget(*doc, base).isValid());
    QVERIFY(!poseTarget(*doc, frameNamed(*doc, "arm")).isValid());
    QVERIFY(!poseTarget(*doc, kWorldFrame).isValid());
}

void TestPoseTarget::jointAxisFrameAndDirection()
{
    // GIVEN the hinge of relative.sdf (SDFormat 1.9: the axis is in the joint frame, which is
    // the child link's, turned 90° about Z)
    const auto doc = Document::load(data("relative.sdf"));
    const FrameId hinge = frameNamed(*doc, "robot::hinge");
    Vec3 axis;
    QCOMPARE(jointAxisFrame(*doc, hinge, &axis), hinge);
    QCOMPARE(axis, (Vec3 {0, 0, 1}));
    QCOMPARE(jointAxisFrame(*doc, frameNamed(*doc, "robot::arm")), kNoFrame);
    // THEN world +Y is the joint frame's +X, written exactly
    const Vec3 u = directionIn(doc->frames().worldPose(hinge), {0, 1, 0});
    QCOMPARE(u, (Vec3 {1, 0, 0}));
}

QTEST_APPLESS_MAIN(TestPoseTarget)

#include "tst_posetarget.moc"
