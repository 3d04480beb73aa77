// Collision fit and self-collision (issue 19; model/geometry/collisionfit.h,
// selfcollision.h, trianglemesh.h): a box whose collision is shifted by half its size has IoU
// 1/3 and sticks out by the shift, to 1 %; an exact fit gives IoU 1 and nothing outside; a mesh
// measures like the primitive it is; open meshes are flagged; a link without collisions has no
// fit figures; the arm's non-adjacent links that overlap at zero position are reported with
// their depth, adjacent ones and those disabled by an SRDF, Gazebo's <self_collide> or a Drake
// collision filter group not, and none once the arm is lifted;
// PR2, aliengo and the UR10e are measured (the command line: tests/app/tst_geometrycli.cpp).

#include "collisionfit.h"
#include "corpus.h"
#include "document.h"
#include "rangecheck.h"
#include "selfcollision.h"
#include "trianglemesh.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace robostage;

namespace {

const QString kData = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/geometry/");

const Link &linkNamed(const Document &doc, const char *name)
{
    for (const Link &l : doc.scene().world.models.front().links) {
        if (l.name == QLatin1String(name))
            return l;
    }
    qFatal("no link %s", name);
}

/// True when `value` is within `relative` of `expected`.
bool within(const std::optional<double> &value, double expected, double relative)
{
    return value && std::abs(*value - expected) <= relative * std::max(std::abs(expected), 1e-9);
}

QByteArray figures(const LinkFit &f)
{
    return QStringLiteral("V %1 C %2 IoU %3 out %4/%5 uncovered %6")
        .arg(f.visualVolume.value_or(-1))
        .arg(f.collisionVolume.value_or(-1))
        .arg(f.iou.value_or(-1))
        .arg(f.visualOutside.value_or(-1))
        .arg(f.collisionOutside.value_or(-1))
        .arg(f.uncoveredFraction.value_or(-1))
        .toUtf8();
}

} // namespace

class TestCollisionFit : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void shiftedBox();
    void exactFits();
    void openMeshAndBareLink();
    void insideTestOnSharedEdges();
    void selfCollisions();
    void exclusionsWrittenInTheFile();
    void overJointRanges();
    void corpusRobots();

private:
    std::unique_ptr<Document> m_fit;
};

void TestCollisionFit::initTestCase()
{
    m_fit = Document::load(kData + QStringLiteral("fit.sdf"));
    QVERIFY2(!m_fit->diagnostics().hasErrors(), qPrintable(m_fit->diagnostics().toString()));
}

void TestCollisionFit::shiftedBox()
{
    const LinkFit f = collisionFit(*m_fit, linkNamed(*m_fit, "shifted"));
    QCOMPARE(f.link, QStringLiteral("fit::shifted"));
    QVERIFY2(within(f.iou, 1.0 / 3, 0.01), figures(f));
    QVERIFY2(within(f.visualVolume, 1, 0.01) && within(f.collisionVolume, 1, 0.01), figures(f));
    QVERIFY2(
        within(f.visualOutside, 0.5, 0.01) && within(f.collisionOutside, 0.5, 0.01), figures(f));
    QVERIFY2(within(f.uncoveredFraction, 0.5, 0.01), figures(f));
    // The visual sticks out most on its far face, x = −0.5
    QVERIFY(std::abs(f.visualOutsidePoint.x + 0.5) < 1e-9);
    QVERIFY(f.watertight);
}

void TestCollisionFit::exactFits()
{
    const LinkFit same = collisionFit(*m_fit, linkNamed(*m_fit, "same"));
    QVERIFY2(within(same.iou, 1, 1e-9), figures(same));
    QVERIFY2(within(same.visualVolume, 4.0 / 3 * M_PI * 0.027, 0.02), figures(same));
    // Within the 2 % of the bounding box's diagonal the figures promise
    const double diagonal = 0.6 * std::sqrt(3);
    QVERIFY2(*same.visualOutside < 0.02 * diagonal && *same.collisionOutside < 0.02 * diagonal,
        figures(same));
    const LinkFit mesh = collisionFit(*m_fit, linkNamed(*m_fit, "mesh"));
    QVERIFY(mesh.watertight);
    QVERIFY2(within(mesh.iou, 1, 0.02) && within(mesh.visualVolume, 6, 0.02), figures(mesh));
    QVERIFY2(*mesh.visualOutside < 1e-6 && *mesh.collisionOutside < 1e-6, figures(mesh));
}

void TestCollisionFit::openMeshAndBareLink()
{
    // The box without its top: flagged, its inside still found by the six rays' majority
    const LinkFit open = collisionFit(*m_fit, linkNamed(*m_fit, "open"));
    QVERIFY(!open.watertight);
    QVERIFY2(within(open.visualVolume, 6, 0.02), figures(open));
    const LinkFit bare = collisionFit(*m_fit, linkNamed(*m_fit, "bare"));
    QVERIFY2(within(bare.visualVolume, M_PI * 0.04, 0.03), figures(bare));
    QVERIFY(!bare.collisionVolume && !bare.iou && !bare.visualOutside && !bare.uncoveredFraction);
}

void TestCollisionFit::insideTestOnSharedEdges()
{
    // Rays through the box's edges and its faces' diagonals count once: every point of a grid
    // aligned with the box is classified as the closed form does.
    Geometry box;
    box.type = Geometry::Type::Box;
    box.size = {2, 2, 2};
    QString why;
    const InsideTest inside(*shapeSurface(box, &why));
    int wrong = 0;
    for (int i = -4; i <= 4; ++i) {
        for (int j = -4; j <= 4; ++j) {
            for (int k = -4; k <= 4; ++k) {
                const Vec3 p {i * 0.25, j * 0.25, k * 0.25 + 0.01};
                const bool expected = std::abs(p.x) < 1 && std::abs(p.y) < 1 && std::abs(p.z) < 1;
                if (std::abs(p.x) != 1 && std::abs(p.y) != 1 && inside.contains(p) != expected)
                    ++wrong;
            }
        }
    }
    QCOMPARE(wrong, 0);
}

void TestCollisionFit::selfCollisions()
{
    std::unique_ptr<Document> arm = Document::load(kData + QStringLiteral("arm.urdf"));
    const SelfCollisionChecker checker(*arm);
    QVERIFY(checker.srdfPath().endsWith(QLatin1String("arm.srdf")));
    QCOMPARE(checker.exclusion(QStringLiteral("arm::link1"), QStringLiteral("arm::link2")),
        QStringLiteral("adjacent"));
    QVERIFY(checker.exclusion(QStringLiteral("arm::base"), QStringLiteral("arm::link4"))
                .startsWith(QLatin1String("srdf")));
    // At zero position: base and link3 only (link1/link2 and link2/link3 are adjacent, link4
    // is disabled by the SRDF), 0.03 m deep
    std::vector<SelfCollision> pairs = checker.check({});
    QCOMPARE(pairs.size(), size_t(1));
    QCOMPARE(pairs[0].a, QStringLiteral("arm::base"));
    QCOMPARE(pairs[0].b, QStringLiteral("arm::link3"));
    QVERIFY2(std::abs(pairs[0].depth - 0.03) < 1e-6, qPrintable(QString::number(pairs[0].depth)));
    // Lifted by 0.5 m, nothing collides
    QVERIFY(checker.check({{QStringLiteral("arm::j1"), 0.5}}).empty());
    // Without the SRDF, link4 is reported too (0.1 m deep)
    const SelfCollisionChecker noSrdf(*arm, QStringLiteral("/nonexistent/arm.srdf"));
    QVERIFY(!noSrdf.problems().isEmpty());
    pairs = noSrdf.check({});
    QCOMPARE(pairs.size(), size_t(2));
    QCOMPARE(pairs[1].b, QStringLiteral("arm::link4"));
}

void TestCollisionFit::overJointRanges()
{
    // GIVEN the arm lifted free (j1 = 0.5) WHEN j1's range [0, 1] m is sampled THEN base and
    // link3 are found, deepest (0.03 m) where link3 reaches into the base (j1 < 0.2 m)
    std::unique_ptr<Document> arm = Document::load(kData + QStringLiteral("arm.urdf"));
    const SelfCollisionChecker checker(*arm);
    const JointPositions lifted {{QStringLiteral("arm::j1"), 0.5}};
    QVERIFY(checker.check(lifted).empty());
    const std::vector<RangeCollision> found
        = rangeCollisions(checker, lifted, {{QStringLiteral("arm::j1"), 0, 1}});
    QCOMPARE(found.size(), size_t(1));
    QCOMPARE(found[0].a, QStringLiteral("arm::base"));
    QCOMPARE(found[0].b, QStringLiteral("arm::link3"));
    QVERIFY(std::abs(found[0].depth - 0.03) < 1e-6);
    QVERIFY(found[0].q.value(QStringLiteral("arm::j1")) < 0.2);
    QCOMPARE(checker.check(found[0].q).size(), size_t(1));
    // A range that stays clear finds nothing
    QVERIFY(rangeCollisions(checker, lifted, {{QStringLiteral("arm::j1"), 0.3, 1}}).empty());
}

void TestCollisionFit::exclusionsWrittenInTheFile()
{
    // The arm with base and link3 excluded in the file itself: by Gazebo's <self_collide>
    // false on link3, and by a Drake collision filter group that ignores itself
    QFile f(kData + QStringLiteral("arm.urdf"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray arm = f.readAll();
    QTemporaryDir dir;
    const QList<std::pair<QByteArray, QString>> cases {
        {"<gazebo reference=\"link3\"><self_collide>false</self_collide></gazebo>",
            QStringLiteral("self_collide false")},
        {"<drake:collision_filter_group name=\"g\"><drake:member link=\"base\"/>"
         "<drake:member link=\"link3\"/><drake:ignored_collision_filter_group name=\"g\"/>"
         "</drake:collision_filter_group>",
            QStringLiteral("collision_filter_group")}};
    for (const auto &[extension, why] : cases) {
        const QString path = dir.filePath(QStringLiteral("arm.urdf"));
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QByteArray(arm).replace("</robot>", extension + "\n</robot>"));
        out.close();
        std::unique_ptr<Document> doc = Document::load(path);
        const SelfCollisionChecker checker(*doc);
        QCOMPARE(checker.exclusion(QStringLiteral("arm::base"), QStringLiteral("arm::link3")), why);
        // no SRDF beside this copy: link4 is the one pair left
        const std::vector<SelfCollision> pairs = checker.check({});
        QCOMPARE(pairs.size(), size_t(1));
        QCOMPARE(pairs[0].b, QStringLiteral("arm::link4"));
    }
}

void TestCollisionFit::corpusRobots()
{
    // The largest corpus robots with meshes: every link with visuals and collisions gets its
    // figures (finite, in range), and a self-collision check runs
    const QString corpus = test::corpusDir();
    const QStringList robots {
        QStringLiteral("RobotLocomotion__models/pr2_description/urdf/pr2_simplified.urdf"),
        QStringLiteral("unitreerobotics__unitree_ros/robots/aliengo_description/urdf/aliengo.urdf"),
        QStringLiteral("xacro/expected/ur_ur10e.urdf")};
    for (const QString &robot : robots) {
        if (!QFileInfo::exists(corpus + u'/' + robot))
            QSKIP("the corpus is missing");
        std::unique_ptr<Document> doc
            = Document::load(corpus + u'/' + robot, test::corpusResolver());
        int measured = 0;
        for (const LinkFit &f : collisionFits(*doc)) {
            QVERIFY2(f.skipped.isEmpty(), qPrintable(robot + u' ' + f.skipped.join(u' ')));
            if (!f.iou)
                continue;
            ++measured;
            QVERIFY2(*f.iou >= 0 && *f.iou <= 1 && *f.visualVolume > 0 && *f.collisionVolume > 0
                    && std::isfinite(*f.visualOutside) && std::isfinite(*f.collisionOutside),
                qPrintable(f.link + u' ' + QString::fromUtf8(figures(f))));
        }
        QVERIFY2(measured >= 7, qPrintable(robot));
        const SelfCollisionChecker checker(*doc);
        QVERIFY(checker.checkedPairCount() > 0);
        for (const SelfCollision &c : checker.check({}))
            QVERIFY(c.depth >= 0 && c.a < c.b);
    }
}

QTEST_GUILESS_MAIN(TestCollisionFit)
#include "tst_collisionfit.moc"
