// Generated collision shapes (issue 19; model/geometry/shapefit.h, fitcollision.h,
// boundingshapes.h, convexhull.h): the box, cylinder, sphere, capsule and hull fitted to known
// visuals (a sphere fitted with a cylinder gives its radius and a length of its diameter within
// 1 %), Qhull's hull and its vertex cap, and the fitted shape written into SDFormat and URDF
// files as one undo step (replacing the link's collisions or beside them); the oracles accept
// the results. The command line: tests/app/tst_geometrycli.cpp.

#include "boundingshapes.h"
#include "document.h"
#include "edit/entitylookup.h"
#include "fitcollision.h"
#include "shapefit.h"
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

bool within(double value, double expected, double relative)
{
    return std::abs(value - expected) <= relative * std::abs(expected);
}

const Link &linkNamed(const Document &doc, const char *name)
{
    return *test::findLink(doc.scene().world.models.front(), QLatin1String(name));
}

FittedShape fitted(const Document &doc, const char *link, FitKind kind)
{
    QString error;
    const std::optional<FittedShape> s = fitCollisionShape(doc, linkNamed(doc, link), kind, &error);
    if (!s)
        qWarning("%s", qPrintable(error));
    return s.value_or(FittedShape());
}

} // namespace

class TestShapeFit : public QObject
{
    Q_OBJECT

private slots:
    void enclosingBallsAreSmallest();
    void sphereFittedWithEachShape();
    void boxFindsTurnedBox();
    void rodFittedWithCylinderAndCapsule();
    void hullOfMeshAndCap();
    void replaceCollisionsInOneUndoStep();
    void hullIntoUrdf();
    void refusals();
    void selectedVisualsOnly();

private:
    QTemporaryDir m_dir;
    QString copyOf(const QString &name)
    {
        return test::copyFixtures(kData, m_dir.path(), {name, QStringLiteral("box.stl")});
    }
};

void TestShapeFit::enclosingBallsAreSmallest()
{
    // The corners of a 2 x 4 rectangle: the circle through them, radius √5
    const Ball circle
        = enclosingCircle({{-1, -2, 7}, {1, -2, 0}, {1, 2, 0}, {-1, 2, 0}, {0, 0, 0}});
    QVERIFY(within(circle.radius, std::sqrt(5.0), 1e-12));
    QVERIFY(std::abs(circle.center.x) < 1e-12 && std::abs(circle.center.y) < 1e-12);
    // A regular tetrahedron's vertices: its circumsphere, radius √3 (edge 2√2)
    const Ball ball = enclosingSphere({{1, 1, 1}, {1, -1, -1}, {-1, 1, -1}, {-1, -1, 1}});
    QVERIFY(within(ball.radius, std::sqrt(3.0), 1e-12));
    // Two far points and many between: the ball on the pair
    std::vector<Vec3> line;
    for (int i = 0; i <= 100; ++i)
        line.push_back({i * 0.1 - 5, 0.01 * std::sin(i), 0});
    QVERIFY(within(enclosingSphere(line).radius, 5, 1e-6));
}

void TestShapeFit::sphereFittedWithEachShape()
{
    // GIVEN a sphere visual of radius 0.3 centred at (0.1, 0.2, 0.3) in its link
    const std::unique_ptr<Document> loaded = Document::load(kData + QStringLiteral("shapes.sdf"));
    const Document &doc = *loaded;
    const Vec3 centre {0.1, 0.2, 0.3};
    // WHEN a cylinder is fitted THEN its radius is 0.3 and its length 0.6 within 1 % (the
    // sphere is tessellated with 32 segments: 0.5 % inside it at most), centred on the sphere
    const FittedShape cylinder = fitted(doc, "ball", FitKind::Cylinder);
    QCOMPARE(cylinder.geometry.type, Geometry::Type::Cylinder);
    QVERIFY2(within(cylinder.geometry.radius, 0.3, 0.01),
        qPrintable(QString::number(cylinder.geometry.radius)));
    QVERIFY(within(cylinder.geometry.length, 0.6, 0.01));
    QVERIFY((cylinder.X_LS.p - centre).norm() < 1e-3);
    // AND the sphere, capsule and box do as well
    const FittedShape sphere = fitted(doc, "ball", FitKind::Sphere);
    QVERIFY(within(sphere.geometry.radius, 0.3, 0.01));
    QVERIFY((sphere.X_LS.p - centre).norm() < 1e-3);
    QVERIFY(sphere.fit.iou && *sphere.fit.iou > 0.97);
    const FittedShape capsule = fitted(doc, "ball", FitKind::Capsule);
    QVERIFY(within(capsule.geometry.radius, 0.3, 0.01));
    QVERIFY(capsule.geometry.length < 0.01);
    const FittedShape box = fitted(doc, "ball", FitKind::Box);
    for (double side : {box.geometry.size.x, box.geometry.size.y, box.geometry.size.z})
        QVERIFY(within(side, 0.6, 0.01));
    // AND the figures say the sphere is covered: IoU of a sphere in its cube is π/6
    QVERIFY(box.fit.iou && within(*box.fit.iou, M_PI / 6, 0.03));
    QVERIFY(box.fit.visualOutside && *box.fit.visualOutside < 1e-3);
    QVERIFY(within(box.volume, 0.216, 0.03));
}

void TestShapeFit::boxFindsTurnedBox()
{
    // GIVEN a 0.4 x 0.2 x 0.1 box visual turned by roll 0.3, yaw 0.5 WHEN a box is fitted
    const std::unique_ptr<Document> loaded = Document::load(kData + QStringLiteral("shapes.sdf"));
    const Document &doc = *loaded;
    const FittedShape box = fitted(doc, "brick", FitKind::Box);
    // THEN it is that box: its volume to 1e-4 and every visual point within it
    QVERIFY2(within(box.volume, 0.008, 1e-4), qPrintable(QString::number(box.volume)));
    std::vector<double> sides {box.geometry.size.x, box.geometry.size.y, box.geometry.size.z};
    std::sort(sides.begin(), sides.end());
    QVERIFY(
        within(sides[0], 0.1, 1e-4) && within(sides[1], 0.2, 1e-4) && within(sides[2], 0.4, 1e-4));
    QVERIFY((box.X_LS.p - Vec3 {0.1, 0, 0.05}).norm() < 1e-5);
    QVERIFY(box.fit.iou && *box.fit.iou > 0.99);
    QVERIFY(box.fit.visualOutside && *box.fit.visualOutside < 1e-5);
}

void TestShapeFit::rodFittedWithCylinderAndCapsule()
{
    // GIVEN a cylinder visual (r 0.05, 0.6 long) lying along x
    const std::unique_ptr<Document> loaded = Document::load(kData + QStringLiteral("shapes.sdf"));
    const Document &doc = *loaded;
    // WHEN a cylinder is fitted THEN it is the same cylinder, its axis along x
    const FittedShape cylinder = fitted(doc, "rod", FitKind::Cylinder);
    QVERIFY(within(cylinder.geometry.radius, 0.05, 1e-3));
    QVERIFY(within(cylinder.geometry.length, 0.6, 1e-4));
    QVERIFY(std::abs(std::abs(cylinder.X_LS.q.rotate({0, 0, 1}).x) - 1) < 1e-6);
    QVERIFY(cylinder.fit.iou && *cylinder.fit.iou > 0.97);
    // AND a capsule holds it: nothing of the rod sticks out, its caps past the ends
    const FittedShape capsule = fitted(doc, "rod", FitKind::Capsule);
    QCOMPARE(capsule.geometry.type, Geometry::Type::Capsule);
    QVERIFY(capsule.fit.visualOutside && *capsule.fit.visualOutside < 1e-3);
    QVERIFY(capsule.geometry.radius >= 0.0499 && capsule.geometry.radius < 0.08);
    QVERIFY(capsule.volume > cylinder.volume);
}

void TestShapeFit::hullOfMeshAndCap()
{
    const std::unique_ptr<Document> loaded = Document::load(kData + QStringLiteral("shapes.sdf"));
    const Document &doc = *loaded;
    // GIVEN the turned 1 x 2 x 3 m box mesh WHEN its hull is fitted THEN it has the 8 corners
    // and the box's volume
    const FittedShape hull = fitted(doc, "part", FitKind::Hull);
    QCOMPARE(hull.geometry.type, Geometry::Type::Mesh);
    QVERIFY(hull.geometry.inlineMesh);
    QCOMPARE(hull.hullVertices, 8);
    QCOMPARE(hull.geometry.inlineMesh->triangleCount(), 12);
    QVERIFY(within(hull.volume, 6, 1e-6));
    QVERIFY(hull.fit.iou && *hull.fit.iou > 0.99);
    // GIVEN the tessellated sphere (more than 255 vertices on its hull) THEN the hull is capped
    // at 255, inside the sphere, and still near its volume
    const FittedShape capped = fitted(doc, "ball", FitKind::Hull);
    QVERIFY2(capped.hullFullVertices > kHullVertexCap,
        qPrintable(QString::number(capped.hullFullVertices)));
    QVERIFY(capped.hullVertices <= kHullVertexCap && capped.hullVertices > 200);
    const double sphere = 4.0 / 3 * M_PI * 0.027;
    QVERIFY(capped.volume < sphere && capped.volume > 0.95 * sphere);
}

void TestShapeFit::replaceCollisionsInOneUndoStep()
{
    // GIVEN the rod link with two collisions
    edit::EditSession s(copyOf(QStringLiteral("shapes.sdf")));
    const QByteArray before = s.bytes(s.path());
    // WHEN a cylinder is fitted and replaces them
    FitCollisionOptions options;
    options.replace = true;
    const edit::EditResult r = fitCollision(s, QStringLiteral("rod"), FitKind::Cylinder, options);
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN the link has one collision, fit_cylinder, and the notes give its figures
    const Link &rod = linkNamed(s.document(), "rod");
    QCOMPARE(rod.collisions.size(), size_t(1));
    QCOMPARE(rod.collisions.front().name, QStringLiteral("fit_cylinder"));
    QCOMPARE(rod.collisions.front().geometry.type, Geometry::Type::Cylinder);
    const QString notes = r.notes.join(u'\n');
    QVERIFY2(notes.contains(QLatin1String("IoU 1, visual outside")), qPrintable(notes));
    QVERIFY(notes.contains(QLatin1String("old, old2")));
    const QByteArray after = s.bytes(s.path());
    QVERIFY2(after.contains("<pose>0 0 0.2 0 1.570796 0</pose>"), after.constData());
    QVERIFY(after.contains("<radius>0.05</radius>") && after.contains("<length>0.6</length>"));
    // AND only the collisions' lines changed
    for (const QString &line : test::changedLines(before, after))
        QVERIFY2(line.contains(QLatin1String("collision"))
                || line.contains(QLatin1String("geometry")) || line.contains(QLatin1String("pose"))
                || line.contains(QLatin1String("size")) || line.contains(QLatin1String("radius"))
                || line.contains(QLatin1String("length")) || line.contains(QLatin1String("box"))
                || line.contains(QLatin1String("sphere"))
                || line.contains(QLatin1String("cylinder")),
            qPrintable(line));
    // AND the oracle accepts the file
    if (!QString::fromLatin1(ORACLE_SDFORMAT).isEmpty()) {
        QVERIFY(s.save().ok);
        const QString rejected = test::oracleRejects(ORACLE_SDFORMAT, s.path());
        QVERIFY2(rejected.isEmpty(), qPrintable(rejected));
    }
    // AND one undo gives the bytes back
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), before);
    // WHEN a box is fitted beside the collisions THEN they stay
    QVERIFY(fitCollision(s, QStringLiteral("rod"), FitKind::Box, {}).ok);
    QCOMPARE(linkNamed(s.document(), "rod").collisions.size(), size_t(3));
}

void TestShapeFit::hullIntoUrdf()
{
    // GIVEN the URDF ball link (a sphere visual, no collision) WHEN its hull is fitted
    const QString path = copyOf(QStringLiteral("boxes.urdf"));
    edit::EditSession s(path);
    const edit::EditResult r = fitCollision(s, QStringLiteral("ball"), FitKind::Hull, {});
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN ball_hull.stl is written beside the file and named by a relative URI
    const QString mesh = m_dir.filePath(QStringLiteral("ball_hull.stl"));
    QVERIFY(QFileInfo::exists(mesh));
    QVERIFY2(
        s.bytes(path).contains("<mesh filename=\"ball_hull.stl\"/>"), s.bytes(path).constData());
    QVERIFY(r.notes.join(u' ').contains(QLatin1String("capped at 255")));
    // AND the document reads it back: a closed mesh of the sphere's volume within 5 %
    const Link &ball = linkNamed(s.document(), "ball");
    QCOMPARE(ball.collisions.size(), size_t(1));
    QCOMPARE(ball.collisions.front().geometry.resolvedPath, QFileInfo(mesh).absoluteFilePath());
    const FittedShape again = fitted(s.document(), "ball", FitKind::Hull);
    QVERIFY(within(again.volume, 4.0 / 3 * M_PI * 0.125, 0.05));
    if (!QString::fromLatin1(ORACLE_URDFDOM).isEmpty()) {
        QVERIFY(s.save().ok);
        const QString rejected = test::oracleRejects(ORACLE_URDFDOM, s.path());
        QVERIFY2(rejected.isEmpty(), qPrintable(rejected));
    }
    // AND a second hull gets a file of its own
    QVERIFY(fitCollision(s, QStringLiteral("ball"), FitKind::Hull, {}).ok);
    QVERIFY(QFileInfo::exists(m_dir.filePath(QStringLiteral("ball_hull_2.stl"))));
}

void TestShapeFit::refusals()
{
    const QString path = copyOf(QStringLiteral("boxes.urdf"));
    edit::EditSession s(path);
    const QByteArray before = s.bytes(path);
    // A capsule in URDF: the format has none; nothing changes
    edit::EditResult r = fitCollision(s, QStringLiteral("ball"), FitKind::Capsule, {});
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains(QLatin1String("capsule")), qPrintable(r.error));
    // A link without visuals, and no such link
    r = fitCollision(s, QStringLiteral("box"), FitKind::Box, {});
    QVERIFY2(!r.ok && r.error.contains(QLatin1String("no visual")), qPrintable(r.error));
    QVERIFY(!fitCollision(s, QStringLiteral("nosuch"), FitKind::Box, {}).ok);
    QCOMPARE(s.bytes(path), before);
    QCOMPARE(s.undoStack()->count(), 0);
    // A plane visual has no volume
    const std::unique_ptr<Document> loaded = Document::load(kData + QStringLiteral("shapes.sdf"));
    const Document &doc = *loaded;
    QString error;
    QVERIFY(!fitCollisionShape(doc, linkNamed(doc, "flat"), FitKind::Box, &error));
    QVERIFY2(error.contains(QLatin1String("flat has no visual with a surface"))
            && error.contains(QLatin1String("no volume")),
        qPrintable(error));
    FitKind kind;
    QVERIFY(parseFitKind(QStringLiteral("hull"), kind) && kind == FitKind::Hull);
    QVERIFY(!parseFitKind(QStringLiteral("cone"), kind));
}

void TestShapeFit::selectedVisualsOnly()
{
    // GIVEN a link with a 0.2 m block at its origin and a knob (r 0.1 m) at x = 1
    const std::unique_ptr<Document> loaded = Document::load(kData + QStringLiteral("shapes.sdf"));
    const Document &doc = *loaded;
    const Link &pair = linkNamed(doc, "pair");
    QString error;
    // WHEN a sphere is fitted around the knob only THEN it is the knob (tessellation 1 %)
    const std::optional<FittedShape> knob
        = fitCollisionShape(doc, pair, FitKind::Sphere, &error, {}, {QStringLiteral("knob")});
    QVERIFY2(knob, qPrintable(error));
    QVERIFY(within(knob->geometry.radius, 0.1, 0.001));
    QVERIFY((knob->X_LS.p - Vec3 {1, 0, 0}).norm() < 1e-3);
    // AND its figures measure the knob alone: it covers it
    QVERIFY(knob->fit.iou && *knob->fit.iou > 0.95);
    // WHEN around every visual THEN it holds both
    const FittedShape both = fitted(doc, "pair", FitKind::Sphere);
    QVERIFY(both.geometry.radius > 0.6);
    // AND a visual the link does not have is refused
    QVERIFY(!fitCollisionShape(doc, pair, FitKind::Box, &error, {}, {QStringLiteral("nope")}));
    QVERIFY2(error.contains(QLatin1String("no visual named 'nope'")), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestShapeFit)
#include "tst_shapefit.moc"
