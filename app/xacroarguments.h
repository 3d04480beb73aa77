#pragma once

// `--arg NAME:=VALUE`, the xacro arguments of the subcommands that read a description file
// (check, poses, tree, render, convert, edit), in one place.

#include "document.h"
#include "formats/xacro/xacroexpand.h"

#include <QCommandLineOption>
#include <QStringList>

#include <memory>

class QCommandLineParser;
class QTextStream;

namespace robostage::cli {

/// The repeatable `--arg NAME:=VALUE` option: a `xacro:arg` value, as `xacro FILE NAME:=VALUE`
/// takes it. Files that are not xacro ignore it.
QCommandLineOption xacroArgumentOption();

/// Reads the values of `option` given to `parser` into `arguments` (NAME → VALUE; a NAME given
/// twice takes the last value). NAME and VALUE are trimmed, as xacro does; VALUE may be empty.
/// Unless `positionalMappings` is Accepted (the `xacro` subcommand, which reads them itself),
/// also refuses a positional argument written xacro's way (`NAME:=VALUE`, no such file).
/// On a malformed value writes why to `err` and returns false: a usage error (exit status 2).
enum class PositionalMappings { Refused, Accepted };
bool parseXacroArguments(const QCommandLineParser &parser, const QCommandLineOption &option,
    xacro::Arguments &arguments, QTextStream &err,
    PositionalMappings positionalMappings = PositionalMappings::Refused);

/// Document::load() of `path` with `arguments`, the environment's resolver (ROS_PACKAGE_PATH,
/// AMENT_PREFIX_PATH, … for `package://` and `$(find PKG)`) and no overlay.
std::unique_ptr<Document> loadDocument(const QString &path, const xacro::Arguments &arguments);

} // namespace robostage::cli
