#pragma once

// Internal to the scene tree model: its node and the builder that makes the nodes from a
// document (scenetreebuilder.cpp). Not for use outside scenetreemodel.cpp and the builder.

#include "framegraph.h"
#include "scenetreemodel.h"

#include <QHash>
#include <QStringList>

#include <memory>
#include <vector>

namespace robostage {

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
    std::vector<std::unique_ptr<Node>> children;
};

/// Walks a document's SceneModel and creates the nodes: the structure view in the order the
/// SceneTreeModel class comment gives, or the kinematic view (setKinematic()).
class SceneTreeModel::Builder
{
public:
    Builder(const Document &document, bool kinematic);

    /// Adds the world (or, for a file without one, its models) below `root`.
    void addWorld(Node *root);

private:
    Node *add(Node *parent, Kind kind, const QString &name, FrameId frame, const SourceRef &source,
        const QString &detail = {});
    void addModel(Node *parent, const Model &model);
    /// The kinematic view of `model`'s links and joints below `node`.
    void addKinematicLinks(Node *node, const Model &model);
    Node *addLink(Node *parent, const Link &link);
    Node *addJoint(Node *parent, const Joint &joint);
    void addFrame(Node *parent, const Frame &frame);
    /// A Drake `<loop_joint>`: its row selects the attachment frame on link1.
    void addLoopJoint(Node *parent, const LoopJoint &loop);
    void addLight(Node *parent, const Light &light);
    /// The link `frame` is attached to (FrameGraph::body()), kNoFrame for the world or none.
    FrameId linkOf(FrameId frame) const;
    static QString geometryText(const Geometry &geometry);

    const Document &m_document;
    const QStringList m_files;
    const bool m_kinematic;
    QHash<FrameId, const JointMotion *> m_motions; ///< by joint frame
};

} // namespace robostage
