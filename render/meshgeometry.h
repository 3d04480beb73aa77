#pragma once

// A mesh file's parts made ready to draw: merged per material into the interleaved buffers
// SceneView's batches take (mergeByMaterial), or one part as Qt3D geometry for a
// QGeometryRenderer (primitive type Triangles).

#include "meshdata.h"
#include "unitshapes.h"

#include <vector>

namespace Qt3DCore {
class QGeometry;
class QNode;
} // namespace Qt3DCore

namespace robostage {

/// Builds a Qt3D geometry from `part`: one interleaved vertex buffer with the attributes
/// Qt3D's materials expect (QAttribute::defaultPositionAttributeName(),
/// defaultNormalAttributeName(), and defaultTextureCoordinateAttributeName() when the part has
/// UVs) and a uint32 index buffer. Coordinates are the part's: mesh frame, Z up, metres, no
/// `<scale>` (put meshTransform() on the entity). Qt3D computes the bounding volume from the
/// position attribute. Owned by `parent`; several QGeometryRenderers may share it.
Qt3DCore::QGeometry *createGeometry(const MeshPart &part, Qt3DCore::QNode *parent = nullptr);

/// One material's share of a mesh file, ready for an InstanceBatch.
struct MaterialMesh
{
    int material = -1; ///< index into MeshData::materials, -1 for none
    /// Interleaved position and normal (and uv when every merged part has them) floats, 32-bit
    /// indices, bounds; mesh frame, metres, before the description's `<scale>`.
    InstanceMesh mesh;
};

/// The parts `selection` names merged into one InstanceMesh per material, in the order the
/// materials are first met, each vertex moved by `selection.offset` (SDFormat `<submesh>`
/// `<center>`; zero otherwise). Materials whose parts have no triangles are left out. What
/// SceneView draws of a mesh geometry (CachedMeshProvider::makeSceneMesh); MeshCache makes it on
/// the thread that read the file (MeshCache::merged()).
std::vector<MaterialMesh> mergeByMaterial(const MeshData &data, const MeshSelection &selection);

} // namespace robostage
