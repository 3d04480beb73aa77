// Copy and paste of entities (issue 18; model/edit/entityclipboard.h): within a file and into
// another document, SDFormat models, links and visuals and URDF links with their parent joint
// and subtree; taken names get `_copy`, references inside the copy follow, a URDF link hangs
// from the chosen link; only the pasted lines appear, undo gives back the bytes; libsdformat and
// urdfdom accept the results (when the oracles are built); other formats are refused.

#include "corpus.h"
#include "edit/editsession.h"
#include "edit/entityclipboard.h"
#include "edit/entitylookup.h"
#include "resourceresolver.h"
#include "testutil.h"

#include <QTemporaryDir>
#include <QtTest>

#ifndef ORACLE_SDFORMAT
#define ORACLE_SDFORMAT ""
#endif
#ifndef ORACLE_URDFDOM
#define ORACLE_URDFDOM ""
#endif

using namespace robostage;
using namespace robostage::edit;

namespace {

const QString kData = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/widgets/");

/// Copies `spec` (findEntity()) of `from`; fails the test when it cannot.
CopiedEntity copied(const EditSession &from, const QString &spec)
{
    CopiedEntity out;
    QString error;
    const FrameId id = findEntity(from.document(), spec, {}, &error);
    if (!copyEntity(from.document(), id, out, &error))
        qWarning("copy of %s: %s", qPrintable(spec), qPrintable(error));
    return out;
}

EditResult paste(
    EditSession &s, const CopiedEntity &c, const QString &parent, QString *pasted = nullptr)
{
    EditResult r;
    auto command = PasteEntity::create(s, c, parent, r);
    if (!command)
        return r;
    if (pasted)
        *pasted = command->pastedSpec();
    return s.push(std::move(command), r);
}

Pose worldPose(const EditSession &s, const QString &spec)
{
    const FrameId id = findEntity(s.document(), spec, {}, nullptr);
    return id == kNoFrame ? Pose {{-999, -999, -999}, {}} : s.document().frames().worldPose(id);
}

/// True when `after` is `before` with lines added only.
bool onlyAdded(const QByteArray &before, const QByteArray &after)
{
    return test::changedLines(after, before).isEmpty();
}

} // namespace

class TestPasteEntity : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void sdfLinkWithinItsModel();
    void sdfModelIntoAnotherWorld();
    void sdfVisualFollowsReferences();
    void urdfLinkWithSubtree();
    void includedModelAsItsInclude();
    void clipboardTextRoundTrips();
    void urdfLinkIntoSdfModel();
    void sdfLinkIntoUrdf();
    void sdfModelIntoUrdf();
    void visualsAcrossFormats();
    void refusals();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString copyOf(const QString &name)
    {
        const QString to = m_dir->filePath(name);
        QFile::copy(kData + name, to);
        QFile::setPermissions(to, QFile::ReadOwner | QFile::WriteOwner);
        return to;
    }
};

void TestPasteEntity::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
}

void TestPasteEntity::sdfLinkWithinItsModel()
{
    // GIVEN the placing world WHEN robot::arm is copied and pasted into robot
    EditSession s(copyOf(QStringLiteral("placing.sdf")));
    const QByteArray before = s.bytes(s.path());
    QString pasted;
    const EditResult r
        = paste(s, copied(s, QStringLiteral("link:robot::arm")), QStringLiteral("robot"), &pasted);
    // THEN it is robot::arm_copy, where arm is, with only its lines added; one undo step
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(pasted, QStringLiteral("link:robot::arm_copy"));
    QVERIFY(r.notes.join(u' ').contains(QLatin1String("arm_copy")));
    QVERIFY(test::poseNear(worldPose(s, pasted), worldPose(s, QStringLiteral("link:robot::arm"))));
    QVERIFY(onlyAdded(before, s.bytes(s.path())));
    QVERIFY(s.bytes(s.path()).contains(
        "      <link name=\"arm_copy\">\n        <pose>0 2 0.5 0 0 0</pose>"));
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), before);
    // AND pasted twice, the second is arm_copy2
    QVERIFY(paste(s, copied(s, QStringLiteral("link:robot::arm")), QStringLiteral("robot")).ok);
    QVERIFY(paste(s, copied(s, QStringLiteral("link:robot::arm")), QStringLiteral("robot"), &pasted)
                .ok);
    QCOMPARE(pasted, QStringLiteral("link:robot::arm_copy2"));
    if (!QString::fromLatin1(ORACLE_SDFORMAT).isEmpty()) {
        QVERIFY(s.save().ok);
        const QString rejected = test::oracleRejects(ORACLE_SDFORMAT, s.path());
        QVERIFY2(rejected.isEmpty(), qPrintable(rejected));
    }
}

void TestPasteEntity::sdfModelIntoAnotherWorld()
{
    // GIVEN the robot of the placing world (SDFormat 1.9) and File › New's empty world (1.11)
    EditSession from(copyOf(QStringLiteral("placing.sdf")));
    const QString world = m_dir->filePath(QStringLiteral("empty.sdf"));
    QVERIFY(QFile::copy(
        QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/../../resources/templates/world.sdf"), world));
    QFile::setPermissions(world, QFile::ReadOwner | QFile::WriteOwner);
    EditSession to(world);
    const QByteArray before = to.bytes(world);
    // WHEN the robot model is pasted into the empty world
    QString pasted;
    const EditResult r = paste(
        to, copied(from, QStringLiteral("model:robot")), to.document().scene().world.name, &pasted);
    // THEN it keeps its name (free there), its pose, links and their poses; a note names the
    // version change; only lines were added
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(pasted, QStringLiteral("model:robot"));
    QVERIFY2(r.notes.join(u' ').contains(QLatin1String("1.9")), qPrintable(r.notes.join(u' ')));
    for (const char *link : {"link:robot::base", "link:robot::arm"})
        QVERIFY(test::poseNear(
            worldPose(to, QLatin1String(link)), worldPose(from, QLatin1String(link))));
    QVERIFY(onlyAdded(before, to.bytes(world)));
    QVERIFY2(!to.document().diagnostics().hasErrors(),
        qPrintable(to.document().diagnostics().toString()));
    to.undoStack()->undo();
    QCOMPARE(to.bytes(world), before);
}

void TestPasteEntity::sdfVisualFollowsReferences()
{
    // GIVEN a link whose visual is posed relative to the link by name (SDFormat 1.8)
    const QString path = m_dir->filePath(QStringLiteral("refs.sdf"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("<?xml version=\"1.0\"?>\n<sdf version=\"1.8\">\n  <model name=\"m\">\n"
            "    <link name=\"a\">\n      <visual name=\"v\">\n"
            "        <pose relative_to=\"a\">0 0 1 0 0 0</pose>\n"
            "        <geometry><sphere><radius>0.1</radius></sphere></geometry>\n"
            "      </visual>\n    </link>\n    <link name=\"b\">\n"
            "      <pose>2 0 0 0 0 0</pose>\n    </link>\n  </model>\n</sdf>\n");
    f.close();
    EditSession s(path);
    // WHEN link a is pasted into m (as a_copy)
    QString pasted;
    QVERIFY(paste(s, copied(s, QStringLiteral("link:m::a")), QStringLiteral("m"), &pasted).ok);
    // THEN the copy's visual is posed relative to the copy, not to a
    QVERIFY2(s.bytes(path).contains("<pose relative_to=\"a_copy\">0 0 1 0 0 0</pose>"),
        s.bytes(path).constData());
    // AND the visual pasted into b keeps its reference (a is b's sibling: the name resolves)
    QVERIFY(paste(s, copied(s, QStringLiteral("visual:m::a::v")), QStringLiteral("m::b")).ok);
    QVERIFY(test::poseNear(worldPose(s, QStringLiteral("visual:m::b::v")),
        worldPose(s, QStringLiteral("visual:m::a::v"))));
}

void TestPasteEntity::urdfLinkWithSubtree()
{
    // GIVEN the joints robot WHEN upper_arm (with slide, carriage, spin, wheel below it) is
    // copied and pasted below finger
    EditSession s(copyOf(QStringLiteral("joints.urdf")));
    const QByteArray before = s.bytes(s.path());
    const CopiedEntity arm = copied(s, QStringLiteral("link:upper_arm"));
    QCOMPARE(arm.parentLink, QStringLiteral("base"));
    QCOMPARE(arm.elements.size(), 6); // 3 links, 3 joints
    QString pasted;
    const EditResult r = paste(s, arm, QStringLiteral("finger"), &pasted);
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN every copy is renamed, the top joint hangs from finger with shoulder's origin
    const QByteArray after = s.bytes(s.path());
    QVERIFY(onlyAdded(before, after));
    for (const char *text : {"<link name=\"upper_arm_copy\">", "<link name=\"carriage_copy\">",
             "<link name=\"wheel_copy\">", "<joint name=\"shoulder_copy\"",
             "<joint name=\"slide_copy\"", "<joint name=\"spin_copy\"", "<parent link=\"finger\"/>",
             "<child link=\"upper_arm_copy\"/>", "<parent link=\"carriage_copy\"/>"})
        QVERIFY2(after.contains(text), text);
    QVERIFY(test::poseNear(worldPose(s, QStringLiteral("link:upper_arm_copy")),
        worldPose(s, QStringLiteral("link:finger")) * Pose::fromXyzRpy(0, 0, 0.1, 0, 0, 0)));
    QVERIFY2(
        !s.document().diagnostics().hasErrors(), qPrintable(s.document().diagnostics().toString()));
    if (!QString::fromLatin1(ORACLE_URDFDOM).isEmpty()) {
        QVERIFY(s.save().ok);
        const QString rejected = test::oracleRejects(ORACLE_URDFDOM, s.path());
        QVERIFY2(rejected.isEmpty(), qPrintable(rejected));
    }
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), before);
}

void TestPasteEntity::includedModelAsItsInclude()
{
    // GIVEN a world that includes the coke can (model://, found on the model path) as `can`
    const QString path = m_dir->filePath(QStringLiteral("included.sdf"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("<?xml version=\"1.0\"?>\n<sdf version=\"1.9\">\n  <world name=\"w\">\n"
            "    <include>\n      <uri>model://coke_can</uri>\n      <name>can</name>\n"
            "      <pose>1 2 0 0 0 0</pose>\n    </include>\n  </world>\n</sdf>\n");
    f.close();
    ResourceResolver resolver;
    resolver.setModelPaths({test::corpusDir() + QStringLiteral("/osrf__gazebo_models")});
    EditSession s(path, resolver);
    QVERIFY(findEntity(s.document(), QStringLiteral("model:can"), {}, nullptr) != kNoFrame);
    // WHEN it is copied and pasted into the world
    QString pasted;
    const EditResult r
        = paste(s, copied(s, QStringLiteral("model:can")), QStringLiteral("w"), &pasted);
    // THEN a second <include> named can_copy stands where the first does
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(pasted, QStringLiteral("model:can_copy"));
    const QByteArray bytes = s.bytes(path);
    QCOMPARE(bytes.count("<uri>model://coke_can</uri>"), 2);
    QVERIFY2(bytes.contains("      <name>can_copy</name>"), bytes.constData());
    QVERIFY(test::poseNear(worldPose(s, pasted), worldPose(s, QStringLiteral("model:can"))));
}

void TestPasteEntity::clipboardTextRoundTrips()
{
    EditSession s(copyOf(QStringLiteral("joints.urdf")));
    const CopiedEntity arm = copied(s, QStringLiteral("link:upper_arm"));
    QString error;
    const std::optional<CopiedEntity> back = CopiedEntity::fromXml(arm.toXml(), &error);
    QVERIFY2(back, qPrintable(error));
    QCOMPARE(back->elements, arm.elements);
    QCOMPARE(back->parentLink, arm.parentLink);
    QCOMPARE(back->kind, FrameKind::Link);
    QCOMPARE(back->format, SourceFormat::Urdf);
    QCOMPARE(back->materials, arm.materials);
    // AND an SDFormat copy keeps its resolved pose in its parent (robot::arm: 0 2 0.5)
    EditSession sdf(copyOf(QStringLiteral("placing.sdf")));
    const std::optional<CopiedEntity> link
        = CopiedEntity::fromXml(copied(sdf, QStringLiteral("link:robot::arm")).toXml(), &error);
    QVERIFY(link && link->pose);
    QVERIFY(test::poseNear(*link->pose, Pose::fromXyzRpy(0, 2, 0.5, 0, 0, 0)));
    QVERIFY(!CopiedEntity::fromXml("<robot/>", &error));
    QVERIFY(!error.isEmpty());
}

void TestPasteEntity::urdfLinkIntoSdfModel()
{
    // GIVEN upper_arm of the joints robot (shoulder 0.1 m above base; blue by a robot-level
    // <material>) copied, and the placing world, whose robot has a link named base too
    EditSession from(copyOf(QStringLiteral("joints.urdf")));
    EditSession to(copyOf(QStringLiteral("placing.sdf")));
    const CopiedEntity arm = copied(from, QStringLiteral("link:upper_arm"));
    QCOMPARE(arm.materials.size(), 3); // blue (upper_arm), orange (carriage), grey (wheel)
    const QByteArray before = to.bytes(to.path());
    // WHEN it is pasted into the SDFormat model robot
    QString pasted;
    const EditResult r = paste(to, arm, QStringLiteral("robot"), &pasted);
    // THEN it goes through the converter: links and joints, the top joint hanging from
    // robot::base (named like the copy's parent link), every pose as in the URDF robot
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(pasted, QStringLiteral("link:robot::upper_arm"));
    QVERIFY2(r.notes.join(u' ').contains(QLatin1String("converted from URDF to SDFormat")),
        qPrintable(r.notes.join(u' ')));
    const QByteArray after = to.bytes(to.path());
    QVERIFY(onlyAdded(before, after));
    for (const char *text : {"<joint name=\"shoulder\" type=\"revolute\">", "<parent>base</parent>",
             "<pose relative_to=\"base\">0 0 0.1 0 0 0</pose>", "<link name=\"wheel\">",
             "<diffuse>0.2 0.4 0.9 1</diffuse>"})
        QVERIFY2(after.contains(text), text);
    const Pose X_WB = worldPose(to, QStringLiteral("link:robot::base"));
    QVERIFY(test::poseNear(worldPose(to, pasted), X_WB * Pose::fromXyzRpy(0, 0, 0.1, 0, 0, 0)));
    QVERIFY(test::poseNear(worldPose(to, QStringLiteral("link:robot::carriage")),
        X_WB * Pose::fromXyzRpy(0.2, 0, 0.1, 0, 0, 0)));
    QVERIFY2(!to.document().diagnostics().hasErrors(),
        qPrintable(to.document().diagnostics().toString()));
    if (!QString::fromLatin1(ORACLE_SDFORMAT).isEmpty()) {
        QVERIFY(to.save().ok);
        const QString rejected = test::oracleRejects(ORACLE_SDFORMAT, to.path());
        QVERIFY2(rejected.isEmpty(), qPrintable(rejected));
    }
    // AND pasted again, hanging from arm (the selected link), every name is made free
    EditResult r2;
    auto command = PasteEntity::create(to, arm, QStringLiteral("robot"), r2, QStringLiteral("arm"));
    QVERIFY2(command, qPrintable(r2.error));
    QCOMPARE(command->pastedSpec(), QStringLiteral("link:robot::upper_arm_copy"));
    QVERIFY(to.push(std::move(command), r2).ok);
    QVERIFY(to.bytes(to.path()).contains("<child>carriage_copy</child>"));
    QVERIFY(test::poseNear(worldPose(to, QStringLiteral("link:robot::upper_arm_copy")),
        worldPose(to, QStringLiteral("link:robot::arm")) * Pose::fromXyzRpy(0, 0, 0.1, 0, 0, 0)));
    to.undoStack()->undo();
    to.undoStack()->undo();
    QCOMPARE(to.bytes(to.path()), before);
}

void TestPasteEntity::sdfLinkIntoUrdf()
{
    // GIVEN robot::arm of the placing world (0 2 0.5 in the model frame) copied
    EditSession from(copyOf(QStringLiteral("placing.sdf")));
    EditSession to(copyOf(QStringLiteral("joints.urdf")));
    const QByteArray before = to.bytes(to.path());
    // WHEN it is pasted below the URDF robot's finger
    QString pasted;
    const EditResult r = paste(
        to, copied(from, QStringLiteral("link:robot::arm")), QStringLiteral("finger"), &pasted);
    // THEN the link hangs from finger by a fixed joint arm_joint at the link's pose in its model
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(pasted, QStringLiteral("link:jointbot::arm"));
    const QByteArray after = to.bytes(to.path());
    QVERIFY(onlyAdded(before, after));
    for (const char *text : {"<joint name=\"arm_joint\" type=\"fixed\">",
             "<parent link=\"finger\"/>", "<child link=\"arm\"/>",
             "<origin xyz=\"0 2 0.5\" rpy=\"0 0 0\"/>", "<box size=\"0.4 0.4 1\"/>"})
        QVERIFY2(after.contains(text), text);
    QVERIFY(test::poseNear(worldPose(to, pasted),
        worldPose(to, QStringLiteral("link:finger")) * Pose::fromXyzRpy(0, 2, 0.5, 0, 0, 0)));
    if (!QString::fromLatin1(ORACLE_URDFDOM).isEmpty()) {
        QVERIFY(to.save().ok);
        const QString rejected = test::oracleRejects(ORACLE_URDFDOM, to.path());
        QVERIFY2(rejected.isEmpty(), qPrintable(rejected));
    }
    to.undoStack()->undo();
    QCOMPARE(to.bytes(to.path()), before);
    // AND a link posed relative to its sibling (SDFormat 1.8) keeps its pose in the model
    const QString refs = m_dir->filePath(QStringLiteral("refs.sdf"));
    QFile f(refs);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("<sdf version=\"1.8\"><model name=\"m\"><link name=\"a\"><pose>0 0 1 0 0 0</pose>"
            "</link><link name=\"b\"><pose relative_to=\"a\">2 0 0 0 0 0.5</pose></link>"
            "</model></sdf>\n");
    f.close();
    EditSession siblings(refs);
    QVERIFY(paste(to, copied(siblings, QStringLiteral("link:m::b")), QStringLiteral("finger")).ok);
    QVERIFY2(to.bytes(to.path()).contains("<origin xyz=\"2 0 1\" rpy=\"0 0 0.5\"/>"),
        to.bytes(to.path()).constData());
}

void TestPasteEntity::sdfModelIntoUrdf()
{
    // GIVEN an SDFormat model at 1 0 0.2 (yaw 90°) whose root link `base` sits 0 0 0.1 in it,
    // with a revolute joint to `tip`, a plane visual (URDF has no plane) and a model plugin
    const QString path = m_dir->filePath(QStringLiteral("arm.sdf"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("<?xml version=\"1.0\"?>\n<sdf version=\"1.9\">\n  <model name=\"gripper\">\n"
            "    <pose>1 0 0.2 0 0 1.5707963267948966</pose>\n"
            "    <link name=\"base\">\n      <pose>0 0 0.1 0 0 0</pose>\n"
            "      <visual name=\"v\"><geometry><box><size>0.1 0.1 0.1</size></box></geometry>"
            "</visual>\n"
            "      <visual name=\"floor\"><geometry><plane><normal>0 0 1</normal>"
            "<size>1 1</size></plane></geometry></visual>\n    </link>\n"
            "    <link name=\"tip\">\n      <pose relative_to=\"hinge\"/>\n    </link>\n"
            "    <joint name=\"hinge\" type=\"revolute\">\n"
            "      <pose relative_to=\"base\">0.2 0 0 0 0 0</pose>\n"
            "      <parent>base</parent><child>tip</child>\n"
            "      <axis><xyz>0 0 1</xyz><limit><lower>-1</lower><upper>1</upper></limit></axis>\n"
            "    </joint>\n  </model>\n</sdf>\n");
    f.close();
    EditSession from(path);
    QVERIFY2(!from.document().diagnostics().hasErrors(),
        qPrintable(from.document().diagnostics().toString()));
    EditSession to(copyOf(QStringLiteral("joints.urdf")));
    const QByteArray before = to.bytes(to.path());
    // WHEN the model is pasted below the URDF robot's finger
    QString pasted;
    const EditResult r = paste(
        to, copied(from, QStringLiteral("model:gripper")), QStringLiteral("finger"), &pasted);
    // THEN its links and joint join the robot: base (taken there) as base_copy, hanging from
    // finger at the model pose times base's pose; the plane is reported as not converted
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(pasted, QStringLiteral("link:jointbot::base_copy"));
    const QString notes = r.notes.join(u'\n');
    QVERIFY2(notes.contains(QLatin1String("plane")), qPrintable(notes));
    QVERIFY2(!notes.contains(QLatin1String("world origin")), qPrintable(notes));
    const QByteArray after = to.bytes(to.path());
    QVERIFY(onlyAdded(before, after));
    QVERIFY2(after.contains("<joint name=\"gripper_joint\" type=\"fixed\">"), after.constData());
    QVERIFY(after.contains("<parent link=\"base_copy\"/>"));
    const Pose X_WF = worldPose(to, QStringLiteral("link:finger"));
    const Pose X_FB
        = Pose::fromXyzRpy(1, 0, 0.2, 0, 0, M_PI / 2) * Pose::fromXyzRpy(0, 0, 0.1, 0, 0, 0);
    QVERIFY(test::poseNear(worldPose(to, pasted), X_WF * X_FB));
    QVERIFY(test::poseNear(worldPose(to, QStringLiteral("link:tip")),
        X_WF * X_FB * Pose::fromXyzRpy(0.2, 0, 0, 0, 0, 0)));
    if (!QString::fromLatin1(ORACLE_URDFDOM).isEmpty()) {
        QVERIFY(to.save().ok);
        const QString rejected = test::oracleRejects(ORACLE_URDFDOM, to.path());
        QVERIFY2(rejected.isEmpty(), qPrintable(rejected));
    }
}

void TestPasteEntity::visualsAcrossFormats()
{
    EditSession urdf(copyOf(QStringLiteral("joints.urdf")));
    EditSession sdf(copyOf(QStringLiteral("placing.sdf")));
    const QByteArray sdfBefore = sdf.bytes(sdf.path()), urdfBefore = urdf.bytes(urdf.path());
    // GIVEN upper_arm's visual (0.15 0 0 in the link; blue by name) pasted into robot::arm
    QString pasted;
    EditResult r = paste(sdf, copied(urdf, QStringLiteral("visual:upper_arm::visual_0")),
        QStringLiteral("robot::arm"), &pasted);
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN it is an SDFormat visual of arm with the URDF colour, at its offset
    QVERIFY2(pasted.startsWith(QLatin1String("visual:robot::arm::")), qPrintable(pasted));
    QVERIFY(test::poseNear(worldPose(sdf, pasted),
        worldPose(sdf, QStringLiteral("link:robot::arm")) * Pose::fromXyzRpy(0.15, 0, 0, 0, 0, 0)));
    QVERIFY(sdf.bytes(sdf.path()).contains("<diffuse>0.2 0.4 0.9 1</diffuse>"));
    QVERIFY(onlyAdded(sdfBefore, sdf.bytes(sdf.path())));
    // AND the box visual of robot::base pasted into the URDF finger is a URDF visual
    r = paste(urdf, copied(sdf, QStringLiteral("visual:robot::base::visual")),
        QStringLiteral("finger"), &pasted);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(urdf.bytes(urdf.path()).contains("<box size=\"1 1 1\"/>"));
    QVERIFY(onlyAdded(urdfBefore, urdf.bytes(urdf.path())));
    QCOMPARE(urdf.document().scene().world.models.front().links.back().visuals.size(), size_t(2));
}

void TestPasteEntity::refusals()
{
    EditSession urdf(copyOf(QStringLiteral("joints.urdf")));
    EditSession sdf(copyOf(QStringLiteral("placing.sdf")));
    CopiedEntity c;
    QString error;
    // The root link: a second root
    QVERIFY(!copyEntity(urdf.document(),
        findEntity(urdf.document(), QStringLiteral("link:base"), {}, nullptr), c, &error));
    QVERIFY2(error.contains(QLatin1String("root")), qPrintable(error));
    // A joint
    QVERIFY(!copyEntity(urdf.document(),
        findEntity(urdf.document(), QStringLiteral("joint:slide"), {}, nullptr), c, &error));
    // Across formats: an SDFormat frame (URDF has none), a URDF link into SDFormat 1.6
    CopiedEntity frame = copied(sdf, QStringLiteral("link:robot::arm"));
    frame.kind = FrameKind::Frame;
    EditResult r = paste(urdf, frame, QStringLiteral("base"));
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains(QLatin1String("frames")), qPrintable(r.error));
    const QString old = m_dir->filePath(QStringLiteral("old.sdf"));
    QFile f(old);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("<sdf version=\"1.6\"><model name=\"m\"><link name=\"l\"/></model></sdf>\n");
    f.close();
    EditSession sdf16(old);
    r = paste(sdf16, copied(urdf, QStringLiteral("link:upper_arm")), QStringLiteral("m"));
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains(QLatin1String("1.8")), qPrintable(r.error));
    // A link into a link (SDFormat)
    const EditResult r2
        = paste(sdf, copied(sdf, QStringLiteral("link:robot::arm")), QStringLiteral("robot::base"));
    QVERIFY(!r2.ok);
    QCOMPARE(sdf.undoStack()->count(), 0);
}

QTEST_GUILESS_MAIN(TestPasteEntity)
#include "tst_pasteentity.moc"
