#include "offscreenrenderer.h"

#include "camerafit.h"
#include "framegraphs.h"

#include <Qt3DCore/QAspectEngine>
#include <Qt3DCore/QEntity>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QClearBuffers>
#include <Qt3DRender/QRenderAspect>
#include <Qt3DRender/QRenderCapture>
#include <Qt3DRender/QRenderSettings>
#include <Qt3DRender/QRenderSurfaceSelector>
#include <Qt3DRender/QRenderTarget>
#include <Qt3DRender/QRenderTargetOutput>
#include <Qt3DRender/QRenderTargetSelector>
#include <Qt3DRender/QTexture>
#include <Qt3DRender/QViewport>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QSurfaceFormat>

#include <algorithm>
#include <cmath>

namespace robostage {

using namespace Qt3DRender;

namespace {

QSurfaceFormat glFormat()
{
    QSurfaceFormat format;
    format.setRenderableType(QSurfaceFormat::OpenGL);
    format.setVersion(3, 3);
    format.setProfile(QSurfaceFormat::CoreProfile);
    format.setDepthBufferSize(24);
    return format;
}

QTexture2D *makeTexture(
    QAbstractTexture::TextureFormat format, const QSize &size, Qt3DCore::QNode *parent)
{
    auto *texture = new QTexture2D(parent);
    texture->setFormat(format);
    texture->setSize(size.width(), size.height());
    texture->setGenerateMipMaps(false);
    texture->setMinificationFilter(QAbstractTexture::Nearest);
    texture->setMagnificationFilter(QAbstractTexture::Nearest);
    return texture;
}

} // namespace

void OffscreenRenderer::prepareApplication()
{
    if (qEnvironmentVariableIsEmpty("QT3D_RENDERER"))
        qputenv("QT3D_RENDERER", "opengl");
    QSurfaceFormat::setDefaultFormat(glFormat());
}

bool OffscreenRenderer::isOpenGLAvailable(QString *why)
{
    QString reason;
    QOpenGLContext context;
    context.setFormat(QSurfaceFormat::defaultFormat());
    QOffscreenSurface surface;
    surface.setFormat(context.format());
    surface.create();
    if (!context.create())
        reason = tr("cannot create an OpenGL context");
    else if (!surface.isValid() || !context.makeCurrent(&surface))
        reason = tr("cannot use an OpenGL context on an offscreen surface");
    else if (context.format().version() < qMakePair(3, 3))
        reason = tr("OpenGL %1.%2 found, 3.3 needed")
                     .arg(context.format().majorVersion())
                     .arg(context.format().minorVersion());
    if (context.isValid())
        context.doneCurrent();
    if (!reason.isEmpty() && why)
        *why = reason
            + tr(" (platform '%1'; without a display, run under xvfb-run)")
                  .arg(QGuiApplication::platformName());
    return reason.isEmpty();
}

OffscreenRenderer::OffscreenRenderer(const QSize &size, QObject *parent)
    : QObject(parent)
    , m_size(size.expandedTo(QSize(1, 1)))
{
    m_surface = std::make_unique<QOffscreenSurface>();
    m_surface->setFormat(QSurfaceFormat::defaultFormat());
    m_surface->create();

    m_root = new Qt3DCore::QEntity;
    m_sceneRoot = new Qt3DCore::QEntity(m_root);
    m_camera = new QCamera(m_root);
    m_camera->lens()->setPerspectiveProjection(
        40, float(m_size.width()) / float(m_size.height()), 0.05f, 1000);
    m_camera->setUpVector({0, 0, 1});

    // Frame graph: surface → render target → viewport → camera → clear, sky, opaque,
    // translucent, capture → label.
    auto *surfaceSelector = new QRenderSurfaceSelector;
    surfaceSelector->setSurface(m_surface.get());
    surfaceSelector->setExternalRenderTargetSize(m_size);
    auto *targetSelector = new QRenderTargetSelector(surfaceSelector);
    auto *target = new QRenderTarget(targetSelector);
    auto *colorOutput = new QRenderTargetOutput(target);
    colorOutput->setAttachmentPoint(QRenderTargetOutput::Color0);
    colorOutput->setTexture(makeTexture(QAbstractTexture::RGBA8_UNorm, m_size, colorOutput));
    target->addOutput(colorOutput);
    auto *depthOutput = new QRenderTargetOutput(target);
    depthOutput->setAttachmentPoint(QRenderTargetOutput::Depth);
    depthOutput->setTexture(makeTexture(QAbstractTexture::D24, m_size, depthOutput));
    target->addOutput(depthOutput);
    targetSelector->setTarget(target);
    auto *viewport = new QViewport(targetSelector);
    viewport->setNormalizedRect(QRectF(0, 0, 1, 1));
    const ScenePasses passes = buildScenePasses(m_camera, viewport);
    m_clear = passes.clear;
    m_capture = passes.capture;

    auto *settings = new QRenderSettings(m_root);
    settings->setActiveFrameGraph(surfaceSelector);
    // Frames are drawn when something changed (the camera, the scene, a capture asked for):
    // the frame that hands a capture's reply over then draws nothing (issue 33: a frame less per
    // picture, 25 ms for PR2 on llvmpipe).
    settings->setRenderPolicy(QRenderSettings::OnDemand);
    m_root->addComponent(settings);

    m_engine = std::make_unique<Qt3DCore::QAspectEngine>();
    // Frames are driven here (processFrame()), as fast as they render: the automatic mode
    // paces them with Qt's 60 Hz animation timer.
    m_engine->setRunMode(Qt3DCore::QAspectEngine::Manual);
    m_engine->registerAspect(new QRenderAspect(QRenderAspect::Automatic));
    m_engine->setRootEntity(Qt3DCore::QEntityPtr(m_root));
}

OffscreenRenderer::~OffscreenRenderer()
{
    // The engine owns the root entity; it must go before the surface it renders to.
    m_engine.reset();
    m_surface.reset();
}

void OffscreenRenderer::setBackground(const QColor &color)
{
    m_clear->setClearColor(color);
}

void OffscreenRenderer::fitCamera(
    const QVector3D &min, const QVector3D &max, ViewDirection direction, double azimuth)
{
    robostage::fitCamera(m_camera, m_size, min, max, direction, azimuth);
    if (m_cameraListener)
        m_cameraListener(eye());
}

void OffscreenRenderer::copyCamera(const QCamera *camera)
{
    const float aspect = float(m_size.width()) / float(m_size.height());
    QCameraLens *lens = m_camera->lens();
    const QCameraLens *from = camera->lens();
    if (from->projectionType() == QCameraLens::OrthographicProjection) {
        const float halfHeight = (from->top() - from->bottom()) / 2;
        lens->setOrthographicProjection(-halfHeight * aspect, halfHeight * aspect, -halfHeight,
            halfHeight, from->nearPlane(), from->farPlane());
    } else {
        lens->setPerspectiveProjection(
            from->fieldOfView(), aspect, from->nearPlane(), from->farPlane());
    }
    m_camera->setPosition(camera->position());
    m_camera->setViewCenter(camera->viewCenter());
    m_camera->setUpVector(camera->upVector());
    if (m_cameraListener)
        m_cameraListener(eye());
}

QVector3D OffscreenRenderer::eye() const
{
    return m_camera->position();
}

QImage OffscreenRenderer::render(int timeoutMs)
{
    // Qt3D compiles shaders and uploads buffers while it submits a frame that first needs
    // them, and draws that frame without them: drop one frame.
    if (capture(timeoutMs).isNull())
        return QImage();
    m_rendered = true;
    return capture(timeoutMs);
}

QPointF OffscreenRenderer::project(const QVector3D &world) const
{
    return projectToPixel(m_camera, m_size, world);
}

void OffscreenRenderer::ray(const QPointF &pixel, QVector3D &origin, QVector3D &direction) const
{
    cameraRay(m_camera, m_size, pixel, origin, direction);
}

QImage OffscreenRenderer::capture(int timeoutMs)
{
    QRenderCaptureReply *reply = m_capture->requestCapture();
    QElapsedTimer timer;
    timer.start();
    while (!reply->isComplete() && timer.elapsed() < timeoutMs) {
        m_engine->processFrame();
        QCoreApplication::processEvents();
    }
    QImage image;
    if (reply->isComplete())
        image = reply->image().convertToFormat(
            m_clear->clearColor().alpha() < 255 ? QImage::Format_ARGB32 : QImage::Format_RGB32);
    else
        m_error = tr("no frame was rendered within %1 ms").arg(timeoutMs);
    delete reply;
    return image;
}

double OffscreenRenderer::renderOrbit(int frames, const QVector3D &min, const QVector3D &max,
    ViewDirection direction, QImage *last, int timeoutMs)
{
    // One frame first (unless render() drew one), so shader compilation and buffer uploads are
    // not timed.
    fitCamera(min, max, direction);
    if (!m_rendered && render(timeoutMs).isNull())
        return -1;
    QElapsedTimer timer;
    timer.start();
    // The last frame is the one read back: capture() renders it.
    for (int frame = 1; frame < frames; ++frame) {
        fitCamera(min, max, direction, 2 * M_PI * frame / frames);
        m_engine->processFrame();
        QCoreApplication::processEvents();
        if (timer.elapsed() > timeoutMs) {
            m_error = tr("only %1 of %2 frames were rendered within %3 ms")
                          .arg(frame)
                          .arg(frames)
                          .arg(timeoutMs);
            return -1;
        }
    }
    // The orbit changed only the camera: the next frame is complete.
    fitCamera(min, max, direction, 2 * M_PI);
    const QImage image = capture(timeoutMs);
    const double seconds = timer.nsecsElapsed() / 1e9;
    if (last)
        *last = image;
    return image.isNull() || seconds <= 0 ? -1 : frames / seconds;
}

} // namespace robostage
