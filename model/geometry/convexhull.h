#pragma once

// Convex hulls of point sets with Qhull (issue 19, "Generated collision shapes": the hull
// collision, and the face normals the oriented bounding box is searched over).

#include "trianglemesh.h"

#include <QString>

#include <optional>
#include <vector>

namespace robostage {

/// A closed convex triangle mesh (counter-clockwise seen from outside) in the points' frame.
struct ConvexHull
{
    TriangleMesh mesh;
    /// The outward unit normal of each face of the hull before it was cut into triangles,
    /// largest face first (coplanar triangles merged: Qhull's default merging).
    std::vector<Vec3> faceNormals;
    /// True when the full hull had more vertices than the cap: `mesh` is then the hull of the
    /// points Qhull added first (the farthest out; option TA), inside the full hull.
    bool capped = false;
    int fullVertexCount = 0; ///< vertices of the uncapped hull
};

/// The convex hull of `points` (metres) with at most `maxVertices` vertices (0: no cap).
/// Nothing, with `error` saying why (Qhull's message), for fewer than four points or points
/// that all lie in one plane (no volume).
std::optional<ConvexHull> convexHull(
    const std::vector<Vec3> &points, int maxVertices, QString *error);

} // namespace robostage
