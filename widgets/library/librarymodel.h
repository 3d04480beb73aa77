#pragma once

#include "lifetimebound.h"
#include "modellibrary.h"

#include <QAbstractListModel>
#include <QHash>
#include <QIcon>

#include <atomic>
#include <memory>

class QThread;

namespace robostage {

class LibraryThumbnails;

/// The models of the Insert dock (issue 18) as a list: ModelLibrary::scan() runs in a worker
/// thread and its batches are appended as they arrive, so the window stays responsive while
/// hundreds of models are read. Display: the model's name; tool tip: its description, folder
/// and the URI an insert writes; decoration: its thumbnail (LibraryThumbnails), a placeholder
/// until it is drawn. Rows drag as kMimeType (mimeData()), which the view's drop reads
/// (LibraryDrop).
class LibraryModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        UriRole = Qt::UserRole + 1, ///< LibraryEntry::uri
        SearchRole, ///< name and description, for the search box
        FolderRole, ///< LibraryEntry::folder
    };
    /// The drag's MIME type; its data is the URI to include, UTF-8.
    static const QString kMimeType;

    explicit LibraryModel(QObject *parent = nullptr);
    /// Stops a scan still running (waits for the folder being read).
    ~LibraryModel() override;

    /// Empties the list and scans `sources` again in the background; scanFinished() follows.
    void scan(const ModelLibrary::Sources &sources);
    bool isScanning() const { return m_scanning; }
    /// What the last finished scan passed over and why.
    const Diagnostics &diagnostics() const ROBOSTAGE_LIFETIMEBOUND { return m_diagnostics; }
    const LibraryEntry &entry(int row) const { return m_entries.at(row); }
    LibraryThumbnails *thumbnails() const { return m_thumbnails; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;

    /// The URI to include that a drag of kMimeType carries; empty when `mime` carries no
    /// library model.
    static QString uriOf(const QMimeData *mime);

signals:
    /// The scan started by scan() is done (also when it found nothing).
    void scanFinished();

private:
    void append(int generation, const QList<LibraryEntry> &batch);
    void finishScan(int generation, const Diagnostics &diagnostics);
    void stopScan();
    /// A thumbnail was drawn: the rows of `folder` show it.
    void thumbnailReady(const QString &folder);

    QList<LibraryEntry> m_entries;
    Diagnostics m_diagnostics;
    LibraryThumbnails *m_thumbnails;
    QIcon m_placeholder;
    mutable QHash<QString, QIcon> m_icons; ///< by folder, loaded when first shown
    QThread *m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    int m_generation = 0; ///< batches of an earlier scan are dropped
    bool m_scanning = false;
};

} // namespace robostage
