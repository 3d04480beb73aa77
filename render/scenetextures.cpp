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

/// A decoded image held for one mipmap level until Qt3D has taken the level's data: shared by
/// the level's texture image node and every data generator it makes (Qt3D asks for the
/// generator more than once and runs the last one).
struct LevelHold
{
    // Read and cleared with std::atomic_load / atomic_store: generators run on Qt3D's threads.
    std::shared_ptr<const DecodedImage> decoded;
};

/// Hands one mipmap level of a decoded image to Qt3D's texture loading, which runs it on its
/// own thread and drops the data after the upload. The pixels are shared, not copied. A level
/// of an image file is let go once handed over (so that the CPU copy is freed once uploaded:
/// issue 33) and decoded again should Qt3D ask once more (a new OpenGL context).
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
        std::shared_ptr<const DecodedImage> decoded = std::atomic_load(&m_hold->decoded);
        if (!decoded)
            decoded = SharedFiles::image(m_key, TextureLibrary::kMaxTextureSize);
        else if (!decoded->path.isEmpty())
            std::atomic_store(&m_hold->decoded, std::shared_ptr<const DecodedImage>());
        if (size_t(m_level) >= decoded->levels.size())
            return {};
        const TextureLevel &level = decoded->levels[size_t(m_level)];
        auto data = Qt3DRender::QTextureImageDataPtr::create();
        data->setTarget(QOpenGLTexture::Target2D);
        data->setFormat(QOpenGLTexture::RGBA8_UNorm);
        data->setPixelFormat(QOpenGLTexture::RGBA);
        data->setPixelType(QOpenGLTexture::UInt8);
        data->setWidth(level.width);
        data->setHeight(level.height);
        data->setDepth(1);
        data->setLayers(1);
        data->setFaces(1);
        data->setMipLevels(1);
        data->setData(level.rgba, 4);
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
    LevelTextureImage(std::shared_ptr<const DecodedImage> decoded, const QString &key, int level,
        Qt3DCore::QNode *parent)
        : Qt3DRender::QAbstractTextureImage(parent)
        , m_hold(std::make_shared<LevelHold>(LevelHold {std::move(decoded)}))
        , m_key(key)
    {
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
        QImage image = source.image;
        if (std::max(image.width(), image.height()) > kMaxTextureSize)
            image = image.scaled(
                kMaxTextureSize, kMaxTextureSize, Qt::KeepAspectRatio, Qt::SmoothTransformation);
        auto inMemory = std::make_shared<DecodedImage>();
        inMemory->levels = SharedFiles::mipLevels(image);
        decoded = std::move(inMemory);
    } else {
        // Decoded by a MeshCache worker when the scene's textures were requested ahead.
        decoded = SharedFiles::image(source.path, kMaxTextureSize);
        if (decoded->levels.empty())
            m_errors << tr("texture '%1' cannot be read: %2; the surface is drawn without it.")
                            .arg(QFileInfo(source.path).fileName(), decoded->error);
    }
    Qt3DRender::QAbstractTexture *texture
        = decoded->levels.empty() ? nullptr : make(std::move(decoded), key);
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
    decoded->levels = SharedFiles::mipLevels(image);
    Qt3DRender::QAbstractTexture *texture = make(std::move(decoded), key);
    m_textures.insert(key, texture);
    return texture;
}

Qt3DRender::QAbstractTexture *TextureLibrary::make(
    std::shared_ptr<const DecodedImage> decoded, const QString &key)
{
    auto *texture = new Qt3DRender::QTexture2D(m_parent);
    texture->setFormat(Qt3DRender::QAbstractTexture::RGBA8_UNorm);
    texture->setGenerateMipMaps(false); // the levels are given
    texture->setMinificationFilter(Qt3DRender::QAbstractTexture::LinearMipMapLinear);
    texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Linear);
    texture->wrapMode()->setX(Qt3DRender::QTextureWrapMode::Repeat);
    texture->wrapMode()->setY(Qt3DRender::QTextureWrapMode::Repeat);
    const int levels = int(decoded->levels.size());
    for (int level = 0; level < levels; ++level)
        texture->addTextureImage(new LevelTextureImage(decoded, key, level, texture));
    return texture;
}

} // namespace robostage
