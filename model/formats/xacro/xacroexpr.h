#pragma once

// The expression language of xacro's `${…}` and `$(eval …)`: the Python expression subset
// real robot descriptions use (ROS wiki "xacro" §Math expressions; Python 3 language
// reference §6 "Expressions"). Parsed into a small tree, then evaluated over a symbol lookup.
// Nothing here runs a program, imports a module or touches a file: names resolve only through
// the lookup given, and attributes only to the methods listed in xacrobuiltins.cpp.

#include "xacrovalue.h"

#include <memory>
#include <vector>

namespace robostage::xacro {

/// One node of a parsed expression.
struct Expr
{
    enum class Kind {
        Constant,
        Name,
        Attribute,
        Subscript,
        Slice,
        Call,
        Unary,
        Binary,
        Compare,
        And,
        Or,
        Not,
        IfElse,
        List,
        Tuple,
        Dict,
        ListComprehension
    };
    Kind kind = Kind::Constant;
    Value constant; ///< Constant
    QString
        name; ///< Name, Attribute (the attribute), Unary/Binary/Compare operators, Call keywords
    std::vector<std::unique_ptr<Expr>> operands;
    QStringList operators; ///< Compare: one per comparison; Call: keyword names ("" = positional)
};

/// Parses `text` as one Python expression. Throws EvalError ("invalid syntax …") with the
/// position and the offending text.
std::shared_ptr<const Expr> parseExpression(const QString &text);

/// Resolves free names of an expression (xacro's symbol table, or `$(eval)`'s arguments).
class NameLookup
{
public:
    virtual ~NameLookup() = default;
    /// The value of `name`; throws EvalError when it is not defined.
    virtual Value lookup(const QString &name) = 0;
    /// `ns.name` for a property namespace (`xacro:include ns=`); throws EvalError.
    virtual Value lookupIn(Table &nameSpace, const QString &name);
};

/// Evaluates a parsed expression. Throws EvalError for Python's runtime errors (NameError,
/// TypeError, ZeroDivisionError, KeyError, IndexError, …) with Python's wording.
Value evaluate(const Expr &expr, NameLookup &names);

/// `obj.name`: dict items of dotted dicts and namespaces, methods of str, list and dict.
Value attribute(const Value &obj, const QString &name, NameLookup &names);
/// `obj[index]` for str, list, tuple and dict.
Value subscript(const Value &obj, const Value &index);
/// Python binary operators `+ - * / // % **` (and `in`, `not in` as "in"/"not in").
Value binaryOperation(const QString &op, const Value &a, const Value &b);
/// The items of an iterable (list, tuple, str characters, dict keys); throws for others.
ValueList iterateValue(const Value &v);
/// Calls a callable value.
Value call(const Value &function, const ValueList &args, const KeywordArguments &kwargs);

/// The global symbols xacro evaluates in: math (also at top level), the builtins xacro
/// exposes, and the `math`, `python` and `xacro` namespaces. `xacroFunctions` holds the
/// `xacro.*` functions that need the expander (load_yaml, arg, abs_filename, messages).
std::shared_ptr<Dict> makeGlobals(const std::vector<std::shared_ptr<Function>> &xacroFunctions);

} // namespace robostage::xacro
