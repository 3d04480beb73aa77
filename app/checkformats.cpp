// writeCheckReport() (issue 34): `robostage check` as text, JSON, GitHub Actions workflow
// commands, JUnit XML and SARIF 2.1.0.

#include "checkreport.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>
#include <QUrl>
#include <QXmlStreamWriter>

#include <algorithm>

namespace robostage::cli {

namespace {

QString severityName(Severity severity)
{
    return severity == Severity::Error ? QStringLiteral("error") : QStringLiteral("warning");
}

void writeJson(const std::vector<CheckedFile> &files, QTextStream &out)
{
    QJsonArray array;
    for (const CheckedFile &file : files) {
        for (const Finding &f : file.findings) {
            const Diagnostic &d = f.diagnostic;
            array.append(QJsonObject {{QStringLiteral("file"), f.path},
                {QStringLiteral("line"), d.line > 0 ? QJsonValue(d.line) : QJsonValue()},
                {QStringLiteral("severity"), severityName(d.severity)},
                {QStringLiteral("message"), d.message},
                {QStringLiteral("entity"), f.entity.isEmpty() ? QJsonValue() : f.entity},
                {QStringLiteral("rule"), f.rule}});
        }
    }
    out << QJsonDocument(array).toJson(QJsonDocument::Indented);
}

/// GitHub Actions workflow command escaping: the message (`data`) escapes %, CR and LF; a
/// property value also ':' and ','.
QString escapeData(const QString &text)
{
    QString s = text;
    s.replace(QLatin1Char('%'), QLatin1String("%25"));
    s.replace(QLatin1Char('\r'), QLatin1String("%0D"));
    s.replace(QLatin1Char('\n'), QLatin1String("%0A"));
    return s;
}

QString escapeProperty(const QString &text)
{
    QString s = escapeData(text);
    s.replace(QLatin1Char(':'), QLatin1String("%3A"));
    s.replace(QLatin1Char(','), QLatin1String("%2C"));
    return s;
}

void writeGithub(const std::vector<CheckedFile> &files, QTextStream &out)
{
    for (const CheckedFile &file : files) {
        for (const Finding &f : file.findings) {
            const Diagnostic &d = f.diagnostic;
            QStringList properties;
            if (!f.path.isEmpty())
                properties << QStringLiteral("file=") + escapeProperty(f.path);
            if (d.line > 0)
                properties << QStringLiteral("line=%1").arg(d.line);
            const QString title = f.entity.isEmpty()
                ? QStringLiteral("RoboStage (%1)").arg(f.rule)
                : QStringLiteral("RoboStage (%1): %2").arg(f.rule, f.entity);
            properties << QStringLiteral("title=") + escapeProperty(title);
            out << "::" << severityName(d.severity) << ' ' << properties.join(QLatin1Char(','))
                << "::" << escapeData(d.message) << '\n';
        }
    }
}

void writeJunit(const std::vector<CheckedFile> &files, QTextStream &out)
{
    int failures = 0;
    for (const CheckedFile &file : files) {
        failures += std::any_of(file.findings.begin(), file.findings.end(),
            [](const Finding &f) { return f.diagnostic.severity == Severity::Error; });
    }
    QString text;
    QXmlStreamWriter xml(&text);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("testsuites"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("robostage check"));
    xml.writeAttribute(QStringLiteral("tests"), QString::number(files.size()));
    xml.writeAttribute(QStringLiteral("failures"), QString::number(failures));
    xml.writeStartElement(QStringLiteral("testsuite"));
    xml.writeAttribute(QStringLiteral("name"), QStringLiteral("robostage check"));
    xml.writeAttribute(QStringLiteral("tests"), QString::number(files.size()));
    xml.writeAttribute(QStringLiteral("failures"), QString::number(failures));
    xml.writeAttribute(QStringLiteral("errors"), QStringLiteral("0"));
    xml.writeAttribute(QStringLiteral("skipped"), QStringLiteral("0"));
    for (const CheckedFile &file : files) {
        QStringList errors, warnings;
        for (const Finding &f : file.findings) {
            Diagnostic d = f.diagnostic;
            d.file = f.path;
            (d.severity == Severity::Error ? errors : warnings) << d.toString();
        }
        xml.writeStartElement(QStringLiteral("testcase"));
        xml.writeAttribute(QStringLiteral("classname"), QStringLiteral("robostage.check"));
        xml.writeAttribute(QStringLiteral("name"), file.path);
        xml.writeAttribute(QStringLiteral("file"), file.path);
        if (!errors.isEmpty()) {
            xml.writeStartElement(QStringLiteral("failure"));
            xml.writeAttribute(QStringLiteral("type"), QStringLiteral("error"));
            xml.writeAttribute(QStringLiteral("message"),
                QCoreApplication::translate(
                    "robostage::cli", "%n error(s)", nullptr, int(errors.size())));
            xml.writeCharacters(errors.join(QLatin1Char('\n')));
            xml.writeEndElement();
        }
        if (!warnings.isEmpty())
            xml.writeTextElement(QStringLiteral("system-out"), warnings.join(QLatin1Char('\n')));
        xml.writeEndElement();
    }
    xml.writeEndElement();
    xml.writeEndElement();
    xml.writeEndDocument();
    out << text;
}

void writeSarif(const std::vector<CheckedFile> &files, QTextStream &out)
{
    const std::vector<CheckRule> &rules = checkRules();
    QJsonArray ruleArray;
    QHash<QString, int> ruleIndex;
    for (const CheckRule &rule : rules) {
        ruleIndex.insert(QString::fromLatin1(rule.id), int(ruleArray.size()));
        ruleArray.append(QJsonObject {{QStringLiteral("id"), QString::fromLatin1(rule.id)},
            {QStringLiteral("name"), QString::fromLatin1(rule.name)},
            {QStringLiteral("shortDescription"),
                QJsonObject {{QStringLiteral("text"), QString::fromLatin1(rule.description)}}}});
    }
    QJsonArray results;
    for (const CheckedFile &file : files) {
        for (const Finding &f : file.findings) {
            const Diagnostic &d = f.diagnostic;
            // A relative URI reference for a file under the working folder, else a file: URI;
            // a diagnostic without a file is the checked file's.
            const QString path = f.path.isEmpty() ? file.path : f.path;
            const QString uri = QDir::isRelativePath(path)
                ? QString::fromUtf8(QUrl::toPercentEncoding(path, "/"))
                : QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded);
            QJsonObject physical {
                {QStringLiteral("artifactLocation"), QJsonObject {{QStringLiteral("uri"), uri}}}};
            if (d.line > 0)
                physical.insert(
                    QStringLiteral("region"), QJsonObject {{QStringLiteral("startLine"), d.line}});
            QJsonObject location {{QStringLiteral("physicalLocation"), physical}};
            if (!f.entity.isEmpty())
                location.insert(QStringLiteral("logicalLocations"),
                    QJsonArray {QJsonObject {{QStringLiteral("fullyQualifiedName"), f.entity}}});
            results.append(QJsonObject {{QStringLiteral("ruleId"), f.rule},
                {QStringLiteral("ruleIndex"), ruleIndex.value(f.rule)},
                {QStringLiteral("level"), severityName(d.severity)},
                {QStringLiteral("message"), QJsonObject {{QStringLiteral("text"), d.message}}},
                {QStringLiteral("locations"), QJsonArray {location}}});
        }
    }
    const QJsonObject driver {{QStringLiteral("name"), QStringLiteral("RoboStage")},
        {QStringLiteral("version"), QCoreApplication::applicationVersion()},
        {QStringLiteral("rules"), ruleArray}};
    const QJsonObject run {
        {QStringLiteral("tool"), QJsonObject {{QStringLiteral("driver"), driver}}},
        {QStringLiteral("columnKind"), QStringLiteral("unicodeCodePoints")},
        {QStringLiteral("results"), results}};
    const QJsonObject log {{QStringLiteral("version"), QStringLiteral("2.1.0")},
        {QStringLiteral("$schema"),
            QStringLiteral("https://json.schemastore.org/sarif-2.1.0.json")},
        {QStringLiteral("runs"), QJsonArray {run}}};
    out << QJsonDocument(log).toJson(QJsonDocument::Indented);
}

} // namespace

void writeCheckReport(CheckFormat format, const std::vector<CheckedFile> &files, QTextStream &out)
{
    switch (format) {
    case CheckFormat::Text:
        for (const CheckedFile &file : files) {
            for (const Finding &f : file.findings)
                out << f.diagnostic.toString() << '\n';
        }
        break;
    case CheckFormat::Json:
        writeJson(files, out);
        break;
    case CheckFormat::Github:
        writeGithub(files, out);
        break;
    case CheckFormat::Junit:
        writeJunit(files, out);
        break;
    case CheckFormat::Sarif:
        writeSarif(files, out);
        break;
    }
    out.flush();
}

} // namespace robostage::cli
