// In-place pose edits (issue 17, "edits cost what they change"):
// GIVEN every SDFormat and URDF file of ../shared/corpus (and a generated world) in an EditSession
// WHEN entities are moved with setPose, then undone and redone
// THEN each edit either updates the same Document in place (DocumentChange::inPlace) or reads
//      it again, and the in-place document equals a fresh read of the same bytes: every frame's
//      X_RF, relative_to and world pose (zero configuration and with joints moved), and the
//      scene's PoseSpec of the moved entity; the bytes are those of a full read's edit.
// cleanupTestCase prints how many edits were in place.

#include "corpus.h"
#include "edit/editsession.h"
#include "edit/patchcommand.h"
#include "testutil.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace robostage;
using namespace robostage::test;

namespace {

/// Empty when `actual` (updated in place) places every frame as `expected` (read again).
QString compare(const Document &actual, const Document &expected)
{
    const FrameGraph &a = actual.frames(), &e = expected.frames();
    if (a.size() != e.size())
        return QStringLiteral("%1 frames, expected %2").arg(a.size()).arg(e.size());
    JointPositions q;
    for (const JointMotion &j : e.joints())
        q.insert(e.node(j.joint).scopedName, 0.3);
    const std::vector<Pose> movedA = a.worldPoses(q), movedE = e.worldPoses(q);
    for (FrameId id = 1; id < e.size(); ++id) {
        const FrameNode &n = a.node(id), &m = e.node(id);
        if (n.scopedName != m.scopedName || n.relativeTo != m.relativeTo
            || !poseNear(n.X_RF, m.X_RF, 1e-12) || !poseNear(a.worldPose(id), e.worldPose(id), 1e-9)
            || !poseNear(movedA[size_t(id)], movedE[size_t(id)], 1e-9))
            return QStringLiteral("%1: X_RF %2 X_WF %3, read again: X_RF %4 X_WF %5")
                .arg(m.scopedName, describe(n.X_RF), describe(a.worldPose(id)), describe(m.X_RF),
                    describe(e.worldPose(id)));
        const PoseSpec *sa = poseSpecOf(actual.scene().world, id);
        const PoseSpec *se = poseSpecOf(expected.scene().world, id);
        if (bool(sa) != bool(se) || (sa && !poseNear(sa->X_RF, se->X_RF, 1e-12)))
            return QStringLiteral("%1: the scene's pose differs").arg(m.scopedName);
    }
    return QString();
}

/// Up to `count` entities of `doc` spread over its frames, of kinds a pose edit takes.
std::vector<FrameId> sample(const Document &doc, int count)
{
    std::vector<FrameId> ids;
    for (FrameId id = 1; id < doc.frames().size(); ++id) {
        const FrameKind k = doc.frames().node(id).kind;
        if (k != FrameKind::World && k != FrameKind::Sensor && k != FrameKind::Light)
            ids.push_back(id);
    }
    if (int(ids.size()) <= count)
        return ids;
    std::vector<FrameId> picked;
    for (int i = 0; i < count; ++i)
        picked.push_back(ids[size_t(i) * ids.size() / size_t(count)]);
    return picked;
}

QString entityName(const Document &doc, FrameId id)
{
    const FrameNode &n = doc.frames().node(id);
    return QLatin1String(frameKindName(n.kind)) + QLatin1Char(':') + n.scopedName;
}

} // namespace

class TestInPlaceEdit : public QObject
{
    Q_OBJECT

    int m_inPlace = 0;
    int m_reread = 0;

    /// Moves up to 12 entities of `path`, checking each edit, its undo and its redo.
    void checkFile(const QString &path, const ResourceResolver &resolver)
    {
        edit::EditSession session(path, resolver);
        QSignalSpy spy(&session, &edit::EditSession::changed);
        const std::vector<FrameId> picked = sample(session.document(), 12);
        for (size_t i = 0; i < picked.size(); ++i) {
            const QString name = entityName(session.document(), picked[i]);
            const double d = 0.01 * double(i + 1);
            spy.clear();
            const edit::EditResult result
                = session.setPose(name, {0.1 + d, -0.2, 0.3, 0.01, d, -0.02});
            if (!result.ok || spy.isEmpty())
                continue; // refused (a URDF root link, a SimRobot shape): not this test's subject
            const auto change = spy.last().at(0).value<edit::DocumentChange>();
            ++(change.inPlace ? m_inPlace : m_reread);
            if (!change.inPlace)
                continue;
            QCOMPARE(change.movedFrames.size(), size_t(1));
            const QString context = QStringLiteral("%1, %2").arg(path, name);
            QVERIFY2(compare(session.document(), *session.loadWith({})).isEmpty(),
                qPrintable(context + ": " + compare(session.document(), *session.loadWith({}))));
            session.undoStack()->undo();
            QVERIFY2(compare(session.document(), *session.loadWith({})).isEmpty(),
                qPrintable(context + " (undo)"));
            session.undoStack()->redo();
            QVERIFY2(compare(session.document(), *session.loadWith({})).isEmpty(),
                qPrintable(context + " (redo)"));
        }
    }

private slots:
    void corpusFiles_data()
    {
        QTest::addColumn<QString>("file");
        const QStringList files = corpusDescriptionFiles();
        if (files.isEmpty())
            QSKIP("../shared/corpus is missing");
        for (const QString &file : files)
            QTest::newRow(qPrintable(file)) << file;
    }

    void corpusFiles()
    {
        QFETCH(QString, file);
        checkFile(corpusDir() + QLatin1Char('/') + file, corpusResolver());
    }

    /// A drag is many merged edits; the merged command undoes to the first value in place,
    /// and an undo made after the document was read again (a rename) reads it again too.
    void mergedDragAndStructureEdit()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("w.sdf"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("<?xml version=\"1.0\"?>\n<sdf version=\"1.9\">\n  <world name=\"w\">\n"
                   "    <model name=\"m\">\n      <pose>1 2 3 0 0 0</pose>\n"
                   "      <link name=\"l\"><pose>0 0 1 0 0 0</pose></link>\n"
                   "    </model>\n  </world>\n</sdf>\n");
        file.close();
        edit::EditSession session(path);
        const QByteArray original = session.bytes(path);
        QSignalSpy spy(&session, &edit::EditSession::changed);
        for (int i = 1; i <= 5; ++i)
            QVERIFY(session.setPose(QStringLiteral("link:m::l"), {0.1 * i, 0, 1, 0, 0, 0}).ok);
        QCOMPARE(session.undoStack()->count(), 1); // merged into one step
        QVERIFY(spy.last().at(0).value<edit::DocumentChange>().inPlace);
        QVERIFY(session.bytes(path).contains("<pose>0.5 0 1 0 0 0</pose>"));
        QVERIFY(compare(session.document(), *session.loadWith({})).isEmpty());
        QVERIFY(session.renameEntity(QStringLiteral("model:m"), QStringLiteral("n")).ok);
        QVERIFY(!spy.last().at(0).value<edit::DocumentChange>().inPlace);
        session.undoStack()->undo(); // the rename
        session.undoStack()->undo(); // the drag, made for a document read since
        QVERIFY(!spy.last().at(0).value<edit::DocumentChange>().inPlace);
        QCOMPARE(session.bytes(path), original);
        QVERIFY(compare(session.document(), *session.loadWith({})).isEmpty());
        session.undoStack()->redo();
        QVERIFY(session.bytes(path).contains("<pose>0.5 0 1 0 0 0</pose>"));
    }

    void cleanupTestCase()
    {
        qInfo("pose edits updated in place: %d, read again: %d", m_inPlace, m_reread);
        QVERIFY(m_inPlace > 0);
    }
};

QTEST_GUILESS_MAIN(TestInPlaceEdit)
#include "tst_inplaceedit.moc"
