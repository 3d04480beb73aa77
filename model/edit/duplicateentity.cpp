#include "duplicateurdflink.h"
#include "edithelpers.h"
#include "structurecommands.h"

#include <QRegularExpression>

namespace robostage::edit {

namespace {

using tinyxml2::XMLElement;

/// The copied bytes `bytes` of one element (its start tag first) named `escapedName`: the start
/// tag's `name` attribute replaced (or added after the tag name); with `includeName`, an
/// `<include>`'s `<name>` child instead (or a new one after the start tag, on a new line at
/// `indent`). Empty when `bytes` cannot be scanned.
QByteArray renamedCopy(const QByteArray &bytes, const QByteArray &escapedName, bool includeName,
    const QByteArray &indent, const QByteArray &newline)
{
    const XmlScan scan = scanXml(bytes);
    if (!scan.ok() || scan.elements.empty())
        return QByteArray();
    const ScannedElement &root = scan.elements.front();
    QByteArray out = bytes;
    if (includeName) {
        for (const ScannedElement &e : scan.elements) {
            if (e.parent == 0 && e.name == "name" && !e.selfClosing)
                return out.replace(e.startTagEnd, e.endTagBegin - e.startTagEnd, escapedName);
        }
        if (root.selfClosing)
            return QByteArray();
        return out.insert(root.startTagEnd, newline + indent + "<name>" + escapedName + "</name>");
    }
    if (const ScannedAttribute *a = root.attribute("name"))
        return out.replace(a->valueBegin, a->valueEnd - a->valueBegin, escapedName);
    return out.insert(root.start + 1 + root.name.size(), " name=\"" + escapedName + '"');
}

/// Indentation of the second line of the copied element `copy` (its first child's), or two
/// spaces for a one-line element.
QByteArray childIndent(const QByteArray &copy)
{
    const int line = int(copy.indexOf('\n'));
    if (line < 0)
        return "  ";
    int end = line + 1;
    while (end < copy.size() && (copy[end] == ' ' || copy[end] == '\t'))
        ++end;
    return copy.mid(line + 1, end - line - 1);
}

/// Inserts a copy of `element` named `copyName` right after it (renamedCopy()).
bool insertCopy(XmlPatch &patch, const XMLElement *element, const QString &copyName, bool included)
{
    const QByteArray original = patch.elementBytes(element);
    const QByteArray newline = original.contains("\r\n") ? "\r\n" : "\n";
    const QByteArray copy
        = renamedCopy(original, escapeXml(copyName), included, childIndent(original), newline);
    return !copy.isEmpty() && patch.insertAfter(element, copy);
}

QString refusal(const Document &doc, const EntityInfo &info, const SourceRef &target, bool urdf)
{
    const QString place = where(doc, target);
    switch (info.kind) {
    case FrameKind::Model: {
        const tinyxml2::XMLNode *parent = target.element->Parent();
        if (urdf || !parent || !parent->ToElement() || !isScopeElement(parent->ToElement()))
            return QCoreApplication::translate("robostage::edit",
                "%1: '%2' is the file's top-level model and a file holds one; put it "
                "in a world to duplicate it")
                .arg(place, info.scopedName);
        return QString();
    }
    case FrameKind::Link:
    case FrameKind::Visual:
    case FrameKind::Collision:
    case FrameKind::Frame:
    case FrameKind::Light:
        return QString();
    case FrameKind::Joint:
        return QCoreApplication::translate("robostage::edit",
            "%1: joints are not duplicated: a second joint with the same child link is "
            "invalid in SDFormat and URDF")
            .arg(place);
    default:
        return QCoreApplication::translate("robostage::edit",
            "%1: '%2' cannot be duplicated (models, links, visuals, collisions, "
            "frames and lights can)")
            .arg(place, info.scopedName);
    }
}

} // namespace

std::unique_ptr<DuplicateEntity> DuplicateEntity::create(
    EditSession &session, FrameId entity, const QString &newName, EditResult &result)
{
    const Document &doc = session.document();
    EntityInfo info;
    if (entity > kWorldFrame && entity < doc.frames().size()
        && doc.frames().node(entity).kind == FrameKind::Sensor) {
        result.error = QCoreApplication::translate("robostage::edit",
            "%1: sensors are not duplicated (models, links, visuals, "
            "collisions, frames and lights are)")
                           .arg(where(doc, doc.frames().node(entity).source));
        return nullptr;
    }
    if (!lookupForEdit(doc, entity, info, result))
        return nullptr;
    const bool included = isIncludedModel(info);
    const SourceRef target = included ? info.model->include.source : info.source;
    const bool urdf = !included && isUrdfFile(doc, target.file);
    result.error = refusal(doc, info, target, urdf);
    if (!result.error.isEmpty())
        return nullptr;

    // A copy of a copy is numbered on from the original's name (v_copy -> v_copy2).
    static const QRegularExpression copySuffix(QStringLiteral("_copy\\d*$"));
    const QString name = info.scopedName.section(QStringLiteral("::"), -1).remove(copySuffix);
    QString copyName = newName;
    if (copyName.isEmpty()) {
        copyName = name + QStringLiteral("_copy");
        for (int n = 2; siblingNameTaken(doc, info, copyName, urdf); ++n)
            copyName = name + QStringLiteral("_copy%1").arg(n);
    } else if (!validEntityName(copyName, &result.error)) {
        return nullptr;
    } else if (siblingNameTaken(doc, info, copyName, urdf)) {
        result.error = QCoreApplication::translate(
            "robostage::edit", "%1: a sibling of '%2' is already named '%3'; choose another name")
                           .arg(where(doc, info.source), info.scopedName, copyName);
        return nullptr;
    }

    PatchSet patches(session);
    XmlPatch *patch = patches.patch(target.file, &result.error);
    if (!patch)
        return nullptr;
    QHash<QString, QString> renamed;
    const bool urdfLink = urdf && info.kind == FrameKind::Link;
    if (urdfLink) {
        if (!duplicateUrdfLink(doc, info, copyName, *patch, renamed, &result.error))
            return nullptr;
    } else if (!insertCopy(*patch, target.element, copyName, included)) {
        result.error = QStringLiteral("%1: %2").arg(where(doc, target),
            patch->error().isEmpty()
                ? QCoreApplication::translate("robostage::edit", "the element could not be copied")
                : patch->error());
        return nullptr;
    }
    const int cut = info.scopedName.lastIndexOf(QStringLiteral("::"));
    const QString scoped = joinScoped(cut < 0 ? QString() : info.scopedName.left(cut), copyName);
    result.notes << QCoreApplication::translate("robostage::edit", "the copy of '%1' is '%2'")
                        .arg(info.scopedName, scoped);
    if (urdfLink && renamed.size() > 2) {
        QStringList pairs;
        for (auto it = renamed.cbegin(); it != renamed.cend(); ++it)
            pairs << QStringLiteral("%1 → %2").arg(it.key(), it.value());
        pairs.sort();
        result.notes << QCoreApplication::translate(
            "robostage::edit", "copied with its parent joint and the links and joints below it: %1")
                            .arg(pairs.join(QStringLiteral(", ")));
    } else if (urdfLink) {
        result.notes << QCoreApplication::translate(
            "robostage::edit", "copied with its parent joint, so the copy hangs where '%1' does")
                            .arg(info.scopedName);
    } else if (info.kind == FrameKind::Link) {
        result.notes << QCoreApplication::translate(
            "robostage::edit", "'%1' has no joint; add one to attach it")
                            .arg(scoped);
    }
    auto command = makeCommand<DuplicateEntity>(session, patches,
        QCoreApplication::translate("robostage::edit", "Duplicate %1").arg(info.scopedName), -1,
        QString(), result);
    if (command)
        command->m_copySpec
            = QStringLiteral("%1:%2").arg(QString::fromLatin1(frameKindName(info.kind)), scoped);
    return command;
}

} // namespace robostage::edit
