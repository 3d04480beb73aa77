#include "edithelpers.h"

namespace robostage::edit {

std::unique_ptr<SetModelStatic> SetModelStatic::create(
    EditSession &session, FrameId model, bool isStatic, EditResult &result)
{
    const Document &doc = session.document();
    EntityInfo info;
    if (!lookupForEdit(doc, model, {FrameKind::Model}, info, result))
        return nullptr;
    const bool includeOverride = isIncludedModel(info);
    if (!includeOverride && isUrdfFile(doc, info.source.file)) {
        result.error = QCoreApplication::translate("robostage::edit",
            "%1: URDF has no static flag; include the robot in an SDFormat "
            "file with <static> instead")
                           .arg(where(doc, info.source));
        return nullptr;
    }
    // SDFormat model.sdf / include description: <static>true|false</static>.
    const SourceRef target = includeOverride ? info.model->include.source : info.source;
    PatchSet patches(session);
    XmlPatch *patch = patches.patch(target.file, &result.error);
    if (!patch)
        return nullptr;
    const QByteArray value = isStatic ? "true" : "false";
    const tinyxml2::XMLElement *element = target.element->FirstChildElement("static");
    const bool ok = element ? patch->setText(element, value)
                            : patch->insertChild(target.element, "<static>" + value + "</static>");
    if (!ok) {
        result.error = QStringLiteral("%1: %2").arg(where(doc, target), patch->error());
        return nullptr;
    }
    return makeCommand<SetModelStatic>(session, patches,
        QCoreApplication::translate("robostage::edit", "Set static of %1").arg(info.scopedName), -1,
        QString(), result);
}

} // namespace robostage::edit
