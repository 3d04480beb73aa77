#include "sharedfiles.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QImageReader>

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

/// Rows `a` and `b` of a level of `C` channels averaged in 2 × 2 blocks into `out` (`width`
/// pixels): `step` is C, or 0 for a source one pixel wide (the same column twice).
template<int C> void averageRows(const uchar *a, const uchar *b, uchar *out, int width, int step)
{
    for (int x = 0; x < width; ++x, a += 2 * C, b += 2 * C, out += C) {
        for (int k = 0; k < C; ++k)
            out[k] = uchar((a[k] + a[k + step] + b[k] + b[k + step] + 2) >> 2);
    }
}

/// `level` halved (at least 1 × 1): each pixel the rounded average of the 2 × 2 pixels it
/// stands for (an odd last row or column is left out, a side of one pixel is used twice): a
/// box filter, as Mesa's glGenerateMipmap (the OpenGL 4.6 spec, §8.14.4, leaves the filter to
/// the implementation). Twice as fast as QPainter's smooth transformation, which resamples
/// bilinearly through premultiplied 16-bit pixels (issue 33: 145 → 65 ms for the 72 images of
/// gazebo_models' mesh models).
TextureLevel halved(const TextureLevel &level)
{
    const int width = std::max(1, level.width / 2), height = std::max(1, level.height / 2);
    const int channels = level.channels;
    TextureLevel half {width, height, channels,
        QByteArray(qsizetype(width) * height * channels, Qt::Uninitialized)};
    const qsizetype row = qsizetype(level.width) * channels;
    const int step = level.width > 1 ? channels : 0;
    const auto *source = reinterpret_cast<const uchar *>(level.pixels.constData());
    auto *out = reinterpret_cast<uchar *>(half.pixels.data());
    for (int y = 0; y < height; ++y, out += qsizetype(width) * channels) {
        const uchar *a = source + 2 * y * row, *b = level.height > 1 ? a + row : a;
        if (channels == 1)
            averageRows<1>(a, b, out, width, step);
        else
            averageRows<4>(a, b, out, width, step);
    }
    return half;
}

/// The mipmap chain down to 1 × 1 that starts with `first`.
std::vector<TextureLevel> mipChain(TextureLevel first)
{
    std::vector<TextureLevel> levels;
    levels.push_back(std::move(first));
    while (levels.back().width > 1 || levels.back().height > 1)
        levels.push_back(halved(levels.back()));
    return levels;
}

/// Turns the `height` rows of `bytes` upside down in place (OpenGL's row order); `colour`: each
/// pixel is a 32-bit QImage::Format_(A)RGB32 value, rewritten as RGBA bytes.
void toLevelInPlace(uchar *bytes, qsizetype row, int height, bool colour)
{
    // 0xAARRGGBB as a little-endian word is B, G, R, A in memory: swap B and R.
    const auto rgba = [](quint32 argb) {
        return ((argb >> 16) & 0xffu) | (argb & 0xff00ff00u) | ((argb & 0xffu) << 16);
    };
    const auto fixRow = [&](uchar *p) {
        for (qsizetype i = 0; i < row; i += 4) {
            quint32 v;
            std::memcpy(&v, p + i, 4);
            v = rgba(v);
            std::memcpy(p + i, &v, 4);
        }
    };
    QByteArray spare(row, Qt::Uninitialized);
    for (int y = 0; y < height / 2; ++y) {
        uchar *top = bytes + row * y, *bottom = bytes + row * (height - 1 - y);
        std::memcpy(spare.data(), top, size_t(row));
        std::memcpy(top, bottom, size_t(row));
        std::memcpy(bottom, spare.constData(), size_t(row));
        if (colour) {
            fixRow(top);
            fixRow(bottom);
        }
    }
    if (colour && height % 2)
        fixRow(bytes + row * (height / 2));
}

/// Reads `reader`'s image (`size` pixels, not scaled) into `level`'s bytes when Qt decodes it as
/// 32-bit (A)RGB or 8-bit grey (PNG, JPEG, BMP, TGA…: nearly every texture), so the first level
/// needs no copy of its own, only one pass over memory already touched (issue 33: PR2's 15
/// images, 36 MiB). Otherwise, or when the reader made an image of its own (an EXIF rotation),
/// `image` is what it read. False when the file cannot be read.
bool readInto(QImageReader &reader, QSize size, TextureLevel &level, QImage &image)
{
    const QImage::Format format = reader.imageFormat();
    const int channels = format == QImage::Format_Grayscale8 ? 1 : 4;
    const qsizetype row = qsizetype(size.width()) * channels;
    const bool direct = Q_BYTE_ORDER == Q_LITTLE_ENDIAN && size.isValid() && row % 4 == 0
        && (format == QImage::Format_RGB32 || format == QImage::Format_ARGB32
            || format == QImage::Format_Grayscale8);
    if (!direct) {
        image = reader.read();
        return !image.isNull();
    }
    QByteArray bytes(row * size.height(), Qt::Uninitialized);
    image
        = QImage(reinterpret_cast<uchar *>(bytes.data()), size.width(), size.height(), row, format);
    if (!reader.read(&image))
        return false;
    if (image.constBits() != reinterpret_cast<const uchar *>(bytes.constData())
        || image.format() != format || image.size() != size)
        return true; // the reader's own image
    image = QImage();
    toLevelInPlace(reinterpret_cast<uchar *>(bytes.data()), row, size.height(), channels == 4);
    level = {size.width(), size.height(), channels, std::move(bytes)};
    return true;
}

DecodedImage decode(const QString &path, int maxSize)
{
    DecodedImage out;
    out.path = path;
    QImageReader reader(path);
    reader.setAutoTransform(true);
    const QSize size = reader.size();
    const bool scaled = size.isValid() && std::max(size.width(), size.height()) > maxSize;
    if (scaled)
        reader.setScaledSize(size.scaled(maxSize, maxSize, Qt::KeepAspectRatio));
    TextureLevel first;
    QImage image;
    if (scaled ? (image = reader.read()).isNull() : !readInto(reader, size, first, image)) {
        out.error = reader.errorString();
        return out;
    }
    out.levels = image.isNull() ? mipChain(std::move(first))
                                : SharedFiles::mipLevels(std::move(image), maxSize);
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
    if (image.isNull())
        return {};
    if (std::max(image.width(), image.height()) > maxSize)
        image = image.scaled(maxSize, maxSize, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    // Grey images stay one channel; others become RGBA, in place when Qt can (the same depth,
    // nobody else holding the image), and are copied upside down into the first level.
    if (image.format() != QImage::Format_Grayscale8)
        image.convertTo(QImage::Format_RGBA8888);
    return mipChain(toLevel(image));
}

int SharedFiles::readCount()
{
    return store().reads();
}

} // namespace robostage
