#pragma once

// The entities of a document as `robostage diff` matches them (not a public interface).

#include "descriptiondiff.h"
#include "scene.h"

#include <QHash>

#include <cmath>
#include <vector>

namespace robostage::diff {

/// One entity and the scene element it comes from (one of the pointers is set).
struct Entity
{
    FrameKind kind = FrameKind::Frame;
    FrameId frame = kNoFrame;
    QString name; ///< scoped name, without the single model's prefix when names are matched so
    const Model *model = nullptr;
    const Link *link = nullptr;
    const Joint *joint = nullptr;
    const Visual *visual = nullptr;
    const Collision *collision = nullptr;
};

/// The entities of `doc` by "KIND|NAME" (KIND as frameKindName() writes it); `prefix`
/// ("robot::") is dropped from names that start with it (the model itself is then named "").
/// Sensors and lights only with `sensorsAndLights`.
QHash<QString, Entity> entitiesOf(
    const Document &doc, const QString &prefix, bool sensorsAndLights);

/// Equality of two numbers within 1e-9 relative or 1e-12 absolute, or `tolerance` absolute;
/// infinities equal each other by sign.
inline bool same(double a, double b, double tolerance = 0)
{
    if (std::isinf(a) || std::isinf(b))
        return a == b;
    const double d = std::abs(a - b);
    return d <= 1e-12 || d <= 1e-9 * std::max(std::abs(a), std::abs(b)) || d <= tolerance;
}

/// Each joint's motion in `doc`, by the joint's frame.
QHash<FrameId, const JointMotion *> motionsOf(const Document &doc);

/// What compareFields() needs of both versions.
struct FieldContext
{
    const Document &oldDoc, &newDoc;
    /// Frame → matched entity name (old names already --renamed), for parent and child links.
    const QHash<FrameId, QString> &oldNames, &newNames;
    QHash<FrameId, const JointMotion *> oldMotions, newMotions;
    double tolerance; ///< widens number equality (absolute)
};

/// Appends to `out` the differences of the fields of `a` (old) and `b` (new), entities of the
/// same kind named `entity`: joint (type, parent and child links, initial position, axis,
/// limits, dynamics, mimic), geometry, material, inertial and static changes
/// (descriptiondiff.h).
void compareFields(const FieldContext &context, const Entity &a, const Entity &b,
    const QString &entity, std::vector<Change> &out);

} // namespace robostage::diff
