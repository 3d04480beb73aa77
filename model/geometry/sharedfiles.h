#pragma once

// Mesh files and texture images read once per process while anyone uses them (issue 33): the
// view's mesh cache, collision fits, inertia computation and the texture library hand each
// other what they have read instead of reading the same file again.

#include "meshdata.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QImage>
#include <QString>

#include <memory>
#include <vector>

namespace robostage {

/// One mipmap level of a texture: RGBA bytes, or one grey byte a pixel for a grey image (a
/// quarter of the memory; drawn as (g, g, g, 1)), rows tightly packed, bottom row first (texture
/// coordinate v = 0 at the image's bottom, OpenGL's convention).
struct TextureLevel
{
    int width = 0, height = 0; ///< pixels
    int channels = 4; ///< bytes a pixel: 4 (RGBA) or 1 (grey)
    QByteArray pixels; ///< width × height × channels bytes
};

/// A texture image as decoded for drawing, or the reason it could not be.
struct DecodedImage
{
    QString path; ///< the file that was read; empty for an image that was in memory
    /// The image's mipmap chain as SharedFiles::mipLevels() makes it; empty when the file could
    /// not be read.
    std::vector<TextureLevel> levels;
    QString error; ///< QImageReader's reason when `levels` is empty
};

/// Reads files once and shares the result with every thread that asks for the same file while
/// someone still holds it. Entries are keyed by the file's cleaned absolute path, its
/// modification time and size (a file changed on disk is read again) and the read options; the
/// store holds weak references only, so it keeps nothing alive by itself. A second caller for a
/// file that is being read waits for that read instead of starting another. Thread-safe.
class SharedFiles
{
    Q_DECLARE_TR_FUNCTIONS(robostage::SharedFiles)

public:
    /// MeshData::read(path, options), or the copy someone holds (unless `fresh`: then the
    /// file is read again and the new copy is handed to later callers). Never null.
    static std::shared_ptr<const MeshData> mesh(
        const QString &path, const MeshReadOptions &options = {}, bool fresh = false);

    /// The image file `path` decoded with QImageReader (EXIF orientation applied), scaled down
    /// so that its longer side is at most `maxSize` pixels (JPEG decodes at the smaller size),
    /// with its mipmap chain as mipLevels() makes it, or the copy someone holds. An image Qt
    /// decodes as 32-bit (A)RGB or 8-bit grey at its own size (PNG, JPEG, BMP…) is decoded
    /// straight into the first level's bytes. Never null; `levels` is empty and `error` set
    /// when the file cannot be read.
    static std::shared_ptr<const DecodedImage> image(const QString &path, int maxSize);

    /// The mipmap chain of `image` for an OpenGL texture, first scaled down (smoothly) so that
    /// its longer side is at most `maxSize` pixels: level i is max(1, w >> i) × max(1, h >> i)
    /// pixels, each the previous one halved (each 2 × 2 block averaged, as glGenerateMipmap
    /// does), down to 1 × 1. One channel for a QImage::Format_Grayscale8 image (what Qt decodes
    /// grey PNG and JPEG files to), RGBA otherwise. Made on the CPU because a software rasteriser
    /// makes them slowly on the drawing thread (llvmpipe: 130 ms for PR2's 15 textures). Empty for
    /// a null image.
    static std::vector<TextureLevel> mipLevels(QImage image, int maxSize);

    /// How many files this process has actually read through the store (for tests).
    static int readCount();
};

} // namespace robostage
