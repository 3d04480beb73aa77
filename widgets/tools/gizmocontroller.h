#pragma once

#include "edit/posetarget.h"
#include "edit/resizeshape.h"
#include "framegraph.h"
#include "gizmomath.h"
#include "lifetimebound.h"
#include "tools/ikdrag.h"

#include <QObject>

#include <functional>
#include <memory>
#include <optional>

class QMouseEvent;
class QUndoCommand;

namespace robostage {

class Gizmo;
class Viewport;

namespace edit {
class EditSession;
struct EditResult;
} // namespace edit

/// Direct manipulation in a Viewport (docs/RENDERING.md, Gizmos): shows a Gizmo at the selected
/// entity and turns drags of its handles into edits of an EditSession.
///
/// - W: translate (arrows along the gizmo axes, squares for its planes), E: rotate (rings),
///   A: a selected joint's axis (drag the yellow arrow; it snaps to the joint frame's ±X/±Y/±Z
///   within 10°). L toggles the gizmo frame between the entity frame (local) and the world
///   axes at the entity's origin. Esc during a drag cancels it.
/// - Ctrl while dragging snaps: translations to multiples of translationStep() metres along the
///   gizmo axes, rotations to multiples of angleStep() radians, the joint axis to the nearest
///   principal axis. The steps are the QSettings keys kTranslationStepKey (metres, default
///   0.01) and kAngleStepKey (degrees, default 5).
/// - During a drag the scene shows the moved visuals and collisions (SceneView::setVisualPose);
///   the release pushes one SetPose or SetJointAxis command, wrapped in its own undo macro, so
///   one drag is exactly one undo step (a SetPose would otherwise merge with the previous
///   drag's). The value is written in the frame the pose is expressed in (edit::PoseTarget).
///
/// - R: resize handles (cubes on the faces) of a selected visual's or collision's box, sphere,
///   cylinder, capsule or ellipsoid (edit/resizeshape.h): a drag moves that face, the opposite
///   one stays put (the shape's pose moves by half the change); with Alt it grows about its
///   centre; Ctrl snaps the size to 1 mm. dragInfo() gives the sizes while dragging; the
///   release pushes SetGeometry (and SetPose) as one undo step.
/// - Drag Joints (K, setIk()): the move and rotate handles drag the robot by the selected link
///   (or the link of a selected visual or collision) instead of editing its pose: inverse
///   kinematics (IkDrag) moves the joints of the chain from the base link (setIkBase(); the root
///   by default) and jointPositionsDragged() reports them, view state like the Joints dock's
///   sliders. Out of reach or at a limit the link stops at the nearest pose it reaches and
///   ikStatus() says why. Esc puts the joints back.
///
/// It takes the viewport's mouse and key events through an event filter before the orbit
/// controller, only where the cursor is on a handle. After every edit (session changed()) the
/// viewport is re-pointed at the session's new Document, keeping its camera.
class GizmoController : public QObject
{
    Q_OBJECT

public:
    static constexpr const char *kTranslationStepKey = "gizmo/translationStep";
    static constexpr const char *kAngleStepKey = "gizmo/angleStep";
    /// The precision a drag without snapping writes (issue 30): 0.1 mm and 1e-4 rad.
    static constexpr double kMouseMetres = 1e-4;
    static constexpr double kMouseRadians = 1e-4;

    enum class Space { Local, World };

    /// Manipulates entities of `session` shown in `viewport` (both must outlive this).
    GizmoController(Viewport *viewport, edit::EditSession *session, QObject *parent = nullptr);
    ~GizmoController() override;

    FrameId frame() const { return m_frame; }
    GizmoLayout::Mode mode() const { return m_mode; }
    Space space() const { return m_space; }
    void setMode(GizmoLayout::Mode mode);
    /// Shows the gizmo at the selection and takes mouse events on its handles (the default),
    /// or, with false, shows nothing and lets every event through (select-only).
    void setEnabled(bool enabled);
    bool isEnabled() const { return m_enabled; }
    void setSpace(Space space);
    /// Drag Joints: drags move joints by inverse kinematics instead of editing poses.
    void setIk(bool on);
    bool ik() const { return m_ik; }
    /// The link the dragged chain starts at (a scoped name or an unambiguous suffix; empty: the
    /// root of the dragged link's tree).
    void setIkBase(const QString &link) { m_ikBase = link; }
    QString ikBase() const { return m_ikBase; }
    /// Where a drag reads the ranges it keeps each joint in (the Joints dock's), besides the
    /// file's limits; asked at each press.
    void setIkRanges(std::function<IkDrag::Ranges()> ranges) { m_ikRanges = std::move(ranges); }
    /// Joint positions the view shows (the gizmo sits where the entity is drawn).
    void setJointPositions(const JointPositions &q);

    /// The gizmo as drawn now (valid while isVisible()).
    const GizmoLayout &layout() const ROBOSTAGE_LIFETIMEBOUND { return m_layout; }
    bool isVisible() const;
    Gizmo *gizmo() const { return m_gizmo.get(); }
    /// The handle drawn highlighted under the cursor (None when the cursor is elsewhere or has
    /// left the view).
    GizmoHandle hovered() const { return m_hovered; }
    /// The camera of the viewport as the gizmo math sees it.
    GizmoCamera camera() const;

    /// Snap steps from QSettings: metres and radians.
    static double translationStep();
    static double angleStep();
    /// Stores the snap steps (metres, degrees) in QSettings.
    static void setSteps(double metres, double degrees);

public slots:
    /// Shows the gizmo at `frame` (kNoFrame: hides it), e.g. from Selection::changed.
    void setFrame(FrameId frame);

signals:
    /// An edit was refused (why, for the status bar).
    void editFailed(const QString &message);
    void modeChanged(GizmoLayout::Mode mode);
    void spaceChanged(Space space);
    void ikChanged(bool on);
    /// Drag Joints moved the joints of the chain to `q` (scoped names, radians or metres).
    void jointPositionsDragged(const JointPositions &q);
    /// Why the dragged link stops short of the cursor (empty once it follows again).
    void ikStatus(const QString &message);
    /// What a resize drag would write now ("0.6 × 0.5 × 0.4 m"), for the status bar.
    void dragInfo(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool m_enabled = true;
    bool mousePress(QMouseEvent *event);
    bool mouseMove(QMouseEvent *event);
    bool mouseRelease(QMouseEvent *event);
    /// Layout and drawing for the current document, frame, mode and camera.
    void refresh();
    /// The mode shown for the current frame (JointAxis only for joints).
    GizmoLayout::Mode effectiveMode() const;
    /// Moves the active drag to the cursor of `event` (Ctrl: snapped) into m_motion.
    void dragTo(const QMouseEvent *event);
    /// Draws the scene and gizmo as if `motion` were applied.
    void preview(const GizmoMotion &motion);
    /// Pushes the edit of `motion`.
    void commit(const GizmoMotion &motion);
    void documentChanged();
    /// Esc during a drag: nothing is edited, the preview goes.
    void cancelDrag();
    /// Drag Joints: starts the inverse-kinematics drag at the press; false (with a status
    /// message) when the selection cannot be dragged so.
    bool beginIk();
    /// Drag Joints: solves for the link moved by `motion` and draws the gizmo where it got.
    void previewIk(const GizmoMotion &motion);
    void reportIk(const QString &why);
    /// The selection's PoseTarget and, for a shape the handles can resize, its geometry.
    void readTarget();
    /// Resize: the shape and shift `motion` gives (Alt and Ctrl as at the last dragTo()).
    edit::ResizedShape resizing(const GizmoMotion &motion) const;
    void previewResize(const GizmoMotion &motion);
    /// Resize: pushes the edit of `motion` (the size, then the pose) as one undo step.
    void commitResize(const GizmoMotion &motion);

    Viewport *m_viewport;
    edit::EditSession *m_session;
    std::unique_ptr<Gizmo> m_gizmo;
    FrameId m_frame = kNoFrame;
    GizmoLayout::Mode m_mode = GizmoLayout::Mode::Translate;
    Space m_space = Space::World;
    bool m_ik = false;
    QString m_ikBase;
    std::function<IkDrag::Ranges()> m_ikRanges;
    IkDrag m_ikDrag;
    QString m_ikWhy; ///< the last ikStatus()
    JointPositions m_q;
    edit::PoseTarget m_target;
    std::optional<Geometry> m_resizable; ///< the selected shape when Resize can resize it
    GizmoLayout m_layout;
    bool m_shown = false;
    GizmoHandle m_hovered = GizmoHandle::None;
    GizmoDrag m_drag;
    bool m_swallowRelease = false; ///< after Esc: the release of the cancelled drag
    GizmoMotion m_motion;
    bool m_snapping = false; ///< whether the last dragTo() snapped (Ctrl)
    bool m_symmetric = false; ///< whether the last dragTo() had Alt (resize about the centre)
    /// World poses X_WF of every frame at the press; empty at the zero configuration, where
    /// they are the document's (dragPose()).
    std::vector<Pose> m_dragPoses;
    /// At the zero configuration: the frames the preview moved (dropPreview() puts them back).
    std::vector<FrameId> m_previewed;
    /// X_WF of frame `id` at the press.
    Pose dragPose(FrameId id) const;
    /// Draws the scene as the document is again, after a preview.
    void dropPreview();
    /// The preview at the zero configuration: only `posed` and the frames posed relative to
    /// it move (node.X_RF becomes `X_RF`), as an in-place edit moves them.
    void previewAtZero(FrameId posed, const Pose &X_RF);
};

} // namespace robostage
