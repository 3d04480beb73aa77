// SceneView's part of shadow mapping (render/shadowpass.h): which boxes the shadow light's
// projection is fitted to. Kept apart from sceneview.cpp, which builds and edits the scene.

#include "sceneview.h"

#include <algorithm>

namespace robostage {

void SceneView::fitShadows()
{
    if (m_shading->shadowLight() < 0)
        return;
    // Casters: shown opaque visuals that cast (ground parts only when there is nothing else,
    // so that a 100 m ground plane does not spread the map's texels over empty ground).
    // Depth range: everything shown, so that every receiver lies inside it.
    const QVector3D empty(1e30f, 1e30f, 1e30f);
    QVector3D casterMin[2] = {empty, empty}, casterMax[2] = {-empty, -empty};
    QVector3D sceneMin = empty, sceneMax = -empty;
    for (const Item &item : m_items) {
        if (!shows(item.collision) || item.hidden)
            continue;
        for (const Part &part : item.parts) {
            partBounds(part, sceneMin, sceneMax);
            if (!item.collision && part.shading.castsShadow
                && m_batchInfo.value(part.batch).group == Group::Opaque) {
                const int i = part.ground ? 1 : 0;
                partBounds(part, casterMin[i], casterMax[i]);
            }
        }
    }
    if (sceneMin.x() > sceneMax.x())
        return; // nothing shown
    const int i = casterMin[0].x() <= casterMax[0].x() ? 0 : 1;
    if (casterMin[i].x() > casterMax[i].x()) // nothing casts: the map stays empty anyway
        m_shading->fitShadows(sceneMin, sceneMax, sceneMin, sceneMax);
    else
        m_shading->fitShadows(casterMin[i], casterMax[i], sceneMin, sceneMax);
}

} // namespace robostage
