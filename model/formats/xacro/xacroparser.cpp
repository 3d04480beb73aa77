// Parser of xacro's Python expression subset (Python 3 language reference §2.3–2.4 lexical
// analysis, §6 expressions): a recursive descent over Python's operator precedence.

#include "xacroexpr.h"
#include "xacrolexer.h"
#include "xacrolimits.h"

namespace robostage::xacro {

namespace {

using ExprPtr = std::unique_ptr<Expr>;

class Parser
{
public:
    explicit Parser(const QString &text)
        : m_text(text)
        , m_tokens(tokenize(text))
    {
    }

    ExprPtr parseAll()
    {
        ExprPtr e = expressionList(true);
        if (cur().kind != Token::End)
            fail();
        return e;
    }

private:
    const Token &cur() const { return m_tokens[m_i]; }
    bool isOp(const char *op) const
    {
        return cur().kind == Token::Op && cur().text == QLatin1String(op);
    }
    bool isKeyword(const char *word) const
    {
        return cur().kind == Token::Name && cur().text == QLatin1String(word);
    }
    bool acceptOp(const char *op)
    {
        if (!isOp(op))
            return false;
        ++m_i;
        return true;
    }
    bool acceptKeyword(const char *word)
    {
        if (!isKeyword(word))
            return false;
        ++m_i;
        return true;
    }
    void expectOp(const char *op)
    {
        if (!acceptOp(op))
            fail(QStringLiteral("expected '%1'").arg(QLatin1String(op)));
    }
    [[noreturn]] void fail(const QString &what = QString()) const
    {
        const QString found = cur().kind == Token::End
            ? QStringLiteral("end of expression")
            : QStringLiteral("'%1'").arg(m_text.mid(cur().position, 12));
        throw EvalError {QStringLiteral("invalid syntax%1 at %2 in '%3'")
                             .arg(what.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(what),
                                 found, m_text)};
    }
    static ExprPtr make(Expr::Kind kind, QString name = QString())
    {
        auto e = std::make_unique<Expr>();
        e->kind = kind;
        e->name = std::move(name);
        return e;
    }
    struct DepthGuard
    {
        explicit DepthGuard(int &depth)
            : depth(depth)
        {
            if (++depth > kMaxExpressionDepth)
                throw EvalError {QStringLiteral("expression nested more than %1 levels deep")
                                     .arg(kMaxExpressionDepth)};
        }
        ~DepthGuard() { --depth; }
        int &depth;
    };

    bool atExpressionEnd() const
    {
        return cur().kind == Token::End || isOp(")") || isOp("]") || isOp("}") || isOp(":")
            || isOp("=") || isKeyword("for");
    }

    /// `a, b, c`: a tuple when there is a comma (only where Python allows a bare tuple).
    ExprPtr expressionList(bool allowTuple)
    {
        ExprPtr first = expression();
        if (!allowTuple || !isOp(","))
            return first;
        ExprPtr tuple = make(Expr::Kind::Tuple);
        tuple->operands.push_back(std::move(first));
        while (acceptOp(",")) {
            if (atExpressionEnd())
                break;
            tuple->operands.push_back(expression());
        }
        return tuple;
    }

    ExprPtr expression()
    {
        DepthGuard guard(m_depth);
        if (isKeyword("lambda"))
            fail(QStringLiteral("lambda is not supported"));
        ExprPtr body = orTest();
        if (!acceptKeyword("if"))
            return body;
        ExprPtr e = make(Expr::Kind::IfElse);
        ExprPtr condition = orTest();
        if (!acceptKeyword("else"))
            fail(QStringLiteral("expected 'else'"));
        e->operands.push_back(std::move(condition));
        e->operands.push_back(std::move(body));
        e->operands.push_back(expression());
        return e;
    }

    ExprPtr orTest()
    {
        ExprPtr left = andTest();
        if (!isKeyword("or"))
            return left;
        ExprPtr e = make(Expr::Kind::Or);
        e->operands.push_back(std::move(left));
        while (acceptKeyword("or"))
            e->operands.push_back(andTest());
        return e;
    }

    ExprPtr andTest()
    {
        ExprPtr left = notTest();
        if (!isKeyword("and"))
            return left;
        ExprPtr e = make(Expr::Kind::And);
        e->operands.push_back(std::move(left));
        while (acceptKeyword("and"))
            e->operands.push_back(notTest());
        return e;
    }

    ExprPtr notTest()
    {
        if (!acceptKeyword("not"))
            return comparison();
        DepthGuard guard(m_depth);
        ExprPtr e = make(Expr::Kind::Not);
        e->operands.push_back(notTest());
        return e;
    }

    QString comparisonOperator()
    {
        static const char *const ops[] = {"==", "!=", "<=", ">=", "<", ">"};
        for (const char *op : ops) {
            if (acceptOp(op))
                return QLatin1String(op);
        }
        if (acceptKeyword("in"))
            return QStringLiteral("in");
        if (isKeyword("not") && m_tokens[m_i + 1].kind == Token::Name
            && m_tokens[m_i + 1].text == QLatin1String("in")) {
            m_i += 2;
            return QStringLiteral("not in");
        }
        if (acceptKeyword("is"))
            return acceptKeyword("not") ? QStringLiteral("is not") : QStringLiteral("is");
        return QString();
    }

    ExprPtr comparison()
    {
        ExprPtr left = binary(0);
        QString op = comparisonOperator();
        if (op.isEmpty())
            return left;
        ExprPtr e = make(Expr::Kind::Compare);
        e->operands.push_back(std::move(left));
        while (!op.isEmpty()) {
            e->operators << op;
            e->operands.push_back(binary(0));
            op = comparisonOperator();
        }
        return e;
    }

    /// Binary operators by precedence level: | ^ & (<< >>) (+ -) (* / // %).
    ExprPtr binary(int level)
    {
        static const std::vector<std::vector<const char *>> levels
            = {{"|"}, {"^"}, {"&"}, {"<<", ">>"}, {"+", "-"}, {"*", "/", "//", "%"}};
        if (level == int(levels.size()))
            return unary();
        DepthGuard guard(m_depth);
        ExprPtr left = binary(level + 1);
        while (true) {
            const char *matched = nullptr;
            for (const char *op : levels[size_t(level)]) {
                if (isOp(op))
                    matched = op;
            }
            if (!matched)
                return left;
            ++m_i;
            ExprPtr e = make(Expr::Kind::Binary, QLatin1String(matched));
            e->operands.push_back(std::move(left));
            e->operands.push_back(binary(level + 1));
            left = std::move(e);
        }
    }

    ExprPtr unary()
    {
        for (const char *op : {"-", "+", "~"}) {
            if (acceptOp(op)) {
                DepthGuard guard(m_depth);
                ExprPtr e = make(Expr::Kind::Unary, QLatin1String(op));
                e->operands.push_back(unary());
                return e;
            }
        }
        return power();
    }

    ExprPtr power()
    {
        ExprPtr base = primary();
        if (!acceptOp("**"))
            return base;
        DepthGuard guard(m_depth);
        ExprPtr e = make(Expr::Kind::Binary, QStringLiteral("**"));
        e->operands.push_back(std::move(base));
        e->operands.push_back(unary()); // right-associative, binds -x on the right
        return e;
    }

    ExprPtr primary()
    {
        ExprPtr e = atom();
        while (true) {
            if (acceptOp(".")) {
                if (cur().kind != Token::Name)
                    fail(QStringLiteral("expected a name after '.'"));
                ExprPtr a = make(Expr::Kind::Attribute, cur().text);
                ++m_i;
                a->operands.push_back(std::move(e));
                e = std::move(a);
            } else if (acceptOp("(")) {
                ExprPtr c = make(Expr::Kind::Call);
                c->operands.push_back(std::move(e));
                while (!acceptOp(")")) {
                    if (cur().kind == Token::Name && m_tokens[m_i + 1].kind == Token::Op
                        && m_tokens[m_i + 1].text == QLatin1String("=")) {
                        c->operators << cur().text;
                        m_i += 2;
                    } else {
                        c->operators << QString();
                    }
                    c->operands.push_back(expression());
                    if (!isOp(")"))
                        expectOp(",");
                }
                e = std::move(c);
            } else if (acceptOp("[")) {
                ExprPtr s = make(Expr::Kind::Subscript);
                s->operands.push_back(std::move(e));
                s->operands.push_back(subscriptIndex());
                expectOp("]");
                e = std::move(s);
            } else {
                return e;
            }
        }
    }

    ExprPtr optionalExpression(const char *stop1, const char *stop2)
    {
        if (isOp(stop1) || isOp(stop2))
            return make(Expr::Kind::Constant); // None
        return expression();
    }

    ExprPtr subscriptIndex()
    {
        ExprPtr first = optionalExpression(":", "]");
        if (!isOp(":"))
            return first;
        ExprPtr slice = make(Expr::Kind::Slice);
        slice->operands.push_back(std::move(first));
        expectOp(":");
        slice->operands.push_back(optionalExpression(":", "]"));
        if (acceptOp(":"))
            slice->operands.push_back(optionalExpression("]", "]"));
        else
            slice->operands.push_back(make(Expr::Kind::Constant));
        return slice;
    }

    ExprPtr atom()
    {
        const Token t = cur();
        switch (t.kind) {
        case Token::Number: {
            ++m_i;
            ExprPtr e = make(Expr::Kind::Constant);
            e->constant = t.number;
            return e;
        }
        case Token::String: {
            QString s;
            while (cur().kind == Token::String) // adjacent literals concatenate
                s += m_tokens[m_i++].text;
            ExprPtr e = make(Expr::Kind::Constant);
            e->constant = Value::string(s);
            return e;
        }
        case Token::Name: {
            ++m_i;
            ExprPtr e = make(Expr::Kind::Constant);
            if (t.text == QLatin1String("True") || t.text == QLatin1String("False"))
                e->constant = Value::boolean(t.text == QLatin1String("True"));
            else if (t.text != QLatin1String("None"))
                e = make(Expr::Kind::Name, t.text);
            static const QStringList keywords = {QStringLiteral("and"), QStringLiteral("or"),
                QStringLiteral("not"), QStringLiteral("if"), QStringLiteral("else"),
                QStringLiteral("in"), QStringLiteral("is"), QStringLiteral("for"),
                QStringLiteral("import"), QStringLiteral("def"), QStringLiteral("class"),
                QStringLiteral("return"), QStringLiteral("while")};
            if (keywords.contains(t.text)) {
                --m_i;
                fail();
            }
            return e;
        }
        case Token::Op:
            break;
        case Token::End:
            fail();
        }
        DepthGuard guard(m_depth);
        if (acceptOp("(")) {
            if (acceptOp(")"))
                return make(Expr::Kind::Tuple);
            ExprPtr inner = expressionList(true);
            if (isKeyword("for"))
                fail(QStringLiteral("generator expressions are not supported"));
            expectOp(")");
            return inner;
        }
        if (acceptOp("["))
            return listDisplay();
        if (acceptOp("{"))
            return dictDisplay();
        fail();
    }

    ExprPtr listDisplay()
    {
        ExprPtr list = make(Expr::Kind::List);
        if (acceptOp("]"))
            return list;
        ExprPtr first = expression();
        if (acceptKeyword("for")) {
            // [element for target in iterable (if condition)*]
            ExprPtr comp = make(Expr::Kind::ListComprehension);
            if (cur().kind != Token::Name)
                fail(QStringLiteral("expected a name after 'for'"));
            while (cur().kind == Token::Name) {
                comp->operators << cur().text;
                ++m_i;
                if (!acceptOp(","))
                    break;
            }
            if (!acceptKeyword("in"))
                fail(QStringLiteral("expected 'in'"));
            comp->operands.push_back(std::move(first));
            comp->operands.push_back(orTest());
            while (acceptKeyword("if"))
                comp->operands.push_back(orTest());
            expectOp("]");
            return comp;
        }
        list->operands.push_back(std::move(first));
        while (acceptOp(",")) {
            if (isOp("]"))
                break;
            list->operands.push_back(expression());
        }
        expectOp("]");
        return list;
    }

    ExprPtr dictDisplay()
    {
        ExprPtr dict = make(Expr::Kind::Dict);
        while (!acceptOp("}")) {
            dict->operands.push_back(expression());
            expectOp(":");
            dict->operands.push_back(expression());
            if (!isOp("}"))
                expectOp(",");
        }
        return dict;
    }

    const QString &m_text;
    std::vector<Token> m_tokens;
    size_t m_i = 0;
    int m_depth = 0;
};

} // namespace

std::shared_ptr<const Expr> parseExpression(const QString &text)
{
    return Parser(text).parseAll();
}

} // namespace robostage::xacro
