#pragma once

// The table of the Collision fit dock (issue 19): one row per link with its fit figures.

#include "collisionfit.h"
#include "framegraph.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QHash>

#include <vector>

namespace robostage {

/// The heat map's colour of a link whose collisions fit its visuals with intersection over
/// union `iou`: green at 0.9 and above through yellow to red at 0.3 and below.
QColor fitColor(double iou);

/// One row per measured link (collisionfit.h LinkFit): its name, the volumes of its visuals
/// and collisions (cm³), IoU, how far the visuals stick out of the collisions and the
/// collisions out of the visuals (mm), the share of the visual volume left uncovered (%), and
/// whether every mesh is closed. Empty figures show as "–". SortRole gives numbers (missing
/// figures sort first), FrameRole the link's frame in the document the fits belong to.
class CollisionFitModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        LinkColumn,
        VisualVolumeColumn,
        CollisionVolumeColumn,
        IouColumn,
        VisualOutsideColumn,
        CollisionOutsideColumn,
        UncoveredColumn,
        WatertightColumn,
        ColumnCount
    };
    enum Role { SortRole = Qt::UserRole + 1, FrameRole };

    using QAbstractTableModel::QAbstractTableModel;

    /// Replaces the rows: `fits[i]` of the link with frame `frames[i]`; they are current.
    void setFits(std::vector<LinkFit> fits, std::vector<FrameId> frames);
    /// Keeps the rows, greyed, while they are measured again after an edit (issue 30: the table
    /// was blank for seconds on PR2): each row's link is looked up by scoped name in the
    /// edited document's `links` (kNoFrame when it went). setFits() makes them current again.
    void keepWhileMeasuring(const QHash<QString, FrameId> &links);
    bool isStale() const { return m_stale; }
    const LinkFit &fit(int row) const { return m_fits[size_t(row)]; }
    FrameId frame(int row) const { return m_frames[size_t(row)]; }
    /// The row of the link with frame `frame`, -1 when it has none.
    int rowOf(FrameId frame) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<LinkFit> m_fits;
    std::vector<FrameId> m_frames;
    bool m_stale = false; ///< figures of the document before the last edit
};

/// A figure of the table as it is shown: fixed-point to three significant digits (the
/// precision of the sampling), so that rows compare alike ("671" for 671.0 and 671.2, "0.512",
/// never "1.2e+04"); "< 0.001" for a positive figure that would show as 0.000.
QString fitFigure(double shown);

} // namespace robostage
