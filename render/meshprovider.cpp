#include "meshprovider.h"

#include "meshcache.h"
#include "meshgeometry.h"

#include <QSet>

#include <cstring>
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
};

namespace {

/// Assimp's material for files without any (colourless STL, OBJ without .mtl): not the file's.
bool isAssimpDefault(const MeshMaterial &material)
{
    return material.name == QLatin1String("DefaultMaterial");
}

std::optional<Color> fileColor(const MeshData &data, const MeshSelection &selection)
{
    for (int i : selection.parts) {
        const int m = data.parts[size_t(i)].material;
        if (m < 0 || m >= int(data.materials.size()))
            continue;
        const MeshMaterial &material = data.materials[size_t(m)];
        if (isAssimpDefault(material))
            continue;
        if (material.diffuse)
            return material.diffuse;
        if (material.baseColor)
            return material.baseColor;
    }
    return std::nullopt;
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
    if (selection.parts.empty())
        return std::nullopt;
    QMatrix4x4 offset;
    offset.translate(selection.offset);
    const MeshPart merged = mergeParts(data, selection, offset);
    if (merged.indices.empty())
        return std::nullopt;
    SceneView::SceneMesh out;
    InstanceMesh &mesh = out.mesh;
    const int n = merged.vertexCount();
    mesh.vertexCount = n;
    mesh.vertices.resize(qsizetype(n) * 6 * qsizetype(sizeof(float)));
    auto *v = reinterpret_cast<float *>(mesh.vertices.data());
    for (int i = 0; i < n; ++i, v += 6) {
        std::memcpy(v, &merged.positions[size_t(3 * i)], 3 * sizeof(float));
        std::memcpy(v + 3, &merged.normals[size_t(3 * i)], 3 * sizeof(float));
    }
    mesh.indexCount = int(merged.indices.size());
    mesh.indices = QByteArray(reinterpret_cast<const char *>(merged.indices.data()),
        qsizetype(merged.indices.size() * sizeof(std::uint32_t)));
    mesh.wideIndices = true;
    mesh.boundsMin = merged.bounds.min;
    mesh.boundsMax = merged.bounds.max;
    out.fileColor = fileColor(data, selection);
    return out;
}

std::optional<SceneView::SceneMesh> CachedMeshProvider::operator()(const Geometry &g) const
{
    State &s = *m_state;
    const QString key = g.resolvedPath + QLatin1Char('#') + g.uri + QLatin1Char('#') + g.submesh;
    const auto report = [&](const QString &reason) {
        if (s.reported.contains(key))
            return;
        s.reported.insert(key);
        Diagnostic d;
        d.severity = Severity::Warning;
        const QStringList files = s.document ? s.document->filePaths() : QStringList();
        d.file = g.source.file >= 0 && g.source.file < files.size()
            ? files.at(g.source.file)
            : (s.document ? s.document->path() : QString());
        d.line = g.source.line;
        d.message = tr("mesh '%1' is drawn as a placeholder cube: %2").arg(g.uri, reason);
        s.diagnostics.push_back(d);
    };
    if (g.type != Geometry::Type::Mesh)
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
    const MeshSelection selection = data->select(g.submesh, g.centerSubmesh);
    std::optional<SceneView::SceneMesh> mesh = makeSceneMesh(*data, selection);
    if (!mesh) {
        report(g.submesh.isEmpty() ? tr("'%1' has no triangles").arg(g.resolvedPath)
                                   : tr("'%1' has no submesh '%2'").arg(g.resolvedPath, g.submesh));
    }
    return mesh;
}

int CachedMeshProvider::prefetch(const Document &document) const
{
    // In the order SceneView meets them, so that its synchronous loads rarely wait.
    QSet<QString> seen;
    const auto add = [&](const Geometry &g) {
        if (g.type == Geometry::Type::Mesh && !g.resolvedPath.isEmpty()
            && !seen.contains(g.resolvedPath)) {
            seen.insert(g.resolvedPath);
            m_state->cache->request(g.resolvedPath);
        }
    };
    const std::function<void(const Model &)> addModel = [&](const Model &model) {
        for (const Link &link : model.links) {
            for (const Visual &visual : link.visuals)
                add(visual.geometry);
            for (const Collision &collision : link.collisions)
                add(collision.geometry);
        }
        for (const Model &child : model.models)
            addModel(child);
    };
    for (const Model &model : document.scene().world.models)
        addModel(model);
    return int(seen.size());
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

} // namespace robostage
