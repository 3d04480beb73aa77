#pragma once

#include <QCoreApplication>

#include <QDateTime>
#include <QHash>
#include <QLoggingCategory>
#include <QObject>
#include <QTimer>

#include <optional>

Q_DECLARE_LOGGING_CATEGORY(lcRecovery)

namespace robostage {

namespace edit {
class EditSession;
}

/// The unsaved edits of one window as left on disk for crash recovery: the opened file, the
/// process that wrote it and the current bytes of every modified file of the document.
struct RecoveryRecord
{
    /// Name of the record's folder in the store (RecoveryStore::newId()).
    QString id;
    /// Absolute path of the file the window had open.
    QString path;
    /// The writing process and its executable's file name (to tell a crashed one).
    qint64 pid = 0;
    QString executable;
    QDateTime created; ///< when the window got its first unsaved edit
    QDateTime updated; ///< when the record was last written
    /// Modified files (absolute path → bytes with the unsaved edits).
    QHash<QString, QByteArray> files;
};

/// Crash-recovery records on disk: one folder per window under root() (by default
/// QStandardPaths::AppLocalDataLocation + "/recovery"), holding `record.json` (the manifest
/// with the files' bytes in Base64) written atomically through QSaveFile, so a crash while
/// writing leaves the previous record whole. Records whose process is gone are stale: that
/// process crashed (or was killed) with unsaved edits, which the next start offers to restore.
class RecoveryStore
{
    // tr() in this class's context: lupdate files its members' strings there.
    Q_DECLARE_TR_FUNCTIONS(robostage::RecoveryStore)

public:
    /// The default root: AppLocalDataLocation + "/recovery".
    static QString defaultRoot();
    /// A store under `root` (the folder is made on the first write).
    explicit RecoveryStore(const QString &root = defaultRoot());

    QString root() const { return m_root; }
    /// A new unique record id (this process's PID and a random UUID).
    static QString newId();

    /// Writes `record` (its id must be set) atomically; false and `*error` (the file and the
    /// system's reason) when it cannot be written.
    bool write(const RecoveryRecord &record, QString *error = nullptr) const;
    /// Reads the record `id`; nothing and `*error` when it is missing or not a valid record.
    std::optional<RecoveryRecord> read(const QString &id, QString *error = nullptr) const;
    /// Removes record `id` (its folder); true when it is gone (also when it never existed).
    bool remove(const QString &id) const;
    /// Every readable record, oldest first; unreadable ones are skipped with a warning.
    QList<RecoveryRecord> records() const;
    /// The records whose process is not running any more (isRunning() false): unsaved edits
    /// left by a crash.
    QList<RecoveryRecord> staleRecords() const;

    /// Whether process `pid` runs and (where the system tells, as on Linux) runs an
    /// executable named `executable`, so that a PID used again by another program counts as
    /// gone. This process counts as running.
    static bool isRunning(qint64 pid, const QString &executable);

private:
    QString m_root;
};

/// Keeps the crash-recovery record of one EditSession up to date: while the session has
/// unsaved edits the record is written debounceMs after the last change of an edit burst and
/// at least every intervalMs; it is removed when the edits are saved or undone, and when the
/// writer goes (the window closes or opens another file). A crash leaves it behind.
class RecoveryWriter : public QObject
{
    Q_OBJECT

public:
    static constexpr int kDebounceMs = 2000;
    static constexpr int kIntervalMs = 60000;

    /// Watches `session` (which must outlive the writer) and writes into `store`.
    RecoveryWriter(edit::EditSession *session, const RecoveryStore &store = RecoveryStore(),
        QObject *parent = nullptr);
    /// Removes the record: the edits were saved, discarded or are kept by no window.
    ~RecoveryWriter() override;

    /// The id of this writer's record in the store.
    QString recordId() const { return m_id; }
    /// Writes the record now when the session has unsaved edits, else removes it.
    void writeNow();

signals:
    /// The record was written (for tests and diagnostics).
    void written();

private:
    void sessionChanged();

    edit::EditSession *m_session;
    RecoveryStore m_store;
    QString m_id;
    QDateTime m_created;
    QTimer m_debounce;
    QTimer m_interval;
    bool m_dirty = false; ///< changed since the last write
    bool m_onDisk = false;
};

} // namespace robostage
