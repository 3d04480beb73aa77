// The headless subcommands as a user or script runs them: `check` exit codes and diagnostic
// format, `poses` line format (9 decimals, qw >= 0), `--json`, `--joint`, `tree`, bad usage.

#include "runrobostage.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {
using robostage::test::Run;
using robostage::test::runRobostage;

QString data(const QString &name)
{
    return QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/") + name;
}
} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void checkCleanFile();
    void checkReportsErrors();
    void posesFormat();
    void posesJoint();
    void posesJson();
    void tree();
    void badUsage();
};

void TestCli::checkCleanFile()
{
    const Run r = runRobostage({"check", data("sdf/nested_relative_to.sdf")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
}

void TestCli::checkReportsErrors()
{
    // GIVEN a file with an unknown relative_to and a good file, THEN FILE:LINE: error: …, exit 1.
    QTemporaryDir dir;
    const QString bad = dir.filePath("bad.sdf");
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("<sdf version='1.9'>\n<model name='m'>\n<link name='a'>\n<pose "
            "relative_to='nope'/>\n</link>\n</model>\n</sdf>\n");
    f.close();
    const Run r = runRobostage({"check", data("sdf/nested_relative_to.sdf"), bad});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.startsWith(bad + ":4: error: "), qPrintable(r.out));
    QVERIFY(r.out.contains("'nope'"));
}

void TestCli::posesFormat()
{
    const Run r = runRobostage({"poses", data("sdf/nested_relative_to.sdf")});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 9);
    const QRegularExpression format(
        R"(^POSE (model|link|visual|collision|joint|frame|light) \S+( -?\d+\.\d{9}){7}$)");
    for (const QString &line : lines) {
        QVERIFY2(format.match(line).hasMatch(), qPrintable(line));
        QVERIFY2(!line.section(' ', 6, 6).startsWith('-'), qPrintable(line)); // qw >= 0
    }
    QVERIFY(lines.contains("POSE link outer::l2 0.000000000 1.000000000 0.000000000 0.707106781 "
                           "0.000000000 0.000000000 0.707106781"));
}

void TestCli::posesJoint()
{
    // Joint j at 90° swings l2 from (0, 1, 0) to (1, 2, 0); the bare joint name is accepted.
    const Run r = runRobostage(
        {"poses", data("sdf/nested_relative_to.sdf"), "--joint", "j=1.5707963267948966"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("POSE link outer::l2 1.000000000 2.000000000 0.000000000 0.000000000 "
                            "0.000000000 0.000000000 1.000000000"),
        qPrintable(r.out));
    const Run unknown
        = runRobostage({"poses", data("sdf/nested_relative_to.sdf"), "--joint", "nope=1"});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.err.contains("no joint named 'nope'"));
}

void TestCli::posesJson()
{
    const Run r = runRobostage({"poses", data("sdf/nested_relative_to.sdf"), "--json"});
    QCOMPARE(r.exitCode, 0);
    QJsonParseError error;
    const QJsonArray array = QJsonDocument::fromJson(r.out.toUtf8(), &error).array();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(array.size(), 9);
    const QJsonObject first = array.first().toObject();
    QCOMPARE(first.value("kind").toString(), QString("model"));
    QCOMPARE(first.value("name").toString(), QString("outer"));
    QCOMPARE(first.value("position").toArray().at(0).toDouble(), 1.0);
    QCOMPARE(first.value("quaternion").toArray().size(), 4);
}

void TestCli::tree()
{
    const Run r = runRobostage({"tree", data("sdf/nested_relative_to.sdf")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("link outer::base\n"), qPrintable(r.out));
    QVERIFY2(
        r.out.contains("joint outer::j [revolute] outer::base -> outer::l2"), qPrintable(r.out));
    QVERIFY2(r.out.contains("link outer::inner::l"), qPrintable(r.out));
    // A Drake loop joint is listed after the tree.
    const Run drake = runRobostage({"tree", data("urdf/drake_forces.urdf")});
    QCOMPARE(drake.exitCode, 0);
    QVERIFY2(drake.out.endsWith("loop_joint glider::brace [continuous] glider::tail <-> "
                                "glider::rotor\n"),
        qPrintable(drake.out));
}

void TestCli::badUsage()
{
    QCOMPARE(runRobostage({"poses"}).exitCode, 2);
    QCOMPARE(runRobostage({"check", "--no-such-option", "x.sdf"}).exitCode, 2);
    QCOMPARE(runRobostage({"check", "--help"}).exitCode, 0);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
