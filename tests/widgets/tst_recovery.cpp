// Tests for crash recovery (RecoveryStore, RecoveryWriter, EditSession::replaceBytes): the
// store writes, reads and removes records and tells stale ones (their process is gone); a
// window with unsaved edits writes its record after the edit burst and removes it when saved;
// a process killed with SIGKILL leaves its record, which a new window restores; opening that
// file again by any route (openFile, openFiles, a drop; the real `robostage FILE`) asks
// Restore / Discard / Later for it (issue 29). Runs offscreen under xvfb-run (the viewport
// needs GLX). `tst_recovery --recovery-child FILE` is the child that edits and is killed.

#include "base/bundledworld.h"
#include "document.h"
#include "edit/editsession.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/recoverystore.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QUuid>
#include <QtTest>

#include <cstdio>

using namespace robostage;

namespace {

const QString kEditable = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/widgets/editable.sdf");
const std::array<double, 6> kMoved {1.5, 0, 0.25, 0, 0, 0};

/// The PID of a process that ran and is gone.
qint64 deadPid()
{
    QProcess process;
    process.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("exit 0")});
    if (!process.waitForStarted())
        return 0;
    const qint64 pid = process.processId();
    process.waitForFinished();
    return pid;
}

/// The record a robostage killed while editing `path` leaves: id "crashed", a process that is
/// no longer running, and `bytes` as the unsaved content of `path`.
RecoveryRecord crashedRecord(const QString &path, const QByteArray &bytes)
{
    RecoveryRecord record;
    // A fresh id each time: a record answered Later is not offered again in this process.
    record.id = QStringLiteral("crashed-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    record.path = path;
    record.pid = deadPid();
    record.executable = QStringLiteral("robostage");
    record.created = record.updated = QDateTime::currentDateTimeUtc();
    record.files.insert(path, bytes);
    return record;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// This test and its child keep their records where `robostage` looks for them (its
/// AppLocalDataLocation below the scratch XDG_DATA_HOME), so the real binary finds them.
void setRobostageNames()
{
    QCoreApplication::setOrganizationName(QStringLiteral("RoboStage"));
    QCoreApplication::setApplicationName(QStringLiteral("robostage"));
}

/// The child process: opens FILE, moves the link `cart::base`, prints the record's id when the
/// record is written and waits to be killed.
int runChild(int argc, char **argv)
{
    QApplication app(argc, argv);
    setRobostageNames();
    MainWindow window;
    window.openFile(QString::fromLocal8Bit(argv[2]));
    QObject::connect(window.recoveryWriter(), &RecoveryWriter::written, &app, [&window] {
        std::printf("RECORD %s\n", qPrintable(window.recoveryWriter()->recordId()));
        std::fflush(stdout);
    });
    if (!window.session()->setPose(QStringLiteral("link:cart::base"), kMoved).ok)
        return 2;
    return app.exec();
}

/// Starts `tst_recovery --recovery-child FILE`, waits until it has written its record after
/// its edit and kills it (SIGKILL): what a crash leaves. Returns the record's id, or an empty
/// string when the child wrote none within 30 s.
QString editThenKill(const QString &path)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(
        QCoreApplication::applicationFilePath(), {QStringLiteral("--recovery-child"), path});
    if (!child.waitForStarted())
        return {};
    QByteArray out;
    QDeadlineTimer deadline(30000);
    while (!out.contains('\n') && !deadline.hasExpired()) {
        child.waitForReadyRead(100);
        out += child.readAllStandardOutput();
    }
    child.kill();
    child.waitForFinished();
    return out.startsWith("RECORD ") ? QString::fromLatin1(out.mid(7).trimmed()) : QString();
}

/// Clicks the button labelled `button` of the recovery question once it shows (a window-modal
/// box opened after the window); `*asked` gets its text. Gives up after 20 s.
void answerRecoveryOffer(QObject *context, const QString &button, QString *asked)
{
    auto *poll = new QTimer(context);
    auto *deadline = new QDeadlineTimer(20000);
    QObject::connect(poll, &QTimer::timeout, context, [poll, deadline, button, asked] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || box->objectName() != QLatin1String("recoveryOffer")) {
            if (deadline->hasExpired()) {
                poll->deleteLater();
                delete deadline;
            }
            return;
        }
        *asked = box->text();
        poll->stop();
        poll->deleteLater();
        delete deadline;
        for (QAbstractButton *b : box->buttons()) {
            if (b->text() == button)
                b->click();
        }
    });
    poll->start(20);
}

} // namespace

class TestRecovery : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void storeWritesReadsAndRemoves();
    void storeSkipsBrokenRecords();
    void staleRecordsAreThoseOfGoneProcesses();
    void replaceBytesIsOneUndoableEdit();
    void editWritesRecordAfterBurstAndSaveRemovesIt();
    void closingTheWindowRemovesTheRecord();
    void killedProcessLeavesRecordThatRestores();
    void offerRestoresDiscardsOrKeeps_data();
    void offerRestoresDiscardsOrKeeps();
    void robostageOffersStaleRecordAtStart();
    void reopeningOffersTheEdits_data();
    void reopeningOffersTheEdits();
    void laterIsNotAskedAgainInThisProcess();
    void bundledDocumentRestoresIntoAFreshCopy_data();
    void bundledDocumentRestoresIntoAFreshCopy();

private:
    QTemporaryDir m_data;
    QTemporaryDir m_dir;
    QString m_path;
};

void TestRecovery::initTestCase()
{
    QVERIFY(m_data.isValid());
    // Records of this test and its child go to a scratch AppLocalDataLocation.
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_data.filePath(QStringLiteral("data"))));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_data.filePath(QStringLiteral("config"))));
    QVERIFY(RecoveryStore::defaultRoot().startsWith(m_data.path()));
}

void TestRecovery::init()
{
    QDir(RecoveryStore::defaultRoot()).removeRecursively();
    m_path = m_dir.filePath(QStringLiteral("%1.sdf").arg(QTest::currentTestFunction()));
    QFile::remove(m_path);
    QVERIFY(QFile::copy(kEditable, m_path));
    QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner);
}

void TestRecovery::storeWritesReadsAndRemoves()
{
    // GIVEN a record with two files, one of them binary
    const RecoveryStore store(m_dir.filePath(QStringLiteral("store")));
    RecoveryRecord record;
    record.id = RecoveryStore::newId();
    record.path = m_path;
    record.pid = 1234;
    record.executable = QStringLiteral("robostage");
    record.created = QDateTime::currentDateTimeUtc().addSecs(-60);
    record.updated = QDateTime::currentDateTimeUtc();
    record.files.insert(m_path, QByteArrayLiteral("<sdf version=\"1.9\"/>\n"));
    record.files.insert(m_dir.filePath(QStringLiteral("b.sdf")), QByteArray("\0\xff\n", 3));
    // WHEN it is written and read back
    QString error;
    QVERIFY2(store.write(record, &error), qPrintable(error));
    const std::optional<RecoveryRecord> read = store.read(record.id, &error);
    // THEN everything comes back
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->path, record.path);
    QCOMPARE(read->pid, record.pid);
    QCOMPARE(read->executable, record.executable);
    QCOMPARE(read->created, record.created);
    QCOMPARE(read->updated, record.updated);
    QCOMPARE(read->files, record.files);
    QCOMPARE(store.records().size(), 1);
    // AND writing again replaces it; removing removes the folder
    record.files.remove(m_path);
    QVERIFY(store.write(record));
    QCOMPARE(store.read(record.id)->files.size(), 1);
    QVERIFY(store.remove(record.id));
    QVERIFY(!QFileInfo::exists(store.root() + u'/' + record.id));
    QVERIFY(!store.read(record.id, &error));
    QVERIFY(error.contains(record.id));
    QVERIFY(store.records().isEmpty());
}

void TestRecovery::storeSkipsBrokenRecords()
{
    // GIVEN a record folder whose manifest is not JSON, and one that is empty
    const RecoveryStore store(m_dir.filePath(QStringLiteral("broken")));
    QVERIFY(QDir().mkpath(store.root() + QStringLiteral("/bad")));
    QVERIFY(QDir().mkpath(store.root() + QStringLiteral("/empty")));
    QFile bad(store.root() + QStringLiteral("/bad/record.json"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{ not json");
    bad.close();
    // THEN reading says why, and the list skips them
    QString error;
    QVERIFY(!store.read(QStringLiteral("bad"), &error));
    QVERIFY2(error.contains(QLatin1String("not a RoboStage recovery record")), qPrintable(error));
    QVERIFY(store.records().isEmpty());
    QVERIFY(store.staleRecords().isEmpty());
}

void TestRecovery::staleRecordsAreThoseOfGoneProcesses()
{
    // GIVEN records of this process, of a process that is gone, of a running process that is
    // another program (its PID used again) and of a running process of that program
    const RecoveryStore store(m_dir.filePath(QStringLiteral("stale")));
    QProcess sleeper;
    sleeper.start(QStringLiteral("/bin/sleep"), {QStringLiteral("30")});
    QVERIFY(sleeper.waitForStarted());
    const auto add = [&store, this](const QString &id, qint64 pid, const QString &executable) {
        RecoveryRecord record;
        record.id = id;
        record.path = m_path;
        record.pid = pid;
        record.executable = executable;
        record.updated = QDateTime::currentDateTimeUtc();
        return store.write(record);
    };
    const QString self = QFileInfo(QCoreApplication::applicationFilePath()).fileName();
    QVERIFY(add(QStringLiteral("self"), QCoreApplication::applicationPid(), self));
    const qint64 dead = deadPid();
    QVERIFY(dead > 0);
    QVERIFY(add(QStringLiteral("dead"), dead, self));
    QVERIFY(add(QStringLiteral("reused"), sleeper.processId(), QStringLiteral("robostage")));
    QVERIFY(add(QStringLiteral("sleeping"), sleeper.processId(), QStringLiteral("sleep")));
    // THEN the gone one and the reused PID are stale
    QStringList stale;
    for (const RecoveryRecord &record : store.staleRecords())
        stale << record.id;
    stale.sort();
    QCOMPARE(stale, QStringList({QStringLiteral("dead"), QStringLiteral("reused")}));
    sleeper.kill();
    sleeper.waitForFinished();
}

void TestRecovery::replaceBytesIsOneUndoableEdit()
{
    // GIVEN a session and the bytes of an edit made elsewhere
    edit::EditSession edited(m_path);
    QVERIFY(edited.setPose(QStringLiteral("link:cart::base"), kMoved).ok);
    const QByteArray recovered = edited.bytes(m_path);
    edit::EditSession session(m_path);
    // WHEN they are put in as one edit
    QStringList skipped;
    QVERIFY(session.replaceBytes({{m_path, recovered}, {QStringLiteral("/nowhere.sdf"), "x"}},
        QStringLiteral("Restore"), &skipped));
    // THEN the session holds them unsaved, the unknown file is skipped, and undo reverts
    QCOMPARE(skipped, QStringList {QStringLiteral("/nowhere.sdf")});
    QCOMPARE(session.bytes(m_path), recovered);
    QVERIFY(session.isModified());
    QCOMPARE(session.undoStack()->count(), 1);
    session.undoStack()->undo();
    QCOMPARE(session.bytes(m_path), readAll(m_path));
    QVERIFY(!session.isModified());
    // AND the same bytes again change nothing
    QVERIFY(!session.replaceBytes({{m_path, readAll(m_path)}}, QStringLiteral("Restore")));
}

void TestRecovery::editWritesRecordAfterBurstAndSaveRemovesIt()
{
    // GIVEN a window showing a file
    MainWindow window;
    window.openFile(m_path);
    QVERIFY(window.recoveryWriter());
    const RecoveryStore store;
    QSignalSpy written(window.recoveryWriter(), &RecoveryWriter::written);
    // WHEN a burst of edits is made
    QVERIFY(window.session()->setPose(QStringLiteral("link:cart::base"), {1, 0, 0.25, 0, 0, 0}).ok);
    QVERIFY(window.session()->setPose(QStringLiteral("link:cart::base"), kMoved).ok);
    // THEN nothing is written at once, and one record after the burst, with the edited bytes
    QVERIFY(store.records().isEmpty());
    QVERIFY(written.wait(RecoveryWriter::kDebounceMs + 3000));
    QCOMPARE(written.size(), 1);
    const QList<RecoveryRecord> records = store.records();
    QCOMPARE(records.size(), 1);
    QCOMPARE(records[0].id, window.recoveryWriter()->recordId());
    QCOMPARE(records[0].path, m_path);
    QCOMPARE(records[0].pid, QCoreApplication::applicationPid());
    QCOMPARE(records[0].files.value(m_path), window.session()->bytes(m_path));
    QVERIFY(records[0].files.value(m_path) != readAll(m_path));
    // AND it is not stale while this process runs
    QVERIFY(store.staleRecords().isEmpty());
    // WHEN the edits are saved THEN the record goes
    QVERIFY(window.session()->save().ok);
    QVERIFY(store.records().isEmpty());
}

void TestRecovery::closingTheWindowRemovesTheRecord()
{
    const RecoveryStore store;
    {
        auto window = std::make_unique<MainWindow>();
        window->openFile(m_path);
        QSignalSpy written(window->recoveryWriter(), &RecoveryWriter::written);
        QVERIFY(window->session()->setPose(QStringLiteral("link:cart::base"), kMoved).ok);
        window->recoveryWriter()->writeNow();
        QCOMPARE(written.size(), 1);
        QCOMPARE(store.records().size(), 1);
        // WHEN the edit is undone THEN the record goes
        window->session()->undoStack()->undo();
        QVERIFY(store.records().isEmpty());
        window->session()->undoStack()->redo();
        window->recoveryWriter()->writeNow();
        QCOMPARE(store.records().size(), 1);
    }
    // WHEN the window goes with the edits (closed, edits discarded) THEN the record goes
    QVERIFY(store.records().isEmpty());
}

void TestRecovery::killedProcessLeavesRecordThatRestores()
{
    // GIVEN a child process that edits the file and writes its record
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(
        QCoreApplication::applicationFilePath(), {QStringLiteral("--recovery-child"), m_path});
    QVERIFY(child.waitForStarted());
    QByteArray out;
    QTRY_VERIFY_WITH_TIMEOUT((out += child.readAllStandardOutput()).contains('\n'), 30000);
    QVERIFY2(out.startsWith("RECORD "), out.constData());
    const QString id = QString::fromLatin1(out.mid(7).trimmed());
    const RecoveryStore store;
    QVERIFY(store.staleRecords().isEmpty()); // the child still runs
    // WHEN it is killed
    child.kill();
    QVERIFY(child.waitForFinished());
    // THEN its record stays and is stale
    const QList<RecoveryRecord> stale = store.staleRecords();
    QCOMPARE(stale.size(), 1);
    QCOMPARE(stale[0].id, id);
    QCOMPARE(stale[0].path, m_path);
    const QByteArray original = readAll(m_path);
    QVERIFY(stale[0].files.value(m_path) != original);
    // AND a new window restores the edit, unsaved; the file on disk is unchanged
    MainWindow window;
    window.openFile(m_path);
    QVERIFY(window.session()->replaceBytes(stale[0].files, QStringLiteral("Restore")));
    QVERIFY(window.isWindowModified());
    QCOMPARE(window.session()->bytes(m_path), stale[0].files.value(m_path));
    QCOMPARE(readAll(m_path), original);
    edit::EditSession expected(m_path);
    QVERIFY(expected.setPose(QStringLiteral("link:cart::base"), kMoved).ok);
    QCOMPARE(window.session()->bytes(m_path), expected.bytes(m_path));
    // AND saving writes it
    QVERIFY(window.session()->save().ok);
    QCOMPARE(readAll(m_path), expected.bytes(m_path));
    store.remove(id);
}

void TestRecovery::offerRestoresDiscardsOrKeeps_data()
{
    QTest::addColumn<QString>("button");
    QTest::newRow("restore") << QStringLiteral("Restore");
    QTest::newRow("discard") << QStringLiteral("Discard");
    QTest::newRow("later") << QStringLiteral("Later");
}

void TestRecovery::offerRestoresDiscardsOrKeeps()
{
    QFETCH(QString, button);
    // GIVEN a stale record with an edit of the file
    const RecoveryStore store(m_dir.filePath(QStringLiteral("offer-") + button));
    edit::EditSession edited(m_path);
    QVERIFY(edited.setPose(QStringLiteral("link:cart::base"), kMoved).ok);
    const RecoveryRecord record = crashedRecord(m_path, edited.bytes(m_path));
    QVERIFY(store.write(record));
    // WHEN the offer is answered with `button`
    QString asked;
    QTimer::singleShot(0, this, [&asked, &button] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box)
            return;
        asked = box->text();
        for (QAbstractButton *b : box->buttons()) {
            if (b->text() == button)
                b->click();
        }
    });
    const QList<MainWindow *> opened = MainWindow::offerRecovery(store);
    QVERIFY2(asked.contains(QDir::toNativeSeparators(m_path)), qPrintable(asked));
    // THEN Restore opens a window with the edit unsaved and removes the record, Discard removes
    // it, Later keeps it
    if (button == QLatin1String("Restore")) {
        QCOMPARE(opened.size(), 1);
        QVERIFY(opened[0]->isWindowModified());
        QCOMPARE(opened[0]->session()->bytes(m_path), edited.bytes(m_path));
        QCOMPARE(readAll(m_path), readAll(kEditable)); // not saved
        QVERIFY(!store.read(record.id));
        delete opened[0];
    } else {
        QVERIFY(opened.isEmpty());
        QCOMPARE(bool(store.read(record.id)), button == QLatin1String("Later"));
    }
}

void TestRecovery::robostageOffersStaleRecordAtStart()
{
    // GIVEN a RoboStage window killed (SIGKILL) 1 s after an edit, which left its record
    const QString id = editThenKill(m_path);
    QVERIFY(!id.isEmpty());
    // WHEN the same file is opened again the way users come back: `robostage FILE`
    QProcess robostage;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment(); // the scratch XDG homes
    env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("robostage.recovery.info=true"));
    robostage.setProcessEnvironment(env);
    robostage.start(QStringLiteral(ROBOSTAGE_BINARY), {QStringLiteral("--new-instance"), m_path});
    QVERIFY(robostage.waitForStarted());
    // THEN it offers the record (and waits for the answer)
    QByteArray err;
    const QByteArray expected = "offering recovery of " + m_path.toUtf8();
    QTRY_VERIFY_WITH_TIMEOUT((err += robostage.readAllStandardError()).contains(expected), 30000);
    robostage.kill();
    robostage.waitForFinished();
    // AND the record stays until answered
    QVERIFY(RecoveryStore().read(id));
}

void TestRecovery::reopeningOffersTheEdits_data()
{
    QTest::addColumn<QString>("route");
    QTest::addColumn<QString>("button");
    // File › Open, Open Recent and New go through openFiles(), as a drop does; the command line,
    // a double-click and a second instance's files through openFile() of a new window.
    QTest::newRow("argument, restore") << "openFile"
                                       << "Restore";
    QTest::newRow("open, restore") << "openFiles"
                                   << "Restore";
    QTest::newRow("drop, restore") << "drop"
                                   << "Restore";
    QTest::newRow("argument, discard") << "openFile"
                                       << "Discard";
    QTest::newRow("open, later") << "openFiles"
                                 << "Later";
}

void TestRecovery::reopeningOffersTheEdits()
{
    QFETCH(QString, route);
    QFETCH(QString, button);
    // GIVEN a RoboStage killed (SIGKILL) after an edit of the file, which left its record
    const QString id = editThenKill(m_path);
    QVERIFY(!id.isEmpty());
    const RecoveryStore store;
    QCOMPARE(store.staleRecords().size(), 1);
    const QByteArray original = readAll(m_path);
    // WHEN the same file is opened again by `route`
    QString asked;
    answerRecoveryOffer(this, button, &asked);
    MainWindow window;
    window.show();
    if (route == QLatin1String("openFile")) {
        window.openFile(m_path);
    } else if (route == QLatin1String("openFiles")) {
        window.openFiles({m_path});
    } else {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(m_path)});
        QDragEnterEvent enter(
            QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &enter);
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &drop);
        QVERIFY(drop.isAccepted());
    }
    // THEN the window asks about this file's edits
    QTRY_VERIFY_WITH_TIMEOUT(!asked.isEmpty(), 20000);
    QVERIFY2(asked.contains(QDir::toNativeSeparators(m_path)), qPrintable(asked));
    QVERIFY(window.session());
    edit::EditSession expected(m_path);
    QVERIFY(expected.setPose(QStringLiteral("link:cart::base"), kMoved).ok);
    if (button == QLatin1String("Restore")) {
        // AND Restore shows them as one unsaved, undoable edit; the file is unchanged
        QTRY_VERIFY(window.isWindowModified());
        QCOMPARE(window.session()->bytes(m_path), expected.bytes(m_path));
        QCOMPARE(readAll(m_path), original);
        QVERIFY(!store.read(id));
        window.session()->undoStack()->undo();
        QCOMPARE(window.session()->bytes(m_path), original);
        window.session()->undoStack()->clear();
    } else {
        // AND Discard removes the record, Later keeps it for the next start
        QVERIFY(!window.isWindowModified());
        QCOMPARE(window.session()->bytes(m_path), original);
        QCOMPARE(bool(store.read(id)), button == QLatin1String("Later"));
    }
}

void TestRecovery::laterIsNotAskedAgainInThisProcess()
{
    // GIVEN a crashed record of the file, answered Later when the file was opened
    edit::EditSession edited(m_path);
    QVERIFY(edited.setPose(QStringLiteral("link:cart::base"), kMoved).ok);
    const RecoveryRecord record = crashedRecord(m_path, edited.bytes(m_path));
    QVERIFY(RecoveryStore().write(record));
    QString asked;
    answerRecoveryOffer(this, QStringLiteral("Later"), &asked);
    {
        MainWindow window;
        window.show();
        window.openFile(m_path);
        QTRY_VERIFY_WITH_TIMEOUT(!asked.isEmpty(), 20000);
    }
    // WHEN it is opened again in this process
    MainWindow again;
    again.show();
    again.openFile(m_path);
    QTest::qWait(200);
    // THEN nothing is asked (no modal box), not even by the start's question, and the record
    // stays for the next process
    QVERIFY(!QApplication::activeModalWidget());
    QVERIFY(RecoveryStore().read(record.id));
    QVERIFY(MainWindow::offerRecovery(RecoveryStore()).isEmpty());
    RecoveryStore().remove(record.id);
}

void TestRecovery::bundledDocumentRestoresIntoAFreshCopy_data()
{
    QTest::addColumn<QString>("resource");
    QTest::addColumn<QString>("fileName");
    QTest::newRow("demo") << BundledWorld::resourcePath() << "demo.sdf";
    QTest::newRow("new world") << ":/templates/world.sdf"
                               << "untitled_world.sdf";
    QTest::newRow("new robot") << ":/templates/robot.urdf"
                               << "untitled_robot.urdf";
}

void TestRecovery::bundledDocumentRestoresIntoAFreshCopy()
{
    QFETCH(QString, resource);
    QFETCH(QString, fileName);
    // GIVEN the record of a crashed process that edited the demo or a File › New document in
    // its temporary folder, which is gone (removed on SIGTERM, or as a stale copy at the next
    // start)
    initResources();
    const QString gone = QDir::tempPath()
        + QStringLiteral("/robostage-demo-%1-gone/%2").arg(deadPid()).arg(fileName);
    QVERIFY(!QFileInfo::exists(gone));
    QVERIFY(BundledWorld::isBundledCopy(gone));
    QByteArray edited = readAll(resource);
    QVERIFY(!edited.isEmpty());
    edited.append("<!-- unsaved edit -->\n");
    const RecoveryStore store(m_dir.filePath(QStringLiteral("bundled-") + fileName));
    QVERIFY(store.write(crashedRecord(gone, edited)));
    // WHEN the user restores it
    QTimer::singleShot(0, this, [] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            for (QAbstractButton *b : box->buttons()) {
                if (b->text() == QLatin1String("Restore"))
                    b->click();
            }
        }
    });
    const QList<MainWindow *> opened = MainWindow::offerRecovery(store);
    // THEN a window shows a fresh copy of the document, in a folder of this process, with the
    // edit unsaved; the record is removed
    QCOMPARE(opened.size(), 1);
    const QString restored = opened[0]->session()->document().path();
    QVERIFY2(restored != gone && QFileInfo::exists(restored), qPrintable(restored));
    QCOMPARE(QFileInfo(restored).fileName(), fileName);
    QVERIFY(BundledWorld::isBundledCopy(restored));
    QVERIFY(opened[0]->isWindowModified());
    QCOMPARE(opened[0]->session()->bytes(restored), edited);
    QCOMPARE(readAll(restored), readAll(resource)); // not saved
    QVERIFY(store.records().isEmpty());
    // AND the copy survives a later start's removal of stale folders
    BundledWorld::removeStaleCopies(QDir::tempPath());
    QVERIFY(QFileInfo::exists(restored));
    delete opened[0];
}

int main(int argc, char **argv)
{
    if (argc == 3 && qstrcmp(argv[1], "--recovery-child") == 0)
        return runChild(argc, argv);
    QApplication app(argc, argv);
    setRobostageNames();
    TestRecovery test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_recovery.moc"
