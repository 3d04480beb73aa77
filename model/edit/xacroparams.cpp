// Values that become, or are, xacro macro parameters (ROS wiki "xacro" §Macros, §Default
// parameters; ros/xacro ros2 grab_macro and handle_macro_call): giving one expansion of a macro
// its own value ("this instance") and editing a parameter's default.

#include "xacrowriter.h"

#include "formats/xacro/xacrosymbols.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace robostage::edit {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

/// How a macro call passes `value` so that the parameter gets exactly that text: as written
/// when xacro reads it back unchanged (`0.5`, `0 0 1`), else quoted (`'0.50'`, `'true'`,
/// which xacro would read as a number or a boolean; xacro Table._eval_literal).
QString passedText(const QString &value)
{
    const bool same = xacro::evalLiteral(xacro::Value::string(value)).str() == value;
    return same || value.contains(QLatin1Char('\''))
        ? value
        : QLatin1Char('\'') + value + QLatin1Char('\'');
}

} // namespace

QString XacroWriter::instanceRefusal(const Place &place, const QString &written)
{
    if (place.call < 0)
        return QString();
    if (written.contains(QLatin1Char('\'')) || written.contains(QLatin1Char('$')))
        return tr("the value contains a quote or a substitution");
    const xacro::MacroCall &c = m_expansion.calls[size_t(place.call)];
    if (c.element < 0 || c.definitionElement < 0)
        return tr("the macro call is not written in a xacro file");
    if (expansions(c.parent) > 1) {
        return tr("the call of macro '%1' at %2:%3 lies in another macro expanded %4 times")
            .arg(c.macro, m_expansion.files.value(c.file))
            .arg(c.line)
            .arg(expansions(c.parent));
    }
    QString error;
    const ScannedElement *call = element(m_expansion.files.value(c.file), c.element, &error);
    const ScannedElement *macro
        = element(m_expansion.files.value(c.definitionFile), c.definitionElement, &error);
    if (!call || !macro)
        return error;
    if (!call->name.startsWith("xacro:") || !macro->name.endsWith(":macro"))
        return tr("the macro is called or defined in a way that cannot take a new parameter");
    return QString();
}

bool XacroWriter::writeInstanceParameter(
    const Place &place, const QString &written, const QString &value, QString *error)
{
    const QString refusal = instanceRefusal(place, written);
    if (!refusal.isEmpty()) {
        *error = tr("%1: the value cannot be changed for this expansion alone: %2")
                     .arg(place.where, refusal);
        return false;
    }
    const xacro::MacroCall &c = m_expansion.calls[size_t(place.call)];
    const QString macroPath = m_expansion.files.value(c.definitionFile);
    const QString callPath = m_expansion.files.value(c.file);
    const ScannedElement *macro = element(macroPath, c.definitionElement, error);
    const ScannedElement *call = macro ? element(callPath, c.element, error) : nullptr;
    if (!call)
        return false;
    const QString name = newParameterName(place.element + QLatin1Char('_') + place.attribute);
    // The macro gets `name:='OLD'`, so that every other expansion keeps its value.
    const QString declared = name + QStringLiteral(":='") + written + QLatin1Char('\'');
    const Replacement declaration = parameterDeclaration(macroPath, *macro, declared);
    return replaceBytes(macroPath, declaration.offset, declaration.offset, declaration.bytes)
        && addAttribute(callPath, *call, name, passedText(value))
        && replaceBytes(
            place.path, place.begin, place.end, QStringLiteral("${%1}").arg(name).toUtf8());
}

bool XacroWriter::writeDefault(const Place &use, const xacro::Definition &d, const QString &old,
    const QString &value, QString *error)
{
    const QString path = m_expansion.files.value(d.file);
    const QString where
        = QStringLiteral("%1:%2").arg(path).arg(d.line) + m_expansion.callChain(d.call);
    const ScannedElement *macro = element(path, d.element, error);
    const ScannedAttribute *params = macro ? macro->attribute("params") : nullptr;
    if (!params) {
        if (macro)
            *error = tr("%1: cannot find the params of macro %2").arg(where, d.name);
        return false;
    }
    const QByteArray raw
        = scanned(path).mid(params->valueBegin, params->valueEnd - params->valueBegin);
    // xacro's re_macro_arg: name, `:=` or `=`, an optional `^` or `^|`, then the default.
    const QRegularExpression declaration(
        QStringLiteral(R"((?:^|\s)%1\s*:?=\s*(?:\^\|?)?((?:'[^']*'|"[^"]*"|\$\{.*?\}|[^\s'"])+))")
            .arg(QRegularExpression::escape(d.name)));
    const QString text = QString::fromUtf8(raw);
    const auto m = declaration.match(text);
    if (raw.contains('&') || !m.hasMatch()) {
        *error = tr("%1: the value is the default of parameter '%2', which cannot be located "
                    "in the macro's params; pass the parameter in the macro call")
                     .arg(use.where, d.name);
        return false;
    }
    // Which calls of this macro take the default: those that do not pass the parameter.
    int takers = 0;
    for (int i = 0; i < int(m_expansion.calls.size()); ++i) {
        const xacro::MacroCall &other = m_expansion.calls[size_t(i)];
        if (other.definitionFile != d.file || other.definitionElement != d.element)
            continue;
        QString unreadable; // a call that cannot be read counts as taking the default
        const ScannedElement *call
            = element(m_expansion.files.value(other.file), other.element, &unreadable);
        if (!call || !call->attribute(d.name.toUtf8()))
            ++takers;
    }
    const xacro::MacroCall &c = m_expansion.calls[size_t(d.defaultCall)];
    QString refusal;
    if (expansions(c.parent) > 1)
        refusal = tr("the call at %1:%2 lies in a macro expanded several times")
                      .arg(m_expansion.files.value(c.file))
                      .arg(c.line);
    if (takers > 1 && m_shared == SharedEdit::Instance) {
        const ScannedElement *call = element(m_expansion.files.value(c.file), c.element, error);
        if (!refusal.isEmpty() || !call) {
            *error = tr("%1: the default cannot be passed for this call alone: %2")
                         .arg(use.where, refusal.isEmpty() ? *error : refusal);
            return false;
        }
        return addAttribute(m_expansion.files.value(c.file), *call, d.name, passedText(value));
    }
    if (takers > 1 && m_shared != SharedEdit::Definition) {
        *error = tr("%1: the value is the default of parameter '%2' of macro '%3' (%4), which "
                    "%5 calls take. Choose to change the default (--shared definition) or to "
                    "pass the value in this call (--shared instance).")
                     .arg(use.where, d.name, c.macro, where)
                     .arg(takers);
        if (m_question)
            *m_question = {true, takers, refusal.isEmpty(), refusal, where};
        return false;
    }
    const QString written = m.captured(1);
    const int offset = int(QStringView(text).left(m.capturedStart(1)).toUtf8().size());
    const bool quoted = written.size() >= 2 && written.startsWith(QLatin1Char('\''))
        && written.endsWith(QLatin1Char('\''));
    Place place {path, params->valueBegin + offset + (quoted ? 1 : 0),
        params->valueBegin + offset + int(written.toUtf8().size()) - (quoted ? 1 : 0), d.call,
        where, QStringLiteral("params"), QStringLiteral("macro")};
    ++m_depth;
    const bool ok = m_depth < 16 && writeValue(place, old, value, d.references, error);
    --m_depth;
    return ok;
}

XacroWriter::Replacement XacroWriter::attributeInsertion(
    const QString &path, const ScannedElement &element, const QString &name, const QString &value)
{
    int at = element.start + 1 + int(element.name.size());
    char quote = '"';
    if (!element.attributes.empty()) {
        at = element.attributes.back().valueEnd + 1; // after the closing quote
        quote = element.attributes.back().quote;
    }
    return {path, at, 0, ' ' + name.toUtf8() + '=' + quote + attributeBytes(value, quote) + quote};
}

XacroWriter::Replacement XacroWriter::parameterDeclaration(
    const QString &macroPath, const ScannedElement &macro, const QString &declared)
{
    const ScannedAttribute *params = macro.attribute("params");
    if (!params)
        return attributeInsertion(macroPath, macro, QStringLiteral("params"), declared);
    const QByteArray old
        = scanned(macroPath).mid(params->valueBegin, params->valueEnd - params->valueBegin);
    const QString separator = old.trimmed().isEmpty() ? QString() : QStringLiteral(" ");
    return {macroPath, params->valueEnd, 0, attributeBytes(separator + declared, params->quote)};
}

bool XacroWriter::addAttribute(
    const QString &path, const ScannedElement &element, const QString &name, const QString &value)
{
    const Replacement r = attributeInsertion(path, element, name, value);
    return replaceBytes(path, r.offset, r.offset, r.bytes);
}

QString XacroWriter::newParameterName(const QString &hint)
{
    QString base = hint;
    base.replace(QRegularExpression(QStringLiteral("\\W")), QStringLiteral("_"));
    if (base.isEmpty() || base.front().isDigit())
        base.prepend(QLatin1Char('p'));
    for (int n = 1;; ++n) {
        const QString name = n == 1 ? base : QStringLiteral("%1_%2").arg(base).arg(n);
        const QRegularExpression word(QStringLiteral("\\b%1\\b").arg(name));
        bool used = m_newNames.contains(name);
        for (const QString &file : m_expansion.files)
            used = used || QString::fromUtf8(scanned(file)).contains(word);
        if (!used) {
            m_newNames.insert(name);
            return name;
        }
    }
}

} // namespace robostage::edit
