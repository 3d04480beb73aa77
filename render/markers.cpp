// Markers (markers.h).

#include "markers.h"

#include "markerlabel.h"
#include "meshdata.h"
#include "meshprovider.h"
#include "nodetree.h"
#include "sceneshading.h"
#include "shapeparts.h"

#include <array>

namespace robostage {

namespace {

/// Lit in its colour, a little emissive so that it reads in the shade; casts no shadow.
ShadingColors markerShading(const Color &c)
{
    ShadingColors s;
    s.diffuse = c;
    s.ambient = {c.r, c.g, c.b, 1};
    s.emissive = {c.r * 0.3f, c.g * 0.3f, c.b * 0.3f, 1};
    s.castsShadow = false;
    return s;
}

} // namespace

Markers::Markers(const SceneShading &shading, Qt3DCore::QNode *parent)
    : m_shading(shading)
    , m_parent(parent)
{
}

Markers::~Markers()
{
    m_batches.clear();
    deleteLeavesFirst(m_root.data()); // unless the scene's entity tree went first
}

int Markers::instanceCount() const
{
    int n = 0;
    for (const auto &b : m_batches)
        n += b->count();
    return n;
}

void Markers::set(const std::vector<Marker> &markers)
{
    m_batches.clear();
    m_labels.clear();
    deleteLeavesFirst(m_root.data()); // nodetree.h
    if (markers.empty())
        return;
    m_root = new Qt3DCore::QEntity(m_parent);
    // Unit shapes: one batch per shape and pass, opaque first.
    std::array<std::vector<InstanceData>, 2 * kUnitShapeCount> unit;
    for (const Marker &m : markers) {
        if (!m.text.isEmpty()) {
            if (!m_labelEffect)
                m_labelEffect = makeLabelEffect(m_parent);
            makeLabel(m.text, m.color, m.X_WS.p, m_labelEffect, m_root);
            m_labels << m.text;
            continue;
        }
        const bool translucent = m.color.a < 0.999f;
        InstanceData d;
        d.setShading(markerShading(m.color));
        Qt3DRender::QMaterial *material
            = translucent ? m_shading.translucentMaterial() : m_shading.opaqueMaterial(false);
        if (m.geometry.type == Geometry::Type::Mesh && m.geometry.inlineMesh) {
            const MeshData data = MeshData::fromInline(*m.geometry.inlineMesh);
            const auto mesh = CachedMeshProvider::makeSceneMesh(data, data.select());
            for (const SceneView::SceneMeshPart &part :
                mesh ? mesh->parts : std::vector<SceneView::SceneMeshPart>()) {
                auto batch = std::make_unique<InstanceBatch>(part.mesh, material, m_root);
                d.setTransform(poseMatrix(m.X_WS));
                batch->add(d);
                batch->commit();
                m_batches.push_back(std::move(batch));
            }
            continue;
        }
        for (const ShapePart &part : unitShapeParts(m.geometry)) {
            d.setTransform(poseMatrix(m.X_WS) * part.X_VS);
            unit[size_t(int(part.shape) + (translucent ? kUnitShapeCount : 0))].push_back(d);
        }
    }
    for (size_t i = 0; i < unit.size(); ++i) {
        if (unit[i].empty())
            continue;
        const bool translucent = i >= size_t(kUnitShapeCount);
        const auto shape = UnitShape(int(i) % kUnitShapeCount);
        auto batch = std::make_unique<InstanceBatch>(makeUnitMesh(shape),
            translucent ? m_shading.translucentMaterial()
                        : m_shading.opaqueMaterial(shape != UnitShape::Plane),
            m_root);
        for (const InstanceData &d : unit[i])
            batch->add(d);
        batch->commit();
        m_batches.push_back(std::move(batch));
    }
}

} // namespace robostage
