// Save round trip on every SDFormat and URDF file of ../shared/corpus:
// GIVEN a corpus file opened in an EditSession
// WHEN it is saved without edits THEN the bytes are identical (also through `robostage edit`);
// WHEN a link is moved, a visual recoloured and a joint axis turned (tests/corpusedits.h)
// THEN the reloaded document shows the new values (world poses through the frame graph), each
//      edit's byte changes lie inside the edited element, only the opened file changes, no new
//      error appears, and undoing every edit gives the original bytes.
// cleanupTestCase prints the counts and the slowest edit.

#include "corpus.h"
#include "corpusedits.h"
#include "edit/xmlscan.h"
#include "testutil.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace robostage;
using namespace robostage::test;

namespace {

using robostage::test::findFrame;
using robostage::test::readFile;
const QString corpus = QStringLiteral(ROBOSTAGE_CORPUS_DIR);

/// True when the bytes `e` changed lie inside the element it names (scanned from e.before).
bool confined(const CorpusEdit &e, QString &why)
{
    int prefix = 0;
    const int n = int(std::min(e.before.size(), e.after.size()));
    while (prefix < n && e.before[prefix] == e.after[prefix])
        ++prefix;
    int suffix = 0;
    while (suffix < n - prefix
        && e.before[e.before.size() - 1 - suffix] == e.after[e.after.size() - 1 - suffix])
        ++suffix;
    const int end = int(e.before.size()) - suffix;
    for (const edit::ScannedElement &s : edit::scanXml(e.before).elements) {
        if (s.line == e.line && s.name == e.tag && prefix >= s.start && end <= s.end)
            return true;
    }
    why = QStringLiteral("%1: bytes %2..%3 changed, outside <%4> at line %5")
              .arg(e.name)
              .arg(prefix)
              .arg(end)
              .arg(QString::fromUtf8(e.tag))
              .arg(e.line);
    return false;
}

/// The frame node of `kind` named `name` (a link and a joint may share a name in SDF < 1.7).
FrameId findNode(const Document &doc, FrameKind kind, const QString &name)
{
    for (FrameId id = 1; id < doc.frames().size(); ++id) {
        if (doc.frames().node(id).kind == kind && doc.frames().node(id).scopedName == name)
            return id;
    }
    return kNoFrame;
}

int errorCount(const Document &doc)
{
    return doc.diagnostics().count(Severity::Error);
}
} // namespace

class TestEditCorpus : public QObject
{
    Q_OBJECT

private slots:
    void roundTrip_data();
    void roundTrip();
    void edits_data() { roundTrip_data(); }
    void edits();
    void cliRoundTrip_data();
    void cliRoundTrip();
    void cleanupTestCase();

private:
    int m_identical = 0;
    int m_edited = 0;
    int m_links = 0, m_visuals = 0, m_joints = 0;
    qint64 m_slowestNs = 0;
    QString m_slowest;
};

void TestEditCorpus::roundTrip_data()
{
    QTest::addColumn<QString>("relative");
    if (!QFileInfo::exists(corpus))
        QSKIP("shared/corpus is not available");
    for (const QString &f : test::corpusDescriptionFiles())
        QTest::newRow(qPrintable(f)) << f;
}

void TestEditCorpus::roundTrip()
{
    QFETCH(QString, relative);
    const QString path = corpus + QLatin1Char('/') + relative;
    edit::EditSession s(path, corpusResolver());
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out.xml"));
    const edit::SaveResult saved = s.saveAs(out);
    QVERIFY2(saved.ok, qPrintable(saved.error));
    QCOMPARE(readFile(out), readFile(path));
    ++m_identical;
}

void TestEditCorpus::edits()
{
    QFETCH(QString, relative);
    const QString path = corpus + QLatin1Char('/') + relative;
    edit::EditSession s(path, corpusResolver());
    if (s.document().files().empty())
        QSKIP("not readable as XML");
    const QByteArray original = readFile(path);
    const int errorsBefore = errorCount(s.document());

    const CorpusEdits edits = applyCorpusEdits(s);
    if (edits.link.name.isEmpty() && edits.visual.name.isEmpty() && edits.joint.name.isEmpty())
        QSKIP("no link, visual or joint of the opened file to edit");
    ++m_edited;
    for (const CorpusEdit *e : {&edits.link, &edits.visual, &edits.joint}) {
        if (e->name.isEmpty())
            continue;
        QString why;
        QVERIFY2(confined(*e, why), qPrintable(why));
        if (e->nanoseconds > m_slowestNs) {
            m_slowestNs = e->nanoseconds;
            m_slowest = relative;
        }
    }
    QCOMPARE(s.modifiedFiles(), QStringList {s.path()});
    const Document &doc = s.document();
    QVERIFY2(errorCount(doc) <= errorsBefore, qPrintable(diagnosticsText(doc)));

    if (!edits.link.name.isEmpty()) {
        // The written pose through the frame graph: X_WF = X_WR * X_RF(new).
        const FrameGraph &g = doc.frames();
        const FrameId link = findNode(doc, FrameKind::Link, edits.link.name);
        QVERIFY(link != kNoFrame);
        const FrameId posed
            = doc.scene().format == SourceFormat::Urdf ? g.node(link).relativeTo : link;
        const auto &v = edits.linkPose;
        const Pose expected = g.worldPose(g.node(posed).relativeTo)
            * Pose::fromXyzRpy(v[0], v[1], v[2], v[3], v[4], v[5]);
        QVERIFY2(poseNear(g.worldPose(link), expected, 1e-6),
            qPrintable(edits.link.name + QStringLiteral(": ") + describe(g.worldPose(link))
                + QStringLiteral(" expected ") + describe(expected)));
        ++m_links;
    }
    if (!edits.visual.name.isEmpty()) {
        edit::EntityInfo info;
        QVERIFY(edit::lookupEntity(doc, findNode(doc, FrameKind::Visual, edits.visual.name), info)
            && info.visual);
        const std::optional<Color> &c = info.visual->material.diffuse;
        QVERIFY2(c && *c == (Color {0.25f, 0.5f, 0.75f, 1}), qPrintable(edits.visual.name));
        ++m_visuals;
    }
    if (!edits.joint.name.isEmpty()) {
        edit::EntityInfo info;
        QVERIFY(edit::lookupEntity(doc, findNode(doc, FrameKind::Joint, edits.joint.name), info)
            && info.joint);
        const Vec3 xyz = info.joint->axis.xyz.normalized();
        QVERIFY2(
            std::abs(xyz.x) < 1e-9 && std::abs(xyz.y - 0.6) < 1e-9 && std::abs(xyz.z - 0.8) < 1e-9,
            qPrintable(edits.joint.name));
        ++m_joints;
    }

    // Saved and read back from the file, the same document.
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("edited.xml"));
    QVERIFY(s.saveAs(out).ok);
    const QByteArray edited = readFile(out);
    QCOMPARE(edited,
        edits.joint.after.isEmpty()
            ? (edits.visual.after.isEmpty() ? edits.link.after : edits.visual.after)
            : edits.joint.after);
    // AND undoing every edit gives back the original bytes
    while (s.undoStack()->canUndo())
        s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), original);
}

void TestEditCorpus::cliRoundTrip_data()
{
    // `scripts/test --sanitize --model` builds the model tests only, not the program.
    if (!QFileInfo::exists(QStringLiteral(ROBOSTAGE_BINARY)))
        QSKIP("the robostage program is not built; roundTrip covers the same files in-process");
    roundTrip_data();
}

void TestEditCorpus::cliRoundTrip()
{
    QFETCH(QString, relative);
    const QString path = corpus + QLatin1Char('/') + relative;
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out.xml"));
    QProcess p;
    p.start(QStringLiteral(ROBOSTAGE_BINARY), {"edit", path, "-o", out});
    QVERIFY(p.waitForFinished(60000));
    QVERIFY2(p.exitCode() <= 1, p.readAllStandardError().constData());
    QCOMPARE(readFile(out), readFile(path));
}

void TestEditCorpus::cleanupTestCase()
{
    qInfo("edit corpus: %d files saved byte-identical without edits; %d files edited (%d links "
          "moved, %d visuals recoloured, %d joint axes turned); slowest edit %.1f ms (%s)",
        m_identical, m_edited, m_links, m_visuals, m_joints, double(m_slowestNs) / 1e6,
        qPrintable(m_slowest));
}

QTEST_GUILESS_MAIN(TestEditCorpus)
#include "tst_editcorpus.moc"
