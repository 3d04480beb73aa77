#pragma once

#include "scene.h"

#include <QAbstractItemModel>
#include <QPointer>
#include <QStringList>

#include <memory>

namespace robostage {

class Document;

namespace edit {
class EditSession;
}

/// Item model of a document's scene, for the scene tree dock.
///
/// Hierarchy (structure view): world → models (nested models first, then links, joints,
/// Drake loop joints, frames) → links → visuals, collisions, sensors, lights; then the world's
/// lights, frames and joints. Kinematic view (setKinematic()): under each model its nested
/// models, then each root link → its child joints → their child links → …, with each link's
/// visuals, collisions, sensors and lights first; joints whose parent is not a link of the model
/// (`world`) at the model's top level with their child link below them; then the Drake loop
/// joints and the frames. A file without a world (an SDF `<model>` root or a URDF robot) shows
/// its models as top-level rows.
/// Columns: name (with an icon per kind, sceneIcon()), kind. The model copies what it shows when
/// setDocument() is called, so it does not refer to the document afterwards; call setDocument()
/// again when the scene changes.
///
/// With an edit session (setSession()) the name column is editable: setData() renames the entity
/// and every reference to it through edit::RenameEntity (SDFormat 1.8 name scoping; URDF link
/// and joint references), or emits renameRefused() with the reason and changes nothing.
class SceneTreeModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, KindColumn, ColumnCount };

    /// LoopJoint: a Drake `<loop_joint>` (drake-urdf-xsd.txt); its row's frame is the
    /// attachment frame on link1. Not renamed in place.
    enum class Kind {
        World,
        Model,
        Link,
        Visual,
        Collision,
        Sensor,
        Light,
        Joint,
        Frame,
        LoopJoint
    };

    enum Role {
        KindRole = Qt::UserRole + 1, ///< Kind as int
        FrameIdRole, ///< FrameId in Document::frames(), kNoFrame for the world
        SourceLineRole, ///< 1-based line of the element, 0 if unknown
        KeyRole, ///< "kind:scoped name", the same entity's key across rebuilds and views
    };

    explicit SceneTreeModel(QObject *parent = nullptr);
    ~SceneTreeModel() override;

    /// Rebuilds the tree from `document` (nullptr: empty). Resets the model.
    void setDocument(const Document *document);

    /// Chooses the kinematic view (true) or the structure view for the next setDocument().
    void setKinematic(bool kinematic) { m_kinematic = kinematic; }
    bool isKinematic() const { return m_kinematic; }

    /// The session whose document is shown; renames are pushed on it (nullptr: read-only).
    /// `session` must be the one whose document() is given to setDocument().
    void setSession(edit::EditSession *session);

    /// The name-column index of the entity with frame `frame` (FrameIdRole), invalid for
    /// kNoFrame or a frame no row shows. Depth-first search: linear in the number of rows.
    QModelIndex indexOfFrame(FrameId frame) const;

    /// Translated lower-case kind as shown in the kind column ("link", "joint", …).
    static QString kindName(Kind kind);

    Qt::ItemFlags flags(const QModelIndex &index) const override;
    /// Renames the entity of a name-column `index` to `value` (Qt::EditRole, surrounding
    /// whitespace dropped). A name RenameEntity refuses emits renameRefused() and returns
    /// false. An accepted one returns true; the command is pushed on the session as soon as
    /// control returns to the event loop (the push reads the document again, and the window
    /// then rebuilds this model, which must not happen while a view commits its editor).
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    /// A rename was refused: `reason` says why (edit::EditResult::error).
    void renameRefused(const QString &reason);
    /// A rename was pushed on the session.
    void renamed();

private:
    struct Node;
    class Builder;

    Node *nodeAt(const QModelIndex &index) const;

    std::unique_ptr<Node> m_root;
    QPointer<edit::EditSession> m_session;
    bool m_kinematic = false;
};

} // namespace robostage
