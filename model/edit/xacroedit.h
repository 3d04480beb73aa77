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
// - a value computed by an expression (`${0.1575*reflect + off}`, a property read from YAML)
//   changes the one number that carries it linearly: a literal of the expression, of a
//   definition it reads, a YAML scalar, else a term appended to the expression, each checked
//   by expanding again (xacrosolve.cpp, issue 31); when none carries it the edit is refused,
//   naming the expression and its FILE:LINE, with EditResult::ComputedValue filled so that the
//   user can type a new expression.
// - a missing attribute (`rpy`) is added to the xacro element the expanded one comes from, and
//   a missing element without children (`<origin>`) as its first child, indented as its
//   siblings; inside a macro expanded several times only with SharedEdit::Definition.
// Removing or renaming elements and attributes is refused.

#include "editsession.h"

#include <QHash>

#include <functional>

namespace tinyxml2 {
class XMLDocument;
class XMLElement;
} // namespace tinyxml2

namespace robostage::edit {

/// One change of the expanded document: `attribute` of `element` (empty: its text) changed
/// from `old` to `value`; or (NewAttribute) `attribute` added to `element` with `value`; or
/// (NewChild) an element without children added to `element`, `value` holding its XML as
/// tinyxml2 prints it compactly (`<origin xyz="…" rpy="…"/>`).
struct ExpandedValueEdit
{
    enum class Kind { Value, NewAttribute, NewChild };
    const tinyxml2::XMLElement *element = nullptr;
    QString attribute;
    QString old; ///< the value before the edit
    QString value;
    Kind kind = Kind::Value;
};

/// The changes between the expanded DOM `expanded` and `patched` (the expanded document's bytes
/// with an XmlPatch applied). False with `error` when elements were removed or renamed, an
/// attribute removed, or an added element has children.
bool expandedValueEdits(const tinyxml2::XMLDocument &expanded, const QByteArray &patched,
    std::vector<ExpandedValueEdit> &edits, QString *error);

/// The first difference between the expanded documents `expected` (the expansion with the
/// edit applied to it) and `actual` (the sources with the edit written, expanded again): element
/// names in document order, attribute values and element text, numbers compared as numbers
/// (within 1e-9, relative above 1). Empty when they agree.
QString expansionDifference(
    const tinyxml2::XMLDocument &expected, const tinyxml2::XMLDocument &actual);

/// Expands the document again with the sources in `overrides` (absolute path → bytes) read from
/// there and every other file as the session holds it, with the document's arguments; for
/// checking a solved value. Its Expansion::xml is null when the expansion fails.
using Reexpander = std::function<xacro::Expansion(const QHash<QString, QByteArray> &overrides)>;

/// Writes `edits` into the xacro sources of `expansion`. `bytesOf(path)` gives a source's
/// current bytes; the new bytes of each changed source go to `changed` (path → bytes).
/// False with `error` (and `question` filled when a SharedEdit choice would allow it,
/// `computed` when the value is computed by an expression that no number carries). Without
/// `reexpand`, values computed by expressions are refused. `notes` gets where solved values
/// were written (XacroWriter::notes).
bool writeXacroEdits(const xacro::Expansion &expansion, const std::vector<ExpandedValueEdit> &edits,
    SharedEdit shared, const std::function<QByteArray(const QString &)> &bytesOf,
    QHash<QString, QByteArray> &changed, QString *error, EditResult::SharedQuestion *question,
    EditResult::ComputedValue *computed = nullptr, const Reexpander &reexpand = {},
    QStringList *notes = nullptr);

} // namespace robostage::edit
