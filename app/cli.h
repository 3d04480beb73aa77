#pragma once

#include <QStringList>

#include <optional>

class QCommandLineParser;

class QTextStream;

namespace robostage::cli {

/// The headless subcommands, in the order help lists them: `check`, `poses`, `tree`, `render`,
/// `convert`, `edit`, `collisions`, `xacro`, `ik`, `diff`.
QStringList subcommands();

/// True when `argument` names a headless subcommand (subcommands()).
bool isSubcommand(const QString &argument);

/// True when `subcommand` with its `arguments` needs a QGuiApplication (OpenGL) rather than a
/// QCoreApplication: `render`, and `diff` with `--image`. main() then calls
/// OffscreenRenderer::prepareApplication() before creating it.
bool needsGuiApplication(const QString &subcommand, const QStringList &arguments = {});

/// Runs a headless subcommand. `arguments` are the process arguments from the subcommand
/// name on (arguments[0] == "check" etc.). Writes results to `out`, diagnostics and usage
/// errors to `err`. Returns the process exit status: 0 success, 1 the files have errors,
/// 2 bad usage (`render` also: 3 the picture could not be rendered or written).
int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

/// Parses `arguments` (arguments[0] is the subcommand name) with `parser`, which has the
/// subcommand's options and a help option. Returns an exit status when the subcommand is done
/// already: 2 after printing the error and the help to `err` for bad usage, 0 after printing
/// the help to `out` for --help; std::nullopt when the subcommand should run.
std::optional<int> parseArguments(
    QCommandLineParser &parser, const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace robostage::cli
