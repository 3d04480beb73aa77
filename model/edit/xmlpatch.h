#pragma once

#include "lifetimebound.h"
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
    /// As above, but with `lineStarts` (the byte offset where each line of `bytes` begins;
    /// lineStarts[0] == 0) only the elements an edit touches are scanned (each with its
    /// content, found from its DOM line number), so that a value edit of a large file costs
    /// what it changes. Structural edits (insertChild, removeElement, replaceElement,
    /// insertAfter) still scan the whole file, as the indentation unit is the file's.
    XmlPatch(const QByteArray &bytes, const tinyxml2::XMLDocument &dom,
        const std::vector<int> &lineStarts);

    bool isValid() const { return m_valid; }
    const QString &error() const ROBOSTAGE_LIFETIMEBOUND { return m_error; }
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
    /// Inserts `snippet` (written as insertChild() writes it) as a child element of `parent`
    /// right after its child element `after`, or after its last child element when `after` is
    /// null: on a new line at that child's indentation when the child stands alone on its
    /// line(s), else directly after its end tag. Into a `parent` without child elements it
    /// goes as insertChild() puts it (an empty or self-closing element gets a new line at the
    /// parent's indentation plus the file's indentation unit).
    bool appendChild(const tinyxml2::XMLElement *parent, const QByteArray &snippet,
        const tinyxml2::XMLElement *after = nullptr);
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

    /// One recorded edit: `length` bytes at `offset` of the original bytes become `text`.
    struct Edit
    {
        int offset;
        int length;
        QByteArray text;
    };
    /// The recorded edits, by offset (none overlap).
    std::vector<Edit> edits() const;
    /// False with `error` (tinyxml2's message) when the bytes with the edits are not
    /// well-formed XML. Parses only the scanned elements that hold the edits when every edit
    /// lies inside one (see the lineStarts constructor), else the whole file.
    bool checkWellFormed(QString *error) const;

    /// A value written over an existing one: the text content of `element` (`attribute`
    /// empty) or the value of its attribute `attribute`, now `text` (no entity in it). Lets
    /// the session update its DOM in place (EditSession::applyDiffs).
    struct ValueEdit
    {
        const tinyxml2::XMLElement *element;
        QByteArray attribute;
        QByteArray text;
    };
    const std::vector<ValueEdit> &valueEdits() const ROBOSTAGE_LIFETIMEBOUND
    {
        return m_valueEdits;
    }
    /// True when an edit adds or removes markup (an element, an attribute, an end tag) or
    /// writes an entity: the DOM can then only be read again, not updated in place.
    bool changesMarkup() const { return m_changesMarkup; }

private:
    const ScannedElement *find(const tinyxml2::XMLElement *element);
    /// Scans the whole file and indexes every DOM element (the first constructor's work).
    bool scanAll();
    /// Lazy mode: scans `element` or the nearest ancestor whose start tag can be found from
    /// its line, and indexes that DOM subtree; false when none can (then scanAll()).
    bool scanRegion(const tinyxml2::XMLElement *element);
    /// The offset of `element`'s start tag when it is the first markup on its line, else -1.
    int startOnItsLine(const tinyxml2::XMLElement *element) const;
    /// Indexes the DOM subtree of `root` against `count` scan elements from `first` on.
    bool indexSubtree(const tinyxml2::XMLElement *root, int first, int count);
    /// Computes m_indentUnit from every scanned element (after scanAll()).
    void findIndentUnit();
    /// Whole-file mode before a structural edit (the file's indentation unit is needed).
    bool needWholeFile() { return m_whole || scanAll(); }
    /// Records a value edit (or that markup changes when `text` holds an entity).
    void noteValue(
        const tinyxml2::XMLElement *element, const QByteArray &attribute, const QByteArray &text);
    bool add(int offset, int length, const QByteArray &text);
    bool fail(const QString &why);
    /// Whitespace before the element's start tag on its line; `ok` is set to false (and the
    /// result is empty) when something else precedes it on that line.
    QByteArray indentOf(const ScannedElement &e, bool *ok = nullptr) const;
    QByteArray expand(const QByteArray &snippet, const QByteArray &indent) const;

    QByteArray m_bytes;
    const tinyxml2::XMLDocument *m_dom = nullptr;
    const std::vector<int> *m_lineStarts = nullptr; ///< lazy mode when set
    bool m_whole = false; ///< the whole file is scanned
    std::vector<int> m_regions; ///< lazy mode: scan indices of the scanned subtrees' roots
    std::vector<ValueEdit> m_valueEdits;
    bool m_changesMarkup = false;
    XmlScan m_scan;
    QHash<const tinyxml2::XMLElement *, int> m_index;
    std::vector<Edit> m_edits;
    QByteArray m_newline = "\n";
    QByteArray m_indentUnit = "  ";
    bool m_valid = false;
    QString m_error;
};

} // namespace robostage::edit
