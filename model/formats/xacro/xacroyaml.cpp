// `xacro.load_yaml`: YAML read with yaml-cpp and typed as PyYAML's SafeLoader types plain
// scalars (YAML 1.1 core resolvers: null, bool, int, float, else str), with xacro's `!radians`
// and `!degrees` constructors. Mappings allow dotted access (xacro's YamlDictWrapper). Aliases
// are copied, not shared as PyYAML shares them, so the nodes are counted first (kMaxYamlNodes);
// yaml-cpp itself shares an aliased node, which keeps its parse of an alias bomb small.

#include "xacroexpr.h"
#include "xacrolimits.h"
#include "xacrosymbols.h"

#include <yaml-cpp/yaml.h>

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace robostage::xacro {

namespace {

Value plainScalar(const QString &s)
{
    static const QRegularExpression nullPattern(QStringLiteral("^(?:~|null|Null|NULL|)$"));
    static const QRegularExpression truePattern(
        QStringLiteral("^(?:yes|Yes|YES|true|True|TRUE|on|On|ON)$"));
    static const QRegularExpression falsePattern(
        QStringLiteral("^(?:no|No|NO|false|False|FALSE|off|Off|OFF)$"));
    static const QRegularExpression intPattern(QStringLiteral("^[-+]?(?:0|[1-9][0-9_]*)$"));
    static const QRegularExpression floatPattern(QStringLiteral(
        "^[-+]?(?:(?:[0-9][0-9_]*)\\.[0-9_]*(?:[eE][-+][0-9]+)?|[0-9][0-9_]*[eE][-+][0-9]+|"
        "\\.[0-9_]+(?:[eE][-+][0-9]+)?)$"));
    if (nullPattern.match(s).hasMatch())
        return Value();
    if (truePattern.match(s).hasMatch())
        return Value::boolean(true);
    if (falsePattern.match(s).hasMatch())
        return Value::boolean(false);
    QString digits = s;
    digits.remove(QLatin1Char('_'));
    if (intPattern.match(s).hasMatch()) {
        bool ok = false;
        const qint64 v = digits.toLongLong(&ok);
        return ok ? Value::integer(v) : Value::real(digits.toDouble());
    }
    if (floatPattern.match(s).hasMatch())
        return Value::real(digits.toDouble());
    const QString lower = s.toLower();
    if (lower == QLatin1String(".inf") || lower == QLatin1String("+.inf"))
        return Value::real(INFINITY);
    if (lower == QLatin1String("-.inf"))
        return Value::real(-INFINITY);
    if (lower == QLatin1String(".nan"))
        return Value::real(NAN);
    return Value::string(s);
}

class GlobalsOnly : public NameLookup
{
public:
    explicit GlobalsOnly(const Dict &globals)
        : m_globals(globals)
    {
    }
    Value lookup(const QString &name) override
    {
        if (const Value *v = m_globals.find(name))
            return *v;
        throw EvalError {QStringLiteral("name '%1' is not defined").arg(name)};
    }

private:
    const Dict &m_globals;
};

/// `count` plus the nodes of `node` with its aliases expanded, counted up to just past
/// kMaxYamlNodes (without converting: cheap even for an alias bomb); below 200 levels of
/// nesting, where convert() stops, nodes are not counted.
long countNodes(const YAML::Node &node, int depth, long count)
{
    if (++count > kMaxYamlNodes || depth > 200)
        return count;
    for (const auto &item : node) { // nothing for a scalar
        if (node.IsMap())
            count = countNodes(item.first, depth + 1, count);
        count = countNodes(node.IsMap() ? item.second : item, depth + 1, count);
        if (count > kMaxYamlNodes)
            break;
    }
    return count;
}

Value convert(const YAML::Node &node, const Dict &globals, int depth, int file)
{
    if (depth > 200)
        throw EvalError {QStringLiteral("YAML nested more than 200 levels deep")};
    switch (node.Type()) {
    case YAML::NodeType::Scalar: {
        const QString text = QString::fromStdString(node.Scalar());
        const std::string &tag = node.Tag();
        if (tag == "!radians" || tag == "!degrees") {
            // xacro's construct_angle_radians/degrees: a math expression, in radians or degrees
            GlobalsOnly names(globals);
            const double v = evaluate(*parseExpression(text), names).asDouble();
            return Value::real(tag == "!degrees" ? v * M_PI / 180.0 : v);
        }
        Value v = tag == "!" || tag == "tag:yaml.org,2002:str"
            ? Value::string(text) // quoted: always a string
            : plainScalar(text);
        v.setSource(file, node.Mark().line + 1); // yaml-cpp counts lines from 0
        return v;
    }
    case YAML::NodeType::Sequence: {
        ValueList items;
        for (const YAML::Node &item : node)
            items.push_back(convert(item, globals, depth + 1, file));
        return Value::list(std::move(items));
    }
    case YAML::NodeType::Map: {
        auto dict = std::make_shared<Dict>();
        dict->dotted = true;
        for (const auto &item : node)
            dict->set(convert(item.first, globals, depth + 1, file),
                convert(item.second, globals, depth + 1, file));
        return Value::dict(dict);
    }
    default:
        return Value();
    }
}

} // namespace

/// Reads YAML text (from `path`, for messages) into a Value; throws EvalError with the line
/// of a syntax error or a bad `!radians`/`!degrees` expression, and when the value would hold
/// more than kMaxYamlNodes nodes with its aliases expanded. Scalars carry `file` (the index of
/// `path` in Expansion::files) and their line as Value::sourceFile() and sourceLine().
Value yamlToValue(const QByteArray &bytes, const QString &path, TextEvaluator &,
    const std::shared_ptr<Dict> &globals, int file)
{
    try {
        const YAML::Node root = YAML::Load(bytes.toStdString());
        if (countNodes(root, 0, 0) > kMaxYamlNodes) {
            throw EvalError {QCoreApplication::translate("robostage::xacro",
                "YAML file '%1' holds more than %2 nodes once its aliases are expanded (an "
                "alias bomb?); stopped")
                                 .arg(path)
                                 .arg(kMaxYamlNodes)};
        }
        return convert(root, *globals, 0, file);
    } catch (const YAML::Exception &e) {
        throw EvalError {QStringLiteral("cannot read YAML file '%1': line %2: %3")
                             .arg(path)
                             .arg(e.mark.line + 1)
                             .arg(QString::fromStdString(e.msg))};
    }
}

} // namespace robostage::xacro
