// Macros: xacro/__init__.py grab_macro, parse_macro_arg, resolve_macro, handle_macro_call and
// the insert_block branch of eval_all (ros2 branch; ROS wiki "xacro" §Macros, §Default
// parameters, §Block parameters).

#include "xacroexpander.h"

#include "xacrolimits.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace robostage::xacro {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::xacro", text);
}

} // namespace

namespace {

/// One `name[:=|=][^|]default` of a `params` attribute (xacro's re_macro_arg).
struct ParsedParam
{
    QString name;
    bool hasDefault = false;
    Macro::Default value;
    QString rest;
};

ParsedParam parseParam(const QString &params)
{
    static const QRegularExpression pattern(QStringLiteral(
        R"(^\s*([^\s:=]+?)\s*:?=\s*(\^\|?)?(\$\{.*?\}|\$\(.*?\)|(?:'.*?'|".*?"|[^\s'"]+)+|)(?:\s+|$)(.*))"));
    ParsedParam p;
    const QRegularExpressionMatch m = pattern.match(params);
    if (m.hasMatch()) {
        p.name = m.captured(1);
        p.hasDefault = true;
        p.value.forward = m.captured(2).isEmpty() ? QString() : p.name;
        if (!m.captured(3).isEmpty())
            p.value.text = m.captured(3);
        p.rest = m.captured(4);
        return p;
    }
    const QString trimmed = params.trimmed();
    const int space = trimmed.indexOf(QRegularExpression(QStringLiteral("\\s")));
    p.name = space < 0 ? trimmed : trimmed.left(space);
    p.rest = space < 0 ? QString() : trimmed.mid(space + 1);
    return p;
}

void setCall(Node &node, int call)
{
    node.call = call;
    for (const auto &child : node.children)
        setCall(*child, call);
}

} // namespace

void Expander::grabMacro(Node &element, MacroTable &macros)
{
    Node &parent = *element.parent;
    removePreviousComments(parent, parent.indexOf(&element));
    QStringList v;
    const QString extra
        = checkAttributes(element, {QStringLiteral("name")}, {QStringLiteral("params")}, v);
    if (!extra.isEmpty())
        warn(element, tr("xacro:macro: unknown attribute(s): %1").arg(extra));
    QString name = v[0];
    if (name == QLatin1String("call"))
        fail(element, tr("Invalid use of macro name 'call'"));
    if (name.contains(QLatin1Char('.')))
        fail(element,
            tr("macro names must not contain '.' (reserved for "
               "namespaces): %1")
                .arg(name));
    if (name.startsWith(QLatin1String("xacro:"))) {
        warn(element, tr("macro names must not contain prefix 'xacro:': %1").arg(name));
        name = name.mid(6);
    }
    auto macro = std::make_shared<Macro>();
    macro->name = name;
    macro->body = parent.children[size_t(parent.indexOf(&element))];
    QString params = v[1];
    while (!params.trimmed().isEmpty()) {
        ParsedParam p = parseParam(params);
        macro->params << p.name;
        if (p.hasDefault)
            macro->defaults.insert(p.name, p.value);
        params = p.rest;
    }
    macros.macros.insert(name, macro);
    parent.take(parent.indexOf(&element));
}

bool Expander::handleMacroCall(Node &parent, int index, const std::shared_ptr<MacroTable> &macros,
    const std::shared_ptr<Table> &callerSymbols)
{
    const std::shared_ptr<Node> node = parent.children[size_t(index)];
    if (node->name == QLatin1String("xacro:call")) {
        const QString *macroName = node->attribute(QStringLiteral("macro"));
        if (!macroName || macroName->isEmpty())
            fail(*node, tr("xacro:call is missing the 'macro' attribute"));
        const QString name = evalText(*macroName, callerSymbols).str();
        node->removeAttribute(QStringLiteral("macro"));
        node->name = QStringLiteral("xacro:") + name;
    } else if (!node->name.startsWith(QLatin1String("xacro:"))) {
        return false;
    }
    const QString fullName = node->name.mid(6);
    // resolve_macro: the full name, else namespace by namespace (`ns.inner.name`).
    std::shared_ptr<MacroTable> table = macros;
    std::shared_ptr<Table> symbols = callerSymbols;
    std::shared_ptr<Macro> macro;
    for (MacroTable *t = table.get(); t && !macro; t = t->parent.get())
        macro = t->macros.value(fullName);
    if (!macro && fullName.contains(QLatin1Char('.'))) {
        QStringList parts = fullName.split(QLatin1Char('.'));
        const QString name = parts.takeLast();
        for (const QString &ns : parts) {
            std::shared_ptr<MacroTable> found;
            for (MacroTable *t = table.get(); t && !found; t = t->parent.get())
                found = t->namespaces.value(ns);
            Value nsSymbols;
            try {
                nsSymbols = symbols->get(ns, *this);
            } catch (const EvalError &) {
            }
            if (!found || nsSymbols.type() != Value::Type::Namespace) {
                table.reset();
                break;
            }
            table = found;
            symbols = nsSymbols.asNamespace();
        }
        for (MacroTable *t = table.get(); t && !macro; t = t->parent.get())
            macro = t->macros.value(name);
    }
    if (!macro)
        fail(*node, tr("unknown macro name: %1").arg(node->name));
    if (m_macroDepth >= kMaxMacroDepth) {
        fail(*node,
            tr("macro calls nested more than %1 deep (does macro '%2' call itself?); stopped")
                .arg(kMaxMacroDepth)
                .arg(macro->name));
    }
    const std::shared_ptr<Node> body = cloneNode(*macro->body);
    const int call = int(m_out.calls.size());
    m_out.calls.push_back({macro->name, node->file, node->line, node->call, node->ordinal,
        macro->body->file, macro->body->ordinal});
    setCall(*body, call);

    auto scoped = std::make_shared<Table>(symbols, m_globals);
    auto scopedMacros = std::make_shared<MacroTable>();
    scopedMacros->parent = table;
    QStringList params = macro->params;
    for (auto &[key, value] : node->attributes) {
        if (!params.contains(key))
            fail(*node, tr("Invalid parameter \"%1\" of macro '%2'").arg(key, macro->name));
        params.removeOne(key);
        auto definition = newDefinition(Definition::Kind::Parameter, key, *node, key);
        definition->references = references(value, *symbols);
        scoped->set(key, evalText(value, symbols), false, std::move(definition));
        value.clear(); // no second evaluation in evalAll
    }
    evalAll(*node, table, symbols); // the block parameters
    auto nextElement = [&](size_t from) {
        while (from < node->children.size() && !node->children[from]->isElement())
            ++from;
        return from;
    };
    size_t block = nextElement(0);
    for (const QString &param : QStringList(params)) {
        if (!param.startsWith(QLatin1Char('*')))
            continue;
        if (block >= node->children.size())
            fail(*node, tr("Not enough blocks for macro '%1'").arg(macro->name));
        params.removeOne(param);
        scoped->setBlock(param, node->children[block]);
        block = nextElement(block + 1);
    }
    if (block < node->children.size()) {
        fail(*node->children[block],
            tr("Unused block \"%1\" in the call of macro '%2'")
                .arg(node->children[block]->name, macro->name));
    }
    for (const QString &param : QStringList(params)) {
        const auto it = macro->defaults.constFind(param);
        if (it == macro->defaults.constEnd())
            continue;
        Value value;
        bool found = false;
        if (!it->forward.isEmpty()) {
            try {
                value = symbols->get(it->forward, *this);
                found = true;
            } catch (const EvalError &) {
            }
        }
        // a forwarded value: no attribute to edit; a default: the macro's `params`
        auto definition = newDefinition(Definition::Kind::Other, param, *macro->body, QString());
        if (!found) {
            if (!it->text)
                fail(*node, tr("Undefined property to forward: %1").arg(it->forward));
            value = evalText(*it->text, symbols);
            definition->kind = Definition::Kind::Default;
            definition->attribute = QStringLiteral("params");
            definition->defaultCall = call;
            definition->references = references(*it->text, *symbols);
        }
        scoped->set(param, value, false, std::move(definition));
        params.removeOne(param);
    }
    if (!params.isEmpty()) {
        fail(*node,
            tr("Undefined parameters [%1] in the call of macro '%2'")
                .arg(params.join(QLatin1Char(',')), macro->name));
    }
    const int outerCall = m_call;
    m_call = call;
    ++m_macroDepth;
    evalAll(*body, scopedMacros, scoped);
    --m_macroDepth;
    m_call = outerCall;

    removePreviousComments(parent, parent.indexOf(node.get()));
    for (const auto &[key, value] : body->attributes) {
        if (!key.startsWith(QLatin1String("xmlns:")))
            continue;
        const QString *old = parent.attribute(key);
        if (old && *old != value)
            warn(*node, tr("inconsistent namespace redefinitions for %1").arg(key));
        else
            parent.setAttribute(key, value);
    }
    replaceNode(parent, parent.indexOf(node.get()), body->children);
    return true;
}

void Expander::insertBlock(Node &parent, int index, const std::shared_ptr<MacroTable> &macros,
    const std::shared_ptr<Table> &symbols)
{
    const std::shared_ptr<Node> node = parent.children[size_t(index)];
    QStringList v;
    checkAttributes(*node, {QStringLiteral("name")}, {}, v);
    bool contentOnly = true;
    std::shared_ptr<Node> block = symbols->block(QStringLiteral("**") + v[0]);
    if (!block) {
        block = symbols->block(QStringLiteral("*") + v[0]);
        contentOnly = false;
    }
    if (!block)
        fail(*node, tr("Undefined block \"%1\"").arg(v[0]));
    const std::shared_ptr<Node> copy = cloneNode(*block);
    evalAll(*copy, macros, symbols);
    replaceNode(parent, parent.indexOf(node.get()),
        contentOnly ? copy->children : std::vector<std::shared_ptr<Node>> {copy});
}

} // namespace robostage::xacro
