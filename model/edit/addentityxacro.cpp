// AddEntity on a xacro document (issue 18): the element planned on the expanded URDF is written
// into the xacro source, inside the source element its parent was expanded from (xacro::Origin),
// so that the next expansion has it. Follows the xacro semantics of ROS's xacro (ros2 branch,
// wiki "xacro"): an element written outside any macro, or in a macro body expanded once, is
// copied to the output as written; a macro body expanded several times would add the element to
// every expansion, so that is refused.

#include "addentityprivate.h"
#include "xacrowriter.h"
#include "xmlpatch.h"

#include <tinyxml2.h>

namespace robostage::edit {

namespace {

/// The `index`-th element (0-based, document order) of `doc`, or null.
const tinyxml2::XMLElement *nthElement(const tinyxml2::XMLDocument &doc, int index)
{
    const tinyxml2::XMLElement *e = doc.RootElement();
    for (int i = 0; e && i < index; ++i) {
        // Document order: first child, else the next sibling of the nearest ancestor with one.
        if (const tinyxml2::XMLElement *child = e->FirstChildElement()) {
            e = child;
            continue;
        }
        while (e && !e->NextSiblingElement())
            e = e->Parent() ? e->Parent()->ToElement() : nullptr;
        e = e ? e->NextSiblingElement() : nullptr;
    }
    return e;
}

} // namespace

bool xacroAddDiffs(EditSession &session, const AddPlan &plan, std::vector<FileDiff> &out,
    QStringList &notes, QString *error)
{
    const xacro::Expansion &expansion = *session.document().xacroExpansion();
    const auto found = expansion.origins.constFind(plan.parent);
    if (found == expansion.origins.constEnd()) {
        *error = QCoreApplication::translate(
            "robostage::edit", "the element to add to has no element in the xacro source");
        return false;
    }
    const xacro::Origin origin = *found;
    const QString where = expansion.describe(origin);
    if (const int uses = macroExpansions(expansion, origin.call); uses > 1) {
        *error = QCoreApplication::translate("robostage::edit",
            "%1: the element to add to is written in macro '%2', which is expanded %3 "
            "times; adding there would add to every expansion. Add it in the xacro "
            "source by hand, or to an element outside the macro")
                     .arg(where, expansion.calls[size_t(origin.call)].macro)
                     .arg(uses);
        return false;
    }
    const QString path = expansion.files.value(origin.file);
    const int index = session.fileIndex(path);
    const QByteArray bytes = session.bytes(path);
    tinyxml2::XMLDocument source;
    if (index < 0
        || source.Parse(bytes.constData(), size_t(bytes.size())) != tinyxml2::XML_SUCCESS) {
        *error = QCoreApplication::translate(
            "robostage::edit", "%1: the xacro source cannot be read again")
                     .arg(where);
        return false;
    }
    const tinyxml2::XMLElement *parent = nthElement(source, origin.element);
    // After the same sibling as in the expansion when it is written beside it, else last.
    const tinyxml2::XMLElement *after = nullptr;
    if (plan.after) {
        const xacro::Origin o = expansion.origins.value(plan.after);
        const tinyxml2::XMLElement *e = o.file == origin.file && o.call == origin.call
            ? nthElement(source, o.element)
            : nullptr;
        after = e && e->Parent() == parent ? e : nullptr;
    }
    XmlPatch patch(bytes, source);
    if (!parent || !patch.appendChild(parent, plan.snippet, after)) {
        *error = QStringLiteral("%1: %2").arg(where, patch.error());
        return false;
    }
    QString malformed;
    if (!patch.checkWellFormed(&malformed)) {
        *error = QCoreApplication::translate("robostage::edit",
            "%1: the edit would make the file malformed (%2); it was not applied")
                     .arg(path, malformed);
        return false;
    }
    out.push_back(diffBytes(index, bytes, patch.apply()));
    notes << QCoreApplication::translate("robostage::edit", "written into the xacro source at %1")
                 .arg(where);
    return true;
}

} // namespace robostage::edit
