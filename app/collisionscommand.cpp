#include "collisionscommand.h"

#include "cli.h"
#include "collisionfit.h"
#include "commandlinehelp.h"
#include "document.h"
#include "jointspecs.h"
#include "selfcollision.h"
#include "xacroarguments.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace robostage::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::cli", text);
}

QJsonValue json(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QString text(const std::optional<double> &v)
{
    return v ? QString::number(*v, 'g', 6) : QStringLiteral("-");
}

} // namespace

int runCollisions(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Measures how well each link's collision geometry fits its visual geometry "
           "(volumes, intersection over union, how far each sticks out of the other) and lists "
           "the pairs of links whose collisions intersect at the joint positions."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("File to read."));
    const QCommandLineOption jointOption(QStringLiteral("joint"),
        tr("Joint position, radians or metres (repeatable)."), tr("NAME=VALUE"));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption srdfOption(QStringLiteral("srdf"),
        tr("SRDF file whose <disable_collisions> pairs are not reported (default: FILE's stem "
           "with .srdf beside it)."),
        tr("PATH"));
    const QCommandLineOption cellsOption(QStringLiteral("cells"),
        tr("Grid points along each link's longest side for the volumes (default 64)."), tr("N"),
        QStringLiteral("64"));
    const QCommandLineOption argOption = xacroArgumentOption();
    parser.addOptions({jointOption, jsonOption, srdfOption, cellsOption, argOption});
    if (const std::optional<int> done = parseArguments(parser, arguments, out, err))
        return *done;
    xacro::Arguments xacroArguments;
    if (!parseXacroArguments(parser, argOption, xacroArguments, err))
        return 2;
    FitOptions options;
    bool ok = false;
    options.cells = parser.value(cellsOption).toInt(&ok);
    if (parser.positionalArguments().size() != 1 || !ok || options.cells < 4
        || options.cells > 1000) {
        err << tr("collisions: give one FILE (and --cells between 4 and 1000)") << '\n'
            << helpTextFor(parser, QStringLiteral("robostage collisions"));
        return 2;
    }
    const auto doc = loadDocument(parser.positionalArguments().first(), xacroArguments);
    for (const Diagnostic &d : doc->diagnostics().items())
        err << d.toString() << '\n';
    JointPositions q;
    if (!parseJointPositions(*doc, parser.values(jointOption), q, err))
        return 2;
    QJsonArray links;
    for (const LinkFit &fit : collisionFits(*doc, options)) {
        for (const QString &s : fit.skipped)
            err << tr("%1: %2 is not measured").arg(fit.link, s) << '\n';
        if (parser.isSet(jsonOption)) {
            links.append(QJsonObject {{QStringLiteral("name"), fit.link},
                {QStringLiteral("visual_volume"), json(fit.visualVolume)},
                {QStringLiteral("collision_volume"), json(fit.collisionVolume)},
                {QStringLiteral("iou"), json(fit.iou)},
                {QStringLiteral("visual_outside"), json(fit.visualOutside)},
                {QStringLiteral("collision_outside"), json(fit.collisionOutside)},
                {QStringLiteral("uncovered_fraction"), json(fit.uncoveredFraction)},
                {QStringLiteral("watertight"), fit.watertight}});
        } else {
            out << "FIT " << fit.link << ' ' << text(fit.visualVolume) << ' '
                << text(fit.collisionVolume) << ' ' << text(fit.iou) << ' '
                << text(fit.visualOutside) << ' ' << text(fit.collisionOutside) << ' '
                << text(fit.uncoveredFraction) << ' ' << (fit.watertight ? "true" : "false")
                << '\n';
        }
    }
    const SelfCollisionChecker checker(*doc, parser.value(srdfOption));
    for (const QString &p : checker.problems())
        err << p << '\n';
    QJsonArray pairs;
    for (const SelfCollision &c : checker.check(q)) {
        if (parser.isSet(jsonOption))
            pairs.append(QJsonObject {{QStringLiteral("a"), c.a}, {QStringLiteral("b"), c.b},
                {QStringLiteral("depth"), c.depth}});
        else
            out << "COLLIDE " << c.a << ' ' << c.b << ' ' << QString::number(c.depth, 'g', 6)
                << '\n';
    }
    if (parser.isSet(jsonOption))
        out << QJsonDocument(QJsonObject {{QStringLiteral("links"), links},
                                 {QStringLiteral("self_collisions"), pairs}})
                   .toJson(QJsonDocument::Indented);
    out.flush();
    return doc->diagnostics().hasErrors() ? 1 : 0;
}

} // namespace robostage::cli
