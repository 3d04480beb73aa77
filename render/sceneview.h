#pragma once

#include "document.h"
#include "instancebatch.h"
#include "lifetimebound.h"
#include "sceneshading.h"
#include "scenetextures.h"

#include <Qt3DCore/QEntity> // complete type for QPointer<QEntity>::data() in entity()

#include <QColor>
#include <QHash>
#include <QPointer>
#include <QSet>
#include <QStringList>
#include <QVector3D>

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace robostage {

class Markers;
struct Marker;
class Overlays;

/// The Qt3D scene of a Document, built for speed: no entity per visual. Every visual and
/// collision becomes one or more instances of a unit shape (box, sphere, cylinder, cone, plane
/// quad; capsules are a cylinder and two spheres, ellipsoids scaled spheres), grouped into one
/// InstanceBatch per shape and kind (opaque visuals, translucent visuals, collisions), so a
/// scene is a handful of instanced draw calls whatever its size; opaque sets of
/// kCutMinInstances or more are cut into one batch per 10 m world cell (cutIntoCells()), so
/// that frustum culling skips the cells out of view. Scene settings (SDFormat
/// scene.sdf: ambient, background, sky, fog, shadows) and lights (light.sdf, world and link
/// lights; a default sun, casting no shadows, when there are none) go to SceneShading's
/// uniforms; `<grid>` and `<origin_visual>` are drawn as thin boxes. Z is up. Opaque visuals
/// with `<cast_shadows>` (visual.sdf) cast shadows from the first directional light with
/// `<cast_shadows>` (render/shadowpass.h); grid, axes, overlays and translucent parts do not.
///
/// Editing never rebuilds: setVisualColor, setVisualPose and setJointPositions rewrite the
/// affected instances in their batches' buffers.
///
/// Meshes: a MeshProvider (e.g. CachedMeshProvider, meshprovider.h) turns a mesh geometry into
/// a SceneMesh (vertices in the mesh file's frame, metres, before `<scale>`); each distinct mesh
/// (file, submesh, centring) gets its own batch, shared by every visual that uses it: the
/// geometry's `<scale>` goes into each instance's transform (mirroring scales share a second
/// batch with the winding reversed). Without a provider, or when it returns std::nullopt, a
/// 5 cm magenta cube stands in.
class SceneView
{
public:
    enum class ViewMode { Visuals, Collisions, Both };
    /// The triangles of a mesh that share one material of the mesh file.
    struct SceneMeshPart
    {
        InstanceMesh mesh;
        /// The mesh file's own appearance of these triangles (colours, shininess, opacity;
        /// textures and glTF metal-roughness in `fileLook`), std::nullopt when the file gives
        /// none. Visuals whose description sets no appearance are drawn with it instead of the
        /// default grey.
        std::optional<ShadingColors> fileShading;
        SurfaceLook fileLook;
    };
    /// What a MeshProvider gives for one mesh geometry: one part per material (at least one).
    struct SceneMesh
    {
        std::vector<SceneMeshPart> parts;
    };
    /// Loads the mesh of a Geometry::Type::Mesh geometry, also one whose URI did not resolve
    /// (empty resolvedPath; the provider may report it); std::nullopt when it cannot (yet).
    /// Called once per distinct mesh while the view is built.
    using MeshProvider = std::function<std::optional<SceneMesh>(const Geometry &)>;

    /// Builds the scene of `document` at zero joint positions under a new entity, child of
    /// `parent`. `document` must outlive this view.
    SceneView(const Document &document, Qt3DCore::QNode *parent, MeshProvider meshProvider = {});
    ~SceneView();
    SceneView(const SceneView &) = delete;
    SceneView &operator=(const SceneView &) = delete;

    Qt3DCore::QEntity *entity() const { return m_entity.data(); }
    /// SDFormat `<scene><background>` (the clear colour; the sky quad covers it when present).
    QColor backgroundColor() const;

    void setViewMode(ViewMode mode);
    ViewMode viewMode() const { return m_viewMode; }
    /// Shows or hides the grid and the origin axes (the axes only where the file has them,
    /// `<scene><origin_visual>`). Shown by default unless the file says `<grid>false</grid>`.
    void setHelpersVisible(bool visible);
    bool helpersVisible() const { return m_helpersVisible; }
    /// Shows or hides the sky gradient of SDFormat `<scene><sky>` (shown by default when the
    /// file has one; the background colour shows without it). No effect without a sky.
    void setSkyVisible(bool visible);
    /// Turns the file's `<scene><fog>` on (default) or off. No effect without fog.
    void setFogEnabled(bool enabled);
    /// Turns shadows on (default: as the file's `<scene><shadows>` says) or off.
    void setShadowsEnabled(bool enabled);

    /// How visuals are drawn, independent of the view mode (like Gazebo's View › Wireframe /
    /// Transparent): Solid (their materials), Wireframe (triangle edges only), Transparent (every
    /// visual see-through: opacity × SceneShading::kTransparentStyleOpacity in the translucent
    /// pass, so inner parts and collisions show). Switches the batches' materials; nothing is
    /// rebuilt or re-uploaded. Collisions, grid, axes and overlays keep their look.
    enum class RenderStyle { Solid, Wireframe, Transparent };
    void setRenderStyle(RenderStyle style);
    RenderStyle renderStyle() const { return m_renderStyle; }

    /// Highlights everything drawn for `frame`: a visual or collision itself; for a link its
    /// visuals and collisions; for a model those of all its links and nested models. Visuals
    /// are drawn in `visualColor`, collisions in `collisionColor` (rgb; each keeps its own
    /// opacity, hence its pass). The previous highlight's colours come back first; kNoFrame only
    /// clears. Rewrites instance colours in place (no rebuild). A collision `frame` is drawn in
    /// the Visuals view too, alone among the collisions (a selected collision is always seen).
    /// Returns the number of visuals and collisions highlighted (0: nothing is drawn for
    /// `frame`).
    int setHighlight(FrameId frame, const QColor &visualColor, const QColor &collisionColor);

    /// Draws the visuals and collisions of each link (or model) of `tints` in its colour (rgb;
    /// each keeps its own opacity) instead of their own, as Tools › Collision fit's heat map and
    /// self-collision marks do; a highlight (setHighlight()) goes over a tint. Links left out
    /// get their own colours back. Rewrites instance colours in place (no rebuild).
    void setTints(const QHash<FrameId, QColor> &tints);
    /// Number of visuals and collisions drawn in a tint (for tests).
    int tintedCount() const { return int(m_tintByItem.size()); }
    /// The measuring tools' drawings (markers.h), none by default; drawn until replaced.
    void setMarkers(const std::vector<Marker> &markers);
    /// Instances the markers draw (for tests).
    int markerInstanceCount() const;
    /// The texts of the markers drawn as labels (Marker::text), for tests.
    QStringList markerLabels() const;

    /// Hides what is drawn for each frame of `frames` (as setHighlight() chooses it: a visual or
    /// collision, all of a link's or a model's) and shows the rest again (scenevisibility.cpp).
    /// Hidden instances collapse to a point: they are not drawn, picked, fitted or lit.
    void setHiddenFrames(const QSet<FrameId> &frames);
    /// World-space box (metres) of what is drawn for `frame` (as setHighlight() chooses it,
    /// hidden or not), or for a frame with nothing drawn (a joint, a frame, a light, an empty
    /// link) a 0.2 m box about its origin as placed. False for a frame the document lacks.
    bool frameBounds(FrameId frame, QVector3D &min, QVector3D &max) const;

    /// Reorders the instances of every batch drawn in the translucent pass back to front as
    /// seen from `eye` (world, metres), when the eye is more than `minMove` metres from where
    /// the last sort saw it (always on the first call and for a negative `minMove`). Batches of
    /// more than kMaxSortedInstances (translucentsort.h) keep their order, and batches the view
    /// mode hides are left alone (sort again, with a negative `minMove`, after setViewMode()). Only
    /// the uploaded buffers' layout changes: slots, pick() and editing are unaffected. Batches are
    /// drawn whole, so instances of different batches are not interleaved. Returns whether it
    /// sorted.
    bool sortTranslucent(const QVector3D &eye, float minMove = 0);
    /// For each batch drawn in the translucent pass: the frames of its instances in draw order
    /// (for tests and diagnostics).
    std::vector<std::vector<FrameId>> translucentDrawOrder() const;

    /// Helper drawings over the scene (render/overlays.h), none by default: link frames (RGB
    /// axes), joint axes (arrows, revolute limits as arcs), centres of mass and equivalent-inertia
    /// boxes, light markers, camera-sensor frustums, Drake force elements (Forces; Drake loop
    /// joints come with JointAxes). Sized from the scene's bounds; kept at the joint positions
    /// of setJointPositions. Not counted in instanceCount() or batchCount().
    enum Overlay {
        LinkFrames = 1,
        JointAxes = 2,
        Inertia = 4,
        Lights = 8,
        Frustums = 16,
        Forces = 32
    };
    void setOverlays(int mask);
    int overlays() const { return m_overlayMask; }
    /// Instances the overlays draw (for tests).
    int overlayInstanceCount() const;
    /// World poses (metres) of the scene's lights as drawn now, in document order: after
    /// setJointPositions() or placeFrames() they follow the frames (for tests).
    const std::vector<Pose> &lightPoses() const ROBOSTAGE_LIFETIMEBOUND { return m_lightPoses; }

    /// Moves every link to joint positions `q` (radians or metres by joint type; see
    /// FrameGraph::worldPoses) and updates visuals, collisions and link lights. Overrides from
    /// setVisualPose are dropped.
    void setJointPositions(const JointPositions &q);
    /// The joint positions of the last setJointPositions() (empty: the zero configuration).
    const JointPositions &jointPositions() const ROBOSTAGE_LIFETIMEBOUND
    {
        return m_jointPositions;
    }
    /// Draws every frame at world pose X_WF[id] (metres; indexed by the FrameId of the
    /// document's frame graph, e.g. FrameGraph::worldPoses of an edited copy of it): visuals,
    /// collisions, lights and overlays, until the next setJointPositions() or placeFrames(). For
    /// the preview of an edit (a gizmo drag) without rebuilding. Returns false, moving nothing,
    /// when X_WF does not hold one pose per frame of the document.
    bool placeFrames(const std::vector<Pose> &X_WF);
    /// After an in-place pose edit of the document (edit::DocumentChange): draws the frames
    /// `moved` and every frame posed relative to them at their new world poses. At the zero
    /// configuration only those are rewritten (FrameGraph::posedBelow), so an edit costs what
    /// it moves; with joints moved every frame is placed again (setJointPositions).
    void moveFrames(const std::vector<FrameId> &moved);
    /// Draws each listed frame at its world pose X_WF (metres; visuals, collisions, lights and
    /// overlays), the others staying where they are drawn, until the next setJointPositions(),
    /// placeFrames() or moveFrames(). For the preview of a gizmo drag at the zero configuration.
    void placeSome(const std::vector<std::pair<FrameId, Pose>> &X_WF);
    /// Recolours the visual whose frame is `visual` (a FrameNode of kind Visual): every part of
    /// it gets `color` as diffuse and ambient colour (texture maps stay); alpha < 1 makes it
    /// translucent. Returns false when no drawn visual has that frame.
    bool setVisualColor(FrameId visual, const QColor &color);
    /// Places the visual or collision with frame `frame` at world pose X_WV (metres), until the
    /// next setJointPositions. Returns false when nothing drawn has that frame.
    bool setVisualPose(FrameId frame, const Pose &X_WV);

    /// Selection: the visual (or collision, in the collision views) whose triangles, as drawn,
    /// the ray origin + t·direction (world, metres, t ≥ 0) hits first (raycast.h); its FrameId,
    /// or kNoFrame when the ray hits nothing shown. Grid and axes are not pickable. With
    /// `distance`, the hit's t (metres from `origin` along the unit `direction`) goes there.
    FrameId pick(
        const QVector3D &origin, const QVector3D &direction, float *distance = nullptr) const;
    /// What pick() hits: the visual or collision's frame, t (metres from `origin` along the
    /// unit `direction`) and the hit triangle's corners as drawn (world, metres), for snapping.
    struct SurfaceHit
    {
        FrameId frame = kNoFrame;
        float t = 0;
        std::array<QVector3D, 3> triangle_W;
    };
    std::optional<SurfaceHit> pickSurface(
        const QVector3D &origin, const QVector3D &direction) const;

    /// World-space bounding box (metres) of the content the current view mode shows, what
    /// cameras are fitted to (the viewport's and `robostage render`'s): planes and heightmaps
    /// left out unless there is nothing else, and so are visuals much larger than the rest
    /// together (a ground box, a sky box: contentBox() in camerafit.h). False, and
    /// `min`/`max` unchanged, when the scene is empty.
    bool bounds(QVector3D &min, QVector3D &max) const;
    /// Number of drawn instances (grid and origin axes not counted) and of batches (draw
    /// calls), for diagnostics and tests.
    int instanceCount() const;
    /// Instances the current view mode shows (grid and origin axes not counted).
    int visibleInstanceCount() const;
    /// Batches of the document's shapes (grid and origin axes not counted).
    int batchCount() const;

    /// Problems met while building the view that the document's diagnostics cannot know, with
    /// the file and line of the visual or collision concerned: texture images that cannot be
    /// read; heightmaps and polylines that could not be made into meshes (their unit-shape
    /// stand-ins are drawn instead) or were drawn in part.
    const std::vector<Diagnostic> &diagnostics() const ROBOSTAGE_LIFETIMEBOUND
    {
        return m_diagnostics;
    }

private:
    struct Part
    {
        InstanceBatch *batch = nullptr;
        int slot = -1;
        QMatrix4x4 X_VS; ///< shape in the visual frame, with the shape's scale
        bool ground = false; ///< plane or heightmap: left out of bounds()
        ShadingColors shading; ///< the colours it was built with (resetVisualColor)
    };
    struct Item
    {
        FrameId frame = kNoFrame;
        bool collision = false;
        bool hidden = false; ///< setHiddenFrames(): its instances are collapsed
        bool solo = false; ///< a highlighted collision, drawn in the Visuals view too
        std::vector<Part> parts;
    };
    enum class Group { Opaque, Translucent, Collision, Helper };

    void addModel(const Model &model);
    /// SDFormat scene.sdf `<grid>` (1 m cells, 20 m across, in z = 0) and `<origin_visual>`
    /// (red/green/blue X/Y/Z axes, 0.5 m): drawn, never counted in bounds().
    void addHelpers(const SceneSettings &scene);
    /// `visual`: the description of a visual (null for collisions), for its texture maps and
    /// whether a mesh file's own appearance shows.
    void addItem(FrameId frame, const Geometry &geometry, bool collision,
        const ShadingColors &shading, const Visual *visual = nullptr);
    /// Appends to `item` one instance of the mesh `meshKey` at X_VS, drawn with `shading` and
    /// `look` (in the collision, translucent or opaque batch as the item and colours say).
    void addPart(Item &item, const QString &meshKey, const QMatrix4x4 &X_VS, bool ground,
        const ShadingColors &shading, const SurfaceLook &look = SurfaceLook());
    /// The batch of `group` drawing the mesh `meshKey` (a unit shape's name or a key of
    /// m_meshes) with `look`, created on first use; for a key cut into cells (cutIntoCells()),
    /// the one of the world cell that holds `p_W` (the instance's origin in the world, metres).
    InstanceBatch *batch(Group group, const QString &meshKey, const SurfaceLook &look,
        const QVector3D &p_W = QVector3D());
    /// `key` (BatchInfo::key) with the world cell of kCellMetres that holds p_W (metres).
    static QString cellKey(const QString &key, const QVector3D &p_W);
    /// Cuts every opaque batch of kCutMinInstances or more instances into one batch per world
    /// cell the instances start in (X_WF: every frame's initial pose in the world), before
    /// anything is uploaded.
    void cutIntoCells(const std::vector<Pose> &X_WF);
    /// Draws `b` as the whole set of its key's instances would be drawn (expanded, lit per
    /// vertex), whatever part of them it holds.
    void configureLikeItsKey(InstanceBatch *b);
    /// The hook for meshes: appends the parts that draw `geometry` (Type::Mesh) to `item`,
    /// one per material of the mesh file; `described` says whether the description's `shading`
    /// and `look` replace the file's own appearance. False when it fell back to the
    /// placeholder box.
    bool addMeshParts(Item &item, const Geometry &geometry, const ShadingColors &shading,
        const SurfaceLook &look, bool described, double transparency);
    /// Draws `part` of `item` with `shading`, moving it between the opaque and the translucent
    /// batch when its opacity says so, and uploads it.
    void shadePart(const Item &item, Part &part, const ShadingColors &shading);
    /// Heightmaps and polylines: appends the part drawing `geometry` from its generated mesh
    /// (heightmapmesh.h, polylinemesh.h; the heightmap a ground part, textured with its baked
    /// `<texture>` layers) to `item`, drawn with `shading`; false when `geometry` is of another
    /// type or its mesh cannot be made. Why it could not (or only in part), the first time a
    /// geometry is met, is appended to `messages`.
    bool addGeneratedParts(
        Item &item, const Geometry &geometry, const ShadingColors &shading, QStringList &messages);
    /// Whether the mesh `meshKey` is closed (a unit shape other than the plane), so that its
    /// back faces can be culled; planes, terrain and mesh files may be seen from behind.
    static bool isClosedMesh(const QString &meshKey);
    /// Whether the current view mode shows collisions (`collision`) or visuals.
    bool shows(bool collision) const;
    /// Whether `item` is drawn: the view mode shows its kind (or it is a solo collision) and
    /// it is not hidden.
    bool drawn(const Item &item) const;
    /// Whether `item`'s instances are collapsed: hidden, or a collision other than the solo
    /// ones while a solo collision is drawn in the Visuals view (its batch is enabled then).
    bool collapsed(const Item &item) const;
    /// Places the collisions again and enables the batches as the view mode and the solo
    /// collisions say (after either changed).
    void updateCollisionBatches();
    /// Enables each batch as the view mode, the helpers switch and the solo collisions say.
    void enableBatches();
    /// X_WF of every frame as drawn now (metres, world frame): the placed poses, else those of
    /// the joint positions.
    std::vector<Pose> currentPoses() const;
    void placeItem(Item &item, const Pose &X_WV);
    void updateLights(const std::vector<Pose> &X_WF);
    /// Grows the world box [min, max] (metres) by the box of `part` as placed now.
    void partBounds(const Part &part, QVector3D &min, QVector3D &max) const;
    /// Fits the shadow light's projection to what is shown now (sceneshadows.cpp): after
    /// anything moved, or the view mode or a visual's pass changed.
    void fitShadows();
    void commitAll();

    const Document &m_document;
    MeshProvider m_meshProvider;
    QPointer<Qt3DCore::QEntity> m_entity;
    std::unique_ptr<SceneShading> m_shading;
    std::vector<std::unique_ptr<InstanceBatch>> m_batches;
    QHash<QString, InstanceBatch *> m_batchByKey;
    /// What a batch draws: its group, its mesh (a unit shape's name or a key of m_meshes), its
    /// surface look, and (scenestyle.cpp) its material in the solid style, once a style was set.
    struct BatchInfo
    {
        Group group = Group::Opaque;
        QString mesh;
        SurfaceLook look;
        QString key; ///< group, mesh and look: the same for every cell's batch of them
        Qt3DRender::QMaterial *solidMaterial = nullptr;
    };
    QHash<const InstanceBatch *, BatchInfo> m_batchInfo;
    QHash<QString, std::optional<InstanceMesh>> m_meshes; ///< unit shapes and provided meshes
    /// Provided meshes by geometry key: their parts' file appearance (the triangles are in
    /// m_meshes under key#index); std::nullopt when the provider had none.
    QHash<QString, std::optional<std::vector<SceneMeshPart>>> m_meshParts;
    std::unique_ptr<TextureLibrary> m_textures;
    std::vector<Diagnostic> m_diagnostics;
    std::vector<Item> m_items;
    /// Keys (BatchInfo::key) whose opaque instances are batched per world cell.
    QSet<QString> m_cutKeys;
    /// Instances of each key when the constructor finished (all its cells together).
    QHash<QString, int> m_instancesByKey;
    QHash<QString, SurfaceLook> m_generatedLooks; ///< baked heightmap textures by mesh key
    QHash<FrameId, int> m_itemByFrame;
    std::vector<std::pair<Light, FrameId>> m_lights;
    ViewMode m_viewMode = ViewMode::Visuals;
    bool m_soloCollisions = false; ///< some Item::solo is set
    bool m_helpersVisible = true;
    std::unique_ptr<Overlays> m_overlays;
    QPointer<Qt3DCore::QEntity> m_sky; ///< the sky quad, null without `<sky>`
    int m_overlayMask = 0;
    float m_overlaySize = 0;
    JointPositions m_jointPositions;
    /// The world pose of each frame as last placed by placeFrames() (and setVisualPose()).
    std::vector<Pose> m_placedPoses;
    std::vector<Pose> m_lightPoses; ///< of m_lights, as drawn
    void updateOverlays(const std::vector<Pose> &X_WF);

    // View styles, highlight and translucent sorting (scenestyle.cpp).
    /// Gives `b` the material of the current render style (its solid one is remembered).
    void applyRenderStyle(InstanceBatch *b);
    /// Whether `b` is drawn in the translucent pass under the current style.
    bool drawnTranslucent(const InstanceBatch *b) const;
    /// Rewrites the instances of item `index` with their own colours (or their tint), or with
    /// `highlight` as diffuse and ambient colour (opacity kept) when it is valid.
    void writeShading(int index, const QColor &highlight);
    /// The items drawn for `frame`: its own, or for a link or model all those declared in it.
    std::vector<int> itemsOf(FrameId frame) const;
    RenderStyle m_renderStyle = RenderStyle::Solid;
    std::vector<int> m_highlightedItems;
    QHash<int, QColor> m_tintByItem; ///< setTints(), by item index
    std::unique_ptr<Markers> m_markers;
    QVector3D m_sortEye;
    bool m_sorted = false;
};

} // namespace robostage
