// Where a SimRobot edit writes each attribute, and the "this instance or the shared definition"
// choice (simrobot-scene-description.md, "The ref Attribute" and "Structure of a Scene
// Description File": included files' definitions are shared the same way).

#include "edithelpers.h"
#include "simrobotedits.h"

#include <functional>

namespace robostage::edit::simrobotedit {

namespace {

using simrobot::Instance;
using tinyxml2::XMLElement;

void forEachInstance(const Instance &i, const std::function<void(const Instance &)> &f)
{
    f(i);
    for (const auto &c : i.children)
        forEachInstance(*c, f);
}

/// Where attribute `name` of `childTag` (empty: of the instance itself) of an instance is
/// written, or where it would be added.
struct Target
{
    enum Mode {
        Set, ///< the attribute is written on `element`
        Add, ///< it is absent: added to `element` (the child, or the instance's element)
        Insert, ///< the instance has no such child: a new child of `element`
    } mode
        = Set;
    const XMLElement *element = nullptr;
    int file = -1;
    const simrobot::InstanceAttribute *attribute = nullptr;

    bool operator==(const Target &o) const { return mode == o.mode && element == o.element; }
};

Target targetOf(const Instance &x, const QByteArray &childTag, const QByteArray &name)
{
    const Instance *owner = &x;
    if (!childTag.isEmpty()) {
        owner = x.child(childTag.constData());
        if (!owner)
            return {Target::Insert, x.element, x.file, nullptr};
    }
    if (const simrobot::InstanceAttribute *a = owner->attribute(name.constData()))
        return {Target::Set, a->element, a->file, a};
    return {Target::Add, owner->element, owner->file, nullptr};
}

/// True when `t` is written in `x`'s own element or in the child written inside it.
bool isOwn(const Instance &x, const QByteArray &childTag, const Target &t)
{
    if (childTag.isEmpty() || t.mode == Target::Insert)
        return t.element == x.element;
    const Instance *c = x.child(childTag.constData());
    return c && t.element == c->element && c->element->Parent() == x.element;
}

QString whereElement(const Document &doc, const XMLElement *e, int file)
{
    return where(doc, {const_cast<XMLElement *>(e), file, e->GetLineNum()});
}

QByteArray attributeText(const QByteArray &name, const QString &value)
{
    return ' ' + name + "=\"" + escapeXml(value) + '"';
}

/// `<Tag a="…" …/>`: the attributes of `copyOf` (as written, `ref` included) with `values`
/// replacing or added to them.
QByteArray childElement(
    const QByteArray &tag, const XMLElement *copyOf, const std::vector<AttributeValue> &values)
{
    QByteArray out = '<' + tag;
    QSet<QByteArray> written;
    for (const tinyxml2::XMLAttribute *a = copyOf ? copyOf->FirstAttribute() : nullptr; a;
         a = a->Next()) {
        const QByteArray name(a->Name());
        QString value = QString::fromUtf8(a->Value());
        for (const AttributeValue &v : values) {
            if (v.name == name)
                value = v.text;
        }
        written.insert(name);
        out += attributeText(name, value);
    }
    for (const AttributeValue &v : values) {
        if (!written.contains(v.name))
            out += attributeText(v.name, v.text);
    }
    return out + "/>";
}

bool writeInstance(const Document &doc, const Instance &x, const ChildEdit &edit, PatchSet &patches,
    EditResult &result)
{
    XmlPatch *patch = patches.patch(x.file, &result.error);
    if (!patch)
        return false;
    bool ok = true;
    const Instance *c = edit.childTag.isEmpty() ? &x : x.child(edit.childTag.constData());
    if (c && (c == &x || c->element->Parent() == x.element)) {
        XmlPatch *own = patches.patch(c->file, &result.error);
        if (!own)
            return false;
        for (const AttributeValue &v : edit.values)
            ok = ok && own->setAttribute(c->element, v.name, escapeXml(v.text));
        patch = own;
    } else if (c && c->element->FirstChildElement()) {
        result.error
            = QCoreApplication::translate("robostage::edit",
                "%1: the <%2> this instance uses is written in a definition and has "
                "child elements; an own <%2> for this instance would drop them. "
                "Change the definition instead.")
                  .arg(whereElement(doc, c->element, c->file), QString::fromUtf8(edit.childTag));
        return false;
    } else {
        ok = patch->insertChild(
            x.element, childElement(edit.childTag, c ? c->element : nullptr, edit.values));
    }
    if (!ok)
        result.error
            = QStringLiteral("%1: %2").arg(whereElement(doc, x.element, x.file), patch->error());
    return ok;
}

bool writeDefinition(const Document &doc, const Instance &x, const ChildEdit &edit,
    PatchSet &patches, EditResult &result)
{
    std::vector<AttributeValue> inserted;
    for (const AttributeValue &v : edit.values) {
        const Target t = targetOf(x, edit.childTag, v.name);
        if (t.mode == Target::Insert) {
            inserted.push_back(v);
            continue;
        }
        XmlPatch *patch = patches.patch(t.file, &result.error);
        if (!patch)
            return false;
        if (!patch->setAttribute(t.element, v.name, escapeXml(v.text))) {
            result.error = QStringLiteral("%1: %2").arg(
                whereElement(doc, t.element, t.file), patch->error());
            return false;
        }
    }
    if (inserted.empty())
        return true;
    XmlPatch *patch = patches.patch(x.file, &result.error);
    if (!patch)
        return false;
    if (!patch->insertChild(x.element, childElement(edit.childTag, nullptr, inserted))) {
        result.error
            = QStringLiteral("%1: %2").arg(whereElement(doc, x.element, x.file), patch->error());
        return false;
    }
    return true;
}

} // namespace

const Instance *instanceOf(const Document &doc, FrameId id)
{
    return doc.simRobotInstance(id);
}

bool planEdits(const Document &doc, const Instance &x, const std::vector<ChildEdit> &edits,
    SharedEdit shared, PatchSet &patches, EditResult &result)
{
    const Instance &root = *doc.simRobotScene();
    int instanceUses = 0;
    forEachInstance(root, [&](const Instance &i) { instanceUses += i.element == x.element; });
    bool ask = false;
    int definitionUses = 0;
    QString definitionWhere;
    for (const ChildEdit &edit : edits) {
        for (const AttributeValue &v : edit.values) {
            const Target t = targetOf(x, edit.childTag, v.name);
            if (t.attribute && t.attribute->written.contains(QLatin1Char('$'))) {
                result.error = QCoreApplication::translate("robostage::edit",
                    "%1: %2=\"%3\" is a placeholder set by a <Set>; change "
                    "the <Set name=\"…\" value=\"…\"/> instead.")
                                   .arg(whereElement(doc, t.element, t.file),
                                       QString::fromUtf8(v.name), t.attribute->written);
                return false;
            }
            int uses = 0;
            forEachInstance(root, [&](const Instance &i) {
                if (targetOf(i, edit.childTag, v.name) == t)
                    ++uses;
            });
            if (!isOwn(x, edit.childTag, t) || uses > 1) {
                ask = true;
                if (uses >= definitionUses) {
                    definitionUses = std::max(uses, 1);
                    definitionWhere = whereElement(doc, t.element, t.file);
                }
            }
        }
    }
    // The instance's own element may itself be part of a shared definition (a body part
    // inside the NAO definition): then no element belongs to this instance alone.
    const QString ownShared = instanceUses <= 1
        ? QString()
        : QCoreApplication::translate("robostage::edit",
            "this instance's own element (%1) is itself part of a definition that %2 "
            "instances share, so it cannot be changed for this instance only")
              .arg(whereElement(doc, x.element, x.file))
              .arg(instanceUses);
    if (ask && shared == SharedEdit::Ask) {
        result.shared.asked = true;
        result.shared.definitionUses = definitionUses;
        result.shared.definitionWhere = definitionWhere;
        result.shared.instancePossible = instanceUses <= 1;
        result.shared.instanceRefusal = ownShared;
        result.error = QCoreApplication::translate("robostage::edit",
            "the value is written in a shared definition (%1, used by %2 "
            "instance(s)); choose whether to change only this instance or the "
            "shared definition")
                           .arg(definitionWhere)
                           .arg(definitionUses);
        return false;
    }
    const bool instance = ask && shared == SharedEdit::Instance;
    if (instance && instanceUses > 1) {
        result.error = ownShared
            + QCoreApplication::translate(
                "robostage::edit", "; change the shared definition instead.");
        return false;
    }
    for (const ChildEdit &edit : edits) {
        if (edit.values.empty())
            continue;
        if (instance ? !writeInstance(doc, x, edit, patches, result)
                     : !writeDefinition(doc, x, edit, patches, result))
            return false;
    }
    if (ask)
        result.notes << (instance ? QCoreApplication::translate("robostage::edit",
                             "only this instance changes: its own element "
                             "overrides the shared definition (%1)")
                                        .arg(definitionWhere)
                                  : QCoreApplication::translate("robostage::edit",
                                      "the shared definition (%1) changes: %2 instance(s) "
                                      "use it")
                                        .arg(definitionWhere)
                                        .arg(definitionUses));
    return true;
}

} // namespace robostage::edit::simrobotedit
