#pragma once

// Queries on the Drake URDF extensions of a model (Model::collisionFilterGroups …), shared by
// the properties dock and the tests.

#include "scene.h"

#include <QStringList>

namespace robostage {

/// The collision filter groups (drake-urdf-xsd.txt "robot/collision_filter_group") that link
/// `link` of `model` belongs to: as a `member`, or through a `drake:member_group` of a group it
/// belongs to (followed transitively; cycles stop). In declaration order, each once.
QStringList collisionFilterGroupsOf(const Model &model, const QString &link);

/// The groups whose members do not collide with members of group `group`: its
/// `ignored_collision_filter_group`s and the groups that name `group` as ignored (the relation
/// is symmetric in Drake). In declaration order, each once.
QStringList groupsIgnoredBy(const Model &model, const QString &group);

} // namespace robostage
