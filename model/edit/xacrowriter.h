#pragma once

#include <QCoreApplication>

// The writer behind writeXacroEdits() (xacroedit.h), private to model/edit: it turns value
// edits of the expanded document into byte replacements in the xacro sources.

#include "xacroedit.h"
#include "xmlscan.h"

#include "formats/xacro/xacroexpand.h"

#include <QSet>

namespace robostage::edit {

/// XML attribute or text bytes as written → text (the five predefined entities and character
/// references decoded).
QString decodeXml(const QByteArray &raw);

/// `text` as the bytes of an attribute value quoted with `quote` (`"` or `'`): `&`, `<` and
/// that quote written as entities, everything else as UTF-8.
QByteArray attributeBytes(const QString &text, char quote);

/// How many times the body of the macro of call `call` (Expansion::calls) was expanded: the
/// calls of the same macro definition (a call inside a macro expanded twice counts twice); 1
/// outside any macro (`call` < 0).
int macroExpansions(const xacro::Expansion &expansion, int call);

class XacroWriter
{
    // tr() in this class's context: lupdate files its members' strings there.
    Q_DECLARE_TR_FUNCTIONS(robostage::edit::XacroWriter)

public:
    XacroWriter(const xacro::Expansion &expansion, SharedEdit shared,
        const std::function<QByteArray(const QString &)> &bytesOf,
        EditResult::SharedQuestion *question, EditResult::ComputedValue *computed);

    /// Plans `edit`; false with `error` (and the question or computed value filled when the
    /// user could answer it).
    bool add(const ExpandedValueEdit &edit, QString *error);
    /// Applies the planned replacements to the sources' bytes: path → new bytes.
    void result(QHash<QString, QByteArray> &changed) const;

    QString conflict; ///< why a replacement was refused, when one was

private:
    /// An attribute value (or part of one) in a xacro source: its bytes [begin, end) in
    /// `path`, the macro call its element was expanded in, "FILE:LINE …" for messages, the
    /// attribute's name and the name of the element it is written on.
    struct Place
    {
        QString path;
        int begin = 0;
        int end = 0;
        int call = -1;
        QString where;
        QString attribute;
        QString element;
    };
    using References = QHash<QString, std::shared_ptr<xacro::Definition>>;

    // xacrowriter.cpp
    bool writeValue(const Place &place, const QString &old, const QString &value,
        const References &refs, QString *error);
    bool writeTokens(const Place &place, const QString &written, const QString &old,
        const QString &value, const References &refs, QString *error);
    bool writeDefinition(const Place &use, const QString &name, const References &refs,
        const QString &value, QString *error);
    bool replaceToken(const Place &use, const QString &name, const QString &value, QString *error);
    bool addText(const ScannedElement &source, const QString &path, const xacro::Origin &origin,
        const QString &value, const QString &where, QString *error);
    /// True when a value written inside the body of the macro expanded as `call` may change
    /// there: the macro is expanded once, or the user chose to change the definition. Else
    /// false with the question; `instanceRefusal` is why the value cannot go to this
    /// expansion alone (empty: writeInstanceParameter() can).
    bool allowMacroBody(
        int call, const QString &where, const QString &instanceRefusal, QString *error);
    /// How often the macro of `call` is expanded.
    int expansions(int call) const;
    const QByteArray &scanned(const QString &path);
    const ScannedElement *element(const QString &path, int ordinal, QString *error);
    bool replace(const QString &path, int begin, int end, const QString &value);
    bool replaceBytes(const QString &path, int begin, int end, const QByteArray &bytes);
    void refuseComputed(
        const Place &place, const QString &written, const QString &value, QString *error);

    // xacroparams.cpp: values that become or are macro parameters
    /// Why the literal `written` at `place` cannot become a parameter of its macro for this
    /// expansion alone; empty when writeInstanceParameter() can do it.
    QString instanceRefusal(const Place &place, const QString &written);
    bool writeInstanceParameter(
        const Place &place, const QString &written, const QString &value, QString *error);
    bool writeDefault(
        const Place &use, const xacro::Definition &d, const QString &value, QString *error);
    /// Adds ` name="value"` (the value written as given) to the start tag of `element`.
    bool addAttribute(const QString &path, const ScannedElement &element, const QString &name,
        const QString &value);
    /// A new parameter name for the macro defined by `definition` from `hint` (letters, digits
    /// and `_`), used as a word in no file of the expansion and not planned already.
    QString newParameterName(const QString &hint);

    const xacro::Expansion &m_expansion;
    SharedEdit m_shared;
    const std::function<QByteArray(const QString &)> &m_bytesOf;
    EditResult::SharedQuestion *m_question;
    EditResult::ComputedValue *m_computed;
    QHash<QString, QByteArray> m_bytes;
    QHash<QString, XmlScan> m_scans;
    struct Replacement
    {
        QString path;
        int offset = 0;
        int length = 0;
        QByteArray bytes;
    };
    std::vector<Replacement> m_replacements;
    QSet<QString> m_newNames;
    int m_depth = 0;
};

} // namespace robostage::edit
