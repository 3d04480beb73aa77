#pragma once

// A link's visuals or collisions as solids in the link frame, for measuring (issue 19): each
// shape's surface, whether a point lies inside it, and its distance from a point (FCL).

#include "lifetimebound.h"
#include "scene.h"
#include "trianglemesh.h"

#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace fcl {
template<typename S> class CollisionGeometry;
}

namespace robostage {

class Document;

/// One visual or collision of a link, placed in the link frame L.
class LinkShape
{
public:
    /// `geometry` at X_LS; nothing, with `why`, for a shape without a volume.
    static std::unique_ptr<LinkShape> make(
        const Geometry &geometry, const Pose &X_LS, QString *why);
    ~LinkShape();

    const TriangleMesh &surface() const ROBOSTAGE_LIFETIMEBOUND
    {
        return m_surface_L;
    } ///< in L, metres
    /// False for a mesh that is not closed (contains() is then a majority vote of six rays,
    /// trianglemesh.h OpenMeshInsideTest).
    bool closed() const { return m_closed; }
    /// Whether the point p_L (metres, link frame) lies inside the solid: closed forms for
    /// primitives, ray parity for meshes (trianglemesh.h InsideTest, OpenMeshInsideTest).
    /// `zCrossings`, when given, are crossingsAlongZ(p_L.x, p_L.y) (for many points on one
    /// vertical line: a mesh is then not crossed again for each).
    bool contains(const Vec3 &p_L, const std::vector<double> *zCrossings = nullptr) const;
    /// For a mesh: the z (link frame) of every crossing of the vertical line at (x, y) with its
    /// surface, ascending, for contains(). Nothing for primitives.
    std::optional<std::vector<double>> crossingsAlongZ(double x, double y) const;
    /// The distance (metres) from the point p_L outside the solid to its surface (FCL's
    /// distance query against the shape, or the mesh's triangles).
    double distanceTo(const Vec3 &p_L) const;
    /// The axis-aligned bounds of the surface in L.
    Vec3 min() const { return m_min; }
    Vec3 max() const { return m_max; }
    const Geometry &geometry() const ROBOSTAGE_LIFETIMEBOUND { return m_geometry; }
    const Pose &pose() const ROBOSTAGE_LIFETIMEBOUND { return m_X_LS; }
    /// The FCL geometry in the shape frame (for collision queries), posed at pose().
    std::shared_ptr<fcl::CollisionGeometry<double>> fclGeometry() const { return m_fcl; }

private:
    LinkShape() = default;
    Geometry m_geometry;
    Pose m_X_LS, m_X_SL;
    TriangleMesh m_surface_L;
    bool m_closed = true;
    std::unique_ptr<InsideTest> m_inside; ///< closed meshes
    std::unique_ptr<OpenMeshInsideTest> m_insideOpen; ///< open meshes
    std::shared_ptr<fcl::CollisionGeometry<double>> m_fcl;
    Vec3 m_min, m_max;
};

/// Calls `f(kind, name, geometry, frame)` for each collision (kind "collision") or visual
/// (kind "visual") of `link`, in file order.
void forEachShape(const Link &link, bool collisions,
    const std::function<void(const char *, const QString &, const Geometry &, FrameId)> &f);

/// The visuals (or collisions) of `link` as LinkShapes in its frame, posed from `doc`'s frame
/// graph; shapes without a volume are named in `skipped` ("visual 'v': why"). With `only`, just
/// the shapes of those names.
std::vector<std::unique_ptr<LinkShape>> linkShapes(const Document &doc, const Link &link,
    bool collisions, QStringList *skipped, const QStringList *only = nullptr);

} // namespace robostage
