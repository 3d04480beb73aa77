// Evaluation of parsed xacro expressions with Python 3 semantics (language reference §6):
// int/float arithmetic with floor division and modulo, string and sequence operators,
// chained comparisons, short-circuit `and`/`or`, conditional expressions, subscripts and
// slices, list comprehensions.

#include "xacroexpr.h"
#include "xacrolimits.h"
#include "xacrosymbols.h"

#include <cmath>
#include <limits>

namespace robostage::xacro {

namespace {

[[noreturn]] void typeError(const QString &op, const Value &a, const Value &b)
{
    throw EvalError {QStringLiteral("unsupported operand type(s) for %1: '%2' and '%3'")
                         .arg(op, a.typeName(), b.typeName())};
}

bool isIntLike(const Value &v)
{
    return v.type() == Value::Type::Int || v.type() == Value::Type::Bool;
}

Value checkedInt(long double exact, qint64 value)
{
    if (exact > static_cast<long double>(std::numeric_limits<qint64>::max())
        || exact < static_cast<long double>(std::numeric_limits<qint64>::min()))
        throw EvalError {QStringLiteral("integer result too large (over 64 bits)")};
    return Value::integer(value);
}

Value repeat(const Value &sequence, qint64 times)
{
    times = std::max<qint64>(times, 0);
    if (sequence.isString()) {
        if (times * sequence.asString().size() > kMaxStringLength)
            throw EvalError {QStringLiteral("string repetition longer than %1 characters")
                                 .arg(kMaxStringLength)};
        return Value::string(sequence.asString().repeated(int(times)));
    }
    const ValueList &items = sequence.items();
    if (times * qint64(items.size()) > kMaxSequenceLength)
        throw EvalError {
            QStringLiteral("sequence repetition longer than %1 items").arg(kMaxSequenceLength)};
    ValueList out;
    for (qint64 i = 0; i < times; ++i)
        out.insert(out.end(), items.begin(), items.end());
    return Value::list(std::move(out), sequence.type());
}

Value arithmetic(const QString &op, const Value &a, const Value &b)
{
    if (isIntLike(a) && isIntLike(b) && op != QLatin1String("/")) {
        const qint64 x = a.asInt(), y = b.asInt();
        const long double lx = x, ly = y;
        if (op == QLatin1String("+"))
            return checkedInt(lx + ly, x + y);
        if (op == QLatin1String("-"))
            return checkedInt(lx - ly, x - y);
        if (op == QLatin1String("*"))
            return checkedInt(lx * ly, qint64(lx * ly));
        if (y == 0 && (op == QLatin1String("//") || op == QLatin1String("%")))
            throw EvalError {QStringLiteral("integer division or modulo by zero")};
        if (op == QLatin1String("//")) {
            qint64 q = x / y;
            if ((x % y != 0) && ((x < 0) != (y < 0)))
                --q;
            return Value::integer(q);
        }
        if (op == QLatin1String("%")) {
            qint64 r = x % y;
            if (r != 0 && ((r < 0) != (y < 0)))
                r += y;
            return Value::integer(r);
        }
        if (op == QLatin1String("**")) {
            if (y < 0)
                return Value::real(std::pow(double(x), double(y)));
            const long double exact = std::pow(lx, ly);
            return checkedInt(exact, qint64(std::llround(double(exact))));
        }
    }
    const double x = a.asDouble(), y = b.asDouble();
    if (op == QLatin1String("+"))
        return Value::real(x + y);
    if (op == QLatin1String("-"))
        return Value::real(x - y);
    if (op == QLatin1String("*"))
        return Value::real(x * y);
    if (op == QLatin1String("**")) {
        if (x == 0 && y < 0)
            throw EvalError {QStringLiteral("0.0 cannot be raised to a negative power")};
        if (x < 0 && y != std::floor(y))
            throw EvalError {QStringLiteral("a negative number raised to a fractional power "
                                            "is complex, which xacro does not write")};
        return Value::real(std::pow(x, y));
    }
    if (y == 0) {
        throw EvalError {op == QLatin1String("/") ? QStringLiteral("division by zero")
                                                  : QStringLiteral("float modulo")};
    }
    if (op == QLatin1String("/"))
        return Value::real(x / y);
    if (op == QLatin1String("//"))
        return Value::real(std::floor(x / y));
    if (op == QLatin1String("%")) {
        double r = std::fmod(x, y);
        if (r != 0 && ((r < 0) != (y < 0)))
            r += y;
        return Value::real(r);
    }
    typeError(op, a, b);
}

bool contains(const Value &container, const Value &item)
{
    switch (container.type()) {
    case Value::Type::Str:
        if (!item.isString())
            throw EvalError {QStringLiteral("'in <string>' requires string as left operand, "
                                            "not %1")
                                 .arg(item.typeName())};
        return container.asString().contains(item.asString());
    case Value::Type::List:
    case Value::Type::Tuple:
        for (const Value &v : container.items()) {
            if (equal(v, item))
                return true;
        }
        return false;
    case Value::Type::Dict:
        return container.asDict()->find(item) != nullptr;
    case Value::Type::Namespace:
        return item.isString() && container.asNamespace()->contains(item.asString());
    default:
        throw EvalError {
            QStringLiteral("argument of type '%1' is not iterable").arg(container.typeName())};
    }
}

bool compare(const QString &op, const Value &a, const Value &b)
{
    if (op == QLatin1String("=="))
        return equal(a, b);
    if (op == QLatin1String("!="))
        return !equal(a, b);
    if (op == QLatin1String("<"))
        return less(a, b);
    if (op == QLatin1String(">"))
        return less(b, a);
    if (op == QLatin1String("<="))
        return !less(b, a);
    if (op == QLatin1String(">="))
        return !less(a, b);
    if (op == QLatin1String("in"))
        return contains(b, a);
    if (op == QLatin1String("not in"))
        return !contains(b, a);
    const bool same = (a.isNone() && b.isNone())
        || (a.type() == b.type() && a.type() == Value::Type::Bool && a.asBool() == b.asBool());
    return op == QLatin1String("is") ? same : !same;
}

qint64 sliceIndex(const Value &v, qint64 size, qint64 fallback)
{
    if (v.isNone())
        return fallback;
    if (!isIntLike(v))
        throw EvalError {QStringLiteral("slice indices must be integers or None")};
    qint64 i = v.asInt();
    if (i < 0)
        i += size;
    return std::clamp<qint64>(i, 0, size);
}

Value slice(const Value &obj, const Value &lower, const Value &upper, const Value &step)
{
    const qint64 size = obj.isString() ? obj.asString().size() : qint64(obj.items().size());
    const qint64 s = step.isNone() ? 1 : step.asInt();
    if (s == 0)
        throw EvalError {QStringLiteral("slice step cannot be zero")};
    qint64 from = 0, to = 0;
    if (s > 0) {
        from = sliceIndex(lower, size, 0);
        to = sliceIndex(upper, size, size);
    } else {
        from = lower.isNone() ? size - 1 : std::min(sliceIndex(lower, size, 0), size - 1);
        to = upper.isNone() ? -1 : sliceIndex(upper, size, 0);
        if (!upper.isNone() && upper.asInt() < -size)
            to = -1;
    }
    QString text;
    ValueList items;
    for (qint64 i = from; s > 0 ? i < to : i > to; i += s) {
        if (obj.isString())
            text += obj.asString()[int(i)];
        else
            items.push_back(obj.items()[size_t(i)]);
    }
    return obj.isString() ? Value::string(text) : Value::list(std::move(items), obj.type());
}

/// Names bound by a comprehension, in front of the enclosing lookup.
class LocalNames : public NameLookup
{
public:
    explicit LocalNames(NameLookup &outer)
        : m_outer(outer)
    {
    }
    Value lookup(const QString &name) override
    {
        for (const auto &[n, v] : locals) {
            if (n == name)
                return v;
        }
        return m_outer.lookup(name);
    }
    std::vector<std::pair<QString, Value>> locals;

private:
    NameLookup &m_outer;
};

ValueList iterate(const Value &v)
{
    if (v.isSequence())
        return v.items();
    if (v.isString()) {
        ValueList out;
        for (const QChar c : v.asString())
            out.push_back(Value::string(QString(c)));
        return out;
    }
    if (v.type() == Value::Type::Dict) {
        ValueList out;
        for (const auto &item : v.asDict()->items)
            out.push_back(item.first);
        return out;
    }
    throw EvalError {QStringLiteral("'%1' object is not iterable").arg(v.typeName())};
}

Value comprehension(const Expr &expr, NameLookup &names)
{
    LocalNames local(names);
    ValueList out;
    for (const Value &item : iterate(evaluate(*expr.operands[1], names))) {
        local.locals.clear();
        if (expr.operators.size() == 1) {
            local.locals.emplace_back(expr.operators[0], item);
        } else {
            const ValueList parts = iterate(item);
            if (parts.size() != size_t(expr.operators.size()))
                throw EvalError {QStringLiteral("cannot unpack %1 values into %2 names")
                                     .arg(parts.size())
                                     .arg(expr.operators.size())};
            for (int i = 0; i < expr.operators.size(); ++i)
                local.locals.emplace_back(expr.operators[i], parts[size_t(i)]);
        }
        bool keep = true;
        for (size_t i = 2; i < expr.operands.size() && keep; ++i)
            keep = evaluate(*expr.operands[i], local).truthy();
        if (keep)
            out.push_back(evaluate(*expr.operands[0], local));
        if (qint64(out.size()) > kMaxSequenceLength)
            throw EvalError {QStringLiteral("list longer than %1 items").arg(kMaxSequenceLength)};
    }
    return Value::list(std::move(out));
}

} // namespace

ValueList iterateValue(const Value &v)
{
    return iterate(v);
}

Value binaryOperation(const QString &op, const Value &a, const Value &b)
{
    if (op == QLatin1String("+")) {
        if (a.isString() && b.isString())
            return Value::string(a.asString() + b.asString());
        if (a.isSequence() && a.type() == b.type()) {
            ValueList items = a.items();
            items.insert(items.end(), b.items().begin(), b.items().end());
            return Value::list(std::move(items), a.type());
        }
    }
    if (op == QLatin1String("*")) {
        if ((a.isString() || a.isSequence()) && isIntLike(b))
            return repeat(a, b.asInt());
        if ((b.isString() || b.isSequence()) && isIntLike(a))
            return repeat(b, a.asInt());
    }
    if (op == QLatin1String("%") && a.isString())
        throw EvalError {QStringLiteral("%-formatting of strings is not supported; use "
                                        "str.format() or +")};
    if (a.isNumber() && b.isNumber()) {
        if (op == QLatin1String("&") || op == QLatin1String("|") || op == QLatin1String("^")
            || op == QLatin1String("<<") || op == QLatin1String(">>")) {
            if (!isIntLike(a) || !isIntLike(b))
                typeError(op, a, b);
            const qint64 x = a.asInt(), y = b.asInt();
            if (op == QLatin1String("&"))
                return Value::integer(x & y);
            if (op == QLatin1String("|"))
                return Value::integer(x | y);
            if (op == QLatin1String("^"))
                return Value::integer(x ^ y);
            if (y < 0 || y > 62)
                throw EvalError {QStringLiteral("shift count out of range")};
            return op == QLatin1String("<<") ? checkedInt((long double)x * (1LL << y), x << y)
                                             : Value::integer(x >> y);
        }
        return arithmetic(op, a, b);
    }
    typeError(op, a, b);
}

Value subscript(const Value &obj, const Value &index)
{
    if (obj.type() == Value::Type::Dict) {
        if (const Value *v = obj.asDict()->find(index))
            return *v;
        throw EvalError {QStringLiteral("KeyError: %1").arg(index.repr())};
    }
    if (obj.isString() || obj.isSequence()) {
        if (!isIntLike(index))
            throw EvalError {QStringLiteral("%1 indices must be integers, not %2")
                                 .arg(obj.typeName(), index.typeName())};
        const qint64 size = obj.isString() ? obj.asString().size() : qint64(obj.items().size());
        qint64 i = index.asInt();
        if (i < 0)
            i += size;
        if (i < 0 || i >= size)
            throw EvalError {QStringLiteral("%1 index out of range").arg(obj.typeName())};
        return obj.isString() ? Value::string(QString(obj.asString()[int(i)]))
                              : obj.items()[size_t(i)];
    }
    throw EvalError {QStringLiteral("'%1' object is not subscriptable").arg(obj.typeName())};
}

Value call(const Value &function, const ValueList &args, const KeywordArguments &kwargs)
{
    if (function.type() != Value::Type::Function)
        throw EvalError {QStringLiteral("'%1' object is not callable").arg(function.typeName())};
    return function.asFunction()->call(args, kwargs);
}

Value evaluate(const Expr &expr, NameLookup &names)
{
    const auto &ops = expr.operands;
    switch (expr.kind) {
    case Expr::Kind::Constant:
        return expr.constant;
    case Expr::Kind::Name:
        return names.lookup(expr.name);
    case Expr::Kind::Attribute:
        return attribute(evaluate(*ops[0], names), expr.name, names);
    case Expr::Kind::Subscript: {
        const Value obj = evaluate(*ops[0], names);
        const Expr &index = *ops[1];
        if (index.kind == Expr::Kind::Slice) {
            if (!obj.isString() && !obj.isSequence())
                throw EvalError {
                    QStringLiteral("'%1' object is not subscriptable").arg(obj.typeName())};
            return slice(obj, evaluate(*index.operands[0], names),
                evaluate(*index.operands[1], names), evaluate(*index.operands[2], names));
        }
        return subscript(obj, evaluate(index, names));
    }
    case Expr::Kind::Slice:
        throw EvalError {QStringLiteral("invalid syntax: a slice outside of a subscript")};
    case Expr::Kind::Call: {
        const Value function = evaluate(*ops[0], names);
        ValueList args;
        KeywordArguments kwargs;
        for (size_t i = 1; i < ops.size(); ++i) {
            const QString &keyword = expr.operators[int(i - 1)];
            if (keyword.isEmpty())
                args.push_back(evaluate(*ops[i], names));
            else
                kwargs.emplace_back(keyword, evaluate(*ops[i], names));
        }
        return call(function, args, kwargs);
    }
    case Expr::Kind::Unary: {
        const Value v = evaluate(*ops[0], names);
        if (!v.isNumber())
            throw EvalError {
                QStringLiteral("bad operand type for unary %1: '%2'").arg(expr.name, v.typeName())};
        if (expr.name == QLatin1String("+"))
            return v.type() == Value::Type::Bool ? Value::integer(v.asInt()) : v;
        if (expr.name == QLatin1String("~")) {
            if (v.type() == Value::Type::Float)
                throw EvalError {QStringLiteral("bad operand type for unary ~: 'float'")};
            return Value::integer(~v.asInt());
        }
        return v.type() == Value::Type::Float ? Value::real(-v.asDouble())
                                              : checkedInt(-(long double)v.asInt(), -v.asInt());
    }
    case Expr::Kind::Binary:
        return binaryOperation(expr.name, evaluate(*ops[0], names), evaluate(*ops[1], names));
    case Expr::Kind::Compare: {
        Value left = evaluate(*ops[0], names);
        for (size_t i = 1; i < ops.size(); ++i) {
            Value right = evaluate(*ops[i], names);
            if (!compare(expr.operators[int(i - 1)], left, right))
                return Value::boolean(false);
            left = right;
        }
        return Value::boolean(true);
    }
    case Expr::Kind::And:
    case Expr::Kind::Or: {
        Value v;
        for (const auto &operand : ops) {
            v = evaluate(*operand, names);
            if (v.truthy() == (expr.kind == Expr::Kind::Or))
                return v;
        }
        return v;
    }
    case Expr::Kind::Not:
        return Value::boolean(!evaluate(*ops[0], names).truthy());
    case Expr::Kind::IfElse:
        return evaluate(*ops[evaluate(*ops[0], names).truthy() ? 1 : 2], names);
    case Expr::Kind::List:
    case Expr::Kind::Tuple: {
        ValueList items;
        for (const auto &operand : ops)
            items.push_back(evaluate(*operand, names));
        return Value::list(std::move(items),
            expr.kind == Expr::Kind::List ? Value::Type::List : Value::Type::Tuple);
    }
    case Expr::Kind::Dict: {
        auto dict = std::make_shared<Dict>();
        for (size_t i = 0; i + 1 < ops.size(); i += 2)
            dict->set(evaluate(*ops[i], names), evaluate(*ops[i + 1], names));
        return Value::dict(dict);
    }
    case Expr::Kind::ListComprehension:
        return comprehension(expr, names);
    }
    return Value();
}

} // namespace robostage::xacro
