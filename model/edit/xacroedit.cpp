#include "xacroedit.h"

#include "xacrowriter.h"

#include <tinyxml2.h>

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace robostage::edit {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
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

} // namespace

bool expandedValueEdits(const tinyxml2::XMLDocument &expanded, const QByteArray &patched,
    std::vector<ExpandedValueEdit> &edits, QString *error)
{
    tinyxml2::XMLDocument after(true, tinyxml2::PRESERVE_WHITESPACE);
    if (after.Parse(patched.constData(), size_t(patched.size())) != tinyxml2::XML_SUCCESS) {
        *error = tr("the edit would make the expanded document malformed");
        return false;
    }
    std::vector<const tinyxml2::XMLElement *> all, b;
    collect(expanded.RootElement(), all);
    collect(after.RootElement(), b);
    // Pair the elements in document order; an element of `after` without a counterpart must
    // be a new leaf whose parent is paired (a missing <origin> added by a pose edit).
    std::vector<const tinyxml2::XMLElement *> a;
    std::vector<const tinyxml2::XMLElement *> paired;
    QHash<const tinyxml2::XMLElement *, const tinyxml2::XMLElement *> counterpart;
    size_t i = 0;
    for (const tinyxml2::XMLElement *e : b) {
        if (i < all.size() && QByteArray(all[i]->Name()) == e->Name()) {
            counterpart.insert(e, all[i]);
            a.push_back(all[i++]);
            paired.push_back(e);
            continue;
        }
        const tinyxml2::XMLElement *parent = e->Parent() ? e->Parent()->ToElement() : nullptr;
        if (e->FirstChildElement() || !counterpart.contains(parent)) {
            *error = all.size() > b.size()
                ? tr("removing elements of a xacro document is not supported yet; edit the "
                     "xacro file, or convert it to URDF first")
                : tr("renaming elements of a xacro document is not supported");
            return false;
        }
        tinyxml2::XMLPrinter printer(nullptr, true);
        e->Accept(&printer);
        edits.push_back({counterpart.value(parent), QString::fromUtf8(e->Name()), QString(),
            QString::fromUtf8(printer.CStr()), ExpandedValueEdit::Kind::NewChild});
    }
    if (i != all.size()) {
        *error = tr("removing elements of a xacro document is not supported yet; edit the xacro "
                    "file, or convert it to URDF first");
        return false;
    }
    b = paired;
    for (i = 0; i < a.size(); ++i) {
        if (QByteArray(a[i]->Name()) != b[i]->Name()) {
            *error = tr("renaming elements of a xacro document is not supported");
            return false;
        }
        for (const tinyxml2::XMLAttribute *at = b[i]->FirstAttribute(); at; at = at->Next()) {
            const char *old = a[i]->Attribute(at->Name());
            if (!old) {
                edits.push_back({a[i], QString::fromUtf8(at->Name()), QString(),
                    QString::fromUtf8(at->Value()), ExpandedValueEdit::Kind::NewAttribute});
                continue;
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

bool sameValues(const QString &a, const QString &b)
{
    const QString x = a.simplified();
    const QString y = b.simplified();
    if (x == y)
        return true;
    const QStringList p = x.split(QLatin1Char(' '));
    const QStringList q = y.split(QLatin1Char(' '));
    if (p.size() != q.size())
        return false;
    for (int i = 0; i < p.size(); ++i) {
        bool ok1 = false;
        bool ok2 = false;
        const double u = p[i].toDouble(&ok1);
        const double v = q[i].toDouble(&ok2);
        if (!ok1 || !ok2 || std::abs(u - v) > 1e-9 * std::max(1.0, std::abs(u)))
            return false;
    }
    return true;
}

QString expansionDifference(
    const tinyxml2::XMLDocument &expected, const tinyxml2::XMLDocument &actual)
{
    std::vector<const tinyxml2::XMLElement *> a, b;
    collect(expected.RootElement(), a);
    collect(actual.RootElement(), b);
    if (a.size() != b.size())
        return tr("%1 elements instead of %2").arg(b.size()).arg(a.size());
    for (size_t i = 0; i < a.size(); ++i) {
        const QString name = QString::fromUtf8(a[i]->Name());
        if (name != QString::fromUtf8(b[i]->Name()))
            return tr("<%1> instead of <%2>").arg(QString::fromUtf8(b[i]->Name()), name);
        if (!sameValues(textOf(a[i]), textOf(b[i])))
            return tr("<%1> holds \"%2\" instead of \"%3\"")
                .arg(name, textOf(b[i]).trimmed(), textOf(a[i]).trimmed());
        for (const tinyxml2::XMLAttribute *at = a[i]->FirstAttribute(); at; at = at->Next()) {
            const char *other = b[i]->Attribute(at->Name());
            if (!other || !sameValues(QString::fromUtf8(at->Value()), QString::fromUtf8(other)))
                return tr("<%1 %2=\"%3\"> instead of \"%4\"")
                    .arg(name, QString::fromUtf8(at->Name()),
                        other ? QString::fromUtf8(other) : QString(),
                        QString::fromUtf8(at->Value()));
        }
        for (const tinyxml2::XMLAttribute *at = b[i]->FirstAttribute(); at; at = at->Next()) {
            if (!a[i]->Attribute(at->Name()))
                return tr("<%1> has the attribute %2 too").arg(name, QString::fromUtf8(at->Name()));
        }
    }
    return QString();
}

bool writeXacroEdits(const xacro::Expansion &expansion, const std::vector<ExpandedValueEdit> &edits,
    SharedEdit shared, const std::function<QByteArray(const QString &)> &bytesOf,
    QHash<QString, QByteArray> &changed, QString *error, EditResult::SharedQuestion *question,
    EditResult::ComputedValue *computed, const Reexpander &reexpand, QStringList *notes)
{
    XacroWriter writer(expansion, shared, bytesOf, question, computed);
    writer.setReexpander(reexpand);
    for (const ExpandedValueEdit &edit : edits) {
        if (!writer.add(edit, error)) {
            if (error->isEmpty())
                *error = writer.conflict;
            return false;
        }
    }
    writer.result(changed);
    if (notes)
        *notes << writer.notes;
    return true;
}

} // namespace robostage::edit
