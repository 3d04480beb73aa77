// Tests for the properties dock: typed editors that edit through the window's EditSession
// (pose in metres and degrees, rename), one undo step per committed field, and invalid input
// refused with a message and not written. Runs offscreen under xvfb-run (the viewport needs GLX).

#include "base/selection.h"
#include "corpus.h"
#include "dialogs/sharededitprompt.h"
#include "document.h"
#include "edit/editsession.h"
#include "mainwindow/mainwindow.h"
#include "model/testutil.h"
#include "properties/propertiesdock.h"
#include "propertiestestutil.h"
#include "scenetree/scenetreemodel.h"

#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace robostage;

namespace {

using robostage::test::findFrame;
using robostage::test::readFile;
using robostage::test::typeInto;

const Link &link(const Document &document, int i)
{
    return document.scene().world.models.at(0).links.at(size_t(i));
}

/// The text of the dock's label `name` in the form shown now; "(none)" when there is none.
QString labelText(PropertiesDock &dock, const QString &name)
{
    for (QLabel *label : dock.findChildren<QLabel *>(name)) {
        if (label->isVisibleTo(&dock))
            return label->text();
    }
    return QStringLiteral("(none)");
}

QString drakeFile(const char *relative)
{
    return test::corpusDir() + QStringLiteral("/RobotLocomotion__drake/") + QLatin1String(relative);
}

} // namespace

class TestPropertiesDock : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void poseEditIsOneUndoStep();
    void invalidInputIsRefused();
    void renameUpdatesTheTree();
    void drakeCollisionFilterGroups();
    void drakeLoopJoint();
    void simRobotSharedColourAsks();

private:
    QTemporaryDir m_settings;
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestPropertiesDock::initTestCase()
{
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TestPropertiesDock::init()
{
    QSettings().clear();
    const QString path = m_dir.filePath(QStringLiteral("%1.sdf").arg(QTest::currentTestFunction()));
    QFile::remove(path);
    QVERIFY(QFile::copy(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/widgets/editable.sdf"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    m_window = std::make_unique<MainWindow>();
    m_window->openFile(path);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    // GIVEN the link `base` selected
    m_window->selection()->setFrame(
        findFrame(*m_window->document(), FrameKind::Link, QStringLiteral("cart::base")));
    QCOMPARE(m_window->propertiesDock()->frame(), m_window->selection()->frame());
}

void TestPropertiesDock::poseEditIsOneUndoStep()
{
    PropertiesDock *dock = m_window->propertiesDock();
    QUndoStack *stack = m_window->session()->undoStack();
    // WHEN x is set to 1.5 (metres)
    typeInto(dock, QStringLiteral("poseX"), QStringLiteral("1.5"));
    // THEN the document's link pose has x = 1.5 m, and there is one undo step
    QCOMPARE(link(*m_window->document(), 0).pose.X_RF.p.x, 1.5);
    QCOMPARE(link(*m_window->document(), 0).pose.X_RF.p.z, 0.25);
    QCOMPARE(stack->count(), 1);
    QVERIFY(dock->message().isEmpty());
    // WHEN yaw is set to 90 (degrees) THEN the pose's yaw is π/2 radians, a second undo step
    QTest::qWait(0);
    typeInto(dock, QStringLiteral("poseYaw"), QStringLiteral("90"));
    const Vec3 rpy = link(*m_window->document(), 0).pose.X_RF.q.toRpy();
    QVERIFY2(std::abs(rpy.z - M_PI / 2) < 1e-12, qPrintable(QString::number(rpy.z)));
    QCOMPARE(link(*m_window->document(), 0).pose.X_RF.p.x, 1.5);
    QCOMPARE(stack->count(), 2);
    // AND undo takes back only the yaw
    stack->undo();
    QVERIFY(std::abs(link(*m_window->document(), 0).pose.X_RF.q.toRpy().z) < 1e-12);
    QCOMPARE(link(*m_window->document(), 0).pose.X_RF.p.x, 1.5);
}

void TestPropertiesDock::invalidInputIsRefused()
{
    PropertiesDock *dock = m_window->propertiesDock();
    QUndoStack *stack = m_window->session()->undoStack();
    const QByteArray before = m_window->session()->bytes(m_window->session()->path());
    // WHEN x is not a number THEN nothing is pushed and the dock says why
    typeInto(dock, QStringLiteral("poseX"), QStringLiteral("abc"));
    QCOMPARE(stack->count(), 0);
    QVERIFY2(dock->message().contains(QLatin1String("abc")), qPrintable(dock->message()));
    typeInto(dock, QStringLiteral("poseY"), QStringLiteral("nan"));
    QCOMPARE(stack->count(), 0);
    // WHEN the name is emptied THEN it is refused
    typeInto(dock, QStringLiteral("nameEdit"), QString());
    QCOMPARE(stack->count(), 0);
    QVERIFY2(dock->message().contains(QLatin1String("empty")), qPrintable(dock->message()));
    // WHEN a joint axis is set to zero THEN it is refused
    m_window->selection()->setFrame(
        findFrame(*m_window->document(), FrameKind::Joint, QStringLiteral("cart::hinge")));
    typeInto(dock, QStringLiteral("axisY"), QStringLiteral("0"));
    QCOMPARE(stack->count(), 0);
    QVERIFY2(dock->message().contains(QLatin1String("zero")), qPrintable(dock->message()));
    QCOMPARE(m_window->session()->bytes(m_window->session()->path()), before);
    QVERIFY(!m_window->hasUnsavedEdits());
}

void TestPropertiesDock::renameUpdatesTheTree()
{
    PropertiesDock *dock = m_window->propertiesDock();
    typeInto(dock, QStringLiteral("nameEdit"), QStringLiteral("chassis"));
    QCOMPARE(m_window->session()->undoStack()->count(), 1);
    QCOMPARE(link(*m_window->document(), 0).name, QStringLiteral("chassis"));
    // THEN the tree shows the new name, and the renamed link stays selected
    const FrameId renamed
        = findFrame(*m_window->document(), FrameKind::Link, QStringLiteral("cart::chassis"));
    QVERIFY(renamed != kNoFrame);
    QCOMPARE(m_window->selection()->frame(), renamed);
    const QModelIndex row = m_window->sceneTreeModel()->indexOfFrame(renamed);
    QCOMPARE(row.data().toString(), QStringLiteral("chassis"));
    // AND the joint that referred to it follows (RenameEntity rewrites the references)
    QCOMPARE(m_window->document()->scene().world.models.at(0).joints.at(0).parent,
        QStringLiteral("chassis"));
}

void TestPropertiesDock::drakeCollisionFilterGroups()
{
    // GIVEN Drake's collision_filter_group_parsing_test.urdf in a dock with its session
    edit::EditSession session(drakeFile("multibody/parsing/test/urdf_parser_test/"
                                        "collision_filter_group_parsing_test.urdf"),
        test::corpusResolver());
    Selection selection;
    PropertiesDock dock;
    dock.setSession(&session);
    dock.setSelection(&selection);
    const auto linkFrame = [&](const char *name) {
        return findFrame(session.document(), FrameKind::Link,
            QStringLiteral("collision_filter_group_parsing_test::") + QLatin1String(name));
    };
    // WHEN link2 is selected THEN its groups (group_link24 has ignore="true") and the groups
    // it does not collide with (group_link2 ignores group_link3; group_link56 ignores
    // group_link2; group_link24 ignores itself) are shown
    selection.setFrame(linkFrame("link2"));
    QCOMPARE(labelText(dock, QStringLiteral("collisionFilterGroups")),
        QStringLiteral("group_link2, group_link24 (ignore=\"true\")"));
    QCOMPARE(labelText(dock, QStringLiteral("ignoredCollisionFilterGroups")),
        QStringLiteral("group_link3, group_link56, group_link24"));
    // WHEN link9 is selected THEN its group and the group that holds that one as a member_group
    selection.setFrame(linkFrame("link9"));
    QCOMPARE(labelText(dock, QStringLiteral("collisionFilterGroups")),
        QStringLiteral("group_link910, group_of_groups"));
    QCOMPARE(labelText(dock, QStringLiteral("ignoredCollisionFilterGroups")),
        QStringLiteral("group_of_groups"));
    // AND the link's own editors are still there
    QVERIFY(dock.findChild<QWidget *>(QStringLiteral("inertialMass")));

    // GIVEN Drake's SDFormat test.sdf (robot.sdf included as robot1 and robot2)
    edit::EditSession sdf(drakeFile("multibody/parsing/test/sdf_parser_test/"
                                    "collision_filter_group_parsing_test/test.sdf"),
        test::corpusResolver());
    dock.setSession(&sdf);
    // WHEN robot1's link6 is selected THEN the group of `test` naming it and robot1's own group
    selection.setFrame(
        findFrame(sdf.document(), FrameKind::Link, QStringLiteral("test::robot1::link6")));
    QCOMPARE(labelText(dock, QStringLiteral("collisionFilterGroups")),
        QStringLiteral("group_6s, robot1::group_link56"));
    QCOMPARE(labelText(dock, QStringLiteral("ignoredCollisionFilterGroups")),
        QStringLiteral("group_6s, robot1::group_link56, robot1::group_link3, robot1::group_link2"));
}

void TestPropertiesDock::drakeLoopJoint()
{
    // GIVEN FourBar.urdf in a dock with its session
    edit::EditSession session(
        drakeFile("examples/simple_four_bar/FourBar.urdf"), test::corpusResolver());
    Selection selection;
    PropertiesDock dock;
    dock.setSession(&session);
    dock.setSelection(&selection);
    const LoopJoint &loop = session.document().scene().world.models.at(0).loopJoints.at(0);
    // WHEN a link in no collision filter group is selected THEN there is no such group
    selection.setFrame(
        findFrame(session.document(), FrameKind::Link, QStringLiteral("FourBar::link_3")));
    QCOMPARE(labelText(dock, QStringLiteral("collisionFilterGroups")), QStringLiteral("(none)"));
    // WHEN the loop joint's attachment frame is selected (its scene tree row) THEN its type,
    // both attachments and its axis are shown, read-only
    selection.setFrame(loop.link2.frame);
    QCOMPARE(labelText(dock, QStringLiteral("loopJointType")), QStringLiteral("continuous"));
    QVERIFY2(labelText(dock, QStringLiteral("loopJointLink1"))
                 .startsWith(QLatin1String("link_3 at 0 0 2.6 m")),
        qPrintable(labelText(dock, QStringLiteral("loopJointLink1"))));
    QVERIFY(labelText(dock, QStringLiteral("loopJointLink2"))
                .startsWith(QLatin1String("base_link at 0 0 0 m")));
    QVERIFY(labelText(dock, QStringLiteral("loopJointAxis")).startsWith(QLatin1String("0 1 0")));
    for (QLineEdit *edit : dock.findChildren<QLineEdit *>(QStringLiteral("nameEdit")))
        QVERIFY(!edit->isVisibleTo(&dock));
}

void TestPropertiesDock::simRobotSharedColourAsks()
{
    // GIVEN SimRobot's SimpleVehicle.ros2 with Side1's appearance selected; its
    // <Surface ref="green"/> names a surface five appearances share
    const QString scene
        = QStringLiteral(ROBOSTAGE_CORPUS_DIR "/bhuman__SimRobot/Scenes/SimpleVehicle.ros2");
    if (!QFileInfo::exists(scene))
        QSKIP("the SimRobot corpus is missing");
    const QString path = m_dir.filePath(QStringLiteral("SimpleVehicle.ros2"));
    QFile::remove(path);
    QVERIFY(QFile::copy(scene, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    m_window->openFile(path);
    m_window->selection()->setFrame(findFrame(
        *m_window->document(), FrameKind::Visual, QStringLiteral("Side1::Side1::BoxAppearance")));
    PropertiesDock *dock = m_window->propertiesDock();
    edit::EditSession *session = m_window->session();
    const QByteArray before = session->bytes(path);
    // WHEN the colour is set and the user cancels the question
    QList<edit::EditResult> asked;
    edit::SharedEdit answer = edit::SharedEdit::Ask;
    setSharedEditPrompt([&](const edit::EditResult &q) {
        asked << q;
        return answer;
    });
    dock->setVisualColor(Qt::red);
    // THEN the question was asked with the number of uses and nothing changed
    QCOMPARE(asked.size(), 1);
    QCOMPARE(asked[0].shared.definitionUses, 5); // Side1–4 and the car
    QVERIFY(asked[0].shared.instancePossible);
    QCOMPARE(session->bytes(path), before);
    QCOMPARE(session->undoStack()->count(), 0);
    // WHEN "Change only this instance" is chosen THEN the appearance's own Surface overrides it
    answer = edit::SharedEdit::Instance;
    dock->setVisualColor(Qt::red);
    setSharedEditPrompt(nullptr);
    QCOMPARE(asked.size(), 2);
    QCOMPARE(robostage::test::changedLines(before, session->bytes(path)),
        QStringList {"<Surface ref=\"green\" diffuseColor=\"rgb(100%, 0%, 0%)\"/>"});
    QCOMPARE(session->undoStack()->count(), 1);
    QVERIFY(dock->message().isEmpty());
}

QTEST_MAIN(TestPropertiesDock)
#include "tst_propertiesdock.moc"
