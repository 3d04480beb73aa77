#pragma once

#include <QCoreApplication>
#include <QString>

namespace robostage {

/// What MeshProbe found in a mesh file.
struct MeshProbeResult
{
    bool ok = false;
    /// Why the file could not be read, ready to show to a user; empty when `ok`.
    QString error;
    int meshCount = 0; ///< Assimp meshes: a file's parts, one per material at least
    int vertexCount = 0; ///< vertices after joining identical ones (position, normal, UV …)
    int triangleCount = 0; ///< triangles after triangulating polygons; points and lines not counted
    int materialCount = 0; ///< materials declared in the file (Assimp adds a default one)
};

/// Reads a mesh file with Assimp (COLLADA `.dae`, STL, Wavefront OBJ, glTF 2.0 `.gltf`/`.glb`
/// and every other format Assimp supports) and reports its size, or a readable error.
/// The renderer uses the same import settings, so a file that probes well also loads there.
///
/// Thread-safe: every call uses its own importer.
class MeshProbe
{
    Q_DECLARE_TR_FUNCTIONS(robostage::MeshProbe)

public:
    /// Imports `path` (a local file, not a URI) with triangulation and joined vertices.
    /// Never throws; a missing, unreadable, unsupported, corrupt or empty file gives
    /// `ok == false` and an error naming the file and the cause.
    static MeshProbeResult probe(const QString &path);
};

} // namespace robostage
