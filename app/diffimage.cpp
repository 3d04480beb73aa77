// writeDiffImage() (issue 34): the old version as a ghost, the new one solid, the differences
// tinted.

#include "diffimage.h"

#include "document.h"
#include "meshcache.h"
#include "meshprovider.h"
#include "offscreenrenderer.h"
#include "sceneview.h"

#include <QCoreApplication>
#include <QHash>
#include <QImage>
#include <QSet>

#include <algorithm>

namespace robostage::cli {

namespace {

/// The frame to tint for entity `name` of `doc`: a link or model itself, else the link it is
/// attached to (a visual's, a joint's child link); kNoFrame when there is none.
FrameId tinted(const Document &doc, const QString &name)
{
    const FrameGraph &graph = doc.frames();
    const QList<FrameId> ids = graph.named(name);
    if (ids.isEmpty())
        return kNoFrame;
    const FrameId id = ids.first();
    const FrameKind kind = graph.node(id).kind;
    if (kind == FrameKind::Link || kind == FrameKind::Model)
        return id;
    const FrameId body = graph.body(id);
    return body == kWorldFrame ? kNoFrame : body;
}

} // namespace

bool writeDiffImage(const Document &older, const Document &newer, const diff::Result &result,
    const QString &path, const QSize &size, QString *error)
{
    if (!OffscreenRenderer::isOpenGLAvailable(error))
        return false;
    const QColor changed(255, 140, 0), added(40, 200, 60), moved(240, 220, 40),
        removed(230, 40, 40);
    QHash<FrameId, QColor> newTints, oldTints;
    QSet<QString> changedNames;
    for (const diff::Change &c : result.changes) {
        if (c.kind == QLatin1String("removed")) {
            if (const FrameId id = tinted(older, c.entity); id != kNoFrame)
                oldTints.insert(id, removed);
        } else if (const FrameId id = tinted(newer, c.entity); id != kNoFrame) {
            newTints.insert(id, c.kind == QLatin1String("added") ? added : changed);
            changedNames.insert(c.entity);
        }
    }
    // What moved with a changed entity keeps that entity's colour.
    for (const diff::Moved &m : result.moved) {
        bool inChanged = false; // below a changed entity: walk the name's `::` prefixes
        for (int at = m.entity.lastIndexOf(QLatin1String("::")); at > 0 && !inChanged;
             at = m.entity.lastIndexOf(QLatin1String("::"), at - 1))
            inChanged = changedNames.contains(m.entity.left(at));
        const FrameId id = tinted(newer, m.entity);
        if (!inChanged && id != kNoFrame && !newTints.contains(id))
            newTints.insert(id, moved);
    }
    OffscreenRenderer renderer(size);
    MeshCache meshCache;
    const CachedMeshProvider oldMeshes(meshCache, &older), newMeshes(meshCache, &newer);
    oldMeshes.prefetch(older);
    newMeshes.prefetch(newer);
    SceneView ghost(older, renderer.sceneRoot(), oldMeshes);
    ghost.setRenderStyle(SceneView::RenderStyle::Transparent);
    ghost.setHelpersVisible(false);
    ghost.setSkyVisible(false);
    ghost.setTints(oldTints);
    SceneView scene(newer, renderer.sceneRoot(), newMeshes);
    scene.setTints(newTints);
    renderer.setBackground(scene.backgroundColor());
    renderer.setCameraListener([&](const QVector3D &eye) {
        ghost.sortTranslucent(eye);
        scene.sortTranslucent(eye);
    });
    QVector3D min(-1, -1, -1), max(1, 1, 1), oldMin, oldMax;
    const bool hasNew = scene.bounds(min, max);
    if (ghost.bounds(oldMin, oldMax)) {
        if (hasNew) {
            for (int i = 0; i < 3; ++i) {
                min[i] = std::min(min[i], oldMin[i]);
                max[i] = std::max(max[i], oldMax[i]);
            }
        } else {
            min = oldMin;
            max = oldMax;
        }
    }
    renderer.fitCamera(min, max, ViewDirection::Iso);
    const QImage image = renderer.render();
    renderer.setCameraListener({});
    if (image.isNull()) {
        *error = renderer.errorString();
        return false;
    }
    if (!image.save(path, "PNG")) {
        *error = QCoreApplication::translate("robostage::cli", "cannot write %1").arg(path);
        return false;
    }
    return true;
}

} // namespace robostage::cli
