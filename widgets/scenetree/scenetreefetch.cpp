// SceneTreeModel's lazy rows: a row's children are made the first time they are counted or
// fetched, and the searches (by frame, by name) go through the document for the rows not made.

#include "scenetree/scenetreemodel.h"

#include "edit/editsession.h"
#include "scenetree/scenetreenode.h"

#include <vector>

namespace robostage {

const SceneTreeModel::Builder *SceneTreeModel::builder() const
{
    if (m_fromSession && (!m_documentSession || &m_documentSession->document() != m_document))
        return nullptr;
    return m_builder.get();
}

SceneTreeModel::Node *SceneTreeModel::built(Node *node) const
{
    if (!node->built) {
        if (const Builder *live = builder())
            live->build(node);
    }
    return node;
}

QModelIndex SceneTreeModel::indexOfFrame(FrameId frame) const
{
    const Builder *live = builder();
    if (frame == kNoFrame || !live)
        return {};
    // Depth first through the rows made; a row not made yet is made when the document says
    // the frame is below it.
    std::vector<Node *> stack {m_root.get()};
    while (!stack.empty()) {
        Node *node = stack.back();
        stack.pop_back();
        if (node != m_root.get() && node->frame == frame)
            return createIndex(node->row, NameColumn, node);
        if (!node->built && !live->containsFrame(node->item, frame))
            continue;
        const auto &children = built(node)->children;
        for (auto it = children.rbegin(); it != children.rend(); ++it)
            stack.push_back(it->get());
    }
    return {};
}

bool SceneTreeModel::containsMatch(
    const QModelIndex &parent, const std::function<bool(const QString &, Kind)> &match) const
{
    return containsMatch(nodeAt(parent), match);
}

bool SceneTreeModel::containsMatch(
    const Node *node, const std::function<bool(const QString &, Kind)> &match) const
{
    if (!node->built)
        return builder() && builder()->containsMatch(node->item, match);
    for (const auto &child : node->children) {
        if (match(child->name, child->kind) || containsMatch(child.get(), match))
            return true;
    }
    return false;
}

int SceneTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    return int(built(nodeAt(parent))->children.size());
}

bool SceneTreeModel::hasChildren(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return false;
    const Node *node = nodeAt(parent);
    if (node->built)
        return !node->children.empty();
    return builder() && builder()->hasChildren(node->item);
}

bool SceneTreeModel::canFetchMore(const QModelIndex &parent) const
{
    return parent.column() <= 0 && !nodeAt(parent)->built && hasChildren(parent);
}

void SceneTreeModel::fetchMore(const QModelIndex &parent)
{
    // The rows are not inserted: nobody has counted them yet, rowCount() would have made them.
    if (parent.column() <= 0)
        built(nodeAt(parent));
}

} // namespace robostage
