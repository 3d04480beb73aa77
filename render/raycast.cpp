#include "raycast.h"

#include "unitshapes.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>
#include <limits>

namespace robostage {

std::optional<float> rayBoxEntry(const QVector3D &origin, const QVector3D &direction,
    const QVector3D &min, const QVector3D &max, float slack)
{
    float t0 = 0, t1 = std::numeric_limits<float>::max();
    for (int axis = 0; axis < 3; ++axis) {
        const float lo = min[axis] - slack, hi = max[axis] + slack;
        if (std::abs(direction[axis]) < 1e-12f) {
            if (origin[axis] < lo || origin[axis] > hi)
                return std::nullopt;
            continue;
        }
        const float a = (lo - origin[axis]) / direction[axis];
        const float b = (hi - origin[axis]) / direction[axis];
        t0 = std::max(t0, std::min(a, b));
        t1 = std::min(t1, std::max(a, b));
        if (t0 > t1)
            return std::nullopt;
    }
    return t0;
}

namespace {

template<typename Index>
std::optional<float> nearestTriangle(const InstanceMesh &mesh, const Index *indices,
    const QVector3D &origin, const QVector3D &direction, float tMax,
    std::array<QVector3D, 3> *triangle)
{
    const auto *vertices = reinterpret_cast<const float *>(mesh.vertices.constData());
    const int stride = mesh.floatsPerVertex();
    const auto vertex = [&](Index i) {
        const float *p = vertices + size_t(i) * size_t(stride);
        return QVector3D(p[0], p[1], p[2]);
    };
    std::optional<float> best;
    for (int t = 0; t + 2 < mesh.indexCount; t += 3) {
        const QVector3D a = vertex(indices[t]);
        const QVector3D e1 = vertex(indices[t + 1]) - a, e2 = vertex(indices[t + 2]) - a;
        const QVector3D p = QVector3D::crossProduct(direction, e2);
        const float det = QVector3D::dotProduct(e1, p);
        if (std::abs(det) < 1e-20f)
            continue; // the ray runs along the triangle's plane
        const QVector3D s = origin - a;
        const float u = QVector3D::dotProduct(s, p) / det;
        if (u < 0 || u > 1)
            continue;
        const QVector3D q = QVector3D::crossProduct(s, e1);
        const float v = QVector3D::dotProduct(direction, q) / det;
        if (v < 0 || u + v > 1)
            continue;
        const float hit = QVector3D::dotProduct(e2, q) / det;
        if (hit >= 0 && hit < tMax) {
            tMax = hit;
            best = hit;
            if (triangle)
                *triangle = {a, a + e1, a + e2};
        }
    }
    return best;
}

} // namespace

std::optional<float> rayMeshHit(const InstanceMesh &mesh, const QVector3D &origin,
    const QVector3D &direction, float tMax, std::array<QVector3D, 3> *triangle)
{
    if (mesh.wideIndices)
        return nearestTriangle(mesh, reinterpret_cast<const quint32 *>(mesh.indices.constData()),
            origin, direction, tMax, triangle);
    return nearestTriangle(mesh, reinterpret_cast<const quint16 *>(mesh.indices.constData()),
        origin, direction, tMax, triangle);
}

} // namespace robostage
