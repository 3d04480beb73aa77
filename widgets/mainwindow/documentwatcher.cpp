#include "mainwindow/documentwatcher.h"

#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QSet>
#include <QTimer>

namespace robostage {

DocumentWatcher::DocumentWatcher(QObject *parent)
    : QObject(parent)
    , m_watcher(new QFileSystemWatcher(this))
    , m_debounce(new QTimer(this))
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kDebounceMs);
    connect(m_debounce, &QTimer::timeout, this, &DocumentWatcher::check);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, [this](const QString &path) {
        m_signalled << path;
        touched();
    });
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, &DocumentWatcher::touched);
}

void DocumentWatcher::setPaths(const QStringList &paths)
{
    m_debounce->stop();
    m_signalled.clear();
    m_stamps.clear();
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    if (!m_watcher->directories().isEmpty())
        m_watcher->removePaths(m_watcher->directories());
    QSet<QString> folders;
    QStringList files;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        // Resources (the demo world read from :/) and generated paths cannot change.
        if (path.startsWith(QLatin1Char(':')) || !info.exists())
            continue;
        const QString absolute = info.absoluteFilePath();
        if (m_stamps.contains(absolute))
            continue;
        m_stamps.insert(absolute, stampOf(absolute));
        files << absolute;
        folders.insert(info.absolutePath());
    }
    if (!files.isEmpty())
        m_watcher->addPaths(files);
    if (!folders.isEmpty())
        m_watcher->addPaths(QStringList(folders.begin(), folders.end()));
}

DocumentWatcher::Stamp DocumentWatcher::stampOf(const QString &path)
{
    const QFileInfo info(path);
    Stamp stamp;
    stamp.exists = info.exists();
    if (stamp.exists) {
        stamp.modified = info.lastModified();
        stamp.size = info.size();
    }
    return stamp;
}

void DocumentWatcher::touched()
{
    m_debounce->start(); // restarts: one check after the burst
}

void DocumentWatcher::check()
{
    QStringList paths;
    const QStringList watched = m_watcher->files();
    for (auto it = m_stamps.begin(); it != m_stamps.end(); ++it) {
        const Stamp now = stampOf(it.key());
        if (!(now == it.value()) || m_signalled.contains(it.key()))
            paths << it.key();
        it.value() = now;
        // A file replaced by rename (or removed and written again) is no longer watched.
        if (now.exists && !watched.contains(it.key()))
            m_watcher->addPath(it.key());
    }
    m_signalled.clear();
    if (!paths.isEmpty()) {
        paths.sort();
        emit changed(paths);
    }
}

} // namespace robostage
