#include "sdfparams.h"

#include "formats/readcontext.h"

#include <tinyxml2.h>

#include <QCoreApplication>
#include <QStringList>

#include <cstring>

namespace robostage::sdf {

namespace {

using tinyxml2::XMLDocument;
using tinyxml2::XMLElement;
using tinyxml2::XMLNode;

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::sdf", text);
}

QString str(const char *text)
{
    return text ? QString::fromUtf8(text) : QString();
}

bool equal(const char *a, const char *b)
{
    return a && b && std::strcmp(a, b) == 0;
}

bool isNamespaced(const char *name)
{
    return std::strchr(name, ':') != nullptr;
}

/// Attribute names of the SDFormat 1.9 element descriptions (plus `frame`, the pre-1.7 pose
/// attribute). libsdformat's parser keeps these and namespaced attributes and drops others.
bool isSdfAttribute(const char *name)
{
    static const char *const names[] = {"name", "type", "uv_set", "rotation_format", "parent_frame",
        "expressed_in", "degrees", "world_name", "version", "tension", "relative_to",
        "placement_frame", "merge", "id", "fullscreen", "filename", "enabled", "default",
        "canonical_link", "axis", "attached_to", "frame"};
    for (const char *n : names) {
        if (std::strcmp(n, name) == 0)
            return true;
    }
    return false;
}

/// Elements with an SDFormat description file of their own (`<tag>.sdf` in the 1.9 spec):
/// libsdformat adds, replaces and walks child actions only for these.
bool hasDescription(const char *tag)
{
    static const char *const tags[]
        = {"actor", "air_pressure", "altimeter", "atmosphere", "audio_sink", "audio_source",
            "battery", "box_shape", "camera", "capsule_shape", "collision", "contact",
            "cylinder_shape", "ellipsoid_shape", "forcetorque", "frame", "geometry", "gps",
            "gripper", "gui", "heightmap_shape", "image_shape", "imu", "inertial", "joint", "lidar",
            "light", "light_state", "link", "link_state", "logical_camera", "magnetometer",
            "material", "mesh_shape", "model", "model_state", "noise", "particle_emitter",
            "physics", "plane_shape", "plugin", "polyline_shape", "population", "pose", "projector",
            "ray", "rfid", "rfidtag", "road", "root", "scene", "sensor", "sonar", "sphere_shape",
            "spherical_coordinates", "state", "surface", "transceiver", "visual", "world"};
    for (const char *t : tags) {
        if (std::strcmp(t, tag) == 0)
            return true;
    }
    return false;
}

/// Elements whose `name` attribute the spec requires.
bool requiresName(const char *tag)
{
    static const char *const tags[] = {"actor", "animation", "battery", "collision", "frame",
        "gripper", "joint", "light", "link", "model", "particle_emitter", "plugin", "population",
        "projector", "road", "sensor", "visual", "world"};
    for (const char *t : tags) {
        if (std::strcmp(t, tag) == 0)
            return true;
    }
    return false;
}

bool hasChildElements(const XMLElement *e)
{
    return e->FirstChildElement() != nullptr;
}

/// `<tag name='…'>` for messages.
QString describe(const XMLElement *e)
{
    const char *name = e->Attribute("name");
    return name ? QStringLiteral("<%1 name='%2'>").arg(str(e->Name()), str(name))
                : QStringLiteral("<%1>").arg(str(e->Name()));
}

/// The name the model of a nested `<include>` gets: its `<name>`, else the last segment of its
/// `<uri>` (the SDF reader's guess before it opens the file). Empty if neither is given.
QString includeName(const XMLElement *include)
{
    const QString name = ReadContext::text(include->FirstChildElement("name"));
    if (!name.isEmpty())
        return name;
    QString uri = ReadContext::text(include->FirstChildElement("uri"));
    while (uri.endsWith(QLatin1Char('/')))
        uri.chop(1);
    return uri.mid(uri.lastIndexOf(QLatin1Char('/')) + 1);
}

enum class Action { None, Add, Modify, Remove, Replace, Invalid };

Action parseAction(const char *text)
{
    if (!text)
        return Action::None;
    if (std::strcmp(text, "add") == 0)
        return Action::Add;
    if (std::strcmp(text, "modify") == 0)
        return Action::Modify;
    if (std::strcmp(text, "remove") == 0)
        return Action::Remove;
    if (std::strcmp(text, "replace") == 0)
        return Action::Replace;
    return Action::Invalid;
}

/// Where an element_id leads: an element of the model, or a nested `<include>` with the rest of
/// the path inside the model it includes.
struct Target
{
    XMLElement *element = nullptr;
    XMLElement *include = nullptr;
    QString rest; ///< element_id inside the included model ("" = that model itself)
};

/// Finds `segments[index…]` below `parent`: every segment names a child by its `name`
/// attribute; the last one must have tag `tag` (any tag when `tag` is null). Tries each
/// candidate in document order (a visual and a collision may share a name) and falls back to
/// nested includes.
Target resolve(XMLElement *parent, const QStringList &segments, int index, const char *tag)
{
    const QByteArray segment = segments[index].toUtf8();
    const bool last = index + 1 == segments.size();
    for (XMLElement *c = parent->FirstChildElement(); c; c = c->NextSiblingElement()) {
        if (!equal(c->Attribute("name"), segment.constData()))
            continue;
        if (last) {
            if (!tag || equal(c->Name(), tag))
                return {c, nullptr, {}};
            continue;
        }
        Target t = resolve(c, segments, index + 1, tag);
        if (t.element || t.include)
            return t;
    }
    for (XMLElement *c = parent->FirstChildElement("include"); c;
         c = c->NextSiblingElement("include")) {
        if (includeName(c) != segments[index])
            continue;
        if (last && tag && !equal(tag, "model"))
            continue;
        return {nullptr, c, segments.mid(index + 1).join(QLatin1String("::"))};
    }
    return {};
}

/// Applies one child of `<experimental:params>` (libsdformat ParamPassing::updateParams).
class Applier
{
    Q_DECLARE_TR_FUNCTIONS(robostage::sdf::Applier)

public:
    Applier(const ReadContext &ctx, XMLElement *model)
        : m_ctx(ctx)
        , m_model(model)
        , m_doc(*model->GetDocument())
    {
    }

    void apply(const XMLElement *p);

private:
    bool checkDescription(const XMLElement *p) const;
    XMLElement *copyOf(const XMLElement *source) const;
    void stripAttributes(XMLElement *copy, const XMLElement *source) const;
    XMLElement *findChild(XMLElement *parent, const XMLElement *c, bool modify) const;

    void add(const XMLElement *p, XMLElement *parent) const;
    void remove(const XMLElement *p, XMLElement *target) const;
    void replace(const XMLElement *p, XMLElement *target) const;
    void modify(const XMLElement *p, XMLElement *target) const;
    void modifyAttributes(const XMLElement *p, XMLElement *target) const;
    void modifyChildren(const XMLElement *p, XMLElement *target) const;
    void childActions(const XMLElement *p, XMLElement *target) const;
    void pushDown(const XMLElement *p, XMLElement *include, const QString &rest) const;

    const ReadContext &m_ctx;
    XMLElement *m_model;
    XMLDocument &m_doc;
};

void Applier::apply(const XMLElement *p)
{
    const char *tag = p->Name();
    const char *id = p->Attribute("element_id");
    if (!id) {
        m_ctx.error(p,
            tr("<%1> in <experimental:params> has no element_id; add "
               "element_id=\"…\" with the '::'-separated path of names of the element "
               "to change inside the included model. The change is skipped.")
                .arg(str(tag)));
        return;
    }
    const QString elementId = str(id);
    const Action action = parseAction(p->Attribute("action"));
    if (action == Action::Invalid) {
        m_ctx.error(p,
            tr("unknown action '%1' on <%2 element_id='%3'>: use add, modify, remove "
               "or replace (or no action, with an action on each child). The change "
               "is skipped.")
                .arg(str(p->Attribute("action")), str(tag), elementId));
        return;
    }
    const QStringList segments
        = elementId.isEmpty() ? QStringList() : elementId.split(QLatin1String("::"));
    if (segments.contains(QString())) {
        m_ctx.error(p,
            tr("element_id '%1' of <%2> has an empty name between '::'; write the path "
               "as name::name::… The change is skipped.")
                .arg(elementId, str(tag)));
        return;
    }
    if (action == Action::Add || action == Action::Replace || action == Action::None) {
        if (!checkDescription(p))
            return;
    }

    Target target;
    if (action == Action::Add) {
        const char *name = p->Attribute("name");
        if (!name || !*name) {
            m_ctx.error(p,
                tr("<%1 element_id='%2' action=\"add\"> needs a non-empty name "
                   "attribute for the element it adds. The addition is skipped.")
                    .arg(str(tag), elementId));
            return;
        }
        if (segments.isEmpty())
            target.element = m_model;
        else
            target = resolve(m_model, segments, 0, nullptr);
    } else if (segments.isEmpty()) {
        m_ctx.error(p,
            tr("<%1 element_id=\"\"> with action %2: an empty element_id only works "
               "with action=\"add\" (add to the included model); name the element "
               "to change. The change is skipped.")
                .arg(str(tag),
                    action == Action::None
                        ? tr("on its children")
                        : QStringLiteral("\"%1\"").arg(str(p->Attribute("action")))));
        return;
    } else {
        target = resolve(m_model, segments, 0, tag);
    }

    if (!target.element && !target.include) {
        const QString modelName = str(m_model->Attribute("name"));
        if (action == Action::Add)
            m_ctx.error(p,
                tr("element_id '%1' names no element of included model '%2' to add "
                   "<%3> to; write the '::'-separated path of names of the parent "
                   "element. The addition is skipped.")
                    .arg(elementId, modelName, str(tag)));
        else
            m_ctx.error(p,
                tr("included model '%1' has no <%2> at element_id '%3'; write the "
                   "'::'-separated path of names from the included model to the "
                   "element. The change is skipped.")
                    .arg(modelName, str(tag), elementId));
        return;
    }
    if (target.include) {
        if (action == Action::Add || !target.rest.isEmpty()) {
            pushDown(p, target.include, target.rest);
        } else if (action == Action::Remove && !hasChildElements(p)) {
            target.include->Parent()->DeleteChild(target.include);
        } else {
            m_ctx.warning(p,
                tr("element_id '%1' names the model of a nested <include>; RoboStage "
                   "can only remove it as a whole or change elements inside it. "
                   "Change that <include> instead. The change is skipped.")
                    .arg(elementId));
        }
        return;
    }

    switch (action) {
    case Action::Add:
        add(p, target.element);
        break;
    case Action::Modify:
        modify(p, target.element);
        break;
    case Action::Remove:
        remove(p, target.element);
        break;
    case Action::Replace:
        replace(p, target.element);
        break;
    case Action::None:
        childActions(p, target.element);
        break;
    case Action::Invalid:
        break;
    }
}

bool Applier::checkDescription(const XMLElement *p) const
{
    if (hasDescription(p->Name()))
        return true;
    m_ctx.error(p,
        tr("<%1> is not an SDFormat element that <experimental:params> can add, "
           "replace or change child by child (libsdformat needs its description); "
           "use action=\"modify\"/\"remove\", or act on its parent. The change is "
           "skipped.")
            .arg(str(p->Name())));
    return false;
}

XMLElement *Applier::copyOf(const XMLElement *source) const
{
    XMLElement *copy = source->DeepClone(&m_doc)->ToElement();
    copy->DeleteAttribute("element_id");
    copy->DeleteAttribute("action");
    stripAttributes(copy, source);
    return copy;
}

void Applier::stripAttributes(XMLElement *copy, const XMLElement *source) const
{
    if (isNamespaced(copy->Name()))
        return; // custom elements are copied as they are
    for (const tinyxml2::XMLAttribute *a = copy->FirstAttribute(); a;) {
        const char *name = a->Name();
        a = a->Next();
        if (isSdfAttribute(name) || isNamespaced(name))
            continue;
        m_ctx.warning(source,
            tr("attribute '%1' of <%2> is not an SDFormat attribute and is "
               "dropped, as libsdformat does; give it a namespace prefix "
               "(e.g. custom:%1) to keep it.")
                .arg(str(name), str(copy->Name())));
        copy->DeleteAttribute(name);
    }
    const XMLElement *s = source->FirstChildElement();
    for (XMLElement *c = copy->FirstChildElement(); c && s;
         c = c->NextSiblingElement(), s = s->NextSiblingElement())
        stripAttributes(c, s);
}

/// libsdformat getElementByName: the child of `parent` with `c`'s tag and, when `c` has one,
/// `c`'s name; for modify, a name that matches none means the first child of that tag (which
/// the modification then renames).
XMLElement *Applier::findChild(XMLElement *parent, const XMLElement *c, bool modify) const
{
    XMLElement *first = parent->FirstChildElement(c->Name());
    if (!first)
        return nullptr;
    if (const char *name = c->Attribute("name")) {
        for (XMLElement *e = first; e; e = e->NextSiblingElement(c->Name())) {
            if (equal(e->Attribute("name"), name))
                return e;
        }
        return modify ? first : nullptr;
    }
    if (first->Attribute("name") && requiresName(first->Name())) {
        m_ctx.warning(c,
            tr("<%1> has no name; the first one, <%1 name='%2'>, is assumed. Add "
               "name=\"…\" to say which.")
                .arg(str(c->Name()), str(first->Attribute("name"))));
    }
    return first;
}

void Applier::add(const XMLElement *p, XMLElement *parent) const
{
    const char *name = p->Attribute("name");
    if (!equal(p->Name(), "plugin")) {
        for (XMLElement *e = parent->FirstChildElement(p->Name()); e;
             e = e->NextSiblingElement(p->Name())) {
            if (equal(e->Attribute("name"), name)) {
                m_ctx.error(p,
                    tr("%1 already has <%2 name='%3'>; give the added element another "
                       "name, or use action=\"modify\" or \"replace\". The addition is "
                       "skipped.")
                        .arg(describe(parent), str(p->Name()), str(name)));
                return;
            }
        }
    }
    parent->InsertEndChild(copyOf(p));
}

void Applier::remove(const XMLElement *p, XMLElement *target) const
{
    if (!hasChildElements(p)) {
        target->Parent()->DeleteChild(target);
        return;
    }
    for (const XMLElement *c = p->FirstChildElement(); c; c = c->NextSiblingElement()) {
        XMLElement *e = findChild(target, c, false);
        if (!e) {
            m_ctx.error(c,
                tr("%1 has no %2 to remove; the removal of this child is skipped.")
                    .arg(describe(target), describe(c)));
            continue;
        }
        target->DeleteChild(e);
    }
}

void Applier::replace(const XMLElement *p, XMLElement *target) const
{
    XMLNode *parent = target->Parent();
    parent->InsertAfterChild(target, copyOf(p));
    parent->DeleteChild(target);
}

void Applier::modify(const XMLElement *p, XMLElement *target) const
{
    modifyAttributes(p, target);
    if (const char *text = p->GetText()) {
        if (!hasChildElements(target))
            target->SetText(text);
    } else {
        modifyChildren(p, target);
    }
}

void Applier::modifyAttributes(const XMLElement *p, XMLElement *target) const
{
    for (const tinyxml2::XMLAttribute *a = p->FirstAttribute(); a; a = a->Next()) {
        const char *name = a->Name();
        if (equal(name, "element_id") || equal(name, "action"))
            continue;
        if (!isSdfAttribute(name) && !isNamespaced(name)) {
            m_ctx.error(p,
                tr("attribute '%1' is not an SDFormat attribute; give it a namespace "
                   "prefix (e.g. custom:%1) to add it. This attribute is skipped.")
                    .arg(str(name)));
            continue;
        }
        target->SetAttribute(name, a->Value());
    }
}

void Applier::modifyChildren(const XMLElement *p, XMLElement *target) const
{
    for (const XMLElement *c = p->FirstChildElement(); c; c = c->NextSiblingElement()) {
        XMLElement *e = findChild(target, c, true);
        if (!e) {
            m_ctx.error(c,
                tr("%1 has no <%2> to modify (modify only changes existing elements; "
                   "use action=\"add\" to add one). This child is skipped.")
                    .arg(describe(target), str(c->Name())));
            continue;
        }
        if (const char *text = c->GetText()) {
            if (!hasChildElements(e))
                e->SetText(text);
            modifyAttributes(c, e);
        } else if (c->NoChildren()) {
            // An empty element resets a value to its default. Without the spec's defaults, the
            // value is dropped so that readers use the default: a <pose> keeps its attributes
            // (the identity pose), other values are removed. An already empty element and
            // a custom (namespaced) one keep their value.
            if (hasChildElements(e)) {
                m_ctx.warning(c,
                    tr("empty %1 gives no modification for %2; list the children to "
                       "change. This child is skipped.")
                        .arg(describe(c), describe(e)));
            } else if (equal(e->Name(), "pose")) {
                e->DeleteChildren();
                modifyAttributes(c, e);
            } else if (!e->GetText() || isNamespaced(e->Name())) {
                modifyAttributes(c, e);
            } else {
                target->DeleteChild(e);
            }
        } else {
            modify(c, e);
        }
    }
}

void Applier::childActions(const XMLElement *p, XMLElement *target) const
{
    const QString elementId = str(p->Attribute("element_id"));
    for (const XMLElement *c = p->FirstChildElement(); c; c = c->NextSiblingElement()) {
        const char *actionText = c->Attribute("action");
        const Action action = parseAction(actionText);
        if (action == Action::None || action == Action::Invalid) {
            const QString what = action == Action::None
                ? tr("<%1> inside <%2 element_id='%3'> has no action; give it action=\"add\", "
                     "\"modify\", \"remove\" or \"replace\" (or put the action on <%2>). This "
                     "child is skipped.")
                      .arg(str(c->Name()), str(p->Name()), elementId)
                : tr("unknown action '%1' on <%2> inside <%3 element_id='%4'>: use add, modify, "
                     "remove or replace. This child is skipped.")
                      .arg(str(actionText), str(c->Name()), str(p->Name()), elementId);
            m_ctx.error(c, what);
            continue;
        }
        XMLElement *e = nullptr;
        if (action == Action::Remove || action == Action::Modify || action == Action::Replace) {
            e = findChild(target, c, action == Action::Modify);
            if (!e) {
                m_ctx.error(c,
                    tr("%1 has no %2 to %3; this child is skipped.")
                        .arg(describe(target), describe(c), str(actionText)));
                continue;
            }
            if (action == Action::Remove) {
                remove(c, e);
                continue;
            }
            if (action == Action::Modify) {
                modify(c, e);
                continue;
            }
            if (e->Attribute("name") && requiresName(e->Name()) && !c->Attribute("name")) {
                m_ctx.error(c,
                    tr("the replacement for %1 has no name; add name=\"…\". This "
                       "child is skipped.")
                        .arg(describe(e)));
                continue;
            }
        }
        if (isNamespaced(c->Name())) {
            m_ctx.error(c,
                tr("<%1> is not an SDFormat child of <%2>, so it cannot be added or "
                   "replaced child by child; add it with the element that holds it. "
                   "This child is skipped.")
                    .arg(str(c->Name()), str(p->Name())));
            continue;
        }
        if (action == Action::Add)
            target->InsertEndChild(copyOf(c));
        else
            replace(c, e);
    }
}

void Applier::pushDown(const XMLElement *p, XMLElement *include, const QString &rest) const
{
    XMLElement *params = findIncludeParams(include);
    if (!params)
        params = include->InsertNewChildElement("experimental:params");
    XMLElement *copy = p->DeepClone(&m_doc)->ToElement();
    copy->SetAttribute("element_id", rest.toUtf8().constData());
    params->InsertEndChild(copy);
}

} // namespace

const XMLElement *findIncludeParams(const XMLElement *include)
{
    for (const XMLElement *e = include->FirstChildElement(); e; e = e->NextSiblingElement()) {
        const char *colon = std::strchr(e->Name(), ':');
        if (colon && std::strcmp(colon, ":params") == 0)
            return e;
    }
    return nullptr;
}

XMLElement *findIncludeParams(XMLElement *include)
{
    return const_cast<XMLElement *>(findIncludeParams(static_cast<const XMLElement *>(include)));
}

void applyIncludeParams(const ReadContext &ctx, const XMLElement *params, XMLElement *model)
{
    if (!params || !model)
        return;
    Applier applier(ctx, model);
    for (const XMLElement *p = params->FirstChildElement(); p; p = p->NextSiblingElement())
        applier.apply(p);
}

} // namespace robostage::sdf
