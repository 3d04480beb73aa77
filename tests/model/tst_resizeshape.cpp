// Resizing a shape by a face (model/edit/resizeshape.h): the size each axis stands for, the
// shift that keeps the opposite face in place, symmetric resizing, snapping and the minimum.

#include "edit/resizeshape.h"

#include <QtTest>

using namespace robostage;
using namespace robostage::edit;

namespace {

Geometry shape(Geometry::Type type)
{
    Geometry g;
    g.type = type;
    g.size = {0.4, 0.2, 0.1};
    g.radius = 0.05;
    g.length = 0.3;
    return g;
}

bool near(const Vec3 &a, const Vec3 &b)
{
    return (a - b).norm() < 1e-12;
}

} // namespace

class TestResizeShape : public QObject
{
    Q_OBJECT

private slots:
    void boxFaces()
    {
        const Geometry box = shape(Geometry::Type::Box);
        QVERIFY(near(shapeHalfExtents(box), {0.2, 0.1, 0.05}));
        // −y face out by 0.1: size y 0.3, origin 0.05 towards −y (the +y face stays)
        ResizedShape r = resizedShape(box, 1, -1, 0.1, false, 0);
        QVERIFY(near(r.geometry.size, {0.4, 0.3, 0.1}));
        QVERIFY(near(r.shift_S, {0, -0.05, 0}));
        // symmetric: both faces, no shift
        r = resizedShape(box, 0, 1, 0.1, true, 0);
        QVERIFY(near(r.geometry.size, {0.6, 0.2, 0.1}));
        QVERIFY(near(r.shift_S, {}));
        // snapped to 1 mm, and the shift follows the snapped size
        r = resizedShape(box, 2, 1, 0.01234, false, 1e-3);
        QCOMPARE(r.geometry.size.z, 0.112);
        QVERIFY(std::abs(r.shift_S.z - 0.006) < 1e-12);
        // never below 0.1 mm
        r = resizedShape(box, 2, 1, -1, false, 0);
        QCOMPARE(r.geometry.size.z, 1e-4);
    }
    void roundShapes()
    {
        // cylinder: x and y are the radius, z the length
        const Geometry cylinder = shape(Geometry::Type::Cylinder);
        ResizedShape r = resizedShape(cylinder, 0, 1, 0.02, false, 0);
        QCOMPARE(r.geometry.radius, 0.06);
        QCOMPARE(r.geometry.length, 0.3);
        QVERIFY(near(r.shift_S, {0.01, 0, 0}));
        r = resizedShape(cylinder, 2, -1, 0.1, false, 0);
        QVERIFY(std::abs(r.geometry.length - 0.4) < 1e-12);
        QVERIFY(near(r.shift_S, {0, 0, -0.05}));
        // capsule: the z extent includes the caps; the length is what changes
        const Geometry capsule = shape(Geometry::Type::Capsule);
        QVERIFY(near(shapeHalfExtents(capsule), {0.05, 0.05, 0.2}));
        r = resizedShape(capsule, 2, 1, 0.1, true, 0);
        QVERIFY(std::abs(r.geometry.length - 0.5) < 1e-12);
        QCOMPARE(r.geometry.radius, 0.05);
        // sphere: any face changes the radius; the shift is along the dragged axis only
        r = resizedShape(shape(Geometry::Type::Sphere), 1, 1, 0.02, false, 0);
        QCOMPARE(r.geometry.radius, 0.06);
        QVERIFY(near(r.shift_S, {0, 0.01, 0}));
        // ellipsoid: each axis its radius
        r = resizedShape(shape(Geometry::Type::Ellipsoid), 0, 1, 0.2, true, 0);
        QVERIFY(near(r.geometry.size, {0.6, 0.2, 0.1}));
        QVERIFY(!isResizable(Geometry::Type::Mesh));
        QCOMPARE(shapeSizeText(shape(Geometry::Type::Box)), QStringLiteral("0.4 × 0.2 × 0.1 m"));
    }
};

QTEST_GUILESS_MAIN(TestResizeShape)
#include "tst_resizeshape.moc"
