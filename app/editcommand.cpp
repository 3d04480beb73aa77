#include "editcommand.h"

#include "cli.h"
#include "commandlinehelp.h"
#include "edit/commands.h"
#include "edit/editsession.h"
#include "edit/entitylookup.h"
#include "edit/structurecommands.h"
#include "geometryedits.h"
#include "readingfile.h"
#include "xacroarguments.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QTextStream>

#include <cmath>
#include <vector>

namespace robostage::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::cli", text);
}

/// `NAME=v1,v2,…` with exactly `count` finite numbers; false for anything else.
bool parseSpec(const QString &spec, int count, QString &name, std::vector<double> &values)
{
    const int eq = spec.lastIndexOf(QLatin1Char('='));
    if (eq <= 0)
        return false;
    name = spec.left(eq);
    const QStringList parts = spec.mid(eq + 1).split(QLatin1Char(','));
    if (parts.size() != count)
        return false;
    values.clear();
    for (const QString &p : parts) {
        bool ok = false;
        const double v = p.trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(v))
            return false;
        values.push_back(v);
    }
    return true;
}

struct Option
{
    QString name;
    QString value;
};

/// The edit options in command-line order (QCommandLineParser groups them by option).
std::vector<Option> editOptionsInOrder(const QStringList &arguments, const QStringList &names)
{
    std::vector<Option> options;
    for (int i = 1; i < arguments.size(); ++i) {
        QString arg = arguments[i];
        if (!arg.startsWith(QLatin1String("--")))
            continue;
        QString value;
        const int eq = arg.indexOf(QLatin1Char('='));
        const QString name = eq < 0 ? arg.mid(2) : arg.mid(2, eq - 2);
        if (!names.contains(name))
            continue;
        if (eq >= 0)
            value = arg.mid(eq + 1);
        else if (i + 1 < arguments.size())
            value = arguments[++i];
        options.push_back({name, value});
    }
    return options;
}

/// `--delete NAME` or `--duplicate NAME[=NEWNAME]` (structurecommands.h) on `session`.
edit::EditResult applyStructureEdit(edit::EditSession &session, bool remove, const QString &value)
{
    const int eq = remove ? -1 : int(value.lastIndexOf(QLatin1Char('=')));
    const QString name = eq < 0 ? value : value.left(eq);
    edit::EditResult result;
    // Sensors can be deleted (not duplicated): `sensor:NAME` names one.
    const QList<FrameKind> kinds
        = {FrameKind::Model, FrameKind::Link, FrameKind::Visual, FrameKind::Collision,
            FrameKind::Joint, FrameKind::Frame, FrameKind::Light, FrameKind::Sensor};
    const FrameId id = edit::findEntity(session.document(), name, kinds, &result.error);
    if (id == kNoFrame)
        return result;
    if (remove)
        return session.push(edit::DeleteEntity::create(session, id, result), result);
    return session.push(
        edit::DuplicateEntity::create(session, id, eq < 0 ? QString() : value.mid(eq + 1), result),
        result);
}

/// `--add-*` (edit/addspec.h) with `value` on `session`: the AddEntity command, pushed.
/// `added` receives the new entity's KIND:scoped-name; `usage` is set when `value` does not
/// parse (result.error then says what to write).
edit::EditResult applyAdd(edit::EditSession &session, edit::AddSpec::Kind kind,
    const QString &value, QStringList &added, bool &usage)
{
    edit::EditResult result;
    edit::AddSpec spec;
    usage = !edit::parseAddSpec(kind, value, spec, &result.error);
    if (usage)
        return result;
    auto command = edit::AddEntity::create(session, spec, result);
    const QString addedSpec = command ? command->addedSpec() : QString();
    result = session.push(std::move(command), result);
    if (result.ok && !addedSpec.isEmpty())
        added << addedSpec;
    return result;
}

/// The --add-* options (edit/addspec.h) for --help.
QList<QCommandLineOption> addOptions()
{
    using Kind = edit::AddSpec::Kind;
    const auto option = [](Kind kind, const QString &description) {
        return QCommandLineOption(edit::addOptionName(kind), description, edit::addSyntax(kind));
    };
    return {option(Kind::Model,
                tr("Add an SDFormat model: PARENT is the world's name (or 'world') for a "
                   "top-level model, or a model for a nested one (repeatable).")),
        option(Kind::Link,
            tr("Add a link with mass 1 kg and inertia diag(1, 1, 1) kg·m². URDF: NAME alone, "
               "no POSE, and the link needs a joint added in the same command.")),
        option(Kind::Joint,
            tr("Add a joint between two links of MODEL. SDFormat: POSE in the child link's "
               "frame; URDF: NAME=TYPE,PARENT,CHILD, POSE is the origin in PARENT. Revolute "
               "and prismatic joints get limits of ±π rad or ±1 m.")),
        option(Kind::Visual,
            tr("Add a visual to a link. GEOMETRY: box:X,Y,Z, sphere:R, cylinder:R,LENGTH, "
               "capsule:R,LENGTH, ellipsoid:A,B,C or mesh:URI[,SCALE] (metres).")),
        option(Kind::Collision, tr("Add a collision to a link; GEOMETRY as for --add-visual.")),
        option(Kind::Frame,
            tr("Add an SDFormat 1.7+ frame to a world or model (a link: attached to it, named "
               "in its model).")),
        option(Kind::Light,
            tr("Add a light to the world or a link (SDFormat 1.6+; URDF: a link, in a <gazebo> "
               "block).")),
        option(Kind::Sensor,
            tr("Add a sensor to a link (URDF: in a <gazebo> block); a contact sensor needs a "
               "collision on the link.")),
        option(Kind::Include,
            tr("Include a model (SDFormat): URI is model://NAME, a path or a Fuel URL; without "
               "NAME the model's own name, made unique (NAME_0, NAME_1, ...)."))};
}

} // namespace

int runEdit(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Applies edits to a description file and saves it; everything not edited keeps its "
           "bytes. Values are in metres and radians, in the frame the element's pose is "
           "expressed in. NAME is a scoped name as 'robostage poses' prints it (or an "
           "unambiguous suffix; KIND:NAME picks a kind).")
        + QLatin1Char(' ')
        + tr("The --add-* options add one element each, in the order given; POSE is "
             "x,y,z,roll,pitch,yaw in metres and radians relative to the new element's parent "
             "frame (default all zero); URDF names drop the model part."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("IN"), tr("File to edit."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
        tr("File to write (may be IN)."), tr("OUT"));
    const QCommandLineOption pose(QStringLiteral("set-pose"),
        tr("Set a pose: x,y,z in metres, roll,pitch,yaw in radians (repeatable)."),
        tr("NAME=x,y,z,roll,pitch,yaw"));
    const QCommandLineOption axis(QStringLiteral("set-axis"),
        tr("Set a joint's axis direction (repeatable)."), tr("JOINT=x,y,z"));
    const QCommandLineOption color(QStringLiteral("set-color"),
        tr("Set a visual's colour, components in [0, 1] (repeatable)."), tr("NAME=r,g,b,a"));
    const QCommandLineOption initial(QStringLiteral("set-initial-position"),
        tr("Set an SDFormat joint's initial position, radians or metres, written as "
           "<axis><initial_position> (repeatable)."),
        tr("JOINT=VALUE"));
    const QCommandLineOption rename(QStringLiteral("rename"),
        tr("Rename an entity and every reference to it (repeatable)."), tr("OLD=NEW"));
    const QCommandLineOption isStatic(QStringLiteral("set-static"),
        tr("Set an SDFormat model's static flag (repeatable)."), tr("MODEL=true|false"));
    const QCommandLineOption remove(QStringLiteral("delete"),
        tr("Delete an entity; a link takes the joints that connect it (repeatable)."), tr("NAME"));
    const QCommandLineOption duplicate(QStringLiteral("duplicate"),
        tr("Duplicate a model, link, visual, collision, frame or light next to it, at the same "
           "pose, named NEWNAME or NAME_copy (repeatable)."),
        tr("NAME[=NEWNAME]"));
    const QCommandLineOption sharedOption(QStringLiteral("shared"),
        tr("When a value is written in a place other instances share (SimRobot: ref=, "
           "<Include>; xacro: a property used elsewhere, a macro expanded several times, a "
           "parameter default), change only this instance (SimRobot: its own element overrides "
           "the definition; xacro: the literal at this use, or a new macro parameter passed by "
           "this call) or the shared definition. Without it such edits are refused."),
        tr("instance|definition"));
    const QCommandLineOption computedOption(QStringLiteral("computed"),
        tr("xacro: when a value is computed by an expression that no number in it carries (a "
           "conditional, a string), write the new value as a literal in place of the "
           "expression, for this use. Without it such edits are refused."),
        tr("literal"));
    const QCommandLineOption argOption = xacroArgumentOption();
    parser.addOptions({output, pose, axis, color, initial, rename, isStatic, remove, duplicate,
        sharedOption, computedOption, argOption});
    parser.addOptions(addOptions());
    parser.addOptions(geometryEditOptions());
    if (const std::optional<int> done = parseArguments(parser, arguments, out, err))
        return *done;
    xacro::Arguments xacroArguments;
    if (!parseXacroArguments(parser, argOption, xacroArguments, err))
        return 2;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1 || !parser.isSet(output)) {
        err << tr("edit: give one IN file and -o OUT") << '\n'
            << helpTextFor(parser, QStringLiteral("robostage edit"));
        return 2;
    }
    edit::SharedEdit shared = edit::SharedEdit::Ask;
    if (parser.isSet(sharedOption)) {
        const QString v = parser.value(sharedOption);
        if (v == QLatin1String("instance")) {
            shared = edit::SharedEdit::Instance;
        } else if (v == QLatin1String("definition")) {
            shared = edit::SharedEdit::Definition;
        } else {
            err << tr("--shared %1: the value is instance or definition").arg(v) << '\n';
            return 2;
        }
    }
    if (parser.isSet(computedOption) && parser.value(computedOption) != QLatin1String("literal")) {
        err << tr("--computed %1: the value is literal").arg(parser.value(computedOption)) << '\n';
        return 2;
    }
    const bool computedLiteral = parser.isSet(computedOption);
    const QString in = files.first();
    if (!QFileInfo(in).isFile()) {
        err << tr("%1: cannot read the file; check the path.").arg(in) << '\n';
        return 1;
    }
    // A xacro file's edits are written into its xacro sources (model/edit/xacroedit.h).
    noteReading(in);
    edit::EditSession session(in, ResourceResolver::fromEnvironment(), nullptr, xacroArguments);
    for (const Diagnostic &d : session.document().diagnostics().items())
        err << d.toString() << '\n';
    QStringList editNames {pose.names().first(), axis.names().first(), color.names().first(),
        initial.names().first(), rename.names().first(), isStatic.names().first(),
        remove.names().first(), duplicate.names().first()};
    QStringList geometryNames;
    for (const QCommandLineOption &o : geometryEditOptions())
        geometryNames << o.names().first();
    editNames << geometryNames;
    for (const QCommandLineOption &add : addOptions())
        editNames << add.names().first();
    const auto options = editOptionsInOrder(arguments, editNames);
    QStringList added; // KIND:scoped-name of every entity the --add-* options added
    if (!options.empty() && session.document().files().empty()) {
        err << tr("%1: the file could not be read as XML (see above); fix it before editing.")
                   .arg(in)
            << '\n';
        return 1;
    }
    for (const Option &o : options) {
        QString name;
        std::vector<double> v;
        edit::EditResult result;
        const int count = o.name == pose.names().first() ? 6
            : o.name == axis.names().first()             ? 3
            : o.name == color.names().first()            ? 4
            : o.name == initial.names().first()          ? 1
                                                         : 0;
        if (count > 0 && !parseSpec(o.value, count, name, v)) {
            err << tr("--%1 %2: expected NAME= and %3 comma-separated numbers")
                       .arg(o.name, o.value)
                       .arg(count)
                << '\n';
            return 2;
        }
        edit::AddSpec::Kind addKind;
        const bool isAdd = edit::addKindOfOption(o.name, addKind);
        const bool isGeometry = geometryNames.contains(o.name);
        if (isAdd || isGeometry) {
            bool usage = false;
            result = isAdd
                ? applyAdd(session, addKind, o.value, added, usage)
                : applyGeometryEdit(session, o.name, o.value, parser.value(output), shared, usage);
            if (usage) {
                err << tr("--%1 %2: %3. Nothing was written.").arg(o.name, o.value, result.error)
                    << '\n';
                return 2;
            }
        }
        const int eq = o.value.lastIndexOf(QLatin1Char('='));
        const bool structure
            = o.name == remove.names().first() || o.name == duplicate.names().first();
        if (count == 0 && !structure && eq <= 0 && !isAdd && !isGeometry) {
            err << tr("--%1 %2: expected NAME=VALUE").arg(o.name, o.value) << '\n';
            return 2;
        }
        if (isAdd || isGeometry) {
            // applied above
        } else if (o.name == pose.names().first()) {
            result = session.setPose(name, {v[0], v[1], v[2], v[3], v[4], v[5]}, shared);
        } else if (o.name == axis.names().first()) {
            result = session.setJointAxis(name, {v[0], v[1], v[2]}, shared);
        } else if (o.name == color.names().first()) {
            result = session.setMaterialColor(name, {v[0], v[1], v[2], v[3]}, shared);
        } else if (o.name == initial.names().first()) {
            result = session.setInitialPosition(name, v[0]);
        } else if (structure) {
            result = applyStructureEdit(session, o.name == remove.names().first(), o.value);
        } else if (o.name == rename.names().first()) {
            result = session.renameEntity(o.value.left(eq), o.value.mid(eq + 1));
        } else {
            const QString flag = o.value.mid(eq + 1);
            if (flag != QLatin1String("true") && flag != QLatin1String("false")) {
                err << tr("--set-static %1: the value is true or false").arg(o.value) << '\n';
                return 2;
            }
            result = session.setModelStatic(o.value.left(eq), flag == QLatin1String("true"));
        }
        if (!result.ok && result.computed.asked && computedLiteral) {
            // --computed literal: the value replaces the expression, as the window's
            // expression dialog writes a plain value (checked by expanding again).
            const edit::EditResult::ComputedValue at = result.computed;
            edit::EditResult literal;
            auto command = edit::SetXacroExpression::create(session, at, at.value, literal);
            result = command ? session.push(std::move(command), literal) : literal;
            if (result.ok) {
                result.notes << tr("%1: wrote %2=\"%3\" in place of \"%4\"")
                                    .arg(at.where, at.attribute, at.value, at.written);
            }
        }
        for (const QString &note : result.notes)
            out << tr("note: %1").arg(note) << '\n';
        if (!result.ok) {
            QString error = result.error;
            if (!error.endsWith(QLatin1Char('.')))
                error += QLatin1Char('.');
            if (result.needsSharedChoice())
                error += QLatin1Char(' ')
                    + (result.shared.instancePossible
                            ? tr("Give --shared instance or --shared definition.")
                            : tr("Only the definition can change (%1); give --shared "
                                 "definition.")
                                  .arg(result.shared.instanceRefusal));
            err << tr("--%1 %2: %3 Nothing was written.").arg(o.name, o.value, error) << '\n';
            return 1;
        }
    }
    // The rules an addition must meet once every edit is done (URDF: a new link has a parent
    // joint; SDFormat: a new model has a link): edit/addspec.h unfinishedAdditions().
    const QStringList unfinished = edit::unfinishedAdditions(session.document(), added);
    for (const QString &problem : unfinished)
        err << tr("edit: %1. Nothing was written.").arg(problem) << '\n';
    if (!unfinished.isEmpty())
        return 1;
    edit::SaveOptions saveOptions;
    saveOptions.readAgain = false; // the command ends here
    const edit::SaveResult saved = session.saveAs(parser.value(output), saveOptions);
    for (const QString &path : saved.written)
        out << tr("wrote %1").arg(path) << '\n';
    if (!saved.ok) {
        err << saved.error << '\n';
        return 1;
    }
    return 0;
}

} // namespace robostage::cli
