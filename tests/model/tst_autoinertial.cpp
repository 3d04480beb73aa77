// SDFormat 1.11 `<inertial auto="true">` evaluated at load (issue 19; model/geometry/
// autoinertial.h): GIVEN tests/data/geometry/auto_inertial.sdf, THEN every automatic inertial
// has the mass, centre of mass and tensor of its collisions to 1e-9 (closed forms: boxes,
// a sphere, the STL of a box turned 90°), at the collision's `<density>`, else the inertial's,
// else 1000 kg/m³, scaled to a written `<mass>` (libsdformat 15.2); a link without collisions
// gets libsdformat's error; written inertials and documents loaded without the hook are left as
// written; moving a collision in an edit session computes the centre of mass again.

#include "autoinertial.h"
#include "document.h"
#include "edit/editsession.h"
#include "testutil.h"

#include <QtTest>

#include <cmath>

using namespace robostage;

namespace {

const QString kFile = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/geometry/auto_inertial.sdf");

const Inertial &inertialOf(const Document &doc, const char *link)
{
    const Link *l = test::findLink(doc.scene().world.models.front(), QLatin1String(link));
    Q_ASSERT(l);
    return l->inertial;
}

/// mass, com x y z, ixx iyy izz ixy ixz iyz
void compare(const Inertial &in, const std::array<double, 10> &expected)
{
    const std::array<double, 10> got {in.mass, in.pose.X_RF.p.x, in.pose.X_RF.p.y, in.pose.X_RF.p.z,
        in.ixx, in.iyy, in.izz, in.ixy, in.ixz, in.iyz};
    for (size_t i = 0; i < got.size(); ++i) {
        const double tolerance = 1e-9 * std::max(1.0, std::abs(expected[i]));
        if (std::abs(got[i] - expected[i]) > tolerance)
            QFAIL(qPrintable(QStringLiteral("value %1: %2, expected %3")
                                 .arg(i)
                                 .arg(got[i], 0, 'g', 17)
                                 .arg(expected[i], 0, 'g', 17)));
    }
}

} // namespace

class TestAutoInertial : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { installAutoInertials(); }
    void cleanupTestCase() { Document::setLoadHook(nullptr); }

    void computedFromCollisions()
    {
        const auto doc = Document::load(kFile);
        const Inertial &box = inertialOf(*doc, "box_link");
        QVERIFY(box.computed);
        // 1 x 2 x 3 m at 1000 kg/m³: m = 6000 kg, ixx = m/12 (2² + 3²), …
        compare(box, {6000, 0, 0, 0.5, 6500, 5000, 2500, 0, 0, 0});

        // Cube at its own 500 kg/m³ at the origin; ball r = 0.5 at x = 2 at the link's 2000.
        const double m1 = 500, m2 = 2000 * 4.0 / 3.0 * M_PI * 0.125, m = m1 + m2;
        const double cx = 2 * m2 / m;
        const double cube = m1 / 12 * 2, ball = 0.4 * m2 * 0.25;
        const double side = cube + ball + m1 * cx * cx + m2 * (2 - cx) * (2 - cx);
        compare(inertialOf(*doc, "two_densities"), {m, cx, 0, 0, cube + ball, side, side, 0, 0, 0});

        // A written mass scales the computed inertial: 2 kg.
        compare(inertialOf(*doc, "weighed"),
            {2, 0, 0, 0, 2.0 / 12 * 13, 2.0 / 12 * 10, 2.0 / 12 * 5, 0, 0, 0});

        // The box's STL turned 90° about z: x and y swap.
        compare(inertialOf(*doc, "mesh_link"), {6000, 0, 0, 0, 5000, 6500, 2500, 0, 0, 0});
    }

    void problemsAreReported()
    {
        const auto doc = Document::load(kFile);
        const Inertial &none = inertialOf(*doc, "no_collision");
        QVERIFY(!none.computed);
        QCOMPARE(none.mass, 3.0);
        bool reported = false;
        for (const Diagnostic &d : doc->diagnostics().items()) {
            if (d.message.contains(QLatin1String("auto::no_collision"))) {
                reported = d.severity == Severity::Error
                    && d.message.contains(QLatin1String("no <collision>"));
                QVERIFY(d.file.endsWith(QLatin1String("auto_inertial.sdf")));
                QVERIFY(d.line > 0);
            }
        }
        QVERIFY(reported);
        // Only that link is reported.
        QCOMPARE(doc->diagnostics().items().size(), size_t(1));

        // An inertial without auto keeps its values.
        const Inertial &written = inertialOf(*doc, "written");
        QVERIFY(!written.automatic && !written.computed);
        QCOMPARE(written.mass, 4.0);
        QCOMPARE(written.ixx, 1.0);
    }

    void withoutTheHookTheFileValuesStay()
    {
        Document::setLoadHook(nullptr);
        const auto doc = Document::load(kFile);
        installAutoInertials();
        const Inertial &box = inertialOf(*doc, "box_link");
        QVERIFY(box.automatic && !box.computed);
        QCOMPARE(box.mass, 1.0); // inertial.sdf's default
        QCOMPARE(inertialOf(*doc, "two_densities").density, std::optional<double>(2000));
        const Link *link
            = test::findLink(doc->scene().world.models.front(), QStringLiteral("two_densities"));
        QCOMPARE(link->collisions[0].density, std::optional<double>(500));
        QVERIFY(!link->collisions[1].density);
    }

    void editsComputeItAgain()
    {
        // A collision pose edit is otherwise made in place; here it moves the centre of mass.
        edit::EditSession session(kFile);
        QVERIFY(session.setPose(QStringLiteral("collision:box_link::box"), {0, 0, 1, 0, 0, 0}).ok);
        compare(
            inertialOf(session.document(), "box_link"), {6000, 0, 0, 1, 6500, 5000, 2500, 0, 0, 0});
        session.undoStack()->undo();
        QCOMPARE(inertialOf(session.document(), "box_link").pose.X_RF.p.z, 0.5);
    }
};

QTEST_GUILESS_MAIN(TestAutoInertial)
#include "tst_autoinertial.moc"
