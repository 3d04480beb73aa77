#pragma once

// The Measure tool (issue 19, "Measuring"): click two points in the view and read their
// distance.

#include "lifetimebound.h"
#include "tools/viewclick.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QVector3D>

#include <optional>
#include <vector>

class QAction;
class QLabel;
class QMenu;

namespace robostage {

class DocumentWindow;
class Viewport;

/// View › Measure (M; also on the toolbar, object name measureAction), a checkable tool. While
/// it is on, a left click in the view (without drag: dragging still turns the camera) takes a
/// point instead of selecting: where the click meets what is drawn, snapped to the nearest
/// corner or edge midpoint of the triangle hit, or to the origin of the visual's or collision's
/// frame or of its link, when one is within 12 pixels of the click (else the ground plane
/// z = 0). The second point completes a measurement; a third starts the next one. The view
/// draws the points, the line between them and its legs along the world axes (x red, y green,
/// z blue), each leg's Δ on a label in its colour and the distance on a label above the line's
/// middle; the status bar shows the distance and Δx, Δy, Δz in the world frame, in metres.
/// Esc clears the points; Esc without points, or M again, turns the tool off.
class MeasureTool : public QObject
{
    Q_OBJECT

public:
    explicit MeasureTool(DocumentWindow *window);
    ~MeasureTool() override;

    /// Adds the action to `viewMenu`.
    static MeasureTool *install(DocumentWindow *window, QMenu *viewMenu);

    QAction *action() const { return m_action; }
    /// The points taken (world, metres): none, one or two.
    const std::vector<QVector3D> &points() const { return m_points; }
    /// What the last point snapped to ("corner", "edge midpoint", "frame origin", "surface",
    /// "ground").
    const QString &snappedTo() const ROBOSTAGE_LIFETIMEBOUND { return m_snappedTo; }
    /// The status bar's text of the measurement (empty without two points).
    QString resultText() const;
    /// Takes the point under `pixel` (window coordinates) as a click does; false when the
    /// click meets nothing (looking at the sky).
    bool takePoint(const QPointF &pixel);
    /// Forgets the points (Esc).
    void clear();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void setActive(bool active);
    /// The point under `pixel`, snapped; nothing when the ray meets nothing.
    std::optional<QVector3D> snappedPoint(const QPointF &pixel);
    void redraw();

    DocumentWindow *m_window;
    QPointer<Viewport> m_viewport;
    QAction *m_action;
    QLabel *m_label;
    std::vector<QVector3D> m_points;
    QString m_snappedTo;
    ViewClick m_click;
};

} // namespace robostage
