// DeleteEntity and DuplicateEntity (model/edit/structurecommands.h) on small fixtures
// (tests/data/edit) and real corpus files copied to a temporary folder: the exact bytes they
// write (only the removed or inserted element's lines change), the reloaded document, undo back
// to the original bytes, and the refusals with their messages.

#include "corpus.h"
#include "edit/editsession.h"
#include "edit/entitylookup.h"
#include "edit/structurecommands.h"
#include "edit/xmlscan.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace robostage;
using namespace robostage::edit;

namespace {

/// Copies `files` (relative to `from`) into `dir`, writable; false when one is missing.
bool copyFiles(const QString &from, const QStringList &files, const QString &dir)
{
    for (const QString &rel : files) {
        QDir().mkpath(QFileInfo(dir + '/' + rel).path());
        if (!QFile::copy(from + '/' + rel, dir + '/' + rel))
            return false;
        QFile::setPermissions(dir + '/' + rel, QFile::ReadOwner | QFile::WriteOwner);
    }
    return true;
}

bool copyFixtures(const QString &dir)
{
    return copyFiles(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/edit"),
        {"refs.sdf", "refs.urdf", "include.sdf", "models/arm/model.config", "models/arm/model.sdf"},
        dir);
}

/// `bytes` without the lines of the elements `<tag name="name">` listed as "tag:name" (each
/// from the start of its first line to the end of its last one).
QByteArray withoutElements(const QByteArray &bytes, const QStringList &elements)
{
    const XmlScan scan = scanXml(bytes);
    std::vector<std::pair<int, int>> cuts;
    for (const ScannedElement &e : scan.elements) {
        const ScannedAttribute *a = e.attribute("name");
        const QByteArray key = e.name + ':'
            + (a ? bytes.mid(a->valueBegin, a->valueEnd - a->valueBegin) : QByteArray());
        const ScannedAttribute *ref = e.attribute("reference");
        const QByteArray refKey = e.name + "@"
            + (ref ? bytes.mid(ref->valueBegin, ref->valueEnd - ref->valueBegin) : QByteArray());
        if (!elements.contains(QString::fromUtf8(key))
            && !elements.contains(QString::fromUtf8(refKey)))
            continue;
        const int begin = int(bytes.lastIndexOf('\n', e.start)) + 1;
        const int end = int(bytes.indexOf('\n', e.end)) + 1;
        cuts.push_back({begin, end});
    }
    std::sort(cuts.begin(), cuts.end());
    QByteArray out = bytes;
    for (auto it = cuts.rbegin(); it != cuts.rend(); ++it)
        out.remove(it->first, it->second - it->first);
    return out;
}

FrameId find(const EditSession &s, const QString &spec)
{
    QString error;
    const FrameId id = findEntity(s.document(), spec, {}, &error);
    if (id == kNoFrame)
        qWarning("%s", qPrintable(error));
    return id;
}

bool has(const EditSession &s, const QString &spec)
{
    return findEntity(s.document(), spec, {}, nullptr) != kNoFrame;
}

EditResult deleteEntity(EditSession &s, const QString &spec)
{
    EditResult result;
    auto command = DeleteEntity::create(s, find(s, spec), result);
    return s.push(std::move(command), result);
}

/// Duplicates `spec`; returns the copy's spec (empty when refused, with `result` set).
QString duplicate(EditSession &s, const QString &spec, EditResult &result, const QString &name = {})
{
    auto command = DuplicateEntity::create(s, find(s, spec), name, result);
    const QString copy = command ? command->copySpec() : QString();
    result = s.push(std::move(command), result);
    return result.ok ? copy : QString();
}

Pose worldPose(const EditSession &s, const QString &spec)
{
    return s.document().frames().worldPose(find(s, spec));
}

bool samePose(const Pose &a, const Pose &b)
{
    return (a.p - b.p).norm() < 1e-9
        && std::abs(std::abs(a.q.w * b.q.w + a.q.x * b.q.x + a.q.y * b.q.y + a.q.z * b.q.z) - 1)
        < 1e-9;
}

} // namespace

class TestStructureEdits : public QObject
{
    Q_OBJECT

private slots:
    void deleteSdfLinkTakesItsJoints();
    void deleteSdfRefusesReferences_data();
    void deleteSdfRefusesReferences();
    void deleteUrdf();
    void deleteUrdfSubtree();
    void duplicateSdf();
    void duplicateUrdf();
    void duplicateUrdfLinkWithSubtree();
    void duplicateUrdfGazeboSensor();
    void duplicateRefusals_data();
    void duplicateRefusals();
    void duplicateAndDeleteInclude();
    void corpusUrdfLeafLink();
    void corpusWorldModel();
    void corpusDuplicateVisuals();
    void corpusSensor();
};

void TestStructureEdits::deleteSdfLinkTakesItsJoints()
{
    // GIVEN refs.sdf, where arm is the child of shoulder and the parent of wrist
    QTemporaryDir dir;
    QVERIFY(copyFixtures(dir.path()));
    EditSession s(dir.filePath("refs.sdf"));
    const QByteArray before = s.bytes(s.path());
    // WHEN arm is deleted
    const EditResult r = deleteEntity(s, "link:robot::arm");
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN the link and both joints are gone, line by line, and nothing else changed
    QCOMPARE(
        s.bytes(s.path()), withoutElements(before, {"link:arm", "joint:shoulder", "joint:wrist"}));
    QVERIFY(!has(s, "link:robot::arm"));
    QVERIFY(!has(s, "joint:robot::shoulder"));
    QVERIFY(has(s, "link:robot::finger"));
    QVERIFY2(r.notes.join(' ').contains("shoulder, wrist"), qPrintable(r.notes.join('\n')));
    QVERIFY(!s.document().diagnostics().hasErrors());
    // AND undo restores the exact bytes
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), before);
    QVERIFY(has(s, "link:robot::arm"));
    // AND a frame and a visual go alone
    QVERIFY(deleteEntity(s, "frame:robot::tool").ok);
    QVERIFY(deleteEntity(s, "visual:robot::base::v").ok);
    QCOMPARE(s.bytes(s.path()), withoutElements(before, {"frame:tool", "visual:v"}));
}

void TestStructureEdits::deleteSdfRefusesReferences_data()
{
    QTest::addColumn<QString>("entity");
    QTest::addColumn<QStringList>("mentions");
    QTest::newRow("canonical link")
        << "link:robot::base"
        << QStringList {"refs.sdf:4 canonical_link=\"base\"", "refs.sdf:16 relative_to=\"base\"",
               "refs.sdf:37 attached_to=\"base\""};
    QTest::newRow("mimic leader") << "joint:robot::shoulder"
                                  << QStringList {"refs.sdf:32 joint=\"shoulder\""};
    QTest::newRow("nested model") << "model:robot::hand"
                                  << QStringList {"refs.sdf:47 attached_to=\"hand::palm\""};
    QTest::newRow("top model") << "model:robot" << QStringList {"file's only model"};
    QTest::newRow("nested palm") << "link:robot::hand::palm"
                                 << QStringList {"last link of its model"};
}

void TestStructureEdits::deleteSdfRefusesReferences()
{
    QFETCH(QString, entity);
    QFETCH(QStringList, mentions);
    QTemporaryDir dir;
    QVERIFY(copyFixtures(dir.path()));
    EditSession s(dir.filePath("refs.sdf"));
    const QByteArray before = s.bytes(s.path());
    const EditResult r = deleteEntity(s, entity);
    QVERIFY(!r.ok);
    for (const QString &m : mentions)
        QVERIFY2(r.error.contains(m), qPrintable(r.error));
    QCOMPARE(s.undoStack()->count(), 0);
    QCOMPARE(s.bytes(s.path()), before);
}

void TestStructureEdits::deleteUrdf()
{
    QTemporaryDir dir;
    QVERIFY(copyFixtures(dir.path()));
    EditSession s(dir.filePath("refs.urdf"));
    const QByteArray before = s.bytes(s.path());
    // GIVEN base -shoulder-> arm -wrist-> finger: the root and a joint are refused, with the
    // reason; so is arm with its subtree, because the transmission names its joint
    EditResult r = deleteEntity(s, "link:r::base");
    QVERIFY2(!r.ok && r.error.contains("root link"), qPrintable(r.error));
    r = deleteEntity(s, "link:r::arm");
    QVERIFY2(
        !r.ok && r.error.contains("refs.urdf:35 joint name=\"shoulder\""), qPrintable(r.error));
    r = deleteEntity(s, "joint:r::wrist");
    QVERIFY2(!r.ok && r.error.contains("second root"), qPrintable(r.error));
    // WHEN the leaf finger is deleted THEN its parent joint goes with it
    r = deleteEntity(s, "link:r::finger");
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(s.bytes(s.path()), withoutElements(before, {"link:finger", "joint:wrist"}));
    QVERIFY(!has(s, "joint:r::wrist"));
    // AND arm, now a leaf, is refused: the transmission names its joint (a reference that would
    // dangle), while its <gazebo reference> blocks would go with it
    r = deleteEntity(s, "link:r::arm");
    QVERIFY2(
        !r.ok && r.error.contains("refs.urdf:26 joint name=\"shoulder\""), qPrintable(r.error));
    // AND a visual is deleted alone; undo all gives the original bytes
    QVERIFY(deleteEntity(s, "visual:r::arm::paint").ok);
    QVERIFY(!has(s, "visual:r::arm::paint"));
    s.undoStack()->undo();
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), before);
}

void TestStructureEdits::deleteUrdfSubtree()
{
    // GIVEN base -shoulder-> arm -elbow-> hand -finger_joint-> finger, and arm -cam_joint-> cam,
    // with a <gazebo reference> for the camera and one for base
    const QByteArray urdf = R"(<robot name="r">
  <link name="base"/>
  <link name="arm"/>
  <link name="hand"/>
  <link name="finger"/>
  <link name="cam"/>
  <joint name="shoulder" type="fixed"><parent link="base"/><child link="arm"/></joint>
  <joint name="elbow" type="revolute">
    <parent link="arm"/><child link="hand"/>
    <limit lower="-1" upper="1" effort="1" velocity="1"/>
  </joint>
  <joint name="finger_joint" type="fixed"><parent link="hand"/><child link="finger"/></joint>
  <joint name="cam_joint" type="fixed"><parent link="arm"/><child link="cam"/></joint>
  <gazebo reference="cam"><sensor name="c" type="camera"/></gazebo>
  <gazebo reference="base"/>
</robot>
)";
    QTemporaryDir dir;
    QVERIFY(test::writeFile(dir.filePath("r.urdf"), urdf));
    EditSession s(dir.filePath("r.urdf"));
    // WHEN arm is deleted
    const EditResult r = deleteEntity(s, "link:r::arm");
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN arm, every link and joint below it and the camera's gazebo block go, in one step
    QCOMPARE(s.bytes(s.path()),
        withoutElements(urdf,
            {"link:arm", "link:hand", "link:finger", "link:cam", "joint:shoulder", "joint:elbow",
                "joint:finger_joint", "joint:cam_joint", "gazebo@cam"}));
    QCOMPARE(s.undoStack()->count(), 1);
    QVERIFY(has(s, "link:r::base"));
    QVERIFY(!has(s, "link:r::finger"));
    // AND the notes say how many links and joints went with it
    const QString notes = r.notes.join('\n');
    // ("%n link(s)": the English catalogue, not loaded here, gives "3 links")
    QVERIFY2(notes.contains("3 link") && notes.contains("below it: hand, finger, cam")
            && notes.contains("shoulder, elbow, finger_joint, cam_joint"),
        qPrintable(notes));
    // AND undo gives back the file's bytes
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), urdf);
}

void TestStructureEdits::duplicateSdf()
{
    QTemporaryDir dir;
    QVERIFY(copyFixtures(dir.path()));
    EditSession s(dir.filePath("refs.sdf"));
    const QByteArray before = s.bytes(s.path());
    // WHEN the visual is duplicated twice
    EditResult r;
    QCOMPARE(
        duplicate(s, "visual:robot::base::v", r), QStringLiteral("visual:robot::base::v_copy"));
    QCOMPARE(
        duplicate(s, "visual:robot::base::v", r), QStringLiteral("visual:robot::base::v_copy2"));
    // THEN each copy is the original's bytes, renamed, right after it (the latest first)
    const QByteArray after = s.bytes(s.path());
    const int start = int(before.indexOf("      <visual name=\"v\">"));
    const int end = int(before.indexOf("</visual>\n", start)) + 10;
    QByteArray element = before.mid(start, end - start);
    QByteArray expected = before;
    expected.insert(end, QByteArray(element).replace("\"v\"", "\"v_copy\""));
    expected.insert(end, QByteArray(element).replace("\"v\"", "\"v_copy2\""));
    QCOMPARE(after, expected);
    // AND the copies are where the original is
    QVERIFY(samePose(
        worldPose(s, "visual:robot::base::v_copy2"), worldPose(s, "visual:robot::base::v")));
    // WHEN a link is duplicated with a name THEN it has the same pose and no joint
    QCOMPARE(duplicate(s, "link:robot::arm", r, "arm2"), QStringLiteral("link:robot::arm2"));
    QVERIFY(samePose(worldPose(s, "link:robot::arm2"), worldPose(s, "link:robot::arm")));
    QVERIFY2(r.notes.join(' ').contains("no joint"), qPrintable(r.notes.join('\n')));
    // AND a nested model and a frame
    QCOMPARE(duplicate(s, "model:robot::hand", r), QStringLiteral("model:robot::hand_copy"));
    QVERIFY(has(s, "frame:robot::hand_copy::grip"));
    QCOMPARE(duplicate(s, "frame:robot::tool", r), QStringLiteral("frame:robot::tool_copy"));
    // AND a copy of a copy is numbered on
    QCOMPARE(duplicate(s, "frame:robot::tool_copy", r), QStringLiteral("frame:robot::tool_copy2"));
    s.undoStack()->undo();
    QVERIFY(!s.document().diagnostics().hasErrors());
    // AND deleting a copy, or undoing, gives the bytes back
    QVERIFY(deleteEntity(s, "frame:robot::tool_copy").ok);
    for (int i = 0; i < 4; ++i)
        s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), expected);
    s.undoStack()->undo();
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), before);
}

void TestStructureEdits::duplicateUrdf()
{
    QTemporaryDir dir;
    QVERIFY(copyFixtures(dir.path()));
    EditSession s(dir.filePath("refs.urdf"));
    const QByteArray before = s.bytes(s.path());
    EditResult r;
    // An unnamed visual gets a name ("visual_0" is the reader's name for it)
    QCOMPARE(duplicate(s, "visual:r::base::visual_0", r),
        QStringLiteral("visual:r::base::visual_0_copy"));
    QVERIFY(s.bytes(s.path()).contains("    </visual>\n    <visual name=\"visual_0_copy\">\n      "
                                       "<geometry><box size=\"1 1 1\"/></geometry>"));
    QCOMPARE(duplicate(s, "visual:r::arm::paint", r), QStringLiteral("visual:r::arm::paint_copy"));
    QVERIFY(
        samePose(worldPose(s, "visual:r::arm::paint_copy"), worldPose(s, "visual:r::arm::paint")));
    s.undoStack()->undo();
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), before);
}

void TestStructureEdits::duplicateUrdfGazeboSensor()
{
    // GIVEN a robot whose imu link, fixed to the base, has a <gazebo> IMU sensor
    QTemporaryDir dir;
    const QByteArray urdf
        = "<?xml version=\"1.0\"?>\n<robot name=\"r\">\n  <link name=\"base\"/>\n"
          "  <link name=\"imu\"/>\n  <joint name=\"imu_fixed\" type=\"fixed\">\n"
          "    <parent link=\"base\"/>\n    <child link=\"imu\"/>\n  </joint>\n"
          "  <gazebo reference=\"imu\">\n    <sensor name=\"imu_sensor\" type=\"imu\"/>\n"
          "  </gazebo>\n</robot>\n";
    QFile file(dir.filePath("imu.urdf"));
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(urdf) == urdf.size());
    file.close();
    EditSession s(dir.filePath("imu.urdf"));
    // WHEN the imu link is duplicated THEN the copied sensor gets a free name: libsdformat lumps
    // both links into base, where two sensors must not share one
    EditResult r;
    QCOMPARE(duplicate(s, "link:r::imu", r), QStringLiteral("link:r::imu_copy"));
    QVERIFY2(s.bytes(s.path()).contains("  <gazebo reference=\"imu_copy\">\n"
                                        "    <sensor name=\"imu_sensor_copy\" type=\"imu\"/>\n"),
        s.bytes(s.path()).constData());
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), urdf);
}

void TestStructureEdits::duplicateUrdfLinkWithSubtree()
{
    // GIVEN refs.urdf: base -shoulder-> arm -wrist-> finger, wrist mimics shoulder, and gazebo
    // blocks for arm and shoulder
    QTemporaryDir dir;
    QVERIFY(copyFixtures(dir.path()));
    EditSession s(dir.filePath("refs.urdf"));
    const QByteArray before = s.bytes(s.path());
    // WHEN arm is duplicated
    EditResult r;
    QCOMPARE(duplicate(s, "link:r::arm", r), QStringLiteral("link:r::arm_copy"));
    // THEN arm comes with its parent joint, finger and wrist, renamed consistently, and the
    // gazebo blocks of the copied link and joint are copied for the copies
    const QByteArray after = s.bytes(s.path());
    QVERIFY2(after.contains("<joint name=\"shoulder_copy\" type=\"revolute\">\n"
                            "    <parent link=\"base\"/>\n    <child link=\"arm_copy\"/>"),
        after.constData());
    QVERIFY(after.contains("<joint name=\"wrist_copy\" type=\"revolute\">"));
    QVERIFY(after.contains("<parent link=\"arm_copy\"/>\n    <child link=\"finger_copy\"/>"));
    QVERIFY(after.contains("<mimic joint=\"shoulder_copy\"/>"));
    QVERIFY(after.contains("<link name=\"finger_copy\"/>"));
    QVERIFY(after.contains("<gazebo reference=\"arm_copy\">"));
    QVERIFY(after.contains("<gazebo reference=\"shoulder_copy\"/>"));
    // AND the copies stand where the originals do, in one tree, without new diagnostics
    QVERIFY(samePose(worldPose(s, "link:r::arm_copy"), worldPose(s, "link:r::arm")));
    QVERIFY(samePose(worldPose(s, "link:r::finger_copy"), worldPose(s, "link:r::finger")));
    QVERIFY2(
        !s.document().diagnostics().hasErrors(), qPrintable(s.document().diagnostics().toString()));
    QCOMPARE(s.undoStack()->count(), 1);
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), before);
    // AND a leaf link with a name chosen: only it and its joint are copied
    QCOMPARE(duplicate(s, "link:r::finger", r, QStringLiteral("thumb")),
        QStringLiteral("link:r::thumb"));
    QVERIFY(s.bytes(s.path()).contains("<child link=\"thumb\"/>"));
    QVERIFY(!s.bytes(s.path()).contains("arm_copy"));
}

void TestStructureEdits::duplicateRefusals_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("entity");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("mention");
    QTest::newRow("sdf joint") << "refs.sdf"
                               << "joint:robot::shoulder" << QString() << "same child link";
    QTest::newRow("top model") << "refs.sdf"
                               << "model:robot" << QString() << "top-level model";
    QTest::newRow("taken") << "refs.sdf"
                           << "link:robot::arm"
                           << "finger"
                           << "already named 'finger'";
    QTest::newRow("shared namespace") << "refs.sdf"
                                      << "frame:robot::tool"
                                      << "wrist"
                                      << "already named 'wrist'";
    QTest::newRow("scoped") << "refs.sdf"
                            << "link:robot::arm"
                            << "a::b"
                            << "'::'";
    QTest::newRow("urdf root link") << "refs.urdf"
                                    << "link:r::base" << QString() << "second root";
    QTest::newRow("urdf joint") << "refs.urdf"
                                << "joint:r::wrist" << QString() << "same child link";
}

void TestStructureEdits::duplicateRefusals()
{
    QFETCH(QString, file);
    QFETCH(QString, entity);
    QFETCH(QString, name);
    QFETCH(QString, mention);
    QTemporaryDir dir;
    QVERIFY(copyFixtures(dir.path()));
    EditSession s(dir.filePath(file));
    EditResult r;
    QVERIFY(duplicate(s, entity, r, name).isEmpty());
    QVERIFY2(!r.ok && r.error.contains(mention), qPrintable(r.error));
    QCOMPARE(s.undoStack()->count(), 0);
}

void TestStructureEdits::duplicateAndDeleteInclude()
{
    // GIVEN include.sdf, a world with one included model 'left' that a frame refers to
    QTemporaryDir dir;
    QVERIFY(copyFixtures(dir.path()));
    EditSession s(dir.filePath("include.sdf"));
    const QByteArray before = s.bytes(s.path());
    const QByteArray modelFile = s.bytes(dir.filePath("models/arm/model.sdf"));
    EditResult r = deleteEntity(s, "model:left");
    QVERIFY2(!r.ok && r.error.contains("last model of the world"), qPrintable(r.error));
    // AND a link of the included model file is referenced from the including file
    r = deleteEntity(s, "link:left::hand");
    QVERIFY2(
        !r.ok && r.error.contains("include.sdf:9 attached_to=\"left::hand\""), qPrintable(r.error));
    // AND deleting the other link deletes it in the model file, with its joint (a note says so)
    r = deleteEntity(s, "link:left::base");
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.notes.join(' ').contains("included model file"), qPrintable(r.notes.join('\n')));
    QCOMPARE(s.bytes(dir.filePath("models/arm/model.sdf")),
        withoutElements(modelFile, {"link:base", "joint:j"}));
    s.undoStack()->undo();
    // WHEN it is duplicated THEN a second <include> with a <name> override follows it
    QCOMPARE(duplicate(s, "model:left", r), QStringLiteral("model:left_copy"));
    QVERIFY(s.bytes(s.path()).contains("    <include>\n      <uri>models/arm</uri>\n      "
                                       "<name>left_copy</name>\n    </include>\n"));
    QVERIFY(samePose(worldPose(s, "model:left_copy"), worldPose(s, "model:left")));
    QCOMPARE(s.bytes(dir.filePath("models/arm/model.sdf")), modelFile);
    // AND the original, referenced by marker, cannot be deleted; the copy can
    r = deleteEntity(s, "model:left");
    QVERIFY2(!r.ok && r.error.contains("include.sdf:13 attached_to=\"left::hand\"")
            && r.error.contains("include.sdf:14 relative_to=\"left::hand\""),
        qPrintable(r.error));
    QVERIFY(deleteEntity(s, "model:left_copy").ok);
    QCOMPARE(s.bytes(s.path()), before);
}

void TestStructureEdits::corpusUrdfLeafLink()
{
    // GIVEN Unitree's aliengo.urdf, whose feet have <gazebo reference> blocks
    const QString rel = "unitreerobotics__unitree_ros/robots/aliengo_description/urdf/aliengo.urdf";
    QTemporaryDir dir;
    if (!copyFiles(test::corpusDir(), {rel}, dir.path()))
        QSKIP("corpus missing");
    EditSession s(dir.filePath(rel));
    const QByteArray before = s.bytes(s.path());
    // WHEN the leaf link FL_foot is deleted
    EditResult r = deleteEntity(s, "link:FL_foot");
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN the link, its fixed joint and its gazebo blocks are gone and nothing else
    QCOMPARE(s.bytes(s.path()),
        withoutElements(before, {"link:FL_foot", "joint:FL_foot_fixed", "gazebo@FL_foot"}));
    QVERIFY2(r.notes.join(' ').contains("gazebo"), qPrintable(r.notes.join('\n')));
    QVERIFY(!has(s, "link:FL_foot"));
    QVERIFY(has(s, "link:FL_calf"));
    // AND FL_calf, a leaf now, is refused: a <transmission> names its parent joint
    r = deleteEntity(s, "link:FL_calf");
    QVERIFY2(!r.ok && r.error.contains("aliengo.urdf:736 joint name=\"FL_calf_joint\""),
        qPrintable(r.error));
    // AND undo gives the original bytes
    while (s.undoStack()->canUndo())
        s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), before);
}

void TestStructureEdits::corpusWorldModel()
{
    // GIVEN gz-sim's joints_in_world.sdf: world joint fix_to_world (world -> m1), j1 (m1 -> m2)
    const QString rel = "gazebosim__gz-sim/test/worlds/joints_in_world.sdf";
    QTemporaryDir dir;
    if (!copyFiles(test::corpusDir(), {rel}, dir.path()))
        QSKIP("corpus missing");
    EditSession s(dir.filePath(rel));
    const QByteArray before = s.bytes(s.path());
    // WHEN model m2 is deleted THEN the world joint to it goes too
    EditResult r = deleteEntity(s, "model:m2");
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(s.bytes(s.path()), withoutElements(before, {"model:m2", "joint:j1"}));
    QVERIFY(has(s, "model:m1") && !has(s, "joint:j1"));
    // AND m1 is now the world's last model
    r = deleteEntity(s, "model:m1");
    QVERIFY2(!r.ok && r.error.contains("last model"), qPrintable(r.error));
    // AND duplicating m1 puts the copy at m1's pose
    QCOMPARE(duplicate(s, "model:m1", r), QStringLiteral("model:m1_copy"));
    QVERIFY(samePose(worldPose(s, "model:m1_copy"), worldPose(s, "model:m1")));
    s.undoStack()->undo();
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), before);
}

void TestStructureEdits::corpusDuplicateVisuals()
{
    // GIVEN a few real models WHEN the first visual of the opened file is duplicated
    // THEN the copy sits right after it at the same pose, and deleting it gives the bytes back
    for (const QString rel :
        {"osrf__gazebo_models/pioneer2dx/model.sdf", "ros__urdf_tutorial/urdf/05-visual.urdf",
            "RobotLocomotion__models/iiwa_description/urdf/iiwa14_polytope_collision.urdf"}) {
        QTemporaryDir dir;
        if (!copyFiles(test::corpusDir(), {rel}, dir.path()))
            QSKIP("corpus missing");
        EditSession s(dir.filePath(rel), test::corpusResolver());
        const QByteArray before = s.bytes(s.path());
        FrameId visual = kNoFrame;
        for (FrameId id = 1; id < s.document().frames().size() && visual == kNoFrame; ++id) {
            if (s.document().frames().node(id).kind == FrameKind::Visual)
                visual = id;
        }
        QVERIFY2(visual != kNoFrame, qPrintable(rel));
        const QString spec = "visual:" + s.document().frames().node(visual).scopedName;
        const Pose X_WV = worldPose(s, spec);
        EditResult r;
        const QString copy = duplicate(s, spec, r);
        QVERIFY2(!copy.isEmpty(), qPrintable(rel + ": " + r.error));
        QVERIFY(samePose(worldPose(s, copy), X_WV));
        // Only inserted bytes: the original is the result with the copy's bytes cut out
        const QByteArray after = s.bytes(s.path());
        QVERIFY(after.size() > before.size());
        QVERIFY(deleteEntity(s, copy).ok);
        QCOMPARE(s.bytes(s.path()), before);
    }
}

void TestStructureEdits::corpusSensor()
{
    // GIVEN sdformat's top_camera.sdf, a link with a camera sensor
    const QString rel
        = "gazebosim__sdformat/test/integration/model/nested_include/top_camera/top_camera.sdf";
    QTemporaryDir dir;
    if (!copyFiles(test::corpusDir(), {rel}, dir.path()))
        QSKIP("corpus missing");
    EditSession s(dir.filePath(rel));
    const QByteArray before = s.bytes(s.path());
    const FrameId sensor
        = findEntity(s.document(), "sensor:top_camera_link::camera", {FrameKind::Sensor}, nullptr);
    QVERIFY(sensor != kNoFrame);
    // WHEN the sensor is deleted THEN its element goes; a sensor is not duplicated
    EditResult r;
    QVERIFY(!DuplicateEntity::create(s, sensor, {}, r) && r.error.contains("sensors"));
    r = EditResult();
    QVERIFY2(s.push(DeleteEntity::create(s, sensor, r), r).ok, qPrintable(r.error));
    QCOMPARE(s.bytes(s.path()), withoutElements(before, {"sensor:camera"}));
    QCOMPARE(findEntity(s.document(), "sensor:camera", {FrameKind::Sensor}, nullptr), kNoFrame);
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), before);
}

QTEST_GUILESS_MAIN(TestStructureEdits)
#include "tst_structureedits.moc"
