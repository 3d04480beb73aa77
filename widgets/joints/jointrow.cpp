// The range, initial position and notes of one joint row (JointTable::makeRow).

#include "joints/jointtable.h"

#include <algorithm>
#include <cmath>

namespace robostage {

namespace {

/// SDFormat's "no limit" (joint.sdf `<lower>`/`<upper>` default ±1e16).
constexpr double kUnlimited = 1e16;
/// Range of joints without usable limits.
constexpr double kDefaultAngle = M_PI; // radians
constexpr double kDefaultDistance = 1; // metres

bool isBound(double value)
{
    return std::isfinite(value) && std::abs(value) < kUnlimited;
}

} // namespace

bool isMovableJoint(Joint::Type type)
{
    switch (type) {
    case Joint::Type::Revolute:
    case Joint::Type::Continuous:
    case Joint::Type::Prismatic:
    case Joint::Type::Screw:
    case Joint::Type::Universal:
    case Joint::Type::Revolute2:
        return true;
    default:
        return false;
    }
}

JointRow JointTable::makeRow(const JointMotion &motion, const Joint *joint)
{
    JointRow row;
    row.angular = motion.type != Joint::Type::Prismatic;
    row.typeName = joint ? joint->typeName : QString();
    const JointAxis axis = joint ? joint->axis : JointAxis();
    const double fallback = row.angular ? kDefaultAngle : kDefaultDistance;
    QStringList &notes = row.rangeNotes;
    if (motion.type == Joint::Type::Continuous) {
        row.lower = -M_PI;
        row.upper = M_PI;
    } else if (isBound(axis.lower) && isBound(axis.upper) && axis.lower < axis.upper) {
        row.lower = axis.lower;
        row.upper = axis.upper;
    } else {
        row.lower = isBound(axis.lower) && axis.lower < 0 ? axis.lower : -fallback;
        row.upper = isBound(axis.upper) && axis.upper > 0 ? axis.upper : fallback;
        if (row.lower >= row.upper) {
            row.lower = -fallback;
            row.upper = fallback;
        }
        notes << (row.angular ? tr("no usable limits: the slider spans %1° to %2°")
                                    .arg(row.lower * 180 / M_PI, 0, 'f', 0)
                                    .arg(row.upper * 180 / M_PI, 0, 'f', 0)
                              : tr("no usable limits: the slider spans %1 m to %2 m")
                                    .arg(row.lower, 0, 'g', 4)
                                    .arg(row.upper, 0, 'g', 4));
    }
    if (row.lower > 0 || row.upper < 0) {
        row.lower = std::min(row.lower, 0.0);
        row.upper = std::max(row.upper, 0.0);
        notes << tr("the limits do not include 0; the slider reaches 0 too");
    }
    row.initial = motion.initialPosition;
    row.value = row.initial;
    if (row.initial != 0) {
        row.lower = std::min(row.lower, row.initial);
        row.upper = std::max(row.upper, row.initial);
        notes << (row.angular ? tr("starts at %1°").arg(row.initial * 180 / M_PI, 0, 'g', 4)
                              : tr("starts at %1 m").arg(row.initial, 0, 'g', 4));
    }
    if (motion.type == Joint::Type::Universal || motion.type == Joint::Type::Revolute2)
        notes << tr("first axis only");
    row.leader = motion.mimicLeader;
    row.multiplier = motion.mimicMultiplier;
    row.offset = motion.mimicOffset;
    row.reference = motion.mimicReference;
    return row;
}

} // namespace robostage
