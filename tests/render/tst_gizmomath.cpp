// Tests for the gizmo math (render/gizmomath.h), no OpenGL: dragging along an axis, in a plane,
// about a ring, snapping, joint-axis reorientation and hit testing, with numeric expectations.

#include "gizmomath.h"

#include <QtTest>

#include <cmath>

using namespace robostage;

Q_DECLARE_METATYPE(robostage::Vec3)

namespace {

constexpr double kDegree = M_PI / 180;

/// The ray from `from` through `to` (world, metres).
Ray rayTowards(const Vec3 &from, const Vec3 &to)
{
    return {from, (to - from).normalized()};
}

bool near(const Vec3 &a, const Vec3 &b, double tolerance = 1e-9)
{
    return (a - b).norm() < tolerance;
}

QString str(const Vec3 &v)
{
    return QStringLiteral("(%1, %2, %3)")
        .arg(v.x, 0, 'g', 12)
        .arg(v.y, 0, 'g', 12)
        .arg(v.z, 0, 'g', 12);
}

/// A camera at `eye` looking at the origin, Z up, 40° vertical field of view, 800x600 pixels.
GizmoCamera cameraAt(const QVector3D &eye)
{
    QMatrix4x4 projection, view;
    projection.perspective(40, 800.f / 600.f, 0.05f, 100);
    view.lookAt(eye, QVector3D(0, 0, 0), QVector3D(0, 0, 1));
    return {projection * view, QSizeF(800, 600)};
}

} // namespace

class TestGizmoMath : public QObject
{
    Q_OBJECT

private slots:
    void axisDragFollowsTheClosestPoint();
    void localAxisDragUsesTheGizmoFrame();
    void planeDragFollowsTheIntersection();
    void ringDragAccumulatesTheAngle();
    void snapping_data();
    void snapping();
    void jointAxisSnapsToPrincipalAxes();
    void cameraRaysAndPixelsAgree();
    void hitTesting_data();
    void hitTesting();
    void resizeHandles();
};

void TestGizmoMath::axisDragFollowsTheClosestPoint()
{
    // GIVEN a world-aligned gizmo at (1, 2, 0)
    GizmoLayout layout;
    layout.X_WG.p = {1, 2, 0};
    GizmoDrag drag;
    // WHEN the X arrow is pressed where the ray passes over x = 1.2, then dragged to x = 1.7
    // from a camera above and in front (rays not perpendicular to the axis)
    QVERIFY(drag.begin(GizmoHandle::AxisX, layout, rayTowards({0, -3, 4}, {1.2, 2, 0})));
    const GizmoMotion motion = drag.update(rayTowards({0, -3, 4}, {1.7, 2, 0}), GizmoSnap());
    // THEN the entity moves 0.5 m along X
    QCOMPARE(motion.kind, GizmoMotion::Kind::Translate);
    QVERIFY2(near(motion.translation, {0.5, 0, 0}), qPrintable(str(motion.translation)));
    // AND a ray that misses the axis moves to its closest point (x = 1.4 at 0.3 m above)
    const GizmoMotion off = drag.update(rayTowards({0, -3, 4}, {1.4, 2, 0.3}), GizmoSnap());
    QVERIFY2(std::abs(off.translation.x - 0.2) < 0.05, qPrintable(str(off.translation)));
    QVERIFY(near({0, off.translation.y, off.translation.z}, {0, 0, 0}));
}

void TestGizmoMath::localAxisDragUsesTheGizmoFrame()
{
    // GIVEN a gizmo turned 90° about Z: its X axis is the world Y axis
    GizmoLayout layout;
    layout.X_WG.q = Quat::fromRpy(0, 0, M_PI / 2);
    GizmoDrag drag;
    QVERIFY(drag.begin(GizmoHandle::AxisX, layout, rayTowards({3, 0, 3}, {0, 0.1, 0})));
    // WHEN dragged from y = 0.1 to y = 0.4 THEN it moves 0.3 m along world Y
    const GizmoMotion motion = drag.update(rayTowards({3, 0, 3}, {0, 0.4, 0}), GizmoSnap());
    QVERIFY2(near(motion.translation, {0, 0.3, 0}), qPrintable(str(motion.translation)));
}

void TestGizmoMath::planeDragFollowsTheIntersection()
{
    // GIVEN a gizmo at (0, 0, 0.5); WHEN its XY square is dragged from (0.3, 0.4) to (1, -0.2)
    GizmoLayout layout;
    layout.X_WG.p = {0, 0, 0.5};
    GizmoDrag drag;
    QVERIFY(drag.begin(GizmoHandle::PlaneXY, layout, rayTowards({-1, -2, 3}, {0.3, 0.4, 0.5})));
    const GizmoMotion motion = drag.update(rayTowards({-1, -2, 3}, {1, -0.2, 0.5}), GizmoSnap());
    // THEN the translation is the difference of the plane points, in the plane
    QVERIFY2(near(motion.translation, {0.7, -0.6, 0}), qPrintable(str(motion.translation)));
    // AND a ray parallel to the plane cannot start a drag
    QVERIFY(!drag.begin(GizmoHandle::PlaneXY, layout, {{0, 0, 0.5}, {1, 0, 0}}));
}

void TestGizmoMath::ringDragAccumulatesTheAngle()
{
    // GIVEN the Z ring of a gizmo at the origin seen from above
    GizmoLayout layout;
    GizmoDrag drag;
    const Vec3 eye {0.1, 0.2, 5};
    QVERIFY(drag.begin(GizmoHandle::RingZ, layout, rayTowards(eye, {1, 0, 0})));
    // WHEN the cursor goes a quarter, half and three quarters round, counter-clockwise
    const GizmoMotion quarter = drag.update(rayTowards(eye, {0, 1, 0}), GizmoSnap());
    const GizmoMotion half = drag.update(rayTowards(eye, {-1, 0.001, 0}), GizmoSnap());
    const GizmoMotion threeQuarters = drag.update(rayTowards(eye, {0, -1, 0}), GizmoSnap());
    // THEN the rotation about +Z grows past 180°
    QCOMPARE(quarter.kind, GizmoMotion::Kind::Rotate);
    QVERIFY(near(quarter.axis, {0, 0, 1}));
    QVERIFY2(std::abs(quarter.angle - M_PI / 2) < 1e-9, qPrintable(QString::number(quarter.angle)));
    QVERIFY(std::abs(half.angle - M_PI) < 1e-3);
    QVERIFY2(std::abs(threeQuarters.angle - 3 * M_PI / 2) < 1e-9,
        qPrintable(QString::number(threeQuarters.angle)));
    // AND its rotation turns X into -Y
    QVERIFY(near(threeQuarters.rotation().rotate({1, 0, 0}), {0, -1, 0}));
    // AND the signed angle of plain vectors is right
    QVERIFY(std::abs(angleAbout({0, 0, 0}, {0, 0, 1}, {1, 0, 0}, {1, -1, 0}) + M_PI / 4) < 1e-12);
}

void TestGizmoMath::snapping_data()
{
    QTest::addColumn<int>("handle");
    QTest::addColumn<double>("to"); // x of the drag end (axis) or angle in degrees (ring)
    QTest::addColumn<double>("expected"); // metres or degrees
    QTest::newRow("axis 0.537 m -> 0.54") << int(GizmoHandle::AxisX) << 0.537 << 0.54;
    QTest::newRow("axis -0.0149 m -> -0.01") << int(GizmoHandle::AxisX) << -0.0149 << -0.01;
    QTest::newRow("ring 23° -> 25°") << int(GizmoHandle::RingZ) << 23.0 << 25.0;
    QTest::newRow("ring 22° -> 20°") << int(GizmoHandle::RingZ) << 22.0 << 20.0;
    QTest::newRow("ring -47.4° -> -45°") << int(GizmoHandle::RingZ) << -47.4 << -45.0;
}

void TestGizmoMath::snapping()
{
    QFETCH(int, handle);
    QFETCH(double, to);
    QFETCH(double, expected);
    GizmoLayout layout;
    GizmoDrag drag;
    GizmoSnap snap;
    snap.enabled = true; // steps 0.01 m and 5°
    const Vec3 eye {0.2, -3, 4};
    if (GizmoHandle(handle) == GizmoHandle::AxisX) {
        QVERIFY(drag.begin(GizmoHandle::AxisX, layout, rayTowards(eye, {0, 0, 0})));
        const GizmoMotion m = drag.update(rayTowards(eye, {to, 0, 0}), snap);
        QVERIFY2(near(m.translation, {expected, 0, 0}, 1e-12), qPrintable(str(m.translation)));
        // unsnapped, the drag is exact
        const GizmoMotion free = drag.update(rayTowards(eye, {to, 0, 0}), GizmoSnap());
        QVERIFY(std::abs(free.translation.x - to) < 1e-9);
    } else {
        QVERIFY(drag.begin(GizmoHandle::RingZ, layout, rayTowards({0, 0, 5}, {1, 0, 0})));
        const Vec3 end {std::cos(to * kDegree), std::sin(to * kDegree), 0};
        const GizmoMotion m = drag.update(rayTowards({0, 0, 5}, end), snap);
        QVERIFY2(std::abs(m.angle - expected * kDegree) < 1e-12,
            qPrintable(QString::number(m.angle / kDegree)));
    }
    // snapTo itself
    QCOMPARE(snapTo(0.537, 0.01), 0.54);
    QCOMPARE(snapTo(0.537, 0), 0.537);
}

void TestGizmoMath::jointAxisSnapsToPrincipalAxes()
{
    // GIVEN a joint frame turned 30° about Z at (1, 0, 0), its axis gizmo 1.3 m long
    GizmoLayout layout;
    layout.mode = GizmoLayout::Mode::JointAxis;
    layout.X_WG = {{1, 0, 0}, Quat::fromRpy(0, 0, 30 * kDegree)};
    const Vec3 jointY = layout.X_WG.q.rotate({0, 1, 0});
    GizmoDrag drag;
    // (seen from beyond +Y and above: the cursor points at the near side of the arrow's sphere)
    const Vec3 eye = layout.X_WG.p + jointY * 5 + Vec3 {0, 0, 2};
    QVERIFY(drag.begin(GizmoHandle::JointAxis, layout, rayTowards(eye, {1, 0, 1.3})));
    // WHEN the arrow is dragged to 6° from the joint frame's +Y (in the XY plane)
    const Quat off6 = Quat::fromAxisAngle({0, 0, 1}, 6 * kDegree);
    const Vec3 towards = layout.X_WG.p + off6.rotate(jointY) * 1.3;
    const GizmoMotion m = drag.update(rayTowards(eye, towards), GizmoSnap());
    // THEN the axis is exactly the joint frame's +Y
    QCOMPARE(m.kind, GizmoMotion::Kind::JointAxis);
    QVERIFY2(near(m.axis, jointY, 1e-12), qPrintable(str(m.axis)));
    // WHEN dragged to 20° off THEN it does not snap, and points where the cursor is
    const Quat off20 = Quat::fromAxisAngle({0, 0, 1}, 20 * kDegree);
    const Vec3 far = layout.X_WG.p + off20.rotate(jointY) * 1.3;
    const GizmoMotion free = drag.update(rayTowards(eye, far), GizmoSnap());
    QVERIFY2(std::abs(free.axis.dot(jointY) - std::cos(20 * kDegree)) < 1e-3,
        qPrintable(str(free.axis)));
    // AND with Ctrl it snaps to the nearest principal axis whatever the angle
    GizmoSnap ctrl;
    ctrl.enabled = true;
    QVERIFY(near(drag.update(rayTowards(eye, far), ctrl).axis, jointY, 1e-12));
    // AND the pointed direction follows the sphere of the arrow's length
    QVERIFY(near(pointedDirection(rayTowards({0, 0, 5}, {0, 0, 0}), {0, 0, 0}, 1), {0, 0, 1}));
    bool snapped = true;
    snapToPrincipalAxis(Vec3 {1, 1, 0}.normalized(), Quat {}, 10 * kDegree, &snapped);
    QVERIFY(!snapped);
}

void TestGizmoMath::cameraRaysAndPixelsAgree()
{
    const GizmoCamera camera = cameraAt({3, -4, 2});
    const Vec3 p {0.3, 0.2, -0.1};
    bool inFront = false;
    const QPointF pixel = camera.toPixel(p, &inFront);
    QVERIFY(inFront);
    const Ray ray = camera.ray(pixel);
    // the point lies on the ray through its pixel
    const Vec3 w = p - ray.origin;
    const Vec3 off = w - ray.direction * w.dot(ray.direction);
    QVERIFY2(off.norm() < 1e-5, qPrintable(str(off)));
    // one pixel at the origin spans 2·d·tan(20°)/600 metres, d the distance
    const double expected = 2 * std::sqrt(29.0) * std::tan(20 * kDegree) / 600;
    QVERIFY(std::abs(camera.metresPerPixel({0, 0, 0}) - expected) < 1e-3 * expected);
}

void TestGizmoMath::hitTesting_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<Vec3>("point"); // where the cursor is, in gizmo units
    QTest::addColumn<QPointF>("offset"); // pixels added
    QTest::addColumn<int>("expected");
    const int translate = int(GizmoLayout::Mode::Translate);
    const int rotate = int(GizmoLayout::Mode::Rotate);
    QTest::newRow("X arrow") << translate << Vec3 {0.6, 0, 0} << QPointF()
                             << int(GizmoHandle::AxisX);
    QTest::newRow("Y arrow tip") << translate << Vec3 {0, 0.95, 0} << QPointF()
                                 << int(GizmoHandle::AxisY);
    QTest::newRow("Z arrow, 5 px off")
        << translate << Vec3 {0, 0, 0.7} << QPointF(5, 0) << int(GizmoHandle::AxisZ);
    QTest::newRow("Z arrow, 15 px off")
        << translate << Vec3 {0, 0, 0.7} << QPointF(15, 0) << int(GizmoHandle::None);
    QTest::newRow("XY square") << translate << Vec3 {0.42, 0.42, 0} << QPointF()
                               << int(GizmoHandle::PlaneXY);
    QTest::newRow("YZ square") << translate << Vec3 {0, 0.42, 0.42} << QPointF()
                               << int(GizmoHandle::PlaneYZ);
    QTest::newRow("empty") << translate << Vec3 {2, 2, 2} << QPointF() << int(GizmoHandle::None);
    QTest::newRow("Z ring") << rotate << Vec3 {0.9 * std::cos(1.0), 0.9 * std::sin(1.0), 0}
                            << QPointF() << int(GizmoHandle::RingZ);
    QTest::newRow("X ring") << rotate << Vec3 {0, 0.9 * std::cos(0.5), 0.9 * std::sin(0.5)}
                            << QPointF() << int(GizmoHandle::RingX);
    QTest::newRow("inside rings") << rotate << Vec3 {0.2, 0.2, 0.2} << QPointF()
                                  << int(GizmoHandle::None);
}

void TestGizmoMath::hitTesting()
{
    QFETCH(int, mode);
    QFETCH(Vec3, point);
    QFETCH(QPointF, offset);
    QFETCH(int, expected);
    // GIVEN a world-aligned gizmo at the origin, 110 px long, seen from +X+Y+Z... ish
    const GizmoCamera camera = cameraAt({4, 3, 2.5});
    GizmoLayout layout;
    layout.mode = GizmoLayout::Mode(mode);
    layout.scale = camera.metresPerPixel({0, 0, 0}) * GizmoLayout::kPixelSize;
    // WHEN the cursor is over `point` (+ offset) THEN the handle there is hit
    const QPointF pixel = camera.toPixel(point * layout.scale) + offset;
    QCOMPARE(int(hitTest(layout, camera, pixel)), expected);
}

void TestGizmoMath::resizeHandles()
{
    // GIVEN a shape frame turned 90° about Z at (1, 0, 0.5), half extents 0.2, 0.1, 0.3
    GizmoLayout layout;
    layout.mode = GizmoLayout::Mode::Resize;
    layout.X_WG = {{1, 0, 0.5}, Quat::fromRpy(0, 0, M_PI / 2)};
    layout.halfExtents = {0.2, 0.1, 0.3};
    // THEN the handles sit on the faces: +x of the shape is world +y
    QVERIFY(near(layout.resizePoint(GizmoHandle::ResizeXPlus), {1, 0.2, 0.5}));
    QVERIFY(near(layout.resizePoint(GizmoHandle::ResizeYMinus), {1.1, 0, 0.5}));
    QVERIFY(near(layout.resizePoint(GizmoHandle::ResizeZPlus), {1, 0, 0.8}));
    QCOMPARE(handleSign(GizmoHandle::ResizeYMinus), -1);
    QCOMPARE(handleAxis(GizmoHandle::ResizeZMinus), 2);
    // AND a click on a handle's pixel hits it
    const GizmoCamera camera = cameraAt({4, 3, 2.5});
    for (int k = 0; k < 6; ++k) {
        const auto h = GizmoHandle(int(GizmoHandle::ResizeXPlus) + k);
        const QPointF pixel = camera.toPixel(layout.resizePoint(h));
        QCOMPARE(hitTest(layout, camera, pixel), h);
    }
    // WHEN the top face's handle is dragged to rays passing 0.25 m higher THEN the face moved
    // 0.25 m outwards
    GizmoDrag drag;
    QVERIFY(drag.begin(GizmoHandle::ResizeZPlus, layout, rayTowards({0, -3, 4}, {1, 0, 0.8})));
    const GizmoMotion motion = drag.update(rayTowards({0, -3, 4}, {1, 0, 1.05}), GizmoSnap());
    QCOMPARE(motion.kind, GizmoMotion::Kind::Resize);
    QCOMPARE(motion.handle, GizmoHandle::ResizeZPlus);
    QVERIFY2(std::abs(motion.distance - 0.25) < 1e-9, qPrintable(QString::number(motion.distance)));
    // AND dragging the −y face's handle towards the shape's centre moves it inwards
    QVERIFY(drag.begin(GizmoHandle::ResizeYMinus, layout, rayTowards({3, -1, 4}, {1.1, 0, 0.5})));
    const GizmoMotion in = drag.update(rayTowards({3, -1, 4}, {1.05, 0, 0.5}), GizmoSnap());
    QVERIFY2(std::abs(in.distance + 0.05) < 1e-9, qPrintable(QString::number(in.distance)));
}

QTEST_APPLESS_MAIN(TestGizmoMath)

#include "tst_gizmomath.moc"
