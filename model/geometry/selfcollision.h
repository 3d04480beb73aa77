#pragma once

// Self-collision (issue 19, "Self-collision"): which pairs of a robot's links have collision
// geometry that intersects at given joint positions, with the penetration depth, leaving out
// the pairs a simulator leaves out.

#include "framegraph.h"
#include "lifetimebound.h"

#include <QHash>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace robostage {

class Document;
class LinkShape;

/// Two links whose collisions intersect. Scoped link names as `poses` prints them, a < b.
struct SelfCollision
{
    QString a, b;
    double depth = 0; ///< the largest penetration depth FCL reports for the pair, metres
};

/// The collision geometry of every link of every model of a document, ready to be checked
/// at any joint positions.
///
/// Pairs are checked within each top-level model (a robot; nested models included), never
/// between models. Left out, as simulators leave them out:
/// - links joined by a joint (adjacent; ROS MoveIt's "Adjacent", Gazebo, Drake);
/// - a model whose `<self_collide>` is written false (SDFormat model.sdf), a link whose
///   `<self_collide>` is false (SDFormat link.sdf; URDF `<gazebo reference="LINK">`), every
///   link of a URDF robot with a robot-level `<gazebo><self_collide>false`;
/// - pairs that a Drake `collision_filter_group` ignores (drake-urdf-xsd.txt: members of a group
///   and of the groups it names in `ignored_collision_filter_group`, itself included);
/// - pairs listed as `<disable_collisions link1 link2>` in an SRDF file (MoveIt), by default the
///   file beside the description with its stem and `.srdf`.
class SelfCollisionChecker
{
public:
    /// Builds the collision objects of `doc` (it must outlive the checker). `srdfPath`: the
    /// SRDF file to read; empty: FILE_STEM.srdf beside doc.path() when it exists. Shapes that
    /// cannot be measured and SRDF problems are reported in problems().
    /// `honourSelfCollide` false checks the pairs `<self_collide>false` leaves out too (a view
    /// option: "check anyway", issue 30); the other exclusions stay.
    explicit SelfCollisionChecker(
        const Document &doc, const QString &srdfPath = QString(), bool honourSelfCollide = true);
    ~SelfCollisionChecker();

    /// The colliding pairs at joint positions `q` (FrameGraph::worldPoses()), sorted by name.
    std::vector<SelfCollision> check(const JointPositions &q) const;

    /// The SRDF file read ("" when none).
    const QString &srdfPath() const ROBOSTAGE_LIFETIMEBOUND { return m_srdfPath; }
    /// Number of link pairs that are checked (not left out).
    int checkedPairCount() const { return int(m_pairs.size()); }
    /// Why a pair is left out, by "A|B" (scoped names, A < B): "adjacent", "srdf", …
    QString exclusion(const QString &a, const QString &b) const;
    const QStringList &problems() const ROBOSTAGE_LIFETIMEBOUND { return m_problems; }
    /// Number of link pairs `<self_collide>false` leaves out (or, when not honoured, would
    /// leave out), to say why few or no pairs are checked.
    int selfCollideOffPairs() const { return int(m_selfCollideOff.size()); }
    bool honoursSelfCollide() const { return m_honourSelfCollide; }

private:
    struct LinkObjects;
    const Document &doc() const ROBOSTAGE_LIFETIMEBOUND { return m_doc; }
    void exclude(const QString &a, const QString &b, const QString &why);
    void excludeUrdfSelfCollide();
    void readSrdf(const QString &srdfPath);

    const Document &m_doc;
    QString m_srdfPath;
    std::vector<std::unique_ptr<LinkObjects>> m_links;
    std::vector<std::pair<int, int>> m_pairs; ///< indices into m_links
    QHash<QString, QString> m_excluded;
    QMultiHash<QString, QString> m_byName; ///< scoped link names by their last segment
    QStringList m_problems;
    bool m_honourSelfCollide = true;
    QSet<QString> m_selfCollideOff; ///< "A|B" of the pairs <self_collide>false leaves out
};

} // namespace robostage
