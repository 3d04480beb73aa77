// GizmoController's Drag Joints mode (issue 32): the gizmo's translation or rotation moves the
// selected link's target pose and inverse kinematics (tools/ikdrag.h) moves the joints.

#include "tools/gizmocontroller.h"

#include "document.h"
#include "edit/editsession.h"
#include "edit/entitylookup.h"
#include "gizmo.h"
#include "viewport.h"

namespace robostage {

bool GizmoController::beginIk()
{
    const Document &doc = m_session->document();
    QString error;
    FrameId base = kNoFrame;
    if (!m_ikBase.isEmpty()) {
        base = edit::findEntity(doc, m_ikBase, {FrameKind::Link}, &error);
        if (base == kNoFrame) {
            reportIk(tr("Drag Joints: base link: %1").arg(error));
            return false;
        }
    }
    const IkDrag::Ranges ranges = m_ikRanges ? m_ikRanges() : IkDrag::Ranges();
    if (!m_ikDrag.begin(doc, m_frame, base, m_q, ranges, &error)) {
        reportIk(error);
        return false;
    }
    reportIk(QString());
    return true;
}

void GizmoController::previewIk(const GizmoMotion &motion)
{
    // The world-frame motion D of the gizmo moves the link rigidly: X_WL' = D·X_WL.
    Pose D;
    if (motion.kind == GizmoMotion::Kind::Translate) {
        D = {motion.translation, Quat {}};
    } else if (motion.kind == GizmoMotion::Kind::Rotate) {
        const Quat q = motion.rotation();
        D = {motion.centre - q.rotate(motion.centre), q};
    }
    QString why;
    Pose X_WL;
    const JointPositions q = m_ikDrag.moveTo(D * m_ikDrag.startPose(), &why, &X_WL);
    for (auto it = q.cbegin(); it != q.cend(); ++it)
        m_q.insert(it.key(), it.value());
    emit jointPositionsDragged(q);
    reportIk(why.isEmpty()
            ? QString()
            : tr("Drag Joints: %1 stops at the nearest pose it reaches: %2")
                  .arg(m_session->document().frames().node(m_ikDrag.link()).scopedName, why));
    // The gizmo rides on the link where it got to (its frame is fixed to the link).
    GizmoLayout layout = m_layout;
    const Pose X_LG = m_ikDrag.startPose().inverse() * m_layout.X_WG;
    const Pose X_WG = X_WL * X_LG;
    layout.X_WG.p = X_WG.p;
    if (m_space == Space::Local)
        layout.X_WG.q = X_WG.q;
    m_gizmo->update(layout, m_drag.handle(), m_drag.handle());
    m_viewport->requestUpdate();
}

void GizmoController::reportIk(const QString &why)
{
    if (why == m_ikWhy)
        return;
    m_ikWhy = why;
    emit ikStatus(why);
}

} // namespace robostage
