#include "meshprovider.h"

#include "meshcache.h"
#include "meshgeometry.h"
#include "scenetextures.h"

#include <QSet>

#include <algorithm>

#include <functional>
#include <utility>

namespace robostage {

struct CachedMeshProvider::State
{
    MeshCache *cache = nullptr;
    const Document *document = nullptr;
    Loading loading = Loading::Wait;
    std::vector<Diagnostic> diagnostics;
    QSet<QString> reported; ///< keys of meshes already in diagnostics
    QSet<QString> pending; ///< cache keys requested in the background, maybe loaded since
    QSet<QString> visualMeshes; ///< cache keys of the visuals' meshes prefetch() requested
    QSet<const Geometry *> skipped; ///< collision geometries not read (skipCollisionMeshes)
};

namespace {

/// Calls `visit(geometry, isCollision, visual)` (`visual` null for a collision) for every visual
/// and collision geometry of `document`,
/// nested models included, link by link (SceneView's order).
template<typename Visit> void forEachGeometry(const Document &document, Visit &&visit)
{
    const std::function<void(const Model &)> addModel = [&](const Model &model) {
        for (const Link &link : model.links) {
            for (const Visual &visual : link.visuals)
                visit(visual.geometry, false, &visual);
            for (const Collision &collision : link.collisions)
                visit(collision.geometry, true, nullptr);
        }
        for (const Model &child : model.models)
            addModel(child);
    };
    for (const Model &model : document.scene().world.models)
        addModel(model);
}

} // namespace

namespace {

/// Assimp's material for files without any (colourless STL, OBJ without .mtl): not the file's.
bool isAssimpDefault(const MeshMaterial &material)
{
    return material.name == QLatin1String("DefaultMaterial");
}

/// The appearance a mesh file gives `material`: diffuse (glTF base colour when there is no
/// diffuse) and emissive colour, opacity, and the diffuse or base-colour texture
/// as albedo map; std::nullopt for Assimp's default material and for materials without colour
/// or texture. A textured material is drawn with its texture times the glTF base colour (white
/// for other formats, whose diffuse colour stands for the texture).
std::optional<SceneView::SceneMeshPart> fileAppearance(const MeshMaterial &material)
{
    SceneView::SceneMeshPart out;
    if (isAssimpDefault(material))
        return std::nullopt;
    SurfaceLook &look = out.fileLook;
    look.maps.albedo.path = material.diffuseTexture;
    look.maps.albedo.image = material.embeddedTexture;
    if (material.metallic || material.roughness) {
        look.pbr = true;
        look.metalness = float(material.metallic.value_or(1)); // glTF 2.0 defaults
        look.roughness = float(material.roughness.value_or(1));
    }
    std::optional<Color> diffuse = material.diffuse ? material.diffuse : material.baseColor;
    if (!look.maps.albedo.isNull())
        diffuse = material.baseColor.value_or(Color {1, 1, 1, 1});
    if (!diffuse)
        return std::nullopt;
    ShadingColors shading;
    shading.diffuse
        = {diffuse->r, diffuse->g, diffuse->b, float(std::clamp(material.opacity, 0.0, 1.0))};
    // Ambient, specular and shininess are left at their defaults, as RViz does: files rarely
    // set them on purpose (Assimp fills COLLADA's in: ambient 0.1, specular 0.4), and a dim
    // ambient turns every face away from the light black.
    shading.ambient = {diffuse->r, diffuse->g, diffuse->b, 1};
    if (material.emissive)
        shading.emissive = *material.emissive;
    out.fileShading = shading;
    return out;
}

/// SceneView's mesh of `merged` (mergeByMaterial of `data`): each material's triangles with the
/// appearance the file gives them; std::nullopt when there are none.
std::optional<SceneView::SceneMesh> sceneMesh(
    const MeshData &data, const std::vector<MaterialMesh> &merged)
{
    SceneView::SceneMesh out;
    for (const MaterialMesh &material : merged) {
        SceneView::SceneMeshPart part;
        if (material.material >= 0 && material.material < int(data.materials.size())) {
            if (std::optional<SceneView::SceneMeshPart> look
                = fileAppearance(data.materials[size_t(material.material)]))
                part = std::move(*look);
        }
        part.mesh = material.mesh; // shared, not copied
        out.parts.push_back(std::move(part));
    }
    if (out.parts.empty())
        return std::nullopt;
    return out;
}

} // namespace

CachedMeshProvider::CachedMeshProvider(MeshCache &cache, const Document *document, Loading loading)
    : m_state(std::make_shared<State>())
{
    m_state->cache = &cache;
    m_state->document = document;
    m_state->loading = loading;
}

std::optional<SceneView::SceneMesh> CachedMeshProvider::makeSceneMesh(
    const MeshData &data, const MeshSelection &selection)
{
    return sceneMesh(data, mergeByMaterial(data, selection));
}

std::optional<SceneView::SceneMesh> CachedMeshProvider::operator()(const Geometry &g) const
{
    State &s = *m_state;
    const QString key = g.resolvedPath + QLatin1Char('#') + g.uri + QLatin1Char('#') + g.submesh;
    const auto warn = [&](const QString &reportKey, const QString &message) {
        if (s.reported.contains(reportKey))
            return;
        s.reported.insert(reportKey);
        Diagnostic d;
        d.severity = Severity::Warning;
        d.file = s.document ? s.document->filePath(g.source) : QString();
        d.line = g.source.line;
        d.message = message;
        s.diagnostics.push_back(d);
    };
    const auto report = [&](const QString &reason) {
        warn(key, tr("mesh '%1' is drawn as a placeholder cube: %2").arg(g.uri, reason));
    };
    if (g.type != Geometry::Type::Mesh || s.skipped.contains(&g))
        return std::nullopt;
    if (g.resolvedPath.isEmpty()) {
        report(tr("its URI did not resolve to a file"));
        return std::nullopt;
    }
    std::shared_ptr<const MeshData> data;
    if (s.loading == Loading::Wait) {
        data = s.cache->load(g.resolvedPath);
    } else {
        data = s.cache->find(g.resolvedPath);
        if (!data) {
            s.cache->request(g.resolvedPath);
            s.pending.insert(MeshCache::key(g.resolvedPath));
            return std::nullopt;
        }
    }
    if (!data->ok()) {
        report(data->error);
        return std::nullopt;
    }
    if (!data->missingTextures.isEmpty())
        warn(key + QStringLiteral("#textures"),
            tr("mesh '%1' names texture files that do not exist next to it (%2); its surfaces "
               "are drawn without them. Copy the images beside the mesh file.")
                .arg(g.uri, data->missingTextures.join(QStringLiteral(", "))));
    // The whole file as merged by the thread that read it (prefetch() asked for that).
    const std::shared_ptr<const std::vector<MaterialMesh>> merged
        = g.submesh.isEmpty() && !g.centerSubmesh ? s.cache->merged(g.resolvedPath) : nullptr;
    std::optional<SceneView::SceneMesh> mesh = merged
        ? sceneMesh(*data, *merged)
        : makeSceneMesh(*data, data->select(g.submesh, g.centerSubmesh));
    if (!mesh) {
        report(g.submesh.isEmpty() ? tr("'%1' has no triangles").arg(g.resolvedPath)
                                   : tr("'%1' has no submesh '%2'").arg(g.resolvedPath, g.submesh));
    }
    return mesh;
}

int CachedMeshProvider::prefetch(const Document &document) const
{
    // The visuals' meshes and images first, in the order SceneView meets them (so that its
    // synchronous loads rarely wait), then the collision meshes (MeshCache::Order::Later): a
    // window shows the visuals before the collision meshes are read.
    QSet<QString> seen;
    const auto request = [&](const Geometry &g, MeshCache::Order order) {
        if (g.type != Geometry::Type::Mesh || g.resolvedPath.isEmpty()
            || m_state->skipped.contains(&g))
            return;
        seen.insert(g.resolvedPath);
        if (order == MeshCache::Order::First)
            m_state->visualMeshes.insert(MeshCache::key(g.resolvedPath));
        // Merged for drawing by the reading thread too, unless only submeshes are drawn.
        m_state->cache->request(g.resolvedPath, g.submesh.isEmpty() && !g.centerSubmesh, order);
    };
    forEachGeometry(document, [&](const Geometry &g, bool, const Visual *visual) {
        if (!visual)
            return;
        const TextureMaps maps = surfaceLook(visual->material).maps;
        for (const TextureSource *map :
            {&maps.albedo, &maps.normal, &maps.roughness, &maps.metalness, &maps.emissive})
            m_state->cache->requestImage(map->path);
        request(g, MeshCache::Order::First);
    });
    forEachGeometry(document, [&](const Geometry &g, bool collision, const Visual *) {
        if (collision)
            request(g, MeshCache::Order::Later);
    });
    return int(seen.size());
}

void CachedMeshProvider::skipCollisionMeshes(const Document &document)
{
    forEachGeometry(document, [this](const Geometry &g, bool collision, const Visual *) {
        if (collision)
            m_state->skipped.insert(&g);
    });
}

const std::vector<Diagnostic> &CachedMeshProvider::diagnostics() const
{
    return m_state->diagnostics;
}

int CachedMeshProvider::pendingCount() const
{
    int n = 0;
    for (const QString &path : std::as_const(m_state->pending))
        n += m_state->cache->find(path) ? 0 : 1;
    return n;
}

int CachedMeshProvider::pendingVisualCount() const
{
    int n = 0;
    for (const QString &path : std::as_const(m_state->pending))
        n += m_state->visualMeshes.contains(path) && !m_state->cache->find(path) ? 1 : 0;
    return n;
}

} // namespace robostage
