// The xacro expander against ros/xacro's own test cases
// (shared/corpus/xacro/xacro-tests/cases.json, 123 cases; see the README beside it).
//
// GIVEN the xacro-tests folder copied to a temporary folder (its package.xml is xacro's, so
//       `$(find xacro)` is that copy) and a case's `input` written as test/_case_input.xacro
//       (the PR2 cases: their `input_file` under test/ instead)
// WHEN  robostage::xacro::expand() reads it with the case's `args`, the resolver's
//       ROS_PACKAGE_PATH = the copy and test/ as working folder
// THEN  an error case yields no document or an error diagnostic; an output case yields a
//       document whose root is equivalent to `expected` (xmlequivalence.h: xacro's
//       xml_matches rules, comments skipped on both sides where `ignore_comments` is set).
//
// Every case runs in initTestCase; each is then one data row of `cases`, which fails unless the
// case is listed in kKnownFailures (QEXPECT_FAIL: a listed case that passes fails as XPASS, so
// the list stays current). `passRate` requires at least 95% of all cases to pass and prints
// the count and the names of the failing cases.

#include "corpus.h"
#include "formats/xacro/xacroexpand.h"
#include "resourceresolver.h"
#include "testutil.h"
#include "xmlequivalence.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <tinyxml2.h>

#include <map>

using namespace robostage;

namespace {

const QString kCases = test::xacroCorpusDir() + QStringLiteral("/xacro-tests");

/// Cases known to fail, by name, with the reason (QEXPECT_FAIL's comment).
const QHash<QString, QString> kKnownFailures = {};

/// The share of cases that must pass.
constexpr double kRequiredPassRate = 0.95;

/// What came of one case.
struct Outcome
{
    bool passed = false;
    QString why; ///< empty when passed
};

/// `name:=value` strings as xacro's command line reads them.
xacro::Arguments parseArguments(const QJsonArray &args)
{
    xacro::Arguments arguments;
    for (const QJsonValue &a : args) {
        const QString text = a.toString();
        const int separator = text.indexOf(QLatin1String(":="));
        if (separator > 0)
            arguments.insert(text.left(separator), text.mid(separator + 2));
    }
    return arguments;
}

/// The first error diagnostics, for a failure message.
QString errors(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics.items()) {
        if (d.severity == Severity::Error && lines.size() < 3)
            lines << d.message;
    }
    return lines.isEmpty() ? QStringLiteral("no error diagnostic")
                           : lines.join(QStringLiteral(" / "));
}

} // namespace

class TestXacroCases : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cases_data();
    void cases();
    void passRate();

private:
    Outcome run(const QJsonObject &c, const QString &copy) const;

    std::map<QString, Outcome> m_outcomes; ///< by case name
};

Outcome TestXacroCases::run(const QJsonObject &c, const QString &copy) const
{
    const QString testFolder = copy + QStringLiteral("/test");
    QString path = testFolder + QStringLiteral("/_case_input.xacro");
    if (c.value(QLatin1String("input_file")).isString()) {
        path = testFolder + QLatin1Char('/') + c.value(QLatin1String("input_file")).toString();
    } else {
        QFile input(path);
        if (!input.open(QIODevice::WriteOnly | QIODevice::Truncate)
            || input.write(c.value(QLatin1String("input")).toString().toUtf8()) < 0)
            return {false, QStringLiteral("cannot write ") + path};
    }
    ResourceResolver resolver;
    resolver.setPackagePaths({copy}, {});
    xacro::Options options;
    options.arguments = parseArguments(c.value(QLatin1String("args")).toArray());
    options.resolver = &resolver;
    options.workingFolder = testFolder;
    Diagnostics diagnostics;
    const xacro::Expansion expansion = xacro::expand(path, options, diagnostics);

    if (c.value(QLatin1String("error")).toBool()) {
        if (!expansion.xml || diagnostics.hasErrors())
            return {true, {}};
        return {false,
            QStringLiteral("expected an error (upstream %1), got output: %2")
                .arg(c.value(QLatin1String("upstream_exception")).toString(),
                    QString::fromUtf8(expansion.text.simplified().left(200)))};
    }
    if (!expansion.xml)
        return {false, QStringLiteral("no output: ") + errors(diagnostics)};
    const QString difference = test::xmlDifference(*expansion.xml,
        c.value(QLatin1String("expected")).toString().toUtf8(),
        c.value(QLatin1String("ignore_comments")).toBool());
    if (!difference.isEmpty())
        return {false, difference};
    return {true, {}};
}

void TestXacroCases::initTestCase()
{
    QFile file(kCases + QStringLiteral("/cases.json"));
    if (!file.open(QIODevice::ReadOnly))
        QSKIP("shared/corpus/xacro/xacro-tests is not available");
    const QJsonArray cases = QJsonDocument::fromJson(file.readAll()).array();
    QVERIFY(!cases.isEmpty());

    // shared/ is read-only: one writable copy of the whole folder, which keeps package.xml
    // above test/ for `$(find xacro)`.
    QTemporaryDir temporary;
    QVERIFY(temporary.isValid());
    const QString copy = temporary.path() + QStringLiteral("/xacro-tests");
    QVERIFY(test::copyTree(kCases, copy));
    for (const QJsonValue &value : cases) {
        const QJsonObject c = value.toObject();
        m_outcomes[c.value(QLatin1String("name")).toString()] = run(c, copy);
    }
}

void TestXacroCases::cases_data()
{
    QTest::addColumn<QString>("name");
    for (const auto &entry : m_outcomes)
        QTest::newRow(qPrintable(entry.first)) << entry.first;
}

void TestXacroCases::cases()
{
    QFETCH(QString, name);
    const Outcome &outcome = m_outcomes.at(name);
    if (kKnownFailures.contains(name))
        QEXPECT_FAIL("", qPrintable(kKnownFailures.value(name)), Continue);
    QVERIFY2(outcome.passed, qPrintable(outcome.why));
}

void TestXacroCases::passRate()
{
    if (m_outcomes.empty())
        QSKIP("no case ran");
    QStringList failing;
    for (const auto &[name, outcome] : m_outcomes) {
        if (!outcome.passed) {
            failing << name;
            qWarning().noquote() << "FAIL" << name << ":" << outcome.why;
        }
    }
    const int total = int(m_outcomes.size());
    const int passed = total - int(failing.size());
    qInfo().noquote() << QStringLiteral("xacro cases: %1 of %2 pass (%3%)")
                             .arg(passed)
                             .arg(total)
                             .arg(100.0 * passed / total, 0, 'f', 1);
    QVERIFY2(passed >= kRequiredPassRate * total,
        qPrintable(QStringLiteral("fewer than %1% of the cases pass; failing: %2")
                       .arg(100 * kRequiredPassRate)
                       .arg(failing.join(QStringLiteral(", ")))));
}

QTEST_GUILESS_MAIN(TestXacroCases)
#include "tst_xacrocases.moc"
