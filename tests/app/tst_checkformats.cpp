// `robostage check --format` and `--max-warnings` as CI runs them (issue 34): JSON with the
// entity each diagnostic belongs to, GitHub Actions workflow commands, JUnit XML read by
// junitparser (python3-junitparser, a real JUnit reader), SARIF 2.1.0 checked for the fields the
// SARIF specification requires, paths relative to the working folder, exit statuses.

#include "runrobostage.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

namespace {

using robostage::test::Run;
using robostage::test::runRobostage;

/// A model with a warning at line 5 (a visual without geometry) and an error at line 9 (a
/// joint whose parent names nothing), and a URDF without any problem.
const QByteArray kBot = R"(<?xml version="1.0"?>
<sdf version="1.9">
  <model name="bot">
    <link name="base">
      <visual name="empty"/>
    </link>
    <link name="arm"/>
    <joint name="hinge" type="revolute">
      <parent>nowhere</parent>
      <child>arm</child>
    </joint>
  </model>
</sdf>
)";
const QByteArray kGood = "<robot name=\"r\"><link name=\"a\"/></robot>\n";

} // namespace

class TestCheckFormats : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void json();
    void github();
    void junit();
    void sarif();
    void maxWarnings();
    void badUsage();

private:
    /// `robostage check sub/bot.sdf good.urdf ARGUMENTS` in the fixture folder.
    Run check(const QStringList &arguments) const
    {
        return runRobostage(QStringList {"check", "sub/bot.sdf", "good.urdf"} + arguments,
            QProcessEnvironment::systemEnvironment(), m_dir.path());
    }

    QTemporaryDir m_dir;
};

void TestCheckFormats::initTestCase()
{
    QVERIFY(QDir(m_dir.path()).mkdir("sub"));
    for (const auto &[name, bytes] :
        {std::pair {"sub/bot.sdf", kBot}, std::pair {"good.urdf", kGood}}) {
        QFile file(m_dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    }
}

void TestCheckFormats::json()
{
    // WHEN the files are checked as JSON
    const Run r = check({"--format", "json"});
    // THEN the exit status says there are errors and each diagnostic is an object with its
    // file relative to the working folder, line, severity, message, entity and rule
    QCOMPARE(r.exitCode, 1);
    QJsonParseError error;
    const QJsonArray array = QJsonDocument::fromJson(r.out.toUtf8(), &error).array();
    QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
    QCOMPARE(array.size(), 2);
    const QJsonObject warning = array[0].toObject(), fault = array[1].toObject();
    QCOMPARE(warning["file"].toString(), QStringLiteral("sub/bot.sdf"));
    QCOMPARE(warning["line"].toInt(), 5);
    QCOMPARE(warning["severity"].toString(), QStringLiteral("warning"));
    QVERIFY(warning["message"].toString().contains(QLatin1String("has no <geometry>")));
    QCOMPARE(warning["entity"].toString(), QStringLiteral("bot::base::empty"));
    QCOMPARE(warning["rule"].toString(), QStringLiteral("robostage/sdformat"));
    QCOMPARE(fault["line"].toInt(), 9);
    QCOMPARE(fault["severity"].toString(), QStringLiteral("error"));
    QCOMPARE(fault["entity"].toString(), QStringLiteral("bot::hinge"));
    // AND the default text is what check always printed
    const Run text = check({});
    QCOMPARE(text.exitCode, 1);
    QCOMPARE(text.out.count(QLatin1Char('\n')), 2);
    QVERIFY(text.out.contains(QLatin1String("bot.sdf:9: error: joint parent 'nowhere'")));
}

void TestCheckFormats::github()
{
    const Run r = check({"--format", "github"});
    QCOMPARE(r.exitCode, 1);
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    // A workflow command: ::LEVEL file=F,line=L,title=T::MESSAGE, ':' and ',' escaped in the
    // property values (GitHub Actions "workflow commands": %3A, %2C).
    const QRegularExpression command(
        QStringLiteral("^::(error|warning) file=([^,:]*),line=(\\d+),title=([^,:]*)::(.+)$"));
    const QRegularExpressionMatch w = command.match(lines[0]), e = command.match(lines[1]);
    QVERIFY2(w.hasMatch() && e.hasMatch(), qPrintable(r.out));
    QCOMPARE(w.captured(1), QStringLiteral("warning"));
    QCOMPARE(w.captured(2), QStringLiteral("sub/bot.sdf"));
    QCOMPARE(w.captured(3), QStringLiteral("5"));
    QCOMPARE(e.captured(1), QStringLiteral("error"));
    QVERIFY2(e.captured(4).contains(QLatin1String("bot%3A%3Ahinge")), qPrintable(lines[1]));
    QVERIFY(e.captured(5).startsWith(QLatin1String("joint parent 'nowhere'")));
}

void TestCheckFormats::junit()
{
    const Run r = check({"--format", "junit"});
    QCOMPARE(r.exitCode, 1);
    // THEN the XML is well formed, with a testcase per file and a failure for the file with
    // an error only
    QXmlStreamReader xml(r.out);
    QStringList cases, failed;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("testcase"))
            cases << xml.attributes().value("name").toString();
        else if (xml.name() == QLatin1String("failure"))
            failed << cases.last();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(cases, QStringList({"sub/bot.sdf", "good.urdf"}));
    QCOMPARE(failed, QStringList({"sub/bot.sdf"}));
    // AND junitparser, a JUnit reader CI tools use, reads the same
    QFile report(m_dir.filePath("report.xml"));
    QVERIFY(report.open(QIODevice::WriteOnly));
    report.write(r.out.toUtf8());
    report.close();
    // Debian's python3-junitparser is for the system's Python (a pyenv one first on PATH
    // would not see it).
    const QString interpreter = QFile::exists(QStringLiteral("/usr/bin/python3"))
        ? QStringLiteral("/usr/bin/python3")
        : QStringLiteral("python3");
    QProcess python;
    python.start(interpreter,
        {"-c",
            "import sys, junitparser\n"
            "xml = junitparser.JUnitXml.fromfile(sys.argv[1])\n"
            "for suite in xml:\n"
            "    for case in suite:\n"
            "        print(case.name, 'failed' if not case.is_passed else 'passed',\n"
            "              ' '.join(type(r).__name__ for r in case.result))\n",
            report.fileName()});
    QVERIFY(python.waitForFinished(30000));
    const QByteArray pythonErrors = python.readAllStandardError();
    if (python.exitCode() != 0 && pythonErrors.contains("No module named"))
        QSKIP("python3-junitparser is not installed (scripts/setup.sh installs it)");
    QVERIFY2(python.exitCode() == 0, pythonErrors.constData());
    QCOMPARE(QString::fromUtf8(python.readAllStandardOutput()),
        QStringLiteral("sub/bot.sdf failed Failure\ngood.urdf passed \n"));
}

void TestCheckFormats::sarif()
{
    const Run r = check({"--format", "sarif"});
    QCOMPARE(r.exitCode, 1);
    const QJsonObject log = QJsonDocument::fromJson(r.out.toUtf8()).object();
    // SARIF 2.1.0 §3.13: version and runs are required; §3.14 a run has a tool; §3.18/§3.19
    // the tool a driver with a name; §3.27 each result a message with text (ruleId, level and
    // locations as RoboStage writes them); §3.49 a rule's id.
    QCOMPARE(log["version"].toString(), QStringLiteral("2.1.0"));
    const QJsonArray runs = log["runs"].toArray();
    QCOMPARE(runs.size(), 1);
    const QJsonObject run = runs[0].toObject();
    const QJsonObject driver = run["tool"].toObject()["driver"].toObject();
    QCOMPARE(driver["name"].toString(), QStringLiteral("RoboStage"));
    const QJsonArray rules = driver["rules"].toArray();
    QSet<QString> ids;
    for (const QJsonValue &rule : rules) {
        QVERIFY(!rule["id"].toString().isEmpty());
        QVERIFY(!rule["shortDescription"]["text"].toString().isEmpty());
        ids.insert(rule["id"].toString());
    }
    QCOMPARE(ids.size(), int(rules.size()));
    const QJsonArray results = run["results"].toArray();
    QCOMPARE(results.size(), 2);
    for (const QJsonValue &result : results) {
        QVERIFY(!result["message"]["text"].toString().isEmpty());
        const QString ruleId = result["ruleId"].toString();
        QVERIFY(ids.contains(ruleId));
        QCOMPARE(rules[result["ruleIndex"].toInt()]["id"].toString(), ruleId);
        QVERIFY(
            QStringList({"none", "note", "warning", "error"}).contains(result["level"].toString()));
        const QJsonObject physical = result["locations"][0]["physicalLocation"].toObject();
        QCOMPARE(physical["artifactLocation"]["uri"].toString(), QStringLiteral("sub/bot.sdf"));
        QVERIFY(physical["region"]["startLine"].toInt() >= 1);
    }
    QCOMPARE(results[1]["level"].toString(), QStringLiteral("error"));
    QCOMPARE(results[1]["locations"][0]["logicalLocations"][0]["fullyQualifiedName"].toString(),
        QStringLiteral("bot::hinge"));
}

void TestCheckFormats::maxWarnings()
{
    // GIVEN only the file with a warning (no error)
    const auto checkGood = [this](const QStringList &arguments) {
        return runRobostage(QStringList {"check", "good.urdf", "sub/bot.sdf"} + arguments,
            QProcessEnvironment::systemEnvironment(), m_dir.path());
    };
    QFile bot(m_dir.filePath("sub/warn.sdf"));
    QVERIFY(bot.open(QIODevice::WriteOnly));
    bot.write(QByteArray(kBot).replace("<parent>nowhere</parent>", "<parent>base</parent>"));
    bot.close();
    const auto run = [this](const QStringList &arguments) {
        return runRobostage(QStringList {"check", "sub/warn.sdf"} + arguments,
            QProcessEnvironment::systemEnvironment(), m_dir.path());
    };
    // THEN one warning passes without the option and with --max-warnings 1, fails with 0
    QCOMPARE(run({}).exitCode, 0);
    QCOMPARE(run({"--max-warnings", "1"}).exitCode, 0);
    const Run over = run({"--max-warnings", "0", "--format", "json"});
    QCOMPARE(over.exitCode, 1);
    QVERIFY2(over.err.contains(QLatin1String("1 warnings, more than --max-warnings 0")),
        qPrintable(over.err));
    QCOMPARE(QJsonDocument::fromJson(over.out.toUtf8()).array().size(), 1);
    // AND errors fail whatever the warning budget
    QCOMPARE(checkGood({"--max-warnings", "100"}).exitCode, 1);
}

void TestCheckFormats::badUsage()
{
    for (const QStringList &arguments : {QStringList {"--format", "xml"},
             QStringList {"--max-warnings", "-1"}, QStringList {"--max-warnings", "many"}}) {
        const Run r = check(arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QLatin1String("robostage check: --")), qPrintable(r.err));
    }
    QCOMPARE(runRobostage({"check"}).exitCode, 2);
}

QTEST_GUILESS_MAIN(TestCheckFormats)
#include "tst_checkformats.moc"
