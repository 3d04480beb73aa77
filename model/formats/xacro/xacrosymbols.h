#pragma once

// xacro's symbol tables (xacro/__init__.py `Table`): properties, macro parameters and blocks
// of one scope, chained to the enclosing scope and finally to the global symbols (math,
// builtins, the `xacro` and `python` namespaces). Property values are kept as written and
// evaluated on first use (lazy evaluation, ROS wiki "xacro" §Properties).

#include "lifetimebound.h"
#include "xacroexpand.h"
#include "xacrovalue.h"

#include <QHash>
#include <QStringList>

#include <memory>

namespace robostage::xacro {

struct Node;

/// Evaluates `${…}`/`$(…)` text in a scope; the expander implements it.
class TextEvaluator
{
public:
    virtual ~TextEvaluator() = default;
    virtual Value evalText(const QString &text, const std::shared_ptr<Table> &scope) = 0;
};

/// Python-literal reading of a property value (xacro `Table._eval_literal`): `'quoted'` loses
/// its quotes; text without `_` that reads as int, float or true/false becomes that; anything
/// else stays a string. Non-strings are returned as they are.
Value evalLiteral(const Value &value);

class Table : public std::enable_shared_from_this<Table>
{
public:
    /// A scope inside `parent`; a null parent makes a top-level table over `globals`.
    Table(std::shared_ptr<Table> parent, std::shared_ptr<const Dict> globals);

    const std::shared_ptr<Table> &parent() const ROBOSTAGE_LIFETIMEBOUND { return m_parent; }
    /// True for the table of an `xacro:include ns=` namespace (xacro's `NameSpace`).
    bool nameSpace = false;
    /// The outermost table below the globals (`scope="global"`).
    Table *top();
    const Dict &globals() const ROBOSTAGE_LIFETIMEBOUND { return *m_globals; }

    /// True when `name` is defined here, in an enclosing scope or among the globals.
    bool contains(const QString &name) const;
    bool isGlobal(const QString &name) const { return m_globals->find(name) != nullptr; }
    /// The value of `name`, evaluating it first if it is still unevaluated. Throws EvalError
    /// ("name 'x' is not defined", or a circular definition) as Python/xacro would.
    Value get(const QString &name, TextEvaluator &evaluator);
    /// Defines `name` here: `value` goes through evalLiteral(); a string that stays a string is
    /// evaluated at first use when `unevaluated`.
    void set(const QString &name, const Value &value, bool unevaluated,
        std::shared_ptr<Definition> definition = nullptr);
    /// Where `name` was defined (the entry get() would read), or null (undefined, a global,
    /// or defined without a record).
    std::shared_ptr<Definition> definition(const QString &name) const;
    /// Removes `name` from this table and every enclosing one (not from the globals).
    void remove(const QString &name);

    /// Forgets every entry and the enclosing scope (breaks the cycle of a namespace table and
    /// the table holding it, once the expansion is done).
    void clear();

    /// Blocks: `*param` / `**param` macro arguments and `**name` property blocks.
    void setBlock(const QString &name, std::shared_ptr<Node> block);
    std::shared_ptr<Node> block(const QString &name) const;

private:
    struct Entry
    {
        Value value;
        bool unevaluated = false;
        std::shared_ptr<Definition> definition;
    };

    std::shared_ptr<Table> m_parent;
    std::shared_ptr<const Dict> m_globals;
    QHash<QString, Entry> m_entries;
    QHash<QString, std::shared_ptr<Node>> m_blocks;
    QStringList m_resolving; ///< names being evaluated now, to catch circular definitions
};

} // namespace robostage::xacro
