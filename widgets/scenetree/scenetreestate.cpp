// SceneTreeDock's expanded and current rows: saved before the tree is rebuilt or filtered and
// restored after, and the default expansion. Kept apart from scenetreedock.cpp, which sets the
// dock up and follows the document, the selection and the filter.

#include "scenetree/scenetreedock.h"

#include "document.h"
#include "scenetree/scenetreemodel.h"

#include <QScrollBar>
#include <QSortFilterProxyModel>
#include <QTreeView>

#include <functional>

namespace robostage {

namespace {

/// A file with more frames than this (models, links, joints, frames, visuals, collisions, …:
/// about its rows, all expanded) starts with its top-level rows expanded only: the default
/// expansion would make and lay out the rows of every model.
constexpr int kDefaultExpansionLimit = 5000;

/// Calls `visit` for every name-column index below `parent` of `model`, depth first, and goes
/// below a row when `descend` says so after the visit.
void forEachRow(const QAbstractItemModel &model, const QModelIndex &parent,
    const std::function<void(const QModelIndex &)> &visit,
    const std::function<bool(const QModelIndex &)> &descend)
{
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, SceneTreeModel::NameColumn, parent);
        visit(index);
        if (descend(index))
            forEachRow(model, index, visit, descend);
    }
}

} // namespace

SceneTreeDock::TreeState SceneTreeDock::saveState() const
{
    TreeState state;
    // Only the rows made can be expanded: the walk does not make the others.
    forEachRow(
        *m_proxy, {},
        [&](const QModelIndex &index) {
            if (m_view->isExpanded(index)) {
                state.expandedKeys.insert(index.data(SceneTreeModel::KeyRole).toString());
                state.expandedFrames.insert(frameOf(index));
            }
        },
        [this](const QModelIndex &index) { return !m_proxy->canFetchMore(index); });
    state.scroll = m_view->verticalScrollBar()->value();
    const QModelIndex current = m_view->currentIndex();
    if (current.isValid()) {
        state.currentKey = current.data(SceneTreeModel::KeyRole).toString();
        state.currentFrame = frameOf(current);
        state.currentKind = current.data(SceneTreeModel::KindRole).toInt();
    }
    return state;
}

void SceneTreeDock::restoreExpansion(const TreeState &state)
{
    m_view->collapseAll();
    // Goes below the rows it expands (making their children) and the rows made already.
    QSet<QModelIndex> expanded;
    forEachRow(
        *m_proxy, {},
        [&](const QModelIndex &index) {
            const FrameId frame = frameOf(index);
            if (state.expandedKeys.contains(index.data(SceneTreeModel::KeyRole).toString())
                || (frame != kNoFrame && state.expandedFrames.contains(frame))) {
                m_view->expand(index);
                expanded.insert(index);
            }
        },
        [&](const QModelIndex &index) {
            return expanded.contains(index) || !m_proxy->canFetchMore(index);
        });
}

void SceneTreeDock::restoreCurrent(const TreeState &state)
{
    if (state.currentKey.isEmpty())
        return;
    QModelIndex byKey, byFrame;
    forEachRow(
        *m_proxy, {},
        [&](const QModelIndex &index) {
            if (!byKey.isValid()
                && index.data(SceneTreeModel::KeyRole).toString() == state.currentKey)
                byKey = index;
            if (!byFrame.isValid() && state.currentFrame != kNoFrame
                && frameOf(index) == state.currentFrame
                && index.data(SceneTreeModel::KindRole).toInt() == state.currentKind)
                byFrame = index;
        },
        [this](const QModelIndex &index) { return !m_proxy->canFetchMore(index); });
    if (!byKey.isValid() && !byFrame.isValid() && state.currentFrame != kNoFrame) {
        // Not among the rows made: the row of its frame, made now.
        const QModelIndex index = indexOfFrame(state.currentFrame);
        if (index.data(SceneTreeModel::KindRole).toInt() == state.currentKind)
            byFrame = index;
    }
    // A renamed entity keeps its frame id, not its key.
    const QModelIndex current = byKey.isValid() ? byKey : byFrame;
    if (!current.isValid())
        return;
    m_view->setCurrentIndex(current);
    m_view->scrollTo(current);
}

bool SceneTreeDock::isLarge() const
{
    return m_document && m_document->frames().size() > kDefaultExpansionLimit;
}

void SceneTreeDock::expandDefault()
{
    m_view->collapseAll();
    if (isLarge()) {
        for (int row = 0; row < m_proxy->rowCount(); ++row)
            m_view->expand(m_proxy->index(row, SceneTreeModel::NameColumn));
        return;
    }
    if (!m_model->isKinematic()) {
        m_view->expandToDepth(1);
        return;
    }
    using Kind = SceneTreeModel::Kind;
    forEachRow(
        *m_proxy, {},
        [&](const QModelIndex &index) {
            const auto kind = Kind(index.data(SceneTreeModel::KindRole).toInt());
            bool expand = kind == Kind::World || kind == Kind::Model || kind == Kind::Joint;
            for (int row = 0; !expand && kind == Kind::Link && row < m_proxy->rowCount(index);
                 ++row)
                expand = Kind(m_proxy->index(row, 0, index).data(SceneTreeModel::KindRole).toInt())
                    == Kind::Joint;
            if (expand)
                m_view->expand(index);
        },
        [this](const QModelIndex &index) { return m_view->isExpanded(index); });
}

} // namespace robostage
