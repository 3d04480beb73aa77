#pragma once

#include "scenetree/scenetreemodel.h"

#include <QIcon>

namespace robostage {

/// The scene tree's icon for a row of `kind` (resources/icons/tree/*.svg, drawn on a 16 px
/// grid; colours follow the viewport: collisions orange, sensors cyan, joints amber as the
/// joint axes, frames red/green/blue axes). Joints get one icon per `jointType`: revolute and
/// continuous, prismatic, fixed, and one for the other types; `jointType` is ignored for other
/// kinds. The icons are loaded once and shared; the SVG icon engine (libqt6svg6) draws them.
QIcon sceneIcon(SceneTreeModel::Kind kind, Joint::Type jointType = Joint::Type::Other);

} // namespace robostage
