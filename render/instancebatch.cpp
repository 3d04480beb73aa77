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
    put(specular, s.specular, 0);
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
    if (m_uploadedCount != count()) {
        m_instanceBuffer->setData(
            QByteArray(bytes, int(m_instances.size() * sizeof(InstanceData))));
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

void InstanceBatch::setEnabled(bool enabled)
{
    m_enabled = enabled;
    m_entity->setEnabled(m_enabled && m_uploadedCount > 0);
}

} // namespace robostage
