#pragma once

#include <QByteArray>
#include <QVector3D>

namespace robostage {

/// The unit shapes the instanced batches draw; every visual is one of them (or a few) scaled,
/// rotated and placed by its per-instance transform. All are centred on the origin, Z up:
/// box [-0.5, 0.5]^3, sphere of radius 0.5, cylinder and cone of radius 0.5 and height 1 along
/// Z (cone apex at +0.5, as gz-rendering and SDFormat 1.11 `<cone>` place it), plane quad
/// [-0.5, 0.5]^2 in z = 0 facing +Z.
enum class UnitShape { Box, Sphere, Cylinder, Cone, Plane };
constexpr int kUnitShapeCount = 5;

/// Lower-case name of a unit shape ("box", "sphere", …), also its mesh key in SceneView.
const char *unitShapeName(UnitShape shape);

/// A triangle mesh that an InstanceBatch draws once per instance: interleaved vertices
/// (position xyz in metres, normal xyz, and with `hasTexCoords` texture coordinates uv in the
/// OpenGL convention, v = 0 at the image bottom; floats), triangle indices (16-bit, or 32-bit
/// when `wideIndices`), counter-clockwise seen from outside, and the bounding box of the
/// positions. Unit shapes, generated terrain and (through SceneView's MeshProvider) loaded mesh
/// files all use it.
struct InstanceMesh
{
    QByteArray vertices;
    QByteArray indices;
    bool wideIndices = false;
    bool hasTexCoords = false; ///< 8 floats per vertex instead of 6
    int floatsPerVertex() const { return hasTexCoords ? 8 : 6; }
    int vertexCount = 0;
    int indexCount = 0;
    QVector3D boundsMin {-0.5f, -0.5f, -0.5f}, boundsMax {0.5f, 0.5f, 0.5f};
};

/// The unit box with one vertex per corner (8 instead of 24) for flat shading: each triangle's
/// last vertex (OpenGL's provoking vertex) is one assigned to its face and carries that face's
/// normal, so a shader that takes the normal or the colour `flat` from the provoking vertex
/// shades each face with its own normal. Interpolated normals are meaningless on it: only
/// SceneShading::flatVertexLitMaterial() draws it. No texture coordinates.
InstanceMesh makeFlatUnitBox();

/// Builds the mesh of `shape`; round shapes use a fixed tessellation that keeps the vertex
/// count small, since software rasterisers pay per vertex per instance.
InstanceMesh makeUnitMesh(UnitShape shape);

} // namespace robostage
