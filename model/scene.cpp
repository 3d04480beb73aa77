#include "scene.h"

namespace robostage {

const char *jointTypeName(Joint::Type type)
{
    switch (type) {
    case Joint::Type::Fixed:
        return "fixed";
    case Joint::Type::Revolute:
        return "revolute";
    case Joint::Type::Continuous:
        return "continuous";
    case Joint::Type::Prismatic:
        return "prismatic";
    case Joint::Type::Floating:
        return "floating";
    case Joint::Type::Planar:
        return "planar";
    case Joint::Type::Ball:
        return "ball";
    case Joint::Type::Universal:
        return "universal";
    case Joint::Type::Revolute2:
        return "revolute2";
    case Joint::Type::Screw:
        return "screw";
    case Joint::Type::Gearbox:
        return "gearbox";
    case Joint::Type::Other:
        break;
    }
    return "other";
}

namespace {

void count(const Model &model, EntityCounts &counts)
{
    ++counts.models;
    counts.links += int(model.links.size());
    counts.joints += int(model.joints.size());
    for (const Model &nested : model.models)
        count(nested, counts);
}

} // namespace

EntityCounts countEntities(const World &world)
{
    EntityCounts counts;
    for (const Model &model : world.models)
        count(model, counts);
    return counts;
}

} // namespace robostage
