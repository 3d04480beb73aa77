#include "viewport.h"

#include "antialiasing.h"
#include "document.h"
#include "framegraphs.h"
#include "orbitcontroller.h"
#include "scenematerials.h"

#include <Qt3DCore/QEntity>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QClearBuffers>
#include <Qt3DRender/QRenderSettings>
#include <Qt3DRender/QRenderSurfaceSelector>
#include <Qt3DRender/QViewport>

#include <QKeyEvent>
#include <QMouseEvent>
#include <QScopedValueRollback>
#include <QSurfaceFormat>
#include <QWheelEvent>

#include <cmath>

namespace robostage {

using namespace Qt3DRender;

namespace {

/// Qt3D's OpenGL renderer runs our GLSL 3.30 shaders (OffscreenRenderer::prepareApplication()
/// normally selects it before the application starts; this is the fallback).
Qt3DRender::API openGLRenderer()
{
    if (qEnvironmentVariableIsEmpty("QT3D_RENDERER"))
        qputenv("QT3D_RENDERER", "opengl");
    return Qt3DRender::API::OpenGL;
}

/// Pixels a press may move before it counts as a drag rather than a click.
constexpr int kClickSlop = 4;

} // namespace

const QColor Viewport::kHighlightColor(255, 170, 0);
const QColor Viewport::kCollisionHighlightColor(0, 220, 255);

Viewport::Viewport(QScreen *screen)
    : Qt3DExtras::Qt3DWindow(screen, openGLRenderer())
    , m_root(new Qt3DCore::QEntity)
{
    QSurfaceFormat format = QSurfaceFormat::defaultFormat();
    if (format.version() < qMakePair(3, 3)) {
        format.setVersion(3, 3);
        format.setProfile(QSurfaceFormat::CoreProfile);
    }
    format.setDepthBufferSize(24);
    // Qt3DWindow asks for 4x MSAA; none on a software rasterizer (antialiasing.h).
    format.setSamples(antialiasing::viewportSamples());
    setFormat(format);
    // Qt3D makes its OpenGL context with the default format, which Qt3DWindow set to 4x MSAA.
    QSurfaceFormat::setDefaultFormat(format);

    auto *surfaceSelector = new QRenderSurfaceSelector;
    surfaceSelector->setSurface(this);
    auto *viewport = new QViewport(surfaceSelector);
    viewport->setNormalizedRect(QRectF(0, 0, 1, 1));
    const ScenePasses passes = buildScenePasses(camera(), viewport);
    m_clear = passes.clear;
    m_capture = passes.capture;
    m_defaultBackground = m_clear->clearColor();
    setActiveFrameGraph(surfaceSelector);
    renderSettings()->setRenderPolicy(QRenderSettings::OnDemand);

    m_controller = new OrbitController(camera(), this);
    m_controller->setViewportSize(size());
    connect(m_controller, &OrbitController::changed, this, [this] {
        m_firstFitKept = m_firstFitKept && m_fittingFirst;
        sortTranslucent();
    });
    setRootEntity(m_root);
}

Viewport::~Viewport()
{
    m_sceneView.reset();
}

void Viewport::reset()
{
    disconnect(this, &Viewport::clicked, nullptr, nullptr);
    m_document = nullptr;
    m_sceneView.reset();
    // The provider refers to the closed window's mesh cache and holds its meshes.
    m_meshProvider = SceneView::MeshProvider();
    m_viewMode = SceneView::ViewMode::Visuals;
    m_renderStyle = SceneView::RenderStyle::Solid;
    m_overlays = 0;
    m_helpersVisible = m_skyVisible = m_fogEnabled = m_shadowsEnabled = true;
    m_jointPositions.clear();
    m_hidden.clear();
    m_hiddenKeys.clear();
    m_tints.clear();
    m_markers.clear();
    m_highlighted = kNoFrame;
    m_dragging = false;
    m_clear->setClearColor(m_defaultBackground);
    m_controller->setOrthographic(false);
    setView(ViewDirection::Iso);
}

void Viewport::setDocument(const Document *document, bool keepCamera)
{
    m_highlighted = kNoFrame;
    m_hidden.clear();
    m_hiddenKeys.clear();
    m_tints.clear(); // frame ids of another document
    m_document = document;
    if (!keepCamera && document) {
        // Another file: its `<scene><grid>` decides whether the grid shows (issue 30: the Grid
        // button was pressed on a world that turns the grid off); a reload keeps the toggle.
        const bool grid = document->scene().world.scene.grid;
        if (grid != m_helpersVisible) {
            m_helpersVisible = grid;
            emit helpersVisibleChanged(grid);
        }
    }
    buildScene();
    if (!keepCamera) {
        firstFit();
        return;
    }
    QVector3D min(-1, -1, -1), max(1, 1, 1);
    if (m_sceneView)
        m_sceneView->bounds(min, max);
    m_controller->setBounds(min, max);
    requestFrame();
}

void Viewport::replaceDocument(const Document *document)
{
    m_document = document;
    m_tints.clear(); // frame ids of the document before the edit
    rebuildScene();
}

void Viewport::rebuildScene()
{
    const FrameId highlighted = m_highlighted;
    m_highlighted = kNoFrame;
    buildScene();
    setHighlighted(highlighted);
    requestFrame();
}

void Viewport::meshesLoaded()
{
    rebuildScene();
    if (m_firstFitKept)
        firstFit();
}

void Viewport::collisionMeshesLoaded()
{
    m_collisionMeshesWaiting = true;
    if (m_viewMode == SceneView::ViewMode::Visuals)
        return;
    ensureCollisionMeshes();
    if (m_firstFitKept) // as meshesLoaded(): the collisions shown may reach further
        firstFit();
}

void Viewport::ensureCollisionMeshes()
{
    if (m_collisionMeshesWaiting)
        rebuildScene(); // buildScene() clears the flag
}

void Viewport::firstFit()
{
    {
        const QScopedValueRollback<bool> fitting(m_fittingFirst, true);
        setView(ViewDirection::Iso);
    }
    m_firstFitKept = true;
}

void Viewport::buildScene()
{
    m_collisionMeshesWaiting = false; // the provider gives what is loaded now
    m_sceneView.reset();
    if (m_document) {
        m_sceneView = std::make_unique<SceneView>(*m_document, m_root, m_meshProvider);
        m_sceneView->setViewMode(m_viewMode);
        m_sceneView->setOverlays(m_overlays);
        m_sceneView->setRenderStyle(m_renderStyle);
        m_sceneView->setHelpersVisible(m_helpersVisible);
        m_sceneView->setSkyVisible(m_skyVisible);
        m_sceneView->setFogEnabled(m_fogEnabled);
        if (!m_shadowsEnabled)
            m_sceneView->setShadowsEnabled(false);
        if (!m_jointPositions.isEmpty())
            m_sceneView->setJointPositions(m_jointPositions);
        applyHidden();
        m_sceneView->setTints(m_tints);
        m_sceneView->setMarkers(markers());
        sortTranslucent(true);
        m_clear->setClearColor(m_sceneView->backgroundColor());
    }
}

void Viewport::setViewMode(SceneView::ViewMode mode)
{
    m_viewMode = mode;
    if (mode != SceneView::ViewMode::Visuals && m_collisionMeshesWaiting) {
        ensureCollisionMeshes(); // built in this mode
        return;
    }
    if (m_sceneView) {
        m_sceneView->setViewMode(mode);
        sortTranslucent(true); // batches shown now may not be sorted yet
    }
    requestFrame();
}

void Viewport::setRenderStyle(SceneView::RenderStyle style)
{
    m_renderStyle = style;
    if (m_sceneView) {
        m_sceneView->setRenderStyle(style);
        sortTranslucent(true);
    }
    requestFrame();
}

void Viewport::sortTranslucent(bool force)
{
    if (!m_sceneView)
        return;
    const QVector3D eye = camera()->position();
    m_sceneView->sortTranslucent(eye, force ? -1.f : 0.01f * m_controller->distance());
}

void Viewport::setOverlays(int mask)
{
    m_overlays = mask;
    if (m_sceneView)
        m_sceneView->setOverlays(mask);
    requestFrame();
}

void Viewport::setHelpersVisible(bool visible)
{
    if (visible == m_helpersVisible)
        return;
    m_helpersVisible = visible;
    if (m_sceneView)
        m_sceneView->setHelpersVisible(visible);
    requestFrame();
    emit helpersVisibleChanged(visible);
}

void Viewport::setSkyVisible(bool visible)
{
    m_skyVisible = visible;
    if (m_sceneView)
        m_sceneView->setSkyVisible(visible);
    requestFrame();
}

void Viewport::setFogEnabled(bool enabled)
{
    m_fogEnabled = enabled;
    if (m_sceneView)
        m_sceneView->setFogEnabled(enabled);
    requestFrame();
}

void Viewport::setShadowsEnabled(bool enabled)
{
    m_shadowsEnabled = enabled;
    if (m_sceneView)
        m_sceneView->setShadowsEnabled(enabled);
    requestFrame();
}

void Viewport::setJointPositions(const JointPositions &q)
{
    m_jointPositions = q;
    if (m_sceneView) {
        m_sceneView->setJointPositions(q);
        sortTranslucent(true);
    }
    requestFrame();
}

void Viewport::moveFrames(const std::vector<FrameId> &moved)
{
    if (m_sceneView) {
        m_sceneView->moveFrames(moved);
        sortTranslucent(true);
    }
    requestFrame();
}

void Viewport::fit()
{
    QVector3D min(-1, -1, -1), max(1, 1, 1);
    if (m_sceneView)
        m_sceneView->bounds(min, max);
    m_controller->setBounds(min, max);
    m_controller->fit();
}

void Viewport::setView(ViewDirection direction)
{
    QVector3D min(-1, -1, -1), max(1, 1, 1);
    if (m_sceneView)
        m_sceneView->bounds(min, max);
    m_controller->fitBox(min, max, direction);
}

void Viewport::setOrthographic(bool orthographic)
{
    m_controller->setOrthographic(orthographic);
}

void Viewport::setHighlighted(FrameId frame)
{
    if (frame == m_highlighted || !m_sceneView)
        return;
    if (m_collisionMeshesWaiting && m_document && frame < m_document->frames().size()
        && m_document->frames().node(frame).kind == FrameKind::Collision) {
        m_highlighted = frame;
        ensureCollisionMeshes(); // highlights m_highlighted in the new scene
        return;
    }
    const int highlighted
        = m_sceneView->setHighlight(frame, kHighlightColor, kCollisionHighlightColor);
    m_highlighted = highlighted > 0 ? frame : kNoFrame;
    requestFrame();
}

FrameId Viewport::pickAt(const QPointF &pixel) const
{
    if (!m_sceneView)
        return kNoFrame;
    QVector3D origin, direction;
    m_controller->ray(pixel, origin, direction);
    return m_sceneView->pick(origin, direction);
}

std::optional<Viewport::Hit> Viewport::hitAt(const QPointF &pixel) const
{
    QVector3D origin, direction;
    m_controller->ray(pixel, origin, direction);
    float t = 0;
    if (m_sceneView) {
        const FrameId frame = m_sceneView->pick(origin, direction, &t);
        if (frame != kNoFrame)
            return Hit {frame, origin + t * direction};
    }
    // The ground plane z = 0, in front of the camera only.
    if (std::abs(direction.z()) < 1e-9f)
        return std::nullopt;
    t = -origin.z() / direction.z();
    if (t <= 0)
        return std::nullopt;
    QVector3D p_W = origin + t * direction;
    p_W.setZ(0);
    return Hit {kNoFrame, p_W};
}

void Viewport::requestFrame()
{
    // Scene edits mark Qt3D's backend dirty and it renders on demand; an update request
    // also covers the cases where only the window needs repainting.
    requestUpdate();
}

void Viewport::mousePressEvent(QMouseEvent *event)
{
    m_pressPos = m_lastPos = event->position().toPoint();
    m_dragging = false;
    event->accept();
}

void Viewport::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    const Qt::MouseButtons buttons = event->buttons();
    if (!(buttons & (Qt::LeftButton | Qt::MiddleButton)))
        return;
    if (!m_dragging && (pos - m_pressPos).manhattanLength() < kClickSlop)
        return;
    m_dragging = true;
    const QPoint delta = pos - m_lastPos;
    m_lastPos = pos;
    if ((buttons & Qt::MiddleButton)
        || ((buttons & Qt::LeftButton) && (event->modifiers() & Qt::ShiftModifier)))
        m_controller->pan(delta.x(), delta.y());
    else
        m_controller->orbit(delta.x(), delta.y());
    event->accept();
}

void Viewport::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && !m_dragging)
        emit clicked(pickAt(event->position()));
    m_dragging = false;
    event->accept();
}

void Viewport::wheelEvent(QWheelEvent *event)
{
    m_controller->zoom(event->angleDelta().y() / 120.0, event->position());
    event->accept();
}

void Viewport::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_F && event->modifiers() == Qt::NoModifier) {
        fit();
        event->accept();
        return;
    }
    Qt3DExtras::Qt3DWindow::keyPressEvent(event);
}

void Viewport::resizeEvent(QResizeEvent *event)
{
    Qt3DExtras::Qt3DWindow::resizeEvent(event);
    {
        const QScopedValueRollback<bool> resizing(m_fittingFirst, true);
        m_controller->setViewportSize(size());
    }
    if (m_firstFitKept)
        firstFit();
}

} // namespace robostage
