// `robostage diff` (issue 34): a semantic diff of two descriptions for people and for CI.

#include "diffcommand.h"

#include "cli.h"
#include "commandlinehelp.h"
#include "diff/descriptiondiff.h"
#include "diffimage.h"
#include "document.h"
#include "rendercommand.h"
#include "xacroarguments.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSet>
#include <QTextStream>

#include <cmath>

namespace robostage::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::cli", text);
}

QString movedText(double distance, double angle)
{
    return tr("%1 mm, %2°")
        .arg(QString::number(distance * 1000, 'f', 2), QString::number(angle * 180 / M_PI, 'f', 2));
}

void writeText(const diff::Result &result, QTextStream &out)
{
    QString entity, entityKind;
    QMap<QString, int> kinds;
    int added = 0, removed = 0;
    QSet<QString> changed;
    for (const diff::Change &c : result.changes) {
        if (c.entity != entity || c.entityKind != entityKind) {
            entity = c.entity;
            entityKind = c.entityKind;
            out << c.entity << " (" << c.entityKind << ')';
            if (c.kind == QLatin1String("added") || c.kind == QLatin1String("removed"))
                out << "  " << (c.kind == QLatin1String("added") ? tr("added") : tr("removed"));
            out << '\n';
        }
        if (c.kind == QLatin1String("added")) {
            ++added;
            continue;
        }
        if (c.kind == QLatin1String("removed")) {
            ++removed;
            continue;
        }
        changed.insert(c.entityKind + QLatin1Char(' ') + c.entity);
        ++kinds[c.kind];
        out << "    " << c.field << "  " << diff::valueText(c.oldValue) << " → "
            << diff::valueText(c.newValue);
        if (c.kind == QLatin1String("pose"))
            out << "  (" << movedText(c.distance, c.angle) << ')';
        out << '\n';
    }
    if (!result.moved.empty()) {
        out << tr("moved with the changes above (world pose):") << '\n';
        for (const diff::Moved &m : result.moved)
            out << "    " << m.entity << "  " << movedText(m.distance, m.angle) << '\n';
    }
    if (result.equal()) {
        out << tr("equal") << '\n';
        return;
    }
    QStringList byKind;
    for (auto it = kinds.constBegin(); it != kinds.constEnd(); ++it)
        byKind << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
    out << tr("%1 entities changed%2, %3 added, %4 removed, %5 moved")
               .arg(changed.size())
               .arg(byKind.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(byKind.join(u", ")))
               .arg(added)
               .arg(removed)
               .arg(result.moved.size())
        << '\n';
}

void writeJson(const diff::Result &result, QTextStream &out)
{
    QJsonArray changes, moved;
    for (const diff::Change &c : result.changes) {
        QJsonObject o {{QStringLiteral("entity"), c.entity},
            {QStringLiteral("entity_kind"), c.entityKind}, {QStringLiteral("kind"), c.kind}};
        if (!c.field.isEmpty()) {
            o.insert(QStringLiteral("field"), c.field);
            o.insert(QStringLiteral("old"), c.oldValue);
            o.insert(QStringLiteral("new"), c.newValue);
        }
        if (c.kind == QLatin1String("pose")) {
            o.insert(QStringLiteral("distance_m"), c.distance);
            o.insert(QStringLiteral("angle_rad"), c.angle);
        }
        changes.append(o);
    }
    for (const diff::Moved &m : result.moved)
        moved.append(QJsonObject {{QStringLiteral("entity"), m.entity},
            {QStringLiteral("distance_m"), m.distance}, {QStringLiteral("angle_rad"), m.angle}});
    out << QJsonDocument(
        QJsonObject {{QStringLiteral("equal"), result.equal()},
            {QStringLiteral("changes"), changes}, {QStringLiteral("moved"), moved}})
               .toJson(QJsonDocument::Indented);
}

} // namespace

int runDiff(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Compares two descriptions (any formats RoboStage reads) entity by entity: what was "
           "added, removed or written differently, and what moved with it."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("OLD"), tr("The description before."));
    parser.addPositionalArgument(QStringLiteral("NEW"), tr("The description after."));
    const QCommandLineOption jsonOption(QStringLiteral("json"), tr("Print a JSON object."));
    const QCommandLineOption renameOption(QStringLiteral("rename"),
        tr("Pair an entity renamed between the versions (scoped names; repeatable)."),
        tr("OLD=NEW"));
    const QCommandLineOption toleranceOption(QStringLiteral("tolerance"),
        tr("Count positions within M metres and angles within RAD radians as equal (other "
           "numbers within the larger of the two)."),
        tr("M,RAD"));
    const QCommandLineOption argOption = xacroArgumentOption();
    const QCommandLineOption oldArgOption(QStringLiteral("old-arg"),
        tr("A xacro argument of OLD only (repeatable)."), tr("NAME:=VALUE"));
    const QCommandLineOption newArgOption(QStringLiteral("new-arg"),
        tr("A xacro argument of NEW only (repeatable)."), tr("NAME:=VALUE"));
    const QCommandLineOption imageOption(QStringLiteral("image"),
        tr("Also draw both versions into a PNG: OLD as a see-through ghost, NEW solid, changed "
           "entities orange, added green, moved yellow, removed red."),
        tr("OUT.png"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
        tr("Size of the --image picture in pixels (default 800x600)."), tr("WxH"),
        QStringLiteral("800x600"));
    parser.addOptions({jsonOption, renameOption, toleranceOption, argOption, oldArgOption,
        newArgOption, imageOption, sizeOption});
    if (const std::optional<int> done = parseArguments(parser, arguments, out, err))
        return *done;
    xacro::Arguments both, oldArguments, newArguments;
    if (!parseXacroArguments(parser, argOption, both, err)
        || !parseXacroArguments(parser, oldArgOption, oldArguments, err)
        || !parseXacroArguments(parser, newArgOption, newArguments, err))
        return 2;
    diff::Options options;
    QString usage;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 2)
        usage = tr("expected OLD and NEW");
    for (const QString &pair : parser.values(renameOption)) {
        const int eq = pair.indexOf(QLatin1Char('='));
        if (eq <= 0 || eq == pair.size() - 1)
            usage = tr("--rename %1: expected OLD=NEW").arg(pair);
        else
            options.renames.insert(pair.left(eq), pair.mid(eq + 1));
    }
    if (parser.isSet(toleranceOption)) {
        const QStringList parts = parser.value(toleranceOption).split(QLatin1Char(','));
        bool okM = false, okRad = false;
        if (parts.size() == 2) {
            options.toleranceM = parts[0].toDouble(&okM);
            options.toleranceRad = parts[1].toDouble(&okRad);
        }
        if (!okM || !okRad || options.toleranceM < 0 || options.toleranceRad < 0)
            usage = tr("--tolerance %1: expected M,RAD (two numbers, 0 or more)")
                        .arg(parser.value(toleranceOption));
    }
    const std::optional<QSize> imageSize = parseImageSize(parser.value(sizeOption));
    if (!imageSize)
        usage = tr("--size %1: expected WxH in pixels").arg(parser.value(sizeOption));
    if (!usage.isEmpty()) {
        err << "robostage diff: " << usage << '\n'
            << helpTextFor(parser, QStringLiteral("robostage diff"));
        return 2;
    }
    std::unique_ptr<Document> docs[2];
    for (int i = 0; i < 2; ++i) {
        if (!QFileInfo(files[i]).isFile()) {
            err << tr("robostage diff: %1: cannot read the file; check the path.").arg(files[i])
                << '\n';
            return 2;
        }
        xacro::Arguments arguments = both;
        const xacro::Arguments &own = i == 0 ? oldArguments : newArguments;
        for (auto it = own.constBegin(); it != own.constEnd(); ++it)
            arguments.insert(it.key(), it.value());
        docs[i] = loadDocument(files[i], arguments);
        for (const Diagnostic &d : docs[i]->diagnostics().items())
            err << d.toString() << '\n';
        if (docs[i]->files().empty()) {
            err << tr("robostage diff: %1: not a description RoboStage reads (see above).")
                       .arg(files[i])
                << '\n';
            return 2;
        }
    }
    err.flush();
    const diff::Result result = diff::compare(*docs[0], *docs[1], options);
    if (parser.isSet(jsonOption))
        writeJson(result, out);
    else
        writeText(result, out);
    out.flush();
    if (parser.isSet(imageOption)) {
        QString error;
        if (!writeDiffImage(
                *docs[0], *docs[1], result, parser.value(imageOption), *imageSize, &error)) {
            err << "robostage diff: " << error << '\n';
            return 3;
        }
    }
    return result.equal() ? 0 : 1;
}

} // namespace robostage::cli
