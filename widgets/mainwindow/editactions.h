#pragma once

#include "dialogs/saveconflict.h"

#include <QMessageBox>
#include <QObject>

#include <functional>

class QAction;
class QMenu;
class QUndoGroup;

namespace robostage {

class MainWindow;

namespace edit {
class EditSession;
struct SaveOptions;
struct SaveResult;
} // namespace edit

/// The editing actions of a MainWindow: File › Save (Ctrl+S) and Save As… (Ctrl+Shift+S),
/// inserted in the File menu before Export, and Edit › Undo / Redo (the standard key
/// sequences) of the window's EditSession (a QUndoGroup follows the session of the file that
/// is open). Action object names: saveAction, saveAsAction, undoAction, redoAction.
///
/// Saving writes the edited files through EditSession::save() (byte patches, atomic rename).
/// A failure is shown in a message box naming the file and why; a file that changed on disk
/// since it was read is overwritten only when the user agrees, who may instead reload it or
/// look at the differences first (SaveConflictDialog).
class EditActions : public QObject
{
    Q_OBJECT

public:
    /// Asks the user a question: returns the button chosen among `buttons`. The default shows a
    /// modal QMessageBox (object name editQuestion); tests replace it (setQuestionHandler()).
    using Question = std::function<QMessageBox::StandardButton(
        const QString &title, const QString &text, QMessageBox::StandardButtons buttons)>;
    /// Asks what to do when the file `path` changed on disk (its bytes now `onDisk`) while
    /// `edited` would be written. The default shows SaveConflictDialog; tests replace it.
    using ConflictQuestion = std::function<SaveConflictChoice(
        const QString &path, const QByteArray &onDisk, const QByteArray &edited)>;

    EditActions(MainWindow *window, QMenu *fileMenu, QMenu *editMenu);

    /// Follows `session` (nullptr: none): undo and redo act on its stack, save on its files.
    void setSession(edit::EditSession *session);
    void setQuestionHandler(Question question) { m_question = std::move(question); }
    void setConflictHandler(ConflictQuestion question) { m_conflict = std::move(question); }

    /// Saves the session's modified files; the bundled world (a resource) goes to saveAs().
    /// Returns whether everything was written.
    bool save();
    /// Saves the opened file as `path` (empty: asks with a file dialog); the window continues
    /// with `path`.
    bool saveAs(const QString &path = QString());
    /// Before the window closes or reads its file again: with unsaved edits asks Save, Discard
    /// or Cancel. Returns false when the user cancels or saving fails.
    bool maybeSave();
    /// Asks `text` with Yes/Cancel through the question handler; true for Yes.
    bool confirm(const QString &title, const QString &text);

    QAction *saveAction() const { return m_save; }
    QAction *saveAsAction() const { return m_saveAs; }
    QAction *undoAction() const { return m_undo; }
    QAction *redoAction() const { return m_redo; }

private:
    /// Shows the outcome of a save; retries over a file changed on disk when the user agrees.
    bool finishSave(const std::function<edit::SaveResult(const edit::SaveOptions &)> &write);
    void updateActions();

    MainWindow *m_window;
    edit::EditSession *m_session = nullptr;
    QUndoGroup *m_group;
    QAction *m_save;
    QAction *m_saveAs;
    QAction *m_undo;
    QAction *m_redo;
    Question m_question;
    ConflictQuestion m_conflict;
};

} // namespace robostage
