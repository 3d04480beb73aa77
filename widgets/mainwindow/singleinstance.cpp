#include "mainwindow/singleinstance.h"

#include <QCryptographicHash>
#include <QDataStream>
#include <QDir>
#include <QGuiApplication>
#include <QLocalServer>
#include <QLocalSocket>
#include <QLockFile>
#include <QStandardPaths>

namespace robostage {

Q_LOGGING_CATEGORY(lcInstance, "robostage.instance", QtWarningMsg)

namespace {

constexpr quint32 kMagic = 0x52535449; // "RSTI"
constexpr qint32 kProtocol = 1;
constexpr char kAcknowledged = 'A';
/// Longest socket path that fits sockaddr_un::sun_path (108 bytes on Linux) with its NUL.
constexpr int kMaxSocketPath = 100;

enum class Sent { Acknowledged, NotConnected, NoAnswer };

/// Where the lock file that serialises starting processes lies: next to the socket.
QString lockPath(const QString &serverName)
{
    const QString socket = serverName.contains(QLatin1Char('/'))
        ? serverName
        : QDir(QDir::tempPath()).filePath(serverName);
    return socket + QStringLiteral(".lock");
}

/// Connects to `serverName` and sends `paths`, waiting up to `timeoutMs` for each step.
Sent sendPaths(const QString &serverName, const QStringList &paths, int timeoutMs)
{
    QLocalSocket socket;
    socket.connectToServer(serverName);
    if (!socket.waitForConnected(timeoutMs))
        return Sent::NotConnected;
    QByteArray message;
    QDataStream out(&message, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_0);
    out << kMagic << kProtocol << paths;
    socket.write(message);
    if (!socket.waitForBytesWritten(timeoutMs))
        return Sent::NoAnswer;
    while (socket.bytesAvailable() < 1) {
        if (!socket.waitForReadyRead(timeoutMs))
            return Sent::NoAnswer;
    }
    char answer = 0;
    socket.getChar(&answer);
    socket.disconnectFromServer();
    return answer == kAcknowledged ? Sent::Acknowledged : Sent::NoAnswer;
}

} // namespace

SingleInstance::SingleInstance(const QString &serverName, QObject *parent)
    : QObject(parent)
    , m_serverName(serverName)
{
}

SingleInstance::~SingleInstance() = default;

QString SingleInstance::defaultServerName()
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    for (const char *variable :
        {"USER", "LOGNAME", "DISPLAY", "WAYLAND_DISPLAY", "XDG_RUNTIME_DIR"})
        hash.addData(qgetenv(variable) + '\n');
    hash.addData(QGuiApplication::platformName().toUtf8());
    const QString name
        = QStringLiteral("robostage-") + QString::fromLatin1(hash.result().toHex().left(16));
    // A file in the user's own runtime folder (mode 0700); the bare name (a socket in the
    // temporary folder) when there is none or the path would not fit a socket address.
    const QString runtime = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
    const QString path = QDir(runtime).filePath(name);
    if (runtime.isEmpty() || path.toLocal8Bit().size() > kMaxSocketPath)
        return name;
    return path;
}

SingleInstance::Role SingleInstance::start(const QStringList &paths, int timeoutMs)
{
    m_error.clear();
    QLockFile lock(lockPath(m_serverName));
    if (!lock.tryLock(timeoutMs)) {
        // Another process has been starting for a while: try it, but do not take its place.
        if (sendPaths(m_serverName, paths, timeoutMs) == Sent::Acknowledged)
            return Role::Forwarded;
        m_error = tr("Could not lock %1.").arg(lockPath(m_serverName));
        return Role::Standalone;
    }
    switch (sendPaths(m_serverName, paths, timeoutMs)) {
    case Sent::Acknowledged:
        qCDebug(lcInstance, "handed %lld path(s) to %s", qint64(paths.size()),
            qPrintable(m_serverName));
        return Role::Forwarded;
    case Sent::NoAnswer:
        m_error = tr("The running RoboStage (%1) did not answer.").arg(m_serverName);
        return Role::Standalone;
    case Sent::NotConnected:
        break;
    }
    return listen() ? Role::Primary : Role::Standalone;
}

bool SingleInstance::isListening() const
{
    return m_server && m_server->isListening();
}

bool SingleInstance::listen()
{
    // Nobody answered while we hold the lock: a socket file left there is stale (a crash).
    QLocalServer::removeServer(m_serverName);
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    connect(m_server, &QLocalServer::newConnection, this, [this] {
        while (QLocalSocket *socket = m_server->nextPendingConnection()) {
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            connect(
                socket, &QLocalSocket::readyRead, this, [this, socket] { readMessage(socket); });
            readMessage(socket);
        }
    });
    if (!m_server->listen(m_serverName)) {
        m_error = tr("Could not listen on %1: %2").arg(m_serverName, m_server->errorString());
        delete m_server;
        m_server = nullptr;
        return false;
    }
    qCDebug(lcInstance, "listening on %s", qPrintable(m_server->fullServerName()));
    return true;
}

void SingleInstance::readMessage(QLocalSocket *socket)
{
    QDataStream in(socket);
    in.setVersion(QDataStream::Qt_6_0);
    in.startTransaction();
    quint32 magic = 0;
    qint32 protocol = 0;
    QStringList paths;
    in >> magic >> protocol >> paths;
    if (!in.commitTransaction()) {
        if (in.status() != QDataStream::ReadPastEnd) // not just incomplete: garbage
            socket->abort();
        return;
    }
    if (magic != kMagic || protocol != kProtocol) {
        qCWarning(lcInstance, "ignored a message that is not from RoboStage %d", kProtocol);
        socket->abort();
        return;
    }
    socket->putChar(kAcknowledged);
    socket->flush();
    emit filesReceived(paths);
}

} // namespace robostage
