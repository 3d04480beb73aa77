#pragma once

// Fit of collision to visual geometry, per link (issue 19, "Fit of collision to visual"): the
// volumes of a link's visuals and collisions (each set's union), their intersection over union,
// how far each set's surface lies outside the other set, and the share of the visual volume no
// collision covers.

#include "pose.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace robostage {

class Document;
class LinkShape;
struct Link;

/// How finely collisionFit() samples.
struct FitOptions
{
    /// Grid cells along the longest side of the link's bounding box for the volumes (the
    /// other sides in proportion); the volume error shrinks with the cells on the surface.
    int cells = 64;
    /// Points sampled on each set's surface for the distances.
    int surfacePoints = 2000;
};

/// The fit figures of one link, in the link frame. Figures that need a set the link lacks (no
/// visual, or no collision, with a volume) are empty.
struct LinkFit
{
    QString link; ///< scoped name, as `poses` prints it
    std::optional<double> visualVolume; ///< m³, the union of the visuals
    std::optional<double> collisionVolume; ///< m³, the union of the collisions
    std::optional<double> iou; ///< intersection over union of the two sets, 0..1
    /// The largest distance (m) from a point of a visual's surface to the collision set: how far
    /// the part sticks out of its collisions. 0 when every sampled point is covered.
    std::optional<double> visualOutside;
    /// The largest distance (m) from a point of a collision's surface to the visual set: how
    /// much larger the collisions are than the part.
    std::optional<double> collisionOutside;
    /// The share of the visual volume outside every collision, 0..1.
    std::optional<double> uncoveredFraction;
    /// False when a mesh of either set is not closed: its inside is decided by ray parity and
    /// may be wrong where a ray passes a hole.
    bool watertight = true;
    /// The diagonal (m) of the box around both sets in the link frame: the scale of the link.
    double size = 0;
    Vec3 visualOutsidePoint; ///< link frame: where visualOutside was measured
    Vec3 collisionOutsidePoint; ///< link frame: where collisionOutside was measured
    QStringList skipped; ///< shapes left out ("visual 'v': why")
};

/// Measures `link` of `doc` (its visuals and collisions at their poses in the link frame).
///
/// Method: volumes by counting the grid cells over the link's bounding box whose sample point
/// (one at a fixed pseudo-random place in each cell: stratified sampling) lies inside any shape
/// of a set (closed forms for primitives, ray parity for meshes), so the
/// unions are measured, not the sums; distances from `surfacePoints` points spread over each
/// set's surface (every vertex, then area-weighted) to the other set (0 inside it, else FCL's
/// distance to the nearest shape). Primitive surfaces are tessellated with 32 segments (0.5 %
/// of a radius). The error of every figure is within 2 % of the bounding box's diagonal at the
/// default options.
LinkFit collisionFit(const Document &doc, const Link &link, const FitOptions &options = {});

/// collisionFit()'s figures for two given sets of shapes in one link frame (e.g. the visuals
/// and a generated collision, shapefit.h); `link` and `skipped` of the result are empty.
LinkFit measureFit(const std::vector<std::unique_ptr<LinkShape>> &visuals,
    const std::vector<std::unique_ptr<LinkShape>> &collisions, const FitOptions &options = {});

/// collisionFit() of every link of every model of `doc` (nested models included) that has a
/// visual or a collision, in document order, measured on all CPU cores at once.
std::vector<LinkFit> collisionFits(const Document &doc, const FitOptions &options = {});

} // namespace robostage
