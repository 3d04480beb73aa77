#include "sdftourdftree.h"

#include "xmlout.h"

#include <QCoreApplication>
#include <QStringList>

namespace robostage::convert {

bool buildUrdfTree(const Model &model, const FrameGraph &graph, Reporter &report, UrdfTree &tree)
{
    QHash<FrameId, const JointMotion *> motionOf;
    for (const JointMotion &m : graph.joints())
        motionOf.insert(m.joint, &m);
    QHash<FrameId, const Link *> links;
    for (const Link &l : model.links)
        links.insert(l.frame, &l);
    const auto linkName = [&](FrameId id) {
        return id == kWorldFrame ? QStringLiteral("world") : links.value(id)->name;
    };

    bool ok = true;
    for (const Joint &j : model.joints) {
        const JointMotion *m = motionOf.value(j.frame);
        UrdfTree::Edge edge {&j, m};
        if (m && m->child != kNoFrame) {
            edge.parent = graph.body(m->parent);
            edge.child = graph.body(m->child);
        }
        if (!m || edge.child == kNoFrame || !links.contains(edge.child)
            || (edge.parent != kWorldFrame && !links.contains(edge.parent))) {
            report.error(j.source,
                tr("joint '%1' does not connect two links of model '%2'; URDF joints connect "
                   "a parent link to a child link")
                    .arg(j.name, model.name));
            ok = false;
            continue;
        }
        if (edge.parent == edge.child) {
            report.error(j.source,
                tr("joint '%1' connects link '%2' to itself").arg(j.name, linkName(edge.child)));
            ok = false;
            continue;
        }
        if (const auto other = tree.parentEdge.constFind(edge.child);
            other != tree.parentEdge.constEnd()) {
            report.error(j.source,
                tr("link '%1' is the child of joints '%2' and '%3': a kinematic loop, which "
                   "URDF cannot describe (it describes a tree)")
                    .arg(linkName(edge.child), tree.edges[size_t(*other)].joint->name, j.name));
            ok = false;
            continue;
        }
        tree.usesWorld = tree.usesWorld || edge.parent == kWorldFrame;
        tree.parentEdge.insert(edge.child, int(tree.edges.size()));
        tree.edges.push_back(edge);
    }
    if (!ok)
        return false;

    // Cycles: following parent joints from any link must end at a root within |links| steps.
    QStringList roots;
    if (tree.usesWorld)
        roots << QStringLiteral("'world'");
    for (const Link &l : model.links) {
        if (!tree.parentEdge.contains(l.frame))
            roots << QLatin1Char('\'') + l.name + QLatin1Char('\'');
        FrameId cur = l.frame;
        QStringList path;
        for (size_t steps = 0; cur != kWorldFrame && tree.parentEdge.contains(cur); ++steps) {
            if (steps > model.links.size()) {
                report.error(l.source,
                    tr("link '%1' is on a kinematic loop (%2); URDF describes a tree")
                        .arg(l.name, path.mid(0, 8).join(QStringLiteral(" <- "))));
                return false;
            }
            path << linkName(cur);
            cur = tree.edges[size_t(tree.parentEdge.value(cur))].parent;
        }
    }
    if (roots.size() != 1) {
        report.error(model.source,
            tr("model '%1' has %2 root links (%3): links that are no joint's child, the world "
               "counting as one. URDF describes one tree; connect them with joints")
                .arg(model.name)
                .arg(roots.size())
                .arg(roots.mid(0, 8).join(QStringLiteral(", "))));
        return false;
    }

    // Parents before children: repeatedly take the links whose parent is placed.
    QHash<FrameId, bool> placed {{kWorldFrame, true}};
    while (tree.order.size() < model.links.size()) {
        for (const Link &l : model.links) {
            if (placed.value(l.frame))
                continue;
            const auto edge = tree.parentEdge.constFind(l.frame);
            if (edge == tree.parentEdge.constEnd()
                || placed.value(tree.edges[size_t(*edge)].parent)) {
                placed.insert(l.frame, true);
                tree.order.push_back(l.frame);
            }
        }
    }
    return true;
}

} // namespace robostage::convert
