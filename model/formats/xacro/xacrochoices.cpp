// The values the Arguments dock offers for each `xacro:arg` (xacroexpand.h
// ArgumentDeclaration::choices; issue 16 "a choice list when the file tests it against fixed
// strings").

#include "xacroexpander.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace robostage::xacro {

namespace {

const QString kLiteral = QStringLiteral("['\"]([^'\"$]*)['\"]");

/// The strings `texts` compare `subject` (a regular expression) with: `subject == 'a'`,
/// `'a' != subject`, `subject in ['a', 'b']`.
QStringList comparedWith(const QString &subject, const QStringList &texts)
{
    const QRegularExpression compared(
        QStringLiteral("%1\\s*[!=]=\\s*%2|%2\\s*[!=]=\\s*%1").arg(subject, kLiteral));
    const QRegularExpression listed(
        QStringLiteral("%1\\s+(?:not\\s+)?in\\s*[\\[(]([^\\])]*)[\\])]").arg(subject));
    static const QRegularExpression item(QStringLiteral("['\"]([^'\"]*)['\"]"));
    QStringList choices;
    for (const QString &text : texts) {
        for (auto it = compared.globalMatch(text); it.hasNext();) {
            const auto m = it.next();
            choices << (m.captured(1).isNull() ? m.captured(2) : m.captured(1));
        }
        for (auto it = listed.globalMatch(text); it.hasNext();) {
            const QString items = it.next().captured(1);
            for (auto i = item.globalMatch(items); i.hasNext();)
                choices << i.next().captured(1);
        }
    }
    return choices;
}

/// Names that hold argument `name` as a whole: `<xacro:property name="p" value="$(arg name)"/>`
/// and macro call parameters `p="$(arg name)"`.
QStringList aliasesOf(const QString &name, const QStringList &texts)
{
    const QString arg = QStringLiteral("[\"']\\s*\\$\\(arg\\s+%1\\s*\\)\\s*[\"']")
                            .arg(QRegularExpression::escape(name));
    const QRegularExpression property(
        QStringLiteral("<xacro:property\\s[^>]*name\\s*=\\s*[\"'](\\w+)[\"'][^>]*value\\s*=\\s*%1")
            .arg(arg));
    const QRegularExpression parameter(QStringLiteral("\\s(\\w+)\\s*=\\s*%1").arg(arg));
    QStringList aliases;
    for (const QString &text : texts) {
        for (auto it = property.globalMatch(text); it.hasNext();)
            aliases << it.next().captured(1);
        for (auto it = parameter.globalMatch(text); it.hasNext();) {
            const QString alias = it.next().captured(1);
            if (alias != QLatin1String("value") && alias != QLatin1String("default"))
                aliases << alias;
        }
    }
    aliases.removeDuplicates();
    return aliases;
}

/// For a value that is one folder name of a path in `paths` (`…/config/ur5e/limits.yaml`):
/// the folders beside it that hold the same relative path (`ur3`, `ur5e`, `ur10`…).
QStringList siblingFolders(const QString &value, const QStringList &paths)
{
    static const QRegularExpression folderName(QStringLiteral("^[\\w.+-]+$"));
    if (!folderName.match(value).hasMatch())
        return {};
    const QString component = QLatin1Char('/') + value + QLatin1Char('/');
    for (const QString &path : paths) {
        const int at = path.indexOf(component);
        if (at <= 0)
            continue;
        const QDir parent(path.left(at));
        const QString rest = path.mid(at + int(component.size()));
        QStringList found;
        for (const QString &entry :
            parent.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            if (QFileInfo::exists(parent.filePath(entry + QLatin1Char('/') + rest)))
                found << entry;
        }
        if (found.size() >= 2)
            return found;
    }
    return {};
}

} // namespace

void Expander::argumentChoices()
{
    QStringList seen;
    std::vector<ArgumentDeclaration> unique;
    QStringList paths = m_out.files;
    for (const ArgumentDeclaration &a : m_out.arguments)
        paths << a.value;
    for (ArgumentDeclaration &a : m_out.arguments) {
        if (seen.contains(a.name))
            continue;
        seen << a.name;
        QStringList choices = comparedWith(
            QStringLiteral("'?\\$\\(arg\\s+%1\\s*\\)'?").arg(QRegularExpression::escape(a.name)),
            m_texts);
        for (const QString &alias : aliasesOf(a.name, m_texts))
            choices << comparedWith(QStringLiteral("\\b%1\\b").arg(alias), m_texts);
        choices.removeAll(QString()); // `x == ''` tests for emptiness, it names no value
        if (choices.size() < 2)
            choices << siblingFolders(a.value, paths);
        const QString d = a.defaultValue.trimmed().toLower();
        if (choices.isEmpty() && (d == QLatin1String("true") || d == QLatin1String("false")))
            choices << QStringLiteral("true") << QStringLiteral("false");
        if (!choices.isEmpty() && !choices.contains(a.evaluatedDefault))
            choices.prepend(a.evaluatedDefault);
        choices.removeDuplicates();
        if (choices.size() < 2) // one value is no choice
            choices.clear();
        a.choices = choices;
        unique.push_back(a);
    }
    m_out.arguments = std::move(unique);
}

} // namespace robostage::xacro
