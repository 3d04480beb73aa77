// inertialDiagnostics() (inertialcheck.h).

#include "inertialcheck.h"

#include "document.h"
#include "edit/propertycommands.h"
#include "massproperties.h"
#include "translation.h"

#include <QCoreApplication>

#include <Eigen/Eigenvalues>

#include <array>
#include <functional>

namespace robostage {

namespace {

QString tr(const char *text)
{
    return translateIn("robostage::MassProperties", "robostage", text);
}

/// The principal moments (ascending) of the tensor {ixx, iyy, izz, ixy, ixz, iyz}.
std::array<double, 3> principalMoments(const std::array<double, 6> &i)
{
    Eigen::Matrix3d m;
    m << i[0], i[3], i[4], i[3], i[1], i[5], i[4], i[5], i[2];
    const Eigen::Vector3d e = Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d>(m).eigenvalues();
    return {e[0], e[1], e[2]};
}

QString moments(const std::array<double, 3> &m)
{
    return QStringLiteral("%1, %2, %3")
        .arg(m[0], 0, 'g', 3)
        .arg(m[1], 0, 'g', 3)
        .arg(m[2], 0, 'g', 3);
}

} // namespace

Diagnostics inertialDiagnostics(const Document &doc, bool compareWithGeometry)
{
    Diagnostics out;
    std::function<void(const Model &)> visit = [&](const Model &model) {
        for (const Link &link : model.links) {
            const Inertial &in = link.inertial;
            // A negative mass is the readers' error already (readcontext.cpp).
            if (!in.present || in.automatic || in.mass < 0)
                continue;
            const QString name = doc.frames().node(link.frame).scopedName;
            const QString file = doc.filePath(link.source);
            const QString problem = edit::inertialProblem(
                {in.mass, in.ixx, in.iyy, in.izz, in.ixy, in.ixz, in.iyz, std::nullopt});
            if (!problem.isEmpty()) {
                out.warning(file, link.source.line,
                    tr("link %1: %2; simulators refuse or mishandle such a link")
                        .arg(name, problem));
                continue;
            }
            if (!compareWithGeometry || link.collisions.empty())
                continue;
            const std::optional<MassProperties> p
                = linkMassProperties(doc, link, ShapeSet::Collisions, nullptr);
            if (!p || p->volume <= 0)
                continue;
            const double density = in.mass / p->volume;
            std::array<double, 6> computed;
            for (size_t k = 0; k < 6; ++k)
                computed[k] = density * p->inertia[k];
            const std::array<double, 3> file3
                = principalMoments({in.ixx, in.iyy, in.izz, in.ixy, in.ixz, in.iyz});
            const std::array<double, 3> geometry3 = principalMoments(computed);
            const double ratio
                = (file3[0] + file3[1] + file3[2]) / (geometry3[0] + geometry3[1] + geometry3[2]);
            if (ratio <= 10 && ratio >= 0.1)
                continue;
            out.warning(file, link.source.line,
                tr("link %1: its inertia (principal moments %2 kg·m²) is %3 times %4 than its "
                   "collision geometry gives at its mass of %5 kg (%6 kg·m²); check the units "
                   "and values, or compute it (Edit › Compute Inertia…)")
                    .arg(name, moments(file3))
                    .arg(ratio > 1 ? ratio : 1 / ratio, 0, 'g', 3)
                    .arg(ratio > 1 ? tr("larger") : tr("smaller"))
                    .arg(in.mass, 0, 'g', 4)
                    .arg(moments(geometry3)));
        }
        for (const Model &m : model.models)
            visit(m);
    };
    for (const Model &m : doc.scene().world.models)
        visit(m);
    return out;
}

} // namespace robostage
