// FrameGraph::setPose: a pose value edit updates the resolved poses it changes (issue 17).

#include "framegraph.h"

#include <algorithm>

namespace robostage {

void FrameGraph::indexDependents() const
{
    const size_t n = m_nodes.size();
    if (m_dependentsBegin.size() == n + 1)
        return;
    // Counting sort of the nodes by their `relativeTo` frame.
    m_dependentsBegin.assign(n + 1, 0);
    for (size_t i = 1; i < n; ++i) {
        const FrameId r = m_nodes[i].relativeTo;
        if (r > kNoFrame && size_t(r) < n)
            ++m_dependentsBegin[size_t(r) + 1];
    }
    for (size_t i = 0; i < n; ++i)
        m_dependentsBegin[i + 1] += m_dependentsBegin[i];
    m_dependents.assign(size_t(m_dependentsBegin[n]), kNoFrame);
    std::vector<int> next(m_dependentsBegin.begin(), m_dependentsBegin.end() - 1);
    for (size_t i = 1; i < n; ++i) {
        const FrameId r = m_nodes[i].relativeTo;
        if (r > kNoFrame && size_t(r) < n)
            m_dependents[size_t(next[size_t(r)]++)] = FrameId(i);
    }
}

void FrameGraph::posedBelow(FrameId id, std::vector<FrameId> &out) const
{
    if (id <= kWorldFrame || id >= size())
        return;
    indexDependents();
    // Depth first; a `relative_to` cycle (cut by resolve()) is walked once.
    std::vector<FrameId> todo {id};
    std::vector<bool> seen(m_nodes.size(), false);
    while (!todo.empty()) {
        const FrameId cur = todo.back();
        todo.pop_back();
        if (seen[size_t(cur)])
            continue;
        seen[size_t(cur)] = true;
        out.push_back(cur);
        for (int k = m_dependentsBegin[size_t(cur)]; k < m_dependentsBegin[size_t(cur) + 1]; ++k)
            todo.push_back(m_dependents[size_t(k)]);
    }
}

bool FrameGraph::setPose(FrameId id, const Pose &X_RF)
{
    const size_t n = m_nodes.size();
    if (m_poseCycle || id <= kWorldFrame || size_t(id) >= n || m_X_WF0.size() != n)
        return false;
    m_nodes[size_t(id)].X_RF = X_RF;
    // X_WF = X_WR * X_RF down the `relativeTo` tree from `id` (no cycle: checked above), parents
    // before children (posedBelow's depth-first order).
    std::vector<FrameId> below;
    posedBelow(id, below);
    for (FrameId cur : below) {
        const FrameNode &node = m_nodes[size_t(cur)];
        const bool posed = node.relativeTo > kNoFrame && size_t(node.relativeTo) < n;
        m_X_WF0[size_t(cur)] = posed ? m_X_WF0[size_t(node.relativeTo)] * node.X_RF : node.X_RF;
    }
    return true;
}

bool FrameGraph::isZeroConfiguration(const JointPositions &q) const
{
    for (auto it = q.cbegin(); it != q.cend(); ++it) {
        if (it.value() != 0)
            return false;
    }
    for (const JointMotion &j : m_joints) {
        if (j.initialPosition != 0)
            return false;
        if (!j.mimicLeader.isEmpty() && j.mimicOffset - j.mimicMultiplier * j.mimicReference != 0
            && q.contains(j.mimicLeader) && !q.contains(m_nodes[size_t(j.joint)].scopedName))
            return false;
    }
    return true;
}

QList<FrameId> FrameGraph::named(const QString &scopedName) const
{
    if (m_byName.isEmpty() && m_nodes.size() > 1) {
        m_byName.reserve(qsizetype(m_nodes.size()));
        for (size_t i = 1; i < m_nodes.size(); ++i)
            m_byName.insert(m_nodes[i].scopedName, FrameId(i));
    }
    QList<FrameId> ids = m_byName.values(scopedName);
    std::sort(ids.begin(), ids.end());
    return ids;
}

} // namespace robostage
