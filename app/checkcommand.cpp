// `robostage check` (issue 34: --format and --max-warnings for CI).

#include "checkcommand.h"

#include "checkreport.h"
#include "cli.h"
#include "commandlinehelp.h"
#include "document.h"
#include "inertialcheck.h"
#include "xacroarguments.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

namespace robostage::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::cli", text);
}

} // namespace

int runCheck(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("Reads each FILE and reports what is wrong in it: FILE:LINE: error|warning: MESSAGE "
           "lines, or the form --format names for CI tools."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("Files to check."), tr("FILE…"));
    const QCommandLineOption formatOption(QStringLiteral("format"),
        tr("Report as text (default), json, github (GitHub Actions annotations), junit (JUnit "
           "XML) or sarif (SARIF 2.1.0)."),
        tr("FORMAT"), QStringLiteral("text"));
    const QCommandLineOption maxWarningsOption(QStringLiteral("max-warnings"),
        tr("Fail (exit status 1) when there are more than N warnings in all."), tr("N"));
    const QCommandLineOption argOption = xacroArgumentOption();
    parser.addOptions({formatOption, maxWarningsOption, argOption});
    if (const std::optional<int> done = parseArguments(parser, arguments, out, err))
        return *done;
    xacro::Arguments xacroArguments;
    if (!parseXacroArguments(parser, argOption, xacroArguments, err))
        return 2;
    CheckFormat format = CheckFormat::Text;
    bool maxOk = true;
    const int maxWarnings
        = parser.isSet(maxWarningsOption) ? parser.value(maxWarningsOption).toInt(&maxOk) : -1;
    QString usage;
    if (parser.positionalArguments().isEmpty())
        usage = tr("give at least one FILE");
    else if (!parseCheckFormat(parser.value(formatOption), format))
        usage = tr("--format %1: expected text, json, github, junit or sarif")
                    .arg(parser.value(formatOption));
    else if (!maxOk || (parser.isSet(maxWarningsOption) && maxWarnings < 0))
        usage = tr("--max-warnings %1: expected a count (0 or more)")
                    .arg(parser.value(maxWarningsOption));
    if (!usage.isEmpty()) {
        err << "robostage check: " << usage << '\n'
            << helpTextFor(parser, QStringLiteral("robostage check"));
        return 2;
    }

    std::vector<CheckedFile> files;
    bool anyError = false;
    int warnings = 0;
    for (const QString &file : parser.positionalArguments()) {
        const auto doc = loadDocument(file, xacroArguments);
        // Inertials a simulator would refuse or mishandle (warnings: the file still loads).
        const Diagnostics inertial = inertialDiagnostics(*doc);
        CheckedFile checked {file, findingsOf(*doc, inertial)};
        anyError = anyError || doc->diagnostics().hasErrors();
        for (const Finding &f : checked.findings)
            warnings += f.diagnostic.severity == Severity::Warning;
        files.push_back(std::move(checked));
    }
    writeCheckReport(format, files, out);
    if (maxWarnings >= 0 && warnings > maxWarnings) {
        err << tr("robostage check: %1 warnings, more than --max-warnings %2")
                   .arg(warnings)
                   .arg(maxWarnings)
            << '\n';
        return 1;
    }
    return anyError ? 1 : 0;
}

} // namespace robostage::cli
