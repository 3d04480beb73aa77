#pragma once

// A semantic comparison of two descriptions (issue 34, `robostage diff`): which entities were
// added or removed, and for each entity in both what is written differently.

#include "framegraph.h"

#include <QHash>
#include <QJsonValue>
#include <QString>

#include <vector>

namespace robostage {
class Document;
}

namespace robostage::diff {

struct Options
{
    /// Numbers are equal within 1e-9 relative or 1e-12 absolute; these widen it for poses
    /// (metres for positions, radians for rotations) and for every other number (the larger of
    /// the two tolerances, absolute).
    double toleranceM = 0, toleranceRad = 0;
    /// Old scoped name → new scoped name, for entities renamed between the versions (after the
    /// model prefix is dropped, see compare()).
    QHash<QString, QString> renames;
};

/// One difference of an entity present in one or both versions.
struct Change
{
    QString entity; ///< scoped name in the new version (the old one for `removed`)
    QString entityKind; ///< model, link, joint, visual, collision, frame, light or sensor
    /// added, removed, pose, joint, geometry, material, inertial or static
    QString kind;
    QString field; ///< e.g. "pose", "type", "axis", "limit.upper", "size", "diffuse", "mass"
    QJsonValue oldValue, newValue; ///< numbers, strings or arrays; pose: [x, y, z, r, p, y]
    double distance = 0; ///< pose: how far the origin moved (m)
    double angle = 0; ///< pose: how far it turned (rad)
};

/// An entity whose world pose (zero configuration) changed without a change of its own pose:
/// it moved with something above it.
struct Moved
{
    QString entity;
    double distance = 0; ///< m
    double angle = 0; ///< rad
};

struct Result
{
    std::vector<Change> changes; ///< sorted by entity, then kind and field
    std::vector<Moved> moved; ///< sorted by entity
    bool equal() const { return changes.empty() && moved.empty(); }
};

/// A change's old or new value as text: numbers with `significantDigits`, arrays joined by
/// spaces, "(none)" for no value.
QString valueText(const QJsonValue &value, int significantDigits = 10);

/// Compares `older` with `newer`. Entities (models, links, joints, visuals, collisions, frames,
/// lights, sensors) match by scoped name; when each document holds exactly one top-level model
/// and their names differ (a URDF robot and an SDFormat model converted from it under another
/// name), names are compared without that model's prefix.
///
/// For an entity in both: its pose relative to the frame the old version expresses it in
/// (zero configuration; the same frame is looked up by name in the new version, so a URDF and
/// its SDFormat conversion compare equal although they write poses relative to different
/// frames); a joint's type, axis (in the joint frame), limits, dynamics and mimic; a visual's or
/// collision's shape, sizes, mesh file and scale; a visual's diffuse colour; a link's inertial
/// (mass, centre of mass, tensor); a model's static flag. `moved` lists the entities whose world
/// pose changed while their own did not.
Result compare(const Document &older, const Document &newer, const Options &options = {});

} // namespace robostage::diff
