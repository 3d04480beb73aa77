// poseSpecOf(): the written pose of an entity, found by its frame node.

#include "scene.h"

#include <algorithm>

namespace robostage {

namespace {

PoseSpec *inModel(Model &model, FrameId frame)
{
    if (model.frame == frame)
        return &model.pose;
    for (Link &link : model.links) {
        if (link.frame == frame)
            return &link.pose;
        for (Visual &v : link.visuals) {
            if (v.frame == frame)
                return &v.pose;
        }
        for (Collision &c : link.collisions) {
            if (c.frame == frame)
                return &c.pose;
        }
        for (Sensor &s : link.sensors) {
            if (s.frame == frame)
                return &s.pose;
        }
        for (Light &l : link.lights) {
            if (l.frame == frame)
                return &l.pose;
        }
    }
    for (Joint &j : model.joints) {
        if (j.frame == frame)
            return &j.pose;
    }
    for (Frame &f : model.frames) {
        if (f.frame == frame)
            return &f.pose;
    }
    for (Model &nested : model.models) {
        if (PoseSpec *spec = inModel(nested, frame))
            return spec;
    }
    return nullptr;
}

} // namespace

PoseSpec *poseSpecOf(World &world, FrameId frame)
{
    // Readers number a model's frames after the model's own, before the next model's: look in
    // the last model starting at or before `frame` first, then everywhere.
    auto after = std::upper_bound(world.models.begin(), world.models.end(), frame,
        [](FrameId id, const Model &model) { return id < model.frame; });
    if (after != world.models.begin()) {
        if (PoseSpec *spec = inModel(*(after - 1), frame))
            return spec;
    }
    for (Model &model : world.models) {
        if (PoseSpec *spec = inModel(model, frame))
            return spec;
    }
    for (Joint &j : world.joints) {
        if (j.frame == frame)
            return &j.pose;
    }
    for (Frame &f : world.frames) {
        if (f.frame == frame)
            return &f.pose;
    }
    for (Light &l : world.lights) {
        if (l.frame == frame)
            return &l.pose;
    }
    return nullptr;
}

const PoseSpec *poseSpecOf(const World &world, FrameId frame)
{
    return poseSpecOf(const_cast<World &>(world), frame);
}

} // namespace robostage
