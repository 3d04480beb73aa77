#pragma once

#include <QSortFilterProxyModel>

#include <array>

namespace robostage {

/// The scene tree dock's filter over a SceneTreeModel: a row shows when its name or kind
/// contains the filter text (case-insensitive), when one of its descendants does (the path to a
/// match), or when it is part of a matching link or model: everything declared inside it, found
/// by scoped name (`model::link::visual` is part of `model::link`), so a link shows with its
/// visuals and collisions, a model with its links and joints, in the structure and the
/// kinematic view alike. A child link below a matching link's joint (kinematic view) is not a
/// part of it.
///
/// The descendants are searched through SceneTreeModel::containsMatch(), which searches the
/// rows the model has not made yet in the document: filtering makes only the rows that show.
class SceneTreeFilter : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit SceneTreeFilter(QObject *parent = nullptr);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    /// True when the name or the kind of a row matches the filter text.
    bool matches(const QString &name, int kind) const;

    mutable QString m_kindsPattern; ///< the filter m_kinds was worked out for
    mutable Qt::CaseSensitivity m_kindsCase = Qt::CaseInsensitive;
    mutable std::array<bool, 16> m_kinds {}; ///< by SceneTreeModel::Kind: its name matches
};

} // namespace robostage
