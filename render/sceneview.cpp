#include "sceneview.h"

#include "overlays.h"
#include "shapeparts.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>

#include <QQuaternion>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace robostage {

namespace {

/// Instances of one closed shape from which the batch is lit per vertex. On llvmpipe a batch
/// of 1000 boxes at 1280x720 renders 2.5x faster lit per vertex; with this many instances
/// each covers few pixels, where per-pixel lighting shows little.
constexpr int kVertexLightingThreshold = 256;

/// Edge of the cube drawn for a mesh that is not loaded, metres.
constexpr double kMeshPlaceholderSize = 0.05;

/// Swaps the last two indices of every triangle of `mesh`.
void reverseWinding(InstanceMesh &mesh)
{
    const auto swap = [&mesh](auto *indices) {
        for (int t = 0; t + 2 < mesh.indexCount; t += 3)
            std::swap(indices[t + 1], indices[t + 2]);
    };
    if (mesh.wideIndices)
        swap(reinterpret_cast<quint32 *>(mesh.indices.data()));
    else
        swap(reinterpret_cast<quint16 *>(mesh.indices.data()));
}

/// Full-screen quad in clip space for the sky pass.
Qt3DCore::QEntity *makeSkyQuad(Qt3DRender::QMaterial *material, Qt3DCore::QNode *parent)
{
    auto *entity = new Qt3DCore::QEntity(parent);
    auto *geometry = new Qt3DCore::QGeometry(entity);
    const float corners[] = {-1, -1, 0, 1, -1, 0, 1, 1, 0, -1, -1, 0, 1, 1, 0, -1, 1, 0};
    auto *buffer = new Qt3DCore::QBuffer(geometry);
    buffer->setData(QByteArray(reinterpret_cast<const char *>(corners), sizeof corners));
    auto *position = new Qt3DCore::QAttribute(buffer,
        Qt3DCore::QAttribute::defaultPositionAttributeName(), Qt3DCore::QAttribute::Float, 3, 6);
    geometry->addAttribute(position);
    auto *renderer = new Qt3DRender::QGeometryRenderer(entity);
    renderer->setGeometry(geometry);
    renderer->setVertexCount(6);
    entity->addComponent(renderer);
    entity->addComponent(material);
    return entity;
}

} // namespace

SceneView::SceneView(const Document &document, Qt3DCore::QNode *parent, MeshProvider meshProvider)
    : m_document(document)
    , m_meshProvider(std::move(meshProvider))
{
    m_entity = new Qt3DCore::QEntity(parent);
    m_shading = std::make_unique<SceneShading>(m_entity);
    const World &world = document.scene().world;
    const SceneSettings &scene = world.scene;
    m_shading->setAmbient(scene.ambient);
    m_shading->setFog(scene.fog);
    m_shading->setSky(scene.sky, scene.background);
    if (scene.sky.present)
        makeSkyQuad(m_shading->skyMaterial(), m_entity);

    for (const Light &light : world.lights)
        m_lights.emplace_back(light, light.frame);
    for (const Model &model : world.models)
        addModel(model);
    addHelpers(scene);

    std::vector<Pose> X_WF(size_t(document.frames().size()));
    for (FrameId id = 0; id < document.frames().size(); ++id)
        X_WF[size_t(id)] = document.frames().worldPose(id);
    for (Item &item : m_items)
        placeItem(item, X_WF[size_t(item.frame)]);
    updateLights(X_WF);
    // Large batches of closed shapes are lit per vertex (SceneShading::opaqueMaterial()).
    for (const auto &b : m_batches) {
        if (b->material() == m_shading->opaqueMaterial(true)
            && b->count() >= kVertexLightingThreshold)
            b->setMaterial(m_shading->opaqueMaterial(true, true));
    }
    setViewMode(ViewMode::Visuals);
    commitAll();
}

SceneView::~SceneView()
{
    // The entity tree goes with the view, unless its parent (the renderer's scene) went first.
    delete m_entity.data();
}

QColor SceneView::backgroundColor() const
{
    return toQColor(m_document.scene().world.scene.background);
}

void SceneView::addModel(const Model &model)
{
    for (const Link &link : model.links) {
        for (const Visual &visual : link.visuals)
            addItem(visual.frame, visual.geometry, false,
                resolveShading(visual.material, visual.transparency), &visual);
        for (const Collision &collision : link.collisions)
            addItem(collision.frame, collision.geometry, true, collisionShading());
        for (const Light &light : link.lights)
            m_lights.emplace_back(light, light.frame);
    }
    for (const Model &child : model.models)
        addModel(child);
}

void SceneView::addHelpers(const SceneSettings &scene)
{
    const auto add = [this](UnitShape shape, const QMatrix4x4 &X_WS, const Color &color) {
        ShadingColors shading;
        shading.diffuse = color;
        shading.ambient = color;
        shading.emissive = {color.r * 0.5f, color.g * 0.5f, color.b * 0.5f, 1};
        shading.specular = {0, 0, 0, 1};
        InstanceData data;
        data.setShading(shading);
        data.setTransform(X_WS);
        batch(Group::Helper, QLatin1String(unitShapeName(shape)))->add(data);
    };
    if (scene.grid) {
        const Color grey {0.45f, 0.45f, 0.45f, 1};
        for (int i = -10; i <= 10; ++i) {
            add(UnitShape::Box, scaledMatrix(20, 0.01f, 0.001f, QVector3D(0, float(i), 0)), grey);
            add(UnitShape::Box, scaledMatrix(0.01f, 20, 0.001f, QVector3D(float(i), 0, 0)), grey);
        }
    }
    if (scene.originVisual) {
        const float length = 0.5f, width = 0.02f;
        add(UnitShape::Box, scaledMatrix(length, width, width, {length / 2, 0, 0}), {1, 0, 0, 1});
        add(UnitShape::Box, scaledMatrix(width, length, width, {0, length / 2, 0}), {0, 1, 0, 1});
        add(UnitShape::Box, scaledMatrix(width, width, length, {0, 0, length / 2}), {0, 0, 1, 1});
    }
}

void SceneView::addItem(FrameId frame, const Geometry &g, bool collision,
    const ShadingColors &shading, const Visual *visual)
{
    if (frame == kNoFrame || frame >= m_document.frames().size())
        return;
    Item item;
    item.frame = frame;
    item.collision = collision;
    item.shading = shading;
    const Group group = collision ? Group::Collision
        : shading.isTranslucent() ? Group::Translucent
                                  : Group::Opaque;
    if (g.type == Geometry::Type::Mesh) {
        std::optional<Color> fileColor;
        if (!addMeshParts(item, group, g, fileColor)) {
            if (!collision)
                item.shading = meshPlaceholderShading(shading);
        } else if (fileColor && visual && !materialSetsColor(visual->material)) {
            // The description leaves the colour to the mesh file (its opacity stays the
            // description's, so the pass chosen above still holds).
            Material material = visual->material;
            material.diffuse = Color {fileColor->r, fileColor->g, fileColor->b, 1};
            material.ambient.reset();
            item.shading = resolveShading(material, visual->transparency);
        }
    }
    for (const ShapePart &part : unitShapeParts(g))
        item.parts.push_back(
            {batch(group, QLatin1String(unitShapeName(part.shape))), -1, part.X_VS, part.ground});
    if (item.parts.empty())
        return;
    for (Part &part : item.parts) {
        InstanceData data;
        data.setShading(item.shading);
        part.slot = part.batch->add(data);
    }
    m_itemByFrame.insert(frame, int(m_items.size()));
    m_items.push_back(std::move(item));
}

bool SceneView::addMeshParts(
    Item &item, Group group, const Geometry &g, std::optional<Color> &fileColor)
{
    const QMatrix4x4 scale = scaledMatrix(float(g.scale.x), float(g.scale.y), float(g.scale.z));
    if (m_meshProvider) {
        // An unresolved URI is still offered to the provider (once), so that it can report it.
        // A mirroring scale turns the triangles inside out: such instances get a batch of
        // their own with the winding reversed, so that back faces stay back faces.
        const bool mirrored = g.scale.x * g.scale.y * g.scale.z < 0;
        const QString key = QStringLiteral("mesh:")
            + (g.resolvedPath.isEmpty() ? QStringLiteral("?") + g.uri : g.resolvedPath)
            + QLatin1Char('#') + g.submesh
            + (g.centerSubmesh ? QStringLiteral("#centred") : QString())
            + (mirrored ? QStringLiteral("#mirrored") : QString());
        if (!m_meshes.contains(key)) {
            // Cache misses too, so a broken file is tried once.
            std::optional<SceneMesh> provided = m_meshProvider(g);
            if (provided && provided->mesh.indexCount > 0) {
                if (mirrored)
                    reverseWinding(provided->mesh);
                m_meshes.insert(key, std::move(provided->mesh));
                m_meshColors.insert(key, provided->fileColor);
            } else {
                m_meshes.insert(key, std::nullopt);
            }
        }
        if (m_meshes.value(key)) {
            fileColor = m_meshColors.value(key);
            item.parts.push_back({batch(group, key), -1, scale});
            return true;
        }
    }
    // Placeholder while the mesh is not loaded (or cannot be): a small cube at the mesh's
    // origin (its extent is unknown without loading it).
    const float size = float(kMeshPlaceholderSize);
    item.parts.push_back({batch(group, QLatin1String(unitShapeName(UnitShape::Box))), -1,
        scaledMatrix(size, size, size)});
    return false;
}

InstanceBatch *SceneView::batch(Group group, const QString &meshKey)
{
    const QString key = QString::number(int(group)) + QLatin1Char('|') + meshKey;
    if (InstanceBatch *existing = m_batchByKey.value(key))
        return existing;
    if (!m_meshes.contains(meshKey)) {
        for (int shape = 0; shape < kUnitShapeCount; ++shape) {
            if (meshKey == QLatin1String(unitShapeName(UnitShape(shape))))
                m_meshes.insert(meshKey, makeUnitMesh(UnitShape(shape)));
        }
    }
    const bool closed = meshKey != QLatin1String(unitShapeName(UnitShape::Plane))
        && !meshKey.startsWith(QLatin1String("mesh:"));
    Qt3DRender::QMaterial *material = group == Group::Opaque || group == Group::Helper
        ? m_shading->opaqueMaterial(closed)
        : m_shading->translucentMaterial();
    m_batches.push_back(
        std::make_unique<InstanceBatch>(*m_meshes.value(meshKey), material, m_entity));
    InstanceBatch *created = m_batches.back().get();
    m_batchByKey.insert(key, created);
    m_batchGroup.insert(created, group);
    m_batchMesh.insert(created, meshKey);
    if (m_renderStyle != RenderStyle::Solid)
        applyRenderStyle(created);
    return created;
}

void SceneView::placeItem(Item &item, const Pose &X_WV)
{
    const QMatrix4x4 world = poseMatrix(X_WV);
    for (Part &part : item.parts) {
        part.batch->data(part.slot).setTransform(world * part.X_VS);
        part.batch->markDirty(part.slot);
    }
}

void SceneView::updateLights(const std::vector<Pose> &X_WF)
{
    std::vector<WorldLight> lights;
    for (const auto &[light, frame] : m_lights) {
        if (frame >= 0 && frame < int(X_WF.size()))
            lights.push_back({light, X_WF[size_t(frame)]});
    }
    if (lights.empty())
        lights.push_back({SceneShading::defaultLight(), Pose()});
    m_shading->setLights(lights);
}

void SceneView::commitAll()
{
    for (const auto &b : m_batches)
        b->commit();
}

void SceneView::setViewMode(ViewMode mode)
{
    m_viewMode = mode;
    const bool visuals = mode != ViewMode::Collisions;
    const bool collisions = mode != ViewMode::Visuals;
    for (const auto &b : m_batches) {
        const Group group = m_batchGroup.value(b.get());
        b->setEnabled(group == Group::Helper ? m_helpersVisible
                : group == Group::Collision  ? collisions
                                             : visuals);
    }
}

void SceneView::setHelpersVisible(bool visible)
{
    m_helpersVisible = visible;
    setViewMode(m_viewMode);
}

void SceneView::setJointPositions(const JointPositions &q)
{
    m_jointPositions = q;
    const std::vector<Pose> X_WF = m_document.frames().worldPoses(q);
    for (Item &item : m_items)
        placeItem(item, X_WF[size_t(item.frame)]);
    updateLights(X_WF);
    commitAll();
    if (m_sorted)
        sortTranslucent(m_sortEye); // the instances moved
    if (m_overlayMask)
        updateOverlays(X_WF);
}

void SceneView::setOverlays(int mask)
{
    if (mask == m_overlayMask)
        return;
    m_overlayMask = mask;
    if (!m_overlays && !mask)
        return;
    updateOverlays(m_document.frames().worldPoses(m_jointPositions));
}

int SceneView::overlayInstanceCount() const
{
    return m_overlays ? m_overlays->instanceCount() : 0;
}

void SceneView::updateOverlays(const std::vector<Pose> &X_WF)
{
    if (!m_overlays)
        m_overlays = std::make_unique<Overlays>(m_document, *m_shading, m_entity);
    // Axis length: a tenth of the scene's extent (what is shown when first asked).
    if (m_overlaySize <= 0) {
        QVector3D min(-0.5f, -0.5f, -0.5f), max(0.5f, 0.5f, 0.5f);
        bounds(min, max);
        m_overlaySize = std::clamp((max - min).length() * 0.1f, 0.02f, 2.f);
    }
    m_overlays->update(m_overlayMask, X_WF, m_jointPositions, m_overlaySize);
}

bool SceneView::setVisualColor(FrameId visual, const QColor &color)
{
    const auto it = m_itemByFrame.constFind(visual);
    if (it == m_itemByFrame.constEnd() || m_items[size_t(*it)].collision)
        return false;
    Item &item = m_items[size_t(*it)];
    const bool wasTranslucent = item.shading.isTranslucent();
    item.shading.diffuse = toColor(color);
    item.shading.ambient
        = {item.shading.diffuse.r, item.shading.diffuse.g, item.shading.diffuse.b, 1};
    if (item.shading.isTranslucent() != wasTranslucent) {
        // Move to the other pass: hide the old instances, append new ones.
        const Group group = item.shading.isTranslucent() ? Group::Translucent : Group::Opaque;
        for (Part &part : item.parts) {
            const InstanceData data = part.batch->data(part.slot);
            part.batch->data(part.slot).hide();
            part.batch->markDirty(part.slot);
            part.batch->commit();
            part.batch = batch(group, m_batchMesh.value(part.batch));
            part.slot = part.batch->add(data);
        }
    }
    for (Part &part : item.parts) {
        part.batch->data(part.slot).setShading(item.shading);
        part.batch->markDirty(part.slot);
        part.batch->commit();
    }
    setViewMode(m_viewMode);
    return true;
}

bool SceneView::setVisualPose(FrameId frame, const Pose &X_WV)
{
    const auto it = m_itemByFrame.constFind(frame);
    if (it == m_itemByFrame.constEnd())
        return false;
    Item &item = m_items[size_t(*it)];
    placeItem(item, X_WV);
    for (Part &part : item.parts)
        part.batch->commit();
    return true;
}

bool SceneView::bounds(QVector3D &minOut, QVector3D &maxOut) const
{
    for (bool withGround : {false, true}) {
        bool any = false;
        QVector3D min(1e30f, 1e30f, 1e30f);
        QVector3D max = -min;
        for (const Item &item : m_items) {
            if (item.collision ? m_viewMode == ViewMode::Visuals
                               : m_viewMode == ViewMode::Collisions)
                continue;
            for (const Part &part : item.parts) {
                if (part.ground && !withGround)
                    continue;
                const InstanceData &d = part.batch->data(part.slot);
                const QVector3D lo = part.batch->boundsMin(), hi = part.batch->boundsMax();
                for (int c = 0; c < 8; ++c) {
                    const QVector3D p((c & 1) ? hi.x() : lo.x(), (c & 2) ? hi.y() : lo.y(),
                        (c & 4) ? hi.z() : lo.z());
                    for (int r = 0; r < 3; ++r) {
                        const float v = d.rows[r * 4] * p.x() + d.rows[r * 4 + 1] * p.y()
                            + d.rows[r * 4 + 2] * p.z() + d.rows[r * 4 + 3];
                        min[r] = std::min(min[r], v);
                        max[r] = std::max(max[r], v);
                    }
                }
                any = true;
            }
        }
        if (any) {
            minOut = min;
            maxOut = max;
            return true;
        }
    }
    return false;
}

FrameId SceneView::pick(const QVector3D &origin, const QVector3D &direction) const
{
    FrameId best = kNoFrame;
    float bestT = std::numeric_limits<float>::max();
    for (const Item &item : m_items) {
        if (item.collision ? m_viewMode == ViewMode::Visuals : m_viewMode == ViewMode::Collisions)
            continue;
        for (const Part &part : item.parts) {
            const InstanceData &d = part.batch->data(part.slot);
            const QMatrix4x4 X_WS(d.rows[0], d.rows[1], d.rows[2], d.rows[3], d.rows[4], d.rows[5],
                d.rows[6], d.rows[7], d.rows[8], d.rows[9], d.rows[10], d.rows[11], 0, 0, 0, 1);
            bool invertible = false;
            const QMatrix4x4 X_SW = X_WS.inverted(&invertible);
            if (!invertible)
                continue; // hidden (collapsed) instance
            // The ray in the shape frame keeps its parameter t; slab test against the mesh's
            // bounds, thickened a little so that a plane quad can be hit.
            const QVector3D o = X_SW.map(origin), v = X_SW.mapVector(direction);
            float t0 = 0, t1 = std::numeric_limits<float>::max();
            for (int axis = 0; axis < 3 && t0 <= t1; ++axis) {
                const float lo = part.batch->boundsMin()[axis] - 1e-4f;
                const float hi = part.batch->boundsMax()[axis] + 1e-4f;
                if (std::abs(v[axis]) < 1e-12f) {
                    if (o[axis] < lo || o[axis] > hi)
                        t0 = t1 + 1;
                    continue;
                }
                const float a = (lo - o[axis]) / v[axis], b = (hi - o[axis]) / v[axis];
                t0 = std::max(t0, std::min(a, b));
                t1 = std::min(t1, std::max(a, b));
            }
            if (t0 <= t1 && t0 < bestT) {
                bestT = t0;
                best = item.frame;
            }
        }
    }
    return best;
}

int SceneView::instanceCount() const
{
    int n = 0;
    for (const auto &b : m_batches)
        n += m_batchGroup.value(b.get()) == Group::Helper ? 0 : b->count();
    return n;
}

int SceneView::visibleInstanceCount() const
{
    int n = 0;
    for (const auto &b : m_batches) {
        const Group group = m_batchGroup.value(b.get());
        const bool shown = group == Group::Collision ? m_viewMode != ViewMode::Visuals
                                                     : m_viewMode != ViewMode::Collisions;
        if (group != Group::Helper && shown)
            n += b->count();
    }
    return n;
}

} // namespace robostage
