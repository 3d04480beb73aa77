// Tests for Gazebo Fuel URLs resolved offline from the local Fuel cache (FuelCache, used by
// ResourceResolver): URL parsing; the cache folder from GZ_FUEL_CACHE_PATH, config.yaml and the
// HOME default; version choice (highest, explicit, tip), lower-casing, `/files/` paths with
// `%20`, worlds, metadata.pbtxt, the old server name; misses that name the folder looked in;
// and real worlds with Fuel includes read through Document.
//
// The fake cache (built once in initTestCase, in a QTemporaryDir) holds real model folders
// copied from the shared corpus (osrf__gazebo_models) and a real gz-sim world:
//   cache/fuel.gazebosim.org/openrobotics/models/construction cone/{1,3,12}  (full copies)
//   cache/fuel.gazebosim.org/openrobotics/models/construction cone/2         (meshes only)
//   cache/fuel.gazebosim.org/openrobotics/models/coke can/2
//   cache/fuel.gazebosim.org/openrobotics/models/pbtxt cone/1  (metadata.pbtxt, no model.config)
//   cache/fuel.gazebosim.org/openrobotics/worlds/fuel world/{1,2}  (gz-sim
//   examples/worlds/fuel.sdf) second/fuel.gazebosim.org/openrobotics/models/old can/5  (a second
//   root)

#include "fuelcache.h"
#include "resourceresolver.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace robostage;
using namespace robostage::test;

namespace {

const QString kCorpus = QStringLiteral(ROBOSTAGE_CORPUS_DIR);
const QString kModels = kCorpus + QStringLiteral("/osrf__gazebo_models");
const QString kCone = QStringLiteral("fuel.gazebosim.org/openrobotics/models/construction cone");
const QString kCoke = QStringLiteral("fuel.gazebosim.org/openrobotics/models/coke can");
const QString kWorld = QStringLiteral("fuel.gazebosim.org/openrobotics/worlds/fuel world");
const QString kUrl = QStringLiteral("https://fuel.gazebosim.org/1.0/OpenRobotics/models/");

const char *const kVariables[] = {"HOME", "GZ_FUEL_CACHE_PATH", "IGN_FUEL_CACHE_PATH"};

} // namespace

class tst_FuelCache : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void parseUrl_data();
    void parseUrl();
    void environmentRoot();
    void ignitionEnvironmentRoot();
    void configYamlRoot();
    void configYamlIgnoredWhenEnvironmentSet();
    void defaultHomeRoots();
    void resolves_data();
    void resolves();
    void modelFileOfEntry();
    void metadataPbtxtNamesTheFile();
    void worldUrl();
    void secondRootIsSearched();
    void missingModelNamesTheFolder();
    void missingVersionNamesTheFolder();
    void filesCannotLeaveTheEntry();
    void noRootsStaysRemote();
    void worldWithFuelIncludeReadsTheCachedModel();
    void fuelWorldWarnsWithTheCacheFolder();

private:
    QString cache(const QString &relative = {}) const
    {
        return relative.isEmpty() ? m_dir.filePath(QStringLiteral("cache"))
                                  : m_dir.filePath(QStringLiteral("cache/") + relative);
    }
    ResourceResolver resolver() const
    {
        ResourceResolver r;
        r.setFuelCacheRoots({cache(), m_dir.filePath(QStringLiteral("second"))});
        return r;
    }

    QTemporaryDir m_dir;
    QHash<QByteArray, QByteArray> m_saved;
};

void tst_FuelCache::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY(QFileInfo(kModels + QStringLiteral("/construction_cone/model.config")).isFile());
    for (const char *version : {"1", "3", "12"})
        QVERIFY(copyTree(kModels + QStringLiteral("/construction_cone"),
            cache(kCone + QLatin1Char('/') + QLatin1String(version))));
    // An incomplete version (no model.config): gz-fuel-tools does not count it.
    QVERIFY(copyTree(kModels + QStringLiteral("/construction_cone/meshes"),
        cache(kCone + QStringLiteral("/2/meshes"))));
    // A mesh whose name has a space, as Fuel files often do.
    QVERIFY(QFile::copy(kModels + QStringLiteral("/construction_cone/meshes/construction_cone.dae"),
        cache(kCone + QStringLiteral("/3/meshes/cone mesh.dae"))));
    QVERIFY(copyTree(kModels + QStringLiteral("/coke_can"), cache(kCoke + QStringLiteral("/2"))));
    QVERIFY(copyTree(kModels + QStringLiteral("/coke_can"),
        m_dir.filePath(QStringLiteral("second/fuel.gazebosim.org/openrobotics/models/old can/5"))));
    // metadata.pbtxt without model.config (gz-fuel-tools' sdfFromPath() reads it first).
    const QString pbtxt
        = cache(QStringLiteral("fuel.gazebosim.org/openrobotics/models/pbtxt cone/1"));
    QVERIFY(copyTree(kModels + QStringLiteral("/construction_cone"), pbtxt));
    QVERIFY(QFile::remove(pbtxt + QStringLiteral("/model.config")));
    QVERIFY(writeFile(pbtxt + QStringLiteral("/metadata.pbtxt"),
        "# gz.msgs.FuelMetadata\nname: \"pbtxt cone\"\ndescription: \"file: \\\"x.sdf\\\"\"\n"
        "model {\n  file: \"model-1_4.sdf\"\n  file_format { name: \"sdf\" version { major: 1 "
        "minor: 4 } }\n}\n"));
    for (const char *version : {"1", "2"}) {
        const QString folder = cache(kWorld + QLatin1Char('/') + QLatin1String(version));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QFile::copy(kCorpus + QStringLiteral("/gazebosim__gz-sim/examples/worlds/fuel.sdf"),
            folder + QStringLiteral("/fuel.sdf")));
    }
    for (const char *name : kVariables)
        m_saved.insert(name, qgetenv(name));
}

void tst_FuelCache::init()
{
    // Every test starts with an empty HOME and no cache variables.
    const QString home = m_dir.filePath(QStringLiteral("home-") + QTest::currentTestFunction());
    QDir().mkpath(home);
    qputenv("HOME", home.toLocal8Bit());
    qunsetenv("GZ_FUEL_CACHE_PATH");
    qunsetenv("IGN_FUEL_CACHE_PATH");
}

void tst_FuelCache::cleanup()
{
    for (auto it = m_saved.cbegin(); it != m_saved.cend(); ++it) {
        if (it.value().isNull())
            qunsetenv(it.key().constData());
        else
            qputenv(it.key().constData(), it.value());
    }
}

void tst_FuelCache::parseUrl_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("expected"); // host|owner|kind|name|version|file; empty: not Fuel

    QTest::newRow("model, API version")
        << kUrl + "Construction Cone"
        << "fuel.gazebosim.org|OpenRobotics|models|Construction Cone||";
    QTest::newRow("model, version, no API version")
        << "https://fuel.gazebosim.org/OpenRobotics/models/Beer/2"
        << "fuel.gazebosim.org|OpenRobotics|models|Beer|2|";
    QTest::newRow("tip") << kUrl + "Beer/tip"
                         << "fuel.gazebosim.org|OpenRobotics|models|Beer||";
    QTest::newRow("leading zeros") << kUrl + "Beer/007"
                                   << "fuel.gazebosim.org|OpenRobotics|models|Beer|7|";
    QTest::newRow("file, %20, doubled slashes")
        << "https://fuel.gazebosim.org//1.0/OpenRobotics/models/Fog%20generator/2//files/"
           "meshes/a%20b.dae?x=1"
        << "fuel.gazebosim.org|OpenRobotics|models|Fog generator|2|meshes/a b.dae";
    QTest::newRow("world") << "http://fuel.ignitionrobotics.org/1.0/OpenRobotics/worlds/Shapes"
                           << "fuel.ignitionrobotics.org|OpenRobotics|worlds|Shapes||";
    QTest::newRow("plain remote mesh") << "https://example.com/meshes/a.dae"
                                       << "";
    QTest::newRow("unknown kind") << kUrl.left(kUrl.size() - 7) + "collections/C"
                                  << "";
    QTest::newRow("bad version") << kUrl + "Beer/latest"
                                 << "";
    QTest::newRow("files without path") << kUrl + "Beer/2/files"
                                        << "";
}

void tst_FuelCache::parseUrl()
{
    QFETCH(QString, url);
    QFETCH(QString, expected);

    const std::optional<FuelCache::Url> parts = FuelCache::parseUrl(url);
    if (expected.isEmpty()) {
        QVERIFY2(!parts, qPrintable(url));
        return;
    }
    QVERIFY2(parts, qPrintable(url));
    QCOMPARE(QStringList(
                 {parts->host, parts->owner, parts->kind, parts->name, parts->version, parts->file})
                 .join(QLatin1Char('|')),
        expected);
}

void tst_FuelCache::environmentRoot()
{
    // GIVEN GZ_FUEL_CACHE_PATH set to the cache
    qputenv("GZ_FUEL_CACHE_PATH", cache().toLocal8Bit());
    // WHEN the resolver of the environment resolves a Fuel include
    const ResourceResolver::Result r
        = ResourceResolver::fromEnvironment().resolveModel(kUrl + "Construction Cone", {});
    // THEN the cache is searched first, and the highest version's model file is read
    QCOMPARE(FuelCache::rootsFromEnvironment().value(0), cache());
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.path, cache(kCone + "/12/model.sdf"));
    QCOMPARE(r.fuelEntry, cache(kCone + "/12"));
    QVERIFY(!r.remote);
}

void tst_FuelCache::ignitionEnvironmentRoot()
{
    // GIVEN only the deprecated IGN_FUEL_CACHE_PATH: both generations use it
    qputenv("IGN_FUEL_CACHE_PATH", cache().toLocal8Bit());
    QCOMPARE(FuelCache::rootsFromEnvironment(), QStringList {cache()});
    const ResourceResolver::Result r
        = ResourceResolver::fromEnvironment().resolve(kUrl + "coke can", {});
    QCOMPARE(r.path, cache(kCoke + "/2"));
}

void tst_FuelCache::configYamlRoot()
{
    // GIVEN ~/.gz/fuel/config.yaml whose cache path is the cache (as in gz-fuel-tools'
    // configuration tutorial)
    const QString home = qEnvironmentVariable("HOME");
    QVERIFY(writeFile(home + "/.gz/fuel/config.yaml",
        "---\nservers:\n  -\n    url: https://fuel.gazebosim.org\n\ncache:\n  path: "
            + cache().toUtf8() + "\n"));
    // THEN it is the first root, the Fortress default the second
    QCOMPARE(FuelCache::rootsFromEnvironment(),
        QStringList({cache(), QDir::cleanPath(home + "/.ignition/fuel")}));
    const ResourceResolver::Result r
        = ResourceResolver::fromEnvironment().resolve(kUrl + "Construction Cone/3", {});
    QCOMPARE(r.path, cache(kCone + "/3"));
}

void tst_FuelCache::configYamlIgnoredWhenEnvironmentSet()
{
    // GIVEN a config.yaml naming one folder and GZ_FUEL_CACHE_PATH another: the variable wins
    // (ClientConfig::LoadConfig() ignores the file's path then)
    const QString home = qEnvironmentVariable("HOME");
    QVERIFY(writeFile(home + "/.gz/fuel/config.yaml", "cache:\n  path: /nowhere/fuel\n"));
    qputenv("GZ_FUEL_CACHE_PATH", cache().toLocal8Bit());
    const QStringList roots = FuelCache::rootsFromEnvironment();
    QCOMPARE(roots.value(0), cache());
    QVERIFY(!roots.contains(QStringLiteral("/nowhere/fuel")));
    // AND a config.yaml that is not YAML is ignored
    QVERIFY(writeFile(home + "/.ignition/fuel/config.yaml", "cache: [unclosed\n"));
    QCOMPARE(FuelCache::rootsFromEnvironment().value(1), QDir::cleanPath(home + "/.ignition/fuel"));
}

void tst_FuelCache::defaultHomeRoots()
{
    // GIVEN no variables and no config: ~/.gz/fuel, then ~/.ignition/fuel
    const QString home = qEnvironmentVariable("HOME");
    QCOMPARE(FuelCache::rootsFromEnvironment(),
        QStringList(
            {QDir::cleanPath(home + "/.gz/fuel"), QDir::cleanPath(home + "/.ignition/fuel")}));
    // WHEN a model is cached in ~/.gz/fuel (HOME is a temporary folder)
    QVERIFY(copyTree(kModels + "/construction_cone", home + "/.gz/fuel/" + kCone + "/4"));
    // THEN the resolver of the environment finds it
    const ResourceResolver::Result r
        = ResourceResolver::fromEnvironment().resolve(kUrl + "Construction Cone", {});
    QCOMPARE(r.path, QDir::cleanPath(home + "/.gz/fuel/" + kCone + "/4"));
    // AND a model cached only in the Fortress folder is found there
    QVERIFY(copyTree(kModels + "/coke_can", home + "/.ignition/fuel/" + kCoke + "/1"));
    const ResourceResolver::Result old
        = ResourceResolver::fromEnvironment().resolve(kUrl + "Coke Can/1", {});
    QCOMPARE(old.path, QDir::cleanPath(home + "/.ignition/fuel/" + kCoke + "/1"));
}

void tst_FuelCache::resolves_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("expected"); // relative to the cache

    QTest::newRow("highest version, numerically (12 > 3)")
        << kUrl + "Construction Cone" << kCone + "/12";
    QTest::newRow("explicit version, %20") << kUrl + "Construction%20Cone/3" << kCone + "/3";
    QTest::newRow("tip") << kUrl + "construction cone/tip" << kCone + "/12";
    QTest::newRow("no API version")
        << "https://fuel.gazebosim.org/OpenRobotics/models/Construction Cone/1" << kCone + "/1";
    QTest::newRow("case folding of owner and name")
        << QString(kUrl).replace("OpenRobotics", "OPENROBOTICS") + "CONSTRUCTION CONE/3"
        << kCone + "/3";
    QTest::newRow("/files/ mesh with %20")
        << kUrl + "Construction%20Cone/3/files/meshes/cone%20mesh.dae"
        << kCone + "/3/meshes/cone mesh.dae";
    QTest::newRow("/files/ texture under tip")
        << kUrl + "Construction Cone/tip/files/materials/textures/Construction_Cone_Diffuse.png"
        << kCone + "/12/materials/textures/Construction_Cone_Diffuse.png";
    QTest::newRow("old server name finds the new one's folder")
        << "https://fuel.ignitionrobotics.org/1.0/OpenRobotics/models/Coke Can" << kCoke + "/2";
}

void tst_FuelCache::resolves()
{
    QFETCH(QString, url);
    QFETCH(QString, expected);

    const ResourceResolver::Result r = resolver().resolve(url, m_dir.filePath("x.sdf"));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.path, cache(expected));
    QVERIFY(!r.remote);
    // The entry is the version folder that holds the path.
    QVERIFY2(r.fuelEntry.startsWith(cache(kCone)) || r.fuelEntry.startsWith(cache(kCoke)),
        qPrintable(r.fuelEntry));
    QVERIFY(r.path == r.fuelEntry || r.path.startsWith(r.fuelEntry + '/'));
}

void tst_FuelCache::modelFileOfEntry()
{
    // model.config of construction_cone lists 1.3, 1.4 and 1.5: the 1.5 file is model.sdf
    const ResourceResolver::Result r = resolver().resolveModel(kUrl + "Construction Cone/1", {});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.path, cache(kCone + "/1/model.sdf"));
    QCOMPARE(r.fuelEntry, cache(kCone + "/1"));
}

void tst_FuelCache::metadataPbtxtNamesTheFile()
{
    const ResourceResolver::Result r = resolver().resolveModel(kUrl + "pbtxt cone", {});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.path,
        cache(QStringLiteral("fuel.gazebosim.org/openrobotics/models/pbtxt cone/1/model-1_4.sdf")));
}

void tst_FuelCache::worldUrl()
{
    const QString url
        = QStringLiteral("https://fuel.gazebosim.org/1.0/OpenRobotics/worlds/Fuel%20World");
    // resolve() gives the newest version folder, resolveModel() its world file
    const ResourceResolver::Result folder = resolver().resolve(url, {});
    QCOMPARE(folder.path, cache(kWorld + "/2"));
    const ResourceResolver::Result file = resolver().resolveModel(url + "/1", {});
    QVERIFY2(file.ok(), qPrintable(file.error));
    QCOMPARE(file.path, cache(kWorld + "/1/fuel.sdf"));
    QCOMPARE(file.fuelEntry, cache(kWorld + "/1"));
}

void tst_FuelCache::secondRootIsSearched()
{
    const ResourceResolver::Result r = resolver().resolve(kUrl + "Old Can", {});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.fuelEntry,
        m_dir.filePath(QStringLiteral("second/fuel.gazebosim.org/openrobotics/models/old can/5")));
}

void tst_FuelCache::missingModelNamesTheFolder()
{
    const QString url = kUrl + "No Such Model";
    const ResourceResolver::Result r = resolver().resolveModel(url, m_dir.filePath("w.sdf"));
    QVERIFY(!r.ok());
    QVERIFY(r.remote); // callers warn: it is a remote resource that was not downloaded
    QVERIFY(r.fuelEntry.isEmpty());
    const QString folder
        = cache(QStringLiteral("fuel.gazebosim.org/openrobotics/models/no such model"));
    QVERIFY2(r.tried.contains(folder), qPrintable(r.tried.join('\n')));
    QVERIFY2(r.error.contains(folder), qPrintable(r.error));
    QVERIFY2(r.error.contains(url) && r.error.contains("never downloads"), qPrintable(r.error));
    QVERIFY2(r.error.contains("GZ_FUEL_CACHE_PATH"), qPrintable(r.error));
}

void tst_FuelCache::missingVersionNamesTheFolder()
{
    // Version 2 exists but has no model.config; version 7 does not exist
    for (const char *version : {"2", "7"}) {
        const ResourceResolver::Result r
            = resolver().resolve(kUrl + "Construction Cone/" + version, {});
        QVERIFY(!r.ok());
        QVERIFY(r.remote);
        QVERIFY2(r.error.contains(cache(kCone + '/' + version)), qPrintable(r.error));
    }
    // A file missing from a cached version is not found either
    const ResourceResolver::Result file
        = resolver().resolve(kUrl + "Construction Cone/3/files/meshes/missing.dae", {});
    QVERIFY(!file.ok());
    QVERIFY2(file.error.contains(cache(kCone + "/3/meshes/missing.dae")), qPrintable(file.error));
}

void tst_FuelCache::filesCannotLeaveTheEntry()
{
    // `..` in REL must not reach another version's (or anything else's) files
    const QString url = kUrl + "Construction Cone/3/files/../../1/model.config";
    const ResourceResolver::Result r = resolver().resolve(url, {});
    QVERIFY(!r.ok());
    QVERIFY(QFileInfo::exists(cache(kCone + "/1/model.config")));
}

void tst_FuelCache::noRootsStaysRemote()
{
    // A resolver without Fuel folders looks nowhere and says so
    const ResourceResolver::Result r = ResourceResolver().resolve(kUrl + "Construction Cone", {});
    QVERIFY(!r.ok());
    QVERIFY(r.remote);
    QVERIFY(r.tried.isEmpty());
    QVERIFY2(r.error.contains("no Fuel cache folder"), qPrintable(r.error));
}

void tst_FuelCache::worldWithFuelIncludeReadsTheCachedModel()
{
    // GIVEN gz-sim's test/worlds/model_nested_include.sdf, which includes
    // https://fuel.gazebosim.org/1.0/openrobotics/models/coke can as M1::M2::M3::coke, with its
    // bare-name includes found in gz-sim's test/worlds/models
    const QString world = kCorpus + "/gazebosim__gz-sim/test/worlds/model_nested_include.sdf";
    ResourceResolver r = resolver();
    r.setModelPaths({kCorpus + "/gazebosim__gz-sim/test/worlds/models", kModels});
    // WHEN it is read with the cache populated
    const auto doc = Document::load(world, r);
    // THEN the cached coke can is included: its link is there, read from the cache entry
    QVERIFY2(findFrame(*doc, QStringLiteral("M1::M2::M3::coke::link")) != kNoFrame,
        qPrintable(diagnosticLines(*doc)));
    QVERIFY2(!doc->diagnostics().hasErrors(), qPrintable(diagnosticLines(*doc)));
    QVERIFY2(!diagnosticLines(*doc).contains("coke can"), qPrintable(diagnosticLines(*doc)));
    QVERIFY(doc->filePaths().contains(cache(kCoke + "/2/model.sdf")));

    // AND without the cache the include is a warning naming the folder, and the link is absent
    ResourceResolver bare;
    bare.setModelPaths(r.modelPaths());
    bare.setFuelCacheRoots({m_dir.filePath("empty cache")});
    const auto without = Document::load(world, bare);
    QCOMPARE(findFrame(*without, QStringLiteral("M1::M2::M3::coke::link")), kNoFrame);
    QVERIFY(!without->diagnostics().hasErrors());
    QVERIFY2(diagnosticLines(*without).contains(
                 m_dir.filePath("empty cache/fuel.gazebosim.org/openrobotics/models/coke can")),
        qPrintable(diagnosticLines(*without)));
}

void tst_FuelCache::fuelWorldWarnsWithTheCacheFolder()
{
    // GIVEN gz-sim's examples/worlds/fuel.sdf (Fuel includes, meshes and heightmap textures)
    // and a cache that holds none of them
    const QString world = kCorpus + "/gazebosim__gz-sim/examples/worlds/fuel.sdf";
    const auto doc = Document::load(world, resolver());
    // THEN each miss is a warning (not an error) naming the folder looked in
    QVERIFY2(!doc->diagnostics().hasErrors(), qPrintable(diagnosticLines(*doc)));
    int backpack = 0;
    for (const Diagnostic &d : doc->diagnostics().items()) {
        if (d.message.contains(cache("fuel.gazebosim.org/openrobotics/models/backpack"))) {
            QCOMPARE(d.severity, Severity::Warning);
            QVERIFY(d.message.contains("never downloads"));
            ++backpack;
        }
    }
    QCOMPARE(backpack, 1);
    QVERIFY(diagnosticLines(*doc).contains(
                cache("fuel.gazebosim.org/openrobotics/models/radio/4/meshes/Radio.dae"))
        || diagnosticLines(*doc).contains(cache("fuel.gazebosim.org/openrobotics/models/radio")));
}

QTEST_GUILESS_MAIN(tst_FuelCache)
#include "tst_fuelcache.moc"
