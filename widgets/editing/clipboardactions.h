#pragma once

#include <QObject>

class QAction;
class QMenu;
class QTreeView;

namespace robostage {

class AddActions;
class DocumentWindow;
class StructureActions;

/// Edit › Copy and Paste of a DocumentWindow (issue 18, "Copy and paste"; object names copyAction,
/// pasteAction, with the platform's Copy and Paste shortcuts): Copy puts the selected model,
/// link (URDF: with its parent joint and subtree), visual, collision or frame on the system
/// clipboard (edit::CopiedEntity: MIME type CopiedEntity::kMimeType, and its elements as
/// `text/plain`), so that another window, or another RoboStage, pastes it. Paste writes it
/// where Edit › Add would put an entity of that kind for the selection (AddActions::parentFor):
/// a model into the selected model or the world, a link into the selection's model (URDF: below
/// the selected link), a visual or collision into the selected link, a frame into the selected
/// model, link or world; edit::PasteEntity renames what is taken and selects the result. Each
/// action is enabled only when it applies; its tool tip says why not. Refusals go to the status
/// bar and a message box (object name pasteError).
class ClipboardActions : public QObject
{
    Q_OBJECT

public:
    /// Adds the actions to `editMenu` (before `structure`'s Delete); ContextMenus adds them to
    /// its menu. Paste puts what it takes where `add` would add it; Cut deletes with
    /// `structure`'s Delete; `sceneTree` (the scene tree's view) takes the shortcuts too.
    ClipboardActions(DocumentWindow *window, QMenu *editMenu, StructureActions *structure,
        AddActions *add, QTreeView *sceneTree);

    QAction *cutAction() const { return m_cut; }
    QAction *copyAction() const { return m_copy; }
    QAction *pasteAction() const { return m_paste; }

    /// Copy, then Edit › Delete (issue 30, Ctrl+X); false when either was refused.
    bool cut();
    bool copy();
    bool paste();
    void updateActions();

    /// Tests: refusals go to the status bar only.
    void setShowErrors(bool show) { m_showErrors = show; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refuse(const QString &error);

    DocumentWindow *m_window;
    StructureActions *m_structure;
    AddActions *m_add;
    QAction *m_cut;
    QAction *m_copy;
    QAction *m_paste;
    bool m_showErrors = true;
};

} // namespace robostage
