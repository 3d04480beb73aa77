// The tree walk of the xacro processor: xacro/__init__.py eval_all, grab_property,
// remove_previous_comments and replace_node (ros2 branch), over xacrodom.h's tree.

#include "xacroexpander.h"

#include "xacrolimits.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace robostage::xacro {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::xacro", text);
}

} // namespace

namespace {

bool isSpaceText(const QString &text)
{
    return !text.isEmpty()
        && std::all_of(text.begin(), text.end(), [](QChar c) { return c.isSpace(); });
}

/// A Python identifier that is not a keyword (xacro's is_valid_name).
bool isValidName(const QString &name)
{
    static const QRegularExpression identifier(
        QStringLiteral("^[^\\W\\d]\\w*$"), QRegularExpression::UseUnicodePropertiesOption);
    static const QStringList keywords = {QStringLiteral("False"), QStringLiteral("None"),
        QStringLiteral("True"), QStringLiteral("and"), QStringLiteral("as"),
        QStringLiteral("assert"), QStringLiteral("async"), QStringLiteral("await"),
        QStringLiteral("break"), QStringLiteral("class"), QStringLiteral("continue"),
        QStringLiteral("def"), QStringLiteral("del"), QStringLiteral("elif"),
        QStringLiteral("else"), QStringLiteral("except"), QStringLiteral("finally"),
        QStringLiteral("for"), QStringLiteral("from"), QStringLiteral("global"),
        QStringLiteral("if"), QStringLiteral("import"), QStringLiteral("in"), QStringLiteral("is"),
        QStringLiteral("lambda"), QStringLiteral("nonlocal"), QStringLiteral("not"),
        QStringLiteral("or"), QStringLiteral("pass"), QStringLiteral("raise"),
        QStringLiteral("return"), QStringLiteral("try"), QStringLiteral("while"),
        QStringLiteral("with"), QStringLiteral("yield")};
    return identifier.match(name).hasMatch() && !keywords.contains(name);
}

} // namespace

QHash<QString, std::shared_ptr<Definition>> references(const QString &text, const Table &table)
{
    QHash<QString, std::shared_ptr<Definition>> out;
    if (!text.contains(QLatin1String("${")))
        return out;
    // Every name an expression reads (`${name}`, and the names in `${wheelbase/2}`), skipping
    // quoted strings and attributes (`a.b`): the edit writer follows them to their numbers.
    static const QRegularExpression expression(QStringLiteral("\\$\\{([^}]*)\\}"));
    static const QRegularExpression quoted(QStringLiteral("'[^']*'|\"[^\"]*\""));
    static const QRegularExpression name(QStringLiteral("(?<![\\w.])[^\\W\\d]\\w*"));
    for (auto it = expression.globalMatch(text); it.hasNext();) {
        QString code = it.next().captured(1);
        code.replace(quoted, QStringLiteral("''"));
        for (auto n = name.globalMatch(code); n.hasNext();) {
            const QString word = n.next().captured();
            if (out.contains(word))
                continue;
            if (std::shared_ptr<Definition> d = table.definition(word))
                out.insert(word, std::move(d));
        }
    }
    return out;
}

Expander::Expander(const Options &options, Diagnostics &diagnostics, Expansion &out)
    : m_options(options)
    , m_diagnostics(diagnostics)
    , m_out(out)
    , m_arguments(options.arguments)
    , m_timeLimitMs(options.timeLimitMs > 0 ? options.timeLimitMs : kMaxExpansionMilliseconds)
{
    m_clock.start();
    m_globals = makeGlobals(xacroFunctions());
    m_barrier = std::make_shared<Node>();
    m_barrier->kind = Node::Kind::Text;
    m_barrier->text = QStringLiteral("\n\n");
}

Expander::~Expander()
{
    // Break the reference cycles the expansion made: a namespace's table and the table that
    // holds it, and definitions that refer to each other (only a failed, circular expansion
    // leaves those).
    for (const auto &table : m_namespaces)
        table->clear();
    if (!m_out.xml) {
        for (const auto &definition : m_definitions)
            definition->references.clear();
    }
}

std::shared_ptr<Definition> Expander::newDefinition(
    Definition::Kind kind, const QString &name, const Node &element, const QString &attribute)
{
    auto d = std::make_shared<Definition>();
    d->kind = kind;
    d->name = name;
    d->file = element.file;
    d->element = element.ordinal;
    d->line = element.line;
    d->call = element.call;
    d->attribute = attribute;
    m_definitions.push_back(d);
    return d;
}

void Expander::warn(const Node &where, const QString &message)
{
    const Origin origin {where.file, where.line, where.call};
    const QString file = where.file >= 0 ? m_out.files.value(where.file) : QString();
    m_diagnostics.warning(file, where.line, message + m_out.callChain(origin.call));
}

void Expander::fail(const Node &where, const QString &message) const
{
    throw ExpandFailure {message, where.file, where.line, where.call};
}

void Expander::charge(const Node &where, qsizetype characters)
{
    m_outputCharacters += long(characters);
    if (m_outputCharacters > kMaxOutputCharacters) {
        fail(where,
            tr("the expansion grew beyond %1 characters of text; stopped (a guard against "
               "runaway macros)")
                .arg(kMaxOutputCharacters));
    }
    try {
        checkTime();
    } catch (const EvalError &e) {
        fail(where, e.message);
    }
}

void Expander::checkTime() const
{
    if (m_clock.hasExpired(m_timeLimitMs)) {
        throw EvalError {tr("the expansion took longer than %1 s; stopped (a guard against "
                            "runaway input)")
                             .arg(double(m_timeLimitMs) / 1000.0)};
    }
}

bool Expander::booleanValue(const Value &value, const QString &condition) const
{
    if (!value.isString())
        return value.truthy();
    const QString &s = value.asString();
    if (s == QLatin1String("true") || s == QLatin1String("True"))
        return true;
    if (s == QLatin1String("false") || s == QLatin1String("False"))
        return false;
    bool ok = false;
    const qint64 i = s.trimmed().toLongLong(&ok);
    if (!ok) {
        throw EvalError {
            tr("Xacro conditional \"%1\" evaluated to \"%2\", which is not a boolean expression; "
               "write true, false, 1, 0 or a ${…} expression.")
                .arg(condition, s)};
    }
    return i != 0;
}

QString Expander::checkAttributes(const Node &element, const QStringList &required,
    const QStringList &optional, QStringList &values) const
{
    QStringList missing;
    values.clear();
    for (const QString &name : required) {
        const QString *v = element.attribute(name);
        if (!v)
            missing << name;
        values << (v ? *v : QString());
    }
    if (!missing.isEmpty()) {
        fail(element,
            tr("<%1> is missing the attribute(s) %2")
                .arg(element.name, missing.join(QStringLiteral(", "))));
    }
    for (const QString &name : optional) {
        const QString *v = element.attribute(name);
        values << (v ? *v : QString());
    }
    QStringList extra;
    for (const auto &a : element.attributes) {
        if (!required.contains(a.first) && !optional.contains(a.first)
            && !a.first.startsWith(QLatin1String("xmlns:")))
            extra << a.first;
    }
    return extra.join(QStringLiteral(", "));
}

void Expander::replaceNode(Node &parent, int index, std::vector<std::shared_ptr<Node>> by)
{
    parent.take(index);
    // Detach the nodes from where they are (a macro body, an included root, the barrier's
    // place) in one pass per source parent: moving them one by one is quadratic.
    std::vector<Node *> sources;
    QSet<const Node *> moving;
    for (const auto &node : by) {
        moving.insert(node.get());
        if (node->parent
            && std::find(sources.begin(), sources.end(), node->parent) == sources.end())
            sources.push_back(node->parent);
    }
    for (Node *source : sources) {
        auto &children = source->children;
        children.erase(
            std::remove_if(children.begin(), children.end(),
                [&](const std::shared_ptr<Node> &c) { return moving.contains(c.get()); }),
            children.end());
    }
    for (auto &node : by)
        node->parent = &parent;
    parent.children.insert(parent.children.begin() + index, by.begin(), by.end());
}

void Expander::removePreviousComments(Node &parent, int index)
{
    const std::shared_ptr<Node> next
        = index + 1 < int(parent.children.size()) ? parent.children[size_t(index) + 1] : nullptr;
    int i = index - 1;
    while (i >= 0) {
        const Node *previous = parent.children[size_t(i)].get();
        if (previous->kind == Node::Kind::Text && isSpaceText(previous->text)
            && previous->text.count(QLatin1Char('\n')) <= 1) {
            --i; // skip one white-space text node of at most one line break
            previous = i >= 0 ? parent.children[size_t(i)].get() : nullptr;
        }
        if (previous && previous->kind == Node::Kind::Comment) {
            parent.take(i);
            --i;
            continue;
        }
        if (next && next != m_barrier) {
            // xacro moves one shared empty-line text node here, which stops later calls from
            // removing comments before it.
            if (Node *old = m_barrier->parent)
                old->take(old->indexOf(m_barrier.get()));
            parent.insert(parent.indexOf(next.get()), m_barrier);
        }
        return;
    }
}

void Expander::evalAll(
    Node &node, const std::shared_ptr<MacroTable> &macros, const std::shared_ptr<Table> &symbols)
{
    const Node *previous = m_current;
    m_current = &node;
    if (m_depth >= kMaxExpansionDepth) {
        fail(node,
            tr("the expansion nests elements more than %1 levels deep (a guard against "
               "runaway macros); stopped")
                .arg(kMaxExpansionDepth));
    }
    const struct DepthCount
    {
        explicit DepthCount(int &depth)
            : depth(++depth)
        {
        }
        ~DepthCount() { --depth; }
        int &depth;
    } depthCount(m_depth);
    try {
        for (size_t i = 0; i < node.attributes.size();) {
            auto &[key, value] = node.attributes[i];
            if (key.startsWith(QLatin1String("xacro:"))) {
                node.attributes.erase(node.attributes.begin() + long(i));
                continue;
            }
            auto refs = references(value, *symbols);
            std::vector<YamlRead> reads;
            {
                // m_yamlReads never outlives `reads`, also when evalText() throws
                struct Recording
                {
                    std::vector<YamlRead> *&to;
                    ~Recording() { to = nullptr; }
                } recording {m_yamlReads = &reads};
                value = evalText(value, symbols).str();
            }
            if (!reads.empty())
                node.yamlReads.insert(key, std::move(reads));
            charge(node, key.size() + value.size());
            if (!refs.isEmpty())
                node.provenance.insert(key, std::move(refs));
            ++i;
        }
    } catch (const EvalError &e) {
        fail(node, e.message);
    }
    node.removeAttribute(QStringLiteral("xmlns:xacro"));
    bool evalComments = false;
    for (int i = 0; i < int(node.children.size());) {
        Node &child = *node.children[size_t(i)];
        if (++m_nodeCount > kMaxOutputNodes) {
            fail(child,
                tr("the expansion grew beyond %1 nodes; stopped (a guard against runaway macros)")
                    .arg(kMaxOutputNodes));
        }
        switch (child.kind) {
        case Node::Kind::Element:
            charge(child, child.name.size());
            evalComments = false;
            i = processElement(node, i, macros, symbols);
            continue;
        case Node::Kind::Text:
            try {
                // The names an element's text reads, under the attribute name "" (for the
                // edit writer, as for attributes).
                if (auto refs = references(child.text, *symbols); !refs.isEmpty())
                    node.provenance.insert(QString(), std::move(refs));
                child.text = evalText(child.text, symbols).str();
            } catch (const EvalError &e) {
                fail(child, e.message);
            }
            charge(child, child.text.size());
            if (!child.text.trimmed().isEmpty())
                evalComments = false;
            break;
        case Node::Kind::Comment:
            if (child.text.contains(QLatin1String("xacro:eval-comments"))) {
                evalComments = !child.text.contains(QLatin1String("xacro:eval-comments:off"));
                node.take(i);
                continue;
            }
            if (evalComments) {
                try {
                    child.text = evalText(child.text, symbols).str();
                } catch (const EvalError &e) {
                    fail(child, e.message);
                }
            }
            charge(child, child.text.size());
            break;
        default:
            break;
        }
        ++i;
    }
    m_current = previous;
}

int Expander::processElement(Node &parent, int index, const std::shared_ptr<MacroTable> &macros,
    const std::shared_ptr<Table> &symbols)
{
    const std::shared_ptr<Node> element = parent.children[size_t(index)];
    const std::shared_ptr<Node> next
        = index + 1 < int(parent.children.size()) ? parent.children[size_t(index) + 1] : nullptr;
    const auto nextIndex = [&] {
        return next ? parent.indexOf(next.get()) : int(parent.children.size());
    };
    const Node *previous = m_current;
    m_current = element.get();
    const QString &tag = element->name;
    QStringList values;
    try {
        if (tag == QLatin1String("xacro:insert_block")) {
            insertBlock(parent, index, macros, symbols);
        } else if (tag == QLatin1String("xacro:include")) {
            processInclude(parent, index, macros, symbols);
        } else if (tag == QLatin1String("xacro:property")) {
            grabProperty(*element, symbols);
        } else if (tag == QLatin1String("xacro:macro")) {
            grabMacro(*element, *macros);
        } else if (tag == QLatin1String("xacro:arg")) {
            const QString extra = checkAttributes(
                *element, {QStringLiteral("name"), QStringLiteral("default")}, {}, values);
            if (!extra.isEmpty())
                warn(*element, tr("xacro:arg: unknown attribute(s): %1").arg(extra));
            QString evaluatedDefault = values[1];
            if (!m_arguments.contains(values[0])) {
                evaluatedDefault = evalText(values[1], symbols).str();
                m_arguments.insert(values[0], evaluatedDefault);
            } else {
                try {
                    evaluatedDefault = evalText(values[1], symbols).str();
                } catch (const EvalError &) { // xacro does not evaluate it: not an error
                }
            }
            m_out.arguments.push_back({values[0], values[1], evaluatedDefault,
                m_arguments.value(values[0]), element->file, element->line, {}});
            removePreviousComments(parent, parent.indexOf(element.get()));
            parent.take(parent.indexOf(element.get()));
        } else if (tag == QLatin1String("xacro:element")) {
            const QString *name = element->attribute(QStringLiteral("xacro:name"));
            if (!name)
                fail(*element, tr("xacro:element is missing the attribute xacro:name"));
            const QString evaluated = evalText(*name, symbols).str();
            if (evaluated.isEmpty())
                fail(*element, tr("xacro:element: empty name"));
            element->removeAttribute(QStringLiteral("xacro:name"));
            element->name = evaluated;
            m_current = previous;
            return parent.indexOf(element.get()); // processed again with its new name
        } else if (tag == QLatin1String("xacro:attribute")) {
            checkAttributes(
                *element, {QStringLiteral("name"), QStringLiteral("value")}, {}, values);
            const QString name = evalText(values[0], symbols).str();
            if (name.isEmpty())
                fail(*element, tr("xacro:attribute: empty name"));
            const QString value = evalText(values[1], symbols).str();
            charge(*element, name.size() + value.size());
            parent.setAttribute(name, value);
            parent.take(parent.indexOf(element.get()));
        } else if (tag == QLatin1String("xacro:if") || tag == QLatin1String("xacro:unless")) {
            removePreviousComments(parent, parent.indexOf(element.get()));
            const QString extra = checkAttributes(*element, {QStringLiteral("value")}, {}, values);
            if (!extra.isEmpty())
                warn(*element, tr("%1: unknown attribute(s): %2").arg(tag, extra));
            bool keep = booleanValue(evalText(values[0], symbols), values[0]);
            if (tag == QLatin1String("xacro:unless"))
                keep = !keep;
            if (keep) {
                element->attributes.clear();
                evalAll(*element, macros, symbols);
                replaceNode(parent, parent.indexOf(element.get()), element->children);
            } else {
                parent.take(parent.indexOf(element.get()));
            }
        } else if (!handleMacroCall(parent, index, macros, symbols)) {
            evalAll(*element, macros, symbols);
        }
    } catch (const EvalError &e) {
        fail(*element, e.message);
    }
    m_current = previous;
    return nextIndex();
}

void Expander::grabProperty(Node &element, const std::shared_ptr<Table> &table)
{
    Node &parent = *element.parent;
    removePreviousComments(parent, parent.indexOf(&element));
    QStringList v;
    const QString extra = checkAttributes(element, {QStringLiteral("name")},
        {QStringLiteral("value"), QStringLiteral("default"), QStringLiteral("remove"),
            QStringLiteral("scope"), QStringLiteral("lazy_eval")},
        v);
    if (!extra.isEmpty())
        warn(element, tr("xacro:property: unknown attribute(s): %1").arg(extra));
    const bool hasValue = element.attribute(QStringLiteral("value"));
    const bool hasDefault = element.attribute(QStringLiteral("default"));
    const QString scope = v[4];
    QString name = evalText(v[0], table).str();
    if (!isValidName(name))
        fail(element, tr("Property names must be valid python identifiers: ") + name);
    if (name.startsWith(QLatin1String("__")))
        fail(element, tr("Property names must not start with double underscore: ") + name);
    const bool remove
        = booleanValue(evalText(v[3].isEmpty() ? QStringLiteral("false") : v[3], table), v[3]);
    if (int(hasValue) + int(hasDefault) + int(remove) > 1) {
        fail(element,
            tr("Property attributes default, value, and remove are "
               "mutually exclusive: ")
                + name);
    }
    const auto dropElement = [&] {
        parent.take(parent.indexOf(&element));
    };
    if (remove && table->contains(name)) {
        table->remove(name);
        dropElement();
        return;
    }
    QString value = v[1];
    bool isBlock = !hasValue;
    if (hasDefault) {
        if (!scope.isEmpty())
            warn(element,
                tr("%1: default property value can only be defined on "
                   "local scope")
                    .arg(name));
        if (table->contains(name)) {
            dropElement();
            return;
        }
        value = v[2];
        isBlock = false;
    }
    const std::shared_ptr<Node> self = parent.children[size_t(parent.indexOf(&element))];
    dropElement();
    bool lazy = booleanValue(evalText(v[5].isEmpty() ? QStringLiteral("true") : v[5], table), v[5]);
    Table *target = table.get();
    if (scope == QLatin1String("global")) {
        target = table->top();
        lazy = false;
    } else if (scope == QLatin1String("parent")) {
        if (!table->parent()) {
            warn(element, tr("%1: no parent scope at global scope").arg(name));
            return;
        }
        target = table->parent().get();
        lazy = false;
        if (!table->nameSpace) { // in a macro: skip namespaces to reach the caller's scope
            while (target->nameSpace && target->parent())
                target = target->parent().get();
        }
    }
    if (isBlock) {
        target->setBlock(QStringLiteral("**") + name, self);
        return;
    }
    const Value stored = lazy ? Value::string(value) : evalText(value, table);
    auto definition = newDefinition(Definition::Kind::Property, name, element,
        hasDefault ? QStringLiteral("default") : QStringLiteral("value"));
    if (!lazy)
        definition->references = references(value, *table);
    target->set(name, stored, lazy, std::move(definition));
}

} // namespace robostage::xacro
