#pragma once

// A byte-exact XML scanner: where each element's tags, attribute values and content lie in the
// original bytes, so that an edit can replace exactly those bytes and leave everything else
// (comments, whitespace, attribute order, entity spelling, unknown elements) as it was.
// It does not validate beyond tag nesting; tinyxml2 remains the parser of record.

#include <QByteArray>
#include <QString>

#include <vector>

namespace robostage::edit {

/// One attribute of a start tag: `name="value"`. Offsets are byte offsets into the scanned
/// bytes; the value span excludes the quotes and is left exactly as written (entities
/// undecoded).
struct ScannedAttribute
{
    QByteArray name;
    int nameBegin = 0;
    int valueBegin = 0;
    int valueEnd = 0;
    char quote = '"';
};

/// One element, in document order (the order of its start tag). Offsets are half-open byte
/// ranges: the start tag is [start, startTagEnd), the content [startTagEnd, endTagBegin), the
/// end tag [endTagBegin, end). A self-closing element has an empty content and end tag
/// (endTagBegin == end == startTagEnd).
struct ScannedElement
{
    QByteArray name; ///< as written, with its namespace prefix (`drake:joint`)
    int start = 0;
    int startTagEnd = 0;
    int endTagBegin = 0;
    int end = 0;
    bool selfClosing = false;
    int parent = -1; ///< index of the parent element, -1 for the root
    int childCount = 0; ///< number of child elements
    int line = 1; ///< 1-based line of the start tag
    std::vector<ScannedAttribute> attributes;

    const ScannedAttribute *attribute(const QByteArray &attributeName) const
    {
        for (const ScannedAttribute &a : attributes) {
            if (a.name == attributeName)
                return &a;
        }
        return nullptr;
    }
};

/// The result of scanning a document: every element in document order, or an error.
struct XmlScan
{
    std::vector<ScannedElement> elements;
    QString error; ///< empty on success; else what is wrong, with the line
    bool ok() const { return error.isEmpty(); }
};

/// Scans `bytes` (UTF-8, an optional BOM; LF or CRLF line ends). Skips the XML declaration,
/// processing instructions, comments, CDATA sections and a DOCTYPE with an internal subset;
/// `>` inside quoted attribute values is part of the value. Reports unclosed or mismatched tags,
/// unterminated comments/CDATA/attribute values and text after the root. Runs in O(bytes).
XmlScan scanXml(const QByteArray &bytes);

/// Scans the one element whose start tag begins at byte `start` of `bytes` (on 1-based line
/// `line`), with its content, and stops after its end tag: offsets are into `bytes`, the first
/// element is the scanned one (parent -1). Runs in O(the element's bytes). An error when no
/// start tag begins at `start` or the element is not closed.
XmlScan scanXmlElement(const QByteArray &bytes, int start, int line);

} // namespace robostage::edit
