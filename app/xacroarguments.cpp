#include "xacroarguments.h"

#include "readingfile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTextStream>

namespace robostage::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::cli", text);
}

const QLatin1String kAssign(":=");

} // namespace

QCommandLineOption xacroArgumentOption()
{
    return QCommandLineOption(QStringLiteral("arg"),
        tr("xacro argument: the value of <xacro:arg name=\"NAME\"> (repeatable; files that are "
           "not xacro ignore it)."),
        tr("NAME:=VALUE"));
}

bool parseXacroArguments(const QCommandLineParser &parser, const QCommandLineOption &option,
    xacro::Arguments &arguments, QTextStream &err, PositionalMappings positionalMappings)
{
    for (const QString &spec : parser.values(option)) {
        // xacro (cli.py, load_mappings) splits at ":=" and strips both sides; more than one
        // ":=" is an invalid remapping there too.
        const QStringList parts = spec.split(kAssign);
        const QString name = parts.value(0).trimmed();
        if (parts.size() != 2 || name.isEmpty()
            || name.contains(QRegularExpression(QStringLiteral("\\s")))) {
            err << tr("--arg %1: expected NAME:=VALUE, the name of a xacro:arg, ':=' and its value")
                       .arg(spec)
                << '\n';
            err.flush();
            return false;
        }
        arguments.insert(name, parts[1].trimmed());
    }
    if (positionalMappings == PositionalMappings::Accepted)
        return true;
    for (const QString &positional : parser.positionalArguments()) {
        if (positional.contains(kAssign) && !QFileInfo::exists(positional)) {
            err << tr("%1: no such file; give a xacro argument as --arg %1").arg(positional)
                << '\n';
            err.flush();
            return false;
        }
    }
    return true;
}

std::unique_ptr<Document> loadDocument(const QString &path, const xacro::Arguments &arguments)
{
    noteReading(path);
    return Document::load(path, ResourceResolver::fromEnvironment(), FileOverlay(), arguments);
}

} // namespace robostage::cli
