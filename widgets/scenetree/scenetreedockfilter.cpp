// SceneTreeDock's filter box and Name column: applying the filter text (at once, or for a
// large document once the typing pauses) and fitting the column when the whole tree shows.
// Kept apart from scenetreedock.cpp, which sets the dock up and follows the document and the
// selection.

#include "scenetree/scenetreedock.h"

#include "base/selection.h"
#include "scenetree/scenetreemodel.h"

#include <QEvent>
#include <QHeaderView>
#include <QSortFilterProxyModel>
#include <QTreeView>

#include <algorithm>

namespace robostage {

void SceneTreeDock::fitNameColumn(Fit fit)
{
    // The rows the filter shows do not decide the width: it is fitted when the filter is cleared.
    m_pendingFit = std::max(m_pendingFit, fit);
    if (isFiltering() || m_pendingFit == Fit::None)
        return;
    const int before = m_view->columnWidth(SceneTreeModel::NameColumn);
    m_view->resizeColumnToContents(SceneTreeModel::NameColumn);
    int width = m_view->columnWidth(SceneTreeModel::NameColumn);
    if (m_pendingFit == Fit::Grow && width < before)
        width = before;
    // The Kind column keeps the room its texts need (issue 30: it was cut off on TALOS, whose
    // deep names made the Name column wider than the dock); long names are elided in the
    // middle instead, with the whole name in their tool tip, until the dock is widened.
    int kind = m_view->header()->sectionSizeHint(SceneTreeModel::KindColumn);
    for (int k = 0; k <= int(SceneTreeModel::Kind::LoopJoint); ++k)
        kind = std::max(kind,
            m_view->fontMetrics().horizontalAdvance(
                SceneTreeModel::kindName(SceneTreeModel::Kind(k)))
                + kKindPadding);
    const int room = m_view->viewport()->width() - kind;
    m_fittedNameWidth = room >= kMinNameWidth && width > room ? room : width;
    m_view->setColumnWidth(SceneTreeModel::NameColumn, m_fittedNameWidth);
    m_pendingFit = Fit::None;
}

bool SceneTreeDock::eventFilter(QObject *watched, QEvent *event)
{
    // A resized dock fits the Name column again, unless the user has set its width: narrower,
    // the Kind column keeps its room; wider, more of the names show.
    if (watched == m_view->viewport() && event->type() == QEvent::Resize && !m_restoring
        && m_view->columnWidth(SceneTreeModel::NameColumn) == m_fittedNameWidth)
        fitNameColumn(Fit::Contents);
    return QDockWidget::eventFilter(watched, event);
}

void SceneTreeDock::filterChanged(const QString &text)
{
    const bool wasFiltering = isFiltering();
    if (!wasFiltering && text.isEmpty())
        return; // typed and erased before a large document's filter applied
    if (!wasFiltering && !text.isEmpty())
        m_unfiltered = saveState();
    m_restoring = true;
    m_proxy->setFilterFixedString(text);
    if (!text.isEmpty())
        m_view->expandAll();
    else if (m_unfiltered.expandDefault)
        expandDefault();
    else
        restoreExpansion(m_unfiltered);
    m_restoring = false;
    fitNameColumn(Fit::None); // what the document asked for while the filter had text
    // The highlighted row is always the selection (issue 30): the selection's row becomes
    // current again when the filter shows it; when the filter hides it, no row is highlighted
    // (the proxy moved the current row to a neighbour, which is not what Properties shows).
    const QModelIndex selected = m_selection ? indexOfFrame(m_selection->frame()) : QModelIndex();
    m_restoring = true;
    if (!selected.isValid())
        m_view->selectionModel()->clear();
    else if (m_view->currentIndex() != selected)
        m_view->setCurrentIndex(selected);
    m_restoring = false;
    if (m_view->currentIndex().isValid())
        m_view->scrollTo(m_view->currentIndex());
}

bool SceneTreeDock::isFiltering() const
{
    return !m_proxy->filterRegularExpression().pattern().isEmpty();
}

} // namespace robostage
