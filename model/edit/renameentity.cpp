#include "edithelpers.h"

namespace robostage::edit {

namespace {

using tinyxml2::XMLElement;

QString join(const QString &a, const QString &b)
{
    return joinScoped(a, b);
}

bool isScope(const XMLElement *e)
{
    return isScopeElement(e);
}

QString name(const XMLElement *e)
{
    return QString::fromUtf8(e->Attribute("name"));
}

/// Renames references in one file. SDFormat 1.8 name scoping: a reference resolves in its
/// scope (the enclosing model or world; a model's own `<pose>` in the model's parent scope;
/// `canonical_link`/`placement_frame` in the model itself) and may name `a::b::x` below it.
class SdfReferences
{
public:
    SdfReferences(EditSession &session, PatchSet &patches, const QString &oldName,
        const QString &newName, EditResult &result)
        : m_session(session)
        , m_patches(patches)
        , m_old(oldName)
        , m_new(newName)
        , m_result(result)
    {
    }

    /// References to the entity in scope element `scope` of document file `file`, where the
    /// entity is named `path::old` (path empty: a direct child of `scope`); with `walkFile`
    /// false only in the files that include this one (for a URDF file, whose own references
    /// renameUrdfReferences() handles).
    bool rename(
        int file, const XMLElement *scope, const QString &path, bool walkFile = true, int depth = 0)
    {
        if (depth > 32)
            return true;
        XmlPatch *patch = m_patches.patch(file, &m_result.error);
        if (!patch)
            return false;
        // The scope chain upwards in this file, each with the path down to the entity.
        QHash<const XMLElement *, QString> chain;
        const XMLElement *top = scope;
        QString topPath = path;
        chain.insert(scope, path);
        for (const XMLElement *s = scope; s && QByteArray(s->Name()) == "model";) {
            const XMLElement *up = enclosingScope(s);
            if (up == s || !isScope(up))
                break;
            topPath = join(name(s), topPath);
            chain.insert(up, topPath);
            top = s = up;
        }
        if (walkFile
            && !renameIn(
                *patch, m_session.document().files()[size_t(file)].xml->RootElement(), chain))
            return false;
        // A file's top model is included elsewhere: references there name it by its instance.
        const tinyxml2::XMLNode *parent = top->Parent();
        const bool fileTop = parent && parent->ToElement() && !isScope(parent->ToElement());
        if (!fileTop && QByteArray(top->Name()) != "robot")
            return true;
        return forEachInstance(m_session.document().scene().world.models, top, [&](const Model &m) {
            const XMLElement *include = m.include.source.element;
            return rename(m.include.source.file, enclosingScope(include),
                join(m.include.merge ? QString() : m.name, topPath), true, depth + 1);
        });
    }

private:
    template<class F>
    bool forEachInstance(const std::vector<Model> &models, const XMLElement *top, F &&f)
    {
        for (const Model &m : models) {
            if (m.source.element == top && m.include.present && m.include.source.element && !f(m))
                return false;
            if (!forEachInstance(m.models, top, f))
                return false;
        }
        return true;
    }

    /// The renamed reference, or a null string when `value` does not name the entity.
    QString renamed(const QString &value, const QString &path) const
    {
        const QString full = join(path, m_old);
        if (value == full)
            return join(path, m_new);
        if (value.startsWith(full + QStringLiteral("::")))
            return join(path, m_new) + value.mid(full.size());
        return QString();
    }

    bool renameIn(
        XmlPatch &patch, const XMLElement *e, const QHash<const XMLElement *, QString> &chain)
    {
        static const QList<QByteArray> attributes = {"relative_to", "attached_to", "expressed_in",
            "canonical_link", "placement_frame", "frame", "joint"};
        const QByteArray tag = e->Name();
        for (const QByteArray &a : attributes) {
            const char *value = e->Attribute(a.constData());
            if (!value || (a == "joint" && tag != "mimic") || (a == "frame" && tag != "pose"))
                continue;
            const bool own = a == "canonical_link" || a == "placement_frame";
            const auto it = chain.constFind(referenceScope(e, own));
            if (it == chain.cend())
                continue;
            const QString to = renamed(QString::fromUtf8(value), *it);
            if (!to.isNull() && !patch.setAttribute(e, a, escapeXml(to)))
                return false;
        }
        const tinyxml2::XMLNode *parent = e->Parent();
        if ((tag == "parent" || tag == "child") && parent && parent->ToElement()
            && QByteArray(parent->ToElement()->Name()) == "joint") {
            const auto it = chain.constFind(referenceScope(e, false));
            const QString to = it == chain.cend()
                ? QString()
                : renamed(QString::fromUtf8(e->GetText()).trimmed(), *it);
            if (!to.isNull() && !patch.setText(e, escapeXml(to)))
                return false;
        }
        for (const XMLElement *c = e->FirstChildElement(); c; c = c->NextSiblingElement()) {
            if (!renameIn(patch, c, chain))
                return false;
        }
        return true;
    }

    EditSession &m_session;
    PatchSet &m_patches;
    QString m_old, m_new;
    EditResult &m_result;
};

/// URDF references (urdf-xml.md, Gazebo's <gazebo reference>, Drake's <frame link>,
/// transmission <joint name>) to link or joint `oldName` in `robot`.
bool renameUrdfReferences(XmlPatch &patch, const XMLElement *e, bool isLink, const QString &oldName,
    const QByteArray &newName)
{
    const QByteArray tag = e->Name();
    const QByteArray parent
        = e->Parent() && e->Parent()->ToElement() ? e->Parent()->ToElement()->Name() : "";
    auto is = [&](const char *attribute) {
        return QString::fromUtf8(e->Attribute(attribute)) == oldName;
    };
    bool ok = true;
    if (tag == "gazebo" && is("reference"))
        ok = patch.setAttribute(e, "reference", newName);
    if (isLink && (tag == "parent" || tag == "child" || tag == "frame" || tag == "drake:member")
        && is("link"))
        ok = ok && patch.setAttribute(e, "link", newName);
    if (!isLink && tag == "mimic" && is("joint"))
        ok = ok && patch.setAttribute(e, "joint", newName);
    if (!isLink && tag == "joint" && parent == "transmission" && is("name"))
        ok = ok && patch.setAttribute(e, "name", newName);
    for (const XMLElement *c = e->FirstChildElement(); ok && c; c = c->NextSiblingElement())
        ok = renameUrdfReferences(patch, c, isLink, oldName, newName);
    return ok;
}

} // namespace

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
        result.notes << editTr("'%1' already has that name").arg(info.scopedName);
        return nullptr;
    }
    if (siblingNameTaken(doc, info, newName, urdf)) {
        result.error = editTr("%1: a sibling of '%2' is already named '%3'; choose another name")
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
    const bool referable = info.kind == FrameKind::Model || info.kind == FrameKind::Link
        || info.kind == FrameKind::Joint || info.kind == FrameKind::Frame;
    SdfReferences references(session, patches, oldName, newName, result);
    if (ok && referable && urdf && info.kind != FrameKind::Model) {
        const XMLElement *robot = doc.files()[size_t(target.file)].xml->RootElement();
        ok = renameUrdfReferences(*patch, robot, info.kind == FrameKind::Link, oldName, escaped)
            && references.rename(target.file, robot, QString(), false);
    } else if (ok && referable && !urdf) {
        // The scope the name is declared in: a model's own name lives in its parent's scope.
        const XMLElement *scope = enclosingScope(element);
        ok = references.rename(target.file, scope, QString());
    }
    if (!ok) {
        if (result.error.isEmpty())
            result.error = QStringLiteral("%1: %2").arg(where(doc, target), patch->error());
        return nullptr;
    }
    return makeCommand<RenameEntity>(session, patches,
        editTr("Rename %1 to %2").arg(info.scopedName, newName), -1, QString(), result);
}

} // namespace robostage::edit
