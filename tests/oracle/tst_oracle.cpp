// Oracle test: world poses printed by `robostage poses` against libsdformat 12 (sdformat_poses)
// and urdfdom (urdfdom_poses), two independent implementations of the SDFormat and URDF specs.
//
// GIVEN every .sdf, .world and .urdf file under ROBOSTAGE_CORPUS_DIR (one data row each)
// WHEN the oracle accepts the file
// THEN `robostage poses FILE` prints every entity the oracle prints (same kind and scoped name)
//      with position and quaternion equal within 1e-6 (q and -q being the same rotation).
// A file the oracle rejects is skipped with the oracle's reason. Entities that only robostage
// prints are logged, not failed.
//
// URDF files are read by urdfdom_poses --repair (see there), which only mends what urdfdom
// rejects but cannot change a pose; each repair is logged.
//
// posesAtJointValues does the same for URDF files with every revolute, continuous and prismatic
// joint (outside <mimic> pairs) at an in-limit non-zero value (urdfdom_poses --auto-joints),
// passed to robostage as `--joint ROBOT::NAME=VALUE`.
//
// xacro does the same for each row of shared/corpus/xacro/MANIFEST.tsv: `robostage poses ENTRY
// --arg NAME:=VALUE…` on the xacro entry (ROS_PACKAGE_PATH = the row's folders) against urdfdom
// on ros/xacro's expansion of it (expected/*.urdf).
//
// All processes run in initTestCase, in parallel, each with a 60 s limit; the rows only compare.
// Environment: ROBOSTAGE_BINARY=PATH tests another robostage; ROBOSTAGE_ORACLE_FILTER=TEXT
// runs only the files whose corpus path contains TEXT.
// cleanupTestCase prints a summary and writes every mismatch to oracle_report.txt.

#include "corpus.h"
#include "oracleruns.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <cmath>
#include <map>
#include <memory>
#include <vector>

using namespace oracletest;

namespace {

const QString kCorpus = QStringLiteral(ROBOSTAGE_CORPUS_DIR);
/// The program under test; the environment variable ROBOSTAGE_BINARY overrides the one built.
const QString kRobostage
    = qEnvironmentVariable("ROBOSTAGE_BINARY", QStringLiteral(ROBOSTAGE_BINARY));
const QString kSdformatOracle = QStringLiteral(ORACLE_SDFORMAT);
const QString kUrdfdomOracle = QStringLiteral(ORACLE_URDFDOM);

struct Comparison
{
    int checked = 0;
    QStringList mismatches; // one text block per entity the oracle prints and we do not match
    QStringList extras; // entities only robostage prints
};

/// Every oracle entity must be in `ours` under the same kind and name (the i-th of equal keys
/// matched to the i-th), with the same pose.
Comparison compare(const std::vector<Entity> &oracle, const std::vector<Entity> &ours)
{
    QHash<QString, std::vector<const Entity *>> byKey;
    QHash<QString, QString> kindByName;
    for (const Entity &e : ours) {
        byKey[e.key()].push_back(&e);
        kindByName.insert(e.name, e.kind);
    }
    QHash<QString, int> used;
    Comparison result;
    for (const Entity &expected : oracle) {
        ++result.checked;
        const int index = used[expected.key()]++;
        const auto it = byKey.constFind(expected.key());
        if (it == byKey.cend() || index >= int(it->size())) {
            QString text = QStringLiteral("%1 %2: missing").arg(expected.kind, expected.name);
            if (kindByName.contains(expected.name))
                text += QStringLiteral(" (printed as %1)").arg(kindByName.value(expected.name));
            result.mismatches << text + QStringLiteral("\n    oracle:    ")
                    + poseText(expected.pose());
            continue;
        }
        const Entity &actual = *(*it)[size_t(index)];
        if (!samePose(expected.pose(), actual.pose())) {
            result.mismatches << QStringLiteral("%1 %2\n    oracle:    %3\n    robostage: %4")
                                     .arg(expected.kind, expected.name, poseText(expected.pose()),
                                         poseText(actual.pose()));
        }
    }
    for (auto it = byKey.cbegin(); it != byKey.cend(); ++it) {
        if (int(it->size()) > used.value(it.key()))
            result.extras << it.key();
    }
    result.extras.sort();
    return result;
}

/// The oracle's reason for rejecting a file: its first error lines, without colour codes,
/// warnings and tolerated errors.
QString rejectionReason(const Run &run)
{
    static const QRegularExpression ansi(QStringLiteral("\x1b\\[[0-9;]*m"));
    QStringList lines, tolerated;
    for (QString line : QString::fromUtf8(run.err).split(QLatin1Char('\n'))) {
        line = line.remove(ansi).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1String("Warning"))
            || line.startsWith(QLatin1String("at line"))
            || line.startsWith(QLatin1String("repaired:")))
            continue;
        (line.startsWith(QLatin1String("tolerated")) ? tolerated : lines) << line;
    }
    // libsdformat drops a whole world for a tolerated error in it: say which.
    lines = (lines + tolerated).mid(0, 2);
    const QString reason = run.outcome() + QStringLiteral(": ") + lines.join(QStringLiteral(" / "));
    return reason.size() > 400 ? reason.left(400) + QStringLiteral("…") : reason;
}

bool isUrdf(const QString &file)
{
    return file.endsWith(QLatin1String(".urdf"), Qt::CaseInsensitive);
}

/// The oracle and robostage runs for one file and one set of joint values.
struct Case
{
    QString file; // relative to the corpus
    Run oracle;
    Run ours;
    QStringList jointArguments; // `--joint NAME=VALUE` pairs given to robostage
    QString ranAs; // what robostage read, when not `file` itself (xacro rows)
};

/// Per-case tallies and report lines, for the summary.
struct Tally
{
    int compared = 0, agreed = 0, skipped = 0, nothingToMove = 0;
    QStringList report;
};

} // namespace

class TestOracle : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void poses_data();
    void poses();
    void posesAtJointValues_data();
    void posesAtJointValues();
    void xacro_data();
    void xacro();

private:
    void runXacro(const QString &filter);
    void check(Case &c, Tally &tally, bool atJointValues);

    std::map<QString, Case> m_atZero; // by relative path
    std::map<QString, Case> m_atJointValues; // URDF files with movable joints
    std::map<QString, Case> m_xacro; // xacro MANIFEST rows, by expected file name
    Tally m_zeroTally;
    Tally m_jointTally;
    Tally m_xacroTally;
};

void TestOracle::initTestCase()
{
    QVERIFY2(QFileInfo::exists(kRobostage), qPrintable(kRobostage + QStringLiteral(" missing")));
    QVERIFY2(QFileInfo(kCorpus).isDir(), qPrintable(kCorpus + QStringLiteral(" missing")));

    // Phase 1: the oracles, on every file (URDF files once more with --auto-joints).
    const QDir corpus(kCorpus);
    QDirIterator it(kCorpus,
        {QStringLiteral("*.sdf"), QStringLiteral("*.world"), QStringLiteral("*.urdf")}, QDir::Files,
        QDirIterator::Subdirectories);
    // ROBOSTAGE_ORACLE_FILTER=TEXT limits the run to the files whose path contains TEXT.
    const QString filter = qEnvironmentVariable("ROBOSTAGE_ORACLE_FILTER");
    // URDF: urdfdom_poses --repair mends what urdfdom alone rejects but cannot change a pose.
    const QString repair = QStringLiteral("--repair");
    std::vector<Run> oracleRuns;
    std::vector<Case *> oracleCases;
    while (it.hasNext()) {
        const QString path = it.next();
        const QString oracle = isUrdf(path) ? kUrdfdomOracle : kSdformatOracle;
        if (oracle.isEmpty())
            continue;
        const QString file = corpus.relativeFilePath(path);
        if (!filter.isEmpty() && !file.contains(filter))
            continue;
        m_atZero[file].file = file;
        oracleRuns.push_back(
            {oracle, isUrdf(path) ? QStringList {repair, path} : QStringList {path}});
        oracleCases.push_back(&m_atZero[file]);
        if (isUrdf(path)) {
            m_atJointValues[file].file = file;
            oracleRuns.push_back({oracle, {repair, QStringLiteral("--auto-joints"), path}});
            oracleCases.push_back(&m_atJointValues[file]);
        }
    }
    const QProcessEnvironment env = corpusEnvironment();
    runAll(oracleRuns, env);
    for (size_t i = 0; i < oracleRuns.size(); ++i)
        oracleCases[i]->oracle = oracleRuns[i];

    // Phase 2: robostage, on the files the oracle accepts.
    std::vector<Run> ourRuns;
    std::vector<Case *> ourCases;
    for (auto &[file, c] : m_atZero) {
        if (!c.oracle.ok())
            continue;
        ourRuns.push_back({kRobostage, {QStringLiteral("poses"), corpus.filePath(file)}});
        ourCases.push_back(&c);
    }
    for (auto &[file, c] : m_atJointValues) {
        if (!c.oracle.ok())
            continue;
        const QString robot = [&] {
            for (const Entity &e : parsePoses(c.oracle.out)) {
                if (e.kind == QLatin1String("model"))
                    return e.name;
            }
            return QString();
        }();
        for (const QByteArray &line : c.oracle.out.split('\n')) {
            const QList<QByteArray> tokens = line.split(' ');
            if (tokens.size() == 3 && tokens[0] == "JOINTVALUE") {
                c.jointArguments << QStringLiteral("--joint")
                                 << robot + QStringLiteral("::") + QString::fromUtf8(tokens[1])
                        + QLatin1Char('=') + QString::fromUtf8(tokens[2]);
            }
        }
        if (c.jointArguments.isEmpty())
            continue;
        ourRuns.push_back({kRobostage,
            QStringList {QStringLiteral("poses"), corpus.filePath(file)} + c.jointArguments});
        ourCases.push_back(&c);
    }
    runAll(ourRuns, env);
    for (size_t i = 0; i < ourRuns.size(); ++i)
        ourCases[i]->ours = ourRuns[i];

    runXacro(filter);
}

/// The xacro rows: urdfdom on each expected URDF, then robostage on the accepted rows' entries,
/// each with the row's ROS_PACKAGE_PATH.
void TestOracle::runXacro(const QString &filter)
{
    const QDir corpus(kCorpus);
    std::vector<Run *> oracleRuns;
    for (const robostage::test::XacroEntry &e : robostage::test::xacroManifest()) {
        const QString file = corpus.relativeFilePath(e.expected);
        if (kUrdfdomOracle.isEmpty() || (!filter.isEmpty() && !file.contains(filter)))
            continue;
        Case &c = m_xacro[e.name];
        c.file = file;
        c.oracle = {kUrdfdomOracle, {QStringLiteral("--repair"), e.expected}};
        QStringList arguments {QStringLiteral("poses")};
        for (const QString &a : e.arguments)
            arguments << QStringLiteral("--arg") << a;
        c.ours = {kRobostage, arguments << e.entry};
        c.ranAs = corpus.relativeFilePath(e.entry) + QLatin1Char(' ')
            + e.arguments.join(QLatin1Char(' '));
        oracleRuns << &c.oracle;
    }
    runAll(oracleRuns, corpusEnvironment());
    for (const robostage::test::XacroEntry &e : robostage::test::xacroManifest()) {
        const auto it = m_xacro.find(e.name);
        if (it == m_xacro.end() || !it->second.oracle.ok())
            continue;
        QProcessEnvironment env = corpusEnvironment();
        env.insert(QStringLiteral("ROS_PACKAGE_PATH"), e.packagePaths.join(QLatin1Char(':')));
        runAll(std::vector<Run *> {&it->second.ours}, env);
    }
}

void TestOracle::poses_data()
{
    QTest::addColumn<QString>("file");
    if (m_atZero.empty())
        QSKIP("no corpus file to compare");
    for (const auto &entry : m_atZero)
        QTest::newRow(qPrintable(entry.first)) << entry.first;
}

void TestOracle::poses()
{
    QFETCH(QString, file);
    check(m_atZero.at(file), m_zeroTally, false);
}

void TestOracle::posesAtJointValues_data()
{
    QTest::addColumn<QString>("file");
    if (m_atJointValues.empty())
        QSKIP("no URDF corpus file to compare");
    for (const auto &entry : m_atJointValues)
        QTest::newRow(qPrintable(entry.first)) << entry.first;
}

void TestOracle::posesAtJointValues()
{
    QFETCH(QString, file);
    Case &c = m_atJointValues.at(file);
    if (c.oracle.ok() && c.jointArguments.isEmpty()) {
        ++m_jointTally.nothingToMove;
        QSKIP("no revolute, continuous or prismatic joint to move");
    }
    check(c, m_jointTally, true);
}

void TestOracle::xacro_data()
{
    QTest::addColumn<QString>("name");
    if (m_xacro.empty())
        QSKIP("no xacro entry to compare");
    for (const auto &entry : m_xacro)
        QTest::newRow(qPrintable(entry.first)) << entry.first;
}

void TestOracle::xacro()
{
    QFETCH(QString, name);
    check(m_xacro.at(name), m_xacroTally, false);
}

void TestOracle::check(Case &c, Tally &tally, bool atJointValues)
{
    if (!c.oracle.ok()) {
        const QString reason = rejectionReason(c.oracle);
        ++tally.skipped;
        tally.report << QStringLiteral("SKIP   %1: oracle rejects it: %2").arg(c.file, reason);
        QSKIP(qPrintable(QStringLiteral("oracle rejects the file: ") + reason));
    }
    ++tally.compared;
    for (const QByteArray &line : c.oracle.err.split('\n')) {
        // What the oracle mended, tolerated or (urdfdom) silently left out of its answer.
        if (line.startsWith("repaired: ") || line.startsWith("tolerated ")
            || (isUrdf(c.file) && line.startsWith("Error:")))
            qInfo("oracle %s", line.simplified().constData());
    }
    if (c.oracle.err.contains("Unable to convert from SDF version"))
        qInfo("the file's SDF version is newer than libsdformat 12 reads (1.9): compared with "
              "what libsdformat makes of it under the 1.9 rules");
    QString joints = atJointValues
        ? QStringLiteral(" at ") + c.jointArguments.join(QLatin1Char(' '))
        : QString();
    if (!c.ranAs.isEmpty())
        joints += QStringLiteral(" (robostage read %1)").arg(c.ranAs.trimmed());
    if (!c.ours.finished) {
        const QString message
            = QStringLiteral("%1%2: robostage %3: %4")
                  .arg(c.file, joints, c.ours.outcome(), QString::fromUtf8(c.ours.err.right(2000)));
        tally.report << QStringLiteral("DIFFER ") + message;
        QFAIL(qPrintable(message));
    }
    const Comparison result = compare(parsePoses(c.oracle.out), parsePoses(c.ours.out));
    if (!result.extras.isEmpty()) {
        const QStringList shown = result.extras.mid(0, 8);
        qInfo().noquote() << QStringLiteral("%1 entities printed by robostage only: %2%3")
                                 .arg(result.extras.size())
                                 .arg(shown.join(QStringLiteral(", ")),
                                     result.extras.size() > shown.size() ? QStringLiteral(", …")
                                                                         : QString());
    }
    if (result.mismatches.isEmpty()) {
        ++tally.agreed;
        tally.report << QStringLiteral("AGREE  %1: %2 entities").arg(c.file).arg(result.checked);
        return;
    }
    QString header = QStringLiteral("%1%2: %3 of %4 oracle entities differ (robostage %5)")
                         .arg(c.file, joints)
                         .arg(result.mismatches.size())
                         .arg(result.checked)
                         .arg(c.ours.outcome());
    if (c.ours.exitCode != 0 && !c.ours.err.isEmpty())
        header += QStringLiteral("\n  robostage stderr: ")
            + QString::fromUtf8(c.ours.err.left(600)).trimmed();
    tally.report << QStringLiteral("DIFFER ") + header + QStringLiteral("\n  ")
            + result.mismatches.join(QStringLiteral("\n  "));
    const int shown = 25;
    QString message = header + QStringLiteral("\n  ")
        + result.mismatches.mid(0, shown).join(QStringLiteral("\n  "));
    if (result.mismatches.size() > shown)
        message += QStringLiteral("\n  … and %1 more (see oracle_report.txt)")
                       .arg(result.mismatches.size() - shown);
    QFAIL(qPrintable(message));
}

void TestOracle::cleanupTestCase()
{
    const auto summary = [](const char *what, const Tally &t) {
        QString text = QStringLiteral("oracle summary (%1): %2 files compared, %3 agreed, "
                                      "%4 differ, %5 skipped (oracle rejects them)")
                           .arg(QString::fromLatin1(what))
                           .arg(t.compared)
                           .arg(t.agreed)
                           .arg(t.compared - t.agreed)
                           .arg(t.skipped);
        if (t.nothingToMove)
            text += QStringLiteral(", %1 without a joint to move").arg(t.nothingToMove);
        return text;
    };
    const QString zero = summary("joints at zero", m_zeroTally);
    const QString moved = summary("URDF joints moved", m_jointTally);
    const QString xacro = summary("xacro entries against their expansions", m_xacroTally);
    qInfo().noquote() << zero;
    qInfo().noquote() << moved;
    qInfo().noquote() << xacro;

    QFile report(QStringLiteral("oracle_report.txt"));
    if (report.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) {
        QStringList lines {zero, moved, xacro, QString(), QStringLiteral("## joints at zero")};
        lines << m_zeroTally.report << QString() << QStringLiteral("## URDF joints moved");
        lines << m_jointTally.report << QString() << QStringLiteral("## xacro entries");
        lines << m_xacroTally.report;
        report.write(lines.join(QLatin1Char('\n')).toUtf8() + '\n');
        qInfo().noquote() << "oracle report:" << QFileInfo(report).absoluteFilePath();
    }
}

QTEST_GUILESS_MAIN(TestOracle)
#include "tst_oracle.moc"
