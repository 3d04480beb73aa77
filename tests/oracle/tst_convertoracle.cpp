// Oracle test of `robostage convert` on the whole corpus.
//
// urdfToSdf: GIVEN every corpus .urdf file
//   WHEN `robostage convert FILE OUT.sdf` runs
//   THEN it exits 0 (or 1 when FILE has load errors: skipped, with the reason),
//        libsdformat 12 accepts OUT (sdformat_poses), OUT has as many joints as FILE, and the
//        world poses of links, joints, visuals, collisions and frames printed by
//        `robostage poses` and by sdformat_poses on OUT equal `robostage poses FILE` (1e-6);
//        with the joints that `urdfdom_poses --auto-joints` moves at its values, the poses of
//        `robostage poses --joint` on OUT equal those on FILE.
// sdfToUrdf: GIVEN every corpus .sdf/.world file
//   WHEN `robostage convert FILE OUT.urdf` runs
//   THEN it exits 0, or 1 with an error saying why URDF cannot express FILE (skipped, with the
//        reason); after 0, urdfdom accepts OUT (urdfdom_poses without --repair), OUT has as
//        many joints as FILE, and the poses of `robostage poses` and urdfdom_poses on OUT equal
//        `robostage poses FILE` up to one rigid shift (a URDF robot starts at its root link),
//        at zero and at the joint values urdfdom_poses --auto-joints picks on OUT.
//
// Names and exemptions come from the conversion's own warnings (formats pinned in
// model/convert): renamed entities ("joint 'A' is written as 'B'"), link frames moved onto
// their joint frame ("link 'L' is written in the frame of joint …", SDF → URDF) and entities
// left out (their name quoted in a warning). A declared URDF `world` link has no SDFormat
// counterpart; urdfdom prints no frames and drops the rest of a link after a Drake capsule.
// Everything else must match.
//
// cleanupTestCase prints the counts and writes convert_oracle_report.txt.

#include "corpus.h"
#include "oracleruns.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace oracletest;

namespace {

const QString kCorpus = QStringLiteral(ROBOSTAGE_CORPUS_DIR);
const QString kRobostage
    = qEnvironmentVariable("ROBOSTAGE_BINARY", QStringLiteral(ROBOSTAGE_BINARY));
const QString kSdformatOracle = QStringLiteral(ORACLE_SDFORMAT);
const QString kUrdfdomOracle = QStringLiteral(ORACLE_URDFDOM);

struct Case
{
    QString file; // relative to the corpus
    bool toSdf = true;
    QString output;
    Run convert, original, converted, oracle, oracleJoints, originalJoints, convertedJoints;
    QStringList jointArguments, convertedJointArguments;
};

/// What the conversion's warnings say about names: renamed keys, exempt keys, left-out names.
struct Notes
{
    QHash<QString, QString> renamed; // "joint m::a" -> "joint m::a_joint"
    QStringList moved; // "link m::l"
    QString warnings;
};

Notes readNotes(const QByteArray &err, const QString &model)
{
    Notes notes;
    notes.warnings = QString::fromUtf8(err);
    static const QRegularExpression renamed(
        QStringLiteral("(joint|frame) '([^']+)' is written as '([^']+)'"));
    static const QRegularExpression renamedItem(
        QStringLiteral("(visual|collision) '([^']+)' of link '([^']+)' is written as '([^']+)'"));
    static const QRegularExpression moved(
        QStringLiteral("link '([^']+)' is written in the frame of joint"));
    const QString scope = model + QStringLiteral("::");
    for (auto it = renamed.globalMatch(notes.warnings); it.hasNext();) {
        const auto m = it.next();
        notes.renamed.insert(m.captured(1) + QLatin1Char(' ') + scope + m.captured(2),
            m.captured(1) + QLatin1Char(' ') + scope + m.captured(3));
    }
    for (auto it = renamedItem.globalMatch(notes.warnings); it.hasNext();) {
        const auto m = it.next();
        const QString link = scope + m.captured(3) + QStringLiteral("::");
        notes.renamed.insert(m.captured(1) + QLatin1Char(' ') + link + m.captured(2),
            m.captured(1) + QLatin1Char(' ') + link + m.captured(4));
    }
    for (auto it = moved.globalMatch(notes.warnings); it.hasNext();)
        notes.moved << QStringLiteral("link ") + scope + it.next().captured(1);
    return notes;
}

QString modelName(const std::vector<Entity> &poses)
{
    for (const Entity &e : poses) {
        if (e.kind == QLatin1String("model"))
            return e.name;
    }
    return {};
}

int countKind(const std::vector<Entity> &poses, const char *kind)
{
    int n = 0;
    for (const Entity &e : poses)
        n += e.kind == QLatin1String(kind);
    return n;
}

/// Compares every entity of `expected` (the original) with `actual` (from the converted file),
/// after renaming and the rigid shift; `partial` allows kinds `actual` never prints (urdfdom
/// prints no frames). Returns the mismatches.
QStringList compareConverted(const std::vector<Entity> &expected, const std::vector<Entity> &actual,
    const Notes &notes, bool shift, bool partial)
{
    QHash<QString, const Entity *> byKey;
    for (const Entity &e : actual)
        byKey.insert(e.key(), &e);
    // A URDF robot starts at its root link: anchor on a link the URDF puts at the origin.
    oracle::Pose X_shift;
    if (shift) {
        for (const Entity &e : expected) {
            const Entity *a = byKey.value(e.key());
            if (e.kind == QLatin1String("link") && a && !notes.moved.contains(e.key())
                && isIdentity(a->pose())) {
                X_shift = e.pose();
                break;
            }
        }
    }
    QStringList mismatches;
    for (const Entity &e : expected) {
        if (e.kind == QLatin1String("model") || e.kind == QLatin1String("light")
            || notes.moved.contains(e.key()))
            continue;
        const QString key = notes.renamed.value(e.key(), e.key());
        const Entity *a = byKey.value(key);
        if (!a) {
            const QString last = e.name.section(QStringLiteral("::"), -1);
            const bool reported
                = notes.warnings.contains(QLatin1Char('\'') + last + QLatin1Char('\''));
            const bool urdfWorld
                = e.kind == QLatin1String("link") && last == QLatin1String("world");
            // urdfdom prints no frames, and stops reading a link at a Drake <capsule>.
            const QString link = e.name.section(QStringLiteral("::"), -2, -2);
            const bool afterCapsule = partial && e.kind != QLatin1String("link")
                && QRegularExpression(QStringLiteral("capsule of \\w+ '[^']*' of link '%1'")
                                          .arg(QRegularExpression::escape(link)))
                       .match(notes.warnings)
                       .hasMatch();
            const bool skipped = partial && (e.kind == QLatin1String("frame") || afterCapsule);
            if (!reported && !urdfWorld && !skipped)
                mismatches << key + QStringLiteral(": missing");
            continue;
        }
        if (!samePose(oracle::compose(X_shift, a->pose()), e.pose()))
            mismatches << QStringLiteral("%1: %2, expected %3")
                              .arg(key, poseText(oracle::compose(X_shift, a->pose())),
                                  poseText(e.pose()));
    }
    return mismatches;
}

} // namespace

class TestConvertOracle : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void urdfToSdf_data() { rows(true); }
    void urdfToSdf() { check(); }
    void sdfToUrdf_data() { rows(false); }
    void sdfToUrdf() { check(); }

private:
    void rows(bool toSdf);
    void check();
    void fail(Case &c, const QString &why);

    QTemporaryDir m_dir;
    std::map<QString, Case> m_cases;
    QStringList m_report;
    int m_passed[2] = {}, m_failed[2] = {}, m_skipped[2] = {};
};

void TestConvertOracle::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFileInfo(kCorpus).isDir(), qPrintable(kCorpus + QStringLiteral(" missing")));
    const QString filter = qEnvironmentVariable("ROBOSTAGE_ORACLE_FILTER");
    const QDir corpus(kCorpus);
    QDirIterator it(kCorpus,
        {QStringLiteral("*.sdf"), QStringLiteral("*.world"), QStringLiteral("*.urdf")}, QDir::Files,
        QDirIterator::Subdirectories);
    int index = 0;
    while (it.hasNext()) {
        const QString path = it.next();
        const QString file = corpus.relativeFilePath(path);
        if (!filter.isEmpty() && !file.contains(filter))
            continue;
        Case &c = m_cases[file];
        c.file = file;
        c.toSdf = file.endsWith(QLatin1String(".urdf"));
        c.output = m_dir.filePath(
            QStringLiteral("%1.%2").arg(++index).arg(c.toSdf ? QStringLiteral("sdf") : "urdf"));
    }
    const QProcessEnvironment env = corpusEnvironment();
    const auto original = [&](const Case &c) {
        return corpus.filePath(c.file);
    };

    // 1: convert, the original's poses, and the joint values for URDF originals.
    std::vector<Run *> runs;
    for (auto &[file, c] : m_cases) {
        c.convert = {kRobostage, {QStringLiteral("convert"), original(c), c.output}};
        c.original = {kRobostage, {QStringLiteral("poses"), original(c)}};
        runs << &c.convert << &c.original;
        if (c.toSdf && !kUrdfdomOracle.isEmpty()) {
            c.oracleJoints = {kUrdfdomOracle,
                {QStringLiteral("--repair"), QStringLiteral("--auto-joints"), original(c)}};
            runs << &c.oracleJoints;
        }
    }
    runAll(runs, env);

    // 2: the oracle and robostage on each converted file.
    runs.clear();
    for (auto &[file, c] : m_cases) {
        if (!c.convert.ok())
            continue;
        c.converted = {kRobostage, {QStringLiteral("poses"), c.output}};
        runs << &c.converted;
        const QString oracle = c.toSdf ? kSdformatOracle : kUrdfdomOracle;
        if (!oracle.isEmpty()) {
            c.oracle = {oracle, {c.output}};
            runs << &c.oracle;
        }
        if (!c.toSdf && !kUrdfdomOracle.isEmpty()) {
            c.oracleJoints = {kUrdfdomOracle, {QStringLiteral("--auto-joints"), c.output}};
            runs << &c.oracleJoints;
        }
    }
    runAll(runs, env);

    // 3: both files at the oracle's joint values.
    runs.clear();
    for (auto &[file, c] : m_cases) {
        if (!c.convert.ok() || !c.oracleJoints.ok())
            continue;
        const QString model = modelName(parsePoses(c.original.out));
        const Notes notes = readNotes(c.convert.err, model);
        for (const JointValue &v : jointValues(c.oracleJoints.out)) {
            const QString name = model + QStringLiteral("::") + v.name;
            const QString renamed
                = notes.renamed
                      .value(QStringLiteral("joint ") + name, QStringLiteral("joint ") + name)
                      .mid(6);
            c.jointArguments << QStringLiteral("--joint") << name + QLatin1Char('=') + v.value;
            c.convertedJointArguments << QStringLiteral("--joint")
                                      << renamed + QLatin1Char('=') + v.value;
        }
        if (c.jointArguments.isEmpty())
            continue;
        c.originalJoints
            = {kRobostage, QStringList {QStringLiteral("poses"), original(c)} + c.jointArguments};
        c.convertedJoints = {kRobostage,
            QStringList {QStringLiteral("poses"), c.output} + c.convertedJointArguments};
        runs << &c.originalJoints << &c.convertedJoints;
    }
    runAll(runs, env);
}

void TestConvertOracle::rows(bool toSdf)
{
    QTest::addColumn<QString>("file");
    for (const auto &[file, c] : m_cases) {
        if (c.toSdf == toSdf)
            QTest::newRow(qPrintable(file)) << file;
    }
}

void TestConvertOracle::fail(Case &c, const QString &why)
{
    ++m_failed[c.toSdf];
    m_report << QStringLiteral("FAIL   %1: %2").arg(c.file, why);
    QFAIL(qPrintable(why));
}

void TestConvertOracle::check()
{
    QFETCH(QString, file);
    Case &c = m_cases.at(file);
    const int direction = c.toSdf;
    if (!c.convert.finished || (c.convert.exitCode != 0 && c.convert.exitCode != 1))
        return fail(c,
            QStringLiteral("convert %1: %2")
                .arg(c.convert.outcome(), QString::fromUtf8(c.convert.err)));
    if (c.convert.exitCode == 1) {
        // Not convertible (SDF → URDF) or not loadable: an error line must say why.
        QString reason;
        for (const QByteArray &line : c.convert.err.split('\n')) {
            if (line.contains(": error: ")) {
                reason = QString::fromUtf8(line.mid(line.indexOf(": error: ") + 9));
                break;
            }
        }
        if (reason.isEmpty())
            return fail(c, QStringLiteral("convert exits 1 without an error line"));
        ++m_skipped[direction];
        m_report << QStringLiteral("SKIP   %1: %2").arg(file, reason.left(300));
        QSKIP(qPrintable(QStringLiteral("not converted: ") + reason));
    }
    if (!c.oracle.program.isEmpty() && !c.oracle.ok())
        return fail(c,
            QStringLiteral("the oracle rejects the converted file: %1: %2")
                .arg(c.oracle.outcome(), QString::fromUtf8(c.oracle.err.left(600))));
    const std::vector<Entity> expected = parsePoses(c.original.out);
    const std::vector<Entity> ours = parsePoses(c.converted.out);
    if (countKind(expected, "joint") != countKind(ours, "joint"))
        return fail(c,
            QStringLiteral("%1 joints converted to %2")
                .arg(countKind(expected, "joint"))
                .arg(countKind(ours, "joint")));
    const Notes notes = readNotes(c.convert.err, modelName(expected));
    const bool shift = !c.toSdf;
    QStringList mismatches = compareConverted(expected, ours, notes, shift, false);
    if (!c.oracle.program.isEmpty())
        for (const QString &m :
            compareConverted(expected, parsePoses(c.oracle.out), notes, shift, true))
            mismatches << QStringLiteral("oracle: ") + m;
    if (!c.jointArguments.isEmpty()) {
        const std::vector<Entity> moved = parsePoses(c.originalJoints.out);
        for (const QString &m :
            compareConverted(moved, parsePoses(c.convertedJoints.out), notes, shift, false))
            mismatches << QStringLiteral("at joint values: ") + m;
        if (!c.toSdf) {
            for (const QString &m :
                compareConverted(moved, parsePoses(c.oracleJoints.out), notes, shift, true))
                mismatches << QStringLiteral("oracle at joint values: ") + m;
        }
    }
    if (!mismatches.isEmpty())
        return fail(c,
            QStringLiteral("%1 poses differ%2:\n  %3")
                .arg(mismatches.size())
                .arg(c.jointArguments.isEmpty() ? QString()
                                                : QStringLiteral(" (")
                            + c.jointArguments.join(QLatin1Char(' ')) + QLatin1Char(')'))
                .arg(mismatches.mid(0, 20).join(QStringLiteral("\n  "))));
    ++m_passed[direction];
    m_report << QStringLiteral("PASS   %1: %2 entities, %3 joints%4")
                    .arg(file)
                    .arg(expected.size())
                    .arg(countKind(expected, "joint"))
                    .arg(c.jointArguments.isEmpty() ? QStringLiteral(", none moved")
                                                    : QStringLiteral(", moved"));
}

void TestConvertOracle::cleanupTestCase()
{
    const auto summary = [&](int d, const char *what) {
        return QStringLiteral("convert oracle summary (%1): %2 converted and agree, %3 fail, %4 "
                              "not converted")
            .arg(QString::fromLatin1(what))
            .arg(m_passed[d])
            .arg(m_failed[d])
            .arg(m_skipped[d]);
    };
    const QStringList lines {summary(1, "URDF -> SDFormat"), summary(0, "SDFormat -> URDF")};
    for (const QString &line : lines)
        qInfo().noquote() << line;
    QFile report(QStringLiteral("convert_oracle_report.txt"));
    if (report.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text)) {
        report.write(
            (lines + QStringList {QString()} + m_report).join(QLatin1Char('\n')).toUtf8() + '\n');
        qInfo().noquote() << "report:" << QFileInfo(report).absoluteFilePath();
    }
}

QTEST_GUILESS_MAIN(TestConvertOracle)
#include "tst_convertoracle.moc"
