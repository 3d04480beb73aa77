#pragma once

// Compute inertia (issue 19, "Mass properties"): a link's `<inertial>` from its collision (or
// visual) geometry at a given mass or density, written as one lossless edit.

#include "edit/editsession.h"

namespace robostage {

/// How computeInertia() sets the mass: a uniform density (kg/m³; gz-sim's auto-inertia default
/// is 1000, water) or a total mass (kg) spread uniformly over the shapes' volume.
struct InertiaBasis
{
    enum class Kind { Density, Mass } kind = Kind::Density;
    double value = 1000;

    /// Reads `density:KG_PER_M3`, `mass:KG` or an empty text (density 1000); false with
    /// `error` for anything else or a value that is not finite and > 0.
    static bool parse(const QString &text, InertiaBasis &out, QString *error);
};

/// Sets link `linkSpec`'s `<inertial>` (findEntity() names; one undo step) to the mass
/// properties of its collisions, or of its visuals when it has none (with a note), at `basis`:
/// mass in kg, the centre of mass as the inertial pose (metres, link frame, no rotation), the
/// inertia tensor about it in kg·m² in link axes (massproperties.h; each shape counted on its
/// own, as gz-sim does). Notes name the shapes left out and open meshes. Errors: no such
/// link, no shape with a volume, the document's own edit refusals (edit::SetInertial).
edit::EditResult computeInertia(
    edit::EditSession &session, const QString &linkSpec, const InertiaBasis &basis);

} // namespace robostage
