#pragma once

#include <QVector3D>

#include <array>
#include <optional>

namespace robostage {

struct InstanceMesh;

/// Ray casting on the CPU for picking. Qt3D's own picking (QObjectPicker, QRayCaster) sees one
/// entity per InstanceBatch and ignores the per-instance transforms, so SceneView casts its
/// rays itself, in each instance's shape frame S.

/// Where the ray origin + t·direction (shape frame, metres; `direction` need not be unit, t is
/// in its units) enters the axis-aligned box [min, max] widened by `slack` metres on every
/// side: the smallest t ≥ 0 inside it (0 when the origin is inside), std::nullopt when the ray
/// misses it.
std::optional<float> rayBoxEntry(const QVector3D &origin, const QVector3D &direction,
    const QVector3D &min, const QVector3D &max, float slack = 0);

/// The nearest hit of the ray origin + t·direction (shape frame, metres) with a triangle of
/// `mesh`, front or back face (mirrored instances and open meshes are hit from either side):
/// the smallest t in [0, tMax), std::nullopt when there is none (Möller–Trumbore). With
/// `triangle`, the hit triangle's corners (shape frame) go there.
std::optional<float> rayMeshHit(const InstanceMesh &mesh, const QVector3D &origin,
    const QVector3D &direction, float tMax, std::array<QVector3D, 3> *triangle = nullptr);

} // namespace robostage
