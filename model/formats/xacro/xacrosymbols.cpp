#include "xacrosymbols.h"

#include "xacroexpander.h"
#include "xacrolimits.h"

#include <cmath>

namespace robostage::xacro {

namespace {

/// Python int(text): optional sign and decimal digits, surrounding white space allowed.
bool pythonInt(const QString &text, Value &out)
{
    const QString t = text.trimmed();
    int i = (t.startsWith(QLatin1Char('+')) || t.startsWith(QLatin1Char('-'))) ? 1 : 0;
    if (i >= t.size())
        return false;
    for (int j = i; j < t.size(); ++j) {
        if (!t[j].isDigit() || t[j].unicode() > 127)
            return false;
    }
    bool ok = false;
    const qint64 v = t.toLongLong(&ok);
    // Beyond 64 bits Python keeps an exact integer; a float is the closest we have.
    out = ok ? Value::integer(v) : Value::real(t.toDouble());
    return true;
}

/// Python float(text): decimal and exponent forms, inf, nan.
bool pythonFloat(const QString &text, Value &out)
{
    QString t = text.trimmed().toLower();
    bool negative = false;
    if (t.startsWith(QLatin1Char('+')) || t.startsWith(QLatin1Char('-'))) {
        negative = t.startsWith(QLatin1Char('-'));
        t.remove(0, 1);
    }
    if (t == QLatin1String("inf") || t == QLatin1String("infinity")) {
        out = Value::real(negative ? -INFINITY : INFINITY);
        return true;
    }
    if (t == QLatin1String("nan")) {
        out = Value::real(NAN);
        return true;
    }
    if (t.isEmpty() || !(t[0].isDigit() || t[0] == QLatin1Char('.')))
        return false;
    bool ok = false;
    const double v = t.toDouble(&ok); // C locale; rejects trailing garbage
    if (!ok)
        return false;
    out = Value::real(negative ? -v : v);
    return true;
}

} // namespace

Value evalLiteral(const Value &value)
{
    if (!value.isString())
        return value;
    const QString &s = value.asString();
    if (s.size() >= 2 && s.startsWith(QLatin1Char('\'')) && s.endsWith(QLatin1Char('\'')))
        return Value::string(s.mid(1, s.size() - 2));
    if (s.contains(QLatin1Char('_')))
        return value;
    Value out;
    if (pythonInt(s, out) || pythonFloat(s, out))
        return out;
    if (s == QLatin1String("true") || s == QLatin1String("True"))
        return Value::boolean(true);
    if (s == QLatin1String("false") || s == QLatin1String("False"))
        return Value::boolean(false);
    return value;
}

Table::Table(std::shared_ptr<Table> parent, std::shared_ptr<const Dict> globals)
    : m_parent(std::move(parent))
    , m_globals(std::move(globals))
{
}

Table *Table::top()
{
    Table *t = this;
    while (t->m_parent)
        t = t->m_parent.get();
    return t;
}

bool Table::contains(const QString &name) const
{
    for (const Table *t = this; t; t = t->m_parent.get()) {
        if (t->m_entries.contains(name))
            return true;
    }
    return isGlobal(name);
}

Value Table::get(const QString &name, TextEvaluator &evaluator)
{
    for (Table *t = this; t; t = t->m_parent.get()) {
        const auto it = t->m_entries.find(name);
        if (it == t->m_entries.end())
            continue;
        if (it->definition)
            ++it->definition->uses;
        if (!it->unevaluated)
            return it->value;
        if (t->m_resolving.contains(name)) {
            throw EvalError {
                QStringLiteral("circular variable definition: %1. Consider disabling "
                               "lazy evaluation via lazy_eval=\"false\"")
                    .arg((t->m_resolving + QStringList {name}).join(QStringLiteral(" -> ")))};
        }
        if (t->m_resolving.size() >= kMaxPropertyNesting) {
            throw EvalError {QStringLiteral("properties refer to each other more than %1 levels "
                                            "deep (%2 …)")
                                 .arg(kMaxPropertyNesting)
                                 .arg(t->m_resolving.mid(0, 5).join(QStringLiteral(" -> ")))};
        }
        const QString text = it->value.asString();
        if (it->definition) {
            auto refs = references(text, *t);
            refs.remove(name); // ${name} in its own definition is an error anyway
            it->definition->references = std::move(refs);
        }
        t->m_resolving << name;
        Value v;
        try {
            v = evalLiteral(evaluator.evalText(text, t->shared_from_this()));
        } catch (...) {
            t->m_resolving.removeLast();
            throw;
        }
        t->m_resolving.removeLast();
        Entry &entry = t->m_entries[name]; // the evaluation may have rehashed the table
        entry.value = v;
        entry.unevaluated = false;
        return v;
    }
    if (const Value *g = m_globals->find(name))
        return *g;
    throw EvalError {QStringLiteral("name '%1' is not defined").arg(name)};
}

void Table::set(const QString &name, const Value &value, bool unevaluated,
    std::shared_ptr<Definition> definition)
{
    const Value v = evalLiteral(value);
    m_entries.insert(name, Entry {v, unevaluated && v.isString(), std::move(definition)});
}

std::shared_ptr<Definition> Table::definition(const QString &name) const
{
    for (const Table *t = this; t; t = t->m_parent.get()) {
        const auto it = t->m_entries.find(name);
        if (it != t->m_entries.end())
            return it->definition;
    }
    return nullptr;
}

void Table::remove(const QString &name)
{
    for (Table *t = this; t; t = t->m_parent.get()) {
        t->m_entries.remove(name);
        t->m_blocks.remove(name);
    }
}

void Table::clear()
{
    m_entries.clear();
    m_blocks.clear();
    m_parent.reset();
}

void Table::setBlock(const QString &name, std::shared_ptr<Node> block)
{
    m_blocks.insert(name, std::move(block));
}

std::shared_ptr<Node> Table::block(const QString &name) const
{
    for (const Table *t = this; t; t = t->m_parent.get()) {
        const auto it = t->m_blocks.find(name);
        if (it != t->m_blocks.end())
            return *it;
    }
    return nullptr;
}

} // namespace robostage::xacro
