#pragma once

// Internal to the SDFormat → URDF writer: the kinematic tree of one SDFormat model, checked
// against what URDF can describe (urdf-xml.md "robot": links connected by joints into one tree).

#include "framegraph.h"

#include <QHash>

#include <vector>

namespace robostage::convert {

class Reporter;

struct UrdfTree
{
    /// One joint of the model with the links it connects (FrameGraph link nodes; parent
    /// kWorldFrame for a joint to the world), in the model's joint order.
    struct Edge
    {
        const Joint *joint = nullptr;
        const JointMotion *motion = nullptr;
        FrameId parent = kWorldFrame, child = kNoFrame;
    };
    std::vector<Edge> edges;
    QHash<FrameId, int> parentEdge; ///< child link node -> index in edges
    std::vector<FrameId> order; ///< link nodes, every parent before its children
    bool usesWorld = false; ///< some joint has the world as parent: URDF root link `world`
};

/// Builds the tree of `model` from the resolved `graph`. Returns false after reporting an error
/// for each reason URDF cannot describe it: a joint whose child is the world or whose parent
/// and child are one link, a link with two parent joints or on a cycle (kinematic loop), or
/// more than one root (links that are no joint's child, the world counting as one).
bool buildUrdfTree(const Model &model, const FrameGraph &graph, Reporter &report, UrdfTree &tree);

} // namespace robostage::convert
