// rangeCollisions() (rangecheck.h).

#include "rangecheck.h"

#include <map>
#include <random>
#include <utility>

namespace robostage {

std::vector<RangeCollision> rangeCollisions(const SelfCollisionChecker &checker,
    const JointPositions &base, const std::vector<JointRange> &ranges, int steps, int randomSamples)
{
    std::map<std::pair<QString, QString>, RangeCollision> found;
    const auto sample = [&](const JointPositions &q) {
        for (const SelfCollision &c : checker.check(q)) {
            RangeCollision &r = found[{c.a, c.b}];
            if (r.a.isEmpty() || c.depth > r.depth)
                r = {c.a, c.b, c.depth, q};
        }
    };
    for (const JointRange &range : ranges) {
        JointPositions q = base;
        for (int i = 0; i < steps; ++i) {
            q[range.joint] = range.lower
                + (range.upper - range.lower) * (steps > 1 ? double(i) / (steps - 1) : 0.5);
            sample(q);
        }
    }
    std::mt19937 random(7);
    std::uniform_real_distribution<double> unit(0, 1);
    for (int i = 0; i < randomSamples && !ranges.empty(); ++i) {
        JointPositions q = base;
        for (const JointRange &range : ranges)
            q[range.joint] = range.lower + (range.upper - range.lower) * unit(random);
        sample(q);
    }
    std::vector<RangeCollision> out;
    for (auto &entry : found)
        out.push_back(std::move(entry.second));
    return out;
}

} // namespace robostage
