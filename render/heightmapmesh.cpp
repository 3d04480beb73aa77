#include "heightmapmesh.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImageReader>
#include <QVector3D>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace robostage {

namespace {

/// The translation context of the heightmap messages.
struct HeightmapText
{
    Q_DECLARE_TR_FUNCTIONS(robostage::HeightmapText)
};

bool isFloatFormat(QImage::Format format)
{
    switch (format) {
    case QImage::Format_RGBX16FPx4:
    case QImage::Format_RGBA16FPx4:
    case QImage::Format_RGBA16FPx4_Premultiplied:
    case QImage::Format_RGBX32FPx4:
    case QImage::Format_RGBA32FPx4:
    case QImage::Format_RGBA32FPx4_Premultiplied:
        return true;
    default:
        return false;
    }
}

/// Samples along one side: the image's pixels, or kMaxHeightmapSamples when there are more.
int sampleCount(int pixels)
{
    return std::clamp(pixels, 2, kMaxHeightmapSamples);
}

/// Triangle indices of a grid of `columns` × `rows` vertices (row 0 at +y), facing +z.
template<typename Index> QByteArray gridIndices(int columns, int rows)
{
    std::vector<Index> indices;
    indices.reserve(size_t(columns - 1) * size_t(rows - 1) * 6);
    for (int r = 0; r + 1 < rows; ++r) {
        for (int c = 0; c + 1 < columns; ++c) {
            const Index a = Index(r * columns + c), b = Index(a + 1);
            const Index lowA = Index(a + columns), lowB = Index(lowA + 1);
            indices.insert(indices.end(), {lowA, lowB, b, lowA, b, a});
        }
    }
    return QByteArray(
        reinterpret_cast<const char *>(indices.data()), int(indices.size() * sizeof(Index)));
}

/// Colour of `image` (Format_RGB32) tiled every `tile` metres, at (s, t) metres from the
/// terrain's -x/+y corner (t growing towards -y, like image rows).
QRgb tiledPixel(const QImage &image, double tile, double s, double t)
{
    double u = std::fmod(s / tile, 1.0), v = std::fmod(t / tile, 1.0);
    u += u < 0 ? 1 : 0;
    v += v < 0 ? 1 : 0;
    const int x = std::min(int(u * image.width()), image.width() - 1);
    const int y = std::min(int(v * image.height()), image.height() - 1);
    return reinterpret_cast<const QRgb *>(image.constScanLine(y))[x];
}

} // namespace

float HeightField::sample(double column, double row) const
{
    column = std::clamp(column, 0.0, double(columns - 1));
    row = std::clamp(row, 0.0, double(rows - 1));
    const int c0 = std::min(int(column), columns - 2), r0 = std::min(int(row), rows - 2);
    const double fc = column - c0, fr = row - r0;
    const double top = at(c0, r0) * (1 - fc) + at(c0 + 1, r0) * fc;
    const double bottom = at(c0, r0 + 1) * (1 - fc) + at(c0 + 1, r0 + 1) * fc;
    return float(top * (1 - fr) + bottom * fr);
}

std::optional<HeightField> readHeightField(const Geometry &g, QString *error)
{
    const auto fail = [error](const QString &message) -> std::optional<HeightField> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    if (g.resolvedPath.isEmpty())
        return fail(HeightmapText::tr("heightmap image '%1' was not found; check the URI and the "
                                      "model search paths (GZ_SIM_RESOURCE_PATH)")
                        .arg(g.uri));
    QImageReader reader(g.resolvedPath);
    QImage image = reader.read();
    const QString suffix = QFileInfo(g.resolvedPath).suffix().toLower();
    const bool dem = suffix == QLatin1String("tif") || suffix == QLatin1String("tiff")
        || suffix == QLatin1String("dem") || suffix == QLatin1String("hgt");
    if (image.isNull() || isFloatFormat(image.format())) {
        return fail((dem
                ? HeightmapText::tr(
                    "heightmap '%1': cannot read it as a grayscale image (%2); it "
                    "looks like a DEM elevation file, which Gazebo reads with GDAL: "
                    "convert it to an 8- or 16-bit grayscale PNG to view it here")
                : HeightmapText::tr("heightmap '%1': cannot read it as a grayscale image (%2); use "
                                    "an 8- or 16-bit grayscale PNG"))
                        .arg(g.resolvedPath,
                            image.isNull() ? reader.errorString()
                                           : HeightmapText::tr("floating-point samples")));
    }
    if (image.width() < 2 || image.height() < 2)
        return fail(HeightmapText::tr("heightmap '%1' is %2×%3 pixels; it needs at least 2×2")
                        .arg(g.resolvedPath)
                        .arg(image.width())
                        .arg(image.height()));
    image = image.convertToFormat(QImage::Format_Grayscale16);

    HeightField field;
    field.columns = sampleCount(image.width());
    field.rows = sampleCount(image.height());
    field.heights.resize(size_t(field.columns) * size_t(field.rows));
    // SDFormat: a negative size.z inverts the image (white is low), as gz-common does.
    const float scale = float(std::abs(g.size.z));
    const bool invert = g.size.z < 0;
    const double sx = double(image.width() - 1) / (field.columns - 1);
    const double sy = double(image.height() - 1) / (field.rows - 1);
    for (int r = 0; r < field.rows; ++r) {
        const double y = r * sy;
        const int y0 = std::min(int(y), image.height() - 2);
        const double fy = y - y0;
        const auto *line0 = reinterpret_cast<const quint16 *>(image.constScanLine(y0));
        const auto *line1 = reinterpret_cast<const quint16 *>(image.constScanLine(y0 + 1));
        for (int c = 0; c < field.columns; ++c) {
            const double x = c * sx;
            const int x0 = std::min(int(x), image.width() - 2);
            const double fx = x - x0;
            const double top = line0[x0] * (1 - fx) + line0[x0 + 1] * fx;
            const double bottom = line1[x0] * (1 - fx) + line1[x0 + 1] * fx;
            double gray = (top * (1 - fy) + bottom * fy) / 65535.0;
            if (invert)
                gray = 1 - gray;
            field.heights[size_t(r) * size_t(field.columns) + size_t(c)] = float(gray) * scale;
        }
    }
    return field;
}

std::optional<InstanceMesh> makeHeightmapMesh(const Geometry &g, QString *error)
{
    const std::optional<HeightField> field = readHeightField(g, error);
    if (!field)
        return std::nullopt;
    const int nc = field->columns, nr = field->rows;
    const float sizeX = float(g.size.x), sizeY = float(g.size.y);
    const float x0 = float(g.position.x) - sizeX / 2, y1 = float(g.position.y) + sizeY / 2;
    const float z0 = float(g.position.z);
    const float dx = sizeX / float(nc - 1), dy = sizeY / float(nr - 1);

    std::vector<float> vertices;
    vertices.reserve(size_t(nc) * size_t(nr) * 8);
    QVector3D lo(1e30f, 1e30f, 1e30f), hi = -lo;
    for (int r = 0; r < nr; ++r) {
        for (int c = 0; c < nc; ++c) {
            const QVector3D p(x0 + c * dx, y1 - r * dy, z0 + field->at(c, r));
            // Central differences (one-sided at the edges); rows run towards -y.
            const int cl = std::max(c - 1, 0), cr = std::min(c + 1, nc - 1);
            const int ru = std::max(r - 1, 0), rd = std::min(r + 1, nr - 1);
            const float dzdx
                = dx > 0 ? (field->at(cr, r) - field->at(cl, r)) / ((cr - cl) * dx) : 0;
            const float dzdy
                = dy > 0 ? (field->at(c, ru) - field->at(c, rd)) / ((rd - ru) * dy) : 0;
            const QVector3D n = QVector3D(-dzdx, -dzdy, 1).normalized();
            const float u = float(c) / float(nc - 1), v = 1 - float(r) / float(nr - 1);
            vertices.insert(vertices.end(), {p.x(), p.y(), p.z(), n.x(), n.y(), n.z(), u, v});
            for (int k = 0; k < 3; ++k) {
                lo[k] = std::min(lo[k], p[k]);
                hi[k] = std::max(hi[k], p[k]);
            }
        }
    }
    InstanceMesh mesh;
    mesh.hasTexCoords = true;
    mesh.vertexCount = nc * nr;
    mesh.indexCount = (nc - 1) * (nr - 1) * 6;
    mesh.wideIndices = mesh.vertexCount > 65535;
    mesh.vertices = QByteArray(
        reinterpret_cast<const char *>(vertices.data()), int(vertices.size() * sizeof(float)));
    mesh.indices = mesh.wideIndices ? gridIndices<quint32>(nc, nr) : gridIndices<quint16>(nc, nr);
    mesh.boundsMin = lo;
    mesh.boundsMax = hi;
    return mesh;
}

QImage bakeHeightmapTexture(
    const Geometry &g, const TextureResolver &resolve, QStringList *messages, int maxSize)
{
    const auto note = [messages](const QString &message) {
        if (messages)
            messages->append(message);
    };
    if (g.heightmapTextures.empty() || g.size.x <= 0 || g.size.y <= 0 || maxSize < 1)
        return {};
    struct Layer
    {
        QImage image;
        double tile = 1;
        double minHeight = 0, fade = 0;
    };
    std::vector<Layer> layers;
    for (size_t i = 0; i < g.heightmapTextures.size(); ++i) {
        const HeightmapTexture &texture = g.heightmapTextures[i];
        if (i > 0 && i - 1 >= g.heightmapBlends.size()) {
            note(HeightmapText::tr("heightmap '%1': texture layer %2 has no <blend>; skipped")
                     .arg(g.uri)
                     .arg(i));
            continue;
        }
        const QString path = resolve ? resolve(texture.diffuse) : QString();
        QImage image = path.isEmpty() ? QImage() : QImage(path);
        if (image.isNull()) {
            note((path.isEmpty() ? HeightmapText::tr("heightmap '%1': texture layer %2: diffuse "
                                                     "image '%3' was not found; layer skipped")
                                 : HeightmapText::tr("heightmap '%1': texture layer %2: diffuse "
                                                     "image '%3' cannot be read; layer skipped"))
                     .arg(g.uri)
                     .arg(i)
                     .arg(texture.diffuse));
            continue;
        }
        Layer layer;
        layer.image = image.convertToFormat(QImage::Format_RGB32);
        layer.tile = texture.size > 0 ? texture.size : std::max(g.size.x, g.size.y);
        if (i > 0) {
            layer.minHeight = g.heightmapBlends[i - 1].minHeight;
            layer.fade = g.heightmapBlends[i - 1].fadeDistance;
        }
        layers.push_back(std::move(layer));
    }
    if (layers.empty())
        return {};
    QString error;
    const std::optional<HeightField> field = readHeightField(g, &error);
    if (!field) {
        note(error);
        return {};
    }

    const bool wide = g.size.x >= g.size.y;
    const int width = wide ? maxSize : std::max(1, int(std::lround(maxSize * g.size.x / g.size.y)));
    const int height
        = wide ? std::max(1, int(std::lround(maxSize * g.size.y / g.size.x))) : maxSize;
    QImage out(width, height, QImage::Format_RGB32);
    for (int py = 0; py < height; ++py) {
        auto *line = reinterpret_cast<QRgb *>(out.scanLine(py));
        const double fy = (py + 0.5) / height; // 0 at +y, like the height field's rows
        const double t = fy * g.size.y;
        for (int px = 0; px < width; ++px) {
            const double fx = (px + 0.5) / width;
            const double s = fx * g.size.x;
            const double z
                = g.position.z + field->sample(fx * (field->columns - 1), fy * (field->rows - 1));
            const QRgb base = tiledPixel(layers[0].image, layers[0].tile, s, t);
            double rgb[3] = {double(qRed(base)), double(qGreen(base)), double(qBlue(base))};
            for (size_t i = 1; i < layers.size(); ++i) {
                const Layer &layer = layers[i];
                const double w = layer.fade > 0
                    ? std::clamp((z - layer.minHeight) / layer.fade, 0.0, 1.0)
                    : (z >= layer.minHeight ? 1.0 : 0.0);
                if (w <= 0)
                    continue;
                const QRgb c = tiledPixel(layer.image, layer.tile, s, t);
                const double top[3] = {double(qRed(c)), double(qGreen(c)), double(qBlue(c))};
                for (int k = 0; k < 3; ++k)
                    rgb[k] += (top[k] - rgb[k]) * w;
            }
            line[px] = qRgb(
                int(std::lround(rgb[0])), int(std::lround(rgb[1])), int(std::lround(rgb[2])));
        }
    }
    return out;
}

} // namespace robostage
