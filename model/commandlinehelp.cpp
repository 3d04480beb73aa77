// helpTextFor (commandlinehelp.h).

#include "commandlinehelp.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace robostage {

QString helpTextFor(const QCommandLineParser &parser, const QString &program)
{
    // The usage line is the first: "Usage: ARGV0 [options] …" in any language Qt has.
    QString text = parser.helpText();
    const QStringList arguments = QCoreApplication::arguments();
    if (arguments.isEmpty() || arguments.constFirst().isEmpty())
        return text;
    const qsizetype lineEnd = text.indexOf(u'\n');
    const qsizetype at = text.indexOf(arguments.constFirst());
    if (at >= 0 && (lineEnd < 0 || at < lineEnd))
        text.replace(at, arguments.constFirst().size(), program);
    return text;
}

} // namespace robostage
