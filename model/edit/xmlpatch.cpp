#include "xmlpatch.h"

#include <QCoreApplication>

#include "numberformat.h"

#include <tinyxml2.h>

#include <algorithm>

namespace robostage::edit {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

} // namespace

QByteArray escapeXml(const QString &text)
{
    QByteArray out;
    for (const char c : text.toUtf8()) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&apos;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

XmlPatch::XmlPatch(const QByteArray &bytes, const tinyxml2::XMLDocument &dom)
    : m_bytes(bytes)
    , m_dom(&dom)
{
    m_valid = scanAll();
}

XmlPatch::XmlPatch(
    const QByteArray &bytes, const tinyxml2::XMLDocument &dom, const std::vector<int> &lineStarts)
    : m_bytes(bytes)
    , m_dom(&dom)
    , m_lineStarts(&lineStarts)
{
    m_valid = true; // elements are scanned when an edit names them
}

bool XmlPatch::scanAll()
{
    m_whole = true;
    if (m_bytes.contains("\r\n")) // new lines are written as the file writes them
        m_newline = "\r\n";
    m_regions.clear();
    m_index.clear();
    m_scan = scanXml(m_bytes);
    if (!m_scan.ok()) {
        m_valid = false;
        return fail(QCoreApplication::translate(
            "robostage::edit", "the file could not be scanned for editing (%1)")
                        .arg(m_scan.error));
    }
    // Pre-order walk of the DOM: the same order as the scanner's start tags.
    int index = 0;
    const tinyxml2::XMLElement *e = m_dom->RootElement();
    while (e) {
        if (index >= int(m_scan.elements.size())
            || m_scan.elements[size_t(index)].name != QByteArray(e->Name())) {
            m_valid = false;
            return fail(QCoreApplication::translate("robostage::edit",
                "the file's elements do not match its parsed form at <%1> "
                "(line %2); it is not edited")
                            .arg(QString::fromUtf8(e->Name()))
                            .arg(e->GetLineNum()));
        }
        m_index.insert(e, index++);
        if (const tinyxml2::XMLElement *child = e->FirstChildElement()) {
            e = child;
            continue;
        }
        while (e && !e->NextSiblingElement()) {
            const tinyxml2::XMLNode *parent = e->Parent();
            e = parent ? parent->ToElement() : nullptr;
        }
        if (e)
            e = e->NextSiblingElement();
    }
    if (index != int(m_scan.elements.size())) {
        m_valid = false;
        return fail(QCoreApplication::translate("robostage::edit",
            "the file has %1 elements but its parsed form %2; it is not "
            "edited")
                        .arg(m_scan.elements.size())
                        .arg(index));
    }
    findIndentUnit();
    return true;
}

void XmlPatch::findIndentUnit()
{
    // Indentation step: the most common step from a parent to a child indented deeper, each on
    // its own line (the first such step on a tie). One odd line, such as a first child written
    // far to the right, does not decide it.
    QHash<QByteArray, int> steps;
    int most = 0;
    for (const ScannedElement &child : m_scan.elements) {
        if (child.parent < 0)
            continue;
        bool childOk = false, parentOk = false;
        const QByteArray inner = indentOf(child, &childOk);
        const QByteArray outer = indentOf(m_scan.elements[size_t(child.parent)], &parentOk);
        if (childOk && parentOk && inner.size() > outer.size() && inner.startsWith(outer)) {
            const QByteArray step = inner.mid(outer.size());
            const int count = ++steps[step];
            if (count > most) {
                most = count;
                m_indentUnit = step;
            }
        }
    }
}

bool XmlPatch::fail(const QString &why)
{
    m_error = why;
    return false;
}

const ScannedElement *XmlPatch::find(const tinyxml2::XMLElement *element)
{
    if (!m_valid)
        return nullptr;
    auto it = m_index.constFind(element);
    if (it == m_index.cend() && element && !m_whole) {
        if (!scanRegion(element) && !scanAll())
            return nullptr;
        it = m_index.constFind(element);
    }
    if (it == m_index.cend()) {
        fail(QCoreApplication::translate("robostage::edit", "<%1> is not an element of this file")
                 .arg(element ? QString::fromUtf8(element->Name()) : QString()));
        return nullptr;
    }
    return &m_scan.elements[size_t(*it)];
}

bool XmlPatch::add(int offset, int length, const QByteArray &text)
{
    for (const Edit &e : m_edits) {
        if (e.offset == offset && e.length == length && e.text == text)
            return true; // the same edit planned twice (one reference reached two ways)
        const bool overlaps = length > 0 && e.length > 0 && offset < e.offset + e.length
            && e.offset < offset + length;
        const bool inside = (length == 0 && offset > e.offset && offset < e.offset + e.length)
            || (e.length == 0 && e.offset > offset && e.offset < offset + length);
        if (overlaps || inside)
            return fail(QCoreApplication::translate(
                "robostage::edit", "two edits of the same bytes (offset %1)")
                            .arg(offset));
    }
    m_edits.push_back({offset, length, text});
    return true;
}

QByteArray XmlPatch::indentOf(const ScannedElement &e, bool *ok) const
{
    int begin = e.start;
    while (begin > 0 && (m_bytes[begin - 1] == ' ' || m_bytes[begin - 1] == '\t'))
        --begin;
    const bool atLineStart = begin == 0 || m_bytes[begin - 1] == '\n';
    if (ok)
        *ok = atLineStart;
    return atLineStart ? m_bytes.mid(begin, e.start - begin) : QByteArray();
}

QByteArray XmlPatch::expand(const QByteArray &snippet, const QByteArray &indent) const
{
    QByteArray out;
    const QList<QByteArray> lines = snippet.split('\n');
    for (int i = 0; i < lines.size(); ++i) {
        QByteArray line = lines[i];
        if (i > 0)
            out += m_newline + indent;
        int depth = 0;
        while (depth < line.size() && line[depth] == '\t')
            ++depth;
        out += m_indentUnit.repeated(depth) + line.mid(depth);
    }
    return out;
}

bool XmlPatch::setText(const tinyxml2::XMLElement *element, const QByteArray &escapedText)
{
    const ScannedElement *e = find(element);
    if (!e)
        return false;
    if (e->selfClosing) {
        m_changesMarkup = true;
        return add(e->startTagEnd - 2, 2, '>' + escapedText + "</" + e->name + '>');
    }
    const QByteArray content = m_bytes.mid(e->startTagEnd, e->endTagBegin - e->startTagEnd);
    if (e->childCount > 0 || content.contains('<'))
        return fail(QCoreApplication::translate("robostage::edit",
            "<%1> at line %2 holds elements, comments or CDATA, not only "
            "text; it is not edited")
                        .arg(QString::fromUtf8(e->name))
                        .arg(e->line));
    int begin = 0, end = content.size();
    while (begin < end && isSpace(content[begin]))
        ++begin;
    while (end > begin && isSpace(content[end - 1]))
        --end;
    if (content.mid(begin, end - begin) == escapedText)
        return true;
    noteValue(element, QByteArray(), content.left(begin) + escapedText + content.mid(end));
    return add(e->startTagEnd + begin, end - begin, escapedText);
}

bool XmlPatch::setNumbers(const tinyxml2::XMLElement *element, const std::vector<double> &values)
{
    const ScannedElement *e = find(element);
    if (!e)
        return false;
    const QByteArray content = m_bytes.mid(e->startTagEnd, e->endTagBegin - e->startTagEnd);
    if (e->selfClosing || content.contains('<'))
        return setText(element, formatNumbers(values));
    const QByteArray text = patchNumbers(content, values);
    if (text == content)
        return true;
    noteValue(element, QByteArray(), text);
    return add(e->startTagEnd, content.size(), text);
}

bool XmlPatch::setAttribute(
    const tinyxml2::XMLElement *element, const QByteArray &name, const QByteArray &escapedValue)
{
    const ScannedElement *e = find(element);
    if (!e)
        return false;
    if (const ScannedAttribute *a = e->attribute(name)) {
        if (m_bytes.mid(a->valueBegin, a->valueEnd - a->valueBegin) == escapedValue)
            return true;
        noteValue(element, name, escapedValue);
        return add(a->valueBegin, a->valueEnd - a->valueBegin, escapedValue);
    }
    m_changesMarkup = true;
    const int at
        = e->attributes.empty() ? e->start + 1 + e->name.size() : e->attributes.back().valueEnd + 1;
    return add(at, 0, ' ' + name + "=\"" + escapedValue + '"');
}

bool XmlPatch::setAttributeNumbers(
    const tinyxml2::XMLElement *element, const QByteArray &name, const std::vector<double> &values)
{
    const ScannedElement *e = find(element);
    if (!e)
        return false;
    const ScannedAttribute *a = e->attribute(name);
    if (!a)
        return setAttribute(element, name, formatNumbers(values));
    const QByteArray old = m_bytes.mid(a->valueBegin, a->valueEnd - a->valueBegin);
    return setAttribute(element, name, patchNumbers(old, values));
}

bool XmlPatch::insertChild(const tinyxml2::XMLElement *parent, const QByteArray &snippet)
{
    m_changesMarkup = true;
    if (!needWholeFile())
        return false;
    const ScannedElement *e = find(parent);
    if (!e)
        return false;
    bool parentAtLineStart = false;
    const QByteArray parentIndent = indentOf(*e, &parentAtLineStart);
    if (e->childCount > 0) {
        // Before the first child element, on a line of its own when that child has one.
        const size_t first = size_t(&*e - m_scan.elements.data()) + 1;
        const ScannedElement &child = m_scan.elements[first];
        bool ok = false;
        const QByteArray indent = indentOf(child, &ok);
        const QByteArray text = expand(snippet, indent);
        return add(child.start, 0, ok ? text + m_newline + indent : text);
    }
    const QByteArray indent = parentIndent + m_indentUnit;
    const QByteArray text = m_newline + indent + expand(snippet, indent);
    if (e->selfClosing) {
        return add(
            e->startTagEnd - 2, 2, '>' + text + m_newline + parentIndent + "</" + e->name + '>');
    }
    int at = e->endTagBegin;
    while (at > e->startTagEnd && isSpace(m_bytes[at - 1]))
        --at;
    const bool lineBreakFollows = m_bytes.mid(at, e->endTagBegin - at).contains('\n');
    return add(at, 0, lineBreakFollows ? text : text + m_newline + parentIndent);
}

bool XmlPatch::appendChild(const tinyxml2::XMLElement *parent, const QByteArray &snippet,
    const tinyxml2::XMLElement *after)
{
    m_changesMarkup = true;
    if (!needWholeFile())
        return false;
    if (!after && parent)
        after = parent->LastChildElement();
    if (!after)
        return insertChild(parent, snippet);
    const ScannedElement *p = find(parent);
    const ScannedElement *e = find(after);
    if (!p || !e)
        return false;
    if (e->parent != int(p - m_scan.elements.data()))
        return fail(QCoreApplication::translate("robostage::edit", "<%1> is not a child of <%2>")
                        .arg(QString::fromUtf8(e->name), QString::fromUtf8(p->name)));
    bool alone = false;
    const QByteArray indent = indentOf(*e, &alone);
    int end = e->end;
    while (end < m_bytes.size() && (m_bytes[end] == ' ' || m_bytes[end] == '\t'))
        ++end;
    const bool lineEnds = end == m_bytes.size() || m_bytes[end] == '\r' || m_bytes[end] == '\n';
    if (alone && lineEnds)
        return add(e->end, 0, m_newline + indent + expand(snippet, indent));
    bool parentAlone = false;
    const QByteArray inner = indentOf(*p, &parentAlone) + m_indentUnit;
    return add(e->end, 0, expand(snippet, inner));
}

bool XmlPatch::removeElement(const tinyxml2::XMLElement *element)
{
    m_changesMarkup = true;
    if (!needWholeFile())
        return false;
    const ScannedElement *e = find(element);
    if (!e)
        return false;
    int begin = e->start, end = e->end;
    bool alone = false;
    indentOf(*e, &alone);
    int after = end;
    while (after < m_bytes.size() && (m_bytes[after] == ' ' || m_bytes[after] == '\t'))
        ++after;
    if (after < m_bytes.size() && m_bytes[after] == '\r')
        ++after;
    if (alone && after < m_bytes.size() && m_bytes[after] == '\n') {
        while (begin > 0 && (m_bytes[begin - 1] == ' ' || m_bytes[begin - 1] == '\t'))
            --begin;
        end = after + 1;
    }
    return add(begin, end - begin, QByteArray());
}

bool XmlPatch::replaceElement(const tinyxml2::XMLElement *element, const QByteArray &snippet)
{
    m_changesMarkup = true;
    if (!needWholeFile())
        return false;
    const ScannedElement *e = find(element);
    if (!e)
        return false;
    return add(e->start, e->end - e->start, expand(snippet, indentOf(*e)));
}

bool XmlPatch::insertAfter(const tinyxml2::XMLElement *element, const QByteArray &bytes)
{
    m_changesMarkup = true;
    if (!needWholeFile())
        return false;
    const ScannedElement *e = find(element);
    if (!e)
        return false;
    bool alone = false;
    const QByteArray indent = indentOf(*e, &alone);
    int after = e->end;
    while (after < m_bytes.size() && (m_bytes[after] == ' ' || m_bytes[after] == '\t'))
        ++after;
    const bool lineEnds
        = after == m_bytes.size() || m_bytes[after] == '\r' || m_bytes[after] == '\n';
    if (alone && lineEnds)
        return add(e->end, 0, m_newline + indent + bytes);
    return add(e->end, 0, bytes);
}

QByteArray XmlPatch::elementBytes(const tinyxml2::XMLElement *element)
{
    const ScannedElement *e = find(element);
    return e ? m_bytes.mid(e->start, e->end - e->start) : QByteArray();
}

QByteArray XmlPatch::apply() const
{
    std::vector<Edit> edits = m_edits;
    std::stable_sort(edits.begin(), edits.end(),
        [](const Edit &a, const Edit &b) { return a.offset < b.offset; });
    QByteArray out;
    out.reserve(m_bytes.size() + 256);
    int copied = 0;
    for (const Edit &e : edits) {
        out += m_bytes.mid(copied, e.offset - copied);
        out += e.text;
        copied = e.offset + e.length;
    }
    out += m_bytes.mid(copied);
    return out;
}

} // namespace robostage::edit
