// Attribute access in xacro expressions: items of dotted dicts (YAML data, namespaces), and
// the methods of str, list and dict that robot descriptions call (Python 3 library reference
// §4.7.1 "String Methods", §5.1 and §4.10 "Mapping Types"). Names that start with `__` are
// refused, as xacro's safe_eval does.

#include "xacroexpr.h"
#include "xacrolimits.h"
#include "xacrosymbols.h"

#include <QRegularExpression>

namespace robostage::xacro {

void addBuiltins(Dict &globals, Dict &python);
void addMath(Dict &math);

namespace {

using Args = ValueList;
using Kwargs = KeywordArguments;
using Method = std::function<Value(const Value &self, const Args &, const Kwargs &)>;

QString stringArg(const Args &a, size_t i, const QString &fallback = QString())
{
    if (i >= a.size() || a[i].isNone())
        return fallback;
    if (!a[i].isString())
        throw EvalError {QStringLiteral("expected a str argument, not %1").arg(a[i].typeName())};
    return a[i].asString();
}

Value splitString(const QString &s, const Args &a)
{
    ValueList out;
    const qint64 maxSplit = a.size() > 1 ? a[1].asInt() : -1;
    if (a.empty() || a[0].isNone()) {
        const QStringList parts
            = s.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        for (int i = 0; i < parts.size(); ++i) {
            if (maxSplit >= 0 && i == maxSplit) {
                const int at = s.indexOf(parts[i], s.indexOf(parts[i - 1]) + parts[i - 1].size());
                out.push_back(Value::string(s.mid(at).trimmed()));
                break;
            }
            out.push_back(Value::string(parts[i]));
        }
    } else {
        const QString separator = stringArg(a, 0);
        if (separator.isEmpty())
            throw EvalError {QStringLiteral("empty separator")};
        int from = 0;
        for (qint64 n = 0; maxSplit < 0 || n < maxSplit; ++n) {
            const int at = s.indexOf(separator, from);
            if (at < 0)
                break;
            out.push_back(Value::string(s.mid(from, at - from)));
            from = at + separator.size();
        }
        out.push_back(Value::string(s.mid(from)));
    }
    return Value::list(std::move(out));
}

/// str.format with `{}`, `{N}`, `{name}` fields and `:[fill align][width][.precision][type]`
/// specs of type f, e, g, d, s (or none).
QString formatString(const QString &pattern, const Args &args, const Kwargs &kwargs)
{
    QString out;
    int automatic = 0;
    const auto at = [&](int i) {
        return i < pattern.size() ? pattern[i] : QChar();
    };
    for (int i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern[i];
        if (c == QLatin1Char('}') && at(i + 1) == QLatin1Char('}')) {
            out += c;
            ++i;
            continue;
        }
        if (c != QLatin1Char('{')) {
            out += c;
            continue;
        }
        if (at(i + 1) == QLatin1Char('{')) {
            out += c;
            ++i;
            continue;
        }
        const int close = pattern.indexOf(QLatin1Char('}'), i);
        if (close < 0)
            throw EvalError {QStringLiteral("Single '{' encountered in format string")};
        const QString field = pattern.mid(i + 1, close - i - 1);
        i = close;
        const int colon = field.indexOf(QLatin1Char(':'));
        const QString key = colon < 0 ? field : field.left(colon);
        const QString spec = colon < 0 ? QString() : field.mid(colon + 1);
        Value v;
        bool isIndex = false;
        const int index = key.toInt(&isIndex);
        if (key.isEmpty() || isIndex) {
            const int n = key.isEmpty() ? automatic++ : index;
            if (n < 0 || size_t(n) >= args.size())
                throw EvalError {QStringLiteral("Replacement index %1 out of range").arg(n)};
            v = args[size_t(n)];
        } else {
            const auto it = std::find_if(
                kwargs.begin(), kwargs.end(), [&](const auto &kv) { return kv.first == key; });
            if (it == kwargs.end())
                throw EvalError {QStringLiteral("KeyError: '%1'").arg(key)};
            v = it->second;
        }
        static const QRegularExpression specPattern(
            QStringLiteral("^(?:(.)?([<>^]))?(\\d+)?(?:\\.(\\d+))?([fFeEgGds%])?$"));
        const auto m = specPattern.match(spec);
        if (!m.hasMatch())
            throw EvalError {QStringLiteral("Invalid format specifier '%1'").arg(spec)};
        const QString type = m.captured(5);
        const int precision = m.captured(4).isEmpty() ? -1 : m.captured(4).toInt();
        QString text;
        if (type.isEmpty() || type == QLatin1String("s") || type == QLatin1String("d")) {
            text = precision >= 0 && v.isString() ? v.str().left(precision) : v.str();
        } else {
            if (!v.isNumber())
                throw EvalError {QStringLiteral("Unknown format code '%1' for object of type "
                                                "'%2'")
                                     .arg(type, v.typeName())};
            const char format = type == QLatin1String("%") ? 'f' : type[0].toLatin1();
            const double x = type == QLatin1String("%") ? v.asDouble() * 100 : v.asDouble();
            text = QString::number(x, format, precision < 0 ? 6 : precision);
            if (type == QLatin1String("%"))
                text += QLatin1Char('%');
        }
        const int width = m.captured(3).toInt();
        const QChar fill = m.captured(1).isEmpty() ? QLatin1Char(' ') : m.captured(1)[0];
        const QString align = m.captured(2).isEmpty()
            ? (v.isNumber() ? QStringLiteral(">") : QStringLiteral("<"))
            : m.captured(2);
        if (text.size() < width) {
            const int pad = width - int(text.size());
            if (align == QLatin1String("<"))
                text += QString(pad, fill);
            else if (align == QLatin1String(">"))
                text = QString(pad, fill) + text;
            else
                text = QString(pad / 2, fill) + text + QString(pad - pad / 2, fill);
        }
        out += text;
    }
    return out;
}

Value stringMethod(const QString &s, const QString &name, const Args &a, const Kwargs &kw)
{
    if (name == QLatin1String("lower"))
        return Value::string(s.toLower());
    if (name == QLatin1String("upper"))
        return Value::string(s.toUpper());
    if (name == QLatin1String("capitalize"))
        return Value::string(s.left(1).toUpper() + s.mid(1).toLower());
    if (name == QLatin1String("title")) {
        QString out = s.toLower();
        for (int i = 0; i < out.size(); ++i) {
            if (out[i].isLetter() && (i == 0 || !out[i - 1].isLetter()))
                out[i] = out[i].toUpper();
        }
        return Value::string(out);
    }
    if (name == QLatin1String("strip") || name == QLatin1String("lstrip")
        || name == QLatin1String("rstrip")) {
        const QString chars = stringArg(a, 0);
        auto strip = [&](QChar c) {
            return chars.isEmpty() ? c.isSpace() : chars.contains(c);
        };
        int from = 0, to = int(s.size());
        if (name != QLatin1String("rstrip")) {
            while (from < to && strip(s[from]))
                ++from;
        }
        if (name != QLatin1String("lstrip")) {
            while (to > from && strip(s[to - 1]))
                --to;
        }
        return Value::string(s.mid(from, to - from));
    }
    if (name == QLatin1String("split"))
        return splitString(s, a);
    if (name == QLatin1String("join")) {
        QStringList parts;
        for (const Value &v : iterateValue(a.empty() ? Value() : a[0])) {
            if (!v.isString())
                throw EvalError {QStringLiteral("sequence item: expected str instance, %1 found")
                                     .arg(v.typeName())};
            parts << v.asString();
        }
        return Value::string(parts.join(s));
    }
    if (name == QLatin1String("replace")) {
        QString out = s;
        return Value::string(out.replace(stringArg(a, 0), stringArg(a, 1)));
    }
    if (name == QLatin1String("startswith") || name == QLatin1String("endswith")) {
        const ValueList options = !a.empty() && a[0].type() == Value::Type::Tuple
            ? a[0].items()
            : ValueList {Value::string(stringArg(a, 0))};
        for (const Value &o : options) {
            if (name == QLatin1String("startswith") ? s.startsWith(o.asString())
                                                    : s.endsWith(o.asString()))
                return Value::boolean(true);
        }
        return Value::boolean(false);
    }
    if (name == QLatin1String("find") || name == QLatin1String("index")) {
        const int at = s.indexOf(stringArg(a, 0));
        if (at < 0 && name == QLatin1String("index"))
            throw EvalError {QStringLiteral("substring not found")};
        return Value::integer(at);
    }
    if (name == QLatin1String("count"))
        return Value::integer(s.count(stringArg(a, 0)));
    if (name == QLatin1String("format"))
        return Value::string(formatString(s, a, kw));
    if (name == QLatin1String("isdigit"))
        return Value::boolean(
            !s.isEmpty() && std::all_of(s.begin(), s.end(), [](QChar c) { return c.isDigit(); }));
    if (name == QLatin1String("isalpha"))
        return Value::boolean(
            !s.isEmpty() && std::all_of(s.begin(), s.end(), [](QChar c) { return c.isLetter(); }));
    if (name == QLatin1String("zfill")) {
        const int width = a.empty() ? 0 : int(a[0].asInt());
        return Value::string(
            s.size() >= width ? s : QString(width - s.size(), QLatin1Char('0')) + s);
    }
    throw EvalError {QStringLiteral("'str' object has no attribute '%1'").arg(name)};
}

Value sequenceMethod(const Value &self, const QString &name, const Args &a)
{
    const ValueList &items = self.items();
    if (name == QLatin1String("index")) {
        for (size_t i = 0; i < items.size(); ++i) {
            if (!a.empty() && equal(items[i], a[0]))
                return Value::integer(qint64(i));
        }
        throw EvalError {QStringLiteral("%1 is not in %2")
                             .arg(a.empty() ? QString() : a[0].repr(), self.typeName())};
    }
    if (name == QLatin1String("count")) {
        return Value::integer(std::count_if(items.begin(), items.end(),
            [&](const Value &v) { return !a.empty() && equal(v, a[0]); }));
    }
    throw EvalError {
        QStringLiteral("'%1' object has no attribute '%2'").arg(self.typeName(), name)};
}

Value dictMethod(const Dict &d, const QString &name, const Args &a)
{
    if (name == QLatin1String("get")) {
        const Value *v = a.empty() ? nullptr : d.find(a[0]);
        return v ? *v : (a.size() > 1 ? a[1] : Value());
    }
    ValueList out;
    for (const auto &[k, v] : d.items) {
        if (name == QLatin1String("keys"))
            out.push_back(k);
        else if (name == QLatin1String("values"))
            out.push_back(v);
        else if (name == QLatin1String("items"))
            out.push_back(Value::list({k, v}, Value::Type::Tuple));
    }
    if (name == QLatin1String("keys") || name == QLatin1String("values")
        || name == QLatin1String("items"))
        return Value::list(std::move(out));
    throw EvalError {QStringLiteral("'dict' object has no attribute '%1'").arg(name)};
}

Value bound(const Value &self, const QString &name, Method method)
{
    return Value::function(
        std::make_shared<Function>(Function {name, [self, method](const Args &a, const Kwargs &kw) {
                                                 return method(self, a, kw);
                                             }}));
}

} // namespace

Value NameLookup::lookupIn(Table &, const QString &name)
{
    throw EvalError {QStringLiteral("name '%1' is not defined").arg(name)};
}

Value attribute(const Value &obj, const QString &name, NameLookup &names)
{
    if (name.startsWith(QLatin1String("__")))
        throw EvalError {QStringLiteral("Use of invalid name(s): %1").arg(name)};
    switch (obj.type()) {
    case Value::Type::Namespace:
        return names.lookupIn(*obj.asNamespace(), name);
    case Value::Type::Dict:
        if (obj.asDict()->dotted) {
            if (const Value *v = obj.asDict()->find(name))
                return *v;
            if (!QStringList {QStringLiteral("get"), QStringLiteral("keys"),
                    QStringLiteral("values"), QStringLiteral("items")}
                     .contains(name))
                throw EvalError {QStringLiteral("No such key: '%1'").arg(name)};
        }
        return bound(obj, name, [name](const Value &self, const Args &a, const Kwargs &) {
            return dictMethod(*self.asDict(), name, a);
        });
    case Value::Type::Str:
        return bound(obj, name, [name](const Value &self, const Args &a, const Kwargs &kw) {
            return stringMethod(self.asString(), name, a, kw);
        });
    case Value::Type::List:
    case Value::Type::Tuple:
        return bound(obj, name, [name](const Value &self, const Args &a, const Kwargs &) {
            return sequenceMethod(self, name, a);
        });
    default:
        throw EvalError {
            QStringLiteral("'%1' object has no attribute '%2'").arg(obj.typeName(), name)};
    }
}

/// Marks every dict reachable from `v` as dotted (xacro.dotify / YamlDictWrapper).
Value dotify(const Value &v)
{
    if (v.type() == Value::Type::Dict) {
        auto d = std::make_shared<Dict>();
        d->dotted = true;
        for (const auto &[k, item] : v.asDict()->items)
            d->items.emplace_back(k, dotify(item));
        return Value::dict(d);
    }
    if (v.isSequence()) {
        ValueList items;
        for (const Value &item : v.items())
            items.push_back(dotify(item));
        return Value::list(std::move(items), v.type());
    }
    return v;
}

std::shared_ptr<Dict> makeGlobals(const std::vector<std::shared_ptr<Function>> &xacroFunctions)
{
    auto globals = std::make_shared<Dict>();
    auto python = std::make_shared<Dict>();
    auto math = std::make_shared<Dict>();
    auto xacroNamespace = std::make_shared<Dict>();
    python->dotted = math->dotted = xacroNamespace->dotted = true;
    addBuiltins(*globals, *python);
    addMath(*math);
    for (const auto &[k, v] : math->items)
        globals->set(k, v); // also at top level, as xacro does
    xacroNamespace->set(Value::string(QStringLiteral("dotify")),
        Value::function(std::make_shared<Function>(
            Function {QStringLiteral("dotify"), [](const Args &a, const Kwargs &) {
                          return dotify(a.empty() ? Value::dict(std::make_shared<Dict>()) : a[0]);
                      }})));
    xacroNamespace->set(Value::string(QStringLiteral("tokenize")),
        Value::function(std::make_shared<Function>(Function {
            QStringLiteral("tokenize"), [](const Args &a, const Kwargs &kw) {
                // xacro.tokenize(s, sep=',; ', skip_empty=True)
                QString separators = a.size() > 1 ? stringArg(a, 1) : QStringLiteral(",; ");
                bool skipEmpty = a.size() > 2 ? a[2].truthy() : true;
                for (const auto &[k, v] : kw) {
                    if (k == QLatin1String("sep"))
                        separators = v.asString();
                    else if (k == QLatin1String("skip_empty"))
                        skipEmpty = v.truthy();
                }
                ValueList out;
                QString current;
                const QString s = stringArg(a, 0);
                for (int i = 0; i <= s.size(); ++i) {
                    if (i == s.size() || separators.contains(s[i])) {
                        if (!skipEmpty || !current.isEmpty())
                            out.push_back(Value::string(current));
                        current.clear();
                    } else {
                        current += s[i];
                    }
                }
                return Value::list(std::move(out));
            }})));
    for (const auto &f : xacroFunctions) {
        xacroNamespace->set(Value::string(f->name), Value::function(f));
        if (f->name == QLatin1String("load_yaml") || f->name == QLatin1String("abs_filename"))
            globals->set(Value::string(f->name), Value::function(f)); // deprecated top level
    }
    globals->set(Value::string(QStringLiteral("python")), Value::dict(python));
    globals->set(Value::string(QStringLiteral("math")), Value::dict(math));
    globals->set(Value::string(QStringLiteral("xacro")), Value::dict(xacroNamespace));
    return globals;
}

} // namespace robostage::xacro
