#include "numberexpression.h"

#include "formats/xacro/xacroexpr.h"

#include <QCoreApplication>

#include <cmath>

namespace robostage::edit {

namespace {

/// Names resolve to Python's math module as xacro has it (`pi`, `e`, `sin`, `radians`, …) and
/// the builtins that give numbers (`abs`, `min`, `max`, `round`, `pow`, `int`, `float`).
class MathNames : public xacro::NameLookup
{
public:
    MathNames()
        : m_globals(xacro::makeGlobals({}))
    {
        const xacro::Value *math = m_globals->find(QStringLiteral("math"));
        m_math = math ? math->asDict() : nullptr;
    }

    xacro::Value lookup(const QString &name) override
    {
        static const QStringList builtins {QStringLiteral("abs"), QStringLiteral("min"),
            QStringLiteral("max"), QStringLiteral("round"), QStringLiteral("pow"),
            QStringLiteral("int"), QStringLiteral("float")};
        const xacro::Value *v = m_math ? m_math->find(name) : nullptr;
        if (!v && builtins.contains(name))
            v = m_globals->find(name);
        if (v)
            return *v;
        throw xacro::EvalError {QStringLiteral("name '%1' is not defined").arg(name)};
    }

private:
    std::shared_ptr<xacro::Dict> m_globals;
    std::shared_ptr<xacro::Dict> m_math;
};

/// Whether `text` holds only what arithmetic needs: no quotes (strings), brackets (lists,
/// subscripts) or dots after a name (attributes such as `math.sin` are refused too; `sin` alone
/// is there).
bool arithmeticOnly(const QString &text)
{
    for (int i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c.isDigit() || c.isSpace() || QStringLiteral("+-*/%(),").contains(c))
            continue;
        if (c.isLetter() || c == QLatin1Char('_'))
            continue;
        // A dot belongs to a number: a digit on one side.
        if (c == QLatin1Char('.')
            && ((i > 0 && text[i - 1].isDigit()) || (i + 1 < text.size() && text[i + 1].isDigit())))
            continue;
        return false;
    }
    return true;
}

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

} // namespace

std::optional<double> evaluateNumber(const QString &text, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<double> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return fail(tr("no number"));
    if (!arithmeticOnly(trimmed))
        return fail(tr("only numbers, + - * / ** ( ) and math such as pi or radians(90) are "
                       "understood"));
    try {
        MathNames names;
        const xacro::Value value = xacro::evaluate(*xacro::parseExpression(trimmed), names);
        if (!value.isNumber() || value.type() == xacro::Value::Type::Bool)
            return fail(tr("the expression does not give a number"));
        const double v = value.asDouble();
        if (!std::isfinite(v))
            return fail(tr("the result is not finite"));
        return v;
    } catch (const xacro::EvalError &e) {
        return fail(e.message);
    }
}

} // namespace robostage::edit
