#pragma once

#include "xmlscan.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <vector>

namespace tinyxml2 {
class XMLDocument;
class XMLElement;
} // namespace tinyxml2

namespace robostage::edit {

/// `text` as UTF-8 with the five XML special characters written as entities, ready for an
/// attribute value or element text.
QByteArray escapeXml(const QString &text);

/// Planned byte edits on one XML file: the file's original bytes, their scan (xmlscan.h) and the
/// tinyxml2 DOM parsed from the same bytes. Elements are named by their DOM node; the n-th DOM
/// element in document order is the n-th scanned element (checked by name when the patch is
/// made: a mismatch makes the patch invalid rather than risk writing the wrong bytes).
///
/// Every operation only records edits; apply() returns the new bytes. Operations fail (false,
/// with error()) for an element that is not in this DOM, markup where text is expected, or
/// edits that would overlap. New elements copy their indentation from their siblings or parent
/// and the file's line end (LF or CRLF).
class XmlPatch
{
public:
    XmlPatch(const QByteArray &bytes, const tinyxml2::XMLDocument &dom);

    bool isValid() const { return m_valid; }
    const QString &error() const { return m_error; }
    bool isEmpty() const { return m_edits.empty(); }

    /// Sets the content of `element` to `escapedText` (keeps leading and trailing whitespace of
    /// the old content; a self-closing element gets an end tag). Fails when it has child elements,
    /// comments or CDATA.
    bool setText(const tinyxml2::XMLElement *element, const QByteArray &escapedText);
    /// Sets the content of `element` to the numbers `values` (numberformat.h patchNumbers: tokens
    /// whose value is unchanged keep their spelling).
    bool setNumbers(const tinyxml2::XMLElement *element, const std::vector<double> &values);
    /// Sets attribute `name` (replacing its value, quotes kept; or appended after the last
    /// attribute as ` name="value"`).
    bool setAttribute(const tinyxml2::XMLElement *element, const QByteArray &name,
        const QByteArray &escapedValue);
    /// Sets attribute `name` to numbers, as setNumbers() does for text.
    bool setAttributeNumbers(const tinyxml2::XMLElement *element, const QByteArray &name,
        const std::vector<double> &values);
    /// Inserts `snippet` as the first child element of `parent` (before its first child element;
    /// into an empty or self-closing element with a new line). In `snippet`, '\n' starts a new
    /// line at the child's indentation and each leading '\t' of a line is one indentation step.
    bool insertChild(const tinyxml2::XMLElement *parent, const QByteArray &snippet);
    /// Removes `element` and, when it stands alone on its line(s), that line.
    bool removeElement(const tinyxml2::XMLElement *element);
    /// Replaces `element` (start tag to end tag) with `snippet`, written as insertChild() writes
    /// it at the element's own indentation.
    bool replaceElement(const tinyxml2::XMLElement *element, const QByteArray &snippet);
    /// Inserts `bytes` right after `element`: on a new line at the element's indentation when
    /// the element stands alone on its line(s), else directly after its end tag. `bytes` are
    /// written as given (a copy of an element keeps the indentation of its inner lines).
    bool insertAfter(const tinyxml2::XMLElement *element, const QByteArray &bytes);
    /// The original bytes of `element`, from its start tag to its end tag; empty (with
    /// error()) when it is not an element of this file.
    QByteArray elementBytes(const tinyxml2::XMLElement *element);

    /// The original bytes with every recorded edit applied.
    QByteArray apply() const;

private:
    struct Edit
    {
        int offset;
        int length;
        QByteArray text;
    };
    const ScannedElement *find(const tinyxml2::XMLElement *element);
    bool add(int offset, int length, const QByteArray &text);
    bool fail(const QString &why);
    /// Whitespace before the element's start tag on its line; `ok` is set to false (and the
    /// result is empty) when something else precedes it on that line.
    QByteArray indentOf(const ScannedElement &e, bool *ok = nullptr) const;
    QByteArray expand(const QByteArray &snippet, const QByteArray &indent) const;

    QByteArray m_bytes;
    XmlScan m_scan;
    QHash<const tinyxml2::XMLElement *, int> m_index;
    std::vector<Edit> m_edits;
    QByteArray m_newline = "\n";
    QByteArray m_indentUnit = "  ";
    bool m_valid = false;
    QString m_error;
};

} // namespace robostage::edit
