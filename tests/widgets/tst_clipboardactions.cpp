// Edit › Copy and Paste in the window (issue 18): a model copied in one window is pasted into
// another window's world with Ctrl+C and Ctrl+V, a link within its own file gets a free name, a
// URDF link with its subtree goes below the selected link of another robot, a link goes from
// SDFormat to URDF and back through the converter; Paste is disabled,
// saying why, while the clipboard holds no entity; both actions are in the context menu. Runs
// offscreen.

#include "base/selection.h"
#include "document.h"
#include "edit/editsession.h"
#include "editing/clipboardactions.h"
#include "mainwindow/mainwindow.h"
#include "model/testutil.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace robostage;
using robostage::test::findFrame;

class TestClipboardActions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void modelBetweenWindowsWithShortcuts();
    void linkWithinItsFile();
    void urdfLinkBelowTheSelectedLink();
    void acrossFormats();
    void pasteSaysWhyNot();

private:
    /// A window showing a copy of test data file `name` (tests/data/widgets).
    std::unique_ptr<MainWindow> open(const QString &name);
    QTemporaryDir m_dir;
    int m_copies = 0;
};

void TestClipboardActions::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
}

std::unique_ptr<MainWindow> TestClipboardActions::open(const QString &name)
{
    const QString copy = m_dir.filePath(QString::number(++m_copies) + u'_' + name);
    QFile::copy(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/widgets/") + name, copy);
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    auto window = std::make_unique<MainWindow>();
    window->openFile(copy);
    window->show();
    window->clipboardActions()->setShowErrors(false);
    return QTest::qWaitForWindowExposed(window.get()) ? std::move(window) : nullptr;
}

void TestClipboardActions::modelBetweenWindowsWithShortcuts()
{
    // GIVEN the placing world with `robot` selected, and a second window with an empty world
    auto from = open(QStringLiteral("placing.sdf"));
    QVERIFY(from);
    from->selection()->setFrame(findFrame(*from->document(), FrameKind::Model, "robot"));
    MainWindow to;
    to.show();
    QVERIFY(QTest::qWaitForWindowExposed(&to));
    to.findChild<QAction *>(QStringLiteral("newWorldAction"))->trigger();
    const QString world = to.document()->path();
    const QByteArray before = to.session()->bytes(world);
    // WHEN Ctrl+C in the first window and Ctrl+V in the second
    // (as a user does: a click on the tree row first, so the keys go to the tree, not to a text
    // field, which takes Ctrl+C for its own text)
    QWidget *tree = from->findChild<QWidget *>(QStringLiteral("sceneTreeView"));
    QVERIFY(tree);
    from->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(from.get()));
    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_C, Qt::ControlModifier);
    QTRY_VERIFY(
        QApplication::clipboard()->text().contains(QLatin1String("<model name=\"robot\">")));
    to.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&to));
    QWidget *target = to.findChild<QWidget *>(QStringLiteral("sceneTreeView"));
    target->setFocus();
    QTest::keyClick(target, Qt::Key_V, Qt::ControlModifier);
    // THEN the second world has the robot at its pose, selected, in one undo step
    QCOMPARE(to.session()->undoStack()->count(), 1);
    const FrameId robot = findFrame(*to.document(), FrameKind::Model, "robot");
    QVERIFY(robot != kNoFrame);
    QCOMPARE(to.selection()->frame(), robot);
    QVERIFY(test::poseNear(to.document()->frames().worldPose(robot),
        from->document()->frames().worldPose(
            findFrame(*from->document(), FrameKind::Model, "robot"))));
    to.session()->undoStack()->undo();
    QCOMPARE(to.session()->bytes(world), before);
}

void TestClipboardActions::linkWithinItsFile()
{
    auto window = open(QStringLiteral("placing.sdf"));
    QVERIFY(window);
    ClipboardActions *clipboard = window->clipboardActions();
    // GIVEN robot::arm copied WHEN the robot is selected and Paste is chosen
    window->selection()->setFrame(findFrame(*window->document(), FrameKind::Link, "robot::arm"));
    QVERIFY(clipboard->copyAction()->isEnabled());
    clipboard->copyAction()->trigger();
    window->selection()->setFrame(findFrame(*window->document(), FrameKind::Model, "robot"));
    QVERIFY(clipboard->pasteAction()->isEnabled());
    QVERIFY2(clipboard->pasteAction()->toolTip().contains(QLatin1String("robot")),
        qPrintable(clipboard->pasteAction()->toolTip()));
    clipboard->pasteAction()->trigger();
    // THEN robot::arm_copy is there and selected
    const FrameId copy = findFrame(*window->document(), FrameKind::Link, "robot::arm_copy");
    QVERIFY(copy != kNoFrame);
    QCOMPARE(window->selection()->frame(), copy);
    // AND both actions are in the context menu
    const QList<QAction *> menu
        = window->findChild<QMenu *>(QStringLiteral("contextMenu"))->actions();
    QVERIFY(menu.contains(clipboard->copyAction()) && menu.contains(clipboard->pasteAction()));
}

void TestClipboardActions::urdfLinkBelowTheSelectedLink()
{
    // GIVEN upper_arm (with slide, carriage, spin, wheel) copied from one robot
    auto from = open(QStringLiteral("joints.urdf"));
    auto to = open(QStringLiteral("joints.urdf"));
    QVERIFY(from && to);
    from->selection()->setFrame(
        findFrame(*from->document(), FrameKind::Link, "jointbot::upper_arm"));
    QVERIFY(from->clipboardActions()->copy());
    // WHEN the other robot's finger is selected and Paste is chosen
    const FrameId finger = findFrame(*to->document(), FrameKind::Link, "jointbot::finger");
    to->selection()->setFrame(finger);
    to->clipboardActions()->updateActions();
    QVERIFY(to->clipboardActions()->paste());
    // THEN the copy hangs from finger, renamed, 0.1 m above it (shoulder's origin)
    const FrameId copy = findFrame(*to->document(), FrameKind::Link, "jointbot::upper_arm_copy");
    QVERIFY(copy != kNoFrame);
    QVERIFY(findFrame(*to->document(), FrameKind::Link, "jointbot::wheel_copy") != kNoFrame);
    const Pose X_WF = to->document()->frames().worldPose(
        findFrame(*to->document(), FrameKind::Link, "jointbot::finger"));
    QVERIFY(test::poseNear(
        to->document()->frames().worldPose(copy), X_WF * Pose::fromXyzRpy(0, 0, 0.1, 0, 0, 0)));
}

void TestClipboardActions::acrossFormats()
{
    // GIVEN the SDFormat model `robot` copied in one window, a URDF robot in another
    auto sdf = open(QStringLiteral("placing.sdf"));
    auto urdf = open(QStringLiteral("joints.urdf"));
    QVERIFY(sdf && urdf);
    sdf->selection()->setFrame(findFrame(*sdf->document(), FrameKind::Link, "robot::arm"));
    QVERIFY(sdf->clipboardActions()->copy());
    // WHEN the URDF robot's finger is selected: Paste is offered (through the converter)
    urdf->selection()->setFrame(findFrame(*urdf->document(), FrameKind::Link, "jointbot::finger"));
    urdf->clipboardActions()->updateActions();
    QVERIFY2(urdf->clipboardActions()->pasteAction()->isEnabled(),
        qPrintable(urdf->clipboardActions()->pasteAction()->toolTip()));
    urdf->clipboardActions()->pasteAction()->trigger();
    // THEN arm hangs from finger, selected, and the status bar says it was converted
    const FrameId arm = findFrame(*urdf->document(), FrameKind::Link, "jointbot::arm");
    QVERIFY(arm != kNoFrame);
    QCOMPARE(urdf->selection()->frame(), arm);
    QVERIFY2(urdf->statusBar()->currentMessage().contains(QLatin1String("converted")),
        qPrintable(urdf->statusBar()->currentMessage()));
    // AND a URDF link copied back into the SDFormat model hangs from its selected link
    urdf->selection()->setFrame(
        findFrame(*urdf->document(), FrameKind::Link, "jointbot::upper_arm"));
    QVERIFY(urdf->clipboardActions()->copy());
    sdf->selection()->setFrame(findFrame(*sdf->document(), FrameKind::Link, "robot::arm"));
    QVERIFY(sdf->clipboardActions()->paste());
    const FrameId upper = findFrame(*sdf->document(), FrameKind::Link, "robot::upper_arm");
    QVERIFY(upper != kNoFrame);
    QVERIFY(test::poseNear(sdf->document()->frames().worldPose(upper),
        sdf->document()->frames().worldPose(
            findFrame(*sdf->document(), FrameKind::Link, "robot::arm"))
            * Pose::fromXyzRpy(0, 0, 0.1, 0, 0, 0)));
}

void TestClipboardActions::pasteSaysWhyNot()
{
    auto window = open(QStringLiteral("placing.sdf"));
    QVERIFY(window);
    QApplication::clipboard()->setText(QStringLiteral("plain text"));
    ClipboardActions *clipboard = window->clipboardActions();
    QTRY_VERIFY(!clipboard->pasteAction()->isEnabled());
    QVERIFY2(clipboard->pasteAction()->toolTip().contains(QLatin1String("Copy")),
        qPrintable(clipboard->pasteAction()->toolTip()));
    // A visual on the clipboard has no place while a model is selected
    window->selection()->setFrame(
        findFrame(*window->document(), FrameKind::Visual, "robot::base::visual"));
    QVERIFY(clipboard->copy());
    window->selection()->setFrame(findFrame(*window->document(), FrameKind::Model, "robot"));
    QVERIFY(!clipboard->pasteAction()->isEnabled());
    QVERIFY(!clipboard->paste());
    QCOMPARE(window->session()->undoStack()->count(), 0);
}

QTEST_MAIN(TestClipboardActions)
#include "tst_clipboardactions.moc"
