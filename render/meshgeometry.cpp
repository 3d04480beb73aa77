#include "meshgeometry.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QGeometry>

#include <cstring>

namespace robostage {

using Qt3DCore::QAttribute;

Qt3DCore::QGeometry *createGeometry(const MeshPart &part, Qt3DCore::QNode *parent)
{
    auto *geometry = new Qt3DCore::QGeometry(parent);
    const bool hasUv = part.texCoords.size() / 2 == part.positions.size() / 3;
    const uint floats = hasUv ? 8 : 6; // position, normal[, uv]
    const uint stride = floats * sizeof(float);
    const int n = part.vertexCount();

    QByteArray vertices(int(n * stride), Qt::Uninitialized);
    auto *out = reinterpret_cast<float *>(vertices.data());
    for (int i = 0; i < n; ++i, out += floats) {
        std::memcpy(out, &part.positions[size_t(3 * i)], 3 * sizeof(float));
        std::memcpy(out + 3, &part.normals[size_t(3 * i)], 3 * sizeof(float));
        if (hasUv)
            std::memcpy(out + 6, &part.texCoords[size_t(2 * i)], 2 * sizeof(float));
    }
    auto *vertexBuffer = new Qt3DCore::QBuffer(geometry);
    vertexBuffer->setData(vertices);

    const auto addAttribute = [&](const QString &name, uint size, uint offset) {
        auto *a = new QAttribute(
            vertexBuffer, name, QAttribute::Float, size, uint(n), offset, stride, geometry);
        a->setAttributeType(QAttribute::VertexAttribute);
        geometry->addAttribute(a);
        return a;
    };
    QAttribute *position = addAttribute(QAttribute::defaultPositionAttributeName(), 3, 0);
    addAttribute(QAttribute::defaultNormalAttributeName(), 3, 3 * sizeof(float));
    if (hasUv)
        addAttribute(QAttribute::defaultTextureCoordinateAttributeName(), 2, 6 * sizeof(float));

    const QByteArray indices(reinterpret_cast<const char *>(part.indices.data()),
        int(part.indices.size() * sizeof(std::uint32_t)));
    auto *indexBuffer = new Qt3DCore::QBuffer(geometry);
    indexBuffer->setData(indices);
    auto *index = new QAttribute(geometry);
    index->setAttributeType(QAttribute::IndexAttribute);
    index->setVertexBaseType(QAttribute::UnsignedInt);
    index->setBuffer(indexBuffer);
    index->setCount(uint(part.indices.size()));
    geometry->addAttribute(index);

    geometry->setBoundingVolumePositionAttribute(position);
    return geometry;
}

MeshPart mergeParts(
    const MeshData &data, const MeshSelection &selection, const QMatrix4x4 &transform)
{
    MeshPart merged;
    bool allUv = !selection.parts.empty();
    for (int i : selection.parts)
        allUv = allUv && !data.parts[size_t(i)].texCoords.empty();
    const QMatrix3x3 normalMatrix = transform.normalMatrix();
    const bool mirrored = transform.determinant() < 0;
    for (int i : selection.parts) {
        const MeshPart &part = data.parts[size_t(i)];
        if (merged.name.isEmpty()) {
            merged.name = part.name;
            merged.meshName = part.meshName;
            merged.material = part.material;
        }
        const auto base = std::uint32_t(merged.vertexCount());
        for (int v = 0; v < part.vertexCount(); ++v) {
            const float *p = &part.positions[size_t(3 * v)];
            const QVector3D q = transform.map(QVector3D(p[0], p[1], p[2]));
            merged.positions.insert(merged.positions.end(), {q.x(), q.y(), q.z()});
            merged.bounds.add(q);
            const float *nv = &part.normals[size_t(3 * v)];
            QVector3D nq(normalMatrix(0, 0) * nv[0] + normalMatrix(0, 1) * nv[1]
                    + normalMatrix(0, 2) * nv[2],
                normalMatrix(1, 0) * nv[0] + normalMatrix(1, 1) * nv[1]
                    + normalMatrix(1, 2) * nv[2],
                normalMatrix(2, 0) * nv[0] + normalMatrix(2, 1) * nv[1]
                    + normalMatrix(2, 2) * nv[2]);
            nq.normalize();
            merged.normals.insert(merged.normals.end(), {nq.x(), nq.y(), nq.z()});
        }
        if (allUv)
            merged.texCoords.insert(
                merged.texCoords.end(), part.texCoords.begin(), part.texCoords.end());
        for (size_t t = 0; t + 2 < part.indices.size(); t += 3) {
            // A mirroring transform (negative scale) would turn the triangles inside out.
            const size_t b = mirrored ? 2 : 1, c = mirrored ? 1 : 2;
            merged.indices.insert(merged.indices.end(),
                {base + part.indices[t], base + part.indices[t + b], base + part.indices[t + c]});
        }
    }
    return merged;
}

} // namespace robostage
