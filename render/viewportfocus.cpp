// Viewport's per-entity visibility and tints, markers, focus on one entity and the world point
// under a pixel: kept apart from viewport.cpp, which handles the scene, the camera and the
// mouse.

#include "orbitcontroller.h"
#include "viewport.h"

namespace robostage {

namespace {

/// "kind:scoped name" of frame `id` of `frames`: the same entity in an edited document.
QString frameKey(const FrameGraph &frames, FrameId id)
{
    const FrameNode &node = frames.node(id);
    return QString::number(int(node.kind)) + QLatin1Char(':') + node.scopedName;
}

} // namespace

void Viewport::setHiddenFrames(const QSet<FrameId> &frames)
{
    m_hidden.clear();
    m_hiddenKeys.clear();
    for (FrameId frame : frames) {
        if (m_document && frame > kWorldFrame && frame < m_document->frames().size()) {
            m_hidden.insert(frame);
            m_hiddenKeys.insert(frameKey(m_document->frames(), frame));
        }
    }
    if (m_sceneView) {
        m_sceneView->setHiddenFrames(m_hidden);
        sortTranslucent(true);
    }
    requestFrame();
}

void Viewport::applyHidden()
{
    m_hidden.clear();
    if (m_hiddenKeys.isEmpty() || !m_document || !m_sceneView)
        return;
    const FrameGraph &frames = m_document->frames();
    for (FrameId id = kWorldFrame + 1; id < frames.size(); ++id) {
        if (m_hiddenKeys.contains(frameKey(frames, id)))
            m_hidden.insert(id);
    }
    m_sceneView->setHiddenFrames(m_hidden);
}

void Viewport::setTints(const QHash<FrameId, QColor> &tints)
{
    m_tints = tints;
    if (m_sceneView)
        m_sceneView->setTints(m_tints);
    requestFrame();
}

void Viewport::setMarkers(const QString &owner, const std::vector<Marker> &markers)
{
    if (markers.empty())
        m_markers.remove(owner);
    else
        m_markers.insert(owner, markers);
    if (m_sceneView) {
        m_sceneView->setMarkers(this->markers());
        sortTranslucent(true);
    }
    requestFrame();
}

std::vector<Marker> Viewport::markers() const
{
    std::vector<Marker> all;
    for (const std::vector<Marker> &some : m_markers)
        all.insert(all.end(), some.begin(), some.end());
    return all;
}

std::optional<SceneView::SurfaceHit> Viewport::surfaceAt(const QPointF &pixel) const
{
    if (!m_sceneView)
        return std::nullopt;
    QVector3D origin, direction;
    m_controller->ray(pixel, origin, direction);
    return m_sceneView->pickSurface(origin, direction);
}

QPointF Viewport::pixelOf(const QVector3D &p_W) const
{
    return projectToPixel(camera(), m_controller->viewportSize(), p_W); // as ray() casts
}

bool Viewport::focus(FrameId frame)
{
    QVector3D min, max;
    if (!m_sceneView || !m_sceneView->frameBounds(frame, min, max))
        return false;
    m_controller->setBounds(min, max);
    m_controller->fit();
    requestFrame();
    return true;
}

std::optional<QVector3D> Viewport::surfacePointAt(const QPointF &pixel) const
{
    const std::optional<Hit> hit = hitAt(pixel);
    return hit ? std::optional<QVector3D>(hit->p_W) : std::nullopt;
}

} // namespace robostage
