#pragma once

#include "scene.h"

#include <QAbstractItemModel>
#include <QStringList>

#include <memory>

namespace robostage {

class Document;

/// Read-only item model of a document's scene, for the scene tree dock.
///
/// Hierarchy: world → models (nested models first, then links, joints, frames) → links →
/// visuals, collisions, sensors, lights; then the world's lights, frames and joints. A file
/// without a world (an SDF `<model>` root or a URDF robot) shows its models as top-level rows.
/// Columns: name, kind. The model copies what it shows when setDocument() is called, so it does
/// not refer to the document afterwards; call setDocument() again when the scene changes.
class SceneTreeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, KindColumn, ColumnCount };

    enum class Kind { World, Model, Link, Visual, Collision, Sensor, Light, Joint, Frame };

    enum Role {
        KindRole = Qt::UserRole + 1, ///< Kind as int
        FrameIdRole, ///< FrameId in Document::frames(), kNoFrame for the world
        SourceLineRole, ///< 1-based line of the element, 0 if unknown
    };

    explicit SceneTreeModel(QObject *parent = nullptr);
    ~SceneTreeModel() override;

    /// Rebuilds the tree from `document` (nullptr: empty). Resets the model.
    void setDocument(const Document *document);

    /// The name-column index of the entity with frame `frame` (FrameIdRole), invalid for
    /// kNoFrame or a frame no row shows. Depth-first search: linear in the number of rows.
    QModelIndex indexOfFrame(FrameId frame) const;

    /// Translated lower-case kind as shown in the kind column ("link", "joint", …).
    static QString kindName(Kind kind);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Node;
    class Builder;

    Node *nodeAt(const QModelIndex &index) const;

    std::unique_ptr<Node> m_root;
};

} // namespace robostage
