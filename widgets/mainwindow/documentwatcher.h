#pragma once

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QStringList>

class QFileSystemWatcher;
class QTimer;

namespace robostage {

/// Watches the files of a document (the opened file and every included one,
/// Document::filePaths()) and reports when any of them changed on disk, once per burst of
/// changes: changed() comes kDebounceMs after the last change seen.
///
/// Editors often save by writing a temporary file and renaming it over the original, which
/// ends a QFileSystemWatcher watch; so the folders are watched too, files are watched again when
/// they reappear, and a change is a change of a file's modification time or size (or its
/// disappearance), not just a watcher signal.
class DocumentWatcher : public QObject
{
    Q_OBJECT

public:
    static constexpr int kDebounceMs = 300;

    explicit DocumentWatcher(QObject *parent = nullptr);

    /// Watches `paths` (replacing the previous set; empty: nothing) as they are now.
    void setPaths(const QStringList &paths);
    QStringList paths() const { return m_stamps.keys(); }

signals:
    /// Some of the watched files changed (content, replaced or removed) since setPaths().
    void changed(const QStringList &paths);

private:
    struct Stamp
    {
        bool exists = false;
        QDateTime modified;
        qint64 size = -1;
        bool operator==(const Stamp &o) const
        {
            return exists == o.exists && modified == o.modified && size == o.size;
        }
    };
    static Stamp stampOf(const QString &path);
    void touched();
    void check();

    QFileSystemWatcher *m_watcher;
    QTimer *m_debounce;
    QHash<QString, Stamp> m_stamps;
    QStringList m_signalled; ///< files the watcher reported since the last check
};

} // namespace robostage
