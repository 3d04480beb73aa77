#include "urdfjoint.h"

#include "formats/readcontext.h"
#include "urdfattributes.h"

#include <tinyxml2.h>

#include <QCoreApplication>

namespace robostage::urdf {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::urdf", text);
}

bool usesAxis(Joint::Type type)
{
    switch (type) {
    case Joint::Type::Revolute:
    case Joint::Type::Continuous:
    case Joint::Type::Prismatic:
    case Joint::Type::Planar:
    case Joint::Type::Screw:
    case Joint::Type::Universal:
        return true;
    default:
        return false;
    }
}

void readAxis(const Attributes &a, const tinyxml2::XMLElement *axis, Joint &joint)
{
    // urdf-xml.md "joint" → <axis xyz>: "optional: defaults to (1,0,0)", in the joint frame.
    joint.axis.xyz = Vec3 {1, 0, 0};
    joint.hasAxis = axis || usesAxis(joint.type);
    if (!axis)
        return;
    const Vec3 xyz = a.vec3(axis, "xyz", Vec3 {1, 0, 0});
    if (xyz.norm() == 0) {
        if (!usesAxis(joint.type)) // e.g. <axis xyz="0 0 0"/> on a fixed joint: unused
            return;
        a.ctx.warning(axis,
            tr("the axis of joint '%1' is the zero vector; using 1 0 0. Give "
               "the direction of the axis in the joint frame, e.g. xyz=\"0 0 1\".")
                .arg(joint.name));
        return;
    }
    joint.axis.xyz = xyz;
}

void readLimit(const Attributes &a, const tinyxml2::XMLElement *element,
    const tinyxml2::XMLElement *limit, Joint &joint)
{
    // urdf-xml.md "joint" → <limit>: required for revolute and prismatic joints; lower and
    // upper default to 0 and are omitted for continuous joints; effort and velocity bound the
    // actuator. Without a <limit> the joint is treated as unlimited, as Drake does.
    const bool limited
        = joint.type == Joint::Type::Revolute || joint.type == Joint::Type::Prismatic;
    if (!limit) {
        if (limited) {
            a.ctx.warning(element,
                tr("%1 joint '%2' has no <limit>; it is treated as unlimited. "
                   "URDF requires <limit lower=\"…\" upper=\"…\" effort=\"…\" "
                   "velocity=\"…\"/> for revolute and prismatic joints.")
                    .arg(joint.typeName, joint.name));
        }
        return;
    }
    JointAxis &axis = joint.axis;
    if (joint.type != Joint::Type::Continuous) {
        axis.lower = a.number(limit, "lower", limited ? 0 : axis.lower);
        axis.upper = a.number(limit, "upper", limited ? 0 : axis.upper);
    }
    axis.effort = a.number(limit, "effort", axis.effort);
    axis.velocity = a.number(limit, "velocity", axis.velocity);
}

void readDynamics(const Attributes &a, const tinyxml2::XMLElement *dynamics, Joint &joint)
{
    // urdf-xml.md "joint" → <dynamics damping friction>, default 0. Drake's planar joint takes
    // one damping per degree of freedom (x, y, θ); the first is kept.
    if (!dynamics)
        return;
    const QString expected = joint.type == Joint::Type::Planar
        ? tr("one number, or three for a planar joint")
        : tr("one finite number");
    const std::initializer_list<int> counts = {1, 3};
    const std::initializer_list<int> one = {1};
    const auto read = [&](const char *name, double &out) {
        const std::vector<double> v
            = a.numbers(dynamics, name, joint.type == Joint::Type::Planar ? counts : one, expected);
        if (!v.empty())
            out = v[0];
    };
    read("damping", joint.axis.damping);
    read("friction", joint.axis.friction);
}

void readMimic(const Attributes &a, const tinyxml2::XMLElement *mimic, Joint &joint)
{
    // urdf-xml.md "joint" → <mimic joint multiplier offset>:
    // value = multiplier * leader_value + offset; multiplier defaults to 1, offset to 0.
    if (!mimic)
        return;
    const QString leader = Attributes::string(mimic, "joint").trimmed();
    if (leader.isEmpty()) {
        a.reportMissing(mimic, "joint", tr("joint '%1' does not mimic another").arg(joint.name),
            tr("joint=\"NAME\" naming the joint to follow"));
        return;
    }
    joint.mimic.present = true;
    joint.mimic.joint = leader;
    joint.mimic.multiplier = a.number(mimic, "multiplier", 1);
    joint.mimic.offset = a.number(mimic, "offset", 0);
}

} // namespace

bool jointTypeFromName(const QString &name, Joint::Type &type)
{
    static const struct
    {
        const char *name;
        Joint::Type type;
    } kTypes[] = {
        {"revolute", Joint::Type::Revolute},
        {"continuous", Joint::Type::Continuous},
        {"prismatic", Joint::Type::Prismatic},
        {"fixed", Joint::Type::Fixed},
        {"floating", Joint::Type::Floating},
        {"planar", Joint::Type::Planar},
        {"ball", Joint::Type::Ball},
        {"universal", Joint::Type::Universal},
        {"screw", Joint::Type::Screw},
        {"curvilinear", Joint::Type::Other},
    };
    for (const auto &t : kTypes) {
        if (name == QLatin1String(t.name)) {
            type = t.type;
            return true;
        }
    }
    type = Joint::Type::Other;
    return false;
}

void readJointProperties(const Attributes &a, const tinyxml2::XMLElement *element, Joint &joint)
{
    joint.pose = a.origin(element);
    readAxis(a, element->FirstChildElement("axis"), joint);
    readLimit(a, element, element->FirstChildElement("limit"), joint);
    readDynamics(a, element->FirstChildElement("dynamics"), joint);
    readMimic(a, element->FirstChildElement("mimic"), joint);

    if (const tinyxml2::XMLElement *safety = element->FirstChildElement("safety_controller")) {
        // urdf-xml.md "joint" → <safety_controller>: soft limits and k_position default to 0.
        joint.hasSafetyController = true;
        joint.softLowerLimit = a.number(safety, "soft_lower_limit", 0);
        joint.softUpperLimit = a.number(safety, "soft_upper_limit", 0);
        joint.kPosition = a.number(safety, "k_position", 0);
        joint.kVelocity = a.number(safety, "k_velocity", 0);
    }
    if (const tinyxml2::XMLElement *calibration = element->FirstChildElement("calibration")) {
        // urdf-xml.md "joint" → <calibration rising falling>, both optional.
        joint.hasCalibration = true;
        bool present = false;
        const double rising = a.number(calibration, "rising", 0, present);
        if (present)
            joint.calibrationRising = rising;
        const double falling = a.number(calibration, "falling", 0, present);
        if (present)
            joint.calibrationFalling = falling;
    }
    for (const tinyxml2::XMLElement *e = element->FirstChildElement(); e;
         e = e->NextSiblingElement()) {
        // Drake: <drake:screw_thread_pitch value>, metres of travel per revolution.
        if (isTagOrDrake(e, "screw_thread_pitch"))
            joint.screwThreadPitch = a.number(e, "value", 1);
    }
    a.collectExtensions(element,
        {"origin", "parent", "child", "axis", "limit", "dynamics", "safety_controller",
            "calibration", "mimic"},
        joint.extensions);
}

} // namespace robostage::urdf
