#pragma once

// The SceneView::MeshProvider backed by a MeshCache: mesh files drawn as what they are instead of
// the magenta placeholder cube.

#include "diagnostics.h"
#include "lifetimebound.h"
#include "meshdata.h"
#include "sceneview.h"

#include <QCoreApplication>

#include <memory>
#include <optional>
#include <vector>

namespace robostage {

class MeshCache;

/// Turns a mesh geometry into SceneView's SceneMesh with a MeshCache: the file is read once per
/// cache, the geometry's `<submesh>` / `<center>` selected (MeshData::select) and the selected
/// parts merged into one vertex buffer per material (mergeByMaterial; for a whole file made by
/// the thread that read it, MeshCache::merged()) in the mesh file's frame,
/// before `<scale>` (SceneView puts the scale into each instance's transform, so one batch per
/// file, submesh and material serves every visual that uses it; it reverses the winding for
/// mirroring scales). Each part carries its material's colours, opacity, shininess, diffuse /
/// base-colour texture (file or embedded) and glTF metal-roughness values (Assimp's
/// "DefaultMaterial" of colourless STL/OBJ files gives none).
///
/// A mesh that cannot be drawn (URI not resolved, MeshData::error, no such submesh) stays the
/// placeholder and adds a warning to diagnostics(), naming the description file and line, the
/// URI and the reason (Assimp's for unreadable files); each mesh is reported once.
///
/// Copies share their state (cache, loaded meshes, diagnostics), so an instance can be handed
/// to SceneView directly and asked for diagnostics() afterwards. Not thread-safe: use it on the
/// thread that builds the SceneView.
class CachedMeshProvider
{
    Q_DECLARE_TR_FUNCTIONS(robostage::CachedMeshProvider)

public:
    enum class Loading {
        /// Reads a file that is not loaded yet on the calling thread (MeshCache::load): every
        /// mesh is drawn at once. For the headless render.
        Wait,
        /// Never blocks: a mesh not loaded yet is requested in the background
        /// (MeshCache::request) and std::nullopt returned, so the placeholder stands in; build
        /// the view again when MeshCache::loaded / progress says the files are there. For
        /// interactive views.
        Background
    };

    /// `cache` must outlive every copy. `document` (optional, must outlive the copies) names the
    /// description file in diagnostics.
    explicit CachedMeshProvider(
        MeshCache &cache, const Document *document = nullptr, Loading loading = Loading::Wait);

    /// SceneView::MeshProvider.
    std::optional<SceneView::SceneMesh> operator()(const Geometry &geometry) const;

    /// Schedules background reads of every mesh file `document` uses (visuals and collisions,
    /// nested models included) and decodes of the texture images its visuals' materials name
    /// (the meshes' own textures follow their reads), so that building a SceneView with
    /// Loading::Wait reads them on all cores instead of one after the other. The visuals' meshes
    /// and images come first, the collision meshes after them (MeshCache::Order::Later), so that
    /// a window can show the visuals sooner (pendingVisualCount()). Returns the number of mesh
    /// files requested.
    int prefetch(const Document &document) const;

    /// Collision meshes of `document` are not read from here on: the provider returns
    /// std::nullopt for them without a warning (they stay hidden placeholders) and prefetch()
    /// leaves them out. For pictures that do not show collisions (`render` without
    /// `--collisions`): the first picture then waits for the visuals' meshes only.
    void skipCollisionMeshes(const Document &document);

    /// Meshes drawn as the placeholder, one warning each, in the order they were met.
    const std::vector<Diagnostic> &diagnostics() const ROBOSTAGE_LIFETIMEBOUND;
    /// Meshes asked for with Loading::Background that were not loaded yet.
    int pendingCount() const;
    /// Of pendingCount(), the meshes of visuals (prefetch() requested them for a visual; a
    /// file a visual and a collision share counts here).
    int pendingVisualCount() const;

    /// The SceneMesh of `selection` of `data` (parts merged per material; interleaved position,
    /// normal and, when every merged part has them, uv floats; 32-bit indices), without the
    /// description's scale. std::nullopt when the selection has no triangles.
    static std::optional<SceneView::SceneMesh> makeSceneMesh(
        const MeshData &data, const MeshSelection &selection);

private:
    struct State;
    std::shared_ptr<State> m_state;
};

} // namespace robostage
