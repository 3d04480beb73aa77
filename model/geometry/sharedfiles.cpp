#include "sharedfiles.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QImageReader>
#include <QPainter>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstring>
#include <functional>
#include <mutex>

namespace robostage {

namespace {

/// One store for meshes and images: a key's slot holds a weak reference to what was read, or
/// says that a read is running.
class Store
{
public:
    using Value = std::shared_ptr<const void>;

    /// What is held under `key`, else (or when `fresh`) what `read` returns, kept for the
    /// next caller.
    Value get(const QString &key, const std::function<Value()> &read, bool fresh)
    {
        std::unique_lock lock(m_mutex);
        for (;;) {
            Slot &slot = m_slots[key];
            if (Value alive = slot.value.lock(); alive && !fresh)
                return alive;
            if (!slot.reading)
                break;
            m_changed.wait(lock);
        }
        m_slots[key].reading = true;
        lock.unlock();
        Value value;
        try {
            value = read();
        } catch (...) {
            lock.lock();
            m_slots[key].reading = false;
            m_changed.notify_all();
            throw;
        }
        ++m_reads;
        lock.lock();
        Slot &slot = m_slots[key];
        slot.value = value;
        slot.reading = false;
        if (++m_insertsSinceSweep > 256)
            sweep();
        m_changed.notify_all();
        return value;
    }

    int reads() const { return m_reads.load(); }

private:
    struct Slot
    {
        std::weak_ptr<const void> value;
        bool reading = false;
    };

    /// Drops the slots of values nobody holds any more. Called with the mutex held.
    void sweep()
    {
        m_insertsSinceSweep = 0;
        for (auto it = m_slots.begin(); it != m_slots.end();)
            it = !it->reading && it->value.expired() ? m_slots.erase(it) : std::next(it);
    }

    std::mutex m_mutex;
    std::condition_variable m_changed;
    QHash<QString, Slot> m_slots;
    int m_insertsSinceSweep = 0;
    std::atomic<int> m_reads {0};
};

Store &store()
{
    static Store instance;
    return instance;
}

/// The part of a key that identifies the file as it is on disk now.
QString fileKey(const QString &path)
{
    const QFileInfo info(path);
    return QDir::cleanPath(info.absoluteFilePath()) + QLatin1Char('|')
        + QString::number(info.lastModified().toMSecsSinceEpoch()) + QLatin1Char('|')
        + QString::number(info.size());
}

/// `image` (RGBA8888 or Grayscale8) as a level: upside down (OpenGL's row order), rows tightly
/// packed (QImage pads grey rows to 4 bytes), in one pass.
TextureLevel toLevel(const QImage &image)
{
    const int channels = image.format() == QImage::Format_Grayscale8 ? 1 : 4;
    const qsizetype row = qsizetype(image.width()) * channels;
    const int height = image.height();
    TextureLevel level {
        image.width(), height, channels, QByteArray(row * height, Qt::Uninitialized)};
    for (int y = 0; y < height; ++y)
        std::memcpy(
            level.pixels.data() + row * (height - 1 - y), image.constScanLine(y), size_t(row));
    return level;
}

/// `image` (RGBA8888 or Grayscale8) halved (at least 1 × 1), in its own format, each pixel the
/// average of the 2 × 2 pixels it stands for, as glGenerateMipmap makes a level: QPainter's
/// smooth transformation samples halfway between them, in one pass. Grey is drawn at 16 bits:
/// Qt's 8-bit path rounds every pixel down by about one level (RGBA8888 is drawn at 16 bits
/// anyway; through premultiplied alpha, so the colour of nearly transparent pixels is rounded).
QImage halved(const QImage &image)
{
    const bool grey = image.format() == QImage::Format_Grayscale8;
    QImage half(std::max(1, image.width() / 2), std::max(1, image.height() / 2),
        grey ? QImage::Format_Grayscale16 : image.format());
    {
        QPainter painter(&half);
        painter.setCompositionMode(QPainter::CompositionMode_Source);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        painter.drawImage(QRectF(0, 0, half.width(), half.height()), image);
    }
    return grey ? std::move(half).convertToFormat(QImage::Format_Grayscale8) : half;
}

DecodedImage decode(const QString &path, int maxSize)
{
    DecodedImage out;
    out.path = path;
    QImageReader reader(path);
    reader.setAutoTransform(true);
    const QSize size = reader.size();
    if (size.isValid() && std::max(size.width(), size.height()) > maxSize)
        reader.setScaledSize(size.scaled(maxSize, maxSize, Qt::KeepAspectRatio));
    QImage image = reader.read();
    if (image.isNull()) {
        out.error = reader.errorString();
        return out;
    }
    out.levels = SharedFiles::mipLevels(std::move(image), maxSize); // converted in place
    return out;
}

} // namespace

std::shared_ptr<const MeshData> SharedFiles::mesh(
    const QString &path, const MeshReadOptions &options, bool fresh)
{
    const QString key = QStringLiteral("mesh|") + fileKey(path) + QLatin1Char('|')
        + QString::number(options.honourColladaUpAxis) + QLatin1Char('|')
        + QString::number(options.maxFileBytes) + QLatin1Char('|')
        + QString::number(options.maxTriangles);
    return std::static_pointer_cast<const MeshData>(store().get(
        key, [&] { return std::make_shared<const MeshData>(MeshData::read(path, options)); },
        fresh));
}

std::shared_ptr<const DecodedImage> SharedFiles::image(const QString &path, int maxSize)
{
    const QString key
        = QStringLiteral("image|") + fileKey(path) + QLatin1Char('|') + QString::number(maxSize);
    return std::static_pointer_cast<const DecodedImage>(store().get(
        key, [&] { return std::make_shared<const DecodedImage>(decode(path, maxSize)); }, false));
}

std::vector<TextureLevel> SharedFiles::mipLevels(QImage image, int maxSize)
{
    std::vector<TextureLevel> levels;
    if (image.isNull())
        return levels;
    if (std::max(image.width(), image.height()) > maxSize)
        image = image.scaled(maxSize, maxSize, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    // Grey images stay one channel; others become RGBA, in place when Qt can (the same depth,
    // nobody else holding the image). Each level is the one before halved by QPainter in one
    // pass, twice as fast as smooth scaling and converting back, and copied upside down into
    // its bytes (issue 33).
    if (image.format() != QImage::Format_Grayscale8)
        image.convertTo(QImage::Format_RGBA8888);
    levels.push_back(toLevel(image));
    while (image.width() > 1 || image.height() > 1) {
        image = halved(image);
        levels.push_back(toLevel(image));
    }
    return levels;
}

int SharedFiles::readCount()
{
    return store().reads();
}

} // namespace robostage
