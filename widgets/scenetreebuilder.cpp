// SceneTreeModel::Builder: the nodes of the scene tree from a document, in the structure view
// or the kinematic view (parent link → joint → child link).

#include "scenetreenode.h"

#include "document.h"

#include <QSet>

#include <map>

namespace robostage {

SceneTreeModel::Builder::Builder(const Document &document, bool kinematic)
    : m_document(document)
    , m_files(document.filePaths())
    , m_kinematic(kinematic)
{
    for (const JointMotion &motion : document.frames().joints())
        m_motions.insert(motion.joint, &motion);
}

SceneTreeModel::Node *SceneTreeModel::Builder::add(Node *parent, Kind kind, const QString &name,
    FrameId frame, const SourceRef &source, const QString &detail)
{
    auto node = std::make_unique<Node>();
    node->kind = kind;
    node->name = name.isEmpty() ? SceneTreeModel::tr("(unnamed)") : name;
    node->rawName = name;
    const FrameGraph &frames = m_document.frames();
    const QString scopedName = frame >= 0 && frame < frames.size() && frame != kNoFrame
        ? frames.node(frame).scopedName
        : (parent->key + QStringLiteral("/") + name);
    node->key = QString::number(int(kind)) + QLatin1Char(':') + scopedName;
    node->detail = detail;
    node->frame = frame;
    node->line = source.line;
    if (source.file >= 0 && source.file < m_files.size())
        node->location = QStringLiteral("%1:%2").arg(m_files.at(source.file)).arg(source.line);
    node->parent = parent;
    node->row = int(parent->children.size());
    parent->children.push_back(std::move(node));
    return parent->children.back().get();
}

void SceneTreeModel::Builder::addModel(Node *parent, const Model &model)
{
    QString detail;
    if (model.include.present)
        detail = SceneTreeModel::tr("included from %1").arg(model.include.uri);
    else if (model.isStatic)
        detail = SceneTreeModel::tr("static model");
    Node *node = add(parent, Kind::Model, model.name, model.frame, model.source, detail);
    for (const Model &nested : model.models)
        addModel(node, nested);
    if (m_kinematic) {
        addKinematicLinks(node, model);
    } else {
        for (const Link &link : model.links)
            addLink(node, link);
        for (const Joint &joint : model.joints)
            addJoint(node, joint);
    }
    for (const LoopJoint &loop : model.loopJoints)
        addLoopJoint(node, loop);
    for (const Frame &frame : model.frames)
        addFrame(node, frame);
}

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

void SceneTreeModel::Builder::addKinematicLinks(Node *node, const Model &model)
{
    // Where each joint goes: under its parent link when that is a link of this model, else at
    // the model's top level (a parent `world`, a frame fixed in the world, a nested model's
    // link). Its child link goes under it when that is a link of this model not already the
    // child of an earlier joint (a kinematic loop shows the closing joint without its child).
    QHash<FrameId, const Link *> links;
    for (const Link &link : model.links)
        links.insert(link.frame, &link);
    std::map<FrameId, std::vector<const Joint *>> jointsBelow;
    std::vector<const Joint *> topJoints;
    QHash<const Joint *, FrameId> childLink;
    QSet<FrameId> claimed;
    for (const Joint &joint : model.joints) {
        const JointMotion *motion = m_motions.value(joint.frame);
        const FrameId parent = motion ? linkOf(motion->parent) : kNoFrame;
        const FrameId child = motion ? linkOf(motion->child) : kNoFrame;
        if (links.contains(child) && child != parent && !claimed.contains(child)) {
            claimed.insert(child);
            childLink.insert(&joint, child);
        }
        if (links.contains(parent))
            jointsBelow[parent].push_back(&joint);
        else
            topJoints.push_back(&joint);
    }
    QSet<FrameId> placed;
    // Depth first: a link, its visuals, collisions, sensors and lights, then its child joints,
    // each with its child link below it.
    auto place = [&](auto &self, Node *parent, const Link &link) -> void {
        if (placed.contains(link.frame))
            return;
        placed.insert(link.frame);
        Node *linkNode = addLink(parent, link);
        const auto below = jointsBelow.find(link.frame);
        if (below == jointsBelow.end())
            return;
        for (const Joint *joint : below->second) {
            Node *jointNode = addJoint(linkNode, *joint);
            const auto child = childLink.constFind(joint);
            if (child != childLink.constEnd())
                self(self, jointNode, *links.value(*child));
        }
    };
    for (const Link &link : model.links) {
        if (!claimed.contains(link.frame))
            place(place, node, link);
    }
    for (const Joint *joint : topJoints) {
        Node *jointNode = addJoint(node, *joint);
        const auto child = childLink.constFind(joint);
        if (child != childLink.constEnd())
            place(place, jointNode, *links.value(*child));
    }
    // Links only reachable through a loop of joints.
    for (const Link &link : model.links)
        place(place, node, link);
}

SceneTreeModel::Node *SceneTreeModel::Builder::addLink(Node *parent, const Link &link)
{
    Node *node = add(parent, Kind::Link, link.name, link.frame, link.source);
    for (const Visual &visual : link.visuals)
        add(node, Kind::Visual, visual.name, visual.frame, visual.source,
            geometryText(visual.geometry));
    for (const Collision &collision : link.collisions)
        add(node, Kind::Collision, collision.name, collision.frame, collision.source,
            geometryText(collision.geometry));
    for (const Sensor &sensor : link.sensors)
        add(node, Kind::Sensor, sensor.name, sensor.frame, sensor.source,
            SceneTreeModel::tr("%1 sensor").arg(sensor.type));
    for (const Light &light : link.lights)
        addLight(node, light);
    return node;
}

SceneTreeModel::Node *SceneTreeModel::Builder::addJoint(Node *parent, const Joint &joint)
{
    Node *node = add(parent, Kind::Joint, joint.name, joint.frame, joint.source,
        SceneTreeModel::tr("%1 joint: %2 → %3").arg(joint.typeName, joint.parent, joint.child));
    node->jointType = joint.type;
    return node;
}

void SceneTreeModel::Builder::addFrame(Node *parent, const Frame &frame)
{
    add(parent, Kind::Frame, frame.name, frame.frame, frame.source,
        frame.attachedTo.isEmpty() ? QString()
                                   : SceneTreeModel::tr("attached to %1").arg(frame.attachedTo));
}

void SceneTreeModel::Builder::addLoopJoint(Node *parent, const LoopJoint &loop)
{
    Node *node = add(parent, Kind::LoopJoint, loop.name, loop.link1.frame, loop.source,
        SceneTreeModel::tr("%1 loop joint: %2 ↔ %3")
            .arg(loop.typeName, loop.link1.link, loop.link2.link));
    node->jointType = Joint::Type::Continuous;
}

void SceneTreeModel::Builder::addLight(Node *parent, const Light &light)
{
    QString type;
    switch (light.type) {
    case Light::Type::Point:
        type = SceneTreeModel::tr("point light");
        break;
    case Light::Type::Spot:
        type = SceneTreeModel::tr("spot light");
        break;
    case Light::Type::Directional:
        type = SceneTreeModel::tr("directional light");
        break;
    }
    add(parent, Kind::Light, light.name, light.frame, light.source, type);
}

void SceneTreeModel::Builder::addWorld(Node *root)
{
    const SceneModel &scene = m_document.scene();
    const World &world = scene.world;
    Node *parent = root;
    if (scene.declaresWorld) {
        const QString format = scene.format == SourceFormat::Sdf
            ? SceneTreeModel::tr("SDFormat %1 world").arg(scene.version)
            : QString();
        parent = add(root, Kind::World, world.name, kNoFrame, world.source, format);
    }
    for (const Model &model : world.models)
        addModel(parent, model);
    for (const Light &light : world.lights)
        addLight(parent, light);
    for (const Frame &frame : world.frames)
        addFrame(parent, frame);
    for (const Joint &joint : world.joints)
        addJoint(parent, joint);
}

QString SceneTreeModel::Builder::geometryText(const Geometry &geometry)
{
    switch (geometry.type) {
    case Geometry::Type::None:
        return SceneTreeModel::tr("no geometry");
    case Geometry::Type::Empty:
        return SceneTreeModel::tr("empty geometry");
    case Geometry::Type::Box:
        return SceneTreeModel::tr("box");
    case Geometry::Type::Sphere:
        return SceneTreeModel::tr("sphere");
    case Geometry::Type::Cylinder:
        return SceneTreeModel::tr("cylinder");
    case Geometry::Type::Capsule:
        return SceneTreeModel::tr("capsule");
    case Geometry::Type::Ellipsoid:
        return SceneTreeModel::tr("ellipsoid");
    case Geometry::Type::Cone:
        return SceneTreeModel::tr("cone");
    case Geometry::Type::Plane:
        return SceneTreeModel::tr("plane");
    case Geometry::Type::Mesh:
        return SceneTreeModel::tr("mesh %1").arg(geometry.uri);
    case Geometry::Type::Heightmap:
        return SceneTreeModel::tr("heightmap %1").arg(geometry.uri);
    case Geometry::Type::Polyline:
        return SceneTreeModel::tr("polyline");
    case Geometry::Type::Image:
        return SceneTreeModel::tr("image %1").arg(geometry.uri);
    }
    return {};
}

} // namespace robostage
