#include "xacrocommand.h"

#include "cli.h"
#include "commandlinehelp.h"
#include "formats/xacro/xacroexpand.h"
#include "readingfile.h"
#include "resourceresolver.h"
#include "xacroarguments.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QTextStream>

#include <tinyxml2.h>

namespace robostage::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::cli", text);
}

/// xacro's NAME:=VALUE mappings among the positional arguments (xacro/cli.py load_mappings():
/// both sides trimmed; `_name:=` parameter assignments are skipped). Returns false with a
/// message in `error` for a mapping without a name.
bool takeMappings(QStringList &positional, xacro::Arguments &arguments, QString &error)
{
    QStringList rest;
    for (const QString &argument : positional) {
        const int separator = argument.indexOf(QLatin1String(":="));
        if (separator < 0) {
            rest << argument;
            continue;
        }
        const QString name = argument.left(separator).trimmed();
        const QString value = argument.mid(separator + 2).trimmed();
        if (name.isEmpty()) {
            error = tr("'%1' is not NAME:=VALUE.").arg(argument);
            return false;
        }
        if (name.size() > 1 && name[0] == QLatin1Char('_') && name[1] != QLatin1Char('_'))
            continue; // a ROS parameter assignment, not an argument
        arguments.insert(name, value);
    }
    positional = rest;
    return true;
}

/// Writes `bytes` to `path` atomically; false with the reason in `error`.
bool writeAtomically(const QString &path, const QByteArray &bytes, QString &error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        error = file.errorString();
        return false;
    }
    return true;
}

} // namespace

int runXacro(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Expands a xacro file as ROS 2's xacro command does, without ROS: any root element, "
           "$(find PKG) and package:// from ROS_PACKAGE_PATH and AMENT_PREFIX_PATH, the "
           "xacro:arg values given as NAME:=VALUE. Prints the result with xacro's banner, or "
           "writes it to OUT."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("IN"), tr("The xacro file to expand."));
    parser.addPositionalArgument(
        QStringLiteral("NAME:=VALUE"), tr("A xacro:arg value (repeatable)."), tr("[NAME:=VALUE…]"));
    const QCommandLineOption outputOption(QStringLiteral("o"),
        tr("Write the result to FILE (atomically) instead of printing it."), tr("FILE"));
    const QCommandLineOption depsOption(QStringLiteral("deps"),
        tr("Print the files the expansion reads besides IN (includes, load_yaml), separated by "
           "spaces, instead of the result."));
    const QCommandLineOption inorderOption(
        QStringList {QStringLiteral("inorder"), QStringLiteral("i")},
        tr("Accepted for xacro's sake: in-order processing is the only mode."));
    const QCommandLineOption namespaceOption(QStringLiteral("xacro-ns"),
        tr("Accepted for xacro's sake: xacro tags always need their xacro: prefix."));
    const QCommandLineOption quietOption(
        QStringLiteral("q"), tr("Quiet: print errors only, no warnings."));
    const QCommandLineOption verboseOption(QStringLiteral("v"), tr("Raise the verbosity."));
    const QCommandLineOption verbosityOption(QStringLiteral("verbosity"),
        tr("Verbosity: 0 errors only, 1 (default) also warnings."), tr("LEVEL"));
    const QCommandLineOption argOption = xacroArgumentOption();
    for (const QCommandLineOption &option : {outputOption, depsOption, inorderOption,
             namespaceOption, quietOption, verboseOption, verbosityOption, argOption})
        parser.addOption(option);
    if (const std::optional<int> done = parseArguments(parser, arguments, out, err))
        return *done;
    xacro::Arguments xacroArguments;
    if (!parseXacroArguments(parser, argOption, xacroArguments, err, PositionalMappings::Accepted))
        return 2;
    QStringList positional = parser.positionalArguments();
    QString error;
    if (!takeMappings(positional, xacroArguments, error)) {
        err << error << '\n';
        return 2;
    }
    if (positional.size() != 1) {
        err << tr("xacro needs exactly one input file.") << '\n'
            << helpTextFor(parser, QStringLiteral("robostage xacro"));
        return 2;
    }
    int verbosity = 1;
    if (parser.isSet(verbosityOption)) {
        bool ok = false;
        verbosity = parser.value(verbosityOption).toInt(&ok);
        if (!ok || verbosity < 0) {
            err << tr("--verbosity takes a level: 0, 1, 2, …") << '\n';
            return 2;
        }
    } else if (parser.isSet(quietOption)) {
        verbosity = 0;
    } else {
        verbosity += int(parser.optionNames().count(QStringLiteral("v")));
    }

    const QString input = positional.first();
    const QFileInfo info(input);
    if (!info.isFile()) {
        err << tr("%1: error: no such file").arg(input) << '\n';
        return 1;
    }
    noteReading(input);
    const ResourceResolver resolver = ResourceResolver::fromEnvironment();
    xacro::Options options;
    options.arguments = xacroArguments;
    options.resolver = &resolver;
    options.workingFolder = QDir::currentPath();
    options.bannerName = input;
    Diagnostics diagnostics;
    const xacro::Expansion expansion = xacro::expand(info.absoluteFilePath(), options, diagnostics);
    for (const Diagnostic &d : diagnostics.items()) {
        if (d.severity == Severity::Error || verbosity > 0)
            err << d.toString() << '\n';
    }
    // Only a failure leaves no document: xacro.error() prints its message and goes on, as
    // xacro does (xacro/__init__.py: error() is message() in red, fatal() raises).
    if (!expansion.xml) {
        err << tr("%1: not expanded: the file has errors.").arg(input) << '\n';
        return 1;
    }
    if (parser.isSet(depsOption)) {
        // xacro's `" ".join(set(all_includes))`: each file read, IN itself left out.
        out << expansion.files.mid(1).join(QLatin1Char(' ')) << '\n';
        return 0;
    }
    if (!parser.isSet(outputOption)) {
        out << QString::fromUtf8(expansion.text);
        return 0;
    }
    const QString output = parser.value(outputOption);
    if (!writeAtomically(output, expansion.text, error)) {
        err << tr("%1: error: cannot write: %2").arg(output, error) << '\n';
        return 1;
    }
    return 0;
}

} // namespace robostage::cli
