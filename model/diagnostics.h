#pragma once

#include "lifetimebound.h"
#include <QSet>
#include <QString>

#include <vector>

namespace robostage {

enum class Severity { Error, Warning };

/// One finding about a loaded file: where it is (file path and 1-based line; line 0 when the
/// problem concerns the whole file) and a message a user can act on.
struct Diagnostic
{
    Severity severity = Severity::Error;
    QString file;
    int line = 0;
    QString message;

    /// "FILE:LINE: error|warning: message", the format `robostage check` prints.
    QString toString() const;
};

/// The ordered list of diagnostics of one document. Readers report here instead of throwing.
class Diagnostics
{
public:
    /// Adds a diagnostic. A multi-line message is folded into one line (one diagnostic per
    /// line of `robostage check` output); an exact repeat (same file, line, severity and
    /// message, e.g. from a file included twice) is dropped.
    void error(const QString &file, int line, const QString &message)
    {
        add(Severity::Error, file, line, message);
    }
    void warning(const QString &file, int line, const QString &message)
    {
        add(Severity::Warning, file, line, message);
    }
    /// The diagnostics in the order reported. On a temporary (`for (d : check().items())`) the
    /// items are moved out and returned by value, so a range-for owns them (issue 29: a
    /// reference into the destroyed temporary crashed `robostage check`).
    const std::vector<Diagnostic> &items() const &ROBOSTAGE_LIFETIMEBOUND { return m_items; }
    std::vector<Diagnostic> items() && { return std::move(m_items); }
    /// Every diagnostic as Diagnostic::toString(), one per line, in order (no final newline).
    QString toString() const;
    bool hasErrors() const;
    int count(Severity severity) const;

private:
    void add(Severity severity, const QString &file, int line, const QString &message);

    std::vector<Diagnostic> m_items;
    QSet<QString> m_seen;
};

} // namespace robostage
