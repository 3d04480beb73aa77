#include "edithelpers.h"

namespace robostage::edit {

bool isUrdfFile(const Document &doc, int file)
{
    if (file < 0 || file >= int(doc.files().size()))
        return false;
    const tinyxml2::XMLElement *root = doc.files()[size_t(file)].xml->RootElement();
    return root && QByteArray(root->Name()) == "robot";
}

QString where(const Document &doc, const SourceRef &ref)
{
    return QStringLiteral("%1:%2").arg(doc.filePath(ref)).arg(ref.line);
}

bool lookupForEdit(const Document &doc, FrameId id, EntityInfo &info, EditResult &result)
{
    if (lookupEntity(doc, id, info) && info.source.element)
        return true;
    result.error = editTr("'%1' is not an entity that can be edited")
                       .arg(id > 0 && id < doc.frames().size() ? doc.frames().node(id).scopedName
                                                               : QString::number(id));
    return false;
}

void noteIncludedFiles(const Document &doc, const PatchSet &patches, EditResult &result)
{
    for (const QString &path : patches.editedPaths()) {
        if (path != doc.path())
            result.notes << editTr("'%1' is an included model file; it is edited itself, so "
                                   "every model that includes it changes")
                                .arg(path);
    }
}

} // namespace robostage::edit
