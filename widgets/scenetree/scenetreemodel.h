#pragma once

#include "scene.h"

#include <QAbstractItemModel>
#include <QPointer>
#include <QStringList>

#include <functional>
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
/// Columns: name (with an icon per kind, sceneIcon()), kind.
///
/// The rows are made lazily: setDocument() makes none; the children of a row are made the
/// first time rowCount() or index() asks for them (a view asks when it expands the row, after
/// fetchMore()), so a world of 10 000 models costs only the rows that are shown. Until then
/// hasChildren() and canFetchMore() answer from the document. The rows look the same as if
/// all were made at once: no rows are inserted, a row's count never changes until the next
/// setDocument(). The model refers to the document given to setDocument() until it is given
/// another (or nullptr): the document must outlive that, except a session's document (see
/// setSession()), which may go first; call setDocument() again when the scene changes.
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
    /// kNoFrame or a frame no row shows; the first such row, depth first. Makes the rows on the
    /// path to it (only those): linear in the number of rows made and the entities of the
    /// document.
    QModelIndex indexOfFrame(FrameId frame) const;

    /// True when `match` accepts a row below `parent` (any depth) given its shown name
    /// (Qt::DisplayRole of the name column) and its kind; the rows not made yet are searched in
    /// the document without being made.
    bool containsMatch(const QModelIndex &parent,
        const std::function<bool(const QString &name, Kind kind)> &match) const;

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
    /// The number of children of `parent`, made now if they are not made yet.
    int rowCount(const QModelIndex &parent = {}) const override;
    bool hasChildren(const QModelIndex &parent = {}) const override;
    /// True while the children of `parent` are not made (the view then calls fetchMore()).
    bool canFetchMore(const QModelIndex &parent) const override;
    /// Makes the children of `parent`.
    void fetchMore(const QModelIndex &parent) override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(
        int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    /// A rename was refused: `reason` says why (edit::EditResult::error).
    void renameRefused(const QString &reason);
    /// A rename was pushed on the session.
    void renamed();

public:
    // Internal to the model and its builder (scenetreenode.h); public for their helpers.
    struct Item;
    struct Node;
    class Builder;

private:
    Node *nodeAt(const QModelIndex &index) const;
    /// `node` with its children made (when the document is alive, see builder()).
    Node *built(Node *node) const;
    bool containsMatch(
        const Node *node, const std::function<bool(const QString &, Kind)> &match) const;
    /// The builder while the document shown is alive, else nullptr: a session's document is
    /// replaced by an edit, or goes with its session, before setDocument() is called again,
    /// and until then the rows not made stay childless instead of reading a freed document.
    const Builder *builder() const;

    std::unique_ptr<Node> m_root;
    std::unique_ptr<Builder> m_builder; ///< of the document shown, nullptr for none
    const Document *m_document = nullptr;
    /// The session whose document was shown when setDocument() was called, if it was one's.
    QPointer<edit::EditSession> m_documentSession;
    bool m_fromSession = false; ///< the document shown is m_documentSession's
    QPointer<edit::EditSession> m_session;
    bool m_kinematic = false;
};

} // namespace robostage
