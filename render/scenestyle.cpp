// SceneView's view styles (wireframe, transparent), highlight, tints, markers and translucent
// sorting: kept apart from sceneview.cpp, which builds the scene.

#include "sceneview.h"

#include "markers.h"
#include "scenematerials.h"
#include "translucentsort.h"

#include <Qt3DRender/QMaterial>

#include <algorithm>
#include <utility>

namespace robostage {

void SceneView::setRenderStyle(RenderStyle style)
{
    if (style == m_renderStyle)
        return;
    m_renderStyle = style;
    for (const auto &b : m_batches)
        applyRenderStyle(b.get());
    m_sorted = false; // other batches may be translucent now: sort again on the next call
}

void SceneView::applyRenderStyle(InstanceBatch *b)
{
    BatchInfo &info = m_batchInfo[b];
    if (!info.solidMaterial)
        info.solidMaterial = b->material();
    Qt3DRender::QMaterial *solid = info.solidMaterial;
    const Group group = info.group;
    Qt3DRender::QMaterial *material = solid;
    if (group == Group::Opaque || group == Group::Translucent) {
        if (m_renderStyle == RenderStyle::Wireframe)
            material = m_shading->wireframeMaterial(group == Group::Translucent);
        else if (m_renderStyle == RenderStyle::Transparent)
            material = m_shading->transparentMaterial(isClosedMesh(info.mesh));
    }
    b->setMaterial(material);
}

bool SceneView::drawnTranslucent(const InstanceBatch *b) const
{
    switch (m_batchInfo.value(b).group) {
    case Group::Translucent:
    case Group::Collision:
        return true;
    case Group::Opaque:
        return m_renderStyle == RenderStyle::Transparent;
    case Group::Helper:
        break;
    }
    return false;
}

void SceneView::writeShading(int index, const QColor &highlight)
{
    const QColor colour = highlight.isValid() ? highlight : m_tintByItem.value(index);
    const Color c = toColor(colour);
    for (Part &part : m_items[size_t(index)].parts) {
        ShadingColors shading = part.shading;
        if (colour.isValid()) {
            shading.diffuse = {c.r, c.g, c.b, shading.diffuse.a};
            shading.ambient = {c.r, c.g, c.b, 1};
            shading.emissive = {c.r * 0.25f, c.g * 0.25f, c.b * 0.25f, 1};
        }
        part.batch->data(part.slot).setShading(shading);
        part.batch->markDirty(part.slot);
        part.batch->commit();
    }
}

int SceneView::setHighlight(FrameId frame, const QColor &visualColor, const QColor &collisionColor)
{
    for (int index : m_highlightedItems) {
        writeShading(index, QColor());
        m_items[size_t(index)].solo = false;
    }
    m_highlightedItems = itemsOf(frame);
    const FrameGraph &frames = m_document.frames();
    const bool collisionFrame = frame > kNoFrame && frame < frames.size()
        && frames.node(frame).kind == FrameKind::Collision;
    for (int index : m_highlightedItems) {
        Item &item = m_items[size_t(index)];
        writeShading(index, item.collision ? collisionColor : visualColor);
        item.solo = collisionFrame && item.collision;
    }
    const bool solo = collisionFrame && !m_highlightedItems.empty();
    if (solo || m_soloCollisions) {
        m_soloCollisions = solo;
        updateCollisionBatches();
    }
    return int(m_highlightedItems.size());
}

void SceneView::setTints(const QHash<FrameId, QColor> &tints)
{
    QHash<int, QColor> byItem;
    for (auto it = tints.begin(); it != tints.end(); ++it) {
        for (int index : itemsOf(it.key()))
            byItem.insert(index, it.value());
    }
    const QHash<int, QColor> before = std::exchange(m_tintByItem, byItem);
    const auto highlighted = [this](int index) {
        return std::find(m_highlightedItems.begin(), m_highlightedItems.end(), index)
            != m_highlightedItems.end();
    };
    // Untinted items get their own colours back, tinted ones their tint; highlights stay.
    for (auto it = before.begin(); it != before.end(); ++it) {
        if (!m_tintByItem.contains(it.key()) && !highlighted(it.key()))
            writeShading(it.key(), QColor());
    }
    for (auto it = m_tintByItem.begin(); it != m_tintByItem.end(); ++it) {
        if (!highlighted(it.key()))
            writeShading(it.key(), QColor());
    }
}

void SceneView::setMarkers(const std::vector<Marker> &markers)
{
    if (!m_markers && markers.empty())
        return;
    if (!m_markers)
        m_markers = std::make_unique<Markers>(*m_shading, m_entity);
    m_markers->set(markers);
}

int SceneView::markerInstanceCount() const
{
    return m_markers ? m_markers->instanceCount() : 0;
}

QStringList SceneView::markerLabels() const
{
    return m_markers ? m_markers->labels() : QStringList();
}

std::vector<int> SceneView::itemsOf(FrameId frame) const
{
    std::vector<int> items;
    const FrameGraph &frames = m_document.frames();
    if (frame == kNoFrame || frame < 0 || frame >= frames.size())
        return items;
    const FrameNode &node = frames.node(frame);
    if (node.kind == FrameKind::Link || node.kind == FrameKind::Model) {
        // Visuals and collisions are named `model::…::link::name`.
        const QString prefix = node.scopedName + QStringLiteral("::");
        for (size_t i = 0; i < m_items.size(); ++i) {
            if (frames.node(m_items[i].frame).scopedName.startsWith(prefix))
                items.push_back(int(i));
        }
    } else if (const auto it = m_itemByFrame.constFind(frame); it != m_itemByFrame.constEnd()) {
        items.push_back(*it);
    }
    return items;
}

bool SceneView::sortTranslucent(const QVector3D &eye, float minMove)
{
    if (m_sorted && (eye - m_sortEye).length() <= minMove)
        return false;
    m_sorted = true;
    m_sortEye = eye;
    for (const auto &b : m_batches) {
        // Hidden batches (view mode) are sorted when they are shown: callers sort again then.
        const bool shown = shows(m_batchInfo.value(b.get()).group == Group::Collision);
        // The cap counts every cell of a key (cutIntoCells()): sorting them all costs as much.
        if (!shown || !drawnTranslucent(b.get()) || b->count() < 2
            || std::max(b->count(), m_instancesByKey.value(m_batchInfo.value(b.get()).key))
                > kMaxSortedInstances)
            continue;
        const QVector3D centre = (b->boundsMin() + b->boundsMax()) / 2;
        b->setDrawOrder(backToFrontOrder(b->instances(), centre, eye));
        b->commit();
    }
    return true;
}

std::vector<std::vector<FrameId>> SceneView::translucentDrawOrder() const
{
    QHash<const InstanceBatch *, std::vector<FrameId>> slotFrames;
    for (const Item &item : m_items) {
        for (const Part &part : item.parts) {
            std::vector<FrameId> &frames = slotFrames[part.batch];
            frames.resize(size_t(part.batch->count()), kNoFrame);
            frames[size_t(part.slot)] = item.frame;
        }
    }
    std::vector<std::vector<FrameId>> orders;
    for (const auto &b : m_batches) {
        if (!drawnTranslucent(b.get()))
            continue;
        std::vector<FrameId> frames = slotFrames.value(b.get());
        frames.resize(size_t(b->count()), kNoFrame);
        std::vector<FrameId> drawn;
        for (size_t i = 0; i < frames.size(); ++i)
            drawn.push_back(b->drawOrder().empty() ? frames[i] : frames[size_t(b->drawOrder()[i])]);
        orders.push_back(std::move(drawn));
    }
    return orders;
}

} // namespace robostage
