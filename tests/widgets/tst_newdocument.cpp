// File › New (issue 18): an SDFormat world with a sun and a ground plane, an SDFormat model or a
// URDF robot with one link, opened from a template in a temporary folder; Save on it asks where
// to save and writes the template's bytes there; a window that shows a document opens the new
// one in a new window. Runs offscreen under xvfb-run.

#include "base/bundledworld.h"
#include "document.h"
#include "edit/editsession.h"
#include "filedialogtestutil.h"
#include "mainwindow/editactions.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/recentfiles.h"
#include "model/testutil.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace robostage;
using robostage::test::findFrame;
using robostage::test::readFile;

class TestNewDocument : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void newDocumentOpensAndSavesAs_data();
    void newDocumentOpensAndSavesAs();
    void newInAWindowWithADocumentOpensAnotherWindow();

private:
    QTemporaryDir m_settings;
};

void TestNewDocument::initTestCase()
{
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TestNewDocument::newDocumentOpensAndSavesAs_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("resource");
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<int>("kind"); // FrameKind of the entity the template must have
    QTest::addColumn<QString>("entity");
    QTest::newRow("world") << "newWorldAction"
                           << ":/templates/world.sdf"
                           << "untitled_world.sdf" << int(FrameKind::Model) << "ground_plane";
    QTest::newRow("model") << "newModelAction"
                           << ":/templates/model.sdf"
                           << "untitled_model.sdf" << int(FrameKind::Link) << "model::base_link";
    QTest::newRow("robot") << "newRobotAction"
                           << ":/templates/robot.urdf"
                           << "untitled_robot.urdf" << int(FrameKind::Link) << "robot::base_link";
}

void TestNewDocument::newDocumentOpensAndSavesAs()
{
    QFETCH(QString, action);
    QFETCH(QString, resource);
    QFETCH(QString, fileName);
    QFETCH(int, kind);
    QFETCH(QString, entity);
    // GIVEN an empty window
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.document());
    // WHEN File › New › … is chosen
    auto *newAction = window.findChild<QAction *>(action);
    QVERIFY(newAction);
    newAction->trigger();
    // THEN the template opens in this window, read without a diagnostic, from a temporary copy
    // that is not offered in Open Recent
    QVERIFY(window.document());
    const QString path = window.document()->path();
    QCOMPARE(QFileInfo(path).fileName(), fileName);
    QVERIFY(BundledWorld::isBundledCopy(path));
    QVERIFY(window.document()->diagnostics().items().empty());
    QVERIFY(findFrame(*window.document(), FrameKind(kind), entity) != kNoFrame);
    QVERIFY(!RecentFiles::files().contains(path));
    QFile templateFile(resource);
    QVERIFY(templateFile.open(QIODevice::ReadOnly));
    const QByteArray templateBytes = templateFile.readAll();
    QCOMPARE(readFile(path), templateBytes);
    if (action == QLatin1String("newWorldAction")) {
        QVERIFY(findFrame(*window.document(), FrameKind::Light, QStringLiteral("sun")) != kNoFrame);
        QCOMPARE(newAction->shortcut(), QKeySequence(QKeySequence::New));
    }

    // WHEN File › Save is chosen (and the user names a file in the dialog that opens)
    QTemporaryDir userDir;
    const QString target = userDir.filePath(fileName);
    QString dialogTitle;
    test::answerFileDialogLater(this, target, &dialogTitle);
    window.editActions()->saveAction()->trigger();
    // THEN Save asked where to save, and the file holds the template, alone (no demo meshes)
    QCOMPARE(dialogTitle, QStringLiteral("Save As"));
    QCOMPARE(readFile(target), templateBytes);
    QCOMPARE(window.session()->path(), target);
    QCOMPARE(QDir(userDir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
        QStringList({fileName}));
    QVERIFY(RecentFiles::files().contains(target));
}

void TestNewDocument::newInAWindowWithADocumentOpensAnotherWindow()
{
    // GIVEN a window showing a new robot
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction *>(QStringLiteral("newRobotAction"))->trigger();
    QVERIFY(window.document());
    const QString robot = window.document()->path();
    // WHEN File › New › SDFormat World is chosen in it
    window.findChild<QAction *>(QStringLiteral("newWorldAction"))->trigger();
    // THEN the robot stays, and the world opens in a second window of its own
    QCOMPARE(window.document()->path(), robot);
    MainWindow *other = nullptr;
    for (QWidget *top : QApplication::topLevelWidgets()) {
        auto *candidate = qobject_cast<MainWindow *>(top);
        if (candidate && candidate != &window && candidate->document())
            other = candidate;
    }
    QVERIFY(other);
    QCOMPARE(QFileInfo(other->document()->path()).fileName(), QStringLiteral("untitled_world.sdf"));
    QVERIFY(other->document()->path() != robot);
    delete other;
}

QTEST_MAIN(TestNewDocument)
#include "tst_newdocument.moc"
