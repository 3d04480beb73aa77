#pragma once

// "Check over joint ranges" (issue 19, "Self-collision"): the link pairs that collide anywhere
// in the joints' ranges, found by sampling them.

#include "selfcollision.h"

#include <vector>

namespace robostage {

/// The range a joint is sampled over: scoped joint name, lower and upper position (radians or
/// metres).
struct JointRange
{
    QString joint;
    double lower = 0, upper = 0;
};

/// A pair that collides somewhere in the ranges: scoped link names (a < b), the largest depth
/// met (metres) and the joint positions where it was met.
struct RangeCollision
{
    QString a, b;
    double depth = 0;
    JointPositions q;
};

/// Samples the joint positions: first each joint of `ranges` alone at `steps` evenly spaced
/// values from its lower to its upper position (the others at `base`), then `randomSamples`
/// configurations with every joint of `ranges` drawn uniformly from its range (a fixed seed:
/// the same call gives the same answer). Joints not in `ranges` stay at `base` (mimic followers
/// follow their leader). Returns every pair `checker` reports at some sample, sorted by name,
/// each with its deepest sample. Sampling can miss a collision that only happens between
/// samples: a thin part, a narrow range of positions.
std::vector<RangeCollision> rangeCollisions(const SelfCollisionChecker &checker,
    const JointPositions &base, const std::vector<JointRange> &ranges, int steps = 9,
    int randomSamples = 200);

} // namespace robostage
