#pragma once

// Random joint positions for the collision benchmarks (collision_check, live_collisions).

#include "document.h"

#include <cmath>
#include <functional>
#include <random>
#include <vector>

namespace robostage::bench {

/// `n` configurations of every revolute, continuous and prismatic joint of `doc` (nested models
/// included), each position drawn uniformly within the joint's limits (±π where it has none:
/// radians or metres), by scoped joint name. The same seed gives the same configurations.
inline std::vector<JointPositions> randomConfigurations(
    const Document &doc, int n, unsigned seed = 42)
{
    std::mt19937 random(seed);
    std::vector<JointPositions> qs(static_cast<size_t>(n));
    std::function<void(const Model &, JointPositions &)> add
        = [&](const Model &m, JointPositions &q) {
              for (const Joint &j : m.joints) {
                  if (j.type != Joint::Type::Revolute && j.type != Joint::Type::Continuous
                      && j.type != Joint::Type::Prismatic)
                      continue;
                  const double lo = std::isfinite(j.axis.lower) ? j.axis.lower : -M_PI;
                  const double hi = std::isfinite(j.axis.upper) ? j.axis.upper : M_PI;
                  q.insert(doc.frames().node(j.frame).scopedName,
                      std::uniform_real_distribution<double>(lo, std::max(lo, hi))(random));
              }
              for (const Model &nested : m.models)
                  add(nested, q);
          };
    for (JointPositions &q : qs) {
        for (const Model &m : doc.scene().world.models)
            add(m, q);
    }
    return qs;
}

} // namespace robostage::bench
