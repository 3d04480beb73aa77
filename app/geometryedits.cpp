#include "geometryedits.h"

#include "computeinertia.h"
#include "document.h"
#include "edit/entitylookup.h"
#include "edit/geometryspec.h"
#include "edit/propertycommands.h"
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
const QString kSetGeometry = QStringLiteral("set-geometry");

/// --set-geometry NAME=SPEC: the shape of a visual or collision (edit/geometryspec.h), written
/// by the SetGeometry command the Properties dock and the resize handles use.
edit::EditResult setGeometry(
    edit::EditSession &session, const QString &value, edit::SharedEdit shared, bool &usage)
{
    edit::EditResult result;
    const int eq = value.indexOf(QLatin1Char('='));
    const Document &doc = session.document();
    const FrameId id = eq > 0 ? edit::findEntity(doc, value.left(eq),
                           {FrameKind::Visual, FrameKind::Collision}, &result.error)
                              : kNoFrame;
    edit::EntityInfo info;
    if (eq <= 0) {
        usage = true;
        result.error = tr("expected NAME=SHAPE");
        return result;
    }
    if (id == kNoFrame || !edit::lookupEntity(doc, id, info))
        return result;
    Geometry shape;
    const Geometry &now = info.visual ? info.visual->geometry : info.collision->geometry;
    if (!edit::parseGeometrySpec(value.mid(eq + 1), now, shape, &result.error)) {
        usage = true;
        return result;
    }
    auto command = edit::SetGeometry::create(session, id, shape, result, shared);
    return session.push(std::move(command), result);
}

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
               "collisions; ',visual=NAME' (repeatable) fits those visuals only (repeatable)."),
            tr("LINK=box|cylinder|sphere|capsule|hull[,replace][,visual=NAME]…")),
        QCommandLineOption(kSetGeometry,
            tr("Set a visual's or collision's shape, sizes in metres: a box's X,Y,Z extents, "
               "a radius, a cylinder's or capsule's radius and length, an ellipsoid's radii, "
               "or a mesh URI with an optional scale (repeatable)."),
            tr("NAME=box:X,Y,Z|sphere:R|cylinder:R,L|capsule:R,L|ellipsoid:X,Y,Z|mesh:URI[,S]"))};
}

edit::EditResult applyGeometryEdit(edit::EditSession &session, const QString &name,
    const QString &value, const QString &outPath, edit::SharedEdit shared, bool &usage)
{
    if (name == kSetGeometry)
        return setGeometry(session, value, shared, usage);
    edit::EditResult result;
    const int eq = value.lastIndexOf(QLatin1Char('='));
    const QString link = eq > 0 ? value.left(eq) : value;
    const QString argument = eq > 0 ? value.mid(eq + 1) : QString();
    if (name == kComputeInertia) {
        InertiaBasis basis;
        usage = !InertiaBasis::parse(argument, basis, &result.error);
        return usage ? result : computeInertia(session, link, basis);
    }
    // LINK=KIND[,replace][,visual=NAME]…: the first '=' ends the link (visual=NAME has more).
    const int first = value.indexOf(QLatin1Char('='));
    const QStringList parts = value.mid(first + 1).split(QLatin1Char(','));
    const QString fitLink = value.left(first);
    FitKind kind;
    FitCollisionOptions options;
    bool ok = first > 0 && parseFitKind(parts[0], kind);
    for (const QString &part : parts.mid(1)) {
        if (part == QLatin1String("replace"))
            options.replace = true;
        else if (part.startsWith(QLatin1String("visual=")) && part.size() > 7)
            options.visuals << part.mid(7);
        else
            ok = false;
    }
    if (!ok) {
        usage = true;
        result.error = tr("give LINK=box|cylinder|sphere|capsule|hull, optionally followed by "
                          ",replace and by ,visual=NAME for each visual to fit (default: all)");
        return result;
    }
    // The hull's file goes beside the file that will hold the collision: the output, when
    // the link is written in the opened file (else the included file it is written in).
    edit::EntityInfo info;
    const Document &doc = session.document();
    const FrameId id = edit::findEntity(doc, fitLink, {FrameKind::Link}, nullptr);
    if (edit::lookupEntity(doc, id, info)
        && QFileInfo(doc.filePath(info.source)) == QFileInfo(session.path()))
        options.referringFile = QFileInfo(outPath).absoluteFilePath();
    return fitCollision(session, fitLink, kind, options);
}

} // namespace robostage::cli
