#pragma once

// Triangle meshes of collision and visual shapes for measuring (issue 19): the surface of a
// shape as triangles, and whether a point lies inside a closed one.

#include "pose.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace robostage {

struct Geometry;

/// A triangle mesh: vertex positions (metres) and three vertex indices per triangle,
/// counter-clockwise seen from outside for the shapes tessellated here.
struct TriangleMesh
{
    std::vector<Vec3> vertices;
    std::vector<std::uint32_t> indices;

    size_t triangleCount() const { return indices.size() / 3; }
    /// The mesh with every vertex moved by X_FS (given in S, returned in F).
    TriangleMesh transformed(const Pose &X_FS) const;
    /// True when every edge, with vertices welded by position, has an even number of triangles
    /// (two; four where two closed parts touch along an edge): then every line crosses the
    /// surface an even number of times, and ray parity tells inside from outside.
    bool closed() const;
};

/// The surface of `geometry` in its geometry frame: primitives (box, sphere, cylinder, capsule,
/// ellipsoid, cone as SDFormat geometry.sdf places them, centred on the origin, axis z)
/// tessellated with `segments` around (each triangle within (1 − cos(π/segments)) of the
/// radius: 0.5 % at 32); meshes read as the renderer reads them (MeshData: `<scale>`,
/// `<submesh>`, `<center>`). Nothing, with `why`, for shapes without a surface to measure
/// (plane, heightmap, polyline, image, empty) and meshes that cannot be read.
std::optional<TriangleMesh> shapeSurface(const Geometry &geometry, QString *why, int segments = 32);

/// Points on `mesh`'s surface for distance figures: every vertex, then points spread over the
/// triangles in proportion to their area (a fixed pseudo-random sequence: the same mesh gives
/// the same points), about `count` in all.
std::vector<Vec3> surfaceSamples(const TriangleMesh &mesh, int count);

/// Whether points lie inside a closed triangle mesh: the parity of the mesh's crossings with
/// the ray from the point along +z, the triangles binned on a grid over x and y so that a query
/// tests only the triangles above its cell. A point on a shared edge counts once (half-open
/// edge rule). On an open mesh the answer where a ray passes through a hole is undefined.
class InsideTest
{
public:
    explicit InsideTest(const TriangleMesh &mesh);
    bool contains(const Vec3 &p) const;
    /// 1 when the ray along +z crosses the mesh an odd number of times, plus (when `both`) 1
    /// when the ray along −z does.
    int votes(const Vec3 &p, bool both) const;
    /// The z of every crossing of the vertical line at (x, y) with the mesh, ascending: p lies
    /// inside when an odd number of them are above p.z (for many points on one line).
    std::vector<double> crossings(double x, double y) const;

private:
    struct Triangle
    {
        Vec3 a, b, c;
    };
    std::vector<Triangle> m_triangles;
    std::vector<std::vector<std::uint32_t>> m_bins;
    double m_x0 = 0, m_y0 = 0, m_cell = 1;
    int m_nx = 0, m_ny = 0;
};

/// Whether points lie inside an open triangle mesh (one with holes), as a best guess: the
/// majority (4 of 6) of the parities of the rays along ±x, ±y and ±z. A box without its top
/// still has its inside (5 rays of 6 agree); the cavity of a bowl is outside.
class OpenMeshInsideTest
{
public:
    explicit OpenMeshInsideTest(const TriangleMesh &mesh);
    /// `zCrossings`, when given, are crossingsAlongZ(p.x, p.y) (shared by the points of one
    /// vertical line).
    bool contains(const Vec3 &p, const std::vector<double> *zCrossings = nullptr) const;
    /// The z of every crossing of the vertical line at (x, y) with the mesh, ascending.
    std::vector<double> crossingsAlongZ(double x, double y) const;

private:
    std::vector<InsideTest> m_tests;
};

} // namespace robostage
