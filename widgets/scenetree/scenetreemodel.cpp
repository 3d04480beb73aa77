#include "scenetree/scenetreemodel.h"

#include "document.h"
#include "edit/commands.h"
#include "edit/editsession.h"
#include "scenetree/sceneicons.h"
#include "scenetree/scenetreenode.h"

#include <QTimer>

#include <vector>

namespace robostage {

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
    m_builder.reset();
    m_document = document;
    m_fromSession = document && m_session && &m_session->document() == document;
    m_documentSession = m_fromSession ? m_session : nullptr;
    if (document) {
        m_builder = std::make_unique<Builder>(*document, m_kinematic);
        m_builder->initRoot(m_root.get());
    } else {
        m_root->built = true;
    }
    endResetModel();
}

void SceneTreeModel::setSession(edit::EditSession *session)
{
    m_session = session;
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
    case Kind::LoopJoint:
        return tr("loop joint");
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
    return createIndex(row, column, built(nodeAt(parent))->children[size_t(row)].get());
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
    case Qt::EditRole:
        return index.column() == NameColumn ? node->rawName : kindName(node->kind);
    case Qt::DecorationRole:
        if (index.column() != NameColumn)
            return {};
        return sceneIcon(node->kind, node->jointType);
    case Qt::ToolTipRole: {
        QStringList lines;
        // The whole name first: a narrow Name column elides it (SceneTreeDock).
        if (index.column() == NameColumn && !node->rawName.isEmpty())
            lines << node->rawName;
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
    case KeyRole:
        return node->key;
    default:
        return {};
    }
}

Qt::ItemFlags SceneTreeModel::flags(const QModelIndex &index) const
{
    Qt::ItemFlags flags = QAbstractItemModel::flags(index);
    if (index.isValid() && index.column() == NameColumn && m_session
        && nodeAt(index)->frame != kNoFrame && nodeAt(index)->kind != Kind::LoopJoint)
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool SceneTreeModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const Node *node = nodeAt(index);
    const QString name = value.toString().trimmed();
    if (name == node->rawName)
        return false;
    edit::EditResult result;
    if (!edit::RenameEntity::create(*m_session, node->frame, name, result)) {
        if (!result.ok)
            emit renameRefused(result.error);
        return false;
    }
    // Planned again when pushed: the document is the same one unless something else edited it
    // in between, and then the plan must be made on the new one.
    const QPointer<edit::EditSession> session = m_session;
    const FrameId frame = node->frame;
    QTimer::singleShot(0, this, [this, session, frame, name] {
        if (!session || session != m_session)
            return;
        edit::EditResult again;
        auto command = edit::RenameEntity::create(*session, frame, name, again);
        if (!command) {
            if (!again.ok)
                emit renameRefused(again.error);
            return;
        }
        session->push(std::move(command), again);
        emit renamed();
    });
    return true;
}

QVariant SceneTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    return section == NameColumn ? tr("Name") : tr("Kind");
}

} // namespace robostage
