// Tokenizer of xacro's Python expression subset (Python 3 language reference §2): names,
// int/float/hex literals (with `_` separators), string literals (u/r/b prefixes, triple quotes,
// backslash escapes) and operators.

#include "xacrolexer.h"

namespace robostage::xacro {

namespace {

class Lexer
{
public:
    explicit Lexer(const QString &text)
        : m_text(text)
    {
    }

    std::vector<Token> run()
    {
        std::vector<Token> tokens;
        while (true) {
            skipSpace();
            Token t;
            t.position = m_pos;
            if (m_pos >= m_text.size()) {
                tokens.push_back(t);
                return tokens;
            }
            const QChar c = m_text[m_pos];
            if (isStringStart()) {
                t.kind = Token::String;
                t.text = readString();
            } else if (c.isDigit() || (c == QLatin1Char('.') && peek(1).isDigit())) {
                t.kind = Token::Number;
                t.number = readNumber();
            } else if (c.isLetter() || c == QLatin1Char('_')) {
                t.kind = Token::Name;
                const int start = m_pos;
                while (m_pos < m_text.size()
                    && (m_text[m_pos].isLetterOrNumber() || m_text[m_pos] == QLatin1Char('_')))
                    ++m_pos;
                t.text = m_text.mid(start, m_pos - start);
            } else {
                t.kind = Token::Op;
                t.text = readOperator();
            }
            tokens.push_back(t);
        }
    }

private:
    QChar peek(int ahead) const
    {
        return m_pos + ahead < m_text.size() ? m_text[m_pos + ahead] : QChar();
    }
    void skipSpace()
    {
        while (m_pos < m_text.size() && m_text[m_pos].isSpace())
            ++m_pos;
    }
    [[noreturn]] void fail(const QString &what) const
    {
        throw EvalError {QStringLiteral("invalid syntax: %1 at position %2 of '%3'")
                             .arg(what)
                             .arg(m_pos + 1)
                             .arg(m_text)};
    }
    bool isStringStart() const
    {
        int i = 0;
        while (i < 2 && QStringLiteral("uUrRbB").contains(peek(i)))
            ++i;
        return peek(i) == QLatin1Char('\'') || peek(i) == QLatin1Char('"');
    }
    QString readString()
    {
        bool raw = false;
        while (m_text[m_pos] != QLatin1Char('\'') && m_text[m_pos] != QLatin1Char('"')) {
            raw = raw || m_text[m_pos].toLower() == QLatin1Char('r');
            ++m_pos;
        }
        const QChar quote = m_text[m_pos];
        const bool triple = peek(1) == quote && peek(2) == quote;
        m_pos += triple ? 3 : 1;
        QString out;
        while (true) {
            if (m_pos >= m_text.size())
                fail(QStringLiteral("string literal not closed"));
            const QChar c = m_text[m_pos];
            if (c == quote && (!triple || (peek(1) == quote && peek(2) == quote))) {
                m_pos += triple ? 3 : 1;
                return out;
            }
            if (c == QLatin1Char('\\') && !raw && m_pos + 1 < m_text.size()) {
                const QChar e = m_text[m_pos + 1];
                m_pos += 2;
                switch (e.unicode()) {
                case 'n':
                    out += QLatin1Char('\n');
                    break;
                case 't':
                    out += QLatin1Char('\t');
                    break;
                case 'r':
                    out += QLatin1Char('\r');
                    break;
                case '0':
                    out += QChar(0);
                    break;
                case '\\':
                case '\'':
                case '"':
                    out += e;
                    break;
                case '\n':
                    break;
                default:
                    out += QLatin1Char('\\') + e;
                }
                continue;
            }
            out += c;
            ++m_pos;
        }
    }
    Value readNumber()
    {
        const int start = m_pos;
        if (m_text[m_pos] == QLatin1Char('0') && peek(1).toLower() == QLatin1Char('x')) {
            m_pos += 2;
            while (m_pos < m_text.size() && (m_text[m_pos].isLetterOrNumber()))
                ++m_pos;
            bool ok = false;
            const qint64 v = m_text.mid(start + 2, m_pos - start - 2)
                                 .remove(QLatin1Char('_'))
                                 .toLongLong(&ok, 16);
            if (!ok)
                fail(QStringLiteral("bad hexadecimal number"));
            return Value::integer(v);
        }
        bool isFloat = false;
        auto digits = [&] {
            while (m_pos < m_text.size()
                && (m_text[m_pos].isDigit() || m_text[m_pos] == QLatin1Char('_')))
                ++m_pos;
        };
        digits();
        if (peek(0) == QLatin1Char('.')) {
            isFloat = true;
            ++m_pos;
            digits();
        }
        if (peek(0).toLower() == QLatin1Char('e')
            && (peek(1).isDigit()
                || ((peek(1) == QLatin1Char('+') || peek(1) == QLatin1Char('-'))
                    && peek(2).isDigit()))) {
            isFloat = true;
            m_pos += 2;
            digits();
        }
        if (m_pos < m_text.size() && m_text[m_pos].isLetter())
            fail(QStringLiteral("bad number '%1'").arg(m_text.mid(start, m_pos - start + 1)));
        const QString t = m_text.mid(start, m_pos - start).remove(QLatin1Char('_'));
        bool ok = false;
        if (!isFloat) {
            const qint64 v = t.toLongLong(&ok);
            if (ok)
                return Value::integer(v);
        }
        return Value::real(t.toDouble()); // beyond 64 bits: the nearest float
    }
    QString readOperator()
    {
        static const char *const ops[]
            = {"**", "//", "==", "!=", "<=", ">=", "<<", ">>", "<", ">", "+", "-", "*", "/", "%",
                "(", ")", "[", "]", "{", "}", ",", ":", ".", "=", "~", "|", "&", "^"};
        for (const char *op : ops) {
            const QLatin1String s(op);
            if (QStringView(m_text).mid(m_pos).startsWith(s)) {
                m_pos += int(s.size());
                return s;
            }
        }
        fail(QStringLiteral("unexpected character '%1'").arg(m_text[m_pos]));
    }

    const QString &m_text;
    int m_pos = 0;
};

} // namespace

std::vector<Token> tokenize(const QString &text)
{
    return Lexer(text).run();
}

} // namespace robostage::xacro
