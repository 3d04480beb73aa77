// What a xacro edit writes besides a number (issue 31): a term that becomes a new parameter of a
// macro expanded several times and the default of a `xacro:arg` read as `$(arg name)`
// (xacrosolve.cpp; ROS wiki "xacro" §Macros, §Rospack commands: arg), and a missing element
// (`<origin>`) added to the xacro element its parent is expanded from (xacroedit.h).

#include "numberformat.h"
#include "xacrowriter.h"
#include "xmlpatch.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace robostage::edit {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

} // namespace

bool XacroWriter::writeTermParameter(
    const Place &token, const QString &written, double from, double want)
{
    const xacro::MacroCall &c = m_expansion.calls[size_t(token.call)];
    const QString macroPath = m_expansion.files.value(c.definitionFile);
    const QString callPath = m_expansion.files.value(c.file);
    QString ignored;
    const ScannedElement *macro = element(macroPath, c.definitionElement, &ignored);
    const ScannedElement *call = macro ? element(callPath, c.element, &ignored) : nullptr;
    if (!call)
        return false;
    const bool text = token.attribute.startsWith(QLatin1Char('<')); // an element's text
    const QString name = newParameterName(token.element
        + (text ? QString() : QLatin1Char('_') + token.attribute) + QStringLiteral("_offset"));
    const std::vector<Replacement> changes {
        parameterDeclaration(macroPath, *macro, name + QStringLiteral(":=0")),
        attributeInsertion(callPath, *call, name, QString::fromUtf8(formatNumber(want - from))),
        {token.path, token.begin, token.end - token.begin,
            escapeXml(written.chopped(1) + QStringLiteral(" + ") + name + QLatin1Char('}'))}};
    const Probe p = probe(changes);
    if (!p.ok || p.othersChanged || std::abs(p.value - want) > 1e-9 * std::max(1.0, std::abs(want)))
        return false;
    for (const Replacement &r : changes) {
        if (!replaceBytes(r.path, r.offset, r.offset + r.length, r.bytes))
            return false;
    }
    notes << tr("%1: the new parameter %2 of macro '%3' (0 by default) is passed as %4 by the "
                "call at %5:%6")
                 .arg(token.where, name, c.macro, QString::fromUtf8(formatNumber(want - from)),
                     callPath)
                 .arg(c.line);
    return true;
}

bool XacroWriter::writeArgumentDefault(
    const Place &use, const QString &name, const QString &value, QString *error)
{
    const auto declared = std::find_if(m_expansion.arguments.begin(), m_expansion.arguments.end(),
        [&](const xacro::ArgumentDeclaration &a) { return a.name == name; });
    const auto refuse = [&](const QString &why) {
        *error = tr("%1: %2=\"$(arg %3)\": %4").arg(use.where, use.attribute, name, why);
        return false;
    };
    if (declared == m_expansion.arguments.end() || !m_reexpand)
        return refuse(tr("the argument is not declared with a default to change"));
    const QString path = m_expansion.files.value(declared->file);
    const XmlScan &scan
        = m_scans.contains(path) ? m_scans[path] : *m_scans.insert(path, scanXml(scanned(path)));
    const ScannedAttribute *defaultValue = nullptr;
    for (const ScannedElement &e : scan.elements) {
        const ScannedAttribute *n = e.attribute("name");
        if (e.line == declared->line && e.name == "xacro:arg" && n
            && decodeXml(scanned(path).mid(n->valueBegin, n->valueEnd - n->valueBegin)) == name)
            defaultValue = e.attribute("default");
    }
    const QString where = QStringLiteral("%1:%2").arg(path).arg(declared->line);
    if (!defaultValue)
        return refuse(tr("its declaration at %1 has no default to change").arg(where));
    // The new default must give this value, and only it: the argument may be given on the
    // command line (the default is then not read) or read elsewhere too.
    const Probe p = probe(path, defaultValue->valueBegin, defaultValue->valueEnd, escapeXml(value));
    const QStringList want = value.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    bool same = p.shaped && p.tokens.size() == want.size();
    for (int i = 0; same && i < want.size(); ++i)
        same = std::abs(p.tokens[i].toDouble() - want[i].toDouble()) <= 1e-9;
    if (!same) {
        return refuse(tr("the argument's default (%1) does not give this value: the argument "
                         "is given on the command line; give it the new value there")
                          .arg(where));
    }
    if (p.othersChanged && m_shared != SharedEdit::Definition) {
        *error = tr("%1: the value is the default of the argument '%2' (%3), which other values "
                    "read too. Change it for all of them (--shared definition), or edit the "
                    "xacro file.")
                     .arg(use.where, name, where);
        if (m_question) {
            *m_question
                = {true, 2, false, tr("the argument's default is read by other values too"), where};
        }
        return false;
    }
    notes << tr("the value is the default of the argument '%1' at %2, which becomes \"%3\"")
                 .arg(name, where, value);
    return replace(path, defaultValue->valueBegin, defaultValue->valueEnd, value);
}

bool XacroWriter::addChild(const ScannedElement &source, const QString &path,
    const xacro::Origin &origin, const QString &xml, const QString &where, QString *error)
{
    if (!allowMacroBody(
            origin.call, where, tr("a new element cannot become a macro parameter"), error))
        return false;
    const QByteArray &bytes = scanned(path);
    // The indentation of the parent's line, and of its first child's (else two spaces more).
    const auto indentOf = [&](int at) {
        const int lineStart = int(bytes.lastIndexOf('\n', at - 1)) + 1;
        const QByteArray lead = bytes.mid(lineStart, at - lineStart);
        return lead.trimmed().isEmpty() ? lead : QByteArray();
    };
    const QByteArray parentIndent = indentOf(source.start);
    QByteArray childIndent = parentIndent + "  ";
    const XmlScan &scan = m_scans[path];
    for (size_t k = size_t(origin.element) + 1; k < scan.elements.size(); ++k) {
        if (scan.elements[k].parent == origin.element) {
            childIndent = indentOf(scan.elements[k].start);
            break;
        }
    }
    const QByteArray child = '\n' + childIndent + xml.toUtf8();
    if (!source.selfClosing)
        return replaceBytes(path, source.startTagEnd, source.startTagEnd, child);
    // `<joint …/>` becomes `<joint …>` CHILD `</joint>`
    int close = source.startTagEnd - 2;
    while (close > source.start && bytes[close - 1] == ' ')
        --close;
    return replaceBytes(path, close, source.startTagEnd,
        '>' + child + '\n' + parentIndent + "</" + source.name + '>');
}

} // namespace robostage::edit
