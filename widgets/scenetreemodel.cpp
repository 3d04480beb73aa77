#include "scenetreemodel.h"

#include "document.h"

#include <vector>

namespace robostage {

struct SceneTreeModel::Node
{
    Kind kind = Kind::World;
    QString name;
    QString detail; ///< tooltip text, e.g. "revolute joint: base → arm"
    QString location; ///< "FILE:LINE" of the element, empty if unknown
    FrameId frame = kNoFrame;
    int line = 0;
    Node *parent = nullptr;
    int row = 0;
    std::vector<std::unique_ptr<Node>> children;
};

/// Walks a SceneModel and creates the nodes in the order the class comment gives.
class SceneTreeModel::Builder
{
public:
    explicit Builder(const QStringList &files)
        : m_files(files)
    {
    }

    Node *add(Node *parent, Kind kind, const QString &name, FrameId frame, const SourceRef &source,
        const QString &detail = {})
    {
        auto node = std::make_unique<Node>();
        node->kind = kind;
        node->name = name.isEmpty() ? SceneTreeModel::tr("(unnamed)") : name;
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

    void addModel(Node *parent, const Model &model)
    {
        QString detail;
        if (model.include.present)
            detail = SceneTreeModel::tr("included from %1").arg(model.include.uri);
        else if (model.isStatic)
            detail = SceneTreeModel::tr("static model");
        Node *node = add(parent, Kind::Model, model.name, model.frame, model.source, detail);
        for (const Model &nested : model.models)
            addModel(node, nested);
        for (const Link &link : model.links)
            addLink(node, link);
        for (const Joint &joint : model.joints)
            addJoint(node, joint);
        for (const Frame &frame : model.frames)
            addFrame(node, frame);
    }

    void addLink(Node *parent, const Link &link)
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
    }

    void addJoint(Node *parent, const Joint &joint)
    {
        add(parent, Kind::Joint, joint.name, joint.frame, joint.source,
            SceneTreeModel::tr("%1 joint: %2 → %3").arg(joint.typeName, joint.parent, joint.child));
    }

    void addFrame(Node *parent, const Frame &frame)
    {
        add(parent, Kind::Frame, frame.name, frame.frame, frame.source,
            frame.attachedTo.isEmpty()
                ? QString()
                : SceneTreeModel::tr("attached to %1").arg(frame.attachedTo));
    }

    void addLight(Node *parent, const Light &light)
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

    void addWorld(Node *root, const SceneModel &scene)
    {
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

private:
    static QString geometryText(const Geometry &geometry)
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

    const QStringList &m_files;
};

SceneTreeModel::SceneTreeModel(QObject *parent)
    : QAbstractItemModel(parent)
    , m_root(std::make_unique<Node>())
{
}

SceneTreeModel::~SceneTreeModel() = default;

void SceneTreeModel::setDocument(const Document *document)
{
    beginResetModel();
    m_root = std::make_unique<Node>();
    if (document) {
        const QStringList files = document->filePaths();
        Builder(files).addWorld(m_root.get(), document->scene());
    }
    endResetModel();
}

QModelIndex SceneTreeModel::indexOfFrame(FrameId frame) const
{
    if (frame == kNoFrame || !m_root)
        return {};
    std::vector<const Node *> stack {m_root.get()};
    while (!stack.empty()) {
        const Node *node = stack.back();
        stack.pop_back();
        if (node != m_root.get() && node->frame == frame)
            return createIndex(node->row, NameColumn, const_cast<Node *>(node));
        for (auto it = node->children.rbegin(); it != node->children.rend(); ++it)
            stack.push_back(it->get());
    }
    return {};
}

QString SceneTreeModel::kindName(Kind kind)
{
    switch (kind) {
    case Kind::World:
        return tr("world");
    case Kind::Model:
        return tr("model");
    case Kind::Link:
        return tr("link");
    case Kind::Visual:
        return tr("visual");
    case Kind::Collision:
        return tr("collision");
    case Kind::Sensor:
        return tr("sensor");
    case Kind::Light:
        return tr("light");
    case Kind::Joint:
        return tr("joint");
    case Kind::Frame:
        return tr("frame");
    }
    return {};
}

SceneTreeModel::Node *SceneTreeModel::nodeAt(const QModelIndex &index) const
{
    return index.isValid() ? static_cast<Node *>(index.internalPointer()) : m_root.get();
}

QModelIndex SceneTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    return createIndex(row, column, nodeAt(parent)->children[size_t(row)].get());
}

QModelIndex SceneTreeModel::parent(const QModelIndex &child) const
{
    if (!child.isValid())
        return {};
    Node *parent = nodeAt(child)->parent;
    if (!parent || parent == m_root.get())
        return {};
    return createIndex(parent->row, 0, parent);
}

int SceneTreeModel::rowCount(const QModelIndex &parent) const
{
    if (parent.column() > 0)
        return 0;
    return int(nodeAt(parent)->children.size());
}

int SceneTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant SceneTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    const Node *node = nodeAt(index);
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == NameColumn ? node->name : kindName(node->kind);
    case Qt::ToolTipRole: {
        QStringList lines;
        lines << (node->detail.isEmpty() ? kindName(node->kind) : node->detail);
        if (!node->location.isEmpty())
            lines << node->location;
        return lines.join(QLatin1Char('\n'));
    }
    case KindRole:
        return int(node->kind);
    case FrameIdRole:
        return node->frame;
    case SourceLineRole:
        return node->line;
    default:
        return {};
    }
}

QVariant SceneTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == NameColumn ? tr("Name") : tr("Kind");
}

} // namespace robostage
