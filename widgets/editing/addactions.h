#pragma once

#include "edit/addspec.h"

#include <QObject>
#include <QVector3D>

#include <functional>
#include <optional>

class QAction;
class QMenu;

namespace robostage {

class AddEntityDialog;
class AddPicking;
class DocumentWindow;

/// Edit › Add of a DocumentWindow (issue 18): Model…, Link…, Joint…, Visual…, Collision…, Frame…,
/// Light…, Sensor… (object names addModelAction, addLinkAction, addJointAction,
/// addVisualAction, addCollisionAction, addFrameAction, addLightAction, addSensorAction; the
/// submenu addMenu). Each opens an AddEntityDialog for an
/// entity below the selection and pushes edit::AddEntity on the window's EditSession (a URDF
/// link with its parent joint: one undo step), then selects the new entity.
///
/// Where the new entity goes, from the selection: a model in the selected model (nested) or
/// the world; a link or joint in the model of the selection (the only model when there is one);
/// a visual or collision in the selected link (or the link of a selected visual or collision);
/// a frame in the selected world, model or link (SDFormat); a light in the selected link (URDF:
/// a `<gazebo reference>` block) or the world; a sensor in the selected link. An action is enabled
/// only when its entity has such a place; its tool tip then says where, else what to select. A
/// refused edit is shown in a message box and in the status bar, as Delete's are.
///
/// Where in its parent (issue 18): a link or model goes where the user right-clicked in the
/// view for the context menu (setPlacementPoint()) or, without one, where the user clicks in
/// the view after the dialog (AddPicking), when the dialog's addPlaceInView is checked; else
/// at the pose the dialog says (the parent's origin by default). A joint's
/// links can be picked after the dialog, parent then child, in the view or the scene tree.
class AddActions : public QObject
{
    Q_OBJECT

public:
    /// Runs the dialog: true to add (the dialog accepted). Tests replace it.
    using DialogRunner = std::function<bool(AddEntityDialog &dialog)>;

    AddActions(DocumentWindow *window, QMenu *editMenu);

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

    /// The world point p_W (metres) right-clicked in the view for the context menu, or none
    /// (a tree row's menu, the menu bar's Edit menu).
    void setPlacementPoint(std::optional<QVector3D> p_W) { m_point = p_W; }
    /// Where an entity of `kind` goes for the current selection, as Add puts it: the
    /// AddSpec::parent, or for a URDF link the link its parent joint hangs from (Paste);
    /// empty with `why` saying what to select when it has no place.
    QString parentFor(edit::AddSpec::Kind kind, QString *why = nullptr) const;
    /// For a link or joint in an SDFormat model: the selected link (or the link of the selected
    /// visual, collision, …), which a pasted link's joint hangs from; empty otherwise.
    QString parentLinkFor(edit::AddSpec::Kind kind) const;
    /// The clicks an Add waits for after its dialog.
    AddPicking *picking() const { return m_picking; }

private:
    struct Place; ///< where an entity of a kind goes (addactions.cpp)
    /// Where an entity of `kind` goes for the current selection, or why it cannot be added.
    Place placeFor(edit::AddSpec::Kind kind) const;
    /// Shows a refusal in the status bar and a message box (object name addError).
    void refuse(const QString &error);
    /// Adds `spec` (a URDF link with its parent `joint`, one undo step) and selects it.
    bool commit(const edit::AddSpec &spec, const edit::AddSpec &joint);
    /// Adds `spec` (and a URDF link's `joint`) with its position at world point p_W (metres),
    /// expressed in its default pose frame at the view's joint positions (addactionsplace.cpp).
    bool commitAt(edit::AddSpec spec, edit::AddSpec joint, const QVector3D &p_W);
    /// Waits for a click in the view, then adds `spec` (and `joint`) there.
    void placeByClick(const edit::AddSpec &spec, const edit::AddSpec &joint);
    /// Waits for the parent and child links of joint `spec` to be picked, then adds it.
    void pickLinks(const edit::AddSpec &spec);
    DocumentWindow *m_window;
    QMenu *m_menu;
    QList<QAction *> m_actions; ///< by AddSpec::Kind
    DialogRunner m_runDialog;
    bool m_showErrors = true;
    AddPicking *m_picking;
    std::optional<QVector3D> m_point;
};

} // namespace robostage
