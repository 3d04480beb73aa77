// SceneTreeModel::Builder: what a node shows of its entity: name, frame, key, source location
// and tooltip text ("revolute joint: base → arm", "box", "included from model://arm").

#include "scenetree/scenetreenode.h"

#include "document.h"

#include <type_traits>

namespace robostage {

namespace {

/// `call(entity)` with the entity of `item` as its own type; `otherwise` for the root.
template<class Result, class Call>
Result visit(const SceneTreeModel::Item &item, Result otherwise, Call call)
{
    using Kind = SceneTreeModel::Kind;
    if (!item.entity)
        return otherwise;
    switch (item.kind) {
    case Kind::World:
        return call(as<World>(item));
    case Kind::Model:
        return call(as<Model>(item));
    case Kind::Link:
        return call(as<Link>(item));
    case Kind::Visual:
        return call(as<Visual>(item));
    case Kind::Collision:
        return call(as<Collision>(item));
    case Kind::Sensor:
        return call(as<Sensor>(item));
    case Kind::Light:
        return call(as<Light>(item));
    case Kind::Joint:
        return call(as<Joint>(item));
    case Kind::Frame:
        return call(as<Frame>(item));
    case Kind::LoopJoint:
        return call(as<LoopJoint>(item));
    }
    return otherwise;
}

} // namespace

void SceneTreeModel::Builder::fill(Node &node, const Node &parent) const
{
    const Item &item = node.item;
    node.kind = item.kind;
    node.rawName = nameOf(item);
    node.name = node.rawName.isEmpty() ? SceneTreeModel::tr("(unnamed)") : node.rawName;
    node.frame = frameOf(item);
    const FrameGraph &frames = m_document.frames();
    const QString scopedName
        = node.frame >= 0 && node.frame < frames.size() && node.frame != kNoFrame
        ? frames.node(node.frame).scopedName
        : (parent.key + QStringLiteral("/") + node.rawName);
    node.key = QString::number(int(item.kind)) + QLatin1Char(':') + scopedName;
    node.detail = detailOf(item);
    const SourceRef source = visit(item, SourceRef(), [](const auto &e) { return e.source; });
    node.line = source.line;
    if (source.file >= 0 && source.file < m_files.size())
        node.location = QStringLiteral("%1:%2").arg(m_files.at(source.file)).arg(source.line);
    if (item.kind == Kind::Joint)
        node.jointType = as<Joint>(item).type;
    else if (item.kind == Kind::LoopJoint)
        node.jointType = Joint::Type::Continuous;
}

FrameId SceneTreeModel::Builder::frameOf(const Item &item)
{
    if (item.kind == Kind::World || !item.entity)
        return kNoFrame;
    if (item.kind == Kind::LoopJoint)
        return as<LoopJoint>(item).link1.frame; // the attachment frame on link1
    return visit(item, kNoFrame, [](const auto &entity) {
        if constexpr (std::is_same_v<std::decay_t<decltype(entity)>,
                          World> || std::is_same_v<std::decay_t<decltype(entity)>, LoopJoint>)
            return kNoFrame;
        else
            return FrameId(entity.frame);
    });
}

QString SceneTreeModel::Builder::nameOf(const Item &item)
{
    return visit(item, QString(), [](const auto &entity) { return entity.name; });
}

QString SceneTreeModel::Builder::detailOf(const Item &item) const
{
    if (!item.entity)
        return {};
    switch (item.kind) {
    case Kind::World: {
        const SceneModel &scene = m_document.scene();
        return scene.format == SourceFormat::Sdf
            ? SceneTreeModel::tr("SDFormat %1 world").arg(scene.version)
            : QString();
    }
    case Kind::Model: {
        const auto &model = *static_cast<const Model *>(item.entity);
        if (model.include.present)
            return SceneTreeModel::tr("included from %1").arg(model.include.uri);
        return model.isStatic ? SceneTreeModel::tr("static model") : QString();
    }
    case Kind::Link:
        return {};
    case Kind::Visual:
        return geometryText(static_cast<const Visual *>(item.entity)->geometry);
    case Kind::Collision:
        return geometryText(static_cast<const Collision *>(item.entity)->geometry);
    case Kind::Sensor:
        return SceneTreeModel::tr("%1 sensor").arg(static_cast<const Sensor *>(item.entity)->type);
    case Kind::Light:
        switch (static_cast<const Light *>(item.entity)->type) {
        case Light::Type::Point:
            return SceneTreeModel::tr("point light");
        case Light::Type::Spot:
            return SceneTreeModel::tr("spot light");
        case Light::Type::Directional:
            return SceneTreeModel::tr("directional light");
        }
        return {};
    case Kind::Joint: {
        const auto &joint = *static_cast<const Joint *>(item.entity);
        return SceneTreeModel::tr("%1 joint: %2 → %3")
            .arg(joint.typeName, joint.parent, joint.child);
    }
    case Kind::Frame: {
        const auto &frame = *static_cast<const Frame *>(item.entity);
        return frame.attachedTo.isEmpty()
            ? QString()
            : SceneTreeModel::tr("attached to %1").arg(frame.attachedTo);
    }
    case Kind::LoopJoint: {
        const auto &loop = *static_cast<const LoopJoint *>(item.entity);
        return SceneTreeModel::tr("%1 loop joint: %2 ↔ %3")
            .arg(loop.typeName, loop.link1.link, loop.link2.link);
    }
    }
    return {};
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
