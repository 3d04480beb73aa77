#include "scenetree/scenetreefilter.h"

#include "scenetree/scenetreemodel.h"

namespace robostage {

namespace {

using Kind = SceneTreeModel::Kind;

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
    // The descendants are searched by filterAcceptsRow() itself, without making their rows.
    setRecursiveFilteringEnabled(false);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
    setFilterKeyColumn(-1); // the name or the kind
}

bool SceneTreeFilter::matches(const QString &name, int kind) const
{
    const QRegularExpression expression = filterRegularExpression();
    if (expression.pattern() != m_kindsPattern || filterCaseSensitivity() != m_kindsCase) {
        m_kindsPattern = expression.pattern();
        m_kindsCase = filterCaseSensitivity();
        for (size_t k = 0; k <= size_t(Kind::LoopJoint); ++k)
            m_kinds[k] = expression.match(SceneTreeModel::kindName(Kind(k))).hasMatch();
    }
    return (kind >= 0 && size_t(kind) < m_kinds.size() && m_kinds[size_t(kind)])
        || expression.match(name).hasMatch();
}

bool SceneTreeFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent))
        return true;
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    const QString name = scopedName(index);
    for (QModelIndex ancestor = sourceParent; ancestor.isValid(); ancestor = ancestor.parent()) {
        const auto kind = Kind(ancestor.data(SceneTreeModel::KindRole).toInt());
        if ((kind == Kind::Link || kind == Kind::Model)
            && name.startsWith(scopedName(ancestor) + QLatin1String("::"))
            && QSortFilterProxyModel::filterAcceptsRow(ancestor.row(), ancestor.parent()))
            return true;
    }
    // The path to a match (a match's own parts are accepted as parts of it, above).
    const auto *model = qobject_cast<const SceneTreeModel *>(sourceModel());
    return model && model->containsMatch(index, [this](const QString &shown, Kind kind) {
        return matches(shown, int(kind));
    });
}

} // namespace robostage
