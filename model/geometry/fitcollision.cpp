// applyFittedShape() and fitCollision() (fitcollision.h).

#include "fitcollision.h"

#include "document.h"
#include "edit/entitylookup.h"
#include "edit/structurecommands.h"
#include "meshfile.h"
#include "meshuri.h"
#include "translation.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

namespace robostage {

namespace {

QString tr(const char *text)
{
    return translateIn("robostage::ShapeFit", "robostage", text);
}

bool nameTaken(const Link &link, const QString &name)
{
    for (const Collision &c : link.collisions) {
        if (c.name == name)
            return true;
    }
    for (const Visual &v : link.visuals) {
        if (v.name == name)
            return true;
    }
    return false;
}

bool findLink(const Document &doc, const QString &spec, edit::EntityInfo &info, QString *error)
{
    const FrameId id = edit::findEntity(doc, spec, {FrameKind::Link}, error);
    return id != kNoFrame && edit::lookupEntity(doc, id, info) && info.link;
}

/// `folder/BASE.stl`, or `BASE_2.stl`, … when that file exists.
QString freeMeshPath(const QString &folder, QString base)
{
    base.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("_"));
    QString path = QDir(folder).filePath(base + QLatin1String(".stl"));
    for (int n = 2; QFileInfo::exists(path); ++n)
        path = QDir(folder).filePath(QStringLiteral("%1_%2.stl").arg(base).arg(n));
    return path;
}

} // namespace

QString fitFiguresText(const LinkFit &fit)
{
    const auto number = [](const std::optional<double> &v) {
        return v ? QString::number(*v, 'g', 3) : QStringLiteral("–");
    };
    return tr("IoU %1, visual outside %2 m, collision outside %3 m, uncovered %4 %")
        .arg(number(fit.iou), number(fit.visualOutside), number(fit.collisionOutside),
            fit.uncoveredFraction ? QString::number(*fit.uncoveredFraction * 100, 'f', 1)
                                  : QStringLiteral("–"));
}

edit::EditResult applyFittedShape(edit::EditSession &session, const QString &linkSpec,
    const FittedShape &shape, const FitCollisionOptions &options, QString *addedSpec)
{
    edit::EditResult result;
    const Document &doc = session.document();
    edit::EntityInfo info;
    if (!findLink(doc, linkSpec, info, &result.error))
        return result;
    const QString linkName = info.link->name;
    edit::AddSpec spec;
    spec.kind = edit::AddSpec::Kind::Collision;
    spec.parent = info.scopedName;
    spec.name = QStringLiteral("fit_") + fitKindName(shape.kind);
    for (int n = 2; nameTaken(*info.link, spec.name); ++n)
        spec.name = QStringLiteral("fit_%1_%2").arg(fitKindName(shape.kind)).arg(n);
    spec.geometry = shape.geometry;
    spec.geometry.inlineMesh.reset();
    spec.xyzRpy = shape.xyzRpy;
    spec.hasPose = shape.xyzRpy != std::array<double, 6> {};
    QString meshPath;
    if (shape.kind == FitKind::Hull && shape.geometry.inlineMesh) {
        const QString referring = options.referringFile.isEmpty()
            ? QFileInfo(doc.filePath(info.source)).absoluteFilePath()
            : options.referringFile;
        meshPath = freeMeshPath(QFileInfo(referring).absolutePath(), linkName + "_hull");
        TriangleMesh mesh;
        const InlineMesh &m = *shape.geometry.inlineMesh;
        for (size_t i = 0; i + 2 < m.positions.size(); i += 3)
            mesh.vertices.push_back({m.positions[i], m.positions[i + 1], m.positions[i + 2]});
        mesh.indices = m.indices;
        if (!writeStlFile(mesh, meshPath, &result.error))
            return result;
        spec.geometry.uri = uriForMeshFile(
            meshPath, referring, session.resolver(), doc.scene().format == SourceFormat::Urdf);
        spec.geometry.scale = {1, 1, 1};
    }
    const auto fail = [&](const QString &error) {
        if (!meshPath.isEmpty())
            QFile::remove(meshPath);
        edit::EditResult failed;
        failed.error = error;
        return failed;
    };
    auto add = edit::AddEntity::create(session, spec, result);
    if (!add)
        return fail(result.error);
    const QString added = add->addedSpec();
    QUndoStack *stack = session.undoStack();
    stack->beginMacro(tr("Fit %1 collision to %2").arg(fitKindName(shape.kind), linkName));
    result = session.push(std::move(add), result);
    QStringList notes = result.notes;
    QStringList replaced;
    while (options.replace && result.ok) {
        // The new collision is the link's last; delete the first until only it is left.
        edit::EntityInfo now;
        const FrameId linkId
            = edit::findEntity(session.document(), info.scopedName, {FrameKind::Link}, nullptr);
        if (!edit::lookupEntity(session.document(), linkId, now) || now.link->collisions.size() < 2)
            break;
        const Collision &old = now.link->collisions.front();
        edit::EditResult deleted;
        auto command = edit::DeleteEntity::create(session, old.frame, deleted);
        if (!command) {
            result = deleted;
            break;
        }
        replaced << (old.name.isEmpty() ? tr("(unnamed)") : old.name);
        result = session.push(std::move(command), deleted);
    }
    stack->endMacro();
    if (!result.ok) {
        stack->undo();
        return fail(result.error);
    }
    result.notes = notes;
    result.notes << tr("%1 collision of %2: %3")
                        .arg(fitKindName(shape.kind), info.scopedName, fitFiguresText(shape.fit));
    if (!replaced.isEmpty())
        result.notes << tr("replaced the collisions %1").arg(replaced.join(QStringLiteral(", ")));
    if (!meshPath.isEmpty())
        result.notes
            << tr("wrote the hull (%1 vertices) to %2").arg(shape.hullVertices).arg(meshPath);
    if (shape.hullFullVertices > shape.hullVertices)
        result.notes << tr("the full hull has %1 vertices; it was capped at %2 (PhysX's limit)")
                            .arg(shape.hullFullVertices)
                            .arg(kHullVertexCap);
    if (addedSpec)
        *addedSpec = added;
    return result;
}

edit::EditResult fitCollision(edit::EditSession &session, const QString &linkSpec, FitKind kind,
    const FitCollisionOptions &options)
{
    edit::EditResult result;
    const Document &doc = session.document();
    edit::EntityInfo info;
    if (!findLink(doc, linkSpec, info, &result.error))
        return result;
    const std::optional<FittedShape> shape
        = fitCollisionShape(doc, *info.link, kind, &result.error, {}, options.visuals);
    if (!shape)
        return result;
    result = applyFittedShape(session, info.scopedName, *shape, options);
    for (const QString &skipped : shape->fit.skipped)
        result.notes << tr("left out of the fit: %1").arg(skipped);
    return result;
}

} // namespace robostage
