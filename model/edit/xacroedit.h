#pragma once

// Editing a xacro document: an edit made on the expanded URDF (an XmlPatch of the generated
// DOM, as for any URDF) is written back into the xacro source where the value is written
// (issue 16, "Editing the xacro source"):
// - a literal attribute in the xacro source is replaced;
// - an attribute written exactly `${name}` changes the definition of `name` (the
//   `xacro:property` value, or the attribute of the macro call that passed the parameter)
//   when that definition serves this value only; when it serves others too, SharedEdit says
//   whether the definition changes (every use) or this attribute gets the literal value;
// - a literal inside a macro body that is expanded more than once: SharedEdit::Definition
//   changes it there (every expansion); SharedEdit::Instance makes it a new parameter of the
//   macro, declared with the old value as its default, and passes the new value in this
//   expansion's call (xacroparams.cpp); otherwise it is refused with the question;
// - the default of a macro parameter: changed in the macro's `params`, or with
//   SharedEdit::Instance (when other calls take the default too) passed in this call;
// - a value computed by an expression is refused, naming the expression and its FILE:LINE,
//   with EditResult::ComputedValue filled so that the user can type a new expression.
// Only attribute and text values can change: adding or removing elements is refused.

#include "editsession.h"

#include <QHash>

#include <functional>

namespace tinyxml2 {
class XMLDocument;
class XMLElement;
} // namespace tinyxml2

namespace robostage::edit {

/// One changed value of the expanded document: `attribute` of `element` (empty: its text).
struct ExpandedValueEdit
{
    const tinyxml2::XMLElement *element = nullptr;
    QString attribute;
    QString old; ///< the value before the edit
    QString value;
};

/// The values that differ between the expanded DOM `expanded` and `patched` (the expanded
/// document's bytes with an XmlPatch applied). False with `error` when elements were added,
/// removed or renamed.
bool expandedValueEdits(const tinyxml2::XMLDocument &expanded, const QByteArray &patched,
    std::vector<ExpandedValueEdit> &edits, QString *error);

/// Writes `edits` into the xacro sources of `expansion`. `bytesOf(path)` gives a source's
/// current bytes; the new bytes of each changed source go to `changed` (path → bytes).
/// False with `error` (and `question` filled when a SharedEdit choice would allow it,
/// `computed` when the value is computed by an expression).
bool writeXacroEdits(const xacro::Expansion &expansion, const std::vector<ExpandedValueEdit> &edits,
    SharedEdit shared, const std::function<QByteArray(const QString &)> &bytesOf,
    QHash<QString, QByteArray> &changed, QString *error, EditResult::SharedQuestion *question,
    EditResult::ComputedValue *computed = nullptr);

} // namespace robostage::edit
