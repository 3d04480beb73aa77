// Editing xacro documents (model/edit/xacroedit.h, issue 16 "Editing the xacro source"): an
// edit of the expanded robot lands in the xacro file where the value is written, byte-exact;
// shared places ask for the SharedEdit choice; a value in a macro expanded several times becomes
// a new parameter for one expansion; parameter defaults are edited or passed at the call;
// computed values are refused and can be given a new expression; undo restores every byte; the
// real Robotiq 2F-85 gripper of the corpus is edited in its macro file.

#include "corpus.h"
#include "edit/commands.h"
#include "edit/editsession.h"
#include "edit/entitylookup.h"
#include "edit/structurecommands.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace robostage;
using namespace robostage::edit;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

Pose worldPose(const EditSession &s, const QString &name)
{
    QString error;
    const FrameId id = findEntity(s.document(), name, {}, &error);
    return id == kNoFrame ? Pose {{-999, -999, -999}, {}} : s.document().frames().worldPose(id);
}

} // namespace

class TestXacroEdit : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void literalInMacroUsedOnce();
    void propertyUsedOnce();
    void sharedProperty();
    void macroParameterAtCall();
    void computedValueRefused();
    void instanceOfMacroBody();
    void parameterDefault();
    void newExpression();
    void structureRefused();
    void robotiqGripper();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_arm;
    QString m_parts;
    QString m_hand;
};

void TestXacroEdit::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(test::copyTree(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/xacro/edit"), m_dir->path()));
    m_arm = m_dir->filePath(QStringLiteral("arm.urdf.xacro"));
    m_parts = m_dir->filePath(QStringLiteral("parts.xacro"));
    m_hand = m_dir->filePath(QStringLiteral("hand.urdf.xacro"));
}

void TestXacroEdit::literalInMacroUsedOnce()
{
    // GIVEN the arm, whose shoulder origin is a literal in the arm macro (called once)
    EditSession s(m_arm);
    QVERIFY2(
        !s.document().diagnostics().hasErrors(), qPrintable(s.document().diagnostics().toString()));
    const QByteArray arm = s.bytes(m_arm), parts = s.bytes(m_parts);
    // WHEN the upper link (the shoulder joint's child) is moved
    const EditResult r = s.setPose(QStringLiteral("upper"), {0, 0, 0.25, 0, 0, 0});
    // THEN only that attribute of the xacro file changes, and the re-expanded robot moved
    QVERIFY2(r.ok, qPrintable(r.error));
    QByteArray expected = arm;
    expected.replace(
        "<origin xyz=\"0 0 0.1\" rpy=\"0 0 0\"/>", "<origin xyz=\"0 0 0.25\" rpy=\"0 0 0\"/>");
    QCOMPARE(s.bytes(m_arm), expected);
    QCOMPARE(s.bytes(m_parts), parts);
    QCOMPARE(worldPose(s, QStringLiteral("upper")).p.z, 0.25);
    // AND undo gives back every byte, save writes the xacro file
    s.undoStack()->undo();
    QCOMPARE(s.bytes(m_arm), arm);
    s.undoStack()->redo();
    QVERIFY(s.save().ok);
    QCOMPARE(readAll(m_arm), expected);
}

void TestXacroEdit::propertyUsedOnce()
{
    // GIVEN an arm whose upper visual no longer reads elbow_height: the property is used once
    QByteArray arm = readAll(m_arm);
    arm.replace("size=\"0.05 0.05 ${elbow_height}\"", "size=\"0.05 0.05 0.4\"");
    QFile f(m_arm);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(arm) == arm.size());
    f.close();
    EditSession s(m_arm);
    // WHEN the forearm (origin "0 0 ${elbow_height}") is moved up
    const EditResult r = s.setPose(QStringLiteral("fore"), {0, 0, 0.45, 0, 0, 0});
    // THEN the property's value changes, nothing else
    QVERIFY2(r.ok, qPrintable(r.error));
    QByteArray expected = arm;
    expected.replace("name=\"elbow_height\" value=\"0.4\"", "name=\"elbow_height\" value=\"0.45\"");
    QCOMPARE(s.bytes(m_arm), expected);
}

void TestXacroEdit::sharedProperty()
{
    // GIVEN the colour property `grey`, used by both arm links
    const QByteArray arm = readAll(m_arm);
    EditSession ask(m_arm);
    // WHEN the upper visual's colour is set without a choice THEN the choice is asked
    EditResult r = ask.setMaterialColor(QStringLiteral("upper::visual_0"), {1, 0, 0, 1});
    QVERIFY(!r.ok);
    QVERIFY(r.needsSharedChoice());
    QCOMPARE(r.shared.definitionUses, 2);
    QVERIFY(r.shared.instancePossible);
    QCOMPARE(ask.bytes(m_arm), arm);
    // AND "instance" writes the value at this use (the macro call's argument)
    EditSession instance(m_arm);
    r = instance.setMaterialColor(
        QStringLiteral("upper::visual_0"), {1, 0, 0, 1}, SharedEdit::Instance);
    QVERIFY2(r.ok, qPrintable(r.error));
    QByteArray expected = arm;
    expected.replace("size=\"0.05 0.05 ${elbow_height}\" rgba=\"${grey}\"",
        "size=\"0.05 0.05 ${elbow_height}\" rgba=\"1 0 0 1\"");
    QCOMPARE(instance.bytes(m_arm), expected);
    // AND "definition" changes the property, so both links turn red
    EditSession definition(m_arm);
    r = definition.setMaterialColor(
        QStringLiteral("upper::visual_0"), {1, 0, 0, 1}, SharedEdit::Definition);
    QVERIFY2(r.ok, qPrintable(r.error));
    expected = arm;
    expected.replace("name=\"grey\" value=\"0.5 0.5 0.5 1\"", "name=\"grey\" value=\"1 0 0 1\"");
    QCOMPARE(definition.bytes(m_arm), expected);
}

void TestXacroEdit::macroParameterAtCall()
{
    // GIVEN the hand, placed at "0 0 ${fore_length}" with fore_length passed by the call
    const QByteArray arm = readAll(m_arm);
    EditSession s(m_arm);
    // WHEN it is moved THEN the call's argument changes
    const EditResult r = s.setPose(QStringLiteral("hand"), {0, 0, 0.35, 0, 0, 0});
    QVERIFY2(r.ok, qPrintable(r.error));
    QByteArray expected = arm;
    expected.replace("fore_length=\"0.3\"/>", "fore_length=\"0.35\"/>");
    QCOMPARE(s.bytes(m_arm), expected);
}

void TestXacroEdit::computedValueRefused()
{
    // GIVEN the two-link fixture, whose joint origins are "0 0 ${z}" with z = $(arg length)
    EditSession s(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/xacro/cli/two_link.urdf.xacro"));
    const QByteArray before = s.bytes(s.path());
    // WHEN the fore link is moved, choosing the definition THEN the expression is named
    const EditResult r
        = s.setPose(QStringLiteral("fore"), {0, 0, 1, 0, 0, 0}, SharedEdit::Definition);
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains(QLatin1String("$(arg length)"))
            && r.error.contains(QLatin1String("two_link.urdf.xacro:35")),
        qPrintable(r.error));
    QCOMPARE(s.bytes(s.path()), before);
    QVERIFY(!s.isModified());
}

void TestXacroEdit::instanceOfMacroBody()
{
    // GIVEN the hand, whose knuckle origin "0.01 0 0.02" is written in the finger macro, which
    // is expanded three times
    const QByteArray hand = readAll(m_hand);
    EditSession ask(m_hand);
    QVERIFY2(!ask.document().diagnostics().hasErrors(),
        qPrintable(ask.document().diagnostics().toString()));
    // WHEN the left finger is moved without a choice THEN both choices are offered
    EditResult r = ask.setPose(QStringLiteral("left_finger"), {0.01, 0, 0.03, 0, 0, 0});
    QVERIFY(!r.ok && r.needsSharedChoice());
    QCOMPARE(r.shared.definitionUses, 3);
    QVERIFY2(r.shared.instancePossible, qPrintable(r.shared.instanceRefusal));
    QCOMPARE(ask.bytes(m_hand), hand);
    // AND "instance" makes the value a new parameter of the macro (its default the old value)
    // that only the left finger's call passes
    EditSession instance(m_hand);
    r = instance.setPose(
        QStringLiteral("left_finger"), {0.01, 0, 0.03, 0, 0, 0}, SharedEdit::Instance);
    QVERIFY2(r.ok, qPrintable(r.error));
    QByteArray expected = hand;
    expected.replace(
        "params=\"side length:=0.05\"", "params=\"side length:=0.05 origin_xyz:='0.01 0 0.02'\"");
    expected.replace("<origin xyz=\"0.01 0 0.02\" rpy", "<origin xyz=\"${origin_xyz}\" rpy");
    expected.replace("<xacro:finger side=\"left\"/>",
        "<xacro:finger side=\"left\" origin_xyz=\"0.01 0 0.03\"/>");
    QVERIFY(expected != hand);
    QCOMPARE(instance.bytes(m_hand), expected);
    QCOMPARE(worldPose(instance, QStringLiteral("left_finger")).p.z, 0.03);
    QCOMPARE(worldPose(instance, QStringLiteral("right_finger")).p.z, 0.02);
    QVERIFY(!instance.document().diagnostics().hasErrors());
    instance.undoStack()->undo();
    QCOMPARE(instance.bytes(m_hand), hand);
    // AND moving and turning it at once gives the macro two new parameters
    r = instance.setPose(
        QStringLiteral("left_finger"), {0.01, 0, 0.03, 0, 0, 0.5}, SharedEdit::Instance);
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(instance.bytes(m_hand).contains(
                 "params=\"side length:=0.05 origin_xyz:='0.01 0 0.02' origin_rpy:='0 0 0'\""),
        instance.bytes(m_hand).constData());
    QVERIFY(instance.bytes(m_hand).contains(
        "<xacro:finger side=\"left\" origin_xyz=\"0.01 0 0.03\" origin_rpy=\"0 0 0.5\"/>"));
    QCOMPARE(worldPose(instance, QStringLiteral("right_finger")).p.z, 0.02);
    instance.undoStack()->undo();
    QCOMPARE(instance.bytes(m_hand), hand);
    // AND "definition" changes the literal in the macro: every finger moves
    EditSession definition(m_hand);
    r = definition.setPose(
        QStringLiteral("left_finger"), {0.01, 0, 0.03, 0, 0, 0}, SharedEdit::Definition);
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(worldPose(definition, QStringLiteral("right_finger")).p.z, 0.03);
}

void TestXacroEdit::parameterDefault()
{
    // GIVEN the tip origins "0 0 ${length}", where left and right take length's default 0.05
    const QByteArray hand = readAll(m_hand);
    EditSession ask(m_hand);
    // WHEN the left tip is moved THEN the choice names the two calls that take the default
    EditResult r = ask.setPose(QStringLiteral("left_tip"), {0, 0, 0.06, 0, 0, 0});
    QVERIFY(!r.ok && r.needsSharedChoice());
    QCOMPARE(r.shared.definitionUses, 2);
    QVERIFY(r.shared.instancePossible);
    // AND "instance" passes the value in the left finger's call
    EditSession instance(m_hand);
    r = instance.setPose(QStringLiteral("left_tip"), {0, 0, 0.06, 0, 0, 0}, SharedEdit::Instance);
    QVERIFY2(r.ok, qPrintable(r.error));
    QByteArray expected = hand;
    expected.replace(
        "<xacro:finger side=\"left\"/>", "<xacro:finger side=\"left\" length=\"0.06\"/>");
    QVERIFY(expected != hand);
    QCOMPARE(instance.bytes(m_hand), expected);
    QVERIFY(qAbs(worldPose(instance, QStringLiteral("right_tip")).p.z - 0.07) < 1e-12);
    // AND "definition" changes the default: left and right move, the thumb keeps its own
    EditSession definition(m_hand);
    r = definition.setPose(
        QStringLiteral("left_tip"), {0, 0, 0.06, 0, 0, 0}, SharedEdit::Definition);
    QVERIFY2(r.ok, qPrintable(r.error));
    expected = hand;
    expected.replace("length:=0.05", "length:=0.06");
    QVERIFY(expected != hand);
    QCOMPARE(definition.bytes(m_hand), expected);
    // AND the thumb, which passes its own length, changes its call's argument without a question
    EditSession thumb(m_hand);
    r = thumb.setPose(QStringLiteral("thumb_tip"), {0, 0, 0.045, 0, 0, 0});
    QVERIFY2(r.ok, qPrintable(r.error));
    expected = hand;
    expected.replace("length=\"0.04\"", "length=\"0.045\"");
    QVERIFY(expected != hand);
    QCOMPARE(thumb.bytes(m_hand), expected);
}

void TestXacroEdit::newExpression()
{
    // GIVEN the palm visual at "0 0 ${width / 4}"
    const QByteArray hand = readAll(m_hand);
    EditSession s(m_hand);
    // WHEN it is moved THEN the edit is refused with the place of the expression
    EditResult r = s.setPose(QStringLiteral("palm::visual_0"), {0, 0, 0.04, 0, 0, 0});
    QVERIFY(!r.ok);
    QVERIFY(r.computed.asked);
    QCOMPARE(r.computed.written, QStringLiteral("0 0 ${width / 4}"));
    QCOMPARE(r.computed.path, m_hand);
    QVERIFY2(r.computed.where.endsWith(QLatin1String("hand.urdf.xacro:10")),
        qPrintable(r.computed.where));
    // AND a bad expression is not written, with xacro's reason
    EditResult bad;
    QVERIFY(!SetXacroExpression::create(s, r.computed, QStringLiteral("0 0 ${width /}"), bad));
    QVERIFY2(bad.error.contains(QLatin1String("width /")), qPrintable(bad.error));
    QCOMPARE(s.bytes(m_hand), hand);
    // AND a new expression is written in its place and the robot expands again
    EditResult ok;
    auto command
        = SetXacroExpression::create(s, r.computed, QStringLiteral("0 0 ${width / 2}"), ok);
    QVERIFY2(command, qPrintable(ok.error));
    s.push(std::move(command), ok);
    QByteArray expected = hand;
    expected.replace("${width / 4}", "${width / 2}");
    QVERIFY(expected != hand);
    QCOMPARE(s.bytes(m_hand), expected);
    QVERIFY(qAbs(worldPose(s, QStringLiteral("palm::visual_0")).p.z - 0.04) < 1e-12);
    s.undoStack()->undo();
    QCOMPARE(s.bytes(m_hand), hand);
}

void TestXacroEdit::structureRefused()
{
    // GIVEN the arm WHEN a link is deleted THEN the edit is refused, nothing changes
    EditSession s(m_arm);
    const QByteArray before = s.bytes(m_arm);
    QString error;
    const FrameId hand = findEntity(s.document(), QStringLiteral("hand"), {}, &error);
    QVERIFY(hand != kNoFrame);
    EditResult r;
    auto command = DeleteEntity::create(s, hand, r);
    QVERIFY(!command);
    QVERIFY2(r.error.contains(QLatin1String("not supported")), qPrintable(r.error));
    QCOMPARE(s.bytes(m_arm), before);
}

void TestXacroEdit::robotiqGripper()
{
    // GIVEN a copy of the Robotiq 2F-85 package (the corpus robot), found by $(find)
    const QString package = test::corpusDir()
        + QStringLiteral("/xacro/PickNikRobotics__ros2_robotiq_gripper/robotiq_description");
    const QString copy = m_dir->filePath(QStringLiteral("robotiq_description"));
    QVERIFY(test::copyTree(package, copy));
    ResourceResolver resolver;
    resolver.setPackagePaths({m_dir->path()}, {});
    const QString entry = copy + QStringLiteral("/urdf/robotiq_2f_85_gripper.urdf.xacro");
    const QString macroFile = copy + QStringLiteral("/urdf/robotiq_2f_85_macro.urdf.xacro");
    EditSession s(entry, resolver);
    QVERIFY2(
        !s.document().diagnostics().hasErrors(), qPrintable(s.document().diagnostics().toString()));
    const QByteArray entryBytes = s.bytes(entry), macroBytes = s.bytes(macroFile);
    QVERIFY(!macroBytes.isEmpty());
    // (the window watches the included macro file and the meshes for changes on disk)
    const QStringList watched = s.document().watchedPaths();
    QVERIFY(watched.contains(entry) && watched.contains(macroFile));
    QVERIFY(std::any_of(watched.begin(), watched.end(),
        [](const QString &p) { return p.endsWith(QLatin1String("robotiq_base.stl")); }));
    // WHEN the left knuckle (joint origin written in the gripper macro, called once) moves
    const EditResult r
        = s.setPose(QStringLiteral("robotiq_85_left_knuckle_link"), {0.031, 0, 0.055, 0, 0, 0});
    // THEN the macro file changes in that attribute only, the entry file not at all
    QVERIFY2(r.ok, qPrintable(r.error));
    QByteArray expected = macroBytes;
    const QByteArray old = "<origin xyz=\"0.03060114 0.0 0.05490452\" rpy=\"0 0 0\" />";
    QCOMPARE(expected.count(old), 1);
    expected.replace(old, "<origin xyz=\"0.031 0.0 0.055\" rpy=\"0 0 0\" />");
    QCOMPARE(s.bytes(macroFile), expected);
    QCOMPARE(s.bytes(entry), entryBytes);
    // AND saving writes the macro file in place
    const SaveResult saved = s.save();
    QVERIFY2(saved.ok, qPrintable(saved.error));
    QCOMPARE(readAll(macroFile), expected);
    QCOMPARE(readAll(entry), entryBytes);
}

QTEST_GUILESS_MAIN(TestXacroEdit)
#include "tst_xacroedit.moc"
