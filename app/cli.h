#pragma once

#include <QStringList>

class QTextStream;

namespace robostage::cli {

/// True when `argument` names a headless subcommand (`check`, `poses`, `tree`, `render`).
bool isSubcommand(const QString &argument);

/// True when `subcommand` needs a QGuiApplication (OpenGL) rather than a QCoreApplication:
/// `render`. main() then calls OffscreenRenderer::prepareApplication() before creating it.
bool needsGuiApplication(const QString &subcommand);

/// Runs a headless subcommand. `arguments` are the process arguments from the subcommand
/// name on (arguments[0] == "check" etc.). Writes results to `out`, diagnostics and usage
/// errors to `err`. Returns the process exit status: 0 success, 1 the files have errors,
/// 2 bad usage (`render` also: 3 the picture could not be rendered or written).
int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace robostage::cli
