#include "ikcommand.h"

#include "cli.h"
#include "commandlinehelp.h"
#include "document.h"
#include "edit/entitylookup.h"
#include "iksolver.h"
#include "jointspecs.h"
#include "xacroarguments.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <cmath>

namespace robostage::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::cli", text);
}

/// `TIP=x,y,z[,roll,pitch,yaw]` → the tip's name and X_WT; false on a malformed spec.
bool parseTarget(const QString &spec, QString &tip, Pose &X_WT, bool &positionOnly)
{
    const int eq = spec.lastIndexOf(QLatin1Char('='));
    if (eq <= 0)
        return false;
    tip = spec.left(eq);
    const QStringList parts = spec.mid(eq + 1).split(QLatin1Char(','));
    if (parts.size() != 3 && parts.size() != 6)
        return false;
    double v[6] = {0, 0, 0, 0, 0, 0};
    for (int i = 0; i < parts.size(); ++i) {
        bool ok = false;
        v[i] = parts[i].trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(v[i]))
            return false;
    }
    positionOnly = parts.size() == 3;
    X_WT = Pose::fromXyzRpy(v[0], v[1], v[2], v[3], v[4], v[5]);
    return true;
}

/// The solved positions by scoped joint name, with every mimic follower of a solved joint
/// (q_f = multiplier·(q_l − reference) + offset), in the frame graph's joint order.
QList<QPair<QString, double>> solvedJoints(const FrameGraph &graph, const JointPositions &solved)
{
    QList<QPair<QString, double>> out;
    for (const JointMotion &j : graph.joints()) {
        const QString &name = graph.node(j.joint).scopedName;
        if (solved.contains(name))
            out.append({name, solved.value(name)});
        else if (solved.contains(j.mimicLeader))
            out.append({name, j.follow(solved.value(j.mimicLeader))});
    }
    return out;
}

} // namespace

int runIk(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Inverse kinematics: the joint positions that put link TIP at a world pose (metres, "
           "radians), on the chain from the root (or --base) to TIP, within the joint limits, "
           "nearest to the --from positions."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("File to read."));
    parser.addPositionalArgument(QStringLiteral("TARGET"),
        tr("TIP=x,y,z,roll,pitch,yaw: the tip link and its target pose in the world (TIP=x,y,z: "
           "its position only)."));
    const QCommandLineOption baseOption(QStringLiteral("base"),
        tr("Link where the chain starts (default: the root of TIP's tree)."), tr("LINK"));
    const QCommandLineOption fromOption(QStringLiteral("from"),
        tr("Start position of a joint, radians or metres (repeatable; default: its initial "
           "position)."),
        tr("JOINT=VALUE"));
    const QCommandLineOption positionOption(QStringLiteral("position-only"),
        tr("Reach the position only; the tip's orientation is free."));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print JSON."));
    const QCommandLineOption timeoutOption(QStringLiteral("timeout"),
        tr("Time budget of the search in milliseconds (default 50)."), tr("MS"),
        QStringLiteral("50"));
    const QCommandLineOption argOption = xacroArgumentOption();
    parser.addOptions(
        {baseOption, fromOption, positionOption, jsonOption, timeoutOption, argOption});
    if (const std::optional<int> done = parseArguments(parser, arguments, out, err))
        return *done;
    xacro::Arguments xacroArguments;
    if (!parseXacroArguments(parser, argOption, xacroArguments, err))
        return 2;
    const QStringList positional = parser.positionalArguments();
    QString tipName;
    Pose X_WT;
    bool positionOnly = false;
    bool timeoutOk = false;
    kinematics::IkOptions options;
    options.timeBudgetMs = parser.value(timeoutOption).toDouble(&timeoutOk);
    if (positional.size() != 2 || !parseTarget(positional[1], tipName, X_WT, positionOnly)
        || !timeoutOk || options.timeBudgetMs <= 0) {
        err << tr("ik: give FILE and TIP=x,y,z,roll,pitch,yaw (metres, radians), and a positive "
                  "--timeout")
            << '\n'
            << helpTextFor(parser, QStringLiteral("robostage ik"));
        return 2;
    }
    options.positionOnly = positionOnly || parser.isSet(positionOption);

    const auto doc = loadDocument(positional[0], xacroArguments);
    for (const Diagnostic &d : doc->diagnostics().items())
        err << d.toString() << '\n';
    QString error;
    const FrameId tip = edit::findEntity(*doc, tipName, {FrameKind::Link}, &error);
    if (tip == kNoFrame) {
        err << tr("ik: %1").arg(error) << '\n';
        return 2;
    }
    FrameId base = kNoFrame;
    if (parser.isSet(baseOption)) {
        base = edit::findEntity(*doc, parser.value(baseOption), {FrameKind::Link}, &error);
        if (base == kNoFrame) {
            err << tr("ik: --base: %1").arg(error) << '\n';
            return 2;
        }
    }
    JointPositions from;
    if (!parseJointPositions(*doc, parser.values(fromOption), from, err))
        return 2;
    kinematics::KinematicChain chain;
    if (!kinematics::buildChain(*doc, base, tip, from, chain, &error)) {
        err << tr("ik: %1").arg(error) << '\n';
        return 2;
    }

    const kinematics::IkResult result
        = kinematics::solveIk(chain, X_WT, kinematics::referenceVariables(chain), options);
    const auto joints = solvedJoints(doc->frames(), chain.positions(result.variables));
    if (parser.isSet(jsonOption)) {
        QJsonObject values;
        for (const auto &[name, value] : joints)
            values.insert(name, value);
        QJsonObject json {{QStringLiteral("success"), result.success},
            {QStringLiteral("joints"), values},
            {QStringLiteral("position_error_m"), result.positionError},
            {QStringLiteral("rotation_error_rad"), result.rotationError},
            {QStringLiteral("iterations"), result.iterations},
            {QStringLiteral("attempts"), result.attempts},
            {QStringLiteral("time_ms"), result.timeMs}};
        if (!result.success)
            json.insert(QStringLiteral("reason"), result.reason);
        out << QJsonDocument(json).toJson(QJsonDocument::Indented);
    } else {
        for (const auto &[name, value] : joints)
            out << "JOINT " << name << ' ' << QString::number(value, 'g', 12) << '\n';
    }
    if (!result.success) {
        err << tr("ik: not reached: %1 (position error %2 m, rotation error %3 rad; the values "
                  "printed are the best found)")
                   .arg(result.reason)
                   .arg(result.positionError, 0, 'g', 4)
                   .arg(result.rotationError, 0, 'g', 4)
            << '\n';
    }
    out.flush();
    return result.success ? 0 : 1;
}

} // namespace robostage::cli
