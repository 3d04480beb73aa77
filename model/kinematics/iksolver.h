#pragma once

// Inverse kinematics of a KinematicChain: the positions of its variables (joints) that put the
// tip link at a target world pose. Orocos KDL gives the forward kinematics and the Jacobian;
// the search around them is ours and follows what makes TRAC-IK reliable where KDL's own
// ChainIkSolverPos_NR_JL is not: a damped least-squares (Levenberg–Marquardt) step on the
// combined position and orientation error instead of a pseudo-inverse step, limits enforced by
// clamping after each step, and restarts from random seeds inside the limits until a time
// budget is spent.

#include "kinematicchain.h"

#include <QString>

#include <vector>

namespace robostage::kinematics {

struct IkOptions
{
    /// Success: the tip within this distance (metres) and angle (radians) of the target.
    double positionTolerance = 1e-4;
    double rotationTolerance = 1e-3;
    /// Only the tip's position counts (three equations); its orientation is free.
    bool positionOnly = false;
    /// Wall-clock budget of the whole search in milliseconds (restarts stop when it is spent).
    double timeBudgetMs = 50;
    /// Iterations of one descent before it counts as stuck and a new seed is tried: a descent
    /// that converges takes about 5 to 15 (bench/ik-run), so a short one and another seed
    /// beat a long one (30 gives the best median on the corpus arms).
    int maxIterations = 30;
    /// Once a solution is found from a random seed, up to this many more are looked for and the
    /// one nearest the start is returned (a solution from the start itself is returned at once).
    int extraSolutions = 1;
    /// Restart from random seeds when the descent from the start fails; without, the best
    /// values of that one descent are returned (a drag that must not jump to another branch).
    bool randomRestarts = true;
    /// > 0: restarts draw each joint within this many radians (metres for sliders) of the
    /// start instead of over its whole range, so that a solution stays near the start (a
    /// drag past a singularity).
    double restartSpread = 0;
    /// Seed of the random restarts (a fixed seed gives the same answer every run).
    unsigned randomSeed = 1;
};

struct IkResult
{
    bool success = false;
    /// One value per KinematicChain::variables entry, radians or metres: the solution, or the
    /// best values found when there is none.
    std::vector<double> variables;
    double positionError = 0; ///< metres, |p_target − p_tip|
    double rotationError = 0; ///< radians, angle of R_target·R_tipᵀ (0 with positionOnly)
    int iterations = 0; ///< descent steps over every attempt
    int attempts = 0; ///< descents started (1 + restarts)
    double timeMs = 0; ///< the search alone
    /// Why it failed, for a user: the target is out of reach, or joints stop at a limit.
    QString reason;
};

/// Solves `chain` for the tip's world pose `X_WT` (metres, unit quaternion), starting from
/// `start` (one value per variable, radians or metres; typically the current positions; of
/// another size: referenceVariables()). Continuous joints are
/// unbounded, the result of the others lies within their limits; among the solutions found the
/// nearest to `start` is returned (a revolute joint wider than a turn is moved by whole turns
/// towards its start). Never throws; an unreachable target gives success = false with the best
/// values found.
IkResult solveIk(const KinematicChain &chain, const Pose &X_WT, const std::vector<double> &start,
    const IkOptions &options = {});

/// The tip's world pose X_WT (metres) at variables `x`: the chain's forward kinematics.
Pose tipPose(const KinematicChain &chain, const std::vector<double> &x);

/// The start values for `chain`: each variable's reference position (KinematicChain::reference).
std::vector<double> referenceVariables(const KinematicChain &chain);

} // namespace robostage::kinematics
