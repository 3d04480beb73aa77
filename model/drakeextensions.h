#pragma once

// Queries on the Drake extensions of a model (Model::collisionFilterGroups …), shared by the
// properties dock and the tests.

#include "scene.h"

#include <QStringList>

namespace robostage {

/// The collision filter groups (drake-urdf-xsd.txt "robot/collision_filter_group"; Drake's
/// SDFormat `<drake:collision_filter_group>`) of `model` and its nested models that link `link`
/// belongs to: as a `member`, or through a `member_group` of a group it belongs to (followed
/// transitively). `link` and the returned group names are scoped relative to `model`
/// (`robot1::link6`, `robot1::group_link56`; a URDF robot has plain names). Groups of `model`
/// first, then those of its nested models, each in declaration order, each once.
QStringList collisionFilterGroupsOf(const Model &model, const QString &link);

/// The groups (scoped relative to `model`) whose members do not collide with the members of
/// group `group` (scoped likewise): its ignored groups and the groups that name it as ignored
/// (the relation is symmetric in Drake). Same order as collisionFilterGroupsOf(), each once.
QStringList groupsIgnoredBy(const Model &model, const QString &group);

/// Whether group `group` (scoped relative to `model`) has `ignore="true"` (Drake skips it).
bool collisionFilterGroupIsIgnored(const Model &model, const QString &group);

} // namespace robostage
