// GizmoController's resize handles (issue 32, "Resize handles"): a drag of the handle on a
// face of the selected shape moves that face (edit/resizeshape.h) and writes the new size, and
// the pose when the opposite face stays put, as one undo step.

#include "tools/gizmocontroller.h"

#include "dialogs/sharededitprompt.h"
#include "document.h"
#include "edit/commands.h"
#include "edit/editsession.h"
#include "edit/entitylookup.h"
#include "edit/propertycommands.h"
#include "gizmo.h"
#include "viewport.h"

#include <QUndoStack>

namespace robostage {

namespace {

/// Resize drags write sizes to 1 mm with Ctrl (issue 32), else to 0.1 mm (the gizmo's
/// precision without snapping, issue 30).
constexpr double kResizeSnap = 1e-3;

} // namespace

void GizmoController::readTarget()
{
    // Read once per selection and document, not per refresh: looking an entity up walks the
    // scene, and a refresh comes with every camera change.
    const Document &doc = m_session->document();
    m_target = edit::poseTarget(doc, m_frame);
    m_resizable.reset();
    edit::EntityInfo info;
    if (m_frame > kWorldFrame && edit::lookupEntity(doc, m_frame, info) && info.id == m_frame
        && (info.visual || info.collision)) {
        const Geometry &g = info.visual ? info.visual->geometry : info.collision->geometry;
        if (edit::isResizable(g.type))
            m_resizable = g;
    }
}

edit::ResizedShape GizmoController::resizing(const GizmoMotion &motion) const
{
    const GizmoHandle h = motion.handle;
    return edit::resizedShape(*m_resizable, handleAxis(h), handleSign(h), motion.distance,
        m_symmetric, m_snapping ? kResizeSnap : kMouseMetres);
}

void GizmoController::previewResize(const GizmoMotion &motion)
{
    const edit::ResizedShape r = resizing(motion);
    GizmoLayout layout = m_layout;
    layout.halfExtents = edit::shapeHalfExtents(r.geometry);
    layout.X_WG.p = layout.X_WG.p + layout.X_WG.q.rotate(r.shift_S);
    m_gizmo->update(layout, m_drag.handle(), m_drag.handle());
    m_viewport->requestUpdate();
    emit dragInfo(tr("Resize %1: %2")
                      .arg(m_session->document().frames().node(m_frame).scopedName,
                          edit::shapeSizeText(r.geometry)));
}

void GizmoController::commitResize(const GizmoMotion &motion)
{
    emit dragInfo(QString());
    if (!m_resizable)
        return;
    const Geometry before = *m_resizable;
    const edit::ResizedShape r = resizing(motion);
    if ((edit::shapeHalfExtents(before) - edit::shapeHalfExtents(r.geometry)).norm() < 1e-12) {
        refresh();
        return;
    }
    const QString name = m_session->document().frames().node(m_frame).scopedName;
    edit::EditResult result;
    // A size written in a shared SimRobot definition asks, as the other gizmo edits do.
    auto geometry = makeWithSharedChoice(nullptr, m_session, result,
        [&](edit::SharedEdit shared, edit::EditResult &out) -> std::unique_ptr<QUndoCommand> {
            return edit::SetGeometry::create(*m_session, m_frame, r.geometry, out, shared);
        });
    if (!geometry) {
        if (!result.error.isEmpty())
            emit editFailed(result.error);
        refresh();
        return;
    }
    // The size and the pose as one undo step; the pose is planned on the document the size
    // edit leaves (the frame keeps its id: only numbers changed).
    QUndoStack *stack = m_session->undoStack();
    stack->beginMacro(tr("Resize %1").arg(name));
    m_session->push(std::move(geometry), result);
    bool ok = true;
    if (r.shift_S.norm() > 0) {
        // The opposite face stays put: the shape's frame moves by X_WS·shift in the world,
        // written in the frame its pose is expressed in (edit/posetarget.h).
        const Document &doc = m_session->document();
        const edit::PoseTarget target = edit::poseTarget(doc, m_frame);
        const Pose X_WS = doc.frames().worldPoseAt(m_frame, m_q);
        const Pose X_WR = target.expressedIn > kNoFrame
            ? doc.frames().worldPoseAt(target.expressedIn, m_q)
            : Pose {};
        edit::EditResult poseResult;
        std::unique_ptr<QUndoCommand> pose;
        if (target.isValid()) {
            const std::array<double, 6> value
                = edit::roundedChanges(edit::translatedPose(target, X_WR, X_WS.q.rotate(r.shift_S)),
                    target.written, 1e-7, kMouseRadians);
            pose = makeWithSharedChoice(nullptr, m_session, poseResult,
                [&](edit::SharedEdit shared,
                    edit::EditResult &out) -> std::unique_ptr<QUndoCommand> {
                    return edit::SetPose::create(*m_session, m_frame, value, out, shared);
                });
        }
        ok = pose != nullptr;
        if (ok)
            m_session->push(std::move(pose), poseResult);
        else
            result.error = target.isValid() ? poseResult.error : target.error;
    }
    stack->endMacro();
    if (!ok) { // all or nothing
        stack->undo();
        if (!result.error.isEmpty())
            emit editFailed(result.error);
    }
}

} // namespace robostage
