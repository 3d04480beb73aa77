#pragma once

// Helpers of PasteEntity (entityclipboard.h), internal to model/edit: free names for a pasted
// copy, renaming inside copied SDFormat elements, and the snippet form XmlPatch inserts.

#include "entityclipboard.h"

#include <QHash>

#include <functional>

namespace robostage::edit {

/// `name` when `taken` says no, else `NAME_copy`, `NAME_copy2`, … (as Duplicate names).
QString freeName(const QString &name, const std::function<bool(const QString &)> &taken);

/// The copied SDFormat element `bytes` with its name and its references renamed by `names`
/// (old → new; a reference to a frame in a renamed entity, `old::x`, follows): `relative_to`,
/// `attached_to`, `expressed_in`, `<pose frame>` and, of a joint, `<parent>`, `<child>` and
/// `<mimic joint>` (SDFormat 1.8 name scoping: they resolve in the pasted element's scope).
/// An `<include>` is renamed by its `<name>` (added when missing). Empty when `bytes` is not
/// one element.
QByteArray renameSdfCopy(const QByteArray &bytes, const QHash<QString, QString> &names);

/// A dedented element (CopiedEntity::elements) in XmlPatch::insertChild()'s snippet form: each
/// indentation step of its inner lines (the smallest indentation there) one leading '\t'.
QByteArray toSnippet(const QByteArray &element);

/// SDFormat links and joints converted from a URDF link subtree (`copied`, several elements),
/// for the model `scope`: every name made free there (the top link named `name`), the references
/// between them following, and the top joint hanging from `parentLink` (empty: the model's link
/// named like copied.parentLink, else its first link). Empty and `error` when the model has no
/// link to hang from.
QByteArray sdfLinkTree(const Document &doc, const CopiedEntity &copied, const QString &scope,
    const QString &name, const QString &parentLink, QString *error);

} // namespace robostage::edit
