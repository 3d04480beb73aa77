#include "entityreferences.h"

namespace robostage::edit {

using tinyxml2::XMLElement;

std::unique_ptr<RenameEntity> RenameEntity::create(
    EditSession &session, FrameId entity, const QString &newName, EditResult &result)
{
    const Document &doc = session.document();
    EntityInfo info;
    if (!lookupForEdit(doc, entity, info, result) || !validEntityName(newName, &result.error))
        return nullptr;
    const bool includeOverride = isIncludedModel(info);
    const bool urdf = !includeOverride && isUrdfFile(doc, info.source.file);
    const QString oldName = info.scopedName.section(QStringLiteral("::"), -1);
    if (newName == oldName) {
        result.ok = true;
        result.notes << QCoreApplication::translate("robostage::edit", "'%1' already has that name")
                            .arg(info.scopedName);
        return nullptr;
    }
    if (siblingNameTaken(doc, info, newName, urdf)) {
        result.error = QCoreApplication::translate(
            "robostage::edit", "%1: a sibling of '%2' is already named '%3'; choose another name")
                           .arg(where(doc, info.source), info.scopedName, newName);
        return nullptr;
    }
    PatchSet patches(session);
    const SourceRef target = includeOverride ? info.model->include.source : info.source;
    XmlPatch *patch = patches.patch(target.file, &result.error);
    if (!patch)
        return nullptr;
    const XMLElement *element = target.element;
    const QByteArray escaped = escapeXml(newName);
    bool ok = true;
    if (includeOverride) {
        const XMLElement *nameElement = element->FirstChildElement("name");
        ok = nameElement ? patch->setText(nameElement, escaped)
                         : patch->insertChild(element, "<name>" + escaped + "</name>");
    } else {
        ok = patch->setAttribute(element, "name", escaped);
    }
    // Every reference to the entity (entityreferences.h), renamed in place.
    const bool referable = info.kind == FrameKind::Model || info.kind == FrameKind::Link
        || info.kind == FrameKind::Joint || info.kind == FrameKind::Frame;
    std::vector<EntityReference> refs;
    if (referable && urdf && info.kind != FrameKind::Model) {
        const XMLElement *robot = doc.files()[size_t(target.file)].xml->RootElement();
        const bool isLink = info.kind == FrameKind::Link;
        findUrdfReferences(robot, target.file, isLink ? QStringList {oldName} : QStringList(),
            isLink ? QStringList() : QStringList {oldName}, refs);
        // SDFormat files that include the robot refer to its links and joints too.
        findSdfReferences(doc, target.file, robot, oldName, false, refs);
    } else if (referable && !urdf) {
        // The scope the name is declared in: a model's own name lives in its parent's scope.
        findSdfReferences(doc, target.file, enclosingScope(element), oldName, true, refs);
    }
    for (const EntityReference &r : refs) {
        if (!ok)
            break;
        XmlPatch *at = patches.patch(r.file, &result.error);
        const QByteArray to = escapeXml(r.renamed(oldName, newName));
        ok = at
            && (r.attribute.isEmpty() ? at->setText(r.element, to)
                                      : at->setAttribute(r.element, r.attribute, to));
        if (at && !ok)
            result.error = QStringLiteral("%1: %2").arg(
                where(doc, {nullptr, r.file, r.element->GetLineNum()}), at->error());
    }
    if (!ok) {
        if (result.error.isEmpty())
            result.error = QStringLiteral("%1: %2").arg(where(doc, target), patch->error());
        return nullptr;
    }
    return makeCommand<RenameEntity>(session, patches,
        QCoreApplication::translate("robostage::edit", "Rename %1 to %2")
            .arg(info.scopedName, newName),
        -1, QString(), result);
}

} // namespace robostage::edit
