// SetXacroExpression (commands.h): a new expression for a computed xacro value (issue 16,
// "the user may type a new expression").

#include "commands.h"
#include "xacrowriter.h"

#include <QCoreApplication>
#include <QSet>

namespace robostage::edit {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

/// The quote of the attribute value that holds bytes [begin, end) of `bytes` ('"' when none).
char quoteAround(const QByteArray &bytes, int begin, int end)
{
    for (const ScannedElement &e : scanXml(bytes).elements) {
        for (const ScannedAttribute &a : e.attributes) {
            if (a.valueBegin <= begin && end <= a.valueEnd)
                return a.quote;
        }
    }
    return '"';
}

} // namespace

std::unique_ptr<SetXacroExpression> SetXacroExpression::create(EditSession &session,
    const EditResult::ComputedValue &at, const QString &text, EditResult &result)
{
    const int file = session.fileIndex(at.path);
    const QByteArray before = session.bytes(at.path);
    if (!at.asked || file < 0 || at.begin < 0 || at.end > before.size()
        || decodeXml(before.mid(at.begin, at.end - at.begin)) != at.written) {
        result.error = tr("%1: the expression %2 is no longer there (the file changed); make "
                          "the edit again")
                           .arg(at.where, at.written);
        return nullptr;
    }
    if (text.trimmed().isEmpty()) {
        result.error = tr("%1: type an expression or a value for %2").arg(at.where, at.attribute);
        return nullptr;
    }
    result.ok = true;
    if (text == at.written) {
        result.notes << tr("%1: the expression did not change").arg(at.where);
        return nullptr;
    }
    QByteArray after = before;
    after.replace(
        at.begin, at.end - at.begin, attributeBytes(text, quoteAround(before, at.begin, at.end)));
    // The new text must not bring errors the document does not have now (xacro stops on an
    // undefined name or a bad expression; the URDF reader may reject the value).
    const std::unique_ptr<Document> check = session.loadWith({{at.path, after}});
    QSet<QString> known;
    for (const Diagnostic &d : session.document().diagnostics().items())
        known.insert(d.toString());
    QStringList errors;
    for (const Diagnostic &d : check->diagnostics().items()) {
        if (d.severity == Severity::Error && !known.contains(d.toString()))
            errors << d.toString();
    }
    if (!errors.isEmpty()) {
        result.ok = false;
        result.error = tr("%1: %2=\"%3\" was not written: %4")
                           .arg(at.where, at.attribute, text, errors.join(QLatin1Char('\n')));
        return nullptr;
    }
    std::vector<FileDiff> diffs {diffBytes(file, before, after)};
    return std::make_unique<SetXacroExpression>(
        session, tr("Set expression of %1").arg(at.attribute), std::move(diffs), -1, QString());
}

} // namespace robostage::edit
