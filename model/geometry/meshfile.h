#pragma once

// Writing triangle meshes to files (issue 19: the convex hull collision is written as a mesh
// file beside the description).

#include "trianglemesh.h"

#include <QString>

namespace robostage {

/// Writes `mesh` (metres) to `path` as binary STL with Assimp's exporter (STL, not OBJ: an OBJ
/// comes with a material file to keep beside it), through QSaveFile (atomic: an existing file
/// is replaced only when the write succeeded). False with `error` (the path and the reason)
/// otherwise.
bool writeStlFile(const TriangleMesh &mesh, const QString &path, QString *error);

} // namespace robostage
