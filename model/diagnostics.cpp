#include "diagnostics.h"

namespace robostage {

QString Diagnostics::toString() const
{
    QStringList lines;
    for (const Diagnostic &d : m_items)
        lines << d.toString();
    return lines.join(QLatin1Char('\n'));
}

QString Diagnostic::toString() const
{
    return QStringLiteral("%1:%2: %3: %4")
        .arg(file)
        .arg(line)
        .arg(severity == Severity::Error ? QStringLiteral("error") : QStringLiteral("warning"),
            message);
}

namespace {
/// "Tried:\n  a\n  b\nHint" -> "Tried: a, b. Hint"
QString foldLines(const QString &message)
{
    if (!message.contains(QLatin1Char('\n')))
        return message;
    QString out;
    QStringList items;
    auto flush = [&] {
        if (!items.isEmpty())
            out += QLatin1Char(' ') + items.join(QStringLiteral(", ")) + QLatin1Char('.');
        items.clear();
    };
    for (const QString &line : message.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (line.startsWith(QLatin1String("  "))) {
            items << line.trimmed();
        } else {
            flush();
            out += (out.isEmpty() ? QString() : QStringLiteral(" ")) + line.trimmed();
        }
    }
    flush();
    return out;
}
} // namespace

void Diagnostics::add(Severity severity, const QString &file, int line, const QString &message)
{
    const QString folded = foldLines(message);
    const QString key = QString::number(int(severity)) + QLatin1Char(':') + file + QLatin1Char(':')
        + QString::number(line) + QLatin1Char(':') + folded;
    if (m_seen.contains(key))
        return;
    m_seen.insert(key);
    m_items.push_back({severity, file, line, folded});
}

bool Diagnostics::hasErrors() const
{
    return count(Severity::Error) > 0;
}

int Diagnostics::count(Severity severity) const
{
    int n = 0;
    for (const Diagnostic &d : m_items)
        n += d.severity == severity;
    return n;
}

} // namespace robostage
