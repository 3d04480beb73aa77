#include "diagnostics.h"

namespace robostage {

QString Diagnostic::toString() const
{
    return QStringLiteral("%1:%2: %3: %4")
        .arg(file)
        .arg(line)
        .arg(severity == Severity::Error ? QStringLiteral("error") : QStringLiteral("warning"),
             message);
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
