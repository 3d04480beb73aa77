// The Arguments dock as a user meets it (issue 16): opening a xacro file shows its xacro:args
// with their values, a choice list for an argument the file compares with fixed strings; typing
// a value and pressing Return (or Apply) expands the file again with it, keeping the selection
// and the joint values; the values are remembered for the file and used when it is opened
// again; for a file that is not xacro the dock stays hidden.

#include "base/selection.h"
#include "joints/jointsdock.h"
#include "mainwindow/argumentsdock.h"
#include "mainwindow/mainwindow.h"
#include "offscreenrenderer.h"

#include "document.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace robostage;

namespace {

const QString kArm = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/xacro/widgets/arm_choice.urdf.xacro");

double linkZ(const Document &doc, const QString &name)
{
    for (FrameId id = 0; id < doc.frames().size(); ++id) {
        if (doc.frames().node(id).scopedName.endsWith(QStringLiteral("::") + name))
            return doc.frames().worldPose(id).p.z;
    }
    return -999;
}

} // namespace

class TestArgumentsDock : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void showsArgumentsAndChoices();
    void returnAppliesAndKeepsView();
    void hiddenForOtherFormats();

private:
    QTemporaryDir m_settings;
};

void TestArgumentsDock::initTestCase()
{
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TestArgumentsDock::init()
{
    QSettings().clear();
}

void TestArgumentsDock::showsArgumentsAndChoices()
{
    // GIVEN the window, of a laptop screen's size, WHEN a xacro file with three arguments is
    // opened
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openFile(kArm);
    ArgumentsDock *dock = window.argumentsDock();
    // THEN the dock shows, with a text field for the length and a choice list for the tool
    QTRY_VERIFY(dock->isVisible());
    auto *length = qobject_cast<QLineEdit *>(dock->field(QStringLiteral("length")));
    QVERIFY(length);
    QCOMPARE(length->text(), QStringLiteral("0.5"));
    auto *tool = qobject_cast<QComboBox *>(dock->field(QStringLiteral("tool")));
    QVERIFY(tool);
    QCOMPARE(tool->currentText(), QStringLiteral("none"));
    QStringList items;
    for (int i = 0; i < tool->count(); ++i)
        items << tool->itemText(i);
    QCOMPARE(items, (QStringList {"none", "gripper", "camera"}));
    // AND a choice list for the side, which the file compares through the property holding it
    auto *side = qobject_cast<QComboBox *>(dock->field(QStringLiteral("side")));
    QVERIFY(side);
    QCOMPARE(side->count(), 2);
    QCOMPARE(side->itemText(1), QStringLiteral("right"));
    QVERIFY(dock->values().isEmpty());
    // AND every row is in view, not squeezed under the Properties dock (issue 30)
    for (const char *name : {"length", "tool", "side"}) {
        QWidget *field = dock->field(QLatin1String(name));
        QTRY_VERIFY2(field->visibleRegion().boundingRect().height() >= field->height() - 1,
            qPrintable(QStringLiteral("%1: %2 of %3 px in view, the dock %4 px high")
                           .arg(QLatin1String(name))
                           .arg(field->visibleRegion().boundingRect().height())
                           .arg(field->height())
                           .arg(dock->height())));
    }
    // AND so when the file is opened before the window shows (robostage FILE.xacro)
    MainWindow first;
    first.resize(1280, 800);
    first.openFile(kArm);
    first.show();
    QVERIFY(QTest::qWaitForWindowExposed(&first));
    QWidget *sideField = first.argumentsDock()->field(QStringLiteral("side"));
    QTRY_VERIFY2(sideField->visibleRegion().boundingRect().height() >= sideField->height() - 1,
        qPrintable(QString::number(first.argumentsDock()->height())));
}

void TestArgumentsDock::returnAppliesAndKeepsView()
{
    // GIVEN the arm open, its upper link selected and the shoulder joint turned
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openFile(kArm);
    ArgumentsDock *dock = window.argumentsDock();
    QTRY_VERIFY(dock->isVisible());
    QCOMPARE(linkZ(*window.document(), QStringLiteral("tip")), 0.6);
    const Document &before = *window.document();
    FrameId upper = kNoFrame;
    for (FrameId id = 0; id < before.frames().size(); ++id) {
        if (before.frames().node(id).scopedName == QLatin1String("arm::upper"))
            upper = id;
    }
    QVERIFY(upper != kNoFrame);
    window.selection()->setFrame(upper);
    window.jointsDock()->setPositions({{QStringLiteral("arm::shoulder"), 0.5}});
    // WHEN the user types a new length and presses Return, and picks the gripper and Apply
    auto *length = qobject_cast<QLineEdit *>(dock->field(QStringLiteral("length")));
    length->selectAll();
    QTest::keyClicks(length, QStringLiteral("0.8"));
    auto *tool = qobject_cast<QComboBox *>(dock->field(QStringLiteral("tool")));
    tool->setCurrentText(QStringLiteral("gripper"));
    const Document *old = window.document();
    QTest::keyClick(length, Qt::Key_Return);
    // THEN the file is expanded again with both values
    QTRY_VERIFY(window.document() != old);
    QCOMPARE(
        window.document()->xacroArguments().value(QStringLiteral("length")), QStringLiteral("0.8"));
    QCOMPARE(linkZ(*window.document(), QStringLiteral("tip")), 0.9);
    bool gripper = false;
    for (FrameId id = 0; id < window.document()->frames().size(); ++id)
        gripper = gripper
            || window.document()->frames().node(id).scopedName == QLatin1String("arm::gripper");
    QVERIFY(gripper);
    // AND the selection and the joint value are kept
    QCOMPARE(window.document()->frames().node(window.selection()->frame()).scopedName,
        QStringLiteral("arm::upper"));
    QCOMPARE(window.jointsDock()->position(QStringLiteral("arm::shoulder")), 0.5);
    // AND the values are remembered: a new window opens the file with them
    MainWindow again;
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    again.openFile(kArm);
    QCOMPARE(
        again.document()->xacroArguments().value(QStringLiteral("length")), QStringLiteral("0.8"));
    QCOMPARE(linkZ(*again.document(), QStringLiteral("tip")), 0.9);
    // AND Defaults + Apply forgets them
    for (QPushButton *b : again.argumentsDock()->findChildren<QPushButton *>()) {
        if (b->text() == again.argumentsDock()->tr("Defaults"))
            QTest::mouseClick(b, Qt::LeftButton);
    }
    const Document *remembered = again.document();
    QTest::mouseClick(again.argumentsDock()->applyButton(), Qt::LeftButton);
    QTRY_VERIFY(again.document() != remembered);
    QVERIFY(again.document()->xacroArguments().isEmpty());
    QVERIFY(ArgumentsDock::remembered(QFileInfo(kArm).absoluteFilePath()).isEmpty());
}

void TestArgumentsDock::hiddenForOtherFormats()
{
    // GIVEN a window showing a xacro file WHEN a URDF file is opened in it THEN no dock
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openFile(kArm);
    QTRY_VERIFY(window.argumentsDock()->isVisible());
    window.openFile(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/arm_joint.sdf"));
    QTRY_VERIFY(!window.argumentsDock()->isVisible());
}

int main(int argc, char *argv[])
{
    QStandardPaths::setTestModeEnabled(true);
    OffscreenRenderer::prepareApplication();
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("RoboStageTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_argumentsdock"));
    TestArgumentsDock test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_argumentsdock.moc"
