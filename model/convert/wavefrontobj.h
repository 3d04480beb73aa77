#pragma once

// Writing an inline triangle mesh (SimRobot ComplexAppearance) as a Wavefront OBJ file, the mesh
// format every SDFormat consumer reads.

#include "scene.h"

#include <QByteArray>
#include <QString>

namespace robostage::convert {

/// `mesh` as Wavefront OBJ text (ASCII): a `# comment` line when `comment` is not empty, one
/// `v x y z` per vertex (metres, the mesh frame), `vn` per vertex normal and `vt u v` per texture
/// coordinate when the mesh has them, then one `f` per triangle with 1-based indices in the form
/// the attributes allow (`f a b c`, `f a/a b/b c/c`, `f a//a …`, `f a/a/a …`; vertex i has
/// normal i and texture coordinate i). Numbers in their shortest float form.
QByteArray wavefrontObj(const InlineMesh &mesh, const QString &comment = QString());

} // namespace robostage::convert
