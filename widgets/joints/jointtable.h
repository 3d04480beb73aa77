#pragma once

#include "framegraph.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QStringList>

#include <vector>

namespace robostage {

class Document;

/// One movable joint of a document as the Joints dock poses it: its range, the position it is
/// at and, for a mimic follower, its leader. Angles in radians, distances in metres.
struct JointRow
{
    QString name; ///< scoped
    QString typeName; ///< as in the file ("revolute"), empty when the joint is not in the scene
    bool angular = true;
    double lower = 0, upper = 0; ///< range
    double value = 0;
    double initial = 0; ///< JointMotion::initialPosition, where Reset puts the joint
    QString leader; ///< scoped name of the mimic leader; empty: not a follower
    double multiplier = 1, offset = 0, reference = 0;
    /// Why the range or start differs from the file (no limits, widened to 0, initial
    /// position, first axis only); the mimic note comes from JointTable::notes().
    QStringList rangeNotes;
};

/// Whether the dock moves joints of `type`: revolute, continuous, prismatic, screw, and the first
/// axis of universal and revolute2 joints (what FrameGraph::worldPoses() moves).
bool isMovableJoint(Joint::Type type);

/// The movable joints of a document and their positions, without any widget: the Joints dock
/// keeps every joint's position here and makes widgets only for the rows it shows.
///
/// Joints: revolute, continuous and screw (angles), prismatic (distances), and the first axis
/// of universal and revolute2 joints (what FrameGraph::worldPoses() moves). The range is the
/// file's `<limit>`; continuous joints get ±π; a bound that is missing, infinite or SDFormat's
/// "unlimited" ±1e16, or limits with lower ≥ upper, fall back to ±π (±1 m for prismatic
/// joints) with a note. When the limits do not include 0 (or the initial position) the range is
/// widened to include it. Mimic followers (`<mimic>`) follow their leader:
/// q = multiplier · (q_leader − reference) + offset.
class JointTable
{
    Q_DECLARE_TR_FUNCTIONS(robostage::JointsDock) // the dock's translations

public:
    /// The movable joints of `document` (nullptr: none), in the document's order, each at its
    /// initial position.
    void build(const Document *document);

    int size() const { return int(m_rows.size()); }
    const JointRow &row(int index) const { return m_rows[size_t(index)]; }
    /// The index of the joint with scoped name `name`, -1 when there is none.
    int indexOf(const QString &name) const { return m_index.value(name, -1); }

    /// Moves joint `index` to `value`, clamped to its range; followers follow. A follower's
    /// own index is left alone.
    void setValue(int index, double value);
    /// setValue() for each joint named in `q` (unknown names are skipped).
    void setPositions(const JointPositions &q);
    /// Every joint back to its initial position.
    void reset();
    /// Scoped name → position of every joint but the mimic followers.
    JointPositions positions() const;

    /// The notes of row `index` (see JointRow::rangeNotes) and, for a follower, which joint it
    /// follows; joint names there lose `prefix` (the model prefix the dock leaves out).
    QStringList notes(int index, const QString &prefix) const;

    /// The models (scoped names) that contain `frame` of the document built from, outermost
    /// first, `frame` itself when it is a model; empty for kNoFrame or a frame in the world.
    QStringList modelsOf(FrameId frame) const;
    /// The rows of the joints in model `model` (scoped), nested models' joints included.
    std::vector<int> rowsOfModel(const QString &model) const { return m_rowsByModel.value(model); }
    /// Whether the document has a model with scoped name `model`.
    bool hasModel(const QString &model) const { return m_models.contains(model); }
    /// The number of outermost models that have movable joints.
    int modelCount() const { return m_modelCount; }
    /// Up to `limit` rows whose scoped names contain `text` (case-insensitive), in order;
    /// `*total` (when given) gets the number of all matching rows.
    std::vector<int> match(const QString &text, int limit, int *total = nullptr) const;

private:
    /// The range, initial position, notes and mimic leader of `motion` (`joint`, its entity in
    /// the scene, may be null); the name is left empty.
    static JointRow makeRow(const JointMotion &motion, const Joint *joint);
    void updateFollowers();

    const Document *m_document = nullptr;
    std::vector<JointRow> m_rows;
    QHash<QString, int> m_index;
    std::vector<int> m_followers;
    QHash<QString, std::vector<int>> m_rowsByModel;
    QSet<QString> m_models; ///< every model's scoped name
    int m_modelCount = 0;
};

} // namespace robostage
