#include "geometryedits.h"

#include "computeinertia.h"
#include "document.h"
#include "edit/entitylookup.h"
#include "fitcollision.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace robostage::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::cli", text);
}

const QString kComputeInertia = QStringLiteral("compute-inertia");

} // namespace

QList<QCommandLineOption> geometryEditOptions()
{
    return {QCommandLineOption(kComputeInertia,
                tr("Set a link's inertial from its collision geometry (its visuals when it has "
                   "none): mass, centre of mass and inertia tensor at a uniform density "
                   "(default 1000 kg/m³) or for a total mass (repeatable)."),
                tr("LINK[=mass:KG|density:KG_PER_M3]")),
        QCommandLineOption(QStringLiteral("fit-collision"),
            tr("Add a collision fitted around a link's visuals: the smallest oriented box, "
               "cylinder, sphere or capsule, or the convex hull (at most 255 vertices, written "
               "as LINK_hull.stl beside the output); with ',replace' it replaces the link's "
               "collisions (repeatable)."),
            tr("LINK=box|cylinder|sphere|capsule|hull[,replace]"))};
}

edit::EditResult applyGeometryEdit(edit::EditSession &session, const QString &name,
    const QString &value, const QString &outPath, bool &usage)
{
    edit::EditResult result;
    const int eq = value.lastIndexOf(QLatin1Char('='));
    const QString link = eq > 0 ? value.left(eq) : value;
    const QString argument = eq > 0 ? value.mid(eq + 1) : QString();
    if (name == kComputeInertia) {
        InertiaBasis basis;
        usage = !InertiaBasis::parse(argument, basis, &result.error);
        return usage ? result : computeInertia(session, link, basis);
    }
    const QStringList parts = argument.split(QLatin1Char(','));
    FitKind kind;
    FitCollisionOptions options;
    options.replace = parts.size() == 2 && parts[1] == QLatin1String("replace");
    if (eq <= 0 || parts.size() > 2 || (parts.size() == 2 && !options.replace)
        || !parseFitKind(parts[0], kind)) {
        usage = true;
        result.error = tr("give LINK=box|cylinder|sphere|capsule|hull, optionally followed by "
                          ",replace");
        return result;
    }
    // The hull's file goes beside the file that will hold the collision: the output, when
    // the link is written in the opened file (else the included file it is written in).
    edit::EntityInfo info;
    const Document &doc = session.document();
    const FrameId id = edit::findEntity(doc, link, {FrameKind::Link}, nullptr);
    if (edit::lookupEntity(doc, id, info)
        && QFileInfo(doc.filePath(info.source)) == QFileInfo(session.path()))
        options.referringFile = QFileInfo(outPath).absoluteFilePath();
    return fitCollision(session, link, kind, options);
}

} // namespace robostage::cli
