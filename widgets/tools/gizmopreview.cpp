// GizmoController's drag preview at the zero configuration: only the dragged frame and those
// posed relative to it are drawn anew, so that a drag in a world of 10 000 models stays
// interactive (issue 17); with joints moved the whole scene is placed again (gizmocontroller.cpp).

#include "tools/gizmocontroller.h"

#include "document.h"
#include "edit/editsession.h"
#include "sceneview.h"
#include "viewport.h"

#include <QHash>

namespace robostage {

Pose GizmoController::dragPose(FrameId id) const
{
    if (id < 0)
        return Pose {};
    return m_dragPoses.empty() ? m_session->document().frames().worldPose(id)
                               : m_dragPoses[size_t(id)];
}

void GizmoController::dropPreview()
{
    SceneView *view = m_viewport->sceneView();
    if (view && m_dragPoses.empty()) {
        view->moveFrames(m_previewed); // as the document places them
        m_previewed.clear();
        m_viewport->requestUpdate();
        return;
    }
    m_viewport->rebuildScene();
}

void GizmoController::previewAtZero(FrameId posed, const Pose &X_RF)
{
    SceneView *view = m_viewport->sceneView();
    const FrameGraph &frames = m_session->document().frames();
    std::vector<FrameId> moved;
    frames.posedBelow(posed, moved); // each frame after the one it is posed relative to
    QHash<FrameId, Pose> X_WF;
    std::vector<std::pair<FrameId, Pose>> placed;
    placed.reserve(moved.size());
    for (FrameId id : moved) {
        const FrameNode &node = frames.node(id);
        const auto parent = X_WF.constFind(node.relativeTo);
        const Pose X_WR = parent != X_WF.cend() ? *parent
            : node.relativeTo > kNoFrame        ? frames.worldPose(node.relativeTo)
                                                : Pose {};
        const Pose pose = X_WR * (id == posed ? X_RF : node.X_RF);
        X_WF.insert(id, pose);
        placed.emplace_back(id, pose);
    }
    m_previewed = std::move(moved);
    view->placeSome(placed);
    m_viewport->requestUpdate();
}

} // namespace robostage
