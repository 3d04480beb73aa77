// XmlPatch's lazy mode: scan only the elements an edit names, found from their DOM line
// numbers, and check well-formedness on those elements alone, so that a value edit of a large
// file costs what it changes (issue 17, "edits cost what they change").

#include "xmlpatch.h"

#include <QCoreApplication>

#include <tinyxml2.h>

#include <algorithm>

namespace robostage::edit {

namespace {

using tinyxml2::XMLElement;

const XMLElement *parentElement(const XMLElement *e)
{
    const tinyxml2::XMLNode *parent = e->Parent();
    return parent ? parent->ToElement() : nullptr;
}

/// The element before `e` in document (pre-order) order, null for the root.
const XMLElement *previousInDocument(const XMLElement *e)
{
    const XMLElement *previous = e->PreviousSiblingElement();
    if (!previous)
        return parentElement(e);
    while (const XMLElement *last = previous->LastChildElement())
        previous = last;
    return previous;
}

bool endsName(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '>' || c == '/';
}

} // namespace

int XmlPatch::startOnItsLine(const XMLElement *element) const
{
    const int line = element->GetLineNum();
    if (line < 1 || line > int(m_lineStarts->size()))
        return -1;
    // No element before it in the document starts on the same line, and the line's first
    // markup is its start tag: then that tag is this element's.
    const XMLElement *previous = previousInDocument(element);
    if (previous && previous->GetLineNum() >= line)
        return -1;
    int at = (*m_lineStarts)[size_t(line - 1)];
    if (line == 1 && m_bytes.startsWith("\xEF\xBB\xBF"))
        at += 3;
    while (at < m_bytes.size() && (m_bytes[at] == ' ' || m_bytes[at] == '\t'))
        ++at;
    const QByteArray name(element->Name());
    const int after = at + 1 + int(name.size());
    if (after >= m_bytes.size() || m_bytes[at] != '<' || m_bytes.mid(at + 1, name.size()) != name
        || !endsName(m_bytes[after]))
        return -1;
    return at;
}

bool XmlPatch::scanRegion(const XMLElement *element)
{
    for (const XMLElement *e = element; e; e = parentElement(e)) {
        if (!parentElement(e))
            return false; // the root holds everything: scanAll()
        const int start = startOnItsLine(e);
        if (start < 0)
            continue;
        XmlScan region = scanXmlElement(m_bytes, start, e->GetLineNum());
        if (!region.ok())
            return false;
        const int first = int(m_scan.elements.size());
        for (ScannedElement &scanned : region.elements) {
            if (scanned.parent >= 0)
                scanned.parent += first;
            m_scan.elements.push_back(std::move(scanned));
        }
        m_regions.push_back(first);
        return indexSubtree(e, first, int(region.elements.size()));
    }
    return false;
}

bool XmlPatch::indexSubtree(const XMLElement *root, int first, int count)
{
    int index = first;
    const XMLElement *e = root;
    while (e) {
        if (index >= first + count || m_scan.elements[size_t(index)].name != QByteArray(e->Name()))
            return false;
        m_index.insert(e, index++);
        if (const XMLElement *child = e->FirstChildElement()) {
            e = child;
            continue;
        }
        while (e != root && !e->NextSiblingElement())
            e = parentElement(e);
        e = e == root ? nullptr : e->NextSiblingElement();
    }
    return index == first + count;
}

void XmlPatch::noteValue(
    const XMLElement *element, const QByteArray &attribute, const QByteArray &text)
{
    if (text.contains('&'))
        m_changesMarkup = true;
    else
        m_valueEdits.push_back({element, attribute, text});
}

std::vector<XmlPatch::Edit> XmlPatch::edits() const
{
    std::vector<Edit> sorted = m_edits;
    std::stable_sort(sorted.begin(), sorted.end(),
        [](const Edit &a, const Edit &b) { return a.offset < b.offset; });
    return sorted;
}

bool XmlPatch::checkWellFormed(QString *error) const
{
    // The scanned subtree holding each edit strictly inside it (-1: none; parse everything).
    std::vector<int> holders;
    for (const Edit &edit : m_edits) {
        int holder = -1;
        for (int r : m_regions) {
            const ScannedElement &e = m_scan.elements[size_t(r)];
            if (e.start < edit.offset && edit.offset + edit.length < e.end)
                holder = r;
        }
        if (holder < 0) {
            holders.assign(1, -1);
            break;
        }
        if (std::find(holders.begin(), holders.end(), holder) == holders.end())
            holders.push_back(holder);
    }
    for (int holder : holders) {
        QByteArray bytes;
        if (holder < 0) {
            bytes = apply();
        } else {
            const ScannedElement &e = m_scan.elements[size_t(holder)];
            int copied = e.start;
            for (const Edit &edit : edits()) {
                if (edit.offset <= e.start || edit.offset + edit.length >= e.end)
                    continue;
                bytes += m_bytes.mid(copied, edit.offset - copied) + edit.text;
                copied = edit.offset + edit.length;
            }
            bytes += m_bytes.mid(copied, e.end - copied);
        }
        tinyxml2::XMLDocument check;
        if (check.Parse(bytes.constData(), size_t(bytes.size())) != tinyxml2::XML_SUCCESS) {
            *error = QString::fromUtf8(check.ErrorStr());
            return false;
        }
    }
    return true;
}

} // namespace robostage::edit
