#include "xacroedit.h"

#include "xmlpatch.h"
#include "xmlscan.h"

#include <tinyxml2.h>

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace robostage::edit {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

/// XML attribute/text bytes as written → text (the five predefined entities and character
/// references).
QString decodeXml(const QByteArray &raw)
{
    QString text = QString::fromUtf8(raw);
    static const QRegularExpression reference(QStringLiteral("&(#x[0-9a-fA-F]+|#[0-9]+|\\w+);"));
    QString out;
    int last = 0;
    for (auto it = reference.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        out += QStringView(text).mid(last, m.capturedStart() - last);
        const QString name = m.captured(1);
        if (name.startsWith(QLatin1String("#x")))
            out += QChar(char16_t(name.mid(2).toUInt(nullptr, 16)));
        else if (name.startsWith(QLatin1Char('#')))
            out += QChar(char16_t(name.mid(1).toUInt()));
        else if (name == QLatin1String("amp"))
            out += QLatin1Char('&');
        else if (name == QLatin1String("lt"))
            out += QLatin1Char('<');
        else if (name == QLatin1String("gt"))
            out += QLatin1Char('>');
        else if (name == QLatin1String("quot"))
            out += QLatin1Char('"');
        else if (name == QLatin1String("apos"))
            out += QLatin1Char('\'');
        else
            out += m.captured(0);
        last = m.capturedEnd();
    }
    return out + text.mid(last);
}

void collect(const tinyxml2::XMLElement *e, std::vector<const tinyxml2::XMLElement *> &out)
{
    for (; e; e = e->NextSiblingElement()) {
        out.push_back(e);
        collect(e->FirstChildElement(), out);
    }
}

QString textOf(const tinyxml2::XMLElement *e)
{
    QString text;
    for (const tinyxml2::XMLNode *n = e->FirstChild(); n; n = n->NextSibling()) {
        if (n->ToText())
            text += QString::fromUtf8(n->Value());
    }
    return text;
}

/// One byte replacement in one source file.
struct Replacement
{
    QString path;
    int offset = 0;
    int length = 0;
    QByteArray bytes;
};

/// Writes value edits into xacro sources; see writeXacroEdits().
class Writer
{
public:
    Writer(const xacro::Expansion &expansion, SharedEdit shared,
        const std::function<QByteArray(const QString &)> &bytesOf,
        EditResult::SharedQuestion *question)
        : m_expansion(expansion)
        , m_shared(shared)
        , m_bytesOf(bytesOf)
        , m_question(question)
    {
    }

    bool add(const ExpandedValueEdit &edit, QString *error)
    {
        const auto found = m_expansion.origins.constFind(edit.element);
        if (found == m_expansion.origins.constEnd()) {
            *error = tr("this element of the xacro expansion has no source element");
            return false;
        }
        const xacro::Origin origin = *found;
        const QString path = m_expansion.files.value(origin.file);
        const ScannedElement *source = element(path, origin.element, error);
        if (!source)
            return false;
        const QString where = m_expansion.describe(origin);
        if (edit.attribute.isEmpty())
            return addText(*source, path, origin, edit.value, where, error);
        const ScannedAttribute *attribute = source->attribute(edit.attribute.toUtf8());
        if (!attribute) {
            *error = tr("%1: the attribute %2 is not written on this element in the xacro "
                        "source (it comes from xacro:attribute or a block); edit it there")
                         .arg(where, edit.attribute);
            return false;
        }
        const auto refs = m_expansion.provenance.value(edit.element).value(edit.attribute);
        return writeValue(Place {path, attribute->valueBegin, attribute->valueEnd, origin.call,
                              where, edit.attribute},
            edit.old, edit.value, refs, error);
    }

private:
    /// An attribute value in a xacro source: its bytes [begin, end) in `path`, the macro call
    /// its element was expanded in, and "FILE:LINE …" for messages.
    struct Place
    {
        QString path;
        int begin = 0;
        int end = 0;
        int call = -1;
        QString where;
        QString attribute;
    };

    /// Makes the value written at `place` (which expands to `old`) expand to `value`: literal
    /// tokens are replaced, a `${name}` token changes the definition of `name`.
    bool writeValue(const Place &place, const QString &old, const QString &value,
        const QHash<QString, std::shared_ptr<xacro::Definition>> &refs, QString *error)
    {
        const QByteArray raw = scanned(place.path).mid(place.begin, place.end - place.begin);
        const QString written = decodeXml(raw);
        if (!written.contains(QLatin1Char('$'))) {
            if (!allowMacroBody(place.call, place.where, error))
                return false;
            return replace(place.path, place.begin, place.end, value);
        }
        static const QRegularExpression whole(
            QStringLiteral("^\\s*\\$\\{\\s*([^\\W\\d]\\w*)\\s*\\}\\s*$"));
        if (const auto m = whole.match(written); m.hasMatch())
            return writeDefinition(place, m.captured(1), refs, value, error);
        // Token by token ("0 0 ${z}"): each token a literal or one `${name}`.
        static const QRegularExpression token(QStringLiteral("\\S+"));
        std::vector<std::pair<int, QString>> sourceTokens;
        for (auto it = token.globalMatch(written); it.hasNext();) {
            const auto t = it.next();
            sourceTokens.emplace_back(int(t.capturedStart()), t.captured());
        }
        const QStringList oldTokens
            = old.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        const QStringList newTokens
            = value.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        static const QRegularExpression single(
            QStringLiteral("^\\$\\{\\s*([^\\W\\d]\\w*)\\s*\\}$"));
        const bool plain = !raw.contains('&'); // token offsets in `written` are byte offsets
        bool tokenwise = plain && size_t(oldTokens.size()) == sourceTokens.size()
            && oldTokens.size() == newTokens.size();
        for (const auto &[offset, text] : sourceTokens) {
            if (text.contains(QLatin1Char('$')) && !single.match(text).hasMatch())
                tokenwise = false;
        }
        if (!tokenwise) {
            *error = tr("%1: %2=\"%3\" is computed by an expression; change the expression in "
                        "the xacro file (the value would be %4)")
                         .arg(place.where, place.attribute, written, value);
            return false;
        }
        for (size_t i = 0; i < sourceTokens.size(); ++i) {
            const auto &[offset, text] = sourceTokens[i];
            if (oldTokens[int(i)] == newTokens[int(i)])
                continue;
            if (const auto m = single.match(text); m.hasMatch()) {
                if (!writeDefinition(place, m.captured(1), refs, newTokens[int(i)], error))
                    return false;
                continue;
            }
            if (!allowMacroBody(place.call, place.where, error))
                return false;
            const int at = place.begin + int(QStringView(written).left(offset).toUtf8().size());
            if (!replace(place.path, at, at + int(text.toUtf8().size()), newTokens[int(i)]))
                return false;
        }
        return true;
    }

    /// Makes `name`, used at `use`, take `value`: changes its definition, or with
    /// SharedEdit::Instance writes the literal value at the use when the definition is
    /// shared.
    bool writeDefinition(const Place &use, const QString &name,
        const QHash<QString, std::shared_ptr<xacro::Definition>> &refs, const QString &value,
        QString *error)
    {
        const std::shared_ptr<xacro::Definition> d = refs.value(name);
        if (!d) {
            *error = tr("%1: '%2' in %3 is not a property or macro parameter of the xacro "
                        "file (a built-in or a namespace); change the xacro file")
                         .arg(use.where, name, use.attribute);
            return false;
        }
        const QString definitionWhere
            = QStringLiteral("%1:%2").arg(m_expansion.files.value(d->file)).arg(d->line)
            + m_expansion.callChain(d->call);
        if (d->attribute.isEmpty()) {
            *error = tr("%1: the value is the default of parameter '%2' (%3); pass the "
                        "parameter in the macro call to change it")
                         .arg(use.where, d->name, definitionWhere);
            return false;
        }
        if (d->uses > 1 && m_shared != SharedEdit::Definition) {
            if (m_shared == SharedEdit::Instance) {
                if (!allowMacroBody(use.call, use.where, error))
                    return false;
                return replaceToken(use, name, value, error);
            }
            *error = tr("%1: the value comes from '%2' (%3), which is used %4 times. Choose "
                        "to change the definition (--shared definition) or only this value "
                        "(--shared instance).")
                         .arg(use.where, d->name, definitionWhere)
                         .arg(d->uses);
            if (m_question) {
                m_question->asked = true;
                m_question->definitionUses = d->uses;
                m_question->instancePossible = true;
                m_question->definitionWhere = definitionWhere;
            }
            return false;
        }
        const QString path = m_expansion.files.value(d->file);
        const ScannedElement *definition = element(path, d->element, error);
        if (!definition)
            return false;
        const ScannedAttribute *attribute = definition->attribute(d->attribute.toUtf8());
        if (!attribute) {
            *error = tr("%1: '%2' is defined at %3 without an attribute to edit")
                         .arg(use.where, d->name, definitionWhere);
            return false;
        }
        const QString written = decodeXml(
            scanned(path).mid(attribute->valueBegin, attribute->valueEnd - attribute->valueBegin));
        const bool quoted = written.size() >= 2 && written.startsWith(QLatin1Char('\''))
            && written.endsWith(QLatin1Char('\''));
        if (quoted) { // a quoted property value ('…') keeps its quotes
            if (!allowMacroBody(d->call, definitionWhere, error))
                return false;
            return replace(path, attribute->valueBegin, attribute->valueEnd,
                QLatin1Char('\'') + value + QLatin1Char('\''));
        }
        if (written.contains(QLatin1Char('$')) && m_depth >= 16) {
            *error = tr("%1: '%2' is defined through too many other names").arg(use.where, name);
            return false;
        }
        ++m_depth;
        const bool ok = writeValue(Place {path, attribute->valueBegin, attribute->valueEnd, d->call,
                                       definitionWhere, d->attribute},
            QString(), value, d->references, error);
        --m_depth;
        return ok;
    }

    /// Replaces the `${name}` token of the value at `use` with `value`.
    bool replaceToken(const Place &use, const QString &name, const QString &value, QString *error)
    {
        const QByteArray raw = scanned(use.path).mid(use.begin, use.end - use.begin);
        const QRegularExpression reference(
            QStringLiteral("\\$\\{\\s*%1\\s*\\}").arg(QRegularExpression::escape(name)));
        const QString text = QString::fromUtf8(raw);
        const auto m = reference.match(text);
        if (!m.hasMatch()) {
            *error = tr("%1: cannot find ${%2} in %3").arg(use.where, name, use.attribute);
            return false;
        }
        const int at = use.begin + int(QStringView(text).left(m.capturedStart()).toUtf8().size());
        return replace(use.path, at, at + int(m.captured().toUtf8().size()), value);
    }

public:
    void result(QHash<QString, QByteArray> &changed) const
    {
        std::vector<Replacement> sorted = m_replacements;
        std::sort(sorted.begin(), sorted.end(),
            [](const Replacement &a, const Replacement &b) { return a.offset > b.offset; });
        for (const Replacement &r : sorted) {
            if (!changed.contains(r.path))
                changed.insert(r.path, m_bytesOf(r.path));
            changed[r.path].replace(r.offset, r.length, r.bytes);
        }
    }

private:
    const QByteArray &scanned(const QString &path)
    {
        if (!m_bytes.contains(path))
            m_bytes.insert(path, m_bytesOf(path));
        return m_bytes[path];
    }

    const ScannedElement *element(const QString &path, int ordinal, QString *error)
    {
        if (!m_scans.contains(path))
            m_scans.insert(path, scanXml(scanned(path)));
        const XmlScan &scan = m_scans[path];
        if (!scan.ok() || ordinal < 0 || ordinal >= int(scan.elements.size())) {
            *error = tr("%1: cannot locate the element in the xacro source (%2)")
                         .arg(path, scan.ok() ? tr("the file changed") : scan.error);
            return nullptr;
        }
        return &scan.elements[size_t(ordinal)];
    }

    /// True when a value written inside the body of the macro expanded as `call` may change:
    /// the macro is expanded once, or the user chose to change the definition.
    bool allowMacroBody(int call, const QString &where, QString *error)
    {
        if (call < 0)
            return true;
        const QString macro = m_expansion.calls[size_t(call)].macro;
        const auto uses = std::count_if(m_expansion.calls.begin(), m_expansion.calls.end(),
            [&](const xacro::MacroCall &c) { return c.macro == macro; });
        if (uses <= 1 || m_shared == SharedEdit::Definition)
            return true;
        *error = tr("%1: the value is written in macro '%2', which is expanded %3 times: "
                    "changing it there changes every expansion. Choose to change the "
                    "definition (--shared definition), or pass the value as a macro parameter.")
                     .arg(where, macro)
                     .arg(uses);
        if (m_question) {
            m_question->asked = true;
            m_question->definitionUses = int(uses);
            m_question->instancePossible = false;
            m_question->instanceRefusal = tr("a value written in a macro body cannot yet be "
                                             "given to one expansion alone");
            m_question->definitionWhere = where;
        }
        return false;
    }

    bool addText(const ScannedElement &source, const QString &path, const xacro::Origin &origin,
        const QString &value, const QString &where, QString *error)
    {
        const QByteArray content
            = scanned(path).mid(source.startTagEnd, source.endTagBegin - source.startTagEnd);
        if (content.contains('<') || content.contains('$') || source.selfClosing) {
            *error = tr("%1: the text of this element is not a literal in the xacro source; "
                        "edit it there")
                         .arg(where);
            return false;
        }
        if (!allowMacroBody(origin.call, where, error))
            return false;
        const QByteArray trimmed = content.trimmed();
        const int lead = int(content.indexOf(trimmed.isEmpty() ? content : trimmed));
        return replace(path, source.startTagEnd + std::max(lead, 0),
            source.startTagEnd + std::max(lead, 0) + int(trimmed.size()), value);
    }

    bool replace(const QString &path, int begin, int end, const QString &value)
    {
        for (const Replacement &r : m_replacements) {
            if (r.path == path && r.offset == begin && r.length == end - begin) {
                if (r.bytes == escapeXml(value))
                    return true; // the same place reached twice with one value
                m_conflict = tr("two edited values are written at the same place of %1 with "
                                "different values; edit them one at a time")
                                 .arg(path);
                return false;
            }
        }
        m_replacements.push_back({path, begin, end - begin, escapeXml(value)});
        return true;
    }

    const xacro::Expansion &m_expansion;
    SharedEdit m_shared;
    const std::function<QByteArray(const QString &)> &m_bytesOf;
    EditResult::SharedQuestion *m_question;
    QHash<QString, QByteArray> m_bytes;
    QHash<QString, XmlScan> m_scans;
    std::vector<Replacement> m_replacements;
    int m_depth = 0;

public:
    QString m_conflict; ///< why replace() refused, when it did
};

} // namespace

bool expandedValueEdits(const tinyxml2::XMLDocument &expanded, const QByteArray &patched,
    std::vector<ExpandedValueEdit> &edits, QString *error)
{
    tinyxml2::XMLDocument after(true, tinyxml2::PRESERVE_WHITESPACE);
    if (after.Parse(patched.constData(), size_t(patched.size())) != tinyxml2::XML_SUCCESS) {
        *error = tr("the edit would make the expanded document malformed");
        return false;
    }
    std::vector<const tinyxml2::XMLElement *> a, b;
    collect(expanded.RootElement(), a);
    collect(after.RootElement(), b);
    if (a.size() != b.size()) {
        *error = tr("adding or removing elements of a xacro document is not supported yet; "
                    "edit the xacro file, or convert it to URDF first");
        return false;
    }
    for (size_t i = 0; i < a.size(); ++i) {
        if (QByteArray(a[i]->Name()) != b[i]->Name()) {
            *error = tr("renaming elements of a xacro document is not supported");
            return false;
        }
        for (const tinyxml2::XMLAttribute *at = b[i]->FirstAttribute(); at; at = at->Next()) {
            const char *old = a[i]->Attribute(at->Name());
            if (!old) {
                *error = tr("adding the attribute %1 to a xacro document is not supported yet")
                             .arg(QString::fromUtf8(at->Name()));
                return false;
            }
            if (QByteArray(old) != at->Value()) {
                edits.push_back({a[i], QString::fromUtf8(at->Name()), QString::fromUtf8(old),
                    QString::fromUtf8(at->Value())});
            }
        }
        for (const tinyxml2::XMLAttribute *at = a[i]->FirstAttribute(); at; at = at->Next()) {
            if (!b[i]->Attribute(at->Name())) {
                *error = tr("removing an attribute of a xacro document is not supported");
                return false;
            }
        }
        // The printed bytes indent the document anew: compare text without its white space.
        if (textOf(a[i]).simplified() != textOf(b[i]).simplified())
            edits.push_back({a[i], QString(), textOf(a[i]).trimmed(), textOf(b[i]).trimmed()});
    }
    return true;
}

bool writeXacroEdits(const xacro::Expansion &expansion, const std::vector<ExpandedValueEdit> &edits,
    SharedEdit shared, const std::function<QByteArray(const QString &)> &bytesOf,
    QHash<QString, QByteArray> &changed, QString *error, EditResult::SharedQuestion *question)
{
    Writer writer(expansion, shared, bytesOf, question);
    for (const ExpandedValueEdit &edit : edits) {
        if (!writer.add(edit, error)) {
            if (error->isEmpty())
                *error = writer.m_conflict;
            return false;
        }
    }
    writer.result(changed);
    return true;
}

} // namespace robostage::edit
