// PasteEntity (entityclipboard.h): a copied entity written below a parent, renamed where its
// name is taken, with the references inside it following.

#include "addentityprivate.h"
#include "duplicateurdflink.h"
#include "entityclipboard.h"
#include "pasteconvert.h"
#include "pastehelpers.h"
#include "xmlpatch.h"
#include "xmlscan.h"

#include <QSet>

namespace robostage::edit {

namespace {

/// The scope the pasted entity's name must be free in (addedNameTaken()): the world's names
/// have no prefix; a URDF link's scope is its robot.
QString nameScope(const Document &doc, const CopiedEntity &copied, const QString &parent)
{
    const SceneModel &scene = doc.scene();
    if (copied.format == SourceFormat::Urdf && copied.kind == FrameKind::Link)
        return scene.world.models.empty()
            ? QString()
            : doc.frames().node(scene.world.models.front().frame).scopedName;
    if (scene.declaresWorld && parent == scene.world.name)
        return QString();
    const FrameId id = findEntity(doc, parent, {}, nullptr);
    return id == kNoFrame ? parent : doc.frames().node(id).scopedName;
}

} // namespace

std::unique_ptr<PasteEntity> PasteEntity::create(EditSession &session, const CopiedEntity &source,
    const QString &parent, EditResult &result, const QString &parentLink)
{
    const Document &doc = session.document();
    const SourceFormat format = doc.scene().format;
    const bool urdf = format == SourceFormat::Urdf;
    if ((format != SourceFormat::Sdf && !urdf) || doc.xacroExpansion()) {
        result.error = QCoreApplication::translate("robostage::edit",
            "entities are pasted into SDFormat and URDF files (not into SimRobot "
            "or xacro files)");
        return nullptr;
    }
    std::optional<CopiedEntity> converted;
    if (source.format != format) {
        converted
            = convertCopiedEntity(source, doc, session.resolver(), result.notes, &result.error);
        if (!converted)
            return nullptr;
    }
    const CopiedEntity &copied = converted ? *converted : source;
    const QString scope = nameScope(doc, copied, parent);
    const FrameKind kind = copied.kind;
    const QString name = freeName(copied.name, [&](const QString &n) {
        QString ignored;
        return addedNameTaken(doc, kind, scope, n, urdf, &ignored);
    });
    // Where it goes: as AddEntity would add an entity of that kind and name there.
    AddSpec spec;
    spec.kind = copied.addKind();
    spec.parent = urdf && kind == FrameKind::Link ? QString() : parent;
    spec.name = name;
    spec.geometry.type = Geometry::Type::Box;
    spec.geometry.size = {1, 1, 1};
    AddPlan plan;
    if (!(urdf ? planUrdfAdd(doc, spec, plan, &result.error)
               : planSdfAdd(doc, session.resolver(), spec, plan, &result.error)))
        return nullptr;
    QByteArray snippet;
    if (urdf && kind == FrameKind::Link) {
        // The link, its parent joint and the subtree: free names among the robot's, the top
        // joint hanging from `parent`.
        QSet<QString> links, joints;
        const Model &robot = doc.scene().world.models.front();
        for (const Link &l : robot.links)
            links.insert(l.name);
        for (const Joint &j : robot.joints)
            joints.insert(j.name);
        if (!links.contains(parent)) {
            result.error = QCoreApplication::translate("robostage::edit",
                "'%1' is not a link of this robot: select the link the pasted "
                "link hangs from")
                               .arg(parent);
            return nullptr;
        }
        QHash<QString, QString> linkNames {{copied.parentLink, parent}}, jointNames;
        for (const QByteArray &e : copied.elements) {
            const XmlScan scan = scanXml(e);
            if (!scan.ok() || scan.elements.empty())
                continue;
            const ScannedAttribute *a = scan.elements.front().attribute("name");
            const QString old = a
                ? QString::fromUtf8(e.mid(a->valueBegin, a->valueEnd - a->valueBegin))
                : QString();
            QSet<QString> &taken = scan.elements.front().name == "joint" ? joints : links;
            QHash<QString, QString> &names
                = scan.elements.front().name == "joint" ? jointNames : linkNames;
            if (old.isEmpty() || scan.elements.front().name == "gazebo" || names.contains(old))
                continue;
            const QString fresh = old == copied.name
                ? name
                : freeName(old, [&](const QString &n) { return taken.contains(n); });
            taken.insert(fresh);
            names.insert(old, fresh);
        }
        // The copied <gazebo> sensors and lights get free names too (renameGazeboEntities()).
        QSet<QString> gazeboNames = gazeboEntityNames(plan.parent);
        for (const QByteArray &e : copied.elements)
            snippet += (snippet.isEmpty() ? "" : "\n")
                + toSnippet(
                    renameGazeboEntities(renameUrdfCopy(e, linkNames, jointNames), gazeboNames));
    } else if (copied.elements.size() > 1) {
        // Links and joints converted from a URDF link subtree.
        snippet = sdfLinkTree(doc, copied, scope, name, parentLink, &result.error);
        if (snippet.isEmpty())
            return nullptr;
    } else {
        snippet = toSnippet(renameSdfCopy(copied.elements.value(0), {{copied.name, name}}));
    }
    PatchSet patches(session);
    XmlPatch *patch = patches.patch(plan.file, &result.error);
    if (!patch)
        return nullptr;
    if (snippet.isEmpty() || !patch->appendChild(plan.parent, snippet, plan.after)) {
        result.error = QStringLiteral("%1: %2").arg(doc.filePaths().value(plan.file),
            patch->error().isEmpty() ? QCoreApplication::translate(
                "robostage::edit", "the copied element could not be read")
                                     : patch->error());
        return nullptr;
    }
    if (name != copied.name)
        result.notes << QCoreApplication::translate(
            "robostage::edit", "pasted as '%1': '%2' is taken there")
                            .arg(name, copied.name);
    if (!urdf && !converted && copied.version != doc.scene().version)
        result.notes << QCoreApplication::translate("robostage::edit",
            "copied from an SDFormat %1 file into an SDFormat %2 file; check "
            "the diagnostics for elements this version lacks")
                            .arg(copied.version, doc.scene().version);
    const QString kindName = QString::fromLatin1(frameKindName(plan.kind));
    auto command = makeCommand<PasteEntity>(session, patches,
        QCoreApplication::translate("robostage::edit", "Paste %1 %2")
            .arg(kindName, plan.scopedName),
        -1, QString(), result);
    if (command)
        command->m_pastedSpec = kindName + QLatin1Char(':') + plan.scopedName;
    return command;
}

} // namespace robostage::edit
