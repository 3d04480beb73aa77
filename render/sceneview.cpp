#include "sceneview.h"

#include "markers.h"
#include "nodetree.h"
#include "overlays.h"
#include "shadowpass.h"
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
/// Edge of the world cells that large opaque batches are cut into (cutIntoCells()), metres.
constexpr float kCellMetres = 10;
/// Opaque batches of at least this many instances are cut into world cells.
constexpr int kCutMinInstances = 2048;

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
    // Built detached and attached to `parent` at the end, so that Qt3D creates the whole tree
    // in one go: textures created while the tree was live (after the entities using them)
    // were sometimes never uploaded by Qt3D 6.4's OpenGL renderer, and sampled black.
    m_entity = new Qt3DCore::QEntity();
    m_shading = std::make_unique<SceneShading>(m_entity);
    m_textures = std::make_unique<TextureLibrary>(m_entity);
    const World &world = document.scene().world;
    const SceneSettings &scene = world.scene;
    m_shading->setAmbient(scene.ambient);
    m_shading->setFog(scene.fog);
    m_shading->setSky(scene.sky, scene.background);
    m_shading->setShadows(scene.shadows);

    // Joints at their initial positions (SimRobot `<Deflection init>`; else the zero
    // configuration) until setJointPositions().
    const std::vector<Pose> X_WF = document.frames().worldPoses({});
    for (const Light &light : world.lights)
        m_lights.emplace_back(light, light.frame);
    for (const Model &model : world.models)
        addModel(model);
    // Cut before the helpers are added: the cells' entities then follow one another, which
    // llvmpipe draws at twice the frame rate of cells interleaved with the grid's batch (the
    // 10 000-visual orbit: 81 against 46 fps).
    cutIntoCells(X_WF);
    addHelpers(scene);
    for (Item &item : m_items)
        placeItem(item, X_WF[size_t(item.frame)]);
    updateLights(X_WF);
    for (const auto &b : m_batches)
        m_instancesByKey[m_batchInfo.value(b.get()).key] += b->count();
    for (const auto &b : m_batches)
        configureLikeItsKey(b.get());
    setViewMode(ViewMode::Visuals);
    commitAll();
    if (scene.sky.present)
        m_sky = makeSkyQuad(m_shading->skyMaterial(), m_entity);
    if (m_shading->shadowLight() >= 0)
        ShadowPass::makeClearQuad(m_entity);
    m_entity->setParent(parent);
}

SceneView::~SceneView()
{
    // The entity tree goes with the view, unless its parent (the renderer's scene) went first;
    // leaves first (nodetree.h).
    deleteLeavesFirst(m_entity.data());
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
        shading.castsShadow = false;
        InstanceData data;
        data.setShading(shading);
        data.setTransform(X_WS);
        batch(Group::Helper, QLatin1String(unitShapeName(shape)), SurfaceLook())->add(data);
    };
    // The grid is built also where the file turns it off (`<grid>false</grid>`): hidden then
    // (m_helpersVisible starts as the file says), the view's Grid toggle can still show it.
    const Color grey {0.45f, 0.45f, 0.45f, 1};
    for (int i = -10; i <= 10; ++i) {
        add(UnitShape::Box, scaledMatrix(20, 0.01f, 0.001f, QVector3D(0, float(i), 0)), grey);
        add(UnitShape::Box, scaledMatrix(0.01f, 20, 0.001f, QVector3D(float(i), 0, 0)), grey);
    }
    m_helpersVisible = scene.grid;
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
    const qsizetype textureErrors = m_textures->errors().size();
    SurfaceLook look;
    ShadingColors colors = shading;
    bool described = false;
    if (visual && !collision) {
        look = surfaceLook(visual->material);
        described = materialSetsColor(visual->material) || !look.isPlain();
        // A texture without a colour of the description's own shows as it is.
        if (!look.maps.albedo.isNull() && !materialSetsColor(visual->material))
            colors = untinted(colors);
        colors.castsShadow = visual->castShadows;
    }
    if (g.type == Geometry::Type::Mesh
        && !addMeshParts(item, g, colors, look, described, visual ? visual->transparency : 0)) {
        if (!collision)
            colors = meshPlaceholderShading(colors);
        look = SurfaceLook();
    }
    QStringList messages;
    if (!addGeneratedParts(item, g, colors, messages)) {
        for (const ShapePart &part : unitShapeParts(g))
            addPart(item, QLatin1String(unitShapeName(part.shape)), part.X_VS, part.ground, colors,
                look);
    }
    // Texture images that could not be read and terrain that could not be made, reported at
    // the visual (or collision) that uses them.
    messages << m_textures->errors().mid(textureErrors);
    const SourceRef &source = visual ? visual->source : g.source;
    for (const QString &message : std::as_const(messages)) {
        Diagnostic d;
        d.severity = Severity::Warning;
        d.file = m_document.filePath(source);
        d.line = source.line;
        d.message = message;
        m_diagnostics.push_back(d);
    }
    if (item.parts.empty())
        return;
    m_itemByFrame.insert(frame, int(m_items.size()));
    m_items.push_back(std::move(item));
}

void SceneView::addPart(Item &item, const QString &meshKey, const QMatrix4x4 &X_VS, bool ground,
    const ShadingColors &shading, const SurfaceLook &look)
{
    const Group group = item.collision ? Group::Collision
        : shading.isTranslucent()      ? Group::Translucent
                                       : Group::Opaque;
    Part part;
    part.batch = batch(group, meshKey, item.collision ? SurfaceLook() : look);
    part.X_VS = X_VS;
    part.ground = ground;
    part.shading = shading;
    InstanceData data;
    data.setShading(shading);
    part.slot = part.batch->add(data);
    item.parts.push_back(part);
}

QString SceneView::cellKey(const QString &key, const QVector3D &p_W)
{
    const auto cell = [](float metres) { // the origin in the middle of its cell
        const float c = std::floor(metres / kCellMetres + 0.5f);
        return std::isfinite(c) ? QString::number(qint64(std::clamp(c, -1e15f, 1e15f)))
                                : QStringLiteral("x");
    };
    return key + QLatin1Char('@') + cell(p_W.x()) + QLatin1Char(',') + cell(p_W.y())
        + QLatin1Char(',') + cell(p_W.z());
}

void SceneView::cutIntoCells(const std::vector<Pose> &X_WF)
{
    // Opaque batches of kCutMinInstances or more instances are cut into one batch per
    // kCellMetres cube of the world each instance starts in, so that frustum culling skips
    // the cells out of view (issue 33); each batch's bounding volume follows its instances
    // wherever they move. Smaller sets stay whole (a few scattered trees are cheaper as one
    // draw), and so do translucent ones: they are sorted back to front within a batch. Nothing
    // is uploaded yet: the instances are added again, the batch keeps its first cell's.
    std::vector<InstanceBatch *> cut;
    for (const auto &b : m_batches) {
        const BatchInfo &info = m_batchInfo[b.get()];
        if (info.group == Group::Opaque && b->count() >= kCutMinInstances) {
            cut.push_back(b.get());
            m_cutKeys.insert(info.key);
        }
    }
    if (cut.empty())
        return;
    QHash<InstanceBatch *, std::vector<InstanceData>> instances;
    for (InstanceBatch *b : cut) {
        instances.insert(b, b->instances());
        b->clear();
        m_batchByKey.remove(m_batchInfo.value(b).key); // found by cell from now on
    }
    for (Item &item : m_items) {
        for (Part &part : item.parts) {
            const auto it = instances.constFind(part.batch);
            if (it == instances.constEnd())
                continue;
            const InstanceData &data = (*it)[size_t(part.slot)];
            const QVector3D p_W
                = poseMatrix(X_WF[size_t(item.frame)]).map(part.X_VS.map(QVector3D()));
            const BatchInfo info = m_batchInfo.value(part.batch);
            const QString key = cellKey(info.key, p_W);
            InstanceBatch *cell = m_batchByKey.value(key);
            if (!cell && part.batch->count() == 0) { // the emptied batch takes the first cell
                cell = part.batch;
                m_batchByKey.insert(key, cell);
            } else if (!cell) {
                cell = batch(info.group, info.mesh, info.look, p_W);
            }
            part.batch = cell;
            part.slot = cell->add(data);
        }
    }
}

void SceneView::configureLikeItsKey(InstanceBatch *b)
{
    // Every cell of a mesh is drawn as the whole set would be: expanded
    // (InstanceBatch::setExpandable()) and, for large sets of closed shapes, lit per vertex
    // (SceneShading::opaqueMaterial()), boxes flat from their 8 corners (makeFlatUnitBox()).
    const BatchInfo &info = m_batchInfo[b];
    const int total = m_instancesByKey.value(info.key);
    b->setExpandable(total >= InstanceBatch::kExpandMinInstances);
    if (b->material() != m_shading->opaqueMaterial(true) || total < kVertexLightingThreshold)
        return;
    if (info.mesh == QLatin1String(unitShapeName(UnitShape::Box))) {
        b->setFlatVariant(makeFlatUnitBox(), m_shading->flatVertexLitMaterial());
        b->setMaterial(m_shading->flatVertexLitMaterial());
    } else {
        b->setMaterial(m_shading->opaqueMaterial(true, true));
    }
}

InstanceBatch *SceneView::batch(
    Group group, const QString &meshKey, const SurfaceLook &look, const QVector3D &p_W)
{
    const QString key = QString::number(int(group)) + QLatin1Char('|') + meshKey
        + (look.isPlain() ? QString() : QLatin1Char('|') + look.key());
    // A key cut into world cells (cutIntoCells()) finds its batch by cell.
    const QString batchKey = m_cutKeys.contains(key) ? cellKey(key, p_W) : key;
    if (InstanceBatch *existing = m_batchByKey.value(batchKey))
        return existing;
    if (!m_meshes.contains(meshKey)) {
        for (int shape = 0; shape < kUnitShapeCount; ++shape) {
            if (meshKey == QLatin1String(unitShapeName(UnitShape(shape))))
                m_meshes.insert(meshKey, makeUnitMesh(UnitShape(shape)));
        }
    }
    const bool closed = isClosedMesh(meshKey);
    const bool opaque = group == Group::Opaque || group == Group::Helper;
    Qt3DRender::QMaterial *material = !look.isPlain()
        ? m_shading->surfaceMaterial(look, *m_textures, !opaque, closed)
        : opaque ? m_shading->opaqueMaterial(closed)
                 : m_shading->translucentMaterial();
    m_batches.push_back(
        std::make_unique<InstanceBatch>(*m_meshes.value(meshKey), material, m_entity));
    InstanceBatch *created = m_batches.back().get();
    m_batchByKey.insert(batchKey, created);
    m_batchInfo.insert(created, {group, meshKey, look, key});
    if (!m_instancesByKey.isEmpty()) // made after the constructor (shadePart())
        configureLikeItsKey(created);
    if (m_renderStyle != RenderStyle::Solid)
        applyRenderStyle(created);
    return created;
}

bool SceneView::isClosedMesh(const QString &meshKey)
{
    return meshKey != QLatin1String(unitShapeName(UnitShape::Plane))
        && !meshKey.startsWith(QLatin1String("mesh:"))
        && !meshKey.startsWith(QLatin1String("heightmap:"));
}

void SceneView::commitAll()
{
    for (const auto &b : m_batches)
        b->commit();
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

void SceneView::shadePart(const Item &item, Part &part, const ShadingColors &shading)
{
    const Group group = item.collision ? Group::Collision
        : shading.isTranslucent()      ? Group::Translucent
                                       : Group::Opaque;
    const BatchInfo info = m_batchInfo.value(part.batch);
    if (group != info.group) {
        // Move to the other pass: hide the old instance, append a new one.
        const InstanceData data = part.batch->data(part.slot);
        part.batch->data(part.slot).hide();
        part.batch->markDirty(part.slot);
        part.batch->commit();
        part.batch = batch(
            group, info.mesh, info.look, QVector3D(data.rows[3], data.rows[7], data.rows[11]));
        part.slot = part.batch->add(data);
    }
    part.batch->data(part.slot).setShading(shading);
    part.batch->markDirty(part.slot);
    part.batch->commit();
}

bool SceneView::setVisualColor(FrameId visual, const QColor &color)
{
    const auto it = m_itemByFrame.constFind(visual);
    if (it == m_itemByFrame.constEnd() || m_items[size_t(*it)].collision)
        return false;
    Item &item = m_items[size_t(*it)];
    const Color c = toColor(color);
    for (Part &part : item.parts) {
        ShadingColors shading = part.shading;
        shading.diffuse = c;
        shading.ambient = {c.r, c.g, c.b, 1};
        shadePart(item, part, shading);
    }
    setViewMode(m_viewMode);
    return true;
}

int SceneView::instanceCount() const
{
    int n = 0;
    for (const auto &b : m_batches)
        n += m_batchInfo.value(b.get()).group == Group::Helper ? 0 : b->count();
    return n;
}

int SceneView::batchCount() const
{
    return int(std::count_if(m_batches.begin(), m_batches.end(),
        [this](const auto &b) { return m_batchInfo.value(b.get()).group != Group::Helper; }));
}

int SceneView::visibleInstanceCount() const
{
    int n = 0;
    for (const auto &b : m_batches) {
        const Group group = m_batchInfo.value(b.get()).group;
        if (group != Group::Helper && shows(group == Group::Collision))
            n += b->count();
    }
    return n;
}

} // namespace robostage
