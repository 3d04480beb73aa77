// The bundled demo world (widgets/base/bundledworld.h) is not the user's file: File › Save on it
// asks where to save (and puts the demo's meshes beside the saved world); its temporary folder is
// removed when RoboStage exits, also when it is ended by a signal, and folders left by a
// process that no longer runs are removed by the next one. Runs offscreen under xvfb-run.

#include "base/bundledworld.h"
#include "edit/editsession.h"
#include "filedialogtestutil.h"
#include "mainwindow/editactions.h"
#include "mainwindow/mainwindow.h"
#include "model/testutil.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace robostage;
using robostage::test::readFile;

class TestBundledWorld : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void saveOnTheDemoAsksWhereToSave();
    void folderRemovedWithTheObject();
    void staleFoldersOfEndedProcessesRemoved();
    void folderRemovedWhenTerminated();

private:
    QTemporaryDir m_settings;
};

void TestBundledWorld::initTestCase()
{
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TestBundledWorld::saveOnTheDemoAsksWhereToSave()
{
    // GIVEN the demo world opened as RoboStage opens it, with an edit
    BundledWorld demo;
    const QString copy = demo.extract();
    QVERIFY2(!copy.isEmpty(), qPrintable(demo.error()));
    const QByteArray original = readFile(copy);
    MainWindow window;
    window.show();
    window.openFile(copy, MainWindow::Recent::Skip);
    QVERIFY(window.session()->setPose(QStringLiteral("model:crate"), {1, 0, 0.1, 0, 0, 0}).ok);
    QTemporaryDir userDir;
    const QString target = userDir.filePath(QStringLiteral("my_world.sdf"));

    // WHEN File › Save is triggered (and the user names a file in the dialog that opens)
    QString dialogTitle;
    test::answerFileDialogLater(this, target, &dialogTitle);
    window.editActions()->saveAction()->trigger();

    // THEN a Save As dialog asked where to save, the edited world is there and the hidden copy
    // is untouched
    QCOMPARE(dialogTitle, QStringLiteral("Save As"));
    QVERIFY(readFile(target).contains("<pose>1 0 0.1 0 0 0</pose>"));
    QCOMPARE(readFile(copy), original);
    QCOMPARE(window.session()->path(), target);
    QVERIFY(!window.hasUnsavedEdits());
    // AND the demo's meshes came along, so the saved world draws them
    QVERIFY(QFileInfo::exists(userDir.filePath(QStringLiteral("meshes/base_plate.stl"))));
    // AND a second Save writes the user's file without asking
    QVERIFY(window.session()->setPose(QStringLiteral("model:crate"), {2, 0, 0.1, 0, 0, 0}).ok);
    dialogTitle.clear();
    QTimer::singleShot(200, this, [&] {
        if (auto *dialog = QApplication::activeModalWidget()) {
            dialogTitle = dialog->windowTitle();
            dialog->close();
        }
    });
    window.editActions()->saveAction()->trigger();
    QVERIFY(readFile(target).contains("<pose>2 0 0.1 0 0 0</pose>"));
    QVERIFY2(dialogTitle.isEmpty(), qPrintable(dialogTitle));
}

void TestBundledWorld::folderRemovedWithTheObject()
{
    // GIVEN the demo extracted
    QString folder;
    {
        BundledWorld demo;
        folder = QFileInfo(demo.extract()).path();
        QVERIFY(QFileInfo(folder).isDir());
        QVERIFY(BundledWorld::isBundledCopy(folder + QStringLiteral("/demo.sdf")));
    }
    // WHEN the object is destroyed THEN its folder is gone
    QVERIFY(!QFileInfo::exists(folder));
    // AND a user's file is no copy
    QVERIFY(!BundledWorld::isBundledCopy(QDir::home().filePath(QStringLiteral("demo.sdf"))));
}

void TestBundledWorld::staleFoldersOfEndedProcessesRemoved()
{
    // GIVEN a folder left by a process that has ended and one of this running process
    QProcess ended;
    ended.start(QStringLiteral("true"));
    QVERIFY(ended.waitForStarted());
    const qint64 endedPid = ended.processId();
    QVERIFY(ended.waitForFinished());
    QTemporaryDir temp;
    const QDir dir(temp.path());
    const QString stale = QStringLiteral("robostage-demo-%1-AbCdEf").arg(endedPid);
    const QString live
        = QStringLiteral("robostage-demo-%1-GhIjKl").arg(QCoreApplication::applicationPid());
    QVERIFY(dir.mkpath(stale + QStringLiteral("/meshes")) && dir.mkpath(live));
    // WHEN stale copies are removed THEN only the ended process's folder is gone
    QCOMPARE(BundledWorld::removeStaleCopies(temp.path()), 1);
    QVERIFY(!dir.exists(stale));
    QVERIFY(dir.exists(live));
}

void TestBundledWorld::folderRemovedWhenTerminated()
{
    // GIVEN RoboStage showing the demo world, its temporary folder in a private TMPDIR
    QTemporaryDir temp;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("TMPDIR"), temp.path());
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_settings.path());
    // (and no crash-recovery records of the user's own sessions, whose dialog would wait)
    environment.insert(QStringLiteral("XDG_DATA_HOME"), temp.filePath(QStringLiteral("data")));
    QProcess robostage;
    robostage.setProcessEnvironment(environment);
    robostage.start(QStringLiteral(ROBOSTAGE_BINARY), {QStringLiteral("--new-instance")});
    QVERIFY(robostage.waitForStarted());
    const QDir dir(temp.path());
    const QStringList pattern {QStringLiteral("robostage-*")};
    QTRY_COMPARE_WITH_TIMEOUT(dir.entryList(pattern, QDir::Dirs).size(), 1, 20000);
    // WHEN it is ended with SIGTERM (as `kill` or a logout ends it)
    robostage.terminate();
    QVERIFY(robostage.waitForFinished(20000));
    // THEN it exited by itself, reporting the signal, and removed the folder
    QCOMPARE(robostage.exitStatus(), QProcess::NormalExit);
    QCOMPARE(robostage.exitCode(), 128 + 15);
    QVERIFY2(dir.entryList(pattern, QDir::Dirs).isEmpty(),
        qPrintable(dir.entryList(pattern, QDir::Dirs).join(u' ')));
}

QTEST_MAIN(TestBundledWorld)
#include "tst_bundledworld.moc"
