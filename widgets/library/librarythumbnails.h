#pragma once

#include "modellibrary.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QStringList>

class QProcess;

namespace robostage {

/// Thumbnails for the Insert dock's models (issue 18). A model that ships an image
/// (LibraryEntry::thumbnail) uses it; for the others `robostage render MODEL -o PNG --size
/// 128x128 --no-helpers` runs as a child process (the headless renderer, so the window never
/// waits for OpenGL work or mesh loading; no grid or origin axes), a few at a time, the latest
/// request first, at low CPU priority. Drawn images are kept in cacheFolder(), one PNG per model
/// folder named by the SHA-1 of its path, and drawn again when a file of the model is newer than
/// the PNG (LibraryEntry::newestChange, read again by the next scan). A model that fails to render
/// keeps no image (and is not tried again until the next RoboStage).
class LibraryThumbnails : public QObject
{
    Q_OBJECT

public:
    /// Thumbnail edge in pixels.
    static constexpr int kSize = 128;

    explicit LibraryThumbnails(QObject *parent = nullptr);
    /// Ends the renders still running.
    ~LibraryThumbnails() override;

    /// QStandardPaths::CacheLocation/thumbnails.
    static QString cacheFolder();
    /// The cached PNG for model folder `folder` (it may not exist).
    static QString cachePath(const QString &folder);

    /// The image to show for `entry` now: the shipped one, else an up-to-date cached PNG;
    /// empty when there is none yet, and then a render is queued (once) and ready() follows.
    QString thumbnail(const LibraryEntry &entry);

    /// The program run as `PROGRAM render …` (default: this executable; tests name the
    /// robostage binary).
    void setProgram(const QString &program) { m_program = program; }
    /// How many renders run at once (default 2).
    void setMaxRunning(int count) { m_maxRunning = qMax(1, count); }
    /// Renders queued or running.
    int pendingCount() const { return int(m_queue.size()) + int(m_running.size()); }

signals:
    /// The thumbnail of model folder `folder` is drawn: the PNG `image`.
    void ready(const QString &folder, const QString &image);
    /// Drawing the thumbnail of `folder` failed (`reason`: the renderer's last words).
    void failed(const QString &folder, const QString &reason);

private:
    struct Job
    {
        QString folder, sdfFile;
    };
    void startNext();
    void finish(QProcess *process, const Job &job);

    QString m_program;
    int m_maxRunning = 2;
    QList<Job> m_queue; ///< the last is started first
    QHash<QProcess *, Job> m_running;
    QSet<QString> m_requested; ///< folders queued, running or failed this session
};

} // namespace robostage
