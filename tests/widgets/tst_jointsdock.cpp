// Tests for the joints dock: one slider per movable joint with the file's limits, mimic
// followers, Reset, the pose it gives the viewport's scene, joint positions kept over a
// reload, and Save as Initial. Needs an X display with GLX (CTest runs under xvfb-run,
// QT_QPA_PLATFORM=offscreen).

#include "document.h"
#include "edit/editsession.h"
#include "joints/jointsdock.h"
#include "mainwindow/mainwindow.h"
#include "model/testutil.h"
#include "offscreenrenderer.h"
#include "viewport.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSlider>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <cmath>
#include <memory>

using namespace robostage;

namespace {

using robostage::test::findFrame;
using robostage::test::readFile;

const QString kJoints = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/widgets/joints.urdf");

/// The world pose of link `name` in the scene the viewport draws: the FrameGraph poses at the
/// SceneView's joint positions.
Pose drawnLinkPose(const MainWindow &window, const QString &name)
{
    const Document &document = *window.document();
    const FrameId link = findFrame(document, FrameKind::Link, name);
    return document.frames().worldPoses(
        window.viewport()->sceneView()->jointPositions())[size_t(link)];
}

bool near(const Vec3 &a, const Vec3 &b, double tolerance = 1e-9)
{
    return (a - b).norm() < tolerance;
}

/// Rotation of `angle` radians about Z, as a quaternion with w >= 0.
bool isRotationAboutZ(const Quat &q, double angle)
{
    const Quat expected = Quat::fromAxisAngle({0, 0, 1}, angle).canonical();
    const Quat c = q.canonical();
    return std::abs(c.w - expected.w) < 1e-9 && std::abs(c.z - expected.z) < 1e-9
        && std::abs(c.x) < 1e-9 && std::abs(c.y) < 1e-9;
}

QString describe(const Pose &X)
{
    return QStringLiteral("p = %1 %2 %3, q = %4 %5 %6 %7")
        .arg(X.p.x)
        .arg(X.p.y)
        .arg(X.p.z)
        .arg(X.q.w)
        .arg(X.q.x)
        .arg(X.q.y)
        .arg(X.q.z);
}

} // namespace

class TestJointsDock : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void rowsFollowTheFileLimits();
    void slidersPoseTheRobotWithoutRebuilding();
    void unboundedJointGetsDefaultRange();
    void jointPositionsSurviveReload();
    void simRobotJointsStartAtTheirInitialDeflection();
    void saveAsInitialWritesTheFile();
    void longNamesLeaveTheSpinBoxesInView();

private:
    QTemporaryDir m_settings;
};

void TestJointsDock::initTestCase()
{
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
}

void TestJointsDock::rowsFollowTheFileLimits()
{
    // GIVEN a URDF robot with a revolute, a prismatic, a continuous and a mimic joint
    MainWindow window;
    window.openFile(kJoints);
    JointsDock *dock = window.jointsDock();
    // THEN each has a row, in file order, named by scoped name
    QCOMPARE(dock->joints(),
        QStringList(
            {"jointbot::shoulder", "jointbot::slide", "jointbot::spin", "jointbot::follower"}));
    // AND angles are in degrees with the file's limits, lengths in metres
    QDoubleSpinBox *shoulder = dock->spinBox(QStringLiteral("jointbot::shoulder"));
    QVERIFY(shoulder->suffix().contains(QStringLiteral("°")));
    QCOMPARE(shoulder->minimum(), std::round(-1 * 180 / M_PI * 10) / 10);
    QCOMPARE(shoulder->maximum(), std::round(1.5 * 180 / M_PI * 10) / 10);
    QDoubleSpinBox *slide = dock->spinBox(QStringLiteral("jointbot::slide"));
    QVERIFY(slide->suffix().contains(QStringLiteral("m")));
    QCOMPARE(slide->minimum(), -0.1);
    QCOMPARE(slide->maximum(), 0.1);
    // AND the continuous joint spans ±180°
    QDoubleSpinBox *spin = dock->spinBox(QStringLiteral("jointbot::spin"));
    QCOMPARE(spin->minimum(), -180.0);
    QCOMPARE(spin->maximum(), 180.0);
    // AND the follower is read-only
    QVERIFY(!dock->slider(QStringLiteral("jointbot::follower"))->isEnabled());
    QVERIFY(dock->spinBox(QStringLiteral("jointbot::follower"))->isReadOnly());
    // AND the leaders' positions are what the dock gives the view, followers left out
    QCOMPARE(dock->positions().keys().size(), 3);
    QVERIFY(!dock->positions().contains(QStringLiteral("jointbot::follower")));
}

void TestJointsDock::slidersPoseTheRobotWithoutRebuilding()
{
    // GIVEN the robot in a window
    MainWindow window;
    window.openFile(kJoints);
    JointsDock *dock = window.jointsDock();
    const SceneView *scene = window.viewport()->sceneView();
    QVERIFY(scene);

    // WHEN the shoulder slider is moved to its end with the keyboard
    QSlider *shoulder = dock->slider(QStringLiteral("jointbot::shoulder"));
    QTest::keyClick(shoulder, Qt::Key_End);
    // AND the slide's spin box is set to 5 cm
    dock->spinBox(QStringLiteral("jointbot::slide"))->setValue(0.05);

    // THEN the scene is posed in place, not rebuilt
    QCOMPARE(window.viewport()->sceneView(), scene);
    QCOMPARE(scene->jointPositions().value(QStringLiteral("jointbot::shoulder")), 1.5);
    QCOMPARE(scene->jointPositions().value(QStringLiteral("jointbot::slide")), 0.05);
    // AND the upper arm turned 1.5 rad about Z at 0.1 m above the base
    const Pose upper = drawnLinkPose(window, QStringLiteral("jointbot::upper_arm"));
    QVERIFY2(
        near(upper.p, {0, 0, 0.1}) && isRotationAboutZ(upper.q, 1.5), qPrintable(describe(upper)));
    // AND the carriage is 0.2 + 0.05 m along the turned arm
    const Pose carriage = drawnLinkPose(window, QStringLiteral("jointbot::carriage"));
    const Vec3 expected {0.25 * std::cos(1.5), 0.25 * std::sin(1.5), 0.1};
    QVERIFY2(near(carriage.p, expected), qPrintable(describe(carriage)));
    // AND the follower turned half as far, shown in its read-only row
    QCOMPARE(dock->position(QStringLiteral("jointbot::follower")), 0.75);
    QCOMPARE(dock->spinBox(QStringLiteral("jointbot::follower"))->value(),
        std::round(0.75 * 180 / M_PI * 10) / 10);
    const Pose finger = drawnLinkPose(window, QStringLiteral("jointbot::finger"));
    QVERIFY2(near(finger.p, {0, 0, 0.2}) && isRotationAboutZ(finger.q, 0.75),
        qPrintable(describe(finger)));

    // WHEN Reset is clicked
    QTest::mouseClick(dock->resetButton(), Qt::LeftButton);
    // THEN every joint is back at 0 and every link where the file puts it
    for (const QString &joint : dock->joints())
        QCOMPARE(dock->position(joint), 0.0);
    QCOMPARE(shoulder->value(), int(std::lround(1.0 / 2.5 * JointsDock::kSliderSteps)));
    for (const char *link : {"upper_arm", "carriage", "wheel", "finger"}) {
        const QString name = QStringLiteral("jointbot::") + QLatin1String(link);
        const Pose drawn = drawnLinkPose(window, name);
        const Pose zero = window.document()->frames().worldPose(
            findFrame(*window.document(), FrameKind::Link, name));
        QVERIFY2(near(drawn.p, zero.p) && isRotationAboutZ(drawn.q, 0), link);
    }
    QCOMPARE(window.viewport()->sceneView(), scene);
}

void TestJointsDock::unboundedJointGetsDefaultRange()
{
    // GIVEN an SDFormat revolute joint without <limit>
    MainWindow window;
    window.openFile(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/arm_joint.sdf"));
    JointsDock *dock = window.jointsDock();
    // THEN its slider spans ±180° and a note says why
    QCOMPARE(dock->joints(), QStringList({"arm::swing"}));
    QDoubleSpinBox *spin = dock->spinBox(QStringLiteral("arm::swing"));
    QCOMPARE(spin->minimum(), -180.0);
    QCOMPARE(spin->maximum(), 180.0);
    QVERIFY(spin->toolTip().contains(QLatin1String("no usable limits")));
    bool noted = false;
    for (const QLabel *label : dock->findChildren<QLabel *>())
        noted = noted || label->text().contains(QLatin1String("no usable limits"));
    QVERIFY(noted);
}

void TestJointsDock::jointPositionsSurviveReload()
{
    // GIVEN the robot with the shoulder at 60°
    MainWindow window;
    window.openFile(kJoints);
    window.jointsDock()->spinBox(QStringLiteral("jointbot::shoulder"))->setValue(60);
    const double shoulder = 60 * M_PI / 180;
    QVERIFY(std::abs(window.jointsDock()->position(QStringLiteral("jointbot::shoulder")) - shoulder)
        < 1e-12);
    // WHEN the file is reloaded
    window.reload();
    // THEN the shoulder keeps its position, in the dock and in the new scene
    QVERIFY(std::abs(window.jointsDock()->position(QStringLiteral("jointbot::shoulder")) - shoulder)
        < 1e-12);
    const Pose upper = drawnLinkPose(window, QStringLiteral("jointbot::upper_arm"));
    QVERIFY2(isRotationAboutZ(upper.q, shoulder), qPrintable(describe(upper)));
    QVERIFY(window.statusBar()->currentMessage().startsWith(QLatin1String("Reloaded: ")));
}

void TestJointsDock::simRobotJointsStartAtTheirInitialDeflection()
{
    // GIVEN a SimRobot hinge with <Deflection min="-30degree" max="45degree" init="30degree"/>
    // and a slider with min -200 mm, max 300 mm, init 100 mm
    MainWindow window;
    window.openFile(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/convert/deflection_init.ros2"));
    JointsDock *dock = window.jointsDock();
    QCOMPARE(dock->joints(), QStringList({"Base::shoulder", "Base::rail"}));
    // THEN the sliders start there and the view draws the arm there
    const QString shoulder = QStringLiteral("Base::shoulder"), rail = QStringLiteral("Base::rail");
    QCOMPARE(dock->position(shoulder), M_PI / 6);
    QCOMPARE(dock->spinBox(shoulder)->value(), 30.0);
    QCOMPARE(dock->position(rail), 0.1);
    QCOMPARE(window.viewport()->sceneView()->jointPositions().value(shoulder), M_PI / 6);
    const Pose start = drawnLinkPose(window, QStringLiteral("Base::Arm"));
    const Pose X_WA = window.document()->frames().worldPoses(
        {})[size_t(findFrame(*window.document(), FrameKind::Link, QStringLiteral("Base::Arm")))];
    QVERIFY2(near(start.p, X_WA.p), qPrintable(describe(start)));
    // (the arm, 0.25 m along x at zero, is turned 30° about y: it points down by 0.125 m)
    QVERIFY2(near(start.p, {0.25 * std::cos(M_PI / 6), 0, 0.6 - 0.25 * std::sin(M_PI / 6)}),
        qPrintable(describe(start)));
    // AND the note says where the joint starts
    QVERIFY(dock->spinBox(shoulder)->toolTip().contains(QStringLiteral("starts at 30°")));
    // WHEN the joints are moved and Reset is clicked
    dock->spinBox(shoulder)->setValue(-10);
    dock->spinBox(rail)->setValue(-0.2);
    QTest::mouseClick(dock->resetButton(), Qt::LeftButton);
    // THEN they are back at their initial deflections
    QCOMPARE(dock->position(shoulder), M_PI / 6);
    QCOMPARE(dock->position(rail), 0.1);
}

void TestJointsDock::saveAsInitialWritesTheFile()
{
    // GIVEN an SDFormat robot (shoulder, and wrist following it as a mimic) in the window
    QTemporaryDir dir;
    const QString path = dir.filePath("robot.sdf");
    QVERIFY(QFile::copy(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/edit/refs.sdf"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    MainWindow window;
    window.show();
    window.openFile(path);
    JointsDock *dock = window.jointsDock();
    QPushButton *save = dock->saveInitialButton();
    QVERIFY(save->isEnabled());
    QVERIFY(save->isVisible());
    const QString shoulder = QStringLiteral("robot::shoulder");
    // WHEN the shoulder is typed to 30° and Save as Initial is clicked
    QDoubleSpinBox *spin = dock->spinBox(shoulder);
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QStringLiteral("30"));
    QTest::keyClick(spin, Qt::Key_Return);
    QCOMPARE(dock->initialPositionChanges().keys(), QStringList({shoulder}));
    QTest::mouseClick(save, Qt::LeftButton);
    // THEN one undoable edit wrote <initial_position> (not for the follower), the status bar
    // says so, and the robot stays where it was
    QCOMPARE(window.session()->undoStack()->count(), 1);
    const QByteArray bytes = window.session()->bytes(path);
    QCOMPARE(bytes.count("<initial_position>"), 1);
    // (the shortest decimal within 1e-12 of π/6, issue 30)
    QVERIFY2(
        bytes.contains("<initial_position>0.523598775598</initial_position>"), bytes.constData());
    QVERIFY2(window.statusBar()->currentMessage().startsWith(
                 QLatin1String("Set initial position of robot::shoulder")),
        qPrintable(window.statusBar()->currentMessage()));
    QCOMPARE(dock->position(shoulder), M_PI / 6);
    QVERIFY(dock->initialPositionChanges().isEmpty());
    // WHEN the joint is moved and Reset is clicked THEN it goes back to 30° (the edit read the
    // document again: the rows are new)
    spin = dock->spinBox(shoulder);
    spin->setValue(-10);
    QTest::mouseClick(dock->resetButton(), Qt::LeftButton);
    QCOMPARE(spin->value(), 30.0);
    const Pose arm = drawnLinkPose(window, QStringLiteral("robot::arm"));
    QVERIFY2(isRotationAboutZ(arm.q, M_PI / 6), qPrintable(describe(arm)));
    // WHEN the edit is undone and Reset clicked THEN the file and the start are back at zero
    window.session()->undoStack()->undo();
    QVERIFY(!window.session()->bytes(path).contains("<initial_position>"));
    QTest::mouseClick(dock->resetButton(), Qt::LeftButton);
    QCOMPARE(dock->position(shoulder), 0.0);
    // GIVEN a URDF robot THEN Save as Initial is off and says why
    window.openFile(kJoints);
    QVERIFY(!dock->saveInitialButton()->isEnabled());
    QVERIFY(dock->saveInitialButton()->toolTip().contains(QLatin1String("Only SDFormat")));
}

void TestJointsDock::longNamesLeaveTheSpinBoxesInView()
{
    // GIVEN the robot with its shoulder named as long as PR2's joints are (and the follower's
    // note naming it), shown in a narrow floating Joints dock
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long.urdf"));
    QByteArray bytes = readFile(kJoints);
    bytes.replace("\"shoulder\"", "\"r_gripper_l_finger_tip_shoulder_pan_flex_joint\"");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size());
    file.close();
    MainWindow window;
    window.openFile(path, MainWindow::Recent::Skip);
    window.show();
    JointsDock *dock = window.jointsDock();
    dock->setFloating(true);
    dock->resize(260, 400);
    QVERIFY(QTest::qWaitForWindowExposed(dock));
    QCoreApplication::processEvents();
    auto *scroll = dock->findChild<QScrollArea *>();
    QVERIFY(scroll);
    const int visibleWidth = scroll->viewport()->width();
    // THEN every spin box and every note lies within the dock's visible width
    const auto rightEdge = [scroll](const QWidget *w) {
        return w->mapTo(scroll->viewport(), QPoint(w->width(), 0)).x();
    };
    const QList<QDoubleSpinBox *> spins = scroll->findChildren<QDoubleSpinBox *>();
    QCOMPARE(spins.size(), 4);
    for (const QDoubleSpinBox *spin : spins)
        QVERIFY2(rightEdge(spin) <= visibleWidth,
            qPrintable(QStringLiteral("a spin box ends at %1 of %2")
                           .arg(rightEdge(spin))
                           .arg(visibleWidth)));
    for (const QLabel *label : scroll->findChildren<QLabel *>()) {
        if (label->isVisible() && label->wordWrap())
            QVERIFY2(rightEdge(label) <= visibleWidth, qPrintable(label->text()));
    }
}

int main(int argc, char *argv[])
{
    QStandardPaths::setTestModeEnabled(true);
    OffscreenRenderer::prepareApplication();
    QApplication app(argc, argv);
    TestJointsDock test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_jointsdock.moc"
