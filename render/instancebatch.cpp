#include "instancebatch.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

namespace robostage {

using Qt3DCore::QAttribute;

void InstanceData::setTransform(const QMatrix4x4 &X_WS)
{
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 4; ++c)
            rows[r * 4 + c] = X_WS(r, c);
    }
}

void InstanceData::setShading(const ShadingColors &s)
{
    const auto put = [](float *out, const Color &c, float w) {
        out[0] = c.r;
        out[1] = c.g;
        out[2] = c.b;
        out[3] = w;
    };
    put(diffuse, s.diffuse, s.diffuse.a);
    put(ambient, s.ambient, s.shininess);
    put(specular, s.specular, s.castsShadow ? 0.f : 1.f);
    put(emissive, s.emissive, 0);
}

namespace {

QAttribute *makeAttribute(Qt3DCore::QBuffer *buffer, const QString &name, int size, int offset,
    int stride, int count, Qt3DCore::QNode *parent)
{
    auto *attribute = new QAttribute(parent);
    attribute->setName(name);
    attribute->setAttributeType(QAttribute::VertexAttribute);
    attribute->setBuffer(buffer);
    attribute->setVertexBaseType(QAttribute::Float);
    attribute->setVertexSize(uint(size));
    attribute->setByteOffset(uint(offset));
    attribute->setByteStride(uint(stride));
    attribute->setCount(uint(count));
    return attribute;
}

} // namespace

InstanceBatch::InstanceBatch(
    const InstanceMesh &mesh, Qt3DRender::QMaterial *material, Qt3DCore::QNode *parent)
    : m_boundsMin(mesh.boundsMin)
    , m_boundsMax(mesh.boundsMax)
    , m_mesh(mesh)
{
    // The nodes are made once; configureGeometry() only sets their properties, since Qt3D
    // 6.4 may crash when nodes are deleted before its backend has seen them.
    m_entity = new Qt3DCore::QEntity(parent);
    auto *geometry = new Qt3DCore::QGeometry(m_entity);
    m_meshBuffer = new Qt3DCore::QBuffer(geometry);
    m_instanceBuffer = new Qt3DCore::QBuffer(geometry);
    auto *indexBuffer = new Qt3DCore::QBuffer(geometry);
    for (const QString &name :
        {QAttribute::defaultPositionAttributeName(), QAttribute::defaultNormalAttributeName(),
            QAttribute::defaultTextureCoordinateAttributeName()}) {
        QAttribute *attribute = makeAttribute(m_meshBuffer, name,
            name == QAttribute::defaultTextureCoordinateAttributeName() ? 2 : 3, 0, 0, 0, geometry);
        geometry->addAttribute(attribute);
        m_meshAttributes << attribute;
    }
    m_indices = new QAttribute(geometry);
    m_indices->setAttributeType(QAttribute::IndexAttribute);
    m_indices->setBuffer(indexBuffer);
    geometry->addAttribute(m_indices);
    const char *names[] = {"instanceRow0", "instanceRow1", "instanceRow2", "instanceDiffuse",
        "instanceAmbient", "instanceSpecular", "instanceEmissive"};
    for (const char *name : names) {
        QAttribute *attribute
            = makeAttribute(m_instanceBuffer, QString::fromLatin1(name), 4, 0, 0, 0, geometry);
        geometry->addAttribute(attribute);
        m_instanceAttributes << attribute;
    }
    // Qt3D computes a geometry's bounding volume from the positions it is given, here the
    // mesh's own: two corner points of the instances' world box stand in for them (never drawn:
    // the attribute is not among the geometry's).
    m_boundsBuffer = new Qt3DCore::QBuffer(geometry);
    m_boundsBuffer->setData(QByteArray(6 * sizeof(float), '\0')); // never read empty
    geometry->setBoundingVolumePositionAttribute(makeAttribute(
        m_boundsBuffer, QStringLiteral("boundsCorner"), 3, 0, 3 * int(sizeof(float)), 2, geometry));
    m_renderer = new Qt3DRender::QGeometryRenderer(m_entity);
    m_renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
    m_renderer->setGeometry(geometry);
    m_entity->addComponent(m_renderer);
    m_entity->addComponent(material);
    m_material = material;
    configureGeometry(false);
    m_entity->setEnabled(false);
}

int InstanceBatch::instanceStride() const
{
    const InstanceMesh &mesh = m_drawsFlat ? m_flatMesh : m_mesh;
    const int instance = int(sizeof(InstanceData));
    return m_expanded ? mesh.vertexCount * (mesh.floatsPerVertex() * 4 + instance) : instance;
}

void InstanceBatch::configureGeometry(bool expanded)
{
    const bool flat = &drawnMesh() == &m_flatMesh;
    const InstanceMesh &mesh = drawnMesh();
    // Expanded, the mesh vertices are in the instance buffer.
    if (!m_configured || flat != m_drawsFlat || expanded != m_expanded)
        m_meshBuffer->setData(expanded ? QByteArray() : mesh.vertices);
    m_configured = true;
    m_expanded = expanded;
    m_drawsFlat = flat;
    const int meshStride = mesh.floatsPerVertex() * int(sizeof(float));
    const int instanceCount = count();

    // Mesh attributes: from the mesh's own buffer, or interleaved with the instance data.
    const int vertexStride = expanded ? meshStride + int(sizeof(InstanceData)) : meshStride;
    const int vertexCount = expanded ? mesh.vertexCount * instanceCount : mesh.vertexCount;
    for (int i = 0; i < 3; ++i) {
        QAttribute *attribute = m_meshAttributes[i];
        attribute->setBuffer(expanded ? m_instanceBuffer : m_meshBuffer);
        attribute->setByteOffset(uint(i * 3 * sizeof(float)));
        attribute->setByteStride(uint(vertexStride));
        attribute->setCount(uint(vertexCount));
    }
    // Without texture coordinates the attribute is left out (shaders then read (0, 0)).
    QAttribute *texCoords = m_meshAttributes[2];
    auto *geometry = static_cast<Qt3DCore::QGeometry *>(texCoords->parentNode());
    const bool hasTexCoords = geometry->attributes().contains(texCoords);
    if (mesh.hasTexCoords && !hasTexCoords)
        geometry->addAttribute(texCoords);
    else if (!mesh.hasTexCoords && hasTexCoords)
        geometry->removeAttribute(texCoords);

    // Indices: the mesh's, or one copy per instance pointing at its vertices.
    if (expanded) {
        std::vector<quint32> meshIndices;
        if (mesh.wideIndices) {
            const auto *in = reinterpret_cast<const quint32 *>(mesh.indices.data());
            meshIndices.assign(in, in + mesh.indexCount);
        } else {
            const auto *in = reinterpret_cast<const quint16 *>(mesh.indices.data());
            meshIndices.assign(in, in + mesh.indexCount);
        }
        QByteArray bytes(int(sizeof(quint32)) * mesh.indexCount * instanceCount, Qt::Uninitialized);
        auto *out = reinterpret_cast<quint32 *>(bytes.data());
        for (int instance = 0; instance < instanceCount; ++instance) {
            const quint32 first = quint32(instance * mesh.vertexCount);
            for (quint32 index : meshIndices)
                *out++ = first + index;
        }
        m_indices->buffer()->setData(bytes);
        m_indices->setVertexBaseType(QAttribute::UnsignedInt);
    } else {
        m_indices->buffer()->setData(mesh.indices);
        m_indices->setVertexBaseType(
            mesh.wideIndices ? QAttribute::UnsignedInt : QAttribute::UnsignedShort);
    }
    const int indexCount = expanded ? mesh.indexCount * instanceCount : mesh.indexCount;
    m_indices->setCount(uint(indexCount));

    // Instance attributes, in InstanceData's order: per instance, or per expanded vertex.
    for (int i = 0; i < m_instanceAttributes.size(); ++i) {
        QAttribute *attribute = m_instanceAttributes[i];
        attribute->setByteOffset(uint((expanded ? meshStride : 0) + i * 4 * int(sizeof(float))));
        attribute->setByteStride(uint(expanded ? vertexStride : int(sizeof(InstanceData))));
        attribute->setCount(uint(expanded ? vertexCount : instanceCount));
        attribute->setDivisor(expanded ? 0 : 1);
    }
    m_renderer->setVertexCount(indexCount);
    m_renderer->setInstanceCount(expanded ? 1 : instanceCount);
}

void InstanceBatch::setMaterial(Qt3DRender::QMaterial *material)
{
    if (material == m_material)
        return;
    m_entity->removeComponent(m_material);
    m_entity->addComponent(material);
    m_material = material;
    if (m_uploadedCount >= 0 && m_drawsFlat != (&drawnMesh() == &m_flatMesh))
        uploadAll();
}

void InstanceBatch::setFlatVariant(
    const InstanceMesh &flatMesh, Qt3DRender::QMaterial *flatMaterial)
{
    m_flatMesh = flatMesh;
    m_flatMaterial = flatMaterial;
    if (m_uploadedCount >= 0 && m_drawsFlat != (&drawnMesh() == &m_flatMesh))
        uploadAll();
}

void InstanceBatch::uploadAll()
{
    const InstanceMesh &mesh = drawnMesh();
    configureGeometry(
        mesh.vertexCount <= kExpandMaxVertices && (count() >= kExpandMinInstances || m_expandable));
    m_instanceBuffer->setData(orderedBytes(0, count()));
    updateBounds(0, count());
    m_uploadedCount = count();
    m_dirtyBegin = m_dirtyEnd = -1;
    m_orderChanged = false;
}

void InstanceBatch::clear()
{
    Q_ASSERT(m_uploadedCount < 0);
    m_instances.clear();
    m_order.clear();
    m_position.clear();
}

int InstanceBatch::add(const InstanceData &instance)
{
    m_instances.push_back(instance);
    if (!m_order.empty()) {
        m_position.push_back(int(m_order.size()));
        m_order.push_back(count() - 1);
    }
    return count() - 1;
}

void InstanceBatch::markDirty(int slot)
{
    if (m_dirtyBegin < 0) {
        m_dirtyBegin = slot;
        m_dirtyEnd = slot + 1;
        return;
    }
    m_dirtyBegin = std::min(m_dirtyBegin, slot);
    m_dirtyEnd = std::max(m_dirtyEnd, slot + 1);
}

void InstanceBatch::commit()
{
    if (m_uploadedCount != count()) {
        // New instances: a new geometry sized for them, everything uploaded.
        uploadAll();
    } else if (m_orderChanged || m_dirtyBegin >= 0) {
        int begin = 0, end = count();
        if (!m_orderChanged && !m_order.empty()) {
            begin = count();
            end = 0;
            for (int slot = m_dirtyBegin; slot < m_dirtyEnd; ++slot) {
                begin = std::min(begin, m_position[size_t(slot)]);
                end = std::max(end, m_position[size_t(slot)] + 1);
            }
        } else if (!m_orderChanged) {
            begin = m_dirtyBegin;
            end = m_dirtyEnd;
        }
        m_instanceBuffer->updateData(begin * instanceStride(), orderedBytes(begin, end));
        if (m_dirtyBegin >= 0) // moved instances grow the box (it shrinks on the next upload)
            updateBounds(m_dirtyBegin, m_dirtyEnd);
    }
    m_dirtyBegin = m_dirtyEnd = -1;
    m_orderChanged = false;
    m_entity->setEnabled(m_enabled && count() > 0);
}

void InstanceBatch::setDrawOrder(std::vector<int> order)
{
    if (order.size() != m_instances.size())
        order.clear();
    bool identity = true;
    for (size_t i = 0; i < order.size() && identity; ++i)
        identity = order[i] == int(i);
    if (identity && m_order.empty())
        return;
    m_order = identity ? std::vector<int>() : std::move(order);
    m_position.assign(m_order.size(), 0);
    for (size_t i = 0; i < m_order.size(); ++i)
        m_position[size_t(m_order[i])] = int(i);
    if (!m_order.empty()) {
        m_orderChanged = true;
    } else if (count() > 0) {
        // Back to slot order: upload everything.
        markDirty(0);
        markDirty(count() - 1);
    }
}

QByteArray InstanceBatch::orderedBytes(int begin, int end) const
{
    const InstanceMesh &mesh = m_drawsFlat ? m_flatMesh : m_mesh;
    const int stride = instanceStride();
    QByteArray bytes((end - begin) * stride, Qt::Uninitialized);
    char *out = bytes.data();
    const int meshStride = mesh.floatsPerVertex() * int(sizeof(float));
    for (int position = begin; position < end; ++position) {
        const InstanceData &instance
            = m_instances[size_t(m_order.empty() ? position : m_order[size_t(position)])];
        if (!m_expanded) {
            std::memcpy(out, &instance, sizeof(InstanceData));
            out += sizeof(InstanceData);
            continue;
        }
        const char *vertex = mesh.vertices.data();
        for (int v = 0; v < mesh.vertexCount; ++v, vertex += meshStride) {
            std::memcpy(out, vertex, size_t(meshStride));
            std::memcpy(out + meshStride, &instance, sizeof(InstanceData));
            out += meshStride + int(sizeof(InstanceData));
        }
    }
    return bytes;
}

void InstanceBatch::updateBounds(int begin, int end)
{
    // The box of the mesh's box under each instance's transform: centre mapped, half extents
    // through the absolute linear part (metres, world). Hidden instances (zero rows) add none.
    const QVector3D centre = (m_boundsMin + m_boundsMax) / 2,
                    half = (m_boundsMax - m_boundsMin) / 2;
    const bool all = begin == 0 && end == count();
    QVector3D lo = all ? QVector3D(1e30f, 1e30f, 1e30f) : m_worldMin;
    QVector3D hi = all ? QVector3D(-1e30f, -1e30f, -1e30f) : m_worldMax;
    for (int slot = begin; slot < end; ++slot) {
        const float *r = m_instances[size_t(slot)].rows;
        if (std::all_of(r, r + 12, [](float v) { return v == 0; }))
            continue;
        QVector3D c, e;
        for (int i = 0; i < 3; ++i) {
            const float *row = r + 4 * i;
            c[i] = row[0] * centre.x() + row[1] * centre.y() + row[2] * centre.z() + row[3];
            e[i] = std::abs(row[0]) * half.x() + std::abs(row[1]) * half.y()
                + std::abs(row[2]) * half.z();
        }
        lo = QVector3D(std::min(lo.x(), c.x() - e.x()), std::min(lo.y(), c.y() - e.y()),
            std::min(lo.z(), c.z() - e.z()));
        hi = QVector3D(std::max(hi.x(), c.x() + e.x()), std::max(hi.y(), c.y() + e.y()),
            std::max(hi.z(), c.z() + e.z()));
    }
    if (lo == m_worldMin && hi == m_worldMax)
        return; // unchanged: Qt3D computes nothing again
    m_worldMin = lo;
    m_worldMax = hi;
    if (lo.x() > hi.x())
        lo = hi = QVector3D(); // nothing shown
    const float corners[6] = {lo.x(), lo.y(), lo.z(), hi.x(), hi.y(), hi.z()};
    m_boundsBuffer->setData(QByteArray(reinterpret_cast<const char *>(corners), sizeof corners));
}

void InstanceBatch::setEnabled(bool enabled)
{
    m_enabled = enabled;
    m_entity->setEnabled(m_enabled && m_uploadedCount > 0);
}

} // namespace robostage
