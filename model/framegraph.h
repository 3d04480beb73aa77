#pragma once

#include "diagnostics.h"
#include "lifetimebound.h"
#include "scene.h"

#include <QHash>
#include <QStringList>

#include <vector>

namespace robostage {

enum class FrameKind { World, Model, Link, Joint, Frame, Visual, Collision, Light, Sensor };

/// Lower-case kind name as `robostage poses` prints it ("model", "link", …).
const char *frameKindName(FrameKind kind);

/// The scoped name `a::b` (FrameNode::scopedName); `b` alone when `a` is empty, `a` when `b` is.
QString joinScoped(const QString &a, const QString &b);

/// One node of the pose graph.
///
/// SDFormat pose frame semantics (SDF 1.7+, "Pose frame semantics" proposal, sections 2–3):
/// every frame F has a pose X_RF relative to exactly one frame R (`relativeTo`, the
/// `<pose relative_to>` edge) and is rigidly attached to one frame (`attachedTo`, the
/// `attached_to` edge of the frame graph). Readers translate each format's defaults into these
/// two edges (URDF: joint origin relative to the parent link; SDF < 1.7: model/link/child rules).
struct FrameNode
{
    FrameKind kind = FrameKind::Frame;
    QString scopedName; ///< `a::b::c` as `robostage poses` prints it.
    FrameId relativeTo = kWorldFrame;
    Pose X_RF;
    /// Kinematic attachment: a Link node is its own body (kNoFrame); visuals, collisions,
    /// sensors and lights attach to their link; joints to their child link; models to their
    /// canonical link; `<frame>` to its `attached_to`. kWorldFrame: fixed in the world.
    FrameId attachedTo = kWorldFrame;
    SourceRef source;
};

/// Motion of one joint: rotates or translates the child body relative to the parent body about
/// or along `axis`, expressed in frame `axisExpressedIn` (kNoFrame: the joint frame).
struct JointMotion
{
    FrameId joint = kNoFrame;
    FrameId parent = kWorldFrame; ///< parent frame (any frame; its body is the parent link)
    FrameId child = kNoFrame; ///< child frame (any frame; its body is the child link)
    Joint::Type type = Joint::Type::Fixed;
    Vec3 axis {0, 0, 1};
    FrameId axisExpressedIn = kNoFrame;
    /// Screw pitch: by default SDFormat `thread_pitch`, radians of rotation per metre of
    /// translation, positive for a left-handed thread; with `screwPitchIsMetresPerRevolution`,
    /// SDF 1.10 `screw_thread_pitch` / Drake `drake:screw_thread_pitch`: metres of translation
    /// per revolution, positive for a right-handed thread.
    double threadPitch = 1;
    bool screwPitchIsMetresPerRevolution = false;
    QString mimicLeader; ///< scoped name of the leader joint, empty: none
    double mimicMultiplier = 1, mimicOffset = 0, mimicReference = 0;
    /// A follower's position for its leader at `leader` (radians or metres):
    /// multiplier·(leader − reference) + offset.
    double follow(double leader) const
    {
        return mimicMultiplier * (leader - mimicReference) + mimicOffset;
    }
    /// Position at start (JointAxis::initialPosition; SimRobot `<Deflection init>`), radians
    /// or metres; a joint that JointPositions does not list is there.
    double initialPosition = 0;
};

/// Joint positions by scoped joint name: radians for revolute/continuous/screw, metres for
/// prismatic. Joints not listed are at their initial position (JointMotion::initialPosition,
/// 0 except for SimRobot's `<Deflection init>`), or follow their mimic leader.
using JointPositions = QHash<QString, double>;

/// The frame graph of a document: every model, link, joint, frame, visual, collision, light and
/// sensor, with its pose edge and its attachment edge, plus the joints' motions.
class FrameGraph
{
public:
    FrameGraph();

    /// Appends a node; returns its id (ids are dense, kWorldFrame is 0).
    FrameId add(FrameNode node);
    /// Adds a node with pose X_RF relative to `relativeTo`, attached to `attachedTo`.
    FrameId add(FrameKind kind, const QString &scopedName, FrameId relativeTo, const Pose &X_RF,
        FrameId attachedTo, const SourceRef &source)
    {
        return add(FrameNode {kind, scopedName, relativeTo, X_RF, attachedTo, source});
    }
    /// Node `id` (0 <= id < size()); the reference is invalidated by add().
    FrameNode &node(FrameId id) { return m_nodes[size_t(id)]; }
    const FrameNode &node(FrameId id) const { return m_nodes[size_t(id)]; }
    int size() const { return int(m_nodes.size()); }
    /// Adds a joint motion; returns its index for joint().
    int addJoint(const JointMotion &motion)
    {
        m_joints.push_back(motion);
        return int(m_joints.size() - 1);
    }
    JointMotion &joint(int index) { return m_joints[size_t(index)]; }
    const std::vector<JointMotion> &joints() const ROBOSTAGE_LIFETIMEBOUND { return m_joints; }

    /// Resolves X_WF at zero joint positions for every node by following `relativeTo` edges,
    /// and each node's body by following `attachedTo`. A cycle in either graph is reported as an
    /// error (with the file and line of a node on it) and its nodes are placed relative to the
    /// world. `files` maps SourceRef::file to a path for diagnostics. Runs in O(nodes + joints).
    void resolve(Diagnostics &diagnostics, const QStringList &files);

    /// Zero-configuration world pose X_WF of `id` (valid after resolve()).
    const Pose &worldPose(FrameId id) const { return m_X_WF0[size_t(id)]; }

    /// World poses X_WF of all nodes at joint positions `q` (revolute, continuous, prismatic,
    /// screw, and the first axis of universal/revolute2; other types stay at zero). A joint
    /// not in `q` is at its initial position (JointMotion::initialPosition). A mimic follower
    /// that is not in `q` follows a leader that is, or a leader with a non-zero initial
    /// position:
    /// q_f = multiplier·(q_l − reference) + offset (SDF 1.11 `<mimic>`, URDF `<mimic>`). With
    /// every joint at its default (no entry in `q`), followers stay at their initial position
    /// too, as libsdformat and urdfdom report the zero configuration.
    std::vector<Pose> worldPoses(const JointPositions &q) const;

    /// Whether some joint has a non-zero initial position (then worldPoses({}) differs from
    /// the zero configuration worldPose()).
    bool hasInitialPositions() const;

    /// World pose X_WF of node `id` at joint positions `q` (worldPoses(q)[id]): O(1) at the
    /// zero configuration (isZeroConfiguration), else O(nodes).
    Pose worldPoseAt(FrameId id, const JointPositions &q) const
    {
        return isZeroConfiguration(q) ? m_X_WF0[size_t(id)] : worldPoses(q)[size_t(id)];
    }
    /// True when worldPoses(q) is the zero configuration worldPose() of every node: no joint
    /// has an initial position, every position in `q` is 0 and no mimic follower of a joint
    /// in `q` gets a non-zero position from its offset and reference.
    bool isZeroConfiguration(const JointPositions &q) const;
    /// The link node a node is rigidly attached to, kWorldFrame when fixed in the world.
    FrameId body(FrameId id) const { return m_body[size_t(id)]; }

    /// Sets node `id`'s pose X_RF (relative to its unchanged `relativeTo` frame) and updates
    /// the zero-configuration world poses of `id` and of every node posed relative to it,
    /// directly or through others: O(those nodes), after a first call that indexes the
    /// `relativeTo` edges in O(nodes). For an edit that changes a pose value and nothing
    /// else (model/edit: in-place edits). False, changing nothing, when resolve() met a
    /// `relative_to` cycle (then the graph must be built and resolved again).
    bool setPose(FrameId id, const Pose &X_RF);
    /// Appends `id` and every node posed relative to it, directly or through others, to `out`
    /// (the nodes whose zero-configuration world pose follows `id`'s X_RF). O(those nodes)
    /// after the first call of this or setPose() (O(nodes)).
    void posedBelow(FrameId id, std::vector<FrameId> &out) const;
    /// The nodes whose scoped name is `scopedName`, in id order (several when kinds share a
    /// name). The first call indexes every name (O(nodes)); later calls are O(1). Not
    /// thread-safe: the index is built on first use.
    QList<FrameId> named(const QString &scopedName) const;

private:
    Pose jointDisplacement(const JointMotion &joint, double position) const;

    std::vector<FrameNode> m_nodes;
    std::vector<JointMotion> m_joints;
    std::vector<Pose> m_X_WF0;
    std::vector<FrameId> m_body;
    bool m_poseCycle = false; ///< resolve() cut a `relative_to` cycle
    /// Nodes posed relative to node i: m_dependents[m_dependentsBegin[i] .. [i + 1]); built by
    /// indexDependents() on first use, dropped by add() and resolve().
    mutable std::vector<int> m_dependentsBegin;
    mutable std::vector<FrameId> m_dependents;
    /// Builds m_dependentsBegin and m_dependents when they are not built.
    void indexDependents() const;
    mutable QMultiHash<QString, FrameId> m_byName; ///< named(); dropped by add()
};

} // namespace robostage
