// Oracle test for Delete and Duplicate (model/edit/structurecommands.h): files where RoboStage
// deleted or duplicated entities stay valid for libsdformat 12 and urdfdom, and the copies mean
// to them what the originals mean.
//
// GIVEN every .sdf, .world and .urdf file of the corpus that the oracle accepts
// WHEN the first visual of the opened file is duplicated, the first link is duplicated
//      (URDF: the first that is not the root, with its parent joint and subtree), and the
//      first link that DeleteEntity accepts is deleted; the result saved
//      next to symbolic links to the file's siblings
// THEN the oracle accepts the edited file too, and where the oracle printed the pose of the
//      duplicated visual before, it prints the same pose for the copy after (within 1e-6).
//
// Environment: ROBOSTAGE_ORACLE_FILTER=TEXT runs only the files whose corpus path contains TEXT.

#include "corpus.h"
#include "edit/editsession.h"
#include "edit/structurecommands.h"
#include "oracleruns.h"

#include <QDirIterator>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <optional>

using namespace robostage;
using oracletest::corpusEnvironment;
using oracletest::Run;

namespace {

const QString kCorpus = QStringLiteral(ROBOSTAGE_CORPUS_DIR);

struct Case
{
    QString edited;
    QStringList edits; ///< what was done, for messages
    QString visual, visualCopy; ///< scoped names of the duplicated visual and its copy
    Run before, after;
};

bool isUrdf(const QString &file)
{
    return file.endsWith(QLatin1String(".urdf"), Qt::CaseInsensitive);
}

int mainFile(const Document &doc)
{
    for (size_t i = 0; i < doc.files().size(); ++i) {
        if (doc.files()[i].path == doc.path())
            return int(i);
    }
    return -1;
}

/// Tries `make(id)` on up to 25 nodes of `kind` in the opened file until a command is pushed;
/// returns the scoped name of the node it worked on (empty: none).
template<class Make> QString applyFirst(edit::EditSession &s, FrameKind kind, Make make)
{
    const int main = mainFile(s.document());
    for (FrameId id = 1, tried = 0; id < s.document().frames().size() && tried < 25; ++id) {
        const FrameNode node = s.document().frames().node(id);
        if (node.kind != kind || node.source.file != main)
            continue;
        ++tried;
        edit::EditResult result;
        if (make(id, result))
            return node.scopedName;
    }
    return QString();
}

std::optional<oracle::Pose> oraclePose(const QByteArray &out, const QString &key)
{
    for (const oracletest::Entity &e : oracletest::parsePoses(out)) {
        if (e.key() == key)
            return e.pose();
    }
    return std::nullopt;
}

} // namespace

class TestOracleStructure : public QObject
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
    int m_accepted = 0, m_copiesCompared = 0;
};

void TestOracleStructure::initTestCase()
{
    QVERIFY2(QFileInfo(kCorpus).isDir(), qPrintable(kCorpus + QStringLiteral(" missing")));
    QVERIFY(m_dir.isValid());
    const QString filter = qEnvironmentVariable("ROBOSTAGE_ORACLE_FILTER");
    const ResourceResolver resolver = test::corpusResolver();
    for (const QString &file : test::corpusDescriptionFiles()) {
        const QString oracle = QString::fromUtf8(isUrdf(file) ? ORACLE_URDFDOM : ORACLE_SDFORMAT);
        if (oracle.isEmpty() || (!filter.isEmpty() && !file.contains(filter)))
            continue;
        edit::EditSession s(kCorpus + QLatin1Char('/') + file, resolver);
        if (s.document().files().empty())
            continue;
        Case c;
        auto push = [&s](std::unique_ptr<QUndoCommand> command, edit::EditResult &result) {
            return s.push(std::move(command), result).ok && result.error.isEmpty();
        };
        c.visual = applyFirst(s, FrameKind::Visual, [&](FrameId id, edit::EditResult &r) {
            auto command = edit::DuplicateEntity::create(s, id, {}, r);
            if (command)
                c.visualCopy = command->copySpec().section(QLatin1Char(':'), 1);
            return command && push(std::move(command), r);
        });
        if (!c.visual.isEmpty())
            c.edits << "duplicate visual " + c.visual;
        const QString link = applyFirst(s, FrameKind::Link, [&](FrameId id, edit::EditResult &r) {
            auto command = edit::DuplicateEntity::create(s, id, {}, r);
            return command && push(std::move(command), r);
        });
        if (!link.isEmpty())
            c.edits << "duplicate link " + link;
        const QString deleted
            = applyFirst(s, FrameKind::Link, [&](FrameId id, edit::EditResult &r) {
                  auto command = edit::DeleteEntity::create(s, id, r);
                  return command && push(std::move(command), r);
              });
        if (!deleted.isEmpty())
            c.edits << "delete link " + deleted;
        if (c.edits.isEmpty())
            continue;
        const QString root = m_dir.filePath(QString::number(m_cases.size()));
        c.edited = root + QLatin1Char('/') + file;
        if (!oracletest::writeMirrored(root, file, s.bytes(s.path())))
            QFAIL(qPrintable(QStringLiteral("cannot write ") + c.edited));
        const QString repair = QStringLiteral("--repair");
        const QString path = kCorpus + QLatin1Char('/') + file;
        c.before = {oracle, isUrdf(file) ? QStringList {repair, path} : QStringList {path}};
        c.after = {oracle, isUrdf(file) ? QStringList {repair, c.edited} : QStringList {c.edited}};
        m_cases[file] = c;
    }
    std::vector<Run *> runs;
    for (auto &[file, c] : m_cases)
        runs.insert(runs.end(), {&c.before, &c.after});
    oracletest::runAll(runs, corpusEnvironment());
}

void TestOracleStructure::editedFileAccepted_data()
{
    QTest::addColumn<QString>("file");
    if (m_cases.empty())
        QSKIP("no corpus file to edit");
    for (const auto &entry : m_cases)
        QTest::newRow(qPrintable(entry.first)) << entry.first;
}

void TestOracleStructure::editedFileAccepted()
{
    QFETCH(QString, file);
    const Case &c = m_cases.at(file);
    if (!c.before.ok())
        QSKIP("the oracle rejects the original file");
    QVERIFY2(c.after.ok(),
        qPrintable(QStringLiteral("the oracle rejects %1 after %2: %3")
                       .arg(c.edited, c.edits.join(QStringLiteral(", ")),
                           QString::fromUtf8(c.after.err.left(1500)))));
    ++m_accepted;
    if (c.visual.isEmpty())
        return;
    const auto original = oraclePose(c.before.out, "visual " + c.visual);
    if (!original)
        return; // the oracle does not print it (e.g. a visual of a link that was deleted)
    const auto copy = oraclePose(c.after.out, "visual " + c.visualCopy);
    if (!copy && !oraclePose(c.after.out, "visual " + c.visual))
        return; // the visual's link was the deleted one
    QVERIFY2(copy, qPrintable(c.visualCopy + QStringLiteral(": no pose from the oracle")));
    QVERIFY2(oracletest::samePose(*original, *copy),
        qPrintable(
            QStringLiteral("%1: %2, copy %3")
                .arg(c.visual, oracletest::poseText(*original), oracletest::poseText(*copy))));
    ++m_copiesCompared;
}

void TestOracleStructure::cleanupTestCase()
{
    qInfo("oracle structure edits: %d edited files accepted, %d copies at the original's pose",
        m_accepted, m_copiesCompared);
}

QTEST_GUILESS_MAIN(TestOracleStructure)
#include "tst_oracle_structure.moc"
