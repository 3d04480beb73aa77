#include "cli.h"

#include "checkcommand.h"
#include "collisionscommand.h"
#include "commandlinehelp.h"

#include "convertcommand.h"
#include "diffcommand.h"
#include "document.h"
#include "editcommand.h"
#include "ikcommand.h"
#include "jointspecs.h"
#include "readingfile.h"
#include "rendercommand.h"
#include "xacroarguments.h"
#include "xacrocommand.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <map>
#include <new>

namespace robostage::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::cli", text);
}

void printDiagnostics(const Document &doc, QTextStream &err)
{
    for (const Diagnostic &d : doc.diagnostics().items())
        err << d.toString() << '\n';
    err.flush();
}

/// Fixed 9-decimal formatting without "-0.000000000".
QString fixed9(double v)
{
    if (std::abs(v) < 5e-10)
        v = 0;
    return QString::number(v, 'f', 9);
}

bool isPrintedKind(FrameKind kind)
{
    switch (kind) {
    case FrameKind::Model:
    case FrameKind::Link:
    case FrameKind::Visual:
    case FrameKind::Collision:
    case FrameKind::Joint:
    case FrameKind::Frame:
    case FrameKind::Light:
        return true;
    default:
        return false;
    }
}

/// With `poses --inertials`: each link's inertial after the poses. Text: `INERTIAL NAME MASS X Y Z
/// QW QX QY QZ IXX IYY IZZ IXY IXZ IYZ`, the centre-of-mass frame's world pose (metres,
/// quaternion) and the tensor about it in that frame (kg·m²); JSON: objects of kind
/// "inertial" with name, mass, position, quaternion, inertia [ixx, iyy, izz, ixy, ixz, iyz] and
/// computed (an SDFormat 1.11 `auto="true"` inertial computed from the collisions).
void printInertials(const Model &model, const std::vector<Pose> &X_WF, QJsonArray *array,
    QTextStream &out, const FrameGraph &graph)
{
    for (const Link &link : model.links) {
        const Inertial &in = link.inertial;
        if (!in.present || link.frame < 0 || link.frame >= FrameId(X_WF.size()))
            continue;
        const Pose X = X_WF[size_t(link.frame)] * in.pose.X_RF;
        const Quat qc = X.q.normalized().canonical();
        const QString &name = graph.node(link.frame).scopedName;
        if (array) {
            array->append(QJsonObject {{QStringLiteral("kind"), QStringLiteral("inertial")},
                {QStringLiteral("name"), name}, {QStringLiteral("mass"), in.mass},
                {QStringLiteral("position"), QJsonArray {X.p.x, X.p.y, X.p.z}},
                {QStringLiteral("quaternion"), QJsonArray {qc.w, qc.x, qc.y, qc.z}},
                {QStringLiteral("inertia"),
                    QJsonArray {in.ixx, in.iyy, in.izz, in.ixy, in.ixz, in.iyz}},
                {QStringLiteral("computed"), in.computed}});
            continue;
        }
        out << "INERTIAL " << name << ' ' << fixed9(in.mass);
        for (double v : {X.p.x, X.p.y, X.p.z, qc.w, qc.x, qc.y, qc.z, in.ixx, in.iyy, in.izz,
                 in.ixy, in.ixz, in.iyz})
            out << ' ' << fixed9(v);
        out << '\n';
    }
    for (const Model &nested : model.models)
        printInertials(nested, X_WF, array, out, graph);
}

int runPoses(const QString &file, const xacro::Arguments &arguments, const QStringList &jointSpecs,
    bool json, bool inertials, QTextStream &out, QTextStream &err)
{
    const auto doc = loadDocument(file, arguments);
    printDiagnostics(*doc, err);
    JointPositions q;
    if (!parseJointPositions(*doc, jointSpecs, q, err))
        return 2;
    const FrameGraph &graph = doc->frames();
    const std::vector<Pose> X_WF = graph.worldPoses(q);
    QJsonArray array;
    for (int id = 1; id < graph.size(); ++id) {
        const FrameNode &node = graph.node(id);
        if (!isPrintedKind(node.kind))
            continue;
        const Pose &X = X_WF[size_t(id)];
        const Quat qc = X.q.normalized().canonical();
        if (json) {
            array.append(QJsonObject {
                {QStringLiteral("kind"), QString::fromLatin1(frameKindName(node.kind))},
                {QStringLiteral("name"), node.scopedName},
                {QStringLiteral("position"), QJsonArray {X.p.x, X.p.y, X.p.z}},
                {QStringLiteral("quaternion"), QJsonArray {qc.w, qc.x, qc.y, qc.z}}});
        } else {
            out << "POSE " << frameKindName(node.kind) << ' ' << node.scopedName << ' '
                << fixed9(X.p.x) << ' ' << fixed9(X.p.y) << ' ' << fixed9(X.p.z) << ' '
                << fixed9(qc.w) << ' ' << fixed9(qc.x) << ' ' << fixed9(qc.y) << ' ' << fixed9(qc.z)
                << '\n';
        }
    }
    if (inertials) {
        for (const Model &model : doc->scene().world.models)
            printInertials(model, X_WF, json ? &array : nullptr, out, graph);
    }
    if (json)
        out << QJsonDocument(array).toJson(QJsonDocument::Indented);
    out.flush();
    return doc->diagnostics().hasErrors() ? 1 : 0;
}

/// Prints the kinematic tree (links, and joints with type, parent -> child), like
/// `check_urdf` does for URDF. Links that are no joint's child are roots; a link reached twice
/// (a kinematic loop) is printed once. Drake loop joints follow, as
/// `loop_joint NAME [TYPE] LINK1 <-> LINK2`.
int runTree(
    const QString &file, const xacro::Arguments &arguments, QTextStream &out, QTextStream &err)
{
    const auto doc = loadDocument(file, arguments);
    printDiagnostics(*doc, err);
    const FrameGraph &graph = doc->frames();
    std::multimap<FrameId, const JointMotion *> jointsByParent;
    std::vector<bool> isChild(size_t(graph.size()), false);
    for (const JointMotion &j : graph.joints()) {
        const FrameId child = j.child == kNoFrame ? kNoFrame : graph.body(j.child);
        jointsByParent.emplace(graph.body(j.parent), &j);
        if (child > 0)
            isChild[size_t(child)] = true;
    }
    std::vector<bool> printed(size_t(graph.size()), false);
    struct Item
    {
        FrameId link;
        int depth;
        const JointMotion *via;
    };
    auto printFrom = [&](FrameId root) {
        std::vector<Item> stack {{root, 0, nullptr}};
        while (!stack.empty()) {
            const Item item = stack.back();
            stack.pop_back();
            const QString indent(item.depth * 4, QLatin1Char(' '));
            if (item.via) {
                out << indent << "joint " << graph.node(item.via->joint).scopedName << " ["
                    << jointTypeName(item.via->type) << "] "
                    << graph.node(graph.body(item.via->parent)).scopedName << " -> "
                    << (item.link > 0 ? graph.node(item.link).scopedName : QStringLiteral("?"))
                    << '\n';
                if (item.link <= 0)
                    continue;
            }
            const QString linkIndent(item.depth * 4 + (item.via ? 2 : 0), QLatin1Char(' '));
            if (item.link > 0 && printed[size_t(item.link)]) {
                out << linkIndent << "link " << graph.node(item.link).scopedName
                    << " (closes a kinematic loop)\n";
                continue;
            }
            if (item.link > 0) {
                printed[size_t(item.link)] = true;
                out << linkIndent << "link " << graph.node(item.link).scopedName << '\n';
            } else {
                out << "world\n";
            }
            const auto range = jointsByParent.equal_range(item.link);
            std::vector<Item> children;
            for (auto it = range.first; it != range.second; ++it) {
                const JointMotion *j = it->second;
                children.push_back(
                    {j->child == kNoFrame ? kNoFrame : graph.body(j->child), item.depth + 1, j});
            }
            stack.insert(stack.end(), children.rbegin(), children.rend());
        }
    };
    if (jointsByParent.count(kWorldFrame))
        printFrom(kWorldFrame);
    for (FrameId id = 1; id < graph.size(); ++id) {
        if (graph.node(id).kind == FrameKind::Link && !isChild[size_t(id)] && !printed[size_t(id)])
            printFrom(id);
    }
    // Drake <loop_joint>s (drake-urdf-xsd.txt) close loops outside the tree: one line each.
    for (const Model &model : doc->scene().world.models) {
        for (const LoopJoint &loop : model.loopJoints) {
            out << "loop_joint " << model.name << "::" << loop.name << " [" << loop.typeName << "] "
                << graph.node(loop.link1.linkFrame).scopedName << " <-> "
                << graph.node(loop.link2.linkFrame).scopedName << '\n';
        }
    }
    out.flush();
    return doc->diagnostics().hasErrors() ? 1 : 0;
}

} // namespace

QStringList subcommands()
{
    return {QStringLiteral("check"), QStringLiteral("poses"), QStringLiteral("tree"),
        QStringLiteral("render"), QStringLiteral("convert"), QStringLiteral("edit"),
        QStringLiteral("collisions"), QStringLiteral("xacro"), QStringLiteral("ik"),
        QStringLiteral("diff")};
}

bool isSubcommand(const QString &argument)
{
    return subcommands().contains(argument);
}

bool needsGuiApplication(const QString &subcommand, const QStringList &arguments)
{
    const bool image = std::any_of(arguments.begin(), arguments.end(),
        [](const QString &a) { return a.startsWith(QLatin1String("--image")); });
    return subcommand == QLatin1String("render") || (subcommand == QLatin1String("diff") && image);
}

std::optional<int> parseArguments(
    QCommandLineParser &parser, const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QStringList args = arguments;
    const QString program = QStringLiteral("robostage ") + arguments.value(0);
    args[0] = program;
    if (!parser.parse(args)) {
        err << parser.errorText() << '\n' << helpTextFor(parser, program);
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << helpTextFor(parser, program);
        return 0;
    }
    return std::nullopt;
}

namespace {

int dispatch(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const QString command = arguments.value(0);
    if (command == QLatin1String("check"))
        return runCheck(arguments, out, err);
    if (command == QLatin1String("diff"))
        return runDiff(arguments, out, err);
    if (command == QLatin1String("render"))
        return runRender(arguments, out, err);
    if (command == QLatin1String("convert"))
        return runConvert(arguments, out, err);
    if (command == QLatin1String("edit"))
        return runEdit(arguments, out, err);
    if (command == QLatin1String("collisions"))
        return runCollisions(arguments, out, err);
    if (command == QLatin1String("xacro"))
        return runXacro(arguments, out, err);
    if (command == QLatin1String("ik"))
        return runIk(arguments, out, err);
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("RoboStage %1").arg(command));
    parser.addHelpOption();
    QCommandLineOption jointOption(QStringLiteral("joint"),
        tr("Joint position, radians or metres (repeatable)."), tr("NAME=VALUE"));
    QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print a JSON array."));
    QCommandLineOption inertialsOption(QStringLiteral("inertials"),
        tr("Also print each link's inertial: mass, centre-of-mass pose in the world, inertia "
           "(SDFormat 1.11 auto=\"true\" computed from the collisions)."));
    const QCommandLineOption argOption = xacroArgumentOption();
    parser.addOption(argOption);
    if (command == QLatin1String("poses")) {
        parser.addPositionalArgument(QStringLiteral("FILE"), tr("File to read."));
        parser.addOption(jointOption);
        parser.addOption(jsonOption);
        parser.addOption(inertialsOption);
    } else {
        parser.addPositionalArgument(QStringLiteral("FILE"), tr("File to read."));
    }
    if (const std::optional<int> done = parseArguments(parser, arguments, out, err))
        return *done;
    xacro::Arguments xacroArguments;
    if (!parseXacroArguments(parser, argOption, xacroArguments, err))
        return 2;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1) {
        err << helpTextFor(parser, QStringLiteral("robostage ") + command);
        return 2;
    }
    if (command == QLatin1String("poses"))
        return runPoses(files.first(), xacroArguments, parser.values(jointOption),
            parser.isSet(jsonOption), parser.isSet(inertialsOption), out, err);
    return runTree(files.first(), xacroArguments, out, err);
}

} // namespace

int run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    try {
        return dispatch(arguments, out, err);
    } catch (const std::bad_alloc &) {
        // A file too big for this machine's memory is an error of that file, not a crash
        // (issue 29). What was printed before stays; nothing is written half: `convert` and
        // `edit` write through QSaveFile, which leaves the target as it was.
        out.flush();
        QString file = lastReading();
        if (file.isEmpty())
            file = arguments.mid(1).join(u' ');
        err << tr("robostage: out of memory while reading %1").arg(file) << '\n';
        err.flush();
        return 1;
    }
}

} // namespace robostage::cli
