#pragma once

// GPU side of a MeshPart: Qt3D geometry for a QGeometryRenderer (primitive type Triangles).

#include "meshdata.h"

#include <QMatrix4x4>

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

/// CPU helper: the parts `selection` names, merged into one part with `transform` applied to
/// positions (and its normal matrix to normals), e.g. meshTransform() for a collision mesh drawn
/// as one geometry, or several parts that share a material. UVs are kept only when every
/// selected part has them. The result's material is the first part's.
MeshPart mergeParts(const MeshData &data, const MeshSelection &selection,
    const QMatrix4x4 &transform = QMatrix4x4());

} // namespace robostage
