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
    if (doc.scene().format == SourceFormat::SimRobot) {
        // The commands here write SDFormat / URDF elements, which a SimRobot scene has not.
        result.error = QCoreApplication::translate(
            "robostage::edit", "this edit is not available for SimRobot scenes");
        return false;
    }
    if (lookupEntity(doc, id, info) && info.source.element)
        return true;
    result.error
        = QCoreApplication::translate("robostage::edit", "'%1' is not an entity that can be edited")
              .arg(id > 0 && id < doc.frames().size() ? doc.frames().node(id).scopedName
                                                      : QString::number(id));
    return false;
}

bool lookupForEdit(const Document &doc, FrameId id, std::initializer_list<FrameKind> kinds,
    EntityInfo &info, EditResult &result)
{
    if (!lookupForEdit(doc, id, info, result))
        return false;
    QStringList names;
    for (FrameKind kind : kinds) {
        if (info.kind == kind)
            return true;
        names << QString::fromLatin1(frameKindName(kind));
    }
    result.error = QCoreApplication::translate("robostage::edit", "'%1' is not a %2")
                       .arg(info.scopedName,
                           names.join(QCoreApplication::translate("robostage::edit", " or ")));
    return false;
}

bool isScopeElement(const tinyxml2::XMLElement *e)
{
    const QByteArray name = e->Name();
    return name == "model" || name == "world";
}

const tinyxml2::XMLElement *enclosingScope(const tinyxml2::XMLElement *e)
{
    const tinyxml2::XMLElement *last = e;
    for (const tinyxml2::XMLNode *n = e->Parent(); n && n->ToElement(); n = n->Parent()) {
        last = n->ToElement();
        if (isScopeElement(last))
            return last;
    }
    return last;
}

const tinyxml2::XMLElement *referenceScope(const tinyxml2::XMLElement *e, bool ownAttribute)
{
    const QByteArray tag = e->Name();
    if (tag == "model" && ownAttribute)
        return e;
    const tinyxml2::XMLElement *scope = enclosingScope(e);
    const tinyxml2::XMLNode *parent = e->Parent();
    if (tag == "pose" && parent && parent->ToElement()
        && QByteArray(parent->ToElement()->Name()) == "model")
        return enclosingScope(scope); // a model's pose is in its parent's scope
    return scope;
}

bool validEntityName(const QString &name, QString *why)
{
    if (name.trimmed().isEmpty() || name != name.trimmed())
        *why = QCoreApplication::translate(
            "robostage::edit", "the new name is empty or has surrounding spaces");
    else if (name.contains(QStringLiteral("::")))
        *why = QCoreApplication::translate(
            "robostage::edit", "'%1' contains '::', which separates scopes; give a plain name")
                   .arg(name);
    else if (name == QLatin1String("world")
        || (name.startsWith(QLatin1String("__")) && name.endsWith(QLatin1String("__"))))
        *why = QCoreApplication::translate(
            "robostage::edit", "'%1' is reserved by SDFormat (world, __…__)")
                   .arg(name);
    return why->isEmpty();
}

bool siblingNameTaken(const Document &doc, const EntityInfo &info, const QString &name, bool urdf)
{
    const int cut = info.scopedName.lastIndexOf(QStringLiteral("::"));
    const QString sibling = joinScoped(cut < 0 ? QString() : info.scopedName.left(cut), name);
    static const QList<FrameKind> shared
        = {FrameKind::Model, FrameKind::Link, FrameKind::Joint, FrameKind::Frame};
    for (FrameId id = 1; id < doc.frames().size(); ++id) {
        const FrameNode &n = doc.frames().node(id);
        if (n.scopedName != sibling)
            continue;
        const bool sameNamespace = n.kind == info.kind
            || (!urdf && shared.contains(n.kind) && shared.contains(info.kind));
        if (sameNamespace)
            return true;
    }
    return false;
}

void noteIncludedFiles(const Document &doc, const PatchSet &patches, EditResult &result)
{
    for (const QString &path : patches.editedPaths()) {
        if (path != doc.path())
            result.notes << QCoreApplication::translate("robostage::edit",
                "'%1' is an included model file; it is edited itself, so "
                "every model that includes it changes")
                                .arg(path);
    }
}

} // namespace robostage::edit
