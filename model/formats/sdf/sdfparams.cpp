#include "sdfparams.h"

#include "sdfparamrules.h"

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
using namespace params;

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::sdf", text);
}

QString str(const char *text)
{
    return text ? QString::fromUtf8(text) : QString();
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
