// SceneView's geometric queries: the bounds of what is shown (camera fitting, the shadow
// light's projection) and ray picking, on the CPU from the instances' transforms and their
// meshes' bounding boxes. Kept apart from sceneview.cpp, which builds and edits the scene.

#include "sceneview.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace robostage {

void SceneView::partBounds(const Part &part, QVector3D &min, QVector3D &max) const
{
    const InstanceData &d = part.batch->data(part.slot);
    const QVector3D lo = part.batch->boundsMin(), hi = part.batch->boundsMax();
    for (int c = 0; c < 8; ++c) {
        const QVector3D p(
            (c & 1) ? hi.x() : lo.x(), (c & 2) ? hi.y() : lo.y(), (c & 4) ? hi.z() : lo.z());
        for (int r = 0; r < 3; ++r) {
            const float v = d.rows[r * 4] * p.x() + d.rows[r * 4 + 1] * p.y()
                + d.rows[r * 4 + 2] * p.z() + d.rows[r * 4 + 3];
            min[r] = std::min(min[r], v);
            max[r] = std::max(max[r], v);
        }
    }
}

bool SceneView::bounds(QVector3D &minOut, QVector3D &maxOut) const
{
    for (bool withGround : {false, true}) {
        bool any = false;
        QVector3D min(1e30f, 1e30f, 1e30f);
        QVector3D max = -min;
        for (const Item &item : m_items) {
            if (!shows(item.collision))
                continue;
            for (const Part &part : item.parts) {
                if (part.ground && !withGround)
                    continue;
                partBounds(part, min, max);
                any = true;
            }
        }
        if (any) {
            minOut = min;
            maxOut = max;
            return true;
        }
    }
    return false;
}

FrameId SceneView::pick(const QVector3D &origin, const QVector3D &direction) const
{
    FrameId best = kNoFrame;
    float bestT = std::numeric_limits<float>::max();
    for (const Item &item : m_items) {
        if (!shows(item.collision))
            continue;
        for (const Part &part : item.parts) {
            const InstanceData &d = part.batch->data(part.slot);
            const QMatrix4x4 X_WS(d.rows[0], d.rows[1], d.rows[2], d.rows[3], d.rows[4], d.rows[5],
                d.rows[6], d.rows[7], d.rows[8], d.rows[9], d.rows[10], d.rows[11], 0, 0, 0, 1);
            bool invertible = false;
            const QMatrix4x4 X_SW = X_WS.inverted(&invertible);
            if (!invertible)
                continue; // hidden (collapsed) instance
            // The ray in the shape frame keeps its parameter t; slab test against the mesh's
            // bounds, thickened a little so that a plane quad can be hit.
            const QVector3D o = X_SW.map(origin), v = X_SW.mapVector(direction);
            float t0 = 0, t1 = std::numeric_limits<float>::max();
            for (int axis = 0; axis < 3 && t0 <= t1; ++axis) {
                const float lo = part.batch->boundsMin()[axis] - 1e-4f;
                const float hi = part.batch->boundsMax()[axis] + 1e-4f;
                if (std::abs(v[axis]) < 1e-12f) {
                    if (o[axis] < lo || o[axis] > hi)
                        t0 = t1 + 1;
                    continue;
                }
                const float a = (lo - o[axis]) / v[axis], b = (hi - o[axis]) / v[axis];
                t0 = std::max(t0, std::min(a, b));
                t1 = std::min(t1, std::max(a, b));
            }
            if (t0 <= t1 && t0 < bestT) {
                bestT = t0;
                best = item.frame;
            }
        }
    }
    return best;
}

} // namespace robostage
