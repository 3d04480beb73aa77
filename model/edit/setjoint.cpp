#include "propertycommands.h"
#include "propertyhelpers.h"

#include <algorithm>
#include <cmath>

namespace robostage::edit {

namespace {

using tinyxml2::XMLElement;
using JType = Joint::Type;

bool hasAxisType(JType type)
{
    return type == JType::Revolute || type == JType::Continuous || type == JType::Prismatic
        || type == JType::Universal || type == JType::Revolute2 || type == JType::Screw
        || type == JType::Gearbox;
}

/// ` name="value"` for each finite value.
QByteArray limitAttributes(double lower, double upper, double effort, double velocity)
{
    QByteArray out;
    const std::pair<const char *, double> values[]
        = {{"lower", lower}, {"upper", upper}, {"effort", effort}, {"velocity", velocity}};
    for (const auto &[name, value] : values) {
        if (std::isfinite(value))
            out += ' ' + QByteArray(name) + "=\"" + formatNumber(value) + '"';
    }
    return out;
}

double finiteOr(double value, double fallback)
{
    return std::isfinite(value) ? value : fallback;
}

} // namespace

std::vector<Joint::Type> editableJointTypes(SourceFormat format)
{
    if (format == SourceFormat::Urdf)
        return {JType::Fixed, JType::Revolute, JType::Continuous, JType::Prismatic, JType::Floating,
            JType::Planar};
    return {JType::Fixed, JType::Revolute, JType::Continuous, JType::Prismatic, JType::Ball,
        JType::Universal, JType::Revolute2, JType::Screw};
}

std::unique_ptr<SetJointType> SetJointType::create(
    EditSession &session, FrameId joint, Joint::Type type, EditResult &result)
{
    const Document &doc = session.document();
    EntityInfo info;
    if (!lookupForEdit(doc, joint, {FrameKind::Joint}, info, result))
        return nullptr;
    const bool urdf = isUrdfFile(doc, info.source.file);
    const std::vector<JType> allowed
        = editableJointTypes(urdf ? SourceFormat::Urdf : SourceFormat::Sdf);
    if (std::find(allowed.begin(), allowed.end(), type) == allowed.end()) {
        result.error = urdf ? QCoreApplication::translate("robostage::edit",
                           "URDF has no %1 joint (fixed, revolute, continuous, "
                           "prismatic, floating, planar)")
                                  .arg(QString::fromLatin1(jointTypeName(type)))
                            : QCoreApplication::translate("robostage::edit",
                                "%1 joints are not offered here (a gearbox needs a "
                                "<gearbox_reference_body>; edit the file)")
                                  .arg(QString::fromLatin1(jointTypeName(type)));
        return nullptr;
    }
    PatchSet patches(session);
    XmlPatch *patch = patches.patch(info.source.file, &result.error);
    if (!patch)
        return nullptr;
    const XMLElement *element = info.source.element;
    bool ok = patch->setAttribute(element, "type", jointTypeName(type));
    const JointAxis &axis = info.joint->axis;
    if (ok && urdf && (type == JType::Revolute || type == JType::Prismatic)
        && !element->FirstChildElement("limit")) {
        // urdf-xml.md "joint" → <limit>: required for revolute and prismatic joints.
        const double range = type == JType::Revolute ? M_PI : 1;
        ok = patch->insertChild(element,
            "<limit"
                + limitAttributes(finiteOr(axis.lower, -range), finiteOr(axis.upper, range),
                    finiteOr(axis.effort, 0), finiteOr(axis.velocity, 0))
                + "/>");
        result.notes << QCoreApplication::translate("robostage::edit",
            "URDF requires a <limit> on %1 joints: one was added to %2; "
            "adjust its limits, effort and velocity")
                            .arg(QString::fromLatin1(jointTypeName(type)), info.scopedName);
    } else if (ok && !urdf && hasAxisType(type) && !element->FirstChildElement("axis")) {
        // SDFormat joint.sdf <axis><xyz> default 0 0 1.
        ok = patch->insertChild(element, "<axis>\n\t<xyz>0 0 1</xyz>\n</axis>");
    }
    if (!ok) {
        result.error = QStringLiteral("%1: %2").arg(where(doc, info.source), patch->error());
        return nullptr;
    }
    return makeCommand<SetJointType>(session, patches,
        QCoreApplication::translate("robostage::edit", "Set type of %1").arg(info.scopedName), -1,
        QString(), result);
}

std::unique_ptr<SetJointLimits> SetJointLimits::create(
    EditSession &session, FrameId joint, const JointLimitsValue &value, EditResult &result)
{
    const Document &doc = session.document();
    EntityInfo info;
    if (!lookupForEdit(doc, joint, {FrameKind::Joint}, info, result))
        return nullptr;
    const JType type = info.joint->type;
    if (type == JType::Fixed || type == JType::Ball || type == JType::Floating
        || type == JType::Planar) {
        result.error = QCoreApplication::translate(
            "robostage::edit", "%1 is a %2 joint; it has no axis limits")
                           .arg(info.scopedName, info.joint->typeName);
        return nullptr;
    }
    const bool urdf = isUrdfFile(doc, info.source.file);
    const JointAxis &now = info.joint->axis;
    const char *const names[] = {"lower", "upper", "effort", "velocity"};
    const double values[] = {value.lower, value.upper, value.effort, value.velocity};
    const double current[] = {now.lower, now.upper, now.effort, now.velocity};
    bool changed[4];
    for (int i = 0; i < 4; ++i) {
        changed[i] = values[i] != current[i];
        if (changed[i] && !std::isfinite(values[i])) {
            result.error = QCoreApplication::translate(
                "robostage::edit", "%1: the %2 limit must be a finite number; nothing was changed")
                               .arg(info.scopedName, QString::fromLatin1(names[i]));
            return nullptr;
        }
        if (changed[i] && urdf && i >= 2 && values[i] < 0) {
            result.error = QCoreApplication::translate(
                "robostage::edit", "%1: URDF %2 must be >= 0; nothing was changed")
                               .arg(info.scopedName, QString::fromLatin1(names[i]));
            return nullptr;
        }
    }
    const double lower = changed[0] ? value.lower : now.lower;
    const double upper = changed[1] ? value.upper : now.upper;
    if (lower > upper) {
        result.error = QCoreApplication::translate("robostage::edit",
            "%1: the lower limit %2 is above the upper limit %3; nothing was "
            "changed")
                           .arg(info.scopedName)
                           .arg(lower)
                           .arg(upper);
        return nullptr;
    }
    PatchSet patches(session);
    XmlPatch *patch = patches.patch(info.source.file, &result.error);
    if (!patch)
        return nullptr;
    const XMLElement *element = info.source.element;
    bool ok = true;
    if (urdf) {
        // urdf-xml.md "joint" → <limit lower upper effort velocity> (effort, velocity required).
        if (const XMLElement *limit = element->FirstChildElement("limit")) {
            for (int i = 0; i < 4 && ok; ++i) {
                if (changed[i])
                    ok = patch->setAttributeNumbers(limit, names[i], {values[i]});
            }
        } else if (changed[0] || changed[1] || changed[2] || changed[3]) {
            ok = patch->insertChild(element,
                "<limit"
                    + limitAttributes(lower, upper,
                        finiteOr(changed[2] ? value.effort : now.effort, 0),
                        finiteOr(changed[3] ? value.velocity : now.velocity, 0))
                    + "/>");
        }
    } else {
        // SDFormat joint.sdf <axis><limit><lower> <upper> <effort> <velocity>.
        const XMLElement *axis = element->FirstChildElement("axis");
        const XMLElement *limit = axis ? axis->FirstChildElement("limit") : nullptr;
        QByteArray children;
        for (int i = 0; i < 4; ++i) {
            if (changed[i])
                children += "\n\t<" + QByteArray(names[i]) + '>' + formatNumber(values[i]) + "</"
                    + names[i] + '>';
        }
        if (limit) {
            for (int i = 0; i < 4 && ok; ++i) {
                if (changed[i])
                    ok = setChildNumber(*patch, limit, names[i], values[i]);
            }
        } else if (axis && !children.isEmpty()) {
            ok = patch->insertChild(axis, "<limit>" + children + "\n</limit>");
        } else if (!children.isEmpty()) {
            children.replace("\n\t", "\n\t\t");
            ok = patch->insertChild(element,
                "<axis>\n\t<xyz>0 0 1</xyz>\n\t<limit>" + children + "\n\t</limit>\n</axis>");
        }
    }
    if (!ok) {
        result.error = QStringLiteral("%1: %2").arg(where(doc, info.source), patch->error());
        return nullptr;
    }
    if (type == JType::Continuous && (changed[0] || changed[1]))
        result.notes << QCoreApplication::translate("robostage::edit",
            "%1 is a continuous joint: readers ignore its lower and upper "
            "limits")
                            .arg(info.scopedName);
    return makeCommand<SetJointLimits>(session, patches,
        QCoreApplication::translate("robostage::edit", "Set limits of %1").arg(info.scopedName), -1,
        QString(), result);
}

std::unique_ptr<SetLightType> SetLightType::create(
    EditSession &session, FrameId light, Light::Type type, EditResult &result)
{
    const Document &doc = session.document();
    EntityInfo info;
    if (!lookupForEdit(doc, light, {FrameKind::Light}, info, result))
        return nullptr;
    PatchSet patches(session);
    XmlPatch *patch = patches.patch(info.source.file, &result.error);
    if (!patch)
        return nullptr;
    // SDFormat light.sdf: type="point|directional|spot".
    const QByteArray name = type == Light::Type::Point ? "point"
        : type == Light::Type::Spot                    ? "spot"
                                                       : "directional";
    if (!patch->setAttribute(info.source.element, "type", name)) {
        result.error = QStringLiteral("%1: %2").arg(where(doc, info.source), patch->error());
        return nullptr;
    }
    return makeCommand<SetLightType>(session, patches,
        QCoreApplication::translate("robostage::edit", "Set type of %1").arg(info.scopedName), -1,
        QString(), result);
}

} // namespace robostage::edit
