#pragma once

#include "camerafit.h"
#include "lifetimebound.h"
#include "markers.h"
#include "sceneview.h"

#include <Qt3DCore/QEntity> // SceneView::entity() needs the complete type
#include <Qt3DExtras/Qt3DWindow>

#include <QColor>
#include <QMap>
#include <QPoint>
#include <QSet>

#include <memory>
#include <optional>

namespace Qt3DRender {
class QClearBuffers;
class QRenderCapture;
} // namespace Qt3DRender

namespace robostage {

class Document;
class OrbitController;

/// The interactive 3D view of a Document: a Qt3D window (OpenGL renderer, GLSL 3.30 core, see
/// docs/RENDERING.md) drawing a SceneView with the same frame graph branch as the headless
/// OffscreenRenderer (buildScenePasses()). Z is up. Embed it in a widget with
/// QWidget::createWindowContainer().
///
/// Mouse: left drag orbits about the target, middle drag or shift + left drag pans, the wheel
/// zooms towards the point under the cursor (OrbitController); a left click without drag picks
/// the visual (or, in the collision views, the collision) under the cursor and emits
/// clicked(). Key F fits the scene into the view.
class Viewport : public Qt3DExtras::Qt3DWindow
{
    Q_OBJECT

public:
    explicit Viewport(QScreen *screen = nullptr);
    ~Viewport() override;

    /// Shows `document`'s scene (nullptr: nothing), fitted in the iso view (the first fit, see
    /// meshesLoaded()), or, with
    /// `keepCamera` (a reload of the same file), from where the camera is now. `document` must
    /// outlive this view or be replaced first. Clears the highlight; the joint positions of
    /// setJointPositions() are applied to the new scene (names it lacks are ignored).
    void setDocument(const Document *document, bool keepCamera = false);
    /// Shows `document` in place of the current one, keeping the camera, view mode, style,
    /// overlays and highlight: for an edited copy of the same description (EditSession reads
    /// the Document again after every edit; FrameIds stay the same). Rebuilds the scene.
    void replaceDocument(const Document *document);
    /// The document shown (nullptr: none).
    const Document *document() const { return m_document; }
    /// Builds the scene of the current document again (e.g. after background mesh loads),
    /// keeping the camera, the view mode and the highlight.
    void rebuildScene();
    /// The meshes the mesh provider was waiting for have loaded: builds the scene again
    /// (rebuildScene()) and, when the camera is still where setDocument() first fitted it (the
    /// user has not orbited, panned, zoomed or chosen a view since), fits it again to the scene
    /// with its meshes. Resizing the view likewise fits an untouched first fit again.
    void meshesLoaded();
    /// The collision meshes have loaded after the visuals' (meshesLoaded() came first, while
    /// they were read; CachedMeshProvider::prefetch() reads them last): builds the scene again
    /// now if the view shows collisions, else once it does (setViewMode(), or a collision
    /// highlighted, which the Visuals view draws too), so that a view of visuals alone is not
    /// built and uploaded twice. A view showing collisions now fits an untouched first fit again
    /// (as meshesLoaded()); a later view change or highlight leaves the camera where it is.
    void collisionMeshesLoaded();
    /// Keeps the camera where it is from now on: a later meshesLoaded() or resize no longer fits
    /// the first view again, as when the user has moved the camera. For edits placed from the
    /// view, such as a model dropped where the user pointed.
    void holdCamera() { m_firstFitKept = false; }
    /// Loads the meshes of the next setDocument() (e.g. a CachedMeshProvider); without one,
    /// SceneView's placeholder cube marks each mesh.
    void setMeshProvider(SceneView::MeshProvider provider) { m_meshProvider = std::move(provider); }
    SceneView *sceneView() const { return m_sceneView.get(); }
    /// The entity the scene and helper drawings (e.g. the gizmo, render/gizmo.h) hang under.
    Qt3DCore::QEntity *rootEntity() const { return m_root; }
    OrbitController *controller() const { return m_controller; }

    void setViewMode(SceneView::ViewMode mode);
    SceneView::ViewMode viewMode() const { return m_viewMode; }
    /// SceneView::setRenderStyle() for this and every later scene (solid, wireframe,
    /// transparent).
    void setRenderStyle(SceneView::RenderStyle style);
    SceneView::RenderStyle renderStyle() const { return m_renderStyle; }
    /// SceneView::setOverlays() for this and every later scene (a mask of SceneView::Overlay).
    void setOverlays(int mask);
    int overlays() const { return m_overlays; }
    /// SceneView::setHelpersVisible() (grid and origin axes), setSkyVisible() and
    /// setFogEnabled() for this and every later scene; all on by default. Another document
    /// (setDocument() without keepCamera) sets the helpers as its `<scene><grid>` says
    /// (helpersVisibleChanged()).
    void setHelpersVisible(bool visible);
    bool helpersVisible() const { return m_helpersVisible; }
    void setSkyVisible(bool visible);
    bool skyVisible() const { return m_skyVisible; }
    void setFogEnabled(bool enabled);
    bool fogEnabled() const { return m_fogEnabled; }
    /// SceneView::setShadowsEnabled() for this and every later scene; on by default (the
    /// file's `<scene><shadows>` still turns them off).
    void setShadowsEnabled(bool enabled);
    bool shadowsEnabled() const { return m_shadowsEnabled; }
    /// Poses the scene at joint positions `q` (scoped joint name → radians or metres, see
    /// FrameGraph::worldPoses) without rebuilding it (SceneView::setJointPositions()); kept
    /// for every later scene, also after rebuildScene() and setDocument().
    void setJointPositions(const JointPositions &q);
    const JointPositions &jointPositions() const ROBOSTAGE_LIFETIMEBOUND
    {
        return m_jointPositions;
    }
    /// After an in-place pose edit of the document: moves what is drawn for the frames
    /// `moved` and those posed relative to them (SceneView::moveFrames), without rebuilding.
    void moveFrames(const std::vector<FrameId> &moved);
    /// Fits what the view mode shows, keeping the view direction.
    void fit();
    /// Turns to `direction` and fits.
    void setView(ViewDirection direction);
    void setOrthographic(bool orthographic);

    /// Highlights what is drawn for `frame` (SceneView::setHighlight()): a visual, a collision
    /// (seen in the collision views), or all visuals and collisions of a link or model. Visuals
    /// are drawn in kHighlightColor, collisions in kCollisionHighlightColor; their own colours
    /// come back when the highlight moves. kNoFrame or a frame with nothing drawn: none.
    void setHighlighted(FrameId frame);
    FrameId highlighted() const { return m_highlighted; }
    static const QColor kHighlightColor;
    /// Collisions are orange already: a selected one turns cyan.
    static const QColor kCollisionHighlightColor;

    /// Hides what is drawn for each of `frames` (SceneView::setHiddenFrames(): visuals,
    /// collisions, all of a link or model) and shows the rest; kept for the documents of later
    /// replaceDocument() calls (edits) by kind and scoped name, cleared by setDocument()
    /// (viewportfocus.cpp).
    void setHiddenFrames(const QSet<FrameId> &frames);
    const QSet<FrameId> &hiddenFrames() const ROBOSTAGE_LIFETIMEBOUND { return m_hidden; }
    /// Draws the visuals and collisions of each link of `tints` in its colour
    /// (SceneView::setTints(): the collision fit heat map, colliding links); cleared by
    /// setDocument(), replaceDocument() and reset(), kept across meshesLoaded().
    void setTints(const QHash<FrameId, QColor> &tints);
    const QHash<FrameId, QColor> &tints() const ROBOSTAGE_LIFETIMEBOUND { return m_tints; }
    /// The drawings of measuring tool `owner` (render/markers.h, world coordinates), in place
    /// of that owner's previous ones; every owner's are drawn. Kept across documents: each
    /// owner clears its own.
    void setMarkers(const QString &owner, const std::vector<Marker> &markers);
    /// Every owner's markers.
    std::vector<Marker> markers() const;

    /// Points the camera at what is drawn for `frame` (SceneView::frameBounds()) so that it
    /// fills the view, keeping the view direction. False when there is no such frame.
    bool focus(FrameId frame);

    /// The visual (or collision in the collision views) under `pixel` (window coordinates,
    /// origin top left), kNoFrame when there is none.
    FrameId pickAt(const QPointF &pixel) const;
    /// The world point (metres) under `pixel` (window coordinates, origin top left): where the
    /// camera ray first hits what pickAt() can pick, else where it meets the ground plane z = 0
    /// in front of the camera; std::nullopt when it meets neither (looking up or level). Where a
    /// model dropped from the Insert dock goes. hitAt()'s point.
    std::optional<QVector3D> surfacePointAt(const QPointF &pixel) const;

    /// What a click at `pixel` (window coordinates) points at in the world, for placing a new
    /// entity there (issue 18): the first surface pickAt() hits (`frame` is its visual or
    /// collision), else the ground plane z = 0 when the ray meets it in front of the camera
    /// (`frame` kNoFrame). `p_W` is the point in world coordinates, metres.
    struct Hit
    {
        FrameId frame = kNoFrame;
        QVector3D p_W;
    };
    std::optional<Hit> hitAt(const QPointF &pixel) const;
    /// The surface pickAt() hits under `pixel`, with the hit triangle's corners for snapping
    /// (SceneView::pickSurface()); std::nullopt when the ray hits nothing shown.
    std::optional<SceneView::SurfaceHit> surfaceAt(const QPointF &pixel) const;
    /// Where the world point p_W (metres) appears in the view: pixel coordinates, origin top
    /// left (window coordinates, as clicks have them).
    QPointF pixelOf(const QVector3D &p_W) const;

    /// Back to the state of a new viewport, for the next window (ViewportPool): no document, no
    /// mesh provider, no joint positions or highlight, visuals drawn solid without overlays,
    /// grid, sky and fog on, a perspective iso camera, the default background, and nothing
    /// connected to clicked(). Entities others hung under rootEntity() stay; they must be
    /// gone first (e.g. the gizmo).
    void reset();

    /// Captures the next frame (QRenderCapture::requestCapture()), for tests and screenshots.
    Qt3DRender::QRenderCapture *renderCapture() const { return m_capture; }

signals:
    /// A left click without drag on `frame` (kNoFrame: on the background).
    void clicked(FrameId frame);
    /// The grid and origin axes were shown or hidden by setHelpersVisible() or a document.
    void helpersVisibleChanged(bool visible);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void requestFrame();
    /// Sorts the scene's translucent instances for the camera when it moved more than 1 % of
    /// its distance to the target since the last sort (`force`: always).
    void sortTranslucent(bool force = false);
    void buildScene();
    /// Fits the scene in the iso view as the camera of a newly shown document.
    void firstFit();

    const Document *m_document = nullptr;
    SceneView::MeshProvider m_meshProvider;
    Qt3DCore::QEntity *m_root;
    std::unique_ptr<SceneView> m_sceneView;
    OrbitController *m_controller;
    Qt3DRender::QClearBuffers *m_clear = nullptr;
    Qt3DRender::QRenderCapture *m_capture = nullptr;
    QColor m_defaultBackground; ///< the clear colour without a scene
    SceneView::ViewMode m_viewMode = SceneView::ViewMode::Visuals;
    int m_overlays = 0;
    bool m_helpersVisible = true, m_skyVisible = true, m_fogEnabled = true;
    bool m_shadowsEnabled = true;
    JointPositions m_jointPositions;
    QHash<FrameId, QColor> m_tints; ///< setTints(), in m_document
    QMap<QString, std::vector<Marker>> m_markers; ///< setMarkers(), by owner
    QSet<FrameId> m_hidden; ///< setHiddenFrames(), in m_document
    QSet<QString> m_hiddenKeys; ///< the same frames as "kind:scoped name"
    /// Finds the hidden frames in the document by m_hiddenKeys and hides them in the scene.
    void applyHidden();
    SceneView::RenderStyle m_renderStyle = SceneView::RenderStyle::Solid;
    FrameId m_highlighted = kNoFrame;
    QPoint m_pressPos, m_lastPos;
    bool m_dragging = false;
    /// The camera is still where firstFit() put it: no one moved it since.
    bool m_firstFitKept = false;
    /// The camera changes now are firstFit()'s or a resize's, not someone's moving it.
    bool m_fittingFirst = false;
    /// collisionMeshesLoaded() came while the view showed no collision: the scene still draws
    /// them as placeholders until ensureCollisionMeshes().
    bool m_collisionMeshesWaiting = false;
    /// Builds the scene again if collision meshes loaded since it was built.
    void ensureCollisionMeshes();
};

} // namespace robostage
