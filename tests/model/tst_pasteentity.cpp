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
    QVERIFY(!CopiedEntity::fromXml("<robot/>", &error));
    QVERIFY(!error.isEmpty());
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
    // Across formats
    const EditResult r
        = paste(urdf, copied(sdf, QStringLiteral("link:robot::arm")), QStringLiteral("base"));
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains(QLatin1String("convert")), qPrintable(r.error));
    // A link into a link (SDFormat)
    const EditResult r2
        = paste(sdf, copied(sdf, QStringLiteral("link:robot::arm")), QStringLiteral("robot::base"));
    QVERIFY(!r2.ok);
    QCOMPARE(sdf.undoStack()->count(), 0);
}

QTEST_GUILESS_MAIN(TestPasteEntity)
#include "tst_pasteentity.moc"
