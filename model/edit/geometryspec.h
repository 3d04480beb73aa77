#pragma once

// The text form of a shape that `robostage edit --set-geometry` takes (issue 32):
// `box:X,Y,Z`, `sphere:R`, `cylinder:R,L`, `capsule:R,L`, `ellipsoid:X,Y,Z` (radii), or
// `mesh:URI[,S]` / `mesh:URI,SX,SY,SZ` (scale), lengths in metres.

#include "scene.h"

#include <QString>

namespace robostage::edit {

/// Parses `spec` into `out` (a copy of `current` with the new type and sizes, so that a mesh's
/// URI and other fields carry over where the spec leaves them). False with `error` saying what
/// was expected when `spec` does not read or a size is not a finite positive number.
bool parseGeometrySpec(const QString &spec, const Geometry &current, Geometry &out, QString *error);

} // namespace robostage::edit
