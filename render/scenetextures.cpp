#include "scenetextures.h"

#include "sharedfiles.h"

#include <Qt3DRender/QAbstractTextureImage>
#include <Qt3DRender/QTexture>
#include <Qt3DRender/QTextureImageData>
#include <Qt3DRender/QTextureImageDataGenerator>
#include <Qt3DRender/QTextureWrapMode>

#include <QFileInfo>

#include <algorithm>

namespace robostage {

namespace {

/// What one mipmap level's data comes from: the decoded chain until Qt3D has taken the level
/// (then it is let go, so that the CPU copy is freed once uploaded: issue 33), and what makes
/// it again should Qt3D ask once more (a new OpenGL context): the file, or the image in memory
/// (held by its mesh data or heightmap anyway). Shared by the level's texture image node and
/// every data generator it makes (Qt3D asks for the generator more than once).
struct LevelHold
{
    // Taken with std::atomic_exchange: generators run on Qt3D's threads.
    std::shared_ptr<const DecodedImage> decoded;
    QImage source; ///< the image in memory; null for a file (TextureSource::key() names it)
    int width = 0, height = 0; ///< the level's size, pixels
    int channels = 4; ///< the texture's: 4 (RGBA) or 1 (grey)
};

/// Hands one mipmap level to Qt3D's texture loading, which runs it on its own thread and drops
/// the data after the upload. The pixels are shared, not copied. Made again from the file or
/// image when asked a second time; a file that changed meanwhile (other size, unreadable)
/// gives a grey level of the size the texture was made with, so that the chain stays complete.
class LevelGenerator : public Qt3DRender::QTextureImageDataGenerator
{
public:
    LevelGenerator(std::shared_ptr<LevelHold> hold, const QString &key, int level)
        : m_hold(std::move(hold))
        , m_key(key)
        , m_level(level)
    {
    }
    Qt3DRender::QTextureImageDataPtr operator()() override
    {
        std::shared_ptr<const DecodedImage> decoded
            = std::atomic_exchange(&m_hold->decoded, std::shared_ptr<const DecodedImage>());
        if (!decoded && !m_hold->source.isNull()) {
            auto again = std::make_shared<DecodedImage>();
            again->levels = SharedFiles::mipLevels(m_hold->source, TextureLibrary::kMaxTextureSize);
            decoded = std::move(again);
        } else if (!decoded) {
            decoded = SharedFiles::image(m_key, TextureLibrary::kMaxTextureSize);
        }
        const int w = m_hold->width, h = m_hold->height, channels = m_hold->channels;
        QByteArray pixels;
        if (size_t(m_level) < decoded->levels.size()) {
            const TextureLevel &level = decoded->levels[size_t(m_level)];
            if (level.width == w && level.height == h && level.channels == channels)
                pixels = level.pixels;
        }
        if (pixels.isEmpty())
            pixels = QByteArray(qsizetype(w) * h * channels, char(128));
        auto data = Qt3DRender::QTextureImageDataPtr::create();
        data->setTarget(QOpenGLTexture::Target2D);
        // A grey level is one red channel; the shader reads it as grey (instanced.frag greyMaps).
        data->setFormat(channels == 1 ? QOpenGLTexture::R8_UNorm : QOpenGLTexture::RGBA8_UNorm);
        data->setPixelFormat(channels == 1 ? QOpenGLTexture::Red : QOpenGLTexture::RGBA);
        data->setPixelType(QOpenGLTexture::UInt8);
        data->setWidth(w);
        data->setHeight(h);
        data->setDepth(1);
        data->setLayers(1);
        data->setFaces(1);
        data->setMipLevels(1);
        data->setData(pixels, channels);
        return data;
    }
    bool operator==(const Qt3DRender::QTextureImageDataGenerator &other) const override
    {
        const auto *o = Qt3DCore::functor_cast<LevelGenerator>(&other);
        return o && o->m_key == m_key && o->m_level == m_level;
    }
    QT3D_FUNCTOR(LevelGenerator)

private:
    std::shared_ptr<LevelHold> m_hold;
    QString m_key; ///< TextureSource::key(): the file, or the in-memory image
    int m_level;
};

/// Mipmap level `level` of a texture.
class LevelTextureImage : public Qt3DRender::QAbstractTextureImage
{
public:
    LevelTextureImage(std::shared_ptr<const DecodedImage> decoded, const QImage &source,
        const QString &key, int level, Qt3DCore::QNode *parent)
        : Qt3DRender::QAbstractTextureImage(parent)
        , m_hold(std::make_shared<LevelHold>())
        , m_key(key)
    {
        const TextureLevel &l = decoded->levels[size_t(level)];
        m_hold->width = l.width;
        m_hold->height = l.height;
        m_hold->channels = l.channels;
        m_hold->source = source;
        m_hold->decoded = std::move(decoded);
        setMipLevel(level);
    }

protected:
    Qt3DRender::QTextureImageDataGeneratorPtr dataGenerator() const override
    {
        return Qt3DRender::QTextureImageDataGeneratorPtr(
            new LevelGenerator(m_hold, m_key, mipLevel()));
    }

private:
    std::shared_ptr<LevelHold> m_hold;
    QString m_key;
};

} // namespace

QString TextureSource::key() const
{
    if (!path.isEmpty())
        return path;
    return image.isNull() ? QString()
                          : QStringLiteral("image:") + QString::number(image.cacheKey());
}

bool TextureMaps::isEmpty() const
{
    return albedo.isNull() && normal.isNull() && roughness.isNull() && metalness.isNull()
        && emissive.isNull();
}

QString TextureMaps::key() const
{
    return albedo.key() + QLatin1Char('|') + normal.key() + QLatin1Char('|') + roughness.key()
        + QLatin1Char('|') + metalness.key() + QLatin1Char('|') + emissive.key();
}

QString SurfaceLook::key() const
{
    return maps.key() + QLatin1Char('|')
        + (pbr ? QStringLiteral("pbr %1 %2").arg(metalness).arg(roughness) : QString());
}

SurfaceLook surfaceLook(const Material &material)
{
    SurfaceLook look;
    look.maps.albedo.path = material.textureResolved;
    if (const PbrMaterial *pbr = material.pbr.get()) {
        if (!pbr->albedoMapPath.isEmpty())
            look.maps.albedo.path = pbr->albedoMapPath;
        look.maps.normal.path = pbr->normalMapPath;
        if (pbr->workflow == PbrMaterial::Workflow::Metal) {
            look.maps.roughness.path = pbr->roughnessMapPath;
            look.maps.metalness.path = pbr->metalnessMapPath;
            look.maps.emissive.path = pbr->emissiveMapPath;
            look.pbr = true;
            look.metalness = float(std::clamp(pbr->metalness, 0.0, 1.0));
            look.roughness = float(std::clamp(pbr->roughness, 0.0, 1.0));
        }
    }
    return look;
}

TextureLibrary::TextureLibrary(Qt3DCore::QNode *parent)
    : m_parent(parent)
{
}

Qt3DRender::QAbstractTexture *TextureLibrary::texture(const TextureSource &source)
{
    const QString key = source.key();
    if (key.isEmpty())
        return nullptr;
    const auto found = m_textures.constFind(key);
    if (found != m_textures.constEnd())
        return *found;
    std::shared_ptr<const DecodedImage> decoded;
    if (!source.image.isNull()) {
        auto inMemory = std::make_shared<DecodedImage>();
        inMemory->levels = SharedFiles::mipLevels(source.image, kMaxTextureSize);
        decoded = std::move(inMemory);
    } else {
        // Decoded by a MeshCache worker when the scene's textures were requested ahead.
        decoded = SharedFiles::image(source.path, kMaxTextureSize);
        if (decoded->levels.empty())
            m_errors << tr("texture '%1' cannot be read: %2; the surface is drawn without it.")
                            .arg(QFileInfo(source.path).fileName(), decoded->error);
    }
    Qt3DRender::QAbstractTexture *texture
        = decoded->levels.empty() ? nullptr : make(std::move(decoded), source.image, key);
    m_textures.insert(key, texture);
    return texture;
}

Qt3DRender::QAbstractTexture *TextureLibrary::solid(QRgb color)
{
    const QString key = QStringLiteral("solid:") + QString::number(color, 16);
    if (Qt3DRender::QAbstractTexture *existing = m_textures.value(key))
        return existing;
    QImage image(1, 1, QImage::Format_RGBA8888);
    image.fill(QColor::fromRgba(color));
    auto decoded = std::make_shared<DecodedImage>();
    decoded->levels = SharedFiles::mipLevels(image, kMaxTextureSize);
    Qt3DRender::QAbstractTexture *texture = make(std::move(decoded), image, key);
    m_textures.insert(key, texture);
    return texture;
}

Qt3DRender::QAbstractTexture *TextureLibrary::make(
    std::shared_ptr<const DecodedImage> decoded, const QImage &source, const QString &key)
{
    auto *texture = new Qt3DRender::QTexture2D(m_parent);
    texture->setFormat(decoded->levels.front().channels == 1
            ? Qt3DRender::QAbstractTexture::R8_UNorm
            : Qt3DRender::QAbstractTexture::RGBA8_UNorm);
    texture->setGenerateMipMaps(false); // the levels are given
    texture->setMinificationFilter(Qt3DRender::QAbstractTexture::LinearMipMapLinear);
    texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Linear);
    texture->wrapMode()->setX(Qt3DRender::QTextureWrapMode::Repeat);
    texture->wrapMode()->setY(Qt3DRender::QTextureWrapMode::Repeat);
    const int levels = int(decoded->levels.size());
    for (int level = 0; level < levels; ++level)
        texture->addTextureImage(new LevelTextureImage(decoded, source, key, level, texture));
    return texture;
}

} // namespace robostage
