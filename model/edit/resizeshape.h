#pragma once

// Resizing a shape by one of its faces (issue 32, "Resize handles"): the window's resize
// handles sit at the shape's extent along ±x, ±y and ±z of its own frame S, and dragging one
// moves that face. By default the opposite face stays put, so the shape's origin moves by half
// the change; symmetric resizing grows it about its origin.

#include "scene.h"

namespace robostage::edit {

/// Whether the window offers resize handles for `type`: box, sphere, cylinder, capsule,
/// ellipsoid.
bool isResizable(Geometry::Type type);

/// Half the extent of `g` along x, y, z of its frame (metres): half a box's size, a sphere's
/// radius, a cylinder's radius (x, y) and half its length (z), a capsule's radius and half its
/// length plus the radius (z, caps included), an ellipsoid's radii. Zero for other types.
Vec3 shapeHalfExtents(const Geometry &g);

/// `g` with the face on side `sign` (+1 or −1) of axis `axis` (0 x, 1 y, 2 z of S) moved
/// `distance` metres outwards (negative: inwards). `symmetric`: the opposite face moves as much
/// the other way. The extent changes in the size that axis stands for (box size, sphere radius,
/// cylinder and capsule radius for x and y and length for z, ellipsoid radius); `snapMetres`
/// > 0 rounds that size (the radius, the length, the box side) to a multiple of it; no size
/// gets below 0.1 mm. `shift_S` is how far the shape's origin moves, in S (metres): half the
/// change towards the moved face, or nothing when symmetric.
struct ResizedShape
{
    Geometry geometry;
    Vec3 shift_S;
};
ResizedShape resizedShape(
    const Geometry &g, int axis, int sign, double distance, bool symmetric, double snapMetres);

/// The shape's sizes for a status line: "0.6 × 0.5 × 0.4 m", "radius 0.1 m, length 0.3 m".
QString shapeSizeText(const Geometry &g);

} // namespace robostage::edit
