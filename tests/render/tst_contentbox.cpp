// Tests for contentBox() (render/camerafit.h, issue 17): what a fitted camera frames of a
// scene's visuals; backdrops much larger than the rest (a ground box, a sky box) do not count
// when there is other content.

#include "camerafit.h"

#include <QtTest>

#include <algorithm>
#include <vector>

using namespace robostage;

Q_DECLARE_METATYPE(std::vector<robostage::WorldBox>)

namespace {

/// A box of `size` metres centred at `centre` (world frame).
WorldBox boxAt(const QVector3D &centre, const QVector3D &size)
{
    return {centre - size / 2, centre + size / 2};
}

} // namespace

class TestContentBox : public QObject
{
    Q_OBJECT

private slots:
    void framesTheContent_data();
    void framesTheContent();
};

void TestContentBox::framesTheContent_data()
{
    QTest::addColumn<std::vector<WorldBox>>("boxes");
    QTest::addColumn<int>("content"); ///< how many of the last boxes the frame holds
    const WorldBox marker = boxAt({2, 1, 0.25f}, {0.5f, 0.5f, 0.5f});
    const WorldBox robot = boxAt({0, 0, 0.8f}, {0.6f, 0.5f, 1.6f});
    const WorldBox ground = boxAt({0, 0, -0.05f}, {100, 100, 0.1f});
    const WorldBox sky = boxAt({0, 0, 0}, {1000, 1000, 1000});
    const WorldBox room = boxAt({0, 0, 1.25f}, {8, 6, 2.5f});
    QTest::newRow("a marker alone") << std::vector<WorldBox> {marker} << 1;
    QTest::newRow("100 m ground box, marker") << std::vector<WorldBox> {ground, marker} << 1;
    QTest::newRow("sky box, ground box, robot and marker")
        << std::vector<WorldBox> {sky, ground, robot, marker} << 2;
    // A room is not a backdrop of a robot in it: less than ten times its size.
    QTest::newRow("room, robot") << std::vector<WorldBox> {room, robot} << 2;
    // Two ground tiles together are the content's own size: neither is left out alone.
    QTest::newRow("two ground tiles, marker")
        << std::vector<WorldBox> {ground, boxAt({100, 0, -0.05f}, {100, 100, 0.1f}), marker} << 3;
}

void TestContentBox::framesTheContent()
{
    QFETCH(std::vector<WorldBox>, boxes);
    QFETCH(int, content);
    // GIVEN the world boxes of a scene's visuals, largest first, the last `content` of them
    // the content
    WorldBox expected = boxes.back();
    for (size_t i = boxes.size() - size_t(content); i < boxes.size(); ++i) {
        for (int axis = 0; axis < 3; ++axis) {
            expected.min[axis] = std::min(expected.min[axis], boxes[i].min[axis]);
            expected.max[axis] = std::max(expected.max[axis], boxes[i].max[axis]);
        }
    }
    // WHEN the camera's box is chosen, in whatever order the boxes come
    std::reverse(boxes.begin(), boxes.end());
    const WorldBox framed = contentBox(boxes);
    // THEN it is the union of the content
    QCOMPARE(framed.min, expected.min);
    QCOMPARE(framed.max, expected.max);
}

QTEST_APPLESS_MAIN(TestContentBox)

#include "tst_contentbox.moc"
