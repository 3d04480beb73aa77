#pragma once

// Internal to the scene tree model: its node, the entity a node shows (Item) and the builder
// that makes nodes from a document when the view asks for them (scenetreebuilder.cpp,
// scenetreekinematic.cpp). Not for use outside scenetreemodel.cpp and the builder.

#include "framegraph.h"
#include "scenetree/scenetreemodel.h"

#include <QHash>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

namespace robostage {

/// An entity of the document as a row shows it, before or without a node: what the builder
/// enumerates to make a node's children and to search rows that are not made yet.
struct SceneTreeModel::Item
{
    Kind kind = Kind::World;
    /// The World, Model, Link, Visual, Collision, Sensor, Light, Joint, Frame or LoopJoint of
    /// the document (by `kind`); nullptr for the invisible root.
    const void *entity = nullptr;
    /// For links and joints: the model they are declared in (its kinematic plan places them).
    const Model *model = nullptr;
};

/// The entity of `item` as its type (by Item::kind; not for the root).
template<class T> const T &as(const SceneTreeModel::Item &item)
{
    return *static_cast<const T *>(item.entity);
}

struct SceneTreeModel::Node
{
    Kind kind = Kind::World;
    QString name; ///< as shown: "(unnamed)" for an empty name
    QString rawName; ///< as written, the text the name editor starts from
    QString key; ///< "kind:scoped name" (KeyRole)
    QString detail; ///< tooltip text, e.g. "revolute joint: base → arm"
    QString location; ///< "FILE:LINE" of the element, empty if unknown
    Joint::Type jointType = Joint::Type::Other; ///< for joints: the icon
    FrameId frame = kNoFrame;
    int line = 0;
    Node *parent = nullptr;
    int row = 0;
    Item item; ///< what the node shows; its children are made from it
    bool built = false; ///< `children` are made (Builder::build())
    std::vector<std::unique_ptr<Node>> children;
};

/// Makes the nodes of a document's SceneModel, one node's children at a time: the structure
/// view in the order the SceneTreeModel class comment gives, or the kinematic view. Refers to
/// the document: it must live as long as the builder.
class SceneTreeModel::Builder
{
public:
    Builder(const Document &document, bool kinematic);
    ~Builder();

    /// The invisible root: its children are the world's row, or the models of a file without
    /// a world.
    void initRoot(Node *root) const;
    /// Makes the children of `node` (once; later calls do nothing).
    void build(Node *node) const;
    /// True when `item` has children in the tree (without making them).
    bool hasChildren(const Item &item) const;
    /// True when a row below `item` shows `frame`.
    bool containsFrame(const Item &item, FrameId frame) const;
    /// True when `match` accepts the shown name and the kind of a row below `item`.
    bool containsMatch(
        const Item &item, const std::function<bool(const QString &, Kind)> &match) const;

private:
    /// How the kinematic view arranges a model's links and joints: what shows at the model's
    /// top level, below each link and below each joint.
    struct KinematicPlan
    {
        std::vector<Item> top; ///< root links and joints not below a link of the model, in order
        QHash<const Link *, std::vector<const Joint *>> jointsBelow; ///< by parent link
        QHash<const Joint *, const Link *> childLink; ///< the child link shown below a joint
    };

    /// The children of `item` in the order the tree shows them, appended to `out`.
    void children(const Item &item, std::vector<Item> &out) const;
    void modelChildren(const Model &model, std::vector<Item> &out) const;
    void linkChildren(const Item &link, std::vector<Item> &out) const;
    /// Fills `node` (all but parent, row and children) from its item.
    void fill(Node &node, const Node &parent) const;
    /// How the kinematic view arranges `model`'s links and joints (scenetreekinematic.cpp).
    const KinematicPlan &plan(const Model &model) const;
    /// The link `frame` is attached to (FrameGraph::body()), kNoFrame for the world or none.
    FrameId linkOf(FrameId frame) const;
    static FrameId frameOf(const Item &item);
    static QString nameOf(const Item &item);
    QString detailOf(const Item &item) const;
    static QString geometryText(const Geometry &geometry);

    const Document &m_document;
    const QStringList m_files;
    const bool m_kinematic;
    mutable QHash<FrameId, const JointMotion *> m_motions; ///< by joint frame, made for a plan
    mutable QHash<const Model *, std::shared_ptr<const KinematicPlan>> m_plans;
};

} // namespace robostage
