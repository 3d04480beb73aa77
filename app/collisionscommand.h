#pragma once

#include <QStringList>

class QTextStream;

namespace robostage::cli {

/// `robostage collisions FILE [--joint NAME=VALUE]… [--json] [--srdf PATH] [--cells N]
/// [--arg NAME:=VALUE]…` (issue 19): for every link with visuals or collisions, the fit of its
/// collisions to its visuals (model/geometry/collisionfit.h), and the pairs of links whose
/// collisions intersect at the joint positions (selfcollision.h).
///
/// Text: one `FIT LINK VISUAL_M3 COLLISION_M3 IOU VISUAL_OUTSIDE_M COLLISION_OUTSIDE_M
/// UNCOVERED WATERTIGHT` line per link (`-` for a figure the link lacks), then one
/// `COLLIDE LINK_A LINK_B DEPTH_M` line per colliding pair. JSON: `{"links":[{"name",
/// "visual_volume", "collision_volume", "iou", "visual_outside", "collision_outside",
/// "uncovered_fraction", "watertight"}], "self_collisions":[{"a", "b", "depth"}]}` with `null`
/// for figures a link lacks. The file's diagnostics and shapes that cannot be measured go to
/// `err`. `arguments` start with "collisions". Returns 0, 1 when FILE has errors, 2 for bad
/// usage.
int runCollisions(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace robostage::cli
