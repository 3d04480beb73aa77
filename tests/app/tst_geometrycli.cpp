// The geometry subcommands as a user runs them (issue 19): `robostage edit --compute-inertia`
// writes the inertial of a 2 kg box and of a mesh at a density, and refuses a bad basis;
// `robostage collisions` prints the fit figures and the colliding pairs as text and JSON, and
// `--joint` moves the arm free; `robostage edit --fit-collision` fits a cylinder around a
// sphere (its radius, and its diameter as length, within 1 %) and writes a hull's STL beside
// the output; `robostage poses --inertials` prints SDFormat 1.11 `auto="true"` inertials
// computed from the collisions, and `check` reports one without collisions. (Apart from
// tests/model: the sanitized build has no binary.)

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
    void autoInertials();

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
    //     --fit-collision rod=hull,replace --fit-collision pair=sphere,visual=knob
    const QString in = copyOf(QStringLiteral("shapes.sdf"));
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("fitted")));
    const QString out = m_dir.filePath(QStringLiteral("fitted/out.sdf"));
    QProcess p;
    p.start(QStringLiteral(ROBOSTAGE_BINARY),
        {QStringLiteral("edit"), in, QStringLiteral("-o"), out, QStringLiteral("--fit-collision"),
            QStringLiteral("ball=cylinder"), QStringLiteral("--fit-collision"),
            QStringLiteral("rod=hull,replace"), QStringLiteral("--fit-collision"),
            QStringLiteral("pair=sphere,visual=knob")});
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
    // AND the pair's sphere holds its knob only (r 0.1 m at x = 1 of the link)
    const Link *pair = test::findLink(model, QStringLiteral("pair"));
    QVERIFY(pair && pair->collisions.size() == 1);
    QVERIFY(std::abs(pair->collisions.front().geometry.radius - 0.1) < 1e-4);
    QVERIFY(std::abs(pair->collisions.front().pose.X_RF.p.x - 1) < 1e-4);
    // A kind it does not know is a usage error, nothing written
    p.start(QStringLiteral(ROBOSTAGE_BINARY),
        {QStringLiteral("edit"), in, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.sdf")),
            QStringLiteral("--fit-collision"), QStringLiteral("ball=cone")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    QVERIFY(p.readAllStandardError().contains("box|cylinder|sphere|capsule|hull"));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.sdf"))));
    // So is an option it does not know; a visual the link lacks is the edit's error
    p.start(QStringLiteral(ROBOSTAGE_BINARY),
        {QStringLiteral("edit"), in, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.sdf")),
            QStringLiteral("--fit-collision"), QStringLiteral("pair=box,shrink")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 2);
    p.start(QStringLiteral(ROBOSTAGE_BINARY),
        {QStringLiteral("edit"), in, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.sdf")),
            QStringLiteral("--fit-collision"), QStringLiteral("pair=box,visual=nope")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 1);
    QVERIFY(p.readAllStandardError().contains("no visual named 'nope'"));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("x.sdf"))));
}

void TestGeometryCli::autoInertials()
{
    // robostage poses FILE --inertials: the 1 x 2 x 3 m box link at 1000 kg/m³
    QProcess p;
    p.start(QStringLiteral(ROBOSTAGE_BINARY),
        {QStringLiteral("poses"), kData + QStringLiteral("auto_inertial.sdf"),
            QStringLiteral("--inertials")});
    QVERIFY(p.waitForFinished(60000));
    QCOMPARE(p.exitCode(), 1); // the link without collisions is an error, as in libsdformat
    const QByteArray errors = p.readAllStandardError();
    QVERIFY2(errors.contains("auto::no_collision has <inertial auto=\"true\"> but no <collision>"),
        errors.constData());
    const QByteArray text = p.readAllStandardOutput();
    QVERIFY2(text.contains("\nINERTIAL auto::box_link 6000.000000000 0.000000000 0.000000000 "
                           "0.500000000 1.000000000 0.000000000 0.000000000 0.000000000 "
                           "6500.000000000 5000.000000000 2500.000000000 "),
        text.constData());
    QVERIFY(text.contains("\nINERTIAL auto::weighed 2.000000000 0.000000000 6.000000000 "));
    // JSON says which were computed
    p.start(QStringLiteral(ROBOSTAGE_BINARY),
        {QStringLiteral("poses"), kData + QStringLiteral("auto_inertial.sdf"),
            QStringLiteral("--inertials"), QStringLiteral("--json")});
    QVERIFY(p.waitForFinished(60000));
    int computed = 0, written = 0;
    for (const QJsonValue &v : QJsonDocument::fromJson(p.readAllStandardOutput()).array()) {
        const QJsonObject o = v.toObject();
        if (o.value(QStringLiteral("kind")).toString() != QLatin1String("inertial"))
            continue;
        (o.value(QStringLiteral("computed")).toBool() ? computed : written)++;
    }
    QCOMPARE(computed, 4);
    QCOMPARE(written, 2); // auto::no_collision keeps its values; auto::written is not auto
}

QTEST_GUILESS_MAIN(TestGeometryCli)
#include "tst_geometrycli.moc"
