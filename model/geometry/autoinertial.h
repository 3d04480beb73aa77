#pragma once

// SDFormat 1.11 `<inertial auto="true">` evaluated when a document loads (issue 19, "Mass
// properties"), as libsdformat's Link::ResolveAutoInertials does for gz-sim.

namespace robostage {

class Document;

/// Computes the inertial of every link of `doc` whose `<inertial>` has `auto="true"` (SDF
/// 1.11 inertial.sdf) from its collisions, as libsdformat 15.2 does:
/// - each collision is a solid of uniform density: its `<density>`, else the inertial's
///   `<density>`, else 1000 kg/m³ (collision.sdf, inertial.sdf); shapes and meshes are
///   measured as computeinertia.h does (massproperties.h, FCL);
/// - the link's mass is the sum of the collisions' masses (overlaps count twice), the
///   inertial pose the centre of mass in the link frame (metres, no rotation), the tensor in
///   kg·m² about it in link axes;
/// - when the inertial writes a `<mass>` > 0, mass and tensor are scaled to that mass.
/// Sets Inertial::computed. Reports, at the link's line: an error for a link with no
/// collision (libsdformat's "no <collision> elements") or none with a volume (the values stay
/// the file's); warnings for shapes left out (planes, heightmaps, unreadable meshes) and open
/// meshes. Costs what reading the links' collision meshes costs; links without
/// `auto="true"` cost nothing.
void resolveAutoInertials(Document &doc);

/// Makes resolveAutoInertials() Document's load hook (Document::setLoadHook), so that every
/// document loaded afterwards, in the window, its background copies and on the command line,
/// has its automatic inertials computed. Call once at start-up.
void installAutoInertials();

} // namespace robostage
