// Values computed by xacro expressions (issue 31, "Edits that land where the number lives"): an
// edited value written as `${…}` is carried by one number the expression reads, found by
// expanding the document again with that number changed (the expander is the oracle, so every
// construct xacro evaluates is covered and nothing is guessed):
// 1. a numeric literal inside the expression (`${0.1575*reflect + off}`, `${radians(30)}`);
// 2. a literal in the definition of a property or macro parameter it names, followed through
//    properties defined by expressions too;
// 3. a number in a YAML file the expansion loaded with `xacro.load_yaml` (yaml-cpp's marks
//    give its bytes; the rest of the file keeps its bytes);
// 4. for an angle written with `pi` or `radians()` that no literal carries, a term appended to
//    the expression: `${pi/2}` becomes `${pi/2 + 0.05}`; the same for this use alone
//    (SharedEdit::Instance) when the numbers that carry it are read by other values too
//    (`${wheelbase/2}` becomes `${wheelbase/2 + 0.01}` for one wheel); in a macro body expanded
//    several times that term is a new macro parameter, 0 by default, passed by this call.
// A number is taken when changing it moves the value linearly: one expansion measures the
// slope, a second one with the solved number must give the asked value with nothing else in
// the document changed. A number that other values read too changes them all, so it is taken
// only with SharedEdit::Definition; otherwise the next one is tried, and when only shared ones
// carry it the edit is refused with the shared-edit question (and the expression, for a new
// one to be typed). When none carries it, the caller refuses it as computed.
// The other written forms (a new macro parameter, an argument's default): xacrosolvewrite.cpp.

#include "numberformat.h"
#include "xacrowriter.h"
#include "xmlpatch.h"

#include <tinyxml2.h>
#include <yaml-cpp/yaml.h>

#include <QRegularExpression>

#include <cmath>

namespace robostage::edit {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

/// The elements of `document` in document order.
std::vector<const tinyxml2::XMLElement *> elementsOf(const tinyxml2::XMLDocument &document)
{
    std::vector<const tinyxml2::XMLElement *> out;
    std::vector<const tinyxml2::XMLElement *> stack;
    if (const tinyxml2::XMLElement *root = document.RootElement())
        stack.push_back(root);
    while (!stack.empty()) {
        const tinyxml2::XMLElement *e = stack.back();
        stack.pop_back();
        out.push_back(e);
        std::vector<const tinyxml2::XMLElement *> children;
        for (auto *c = e->FirstChildElement(); c; c = c->NextSiblingElement())
            children.push_back(c);
        stack.insert(stack.end(), children.rbegin(), children.rend());
    }
    return out;
}

/// True when `text` is a whitespace-separated list of numbers (a pose, a size, a colour).
bool numbers(const char *text)
{
    const QStringList tokens = QString::fromUtf8(text ? text : "")
                                   .simplified()
                                   .split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &t : tokens) {
        bool ok = false;
        t.toDouble(&ok);
        if (!ok)
            return false;
    }
    return !tokens.isEmpty();
}

QString textOf(const tinyxml2::XMLElement *e)
{
    return QString::fromUtf8(e->GetText() ? e->GetText() : "");
}

/// The numeric literals (Python's int and float forms) inside the `${…}` parts of `text`, as
/// [offset, length) in `text`; string literals and names are skipped.
std::vector<std::pair<int, int>> numericLiterals(const QString &text)
{
    QString masked = text;
    QChar quote;
    int depth = 0;
    for (int i = 0; i < masked.size(); ++i) {
        const QChar c = masked[i];
        if (!quote.isNull()) {
            masked[i] = QLatin1Char(' ');
            if (c == quote)
                quote = QChar();
        } else if (depth > 0 && (c == QLatin1Char('\'') || c == QLatin1Char('"'))) {
            quote = c;
            masked[i] = QLatin1Char(' ');
        } else if (c == QLatin1Char('$') && i + 1 < masked.size() && masked[i + 1] == '{') {
            ++depth;
            ++i;
        } else if (depth > 0 && c == QLatin1Char('{')) {
            ++depth;
        } else if (depth > 0 && c == QLatin1Char('}')) {
            --depth;
        } else if (depth == 0) {
            masked[i] = QLatin1Char(' ');
        }
    }
    static const QRegularExpression literal(
        QStringLiteral("(?<![\\w.])(?:\\d+\\.\\d*|\\.\\d+|\\d+)(?:[eE][-+]?\\d+)?(?![\\w.])"));
    std::vector<std::pair<int, int>> out;
    for (auto it = literal.globalMatch(masked); it.hasNext();) {
        const auto m = it.next();
        out.emplace_back(int(m.capturedStart()), int(m.capturedLength()));
    }
    return out;
}

bool isYamlPath(const QString &path)
{
    return path.endsWith(QLatin1String(".yaml"), Qt::CaseInsensitive)
        || path.endsWith(QLatin1String(".yml"), Qt::CaseInsensitive);
}

/// The plain numeric scalars of the YAML document `bytes` equal to `value`, as literals of
/// `path` (the bytes at each node's mark must spell the scalar, else it is skipped).
void yamlNumbers(const QString &path, const QByteArray &bytes, double value,
    std::vector<XacroWriter::Literal> &out)
{
    YAML::Node root;
    try {
        root = YAML::Load(bytes.toStdString());
    } catch (const YAML::Exception &) {
        return;
    }
    std::vector<YAML::Node> stack {root};
    while (!stack.empty() && out.size() < 256) {
        const YAML::Node node = stack.back();
        stack.pop_back();
        if (node.IsMap()) {
            for (const auto &entry : node)
                stack.push_back(entry.second);
        } else if (node.IsSequence()) {
            for (const auto &item : node)
                stack.push_back(item);
        } else if (node.IsScalar() && node.Tag() != "!") { // "!": a quoted scalar
            const QByteArray text = QByteArray::fromStdString(node.Scalar());
            bool ok = false;
            const double number = text.toDouble(&ok);
            const int at = node.Mark().pos;
            if (ok && std::isfinite(number) && std::abs(number - value) <= 1e-12 && at >= 0
                && bytes.mid(at, text.size()) == text) {
                out.push_back({path, at, at + int(text.size()), number,
                    QStringLiteral("%1:%2").arg(path).arg(node.Mark().line + 1)});
            }
        }
    }
}

} // namespace

void XacroWriter::setReexpander(const Reexpander &reexpand)
{
    m_reexpand = reexpand;
}

void XacroWriter::setTarget(const tinyxml2::XMLElement *element, const QString &attribute)
{
    m_target = {-1, attribute.toUtf8(), -1};
    if (!m_reexpand || !element)
        return;
    const std::vector<const tinyxml2::XMLElement *> all = elementsOf(*element->GetDocument());
    const auto found = std::find(all.begin(), all.end(), element);
    if (found != all.end())
        m_target.element = int(found - all.begin());
}

XacroWriter::Probe XacroWriter::probe(
    const QString &path, int begin, int end, const QByteArray &text)
{
    return probe({{path, begin, end - begin, text}});
}

XacroWriter::Probe XacroWriter::probe(std::vector<Replacement> changes)
{
    Probe result;
    if (!m_baseline) {
        m_baseline = std::make_shared<xacro::Expansion>(m_reexpand({}));
        if (m_baseline->xml)
            m_baselineElements = elementsOf(*m_baseline->xml);
    }
    if (!m_baseline->xml || m_target.element < 0
        || m_target.element >= int(m_baselineElements.size()))
        return {};
    std::stable_sort(changes.begin(), changes.end(),
        [](const Replacement &a, const Replacement &b) { return a.offset > b.offset; });
    QHash<QString, QByteArray> overrides;
    for (const Replacement &r : changes) {
        if (!overrides.contains(r.path))
            overrides.insert(r.path, scanned(r.path));
        overrides[r.path].replace(r.offset, r.length, r.bytes);
    }
    const xacro::Expansion probed = m_reexpand(overrides);
    if (!probed.xml)
        return {};
    const std::vector<const tinyxml2::XMLElement *> now = elementsOf(*probed.xml);
    if (now.size() != m_baselineElements.size())
        return {};
    // The edited value: its tokens compared; false when its shape changed.
    const auto target = [&](const QString &was, const QString &is) {
        const QStringList before = was.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        const QStringList after = is.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
        result.tokens = after;
        if (before.size() != after.size() || m_target.token >= after.size())
            return false;
        result.shaped = true;
        if (m_target.token < 0) { // the whole value: a number when it is one token
            if (after.size() == 1)
                result.value = after[0].toDouble(&result.ok);
            return true;
        }
        for (int t = 0; t < after.size(); ++t)
            result.othersChanged |= t != m_target.token && !sameValues(before[t], after[t]);
        result.value = after[m_target.token].toDouble(&result.ok);
        return true;
    };
    // Any other value: the same, or both numbers (a name or a text that changed is never a
    // solution).
    const auto other = [&](const char *was, const char *is) {
        if (sameValues(QString::fromUtf8(was ? was : ""), QString::fromUtf8(is ? is : "")))
            return true;
        result.othersChanged = true;
        return numbers(was) && numbers(is);
    };
    for (size_t i = 0; i < now.size(); ++i) {
        const tinyxml2::XMLElement *a = m_baselineElements[i];
        const tinyxml2::XMLElement *b = now[i];
        const bool edited = int(i) == m_target.element;
        if (qstrcmp(a->Name(), b->Name()) != 0)
            return {};
        if (edited && m_target.attribute.isEmpty() ? !target(textOf(a), textOf(b))
                                                   : !other(a->GetText(), b->GetText()))
            return {};
        for (const tinyxml2::XMLAttribute *x = a->FirstAttribute(); x; x = x->Next()) {
            const char *y = b->Attribute(x->Name());
            if (!y)
                return {};
            const bool ok = edited && m_target.attribute == x->Name()
                ? target(QString::fromUtf8(x->Value()), QString::fromUtf8(y))
                : other(x->Value(), y);
            if (!ok)
                return {};
        }
    }
    return result;
}

XacroWriter::Solve XacroWriter::solveComputed(const Place &token, const QString &old,
    const QString &value, const References &refs, QString *error)
{
    bool oldOk = false;
    bool wantOk = false;
    const double from = old.toDouble(&oldOk);
    const double want = value.toDouble(&wantOk);
    if (!m_reexpand || !oldOk || !wantOk || m_target.element < 0)
        return Solve::NotFound;
    std::vector<Literal> candidates;
    const QString written
        = decodeXml(scanned(token.path).mid(token.begin, token.end - token.begin));
    literalsIn(token, written, candidates);
    definitionLiterals(written, refs, candidates, 0);
    const size_t fromSources = candidates.size();
    for (const QString &path : m_expansion.files) {
        if (isYamlPath(path))
            yamlNumbers(path, scanned(path), from, candidates);
    }
    if (candidates.size() > fromSources)
        identifyYaml(candidates, fromSources, from);
    const Literal *sharedCarrier = nullptr;
    QByteArray sharedText;
    for (size_t i = 0; i < candidates.size(); ++i) {
        const Literal &c = candidates[i];
        if (i >= fromSources && !c.carries)
            continue;
        QByteArray text;
        bool shared = false;
        if (!solveLiteral(c, from, want, text, shared))
            continue;
        if (shared) { // taken only when no number carries it alone
            if (!sharedCarrier) {
                sharedCarrier = &c;
                sharedText = text;
            }
            continue;
        }
        return writeLiteral(c, text) ? Solve::Solved : Solve::Refused;
    }
    if (sharedCarrier && m_shared == SharedEdit::Definition)
        return writeLiteral(*sharedCarrier, sharedText) ? Solve::Solved : Solve::Refused;
    // 4. a term appended to the expression itself: for an angle written with pi or radians(),
    // and for this use alone (SharedEdit::Instance) of an expression whose numbers are shared.
    static const QRegularExpression angle(QStringLiteral("\\bpi\\b|\\bradians\\s*\\("));
    const bool isAngle = angle.match(written).hasMatch();
    bool appendAlone = false;
    bool appendShared = false;
    QString appended;
    if (written.startsWith(QLatin1String("${")) && written.endsWith(QLatin1Char('}'))
        && (isAngle || sharedCarrier)) {
        const double delta = want - from;
        appended = written.chopped(1) + (delta < 0 ? QStringLiteral(" - ") : QStringLiteral(" + "))
            + QString::fromUtf8(formatNumber(std::abs(delta))) + QLatin1Char('}');
        const Probe p = probe(token.path, token.begin, token.end, escapeXml(appended));
        if (p.ok && std::abs(p.value - want) <= 1e-9 * std::max(1.0, std::abs(want))) {
            appendAlone = !p.othersChanged;
            appendShared = p.othersChanged;
        }
    }
    if ((appendAlone && (isAngle || m_shared == SharedEdit::Instance))
        || (appendShared && isAngle && m_shared == SharedEdit::Definition)) {
        notes << tr("%1: %2 becomes %3").arg(token.where, written, appended);
        return replace(token.path, token.begin, token.end, appended) ? Solve::Solved
                                                                     : Solve::Refused;
    }
    // In a macro body expanded several times: the term becomes a new parameter of the macro
    // (default 0, so that the other expansions keep their value) that this call passes.
    const bool inMacro = token.call >= 0 && expansions(token.call) > 1
        && written.startsWith(QLatin1String("${")) && written.endsWith(QLatin1Char('}'))
        && instanceRefusal(token, QString()).isEmpty();
    if (inMacro && (appendShared || sharedCarrier) && m_shared == SharedEdit::Instance) {
        if (writeTermParameter(token, written, from, want))
            return Solve::Solved;
    }
    if (!sharedCarrier && !appendShared)
        return Solve::NotFound;
    const QString sharedWhere = sharedCarrier ? sharedCarrier->where : token.where;
    const bool instance = appendAlone || inMacro;
    *error
        = tr("%1: %2 is computed by %3, and every number that can carry the change is read by "
             "other values too (%4). Change it for all of them (--shared definition)%5, or "
             "type a new expression.")
              .arg(token.where, token.attribute, written, sharedWhere,
                  instance ? tr(", only here with a term added (--shared instance)") : QString());
    if (m_question) {
        *m_question = {true, 2, instance,
            instance ? QString()
                     : tr("the expression is in a place other values are expanded from too"),
            sharedWhere};
    }
    return Solve::Shared;
}

void XacroWriter::literalsIn(const Place &place, const QString &written, std::vector<Literal> &out)
{
    if (scanned(place.path).mid(place.begin, place.end - place.begin).contains('&'))
        return; // offsets in the decoded text would not be byte offsets
    for (const auto &[offset, length] : numericLiterals(written)) {
        const int begin = place.begin + int(QStringView(written).left(offset).toUtf8().size());
        const QString text = written.mid(offset, length);
        if (!std::isfinite(text.toDouble()))
            continue;
        out.push_back(
            {place.path, begin, begin + int(text.toUtf8().size()), text.toDouble(), place.where});
    }
}

void XacroWriter::definitionLiterals(
    const QString &written, const References &refs, std::vector<Literal> &out, int depth)
{
    if (depth > 8)
        return;
    for (auto it = refs.cbegin(); it != refs.cend(); ++it) {
        const std::shared_ptr<xacro::Definition> &d = it.value();
        if (!d || d->attribute.isEmpty() || d->kind == xacro::Definition::Kind::Default
            || !written.contains(it.key()))
            continue;
        const QString path = m_expansion.files.value(d->file);
        QString ignored;
        const ScannedElement *definition = element(path, d->element, &ignored);
        const ScannedAttribute *attribute
            = definition ? definition->attribute(d->attribute.toUtf8()) : nullptr;
        if (!attribute)
            continue;
        const QString value = decodeXml(
            scanned(path).mid(attribute->valueBegin, attribute->valueEnd - attribute->valueBegin));
        const Place place {path, attribute->valueBegin, attribute->valueEnd, d->call,
            QStringLiteral("%1:%2").arg(path).arg(d->line), d->attribute, QString()};
        if (!value.contains(QLatin1Char('$'))) {
            bool ok = false;
            const double number = value.trimmed().toDouble(&ok);
            const int lead = int(value.indexOf(value.trimmed()));
            if (ok && std::isfinite(number)
                && !scanned(path).mid(place.begin, place.end - place.begin).contains('&')) {
                const int begin = place.begin + int(QStringView(value).left(lead).toUtf8().size());
                out.push_back({path, begin, begin + int(value.trimmed().toUtf8().size()), number,
                    place.where});
            }
            continue;
        }
        literalsIn(place, value, out);
        definitionLiterals(value, d->references, out, depth + 1);
    }
}

void XacroWriter::identifyYaml(std::vector<Literal> &candidates, size_t first, double from)
{
    // One expansion per YAML file with every candidate moved by its own step tells which one
    // the value reads (slope ±1: a plain read such as `${config['shoulder']['x']}`).
    QHash<QString, std::vector<size_t>> byFile;
    for (size_t i = first; i < candidates.size(); ++i)
        byFile[candidates[i].path].push_back(i);
    for (auto it = byFile.cbegin(); it != byFile.cend(); ++it) {
        QByteArray bytes = scanned(it.key());
        std::vector<size_t> order = it.value();
        std::sort(order.begin(), order.end(),
            [&](size_t a, size_t b) { return candidates[a].begin > candidates[b].begin; });
        for (size_t k : order) {
            const double step = double(k - first + 1) / 1024.0;
            bytes.replace(candidates[k].begin, candidates[k].end - candidates[k].begin,
                formatNumber(candidates[k].value + step));
        }
        const Probe p = probe(it.key(), 0, int(scanned(it.key()).size()), bytes);
        if (!p.ok)
            continue;
        const double moved = p.value - from;
        for (size_t k : it.value()) {
            const double step = double(k - first + 1) / 1024.0;
            if (std::abs(std::abs(moved) - step) < 1e-9)
                candidates[k].carries = true;
        }
    }
}

bool XacroWriter::writeLiteral(const Literal &literal, const QByteArray &text)
{
    const QByteArray was = scanned(literal.path).mid(literal.begin, literal.end - literal.begin);
    notes << tr("the value is carried by %1 at %2, which becomes %3")
                 .arg(QString::fromUtf8(was), literal.where, QString::fromUtf8(text));
    return isYamlPath(literal.path)
        ? replaceBytes(literal.path, literal.begin, literal.end, text)
        : replace(literal.path, literal.begin, literal.end, QString::fromUtf8(text));
}

bool XacroWriter::solveLiteral(
    const Literal &literal, double from, double want, QByteArray &text, bool &shared)
{
    const double step = std::max(1e-3, std::abs(literal.value) * 1e-3);
    const Probe moved
        = probe(literal.path, literal.begin, literal.end, formatNumber(literal.value + step));
    if (!moved.ok)
        return false;
    const double slope = (moved.value - from) / step;
    if (std::abs(slope) < 1e-9)
        return false;
    text = formatNumber(literal.value + (want - from) / slope);
    const Probe solved = probe(literal.path, literal.begin, literal.end, text);
    if (!solved.ok || std::abs(solved.value - want) > 1e-9 * std::max(1.0, std::abs(want)))
        return false;
    shared = solved.othersChanged;
    return true;
}

} // namespace robostage::edit
