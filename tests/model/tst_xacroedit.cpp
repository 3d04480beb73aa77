// Editing xacro documents (model/edit/xacroedit.h, issue 16 "Editing the xacro source"): an
// edit of the expanded robot lands in the xacro file where the value is written, byte-exact;
// shared places ask for the SharedEdit choice; computed values are refused; undo restores
// every byte; the real Robotiq 2F-85 gripper of the corpus is edited in its macro file.

#include "corpus.h"
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
    void structureRefused();
    void robotiqGripper();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_arm;
    QString m_parts;
};

void TestXacroEdit::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(test::copyTree(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/xacro/edit"), m_dir->path()));
    m_arm = m_dir->filePath(QStringLiteral("arm.urdf.xacro"));
    m_parts = m_dir->filePath(QStringLiteral("parts.xacro"));
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
