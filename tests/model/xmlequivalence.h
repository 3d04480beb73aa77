#pragma once

// XML equivalence for xacro outputs: the rules of ros/xacro's own test-suite (`xml_matches` in
// test/test_xacro.py), as shared/corpus/xacro/xacro-tests/README.md "Comparing an output" and
// its compare_xml.py state them:
//
// - Only the root elements are compared (prolog comments such as xacro's banner, the XML
//   declaration and processing instructions are not).
// - Elements: same name (with prefix), same attribute names in any order, each attribute value
//   matching (below), and the same children in the same order, where whitespace-only text,
//   processing instructions and DOCTYPEs are skipped, and comments too with `ignoreComments`.
// - Text, CDATA and comments: same node kind and matching data. Adjacent text nodes of a DOM
//   built in memory count as one (as they are once the DOM is written and read again).
// - Two values match when they are equal after collapsing white-space runs to one space and
//   trimming; or both are Python dict literals that compare equal (key order ignored, see
//   pythonliteral.h); or both split at white space into the same number of tokens and each
//   pair of tokens is identical or two numbers (Python `float()` syntax) within 1e-9.
//
// xmlDifference() returns an empty string when the documents are equivalent, else the first
// difference: the element path (`/robot/link[@name="base"]/visual[2]`) and what differs.

#include "pythonliteral.h"

#include <QByteArray>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <tinyxml2.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace robostage::test {

namespace xmlequivalence {

/// Python `float(token)` for one white-space-free token, or nullopt when it is not a number.
inline std::optional<double> pythonFloat(const QString &token)
{
    static const QRegularExpression special(
        QStringLiteral("^[+-]?(inf|infinity|nan)$"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression number(QStringLiteral(
        "^[+-]?((\\d(_?\\d)*)?\\.\\d(_?\\d)*|\\d(_?\\d)*\\.?)([eE][+-]?\\d(_?\\d)*)?$"));
    if (special.match(token).hasMatch()) {
        const bool negative = token.startsWith(QLatin1Char('-'));
        if (token.contains(QLatin1String("nan"), Qt::CaseInsensitive))
            return std::nan("");
        return negative ? -HUGE_VAL : HUGE_VAL;
    }
    if (!number.match(token).hasMatch())
        return std::nullopt;
    QString digits = token;
    return digits.remove(QLatin1Char('_')).toDouble(); // infinity when it overflows
}

/// compare_xml.py's text_values_match: see the header comment.
inline bool textValuesMatch(const QString &a, const QString &b)
{
    if (a.simplified() == b.simplified())
        return true;
    if (pyliteral::equalDicts(a, b))
        return true;
    const QStringList ta = a.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const QStringList tb = b.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (ta.size() != tb.size())
        return false;
    for (int i = 0; i < ta.size(); ++i) {
        if (ta[i] == tb[i])
            continue;
        const std::optional<double> x = pythonFloat(ta[i]), y = pythonFloat(tb[i]);
        if (!x || !y || std::abs(*x - *y) > 1.0e-9) // NaN on either side matches, as in Python
            return false;
    }
    return true;
}

/// One child that takes part in the comparison.
struct Child
{
    enum class Kind { Element, Text, CData, Comment };
    Kind kind;
    const tinyxml2::XMLElement *element = nullptr;
    QString data; ///< Text, CData, Comment
};

/// The children of `e` the rules compare: adjacent text nodes joined, whitespace-only text,
/// declarations, DOCTYPEs (and comments when ignored) left out.
inline std::vector<Child> children(const tinyxml2::XMLElement &e, bool ignoreComments)
{
    std::vector<Child> result;
    bool previousWasText = false;
    for (const tinyxml2::XMLNode *n = e.FirstChild(); n; n = n->NextSibling()) {
        const bool isText = n->ToText() && !n->ToText()->CData();
        if (isText && previousWasText) {
            result.back().data += QString::fromUtf8(n->Value());
        } else if (n->ToElement()) {
            result.push_back({Child::Kind::Element, n->ToElement(), {}});
        } else if (n->ToText()) {
            result.push_back({isText ? Child::Kind::Text : Child::Kind::CData, nullptr,
                QString::fromUtf8(n->Value())});
        } else if (n->ToComment() && !ignoreComments) {
            result.push_back({Child::Kind::Comment, nullptr, QString::fromUtf8(n->Value())});
        }
        previousWasText = isText;
    }
    std::vector<Child> kept;
    for (Child &c : result) {
        if (c.kind != Child::Kind::Text || !c.data.trimmed().isEmpty())
            kept.push_back(std::move(c));
    }
    return kept;
}

inline QString quoted(const QString &value)
{
    const QString s = value.simplified();
    return QLatin1Char('"') + (s.size() > 80 ? s.left(77) + QStringLiteral("...") : s)
        + QLatin1Char('"');
}

inline QString describe(const Child &c)
{
    switch (c.kind) {
    case Child::Kind::Element:
        return QLatin1Char('<') + QString::fromUtf8(c.element->Name()) + QLatin1Char('>');
    case Child::Kind::Text:
        return QStringLiteral("text ") + quoted(c.data);
    case Child::Kind::CData:
        return QStringLiteral("CDATA ") + quoted(c.data);
    case Child::Kind::Comment:
        return QStringLiteral("comment ") + quoted(c.data);
    }
    return {};
}

/// The path step of `e` below its parent: `name[@name="…"]` when it has a name attribute,
/// else `name[k]` when it has same-named element siblings (k counts from 1), else `name`.
inline QString step(const tinyxml2::XMLElement &e)
{
    const QString name = QString::fromUtf8(e.Name());
    if (const char *n = e.Attribute("name"))
        return name + QStringLiteral("[@name=\"%1\"]").arg(QString::fromUtf8(n));
    int index = 1, count = 0;
    const tinyxml2::XMLNode *parent = e.Parent();
    for (const tinyxml2::XMLElement *s = parent ? parent->FirstChildElement(e.Name()) : nullptr; s;
         s = s->NextSiblingElement(e.Name())) {
        ++count;
        if (s == &e)
            index = count;
    }
    return count > 1 ? name + QStringLiteral("[%1]").arg(index) : name;
}

inline QString attributeNames(const tinyxml2::XMLElement &e)
{
    QStringList names;
    for (const tinyxml2::XMLAttribute *a = e.FirstAttribute(); a; a = a->Next())
        names << QString::fromUtf8(a->Name());
    names.sort();
    return QLatin1Char('[') + names.join(QStringLiteral(", ")) + QLatin1Char(']');
}

/// compare_xml.py's nodes_match for two elements: "" or "PATH: what differs".
inline QString elementDifference(const tinyxml2::XMLElement &a, const tinyxml2::XMLElement &b,
    bool ignoreComments, const QString &parentPath)
{
    const QString path = parentPath + QLatin1Char('/') + step(a);
    if (qstrcmp(a.Name(), b.Name()) != 0) {
        return (parentPath.isEmpty() ? QStringLiteral("/") : parentPath)
            + QStringLiteral(": element <%1> vs <%2>")
                  .arg(QString::fromUtf8(a.Name()), QString::fromUtf8(b.Name()));
    }
    int count = 0;
    for (const tinyxml2::XMLAttribute *x = a.FirstAttribute(); x; x = x->Next(), ++count) {
        const char *y = b.Attribute(x->Name());
        if (!y)
            return path
                + QStringLiteral(": attributes %1 vs %2").arg(attributeNames(a), attributeNames(b));
        if (!textValuesMatch(QString::fromUtf8(x->Value()), QString::fromUtf8(y))) {
            return path
                + QStringLiteral(": attribute %1=%2 vs %3")
                      .arg(QString::fromUtf8(x->Name()), quoted(QString::fromUtf8(x->Value())),
                          quoted(QString::fromUtf8(y)));
        }
    }
    for (const tinyxml2::XMLAttribute *y = b.FirstAttribute(); y; y = y->Next())
        --count;
    if (count != 0)
        return path
            + QStringLiteral(": attributes %1 vs %2").arg(attributeNames(a), attributeNames(b));

    const std::vector<Child> ca = children(a, ignoreComments), cb = children(b, ignoreComments);
    for (size_t i = 0; i < std::max(ca.size(), cb.size()); ++i) {
        const QString where = path + QStringLiteral(": child %1: ").arg(i + 1);
        if (i >= ca.size())
            return where + QStringLiteral("missing, expected ") + describe(cb[i]);
        if (i >= cb.size())
            return where + QStringLiteral("unexpected ") + describe(ca[i]);
        if (ca[i].kind != cb[i].kind)
            return where + describe(ca[i]) + QStringLiteral(" vs ") + describe(cb[i]);
        if (ca[i].kind == Child::Kind::Element) {
            const QString difference
                = elementDifference(*ca[i].element, *cb[i].element, ignoreComments, path);
            if (!difference.isEmpty())
                return difference;
        } else if (!textValuesMatch(ca[i].data, cb[i].data)) {
            return where + describe(ca[i]) + QStringLiteral(" vs ") + describe(cb[i]);
        }
    }
    return {};
}

} // namespace xmlequivalence

/// Compares the element `actual` with `expected` by the rules above: "" when equivalent, else
/// the first difference.
inline QString xmlDifference(const tinyxml2::XMLElement &actual,
    const tinyxml2::XMLElement &expected, bool ignoreComments = false)
{
    return xmlequivalence::elementDifference(actual, expected, ignoreComments, QString());
}

/// Compares the root elements of two documents (either may be null or empty).
inline QString xmlDifference(const tinyxml2::XMLDocument *actual,
    const tinyxml2::XMLDocument *expected, bool ignoreComments = false)
{
    const tinyxml2::XMLElement *a = actual ? actual->RootElement() : nullptr;
    const tinyxml2::XMLElement *b = expected ? expected->RootElement() : nullptr;
    if (!a || !b)
        return QStringLiteral("no root element in the %1")
            .arg(a ? QStringLiteral("expected document") : QStringLiteral("actual document"));
    return xmlDifference(*a, *b, ignoreComments);
}

/// Parses `xml` (tinyxml2, white space preserved) into `doc`: "" or the parse error.
inline QString parseXml(const QByteArray &xml, tinyxml2::XMLDocument &doc)
{
    if (doc.Parse(xml.constData(), size_t(xml.size())) == tinyxml2::XML_SUCCESS)
        return {};
    return QStringLiteral("malformed XML: %1").arg(QString::fromUtf8(doc.ErrorStr()));
}

/// Compares the root element of the document `actual` with the XML text `expected` (e.g. the
/// `expected` normal form of cases.json, or an expected/*.urdf file).
inline QString xmlDifference(
    const tinyxml2::XMLDocument &actual, const QByteArray &expected, bool ignoreComments = false)
{
    tinyxml2::XMLDocument doc(true, tinyxml2::PRESERVE_WHITESPACE);
    const QString error = parseXml(expected, doc);
    if (!error.isEmpty())
        return QStringLiteral("expected: ") + error;
    return xmlDifference(&actual, &doc, ignoreComments);
}

/// Compares two XML texts.
inline QString xmlDifference(
    const QByteArray &actual, const QByteArray &expected, bool ignoreComments = false)
{
    tinyxml2::XMLDocument doc(true, tinyxml2::PRESERVE_WHITESPACE);
    const QString error = parseXml(actual, doc);
    if (!error.isEmpty())
        return QStringLiteral("actual: ") + error;
    return xmlDifference(doc, expected, ignoreComments);
}

} // namespace robostage::test
