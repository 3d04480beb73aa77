// Oracle test for saved edits: files edited by RoboStage stay valid for libsdformat 12 and
// urdfdom, and mean to them what they mean to RoboStage.
//
// GIVEN every .sdf, .world and .urdf file of the corpus that the oracle accepts
// WHEN a link is moved, a visual recoloured and a joint axis turned (tests/corpusedits.h) and
//      the result is saved next to symbolic links to the file's siblings (so relative URIs and
//      includes resolve as in the corpus)
// THEN the oracle accepts the edited file too, and where the oracle and RoboStage agreed on the
//      moved link's world pose before the edit, they agree after it (within 1e-6).
//
// Environment: ROBOSTAGE_ORACLE_FILTER=TEXT runs only the files whose corpus path contains TEXT.

#include "corpus.h"
#include "corpusedits.h"
#include "oracleruns.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <vector>

using namespace robostage;
using oracletest::corpusEnvironment;
using oracletest::Run;
using oracletest::runAll;
using oracletest::writeMirrored;

namespace {

const QString kCorpus = QStringLiteral(ROBOSTAGE_CORPUS_DIR);
const QString kSdformatOracle = QStringLiteral(ORACLE_SDFORMAT);
const QString kUrdfdomOracle = QStringLiteral(ORACLE_URDFDOM);
struct Case
{
    QString edited; // path of the edited copy; empty when nothing was edited
    QString link; // scoped name of the moved link, empty: none
    Pose oursBefore, oursAfter;
    Run before, after;
};

bool isUrdf(const QString &file)
{
    return file.endsWith(QLatin1String(".urdf"), Qt::CaseInsensitive);
}

/// The oracle's `POSE link NAME x y z qw qx qy qz` for `name`.
std::optional<Pose> oraclePose(const QByteArray &out, const QString &name)
{
    const QByteArray prefix = "POSE link " + name.toUtf8() + ' ';
    for (const QByteArray &line : out.split('\n')) {
        if (!line.startsWith(prefix))
            continue;
        const QList<QByteArray> t = line.mid(prefix.size()).simplified().split(' ');
        if (t.size() != 7)
            return std::nullopt;
        return Pose {{t[0].toDouble(), t[1].toDouble(), t[2].toDouble()},
            {t[3].toDouble(), t[4].toDouble(), t[5].toDouble(), t[6].toDouble()}};
    }
    return std::nullopt;
}

bool near(const Pose &a, const Pose &b)
{
    const double tol = 1e-6;
    auto close = [&](double x, double y) {
        return std::abs(x - y) <= tol;
    };
    const bool p = close(a.p.x, b.p.x) && close(a.p.y, b.p.y) && close(a.p.z, b.p.z);
    const Quat &q = a.q, &r = b.q;
    const bool same = close(q.w, r.w) && close(q.x, r.x) && close(q.y, r.y) && close(q.z, r.z);
    const bool opposite
        = close(q.w, -r.w) && close(q.x, -r.x) && close(q.y, -r.y) && close(q.z, -r.z);
    return p && (same || opposite);
}

} // namespace

class TestOracleEdits : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void editedFileAccepted_data();
    void editedFileAccepted();
    void cleanupTestCase();

private:
    QTemporaryDir m_dir;
    std::map<QString, Case> m_cases;
    int m_accepted = 0, m_posesCompared = 0;
};

void TestOracleEdits::initTestCase()
{
    QVERIFY2(QFileInfo(kCorpus).isDir(), qPrintable(kCorpus + QStringLiteral(" missing")));
    QVERIFY(m_dir.isValid());
    const QString filter = qEnvironmentVariable("ROBOSTAGE_ORACLE_FILTER");
    const ResourceResolver resolver = test::corpusResolver();
    QDirIterator it(
        kCorpus, {"*.sdf", "*.world", "*.urdf"}, QDir::Files, QDirIterator::Subdirectories);
    std::vector<Run *> runs;
    while (it.hasNext()) {
        const QString path = it.next();
        const QString file = QDir(kCorpus).relativeFilePath(path);
        const QString oracle = isUrdf(file) ? kUrdfdomOracle : kSdformatOracle;
        if (oracle.isEmpty() || (!filter.isEmpty() && !file.contains(filter)))
            continue;
        edit::EditSession session(path, resolver);
        if (session.document().files().empty())
            continue;
        Case c;
        const test::CorpusEdits edits = test::applyCorpusEdits(session);
        if (edits.link.name.isEmpty() && edits.visual.name.isEmpty() && edits.joint.name.isEmpty())
            continue;
        // One folder per file, so that its siblings are links and it alone a real file.
        const QString root = m_dir.filePath(QString::number(m_cases.size()));
        c.edited = root + QLatin1Char('/') + file;
        if (!writeMirrored(root, file, session.bytes(session.path())))
            QFAIL(qPrintable(QStringLiteral("cannot write ") + c.edited));
        c.link = edits.link.name;
        auto linkPose = [&](const Document &doc) {
            for (FrameId id = 1; id < doc.frames().size(); ++id) {
                const FrameNode &n = doc.frames().node(id);
                if (n.kind == FrameKind::Link && n.scopedName == c.link)
                    return doc.frames().worldPose(id);
            }
            return Pose();
        };
        c.oursAfter = linkPose(session.document());
        while (session.undoStack()->canUndo())
            session.undoStack()->undo();
        c.oursBefore = linkPose(session.document());
        const QString repair = QStringLiteral("--repair");
        c.before = {oracle, isUrdf(file) ? QStringList {repair, path} : QStringList {path}};
        c.after = {oracle, isUrdf(file) ? QStringList {repair, c.edited} : QStringList {c.edited}};
        m_cases[file] = c;
    }
    for (auto &[file, c] : m_cases)
        runs.insert(runs.end(), {&c.before, &c.after});
    runAll(runs, corpusEnvironment());
}

void TestOracleEdits::editedFileAccepted_data()
{
    QTest::addColumn<QString>("file");
    if (m_cases.empty())
        QSKIP("no corpus file to edit");
    for (const auto &entry : m_cases)
        QTest::newRow(qPrintable(entry.first)) << entry.first;
}

void TestOracleEdits::editedFileAccepted()
{
    QFETCH(QString, file);
    const Case &c = m_cases.at(file);
    if (!c.before.ok())
        QSKIP("the oracle rejects the original file");
    QVERIFY2(c.after.ok(),
        qPrintable(QStringLiteral("the oracle rejects the edited file %1: %2")
                       .arg(c.edited, QString::fromUtf8(c.after.err.left(1500)))));
    ++m_accepted;
    if (c.link.isEmpty())
        return;
    const std::optional<Pose> before = oraclePose(c.before.out, c.link);
    if (!before || !near(*before, c.oursBefore)) {
        qInfo("pose not compared: %s", before ? "disagreed before" : "oracle has no such link");
        return; // they disagreed before the edit (tst_oracle reports that)
    }
    const std::optional<Pose> after = oraclePose(c.after.out, c.link);
    QVERIFY2(
        after, qPrintable(c.link + QStringLiteral(": no pose from the oracle after the edit")));
    QVERIFY2(near(*after, c.oursAfter),
        qPrintable(QStringLiteral("%1: oracle %2 %3 %4, robostage %5 %6 %7")
                       .arg(c.link)
                       .arg(after->p.x)
                       .arg(after->p.y)
                       .arg(after->p.z)
                       .arg(c.oursAfter.p.x)
                       .arg(c.oursAfter.p.y)
                       .arg(c.oursAfter.p.z)));
    ++m_posesCompared;
}

void TestOracleEdits::cleanupTestCase()
{
    qInfo("oracle edits: %d edited files accepted by the oracle, moved link's pose agreed in %d",
        m_accepted, m_posesCompared);
}

QTEST_GUILESS_MAIN(TestOracleEdits)
#include "tst_oracle_edits.moc"
