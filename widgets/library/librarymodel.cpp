#include "library/librarymodel.h"

#include "library/librarythumbnails.h"
#include "scenetree/sceneicons.h"

#include <QImage>
#include <QImageReader>
#include <QMimeData>
#include <QPixmap>
#include <QThread>

namespace robostage {

const QString LibraryModel::kMimeType = QStringLiteral("application/x-robostage-library-model");

LibraryModel::LibraryModel(QObject *parent)
    : QAbstractListModel(parent)
    , m_thumbnails(new LibraryThumbnails(this))
    , m_placeholder(sceneIcon(SceneTreeModel::Kind::Model))
{
    connect(m_thumbnails, &LibraryThumbnails::ready, this, &LibraryModel::thumbnailReady);
}

LibraryModel::~LibraryModel()
{
    stopScan();
}

void LibraryModel::stopScan()
{
    if (!m_thread)
        return;
    m_cancel->store(true);
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
}

void LibraryModel::scan(const ModelLibrary::Sources &sources)
{
    stopScan();
    const int generation = ++m_generation;
    beginResetModel();
    m_entries.clear();
    m_icons.clear();
    endResetModel();
    m_scanning = true;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    // The worker only posts to this object; ~LibraryModel() stops it before the object goes,
    // and posted batches of a stopped scan are dropped by their generation.
    m_thread = QThread::create([this, sources, generation, cancel = m_cancel] {
        Diagnostics diagnostics;
        ModelLibrary::scan(
            sources,
            [this, generation, cancel](const QList<LibraryEntry> &batch) {
                QMetaObject::invokeMethod(
                    this, [this, generation, batch] { append(generation, batch); },
                    Qt::QueuedConnection);
                return !cancel->load();
            },
            diagnostics, cancel.get());
        QMetaObject::invokeMethod(
            this, [this, generation, diagnostics] { finishScan(generation, diagnostics); },
            Qt::QueuedConnection);
    });
    m_thread->start(QThread::LowPriority);
}

void LibraryModel::append(int generation, const QList<LibraryEntry> &batch)
{
    if (generation != m_generation || batch.isEmpty())
        return;
    beginInsertRows({}, int(m_entries.size()), int(m_entries.size() + batch.size()) - 1);
    m_entries << batch;
    endInsertRows();
}

void LibraryModel::finishScan(int generation, const Diagnostics &diagnostics)
{
    if (generation != m_generation)
        return;
    m_diagnostics = diagnostics;
    m_scanning = false;
    emit scanFinished();
}

int LibraryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant LibraryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const LibraryEntry &e = m_entries.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return e.name;
    case Qt::ToolTipRole: {
        QString tip = QStringLiteral("<b>%1</b>").arg(e.name.toHtmlEscaped());
        if (!e.description.isEmpty())
            tip += QStringLiteral("<br>") + e.description.toHtmlEscaped();
        tip += QStringLiteral("<br><small>%1<br>%2</small>")
                   .arg(e.uri.toHtmlEscaped(), e.sdfFile.toHtmlEscaped());
        return tip;
    }
    case Qt::DecorationRole: {
        const auto known = m_icons.constFind(e.folder);
        if (known != m_icons.constEnd())
            return *known;
        const QString image = m_thumbnails->thumbnail(e);
        if (image.isEmpty())
            return m_placeholder; // drawn later: thumbnailReady()
        // A shipped picture may be large: read it at the thumbnail's size.
        QImageReader reader(image);
        const QSize size = reader.size();
        if (size.isValid())
            reader.setScaledSize(size.scaled(
                LibraryThumbnails::kSize, LibraryThumbnails::kSize, Qt::KeepAspectRatio));
        const QImage read = reader.read();
        const QIcon icon = read.isNull() ? m_placeholder : QIcon(QPixmap::fromImage(read));
        m_icons.insert(e.folder, icon);
        return icon;
    }
    case UriRole:
        return e.uri;
    case SearchRole:
        return e.name + QLatin1Char('\n') + e.description;
    case FolderRole:
        return e.folder;
    default:
        return {};
    }
}

Qt::ItemFlags LibraryModel::flags(const QModelIndex &index) const
{
    const Qt::ItemFlags base = QAbstractListModel::flags(index);
    return index.isValid() ? base | Qt::ItemIsDragEnabled : base;
}

QStringList LibraryModel::mimeTypes() const
{
    return {kMimeType};
}

QMimeData *LibraryModel::mimeData(const QModelIndexList &indexes) const
{
    if (indexes.isEmpty() || !indexes.first().isValid())
        return nullptr;
    const QString uri = indexes.first().data(UriRole).toString();
    auto *mime = new QMimeData;
    mime->setData(kMimeType, uri.toUtf8());
    mime->setText(uri);
    return mime;
}

QString LibraryModel::uriOf(const QMimeData *mime)
{
    return mime && mime->hasFormat(kMimeType) ? QString::fromUtf8(mime->data(kMimeType)).trimmed()
                                              : QString();
}

void LibraryModel::thumbnailReady(const QString &folder)
{
    m_icons.remove(folder);
    for (int row = 0; row < m_entries.size(); ++row) {
        if (m_entries.at(row).folder == folder)
            emit dataChanged(index(row), index(row), {Qt::DecorationRole});
    }
}

} // namespace robostage
