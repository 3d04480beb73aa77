#pragma once

#include <QCoreApplication>

// The writer behind writeXacroEdits() (xacroedit.h), private to model/edit: it turns value
// edits of the expanded document into byte replacements in the xacro sources.

#include "xacroedit.h"
#include "xmlscan.h"

#include "formats/xacro/xacroexpand.h"

#include <QSet>

#include <memory>
#include <optional>

namespace robostage::edit {

/// XML attribute or text bytes as written → text (the five predefined entities and character
/// references decoded).
QString decodeXml(const QByteArray &raw);

/// `text` as the bytes of an attribute value quoted with `quote` (`"` or `'`): `&`, `<` and
/// that quote written as entities, everything else as UTF-8.
QByteArray attributeBytes(const QString &text, char quote);

/// True when `a` and `b` are the same text, or the same whitespace-separated numbers (`0.0`
/// and `0`, within 1e-9, relative above 1): a value of the expanded document unchanged.
bool sameValues(const QString &a, const QString &b);

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

    /// Lets values computed by expressions be solved (xacrosolve.cpp); null: refused.
    void setReexpander(const Reexpander &reexpand);
    /// Plans `edit`; false with `error` (and the question or computed value filled when the
    /// user could answer it).
    bool add(const ExpandedValueEdit &edit, QString *error);
    /// Applies the planned replacements to the sources' bytes: path → new bytes.
    void result(QHash<QString, QByteArray> &changed) const;

    QString conflict; ///< why a replacement was refused, when one was
    /// Where solved values went (a YAML scalar, an argument's default, a new parameter), for
    /// EditResult::notes: "the value is carried by 0.25 at FILE:LINE, which becomes 0.3".
    QStringList notes;

    /// A number written in a source that may carry an edited value: bytes [begin, end) of
    /// `path` (a xacro or YAML file), its value, "FILE:LINE" for messages.
    struct Literal
    {
        QString path;
        int begin = 0;
        int end = 0;
        double value = 0;
        QString where;
        bool carries = false; ///< a YAML candidate that the value reads (identifyYaml)
    };

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
    /// Bytes [offset, offset + length) of `path` to become `bytes`.
    struct Replacement
    {
        QString path;
        int offset = 0;
        int length = 0;
        QByteArray bytes;
    };
    /// Solved: planned; Refused: `error` says why; Shared: only numbers other values read too
    /// carry it (`error` and the question filled); NotFound: nothing carries it.
    enum class Solve { Solved, Refused, Shared, NotFound };

    // xacrowriter.cpp
    bool writeValue(const Place &place, const QString &old, const QString &value,
        const References &refs, QString *error);
    bool writeTokens(const Place &place, const QString &written, const QString &old,
        const QString &value, const References &refs, QString *error);
    bool writeDefinition(const Place &use, const QString &name, const References &refs,
        const QString &old, const QString &value, QString *error);
    /// The bytes of the `${name}` in the value at `use`, as a Place; none when not written so.
    std::optional<Place> tokenOf(const Place &use, const QString &name);
    bool replaceToken(const Place &use, const QString &name, const QString &value, QString *error);
    bool addText(const ScannedElement &source, const QString &path, const xacro::Origin &origin,
        const ExpandedValueEdit &edit, const QString &where, QString *error);
    /// Inserts the element `xml` as the first child of `source`, on its own line.
    bool addChild(const ScannedElement &source, const QString &path, const xacro::Origin &origin,
        const QString &xml, const QString &where, QString *error);
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
    /// After solveComputed(): NotFound is refused as computed; Shared also offers a new
    /// expression (EditResult::ComputedValue) besides its question.
    void refuseUnsolved(Solve solved, const Place &place, const QString &written,
        const QString &value, QString *error);

    // xacrosolve.cpp: values computed by expressions
    /// The value of the edited attribute (token) in an expansion with [begin, end) of `path`
    /// replaced by `text`: `shaped` when the document kept its shape (elements, names and
    /// texts; only numbers may differ), `ok` when the edited value is also one number;
    /// `othersChanged` when any other value of the document changed too.
    struct Probe
    {
        bool shaped = false;
        bool ok = false;
        double value = 0;
        bool othersChanged = false;
        QStringList tokens; ///< the edited attribute's tokens
    };
    /// The edited value: the element's index in document order, its attribute, the token.
    struct Target
    {
        int element = -1;
        QByteArray attribute;
        int token = -1; ///< -1: the attribute is one number
    };
    void setTarget(const tinyxml2::XMLElement *element, const QString &attribute);
    Probe probe(const QString &path, int begin, int end, const QByteArray &text);
    Probe probe(std::vector<Replacement> changes);
    /// In a macro body expanded several times, `${expr}` at `token` (now `from`) becomes
    /// `${expr + NAME}` with a new macro parameter NAME:=0 that this expansion's call passes as
    /// `want - from`; false (nothing planned) when the expansion does not give `want` alone.
    bool writeTermParameter(const Place &token, const QString &written, double from, double want);
    /// Makes the `${…}` at `token` (which expands to the number `old`) expand to `value`.
    Solve solveComputed(const Place &token, const QString &old, const QString &value,
        const References &refs, QString *error);
    void literalsIn(const Place &place, const QString &written, std::vector<Literal> &out);
    void definitionLiterals(
        const QString &written, const References &refs, std::vector<Literal> &out, int depth);
    void identifyYaml(std::vector<Literal> &candidates, size_t first, double from);
    /// The number `literal` solved (two expansions): `text` makes the value `want`; `shared`
    /// when other values change with it. False when it does not carry the value linearly.
    bool solveLiteral(
        const Literal &literal, double from, double want, QByteArray &text, bool &shared);
    bool writeLiteral(const Literal &literal, const QByteArray &text);
    /// Makes `$(arg name)`, read at `use`, give `value` by changing the argument's default
    /// (checked by expanding again: refused when the argument is given on the command line).
    bool writeArgumentDefault(
        const Place &use, const QString &name, const QString &value, QString *error);

    // xacroparams.cpp: values that become or are macro parameters
    /// Why the literal `written` at `place` cannot become a parameter of its macro for this
    /// expansion alone; empty when writeInstanceParameter() can do it.
    QString instanceRefusal(const Place &place, const QString &written);
    bool writeInstanceParameter(
        const Place &place, const QString &written, const QString &value, QString *error);
    bool writeDefault(const Place &use, const xacro::Definition &d, const QString &old,
        const QString &value, QString *error);
    /// The insertion of ` name="value"` (the value written as given) after the last attribute
    /// of `element`'s start tag.
    Replacement attributeInsertion(const QString &path, const ScannedElement &element,
        const QString &name, const QString &value);
    /// The insertion declaring `declared` (`name:=default`) in the `params` of `macro` (the
    /// attribute added when it has none).
    Replacement parameterDeclaration(
        const QString &macroPath, const ScannedElement &macro, const QString &declared);
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
    std::vector<Replacement> m_replacements;
    QSet<QString> m_newNames;
    int m_depth = 0;
    Reexpander m_reexpand;
    Target m_target;
    std::shared_ptr<xacro::Expansion> m_baseline;
    std::vector<const tinyxml2::XMLElement *> m_baselineElements;
};

} // namespace robostage::edit
