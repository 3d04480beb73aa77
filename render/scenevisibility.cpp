// SceneView's visibility: the view mode (visuals, collisions, both), helpers, sky, fog and
// shadows, per-entity Show/Hide, and the box of one entity (Focus). Kept apart from
// sceneview.cpp, which builds the scene.

#include "sceneview.h"

#include "shapeparts.h"

#include <QSet>

#include <algorithm>

namespace robostage {

bool SceneView::shows(bool collision) const
{
    return collision ? m_viewMode != ViewMode::Visuals : m_viewMode != ViewMode::Collisions;
}

bool SceneView::drawn(const Item &item) const
{
    return !item.hidden && (shows(item.collision) || item.solo);
}

bool SceneView::collapsed(const Item &item) const
{
    return item.hidden || (item.collision && m_soloCollisions && !item.solo && !shows(true));
}

void SceneView::setViewMode(ViewMode mode)
{
    const bool collisionsBefore = shows(true);
    m_viewMode = mode;
    if (m_soloCollisions && shows(true) != collisionsBefore)
        updateCollisionBatches(); // the other collisions collapse or come back
    else
        enableBatches();
    fitShadows();
}

void SceneView::enableBatches()
{
    QSet<const InstanceBatch *> soloBatches;
    for (const Item &item : m_items) {
        for (const Part &part : item.parts) {
            if (item.solo)
                soloBatches.insert(part.batch);
        }
    }
    for (const auto &b : m_batches) {
        const Group group = m_batchInfo.value(b.get()).group;
        if (group == Group::Helper)
            b->setEnabled(m_helpersVisible);
        else if (group == Group::Collision)
            b->setEnabled(shows(true) || soloBatches.contains(b.get()));
        else
            b->setEnabled(shows(false));
    }
}

void SceneView::updateCollisionBatches()
{
    const std::vector<Pose> X_WF = currentPoses();
    for (Item &item : m_items) {
        if (item.collision)
            placeItem(item, X_WF[size_t(item.frame)]);
    }
    enableBatches();
    commitAll();
    fitShadows();
}

std::vector<Pose> SceneView::currentPoses() const
{
    return m_placedPoses.size() == size_t(m_document.frames().size())
        ? m_placedPoses
        : m_document.frames().worldPoses(m_jointPositions);
}

void SceneView::setHelpersVisible(bool visible)
{
    m_helpersVisible = visible;
    setViewMode(m_viewMode);
}

void SceneView::setSkyVisible(bool visible)
{
    if (m_sky)
        m_sky->setEnabled(visible);
}

void SceneView::setFogEnabled(bool enabled)
{
    m_shading->setFog(enabled ? m_document.scene().world.scene.fog : Fog());
}

void SceneView::setShadowsEnabled(bool enabled)
{
    m_shading->setShadows(enabled && m_document.scene().world.scene.shadows);
    fitShadows();
}

void SceneView::setHiddenFrames(const QSet<FrameId> &frames)
{
    std::vector<bool> hidden(m_items.size(), false);
    for (FrameId frame : frames) {
        for (int index : itemsOf(frame))
            hidden[size_t(index)] = true;
    }
    const std::vector<Pose> X_WF = currentPoses();
    bool changed = false;
    for (size_t i = 0; i < m_items.size(); ++i) {
        Item &item = m_items[i];
        if (item.hidden == hidden[i])
            continue;
        item.hidden = hidden[i];
        placeItem(item, X_WF[size_t(item.frame)]);
        changed = true;
    }
    if (!changed)
        return;
    commitAll();
    fitShadows();
}

bool SceneView::frameBounds(FrameId frame, QVector3D &min, QVector3D &max) const
{
    const FrameGraph &frames = m_document.frames();
    if (frame < 0 || frame >= frames.size())
        return false;
    const std::vector<Pose> X_WF = currentPoses();
    QVector3D lo(1e30f, 1e30f, 1e30f), hi = -lo;
    bool any = false;
    for (int index : itemsOf(frame)) {
        const Item &item = m_items[size_t(index)];
        const QMatrix4x4 world = poseMatrix(X_WF[size_t(item.frame)]);
        for (const Part &part : item.parts) {
            // As placed, also when hidden (collapsed): from the pose, not the instance.
            const QMatrix4x4 X_WS = world * part.X_VS;
            for (int c = 0; c < 8; ++c) {
                const QVector3D p(
                    (c & 1) ? part.batch->boundsMax().x() : part.batch->boundsMin().x(),
                    (c & 2) ? part.batch->boundsMax().y() : part.batch->boundsMin().y(),
                    (c & 4) ? part.batch->boundsMax().z() : part.batch->boundsMin().z());
                const QVector3D w = X_WS.map(p);
                for (int r = 0; r < 3; ++r) {
                    lo[r] = std::min(lo[r], w[r]);
                    hi[r] = std::max(hi[r], w[r]);
                }
            }
            any = true;
        }
    }
    if (!any) {
        const QVector3D origin = poseMatrix(X_WF[size_t(frame)]).map(QVector3D());
        lo = origin - QVector3D(0.1f, 0.1f, 0.1f);
        hi = origin + QVector3D(0.1f, 0.1f, 0.1f);
    }
    min = lo;
    max = hi;
    return true;
}

} // namespace robostage
