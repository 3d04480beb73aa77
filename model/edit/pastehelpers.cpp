// Helpers of PasteEntity (pastehelpers.h): free names, renaming inside a copy, snippets.

#include "pastehelpers.h"

#include "addentityprivate.h"
#include "xmlpatch.h"
#include "xmlscan.h"

#include <QRegularExpression>
#include <QSet>

namespace robostage::edit {

QString freeName(const QString &name, const std::function<bool(const QString &)> &taken)
{
    if (!taken(name))
        return name;
    static const QRegularExpression copySuffix(QStringLiteral("_copy\\d*$"));
    const QString base = QString(name).remove(copySuffix);
    QString candidate = base + QStringLiteral("_copy");
    for (int n = 2; taken(candidate); ++n)
        candidate = base + QStringLiteral("_copy%1").arg(n);
    return candidate;
}

QByteArray renameSdfCopy(const QByteArray &bytes, const QHash<QString, QString> &names)
{
    const XmlScan scan = scanXml(bytes);
    if (!scan.ok() || scan.elements.empty())
        return QByteArray();
    struct Edit
    {
        int begin, end;
        QByteArray text;
    };
    std::vector<Edit> edits;
    const ScannedElement &root = scan.elements.front();
    const auto renamed = [&](int begin, int end) -> std::optional<QString> {
        const QString value = QString::fromUtf8(bytes.mid(begin, end - begin)).trimmed();
        const QString head = value.section(QStringLiteral("::"), 0, 0);
        if (!names.contains(head))
            return std::nullopt;
        return names.value(head) + value.mid(head.size());
    };
    const ScannedAttribute *rootName = root.attribute("name");
    const QString oldName = rootName ? QString::fromUtf8(bytes.mid(
                                rootName->valueBegin, rootName->valueEnd - rootName->valueBegin))
                                     : names.keys().value(0);
    bool named = false;
    for (const ScannedElement &e : scan.elements) {
        const bool ownChild = e.parent == 0 && !e.selfClosing;
        if (root.name == "include" && ownChild && e.name == "name") {
            // An <include> is named by its <name> child (include.sdf).
            edits.push_back({e.startTagEnd, e.endTagBegin, escapeXml(names.value(oldName))});
            named = true;
        } else if (root.name == "joint" && ownChild && (e.name == "parent" || e.name == "child")) {
            if (const auto to = renamed(e.startTagEnd, e.endTagBegin))
                edits.push_back({e.startTagEnd, e.endTagBegin, escapeXml(*to)});
        }
        for (const ScannedAttribute &a : e.attributes) {
            const bool reference = a.name == "relative_to" || a.name == "attached_to"
                || a.name == "expressed_in" || (a.name == "frame" && e.name == "pose")
                || (a.name == "joint" && e.name == "mimic");
            if (&e == &root && a.name == "name" && names.contains(oldName))
                edits.push_back({a.valueBegin, a.valueEnd, escapeXml(names.value(oldName))});
            else if (reference) {
                if (const auto to = renamed(a.valueBegin, a.valueEnd))
                    edits.push_back({a.valueBegin, a.valueEnd, escapeXml(*to)});
            }
        }
    }
    if (root.name == "include" && !named && !root.selfClosing)
        edits.push_back({root.startTagEnd, root.startTagEnd,
            "\n  <name>" + escapeXml(names.value(oldName)) + "</name>"});
    std::sort(
        edits.begin(), edits.end(), [](const Edit &a, const Edit &b) { return a.begin > b.begin; });
    QByteArray out = bytes;
    for (const Edit &e : edits)
        out.replace(e.begin, e.end - e.begin, e.text);
    return out;
}

QByteArray toSnippet(const QByteArray &element)
{
    QList<QByteArray> lines = element.split('\n');
    const auto indentOf = [](const QByteArray &line) {
        int n = 0;
        while (n < line.size() && (line[n] == ' ' || line[n] == '\t'))
            ++n;
        return n;
    };
    int unit = 0;
    for (int i = 1; i < lines.size(); ++i) {
        const int n = indentOf(lines[i]);
        if (n > 0 && n < lines[i].size())
            unit = unit == 0 ? n : std::min(unit, n);
    }
    for (int i = 1; i < lines.size() && unit > 0; ++i) {
        const int n = indentOf(lines[i]);
        lines[i] = QByteArray(n / unit, '\t') + lines[i].mid(n / unit * unit);
    }
    return lines.join('\n');
}

QByteArray sdfLinkTree(const Document &doc, const CopiedEntity &copied, const QString &scope,
    const QString &name, const QString &parentLink, QString *error)
{
    EntityInfo model;
    lookupEntity(doc, findEntity(doc, QStringLiteral("model:") + scope, {}, nullptr), model);
    QString attach = parentLink;
    for (size_t i = 0; model.model && attach.isEmpty() && i < model.model->links.size(); ++i) {
        if (model.model->links[i].name == copied.parentLink)
            attach = copied.parentLink;
    }
    if (attach.isEmpty() && model.model && !model.model->links.empty())
        attach = model.model->links.front().name;
    if (attach.isEmpty()) {
        *error = QCoreApplication::translate("robostage::edit",
            "the model '%1' has no link for the pasted link's joint to hang from: add a link "
            "first")
                     .arg(scope);
        return QByteArray();
    }
    QHash<QString, QString> names {{copied.parentLink, attach}};
    QSet<QString> given;
    for (const QByteArray &e : copied.elements) {
        const XmlScan scan = scanXml(e);
        const ScannedAttribute *a = scan.ok() && !scan.elements.empty()
            ? scan.elements.front().attribute("name")
            : nullptr;
        if (!a)
            continue;
        const QString old = QString::fromUtf8(e.mid(a->valueBegin, a->valueEnd - a->valueBegin));
        const FrameKind kind = scan.elements.front().name == "joint" ? FrameKind::Joint
            : scan.elements.front().name == "frame"                  ? FrameKind::Frame
                                                                     : FrameKind::Link;
        const QString fresh = old == copied.name ? name : freeName(old, [&](const QString &n) {
            QString ignored;
            return given.contains(n) || addedNameTaken(doc, kind, scope, n, false, &ignored);
        });
        given.insert(fresh);
        names.insert(old, fresh);
    }
    QByteArray snippet;
    for (const QByteArray &e : copied.elements)
        snippet += (snippet.isEmpty() ? "" : "\n") + toSnippet(renameSdfCopy(e, names));
    return snippet;
}

} // namespace robostage::edit
