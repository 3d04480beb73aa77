#pragma once

// Smallest bounding shapes of a point set (issue 19, "Generated collision shapes"): the
// enclosing circle and sphere (Welzl's randomised incremental algorithm), the minimum-area
// rectangle of a planar set (rotating calipers on its hull) and the oriented box, cylinder and
// capsule over a set of candidate axes. Points and results in one frame F, metres.

#include "pose.h"

#include <vector>

namespace robostage {

/// A ball (or, in 2D, a disc with z = 0): centre and radius in F.
struct Ball
{
    Vec3 center;
    double radius = 0;
};

/// The smallest disc holding every (x, y) of `points` (z ignored). Exact up to rounding;
/// expected linear time (points taken in a fixed shuffled order). Radius 0 for one point,
/// centre 0 for none.
Ball enclosingCircle(std::vector<Vec3> points);

/// The smallest ball holding every point. Exact up to rounding; expected linear time.
Ball enclosingSphere(std::vector<Vec3> points);

/// A box, cylinder or capsule placed in F: X_FS puts the shape frame S (SDFormat geometry.sdf:
/// centred on the origin, a cylinder's and capsule's axis along z) in F.
struct PlacedShape
{
    Pose X_FS;
    Vec3 size; ///< box: full side lengths along S's axes
    double radius = 0; ///< cylinder, capsule
    double length = 0; ///< cylinder, capsule: the length of the straight part along z
    double volume = 0; ///< m³
};

/// The smallest box holding `points` among those with a face perpendicular to one of
/// `axes` (unit vectors in F), turned about that axis to the least area (rotating calipers):
/// the minimum-volume box when `axes` hold the hull's face normals (a minimum box is flush
/// with a hull face in most cases; O'Rourke 1985 gives the exact, cubic-time search).
/// The box's axes are named so that its rotation turns least from F's. When F's axis-aligned
/// box is at most 2 % larger than the smallest, it is taken (it reads better in the file, and
/// around a tessellated round part a turned box can be a little smaller by chance).
PlacedShape boundingBox(const std::vector<Vec3> &points, const std::vector<Vec3> &axes);

/// The smallest cylinder holding `points` with its axis along one of `axes`: for each, the
/// enclosing circle of the points projected along it, and their extent along it (F's axes
/// first, as boundingBox() does); its rotation is the least one turning z onto the axis.
PlacedShape boundingCylinder(const std::vector<Vec3> &points, const std::vector<Vec3> &axes);

/// The smallest capsule holding `points` with its axis along one of `axes`: the axis through
/// the centre of the projected enclosing circle; radii from that circle's to 1.5 times it
/// are tried, each with the shortest straight part whose caps hold every point.
PlacedShape boundingCapsule(const std::vector<Vec3> &points, const std::vector<Vec3> &axes);

/// The principal axes of `points` (the covariance's eigenvectors), unit vectors in F.
std::vector<Vec3> principalAxes(const std::vector<Vec3> &points);

} // namespace robostage
