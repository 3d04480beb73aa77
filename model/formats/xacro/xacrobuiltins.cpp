// The symbols xacro's expressions can reach (xacro/__init__.py create_global_symbols): the
// builtins it exposes at top level and in `python`, the math module (top level and `math`),
// and the methods of str, list and dict that robot descriptions call.

#include "xacroexpr.h"
#include "xacrolimits.h"
#include "xacrosymbols.h"

#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace robostage::xacro {

namespace {

using Args = ValueList;
using Kwargs = KeywordArguments;

Value fn(const QString &name, std::function<Value(const Args &, const Kwargs &)> call)
{
    return Value::function(std::make_shared<Function>(Function {name, std::move(call)}));
}

void arity(const QString &name, const Args &args, size_t min, size_t max)
{
    if (args.size() < min || args.size() > max) {
        throw EvalError {QStringLiteral("%1() takes %2 arguments (%3 given)")
                             .arg(name,
                                 min == max ? QString::number(min)
                                            : QStringLiteral("%1 to %2").arg(min).arg(max))
                             .arg(args.size())};
    }
}

double number(const QString &name, const Value &v)
{
    if (!v.isNumber())
        throw EvalError {
            QStringLiteral("%1(): must be a real number, not %2").arg(name, v.typeName())};
    return v.asDouble();
}

Value math1(const QString &name, double (*f)(double))
{
    return fn(name, [name, f](const Args &a, const Kwargs &) {
        arity(name, a, 1, 1);
        const double r = f(number(name, a[0]));
        if (std::isnan(r) && !std::isnan(a[0].asDouble()))
            throw EvalError {QStringLiteral("math domain error in %1(%2)").arg(name, a[0].str())};
        return Value::real(r);
    });
}

Value math2(const QString &name, double (*f)(double, double))
{
    return fn(name, [name, f](const Args &a, const Kwargs &) {
        arity(name, a, 2, 2);
        return Value::real(f(number(name, a[0]), number(name, a[1])));
    });
}

Value toInt(const Value &v)
{
    if (v.type() == Value::Type::Float) {
        if (!std::isfinite(v.asDouble()) || std::fabs(v.asDouble()) > 9.2e18)
            throw EvalError {QStringLiteral("cannot convert float %1 to integer").arg(v.str())};
        return Value::integer(qint64(std::trunc(v.asDouble())));
    }
    if (v.isNumber())
        return Value::integer(v.asInt());
    if (v.isString()) {
        bool ok = false;
        const qint64 i = v.asString().trimmed().remove(QLatin1Char('_')).toLongLong(&ok);
        if (ok)
            return Value::integer(i);
    }
    throw EvalError {QStringLiteral("invalid literal for int(): %1").arg(v.repr())};
}

Value toFloat(const Value &v)
{
    if (v.isNumber())
        return Value::real(v.asDouble());
    if (v.isString()) {
        const Value literal = evalLiteral(Value::string(v.asString().trimmed()));
        if (literal.type() == Value::Type::Int || literal.type() == Value::Type::Float)
            return Value::real(literal.asDouble());
    }
    throw EvalError {QStringLiteral("could not convert string to float: %1").arg(v.repr())};
}

Value roundHalfEven(const Args &a)
{
    const double x = number(QStringLiteral("round"), a[0]);
    if (a.size() < 2 || a[1].isNone()) {
        if (a[0].type() != Value::Type::Float)
            return Value::integer(a[0].asInt());
        return toInt(Value::real(std::nearbyint(x))); // default rounding mode: half to even
    }
    const qint64 digits = a[1].asInt();
    if (a[0].type() != Value::Type::Float)
        return a[0];
    const double scale = std::pow(10.0, double(digits));
    const double scaled = x * scale;
    if (!std::isfinite(scaled))
        return a[0];
    return Value::real(std::nearbyint(scaled) / scale);
}

Value minMax(const QString &name, const Args &a, bool wantMax)
{
    const ValueList items = a.size() == 1 ? iterateValue(a[0]) : a;
    if (items.empty())
        throw EvalError {QStringLiteral("%1() arg is an empty sequence").arg(name)};
    Value best = items[0];
    for (const Value &v : items) {
        if (wantMax ? less(best, v) : less(v, best))
            best = v;
    }
    return best;
}

Value rangeList(const Args &a)
{
    arity(QStringLiteral("range"), a, 1, 3);
    qint64 start = 0, stop = 0, step = 1;
    if (a.size() == 1) {
        stop = toInt(a[0]).asInt();
    } else {
        start = toInt(a[0]).asInt();
        stop = toInt(a[1]).asInt();
        if (a.size() == 3)
            step = toInt(a[2]).asInt();
    }
    if (step == 0)
        throw EvalError {QStringLiteral("range() arg 3 must not be zero")};
    ValueList out;
    for (qint64 i = start; step > 0 ? i < stop : i > stop; i += step) {
        out.push_back(Value::integer(i));
        if (qint64(out.size()) > kMaxSequenceLength)
            throw EvalError {
                QStringLiteral("range() longer than %1 items").arg(kMaxSequenceLength)};
    }
    return Value::list(std::move(out));
}

Value sorted(const Args &a, const Kwargs &kw)
{
    arity(QStringLiteral("sorted"), a, 1, 1);
    ValueList items = iterateValue(a[0]);
    std::stable_sort(items.begin(), items.end(), less);
    for (const auto &[k, v] : kw) {
        if (k == QLatin1String("reverse") && v.truthy())
            std::reverse(items.begin(), items.end());
    }
    return Value::list(std::move(items));
}

Value makeDict(const Args &a, const Kwargs &kw)
{
    auto d = std::make_shared<Dict>();
    if (!a.empty()) {
        if (a[0].type() == Value::Type::Dict) {
            d->items = a[0].asDict()->items;
        } else {
            for (const Value &pair : iterateValue(a[0])) {
                const ValueList kv = iterateValue(pair);
                if (kv.size() != 2)
                    throw EvalError {QStringLiteral("dictionary update sequence element has "
                                                    "length %1; 2 is required")
                                         .arg(kv.size())};
                d->set(kv[0], kv[1]);
            }
        }
    }
    for (const auto &[k, v] : kw)
        d->set(Value::string(k), v);
    return Value::dict(d);
}

} // namespace

/// The builtins at top level and in `python` (xacro's expose() lists).
void addBuiltins(Dict &globals, Dict &python)
{
    auto both = [&](const QString &name, const Value &v) {
        globals.set(Value::string(name), v);
        python.set(Value::string(name), v);
    };
    both(QStringLiteral("True"), Value::boolean(true));
    both(QStringLiteral("False"), Value::boolean(false));
    both(QStringLiteral("None"), Value());
    both(QStringLiteral("len"), fn(QStringLiteral("len"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("len"), a, 1, 1);
        if (a[0].isString())
            return Value::integer(a[0].asString().size());
        if (a[0].type() == Value::Type::Dict)
            return Value::integer(qint64(a[0].asDict()->items.size()));
        if (!a[0].isSequence())
            throw EvalError {
                QStringLiteral("object of type '%1' has no len()").arg(a[0].typeName())};
        return Value::integer(qint64(a[0].items().size()));
    }));
    both(QStringLiteral("str"), fn(QStringLiteral("str"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("str"), a, 0, 1);
        return Value::string(a.empty() ? QString() : a[0].str());
    }));
    both(QStringLiteral("repr"), fn(QStringLiteral("repr"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("repr"), a, 1, 1);
        return Value::string(a[0].repr());
    }));
    both(QStringLiteral("int"), fn(QStringLiteral("int"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("int"), a, 0, 1);
        return a.empty() ? Value::integer(0) : toInt(a[0]);
    }));
    both(QStringLiteral("float"), fn(QStringLiteral("float"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("float"), a, 0, 1);
        return a.empty() ? Value::real(0) : toFloat(a[0]);
    }));
    both(QStringLiteral("bool"), fn(QStringLiteral("bool"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("bool"), a, 0, 1);
        return Value::boolean(!a.empty() && a[0].truthy());
    }));
    both(QStringLiteral("list"), fn(QStringLiteral("list"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("list"), a, 0, 1);
        return Value::list(a.empty() ? ValueList() : iterateValue(a[0]));
    }));
    both(QStringLiteral("tuple"), fn(QStringLiteral("tuple"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("tuple"), a, 0, 1);
        return Value::list(a.empty() ? ValueList() : iterateValue(a[0]), Value::Type::Tuple);
    }));
    both(QStringLiteral("set"), fn(QStringLiteral("set"), [](const Args &a, const Kwargs &) {
        ValueList out;
        for (const Value &v : a.empty() ? ValueList() : iterateValue(a[0])) {
            if (std::none_of(out.begin(), out.end(), [&](const Value &o) { return equal(o, v); }))
                out.push_back(v);
        }
        return Value::list(std::move(out));
    }));
    both(QStringLiteral("dict"), fn(QStringLiteral("dict"), makeDict));
    both(QStringLiteral("min"), fn(QStringLiteral("min"), [](const Args &a, const Kwargs &) {
        return minMax(QStringLiteral("min"), a, false);
    }));
    both(QStringLiteral("max"), fn(QStringLiteral("max"), [](const Args &a, const Kwargs &) {
        return minMax(QStringLiteral("max"), a, true);
    }));
    both(QStringLiteral("round"), fn(QStringLiteral("round"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("round"), a, 1, 2);
        return roundHalfEven(a);
    }));
    both(QStringLiteral("abs"), fn(QStringLiteral("abs"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("abs"), a, 1, 1);
        if (a[0].type() == Value::Type::Float)
            return Value::real(std::fabs(a[0].asDouble()));
        number(QStringLiteral("abs"), a[0]);
        return Value::integer(std::llabs(a[0].asInt()));
    }));
    both(QStringLiteral("sum"), fn(QStringLiteral("sum"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("sum"), a, 1, 2);
        Value total = a.size() > 1 ? a[1] : Value::integer(0);
        for (const Value &v : iterateValue(a[0]))
            total = binaryOperation(QStringLiteral("+"), total, v);
        return total;
    }));
    both(QStringLiteral("any"), fn(QStringLiteral("any"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("any"), a, 1, 1);
        const ValueList items = iterateValue(a[0]);
        return Value::boolean(
            std::any_of(items.begin(), items.end(), [](const Value &v) { return v.truthy(); }));
    }));
    both(QStringLiteral("all"), fn(QStringLiteral("all"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("all"), a, 1, 1);
        const ValueList items = iterateValue(a[0]);
        return Value::boolean(
            std::all_of(items.begin(), items.end(), [](const Value &v) { return v.truthy(); }));
    }));
    both(QStringLiteral("sorted"), fn(QStringLiteral("sorted"), sorted));
    both(QStringLiteral("range"),
        fn(QStringLiteral("range"), [](const Args &a, const Kwargs &) { return rangeList(a); }));
    both(QStringLiteral("reversed"),
        fn(QStringLiteral("reversed"), [](const Args &a, const Kwargs &) {
            arity(QStringLiteral("reversed"), a, 1, 1);
            ValueList items = iterateValue(a[0]);
            std::reverse(items.begin(), items.end());
            return Value::list(std::move(items));
        }));
    both(QStringLiteral("enumerate"),
        fn(QStringLiteral("enumerate"), [](const Args &a, const Kwargs &) {
            arity(QStringLiteral("enumerate"), a, 1, 2);
            ValueList out;
            qint64 i = a.size() > 1 ? a[1].asInt() : 0;
            for (const Value &v : iterateValue(a[0]))
                out.push_back(Value::list({Value::integer(i++), v}, Value::Type::Tuple));
            return Value::list(std::move(out));
        }));
    both(QStringLiteral("zip"), fn(QStringLiteral("zip"), [](const Args &a, const Kwargs &) {
        std::vector<ValueList> lists;
        size_t n = a.empty() ? 0 : SIZE_MAX;
        for (const Value &v : a) {
            lists.push_back(iterateValue(v));
            n = std::min(n, lists.back().size());
        }
        ValueList out;
        for (size_t i = 0; i < n; ++i) {
            ValueList row;
            for (const ValueList &l : lists)
                row.push_back(l[i]);
            out.push_back(Value::list(std::move(row), Value::Type::Tuple));
        }
        return Value::list(std::move(out));
    }));
    both(QStringLiteral("map"), fn(QStringLiteral("map"), [](const Args &a, const Kwargs &) {
        if (a.size() < 2)
            throw EvalError {QStringLiteral("map() must have at least two arguments.")};
        ValueList out;
        for (const Value &v : iterateValue(a[1]))
            out.push_back(call(a[0], {v}, {}));
        return Value::list(std::move(out));
    }));
    both(QStringLiteral("filter"), fn(QStringLiteral("filter"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("filter"), a, 2, 2);
        ValueList out;
        for (const Value &v : iterateValue(a[1])) {
            if (a[0].isNone() ? v.truthy() : call(a[0], {v}, {}).truthy())
                out.push_back(v);
        }
        return Value::list(std::move(out));
    }));
    both(QStringLiteral("divmod"), fn(QStringLiteral("divmod"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("divmod"), a, 2, 2);
        return Value::list({binaryOperation(QStringLiteral("//"), a[0], a[1]),
                               binaryOperation(QStringLiteral("%"), a[0], a[1])},
            Value::Type::Tuple);
    }));
    both(QStringLiteral("ord"), fn(QStringLiteral("ord"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("ord"), a, 1, 1);
        if (!a[0].isString() || a[0].asString().isEmpty())
            throw EvalError {QStringLiteral("ord() expected a character")};
        return Value::integer(a[0].asString().toUcs4().value(0));
    }));
}

/// The math module: its functions and constants (Python 3 `math`).
void addMath(Dict &math)
{
    auto set = [&](const char *name, const Value &v) {
        math.set(Value::string(QLatin1String(name)), v);
    };
    set("pi", Value::real(M_PI));
    set("e", Value::real(M_E));
    set("tau", Value::real(2 * M_PI));
    set("inf", Value::real(INFINITY));
    set("nan", Value::real(NAN));
    const std::pair<const char *, double (*)(double)> unary[] = {{"sin", std::sin},
        {"cos", std::cos}, {"tan", std::tan}, {"asin", std::asin}, {"acos", std::acos},
        {"atan", std::atan}, {"sinh", std::sinh}, {"cosh", std::cosh}, {"tanh", std::tanh},
        {"asinh", std::asinh}, {"acosh", std::acosh}, {"atanh", std::atanh}, {"sqrt", std::sqrt},
        {"exp", std::exp}, {"expm1", std::expm1}, {"log10", std::log10}, {"log2", std::log2},
        {"log1p", std::log1p}, {"fabs", std::fabs}, {"erf", std::erf}, {"erfc", std::erfc},
        {"gamma", std::tgamma}, {"lgamma", std::lgamma}};
    for (const auto &[name, f] : unary)
        set(name, math1(QLatin1String(name), f));
    const std::pair<const char *, double (*)(double, double)> binary[] = {{"atan2", std::atan2},
        {"pow", std::pow}, {"fmod", std::fmod}, {"copysign", std::copysign}, {"hypot", std::hypot}};
    for (const auto &[name, f] : binary)
        set(name, math2(QLatin1String(name), f));
    set("radians", math1(QStringLiteral("radians"), [](double x) { return x * M_PI / 180.0; }));
    set("degrees", math1(QStringLiteral("degrees"), [](double x) { return x * 180.0 / M_PI; }));
    set("log", fn(QStringLiteral("log"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("log"), a, 1, 2);
        const double x = number(QStringLiteral("log"), a[0]);
        if (x <= 0)
            throw EvalError {QStringLiteral("math domain error in log(%1)").arg(a[0].str())};
        return Value::real(a.size() == 1
                ? std::log(x)
                : std::log(x) / std::log(number(QStringLiteral("log"), a[1])));
    }));
    for (const char *name : {"floor", "ceil", "trunc"}) {
        const QString n = QLatin1String(name);
        set(name, fn(n, [n](const Args &a, const Kwargs &) {
            arity(n, a, 1, 1);
            const double x = number(n, a[0]);
            const double r = n == QLatin1String("floor") ? std::floor(x)
                : n == QLatin1String("ceil")             ? std::ceil(x)
                                                         : std::trunc(x);
            return toInt(Value::real(r));
        }));
    }
    for (const char *name : {"isnan", "isinf", "isfinite"}) {
        const QString n = QLatin1String(name);
        set(name, fn(n, [n](const Args &a, const Kwargs &) {
            arity(n, a, 1, 1);
            const double x = number(n, a[0]);
            return Value::boolean(n == QLatin1String("isnan") ? std::isnan(x)
                    : n == QLatin1String("isinf")             ? std::isinf(x)
                                                              : std::isfinite(x));
        }));
    }
    set("isclose", fn(QStringLiteral("isclose"), [](const Args &a, const Kwargs &kw) {
        arity(QStringLiteral("isclose"), a, 2, 2);
        double rel = 1e-9, abs = 0;
        for (const auto &[k, v] : kw) {
            if (k == QLatin1String("rel_tol"))
                rel = v.asDouble();
            else if (k == QLatin1String("abs_tol"))
                abs = v.asDouble();
        }
        const double x = a[0].asDouble(), y = a[1].asDouble();
        return Value::boolean(
            std::fabs(x - y) <= std::max(rel * std::max(std::fabs(x), std::fabs(y)), abs));
    }));
    set("factorial", fn(QStringLiteral("factorial"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("factorial"), a, 1, 1);
        const qint64 n = toInt(a[0]).asInt();
        if (n < 0 || n > 20)
            throw EvalError {QStringLiteral("factorial() argument out of range (0 to 20)")};
        qint64 r = 1;
        for (qint64 i = 2; i <= n; ++i)
            r *= i;
        return Value::integer(r);
    }));
    set("gcd", fn(QStringLiteral("gcd"), [](const Args &a, const Kwargs &) {
        arity(QStringLiteral("gcd"), a, 2, 2);
        return Value::integer(std::gcd(toInt(a[0]).asInt(), toInt(a[1]).asInt()));
    }));
}

} // namespace robostage::xacro
