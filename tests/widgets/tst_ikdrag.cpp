// Drag Joints (issue 32, "the end-effector drag") as a user works it in the real window: the
// UR5e (the URDF ROS's xacro makes of the corpus package) bent by its Joints dock, Drag Joints
// switched on with its toolbar button, the wrist link selected, its gizmo's Z arrow and Z ring
// dragged with mouse events. The oracle is the frame graph: the link's world pose at the Joints
// dock's positions must be where the drag put it, and nothing may be edited. Needs an X
// display with GLX (CTest runs under xvfb-run).

#include "base/selection.h"
#include "corpus.h"
#include "document.h"
#include "edit/editsession.h"
#include "gizmo.h"
#include "joints/jointsdock.h"
#include "model/testutil.h"
#include "tools/gizmocontroller.h"
#include "viewtestutil.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QMenu>
#include <QSettings>
#include <QSlider>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QWheelEvent>
#include <QtTest>

using namespace robostage;

namespace {

constexpr double kDegree = M_PI / 180;

const QString kUr5e = test::corpusDir() + QStringLiteral("/xacro/expected/ur_ur5e.urdf");

/// A bent UR5e (no singular stretched arm), the wrist link selected, Drag Joints on.
struct Arm
{
    std::unique_ptr<MainWindow> window;
    GizmoController *gizmo = nullptr;
    JointsDock *joints = nullptr;
    FrameId wrist = kNoFrame;
    QByteArray original;

    bool open()
    {
        window = test::openSettled(kUr5e);
        if (!window)
            return false;
        gizmo = window->gizmoController();
        joints = window->jointsDock();
        joints->setPositions({{QStringLiteral("ur::shoulder_lift_joint"), -1.2},
            {QStringLiteral("ur::elbow_joint"), 1.6}, {QStringLiteral("ur::wrist_1_joint"), -1.9},
            {QStringLiteral("ur::wrist_2_joint"), -1.5}});
        wrist = test::findFrame(
            window->session()->document(), FrameKind::Link, QStringLiteral("ur::wrist_3_link"));
        window->selection()->setFrame(wrist);
        original = window->session()->bytes(kUr5e);
        return wrist != kNoFrame && gizmo->isVisible();
    }
    Viewport *viewport() const { return window->viewport(); }
    /// The wrist's world pose at the Joints dock's positions (the frame graph, not KDL).
    Pose wristPose() const
    {
        return window->session()->document().frames().worldPoses(
            joints->positions())[size_t(wrist)];
    }
    QPoint pixelOf(const Vec3 &p) const
    {
        const GizmoLayout &l = gizmo->layout();
        return gizmo->camera().toPixel(l.X_WG.transformPoint(p * l.scale)).toPoint();
    }
    double axisParameter(const QPoint &pixel, int i) const
    {
        const GizmoLayout &l = gizmo->layout();
        double s = 0;
        closestOnAxis(gizmo->camera().ray(pixel), l.X_WG.p, l.axis(i), &s);
        return s;
    }
    /// Presses at `from` and moves in `steps` steps to `to` (no release).
    void dragWithoutRelease(const QPoint &from, const QPoint &to, int steps = 10)
    {
        QTest::mousePress(viewport(), Qt::LeftButton, {}, from);
        for (int i = 1; i <= steps; ++i)
            QTest::mouseMove(viewport(), from + (to - from) * i / steps);
    }
};

} // namespace

class TestIkDrag : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
        if (!QFileInfo::exists(kUr5e))
            QSKIP("corpus missing");
    }
    void arrowDragMovesTheArmByItsWrist();
    void ringDragTurnsTheWristInPlace();
    void outOfReachStopsAndSaysWhy();
    void baseLinkAndCopy();
    void sevenJointArmFollows();

private:
    QTemporaryDir m_settings;
};

void TestIkDrag::arrowDragMovesTheArmByItsWrist()
{
    Arm arm;
    QVERIFY(arm.open());
    // GIVEN Drag Joints switched on with its toolbar button
    auto *action = arm.window->findChild<QAction *>(QStringLiteral("ikDragAction"));
    QVERIFY(action && !action->isChecked());
    QToolButton *button = nullptr;
    for (QToolBar *bar : arm.window->findChildren<QToolBar *>()) {
        if (auto *b = qobject_cast<QToolButton *>(bar->widgetForAction(action)))
            button = b;
    }
    QVERIFY(button && button->isVisible());
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(action->isChecked() && arm.gizmo->ik());
    const Pose before = arm.wristPose();
    const JointPositions q0 = arm.joints->positions();

    // WHEN the Z arrow is dragged 60 pixels up its image
    const QPoint from = arm.pixelOf({0, 0, 0.6});
    QCOMPARE(hitTest(arm.gizmo->layout(), arm.gizmo->camera(), from), GizmoHandle::AxisZ);
    const QPoint along = arm.pixelOf({0, 0, 1}) - arm.pixelOf({0, 0, 0});
    const double length = std::hypot(along.x(), along.y());
    const QPoint to = from + QPoint(int(60 * along.x() / length), int(60 * along.y() / length));
    const double rise = arm.axisParameter(to, 2) - arm.axisParameter(from, 2);
    QElapsedTimer timer;
    timer.start();
    arm.dragWithoutRelease(from, to, 30);
    const double perSecond = 30 * 1000.0 / std::max<qint64>(1, timer.elapsed());
    qInfo("Drag Joints: %.0f updates per second (IK, Joints dock, view) on the UR5e", perSecond);
    // THEN while dragging the joints follow: the wrist is where the cursor's ray says, turned
    // as it was, and the Joints dock shows the new positions
    const Pose during = arm.wristPose();
    QVERIFY2(std::abs((during.p - before.p).norm() - std::abs(rise)) < 2e-4,
        qPrintable(QStringLiteral("%1 vs %2").arg((during.p - before.p).norm()).arg(rise)));
    QVERIFY(std::abs(during.p.z - before.p.z - rise) < 2e-4);
    QVERIFY(during.q.angleTo(before.q) < 1e-3);
    QVERIFY(std::abs(rise) > 0.02);
    QVERIFY(arm.joints->positions() != q0);
    QVERIFY(std::abs(arm.joints->spinBox(QStringLiteral("ur::shoulder_lift_joint"))->value()
                - arm.joints->position(QStringLiteral("ur::shoulder_lift_joint")) / kDegree)
        < 0.051); // the spin box shows tenths of a degree
    QVERIFY(arm.window->statusBar()->currentMessage().isEmpty());
    // WHEN released THEN nothing is edited: joint positions are view state
    QTest::mouseRelease(arm.viewport(), Qt::LeftButton, {}, to);
    QCOMPARE(arm.window->session()->undoStack()->count(), 0);
    QCOMPARE(arm.window->session()->bytes(kUr5e), arm.original);
    QVERIFY((arm.wristPose().p - during.p).norm() < 1e-9);
    // AND the gizmo sits on the wrist where it is now
    QVERIFY((arm.gizmo->layout().X_WG.p - during.p).norm() < 1e-9);

    // WHEN another drag is cancelled with Esc THEN the joints go back to where it started
    const JointPositions q1 = arm.joints->positions();
    const QPoint start = arm.pixelOf({0, 0, 0.6});
    arm.dragWithoutRelease(start, start + QPoint(0, 40));
    QVERIFY(arm.joints->positions() != q1);
    QTest::keyClick(arm.viewport(), Qt::Key_Escape);
    QTest::mouseRelease(arm.viewport(), Qt::LeftButton, {}, start + QPoint(0, 40));
    QCOMPARE(arm.joints->positions(), q1);
    QCOMPARE(arm.window->selection()->frame(), arm.wrist); // Esc ended the drag, not the selection

    // WHEN K is pressed in the view THEN Drag Joints is off again, and the toolbar says so
    QTest::keyClick(arm.viewport(), Qt::Key_K);
    QVERIFY(!arm.gizmo->ik() && !action->isChecked());
}

void TestIkDrag::ringDragTurnsTheWristInPlace()
{
    Arm arm;
    QVERIFY(arm.open());
    QTest::keyClick(arm.viewport(), Qt::Key_K);
    QTest::keyClick(arm.viewport(), Qt::Key_E);
    QVERIFY(arm.gizmo->ik());
    QCOMPARE(arm.gizmo->mode(), GizmoLayout::Mode::Rotate);
    const Pose before = arm.wristPose();
    // WHEN the Z ring is dragged from 225° to 250° with Ctrl (5° steps)
    const double r = GizmoLayout::kRingRadius;
    const auto ring = [r](double degrees) {
        return Vec3 {r * std::cos(degrees * kDegree), r * std::sin(degrees * kDegree), 0};
    };
    const QPoint from = arm.pixelOf(ring(225)), to = arm.pixelOf(ring(250));
    QCOMPARE(hitTest(arm.gizmo->layout(), arm.gizmo->camera(), from), GizmoHandle::RingZ);
    QTest::mousePress(arm.viewport(), Qt::LeftButton, Qt::ControlModifier, from);
    for (int i = 1; i <= 10; ++i)
        QTest::mouseEvent(QTest::MouseMove, arm.viewport(), Qt::NoButton, Qt::ControlModifier,
            from + (to - from) * i / 10);
    QTest::mouseRelease(arm.viewport(), Qt::LeftButton, Qt::ControlModifier, to);
    // THEN the wrist turned about the world Z axis through its origin by a multiple of 5°, and
    // stayed where it was
    const Pose after = arm.wristPose();
    QVERIFY((after.p - before.p).norm() < 1e-4);
    const Quat turn = after.q * before.q.conjugate();
    const double angle = after.q.angleTo(before.q);
    QVERIFY2(angle > 4 * kDegree, qPrintable(QString::number(angle / kDegree)));
    QVERIFY(std::abs(angle / (5 * kDegree) - std::round(angle / (5 * kDegree))) < 1e-3);
    QVERIFY(std::abs(std::abs(turn.z) - std::sin(angle / 2)) < 1e-4); // about Z
    QCOMPARE(arm.window->session()->undoStack()->count(), 0);
}

void TestIkDrag::outOfReachStopsAndSaysWhy()
{
    Arm arm;
    QVERIFY(arm.open());
    QTest::keyClick(arm.viewport(), Qt::Key_K);
    // GIVEN the view zoomed out with the wheel
    const QPointF centre(arm.viewport()->width() / 2.0, arm.viewport()->height() / 2.0);
    for (int notch = 0; notch < 6; ++notch) {
        QWheelEvent wheel(centre, arm.viewport()->mapToGlobal(centre), QPoint(), QPoint(0, -120),
            Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(arm.viewport(), &wheel);
    }
    // WHEN a gizmo arrow is dragged a metre away, beyond the arm's reach (0.85 m from the
    // shoulder at 0.163 m), along a world axis whose far end is in the view
    const Pose start = arm.wristPose();
    const Vec3 shoulder {0, 0, 0.163};
    QPoint from, to;
    for (int axis : {0, 1, 2}) {
        for (double sign : {1.0, -1.0}) {
            Vec3 direction;
            (axis == 0 ? direction.x : axis == 1 ? direction.y : direction.z) = sign;
            const Vec3 goal = start.p + direction * 1.0;
            const QPoint pixel = arm.gizmo->camera().toPixel(goal).toPoint();
            if (!to.isNull() || (goal - shoulder).norm() < 1.1
                || !QRect(QPoint(20, 20), arm.viewport()->size() - QSize(40, 40)).contains(pixel))
                continue;
            from = arm.pixelOf(direction * 0.6);
            if (hitTest(arm.gizmo->layout(), arm.gizmo->camera(), from) == GizmoHandle::None)
                continue;
            to = pixel;
        }
    }
    QVERIFY(!to.isNull());
    arm.dragWithoutRelease(from, to, 20);
    // THEN the wrist stops at the nearest pose it reaches, inside the limits, and the status
    // bar says why
    const QString message = arm.window->statusBar()->currentMessage();
    QVERIFY2(message.contains(QLatin1String("stops at the nearest pose")), qPrintable(message));
    const Pose stopped = arm.wristPose();
    QVERIFY(stopped.p.z < 1.2);
    for (const QString &joint : arm.joints->joints()) {
        QSlider *slider = arm.joints->slider(joint);
        QVERIFY(!slider
            || (slider->value() >= slider->minimum() && slider->value() <= slider->maximum()));
    }
    QTest::mouseRelease(arm.viewport(), Qt::LeftButton, {}, to);
    // WHEN dragged back within reach THEN the message goes
    const QPoint again = arm.pixelOf({0, 0, 0.6});
    arm.dragWithoutRelease(again, again + QPoint(0, 15), 5);
    QTest::mouseRelease(arm.viewport(), Qt::LeftButton, {}, again + QPoint(0, 15));
    QVERIFY2(arm.window->statusBar()->currentMessage().isEmpty(),
        qPrintable(arm.window->statusBar()->currentMessage()));
}

void TestIkDrag::baseLinkAndCopy()
{
    Arm arm;
    QVERIFY(arm.open());
    QTest::keyClick(arm.viewport(), Qt::Key_K);
    // GIVEN the drag base set to the shoulder link in the Joints dock
    QComboBox *base = arm.joints->ikBaseCombo();
    QVERIFY(base && base->isVisible());
    QCOMPARE(base->currentText(), QStringLiteral("(root)"));
    const int shoulder = base->findText(QStringLiteral("ur::shoulder_link"));
    QVERIFY(shoulder > 0);
    base->setFocus();
    while (base->currentIndex() != shoulder) // the keyboard picks it, as a user may
        QTest::keyClick(base, Qt::Key_Down);
    QCOMPARE(arm.gizmo->ikBase(), QStringLiteral("ur::shoulder_link"));
    // WHEN the wrist is dragged THEN the pan joint (below the base) stays, the others move
    const double pan = arm.joints->position(QStringLiteral("ur::shoulder_pan_joint"));
    const double lift = arm.joints->position(QStringLiteral("ur::shoulder_lift_joint"));
    const QPoint from = arm.pixelOf({0, 0, 0.6});
    arm.dragWithoutRelease(from, from + QPoint(0, -30));
    QTest::mouseRelease(arm.viewport(), Qt::LeftButton, {}, from + QPoint(0, -30));
    QCOMPARE(arm.joints->position(QStringLiteral("ur::shoulder_pan_joint")), pan);
    QVERIFY(arm.joints->position(QStringLiteral("ur::shoulder_lift_joint")) != lift);

    // WHEN Copy › As --joint Arguments and As YAML are chosen THEN the clipboard has the
    // positions, without the model prefix, that `robostage poses --joint` reads back
    QToolButton *copy = arm.joints->copyButton();
    QVERIFY(copy && copy->isEnabled());
    auto *arguments
        = copy->menu()->findChild<QAction *>(QStringLiteral("copyJointArgumentsAction"));
    auto *yaml = copy->menu()->findChild<QAction *>(QStringLiteral("copyJointYamlAction"));
    QVERIFY(arguments && yaml);
    arguments->trigger();
    const QString text = QApplication::clipboard()->text();
    QVERIFY2(text.startsWith(QLatin1String("--joint shoulder_pan_joint=")), qPrintable(text));
    QCOMPARE(text.count(QLatin1String("--joint ")), 6);
    QVERIFY(arm.window->statusBar()->currentMessage().contains(QLatin1String("copied")));
    yaml->trigger();
    const QStringList lines
        = QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 6);
    QVERIFY(lines[1].startsWith(QLatin1String("shoulder_lift_joint: ")));
    QVERIFY(std::abs(lines[1].section(QLatin1Char(' '), 1).toDouble()
                - arm.joints->position(QStringLiteral("ur::shoulder_lift_joint")))
        < 1e-9);
}

void TestIkDrag::sevenJointArmFollows()
{
    // GIVEN the 7-joint Kinova Gen3, bent, its bracelet link selected, Drag Joints on
    const QString file
        = test::corpusDir() + QStringLiteral("/xacro/expected/kinova_gen3_7dof_2f85.urdf");
    auto window = test::openSettled(file);
    QVERIFY(window);
    JointsDock *joints = window->jointsDock();
    joints->setPositions({{QStringLiteral("gen3::joint_2"), 0.6},
        {QStringLiteral("gen3::joint_4"), 1.8}, {QStringLiteral("gen3::joint_6"), 0.9}});
    const FrameId bracelet = test::findFrame(
        window->session()->document(), FrameKind::Link, QStringLiteral("gen3::bracelet_link"));
    window->selection()->setFrame(bracelet);
    GizmoController *gizmo = window->gizmoController();
    QTest::keyClick(window->viewport(), Qt::Key_K);
    QVERIFY(gizmo->ik() && gizmo->isVisible());
    const auto pose = [&] {
        return window->session()->document().frames().worldPoses(
            joints->positions())[size_t(bracelet)];
    };
    const Pose before = pose();
    // WHEN its X arrow is dragged 50 pixels in 50 mouse moves
    const GizmoLayout &l = gizmo->layout();
    const auto pixel = [&](const Vec3 &p) {
        return gizmo->camera().toPixel(l.X_WG.transformPoint(p * l.scale)).toPoint();
    };
    const QPoint from = pixel({0.6, 0, 0});
    QCOMPARE(hitTest(l, gizmo->camera(), from), GizmoHandle::AxisX);
    const QPoint along = pixel({1, 0, 0}) - pixel({0, 0, 0});
    const double length = std::hypot(along.x(), along.y());
    const QPoint to = from + QPoint(int(50 * along.x() / length), int(50 * along.y() / length));
    QElapsedTimer timer;
    timer.start();
    QTest::mousePress(window->viewport(), Qt::LeftButton, {}, from);
    for (int i = 1; i <= 50; ++i)
        QTest::mouseMove(window->viewport(), from + (to - from) * i / 50);
    qInfo("Drag Joints: %.0f updates per second (IK, Joints dock, view) on the Gen3",
        50 * 1000.0 / std::max<qint64>(1, timer.elapsed()));
    QTest::mouseRelease(window->viewport(), Qt::LeftButton, {}, to);
    // THEN the bracelet moved along world X only, turned as it was
    const Pose after = pose();
    QVERIFY(after.p.x - before.p.x > 0.01 || after.p.x - before.p.x < -0.01);
    QVERIFY(std::abs(after.p.y - before.p.y) < 1e-4 && std::abs(after.p.z - before.p.z) < 1e-4);
    QVERIFY(after.q.angleTo(before.q) < 1e-3);
    QVERIFY(window->statusBar()->currentMessage().isEmpty());
}

QTEST_MAIN(TestIkDrag)
#include "tst_ikdrag.moc"
