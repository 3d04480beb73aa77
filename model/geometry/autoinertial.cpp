// resolveAutoInertials() (autoinertial.h).

#include "autoinertial.h"

#include "document.h"
#include "massproperties.h"
#include "translation.h"

#include <QCoreApplication>

#include <functional>
#include <optional>

namespace robostage {

namespace {

QString tr(const char *text)
{
    return translateIn("robostage::MassProperties", "robostage", text);
}

/// collision.sdf and inertial.sdf: "The default density is 1000 kg/m³" (water).
constexpr double kDefaultDensity = 1000;

/// `p` (a solid of density 1) at density `rho`: its `volume` then holds the mass (kg) and its
/// tensor kg·m², so that MassProperties::operator+ sums by mass.
MassProperties weighted(MassProperties p, double rho)
{
    p.volume *= rho;
    for (double &i : p.inertia)
        i *= rho;
    return p;
}

void resolveLink(Document &doc, Link &link)
{
    Inertial &in = link.inertial;
    const QString name = doc.frames().node(link.frame).scopedName;
    const QString file = doc.filePath(link.source);
    Diagnostics &diagnostics = doc.diagnostics();
    if (link.collisions.empty()) {
        diagnostics.error(file, link.source.line,
            tr("link %1 has <inertial auto=\"true\"> but no <collision> to compute it from; "
               "add a collision, or write the inertial's values and remove auto=\"true\"")
                .arg(name));
        return;
    }
    const FrameGraph &frames = doc.frames();
    const Pose X_LW = frames.worldPose(link.frame).inverse();
    std::optional<MassProperties> sum;
    bool open = false;
    for (const Collision &c : link.collisions) {
        QString why;
        const std::optional<MassProperties> p = geometryMassProperties(c.geometry, &why);
        if (!p || p->volume <= 0) {
            diagnostics.warning(file, c.source.line,
                tr("collision '%1' is left out of link %2's automatic inertial: %3")
                    .arg(c.name, name, why.isEmpty() ? tr("the shape has no volume") : why));
            continue;
        }
        open = open || !p->watertight;
        const double rho = c.density.value_or(in.density.value_or(kDefaultDensity));
        const MassProperties X = weighted(p->transformed(X_LW * frames.worldPose(c.frame)), rho);
        sum = sum ? *sum + X : X;
    }
    if (!sum) {
        diagnostics.error(file, link.source.line,
            tr("link %1 has <inertial auto=\"true\"> but no collision with a volume; its "
               "inertial values are the file's")
                .arg(name));
        return;
    }
    if (open)
        diagnostics.warning(file, link.source.line,
            tr("a collision mesh of link %1 is not closed: its automatic inertial may be far "
               "off")
                .arg(name));
    // libsdformat 15.2: a written mass keeps the shape's mass distribution, scaled to it.
    const double scale = in.massWritten && in.mass > 0 ? in.mass / sum->volume : 1;
    in.mass = sum->volume * scale;
    in.ixx = sum->inertia[0] * scale;
    in.iyy = sum->inertia[1] * scale;
    in.izz = sum->inertia[2] * scale;
    in.ixy = sum->inertia[3] * scale;
    in.ixz = sum->inertia[4] * scale;
    in.iyz = sum->inertia[5] * scale;
    in.pose.X_RF = Pose {sum->centerOfMass, Quat()};
    in.pose.relativeTo.clear();
    in.computed = true;
}

} // namespace

void resolveAutoInertials(Document &doc)
{
    std::function<void(Model &)> visit = [&](Model &model) {
        for (Link &link : model.links) {
            if (link.inertial.automatic)
                resolveLink(doc, link);
        }
        for (Model &nested : model.models)
            visit(nested);
    };
    for (Model &model : doc.scene().world.models)
        visit(model);
}

void installAutoInertials()
{
    Document::setLoadHook(&resolveAutoInertials);
}

} // namespace robostage
