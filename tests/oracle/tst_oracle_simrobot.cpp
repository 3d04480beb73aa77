// Oracle test of `robostage convert SCENE.ros2 OUT.sdf` on every SimRobot scene of the corpus
// (issue 5).
//
// GIVEN every corpus .ros2/.ros3 scene
//   WHEN `robostage convert SCENE OUT.sdf` runs
//   THEN it exits 0; libsdformat 12 (sdformat_poses) loads OUT without any error; every mesh
//        URI of OUT names an OBJ file that was written next to it; the entities printed by
//        `robostage poses OUT` and by sdformat_poses on OUT are those of `robostage poses
//        SCENE` (names equal, after the renames the conversion reports; the only extra
//        entities are the joints it reports as fixing a compound to the world) and every
//        world pose agrees within 1e-6 (metres, quaternion components); with every joint moved
//        to 0.37 (rad or m), `robostage poses --joint` agrees on SCENE and OUT as well (a
//        joint with `<Deflection init>` at 0.37 − init on OUT, whose zero is the start).
//
// cleanupTestCase prints the counts and the largest differences and writes
// simrobot_oracle_report.txt.

#include "corpus.h"
#include "oracleruns.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace oracletest;

namespace {

const QString kRobostage
    = qEnvironmentVariable("ROBOSTAGE_BINARY", QStringLiteral(ROBOSTAGE_BINARY));
const QString kSdformatOracle = QStringLiteral(ORACLE_SDFORMAT);
constexpr double kMoved = 0.37;

struct Case
{
    QString file; // relative to the corpus
    QString output;
    Run convert, original, converted, oracle, originalMoved, convertedMoved;
};

/// "KIND 'FROM' is written as 'TO'" warnings of the conversion, in the order given.
struct Rename
{
    QString kind;
    QStringList from, to;
};

std::vector<Rename> renames(const QByteArray &err)
{
    static const QRegularExpression re(
        QStringLiteral("(model|link|joint) '([^']+)' is written as '([^']+)'"));
    std::vector<Rename> out;
    for (auto it = re.globalMatch(QString::fromUtf8(err)); it.hasNext();) {
        const auto m = it.next();
        out.push_back({m.captured(1), m.captured(2).split(QStringLiteral("::")),
            m.captured(3).split(QStringLiteral("::"))});
    }
    return out;
}

/// The name `e` has in the converted file: a model rename changes the model path of the
/// entity, a link rename the link part of a link, visual or collision, a joint rename the joint.
QString renamed(const Entity &e, const std::vector<Rename> &list)
{
    QStringList parts = e.name.split(QStringLiteral("::"));
    const bool shape = e.kind == QLatin1String("visual") || e.kind == QLatin1String("collision");
    const qsizetype modelDepth = parts.size()
        - (e.kind == QLatin1String("model") ? 0
                : shape                     ? 2
                                            : 1);
    const qsizetype linkDepth = shape     ? parts.size() - 1
        : e.kind == QLatin1String("link") ? parts.size()
                                          : -1;
    for (const Rename &r : list) {
        const qsizetype n = r.from.size();
        const bool prefix = n <= parts.size() && parts.mid(0, n) == r.from;
        const bool applies = (r.kind == QLatin1String("model") && n <= modelDepth)
            || (r.kind == QLatin1String("link") && n == linkDepth)
            || (r.kind == QLatin1String("joint") && e.kind == r.kind && n == parts.size());
        if (prefix && applies)
            parts = r.to + parts.mid(n);
    }
    return parts.join(QStringLiteral("::"));
}

/// Initial positions of the joints the conversion wrote at their start ("joint 'NAME' starts
/// at its <Deflection init> VALUE rad"): OUT's position is SCENE's minus VALUE.
QHash<QString, double> initialPositions(const QByteArray &err)
{
    static const QRegularExpression re(
        QStringLiteral("joint '([^']+)' starts at its <Deflection init> ([-+0-9.eE]+) "));
    QHash<QString, double> out;
    for (auto it = re.globalMatch(QString::fromUtf8(err)); it.hasNext();) {
        const auto m = it.next();
        out.insert(m.captured(1), m.captured(2).toDouble());
    }
    return out;
}

/// Joints the conversion added ("joint 'NAME' fixes compound …").
QSet<QString> addedJoints(const QByteArray &err)
{
    static const QRegularExpression re(QStringLiteral("joint '([^']+)' fixes compound"));
    QSet<QString> out;
    for (auto it = re.globalMatch(QString::fromUtf8(err)); it.hasNext();)
        out.insert(QStringLiteral("joint ") + it.next().captured(1));
    return out;
}

double positionDifference(const oracle::Pose &a, const oracle::Pose &b)
{
    return std::max({std::abs(a.x - b.x), std::abs(a.y - b.y), std::abs(a.z - b.z)});
}

double rotationDifference(const oracle::Pose &a, const oracle::Pose &b)
{
    const double same = std::max({std::abs(a.qw - b.qw), std::abs(a.qx - b.qx),
        std::abs(a.qy - b.qy), std::abs(a.qz - b.qz)});
    const double opposite = std::max({std::abs(a.qw + b.qw), std::abs(a.qx + b.qx),
        std::abs(a.qy + b.qy), std::abs(a.qz + b.qz)});
    return std::min(same, opposite);
}

} // namespace

class TestOracleSimRobot : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void convert_data();
    void convert();

private:
    /// Mismatches between `expected` (the scene) and `actual` (a converted file's poses).
    QStringList compare(const std::vector<Entity> &expected, const std::vector<Entity> &actual,
        const QByteArray &convertErr);

    QTemporaryDir m_dir;
    std::map<QString, Case> m_cases;
    QStringList m_report;
    int m_passed = 0, m_failed = 0, m_compared = 0;
    double m_maxPosition = 0, m_maxRotation = 0;
};

void TestOracleSimRobot::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QStringList scenes = robostage::test::corpusSimRobotScenes();
    if (scenes.isEmpty())
        QSKIP("the corpus has no SimRobot scenes");
    const QDir corpus(robostage::test::corpusDir());
    int index = 0;
    for (const QString &file : scenes) {
        Case &c = m_cases[file];
        c.file = file;
        // One folder per scene: each writes its own NAME_meshes/ next to OUT.
        c.output = m_dir.filePath(
            QStringLiteral("%1/%2.sdf").arg(++index).arg(QFileInfo(file).completeBaseName()));
        QDir().mkpath(QFileInfo(c.output).path());
        c.convert = {kRobostage, {QStringLiteral("convert"), corpus.filePath(file), c.output}};
        c.original = {kRobostage, {QStringLiteral("poses"), corpus.filePath(file)}};
    }
    const QProcessEnvironment env = corpusEnvironment();
    std::vector<Run *> runs;
    for (auto &[file, c] : m_cases)
        runs << &c.convert << &c.original;
    runAll(runs, env);

    runs.clear();
    for (auto &[file, c] : m_cases) {
        if (!c.convert.ok())
            continue;
        c.converted = {kRobostage, {QStringLiteral("poses"), c.output}};
        c.oracle = {kSdformatOracle, {c.output}};
        runs << &c.converted << &c.oracle;
        const std::vector<Rename> list = renames(c.convert.err);
        const QHash<QString, double> initial = initialPositions(c.convert.err);
        QStringList original, converted;
        for (const Entity &e : parsePoses(c.original.out)) {
            if (e.kind != QLatin1String("joint"))
                continue;
            original << QStringLiteral("--joint")
                     << e.name + QLatin1Char('=') + QString::number(kMoved, 'g', 17);
            converted << QStringLiteral("--joint")
                      << renamed(e, list) + QLatin1Char('=')
                    + QString::number(kMoved - initial.value(e.name), 'g', 17);
        }
        if (original.isEmpty())
            continue;
        c.originalMoved
            = {kRobostage, QStringList {QStringLiteral("poses"), corpus.filePath(file)} + original};
        c.convertedMoved
            = {kRobostage, QStringList {QStringLiteral("poses"), c.output} + converted};
        runs << &c.originalMoved << &c.convertedMoved;
    }
    runAll(runs, env);
}

void TestOracleSimRobot::convert_data()
{
    QTest::addColumn<QString>("file");
    for (const auto &[file, c] : m_cases)
        QTest::newRow(qPrintable(file)) << file;
}

QStringList TestOracleSimRobot::compare(const std::vector<Entity> &expected,
    const std::vector<Entity> &actual, const QByteArray &convertErr)
{
    const std::vector<Rename> list = renames(convertErr);
    QSet<QString> allowedExtra = addedJoints(convertErr);
    QHash<QString, const Entity *> byKey;
    for (const Entity &e : actual)
        byKey.insert(e.key(), &e);
    QStringList mismatches;
    for (const Entity &e : expected) {
        const QString key = e.kind + QLatin1Char(' ') + renamed(e, list);
        const Entity *a = byKey.value(key);
        if (!a) {
            mismatches << key + QStringLiteral(": missing");
            continue;
        }
        byKey.remove(key);
        ++m_compared;
        const double dp = positionDifference(a->pose(), e.pose());
        const double dq = rotationDifference(a->pose(), e.pose());
        m_maxPosition = std::max(m_maxPosition, dp);
        m_maxRotation = std::max(m_maxRotation, dq);
        if (dp > kTolerance || dq > kTolerance)
            mismatches << QStringLiteral("%1: %2, expected %3")
                              .arg(key, poseText(a->pose()), poseText(e.pose()));
    }
    for (const QString &key : byKey.keys()) {
        if (!allowedExtra.contains(key))
            mismatches << key + QStringLiteral(": not in the scene");
    }
    return mismatches;
}

void TestOracleSimRobot::convert()
{
    QFETCH(QString, file);
    Case &c = m_cases.at(file);
    const auto fail = [&](const QString &why) {
        ++m_failed;
        m_report << QStringLiteral("FAIL   %1: %2").arg(file, why);
        QFAIL(qPrintable(why));
    };
    if (!c.convert.ok())
        return fail(QStringLiteral("convert %1: %2")
                        .arg(c.convert.outcome(), QString::fromUtf8(c.convert.err.left(2000))));
    // libsdformat accepts OUT: exit 0 and not even a tolerated error on stderr.
    if (!c.oracle.ok() || !c.oracle.err.trimmed().isEmpty())
        return fail(QStringLiteral("libsdformat rejects the converted file: %1: %2")
                        .arg(c.oracle.outcome(), QString::fromUtf8(c.oracle.err.left(2000))));
    // Every mesh the SDF names was written next to it.
    QFile sdf(c.output);
    QVERIFY(sdf.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(sdf.readAll());
    static const QRegularExpression uri(QStringLiteral("<uri>([^<]+)</uri>"));
    int meshes = 0;
    for (auto it = uri.globalMatch(text); it.hasNext();) {
        const QString path = QFileInfo(c.output).dir().filePath(it.next().captured(1));
        QFile obj(path);
        if (!obj.open(QIODevice::ReadOnly) || !obj.readAll().contains("\nf "))
            return fail(QStringLiteral("mesh %1 is missing or has no faces").arg(path));
        ++meshes;
    }

    const std::vector<Entity> expected = parsePoses(c.original.out);
    QVERIFY(!expected.empty());
    QStringList mismatches;
    for (const QString &m : compare(expected, parsePoses(c.converted.out), c.convert.err))
        mismatches << QStringLiteral("robostage: ") + m;
    for (const QString &m : compare(expected, parsePoses(c.oracle.out), c.convert.err))
        mismatches << QStringLiteral("libsdformat: ") + m;
    if (!c.originalMoved.program.isEmpty()) {
        if (!c.originalMoved.ok() || !c.convertedMoved.ok())
            return fail(QStringLiteral("poses --joint: %1 / %2: %3")
                            .arg(c.originalMoved.outcome(), c.convertedMoved.outcome(),
                                QString::fromUtf8(c.convertedMoved.err.left(1000))));
        for (const QString &m : compare(
                 parsePoses(c.originalMoved.out), parsePoses(c.convertedMoved.out), c.convert.err))
            mismatches << QStringLiteral("joints at %1: ").arg(kMoved) + m;
    }
    if (!mismatches.isEmpty())
        return fail(QStringLiteral("%1 mismatches:\n  %2")
                        .arg(mismatches.size())
                        .arg(mismatches.mid(0, 20).join(QStringLiteral("\n  "))));
    ++m_passed;
    m_report << QStringLiteral("PASS   %1: %2 entities, %3 mesh references")
                    .arg(file)
                    .arg(expected.size())
                    .arg(meshes);
}

void TestOracleSimRobot::cleanupTestCase()
{
    const QString summary
        = QStringLiteral("simrobot oracle summary: %1 scenes converted and agree, %2 fail; %3 "
                         "poses compared, largest difference %4 m, %5 (quaternion)")
              .arg(m_passed)
              .arg(m_failed)
              .arg(m_compared)
              .arg(m_maxPosition, 0, 'g', 3)
              .arg(m_maxRotation, 0, 'g', 3);
    qInfo().noquote() << summary;
    QFile report(QStringLiteral("simrobot_oracle_report.txt"));
    if (report.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text))
        report.write(
            (QStringList {summary, QString()} + m_report).join(QLatin1Char('\n')).toUtf8() + '\n');
}

QTEST_GUILESS_MAIN(TestOracleSimRobot)
#include "tst_oracle_simrobot.moc"
