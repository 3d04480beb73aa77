#pragma once

#include "scene.h"
#include "unitshapes.h"

#include <QImage>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace robostage {

/// Most height samples along each side of a terrain mesh. Larger images are resampled
/// (bilinearly) down to this many samples per side, which keeps a terrain at most ~263k vertices
/// and ~525k triangles; 513 = 2^9 + 1 is the largest size Gazebo classic's Ogre terrain used.
constexpr int kMaxHeightmapSamples = 513;

/// Edge (pixels) of the longer side of the image bakeHeightmapTexture() makes.
constexpr int kHeightmapTextureSize = 1024;

/// The height field of an SDFormat `<heightmap>` (heightmap_shape.sdf): `columns` × `rows`
/// samples, row-major, row 0 at the +y edge (the image's top row, as gz-rendering and Gazebo
/// lay it out: the image seen from above with +x to the right and +y up), heights in metres
/// above `<pos>` z (gray / max gray · size.z).
struct HeightField
{
    int columns = 0, rows = 0;
    std::vector<float> heights;
    float at(int column, int row) const
    {
        return heights[size_t(row) * size_t(columns) + size_t(column)];
    }
    /// Bilinear height at fractional sample coordinates (clamped to the field).
    float sample(double column, double row) const;
};

/// Reads the grayscale image `geometry.resolvedPath` of a Type::Heightmap geometry into a height
/// field of at most kMaxHeightmapSamples per side (8- and 16-bit images keep their precision;
/// colour images use their gray value). std::nullopt, with `error` set to a message naming the
/// file, the problem and the remedy, when the URI did not resolve or Qt cannot read the image
/// (e.g. GeoTIFF/DEM elevation files with float samples, which need GDAL).
std::optional<HeightField> readHeightField(const Geometry &geometry, QString *error = nullptr);

/// The terrain surface of a Type::Heightmap geometry as an InstanceMesh in the geometry frame
/// (metres, z up): the samples of readHeightField() spread over size.x × size.y centred on
/// `<pos>` x, y, at z = pos.z + height; smooth normals from the height field's central
/// differences; texture coordinates over the whole extent (u along +x, v along +y, v = 0 at
/// the -y edge), so that bakeHeightmapTexture()'s image covers the terrain once. Triangles face
/// +z; the surface is open (no skirt). Errors as readHeightField().
std::optional<InstanceMesh> makeHeightmapMesh(const Geometry &geometry, QString *error = nullptr);

/// Turns a texture URI as written (model://…, file://…, relative) into a local file path, or an
/// empty string when it cannot.
using TextureResolver = std::function<QString(const QString &uri)>;

/// One image of the terrain's texture layers (SDFormat heightmap_shape.sdf `<texture>` and
/// `<blend>`), at most kHeightmapTextureSize pixels on the longer side, covering size.x ×
/// size.y with the top row at +y (use makeHeightmapMesh()'s texture coordinates). Each layer's
/// `<diffuse>` is tiled every `<size>` metres from the terrain's -x/+y corner; layer i > 0 is
/// blended over the layers below with weight clamp((z - min_height) / fade_dist, 0, 1) of its
/// `<blend>` i-1 (a step at min_height when fade_dist is 0), z being the terrain height in the
/// geometry frame, as gz-rendering's ogre2 terrain and Gazebo classic do. Layers whose image
/// does not resolve or read, and layers past the last `<blend>`, are skipped with a line in
/// `messages`. A null QImage when there are no usable layers or the height field cannot be read.
QImage bakeHeightmapTexture(const Geometry &geometry, const TextureResolver &resolve,
    QStringList *messages = nullptr, int maxSize = kHeightmapTextureSize);

} // namespace robostage
