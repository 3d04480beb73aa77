#include "urdftree.h"

#include <algorithm>

namespace robostage::urdf {

LinkTree::LinkTree(size_t links, size_t joints)
    : m_parentJoint(links, -1)
    , m_jointParentLink(joints, kWorld)
    , m_jointChildLink(joints, -1)
{
    for (size_t i = 0; i < links; ++i)
        m_tree.push_back(int(i));
}

void LinkTree::addLink()
{
    m_parentJoint.push_back(-1);
    m_tree.push_back(int(m_tree.size()));
}

void LinkTree::addJoint(int parent, int child)
{
    m_parentJoint[size_t(child)] = int(m_jointParentLink.size());
    if (parent != kWorld)
        m_tree[size_t(treeOf(child))] = treeOf(parent);
    m_jointParentLink.push_back(parent);
    m_jointChildLink.push_back(child);
}

int LinkTree::treeOf(int link)
{
    // Union-find over the trees the accepted joints form; path halving keeps it near O(1).
    while (m_tree[size_t(link)] != link) {
        m_tree[size_t(link)] = m_tree[size_t(m_tree[size_t(link)])];
        link = m_tree[size_t(link)];
    }
    return link;
}

bool LinkTree::closesLoop(int parent, int child, std::vector<int> &path)
{
    // `child` has no parent joint yet, so it is the root of its tree: a joint parent -> child
    // closes a loop exactly when `parent` is in that tree. The path (child down to parent) is
    // only walked for the message.
    path.clear();
    if (parent == kWorld || treeOf(parent) != treeOf(child))
        return false;
    for (int cur = parent; cur >= 0;) {
        path.push_back(cur);
        if (cur == child)
            break;
        const int j = m_parentJoint[size_t(cur)];
        cur = j < 0 ? -1 : m_jointParentLink[size_t(j)];
    }
    std::reverse(path.begin(), path.end());
    return true;
}

} // namespace robostage::urdf
