#pragma once

// Python literals for the xacro test comparison (xmlequivalence.h): just enough of
// `ast.literal_eval` to tell whether two attribute or text values are dict literals that
// compare equal in Python, e.g. "{'a': 0, 'c': 2}" and "{'c': 2, 'a': 0}".
//
// Read: None, True, False, int (decimal, 0x, 0o, 0b) and float literals with `_` grouping and
// one unary sign, str and bytes literals (prefixes r, u, b, rb; triple quotes; escapes; adjacent
// literals concatenated), lists, tuples, sets and dicts. Not read (the value is then "not a
// literal", as for literal_eval's ValueError): complex numbers, `\N{...}` escapes, f-strings.
// Equality is Python's: 1 == 1.0 == True, list != tuple, dicts and sets ignore order.
// Numbers are held as doubles, so ints beyond 2^53 compare approximately.

#include <QByteArray>
#include <QRegularExpression>
#include <QString>

#include <optional>
#include <vector>

namespace robostage::test::pyliteral {

struct Value
{
    enum class Kind { None, Number, Str, Bytes, List, Tuple, Set, Dict };
    Kind kind = Kind::None;
    double number = 0; ///< Number (bool as 0/1)
    QString text; ///< Str
    QByteArray bytes; ///< Bytes
    std::vector<Value> items; ///< List, Tuple, Set elements; Dict keys
    std::vector<Value> values; ///< Dict values, parallel to `items`
};

/// Python's `a == b` for literal values.
inline bool equal(const Value &a, const Value &b)
{
    using K = Value::Kind;
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
    case K::None:
        return true;
    case K::Number:
        return a.number == b.number;
    case K::Str:
        return a.text == b.text;
    case K::Bytes:
        return a.bytes == b.bytes;
    case K::List:
    case K::Tuple:
        if (a.items.size() != b.items.size())
            return false;
        for (size_t i = 0; i < a.items.size(); ++i) {
            if (!equal(a.items[i], b.items[i]))
                return false;
        }
        return true;
    case K::Set:
    case K::Dict:
        // Keys are unique on both sides (see Parser::insert), so equal sizes and every key of
        // `a` found in `b` (with an equal value) is equality.
        if (a.items.size() != b.items.size())
            return false;
        for (size_t i = 0; i < a.items.size(); ++i) {
            size_t j = 0;
            while (j < b.items.size() && !equal(a.items[i], b.items[j]))
                ++j;
            if (j == b.items.size() || (a.kind == K::Dict && !equal(a.values[i], b.values[j])))
                return false;
        }
        return true;
    }
    return false;
}

/// A recursive-descent reader of one Python literal expression.
class Parser
{
public:
    explicit Parser(const QString &text)
        : m_s(text)
    {
    }

    /// The literal `m_s` spells (surrounding white space allowed), or nullopt.
    std::optional<Value> parse()
    {
        std::optional<Value> v = value();
        skipSpace();
        if (!v || m_i != m_s.size())
            return std::nullopt;
        return v;
    }

private:
    using Kind = Value::Kind;

    QChar peek(int ahead = 0) const
    {
        return m_i + ahead < m_s.size() ? m_s[m_i + ahead] : QChar();
    }

    /// Skips white space, comments and backslash-newline continuations.
    void skipSpace()
    {
        while (m_i < m_s.size()) {
            if (m_s[m_i].isSpace()) {
                ++m_i;
            } else if (m_s[m_i] == QLatin1Char('\\') && peek(1) == QLatin1Char('\n')) {
                m_i += 2;
            } else if (m_s[m_i] == QLatin1Char('#')) {
                while (m_i < m_s.size() && m_s[m_i] != QLatin1Char('\n'))
                    ++m_i;
            } else {
                break;
            }
        }
    }

    bool accept(char c)
    {
        skipSpace();
        if (peek() != QLatin1Char(c))
            return false;
        ++m_i;
        return true;
    }

    static bool hashable(const Value &v)
    {
        if (v.kind == Kind::List || v.kind == Kind::Set || v.kind == Kind::Dict)
            return false;
        for (const Value &item : v.items) {
            if (!hashable(item))
                return false;
        }
        return true;
    }

    /// Adds a set element or dict entry; a repeated key keeps its place and takes the new value.
    static bool insert(Value &container, Value key, Value value = {})
    {
        if (!hashable(key))
            return false; // TypeError in Python
        for (size_t i = 0; i < container.items.size(); ++i) {
            if (equal(container.items[i], key)) {
                if (container.kind == Kind::Dict)
                    container.values[i] = std::move(value);
                return true;
            }
        }
        container.items.push_back(std::move(key));
        if (container.kind == Kind::Dict)
            container.values.push_back(std::move(value));
        return true;
    }

    std::optional<Value> value()
    {
        skipSpace();
        const QChar c = peek();
        if (c == QLatin1Char('{'))
            return braces();
        if (c == QLatin1Char('['))
            return sequence(Kind::List, ']');
        if (c == QLatin1Char('('))
            return parentheses();
        if (c == QLatin1Char('+') || c == QLatin1Char('-')) {
            ++m_i;
            skipSpace();
            std::optional<Value> v = number();
            if (!v) {
                v = word();
                if (!v || v->kind != Kind::Number) // only numbers (and bools) take a sign
                    return std::nullopt;
            }
            if (c == QLatin1Char('-'))
                v->number = -v->number;
            return v;
        }
        if (c.isDigit() || (c == QLatin1Char('.') && peek(1).isDigit()))
            return number();
        if (std::optional<Value> s = strings())
            return s;
        return word();
    }

    /// `{}`, `{k: v, ...}` or `{e, ...}`.
    std::optional<Value> braces()
    {
        ++m_i;
        Value result;
        result.kind = Kind::Dict;
        if (accept('}'))
            return result;
        std::optional<Value> first = value();
        if (!first)
            return std::nullopt;
        if (accept(':')) {
            std::optional<Value> v = value();
            if (!v || !insert(result, std::move(*first), std::move(*v)))
                return std::nullopt;
            while (accept(',')) {
                if (accept('}'))
                    return result;
                std::optional<Value> k = value();
                if (!k || !accept(':'))
                    return std::nullopt;
                std::optional<Value> v = value();
                if (!v || !insert(result, std::move(*k), std::move(*v)))
                    return std::nullopt;
            }
            return accept('}') ? std::optional<Value>(result) : std::nullopt;
        }
        result.kind = Kind::Set;
        if (!insert(result, std::move(*first)))
            return std::nullopt;
        while (accept(',')) {
            if (accept('}'))
                return result;
            std::optional<Value> e = value();
            if (!e || !insert(result, std::move(*e)))
                return std::nullopt;
        }
        return accept('}') ? std::optional<Value>(result) : std::nullopt;
    }

    /// `(x)` (just x), `()`, `(x,)`, `(x, y, ...)`.
    std::optional<Value> parentheses()
    {
        ++m_i;
        Value result;
        result.kind = Kind::Tuple;
        if (accept(')'))
            return result;
        std::optional<Value> first = value();
        if (!first)
            return std::nullopt;
        if (accept(')'))
            return first;
        if (!accept(','))
            return std::nullopt;
        result.items.push_back(std::move(*first));
        return rest(std::move(result), ')');
    }

    std::optional<Value> sequence(Kind kind, char close)
    {
        ++m_i;
        Value result;
        result.kind = kind;
        if (accept(close))
            return result;
        std::optional<Value> first = value();
        if (!first)
            return std::nullopt;
        result.items.push_back(std::move(*first));
        if (accept(close))
            return result;
        if (!accept(','))
            return std::nullopt;
        return rest(std::move(result), close);
    }

    /// The elements after the first comma, up to `close` (a trailing comma allowed).
    std::optional<Value> rest(Value result, char close)
    {
        for (;;) {
            if (accept(close))
                return result;
            std::optional<Value> e = value();
            if (!e)
                return std::nullopt;
            result.items.push_back(std::move(*e));
            if (accept(close))
                return result;
            if (!accept(','))
                return std::nullopt;
        }
    }

    /// None, True, False; any other name is not a literal.
    std::optional<Value> word()
    {
        int end = m_i;
        while (end < m_s.size() && (m_s[end].isLetterOrNumber() || m_s[end] == QLatin1Char('_')))
            ++end;
        const QString name = m_s.mid(m_i, end - m_i);
        Value v;
        if (name == QLatin1String("None")) {
            v.kind = Kind::None;
        } else if (name == QLatin1String("True") || name == QLatin1String("False")) {
            v.kind = Kind::Number;
            v.number = name == QLatin1String("True") ? 1 : 0;
        } else {
            return std::nullopt;
        }
        m_i = end;
        return v;
    }

    /// An int or float literal (Python's tokenizer rules; no complex numbers).
    std::optional<Value> number()
    {
        int end = m_i;
        while (end < m_s.size()
            && (m_s[end].isLetterOrNumber() || m_s[end] == QLatin1Char('_')
                || m_s[end] == QLatin1Char('.')
                || ((m_s[end] == QLatin1Char('+') || m_s[end] == QLatin1Char('-'))
                    && (m_s[end - 1] == QLatin1Char('e') || m_s[end - 1] == QLatin1Char('E'))
                    && !m_s.mid(m_i, 2).startsWith(QLatin1String("0x"), Qt::CaseInsensitive))))
            ++end;
        const QString token = m_s.mid(m_i, end - m_i);
        static const QRegularExpression decimal(QStringLiteral("^(0(_?0)*|[1-9](_?\\d)*)$"));
        static const QRegularExpression other(
            QStringLiteral("^0(x(_?[0-9a-f])+|o(_?[0-7])+|b(_?[01])+)$"),
            QRegularExpression::CaseInsensitiveOption);
        static const QRegularExpression floating(QStringLiteral(
            "^((\\d(_?\\d)*)?\\.\\d(_?\\d)*|\\d(_?\\d)*\\.?)([eE][+-]?\\d(_?\\d)*)?$"));
        Value v;
        v.kind = Kind::Number;
        QString digits = token;
        digits.remove(QLatin1Char('_'));
        bool ok = false;
        if (other.match(token).hasMatch()) {
            const QChar base = token[1].toLower();
            v.number = double(digits.mid(2).toULongLong(&ok,
                base == QLatin1Char('x')       ? 16
                    : base == QLatin1Char('o') ? 8
                                               : 2));
        } else if (token.contains(QRegularExpression(QStringLiteral("[.eE]")))
                ? floating.match(token).hasMatch()
                : decimal.match(token).hasMatch()) {
            v.number = digits.toDouble(); // infinity when it overflows, as in Python
            ok = true;
        }
        if (!ok)
            return std::nullopt;
        m_i = end;
        return v;
    }

    /// One or more adjacent str or bytes literals, concatenated; nullopt when none starts here.
    std::optional<Value> strings()
    {
        std::optional<Value> result;
        for (;;) {
            const int start = m_i;
            skipSpace();
            std::optional<Value> s = string();
            if (!s) {
                m_i = start;
                return result;
            }
            if (!result) {
                result = std::move(s);
            } else if (result->kind != s->kind) {
                m_failed = true; // str and bytes cannot be concatenated
                return std::nullopt;
            } else {
                result->text += s->text;
                result->bytes += s->bytes;
            }
        }
    }

    /// One str or bytes literal with its prefix.
    std::optional<Value> string()
    {
        if (m_failed)
            return std::nullopt;
        int i = m_i;
        bool raw = false, bytes = false, unicode = false; // prefixes: r, b, rb, br, u
        while (i < m_s.size() && i - m_i < 2 && !unicode) {
            const QChar p = m_s[i].toLower();
            if (p == QLatin1Char('r') && !raw)
                raw = true;
            else if (p == QLatin1Char('b') && !bytes)
                bytes = true;
            else if (p == QLatin1Char('u') && i == m_i)
                unicode = true;
            else
                break;
            ++i;
        }
        if (i >= m_s.size() || (m_s[i] != QLatin1Char('\'') && m_s[i] != QLatin1Char('"')))
            return std::nullopt;
        const QChar quote = m_s[i];
        const bool triple = m_s.mid(i, 3) == QString(3, quote);
        i += triple ? 3 : 1;
        QString text;
        for (;;) {
            if (i >= m_s.size())
                return std::nullopt;
            const QChar c = m_s[i];
            if (c == quote && (!triple || m_s.mid(i, 3) == QString(3, quote))) {
                i += triple ? 3 : 1;
                break;
            }
            if ((c == QLatin1Char('\n') && !triple) || (bytes && c.unicode() > 0x7f))
                return std::nullopt; // a bytes literal is written in ASCII
            if (c != QLatin1Char('\\')) {
                text += c;
                ++i;
                continue;
            }
            if (i + 1 >= m_s.size())
                return std::nullopt;
            if (raw) { // the backslash stays; it only keeps the next character from ending it
                text += c;
                text += m_s[i + 1];
                i += 2;
                continue;
            }
            if (!escape(i, bytes, text))
                return std::nullopt;
        }
        Value v;
        v.kind = bytes ? Kind::Bytes : Kind::Str;
        if (bytes) {
            for (const QChar c : std::as_const(text))
                v.bytes += char(c.unicode()); // all below 0x100 (escapes included)
        } else {
            v.text = text;
        }
        m_i = i;
        return v;
    }

    /// The escape sequence at `i` (a backslash), appended to `text`; `i` moves past it.
    bool escape(int &i, bool bytes, QString &text)
    {
        const QChar e = m_s[i + 1];
        static const QString simple = QStringLiteral("\\'\"abfnrtv");
        static const QString meaning = QStringLiteral("\\'\"\a\b\f\n\r\t\v");
        i += 2;
        if (e == QLatin1Char('\n'))
            return true;
        if (simple.contains(e)) {
            text += meaning[simple.indexOf(e)];
            return true;
        }
        auto code = [&](int base, int minDigits, int maxDigits) -> int {
            int n = 0, value = 0;
            bool ok = true;
            while (n < maxDigits && i < m_s.size()) {
                const int d = QString(m_s[i]).toInt(&ok, base);
                if (!ok)
                    break;
                value = value * base + d;
                ++i, ++n;
            }
            return n >= minDigits ? value : -1;
        };
        int value = -1;
        if (e >= QLatin1Char('0') && e <= QLatin1Char('7')) {
            --i;
            value = code(8, 1, 3);
        } else if (e == QLatin1Char('x')) {
            value = code(16, 2, 2);
        } else if (!bytes && e == QLatin1Char('u')) {
            value = code(16, 4, 4);
        } else if (!bytes && e == QLatin1Char('U')) {
            value = code(16, 8, 8);
        } else if (!bytes && e == QLatin1Char('N')) {
            return false; // \N{NAME}: not read
        } else {
            text += QLatin1Char('\\');
            text += e;
            return true;
        }
        if (value < 0 || value > 0x10ffff)
            return false;
        if (bytes) {
            text += QChar(char16_t(value & 0xff));
        } else {
            const char32_t point = char32_t(value);
            text += QString::fromUcs4(&point, 1);
        }
        return true;
    }

    QString m_s;
    int m_i = 0;
    bool m_failed = false;
};

/// Whether `a` and `b` are both Python dict literals and compare equal (literal_eval's view).
inline bool equalDicts(const QString &a, const QString &b)
{
    const std::optional<Value> x = Parser(a).parse();
    if (!x || x->kind != Value::Kind::Dict)
        return false;
    const std::optional<Value> y = Parser(b).parse();
    return y && y->kind == Value::Kind::Dict && equal(*x, *y);
}

} // namespace robostage::test::pyliteral
