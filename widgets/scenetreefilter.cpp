#include "scenetreefilter.h"

#include "scenetreemodel.h"

namespace robostage {

namespace {

/// The scoped name in a row's key ("kind:scoped name").
QString scopedName(const QModelIndex &index)
{
    const QString key = index.data(SceneTreeModel::KeyRole).toString();
    return key.mid(key.indexOf(QLatin1Char(':')) + 1);
}

} // namespace

SceneTreeFilter::SceneTreeFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setRecursiveFilteringEnabled(true);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
    setFilterKeyColumn(-1); // the name or the kind
}

bool SceneTreeFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent))
        return true;
    using Kind = SceneTreeModel::Kind;
    const QString name = scopedName(sourceModel()->index(sourceRow, 0, sourceParent));
    for (QModelIndex ancestor = sourceParent; ancestor.isValid(); ancestor = ancestor.parent()) {
        const auto kind = Kind(ancestor.data(SceneTreeModel::KindRole).toInt());
        if ((kind == Kind::Link || kind == Kind::Model)
            && name.startsWith(scopedName(ancestor) + QLatin1String("::"))
            && QSortFilterProxyModel::filterAcceptsRow(ancestor.row(), ancestor.parent()))
            return true;
    }
    return false;
}

} // namespace robostage
