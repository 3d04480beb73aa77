#include "xacrovalue.h"

#include "xacrosymbols.h"

#include <charconv>
#include <cmath>

namespace robostage::xacro {

Value Value::boolean(bool b)
{
    Value v;
    v.m_type = Type::Bool;
    v.m_int = b ? 1 : 0;
    return v;
}

Value Value::integer(qint64 i)
{
    Value v;
    v.m_type = Type::Int;
    v.m_int = i;
    return v;
}

Value Value::real(double d)
{
    Value v;
    v.m_type = Type::Float;
    v.m_double = d;
    return v;
}

Value Value::string(const QString &s)
{
    Value v;
    v.m_type = Type::Str;
    v.m_string = s;
    return v;
}

Value Value::list(ValueList items, Type type)
{
    Value v;
    v.m_type = type;
    v.m_items = std::make_shared<const ValueList>(std::move(items));
    return v;
}

Value Value::dict(std::shared_ptr<Dict> d)
{
    Value v;
    v.m_type = Type::Dict;
    v.m_dict = std::move(d);
    return v;
}

Value Value::function(std::shared_ptr<Function> f)
{
    Value v;
    v.m_type = Type::Function;
    v.m_function = std::move(f);
    return v;
}

Value Value::nameSpace(std::shared_ptr<Table> table)
{
    Value v;
    v.m_type = Type::Namespace;
    v.m_namespace = std::move(table);
    return v;
}

double Value::asDouble() const
{
    return m_type == Type::Float ? m_double : double(m_int);
}

const ValueList &Value::items() const &
{
    static const ValueList empty;
    return m_items ? *m_items : empty;
}

ValueList Value::items() &&
{
    return m_items ? *m_items : ValueList();
}

bool Value::truthy() const
{
    switch (m_type) {
    case Type::None:
        return false;
    case Type::Bool:
    case Type::Int:
        return m_int != 0;
    case Type::Float:
        return m_double != 0.0;
    case Type::Str:
        return !m_string.isEmpty();
    case Type::List:
    case Type::Tuple:
        return !items().empty();
    case Type::Dict:
        return !m_dict->items.empty();
    default:
        return true;
    }
}

QString formatFloat(double d)
{
    if (std::isnan(d))
        return QStringLiteral("nan");
    if (std::isinf(d))
        return d > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, d,
        std::chars_format::scientific); // shortest round trip, "d.ddde±XX"
    const QString text = QString::fromLatin1(buffer, int(result.ptr - buffer));
    const bool negative = text.startsWith(QLatin1Char('-'));
    const int e = text.indexOf(QLatin1Char('e'));
    QString digits = text.mid(negative ? 1 : 0, e - (negative ? 1 : 0));
    digits.remove(QLatin1Char('.'));
    const int exponent = text.mid(e + 1).toInt();
    const int point = exponent + 1; // digits are 0.DDD × 10^point
    QString out;
    if (point <= -4 || point > 16) { // Python's repr switches to exponent notation here
        out = digits.left(1);
        if (digits.size() > 1)
            out += QLatin1Char('.') + digits.mid(1);
        out += QLatin1String(exponent < 0 ? "e-" : "e+")
            + QStringLiteral("%1").arg(std::abs(exponent), 2, 10, QLatin1Char('0'));
    } else if (point <= 0) {
        out = QStringLiteral("0.") + QString(-point, QLatin1Char('0')) + digits;
    } else if (point >= digits.size()) {
        out = digits + QString(point - digits.size(), QLatin1Char('0')) + QStringLiteral(".0");
    } else {
        out = digits.left(point) + QLatin1Char('.') + digits.mid(point);
    }
    return negative ? QLatin1Char('-') + out : out;
}

namespace {

QString joined(const ValueList &items)
{
    QStringList parts;
    for (const Value &v : items)
        parts << v.repr();
    return parts.join(QStringLiteral(", "));
}

} // namespace

QString Value::str() const
{
    switch (m_type) {
    case Type::None:
        return QStringLiteral("None");
    case Type::Bool:
        return m_int ? QStringLiteral("True") : QStringLiteral("False");
    case Type::Int:
        return QString::number(m_int);
    case Type::Float:
        return formatFloat(m_double);
    case Type::Str:
        return m_string;
    case Type::List:
        return QLatin1Char('[') + joined(items()) + QLatin1Char(']');
    case Type::Tuple:
        return QLatin1Char('(') + joined(items()) + QLatin1String(items().size() == 1 ? ",)" : ")");
    case Type::Dict: {
        QStringList parts;
        for (const auto &[k, v] : m_dict->items)
            parts << k.repr() + QStringLiteral(": ") + v.repr();
        return QLatin1Char('{') + parts.join(QStringLiteral(", ")) + QLatin1Char('}');
    }
    case Type::Function:
        return QStringLiteral("<built-in function %1>").arg(m_function->name);
    case Type::Namespace:
        return QStringLiteral("<xacro namespace>");
    }
    return QString();
}

QString Value::repr() const
{
    if (m_type != Type::Str)
        return str();
    // Python quotes with ' unless the text has ' and no ".
    const bool doubleQuotes
        = m_string.contains(QLatin1Char('\'')) && !m_string.contains(QLatin1Char('"'));
    const QChar quote = QLatin1Char(doubleQuotes ? '"' : '\'');
    QString out = quote;
    for (const QChar c : m_string) {
        if (c == QLatin1Char('\\'))
            out += QStringLiteral("\\\\");
        else if (c == quote)
            out += QLatin1Char('\\') + c;
        else if (c == QLatin1Char('\n'))
            out += QStringLiteral("\\n");
        else if (c == QLatin1Char('\t'))
            out += QStringLiteral("\\t");
        else
            out += c;
    }
    return out + quote;
}

QString Value::typeName() const
{
    static const char *const names[] = {"NoneType", "bool", "int", "float", "str", "list", "tuple",
        "dict", "builtin_function_or_method", "namespace"};
    return QString::fromLatin1(names[int(m_type)]);
}

bool equal(const Value &a, const Value &b)
{
    if (a.isNumber() && b.isNumber()) {
        if (a.type() != Value::Type::Float && b.type() != Value::Type::Float)
            return a.asInt() == b.asInt();
        return a.asDouble() == b.asDouble();
    }
    if (a.type() != b.type())
        return false;
    switch (a.type()) {
    case Value::Type::None:
        return true;
    case Value::Type::Str:
        return a.asString() == b.asString();
    case Value::Type::List:
    case Value::Type::Tuple: {
        const ValueList &x = a.items(), &y = b.items();
        if (x.size() != y.size())
            return false;
        for (size_t i = 0; i < x.size(); ++i) {
            if (!equal(x[i], y[i]))
                return false;
        }
        return true;
    }
    case Value::Type::Dict: {
        const auto &x = a.asDict()->items;
        if (x.size() != b.asDict()->items.size())
            return false;
        for (const auto &[k, v] : x) {
            const Value *other = b.asDict()->find(k);
            if (!other || !equal(v, *other))
                return false;
        }
        return true;
    }
    case Value::Type::Function:
        return a.asFunction() == b.asFunction();
    case Value::Type::Namespace:
        return a.asNamespace() == b.asNamespace();
    default:
        return false;
    }
}

bool less(const Value &a, const Value &b)
{
    if (a.isNumber() && b.isNumber()) {
        if (a.type() != Value::Type::Float && b.type() != Value::Type::Float)
            return a.asInt() < b.asInt();
        return a.asDouble() < b.asDouble();
    }
    if (a.isString() && b.isString())
        return a.asString() < b.asString();
    if (a.isSequence() && a.type() == b.type()) {
        const ValueList &x = a.items(), &y = b.items();
        for (size_t i = 0; i < x.size() && i < y.size(); ++i) {
            if (!equal(x[i], y[i]))
                return less(x[i], y[i]);
        }
        return x.size() < y.size();
    }
    throw EvalError {QStringLiteral("'<' not supported between instances of '%1' and '%2'")
                         .arg(a.typeName(), b.typeName())};
}

const Value *Dict::find(const Value &key) const
{
    for (const auto &item : items) {
        if (equal(item.first, key))
            return &item.second;
    }
    return nullptr;
}

const Value *Dict::find(const QString &key) const
{
    for (const auto &item : items) {
        if (item.first.isString() && item.first.asString() == key)
            return &item.second;
    }
    return nullptr;
}

void Dict::set(const Value &key, const Value &value)
{
    for (auto &item : items) {
        if (equal(item.first, key)) {
            item.second = value;
            return;
        }
    }
    items.emplace_back(key, value);
}

} // namespace robostage::xacro
