#pragma once

#include "lifetimebound.h"
#include "scenematerials.h"
#include "unitshapes.h"

#include <QList>
#include <QMatrix4x4>

#include <vector>

namespace Qt3DCore {
class QAttribute;
class QBuffer;
class QEntity;
class QNode;
} // namespace Qt3DCore

namespace Qt3DRender {
class QGeometryRenderer;
class QMaterial;
} // namespace Qt3DRender

namespace robostage {

/// What one drawn instance carries to the GPU (per-instance vertex attributes, divisor 1):
/// the first three rows of its 4x4 world transform X_WS (shape frame S in world W, with the
/// shape's scale; metres) and its shading colours; the specular alpha is 1 for an instance
/// that casts no shadow (shaders/shadow.vert). 112 bytes, tightly packed.
struct InstanceData
{
    float rows[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}; ///< row-major 3x4 transform
    float diffuse[4] = {0.7f, 0.7f, 0.7f, 1}; ///< rgb, a = opacity
    float ambient[4] = {0.7f, 0.7f, 0.7f, 20}; ///< rgb, a = shininess
    float specular[4] = {0.1f, 0.1f, 0.1f, 0}; ///< rgb, a = 1: casts no shadow
    float emissive[4] = {0, 0, 0, 0};

    void setTransform(const QMatrix4x4 &X_WS);
    void setShading(const ShadingColors &colors);
    /// A zero transform: the instance collapses to a point and draws nothing.
    void hide() { std::fill(std::begin(rows), std::end(rows), 0.f); }
};
static_assert(sizeof(InstanceData) == 112, "InstanceData must match the vertex layout");

/// One draw call: a mesh (a unit shape, see UnitShape) drawn once per InstanceData with one
/// shared material. Instances are added once; after that their transform and colours can be
/// rewritten in place (`data(slot)`, `markDirty(slot)`, `commit()`), which uploads only the
/// changed byte range (Qt3DCore::QBuffer::updateData) — no entity or material is created or
/// destroyed, so editing one visual among thousands is cheap.
///
/// Small meshes in large batches (see isExpanded()) are not drawn instanced but expanded: each
/// instance's copy of the mesh vertices, each followed by the instance's data, in one vertex
/// buffer (the same attribute names with divisor 0), so the shaders are unchanged. Software
/// rasterisers (Mesa llvmpipe) run their whole vertex pipeline once per instance, which costs
/// more than the vertices of a box; one long draw avoids that (docs/RENDERING.md).
class InstanceBatch
{
public:
    /// Meshes of at most this many vertices are expanded in batches of kExpandMinInstances or
    /// more instances.
    static constexpr int kExpandMaxVertices = 64;
    static constexpr int kExpandMinInstances = 256;

    /// Creates the batch's entity under `parent`: `mesh` drawn with `material` (not owned).
    InstanceBatch(
        const InstanceMesh &mesh, Qt3DRender::QMaterial *material, Qt3DCore::QNode *parent);

    /// Bounding box of the mesh in its own frame (metres).
    QVector3D boundsMin() const { return m_boundsMin; }
    QVector3D boundsMax() const { return m_boundsMax; }
    /// The mesh drawn for each instance (shape frame, metres), for picking.
    const InstanceMesh &mesh() const ROBOSTAGE_LIFETIMEBOUND { return m_mesh; }
    /// Drops every instance; only before the first commit() (nothing uploaded yet).
    void clear();
    /// Appends an instance and returns its slot. The buffer grows on the next commit().
    int add(const InstanceData &instance);
    int count() const { return int(m_instances.size()); }
    InstanceData &data(int slot) { return m_instances[size_t(slot)]; }
    const InstanceData &data(int slot) const { return m_instances[size_t(slot)]; }
    const std::vector<InstanceData> &instances() const ROBOSTAGE_LIFETIMEBOUND
    {
        return m_instances;
    }
    /// Marks `slot` as changed since the last commit().
    void markDirty(int slot);
    /// Uploads what changed since the last commit: the whole buffer after add(), otherwise the
    /// smallest byte range that covers the dirty slots.
    void commit();
    /// Draws the batch with `material` (not owned) instead. When that switches between the
    /// flat variant (setFlatVariant()) and the mesh, the uploaded instances are uploaded again.
    void setMaterial(Qt3DRender::QMaterial *material);
    /// While the batch is drawn with `flatMaterial` (not owned), `flatMesh` is drawn instead of
    /// the mesh: the same shape made for that material (makeFlatUnitBox() with
    /// SceneShading::flatVertexLitMaterial()).
    void setFlatVariant(const InstanceMesh &flatMesh, Qt3DRender::QMaterial *flatMaterial);
    Qt3DRender::QMaterial *material() const { return m_material; }
    /// Shows or hides the whole batch (view modes).
    void setEnabled(bool enabled);
    /// Draws the instances in `order` (a permutation of the slots, first drawn first; empty:
    /// slot order) from the next commit() on. Slots, data(slot) and markDirty(slot) keep
    /// meaning the same instance; only the layout of the uploaded buffer changes. Instances
    /// added later are drawn after the ordered ones until the next call.
    void setDrawOrder(std::vector<int> order);
    /// The slots in the order they are drawn (empty: slot order).
    const std::vector<int> &drawOrder() const ROBOSTAGE_LIFETIMEBOUND { return m_order; }
    Qt3DCore::QEntity *entity() const { return m_entity; }
    /// True when the uploaded instances are drawn expanded rather than instanced (see above).
    bool isExpanded() const { return m_expanded; }
    /// Expands a small mesh's instances however few the batch has (one of the cells of a
    /// large set of them, SceneView::batch()), from the next upload of all instances on.
    void setExpandable(bool expandable) { m_expandable = expandable; }

private:
    QVector3D m_boundsMin, m_boundsMax;
    std::vector<InstanceData> m_instances;
    Qt3DCore::QEntity *m_entity = nullptr;
    InstanceMesh m_mesh;
    InstanceMesh m_flatMesh;
    Qt3DRender::QMaterial *m_flatMaterial = nullptr;
    bool m_drawsFlat = false; ///< the uploaded geometry is m_flatMesh's
    /// The mesh drawn with the current material.
    const InstanceMesh &drawnMesh() const
    {
        return m_flatMaterial && m_material == m_flatMaterial ? m_flatMesh : m_mesh;
    }
    /// Builds the geometry again and uploads every instance.
    void uploadAll();
    /// Sets the batch's bounding volume to the world box around every shown instance (metres),
    /// so that frustum culling (buildScenePasses()) judges the batch where its instances are,
    /// not where its mesh is: the box of all slots when [begin, end) is all of them, else the
    /// current box grown to hold the slots in [begin, end) (an edit costs what it moves). Qt3D
    /// hears of it only when the box changed.
    void updateBounds(int begin, int end);
    Qt3DCore::QBuffer *m_meshBuffer = nullptr;
    Qt3DCore::QBuffer *m_instanceBuffer = nullptr;
    Qt3DCore::QBuffer *m_boundsBuffer = nullptr; ///< two corners: see updateBounds()
    QVector3D m_worldMin {1e30f, 1e30f, 1e30f}, m_worldMax {-1e30f, -1e30f, -1e30f};
    QList<Qt3DCore::QAttribute *> m_meshAttributes; ///< position, normal, texture coordinates
    Qt3DCore::QAttribute *m_indices = nullptr;
    QList<Qt3DCore::QAttribute *> m_instanceAttributes; ///< in InstanceData's order
    bool m_configured = false;
    Qt3DRender::QGeometryRenderer *m_renderer = nullptr;
    Qt3DRender::QMaterial *m_material = nullptr;
    bool m_expanded = false;
    bool m_expandable = false; ///< setExpandable()
    int m_uploadedCount = -1;
    int m_dirtyBegin = -1, m_dirtyEnd = -1; ///< half-open slot range
    bool m_enabled = true;
    std::vector<int> m_order; ///< draw position → slot; empty: identity
    std::vector<int> m_position; ///< slot → draw position, when m_order is set
    bool m_orderChanged = false;
    /// Sets the geometry up to draw the drawn mesh instanced or, with `expanded`, expanded, for
    /// count() instances (the instance data is uploaded separately).
    void configureGeometry(bool expanded);
    /// The bytes uploaded for draw positions [begin, end): their InstanceData in draw order,
    /// or when expanded, for each of them the mesh vertices each followed by its InstanceData.
    QByteArray orderedBytes(int begin, int end) const;
    /// Bytes one instance takes in the uploaded buffer.
    int instanceStride() const;
};

} // namespace robostage
