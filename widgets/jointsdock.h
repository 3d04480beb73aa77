#pragma once

#include "framegraph.h"

#include <QDockWidget>
#include <QHash>

#include <vector>

class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QSlider;

namespace robostage {

class Document;

/// Dock with one slider and spin box per movable joint of a document, to pose the robot in the
/// view. It does not edit the document: it only emits positionsChanged(), which the window
/// passes to Viewport::setJointPositions().
///
/// Joints: revolute, continuous and screw (angles: radians inside, degrees in the spin box),
/// prismatic (metres), and the first axis of universal and revolute2 joints (what
/// FrameGraph::worldPoses() moves). The range is the file's `<limit>`; continuous joints get
/// ±π; a bound that is missing, infinite or SDFormat's "unlimited" ±1e16, or limits with
/// lower ≥ upper, fall back to ±π (±1 m for prismatic joints) with a note. When the limits do
/// not include 0 the range is widened to 0, so that the zero configuration stays reachable.
/// Mimic followers (`<mimic>`) are shown read-only and follow their leader:
/// q = multiplier · (q_leader − reference) + offset. Each joint starts at its initial position
/// (JointMotion::initialPosition: 0, or SimRobot's `<Deflection init>`; the range is widened
/// to include it) and Reset puts every joint back there.
class JointsDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit JointsDock(QWidget *parent = nullptr);
    ~JointsDock() override;

    /// One row per movable joint of `document` (nullptr: none), each at its initial position.
    /// Emits
    /// positionsChanged(). The document must outlive the dock or be replaced first.
    void setDocument(const Document *document);

    /// Scoped name → position (radians or metres) of every joint with a slider, mimic
    /// followers left out (FrameGraph::worldPoses() derives them from their leaders).
    JointPositions positions() const;
    /// Moves the joints named in `q` (scoped names; radians or metres) to their values,
    /// clamped to their ranges; other joints and unknown names are left alone. Followers
    /// follow. Emits positionsChanged() once.
    void setPositions(const JointPositions &q);
    /// Every joint back to its initial position. Emits positionsChanged().
    void reset();

    /// Scoped names of the joints listed, in the document's order.
    QStringList joints() const;
    /// The position shown for `joint` (a follower's derived one too); 0 for an unknown name.
    double position(const QString &joint) const;
    /// The widgets of `joint`'s row (nullptr for an unknown name), for tests.
    QSlider *slider(const QString &joint) const;
    QDoubleSpinBox *spinBox(const QString &joint) const;
    QPushButton *resetButton() const { return m_reset; }

    /// Steps of each slider over its range.
    static constexpr int kSliderSteps = 1000;

signals:
    /// The joint positions changed (see positions()).
    void positionsChanged(const JointPositions &q);

private:
    struct Row;
    void clearRows();
    /// Adds the row of joint `name` (scoped) shown as `label`; `joint` may be null.
    void addRow(
        const JointMotion &motion, const Joint *joint, const QString &name, const QString &label);
    /// Sets row `index` to `value` (clamped), updates its widgets and the followers.
    void setValue(int index, double value);
    void updateFollowers();
    void showValue(Row &row);

    std::vector<Row> m_rows;
    QHash<QString, int> m_rowByName;
    QWidget *m_content;
    QGridLayout *m_grid;
    QLabel *m_empty;
    QPushButton *m_reset;
};

} // namespace robostage
