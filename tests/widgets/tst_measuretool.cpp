// The Measure tool as a user works it (issue 19, "Measuring"): with View › Measure (M) on, two
// clicks near corners of two cubes snap to the corners and the status bar gives their distance
// and Δx, Δy, Δz; the view draws the points, the line, its legs and labels of the Δs and the
// distance (the distance's checked in the frame's pixels); the clicks do not select;
// Esc clears (Esc in another window does not), Esc again ends the tool. Needs an X display with
// GLX (CTest runs under xvfb-run, QT_QPA_PLATFORM=offscreen). Properties gives the distance
// between the frames of the entity selected before and the one shown.

#include "base/selection.h"
#include "document.h"
#include "model/testutil.h"
#include "offscreenrenderer.h"
#include "properties/propertiesdock.h"
#include "tools/measuretool.h"
#include "viewtestutil.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QtTest>

using namespace robostage;

class TestMeasureTool : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    }

    void twoCornersMeasured()
    {
        // GIVEN two cubes: the big one's top corner (0.5, -0.5, 1), the small one's (0.2, 1.3,
        // 0.4), both facing the iso camera
        auto window
            = test::openSettled(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/widgets/measure.sdf"));
        QVERIFY(window);
        Viewport *viewport = window->viewport();
        auto *action = window->findChild<QAction *>(QStringLiteral("measureAction"));
        auto *tool = window->findChild<MeasureTool *>();
        QVERIFY(action && tool);
        // WHEN Measure is on and the user clicks 5 pixels off each corner, on the cube's face
        action->trigger();
        QVERIFY(action->isChecked());
        const auto nearCorner = [viewport](const QVector3D &corner, const QVector3D &centre) {
            const QPointF c = viewport->pixelOf(corner), toward = viewport->pixelOf(centre) - c;
            return (c + toward * (5 / std::hypot(toward.x(), toward.y()))).toPoint();
        };
        const QVector3D big(0.5f, -0.5f, 1), small(0.2f, 1.3f, 0.4f);
        QTest::mouseClick(viewport, Qt::LeftButton, {}, nearCorner(big, {0, 0, 1}));
        QCOMPARE(tool->points().size(), size_t(1));
        QVERIFY2((tool->points()[0] - big).length() < 1e-5,
            qPrintable(QStringLiteral("%1 %2 %3 (%4)")
                           .arg(tool->points()[0].x())
                           .arg(tool->points()[0].y())
                           .arg(tool->points()[0].z())
                           .arg(tool->snappedTo())));
        QCOMPARE(tool->snappedTo(), QStringLiteral("corner"));
        QTest::mouseClick(viewport, Qt::LeftButton, {}, nearCorner(small, {0, 1.5f, 0.4f}));
        QCOMPARE(tool->points().size(), size_t(2));
        QVERIFY((tool->points()[1] - small).length() < 1e-5);
        // THEN the distance and its legs are in the status bar; the view draws two points, the
        // line and three legs; nothing was selected
        auto *label = window->statusBar()->findChild<QLabel *>(QStringLiteral("measureLabel"));
        QVERIFY(label && label->isVisible());
        const double distance = (small - big).length();
        QCOMPARE(label->text(),
            QStringLiteral("Distance %1 m — Δx -0.3 m, Δy 1.8 m, Δz -0.6 m (world)")
                .arg(QString::number(distance, 'g', 5)));
        QCOMPARE(viewport->sceneView()->markerInstanceCount(), 2 + 4);
        QCOMPARE(window->selection()->frame(), kNoFrame);
        // AND the distance is drawn in the view on a dark label above the line's middle
        QCOMPARE(viewport->sceneView()->markerLabels(),
            (QStringList {QStringLiteral("Δx -0.3 m"), QStringLiteral("Δy 1.8 m"),
                QStringLiteral("Δz -0.6 m"),
                QStringLiteral("%1 m").arg(QString::number(distance, 'g', 5))}));
        const QPointF middle = viewport->pixelOf((big + small) / 2);
        const auto labelPixels = [&](const QImage &frame) {
            // Dark box pixels and yellow text pixels in the 100 x 30 pixels above the middle.
            int dark = 0, text = 0;
            for (int y = int(middle.y()) - 40; y < int(middle.y()) - 10; ++y) {
                for (int x = int(middle.x()) - 50; x < int(middle.x()) + 50; ++x) {
                    if (!frame.rect().contains(x, y))
                        continue;
                    const QColor c = frame.pixelColor(x, y);
                    dark += c.red() < 70 && c.green() < 70 && c.blue() < 70;
                    text += c.red() > 200 && c.green() > 170 && c.blue() < 140;
                }
            }
            return std::make_pair(dark, text);
        };
        // (The first frames captured after a change may not be drawn yet: up to 10 s.)
        const auto settled = [&](auto done) {
            QElapsedTimer timer;
            timer.start();
            std::pair<int, int> pixels {-1, -1};
            while (timer.elapsed() < 10000 && !done(pixels)) {
                const QImage frame = test::captureFrame(viewport);
                if (!frame.isNull())
                    pixels = labelPixels(frame);
            }
            return pixels;
        };
        const auto [dark, text]
            = settled([](const std::pair<int, int> &p) { return p.first > 400 && p.second > 20; });
        QVERIFY2(dark > 400 && text > 20,
            qPrintable(QStringLiteral("%1 dark, %2 text pixels").arg(dark).arg(text)));
        // Esc in another window is that window's
        QWidget other;
        other.show();
        QVERIFY(QTest::qWaitForWindowExposed(&other));
        QTest::keyClick(&other, Qt::Key_Escape);
        QCOMPARE(tool->points().size(), size_t(2));
        // WHEN Esc is pressed THEN the points go; a second Esc ends the tool
        QTest::keyClick(viewport, Qt::Key_Escape);
        QVERIFY(tool->points().empty());
        QVERIFY(!label->isVisible());
        QCOMPARE(viewport->sceneView()->markerInstanceCount(), 0);
        QVERIFY(viewport->sceneView()->markerLabels().isEmpty());
        QCOMPARE(settled([](const std::pair<int, int> &p) { return p.first == 0; }).first, 0);
        QTest::keyClick(viewport, Qt::Key_Escape);
        QVERIFY(!action->isChecked());
        // AND with the tool off a click selects again
        QTest::mouseClick(viewport, Qt::LeftButton, {}, nearCorner(big, {0, 0, 1}));
        QVERIFY(window->selection()->frame() != kNoFrame);
    }

    void measuresWhatIsUnderTheCursorBelowTheGround()
    {
        // GIVEN a robot whose root is at the world origin, its legs below z = 0 (issue 30: on
        // TALOS, rooted at the waist, a click on a foot measured to the invisible ground plane)
        const QString path = QStringLiteral(ROBOSTAGE_CORPUS_DIR
            "/unitreerobotics__unitree_ros/robots/aliengo_description/urdf/aliengo.urdf");
        if (!QFileInfo::exists(path))
            QSKIP("the corpus is missing");
        auto window = test::openSettled(path);
        QVERIFY(window);
        Viewport *viewport = window->viewport();
        auto *tool = window->findChild<MeasureTool *>();
        window->findChild<QAction *>(QStringLiteral("measureAction"))->trigger();
        // WHEN the middle of each calf (0.125 m below its knee, under z = 0) is clicked
        const Document &doc = *window->document();
        const std::vector<Pose> X_WF = doc.frames().worldPoses(viewport->jointPositions());
        for (const char *calf : {"FL_calf", "RR_calf"}) {
            const FrameId frame = test::findFrame(
                doc, FrameKind::Link, QStringLiteral("aliengo::") + QLatin1String(calf));
            QVERIFY(frame != kNoFrame);
            const Pose &X_WC = X_WF[size_t(frame)];
            const Vec3 p = X_WC.transformPoint({0, 0, -0.125});
            const QVector3D middle(float(p.x), float(p.y), float(p.z));
            QVERIFY2(middle.z() < -0.1f, qPrintable(QString::number(middle.z())));
            QTest::mouseClick(viewport, Qt::LeftButton, {}, viewport->pixelOf(middle).toPoint());
            // THEN the point is on the calf, not on the ground plane
            QVERIFY(!tool->points().empty());
            const QVector3D got = tool->points().back();
            QVERIFY2(tool->snappedTo() != QLatin1String("ground") && got.z() < -0.05f
                    && (got - middle).length() < 0.1f,
                qPrintable(QStringLiteral("%1 at %2 %3 %4 (%5)")
                               .arg(QLatin1String(calf))
                               .arg(got.x())
                               .arg(got.y())
                               .arg(got.z())
                               .arg(tool->snappedTo())));
        }
    }

    void distanceInProperties()
    {
        // GIVEN the two links selected one after the other (frames at (2, 0, 0), (0, 1.5, 0.2))
        auto window
            = test::openSettled(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/widgets/measure.sdf"));
        QVERIFY(window);
        const Document &doc = *window->document();
        window->selection()->setFrame(test::frameNamed(doc, QStringLiteral("blocks::big")));
        QVERIFY(window->propertiesDock()->distanceText().isEmpty());
        window->selection()->setFrame(test::frameNamed(doc, QStringLiteral("blocks::small")));
        // THEN Properties gives the distance between their frames in the world frame
        const QString expected
            = QStringLiteral("from blocks::big: %1 m\nΔx -2 m, Δy 1.5 m, Δz 0.2 m (world)")
                  .arg(QString::number(std::sqrt(4 + 2.25 + 0.04), 'g', 5));
        QCOMPARE(window->propertiesDock()->distanceText(), expected);
        auto *label
            = window->propertiesDock()->findChild<QLabel *>(QStringLiteral("distanceLabel"));
        QVERIFY(label && label->isVisible());
        QCOMPARE(label->text(), expected);
    }

private:
    QTemporaryDir m_settings;
};

int main(int argc, char *argv[])
{
    QStandardPaths::setTestModeEnabled(true);
    OffscreenRenderer::prepareApplication();
    QApplication app(argc, argv);
    TestMeasureTool test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_measuretool.moc"
