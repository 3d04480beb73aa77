// Adding entities to a xacro document (issue 18; model/edit/addentityxacro.cpp): the new
// element is written into the xacro source element its parent was expanded from, byte-exact and
// indented like its siblings; a macro body expanded once takes it, one expanded several times
// refuses; undo gives back every byte. Fixtures: tests/data/xacro/edit (arm.urdf.xacro calls
// its arm macro once; hand.urdf.xacro calls its finger macro three times).

#include "edit/editsession.h"
#include "edit/entitylookup.h"
#include "edit/structurecommands.h"
#include "testutil.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace robostage;
using namespace robostage::edit;

namespace {

/// Parses `text` (the --add-* syntax) as `kind` and pushes AddEntity on `s`.
EditResult add(EditSession &s, AddSpec::Kind kind, const QString &text)
{
    AddSpec spec;
    EditResult result;
    if (!parseAddSpec(kind, text, spec, &result.error))
        return result;
    auto command = AddEntity::create(s, spec, result);
    if (!command)
        return result;
    return s.push(std::move(command), result);
}

Pose worldPose(const EditSession &s, const QString &name)
{
    const FrameId id = findEntity(s.document(), name, {}, nullptr);
    return id == kNoFrame ? Pose {{-999, -999, -999}, {}} : s.document().frames().worldPose(id);
}

} // namespace

class TestAddXacro : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void linkAndJointGoToTheRobotElement();
    void visualGoesIntoAMacroExpandedOnce();
    void visualOutsideMacros();
    void macroExpandedSeveralTimesRefuses();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_arm, m_parts, m_hand;
};

void TestAddXacro::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(test::copyTree(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/xacro/edit"), m_dir->path()));
    m_arm = m_dir->filePath(QStringLiteral("arm.urdf.xacro"));
    m_parts = m_dir->filePath(QStringLiteral("parts.xacro"));
    m_hand = m_dir->filePath(QStringLiteral("hand.urdf.xacro"));
}

void TestAddXacro::linkAndJointGoToTheRobotElement()
{
    // GIVEN the arm (its links are written in the arm macro, called once)
    EditSession s(m_arm);
    const QByteArray arm = s.bytes(m_arm), parts = s.bytes(m_parts);
    // WHEN a link `tool` is added with a fixed joint 0.1 m above `hand`
    EditResult r = add(s, AddSpec::Kind::Link, QStringLiteral("tool"));
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(
        r.notes.join(u' ').contains(QLatin1String("xacro source")), qPrintable(r.notes.join(u' ')));
    r = add(s, AddSpec::Kind::Joint, QStringLiteral("tool_joint=fixed,hand,tool@0,0,0.1,0,0,0"));
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN both are written at the end of the xacro file's <robot>, after the macro call, and
    // the included file is untouched
    const QByteArray after = s.bytes(m_arm);
    // (one block inserted: the bytes before and after it are the file's)
    int prefix = 0;
    while (prefix < arm.size() && arm[prefix] == after[prefix])
        ++prefix;
    QVERIFY(arm.mid(prefix) == after.right(arm.size() - prefix));
    QVERIFY2(after.mid(prefix, after.size() - arm.size()).startsWith("  <link name=\"tool\">"),
        after.constData());
    QVERIFY(after.indexOf("<link name=\"tool\">") > after.indexOf("<xacro:arm prefix"));
    QVERIFY(after.indexOf("<joint name=\"tool_joint\" type=\"fixed\">")
        > after.indexOf("<link name=\"tool\">"));
    QCOMPARE(s.bytes(m_parts), parts);
    // AND the re-expanded robot has the tool 0.1 m above the hand
    const Pose X_WH = worldPose(s, QStringLiteral("hand"));
    const Pose X_WT = worldPose(s, QStringLiteral("tool"));
    QVERIFY(test::poseNear(X_WT, X_WH * Pose::fromXyzRpy(0, 0, 0.1, 0, 0, 0)));
    // AND undo gives back every byte
    s.undoStack()->undo();
    s.undoStack()->undo();
    QCOMPARE(s.bytes(m_arm), arm);
    QVERIFY(findEntity(s.document(), QStringLiteral("tool"), {}, nullptr) == kNoFrame);
}

void TestAddXacro::visualGoesIntoAMacroExpandedOnce()
{
    // GIVEN the arm WHEN a box visual is added to `fore` (an empty link in the arm macro)
    EditSession s(m_arm);
    const QByteArray arm = s.bytes(m_arm);
    const EditResult r = add(s, AddSpec::Kind::Visual,
        QStringLiteral("fore::fore_box=box:0.04,0.04,0.3@0,0,0.15,0,0,0"));
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN the macro's link element holds it (the self-closing tag opened), indented one step
    // deeper than the link
    const QByteArray after = s.bytes(m_arm);
    QVERIFY2(after.contains("    <link name=\"${prefix}fore\">\n      <visual name=\"fore_box\">"),
        after.constData());
    QVERIFY(after.indexOf("fore_box") < after.indexOf("</xacro:macro>"));
    const FrameId visual
        = findEntity(s.document(), QStringLiteral("visual:fore::fore_box"), {}, nullptr);
    QVERIFY(visual != kNoFrame);
    QVERIFY(test::poseNear(s.document().frames().worldPose(visual),
        worldPose(s, QStringLiteral("fore")) * Pose::fromXyzRpy(0, 0, 0.15, 0, 0, 0)));
    s.undoStack()->undo();
    QCOMPARE(s.bytes(m_arm), arm);
}

void TestAddXacro::visualOutsideMacros()
{
    // GIVEN the hand WHEN a collision is added to `palm` (written outside any macro)
    EditSession s(m_hand);
    const QByteArray hand = s.bytes(m_hand);
    const EditResult r = add(
        s, AddSpec::Kind::Collision, QStringLiteral("palm::palm_collision=box:0.08,0.08,0.02"));
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN it follows the palm's visual inside <link name="palm">
    const QByteArray after = s.bytes(m_hand);
    const int collision = int(after.indexOf("    <collision name=\"palm_collision\">"));
    QVERIFY2(collision > after.indexOf("</visual>"), after.constData());
    QVERIFY(collision < after.indexOf("</link>"));
    s.undoStack()->undo();
    QCOMPARE(s.bytes(m_hand), hand);
}

void TestAddXacro::macroExpandedSeveralTimesRefuses()
{
    // GIVEN the hand WHEN a visual is added to `left_finger` (the finger macro, called 3 times)
    EditSession s(m_hand);
    const QByteArray hand = s.bytes(m_hand);
    const EditResult r
        = add(s, AddSpec::Kind::Visual, QStringLiteral("left_finger::v=sphere:0.01"));
    // THEN it is refused, naming the macro and how often it is expanded; nothing changes
    QVERIFY(!r.ok);
    QVERIFY2(
        r.error.contains(QLatin1String("'finger'")) && r.error.contains(QLatin1String("3 times")),
        qPrintable(r.error));
    QCOMPARE(s.bytes(m_hand), hand);
    QCOMPARE(s.undoStack()->count(), 0);
}

QTEST_GUILESS_MAIN(TestAddXacro)
#include "tst_addxacro.moc"
