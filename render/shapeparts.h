#pragma once

#include "scene.h"
#include "unitshapes.h"

#include <QMatrix4x4>

#include <vector>

namespace robostage {

/// One unit-shape instance of a geometry: the shape, its transform X_VS in the visual (or
/// collision) frame V including the size as scale (metres), and whether it is ground (plane,
/// heightmap) that camera fitting leaves out.
struct ShapePart
{
    UnitShape shape = UnitShape::Box;
    QMatrix4x4 X_VS;
    bool ground = false;
};

/// The unit-shape instances that draw a geometry (SDFormat geometry.sdf; Drake capsule and
/// ellipsoid): box, sphere, cylinder and cone scaled from the unit shapes; ellipsoid a scaled
/// sphere; capsule a cylinder and two spheres; plane a finite quad of `<size>` facing
/// `<normal>`; heightmap a flat quad of its extent; polyline the bounding box of each
/// extruded outline. Empty for meshes (SceneView's mesh hook), images and empty geometry.
/// SceneView draws heightmaps and polylines from generated meshes (heightmapmesh.h,
/// polylinemesh.h); the quad and boxes here are the fallback when those cannot be made (image
/// not found or unreadable, degenerate outlines).
std::vector<ShapePart> unitShapeParts(const Geometry &geometry);

/// X as a 4x4 matrix (metres).
QMatrix4x4 poseMatrix(const Pose &X);
/// Translation by `offset` times a scale along x, y, z.
QMatrix4x4 scaledMatrix(float x, float y, float z, const QVector3D &offset = {});

} // namespace robostage
