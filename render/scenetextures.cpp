#include "scenetextures.h"

#include <Qt3DRender/QAbstractTextureImage>
#include <Qt3DRender/QTexture>
#include <Qt3DRender/QTextureImageData>
#include <Qt3DRender/QTextureImageDataGenerator>
#include <Qt3DRender/QTextureWrapMode>

#include <QFileInfo>
#include <QImageReader>

#include <algorithm>

namespace robostage {

namespace {

/// Hands an image already in memory to Qt3D's texture loading (which runs it on its own
/// thread); flipped so that texture coordinate v = 0 is the image's bottom row.
class ImageDataGenerator : public Qt3DRender::QTextureImageDataGenerator
{
public:
    explicit ImageDataGenerator(const QImage &image)
        : m_image(image)
    {
    }
    Qt3DRender::QTextureImageDataPtr operator()() override
    {
        auto data = Qt3DRender::QTextureImageDataPtr::create();
        data->setImage(m_image.mirrored());
        return data;
    }
    bool operator==(const Qt3DRender::QTextureImageDataGenerator &other) const override
    {
        const auto *o = Qt3DCore::functor_cast<ImageDataGenerator>(&other);
        return o && o->m_image.cacheKey() == m_image.cacheKey();
    }
    QT3D_FUNCTOR(ImageDataGenerator)

private:
    QImage m_image;
};

class ImageTextureImage : public Qt3DRender::QAbstractTextureImage
{
public:
    ImageTextureImage(const QImage &image, Qt3DCore::QNode *parent)
        : Qt3DRender::QAbstractTextureImage(parent)
        , m_image(image)
    {
    }

protected:
    Qt3DRender::QTextureImageDataGeneratorPtr dataGenerator() const override
    {
        return Qt3DRender::QTextureImageDataGeneratorPtr(new ImageDataGenerator(m_image));
    }

private:
    QImage m_image;
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
    QImage image = source.image;
    if (image.isNull()) {
        QImageReader reader(source.path);
        reader.setAutoTransform(true);
        image = reader.read();
        if (image.isNull())
            m_errors << tr("texture '%1' cannot be read: %2; the surface is drawn without it.")
                            .arg(QFileInfo(source.path).fileName(), reader.errorString());
    }
    Qt3DRender::QAbstractTexture *texture = image.isNull() ? nullptr : make(image);
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
    Qt3DRender::QAbstractTexture *texture = make(image);
    m_textures.insert(key, texture);
    return texture;
}

Qt3DRender::QAbstractTexture *TextureLibrary::make(const QImage &source)
{
    QImage image = source;
    if (std::max(image.width(), image.height()) > kMaxTextureSize)
        image = image.scaled(
            kMaxTextureSize, kMaxTextureSize, Qt::KeepAspectRatio, Qt::SmoothTransformation);
    auto *texture = new Qt3DRender::QTexture2D(m_parent);
    texture->setFormat(Qt3DRender::QAbstractTexture::RGBA8_UNorm);
    texture->setGenerateMipMaps(true);
    texture->setMinificationFilter(Qt3DRender::QAbstractTexture::LinearMipMapLinear);
    texture->setMagnificationFilter(Qt3DRender::QAbstractTexture::Linear);
    texture->wrapMode()->setX(Qt3DRender::QTextureWrapMode::Repeat);
    texture->wrapMode()->setY(Qt3DRender::QTextureWrapMode::Repeat);
    texture->addTextureImage(new ImageTextureImage(image, texture));
    return texture;
}

} // namespace robostage
