#include "guiarguments.h"

#include "cli.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>
#include <QString>
#include <QTextStream>

namespace robostage::cli {

namespace {

QString translate(const char *text)
{
    return QCoreApplication::translate("robostage::cli", text);
}

bool hasDisplay()
{
    return !qEnvironmentVariableIsEmpty("DISPLAY")
        || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        || !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM");
}

/// A first argument that is meant as a subcommand: a plain word, no path or extension.
bool looksLikeSubcommand(const QString &argument)
{
    for (const QChar c : argument) {
        if (!c.isLetterOrNumber() && c != QLatin1Char('-') && c != QLatin1Char('_'))
            return false;
    }
    return !argument.isEmpty();
}

} // namespace

std::optional<int> checkGuiArguments(int argc, char **argv, QTextStream &err)
{
    // Qt's own options that take a value (QGuiApplication, QApplication).
    static const QSet<QString> withValue {QStringLiteral("-platform"),
        QStringLiteral("-platformpluginpath"), QStringLiteral("-platformtheme"),
        QStringLiteral("-plugin"), QStringLiteral("-display"), QStringLiteral("-geometry"),
        QStringLiteral("-qwindowgeometry"), QStringLiteral("-qwindowtitle"),
        QStringLiteral("-qwindowicon"), QStringLiteral("-style"), QStringLiteral("-stylesheet"),
        QStringLiteral("-title"), QStringLiteral("-session"), QStringLiteral("--arg")};
    for (int i = 1; i < argc; ++i) {
        const QString argument = QString::fromLocal8Bit(argv[i]);
        if (argument == QLatin1String("--help") || argument == QLatin1String("-h")
            || argument == QLatin1String("--version") || argument == QLatin1String("-v"))
            return std::nullopt;
        if (withValue.contains(argument) || withValue.contains(argument.mid(1))) {
            ++i;
            continue;
        }
        if (argument.startsWith(QLatin1Char('-')) || QFileInfo::exists(argument))
            continue;
        if (i == 1 && looksLikeSubcommand(argument))
            err << translate("robostage: unknown subcommand '%1'. The subcommands are %2; "
                             "without one, robostage opens FILEs in a window. Try 'robostage "
                             "--help'.\n")
                       .arg(argument, subcommands().join(QLatin1String(", ")));
        else
            err << translate("robostage: %1: no such file\n").arg(argument);
        return 2;
    }
    if (!hasDisplay()) {
        err << translate("robostage: no display (DISPLAY and WAYLAND_DISPLAY are unset), so the "
                         "window cannot open. Run it in a desktop session or under 'xvfb-run -a', "
                         "or use the subcommands %1 (render needs a display too, e.g. "
                         "'xvfb-run -a -s \"-screen 0 1280x1024x24\" robostage render FILE -o "
                         "OUT.png').\n")
                   .arg(subcommands().join(QLatin1String(", ")));
        return 1;
    }
    return std::nullopt;
}

} // namespace robostage::cli
