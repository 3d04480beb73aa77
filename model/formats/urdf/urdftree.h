#pragma once

// Internal to the URDF reader: the kinematic tree that a robot's joints form over its links.

#include <cstddef>
#include <vector>

namespace robostage::urdf {

/// Which joint is each link's parent and which links each joint connects, for the links and
/// joints one `<robot>` adds to a model, with kinematic loop detection.
///
/// Links and joints are indices into Model::links and Model::joints. URDF describes a tree
/// (urdf-xml.md "robot", "joint"): a link has at most one parent joint, and a joint whose
/// child is already in its parent's tree would close a loop. A joint's parent may be the
/// world (kWorld), which joins no trees.
class LinkTree
{
public:
    /// Parent link "world" that is not a declared link: the world frame.
    static constexpr int kWorld = -1;

    /// A tree for a model that already has `links` links and `joints` joints (none for a URDF
    /// file); those are left alone: each of those links is a root of its own, and those joints
    /// connect no links here.
    LinkTree(size_t links, size_t joints);

    /// Adds the model's next link, a root without parent joint.
    void addLink();
    /// Adds the model's next joint, from link `parent` (or kWorld) to link `child`, which must
    /// have no parent joint and for which closesLoop() is false.
    void addJoint(int parent, int child);

    /// The joint whose child `link` is, or -1.
    int parentJoint(int link) const { return m_parentJoint[size_t(link)]; }
    /// The parent link of `joint`, or kWorld.
    int parentLink(int joint) const { return m_jointParentLink[size_t(joint)]; }
    /// The child link of `joint`.
    int childLink(int joint) const { return m_jointChildLink[size_t(joint)]; }

    /// Whether a joint `parent` -> `child` (`child` without parent joint) would close a
    /// kinematic loop; then `path` holds the links from `child` down to `parent`, for the
    /// message. `path` is emptied otherwise.
    bool closesLoop(int parent, int child, std::vector<int> &path);

private:
    int treeOf(int link);

    std::vector<int> m_parentJoint; // per link: the joint whose child it is, or -1
    std::vector<int> m_jointParentLink; // per joint: its parent link, or kWorld
    std::vector<int> m_jointChildLink; // per joint: its child link
    std::vector<int> m_tree; // per link: union-find parent, see treeOf()
};

} // namespace robostage::urdf
