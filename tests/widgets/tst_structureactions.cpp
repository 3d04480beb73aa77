// Edit › Delete, Duplicate and Rename… in the main window (StructureActions): the actions'
// shortcuts and place in the Edit menu, enabled by what is selected, one undo step per edit,
// the selection following (cleared after a delete, the copy after a duplicate), refusals
// shown through the message handler and the status bar. Runs under xvfb-run (the viewport
// needs GLX).

#include "base/selection.h"
#include "corpus.h"
#include "document.h"
#include "edit/editsession.h"
#include "editing/structureactions.h"
#include "mainwindow/editactions.h"
#include "mainwindow/mainwindow.h"
#include "model/testutil.h"
#include "scenetree/scenetreedock.h"
#include "viewport.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

using namespace robostage;

namespace {

using robostage::test::findFrame;
using robostage::test::readFile;

} // namespace

class TestStructureActions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void actionsInTheEditMenu();
    void deleteLinkAndUndo();
    void duplicateVisualSelectsTheCopy();
    void refusalIsShown();
    void duplicateUrdfLinkWithCtrlD();
    void cutAndEscape();
    void renameOpensTheNameField();

private:
    /// A window showing the copy of `file` (tests/data/edit), with refusals collected.
    void open(MainWindow &window, const QString &file);
    void select(MainWindow &window, FrameKind kind, const QString &name);

    QTemporaryDir m_settings;
    QTemporaryDir m_dir;
    QStringList m_messages;
};

void TestStructureActions::initTestCase()
{
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TestStructureActions::init()
{
    QSettings().clear();
    m_messages.clear();
}

void TestStructureActions::open(MainWindow &window, const QString &file)
{
    const QString path = m_dir.filePath(
        QStringLiteral("%1-%2").arg(QString::fromLatin1(QTest::currentTestFunction()), file));
    QFile::remove(path);
    QVERIFY(QFile::copy(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/edit/") + file, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    window.openFile(path);
    QVERIFY(window.session());
    window.structureActions()->setMessageHandler(
        [this](const QString &, const QString &text) { m_messages << text; });
}

void TestStructureActions::select(MainWindow &window, FrameKind kind, const QString &name)
{
    const FrameId id = findFrame(*window.document(), kind, name);
    QVERIFY2(id != kNoFrame, qPrintable(name));
    window.selection()->setFrame(id);
}

void TestStructureActions::actionsInTheEditMenu()
{
    MainWindow window;
    StructureActions *actions = window.structureActions();
    QCOMPARE(actions->deleteAction()->shortcut(), QKeySequence(QKeySequence::Delete));
    QCOMPARE(actions->duplicateAction()->shortcut(), QKeySequence(QStringLiteral("Ctrl+D")));
    QCOMPARE(actions->renameAction()->shortcut(), QKeySequence(QStringLiteral("F2")));
    // Undo, Redo, a separator, Cut, Copy, Paste (ClipboardActions), Delete, Duplicate, Rename…
    QMenu *edit = nullptr;
    for (QAction *menu : window.menuBar()->actions()) {
        if (menu->menu() && menu->menu()->actions().contains(actions->deleteAction()))
            edit = menu->menu();
    }
    QVERIFY(edit);
    const QList<QAction *> items = edit->actions();
    const int undo = int(items.indexOf(window.editActions()->undoAction()));
    QVERIFY(undo >= 0 && undo + 8 < items.size());
    QCOMPARE(items.at(undo + 1), window.editActions()->redoAction());
    QVERIFY(items.at(undo + 2)->isSeparator());
    QCOMPARE(items.at(undo + 3)->objectName(), QStringLiteral("cutAction"));
    QCOMPARE(items.at(undo + 3)->shortcut(), QKeySequence(QKeySequence::Cut));
    QCOMPARE(items.at(undo + 4)->objectName(), QStringLiteral("copyAction"));
    QCOMPARE(items.at(undo + 5)->objectName(), QStringLiteral("pasteAction"));
    QCOMPARE(items.at(undo + 6), actions->deleteAction());
    QCOMPARE(items.at(undo + 7), actions->duplicateAction());
    QCOMPARE(items.at(undo + 8), actions->renameAction());
    // Nothing open: nothing to act on
    QVERIFY(!actions->deleteAction()->isEnabled());
    QVERIFY(!actions->duplicateAction()->isEnabled());
    QVERIFY(!actions->renameAction()->isEnabled());
    // A joint can be deleted and renamed, not duplicated
    open(window, QStringLiteral("refs.sdf"));
    select(window, FrameKind::Joint, QStringLiteral("robot::wrist"));
    QVERIFY(actions->deleteAction()->isEnabled());
    QVERIFY(!actions->duplicateAction()->isEnabled());
    QVERIFY(actions->renameAction()->isEnabled());
    window.selection()->clear();
    QVERIFY(!actions->deleteAction()->isEnabled());
    // A Drake loop joint (its row selects its attachment frame) is shown, not edited
    window.openFile(test::corpusDir()
        + QStringLiteral("/RobotLocomotion__drake/examples/simple_four_bar/FourBar.urdf"));
    select(window, FrameKind::Frame, QStringLiteral("FourBar::joint_3::link1"));
    QVERIFY(!actions->deleteAction()->isEnabled());
    QVERIFY(!actions->duplicateAction()->isEnabled());
    QVERIFY(!actions->renameAction()->isEnabled());
    select(window, FrameKind::Link, QStringLiteral("FourBar::link_3"));
    QVERIFY(actions->deleteAction()->isEnabled());
}

void TestStructureActions::deleteLinkAndUndo()
{
    // GIVEN refs.sdf with the link arm selected
    MainWindow window;
    open(window, QStringLiteral("refs.sdf"));
    const QByteArray original = window.session()->bytes(window.session()->path());
    select(window, FrameKind::Link, QStringLiteral("robot::arm"));
    // WHEN Delete is triggered
    window.structureActions()->deleteAction()->trigger();
    // THEN the link and its joints are gone, in one undo step, and nothing is selected
    QCOMPARE(
        findFrame(*window.document(), FrameKind::Link, QStringLiteral("robot::arm")), kNoFrame);
    QCOMPARE(findFrame(*window.document(), FrameKind::Joint, QStringLiteral("robot::shoulder")),
        kNoFrame);
    QCOMPARE(window.selection()->frame(), kNoFrame);
    QCOMPARE(window.session()->undoStack()->count(), 1);
    QVERIFY(window.isWindowModified());
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("Delete robot::arm")),
        qPrintable(window.statusBar()->currentMessage()));
    QVERIFY(!window.structureActions()->deleteAction()->isEnabled());
    // WHEN undone THEN the bytes are the original ones
    window.editActions()->undoAction()->trigger();
    QCOMPARE(window.session()->bytes(window.session()->path()), original);
    QVERIFY(
        findFrame(*window.document(), FrameKind::Link, QStringLiteral("robot::arm")) != kNoFrame);
    QVERIFY(m_messages.isEmpty());
}

void TestStructureActions::duplicateVisualSelectsTheCopy()
{
    MainWindow window;
    open(window, QStringLiteral("refs.sdf"));
    select(window, FrameKind::Visual, QStringLiteral("robot::base::v"));
    QVERIFY(window.structureActions()->duplicateAction()->isEnabled());
    window.structureActions()->duplicateAction()->trigger();
    // THEN the copy exists and is selected
    const FrameId copy
        = findFrame(*window.document(), FrameKind::Visual, QStringLiteral("robot::base::v_copy"));
    QVERIFY(copy != kNoFrame);
    QCOMPARE(window.selection()->frame(), copy);
    QCOMPARE(window.session()->undoStack()->count(), 1);
    // AND once more (now on the copy): the next copy is selected; File › Save writes both
    window.structureActions()->duplicateAction()->trigger();
    QCOMPARE(window.selection()->frame(),
        findFrame(*window.document(), FrameKind::Visual, QStringLiteral("robot::base::v_copy2")));
    QVERIFY(window.editActions()->save());
    const QByteArray saved = readFile(window.session()->path());
    QVERIFY(
        saved.contains("<visual name=\"v_copy\">") && saved.contains("<visual name=\"v_copy2\">"));
    // AND after undo the copy is gone and the selection does not name it
    window.editActions()->undoAction()->trigger();
    QCOMPARE(
        findFrame(*window.document(), FrameKind::Visual, QStringLiteral("robot::base::v_copy2")),
        kNoFrame);
}

void TestStructureActions::refusalIsShown()
{
    // GIVEN the URDF root link WHEN Delete is triggered THEN the reason is shown, nothing changes
    MainWindow window;
    open(window, QStringLiteral("refs.urdf"));
    select(window, FrameKind::Link, QStringLiteral("r::base"));
    QVERIFY(window.structureActions()->deleteAction()->isEnabled());
    // (Duplicate is greyed out for the root link, and its tool tip says why)
    QVERIFY(!window.structureActions()->duplicateAction()->isEnabled());
    QVERIFY2(window.structureActions()->duplicateAction()->toolTip().contains(
                 QStringLiteral("root link")),
        qPrintable(window.structureActions()->duplicateAction()->toolTip()));
    QVERIFY(!window.structureActions()->deleteSelected());
    QCOMPARE(m_messages.size(), 1);
    QVERIFY2(
        m_messages.first().contains(QStringLiteral("root link")), qPrintable(m_messages.first()));
    QCOMPARE(window.statusBar()->currentMessage(), m_messages.first());
    QCOMPARE(window.session()->undoStack()->count(), 0);
    QVERIFY(window.selection()->frame() != kNoFrame);
}

void TestStructureActions::duplicateUrdfLinkWithCtrlD()
{
    // GIVEN the URDF link `arm` selected (base -shoulder-> arm -wrist-> finger)
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    open(window, QStringLiteral("refs.urdf"));
    select(window, FrameKind::Link, QStringLiteral("r::arm"));
    QAction *duplicate = window.structureActions()->duplicateAction();
    QVERIFY2(duplicate->isEnabled(), qPrintable(duplicate->toolTip()));
    // WHEN Ctrl+D is pressed
    QTest::keyClick(&window, Qt::Key_D, Qt::ControlModifier);
    // THEN the copy comes with its parent joint and the finger below it, and is selected
    const FrameId copy
        = findFrame(*window.document(), FrameKind::Link, QStringLiteral("r::arm_copy"));
    QVERIFY(copy != kNoFrame);
    QCOMPARE(window.selection()->frame(), copy);
    QVERIFY(findFrame(*window.document(), FrameKind::Joint, QStringLiteral("r::shoulder_copy"))
        != kNoFrame);
    QVERIFY(findFrame(*window.document(), FrameKind::Link, QStringLiteral("r::finger_copy"))
        != kNoFrame);
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("shoulder_copy")),
        qPrintable(window.statusBar()->currentMessage()));
    QCOMPARE(window.session()->undoStack()->count(), 1);
    QVERIFY(m_messages.isEmpty());
    // AND a joint cannot be duplicated alone: the tool tip says to duplicate its child link
    select(window, FrameKind::Joint, QStringLiteral("r::wrist"));
    QVERIFY(!duplicate->isEnabled());
    QVERIFY2(duplicate->toolTip().contains(QStringLiteral("child link")),
        qPrintable(duplicate->toolTip()));
}

void TestStructureActions::cutAndEscape()
{
    // GIVEN a window with the link `finger` selected
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    open(window, QStringLiteral("refs.sdf"));
    select(window, FrameKind::Link, QStringLiteral("robot::finger"));
    const QByteArray before = window.session()->bytes(window.session()->path());
    // WHEN Ctrl+X is pressed in the scene tree (issue 30)
    QTreeView *tree = window.sceneTreeDock()->view();
    tree->setFocus();
    QTRY_VERIFY(tree->hasFocus());
    QTest::keyClick(tree, Qt::Key_X, Qt::ControlModifier);
    // THEN the link is on the clipboard and gone from the file, in one undo step
    QTRY_COMPARE(window.session()->undoStack()->count(), 1);
    QVERIFY(QApplication::clipboard()->text().contains(QStringLiteral("finger")));
    QVERIFY(!window.session()->bytes(window.session()->path()).contains("name=\"finger\""));
    QCOMPARE(
        findFrame(*window.document(), FrameKind::Link, QStringLiteral("robot::finger")), kNoFrame);
    // AND undo brings it back
    window.session()->undoStack()->undo();
    QCOMPARE(window.session()->bytes(window.session()->path()), before);

    // WHEN a link is selected and Esc is pressed in the view THEN nothing is selected
    select(window, FrameKind::Link, QStringLiteral("robot::finger"));
    QVERIFY(window.selection()->frame() != kNoFrame);
    window.viewport()->requestActivate();
    QTest::keyClick(window.viewport(), Qt::Key_Escape);
    QTRY_COMPARE(window.selection()->frame(), kNoFrame);
    // AND in the tree, too; but there Esc first ends a rename, keeping the selection
    select(window, FrameKind::Link, QStringLiteral("robot::finger"));
    tree->setFocus();
    QTRY_VERIFY(tree->hasFocus());
    QTest::keyClick(tree, Qt::Key_F2);
    QTRY_VERIFY(qobject_cast<QLineEdit *>(QApplication::focusWidget()));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
    QTRY_VERIFY(!qobject_cast<QLineEdit *>(QApplication::focusWidget()));
    QVERIFY(window.selection()->frame() != kNoFrame);
    QTest::keyClick(tree, Qt::Key_Escape);
    QTRY_COMPARE(window.selection()->frame(), kNoFrame);
}

void TestStructureActions::renameOpensTheNameField()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    open(window, QStringLiteral("refs.sdf"));
    select(window, FrameKind::Link, QStringLiteral("robot::finger"));
    window.structureActions()->renameAction()->trigger();
    auto *name = window.findChild<QLineEdit *>(QStringLiteral("nameEdit"));
    QVERIFY(name);
    QCOMPARE(name->text(), QStringLiteral("finger"));
    QVERIFY(name->hasSelectedText());
    QCOMPARE(name->selectedText(), QStringLiteral("finger"));

    // WHEN F2 is pressed with the scene tree focused THEN the tree's row is edited in place
    QTreeView *tree = window.sceneTreeDock()->view();
    tree->setFocus();
    QTRY_VERIFY(tree->hasFocus());
    QTest::keyClick(tree, Qt::Key_F2);
    QTRY_VERIFY(qobject_cast<QLineEdit *>(QApplication::focusWidget()));
    auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    QVERIFY(tree->isAncestorOf(editor)); // the tree's own editor, not the properties' field
    QCOMPARE(editor->text(), QStringLiteral("finger"));

    // WHEN a new name is typed there, while the status bar still says something about an
    // earlier action THEN the rename is done and that message is gone (issue 30)
    window.statusBar()->showMessage(QStringLiteral("Reloaded: an earlier action"), 15000);
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("thumb"));
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_COMPARE(window.session()->undoStack()->count(), 1);
    QVERIFY(window.session()->bytes(window.session()->path()).contains("thumb"));
    QCOMPARE(window.statusBar()->currentMessage(), QString());
}

QTEST_MAIN(TestStructureActions)
#include "tst_structureactions.moc"
