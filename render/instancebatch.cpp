#include "instancebatch.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>

#include <algorithm>

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
{
    m_entity = new Qt3DCore::QEntity(parent);
    auto *geometry = new Qt3DCore::QGeometry(m_entity);

    auto *vertexBuffer = new Qt3DCore::QBuffer(geometry);
    vertexBuffer->setData(mesh.vertices);
    const int vertexStride = mesh.floatsPerVertex() * int(sizeof(float));
    geometry->addAttribute(makeAttribute(vertexBuffer, QAttribute::defaultPositionAttributeName(),
        3, 0, vertexStride, mesh.vertexCount, geometry));
    geometry->addAttribute(makeAttribute(vertexBuffer, QAttribute::defaultNormalAttributeName(), 3,
        3 * sizeof(float), vertexStride, mesh.vertexCount, geometry));
    if (mesh.hasTexCoords)
        geometry->addAttribute(
            makeAttribute(vertexBuffer, QAttribute::defaultTextureCoordinateAttributeName(), 2,
                6 * sizeof(float), vertexStride, mesh.vertexCount, geometry));

    auto *indexBuffer = new Qt3DCore::QBuffer(geometry);
    indexBuffer->setData(mesh.indices);
    auto *indices = new QAttribute(geometry);
    indices->setAttributeType(QAttribute::IndexAttribute);
    indices->setBuffer(indexBuffer);
    indices->setVertexBaseType(
        mesh.wideIndices ? QAttribute::UnsignedInt : QAttribute::UnsignedShort);
    indices->setCount(uint(mesh.indexCount));
    geometry->addAttribute(indices);

    // Per-instance attributes, in InstanceData's order.
    m_instanceBuffer = new Qt3DCore::QBuffer(geometry);
    const char *names[] = {"instanceRow0", "instanceRow1", "instanceRow2", "instanceDiffuse",
        "instanceAmbient", "instanceSpecular", "instanceEmissive"};
    for (int i = 0; i < 7; ++i) {
        QAttribute *attribute = makeAttribute(m_instanceBuffer, QString::fromLatin1(names[i]), 4,
            i * 4 * int(sizeof(float)), int(sizeof(InstanceData)), 0, geometry);
        attribute->setDivisor(1);
        geometry->addAttribute(attribute);
        m_instanceAttributes << attribute;
    }

    m_renderer = new Qt3DRender::QGeometryRenderer(m_entity);
    m_renderer->setGeometry(geometry);
    m_renderer->setPrimitiveType(Qt3DRender::QGeometryRenderer::Triangles);
    m_renderer->setVertexCount(mesh.indexCount);
    m_renderer->setInstanceCount(0);
    m_entity->addComponent(m_renderer);
    m_entity->addComponent(material);
    m_material = material;
    m_entity->setEnabled(false);
}

void InstanceBatch::setMaterial(Qt3DRender::QMaterial *material)
{
    if (material == m_material)
        return;
    m_entity->removeComponent(m_material);
    m_entity->addComponent(material);
    m_material = material;
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
    const char *bytes = reinterpret_cast<const char *>(m_instances.data());
    if (!m_order.empty() && m_uploadedCount == count() && (m_orderChanged || m_dirtyBegin >= 0)) {
        commitOrdered();
        return;
    }
    m_orderChanged = false;
    if (m_uploadedCount != count()) {
        m_instanceBuffer->setData(m_order.empty()
                ? QByteArray(bytes, int(m_instances.size() * sizeof(InstanceData)))
                : orderedBytes(0, count()));
        for (QAttribute *attribute : std::as_const(m_instanceAttributes))
            attribute->setCount(uint(count()));
        m_renderer->setInstanceCount(count());
        m_uploadedCount = count();
    } else if (m_dirtyBegin >= 0) {
        const int offset = m_dirtyBegin * int(sizeof(InstanceData));
        const int size = (m_dirtyEnd - m_dirtyBegin) * int(sizeof(InstanceData));
        m_instanceBuffer->updateData(offset, QByteArray(bytes + offset, size));
    }
    m_dirtyBegin = m_dirtyEnd = -1;
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
    QByteArray bytes(int((end - begin) * sizeof(InstanceData)), Qt::Uninitialized);
    auto *out = reinterpret_cast<InstanceData *>(bytes.data());
    for (int position = begin; position < end; ++position)
        out[position - begin] = m_instances[size_t(m_order[size_t(position)])];
    return bytes;
}

void InstanceBatch::commitOrdered()
{
    int begin = 0, end = count();
    if (!m_orderChanged) {
        begin = count();
        end = 0;
        for (int slot = m_dirtyBegin; slot < m_dirtyEnd; ++slot) {
            begin = std::min(begin, m_position[size_t(slot)]);
            end = std::max(end, m_position[size_t(slot)] + 1);
        }
    }
    m_instanceBuffer->updateData(int(begin * sizeof(InstanceData)), orderedBytes(begin, end));
    m_dirtyBegin = m_dirtyEnd = -1;
    m_orderChanged = false;
    m_entity->setEnabled(m_enabled && count() > 0);
}

void InstanceBatch::setEnabled(bool enabled)
{
    m_enabled = enabled;
    m_entity->setEnabled(m_enabled && m_uploadedCount > 0);
}

} // namespace robostage
