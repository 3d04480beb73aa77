// Tests for editing in the main window: the EditSession behind the window, the modified flag
// in the title, Edit › Undo/Redo, File › Save writing byte patches, and the prompt when a
// window with unsaved edits closes, and a failed save (the message shown, the edits kept). Runs
// offscreen under xvfb-run (the viewport needs GLX).

#include "base/selection.h"
#include "dialogs/saveconflict.h"
#include "document.h"
#include "edit/editsession.h"
#include "mainwindow/editactions.h"
#include "mainwindow/mainwindow.h"
#include "model/testutil.h"

#include <QAction>
#include <QFile>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace robostage;

namespace {

using robostage::test::findFrame;
using robostage::test::readFile;

const QString kEditable = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/widgets/editable.sdf");

const Link *findLink(const Document &document, const QString &name)
{
    for (const Model &model : document.scene().world.models) {
        for (const Link &link : model.links) {
            if (link.name == name)
                return &link;
        }
    }
    return nullptr;
}

} // namespace

class TestEditing : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void editSetsTheModifiedFlag();
    void undoRedoActions();
    void saveWritesOnlyTheEditedElement();
    void closeWithUnsavedEditsAsks();
    void watcherDoesNotReloadOverUnsavedEdits();
    void saveConflictOffersReloadAndDifferences();
    void failedSaveShowsWhyAndKeepsEdits();

private:
    QTemporaryDir m_settings;
    QTemporaryDir m_dir;
    QString m_path;
};

void TestEditing::initTestCase()
{
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TestEditing::init()
{
    QSettings().clear();
    m_path = m_dir.filePath(QStringLiteral("%1.sdf").arg(QTest::currentTestFunction()));
    QFile::remove(m_path);
    QVERIFY(QFile::copy(kEditable, m_path));
    QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner);
}

void TestEditing::editSetsTheModifiedFlag()
{
    // GIVEN a window showing a file, with the link `base` selected
    MainWindow window;
    window.openFile(m_path);
    QVERIFY(window.session());
    QVERIFY(!window.isWindowModified());
    QVERIFY(window.windowTitle().startsWith(QStringLiteral("editSetsTheModifiedFlag.sdf[*]")));
    const FrameId base
        = findFrame(*window.document(), FrameKind::Link, QStringLiteral("cart::base"));
    window.selection()->setFrame(base);
    // WHEN the link is moved through the session
    QVERIFY(window.session()->setPose(QStringLiteral("link:cart::base"), {1, 0, 0.25, 0, 0, 0}).ok);
    // THEN the window is modified, shows the new document and keeps the selection
    QVERIFY(window.isWindowModified());
    QVERIFY(window.hasUnsavedEdits());
    QCOMPARE(findLink(*window.document(), QStringLiteral("base"))->pose.X_RF.p.x, 1.0);
    QCOMPARE(window.selection()->frame(),
        findFrame(*window.document(), FrameKind::Link, QStringLiteral("cart::base")));
    // WHEN the edit is undone THEN it is clean again
    window.session()->undoStack()->undo();
    QVERIFY(!window.isWindowModified());
    QVERIFY(!window.hasUnsavedEdits());
}

void TestEditing::undoRedoActions()
{
    MainWindow window;
    window.openFile(m_path);
    QAction *undo = window.editActions()->undoAction();
    QAction *redo = window.editActions()->redoAction();
    QCOMPARE(undo->shortcut(), QKeySequence(QKeySequence::Undo));
    QCOMPARE(redo->shortcut(), QKeySequence(QKeySequence::Redo));
    QVERIFY(!undo->isEnabled());
    // GIVEN a joint axis edit
    QVERIFY(window.session()->setJointAxis(QStringLiteral("hinge"), {1, 0, 0}).ok);
    QVERIFY(undo->isEnabled());
    auto axis = [&window] {
        return window.document()->scene().world.models.at(0).joints.at(0).axis.xyz;
    };
    QVERIFY(axis() == (Vec3 {1, 0, 0}));
    // WHEN Undo is triggered THEN the axis is back; WHEN Redo THEN it is the edited one again
    undo->trigger();
    QVERIFY(axis() == (Vec3 {0, 1, 0}));
    QVERIFY(redo->isEnabled());
    redo->trigger();
    QVERIFY(axis() == (Vec3 {1, 0, 0}));
}

void TestEditing::saveWritesOnlyTheEditedElement()
{
    const QByteArray original = readFile(m_path);
    MainWindow window;
    window.openFile(m_path);
    QCOMPARE(window.editActions()->saveAction()->shortcut(), QKeySequence(QKeySequence::Save));
    // GIVEN the link pose edited
    QVERIFY(window.session()->setPose(QStringLiteral("link:cart::base"), {1, 0, 0.25, 0, 0, 0}).ok);
    QVERIFY(window.isWindowModified());
    // WHEN File › Save is triggered
    window.editActions()->saveAction()->trigger();
    // THEN the file differs from the original only in the edited <pose> text, and the window is
    // clean
    QByteArray expected = original;
    expected.replace("<pose>0.5 0 0.25 0 0 0</pose>", "<pose>1 0 0.25 0 0 0</pose>");
    QVERIFY(expected != original);
    QCOMPARE(readFile(m_path), expected);
    QVERIFY(!window.isWindowModified());
    QVERIFY(!window.hasUnsavedEdits());
    QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("Saved")),
        qPrintable(window.statusBar()->currentMessage()));
    // AND the window does not reload its own save (the undo history stays)
    QTest::qWait(600);
    QVERIFY(window.session()->undoStack()->canUndo());
}

void TestEditing::closeWithUnsavedEditsAsks()
{
    MainWindow window;
    window.show();
    window.openFile(m_path);
    QVERIFY(window.session()->setModelStatic(QStringLiteral("cart"), true).ok);
    QStringList asked;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    window.editActions()->setQuestionHandler(
        [&](const QString &, const QString &text, QMessageBox::StandardButtons buttons) {
            asked << text;
            Q_ASSERT(buttons == (QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel));
            return answer;
        });
    // WHEN the window closes and the user cancels THEN it stays open with its edits
    QVERIFY(!window.close());
    QCOMPARE(asked.size(), 1);
    QVERIFY(asked.first().contains(QLatin1String("closeWithUnsavedEditsAsks.sdf")));
    QVERIFY(window.isVisible());
    QVERIFY(window.hasUnsavedEdits());
    // WHEN the user chooses Save THEN the file is written and the window closes
    answer = QMessageBox::Save;
    QVERIFY(window.close());
    QCOMPARE(asked.size(), 2);
    QVERIFY(readFile(m_path).contains("<static>true</static>"));
}

void TestEditing::watcherDoesNotReloadOverUnsavedEdits()
{
    MainWindow window;
    window.openFile(m_path);
    QVERIFY(window.session()->setModelStatic(QStringLiteral("cart"), true).ok);
    // GIVEN another program changes the file
    {
        QFile file(m_path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Append));
        file.write("<!-- theirs -->\n");
    }
    // THEN the window keeps its edits and says why it did not reload
    QTRY_VERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("unsaved edits")),
        qPrintable(window.statusBar()->currentMessage()));
    QVERIFY(window.hasUnsavedEdits());
    QVERIFY(window.document()->scene().world.models.at(0).isStatic);
    // AND saving asks before overwriting their change, with both versions; Overwrite writes
    // the session's bytes
    QByteArray askedOnDisk, askedEdited;
    window.editActions()->setConflictHandler(
        [&](const QString &path, const QByteArray &onDisk, const QByteArray &edited) {
            askedOnDisk = path == m_path ? onDisk : QByteArray();
            askedEdited = edited;
            return SaveConflictChoice::Overwrite;
        });
    const QByteArray edited = window.session()->bytes(m_path);
    QVERIFY(window.editActions()->save());
    QVERIFY(askedOnDisk.contains("theirs"));
    QCOMPARE(askedEdited, edited);
    QVERIFY(!readFile(m_path).contains("theirs"));
    QVERIFY(!window.hasUnsavedEdits());
}

void TestEditing::saveConflictOffersReloadAndDifferences()
{
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openFile(m_path);
    QVERIFY(window.session()->setModelStatic(QStringLiteral("cart"), true).ok);
    {
        QFile file(m_path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Append));
        file.write("<!-- theirs -->\n");
    }
    const QByteArray theirs = readFile(m_path);
    // WHEN File › Save meets the change THEN the real question offers Overwrite, Reload, Show
    // Differences and Cancel; Show Differences lists their line and the edit without closing
    // it, and Reload reads the file as it is on disk
    QString diff;
    bool offered = false;
    QTimer poll;
    connect(&poll, &QTimer::timeout, &window, [&] {
        auto *dialog = window.findChild<SaveConflictDialog *>(QStringLiteral("saveConflictDialog"));
        if (!dialog || !dialog->isVisible())
            return;
        poll.stop();
        auto *show = dialog->findChild<QPushButton *>(QStringLiteral("conflictDiffButton"));
        offered = show && dialog->findChild<QPushButton *>(QStringLiteral("conflictOverwrite"))
            && dialog->findChild<QPushButton *>(QStringLiteral("conflictCancel"));
        QTest::mouseClick(show, Qt::LeftButton);
        auto *text = dialog->findChild<QPlainTextEdit *>(QStringLiteral("conflictDiff"));
        diff = text && text->isVisible() ? text->toPlainText() : QString();
        QVERIFY(dialog->isVisible());
        QTest::mouseClick(
            dialog->findChild<QPushButton *>(QStringLiteral("conflictReload")), Qt::LeftButton);
    });
    poll.start(20);
    QVERIFY(!window.editActions()->save());
    QVERIFY(offered);
    QVERIFY2(diff.contains(QLatin1String("-<!-- theirs -->")), qPrintable(diff));
    QVERIFY2(diff.contains(QLatin1String("+")) && diff.contains(QLatin1String("<static>")),
        qPrintable(diff));
    // AND after Reload the window shows the file on disk, without the edits, and it is intact
    QVERIFY(!window.hasUnsavedEdits());
    QVERIFY(!window.document()->scene().world.models.at(0).isStatic);
    QCOMPARE(readFile(m_path), theirs);
}

void TestEditing::failedSaveShowsWhyAndKeepsEdits()
{
    const QByteArray original = readFile(m_path);
    MainWindow window;
    window.openFile(m_path);
    QVERIFY(window.session()->setModelStatic(QStringLiteral("cart"), true).ok);
    const QByteArray edited = window.session()->bytes(window.session()->path());
    // GIVEN a disk that fills up half-way through the write (injected: no real disk is filled)
    edit::setSaveFailureForTests([](const QString &, edit::SaveStep step) {
        return step == edit::SaveStep::Write ? QStringLiteral("No space left on device")
                                             : QString();
    });
    // WHEN File › Save is triggered THEN a warning names the file and the reason; OK closes it
    QString shown;
    QTimer poll;
    connect(&poll, &QTimer::timeout, &window, [&] {
        if (auto *box = window.findChild<QMessageBox *>(QStringLiteral("saveError"))) {
            shown = box->text() + QLatin1Char('\n') + box->informativeText();
            box->accept();
        }
    });
    poll.start(20);
    const bool saved = window.editActions()->save();
    poll.stop();
    edit::setSaveFailureForTests(nullptr);
    QVERIFY(!saved);
    QVERIFY2(shown.contains(QLatin1String("not saved")) && shown.contains(m_path)
            && shown.contains(QLatin1String("No space left on device")),
        qPrintable(shown));
    // AND the file is as it was, the window keeps its edits and its undo history
    QCOMPARE(readFile(m_path), original);
    QVERIFY(window.hasUnsavedEdits());
    QVERIFY(window.isWindowModified());
    QVERIFY(window.editActions()->undoAction()->isEnabled());
    QCOMPARE(window.session()->bytes(window.session()->path()), edited);
    QVERIFY(window.document()->scene().world.models.at(0).isStatic);
    // GIVEN another program changed the file meanwhile WHEN saving and the user keeps their
    // change THEN nothing is written and the edits stay
    const QByteArray theirs = original + "<!-- theirs -->\n";
    {
        QFile file(m_path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(theirs);
    }
    window.editActions()->setConflictHandler(
        [](const QString &, const QByteArray &, const QByteArray &) {
            return SaveConflictChoice::Cancel;
        });
    QVERIFY(!window.editActions()->save());
    QCOMPARE(readFile(m_path), theirs);
    QVERIFY(window.hasUnsavedEdits());
    // WHEN the user overwrites THEN the edits are written
    window.editActions()->setConflictHandler(
        [](const QString &, const QByteArray &, const QByteArray &) {
            return SaveConflictChoice::Overwrite;
        });
    QVERIFY(window.editActions()->save());
    QCOMPARE(readFile(m_path), edited);
    QVERIFY(!window.hasUnsavedEdits());
}

QTEST_MAIN(TestEditing)
#include "tst_editing.moc"
