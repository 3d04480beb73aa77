#include "propertycommands.h"
#include "propertyhelpers.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace robostage::edit {

namespace {

using tinyxml2::XMLElement;

/// Eigenvalues of the symmetric inertia matrix, ascending (Smith's closed form).
std::array<double, 3> principalMoments(const InertialValue &v)
{
    const double p1 = v.ixy * v.ixy + v.ixz * v.ixz + v.iyz * v.iyz;
    std::array<double, 3> e {v.ixx, v.iyy, v.izz};
    if (p1 > 0) {
        const double q = (v.ixx + v.iyy + v.izz) / 3;
        const double p2 = (v.ixx - q) * (v.ixx - q) + (v.iyy - q) * (v.iyy - q)
            + (v.izz - q) * (v.izz - q) + 2 * p1;
        const double p = std::sqrt(p2 / 6);
        const double b00 = (v.ixx - q) / p, b11 = (v.iyy - q) / p, b22 = (v.izz - q) / p;
        const double b01 = v.ixy / p, b02 = v.ixz / p, b12 = v.iyz / p;
        const double det = b00 * (b11 * b22 - b12 * b12) - b01 * (b01 * b22 - b12 * b02)
            + b02 * (b01 * b12 - b11 * b02);
        const double phi = std::acos(std::clamp(det / 2, -1.0, 1.0)) / 3;
        e[2] = q + 2 * p * std::cos(phi);
        e[0] = q + 2 * p * std::cos(phi + 2 * M_PI / 3);
        e[1] = 3 * q - e[0] - e[2];
    }
    std::sort(e.begin(), e.end());
    return e;
}

} // namespace

QString inertialProblem(const InertialValue &v)
{
    if (!std::isfinite(v.mass) || v.mass <= 0)
        return QCoreApplication::translate(
            "robostage::edit", "the mass must be a finite number > 0 kg");
    for (double c : {v.ixx, v.iyy, v.izz, v.ixy, v.ixz, v.iyz}) {
        if (!std::isfinite(c))
            return QCoreApplication::translate(
                "robostage::edit", "inertia components must be finite numbers (kg·m²)");
    }
    // Sylvester's criterion on [[ixx ixy ixz] [ixy iyy iyz] [ixz iyz izz]].
    const double minor2 = v.ixx * v.iyy - v.ixy * v.ixy;
    const double det = v.ixx * (v.iyy * v.izz - v.iyz * v.iyz)
        - v.ixy * (v.ixy * v.izz - v.iyz * v.ixz) + v.ixz * (v.ixy * v.iyz - v.iyy * v.ixz);
    if (v.ixx <= 0 || minor2 <= 0 || det <= 0)
        return QCoreApplication::translate("robostage::edit",
            "the inertia matrix is not positive definite (ixx > 0, "
            "ixx·iyy − ixy² > 0 and its determinant > 0 are needed)");
    const std::array<double, 3> m = principalMoments(v);
    if (m[0] <= 0 || m[0] + m[1] < m[2] * (1 - 1e-9))
        return QCoreApplication::translate("robostage::edit",
            "the principal moments %1, %2, %3 kg·m² violate the triangle inequality "
            "(the two smaller must add up to at least the largest); no body has "
            "this inertia")
            .arg(m[0], 0, 'g', 6)
            .arg(m[1], 0, 'g', 6)
            .arg(m[2], 0, 'g', 6);
    return QString();
}

std::unique_ptr<SetInertial> SetInertial::create(
    EditSession &session, FrameId link, const InertialValue &value, EditResult &result)
{
    const Document &doc = session.document();
    EntityInfo info;
    if (!lookupForEdit(doc, link, {FrameKind::Link}, info, result))
        return nullptr;
    const QString problem = inertialProblem(value);
    if (!problem.isEmpty()) {
        result.error = QCoreApplication::translate("robostage::edit", "%1: %2; nothing was changed")
                           .arg(info.scopedName, problem);
        return nullptr;
    }
    PatchSet patches(session);
    XmlPatch *patch = patches.patch(info.source.file, &result.error);
    if (!patch)
        return nullptr;
    const XMLElement *element = info.source.element;
    const XMLElement *inertial = element->FirstChildElement("inertial");
    const std::array<const char *, 6> names {"ixx", "iyy", "izz", "ixy", "ixz", "iyz"};
    const std::array<double, 6> moments {
        value.ixx, value.iyy, value.izz, value.ixy, value.ixz, value.iyz};
    bool ok = true;
    const std::optional<Vec3> &c = value.centerOfMass;
    if (isUrdfFile(doc, info.source.file)) {
        // urdf-xml.md "link" → <inertial><mass value/><inertia ixx … iyz/>.
        QByteArray attributes;
        for (size_t i = 0; i < names.size(); ++i)
            attributes += ' ' + QByteArray(names[i]) + "=\"" + formatNumber(moments[i]) + '"';
        const QByteArray mass = "<mass value=\"" + formatNumber(value.mass) + "\"/>";
        const QByteArray origin = c
            ? "<origin xyz=\"" + formatNumbers({c->x, c->y, c->z}) + "\" rpy=\"0 0 0\"/>"
            : QByteArray();
        if (!inertial) {
            ok = patch->insertChild(element,
                "<inertial>\n\t" + (c ? origin + "\n\t" : QByteArray()) + mass + "\n\t<inertia"
                    + attributes + "/>\n</inertial>");
        } else {
            if (const XMLElement *o = c ? inertial->FirstChildElement("origin") : nullptr)
                ok = patch->replaceElement(o, origin);
            else if (c)
                ok = patch->insertChild(inertial, origin);
            const XMLElement *m = inertial->FirstChildElement("mass");
            ok = ok
                && (m ? patch->setAttributeNumbers(m, "value", {value.mass})
                      : patch->insertChild(inertial, mass));
            if (const XMLElement *i = inertial->FirstChildElement("inertia")) {
                for (size_t k = 0; k < names.size() && ok; ++k)
                    ok = patch->setAttributeNumbers(i, names[k], {moments[k]});
            } else if (ok) {
                ok = patch->insertChild(inertial, "<inertia" + attributes + "/>");
            }
        }
    } else {
        // SDFormat inertial.sdf: <mass>, <inertia><ixx>…<iyz>.
        QByteArray children;
        for (size_t i = 0; i < names.size(); ++i)
            children += "\n\t<" + QByteArray(names[i]) + '>' + formatNumber(moments[i]) + "</"
                + names[i] + '>';
        const QByteArray mass = "<mass>" + formatNumber(value.mass) + "</mass>";
        // inertial.sdf: <pose> relative to the link frame (written without relative_to).
        const QByteArray pose
            = c ? "<pose>" + formatNumbers({c->x, c->y, c->z, 0, 0, 0}) + "</pose>" : QByteArray();
        if (!inertial) {
            children.replace("\n\t", "\n\t\t");
            ok = patch->insertChild(element,
                "<inertial>\n\t" + (c ? pose + "\n\t" : QByteArray()) + mass + "\n\t<inertia>"
                    + children + "\n\t</inertia>\n</inertial>");
        } else {
            if (const XMLElement *p = c ? inertial->FirstChildElement("pose") : nullptr)
                ok = patch->replaceElement(p, pose);
            else if (c)
                ok = patch->insertChild(inertial, pose);
            ok = ok && setChildNumber(*patch, inertial, "mass", value.mass);
            if (const XMLElement *i = inertial->FirstChildElement("inertia")) {
                for (size_t k = 0; k < names.size() && ok; ++k)
                    ok = setChildNumber(*patch, i, names[k], moments[k]);
            } else if (ok) {
                ok = patch->insertChild(inertial, "<inertia>" + children + "\n</inertia>");
            }
            if (inertial->BoolAttribute("auto"))
                result.notes << QCoreApplication::translate("robostage::edit",
                    "the inertial of %1 has auto=\"true\": simulators "
                    "compute mass and inertia from the collisions instead")
                                    .arg(info.scopedName);
        }
    }
    if (!ok) {
        result.error = QStringLiteral("%1: %2").arg(where(doc, info.source), patch->error());
        return nullptr;
    }
    return makeCommand<SetInertial>(session, patches,
        QCoreApplication::translate("robostage::edit", "Set inertial of %1").arg(info.scopedName),
        -1, QString(), result);
}

} // namespace robostage::edit
