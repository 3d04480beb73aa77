#pragma once

#include <QStringList>

class QTextStream;

namespace robostage::cli {

/// `robostage check FILE… [--format text|json|github|junit|sarif] [--max-warnings N]
/// [--arg NAME:=VALUE]…`: reads each file and reports its diagnostics and the inertial checks
/// (inertialDiagnostics()) in the chosen form (checkreport.h; text by default), paths relative
/// to the working folder in every form but text. Returns 0 when no file has an error and there
/// are at most N warnings in all (any number without --max-warnings), 1 otherwise (the reason
/// for a warning count over N goes to `err`), 2 for bad usage.
int runCheck(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace robostage::cli
