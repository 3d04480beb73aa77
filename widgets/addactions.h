#pragma once

#include "edit/addspec.h"

#include <QObject>

#include <functional>

class QAction;
class QMenu;

namespace robostage {

class AddEntityDialog;
class MainWindow;

/// Edit › Add of a MainWindow (issue 18): Model…, Link…, Joint…, Visual…, Collision…, Frame…
/// (object names addModelAction, addLinkAction, addJointAction, addVisualAction,
/// addCollisionAction, addFrameAction; the submenu addMenu). Each opens an AddEntityDialog for an
/// entity below the selection and pushes edit::AddEntity on the window's EditSession (a URDF
/// link with its parent joint: one undo step), then selects the new entity.
///
/// Where the new entity goes, from the selection: a model in the selected model (nested) or
/// the world; a link or joint in the model of the selection (the only model when there is one);
/// a visual or collision in the selected link (or the link of a selected visual or collision);
/// a frame in the selected world, model or link (SDFormat). An action is enabled only when its
/// entity has such a place; its tool tip then says where, else what to select. A refused edit
/// is shown in a message box and in the status bar, as Delete's are.
class AddActions : public QObject
{
    Q_OBJECT

public:
    /// Runs the dialog: true to add (the dialog accepted). Tests replace it.
    using DialogRunner = std::function<bool(AddEntityDialog &dialog)>;

    AddActions(MainWindow *window, QMenu *editMenu);

    void setDialogRunner(DialogRunner runner) { m_runDialog = std::move(runner); }

    /// Opens the dialog for `kind` below the selection and adds what it says; false when it was
    /// cancelled, is not possible here, or the edit was refused.
    bool add(edit::AddSpec::Kind kind);
    /// Enables each action for the current selection and document.
    void updateActions();

    QMenu *menu() const { return m_menu; }
    QAction *action(edit::AddSpec::Kind kind) const;

    /// Tests: refusals go to the status bar only, without a message box.
    void setShowErrors(bool show) { m_showErrors = show; }

private:
    struct Place; ///< where an entity of a kind goes (addactions.cpp)
    /// Where an entity of `kind` goes for the current selection, or why it cannot be added.
    Place placeFor(edit::AddSpec::Kind kind) const;
    /// Shows a refusal in the status bar and a message box (object name addError).
    void refuse(const QString &error);
    MainWindow *m_window;
    QMenu *m_menu;
    QList<QAction *> m_actions; ///< by AddSpec::Kind
    DialogRunner m_runDialog;
    bool m_showErrors = true;
};

} // namespace robostage
