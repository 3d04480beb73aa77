#pragma once

// The help of `robostage` and its subcommands as users type them (issue 30).

#include <QString>

class QCommandLineParser;

namespace robostage {

/// `parser`'s help text with its usage line naming `program` ("robostage", "robostage check")
/// instead of the path the process was started with (QCommandLineParser writes argv[0], e.g.
/// "build/app/robostage").
QString helpTextFor(const QCommandLineParser &parser, const QString &program);

} // namespace robostage
