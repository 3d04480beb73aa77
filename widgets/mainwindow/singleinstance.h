#pragma once

#include <QLoggingCategory>
#include <QObject>
#include <QStringList>

class QLocalServer;
class QLocalSocket;

namespace robostage {

/// Logging category of the single-instance hand-over and of the files the GUI opens
/// (`QT_LOGGING_RULES=robostage.instance.debug=true` prints them to stderr).
Q_DECLARE_LOGGING_CATEGORY(lcInstance)

/// One RoboStage GUI per user and display session. The first GUI process listens on a local
/// socket (QLocalServer); a later `robostage FILE…` connects, hands over its file paths and
/// exits, and the first process opens them (filesReceived()). That way double-clicking several
/// files opens several windows of one process.
///
/// Protocol: the client sends one QDataStream message (a magic number, a protocol version and a
/// QStringList of absolute paths, empty for "a new window") and waits for a one-byte
/// acknowledgement, which the server writes once it has read the message. A socket file whose
/// server is gone (a crashed RoboStage) is removed (QLocalServer::removeServer()) and the new
/// process listens in its place. A QLockFile next to the socket serialises processes starting at
/// the same moment, so that exactly one of them becomes the server.
class SingleInstance : public QObject
{
    Q_OBJECT

public:
    /// What start() did.
    enum class Role {
        Primary, ///< Nobody was listening: this process listens now and opens the files itself.
        Forwarded, ///< A running RoboStage took the paths: this process should exit.
        Standalone, ///< Neither worked (see errorString()): open the files in this process.
    };

    /// `serverName`: a QLocalServer name or socket path; defaultServerName() in the GUI.
    explicit SingleInstance(const QString &serverName, QObject *parent = nullptr);
    ~SingleInstance() override;

    /// The socket of the GUI of this user and display session: a file in the user's runtime
    /// folder (QStandardPaths::RuntimeLocation) named after a hash of the user name, DISPLAY,
    /// WAYLAND_DISPLAY, XDG_RUNTIME_DIR and the Qt platform plugin. Processes under different
    /// displays (parallel tests under separate X servers) thus never talk to each other.
    static QString defaultServerName();

    QString serverName() const { return m_serverName; }

    /// Hands `paths` (absolute; empty: open a new window) to a running instance, or becomes the
    /// one that listens when there is none. `timeoutMs` bounds the wait for the lock, the
    /// connection and the acknowledgement each.
    Role start(const QStringList &paths, int timeoutMs = 5000);

    /// Whether this object listens (start() returned Role::Primary).
    bool isListening() const;
    /// Why start() returned Role::Standalone.
    QString errorString() const { return m_error; }

signals:
    /// Another process handed over `paths` (absolute, possibly empty: it was started without
    /// files and asks for a new window).
    void filesReceived(const QStringList &paths);

private:
    /// Connects and sends `paths`; true when the server acknowledged them.
    bool send(const QStringList &paths, int timeoutMs);
    /// Listens on the server name, removing a stale socket first; false with m_error set.
    bool listen();
    /// Reads what a client sent and answers it, when the whole message has arrived.
    void readMessage(QLocalSocket *socket);

    QString m_serverName;
    QLocalServer *m_server = nullptr;
    QString m_error;
};

} // namespace robostage
