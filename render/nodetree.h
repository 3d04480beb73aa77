#pragma once

namespace Qt3DCore {
class QNode;
}

namespace robostage {

/// Deletes `node` (nullptr: nothing) and its subtree, children before their parents. Use it for
/// any subtree deleted while its scene lives on (a rebuilt scene, overlays, the gizmo, a viewport
/// reused by ViewportPool). Qt 6.4's Qt3D queues every new node for post-construction set-up at
/// the next event-loop turn, and only a node's own destructor takes it out of that queue while
/// the node still knows its scene; deleting a parent first detaches the children from the scene,
/// so they stay queued and dangle, and the next turn crashes on them.
void deleteLeavesFirst(Qt3DCore::QNode *node);

} // namespace robostage
