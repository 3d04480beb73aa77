#pragma once

// The serial chain of joints between a base link and a tip link, as an orocos KDL chain
// (KDL::Chain), built from the document's frame graph: for RoboStage every format (URDF
// "joint", SDFormat joint.sdf with its pose frame semantics, SimRobot hinges and sliders) is
// already a FrameGraph of joint motions, so the chain is taken from there and not from one
// format's XML.
//
// The chain is linearised at a reference configuration q₀ (the `from` positions): with F_i the
// world pose of joint i's frame at q₀ and a_i its axis in that frame, the tip's pose in the base
// frame B is the product of exponentials
//   X_BT(q) = X_BF₁ · M(a₁, q₁ − q₀₁) · F₁⁻¹F₂ · M(a₂, q₂ − q₀₂) · … · F_n⁻¹X_WT(q₀),
// M a rotation about (revolute, continuous; the first axis of universal and revolute2) or a
// translation along (prismatic) the axis: the same motion FrameGraph::worldPoses() applies.
// Joints of other types, and mimic followers of leaders outside the chain, stay at q₀ and are
// folded into the fixed transforms.

#include "framegraph.h"

#include <kdl/chain.hpp>

#include <QString>

#include <vector>

namespace robostage {
class Document;
}

namespace robostage::kinematics {

/// One joint of the chain that moves (one KDL joint), base to tip.
struct ChainJoint
{
    QString name; ///< scoped joint name, as `robostage poses` prints it
    FrameId frame = kNoFrame; ///< the joint's frame node
    Joint::Type type = Joint::Type::Revolute;
    double reference = 0; ///< q₀: its position at the reference configuration (rad or m)
    /// Index of the solver variable that drives it: its own (a free joint) or its mimic
    /// leader's; q = multiplier·(x_variable − mimicReference) + mimicOffset for a follower.
    int variable = -1;
    bool follower = false;
    double multiplier = 1, mimicOffset = 0, mimicReference = 0;

    /// Its position (radians or metres) when its variable is at `x`.
    double position(double x) const
    {
        return follower ? multiplier * (x - mimicReference) + mimicOffset : x;
    }
};

/// One solver variable: a free joint of the chain.
struct ChainVariable
{
    QString name; ///< scoped joint name
    int joint = -1; ///< index in KinematicChain::joints
    /// Limits in radians or metres; ±infinity where unbounded (continuous joints, joints
    /// without limits).
    double lower = 0, upper = 0;
    bool continuous = false;
};

/// The chain from `base` to `tip` as KDL segments, with the variables that drive it.
struct KinematicChain
{
    FrameId base = kNoFrame; ///< base link (kWorldFrame: the world)
    FrameId tip = kNoFrame; ///< tip link
    /// KDL chain in the base frame: segment 0 fixed (X_BF₁), then one segment per ChainJoint
    /// (the joint, then the fixed transform to the next joint frame or the tip).
    KDL::Chain chain;
    std::vector<ChainJoint> joints;
    std::vector<ChainVariable> variables;
    /// World pose of the base link at the reference configuration: targets given in the world
    /// are expressed in the base frame as X_WB⁻¹·X_WT.
    Pose X_WB;
    /// The reference positions q₀ of every joint of the document that the chain used, by
    /// scoped name: the `from` positions, else each joint's initial position.
    JointPositions reference;

    /// The chain joints' positions for solver variables `x` (one per variable, in order).
    std::vector<double> jointPositions(const std::vector<double> &x) const;
    /// The positions of variables `x` by scoped joint name, with the mimic followers on the
    /// chain, for FrameGraph::worldPoses() together with `reference`.
    JointPositions positions(const std::vector<double> &x) const;
};

/// Builds the chain from link `base` to link `tip` of `doc` (FrameIds of link nodes; `base` may
/// be kNoFrame for the root of `tip`'s tree), linearised at `from` (joint positions by scoped
/// name, radians or metres; unlisted joints at their initial positions). Returns false with
/// `error` set when `tip` is not a link, `base` is not one of its ancestors, or the chain has
/// no joint that moves.
bool buildChain(const Document &doc, FrameId base, FrameId tip, const JointPositions &from,
    KinematicChain &out, QString *error);

} // namespace robostage::kinematics
