// computeInertia() (computeinertia.h).

#include "computeinertia.h"

#include "edit/entitylookup.h"
#include "edit/propertycommands.h"
#include "massproperties.h"
#include "translation.h"

#include <algorithm>
#include <cmath>

namespace robostage {

namespace {

QString tr(const char *text)
{
    return translateIn("robostage::MassProperties", "robostage", text);
}

} // namespace

bool InertiaBasis::parse(const QString &text, InertiaBasis &out, QString *error)
{
    out = InertiaBasis();
    if (text.isEmpty())
        return true;
    const QString kind = text.section(QLatin1Char(':'), 0, 0);
    bool ok = false;
    out.value = text.section(QLatin1Char(':'), 1).toDouble(&ok);
    out.kind = kind == QLatin1String("mass") ? Kind::Mass : Kind::Density;
    if ((kind != QLatin1String("mass") && kind != QLatin1String("density")) || !ok
        || !std::isfinite(out.value) || out.value <= 0) {
        *error = tr("'%1': give mass:KG or density:KG_PER_M3 with a number > 0").arg(text);
        return false;
    }
    return true;
}

edit::EditResult computeInertia(
    edit::EditSession &session, const QString &linkSpec, const InertiaBasis &basis)
{
    edit::EditResult result;
    const Document &doc = session.document();
    const FrameId id = edit::findEntity(doc, linkSpec, {FrameKind::Link}, &result.error);
    edit::EntityInfo info;
    if (id == kNoFrame || !edit::lookupEntity(doc, id, info) || !info.link)
        return result;
    const bool visuals = info.link->collisions.empty();
    QStringList skipped;
    const std::optional<MassProperties> p = linkMassProperties(
        doc, *info.link, visuals ? ShapeSet::Visuals : ShapeSet::Collisions, &skipped);
    if (!p) {
        result.error
            = tr("%1 has no collision or visual with a volume to compute its inertia "
                 "from%2")
                  .arg(info.scopedName,
                      skipped.isEmpty() ? QString()
                                        : QStringLiteral(" (%1)").arg(skipped.join(u"; ")));
        return result;
    }
    const double density
        = basis.kind == InertiaBasis::Kind::Mass ? basis.value / p->volume : basis.value;
    edit::InertialValue value;
    value.mass = density * p->volume;
    value.ixx = density * p->inertia[0];
    value.iyy = density * p->inertia[1];
    value.izz = density * p->inertia[2];
    value.ixy = density * p->inertia[3];
    value.ixz = density * p->inertia[4];
    value.iyz = density * p->inertia[5];
    // Summing and rotating shapes leaves rounding noise (1e-15 of the moments) where the
    // exact value is 0: it is written as 0.
    const double scale = std::max({value.ixx, value.iyy, value.izz});
    for (double *v : {&value.ixy, &value.ixz, &value.iyz}) {
        if (std::abs(*v) < 1e-12 * scale)
            *v = 0;
    }
    Vec3 c = p->centerOfMass;
    for (double *v : {&c.x, &c.y, &c.z}) {
        if (std::abs(*v) < 1e-12)
            *v = 0;
    }
    value.centerOfMass = c;
    auto command = edit::SetInertial::create(session, id, value, result);
    if (!command)
        return result;
    if (visuals)
        result.notes << tr("%1 has no collision: its inertia is computed from its visuals")
                            .arg(info.scopedName);
    for (const QString &s : std::as_const(skipped))
        result.notes << tr("left out of %1's inertia: %2").arg(info.scopedName, s);
    if (!p->watertight)
        result.notes << tr("a mesh of %1 is not closed: its volume, and so the inertia, may be "
                           "far off")
                            .arg(info.scopedName);
    result.notes << tr("%1: mass %2 kg (%3 m³ at %4 kg/m³), centre of mass %5 %6 %7 m")
                        .arg(info.scopedName)
                        .arg(value.mass, 0, 'g', 6)
                        .arg(p->volume, 0, 'g', 6)
                        .arg(density, 0, 'g', 6)
                        .arg(p->centerOfMass.x, 0, 'g', 6)
                        .arg(p->centerOfMass.y, 0, 'g', 6)
                        .arg(p->centerOfMass.z, 0, 'g', 6);
    return session.push(std::move(command), result);
}

} // namespace robostage
