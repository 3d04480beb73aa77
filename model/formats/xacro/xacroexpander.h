#pragma once

#include <QCoreApplication>

// The xacro processor (ros/xacro, ros2 branch: xacro/__init__.py eval_all and its helpers),
// private to model/formats/xacro. expand() in xacroexpand.h is its public face.

#include "xacrodom.h"
#include "xacroexpand.h"
#include "xacroexpr.h"
#include "xacrosymbols.h"

#include <QElapsedTimer>
#include <QHash>

namespace robostage::xacro {

/// A `xacro:macro` definition (ROS wiki "xacro" §Macros).
struct Macro
{
    QString name;
    std::shared_ptr<Node> body; ///< the `xacro:macro` element as written
    QStringList params; ///< in order; block parameters keep their `*` / `**`
    /// Parameters with `:=default` / `:=^` / `:=^|default`: forward (the parameter's own name
    /// when `^` was given, else empty) and the default text (null when none).
    struct Default
    {
        QString forward;
        std::optional<QString> text;
    };
    QHash<QString, Default> defaults;
};

/// The macros of a scope (xacro's macro `Table`), chained to the enclosing scope; an
/// `xacro:include ns=` namespace is a nested table.
struct MacroTable
{
    std::shared_ptr<MacroTable> parent;
    QHash<QString, std::shared_ptr<Macro>> macros;
    QHash<QString, std::shared_ptr<MacroTable>> namespaces;
};

/// Why expansion stopped: a message and where, as xacro reports it (fatal, like every
/// XacroException in xacro).
struct ExpandFailure
{
    QString message;
    int file = -1;
    int line = 0;
    int call = -1;
};

/// The definitions of the names `text` refers to as `${name}`, as `table` resolves them now.
QHash<QString, std::shared_ptr<Definition>> references(const QString &text, const Table &table);

class Expander : public TextEvaluator
{
    // tr() in this class's context: lupdate files its members' strings there.
    Q_DECLARE_TR_FUNCTIONS(robostage::xacro::Expander)

public:
    Expander(const Options &options, Diagnostics &diagnostics, Expansion &out);
    ~Expander() override;

    /// Runs xacro over the file at `path`; returns the expanded document tree or null.
    std::shared_ptr<Node> run(const QString &path);

    Value evalText(const QString &text, const std::shared_ptr<Table> &scope) override;

private:
    friend class ScopeLookup;

    // xacroexpander.cpp: the tree walk
    void evalAll(Node &node, const std::shared_ptr<MacroTable> &macros,
        const std::shared_ptr<Table> &symbols);
    /// Processes children[index] of `parent`; returns the index of the next child to process.
    int processElement(Node &parent, int index, const std::shared_ptr<MacroTable> &macros,
        const std::shared_ptr<Table> &symbols);
    void replaceNode(Node &parent, int index, std::vector<std::shared_ptr<Node>> by);
    void removePreviousComments(Node &parent, int index);
    void grabProperty(Node &element, const std::shared_ptr<Table> &table);
    /// A Definition of `name` written at `element`'s `attribute` (xacroexpand.h).
    std::shared_ptr<Definition> newDefinition(
        Definition::Kind kind, const QString &name, const Node &element, const QString &attribute);
    bool booleanValue(const Value &value, const QString &condition) const;
    QString checkAttributes(const Node &element, const QStringList &required,
        const QStringList &optional, QStringList &values) const;
    void warn(const Node &where, const QString &message);
    [[noreturn]] void fail(const Node &where, const QString &message) const;
    /// Adds `characters` of output text made at `where` to the expansion's budget and fails
    /// there once the text (kMaxOutputCharacters) or the time budget is spent.
    void charge(const Node &where, qsizetype characters);
    /// Throws EvalError once the expansion has run longer than its time budget.
    void checkTime() const;

    // xacromacros.cpp
    void grabMacro(Node &element, MacroTable &macros);
    /// Expands a macro call in place; false when `element` is no macro call.
    bool handleMacroCall(Node &parent, int index, const std::shared_ptr<MacroTable> &macros,
        const std::shared_ptr<Table> &symbols);
    void insertBlock(Node &parent, int index, const std::shared_ptr<MacroTable> &macros,
        const std::shared_ptr<Table> &symbols);

    // xacroinclude.cpp
    void processInclude(Node &parent, int index, const std::shared_ptr<MacroTable> &macros,
        const std::shared_ptr<Table> &symbols);
    /// The bytes of `path` (through Options::readFile when set); false with `error`.
    bool readBytes(const QString &path, QByteArray &bytes, QString &error) const;
    std::shared_ptr<Node> readDocument(const QString &path, const Node *includedBy);
    int fileIndex(const QString &path);
    QString currentFile() const;
    Value loadYaml(const QString &fileName);

    // xacrotext.cpp
    QString evalExtension(const QString &text);
    QString findPackage(const QString &package);
    Value evalExpression(const QString &text, const std::shared_ptr<Table> &scope);
    std::vector<std::shared_ptr<Function>> xacroFunctions();

    const Options &m_options;
    Diagnostics &m_diagnostics;
    Expansion &m_out;
    std::shared_ptr<Dict> m_globals;
    Arguments m_arguments; ///< substitution_args_context['arg']
    QList<int> m_fileStack; ///< indices into m_out.files
    int m_call = -1; ///< the macro call being expanded (index into m_out.calls)
    int m_macroDepth = 0;
    const Node *m_current = nullptr; ///< the element being processed, for messages
    std::shared_ptr<Node> m_barrier; ///< xacro's _empty_text_node singleton
    long m_nodeCount = 0;
    long m_outputCharacters = 0; ///< text made so far (see charge())
    QElapsedTimer m_clock; ///< started with the expansion
    long m_timeLimitMs = 0;
    QHash<QString, std::shared_ptr<const Expr>> m_parsed;
    QStringList m_texts; ///< the text of each XML file read, for argumentChoices()
    int m_depth = 0; ///< element nesting of evalAll()
    /// While an attribute is evaluated: where its `${…}` parts that are YAML scalars come from
    /// (evalText() at nesting m_textDepth 1 records them; a property evaluated on the way is
    /// deeper).
    std::vector<YamlRead> *m_yamlReads = nullptr;
    int m_textDepth = 0;
    std::vector<std::shared_ptr<Table>> m_namespaces; ///< cleared when done (cycles)
    std::vector<std::shared_ptr<Definition>> m_definitions;

public:
    /// Fills ArgumentDeclaration::choices (xacrochoices.cpp): the strings the files compare
    /// each argument with (`'$(arg X)' == 'a'`, `'a' != '$(arg X)'`, `'$(arg X)' in ['a', 'b']`),
    /// also through a property or macro parameter that holds it (`value="$(arg X)"`, then
    /// `${x == 'a'}`); else, for an argument that names a folder in a path the expansion uses
    /// (`config/$(arg ur_type)/joint_limits.yaml`), the sibling folders that hold the same file;
    /// else true/false for an argument whose default is a boolean.
    void argumentChoices();
};

} // namespace robostage::xacro
