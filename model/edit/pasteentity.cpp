// PasteEntity (entityclipboard.h): a copied entity written below a parent, renamed where its
// name is taken, with the references inside it following.

#include "addentityprivate.h"
#include "duplicateurdflink.h"
#include "entityclipboard.h"
#include "xmlpatch.h"
#include "xmlscan.h"

#include <QRegularExpression>
#include <QSet>

namespace robostage::edit {

namespace {

/// `name` when `taken` says no, else `NAME_copy`, `NAME_copy2`, … (as Duplicate names).
QString freeName(const QString &name, const std::function<bool(const QString &)> &taken)
{
    if (!taken(name))
        return name;
    static const QRegularExpression copySuffix(QStringLiteral("_copy\\d*$"));
    const QString base = QString(name).remove(copySuffix);
    QString candidate = base + QStringLiteral("_copy");
    for (int n = 2; taken(candidate); ++n)
        candidate = base + QStringLiteral("_copy%1").arg(n);
    return candidate;
}

/// The copied SDFormat element `bytes` named `newName`, and its references to `oldName` (or to
/// frames in it, `oldName::x`) renamed: `relative_to`, `attached_to`, `expressed_in` and
/// `<pose frame>` (SDFormat 1.8 name scoping: they resolve in the pasted element's scope).
QByteArray renameSdfCopy(const QByteArray &bytes, const QString &oldName, const QString &newName)
{
    const XmlScan scan = scanXml(bytes);
    if (!scan.ok() || scan.elements.empty())
        return QByteArray();
    struct Edit
    {
        int begin, end;
        QByteArray text;
    };
    std::vector<Edit> edits;
    const ScannedElement &root = scan.elements.front();
    bool named = false;
    for (const ScannedElement &e : scan.elements) {
        if (root.name == "include" && e.parent == 0 && e.name == "name" && !e.selfClosing) {
            // An <include> is named by its <name> child (include.sdf).
            edits.push_back({e.startTagEnd, e.endTagBegin, escapeXml(newName)});
            named = true;
        }
        for (const ScannedAttribute &a : e.attributes) {
            const QString value
                = QString::fromUtf8(bytes.mid(a.valueBegin, a.valueEnd - a.valueBegin));
            if (&e == &root && a.name == "name") {
                edits.push_back({a.valueBegin, a.valueEnd, escapeXml(newName)});
            } else if ((a.name == "relative_to" || a.name == "attached_to"
                           || a.name == "expressed_in" || (a.name == "frame" && e.name == "pose"))
                && (value == oldName || value.startsWith(oldName + QStringLiteral("::")))) {
                edits.push_back(
                    {a.valueBegin, a.valueEnd, escapeXml(newName + value.mid(oldName.size()))});
            }
        }
    }
    if (root.name == "include" && !named && !root.selfClosing)
        edits.push_back(
            {root.startTagEnd, root.startTagEnd, "\n  <name>" + escapeXml(newName) + "</name>"});
    std::sort(
        edits.begin(), edits.end(), [](const Edit &a, const Edit &b) { return a.begin > b.begin; });
    QByteArray out = bytes;
    for (const Edit &e : edits)
        out.replace(e.begin, e.end - e.begin, e.text);
    return out;
}

/// A dedented element (CopiedEntity::elements) in XmlPatch::insertChild()'s snippet form: each
/// indentation step of its inner lines (the smallest indentation there) one leading '\t'.
QByteArray toSnippet(const QByteArray &element)
{
    QList<QByteArray> lines = element.split('\n');
    const auto indentOf = [](const QByteArray &line) {
        int n = 0;
        while (n < line.size() && (line[n] == ' ' || line[n] == '\t'))
            ++n;
        return n;
    };
    int unit = 0;
    for (int i = 1; i < lines.size(); ++i) {
        const int n = indentOf(lines[i]);
        if (n > 0 && n < lines[i].size())
            unit = unit == 0 ? n : std::min(unit, n);
    }
    for (int i = 1; i < lines.size() && unit > 0; ++i) {
        const int n = indentOf(lines[i]);
        lines[i] = QByteArray(n / unit, '\t') + lines[i].mid(n / unit * unit);
    }
    return lines.join('\n');
}

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

std::unique_ptr<PasteEntity> PasteEntity::create(
    EditSession &session, const CopiedEntity &copied, const QString &parent, EditResult &result)
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
    if (copied.format != format) {
        result.error = QCoreApplication::translate("robostage::edit",
            "the copied %1 comes from a %2 file and this is a %3 file: paste "
            "between formats is not supported; convert one file first "
            "(robostage convert)")
                           .arg(QString::fromLatin1(frameKindName(copied.kind)),
                               copied.format == SourceFormat::Urdf ? QStringLiteral("URDF")
                                                                   : QStringLiteral("SDFormat"),
                               urdf ? QStringLiteral("URDF") : QStringLiteral("SDFormat"));
        return nullptr;
    }
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
    } else {
        snippet = toSnippet(renameSdfCopy(copied.elements.value(0), copied.name, name));
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
    if (!urdf && copied.version != doc.scene().version)
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
