// Tests for MeshCache: read-once sharing, textures decoded ahead, background loads with
// progress and a timing figure for the whole corpus, meshes merged on the reading thread, and
// letting go of what was read. How each format is read: tst_meshread.

#include "meshcache.h"
#include "meshfixtures.h"
#include "meshgeometry.h"
#include "scenetextures.h"
#include "sharedfiles.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QtTest>

using namespace robostage;
using namespace robostage::test;

namespace {

// Every mesh file of the corpus and the demo world, sorted.
QStringList allMeshFiles()
{
    QStringList files;
    for (const QString &root : {kCorpus, kDemo}) {
        QDirIterator it(root,
            {"*.dae", "*.stl", "*.STL", "*.obj", "*.gltf", "*.glb", "*.fbx", "*.ply"}, QDir::Files,
            QDirIterator::Subdirectories);
        while (it.hasNext())
            files.append(it.next());
    }
    files.sort();
    return files;
}

} // namespace

class TestMeshCache : public QObject
{
    Q_OBJECT

private slots:
    void readsEachFileOnce();
    void loadWaitsForPendingRequest();
    void decodesTexturesAhead();
    void loadsCorpusInBackground();
    void mergesOnTheReadingThread();
    void releasesLoadedMeshes();
};

void TestMeshCache::readsEachFileOnce()
{
    const QString path = kDemo + "base_plate.stl";
    MeshCache cache;
    QSignalSpy loaded(&cache, &MeshCache::loaded);
    // GIVEN nothing loaded
    QVERIFY(!cache.find(path));
    // WHEN the same file is asked for in several ways and spellings
    cache.request(path);
    cache.request(path);
    const auto first = cache.load(path);
    const auto second = cache.load(kDemo + "./../meshes/base_plate.stl");
    cache.request(path);
    QVERIFY(cache.waitForDone(30000));
    // THEN it was read once and every caller shares the same data
    QVERIFY(first && first->ok());
    QCOMPARE(second, first);
    QCOMPARE(cache.find(path), first);
    QCOMPARE(cache.readCount(), 1);
    QTRY_COMPARE(loaded.count(), 1);
    QCOMPARE(loaded.at(0).at(0).toString(), MeshCache::key(path));
    // AND forget() makes the next load read it again
    cache.forget(path);
    QVERIFY(!cache.find(path));
    QVERIFY(cache.load(path) != first);
    QCOMPARE(cache.readCount(), 2);
}

void TestMeshCache::decodesTexturesAhead()
{
    // GIVEN a mesh whose material names a texture (PR2's base: base_color.png)
    const QString path = kCorpus + "osrf__gazebo_models/pr2/meshes/base_v0/base.dae";
    MeshCache cache;
    const auto mesh = cache.load(path);
    QVERIFY2(mesh->ok(), qPrintable(mesh->error));
    QString texture;
    for (const MeshMaterial &material : mesh->materials)
        texture = material.diffuseTexture.isEmpty() ? texture : material.diffuseTexture;
    QVERIFY(texture.endsWith("base_color.png"));
    // WHEN the cache's workers are done
    QVERIFY(cache.waitForDone(30000));
    // THEN the texture is decoded, with its mipmaps, and held: taking it reads nothing
    const int reads = SharedFiles::readCount();
    std::shared_ptr<const DecodedImage> decoded
        = SharedFiles::image(texture, TextureLibrary::kMaxTextureSize);
    QCOMPARE(SharedFiles::readCount(), reads);
    QCOMPARE(int(decoded->levels.size()), 11); // 1024 × 1024 down to 1 × 1
    // AND once released by the cache and by its user, nothing keeps it in memory
    const std::weak_ptr<const DecodedImage> weak = decoded;
    decoded.reset();
    QVERIFY(!weak.expired());
    cache.releasePrepared();
    QVERIFY(weak.expired());
    // AND forget() reads the mesh itself again, not the copy still held here
    cache.forget(path);
    QVERIFY(cache.load(path) != mesh);
}

void TestMeshCache::releasesLoadedMeshes()
{
    // GIVEN a mesh read and merged by a cache, and another one still to come
    const QString path = kCorpus + "osrf__gazebo_models/pr2/meshes/base_v0/base_L.stl";
    MeshCache cache;
    std::weak_ptr<const MeshData> weak = cache.load(path);
    std::weak_ptr<const std::vector<MaterialMesh>> merged = cache.merged(path);
    QVERIFY(!weak.expired() && !merged.expired());
    // WHEN the cache lets go of what it has read
    cache.releaseLoaded();
    // THEN nothing keeps the mesh in memory, and asking again reads the file again
    QVERIFY(weak.expired());
    QVERIFY(merged.expired());
    QVERIFY(!cache.find(path));
    const int reads = cache.readCount();
    QVERIFY(cache.load(path)->ok());
    QCOMPARE(cache.readCount(), reads + 1);
}

void TestMeshCache::loadWaitsForPendingRequest()
{
    // GIVEN many requests queued on a single worker thread
    const QStringList files = allMeshFiles().mid(0, 12);
    MeshCache cache;
    cache.threadPool()->setMaxThreadCount(1);
    for (const QString &file : files)
        cache.request(file);
    // WHEN the last one (still queued or running) and the first one are loaded synchronously
    const auto last = cache.load(files.last());
    const auto first = cache.load(files.first());
    QVERIFY(cache.waitForDone(60000));
    // THEN they are the cached results and no file was read twice
    QVERIFY(last && first);
    QCOMPARE(cache.find(files.last()), last);
    QCOMPARE(cache.find(files.first()), first);
    QCOMPARE(cache.readCount(), files.size());
}

void TestMeshCache::loadsCorpusInBackground()
{
    // GIVEN every mesh file of the corpus and the demo world
    const QStringList files = allMeshFiles();
    if (files.size() < 10)
        QSKIP("corpus not found");
    MeshCache cache;
    QSignalSpy loaded(&cache, &MeshCache::loaded);
    QSignalSpy progress(&cache, &MeshCache::progress);

    // WHEN all are requested at once
    QElapsedTimer timer;
    timer.start();
    for (const QString &file : files)
        cache.request(file);
    // THEN the caller is not blocked (requests only queue)
    QVERIFY(cache.readCount() < files.size() || files.size() < 2 * QThread::idealThreadCount());
    // AND all arrive, on this thread, with progress up to done == total
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), files.size(), 600000);
    const double seconds = timer.elapsed() / 1000.0;
    QCOMPARE(cache.readCount(), files.size());
    QTRY_VERIFY(
        !progress.isEmpty() && progress.last().at(0).toInt() == progress.last().at(1).toInt());
    // (A round ends whenever the queue drains, which may happen between two request() calls
    // on a busy machine, so the last round may count fewer than all files.)
    QVERIFY(progress.last().at(1).toInt() >= 1 && progress.last().at(1).toInt() <= files.size());

    // AND every file reads, except the corpus's deliberately empty ones (sdformat's
    // test/sdf/media/dummy_mesh.dae), which fail with a message
    int failed = 0, triangles = 0;
    QStringList failures;
    for (const QString &file : files) {
        const auto data = cache.find(file);
        QVERIFY(data);
        if (!data->ok()) {
            ++failed;
            failures.append(data->error);
            QVERIFY2(QFileInfo(file).size() == 0, qPrintable(data->error));
        }
        triangles += data->triangleCount();
    }
    qInfo().noquote() << QStringLiteral(
        "%1 mesh files (%2 triangles) loaded in %3 s on %4 threads; %5 failed")
                             .arg(files.size())
                             .arg(triangles)
                             .arg(seconds, 0, 'f', 2)
                             .arg(cache.threadPool()->maxThreadCount())
                             .arg(failed);
    for (const QString &failure : failures)
        qInfo().noquote() << "  " << failure;
}

void TestMeshCache::mergesOnTheReadingThread()
{
    const QString path = kCorpus + "osrf__gazebo_models/pr2/meshes/base_v0/base.dae";
    MeshCache cache;
    // GIVEN a file requested for drawing, read by the cache's threads
    cache.request(path, true);
    QVERIFY(cache.waitForDone(30000));
    const std::shared_ptr<const MeshData> data = cache.find(path);
    QVERIFY(data && data->ok());
    // THEN its merged meshes are ready (the same object each time), as mergeByMaterial makes them
    const auto merged = cache.merged(path);
    QVERIFY(merged);
    QCOMPARE(cache.merged(path), merged);
    const std::vector<MaterialMesh> expected = mergeByMaterial(*data, data->select());
    QCOMPARE(merged->size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(merged->at(i).material, expected[i].material);
        QCOMPARE(merged->at(i).mesh.vertices, expected[i].mesh.vertices);
        QCOMPARE(merged->at(i).mesh.indices, expected[i].mesh.indices);
    }
    // AND releasePrepared() lets them go (a later call merges again); the file stays read
    const std::weak_ptr<const std::vector<MaterialMesh>> weak = merged;
    cache.releasePrepared();
    QVERIFY(weak.lock()); // still held here
    const auto again = cache.merged(path);
    QVERIFY(again && again != weak.lock());
    QCOMPARE(cache.find(path), data);
    QCOMPARE(cache.readCount(), 1);
    // AND a file not loaded has none, one that failed has an empty list
    QVERIFY(!cache.merged(kCorpus + "no/such/mesh.dae"));
    cache.load(kCorpus + "no/such/mesh.dae");
    QVERIFY(cache.merged(kCorpus + "no/such/mesh.dae")->empty());
}

QTEST_GUILESS_MAIN(TestMeshCache)
#include "tst_meshcache.moc"
