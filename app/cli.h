#pragma once

#include <QStringList>

class QTextStream;

namespace robostage::cli {

/// True when `argument` names a headless subcommand (`check`, `poses`, `tree`).
bool isSubcommand(const QString &argument);

/// Runs a headless subcommand. `arguments` are the process arguments from the subcommand
/// name on (arguments[0] == "check" etc.). Writes results to `out`, diagnostics and usage
/// errors to `err`. Returns the process exit status: 0 success, 1 the files have errors,
/// 2 bad usage.
int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace robostage::cli
