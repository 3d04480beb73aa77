// SceneView's parts that are not unit shapes: mesh files (through the MeshProvider, one part per
// material of the file) and the meshes generated for heightmaps and polylines. Kept apart from
// sceneview.cpp, which builds and edits the scene.

#include "sceneview.h"

#include "heightmapmesh.h"
#include "meshdata.h"
#include "meshprovider.h"
#include "polylinemesh.h"
#include "shapeparts.h"

#include <QCryptographicHash>

#include <algorithm>
#include <utility>

namespace robostage {

namespace {

/// Edge of the cube drawn for a mesh that is not loaded, metres.
constexpr double kMeshPlaceholderSize = 0.05;

/// Swaps the last two indices of every triangle of `mesh`.
void reverseWinding(InstanceMesh &mesh)
{
    const auto swap = [&mesh](auto *indices) {
        for (int t = 0; t + 2 < mesh.indexCount; t += 3)
            std::swap(indices[t + 1], indices[t + 2]);
    };
    if (mesh.wideIndices)
        swap(reinterpret_cast<quint32 *>(mesh.indices.data()));
    else
        swap(reinterpret_cast<quint16 *>(mesh.indices.data()));
}

/// The key in SceneView's mesh table of the generated mesh of a heightmap or polyline geometry
/// (empty for other types): everything the mesh depends on, so equal geometries share a batch.
QString generatedMeshKey(const Geometry &g)
{
    if (g.type == Geometry::Type::Heightmap) {
        return QStringLiteral("heightmap:%1|%2,%3,%4|%5,%6,%7")
            .arg(g.resolvedPath.isEmpty() ? QStringLiteral("?") + g.uri : g.resolvedPath)
            .arg(g.size.x)
            .arg(g.size.y)
            .arg(g.size.z)
            .arg(g.position.x)
            .arg(g.position.y)
            .arg(g.position.z);
    }
    if (g.type == Geometry::Type::Polyline) {
        QCryptographicHash hash(QCryptographicHash::Sha1);
        for (const Polyline &line : g.polylines) {
            hash.addData(QByteArrayView(reinterpret_cast<const char *>(line.points.data()),
                qsizetype(line.points.size() * sizeof(line.points[0]))));
            hash.addData(
                QByteArrayView(reinterpret_cast<const char *>(&line.height), sizeof line.height));
            hash.addData(QByteArrayView("|"));
        }
        return QStringLiteral("polyline:") + QString::fromLatin1(hash.result().toHex());
    }
    return {};
}

} // namespace

bool SceneView::addMeshParts(Item &item, const Geometry &g, const ShadingColors &shading,
    const SurfaceLook &look, bool described, double transparency)
{
    const QMatrix4x4 scale = scaledMatrix(float(g.scale.x), float(g.scale.y), float(g.scale.z));
    if (m_meshProvider || g.inlineMesh) {
        // An unresolved URI is still offered to the provider (once), so that it can report it.
        // A mirroring scale turns the triangles inside out: such instances get a batch of
        // their own with the winding reversed, so that back faces stay back faces. A mesh
        // written in the description (g.inlineMesh) is made here; every geometry that shares
        // it shares its batch.
        const bool mirrored = g.scale.x * g.scale.y * g.scale.z < 0;
        const QString key
            = (g.inlineMesh ? QStringLiteral("inline:%1").arg(quintptr(g.inlineMesh.get()))
                            : QStringLiteral("mesh:")
                          + (g.resolvedPath.isEmpty() ? QStringLiteral("?") + g.uri
                                                      : g.resolvedPath)
                          + QLatin1Char('#') + g.submesh
                          + (g.centerSubmesh ? QStringLiteral("#centred") : QString()))
            + (mirrored ? QStringLiteral("#mirrored") : QString());
        if (!m_meshParts.contains(key)) {
            // Cache misses too, so a broken file is tried once.
            std::optional<SceneMesh> provided;
            if (g.inlineMesh) {
                const MeshData data = MeshData::fromInline(*g.inlineMesh);
                provided = CachedMeshProvider::makeSceneMesh(data, data.select());
            } else {
                provided = m_meshProvider(g);
            }
            if (provided && !provided->parts.empty()) {
                for (size_t i = 0; i < provided->parts.size(); ++i) {
                    InstanceMesh &mesh = provided->parts[i].mesh;
                    if (mirrored)
                        reverseWinding(mesh);
                    m_meshes.insert(key + QLatin1Char('#') + QString::number(i), std::move(mesh));
                    mesh = InstanceMesh();
                }
                m_meshParts.insert(key, std::move(provided->parts));
            } else {
                m_meshParts.insert(key, std::nullopt);
            }
        }
        if (const std::optional<std::vector<SceneMeshPart>> &parts = m_meshParts[key]) {
            for (size_t i = 0; i < parts->size(); ++i) {
                const SceneMeshPart &part = (*parts)[i];
                ShadingColors colors = shading;
                if (!described && part.fileShading) {
                    // The file's appearance, seen through the description's <transparency>.
                    colors = *part.fileShading;
                    colors.castsShadow = shading.castsShadow;
                    colors.diffuse.a *= float(std::clamp(1 - transparency, 0.0, 1.0));
                }
                addPart(item, key + QLatin1Char('#') + QString::number(i), scale, false, colors,
                    described ? look : part.fileLook);
            }
            return true;
        }
    }
    // Placeholder while the mesh is not loaded (or cannot be): a small cube at the mesh's
    // origin (its extent is unknown without loading it).
    const float size = float(kMeshPlaceholderSize);
    addPart(item, QLatin1String(unitShapeName(UnitShape::Box)), scaledMatrix(size, size, size),
        false, item.collision ? shading : meshPlaceholderShading(shading));
    return false;
}

bool SceneView::addGeneratedParts(
    Item &item, const Geometry &g, const ShadingColors &shading, QStringList &messages)
{
    const QString key = generatedMeshKey(g);
    if (key.isEmpty())
        return false;
    if (!m_meshes.contains(key)) {
        // Made once per distinct geometry; a failure is cached too and reported once.
        QString error;
        std::optional<InstanceMesh> mesh = g.type == Geometry::Type::Heightmap
            ? makeHeightmapMesh(g, &error)
            : makePolylineMesh(g, &messages);
        if (!error.isEmpty())
            messages.append(error);
        if (mesh && g.type == Geometry::Type::Heightmap && !g.heightmapTextures.empty()) {
            // The <texture> layers blended by <blend>, baked into one image over the terrain.
            const auto resolve = [&g](const QString &uri) {
                for (const HeightmapTexture &layer : g.heightmapTextures) {
                    if (layer.diffuse == uri)
                        return layer.diffusePath;
                }
                return QString();
            };
            SurfaceLook look;
            look.maps.albedo.image = bakeHeightmapTexture(g, resolve, &messages);
            if (!look.maps.albedo.isNull())
                m_generatedLooks.insert(key, look);
        }
        m_meshes.insert(key, std::move(mesh));
    }
    if (!m_meshes.value(key))
        return false;
    const SurfaceLook look = m_generatedLooks.value(key);
    // The baked layers are the terrain's colour.
    addPart(item, key, QMatrix4x4(), g.type == Geometry::Type::Heightmap,
        look.isPlain() ? shading : untinted(shading), item.collision ? SurfaceLook() : look);
    return true;
}

} // namespace robostage
