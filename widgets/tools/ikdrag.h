#pragma once

// Dragging a robot by one of its links (issue 32, "the end-effector drag"): the gizmo's motion
// gives a target pose for the link and inverse kinematics (model/kinematics) the joint
// positions of the chain from the base link that put it there. Joint positions are view state:
// nothing is edited.

#include "framegraph.h"
#include "iksolver.h"

#include <QHash>
#include <QPair>

namespace robostage {

class Document;

class IkDrag
{
public:
    /// Ranges (radians or metres) the drag may use per scoped joint name, e.g. the Joints
    /// dock's slider ranges: the solution stays inside them and inside the file's limits.
    using Ranges = QHash<QString, QPair<double, double>>;

    /// Starts a drag of the link that frame `frame` belongs to (the link itself, or one of its
    /// visuals or collisions), with the chain from `base` (a link; kNoFrame: the root) and the
    /// joints at `q` (scoped name → radians or metres; unlisted joints at their initial
    /// positions). False, with `error` saying why, when no joint moves that link from `base`.
    bool begin(const Document &doc, FrameId frame, FrameId base, const JointPositions &q,
        const Ranges &ranges, QString *error);
    bool isActive() const { return m_active; }
    void end() { m_active = false; }

    /// The link dragged and its world pose X_WL at the press (metres).
    FrameId link() const { return m_chain.tip; }
    const Pose &startPose() const { return m_X_WL0; }

    /// Solves for the link at world pose `X_WL` (metres), starting from the previous solution
    /// so that the arm moves continuously (restarts only near it, within 8 ms: a jump to another
    /// branch would surprise the user). Returns the positions of the chain's joints (scoped names;
    /// mimic followers on the chain left out) for the best values found: when the target is out of
    /// reach or a joint is at a limit, the link stops at the nearest pose it reaches and `why` says
    /// so (empty when reached). `X_WL_reached` receives the pose it reaches.
    JointPositions moveTo(const Pose &X_WL, QString *why, Pose *X_WL_reached);
    /// The chain's joint positions at the press (to put back after Esc).
    JointPositions startPositions() const;

private:
    kinematics::KinematicChain m_chain;
    std::vector<double> m_x; ///< the last solution
    std::vector<double> m_x0; ///< at the press
    Pose m_X_WL0;
    bool m_active = false;
};

} // namespace robostage
