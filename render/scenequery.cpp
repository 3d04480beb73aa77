// SceneView's geometric queries: the bounds of what is shown (camera fitting, the shadow
// light's projection) and ray picking, on the CPU from the instances' transforms and their
// meshes' bounding boxes. Kept apart from sceneview.cpp, which builds and edits the scene.

#include "sceneview.h"

#include "camerafit.h"
#include "raycast.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <vector>

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
    // One box per shown visual (or collision); planes and heightmaps only when nothing else is
    // shown. Backdrops (a ground box, a sky box) are left out by contentBox().
    for (bool withGround : {false, true}) {
        std::vector<WorldBox> boxes;
        for (const Item &item : m_items) {
            if (!shows(item.collision) || item.hidden)
                continue;
            WorldBox box {QVector3D(1e30f, 1e30f, 1e30f), QVector3D(-1e30f, -1e30f, -1e30f)};
            for (const Part &part : item.parts) {
                if (!part.ground || withGround)
                    partBounds(part, box.min, box.max);
            }
            if (box.min.x() <= box.max.x())
                boxes.push_back(box);
        }
        if (!boxes.empty()) {
            const WorldBox content = contentBox(std::move(boxes));
            minOut = content.min;
            maxOut = content.max;
            return true;
        }
    }
    return false;
}

FrameId SceneView::pick(const QVector3D &origin, const QVector3D &direction, float *distance) const
{
    const std::optional<SurfaceHit> hit = pickSurface(origin, direction);
    if (distance && hit)
        *distance = hit->t;
    return hit ? hit->frame : kNoFrame;
}

std::optional<SceneView::SurfaceHit> SceneView::pickSurface(
    const QVector3D &origin, const QVector3D &direction) const
{
    std::optional<SurfaceHit> best;
    float bestT = std::numeric_limits<float>::max();
    for (const Item &item : m_items) {
        if (!drawn(item))
            continue;
        for (const Part &part : item.parts) {
            const InstanceData &d = part.batch->data(part.slot);
            const QMatrix4x4 X_WS(d.rows[0], d.rows[1], d.rows[2], d.rows[3], d.rows[4], d.rows[5],
                d.rows[6], d.rows[7], d.rows[8], d.rows[9], d.rows[10], d.rows[11], 0, 0, 0, 1);
            bool invertible = false;
            const QMatrix4x4 X_SW = X_WS.inverted(&invertible);
            if (!invertible)
                continue; // hidden (collapsed) instance
            // The ray in the shape frame keeps its parameter t (metres along the world ray), also
            // under scaling and mirroring. The mesh's bounds (thickened a little so that a plane
            // quad can be entered) rule most parts out; the triangles decide.
            const QVector3D o = X_SW.map(origin), v = X_SW.mapVector(direction);
            const std::optional<float> entry
                = rayBoxEntry(o, v, part.batch->boundsMin(), part.batch->boundsMax(), 1e-4f);
            if (!entry || *entry >= bestT)
                continue;
            std::array<QVector3D, 3> triangle_S;
            if (const std::optional<float> hit
                = rayMeshHit(part.batch->mesh(), o, v, bestT, &triangle_S)) {
                bestT = *hit;
                best = SurfaceHit {item.frame, *hit,
                    {X_WS.map(triangle_S[0]), X_WS.map(triangle_S[1]), X_WS.map(triangle_S[2])}};
            }
        }
    }
    return best;
}

} // namespace robostage
