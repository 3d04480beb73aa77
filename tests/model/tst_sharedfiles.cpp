// SharedFiles (issue 33; model/geometry/sharedfiles.h): a mesh or texture image is read once
// while anyone holds it, by any thread, and read again once nobody does or the file changed on
// disk; the collision and inertia measurements take the copy the view holds; texture images
// come with a mipmap chain in OpenGL's layout (sizes, bottom row first, averaged levels), scaled
// down to the size asked for; unreadable images say why.

#include "scene.h"
#include "sharedfiles.h"
#include "trianglemesh.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include <thread>
#include <vector>

using namespace robostage;

namespace {

const QString kCorpus = QStringLiteral(ROBOSTAGE_CORPUS_DIR "/");
const QString kStl = kCorpus + "osrf__gazebo_models/pr2/meshes/base_v0/base_L.stl";
const QString kDae = kCorpus + "osrf__gazebo_models/pr2/meshes/base_v0/base.dae";

/// The colour the view draws of a level's pixel: RGBA, or (g, g, g, 255) for a grey level.
QColor pixel(const TextureLevel &level, int x, int y)
{
    const auto *p = reinterpret_cast<const uchar *>(level.pixels.constData())
        + (qsizetype(y) * level.width + x) * level.channels;
    return level.channels == 1 ? QColor(p[0], p[0], p[0]) : QColor(p[0], p[1], p[2], p[3]);
}

} // namespace

class TestSharedFiles : public QObject
{
    Q_OBJECT

private slots:
    void meshReadOnceWhileHeld();
    void changedFileReadAgain();
    void threadsShareOneRead();
    void measurementsTakeTheHeldCopy();
    void imageLevels();
    void levelsAverageTwoByTwo_data();
    void levelsAverageTwoByTwo();
    void imageFilesAsQImageReadsThem_data();
    void imageFilesAsQImageReadsThem();
    void imageScaledDown();
    void unreadableImage();
};

void TestSharedFiles::meshReadOnceWhileHeld()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("part.stl");
    QVERIFY(QFile::copy(kStl, path));
    const int before = SharedFiles::readCount();
    std::shared_ptr<const MeshData> a = SharedFiles::mesh(path);
    QVERIFY2(a->ok(), qPrintable(a->error));
    QVERIFY(a->triangleCount() > 0);
    std::shared_ptr<const MeshData> b = SharedFiles::mesh(dir.path() + "/./part.stl");
    QCOMPARE(b.get(), a.get());
    QCOMPARE(SharedFiles::readCount(), before + 1);
    // Other read options are another read.
    MeshReadOptions options;
    options.honourColladaUpAxis = true;
    QVERIFY(SharedFiles::mesh(path, options).get() != a.get());
    QCOMPARE(SharedFiles::readCount(), before + 2);
    // Nobody holds it any more: the store kept nothing alive, the file is read again.
    const std::weak_ptr<const MeshData> weak = a;
    a.reset();
    b.reset();
    QVERIFY(weak.expired());
    QVERIFY(SharedFiles::mesh(path)->ok());
    QCOMPARE(SharedFiles::readCount(), before + 3);
}

void TestSharedFiles::changedFileReadAgain()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("part.stl");
    QVERIFY(QFile::copy(kStl, path));
    const std::shared_ptr<const MeshData> old = SharedFiles::mesh(path);
    QVERIFY(old->ok());
    // Another mesh written over it (and dated later, as an editor saving it would).
    QVERIFY(QFile::remove(path));
    QVERIFY(QFile::copy(kCorpus + "osrf__gazebo_models/pr2/meshes/forearm_v0/forearm.stl", path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.setFileTime(
        QDateTime::currentDateTime().addSecs(5), QFileDevice::FileModificationTime));
    file.close();
    const std::shared_ptr<const MeshData> now = SharedFiles::mesh(path);
    QVERIFY(now.get() != old.get());
    QVERIFY(now->ok());
    QVERIFY(now->triangleCount() != old->triangleCount());
    QCOMPARE(now->triangleCount(), SharedFiles::mesh(path)->triangleCount());
}

void TestSharedFiles::threadsShareOneRead()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("base.dae");
    QVERIFY(QFile::copy(kDae, path));
    const int before = SharedFiles::readCount();
    std::vector<std::shared_ptr<const MeshData>> got(4);
    std::vector<std::thread> threads;
    for (size_t i = 0; i < got.size(); ++i)
        threads.emplace_back([&got, i, &path] { got[i] = SharedFiles::mesh(path); });
    for (std::thread &t : threads)
        t.join();
    QCOMPARE(SharedFiles::readCount(), before + 1);
    for (const auto &mesh : got)
        QCOMPARE(mesh.get(), got[0].get());
    QVERIFY(got[0]->ok());
}

void TestSharedFiles::measurementsTakeTheHeldCopy()
{
    // The view holds the file (its MeshCache reads through the store); the collision fit and
    // the inertia computation measure the same copy without reading the file again.
    QTemporaryDir dir;
    const QString path = dir.filePath("part.stl");
    QVERIFY(QFile::copy(kStl, path));
    const std::shared_ptr<const MeshData> held = SharedFiles::mesh(path);
    const int before = SharedFiles::readCount();
    Geometry g;
    g.type = Geometry::Type::Mesh;
    g.uri = "part.stl";
    g.resolvedPath = path;
    QString why;
    const std::optional<TriangleMesh> surface = shapeSurface(g, &why);
    QVERIFY2(surface, qPrintable(why));
    QCOMPARE(SharedFiles::readCount(), before);
    QCOMPARE(int(surface->triangleCount()), held->triangleCount());
}

void TestSharedFiles::imageLevels()
{
    QTemporaryDir dir;
    // 300 × 200: red top row, blue bottom row, a black-and-white checkerboard between.
    QImage image(300, 200, QImage::Format_RGB32);
    for (int y = 0; y < 200; ++y) {
        for (int x = 0; x < 300; ++x)
            image.setPixelColor(x, y, (x + y) % 2 ? Qt::white : Qt::black);
    }
    for (int x = 0; x < 300; ++x) {
        image.setPixelColor(x, 0, Qt::red);
        image.setPixelColor(x, 199, Qt::blue);
    }
    const QString path = dir.filePath("checker.png");
    QVERIFY(image.save(path));
    const std::shared_ptr<const DecodedImage> decoded = SharedFiles::image(path, 2048);
    QVERIFY2(decoded->error.isEmpty(), qPrintable(decoded->error));
    // 300×200, 150×100, 75×50, 37×25, 18×12, 9×6, 4×3, 2×1, 1×1: OpenGL's chain.
    QCOMPARE(int(decoded->levels.size()), 9);
    for (size_t i = 0; i < decoded->levels.size(); ++i) {
        const TextureLevel &level = decoded->levels[i];
        QCOMPARE(level.width, std::max(1, 300 >> i));
        QCOMPARE(level.height, std::max(1, 200 >> i));
        QCOMPARE(level.channels, 4);
        QCOMPARE(level.pixels.size(), qsizetype(level.width) * level.height * 4);
    }
    // Bottom row first: the file's last row (blue) is the level's first.
    QCOMPARE(pixel(decoded->levels[0], 10, 0), QColor(Qt::blue));
    QCOMPARE(pixel(decoded->levels[0], 10, 199), QColor(Qt::red));
    // Halving averages: the checkerboard turns grey.
    const QColor grey = pixel(decoded->levels[1], 75, 50);
    QVERIFY2(
        std::abs(grey.red() - 128) <= 2 && grey.red() == grey.green(), qPrintable(grey.name()));
    // Held: asked again, the same decode.
    QCOMPARE(SharedFiles::image(path, 2048).get(), decoded.get());
}

void TestSharedFiles::levelsAverageTwoByTwo_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<int>("channels");
    QTest::newRow("RGB") << int(QImage::Format_RGB32) << 4;
    QTest::newRow("grey: one channel") << int(QImage::Format_Grayscale8) << 1;
    QTest::newRow("opaque RGBA") << int(QImage::Format_ARGB32) << 4;
}

void TestSharedFiles::levelsAverageTwoByTwo()
{
    QFETCH(int, format);
    QFETCH(int, channels);
    // GIVEN a 68 × 36 image of uneven colours (opaque); halved, its rows are 34 pixels, which
    // QImage pads to 36 in grey
    QImage image(68, 36, QImage::Format_RGB32);
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            image.setPixel(
                x, y, qRgb((x * 37 + y * 11) % 256, (x * x + 3 * y) % 256, (y * 53) % 256));
    }
    image = image.convertToFormat(QImage::Format(format));
    // WHEN its mipmap chain is made
    const std::vector<TextureLevel> levels = SharedFiles::mipLevels(image, 2048);
    // THEN it runs down to 1 × 1, in the image's channels, rows tightly packed
    QCOMPARE(int(levels.size()), 7); // 68 × 36, 34 × 18, 17 × 9, 8 × 4, 4 × 2, 2 × 1, 1 × 1
    for (size_t i = 0; i < levels.size(); ++i) {
        QCOMPARE(levels[i].width, std::max(1, 68 >> i));
        QCOMPARE(levels[i].height, std::max(1, 36 >> i));
        QCOMPARE(levels[i].channels, channels);
        QCOMPARE(levels[i].pixels.size(), qsizetype(levels[i].width) * levels[i].height * channels);
    }
    // AND the first level is the image upside down, exactly
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            QCOMPARE(pixel(levels[0], x, y), image.pixelColor(x, image.height() - 1 - y));
    }
    // AND each pixel of a level halving an even size is the average of the 2 × 2 pixels it
    // stands for (to rounding)
    for (size_t i = 1; i < levels.size(); ++i) {
        const TextureLevel &level = levels[i], &previous = levels[i - 1];
        if (previous.width % 2 || previous.height % 2)
            continue;
        for (int y = 0; y < level.height; ++y) {
            for (int x = 0; x < level.width; ++x) {
                const QColor corners[]
                    = {pixel(previous, 2 * x, 2 * y), pixel(previous, 2 * x + 1, 2 * y),
                        pixel(previous, 2 * x, 2 * y + 1), pixel(previous, 2 * x + 1, 2 * y + 1)};
                const QColor got = pixel(level, x, y);
                const auto average = [&](int (QColor::*channel)() const) {
                    int sum = 0;
                    for (const QColor &c : corners)
                        sum += (c.*channel)();
                    return sum / 4.0;
                };
                QVERIFY2(std::abs(got.red() - average(&QColor::red)) <= 1
                        && std::abs(got.green() - average(&QColor::green)) <= 1
                        && std::abs(got.blue() - average(&QColor::blue)) <= 1 && got.alpha() == 255,
                    qPrintable(QStringLiteral("level %1 (%2, %3): %4")
                                   .arg(i)
                                   .arg(x)
                                   .arg(y)
                                   .arg(got.name(QColor::HexArgb))));
            }
        }
    }
}

void TestSharedFiles::imageFilesAsQImageReadsThem_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QByteArray>("type");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("channels");
    // Read straight into the first level (what Qt decodes to: RGB32, ARGB32, Grayscale8)…
    QTest::newRow("PNG RGB") << int(QImage::Format_RGB32) << QByteArray("png") << 40 << 4;
    QTest::newRow("PNG RGBA") << int(QImage::Format_ARGB32) << QByteArray("png") << 40 << 4;
    QTest::newRow("PNG grey") << int(QImage::Format_Grayscale8) << QByteArray("png") << 40 << 1;
    QTest::newRow("JPEG colour") << int(QImage::Format_RGB32) << QByteArray("jpg") << 40 << 4;
    QTest::newRow("JPEG grey") << int(QImage::Format_Grayscale8) << QByteArray("jpg") << 40 << 1;
    QTest::newRow("BMP") << int(QImage::Format_RGB32) << QByteArray("bmp") << 40 << 4;
    // …or converted: a palette, 16 bits a channel, grey rows QImage pads
    QTest::newRow("PNG palette") << int(QImage::Format_Indexed8) << QByteArray("png") << 40 << 4;
    QTest::newRow("PNG 16-bit") << int(QImage::Format_RGBA64) << QByteArray("png") << 40 << 4;
    QTest::newRow("PNG grey, odd width")
        << int(QImage::Format_Grayscale8) << QByteArray("png") << 37 << 1;
}

void TestSharedFiles::imageFilesAsQImageReadsThem()
{
    QFETCH(int, format);
    QFETCH(QByteArray, type);
    QFETCH(int, width);
    QFETCH(int, channels);
    // GIVEN an image file of uneven, partly transparent colours, 21 rows high (an odd count:
    // the middle row stays where it is when the rows are turned over)
    QImage source(width, 21, QImage::Format_ARGB32);
    for (int y = 0; y < source.height(); ++y) {
        for (int x = 0; x < width; ++x)
            source.setPixel(x, y,
                qRgba((x * 37 + y * 11) % 256, (x * x + 3 * y) % 256, (y * 53) % 256,
                    255 - (x * y) % 200));
    }
    if (format == QImage::Format_Indexed8)
        source = source.convertToFormat(QImage::Format_Indexed8, Qt::ThresholdDither);
    else
        source = source.convertToFormat(QImage::Format(format));
    QTemporaryDir dir;
    const QString path = dir.filePath("texture." + QString::fromLatin1(type));
    QVERIFY(source.save(path, type.constData(), 95));
    // WHEN it is decoded for a texture
    const std::shared_ptr<const DecodedImage> decoded = SharedFiles::image(path, 2048);
    // THEN its first level is what QImage reads, upside down, exactly, in RGBA or grey
    QVERIFY2(decoded->error.isEmpty(), qPrintable(decoded->error));
    QImage expected(path);
    QVERIFY(!expected.isNull());
    if (expected.format() != QImage::Format_Grayscale8)
        expected.convertTo(QImage::Format_RGBA8888);
    QCOMPARE(int(decoded->levels.size()), 6); // 21 rows: 21, 10, 5, 2, 1, 1
    const TextureLevel &first = decoded->levels[0];
    QCOMPARE(first.width, width);
    QCOMPARE(first.height, 21);
    QCOMPARE(first.channels, channels);
    QCOMPARE(first.pixels.size(), qsizetype(width) * 21 * channels);
    for (int y = 0; y < 21; ++y) {
        for (int x = 0; x < width; ++x) {
            const QColor want = expected.pixelColor(x, 20 - y);
            QVERIFY2(pixel(first, x, y) == (channels == 1 ? QColor(want.rgb()) : want),
                qPrintable(QStringLiteral("(%1, %2): %3 against %4")
                               .arg(x)
                               .arg(y)
                               .arg(pixel(first, x, y).name(QColor::HexArgb),
                                   want.name(QColor::HexArgb))));
        }
    }
    // AND a file cut short says why instead of drawing half an image as a whole one
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.resize(file.size() / 2));
    file.close(); // a new size: another key, read again
    const std::shared_ptr<const DecodedImage> cut = SharedFiles::image(path, 2048);
    if (cut->levels.empty())
        QVERIFY(!cut->error.isEmpty());
    else
        QCOMPARE(cut->levels[0].width, width); // Qt's decoder keeps what it read (BMP, JPEG)
}

void TestSharedFiles::imageScaledDown()
{
    QTemporaryDir dir;
    QImage image(4000, 10, QImage::Format_RGB32);
    image.fill(Qt::green);
    const QString path = dir.filePath("wide.jpg");
    QVERIFY(image.save(path));
    const std::shared_ptr<const DecodedImage> decoded = SharedFiles::image(path, 2048);
    QVERIFY(!decoded->levels.empty());
    QCOMPARE(decoded->levels[0].width, 2048);
    QCOMPARE(decoded->levels[0].height, 5);
    const QColor c = pixel(decoded->levels[0], 1000, 2);
    QVERIFY2(c.green() > 240 && c.red() < 16 && c.blue() < 16, qPrintable(c.name()));
}

void TestSharedFiles::unreadableImage()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("broken.png");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a picture");
    file.close();
    const std::shared_ptr<const DecodedImage> bad = SharedFiles::image(path, 2048);
    QVERIFY(bad->levels.empty());
    QVERIFY(!bad->error.isEmpty());
    const std::shared_ptr<const DecodedImage> missing
        = SharedFiles::image(dir.filePath("no.png"), 2048);
    QVERIFY(missing->levels.empty());
    QVERIFY(!missing->error.isEmpty());
}

QTEST_GUILESS_MAIN(TestSharedFiles)
#include "tst_sharedfiles.moc"
