// The Source dock (issue 32) as a user works it in the real window: View › Source shows the
// file the selected entity is written in, scrolled to its element with its lines highlighted;
// a click in the text selects the entity written there; typed text applied with Ctrl+Return is
// one undo step that changes only the typed bytes; text that is not XML is not applied and its
// line is marked; an edit made elsewhere changes the text in place without moving the cursor;
// a xacro robot shows the xacro file; diagnostics are marked in the margin. Needs an X display
// with GLX (CTest runs under xvfb-run).

#include "base/selection.h"
#include "edit/editsession.h"
#include "edit/entitylookup.h"
#include "model/testutil.h"
#include "source/sourcedock.h"
#include "viewtestutil.h"

#include <Qsci/qsciscintilla.h>

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QTemporaryDir>
#include <QToolTip>
#include <QtTest>

using namespace robostage;

namespace {

/// A copy of the demo world (only `demo.sdf` when `withResources` is false: its mesh and
/// texture references then do not resolve, which gives warnings) in a window with the Source
/// dock shown.
struct Window
{
    QTemporaryDir dir;
    QString path;
    std::unique_ptr<MainWindow> window;
    SourceDock *dock = nullptr;

    bool open(const QString &file)
    {
        window = test::openSettled(file);
        if (!window)
            return false;
        dock = window->findChild<SourceDock *>();
        auto *toggle = window->findChild<QAction *>(QStringLiteral("sourceDockAction"));
        if (!dock || !toggle)
            return false;
        toggle->trigger(); // View › Source (F4)
        return QTest::qWaitFor([this] { return dock->isVisible() && dock->height() > 200; });
    }
    bool openDemo(bool withResources = true)
    {
        const QString worlds = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/../../resources/worlds");
        if (withResources ? !test::copyTree(worlds, dir.path())
                          : !QFile::copy(worlds + "/demo.sdf", dir.filePath("demo.sdf")))
            return false;
        path = dir.filePath(QStringLiteral("demo.sdf"));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        return open(path);
    }
    void select(FrameKind kind, const QString &name)
    {
        window->selection()->setFrame(test::findFrame(*window->document(), kind, name));
    }
    QsciScintilla *editor() const { return dock->editor(); }
    /// Clicks in the text at 0-based `line`, `column`.
    void clickAt(int line, int column)
    {
        editor()->ensureLineVisible(line); // scrolled to it, as a user would
        QCoreApplication::processEvents();
        const long position = editor()->positionFromLineIndex(line, column);
        const int x = int(
            editor()->SendScintilla(QsciScintillaBase::SCI_POINTXFROMPOSITION, 0UL, position));
        const int y = int(
            editor()->SendScintilla(QsciScintillaBase::SCI_POINTYFROMPOSITION, 0UL, position));
        QTest::mouseClick(editor()->viewport(), Qt::LeftButton, {}, QPoint(x + 1, y + 4));
        QTest::qWait(50); // QScintilla reports the cursor with its next UI update
    }
    /// The 0-based line of the first `text` at or after line `from`.
    int lineOf(const QByteArray &text, int from = 0) const
    {
        const QList<QByteArray> lines = dock->text().split('\n');
        for (int i = from; i < lines.size(); ++i) {
            if (lines[i].contains(text))
                return i;
        }
        return -1;
    }
};

} // namespace

class TestSourceDock : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    }
    void followsTheSelectionBothWays();
    void typedTextIsOneUndoStep();
    void textThatDoesNotReadIsNotApplied();
    void editsElsewhereKeepTheCursor();
    void xacroRobotShowsTheXacroFile();
    void diagnosticsInTheMargin();
    void largeFileShownAsAWindow();

private:
    QTemporaryDir m_settings;
};

void TestSourceDock::followsTheSelectionBothWays()
{
    Window w;
    QVERIFY(w.openDemo());
    // WHEN the crate's visual is selected THEN the dock shows demo.sdf from its element on,
    // highlighted from <visual name="visual"> to </visual>
    w.select(FrameKind::Visual, QStringLiteral("crate::body::visual"));
    QCOMPARE(QFileInfo(w.dock->path()).fileName(), QStringLiteral("demo.sdf"));
    const int crate = w.lineOf("<model name=\"crate\">");
    const int visual = w.lineOf("<visual name=\"visual\">", crate);
    QCOMPARE(w.dock->highlightedLines().first, visual);
    QCOMPARE(w.dock->highlightedLines().second, w.lineOf("</visual>", visual));
    int line = 0, index = 0;
    w.editor()->getCursorPosition(&line, &index);
    QCOMPARE(line, visual);
    QVERIFY(w.editor()->firstVisibleLine() <= visual);
    QVERIFY(w.editor()->firstVisibleLine()
            + w.editor()->SendScintilla(QsciScintillaBase::SCI_LINESONSCREEN)
        > visual);
    // WHEN the user clicks in the crate link's <inertial> THEN the link is selected
    const int inertial = w.lineOf("<mass>2</mass>", crate);
    w.clickAt(inertial, 10);
    QCOMPARE(w.window->selection()->frame(),
        test::findFrame(*w.window->document(), FrameKind::Link, QStringLiteral("crate::body")));
    QCOMPARE(w.dock->highlightedLines().first, w.lineOf("<link name=\"body\">", crate));
}

void TestSourceDock::typedTextIsOneUndoStep()
{
    Window w;
    QVERIFY(w.openDemo());
    w.select(FrameKind::Visual, QStringLiteral("crate::body::visual"));
    const QByteArray before = w.window->session()->bytes(w.path);
    // WHEN the visual's size 0.2 0.2 0.2 is changed to 0.2 0.2 0.5 by typing, and Ctrl+Return
    const int size = w.lineOf("<size>0.2 0.2 0.2</size>", w.dock->highlightedLines().first);
    const int column = int(w.dock->text().split('\n')[size].indexOf("0.2</size>"));
    w.clickAt(size, column + 3); // after "0.2"
    QTest::keyClick(w.editor(), Qt::Key_Backspace);
    QTest::keyClicks(w.editor(), QStringLiteral("5"));
    QVERIFY(w.dock->hasUnappliedText());
    QTest::keyClick(w.editor(), Qt::Key_Return, Qt::ControlModifier);
    // THEN the document has the new size, one undo step changed only that byte
    QVERIFY(!w.dock->hasUnappliedText());
    QCOMPARE(w.window->session()->undoStack()->count(), 1);
    QByteArray expected = before;
    expected.replace(expected.indexOf("<size>0.2 0.2 0.2</size>",
                         expected.indexOf("<visual name=\"visual\">", expected.indexOf("crate"))),
        24, "<size>0.2 0.2 0.5</size>");
    QCOMPARE(w.window->session()->bytes(w.path), expected);
    edit::EntityInfo info;
    QVERIFY(edit::lookupEntity(*w.window->document(),
        test::findFrame(
            *w.window->document(), FrameKind::Visual, QStringLiteral("crate::body::visual")),
        info));
    QCOMPARE(info.visual->geometry.size.z, 0.5);
    // WHEN undone (Edit › Undo) THEN the text follows, in place
    w.window->session()->undoStack()->undo();
    QCOMPARE(w.dock->text(), before);
}

void TestSourceDock::textThatDoesNotReadIsNotApplied()
{
    Window w;
    QVERIFY(w.openDemo());
    w.select(FrameKind::Visual, QStringLiteral("crate::body::visual"));
    const QByteArray before = w.window->session()->bytes(w.path);
    // WHEN a tag is broken and Ctrl+Return pressed
    const int line = w.dock->highlightedLines().first;
    w.clickAt(line, 9); // inside "<visual"
    QTest::keyClicks(w.editor(), QStringLiteral("\"<"));
    QTest::keyClick(w.editor(), Qt::Key_Return, Qt::ControlModifier);
    // THEN nothing is applied, the line is marked and the dock says why
    QCOMPARE(w.window->session()->undoStack()->count(), 0);
    QCOMPARE(w.window->session()->bytes(w.path), before);
    QVERIFY(w.dock->hasUnappliedText());
    QVERIFY2(w.dock->statusText().startsWith(QLatin1String("Not applied: line")),
        qPrintable(w.dock->statusText()));
    QVERIFY(!w.dock->markedLines().isEmpty());
    // WHEN reverted THEN the file's text is back and nothing is marked
    w.dock->findChild<QPushButton *>(QStringLiteral("sourceRevert"))->click();
    QCOMPARE(w.dock->text(), before);
    QVERIFY(w.dock->markedLines().isEmpty());
}

void TestSourceDock::editsElsewhereKeepTheCursor()
{
    Window w;
    QVERIFY(w.openDemo());
    w.select(FrameKind::Model, QStringLiteral("crate"));
    // GIVEN the cursor on the crate link's <mass>
    const int mass = w.lineOf("<mass>2</mass>", w.lineOf("<model name=\"crate\">"));
    w.clickAt(mass, 12);
    const int first = w.editor()->firstVisibleLine();
    // WHEN the crate is moved elsewhere (as the gizmo or Properties do)
    QVERIFY(w.window->session()->setPose(QStringLiteral("crate"), {1, 2, 0.1, 0, 0, 0.4}).ok);
    // THEN the text is the file's, and the cursor and the scroll stayed
    QCOMPARE(w.dock->text(), w.window->session()->bytes(w.path));
    QVERIFY(w.dock->text().contains("<pose>1 2 0.1 0 0 0.4</pose>"));
    int line = 0, index = 0;
    w.editor()->getCursorPosition(&line, &index);
    QCOMPARE(line, mass);
    QCOMPARE(w.editor()->firstVisibleLine(), first);
}

void TestSourceDock::xacroRobotShowsTheXacroFile()
{
    Window w;
    QVERIFY(test::copyTree(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/xacro/solve"), w.dir.path()));
    QVERIFY(w.open(w.dir.filePath(QStringLiteral("solve.urdf.xacro"))));
    // WHEN the wrist link is selected THEN the dock shows the xacro file at <link name="wrist"/>
    w.select(FrameKind::Link, QStringLiteral("solve::wrist"));
    QCOMPARE(QFileInfo(w.dock->path()).fileName(), QStringLiteral("solve.urdf.xacro"));
    QCOMPARE(w.dock->highlightedLines().first, w.lineOf("<link name=\"wrist\"/>"));
    // WHEN the user clicks on the wrist joint's <origin> THEN the joint is selected
    w.clickAt(w.lineOf("<origin xyz=\"${kinematics['wrist']['x']}"), 6);
    QCOMPARE(w.window->selection()->frame(),
        test::findFrame(
            *w.window->document(), FrameKind::Joint, QStringLiteral("solve::wrist_joint")));
}

void TestSourceDock::diagnosticsInTheMargin()
{
    Window w;
    QVERIFY(w.openDemo(false)); // without meshes/ and textures/: warnings at their URIs
    w.select(FrameKind::Model, QStringLiteral("crate"));
    QVERIFY(!w.window->document()->diagnostics().items().empty());
    QList<int> expected;
    for (const Diagnostic &d : w.window->document()->diagnostics().items()) {
        if (!expected.contains(d.line - 1))
            expected << d.line - 1;
    }
    std::sort(expected.begin(), expected.end());
    QCOMPARE(w.dock->markedLines(), expected);
    // WHEN the mouse rests on a mark THEN the tool tip has the diagnostic's message
    const Diagnostic &first = w.window->document()->diagnostics().items().front();
    w.editor()->ensureLineVisible(first.line - 1);
    QCoreApplication::processEvents();
    const long position = w.editor()->positionFromLineIndex(first.line - 1, 0);
    const int y
        = int(w.editor()->SendScintilla(QsciScintillaBase::SCI_POINTYFROMPOSITION, 0UL, position));
    const int x = w.editor()->marginWidth(0) + 4; // in the marks' margin
    QTest::mouseMove(w.editor()->viewport(), QPoint(x, y + 4));
    QHelpEvent help(QEvent::ToolTip, QPoint(x, y + 4),
        w.editor()->viewport()->mapToGlobal(QPoint(x, y + 4))); // what Qt sends on a rest
    QCoreApplication::sendEvent(w.editor()->viewport(), &help);
    QVERIFY(QTest::qWaitFor([] { return QToolTip::isVisible(); }, 3000));
    QVERIFY2(QToolTip::text().contains(first.message.left(30)), qPrintable(QToolTip::text()));
}

void TestSourceDock::largeFileShownAsAWindow()
{
    // GIVEN files over 2000 bytes shown as 40-line windows (a 62 MB world's are 8 MiB and
    // 40 000 lines)
    SourceDock::setWindowSize(2000, 40);
    struct Restore
    {
        ~Restore() { SourceDock::setWindowSize(8 << 20, 40000); }
    } restore;
    Window w;
    QVERIFY(w.openDemo());
    const QByteArray file = w.window->session()->bytes(w.path);
    const QList<QByteArray> lines = file.split('\n');
    const auto lineOf = [&](const QByteArray &text, int from) {
        for (int i = from; i < lines.size(); ++i) {
            if (lines[i].contains(text))
                return i;
        }
        return -1;
    };
    // WHEN the crate's visual is selected THEN its lines are shown, numbered as in the file
    w.select(FrameKind::Visual, QStringLiteral("crate::body::visual"));
    const int visual = lineOf("<visual name=\"visual\">", lineOf("<model name=\"crate\">", 0));
    QVERIFY(w.dock->firstLine() > 0);
    QCOMPARE(w.editor()->lines(), 41); // 40 lines and the empty one after the last line end
    QCOMPARE(w.dock->highlightedLines().first, visual - w.dock->firstLine());
    char number[16] = {};
    w.editor()->SendScintilla(QsciScintillaBase::SCI_MARGINGETTEXT, 0UL, number);
    QCOMPARE(QString::fromLatin1(number), QString::number(w.dock->firstLine() + 1));
    QCOMPARE(w.dock->viewText(), lines.mid(w.dock->firstLine(), 40).join('\n') + '\n');
    // WHEN a line far above is selected THEN the window moves there
    w.select(FrameKind::Link, QStringLiteral("demo_arm::base"));
    const int base = lineOf("<link name=\"base\">", lineOf("<model name=\"demo_arm\">", 0));
    QVERIFY(w.dock->firstLine() <= base && base < w.dock->firstLine() + 40);
    // WHEN a clicked line of the window is typed in and applied THEN only that changes, in the
    // whole file
    const int mass = lineOf("<mass>", base) - w.dock->firstLine();
    const int column = int(lines[mass + w.dock->firstLine()].indexOf("</mass>"));
    w.clickAt(mass, column);
    QTest::keyClicks(w.editor(), QStringLiteral("0"));
    QTest::keyClick(w.editor(), Qt::Key_Return, Qt::ControlModifier);
    QCOMPARE(w.window->session()->undoStack()->count(), 1);
    const QByteArray after = w.window->session()->bytes(w.path);
    QCOMPARE(after.size(), file.size() + 1);
    QCOMPARE(
        QString::fromUtf8(after.split('\n')[mass + w.dock->firstLine()]).remove(QLatin1Char('0')),
        QString::fromUtf8(lines[mass + w.dock->firstLine()]).remove(QLatin1Char('0')));
    // WHEN the crate (above the window) is moved elsewhere THEN the window still shows the
    // file's lines
    QVERIFY(w.window->session()->setPose(QStringLiteral("crate"), {1, 2, 0.1, 0, 0, 0.4}).ok);
    const QList<QByteArray> now = w.window->session()->bytes(w.path).split('\n');
    QCOMPARE(w.dock->viewText(),
        now.mid(w.dock->firstLine(), w.editor()->lines() - 1).join('\n') + '\n');
}

QTEST_MAIN(TestSourceDock)
#include "tst_sourcedock.moc"
