// SceneTreeModel::Builder's kinematic plan: where the kinematic view puts a model's links and
// joints (parent link → joint → child link), worked out once per model when its rows are made.

#include "scenetree/scenetreenode.h"

#include "document.h"

#include <QSet>

namespace robostage {

FrameId SceneTreeModel::Builder::linkOf(FrameId frame) const
{
    const FrameGraph &frames = m_document.frames();
    if (frame == kNoFrame || frame < 0 || frame >= frames.size())
        return kNoFrame;
    const FrameId body = frames.body(frame);
    if (body == kWorldFrame || body < 0 || body >= frames.size()
        || frames.node(body).kind != FrameKind::Link)
        return kNoFrame;
    return body;
}

const SceneTreeModel::Builder::KinematicPlan &SceneTreeModel::Builder::plan(
    const Model &model) const
{
    if (const auto found = m_plans.constFind(&model); found != m_plans.constEnd())
        return **found;
    if (m_motions.isEmpty()) {
        for (const JointMotion &motion : m_document.frames().joints())
            m_motions.insert(motion.joint, &motion);
    }
    auto plan = std::make_shared<KinematicPlan>();
    // Where each joint goes: under its parent link when that is a link of this model, else at
    // the model's top level (a parent `world`, a frame fixed in the world, a nested model's
    // link). Its child link goes under it when that is a link of this model not already the
    // child of an earlier joint (a kinematic loop shows the closing joint without its child).
    QHash<FrameId, const Link *> links;
    for (const Link &link : model.links) {
        if (link.frame != kNoFrame)
            links.insert(link.frame, &link);
    }
    std::vector<const Joint *> topJoints;
    QHash<const Joint *, const Link *> claims;
    QSet<const Link *> claimed;
    for (const Joint &joint : model.joints) {
        const JointMotion *motion = m_motions.value(joint.frame);
        const FrameId parent = motion ? linkOf(motion->parent) : kNoFrame;
        const FrameId child = motion ? linkOf(motion->child) : kNoFrame;
        const Link *childLink = links.value(child);
        if (childLink && child != parent && !claimed.contains(childLink)) {
            claimed.insert(childLink);
            claims.insert(&joint, childLink);
        }
        if (const Link *parentLink = links.value(parent))
            plan->jointsBelow[parentLink].push_back(&joint);
        else
            topJoints.push_back(&joint);
    }
    // Depth first, as the rows show: a link, then its child joints, each with its child link
    // below it unless that link shows already.
    QSet<const Link *> placed;
    auto place = [&](auto &self, const Link *link) -> bool {
        if (placed.contains(link))
            return false;
        placed.insert(link);
        for (const Joint *joint : plan->jointsBelow.value(link)) {
            const Link *child = claims.value(joint);
            if (child && self(self, child))
                plan->childLink.insert(joint, child);
        }
        return true;
    };
    for (const Link &link : model.links) {
        if (!claimed.contains(&link) && place(place, &link))
            plan->top.push_back({Kind::Link, &link, &model});
    }
    for (const Joint *joint : topJoints) {
        plan->top.push_back({Kind::Joint, joint, &model});
        const Link *child = claims.value(joint);
        if (child && place(place, child))
            plan->childLink.insert(joint, child);
    }
    // Links only reachable through a loop of joints.
    for (const Link &link : model.links) {
        if (place(place, &link))
            plan->top.push_back({Kind::Link, &link, &model});
    }
    m_plans.insert(&model, plan);
    return *plan;
}

} // namespace robostage
