// Text evaluation: xacro/__init__.py eval_text and its lexer (`${…}` expressions, `$(…)`
// substitution arguments, `$${`/`$$(` escapes), substitution_args.py's commands (arg, find,
// env, optenv, eval, dirname, anon, cwd) and the `xacro.*` functions that need the expander.

#include "xacroexpander.h"

#include "resourceresolver.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace robostage::xacro {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::xacro", text);
}

} // namespace

/// Names of a `${…}` expression: the scope's properties, then the globals.
class ScopeLookup : public NameLookup
{
public:
    ScopeLookup(Expander &expander, const std::shared_ptr<Table> &scope)
        : m_expander(expander)
        , m_scope(scope)
    {
    }
    Value lookup(const QString &name) override
    {
        if (name.startsWith(QLatin1String("__")))
            throw EvalError {QStringLiteral("Use of invalid name(s): %1").arg(name)};
        return m_scope->get(name, m_expander);
    }
    Value lookupIn(Table &nameSpace, const QString &name) override
    {
        return nameSpace.get(name, m_expander);
    }

private:
    Expander &m_expander;
    const std::shared_ptr<Table> &m_scope;
};

namespace {

/// Names of `$(eval …)`: the xacro arguments (as strings), then the globals
/// (substitution_args.py _eval's _DictWrapper).
class ArgumentLookup : public NameLookup
{
public:
    ArgumentLookup(const Arguments &arguments, const Dict &globals)
        : m_arguments(arguments)
        , m_globals(globals)
    {
    }
    Value lookup(const QString &name) override
    {
        const auto it = m_arguments.constFind(name);
        if (it != m_arguments.constEnd())
            return Value::string(*it);
        if (name == QLatin1String("true") || name == QLatin1String("false"))
            return Value::boolean(name == QLatin1String("true"));
        if (const Value *v = m_globals.find(name))
            return *v;
        throw EvalError {QStringLiteral("name '%1' is not defined").arg(name)};
    }

private:
    const Arguments &m_arguments;
    const Dict &m_globals;
};

QString joinArgs(const ValueList &args)
{
    QStringList parts;
    for (const Value &v : args)
        parts << v.str();
    return parts.join(QLatin1Char(' '));
}

} // namespace

Value Expander::evalExpression(const QString &text, const std::shared_ptr<Table> &scope)
{
    checkTime();
    auto it = m_parsed.constFind(text);
    if (it == m_parsed.constEnd())
        it = m_parsed.insert(text, parseExpression(text.trimmed()));
    ScopeLookup names(*this, scope);
    return evaluate(**it, names);
}

Value Expander::evalText(const QString &text, const std::shared_ptr<Table> &scope)
{
    if (!text.contains(QLatin1Char('$')))
        return Value::string(text);
    struct Nesting
    {
        explicit Nesting(int &depth)
            : depth(++depth)
        {
        }
        ~Nesting() { --depth; }
        int &depth;
    } nesting(m_textDepth);
    std::vector<Value> results;
    const int n = int(text.size());
    int pos = 0;
    while (pos < n) {
        if (text[pos] != QLatin1Char('$')) {
            const int end = text.indexOf(QLatin1Char('$'), pos);
            const int stop = end < 0 ? n : end;
            results.push_back(Value::string(text.mid(pos, stop - pos)));
            pos = stop;
            continue;
        }
        int run = pos;
        while (run < n && text[run] == QLatin1Char('$'))
            ++run;
        const QChar after = run < n ? text[run] : QChar();
        if (run - pos >= 2 && (after == QLatin1Char('{') || after == QLatin1Char('('))) {
            results.push_back(Value::string(text.mid(pos + 1, run - pos))); // one $ less
            pos = run + 1;
            continue;
        }
        const QChar next = pos + 1 < n ? text[pos + 1] : QChar();
        if (next == QLatin1Char('{') || next == QLatin1Char('(')) {
            const QChar close = next == QLatin1Char('{') ? QLatin1Char('}') : QLatin1Char(')');
            const int end = text.indexOf(close, pos + 2);
            if (end < 0)
                throw EvalError {QStringLiteral("invalid expression: %1").arg(text.mid(pos))};
            const QString inner = text.mid(pos + 2, end - pos - 2);
            pos = end + 1;
            if (next == QLatin1Char('(')) {
                results.push_back(Value::string(evalExtension(evalText(inner, scope).str())));
                continue;
            }
            try {
                results.push_back(evalExpression(evalText(inner, scope).str(), scope));
                const Value &v = results.back();
                if (m_yamlReads && m_textDepth == 1 && v.sourceFile() >= 0 && v.isNumber()) {
                    QString before; // the value's text so far: which token this part starts
                    for (size_t k = 0; k + 1 < results.size(); ++k)
                        before += results[k].str();
                    const int tokens
                        = int(before.split(QLatin1Char(' '), Qt::SkipEmptyParts).size());
                    const bool joined = !before.isEmpty() && !before.back().isSpace();
                    m_yamlReads->push_back(
                        {v.sourceFile(), v.sourceLine(), joined ? tokens - 1 : tokens});
                }
            } catch (const EvalError &e) {
                if (e.message.contains(QLatin1String("when evaluating expression")))
                    throw;
                throw EvalError {
                    e.message + QStringLiteral(" (when evaluating expression '%1')").arg(inner)};
            }
            continue;
        }
        if (pos + 1 == n) {
            results.push_back(Value::string(QStringLiteral("$")));
            ++pos;
            continue;
        }
        if (next == QLatin1Char('$'))
            throw EvalError {QStringLiteral("invalid expression: %1").arg(text.mid(pos))};
        int end = pos + 1;
        while (end < n && !QStringLiteral("{($").contains(text[end]))
            ++end;
        results.push_back(Value::string(text.mid(pos, end - pos)));
        pos = end;
    }
    if (results.size() == 1)
        return results.front();
    QString joined;
    for (const Value &v : results)
        joined += v.str();
    return Value::string(joined);
}

QString Expander::findPackage(const QString &package)
{
    const ResourceResolver fallback;
    const ResourceResolver &resolver = m_options.resolver ? *m_options.resolver : fallback;
    const ResourceResolver::Result result
        = resolver.resolve(QStringLiteral("package://") + package, currentFile());
    if (result.ok())
        return result.path;
    throw EvalError {
        tr("package not found: %1. Looked in: %2. Set ROS_PACKAGE_PATH (or AMENT_PREFIX_PATH) to "
           "the folder that holds it.")
            .arg(package, result.tried.join(QStringLiteral(", ")))};
}

QString Expander::evalExtension(const QString &text)
{
    const QString trimmed = text.trimmed();
    const int space = trimmed.indexOf(QLatin1Char(' '));
    const QString command = space < 0 ? trimmed : trimmed.left(space);
    const QString rest = space < 0 ? QString() : trimmed.mid(space + 1).trimmed();
    const QStringList args = rest.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (command == QLatin1String("cwd") && rest.isEmpty())
        return m_options.workingFolder.isEmpty() ? QDir::currentPath() : m_options.workingFolder;
    if (command == QLatin1String("arg")) {
        if (args.size() != 1)
            throw EvalError {QStringLiteral("$(arg) takes exactly one argument: $(%1)").arg(text)};
        const auto it = m_arguments.constFind(args[0]);
        if (it == m_arguments.constEnd()) {
            throw EvalError {
                tr("Undefined substitution argument %1: declare it with <xacro:arg name=\"%1\" "
                   "default=\"…\"/> before this use, or give it with --arg %1:=VALUE")
                    .arg(args[0])};
        }
        return *it;
    }
    if (command == QLatin1String("find")) {
        if (args.size() != 1)
            throw EvalError {QStringLiteral("$(find) takes exactly one argument: $(%1)").arg(text)};
        return findPackage(args[0]);
    }
    if (command == QLatin1String("env") || command == QLatin1String("optenv")) {
        if (args.isEmpty())
            throw EvalError {QStringLiteral("$(%1) needs a variable name").arg(command)};
        if (qEnvironmentVariableIsSet(args[0].toLocal8Bit().constData()))
            return qEnvironmentVariable(args[0].toLocal8Bit().constData());
        if (command == QLatin1String("optenv"))
            return QStringList(args.mid(1)).join(QLatin1Char(' '));
        throw EvalError {
            tr("environment variable '%1' is not set; set it, or use $(optenv %1 DEFAULT)")
                .arg(args[0])};
    }
    if (command == QLatin1String("dirname"))
        return QFileInfo(currentFile()).absolutePath();
    if (command == QLatin1String("anon")) {
        if (args.size() != 1)
            throw EvalError {QStringLiteral("$(anon) takes exactly one argument")};
        return args[0] + QStringLiteral("_robostage");
    }
    if (command == QLatin1String("eval")) {
        if (rest.contains(QLatin1String("__")))
            throw EvalError {QStringLiteral("$(eval ...) may not contain double underscore "
                                            "expressions")};
        ArgumentLookup names(m_arguments, *m_globals);
        return evaluate(*parseExpression(rest), names).str();
    }
    throw EvalError {
        tr("Unknown substitution command $(%1): xacro knows arg, find, env, optenv, eval, "
           "dirname, anon and cwd")
            .arg(text)};
}

std::vector<std::shared_ptr<Function>> Expander::xacroFunctions()
{
    using Args = ValueList;
    using Kwargs = KeywordArguments;
    auto make = [](const char *name, std::function<Value(const Args &, const Kwargs &)> f) {
        return std::make_shared<Function>(Function {QLatin1String(name), std::move(f)});
    };
    auto firstString = [](const Args &a, const char *name) {
        if (a.empty() || !a[0].isString())
            throw EvalError {QStringLiteral("xacro.%1() takes a string").arg(QLatin1String(name))};
        return a[0].asString();
    };
    auto here = [this]() -> const Node & {
        static const Node nowhere;
        return m_current ? *m_current : nowhere;
    };
    return {
        make("load_yaml",
            [this, firstString](
                const Args &a, const Kwargs &) { return loadYaml(firstString(a, "load_yaml")); }),
        make("abs_filename",
            [this, firstString](const Args &a, const Kwargs &) {
                const QString spec = firstString(a, "abs_filename");
                return Value::string(QFileInfo(spec).isAbsolute()
                        ? spec
                        : QDir::cleanPath(
                            QFileInfo(currentFile()).absolutePath() + QLatin1Char('/') + spec));
            }),
        make("arg",
            [this, firstString](const Args &a, const Kwargs &) {
                const QString name = firstString(a, "arg");
                const auto it = m_arguments.constFind(name);
                if (it == m_arguments.constEnd())
                    throw EvalError {QStringLiteral("KeyError: '%1' (xacro.arg of an undeclared "
                                                    "argument)")
                                         .arg(name)};
                return Value::string(*it);
            }),
        make("message", [](const Args &, const Kwargs &) { return Value::string(QString()); }),
        make("print_location",
            [](const Args &, const Kwargs &) { return Value::string(QString()); }),
        make("warning",
            [this, here](const Args &a, const Kwargs &) {
                warn(here(), joinArgs(a));
                return Value::string(QString());
            }),
        make("error",
            [this, here](const Args &a, const Kwargs &) {
                const Node &n = here();
                m_diagnostics.error(
                    m_out.files.value(n.file), n.line, joinArgs(a) + m_out.callChain(n.call));
                return Value::string(QString());
            }),
        make(
            "fatal", [](const Args &a, const Kwargs &) -> Value { throw EvalError {joinArgs(a)}; }),
    };
}

} // namespace robostage::xacro
