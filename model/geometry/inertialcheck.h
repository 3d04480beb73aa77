#pragma once

// Load-time checks of links' inertials (issue 19, "Mass properties"): the values a simulator
// would reject or misbehave with.

#include "diagnostics.h"

namespace robostage {

class Document;

/// Warnings, one per link (at the line of its `<link>`), for every link with an `<inertial>`
/// written in the file (not SDFormat 1.11 `auto="true"`, which the simulator computes):
/// - a mass of 0 (a negative one is the readers' error), an inertia that is not positive
///   definite or whose principal moments break the triangle inequality
///   (edit::inertialProblem()): gz-sim and Drake refuse such a link, ODE and Bullet blow up;
/// - with `compareWithGeometry`, an inertia more than 10 times larger or smaller than the one
///   the link's collision geometry gives at the link's mass (computeinertia.h: uniform
///   density; the sums of the principal moments compared, so the frame does not matter), with
///   both sets of principal moments in kg·m²: a sign of wrong units (g for kg, mm for m) or a
///   value copied from another link. Links without collisions with a volume are not compared.
/// Compared links read their meshes (Assimp), so the comparison costs about what
/// `robostage collisions` does.
Diagnostics inertialDiagnostics(const Document &doc, bool compareWithGeometry = true);

} // namespace robostage
