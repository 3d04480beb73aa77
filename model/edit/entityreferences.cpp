#include "entityreferences.h"

#include <QHash>

#include <algorithm>

namespace robostage::edit {

namespace {

using tinyxml2::XMLElement;

QString nameOf(const XMLElement *e)
{
    return QString::fromUtf8(e->Attribute("name"));
}

/// Whether `value`, resolved in a scope where the entity is `path::name`, names the entity or
/// something in it.
bool names(const QString &value, const QString &path, const QString &name)
{
    const QString full = joinScoped(path, name);
    return value == full || value.startsWith(full + QStringLiteral("::"));
}

void scan(const XMLElement *e, int file, const QHash<const XMLElement *, QString> &chain,
    const QString &name, std::vector<EntityReference> &out)
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
        const QString v = QString::fromUtf8(value);
        if (it != chain.cend() && names(v, *it, name))
            out.push_back({e, file, QStringLiteral("%1=\"%2\"").arg(QString::fromUtf8(a), v), a, v,
                *it, true});
    }
    const tinyxml2::XMLNode *parent = e->Parent();
    if ((tag == "parent" || tag == "child") && parent && parent->ToElement()
        && QByteArray(parent->ToElement()->Name()) == "joint") {
        const auto it = chain.constFind(referenceScope(e, false));
        const QString value = QString::fromUtf8(e->GetText()).trimmed();
        if (it != chain.cend() && names(value, *it, name))
            out.push_back(
                {e, file, QStringLiteral("<%1>%2</%1>").arg(QString::fromUtf8(tag), value),
                    QByteArray(), value, *it, true});
    }
    for (const XMLElement *c = e->FirstChildElement(); c; c = c->NextSiblingElement())
        scan(c, file, chain, name, out);
}

/// Calls `f` for every model of `models` (recursively) read from top element `top` through an
/// `<include>`.
template<class F>
void forEachInstance(const std::vector<Model> &models, const XMLElement *top, F &&f)
{
    for (const Model &m : models) {
        if (m.source.element == top && m.include.present && m.include.source.element)
            f(m);
        forEachInstance(m.models, top, f);
    }
}

void find(const Document &doc, int file, const XMLElement *scope, const QString &path,
    const QString &name, bool walkFile, std::vector<EntityReference> &out, int depth)
{
    if (depth > 32 || file < 0 || file >= int(doc.files().size()))
        return;
    // The scope chain upwards in this file, each with the path down to the entity.
    QHash<const XMLElement *, QString> chain;
    const XMLElement *top = scope;
    QString topPath = path;
    chain.insert(scope, path);
    for (const XMLElement *s = scope; s && QByteArray(s->Name()) == "model";) {
        const XMLElement *up = enclosingScope(s);
        if (up == s || !isScopeElement(up))
            break;
        topPath = joinScoped(nameOf(s), topPath);
        chain.insert(up, topPath);
        top = s = up;
    }
    if (walkFile)
        scan(doc.files()[size_t(file)].xml->RootElement(), file, chain, name, out);
    // A file's top model is included elsewhere: references there name it by its instance.
    const tinyxml2::XMLNode *parent = top->Parent();
    const bool fileTop = parent && parent->ToElement() && !isScopeElement(parent->ToElement());
    if (!fileTop && QByteArray(top->Name()) != "robot")
        return;
    forEachInstance(doc.scene().world.models, top, [&](const Model &m) {
        const XMLElement *include = m.include.source.element;
        find(doc, m.include.source.file, enclosingScope(include),
            joinScoped(m.include.merge ? QString() : m.name, topPath), name, true, out, depth + 1);
    });
}

} // namespace

void findSdfReferences(const Document &doc, int file, const XMLElement *scope, const QString &name,
    bool walkFile, std::vector<EntityReference> &out)
{
    find(doc, file, scope, QString(), name, walkFile, out, 0);
}

QString EntityReference::renamed(const QString &oldName, const QString &newName) const
{
    if (!scoped)
        return value == oldName ? newName : QString();
    const QString full = joinScoped(path, oldName);
    if (value == full)
        return joinScoped(path, newName);
    if (value.startsWith(full + QStringLiteral("::")))
        return joinScoped(path, newName) + value.mid(full.size());
    return QString();
}

void findUrdfReferences(const XMLElement *e, int file, const QStringList &links,
    const QStringList &joints, std::vector<EntityReference> &out)
{
    const QByteArray tag = e->Name();
    const XMLElement *parent = e->Parent() ? e->Parent()->ToElement() : nullptr;
    auto add = [&](const char *attribute, const QStringList &names, const QString &label) {
        const QString value = QString::fromUtf8(e->Attribute(attribute));
        if (e->Attribute(attribute) && names.contains(value))
            out.push_back({e, file, QStringLiteral("%1=\"%2\"").arg(label, value), attribute, value,
                QString(), false});
    };
    if (tag == "gazebo")
        add("reference", links + joints, QStringLiteral("reference"));
    // Drake (drake-urdf-xsd.txt): <frame link>, collision_filter_group/member, loop_joint and
    // linear_spring_damper <link1>/<link2>; a force element's <parent link> is the same tag.
    if (tag == "parent" || tag == "child" || tag == "frame" || tag == "drake:frame"
        || tag == "member" || tag == "drake:member" || tag == "link1" || tag == "link2")
        add("link", links, QStringLiteral("link"));
    if (tag == "mimic")
        add("joint", joints, QStringLiteral("joint"));
    if (tag == "joint" && parent && QByteArray(parent->Name()) == "transmission")
        add("name", joints, QStringLiteral("joint name"));
    for (const XMLElement *c = e->FirstChildElement(); c; c = c->NextSiblingElement())
        findUrdfReferences(c, file, links, joints, out);
}

bool isWithin(const XMLElement *e, const std::vector<const XMLElement *> &elements)
{
    for (const tinyxml2::XMLNode *n = e; n; n = n->Parent()) {
        const XMLElement *element = n->ToElement();
        if (element && std::find(elements.begin(), elements.end(), element) != elements.end())
            return true;
    }
    return false;
}

} // namespace robostage::edit
