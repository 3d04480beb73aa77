// Writing value edits into xacro sources (xacroedit.h; issue 16 "Editing the xacro source").
// The place a value is written is found through the expansion's source map
// (xacro::Expansion::origins and provenance); see the ROS wiki page "xacro" for the meaning
// of properties, macro parameters and their defaults.

#include "xacrowriter.h"

#include "xmlpatch.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>

namespace robostage::edit {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

} // namespace

QString decodeXml(const QByteArray &raw)
{
    QString text = QString::fromUtf8(raw);
    static const QRegularExpression reference(QStringLiteral("&(#x[0-9a-fA-F]+|#[0-9]+|\\w+);"));
    static const QHash<QString, QChar> named {{QStringLiteral("amp"), QLatin1Char('&')},
        {QStringLiteral("lt"), QLatin1Char('<')}, {QStringLiteral("gt"), QLatin1Char('>')},
        {QStringLiteral("quot"), QLatin1Char('"')}, {QStringLiteral("apos"), QLatin1Char('\'')}};
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
        else
            out += named.contains(name) ? QString(named.value(name)) : m.captured(0);
        last = m.capturedEnd();
    }
    return out + text.mid(last);
}

QByteArray attributeBytes(const QString &text, char quote)
{
    QByteArray out = text.toUtf8();
    out.replace('&', "&amp;").replace('<', "&lt;");
    return out.replace(quote, quote == '"' ? "&quot;" : "&apos;");
}

XacroWriter::XacroWriter(const xacro::Expansion &expansion, SharedEdit shared,
    const std::function<QByteArray(const QString &)> &bytesOf, EditResult::SharedQuestion *question,
    EditResult::ComputedValue *computed)
    : m_expansion(expansion)
    , m_shared(shared)
    , m_bytesOf(bytesOf)
    , m_question(question)
    , m_computed(computed)
{
}

bool XacroWriter::add(const ExpandedValueEdit &edit, QString *error)
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
    if (edit.kind == ExpandedValueEdit::Kind::NewChild)
        return addChild(*source, path, origin, edit.value, where, error);
    if (edit.kind == ExpandedValueEdit::Kind::NewAttribute) {
        if (source->attribute(edit.attribute.toUtf8())) {
            *error = tr("%1: the attribute %2 is written on this element in the xacro source but "
                        "not expanded; edit it there")
                         .arg(where, edit.attribute);
            return false;
        }
        return allowMacroBody(origin.call, where,
                   tr("a new attribute cannot become a macro parameter yet"), error)
            && addAttribute(path, *source, edit.attribute, edit.value);
    }
    setTarget(edit.element, edit.attribute);
    if (edit.attribute.isEmpty())
        return addText(*source, path, origin, edit, where, error);
    const ScannedAttribute *attribute = source->attribute(edit.attribute.toUtf8());
    if (!attribute) {
        *error = tr("%1: the attribute %2 is not written on this element in the xacro "
                    "source (it comes from xacro:attribute or a block); edit it there")
                     .arg(where, edit.attribute);
        return false;
    }
    const auto refs = m_expansion.provenance.value(edit.element).value(edit.attribute);
    const QString name = QString::fromUtf8(source->name).section(QLatin1Char(':'), -1);
    return writeValue(Place {path, attribute->valueBegin, attribute->valueEnd, origin.call, where,
                          edit.attribute, name},
        edit.old, edit.value, refs, error);
}

/// Makes the value written at `place` (which expands to `old`) expand to `value`: a literal is
/// replaced, a `${name}` changes the definition of `name`, token by token for values such as
/// `0 0 ${z}`.
bool XacroWriter::writeValue(const Place &place, const QString &old, const QString &value,
    const References &refs, QString *error)
{
    const QByteArray raw = scanned(place.path).mid(place.begin, place.end - place.begin);
    const QString written = decodeXml(raw);
    if (!written.contains(QLatin1Char('$'))) {
        if (place.call >= 0 && expansions(place.call) > 1 && m_shared == SharedEdit::Instance)
            return writeInstanceParameter(place, written, value, error);
        if (!allowMacroBody(place.call, place.where, instanceRefusal(place, written), error))
            return false;
        return replace(place.path, place.begin, place.end, value);
    }
    static const QRegularExpression whole(
        QStringLiteral("^\\s*\\$\\{\\s*([^\\W\\d]\\w*)\\s*\\}\\s*$"));
    if (const auto m = whole.match(written); m.hasMatch())
        return writeDefinition(place, m.captured(1), refs, old, value, error);
    static const QRegularExpression argument(
        QStringLiteral("^\\s*\\$\\(arg\\s+([^\\W\\d][\\w-]*)\\s*\\)\\s*$"));
    if (const auto m = argument.match(written); m.hasMatch())
        return writeArgumentDefault(place, m.captured(1), value, error);
    if (raw.contains('&')) { // token offsets in `written` would not be byte offsets
        refuseComputed(place, written, value, error);
        return false;
    }
    return writeTokens(place, written, old, value, refs, error);
}

namespace {

/// The whitespace-separated tokens of an attribute value as written, with their offsets; a
/// `${…}` (braces and quotes inside it followed) is part of one token even where it holds
/// spaces.
std::vector<std::pair<int, QString>> writtenTokens(const QString &written)
{
    std::vector<std::pair<int, QString>> out;
    int i = 0;
    const int n = int(written.size());
    while (i < n) {
        while (i < n && written[i].isSpace())
            ++i;
        const int start = i;
        while (i < n && !written[i].isSpace()) {
            if (written[i] != QLatin1Char('$') || i + 1 >= n || written[i + 1] != '{') {
                ++i;
                continue;
            }
            int depth = 0;
            QChar quote;
            for (i += 1; i < n; ++i) {
                const QChar c = written[i];
                if (!quote.isNull()) {
                    quote = c == quote ? QChar() : quote;
                } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
                    quote = c;
                } else if (c == QLatin1Char('{')) {
                    ++depth;
                } else if (c == QLatin1Char('}') && --depth == 0) {
                    ++i;
                    break;
                }
            }
        }
        if (i > start)
            out.emplace_back(start, written.mid(start, i - start));
    }
    return out;
}

} // namespace

/// writeValue() of a value written token by token, each a literal, one `${name}` or one
/// `${expression}` (solved by solveComputed()).
bool XacroWriter::writeTokens(const Place &place, const QString &written, const QString &old,
    const QString &value, const References &refs, QString *error)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    static const QRegularExpression single(QStringLiteral("^\\$\\{\\s*([^\\W\\d]\\w*)\\s*\\}$"));
    const std::vector<std::pair<int, QString>> sourceTokens = writtenTokens(written);
    const QStringList oldTokens = old.split(space, Qt::SkipEmptyParts);
    const QStringList newTokens = value.split(space, Qt::SkipEmptyParts);
    bool tokenwise
        = size_t(oldTokens.size()) == sourceTokens.size() && oldTokens.size() == newTokens.size();
    for (const auto &[offset, text] : sourceTokens) {
        if (text.contains(QLatin1Char('$')) && !single.match(text).hasMatch()
            && !(text.startsWith(QLatin1String("${")) && text.endsWith(QLatin1Char('}'))))
            tokenwise = false;
    }
    if (!tokenwise) {
        refuseComputed(place, written, value, error);
        return false;
    }
    const bool outermost = m_target.token < 0;
    for (size_t i = 0; i < sourceTokens.size(); ++i) {
        const auto &[offset, text] = sourceTokens[i];
        if (oldTokens[int(i)] == newTokens[int(i)])
            continue;
        if (outermost && sourceTokens.size() > 1)
            m_target.token = int(i);
        const int at = place.begin + int(QStringView(written).left(offset).toUtf8().size());
        const Place token {place.path, at, at + int(text.toUtf8().size()), place.call, place.where,
            place.attribute, place.element};
        bool ok = true;
        if (const auto m = single.match(text); m.hasMatch()) {
            ok = writeDefinition(
                token, m.captured(1), refs, oldTokens[int(i)], newTokens[int(i)], error);
        } else if (text.contains(QLatin1Char('$'))) {
            const Solve solved
                = solveComputed(token, oldTokens[int(i)], newTokens[int(i)], refs, error);
            refuseUnsolved(solved, place, written, value, error);
            ok = solved == Solve::Solved;
        } else {
            ok = allowMacroBody(place.call, place.where,
                     tr("only a whole literal value can become a macro parameter, and %1 is "
                        "written as \"%2\"")
                         .arg(place.attribute, written),
                     error)
                && replace(place.path, token.begin, token.end, newTokens[int(i)]);
        }
        if (outermost)
            m_target.token = -1;
        if (!ok)
            return false;
    }
    return true;
}

void XacroWriter::refuseUnsolved(
    Solve solved, const Place &place, const QString &written, const QString &value, QString *error)
{
    if (solved == Solve::NotFound) {
        refuseComputed(place, written, value, error);
    } else if (solved == Solve::Shared) {
        QString why; // the shared-edit question's message stays; a new expression is offered too
        refuseComputed(place, written, value, &why);
    }
}

void XacroWriter::refuseComputed(
    const Place &place, const QString &written, const QString &value, QString *error)
{
    *error = tr("%1: %2=\"%3\" is computed by an expression; change the expression in the xacro "
                "file (the value would be %4)")
                 .arg(place.where, place.attribute, written, value);
    if (m_computed) {
        *m_computed = {
            true, place.path, place.begin, place.end, written, place.attribute, place.where, value};
    }
}

/// Makes `name`, used at `use`, take `value`: changes its definition, or with
/// SharedEdit::Instance writes the literal value at the use when the definition is shared.
bool XacroWriter::writeDefinition(const Place &use, const QString &name, const References &refs,
    const QString &old, const QString &value, QString *error)
{
    const std::shared_ptr<xacro::Definition> d = refs.value(name);
    if (!d && m_reexpand) { // a built-in such as pi: solved as an expression
        if (const std::optional<Place> token = tokenOf(use, name)) {
            const Solve solved = solveComputed(*token, old, value, refs, error);
            if (solved != Solve::NotFound) {
                refuseUnsolved(solved, use,
                    decodeXml(scanned(use.path).mid(use.begin, use.end - use.begin)), value, error);
                return solved == Solve::Solved;
            }
        }
    }
    if (!d) {
        *error = tr("%1: '%2' in %3 is not a property or macro parameter of the xacro "
                    "file (a built-in or a namespace); change the xacro file")
                     .arg(use.where, name, use.attribute);
        return false;
    }
    const QString definitionWhere
        = QStringLiteral("%1:%2").arg(m_expansion.files.value(d->file)).arg(d->line)
        + m_expansion.callChain(d->call);
    if (d->kind == xacro::Definition::Kind::Default)
        return writeDefault(use, *d, old, value, error);
    if (d->attribute.isEmpty()) {
        *error = tr("%1: the value of '%2' is forwarded or a block (%3); change it in the xacro "
                    "file")
                     .arg(use.where, d->name, definitionWhere);
        return false;
    }
    if (d->uses > 1 && m_shared != SharedEdit::Definition) {
        if (m_shared == SharedEdit::Instance) {
            if (!allowMacroBody(use.call, use.where,
                    tr("the value is used inside a macro body expanded several times"), error))
                return false;
            return replaceToken(use, name, value, error);
        }
        *error = tr("%1: the value comes from '%2' (%3), which is used %4 times. Choose "
                    "to change the definition (--shared definition) or only this value "
                    "(--shared instance).")
                     .arg(use.where, d->name, definitionWhere)
                     .arg(d->uses);
        if (m_question)
            *m_question = {true, d->uses, true, QString(), definitionWhere};
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
    Place place {path, attribute->valueBegin, attribute->valueEnd, d->call, definitionWhere,
        d->attribute, QString::fromUtf8(definition->name).section(QLatin1Char(':'), -1)};
    if (written.size() >= 2 && written.startsWith(QLatin1Char('\''))
        && written.endsWith(QLatin1Char('\''))) { // a quoted property value ('…') keeps its quotes
        ++place.begin;
        --place.end;
    }
    if (written.contains(QLatin1Char('$')) && m_depth >= 16) {
        *error = tr("%1: '%2' is defined through too many other names").arg(use.where, name);
        return false;
    }
    ++m_depth;
    const bool ok = writeValue(place, old, value, d->references, error);
    --m_depth;
    return ok;
}

std::optional<XacroWriter::Place> XacroWriter::tokenOf(const Place &use, const QString &name)
{
    const QByteArray raw = scanned(use.path).mid(use.begin, use.end - use.begin);
    const QRegularExpression reference(
        QStringLiteral("\\$\\{\\s*%1\\s*\\}").arg(QRegularExpression::escape(name)));
    const QString text = QString::fromUtf8(raw);
    const auto m = reference.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    Place token = use;
    token.begin = use.begin + int(QStringView(text).left(m.capturedStart()).toUtf8().size());
    token.end = token.begin + int(m.captured().toUtf8().size());
    return token;
}

/// Replaces the `${name}` token of the value at `use` with `value`.
bool XacroWriter::replaceToken(
    const Place &use, const QString &name, const QString &value, QString *error)
{
    const std::optional<Place> token = tokenOf(use, name);
    if (!token) {
        *error = tr("%1: cannot find ${%2} in %3").arg(use.where, name, use.attribute);
        return false;
    }
    return replace(use.path, token->begin, token->end, value);
}

bool XacroWriter::addText(const ScannedElement &source, const QString &path,
    const xacro::Origin &origin, const ExpandedValueEdit &edit, const QString &where,
    QString *error)
{
    const QString &value = edit.value;
    const QByteArray content
        = scanned(path).mid(source.startTagEnd, source.endTagBegin - source.startTagEnd);
    if (content.contains('$') && !content.contains('<') && !source.selfClosing && m_reexpand) {
        // Text written with expressions (`<pose>${x} 0 ${h / 2} 0 0 0</pose>`): as an attribute.
        const QByteArray trimmed = content.trimmed();
        const int begin = source.startTagEnd + int(content.indexOf(trimmed));
        const QString name = QString::fromUtf8(source.name).section(QLatin1Char(':'), -1);
        return writeValue(Place {path, begin, begin + int(trimmed.size()), origin.call, where,
                              QStringLiteral("<%1>").arg(name), name},
            edit.old, value, m_expansion.provenance.value(edit.element).value(QString()), error);
    }
    if (content.contains('<') || content.contains('$') || source.selfClosing) {
        *error = tr("%1: the text of this element is not a literal in the xacro source; "
                    "edit it there")
                     .arg(where);
        return false;
    }
    if (!allowMacroBody(origin.call, where,
            tr("only attribute values can become macro parameters, and this is element text"),
            error))
        return false;
    const QByteArray trimmed = content.trimmed();
    const int lead = int(content.indexOf(trimmed.isEmpty() ? content : trimmed));
    return replace(path, source.startTagEnd + std::max(lead, 0),
        source.startTagEnd + std::max(lead, 0) + int(trimmed.size()), value);
}

int macroExpansions(const xacro::Expansion &expansion, int call)
{
    if (call < 0)
        return 1;
    const xacro::MacroCall &c = expansion.calls[size_t(call)];
    return int(std::count_if(
        expansion.calls.begin(), expansion.calls.end(), [&](const xacro::MacroCall &other) {
            return other.macro == c.macro && other.definitionFile == c.definitionFile
                && other.definitionElement == c.definitionElement;
        }));
}

int XacroWriter::expansions(int call) const
{
    return macroExpansions(m_expansion, call);
}

bool XacroWriter::allowMacroBody(
    int call, const QString &where, const QString &instanceRefusal, QString *error)
{
    const int uses = expansions(call);
    if (uses <= 1 || m_shared == SharedEdit::Definition)
        return true;
    const QString macro = m_expansion.calls[size_t(call)].macro;
    if (m_shared == SharedEdit::Instance) {
        *error = tr("%1: the value is written in macro '%2', which is expanded %3 times, and "
                    "cannot be changed for this expansion alone: %4")
                     .arg(where, macro)
                     .arg(uses)
                     .arg(instanceRefusal);
        return false;
    }
    *error = tr("%1: the value is written in macro '%2', which is expanded %3 times: "
                "changing it there changes every expansion. Choose to change the "
                "definition (--shared definition) or only this expansion (--shared instance).")
                 .arg(where, macro)
                 .arg(uses);
    if (m_question)
        *m_question = {true, uses, instanceRefusal.isEmpty(), instanceRefusal, where};
    return false;
}

const QByteArray &XacroWriter::scanned(const QString &path)
{
    if (!m_bytes.contains(path))
        m_bytes.insert(path, m_bytesOf(path));
    return m_bytes[path];
}

const ScannedElement *XacroWriter::element(const QString &path, int ordinal, QString *error)
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

bool XacroWriter::replace(const QString &path, int begin, int end, const QString &value)
{
    return replaceBytes(path, begin, end, escapeXml(value));
}

bool XacroWriter::replaceBytes(const QString &path, int begin, int end, const QByteArray &bytes)
{
    for (Replacement &r : m_replacements) {
        if (r.path == path && r.offset == begin && r.length == end - begin) {
            if (r.bytes == bytes)
                return true; // the same place reached twice with one value
            if (r.length == 0) { // two insertions at one place (two new parameters)
                r.bytes += bytes;
                return true;
            }
            conflict = tr("two edited values are written at the same place of %1 with "
                          "different values; edit them one at a time")
                           .arg(path);
            return false;
        }
    }
    m_replacements.push_back({path, begin, end - begin, bytes});
    return true;
}

void XacroWriter::result(QHash<QString, QByteArray> &changed) const
{
    std::vector<Replacement> sorted = m_replacements;
    std::stable_sort(sorted.begin(), sorted.end(),
        [](const Replacement &a, const Replacement &b) { return a.offset > b.offset; });
    for (const Replacement &r : sorted) {
        if (!changed.contains(r.path))
            changed.insert(r.path, m_bytesOf(r.path));
        changed[r.path].replace(r.offset, r.length, r.bytes);
    }
}

} // namespace robostage::edit
