// Editing a file of 4 MiB or more (issue 29): EditSession makes the editable copy of such a
// file on a thread of its own (std::async, model/edit/inplaceupdate.cpp) while the document is
// read. GIVEN a generated 5 MB world WHEN a model is moved, undone and redone THEN the bytes are
// those of the edit and of the original, and the in-place document places the moved link as a
// fresh read does. Labelled
// `threads`: ThreadSanitizer runs it (scripts/test --tsan).

#include "edit/editsession.h"
#include "testutil.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace robostage;
using namespace robostage::test;

class TestEditLargeFile : public QObject
{
    Q_OBJECT

private slots:
    void poseEditOfALargeWorld();
};

void TestEditLargeFile::poseEditOfALargeWorld()
{
    // GIVEN a world of 40 000 models, over 4 MiB
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("large.world"));
    QByteArray world = "<?xml version=\"1.0\"?>\n<sdf version=\"1.9\">\n  <world name=\"w\">\n";
    for (int i = 0; i < 40000; ++i) {
        world += QStringLiteral("    <model name=\"box_%1\">\n      <pose>%1 0 0 0 0 0</pose>\n"
                                "      <link name=\"l\"><pose>0 0 0.5 0 0 0</pose></link>\n"
                                "    </model>\n")
                     .arg(i)
                     .toUtf8();
    }
    world += "  </world>\n</sdf>\n";
    QVERIFY(world.size() > (4 << 20));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(world), world.size());
    file.close();
    // WHEN a model in the middle is moved
    edit::EditSession session(path);
    QVERIFY(!session.document().diagnostics().hasErrors());
    QSignalSpy spy(&session, &edit::EditSession::changed);
    QVERIFY(session.setPose(QStringLiteral("model:box_20000"), {5, 6, 7, 0, 0, 0}).ok);
    // THEN the edit changes that pose alone, in place
    QVERIFY(spy.last().at(0).value<edit::DocumentChange>().inPlace);
    const QByteArray edited = session.bytes(path);
    QVERIFY(edited.contains("<model name=\"box_20000\">\n      <pose>5 6 7 0 0 0</pose>"));
    QCOMPARE(
        edited.size(), world.size() - qsizetype(strlen("20000 0 0")) + qsizetype(strlen("5 6 7")));
    const auto fresh = session.loadWith({});
    const FrameId moved = findFrame(session.document(), QStringLiteral("box_20000::l"));
    QVERIFY(moved > 0);
    QCOMPARE(findFrame(*fresh, QStringLiteral("box_20000::l")), moved);
    QVERIFY2(
        poseNear(session.document().frames().worldPose(moved), fresh->frames().worldPose(moved)),
        qPrintable(describe(session.document().frames().worldPose(moved))));
    QVERIFY(poseNear(fresh->frames().worldPose(moved), Pose::fromXyzRpy(5, 6, 7.5, 0, 0, 0)));
    // AND undo and redo give the original and the edit back
    session.undoStack()->undo();
    QCOMPARE(session.bytes(path), world);
    session.undoStack()->redo();
    QCOMPARE(session.bytes(path), edited);
}

QTEST_GUILESS_MAIN(TestEditLargeFile)
#include "tst_editlargefile.moc"
