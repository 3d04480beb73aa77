#include "library/librarythumbnails.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QImageReader>
#include <QProcess>
#include <QStandardPaths>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace robostage {

LibraryThumbnails::LibraryThumbnails(QObject *parent)
    : QObject(parent)
    , m_program(QCoreApplication::applicationFilePath())
{
}

LibraryThumbnails::~LibraryThumbnails()
{
    const QList<QProcess *> running = m_running.keys();
    for (QProcess *process : running) {
        process->disconnect(this);
        process->kill();
        process->waitForFinished(2000);
        QFile::remove(process->property("output").toString());
        delete process;
    }
}

QString LibraryThumbnails::cacheFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation)
        + QStringLiteral("/thumbnails");
}

QString LibraryThumbnails::cachePath(const QString &folder)
{
    const QByteArray key
        = QCryptographicHash::hash(QDir::cleanPath(folder).toUtf8(), QCryptographicHash::Sha1);
    return cacheFolder() + QLatin1Char('/') + QString::fromLatin1(key.toHex())
        + QStringLiteral(".png");
}

QString LibraryThumbnails::thumbnail(const LibraryEntry &entry)
{
    if (!entry.thumbnail.isEmpty())
        return entry.thumbnail;
    const QString cached = cachePath(entry.folder);
    const QFileInfo info(cached);
    if (info.isFile()
        && (!entry.newestChange.isValid() || info.lastModified() >= entry.newestChange))
        return cached;
    if (!m_requested.contains(entry.folder) && !entry.sdfFile.isEmpty()) {
        m_requested.insert(entry.folder);
        m_queue.append({entry.folder, entry.sdfFile});
        startNext();
    }
    return {};
}

void LibraryThumbnails::startNext()
{
    while (!m_queue.isEmpty() && m_running.size() < m_maxRunning) {
        const Job job = m_queue.takeLast(); // what was asked for last is on screen now
        const QString output = cachePath(job.folder) + QStringLiteral(".part");
        QDir().mkpath(cacheFolder());
        auto *process = new QProcess(this);
        process->setProperty("output", output);
        // The environment as it is: the same model paths, and the display `render` draws on.
        process->setProcessChannelMode(QProcess::MergedChannels);
#ifdef Q_OS_UNIX
        // Thumbnails wait; the window and the user's other work do not.
        process->setChildProcessModifier([] { (void)::nice(10); });
#endif
        connect(process, &QProcess::finished, this, [this, process, job] { finish(process, job); });
        connect(process, &QProcess::errorOccurred, this,
            [this, process, job](QProcess::ProcessError e) {
                if (e == QProcess::FailedToStart)
                    finish(process, job);
            });
        m_running.insert(process, job);
        process->start(m_program,
            {QStringLiteral("render"), job.sdfFile, QStringLiteral("-o"), output,
                QStringLiteral("--size"), QStringLiteral("%1x%1").arg(kSize),
                QStringLiteral("--no-helpers")});
    }
}

void LibraryThumbnails::finish(QProcess *process, const Job &job)
{
    if (!m_running.remove(process))
        return; // errorOccurred and finished both came
    const QString output = process->property("output").toString();
    const QString target = cachePath(job.folder);
    // `render` exits with 1 when the file has errors but still draws it.
    const bool drawn = process->exitStatus() == QProcess::NormalExit && process->exitCode() <= 1
        && QImageReader(output, "png").canRead();
    if (drawn) {
        QFile::remove(target);
        QFile::rename(output, target);
        m_requested.remove(job.folder); // drawn again once the model changes
        emit ready(job.folder, target);
    } else {
        QFile::remove(output);
        const QString words = QString::fromLocal8Bit(process->readAll()).trimmed();
        emit failed(job.folder,
            words.isEmpty() ? process->errorString() : words.section(QLatin1Char('\n'), -1));
    }
    process->deleteLater();
    startNext();
}

} // namespace robostage
