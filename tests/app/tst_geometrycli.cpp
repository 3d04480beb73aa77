// The geometry subcommands as a user runs them (issue 19): `robostage edit --compute-inertia`
// writes the inertial of a 2 kg box and of a mesh at a density, and refuses a bad basis;
// `robostage collisions` prints the fit figures and the colliding pairs as text and JSON, and
// `--joint` moves the arm free; `robostage edit --fit-collision` fits a cylinder around a
// sphere (its radius, and its diameter as length, within 1 %) and writes a hull's STL beside
// the output. (Apart from tests/model: the sanitized build has no binary.)

#include "document.h"
#include "model/testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace robostage;

namespace {

const QString kData = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/geometry/");

bool near(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

} // namespace

class TestGeometryCli : public QObject
{
    Q_OBJECT

private slots:
    void computeInertia();
    void collisions();
    void fitCollision();

private:
    QTemporaryDir m_dir;
    QString copyOf(const QString &name)
    {
        return test::copyFixtures(kData, m_dir.path(), {name, QStringLiteral("box.stl")});
    }
};

void TestGeometryCli::computeInertia()
{
    // robostage edit IN -o OUT --compute-inertia box=mass:2 --compute-inertia mesh
    const QString in = copyOf(QStringLiteral("boxes.urdf"));
    const auto linkNamed = [](const Document &doc, const char *name) -> const Link & {
        return *test::findLink(doc.scene().world.models.front(), QLatin1String(name));
    };
    const QString out = m_dir.filePath(QStringLiteral("out.urdf"));
    QProcess p;
    p.start(QStringLiteral(ROBOSTAGE_BINARY),
        {QStringLiteral("edit"), in, QStringLiteral("-o"), out, QStringLiteral("--compute-inertia"),
            QStringLiteral("box=mass:2"), QStringLiteral("--compute-inertia"),
            QStringLiteral("mesh=density:500")});
    QVERIFY(p.waitForFinished(60000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    std::unique_ptr<Document> doc = Document::load(out);
    QVERIFY(near(linkNamed(*doc, "box").inertial.ixx, 2.0 / 12 * 13));
    QVERIFY(near(linkNamed(*doc, "mesh").inertial.mass, 500 * 6));
    // A bad basis is a usage error, nothing written
    QFile::remove(out);
    p.start(QStringLiteral(ROBOSTAGE_BINARY),
        {QStringLiteral("edit"), in, QStringLiteral("-o"), out, QStringLiteral("--compute-inertia"),
            QStringLiteral("box=weight:2")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    QVERIFY(p.readAllStandardError().contains("mass:KG"));
    QVERIFY(!QFile::exists(out));
}

void TestGeometryCli::collisions()
{
    QProcess p;
    p.start(QStringLiteral(ROBOSTAGE_BINARY),
        {QStringLiteral("collisions"), kData + QStringLiteral("arm.urdf"),
            QStringLiteral("--json")});
    QVERIFY(p.waitForFinished(60000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    const QJsonObject json = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    const QJsonArray pairs = json.value(QStringLiteral("self_collisions")).toArray();
    QCOMPARE(pairs.size(), 1);
    QCOMPARE(
        pairs[0].toObject().value(QStringLiteral("b")).toString(), QStringLiteral("arm::link3"));
    const QJsonArray links = json.value(QStringLiteral("links")).toArray();
    QCOMPARE(links.size(), 5);
    // Links without visuals have null fit figures
    QVERIFY(links[0].toObject().value(QStringLiteral("iou")).isNull());
    QVERIFY(links[0].toObject().value(QStringLiteral("collision_volume")).toDouble() > 0.015);
    // Text form and --joint
    p.start(QStringLiteral(ROBOSTAGE_BINARY),
        {QStringLiteral("collisions"), kData + QStringLiteral("fit.sdf")});
    QVERIFY(p.waitForFinished(60000));
    const QByteArray text = p.readAllStandardOutput();
    const QList<QByteArray> shifted = text.split('\n').first().split(' ');
    QVERIFY2(shifted.size() == 9 && shifted[1] == "fit::shifted", text.constData());
    QVERIFY2(std::abs(shifted[4].toDouble() - 1.0 / 3) < 0.01, text.constData());
    QVERIFY(text.contains("FIT fit::bare ") && text.contains(" - - - - - true"));
    p.start(QStringLiteral(ROBOSTAGE_BINARY),
        {QStringLiteral("collisions"), kData + QStringLiteral("arm.urdf"),
            QStringLiteral("--joint"), QStringLiteral("j1=0.5")});
    QVERIFY(p.waitForFinished(60000));
    QVERIFY(!p.readAllStandardOutput().contains("COLLIDE"));
}

void TestGeometryCli::fitCollision()
{
    // robostage edit shapes.sdf -o fitted/out.sdf --fit-collision ball=cylinder
    //     --fit-collision rod=hull,replace
    const QString in = copyOf(QStringLiteral("shapes.sdf"));
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("fitted")));
    const QString out = m_dir.filePath(QStringLiteral("fitted/out.sdf"));
    QProcess p;
    p.start(QStringLiteral(ROBOSTAGE_BINARY),
        {QStringLiteral("edit"), in, QStringLiteral("-o"), out, QStringLiteral("--fit-collision"),
            QStringLiteral("ball=cylinder"), QStringLiteral("--fit-collision"),
            QStringLiteral("rod=hull,replace")});
    QVERIFY(p.waitForFinished(60000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
    QVERIFY(p.readAllStandardOutput().contains("note: cylinder collision of shapes::ball: IoU"));
    // THEN the ball's cylinder has the sphere's radius 0.3 and length 0.6 within 1 %, and the
    // rod's hull is written beside the output and named relative to it
    std::unique_ptr<Document> doc = Document::load(out);
    const Model &model = doc->scene().world.models.front();
    const Link *ball = test::findLink(model, QStringLiteral("ball"));
    const Link *rod = test::findLink(model, QStringLiteral("rod"));
    QVERIFY(ball && rod);
    QCOMPARE(ball->collisions.size(), size_t(1));
    const Geometry &g = ball->collisions.front().geometry;
    QCOMPARE(g.type, Geometry::Type::Cylinder);
    QVERIFY(std::abs(g.radius - 0.3) < 0.003 && std::abs(g.length - 0.6) < 0.006);
    QCOMPARE(rod->collisions.size(), size_t(1));
    QCOMPARE(rod->collisions.front().geometry.uri, QStringLiteral("rod_hull.stl"));
    QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("fitted/rod_hull.stl"))));
    QVERIFY(!rod->collisions.front().geometry.resolvedPath.isEmpty());
    // A kind it does not know is a usage error, nothing written
    p.start(QStringLiteral(ROBOSTAGE_BINARY),
        {QStringLiteral("edit"), in, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.sdf")),
            QStringLiteral("--fit-collision"), QStringLiteral("ball=cone")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    QVERIFY(p.readAllStandardError().contains("box|cylinder|sphere|capsule|hull"));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.sdf"))));
}

QTEST_GUILESS_MAIN(TestGeometryCli)
#include "tst_geometrycli.moc"
