// The order of background loads (issue 33): MeshCache decodes texture images before queued mesh
// reads and reads meshes requested First before those requested Later; CachedMeshProvider's
// prefetch() asks for the visuals' meshes first and the collision meshes later, and says when
// the visuals' are in while collision meshes are still being read. The cache's single thread is
// held at chosen points by tasks of its own pool, so what has been read there is exact.

#include "cachestop.h"
#include "document.h"
#include "meshcache.h"
#include "meshfixtures.h"
#include "meshprovider.h"
#include "scenetextures.h"
#include "sharedfiles.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace robostage;
using namespace robostage::test;

namespace {

const QString kTextured = kCorpus + "osrf__gazebo_models/pr2/meshes/base_v0/base.dae";
const QString kPlain = kCorpus + "osrf__gazebo_models/pr2/meshes/base_v0/base_L.stl";
const QString kOther = kCorpus + "osrf__gazebo_models/pr2/meshes/forearm_v0/forearm.stl";

/// The diffuse texture `mesh`'s materials name (empty if none).
QString textureOf(const MeshData &mesh)
{
    for (const MeshMaterial &material : mesh.materials) {
        if (!material.diffuseTexture.isEmpty())
            return material.diffuseTexture;
    }
    return {};
}

} // namespace

class TestLoadingOrder : public QObject
{
    Q_OBJECT

private slots:
    void imagesThenFirstThenLater();
    void prefetchReadsVisualsFirst();
};

void TestLoadingOrder::imagesThenFirstThenLater()
{
    // GIVEN a cache with one thread, held before anything is read
    MeshCache cache;
    cache.threadPool()->setMaxThreadCount(1);
    CacheStop start, afterFirst;
    start.hold(cache, 10);
    QVERIFY(start.reached());
    // AND a mesh requested Later, then a textured one requested First, then a stop queued
    // behind the meshes requested First
    cache.request(kPlain, false, MeshCache::Order::Later);
    cache.request(kTextured, false, MeshCache::Order::First);
    afterFirst.hold(cache, 1);
    // WHEN the thread runs until that stop
    start.let();
    QVERIFY(afterFirst.reached());
    // THEN the mesh requested First has been read, and its texture, requested by its read
    // after the stop was queued, decoded too (held: taking it reads nothing)
    const std::shared_ptr<const MeshData> textured = cache.find(kTextured);
    QVERIFY(textured);
    const QString texture = textureOf(*textured);
    QVERIFY(texture.endsWith("base_color.png"));
    const int reads = SharedFiles::readCount();
    QVERIFY(!SharedFiles::image(texture, TextureLibrary::kMaxTextureSize)->levels.empty());
    QCOMPARE(SharedFiles::readCount(), reads);
    // AND the mesh requested Later, though asked for before, is not read yet
    QVERIFY(!cache.find(kPlain));
    afterFirst.let();
    QVERIFY(cache.waitForDone(30000));
    QVERIFY(cache.find(kPlain));
}

void TestLoadingOrder::prefetchReadsVisualsFirst()
{
    // GIVEN a link whose visual and first collision share a mesh file, with a second collision
    // of another file, and a window-style provider (background loads) on a held cache
    QTemporaryDir dir;
    const QString path = dir.filePath("order.sdf");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QStringLiteral(R"(<?xml version="1.0"?>
<sdf version="1.9"><model name="m"><link name="l">
  <visual name="v"><geometry><mesh><uri>file://%1</uri></mesh></geometry></visual>
  <collision name="same"><geometry><mesh><uri>file://%1</uri></mesh></geometry></collision>
  <collision name="other"><geometry><mesh><uri>file://%2</uri></mesh></geometry></collision>
</link></model></sdf>
)")
                   .arg(kPlain, kOther)
                   .toUtf8());
    file.close();
    const auto document = Document::load(path);
    QVERIFY(!document->diagnostics().hasErrors());
    MeshCache cache;
    cache.threadPool()->setMaxThreadCount(1);
    CacheStop start, afterVisuals;
    start.hold(cache, 10);
    QVERIFY(start.reached());
    CachedMeshProvider provider(cache, document.get(), CachedMeshProvider::Loading::Background);
    // WHEN the provider prefetches the document and is asked for every geometry (as SceneView
    // does), and the cache runs until a stop queued behind the meshes requested First
    QCOMPARE(provider.prefetch(*document), 2);
    const Link &link = document->scene().world.models.at(0).links.at(0);
    QVERIFY(!provider(link.visuals.at(0).geometry));
    for (const Collision &collision : link.collisions)
        QVERIFY(!provider(collision.geometry));
    QCOMPARE(provider.pendingCount(), 2);
    QCOMPARE(provider.pendingVisualCount(), 1);
    afterVisuals.hold(cache, 1);
    start.let();
    QVERIFY(afterVisuals.reached());
    // THEN the visual's mesh is in and the other collision's is not: the visuals can be shown
    QVERIFY(cache.find(kPlain));
    QVERIFY(!cache.find(kOther));
    QCOMPARE(provider.pendingVisualCount(), 0);
    QCOMPARE(provider.pendingCount(), 1);
    // AND the collision mesh follows
    afterVisuals.let();
    QVERIFY(cache.waitForDone(30000));
    QCOMPARE(provider.pendingCount(), 0);
}

QTEST_MAIN(TestLoadingOrder)
#include "tst_loadingorder.moc"
