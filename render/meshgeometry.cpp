#include "meshgeometry.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QGeometry>

#include <algorithm>
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

std::vector<MaterialMesh> mergeByMaterial(const MeshData &data, const MeshSelection &selection)
{
    std::vector<MaterialMesh> out;
    std::vector<int> materials; // in the order they are first met
    for (int i : selection.parts) {
        const int m = data.parts[size_t(i)].material;
        if (std::find(materials.begin(), materials.end(), m) == materials.end())
            materials.push_back(m);
    }
    const float dx = selection.offset.x(), dy = selection.offset.y(), dz = selection.offset.z();
    for (int m : materials) {
        std::vector<const MeshPart *> parts;
        qsizetype vertexCount = 0, indexCount = 0;
        bool allUv = true;
        for (int i : selection.parts) {
            const MeshPart &part = data.parts[size_t(i)];
            if (part.material != m)
                continue;
            parts.push_back(&part);
            vertexCount += part.vertexCount();
            indexCount += qsizetype(part.indices.size() / 3 * 3);
            allUv = allUv && part.texCoords.size() == size_t(2 * part.vertexCount());
        }
        if (indexCount == 0)
            continue;
        MaterialMesh merged;
        merged.material = m;
        InstanceMesh &mesh = merged.mesh;
        mesh.hasTexCoords = allUv;
        mesh.wideIndices = true;
        mesh.vertexCount = int(vertexCount);
        mesh.indexCount = int(indexCount);
        const int stride = mesh.floatsPerVertex();
        // Written once, in place: no intermediate copies (issue 33).
        mesh.vertices.resize(vertexCount * stride * qsizetype(sizeof(float)));
        mesh.indices.resize(indexCount * qsizetype(sizeof(std::uint32_t)));
        auto *v = reinterpret_cast<float *>(mesh.vertices.data());
        auto *index = reinterpret_cast<std::uint32_t *>(mesh.indices.data());
        std::uint32_t base = 0;
        MeshBounds bounds;
        for (const MeshPart *part : parts) {
            const float *p = part->positions.data(), *n = part->normals.data();
            const float *uv = part->texCoords.data();
            // A part without a normal per vertex (none of the readers makes one) faces +z.
            const bool normals = part->normals.size() == part->positions.size();
            static const float kUp[3] = {0, 0, 1};
            for (int i = 0; i < part->vertexCount(); ++i, v += stride, p += 3) {
                v[0] = p[0] + dx;
                v[1] = p[1] + dy;
                v[2] = p[2] + dz;
                bounds.add(QVector3D(v[0], v[1], v[2]));
                std::memcpy(v + 3, normals ? n + 3 * i : kUp, 3 * sizeof(float));
                if (allUv) {
                    std::memcpy(v + 6, uv, 2 * sizeof(float));
                    uv += 2;
                }
            }
            const size_t triangles = part->indices.size() / 3 * 3;
            for (size_t t = 0; t < triangles; ++t)
                *index++ = base + part->indices[t];
            base += std::uint32_t(part->vertexCount());
        }
        mesh.boundsMin = bounds.min;
        mesh.boundsMax = bounds.max;
        out.push_back(std::move(merged));
    }
    return out;
}

} // namespace robostage
