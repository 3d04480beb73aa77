#pragma once

#include <QObject>

#include <functional>

class QAction;
class QMenu;

namespace robostage {

class DocumentWindow;
enum class FrameKind; // framegraph.h

/// Edit › Delete (QKeySequence::Delete), Duplicate (Ctrl+D) and Rename… (F2) of a DocumentWindow,
/// added to the Edit menu after a separator (issue 4). Object names: deleteAction,
/// duplicateAction, renameAction.
///
/// Each acts on the window's selection (Selection) and is enabled only when the selection is
/// an entity its command supports: Delete a model, link, visual, collision, joint, frame, light
/// or sensor (edit::DeleteEntity); Duplicate a model, link (of URDF, any but the root), visual,
/// collision, frame or light (edit::DuplicateEntity; otherwise its tool tip and status tip say
/// why not); Rename a model, link, visual, collision, joint, frame
/// or light (edit::RenameEntity through DocumentWindow::renameSelected()). Delete and Duplicate
/// push one undo step on the window's EditSession; Delete clears the selection, Duplicate selects
/// the copy. A refused edit is shown in a message box (the message handler) and in the status
/// bar.
class StructureActions : public QObject
{
    Q_OBJECT

public:
    /// Shows that an edit was refused: `title`, and `text` saying why. The default shows a
    /// modal QMessageBox (object name structureError); tests replace it (setMessageHandler()).
    using Message = std::function<void(const QString &title, const QString &text)>;

    StructureActions(DocumentWindow *window, QMenu *editMenu);

    void setMessageHandler(Message message) { m_message = std::move(message); }

    /// Deletes the selected entity; false when there is none or the delete was refused.
    bool deleteSelected();
    /// Duplicates the selected entity and selects the copy; false when refused.
    bool duplicateSelected();
    /// Enables each action for the current selection and document.
    void updateActions();

    QAction *deleteAction() const { return m_delete; }
    QAction *duplicateAction() const { return m_duplicate; }
    QAction *renameAction() const { return m_rename; }

private:
    /// Why the entity of `kind` selected now cannot be duplicated (shown as the action's tool tip
    /// and status tip), or empty when it can; `urdf`: it is in a URDF file.
    QString duplicateRefusal(FrameKind kind, bool urdf) const;
    /// Shows a refusal (`error`) in the status bar and through the message handler.
    void refuse(const QString &title, const QString &error);
    /// Says in the status bar what an edit did (`done` and the notes).
    void report(const QString &done, const QStringList &notes);

    DocumentWindow *m_window;
    QAction *m_delete;
    QAction *m_duplicate;
    QString m_duplicateTip; ///< the status tip when Duplicate is possible
    QAction *m_rename;
    Message m_message;
};

} // namespace robostage
