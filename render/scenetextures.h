#pragma once

// Texture maps of drawn surfaces and the Qt3D textures made from them, shared by every batch
// that uses the same image.

#include "lifetimebound.h"
#include "scene.h"

#include <QCoreApplication>
#include <QHash>
#include <QImage>
#include <QString>
#include <QStringList>

#include <memory>

namespace Qt3DCore {
class QNode;
}

namespace Qt3DRender {
class QAbstractTexture;
}

namespace robostage {

struct DecodedImage;

/// One texture image: a local file, or an image held in memory (a texture embedded in a glTF,
/// GLB or FBX file, a baked terrain texture). Null when neither is set.
struct TextureSource
{
    QString path;
    QImage image;

    bool isNull() const { return path.isEmpty() && image.isNull(); }
    /// Identifies the image: the path, or the in-memory image's cache key.
    QString key() const;
};

/// The texture maps of a surface, as SDFormat material.sdf `<pbr><metal>` names them (glTF 2.0
/// metal-roughness has the same set): albedo (base colour, multiplies the diffuse and ambient
/// colour; its alpha the opacity), tangent-space normal map, roughness (green channel, as glTF
/// packs it; a grey map works the same) and metalness (blue channel), emissive (added). URDF
/// `<texture>` and a mesh file's diffuse texture are albedo maps. Texture coordinates come from
/// the mesh, v = 0 at the image bottom (OpenGL convention).
struct TextureMaps
{
    TextureSource albedo, normal, roughness, metalness, emissive;

    bool isEmpty() const;
    /// Identifies the set: equal keys draw the same (batches and materials are shared by key).
    QString key() const;
};

/// What a surface needs beyond its per-instance colours: texture maps, and the SDFormat
/// material.sdf `<pbr><metal>` values (metalness and roughness in [0, 1], multiplied by their
/// maps), which the shader turns into Blinn-Phong terms. Plain surfaces (no maps, no PBR) use
/// SceneShading's shared materials.
struct SurfaceLook
{
    TextureMaps maps;
    bool pbr = false;
    float metalness = 0, roughness = 1;

    bool isPlain() const { return !pbr && maps.isEmpty(); }
    /// Identifies the look: equal keys share a material.
    QString key() const;
};

/// The look a description's material asks for: URDF `<texture filename>` as albedo map;
/// SDFormat material.sdf `<pbr><metal>` albedo, normal, roughness, metalness and emissive maps
/// (the resolved files) with its metalness and roughness (`<pbr><specular>` gives its albedo
/// and normal maps only). Plain when the material has none of these.
SurfaceLook surfaceLook(const Material &material);

/// Creates each distinct texture once, as a Qt3D 2D texture with mipmaps and repeat wrapping,
/// child of `parent`. Image files are decoded with SharedFiles::image (PNG, JPEG, BMP, TGA
/// through Qt's plug-ins…) scaled down to kMaxTextureSize on their longer side: taken decoded
/// when a MeshCache worker decoded them ahead (MeshCache::requestImage), else decoded on the
/// calling thread when the texture is created. Not thread-safe.
class TextureLibrary
{
    Q_DECLARE_TR_FUNCTIONS(robostage::TextureLibrary)

public:
    /// Longest side of an uploaded texture, pixels: larger images are scaled down (a software
    /// rasteriser samples large textures slowly, and a robot part is rarely that large on
    /// screen).
    static constexpr int kMaxTextureSize = 2048;

    explicit TextureLibrary(Qt3DCore::QNode *parent);

    /// The texture of `source`, or nullptr when it is null or cannot be read (then errors()
    /// says why, once per file).
    Qt3DRender::QAbstractTexture *texture(const TextureSource &source);
    /// A 1×1 texture of one colour (RGBA bytes), the stand-in for maps a surface does not have.
    Qt3DRender::QAbstractTexture *solid(QRgb color);

    /// Messages for images that could not be read: the file and Qt's reason.
    const QStringList &errors() const ROBOSTAGE_LIFETIMEBOUND { return m_errors; }

private:
    /// A texture of `decoded`'s mipmap chain (one level: no mipmaps); `source` is the image in
    /// memory it was made from (null for a file), `key` the TextureSource's.
    Qt3DRender::QAbstractTexture *make(
        std::shared_ptr<const DecodedImage> decoded, const QImage &source, const QString &key);

    Qt3DCore::QNode *m_parent;
    QHash<QString, Qt3DRender::QAbstractTexture *> m_textures; ///< by TextureSource::key()
    QStringList m_errors;
};

} // namespace robostage
