#pragma once

#include "camerafit.h"

#include <QColor>
#include <QImage>
#include <QObject>
#include <QPointF>
#include <QSize>
#include <QVector3D>

#include <functional>
#include <memory>

class QOffscreenSurface;

namespace Qt3DCore {
class QAspectEngine;
class QEntity;
} // namespace Qt3DCore

namespace Qt3DRender {
class QCamera;
class QClearBuffers;
class QRenderCapture;
} // namespace Qt3DRender

namespace robostage {

/// Renders a Qt3D scene into a QImage without any window: its own Qt3D aspect engine draws
/// into a colour + depth texture render target (QRenderTargetSelector) on a QOffscreenSurface,
/// and QRenderCapture reads the pixels back. Frame graph: clear, then the sky, opaque and
/// translucent passes of SceneShading (buildScenePasses(), shared with the Viewport). The engine
/// runs in manual mode: frames are rendered only inside render() and renderOrbit(), as fast as the
/// GPU allows (no 60 Hz pacing). Needs a QGuiApplication and an OpenGL 3.3 core context (see
/// prepareApplication()).
class OffscreenRenderer : public QObject
{
    Q_OBJECT

public:
    /// Selects Qt3D's OpenGL renderer (QT3D_RENDERER=opengl unless already set) and an OpenGL
    /// 3.3 core default surface format. Call before constructing the QGuiApplication.
    static void prepareApplication();

    /// Whether an OpenGL 3.3 core context can be made current on an offscreen surface; when not,
    /// `why` says so (e.g. no X display: run under `xvfb-run`). Needs a QGuiApplication.
    static bool isOpenGLAvailable(QString *why = nullptr);

    /// An image of `size` pixels (width, height ≥ 1).
    explicit OffscreenRenderer(const QSize &size, QObject *parent = nullptr);
    ~OffscreenRenderer() override;

    /// The entity to build the scene under (e.g. SceneView's parent). Owned by the renderer.
    Qt3DCore::QEntity *sceneRoot() const { return m_sceneRoot; }
    QSize size() const { return m_size; }
    void setBackground(const QColor &color);

    /// Points the camera at the world-space box [min, max] (metres) from `direction`, far
    /// enough that the box's bounding sphere fills the view, turned `azimuth` radians about
    /// the world Z axis through the box centre (the orbit of renderOrbit()).
    void fitCamera(
        const QVector3D &min, const QVector3D &max, ViewDirection direction, double azimuth = 0);

    /// Looks through a copy of `camera` (another view's, e.g. the window's): its position, view
    /// centre, up vector, projection type, field of view or orthographic height and clip
    /// planes, the width following this image's aspect ratio.
    void copyCamera(const Qt3DRender::QCamera *camera);

    /// Called with the camera position (world, metres) whenever fitCamera() or renderOrbit()
    /// has moved the camera, e.g. to sort translucent instances
    /// (SceneView::sortTranslucent()). Empty: none.
    void setCameraListener(std::function<void(const QVector3D &eye)> listener)
    {
        m_cameraListener = std::move(listener);
    }
    /// The camera position (world, metres).
    QVector3D eye() const;

    /// Where the world point `world` (metres) appears in the image with the current camera:
    /// pixel coordinates, origin top left.
    QPointF project(const QVector3D &world) const;

    /// The camera ray through pixel `pixel` (origin top left): `origin` on the near plane and
    /// unit `direction`, world coordinates in metres. For picking with SceneView::pick().
    void ray(const QPointF &pixel, QVector3D &origin, QVector3D &direction) const;

    /// Renders until a frame can be captured and returns it (RGB32, or ARGB32 with the alpha
    /// channel when the background set with setBackground() is not opaque); a null image when
    /// nothing came back within `timeoutMs` (errorString() says so).
    QImage render(int timeoutMs = 20000);

    /// Renders `frames` frames, turning the camera fitted to [min, max] once around Z, and
    /// returns the frame rate: `frames` per second of wall time, counted from after a first,
    /// untimed frame (shader compilation, uploads; none when render() has drawn one) to the
    /// read-back of the last one. `last` gets that frame, at the camera the orbit started
    /// from. Returns a negative value on timeout.
    double renderOrbit(int frames, const QVector3D &min, const QVector3D &max,
        ViewDirection direction, QImage *last, int timeoutMs = 120000);

    QString errorString() const { return m_error; }

private:
    QImage capture(int timeoutMs);

    QSize m_size;
    bool m_rendered = false; ///< render() has drawn a complete frame
    std::unique_ptr<QOffscreenSurface> m_surface;
    std::unique_ptr<Qt3DCore::QAspectEngine> m_engine;
    Qt3DCore::QEntity *m_root = nullptr;
    Qt3DCore::QEntity *m_sceneRoot = nullptr;
    Qt3DRender::QCamera *m_camera = nullptr;
    Qt3DRender::QClearBuffers *m_clear = nullptr;
    Qt3DRender::QRenderCapture *m_capture = nullptr;
    QString m_error;
    std::function<void(const QVector3D &eye)> m_cameraListener;
};

} // namespace robostage
