#pragma once

// Values of xacro's expression language: the subset of Python objects that `${…}` expressions
// produce (xacro evaluates them with Python's eval over a restricted symbol table). Printing
// follows Python's str()/repr(), which is what xacro writes into the document.

#include "lifetimebound.h"
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <utility>
#include <vector>

namespace robostage::xacro {

class Value;
class Table;
struct Dict;
struct Function;
using ValueList = std::vector<Value>;
using KeywordArguments = std::vector<std::pair<QString, Value>>;

/// A failed evaluation: the message xacro would print (Python's exception in words). Thrown
/// inside the expander only; expand() turns it into a diagnostic.
struct EvalError
{
    QString message;
};

/// A Python value: None, bool, int (64-bit; overflow is an error), float, str, list, tuple,
/// dict (insertion-ordered; `dotted` for YAML data and namespaces, which allow `d.key`),
/// a callable, or a property namespace (`xacro:include ns=`).
class Value
{
public:
    enum class Type { None, Bool, Int, Float, Str, List, Tuple, Dict, Function, Namespace };

    Value() = default;
    static Value boolean(bool b);
    static Value integer(qint64 i);
    static Value real(double d);
    static Value string(const QString &s);
    static Value list(ValueList items, Type type = Type::List);
    static Value dict(std::shared_ptr<Dict> d);
    static Value function(std::shared_ptr<Function> f);
    static Value nameSpace(std::shared_ptr<Table> table);

    Type type() const { return m_type; }
    bool isNone() const { return m_type == Type::None; }
    bool isNumber() const
    {
        return m_type == Type::Bool || m_type == Type::Int || m_type == Type::Float;
    }
    bool isString() const { return m_type == Type::Str; }
    bool isSequence() const { return m_type == Type::List || m_type == Type::Tuple; }

    bool asBool() const { return m_int != 0; }
    qint64 asInt() const { return m_int; } ///< Bool and Int
    double asDouble() const; ///< Bool, Int and Float
    // On a temporary Value the accessors return copies: a reference would dangle once the
    // full expression ends (`for (x : evaluate(e).items())`), as the list may be the last
    // owner of its items.
    const QString &asString() const &ROBOSTAGE_LIFETIMEBOUND { return m_string; }
    QString asString() && { return std::move(m_string); }
    const ValueList &items() const &ROBOSTAGE_LIFETIMEBOUND; ///< List and Tuple
    ValueList items() &&;
    const std::shared_ptr<Dict> &asDict() const ROBOSTAGE_LIFETIMEBOUND { return m_dict; }
    const std::shared_ptr<Function> &asFunction() const ROBOSTAGE_LIFETIMEBOUND
    {
        return m_function;
    }
    const std::shared_ptr<Table> &asNamespace() const ROBOSTAGE_LIFETIMEBOUND
    {
        return m_namespace;
    }

    /// Python truth value (`bool(x)`).
    bool truthy() const;
    /// Python `str(x)`: what xacro writes into the document.
    QString str() const;
    /// Python `repr(x)`: strings quoted, as inside a printed list or dict.
    QString repr() const;
    /// Python type name for messages (`'int'`, `'str'`, …).
    QString typeName() const;

    /// Where a scalar read from a YAML file was written (`xacro.load_yaml`): the file's index
    /// in Expansion::files and its 1-based line; -1 and 0 for any other value. A value computed
    /// from it (`x*2`) has none; a copy (a property, a parameter) keeps it.
    int sourceFile() const { return m_sourceFile; }
    int sourceLine() const { return m_sourceLine; }
    void setSource(int file, int line)
    {
        m_sourceFile = file;
        m_sourceLine = line;
    }

private:
    int m_sourceFile = -1;
    int m_sourceLine = 0;
    Type m_type = Type::None;
    qint64 m_int = 0;
    double m_double = 0;
    QString m_string;
    std::shared_ptr<const ValueList> m_items;
    std::shared_ptr<Dict> m_dict;
    std::shared_ptr<Function> m_function;
    std::shared_ptr<Table> m_namespace;
};

/// Python `==` (numbers compare by value across bool/int/float).
bool equal(const Value &a, const Value &b);
/// Python `<` for numbers, strings and sequences; throws EvalError for other types.
bool less(const Value &a, const Value &b);
/// Python's float repr: the shortest text that reads back as `d` (`0.1`, `1.0`, `1e-05`,
/// `inf`).
QString formatFloat(double d);

/// An insertion-ordered dict. `dotted`: attribute access `d.key` reads items (xacro.dotify and
/// load_yaml results; the `math`, `python` and `xacro` namespaces).
struct Dict
{
    std::vector<std::pair<Value, Value>> items;
    bool dotted = false;

    /// The item with key `key`, or null.
    const Value *find(const Value &key) const;
    const Value *find(const QString &key) const;
    void set(const Value &key, const Value &value);
};

/// A built-in callable (`len`, `math.sin`, a bound `str.split`, `xacro.load_yaml`, …).
struct Function
{
    QString name;
    std::function<Value(const ValueList &args, const KeywordArguments &kwargs)> call;
};

} // namespace robostage::xacro
