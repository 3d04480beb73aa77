// CollisionFitModel (collisionfitmodel.h).

#include "collisionfit/collisionfitmodel.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace robostage {

QColor fitColor(double iou)
{
    const double t = std::clamp((iou - 0.3) / 0.6, 0.0, 1.0); // 0 bad … 1 good
    return QColor::fromHsvF(float(t / 3), 0.85f, 0.95f); // red (hue 0) … green (hue 1/3)
}

QString fitFigure(double shown)
{
    if (shown > 0 && shown < 0.0005)
        return QStringLiteral("< 0.001");
    // Three significant digits: the sampled volumes and distances are good to a few tenths of
    // a percent, so two mirrored wheels read alike (issue 30: 671 beside 671.2).
    const double magnitude = std::abs(shown);
    const int decimals = magnitude >= 99.95 ? 0
        : magnitude >= 9.995                ? 1
        : magnitude >= 0.9995               ? 2
                                            : 3;
    return QString::number(shown, 'f', decimals);
}

void CollisionFitModel::setFits(std::vector<LinkFit> fits, std::vector<FrameId> frames)
{
    beginResetModel();
    m_fits = std::move(fits);
    m_frames = std::move(frames);
    m_stale = false;
    endResetModel();
}

void CollisionFitModel::keepWhileMeasuring(const QHash<QString, FrameId> &links)
{
    for (size_t i = 0; i < m_fits.size(); ++i)
        m_frames[i] = links.value(m_fits[i].link, kNoFrame);
    m_stale = true;
    if (!m_fits.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

int CollisionFitModel::rowOf(FrameId frame) const
{
    const auto it = std::find(m_frames.begin(), m_frames.end(), frame);
    return it == m_frames.end() ? -1 : int(it - m_frames.begin());
}

int CollisionFitModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_fits.size());
}

int CollisionFitModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CollisionFitModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const LinkFit &f = m_fits[size_t(index.row())];
    if (role == FrameRole)
        return m_frames[size_t(index.row())];
    if (m_stale && role == Qt::ForegroundRole)
        return QColor(Qt::gray);
    if (m_stale && role == Qt::ToolTipRole)
        return tr("Measured before the last edit; measuring again");
    // The figure of the column and the factor it is shown with.
    std::optional<double> value;
    double scale = 1;
    switch (Column(index.column())) {
    case LinkColumn:
        return role == Qt::DisplayRole || role == SortRole || role == Qt::ToolTipRole
            ? QVariant(f.link)
            : QVariant();
    case VisualVolumeColumn:
        value = f.visualVolume, scale = 1e6; // cm³
        break;
    case CollisionVolumeColumn:
        value = f.collisionVolume, scale = 1e6;
        break;
    case IouColumn:
        value = f.iou;
        if (role == Qt::BackgroundRole && value && !m_stale)
            return fitColor(*value);
        if (role == Qt::ForegroundRole && value)
            return QColor(Qt::black);
        break;
    case VisualOutsideColumn:
        value = f.visualOutside, scale = 1e3; // mm
        break;
    case CollisionOutsideColumn:
        value = f.collisionOutside, scale = 1e3;
        break;
    case UncoveredColumn:
        value = f.uncoveredFraction, scale = 100; // %
        break;
    case WatertightColumn:
        if (role == Qt::DisplayRole)
            return f.watertight ? tr("yes") : tr("no");
        if (role == SortRole)
            return int(f.watertight);
        if (role == Qt::ToolTipRole && !f.watertight)
            return tr("A mesh of this link is not closed: its inside is a majority vote of "
                      "rays along ±x, ±y and ±z.");
        return {};
    case ColumnCount:
        return {};
    }
    if (role == SortRole)
        return value ? *value : -1.0;
    if (role == Qt::TextAlignmentRole)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    if (!value)
        return QStringLiteral("–");
    return index.column() == IouColumn ? QString::number(*value, 'f', 3)
                                       : fitFigure(*value * scale);
}

QVariant CollisionFitModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (Column(section)) {
        case LinkColumn:
            return tr("Link");
        case VisualVolumeColumn:
            return tr("Visual cm³");
        case CollisionVolumeColumn:
            return tr("Collision cm³");
        case IouColumn:
            return tr("IoU");
        case VisualOutsideColumn:
            return tr("Visual out mm");
        case CollisionOutsideColumn:
            return tr("Collision out mm");
        case UncoveredColumn:
            return tr("Uncovered %");
        case WatertightColumn:
            return tr("Closed");
        case ColumnCount:
            break;
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (Column(section)) {
        case VisualVolumeColumn:
            return tr("Volume of the union of the link's visuals");
        case CollisionVolumeColumn:
            return tr("Volume of the union of the link's collisions");
        case IouColumn:
            return tr("Intersection over union of the visuals and the collisions: 1 is a "
                      "perfect fit");
        case VisualOutsideColumn:
            return tr("How far the visuals stick out of the collisions at most (the red mark)");
        case CollisionOutsideColumn:
            return tr("How far the collisions reach beyond the visuals at most (the blue "
                      "mark)");
        case UncoveredColumn:
            return tr("Share of the visual volume that no collision covers");
        case WatertightColumn:
            return tr("Whether every mesh of the link is closed");
        default:
            break;
        }
    }
    return {};
}

} // namespace robostage
