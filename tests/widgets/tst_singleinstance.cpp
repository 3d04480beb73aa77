// Tests for SingleInstance (one GUI per display session): the hand-over between two objects in
// one process, a stale socket left by a crashed server, and end to end with the robostage
// binary, whose second start hands its file to the first process and exits.

#include "mainwindow/singleinstance.h"

#include <QDataStream>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLocalSocket>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <future>

#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

using namespace robostage;

namespace {

using Role = SingleInstance::Role;

/// Starts a SingleInstance on `serverName` in another thread (its hand-over blocks until the
/// server, run by this thread's event loop, answers) and returns what start() did.
std::future<Role> startElsewhere(const QString &serverName, const QStringList &paths)
{
    return std::async(std::launch::async, [serverName, paths] {
        SingleInstance other(serverName);
        return other.start(paths, 5000);
    });
}

/// Waits, processing events, until `future` is ready; false after `timeoutMs`.
bool waitFor(std::future<Role> &future, int timeoutMs = 10000)
{
    QElapsedTimer timer;
    timer.start();
    while (future.wait_for(std::chrono::milliseconds(0)) != std::future_status::ready) {
        if (timer.elapsed() > timeoutMs)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    }
    return true;
}

/// A robostage GUI process whose "robostage.instance" log lines are collected.
class GuiProcess
{
public:
    GuiProcess(const QProcessEnvironment &environment, const QString &workingDirectory)
    {
        m_process.setProcessEnvironment(environment);
        m_process.setWorkingDirectory(workingDirectory);
        QObject::connect(&m_process, &QProcess::readyReadStandardError, [this] {
            m_process.setReadChannel(QProcess::StandardError);
            while (m_process.canReadLine()) {
                const QString line = QString::fromUtf8(m_process.readLine()).trimmed();
                if (line.startsWith(QLatin1String("robostage.instance")))
                    m_log << line;
            }
        });
    }
    ~GuiProcess()
    {
        if (m_process.state() != QProcess::NotRunning) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
    void start(const QStringList &arguments)
    {
        m_process.start(QStringLiteral(ROBOSTAGE_BINARY), arguments);
    }
    /// Whether a collected log line contains `text`.
    bool logged(const QString &text) const
    {
        return std::any_of(
            m_log.begin(), m_log.end(), [&](const QString &line) { return line.contains(text); });
    }
    QString log() const { return m_log.join(QLatin1Char('\n')); }
    QProcess &process() { return m_process; }

private:
    QProcess m_process;
    QStringList m_log;
};

} // namespace

class TestSingleInstance : public QObject
{
    Q_OBJECT

private slots:
    void handOver_data();
    void handOver();
    void staleSocket();
    void ignoresForeignMessages();
    void defaultServerName();
    void secondProcessHandsOver();
};

void TestSingleInstance::handOver_data()
{
    QTest::addColumn<QStringList>("paths");
    QTest::newRow("two files") << QStringList {"/robots/A.sdf", "/robots/B.urdf"};
    QTest::newRow("no file: a new window") << QStringList {};
    QTest::newRow("non-ASCII path") << QStringList {QStringLiteral("/tmp/r\u00f6bot \u4e2d/a.sdf")};
}

void TestSingleInstance::handOver()
{
    // GIVEN a first instance listening on a unique name
    QFETCH(QStringList, paths);
    QTemporaryDir dir;
    const QString name = dir.filePath(QStringLiteral("instance"));
    SingleInstance first(name);
    QCOMPARE(first.start({QStringLiteral("/robots/first.sdf")}), Role::Primary);
    QVERIFY(first.isListening());
    QSignalSpy received(&first, &SingleInstance::filesReceived);

    // WHEN a second one starts with `paths`
    std::future<Role> second = startElsewhere(name, paths);

    // THEN the second hands them over and the first emits them
    QVERIFY(waitFor(second));
    QCOMPARE(second.get(), Role::Forwarded);
    QTRY_COMPARE(received.count(), 1);
    QCOMPARE(received.at(0).at(0).toStringList(), paths);
}

void TestSingleInstance::staleSocket()
{
    // GIVEN a socket file that nobody listens on, as a crashed RoboStage leaves it
    QTemporaryDir dir;
    const QString name = dir.filePath(QStringLiteral("instance"));
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    QVERIFY(fd >= 0);
    sockaddr_un address {};
    address.sun_family = AF_UNIX;
    const QByteArray encoded = QFile::encodeName(name);
    QVERIFY(encoded.size() < int(sizeof(address.sun_path)));
    qstrncpy(address.sun_path, encoded.constData(), sizeof(address.sun_path));
    QCOMPARE(::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)), 0);
    ::close(fd);
    QVERIFY(QFileInfo::exists(name));

    // WHEN an instance starts THEN it replaces the stale socket and listens
    SingleInstance next(name);
    QCOMPARE(next.start({QStringLiteral("/robots/A.sdf")}), Role::Primary);
    QVERIFY2(next.isListening(), qPrintable(next.errorString()));

    // AND a later start hands its file to it
    QSignalSpy received(&next, &SingleInstance::filesReceived);
    std::future<Role> later = startElsewhere(name, {QStringLiteral("/robots/B.urdf")});
    QVERIFY(waitFor(later));
    QCOMPARE(later.get(), Role::Forwarded);
    QTRY_COMPARE(received.count(), 1);
    QCOMPARE(received.at(0).at(0).toStringList(), QStringList {"/robots/B.urdf"});
}

void TestSingleInstance::ignoresForeignMessages()
{
    // GIVEN a listening instance
    QTemporaryDir dir;
    const QString name = dir.filePath(QStringLiteral("instance"));
    SingleInstance first(name);
    QCOMPARE(first.start({}), Role::Primary);
    QSignalSpy received(&first, &SingleInstance::filesReceived);

    // WHEN a client sends a well-formed message with the wrong magic number
    QLocalSocket socket;
    socket.connectToServer(name);
    QVERIFY(socket.waitForConnected(5000));
    QByteArray message;
    QDataStream out(&message, QIODevice::WriteOnly);
    out << quint32(1) << qint32(1) << QStringList {"/robots/A.sdf"};
    socket.write(message);

    // THEN the server drops the connection without answering and opens nothing
    QTRY_COMPARE(socket.state(), QLocalSocket::UnconnectedState);
    QCOMPARE(socket.bytesAvailable(), 0);
    QCOMPARE(received.count(), 0);
    QVERIFY(first.isListening());
}

void TestSingleInstance::defaultServerName()
{
    // The name depends on the display: processes under another X server get another one.
    const QByteArray display = qgetenv("DISPLAY");
    qputenv("DISPLAY", ":1001");
    const QString one = SingleInstance::defaultServerName();
    qputenv("DISPLAY", ":1002");
    const QString other = SingleInstance::defaultServerName();
    qputenv("DISPLAY", display);
    if (display.isNull())
        qunsetenv("DISPLAY");
    QVERIFY(QFileInfo(one).fileName().startsWith(QLatin1String("robostage-")));
    QVERIFY(one != other);
    QCOMPARE(SingleInstance::defaultServerName(), SingleInstance::defaultServerName());
}

void TestSingleInstance::secondProcessHandsOver()
{
    // GIVEN `robostage A.sdf` running in a session of its own (runtime and config folders)
    QTemporaryDir runtime;
    QTemporaryDir config;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime.path());
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), config.path()); // recent files
    // No crash-recovery records of the user's: their question would hold the start.
    environment.insert(QStringLiteral("XDG_DATA_HOME"), config.filePath(QStringLiteral("data")));
    environment.insert(
        QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("robostage.instance.debug=true"));
    const QString data = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR);
    const QString a = QDir(data).filePath(QStringLiteral("sdf/axis_1_4.sdf"));
    const QString b = QDir(data).filePath(QStringLiteral("gizmo/arm.urdf"));
    GuiProcess first(environment, data);
    first.start({a});
    QTRY_VERIFY2_WITH_TIMEOUT(
        first.logged(QStringLiteral("listening on ")), qPrintable(first.log()), 30000);
    QTRY_VERIFY_WITH_TIMEOUT(first.logged(QStringLiteral("opened ") + a), 30000);

    // WHEN `robostage gizmo/arm.urdf` starts in the data folder (a relative path)
    GuiProcess second(environment, data);
    second.start({QStringLiteral("gizmo/arm.urdf")});

    // THEN it exits 0 soon and the first process opens the file, resolved against the second's
    // working folder
    QVERIFY(second.process().waitForFinished(15000));
    QCOMPARE(second.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(second.process().exitCode(), 0);
    QTRY_VERIFY2_WITH_TIMEOUT(
        first.logged(QStringLiteral("opened ") + b), qPrintable(first.log()), 15000);
    QCOMPARE(first.process().state(), QProcess::Running);

    // AND with --new-instance a start opens the file itself, however long the first runs
    GuiProcess separate(environment, data);
    separate.start({QStringLiteral("--new-instance"), b});
    QTRY_VERIFY2_WITH_TIMEOUT(
        separate.logged(QStringLiteral("opened ") + b), qPrintable(separate.log()), 30000);
    QVERIFY(!separate.logged(QStringLiteral("handed")));
    QCOMPARE(separate.process().state(), QProcess::Running);

    first.process().terminate();
    separate.process().terminate();
    QVERIFY(first.process().waitForFinished(10000));
    QVERIFY(separate.process().waitForFinished(10000));
}

QTEST_MAIN(TestSingleInstance)
#include "tst_singleinstance.moc"
