#pragma once

#include "framegraph.h"

#include <QDockWidget>
#include <QHash>

#include <utility>
#include <vector>

class QCheckBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QTimer;
class QsciScintilla;

namespace robostage {

class DocumentWindow;

namespace edit {
class EditSession;
}

/// The Source dock (issue 32): the XML text of the file the selected entity is written in — the
/// opened file, an included model's file, or for a xacro robot the xacro file and line the
/// source map gives — in QScintilla with its XML lexer, line numbers and folding.
///
/// - Selecting in the tree or the view scrolls to the entity's element and highlights its lines;
///   moving the cursor in the text selects the innermost entity whose element holds it.
/// - The document's diagnostics in the shown file are marked in the margin; hovering the mark
///   (or its line) shows the messages as a tool tip.
/// - Typed text is applied with Apply (Ctrl+Return), or after a pause when *Apply after a pause*
///   is on, as one undoable edit (EditSession::replaceBytes: only the changed bytes). Text that
///   is not well-formed XML is not applied: the error is marked and said until it is fixed or
///   reverted (Revert takes the file's text back).
/// - An edit made elsewhere (gizmo, Properties, undo) changes the text in place, keeping the
///   cursor and the scroll position, unless typed text is waiting to be applied (then the dock
///   says so and keeps it).
/// - Ctrl+F finds (Enter: next), Ctrl+G goes to a line.
class SourceDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit SourceDock(DocumentWindow *window);
    ~SourceDock() override;

    /// Creates the dock in `window`, tabbed with the Diagnostics dock, hidden, with its toggle
    /// (F4) in `viewMenu`.
    static SourceDock *install(DocumentWindow *window, QMenu *viewMenu, QDockWidget *tabbedWith);

    /// Follows `session` (null: none): its edits, undo and redo.
    void setSession(edit::EditSession *session);

    QsciScintilla *editor() const { return m_editor; }
    /// The file shown (absolute path), empty when none.
    QString path() const { return m_path; }
    /// The whole file's text as bytes, with what was typed (what Apply writes).
    QByteArray text() const;
    /// The text shown, as bytes (a window of a large file).
    QByteArray viewText() const;
    /// Whether typed text waits to be applied.
    bool hasUnappliedText() const;
    /// Applies the typed text; false (with the error marked and said) when it does not read.
    bool apply();
    /// Takes the file's text back, dropping what was typed.
    void revert();
    /// A file larger than `bytes` is shown as a window of `lines` lines around the selection
    /// (default 8 MiB and 40 000 lines; smaller for tests).
    static void setWindowSize(int bytes, int lines);
    /// The 0-based file line the text shown starts at (0 unless the file is shown as a window).
    int firstLine() const { return m_firstLine; }
    /// The 0-based lines of the text shown highlighted for the selection (first, last); (-1, -1)
    /// when none.
    QPair<int, int> highlightedLines() const { return m_highlight; }
    /// The status line under the text (what was applied, why not, a change kept).
    QString statusText() const;
    /// Lines (0-based) with a diagnostic marker.
    QList<int> markedLines() const;

private:
    void selectionChanged(FrameId frame);
    void sessionChanged();
    void cursorMoved(int line, int index);
    /// Shows the diagnostics of the line at `point` (viewport pixels) as a tool tip; false when
    /// it has none.
    bool showMessagesAt(const QPoint &point);
    /// Shows `path`'s current bytes (the session's): the whole file, or for a file of more than
    /// the window size (setWindowSize()) the lines around 0-based file line `line` (QScintilla
    /// types slowly far into a file of millions of lines; docs/PERFORMANCE.md "The Source dock").
    void showFile(const QString &path, int line);
    /// Puts file line numbers in the margin (a window's first line is not line 1).
    void numberLines();
    /// The 0-based file line of 0-based line `viewLine` of the text shown, and back.
    int fileLine(int viewLine) const { return viewLine + m_firstLine; }
    int viewLine(int fileLine) const { return fileLine - m_firstLine; }
    /// Whether 0-based file line `line` is in the text shown.
    bool shows(int line) const;
    void highlight(int first, int last);
    /// The file and 1-based line `frame` is written at, from the source map for xacro.
    bool locate(FrameId frame, QString *path, int *line) const;
    /// The entity written at 1-based `line` of the shown file (innermost), kNoFrame if none.
    FrameId entityAt(int line) const;
    /// Marks the document's diagnostics (and `extra`, a reading error) in the margin.
    void markDiagnostics();
    void setStatus(const QString &text);
    void setBytes(const QByteArray &bytes);
    /// The last line (0-based) of the element whose start tag is on 0-based `line` (a scan of
    /// the text's tags from there: no lexing, so also quick at the end of a 62 MB world).
    int lastLineOf(int line) const;
    /// Indexes the lines the entities of the shown file start at (m_starts).
    void indexLines();
    /// Highlights the lines of `frame`'s element when it is written in the shown file.
    void highlightFrame(FrameId frame);
    bool eventFilter(QObject *watched, QEvent *event) override;

    DocumentWindow *m_window;
    edit::EditSession *m_session = nullptr;
    QsciScintilla *m_editor;
    QLabel *m_file;
    QLabel *m_status;
    QPushButton *m_apply;
    QPushButton *m_revert;
    QCheckBox *m_autoApply;
    QTimer *m_pause;
    QLineEdit *m_find;
    QString m_path;
    QByteArray m_base; ///< the whole file's bytes as last shown
    /// The text shown is m_base's bytes [m_windowStart, m_windowEnd), starting at 0-based file
    /// line m_firstLine (the whole file unless it is larger than kWindowBytes).
    long m_windowStart = 0, m_windowEnd = 0;
    int m_firstLine = 0;
    QPair<int, int> m_highlight {-1, -1};
    QHash<int, QStringList> m_messages; ///< 0-based line → diagnostics there
    int m_readError = -1; ///< 0-based view line of the text's XML error, -1: none
    bool m_syncing = false; ///< while the dock moves the cursor itself
    bool m_applying = false;
    QString m_shown; ///< kind and scoped name of the entity the cursor was put at
    /// 1-based line each entity of the shown file is written at, by line (indexLines()).
    std::vector<std::pair<int, FrameId>> m_starts;
    int m_cursorLine = -1; ///< the line cursorMoved() last looked at
};

} // namespace robostage
