#pragma once

// Mass properties of collision and visual geometry (issue 19, "Mass properties"): volume,
// centre of mass and inertia tensor of shapes and meshes, computed with FCL, and combined per
// link as gz-sim's auto-inertia does (each shape counted on its own; overlaps count twice).

#include "pose.h"

#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace robostage {

class Document;
struct Geometry;
struct Link;

/// A solid of uniform density 1 kg/m³: its volume (m³), centre of mass (metres) and inertia
/// tensor about the centre of mass (kg·m² per kg/m³, i.e. m⁵), both in the frame the solid
/// was given in. `inertia` is {ixx, iyy, izz, ixy, ixz, iyz} with the tensor's own
/// off-diagonal signs (ixy = −∫xy dV), as SDFormat inertial.sdf and URDF `<inertia>` write it.
struct MassProperties
{
    double volume = 0;
    Vec3 centerOfMass;
    std::array<double, 6> inertia {0, 0, 0, 0, 0, 0};
    /// False when a mesh is not closed (an edge with an odd number of triangles): its
    /// volume is then the signed volume of the surface closed through the origin (FCL's
    /// tetrahedra method), which can be far off.
    bool watertight = true;

    /// These properties with the solid moved by X_FG: given in frame G, returned in frame F.
    MassProperties transformed(const Pose &X_FG) const;
    /// The sum of two solids in the same frame (the parallel axis theorem).
    MassProperties operator+(const MassProperties &other) const;
};

/// The mass properties of `geometry` in its own geometry frame (SDFormat geometry.sdf, URDF
/// `<geometry>`): box, sphere, cylinder, capsule, ellipsoid and cone with FCL's closed forms;
/// a mesh file (Geometry::resolvedPath, read as the renderer reads it, `<scale>` and
/// `<submesh>` applied) or an inline mesh with FCL's BVHModel (signed tetrahedra).
/// Nothing, with `why`, for shapes without a volume (plane, heightmap, polyline, image, empty)
/// and meshes that cannot be read or have no triangles.
std::optional<MassProperties> geometryMassProperties(const Geometry &geometry, QString *why);

/// Which of a link's shapes linkMassProperties() measures.
enum class ShapeSet { Collisions, Visuals };

/// The summed mass properties of `link`'s collisions (or visuals) in the link frame L, each
/// shape placed at X_LS from `doc`'s frame graph. Shapes that have no volume are left out and
/// named in `skipped` ("collision 'c': …"). Nothing when no shape has a volume.
std::optional<MassProperties> linkMassProperties(
    const Document &doc, const Link &link, ShapeSet shapes, QStringList *skipped);

} // namespace robostage
