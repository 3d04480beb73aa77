// Tests for the model library scan (ModelLibrary, issue 18 "Model library dock"): models in
// several model paths (the first path's folder wins, as model:// resolves), the newest version of
// each Fuel cache model with its Fuel URL, shipped thumbnails, the description file of the
// highest version, batches and stopping, and folders that are not usable models (skipped with a
// warning, never a crash).
//
// Made-up folders, in a QTemporaryDir:
//   first/alpha     model.config "Alpha Box" with SDFormat 1.5 and 1.11 files, thumbnails/1.png
//   first/beta      model.config "Beta", model.sdf
//   first/noconfig  model.sdf only                 -> warning, left out
//   first/badconfig model.config not XML           -> warning, left out
//   first/nosdf     model.config naming a missing file, no model.sdf -> warning, left out
//   first/.hidden   model.config                   -> left out silently
//   first/textures  a folder of images             -> left out silently
//   second/beta     model.config "Beta (second)"   -> left out: first/beta wins
//   second/gamma    model.config "Gamma", thumbnails/b.jpg and a.png
//   fuel/fuel.gazebosim.org/openrobotics/models/cone/{1,2}  two versions: 2 wins
//   fuel/fuel.gazebosim.org/openrobotics/models/empty/3     no model.config: not a version
//   fuel2/fuel.gazebosim.org/openrobotics/models/cone/7     a later root: left out

#include "modellibrary.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

using namespace robostage;

namespace {

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray config(const QByteArray &name, const QByteArray &sdf, const QByteArray &extra = {})
{
    return "<?xml version=\"1.0\"?>\n<model>\n  <name>" + name + "</name>\n" + sdf
        + "  <description>\n    Made up\n    for a test.\n  </description>\n" + extra
        + "</model>\n";
}

/// How many batches a scan of `sources` delivers; the receiver answers `keepGoing`.
int countBatches(const ModelLibrary::Sources &sources, bool keepGoing,
    const std::atomic<bool> *cancel, int batchSize, Diagnostics *diagnostics = nullptr)
{
    int batches = 0;
    Diagnostics ignored;
    ModelLibrary::scan(
        sources,
        [&batches, keepGoing](const QList<LibraryEntry> &) {
            ++batches;
            return keepGoing;
        },
        diagnostics ? *diagnostics : ignored, cancel, batchSize);
    return batches;
}

const QByteArray kSdf = "<sdf version=\"1.5\"><model name=\"m\"><link name=\"l\"/></model></sdf>\n";

} // namespace

class tst_ModelLibrary : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void scansPathsAndFuelCache();
    void deliversBatchesAndStops();
    void sourcesFromEnvironment();
    void missingFoldersAreEmpty();

private:
    QList<LibraryEntry> scanAll(Diagnostics &diagnostics, int batchSize = 50);
    QTemporaryDir m_dir;
    ModelLibrary::Sources m_sources;
};

void tst_ModelLibrary::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString root = m_dir.path();
    const QByteArray twoVersions
        = "  <sdf version=\"1.5\">model-1_5.sdf</sdf>\n  <sdf version=\"1.11\">model.sdf</sdf>\n";
    const QByteArray plain = "  <sdf version=\"1.5\">model.sdf</sdf>\n";
    QVERIFY(writeFile(root + "/first/alpha/model.config", config("Alpha  Box", twoVersions)));
    QVERIFY(writeFile(root + "/first/alpha/model.sdf", kSdf));
    QVERIFY(writeFile(root + "/first/alpha/model-1_5.sdf", kSdf));
    QVERIFY(writeFile(root + "/first/alpha/thumbnails/1.png", "not really a PNG"));
    QVERIFY(writeFile(root + "/first/beta/model.config", config("Beta", plain)));
    QVERIFY(writeFile(root + "/first/beta/model.sdf", kSdf));
    QVERIFY(writeFile(root + "/first/noconfig/model.sdf", kSdf));
    QVERIFY(writeFile(root + "/first/badconfig/model.config", "<model><name>unclosed"));
    QVERIFY(writeFile(root + "/first/badconfig/model.sdf", kSdf));
    QVERIFY(writeFile(root + "/first/nosdf/model.config",
        config("No SDF", "  <sdf version=\"1.6\">missing.sdf</sdf>\n")));
    QVERIFY(writeFile(root + "/first/.hidden/model.config", config("Hidden", plain)));
    QVERIFY(writeFile(root + "/first/.hidden/model.sdf", kSdf));
    QVERIFY(writeFile(root + "/first/textures/wood.png", "png"));
    QVERIFY(writeFile(root + "/second/beta/model.config", config("Beta (second)", plain)));
    QVERIFY(writeFile(root + "/second/beta/model.sdf", kSdf));
    QVERIFY(writeFile(root + "/second/gamma/model.config", config("Gamma", plain)));
    QVERIFY(writeFile(root + "/second/gamma/model.sdf", kSdf));
    QVERIFY(writeFile(root + "/second/gamma/thumbnails/b.jpg", "jpg"));
    QVERIFY(writeFile(root + "/second/gamma/thumbnails/a.png", "png"));
    const QString cone = root + "/fuel/fuel.gazebosim.org/openrobotics/models/cone/";
    for (const char *version : {"1", "2"}) {
        QVERIFY(writeFile(
            cone + version + "/model.config", config("Cone v" + QByteArray(version), plain)));
        QVERIFY(writeFile(cone + version + "/model.sdf", kSdf));
    }
    QVERIFY(
        writeFile(root + "/fuel/fuel.gazebosim.org/openrobotics/models/empty/3/model.sdf", kSdf));
    const QString later = root + "/fuel2/fuel.gazebosim.org/openrobotics/models/cone/7/";
    QVERIFY(writeFile(later + "model.config", config("Cone later root", plain)));
    QVERIFY(writeFile(later + "model.sdf", kSdf));
    m_sources.modelPaths = QStringList {root + "/first", root + "/second"};
    m_sources.fuelRoots = QStringList {root + "/fuel", root + "/fuel2"};
}

QList<LibraryEntry> tst_ModelLibrary::scanAll(Diagnostics &diagnostics, int batchSize)
{
    QList<LibraryEntry> all;
    ModelLibrary::scan(
        m_sources,
        [&all](const QList<LibraryEntry> &batch) {
            all << batch;
            return true;
        },
        diagnostics, nullptr, batchSize);
    return all;
}

void tst_ModelLibrary::scansPathsAndFuelCache()
{
    // GIVEN two model paths and two Fuel cache roots WHEN they are scanned
    Diagnostics diagnostics;
    const QList<LibraryEntry> entries = scanAll(diagnostics);
    QStringList uris;
    for (const LibraryEntry &entry : entries)
        uris << entry.uri;
    // THEN each model appears once, the first path's and the newest Fuel version winning
    QCOMPARE(uris,
        QStringList({"model://alpha", "model://beta", "model://gamma",
            "https://fuel.gazebosim.org/1.0/openrobotics/models/cone"}));
    const QString root = m_dir.path();
    const LibraryEntry &alpha = entries.at(0);
    QCOMPARE(alpha.name, QStringLiteral("Alpha Box"));
    QCOMPARE(alpha.description, QStringLiteral("Made up for a test."));
    QCOMPARE(alpha.folder, root + "/first/alpha");
    QCOMPARE(alpha.sdfFile, root + "/first/alpha/model.sdf"); // SDFormat 1.11 over 1.5
    QCOMPARE(alpha.thumbnail, root + "/first/alpha/thumbnails/1.png");
    QVERIFY(alpha.newestChange.isValid());
    QVERIFY(!alpha.fuel);
    QCOMPARE(entries.at(1).name, QStringLiteral("Beta"));
    QCOMPARE(entries.at(1).folder, root + "/first/beta");
    QVERIFY(entries.at(1).thumbnail.isEmpty());
    QCOMPARE(entries.at(2).thumbnail, root + "/second/gamma/thumbnails/a.png");
    const LibraryEntry &cone = entries.at(3);
    QCOMPARE(cone.name, QStringLiteral("Cone v2"));
    QCOMPARE(cone.folder, root + "/fuel/fuel.gazebosim.org/openrobotics/models/cone/2");
    QCOMPARE(cone.sdfFile, cone.folder + "/model.sdf");
    QVERIFY(cone.fuel);

    // AND the folders that look like models but are not usable are named in warnings
    QStringList warned;
    for (const Diagnostic &d : diagnostics.items()) {
        QCOMPARE(d.severity, Severity::Warning);
        warned << QDir(root).relativeFilePath(d.file);
    }
    QCOMPARE(warned,
        QStringList(
            {"first/badconfig/model.config", "first/noconfig", "first/nosdf/model.config"}));
    QVERIFY(diagnostics.items().at(2).message.contains("missing.sdf"));
}

void tst_ModelLibrary::deliversBatchesAndStops()
{
    // GIVEN batches of two WHEN everything is scanned THEN 4 entries come in two batches
    QCOMPARE(countBatches(m_sources, true, nullptr, 2), 2);
    // WHEN the receiver says stop after the first batch THEN no second batch comes
    QCOMPARE(countBatches(m_sources, false, nullptr, 1), 1);
    // WHEN the scan is cancelled before it starts THEN nothing is delivered
    const std::atomic<bool> cancel {true};
    QCOMPARE(countBatches(m_sources, true, &cancel, 1), 0);
}

void tst_ModelLibrary::sourcesFromEnvironment()
{
    // GIVEN the four model path variables and a Fuel cache variable
    const QString root = m_dir.path();
    qputenv("GZ_SIM_RESOURCE_PATH", QFile::encodeName(root + "/first:" + root + "/second"));
    qputenv("IGN_GAZEBO_RESOURCE_PATH", QFile::encodeName(root + "/ign"));
    qputenv("SDF_PATH", QFile::encodeName(root + "/sdf"));
    qputenv("GAZEBO_MODEL_PATH", QFile::encodeName(root + "/classic:" + root + "/first"));
    qputenv("GZ_FUEL_CACHE_PATH", QFile::encodeName(root + "/fuel"));
    // WHEN the sources are read THEN they are the resolver's, in its order, without repeats
    const ModelLibrary::Sources sources = ModelLibrary::sourcesFromEnvironment();
    QCOMPARE(sources.modelPaths,
        QStringList(
            {root + "/first", root + "/second", root + "/ign", root + "/sdf", root + "/classic"}));
    QCOMPARE(sources.fuelRoots.value(0), root + "/fuel");
}

void tst_ModelLibrary::missingFoldersAreEmpty()
{
    // GIVEN paths that do not exist WHEN scanned THEN nothing is found and nothing is reported
    ModelLibrary::Sources sources;
    sources.modelPaths = QStringList {m_dir.path() + "/nowhere", QString()};
    sources.fuelRoots = QStringList {m_dir.path() + "/nocache"};
    Diagnostics diagnostics;
    QCOMPARE(countBatches(sources, true, nullptr, 50, &diagnostics), 0);
    QVERIFY(diagnostics.items().empty());
}

QTEST_GUILESS_MAIN(tst_ModelLibrary)
#include "tst_modellibrary.moc"
