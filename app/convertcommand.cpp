#include "convertcommand.h"

#include "cli.h"
#include "commandlinehelp.h"
#include "convert/convert.h"
#include "document.h"
#include "scene.h"
#include "xacroarguments.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>

namespace robostage::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::cli", text);
}

void print(const Diagnostics &diagnostics, QTextStream &err)
{
    for (const Diagnostic &d : diagnostics.items())
        err << d.toString() << '\n';
}

/// The URDF of a xacro file: its expansion as is, nothing to convert.
Conversion expandedUrdf(const xacro::Expansion &expansion)
{
    Conversion result;
    result.xml = expansion.text;
    result.ok = !result.xml.isEmpty();
    return result;
}

} // namespace

int runConvert(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Converts a URDF file to SDFormat, an SDFormat model to URDF, or a SimRobot scene "
           "(.ros2) to an SDFormat world; the scene's inline meshes are written as OBJ files "
           "into OUT_meshes/ next to OUT (OUT without its extension, then _meshes). A xacro "
           "file is expanded with the --arg values: to URDF it is written as the xacro tool "
           "prints it, to SDFormat it converts like a URDF file."));
    parser.addHelpOption();
    parser.addPositionalArgument(
        QStringLiteral("IN"), tr("File to read (URDF, xacro, SDFormat or SimRobot scene)."));
    parser.addPositionalArgument(QStringLiteral("OUT"), tr("File to write (.sdf, .world, .urdf)."));
    const QCommandLineOption toOption(QStringLiteral("to"),
        tr("Target format (default: from OUT's extension)."), QStringLiteral("sdf|urdf"));
    const QCommandLineOption versionOption(QStringLiteral("sdf-version"),
        tr("SDFormat version to write (1.11 keeps joint mimics)."), QStringLiteral("1.9|1.10|1.11"),
        QStringLiteral("1.9"));
    const QCommandLineOption argOption = xacroArgumentOption();
    parser.addOption(toOption);
    parser.addOption(versionOption);
    parser.addOption(argOption);
    if (const std::optional<int> done = parseArguments(parser, arguments, out, err))
        return *done;
    xacro::Arguments xacroArguments;
    if (!parseXacroArguments(parser, argOption, xacroArguments, err))
        return 2;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 2) {
        err << tr("convert needs IN and OUT.") << '\n'
            << helpTextFor(parser, QStringLiteral("robostage convert"));
        return 2;
    }
    QString to = parser.value(toOption).toLower();
    if (to.isEmpty()) {
        const QString suffix = QFileInfo(files[1]).suffix().toLower();
        if (suffix == QLatin1String("sdf") || suffix == QLatin1String("world"))
            to = QStringLiteral("sdf");
        else if (suffix == QLatin1String("urdf"))
            to = QStringLiteral("urdf");
    }
    if (to != QLatin1String("sdf") && to != QLatin1String("urdf")) {
        err << tr("cannot tell the target format from '%1'; name OUT .sdf, .world or .urdf, or "
                  "give --to sdf|urdf.")
                   .arg(files[1])
            << '\n';
        return 2;
    }
    ConvertOptions options;
    options.sdfVersion = parser.value(versionOption);
    if (!QStringList {QStringLiteral("1.9"), QStringLiteral("1.10"), QStringLiteral("1.11")}
             .contains(options.sdfVersion)) {
        err << tr("--sdf-version must be 1.9, 1.10 or 1.11.") << '\n';
        return 2;
    }

    const auto doc = loadDocument(files[0], xacroArguments);
    print(doc->diagnostics(), err);
    if (doc->diagnostics().hasErrors()) {
        err << tr("%1: not converted: the file has errors.").arg(files[0]) << '\n';
        err.flush();
        return 1;
    }
    const bool simRobot = doc->scene().format == SourceFormat::SimRobot;
    if (simRobot && to != QLatin1String("sdf")) {
        err << tr("%1: error: a SimRobot scene converts to SDFormat only (a world of several "
                  "models, which URDF cannot hold); name OUT .sdf or .world, or give --to sdf.")
                   .arg(files[0])
            << '\n';
        err.flush();
        return 1;
    }
    // A xacro file's URDF is its expansion, written as `xacro IN` prints it.
    const xacro::Expansion *expansion = doc->xacroExpansion();
    const Conversion result = simRobot ? convertSimRobotToSdf(*doc, files[1], options)
        : to == QLatin1String("sdf")   ? convertToSdf(*doc, options)
        : expansion                    ? expandedUrdf(*expansion)
                                       : convertToUrdf(*doc);
    print(result.diagnostics, err);
    if (!result.ok) {
        err.flush();
        return 1;
    }
    QString why;
    if (!writeConversion(result, files[1], &why)) {
        err << why << '\n';
        err.flush();
        return 1;
    }
    err.flush();
    return 0;
}

} // namespace robostage::cli
