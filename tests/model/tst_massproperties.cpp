// Mass properties and Compute inertia (issue 19; model/geometry/massproperties.h,
// computeinertia.h): FCL's volumes and inertia tensors against closed forms (box, sphere,
// cylinder, capsule, ellipsoid), a mesh of a box against the box, the parallel axis theorem
// for shapes side by side, open meshes flagged; the inertial written into URDF and SDFormat
// files (2 kg box 1 x 2 x 3 m: ixx = 2/12 (2² + 3²) to 1e-9), one undo step, by the window's
// command (the command line: tests/app/tst_geometrycli.cpp); the oracles accept the results.

#include "computeinertia.h"
#include "document.h"
#include "edit/entitylookup.h"
#include "inertialcheck.h"
#include "massproperties.h"
#include "testutil.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

#ifndef ORACLE_SDFORMAT
#define ORACLE_SDFORMAT ""
#endif
#ifndef ORACLE_URDFDOM
#define ORACLE_URDFDOM ""
#endif

using namespace robostage;

namespace {

const QString kData = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/geometry/");

Geometry shape(Geometry::Type type)
{
    Geometry g;
    g.type = type;
    return g;
}

MassProperties measured(const Geometry &g)
{
    QString why;
    const std::optional<MassProperties> p = geometryMassProperties(g, &why);
    if (!p)
        qWarning("%s", qPrintable(why));
    return p.value_or(MassProperties());
}

bool near(double a, double b, double tolerance = 1e-9)
{
    return std::abs(a - b) <= tolerance * std::max(1.0, std::abs(b));
}

const Link &linkNamed(const Document &doc, const char *name)
{
    return *test::findLink(doc.scene().world.models.front(), QLatin1String(name));
}

} // namespace

class TestMassProperties : public QObject
{
    Q_OBJECT

private slots:
    void primitivesMatchClosedForms();
    void meshOfABoxIsTheBox();
    void shapesSideBySide();
    void openMeshIsFlagged();
    void twoKilogramBoxIntoUrdf();
    void sdfDensityAndVisualsOnly();
    void refusals();
    void loadTimeChecks();

private:
    QTemporaryDir m_dir;
    QString copyOf(const QString &name)
    {
        return test::copyFixtures(kData, m_dir.path(), {name, QStringLiteral("box.stl")});
    }
};

void TestMassProperties::primitivesMatchClosedForms()
{
    // Box 1 x 2 x 3: V = 6, ixx = V/12 (2² + 3²)
    Geometry box = shape(Geometry::Type::Box);
    box.size = {1, 2, 3};
    MassProperties p = measured(box);
    QVERIFY(near(p.volume, 6));
    QVERIFY(near(p.inertia[0], 6.0 / 12 * 13) && near(p.inertia[1], 6.0 / 12 * 10)
        && near(p.inertia[2], 6.0 / 12 * 5));
    // Sphere r = 0.5: V = 4/3 π r³, I = 2/5 V r²
    Geometry sphere = shape(Geometry::Type::Sphere);
    sphere.radius = 0.5;
    p = measured(sphere);
    const double Vs = 4.0 / 3 * M_PI * 0.125;
    QVERIFY(near(p.volume, Vs) && near(p.inertia[0], 0.4 * Vs * 0.25));
    // Cylinder r = 0.2, L = 1 along z: ixx = V (3r² + L²)/12, izz = V r²/2
    Geometry cylinder = shape(Geometry::Type::Cylinder);
    cylinder.radius = 0.2;
    cylinder.length = 1;
    p = measured(cylinder);
    const double Vc = M_PI * 0.04;
    QVERIFY(near(p.volume, Vc) && near(p.inertia[0], Vc * (3 * 0.04 + 1) / 12)
        && near(p.inertia[2], Vc * 0.02));
    // Capsule r = 0.2, L = 1: the cylinder and two hemispheres (each 3r/8 from its base)
    Geometry capsule = cylinder;
    capsule.type = Geometry::Type::Capsule;
    p = measured(capsule);
    const double Vh = 4.0 / 3 * M_PI * 0.008; // both hemispheres
    const double ixx = Vc * (3 * 0.04 + 1) / 12 + Vh * (0.4 * 0.04 + 0.25 + 3.0 / 8 * 0.2 * 1);
    QVERIFY(near(p.volume, Vc + Vh));
    QVERIFY2(near(p.inertia[0], ixx), qPrintable(QString::number(p.inertia[0] - ixx)));
    QVERIFY(near(p.inertia[2], Vc * 0.02 + 0.4 * Vh * 0.04));
    // Ellipsoid radii 1, 2, 3: V = 4/3 π abc, ixx = V (b² + c²)/5
    Geometry ellipsoid = shape(Geometry::Type::Ellipsoid);
    ellipsoid.size = {1, 2, 3};
    p = measured(ellipsoid);
    QVERIFY(near(p.volume, 8 * M_PI) && near(p.inertia[0], 8 * M_PI * 13 / 5));
    // A plane has no volume
    QString why;
    QVERIFY(!geometryMassProperties(shape(Geometry::Type::Plane), &why));
    QVERIFY(!why.isEmpty());
}

void TestMassProperties::meshOfABoxIsTheBox()
{
    Geometry mesh = shape(Geometry::Type::Mesh);
    mesh.uri = mesh.resolvedPath = kData + QStringLiteral("box.stl");
    mesh.scale = {2, 1, 1};
    const MassProperties p = measured(mesh);
    // 2 x 2 x 3 after the scale
    QVERIFY(p.watertight);
    QVERIFY(near(p.volume, 12));
    QVERIFY(near(p.centerOfMass.x, 0, 1e-12) && near(p.centerOfMass.z, 0, 1e-12));
    QVERIFY(near(p.inertia[0], 12.0 / 12 * 13) && near(p.inertia[1], 12.0 / 12 * 13)
        && near(p.inertia[2], 12.0 / 12 * 8));
    QVERIFY(near(p.inertia[3], 0, 1e-12));
}

void TestMassProperties::shapesSideBySide()
{
    // Two 0.5 x 2 x 3 boxes side by side (one turned 180°) are the 1 x 2 x 3 box
    std::unique_ptr<Document> doc = Document::load(kData + QStringLiteral("boxes.urdf"));
    QStringList skipped;
    const std::optional<MassProperties> pair
        = linkMassProperties(*doc, linkNamed(*doc, "pair"), ShapeSet::Collisions, &skipped);
    QVERIFY(pair && skipped.isEmpty());
    QVERIFY(near(pair->volume, 6));
    QVERIFY(near(pair->centerOfMass.x, 0, 1e-12));
    QVERIFY(near(pair->inertia[0], 6.0 / 12 * 13) && near(pair->inertia[1], 6.0 / 12 * 10)
        && near(pair->inertia[2], 6.0 / 12 * 5));
    // A mesh collision turned 0.3 rad about x at 0 0 1: the box's tensor rotated
    const std::optional<MassProperties> mesh
        = linkMassProperties(*doc, linkNamed(*doc, "mesh"), ShapeSet::Collisions, &skipped);
    QVERIFY(mesh);
    QVERIFY(near(mesh->centerOfMass.z, 1));
    const double c = std::cos(0.3), s = std::sin(0.3), iyy = 5, izz = 2.5;
    QVERIFY(near(mesh->inertia[1], c * c * iyy + s * s * izz));
    QVERIFY(near(mesh->inertia[5], c * s * (iyy - izz)));
    // The ball has no collision: nothing from the collisions, its visual measured
    QVERIFY(!linkMassProperties(*doc, linkNamed(*doc, "ball"), ShapeSet::Collisions, &skipped));
    QVERIFY(linkMassProperties(*doc, linkNamed(*doc, "ball"), ShapeSet::Visuals, &skipped));
}

void TestMassProperties::openMeshIsFlagged()
{
    Geometry mesh = shape(Geometry::Type::Mesh);
    mesh.uri = mesh.resolvedPath = kData + QStringLiteral("box_open.stl");
    QVERIFY(!measured(mesh).watertight);
    mesh.resolvedPath.clear();
    QString why;
    QVERIFY(!geometryMassProperties(mesh, &why));
    QVERIFY2(why.contains(QLatin1String("box_open.stl")), qPrintable(why));
}

void TestMassProperties::twoKilogramBoxIntoUrdf()
{
    // GIVEN the box link (collision 1 x 2 x 3 m at x = 0.5) WHEN its inertia is computed at 2 kg
    edit::EditSession s(copyOf(QStringLiteral("boxes.urdf")));
    const QByteArray before = s.bytes(s.path());
    const edit::EditResult r
        = computeInertia(s, QStringLiteral("box"), {InertiaBasis::Kind::Mass, 2});
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN the inertial is 2 kg at the box centre with ixx = 2/12 (2² + 3²) etc. to 1e-9
    const Inertial &i = linkNamed(s.document(), "box").inertial;
    QVERIFY(near(i.mass, 2));
    QVERIFY(near(i.ixx, 2.0 / 12 * 13) && near(i.iyy, 2.0 / 12 * 10) && near(i.izz, 2.0 / 12 * 5));
    QVERIFY(near(i.ixy, 0, 1e-12) && near(i.ixz, 0, 1e-12) && near(i.iyz, 0, 1e-12));
    QVERIFY2(s.bytes(s.path()).contains("<origin xyz=\"0.5 0 0\" rpy=\"0 0 0\"/>"),
        s.bytes(s.path()).constData());
    QVERIFY(r.notes.join(u' ').contains(QLatin1String("mass 2 kg")));
    // AND only the inertial's lines changed; one undo step gives the bytes back
    for (const QString &line : test::changedLines(s.bytes(s.path()), before))
        QVERIFY2(line.contains(QLatin1String("origin")) || line.contains(QLatin1String("mass"))
                || line.contains(QLatin1String("inertia")),
            qPrintable(line));
    if (!QString::fromLatin1(ORACLE_URDFDOM).isEmpty()) {
        QVERIFY(s.save().ok);
        const QString rejected = test::oracleRejects(ORACLE_URDFDOM, s.path());
        QVERIFY2(rejected.isEmpty(), qPrintable(rejected));
    }
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), before);
}

void TestMassProperties::sdfDensityAndVisualsOnly()
{
    // GIVEN an SDFormat link with a 0.5 m sphere visual, no collision, an inertial posed
    // relative to another frame
    const QString path = m_dir.filePath(QStringLiteral("ball.sdf"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("<?xml version=\"1.0\"?>\n<sdf version=\"1.9\">\n  <model name=\"m\">\n"
            "    <link name=\"ball\">\n      <inertial>\n"
            "        <pose>0 0 3 0 0 0</pose>\n        <mass>5</mass>\n      </inertial>\n"
            "      <visual name=\"v\">\n        <pose>0 0 1 0 0 0</pose>\n"
            "        <geometry><sphere><radius>0.5</radius></sphere></geometry>\n"
            "      </visual>\n    </link>\n  </model>\n</sdf>\n");
    f.close();
    edit::EditSession s(path);
    // WHEN its inertia is computed at the default density (1000 kg/m³, as gz-sim)
    const edit::EditResult r = computeInertia(s, QStringLiteral("m::ball"), InertiaBasis());
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN the mass is 1000 V, the centre of mass the sphere's centre, and a note says the
    // visuals were used
    const double V = 4.0 / 3 * M_PI * 0.125;
    const Inertial &i = linkNamed(s.document(), "ball").inertial;
    QVERIFY(near(i.mass, 1000 * V));
    QVERIFY(near(i.ixx, 0.4 * 1000 * V * 0.25));
    QVERIFY(s.bytes(path).contains("<pose>0 0 1 0 0 0</pose>\n        <mass>"));
    QVERIFY2(r.notes.join(u' ').contains(QLatin1String("visuals")), qPrintable(r.notes.join(u' ')));
    if (!QString::fromLatin1(ORACLE_SDFORMAT).isEmpty()) {
        QVERIFY(s.save().ok);
        const QString rejected = test::oracleRejects(ORACLE_SDFORMAT, path);
        QVERIFY2(rejected.isEmpty(), qPrintable(rejected));
    }
}

void TestMassProperties::refusals()
{
    edit::EditSession s(copyOf(QStringLiteral("boxes.urdf")));
    // No such link; a link without shapes
    QVERIFY(!computeInertia(s, QStringLiteral("nothere"), InertiaBasis()).ok);
    const QString path = m_dir.filePath(QStringLiteral("empty.sdf"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("<sdf version=\"1.9\"><model name=\"m\"><link name=\"l\"><visual name=\"v\">"
            "<geometry><plane><normal>0 0 1</normal></plane></geometry></visual></link>"
            "</model></sdf>\n");
    f.close();
    edit::EditSession plane(path);
    const edit::EditResult r = computeInertia(plane, QStringLiteral("l"), InertiaBasis());
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains(QLatin1String("volume")), qPrintable(r.error));
    QCOMPARE(plane.undoStack()->count(), 0);
}

void TestMassProperties::loadTimeChecks()
{
    // GIVEN links with inertials a simulator takes, refuses or mishandles
    std::unique_ptr<Document> doc = Document::load(kData + QStringLiteral("inertials.urdf"));
    QVERIFY2(doc->diagnostics().items().empty(), qPrintable(test::diagnosticsText(*doc)));
    // WHEN they are checked THEN one warning per bad link, at its <link> line
    const Diagnostics d = inertialDiagnostics(*doc);
    QStringList messages;
    for (const Diagnostic &w : d.items()) {
        QCOMPARE(w.severity, Severity::Warning);
        QVERIFY(w.line > 0);
        messages << w.message;
    }
    QCOMPARE(messages.size(), 4);
    QVERIFY2(
        messages[0].startsWith(QStringLiteral("link inertials::grams: its inertia "
                                              "(principal moments 167, 167, 167 kg·m²) is "
                                              "1e+03 times larger than its collision geometry "
                                              "gives at its mass of 1 kg (0.167, 0.167, 0.167")),
        qPrintable(messages[0]));
    QVERIFY2(messages[1].contains(QLatin1String("massless"))
            && messages[1].contains(QLatin1String("mass must be")),
        qPrintable(messages[1]));
    QVERIFY(messages[2].contains(QLatin1String("notpd"))
        && messages[2].contains(QLatin1String("positive definite")));
    QVERIFY(messages[3].contains(QLatin1String("triangle inequality")));
    // Without the geometry comparison, the three invalid ones only
    QCOMPARE(inertialDiagnostics(*doc, false).items().size(), size_t(3));
}

QTEST_GUILESS_MAIN(TestMassProperties)
#include "tst_massproperties.moc"
