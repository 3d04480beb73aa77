// SceneView's placement: where each visual, collision and light is drawn for the joint
// positions or the poses given, rewriting only the instances whose pose changed. Kept apart from
// sceneview.cpp, which builds the scene.

#include "sceneview.h"

#include "overlays.h"
#include "shapeparts.h"

namespace robostage {

namespace {

/// Exactly the same pose (a moved frame is any change at all).
bool samePose(const Pose &a, const Pose &b)
{
    return a.p == b.p && a.q.w == b.q.w && a.q.x == b.q.x && a.q.y == b.q.y && a.q.z == b.q.z;
}

} // namespace

void SceneView::placeItem(Item &item, const Pose &X_WV)
{
    const QMatrix4x4 world = poseMatrix(X_WV);
    for (Part &part : item.parts) {
        if (collapsed(item))
            part.batch->data(part.slot).hide();
        else
            part.batch->data(part.slot).setTransform(world * part.X_VS);
        part.batch->markDirty(part.slot);
    }
}

void SceneView::updateLights(const std::vector<Pose> &X_WF)
{
    std::vector<WorldLight> lights;
    m_lightPoses.clear();
    for (const auto &[light, frame] : m_lights) {
        if (frame >= 0 && frame < int(X_WF.size())) {
            lights.push_back({light, X_WF[size_t(frame)]});
            m_lightPoses.push_back(X_WF[size_t(frame)]);
        }
    }
    if (lights.empty())
        lights.push_back({SceneShading::defaultLight(), Pose()});
    m_shading->setLights(lights);
    fitShadows();
}

void SceneView::setJointPositions(const JointPositions &q)
{
    m_jointPositions = q;
    placeFrames(m_document.frames().worldPoses(q));
}

bool SceneView::placeFrames(const std::vector<Pose> &X_WF)
{
    if (X_WF.size() != size_t(m_document.frames().size()))
        return false;
    // Only the items whose pose changed are rewritten (and uploaded): a drag moves a few.
    const bool known = m_placedPoses.size() == X_WF.size();
    for (Item &item : m_items) {
        const Pose &X_WV = X_WF[size_t(item.frame)];
        if (!known || !samePose(m_placedPoses[size_t(item.frame)], X_WV))
            placeItem(item, X_WV);
    }
    m_placedPoses = X_WF;
    updateLights(X_WF);
    commitAll();
    if (m_sorted)
        sortTranslucent(m_sortEye); // the instances moved
    if (m_overlayMask)
        updateOverlays(X_WF);
    return true;
}

void SceneView::moveFrames(const std::vector<FrameId> &moved)
{
    const FrameGraph &frames = m_document.frames();
    // With joints moved a pose edit may move every body below the edited frame.
    if (!frames.isZeroConfiguration(m_jointPositions)
        || m_placedPoses.size() != size_t(frames.size())) {
        setJointPositions(m_jointPositions);
        return;
    }
    std::vector<FrameId> affected;
    for (FrameId id : moved)
        frames.posedBelow(id, affected);
    std::vector<std::pair<FrameId, Pose>> X_WF;
    X_WF.reserve(affected.size());
    for (FrameId id : affected)
        X_WF.emplace_back(id, frames.worldPose(id));
    placeSome(X_WF);
}

void SceneView::placeSome(const std::vector<std::pair<FrameId, Pose>> &X_WF)
{
    if (m_placedPoses.size() != size_t(m_document.frames().size()))
        m_placedPoses = m_document.frames().worldPoses(m_jointPositions);
    for (const auto &[id, pose] : X_WF) {
        if (id < 0 || size_t(id) >= m_placedPoses.size())
            continue;
        m_placedPoses[size_t(id)] = pose;
        if (const auto it = m_itemByFrame.constFind(id); it != m_itemByFrame.constEnd())
            placeItem(m_items[size_t(*it)], pose);
    }
    updateLights(m_placedPoses);
    commitAll();
    if (m_sorted)
        sortTranslucent(m_sortEye);
    if (m_overlayMask)
        updateOverlays(m_placedPoses);
}

bool SceneView::setVisualPose(FrameId frame, const Pose &X_WV)
{
    const auto it = m_itemByFrame.constFind(frame);
    if (it == m_itemByFrame.constEnd())
        return false;
    Item &item = m_items[size_t(*it)];
    placeItem(item, X_WV);
    if (size_t(frame) < m_placedPoses.size())
        m_placedPoses[size_t(frame)] = X_WV;
    for (Part &part : item.parts)
        part.batch->commit();
    fitShadows();
    return true;
}

} // namespace robostage
