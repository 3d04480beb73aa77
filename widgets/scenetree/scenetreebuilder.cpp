// SceneTreeModel::Builder: the rows of the scene tree from a document, one node's children at a
// time, in the structure view or the kinematic view (parent link → joint → child link, whose
// arrangement is in scenetreekinematic.cpp).

#include "scenetree/scenetreenode.h"

#include "document.h"

namespace robostage {

SceneTreeModel::Builder::Builder(const Document &document, bool kinematic)
    : m_document(document)
    , m_files(document.filePaths())
    , m_kinematic(kinematic)
{
}

SceneTreeModel::Builder::~Builder() = default;

void SceneTreeModel::Builder::initRoot(Node *root) const
{
    root->item = Item {Kind::World, nullptr, nullptr};
}

void SceneTreeModel::Builder::build(Node *node) const
{
    if (node->built)
        return;
    node->built = true;
    std::vector<Item> items;
    children(node->item, items);
    node->children.reserve(items.size());
    for (const Item &item : items) {
        auto child = std::make_unique<Node>();
        child->item = item;
        child->parent = node;
        child->row = int(node->children.size());
        fill(*child, *node);
        node->children.push_back(std::move(child));
    }
}

bool SceneTreeModel::Builder::hasChildren(const Item &item) const
{
    // Asked for every row the view lays out: models and links answer without a plan or a list.
    if (item.kind == Kind::Model && item.entity) {
        const Model &model = as<Model>(item);
        return !model.models.empty() || !model.links.empty() || !model.joints.empty()
            || !model.loopJoints.empty() || !model.frames.empty();
    }
    if (item.kind == Kind::Link && item.entity) {
        const Link &link = as<Link>(item);
        if (!link.visuals.empty() || !link.collisions.empty() || !link.sensors.empty()
            || !link.lights.empty())
            return true;
        return m_kinematic && item.model && plan(*item.model).jointsBelow.contains(&link);
    }
    std::vector<Item> items;
    children(item, items);
    return !items.empty();
}

bool SceneTreeModel::Builder::containsFrame(const Item &item, FrameId frame) const
{
    std::vector<Item> items;
    children(item, items);
    for (const Item &child : items) {
        if (frameOf(child) == frame || containsFrame(child, frame))
            return true;
    }
    return false;
}

bool SceneTreeModel::Builder::containsMatch(
    const Item &item, const std::function<bool(const QString &, Kind)> &match) const
{
    std::vector<Item> items;
    children(item, items);
    for (const Item &child : items) {
        const QString name = nameOf(child);
        if (match(name.isEmpty() ? SceneTreeModel::tr("(unnamed)") : name, child.kind)
            || containsMatch(child, match))
            return true;
    }
    return false;
}

void SceneTreeModel::Builder::children(const Item &item, std::vector<Item> &out) const
{
    const SceneModel &scene = m_document.scene();
    if (!item.entity && scene.declaresWorld) {
        out.push_back({Kind::World, &scene.world, nullptr});
        return;
    }
    switch (item.kind) {
    case Kind::World: { // also the root of a file without a world
        const World &world = scene.world;
        for (const Model &model : world.models)
            out.push_back({Kind::Model, &model, nullptr});
        for (const Light &light : world.lights)
            out.push_back({Kind::Light, &light, nullptr});
        for (const Frame &frame : world.frames)
            out.push_back({Kind::Frame, &frame, nullptr});
        for (const Joint &joint : world.joints)
            out.push_back({Kind::Joint, &joint, nullptr});
        return;
    }
    case Kind::Model:
        modelChildren(as<Model>(item), out);
        return;
    case Kind::Link:
        linkChildren(item, out);
        return;
    case Kind::Joint:
        if (m_kinematic && item.model) {
            if (const Link *link = plan(*item.model).childLink.value(&as<Joint>(item)))
                out.push_back({Kind::Link, link, item.model});
        }
        return;
    default:
        return;
    }
}

void SceneTreeModel::Builder::modelChildren(const Model &model, std::vector<Item> &out) const
{
    for (const Model &nested : model.models)
        out.push_back({Kind::Model, &nested, nullptr});
    if (m_kinematic) {
        const std::vector<Item> &top = plan(model).top;
        out.insert(out.end(), top.begin(), top.end());
    } else {
        for (const Link &link : model.links)
            out.push_back({Kind::Link, &link, &model});
        for (const Joint &joint : model.joints)
            out.push_back({Kind::Joint, &joint, &model});
    }
    for (const LoopJoint &loop : model.loopJoints)
        out.push_back({Kind::LoopJoint, &loop, nullptr});
    for (const Frame &frame : model.frames)
        out.push_back({Kind::Frame, &frame, nullptr});
}

void SceneTreeModel::Builder::linkChildren(const Item &item, std::vector<Item> &out) const
{
    const Link &link = as<Link>(item);
    for (const Visual &visual : link.visuals)
        out.push_back({Kind::Visual, &visual, nullptr});
    for (const Collision &collision : link.collisions)
        out.push_back({Kind::Collision, &collision, nullptr});
    for (const Sensor &sensor : link.sensors)
        out.push_back({Kind::Sensor, &sensor, nullptr});
    for (const Light &light : link.lights)
        out.push_back({Kind::Light, &light, nullptr});
    if (!m_kinematic || !item.model)
        return;
    const KinematicPlan &kinematic = plan(*item.model);
    const auto below = kinematic.jointsBelow.constFind(&link);
    if (below == kinematic.jointsBelow.constEnd())
        return;
    for (const Joint *joint : *below)
        out.push_back({Kind::Joint, joint, item.model});
}

} // namespace robostage
