// Tests for the Joints dock with a world of many joints (issue 17): it makes widgets only for the
// joints of the selected model or of a name filter, and keeps every joint's position. The world
// (300 robots of 2 revolute joints) is written by the test. Needs an X display with GLX (CTest
// runs under xvfb-run, QT_QPA_PLATFORM=offscreen).

#include "base/selection.h"
#include "document.h"
#include "joints/jointsdock.h"
#include "mainwindow/mainwindow.h"
#include "model/testutil.h"
#include "offscreenrenderer.h"
#include "scenetree/scenetreedock.h"

#include <QApplication>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeView>
#include <QtTest>

#include <cmath>

using namespace robostage;

namespace {

constexpr int kRobots = 300;

/// An SDFormat world of `kRobots` robots `robot_K`: a base, an upper arm on revolute joint
/// `shoulder` (±1 rad) and a forearm on revolute joint `elbow` (±2 rad).
QByteArray manyRobots()
{
    QByteArray sdf = "<?xml version=\"1.0\"?>\n<sdf version=\"1.9\">\n<world name=\"many\">\n";
    for (int k = 0; k < kRobots; ++k) {
        sdf += QStringLiteral("<model name=\"robot_%1\"><pose>%2 %3 0 0 0 0</pose>\n")
                   .arg(k)
                   .arg(k % 20)
                   .arg(k / 20)
                   .toUtf8();
        for (const char *link : {"base", "upper_arm", "forearm"})
            sdf += QByteArray("<link name=\"") + link + "\"/>\n";
        sdf += "<joint name=\"shoulder\" type=\"revolute\"><parent>base</parent>"
               "<child>upper_arm</child><axis><xyz>0 0 1</xyz><limit><lower>-1</lower>"
               "<upper>1</upper></limit></axis></joint>\n"
               "<joint name=\"elbow\" type=\"revolute\"><parent>upper_arm</parent>"
               "<child>forearm</child><axis><xyz>0 1 0</xyz><limit><lower>-2</lower>"
               "<upper>2</upper></limit></axis></joint>\n</model>\n";
    }
    return sdf + "</world>\n</sdf>\n";
}

QString robot(int k, const char *part)
{
    return QStringLiteral("robot_%1::%2").arg(k).arg(QLatin1String(part));
}

} // namespace

class TestManyJoints : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup() { m_window.reset(); }
    void noRowsUntilAModelIsSelected();
    void selectingALinkListsItsModel();
    void positionsSurviveSwitchingModels();
    void filterListsMatchingJoints();
    void fewJointsKeepEveryRow();

private:
    /// Clicks the row of `frame` in the scene tree, as a user selects it.
    void clickInTree(const QString &scopedName, FrameKind kind);
    int widgetCount() const;

    QTemporaryDir m_dir;
    QString m_world;
    std::unique_ptr<MainWindow> m_window;
    JointsDock *m_dock = nullptr;
};

void TestManyJoints::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.filePath("settings"));
    m_world = m_dir.filePath(QStringLiteral("many.sdf"));
    QFile file(m_world);
    const QByteArray bytes = manyRobots();
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size());
}

void TestManyJoints::init()
{
    // GIVEN the world of 300 robots (600 joints) in a shown window
    m_window = std::make_unique<MainWindow>();
    m_window->openFile(m_world, MainWindow::Recent::Skip);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_dock = m_window->jointsDock();
}

void TestManyJoints::clickInTree(const QString &scopedName, FrameKind kind)
{
    QTreeView *view = m_window->sceneTreeDock()->view();
    const FrameId frame = test::findFrame(*m_window->document(), kind, scopedName);
    const QModelIndex index = m_window->sceneTreeDock()->indexOfFrame(frame);
    QVERIFY2(index.isValid(), qPrintable(scopedName));
    view->scrollTo(index);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(index).center());
    QCOMPARE(m_window->selection()->frame(), frame);
    // The new rows show once the event loop runs (QLayout shows added widgets queued).
    for (const QSlider *slider : m_dock->findChildren<QSlider *>())
        QTRY_VERIFY(slider->isVisible());
}

int TestManyJoints::widgetCount() const
{
    return int(
        m_dock->findChildren<QSlider *>().size() + m_dock->findChildren<QDoubleSpinBox *>().size());
}

void TestManyJoints::noRowsUntilAModelIsSelected()
{
    // THEN the dock knows every joint but makes no row, and says how to get some
    QCOMPARE(m_dock->joints().size(), 2 * kRobots);
    QCOMPARE(m_dock->positions().size(), 2 * kRobots);
    QCOMPARE(widgetCount(), 0);
    QVERIFY2(m_dock->summary().contains(QLatin1String("600 joints in 300 models")),
        qPrintable(m_dock->summary()));
    QVERIFY(m_dock->summary().contains(QLatin1String("select a model")));
    QVERIFY(m_dock->filterEdit()->isVisible());
}

void TestManyJoints::selectingALinkListsItsModel()
{
    // WHEN the user clicks robot_17's forearm in the scene tree
    clickInTree(robot(17, "forearm"), FrameKind::Link);
    // THEN robot_17's two joints get rows, and no other joint does
    QCOMPARE(m_dock->shownJoints(), QStringList({robot(17, "shoulder"), robot(17, "elbow")}));
    QCOMPARE(widgetCount(), 4);
    QVERIFY2(m_dock->summary().contains(QLatin1String("showing robot_17's 2 joints")),
        qPrintable(m_dock->summary()));
    // WHEN the shoulder slider is moved to its end with the keyboard
    QSignalSpy moved(m_dock, &JointsDock::positionsChanged);
    QSlider *shoulder = m_dock->slider(robot(17, "shoulder"));
    QTest::mouseClick(shoulder, Qt::LeftButton, {}, QPoint(shoulder->width() / 2, 4));
    QTest::keyClick(shoulder, Qt::Key_End);
    // THEN the positions emitted put it at its upper limit, the others where they were
    QVERIFY(!moved.isEmpty());
    const auto q = moved.last().first().value<JointPositions>();
    QCOMPARE(q.value(robot(17, "shoulder")), 1.0);
    QCOMPARE(q.value(robot(18, "shoulder")), 0.0);
    QCOMPARE(q.size(), 2 * kRobots);
}

void TestManyJoints::positionsSurviveSwitchingModels()
{
    // GIVEN robot_17's elbow set to 90° in its spin box
    clickInTree(robot(17, "base"), FrameKind::Link);
    QDoubleSpinBox *elbow = m_dock->spinBox(robot(17, "elbow"));
    QVERIFY(elbow);
    elbow->selectAll();
    QTest::keyClicks(elbow, QStringLiteral("90"));
    QTest::keyClick(elbow, Qt::Key_Return);
    QVERIFY(std::abs(m_dock->position(robot(17, "elbow")) - M_PI / 2) < 1e-9);
    // WHEN robot_242 is selected (its model row) and its shoulder moved
    clickInTree(QStringLiteral("robot_242"), FrameKind::Model);
    QCOMPARE(m_dock->shownJoints(), QStringList({robot(242, "shoulder"), robot(242, "elbow")}));
    QCOMPARE(m_dock->spinBox(robot(17, "elbow")), nullptr);
    // (Page Down: Home is the window's View › Camera › Reset Camera shortcut)
    QTest::keyClick(m_dock->slider(robot(242, "shoulder")), Qt::Key_PageDown);
    // THEN robot_17's elbow keeps its position, in positions() too
    QVERIFY(std::abs(m_dock->positions().value(robot(17, "elbow")) - M_PI / 2) < 1e-9);
    QCOMPARE(m_dock->position(robot(242, "shoulder")), -0.02);
    // AND a joint without a row can be set too
    m_dock->setPositions({{robot(250, "elbow"), 0.5}});
    QCOMPARE(m_dock->position(robot(250, "elbow")), 0.5);
    // WHEN robot_17 is selected again, its row shows where the elbow is
    clickInTree(robot(17, "upper_arm"), FrameKind::Link);
    QCOMPARE(m_dock->spinBox(robot(17, "elbow"))->value(), 90.0);
    QCOMPARE(m_dock->slider(robot(17, "elbow"))->value(),
        int(std::lround((M_PI / 2 + 2) / 4 * JointsDock::kSliderSteps)));
    // AND Reset puts every joint back, shown or not
    QTest::mouseClick(m_dock->resetButton(), Qt::LeftButton);
    QCOMPARE(m_dock->position(robot(242, "shoulder")), 0.0);
    QCOMPARE(m_dock->position(robot(250, "elbow")), 0.0);
    QCOMPARE(m_dock->spinBox(robot(17, "elbow"))->value(), 0.0);
}

void TestManyJoints::filterListsMatchingJoints()
{
    // WHEN the user types a name into the filter box
    QLineEdit *filter = m_dock->filterEdit();
    QTest::mouseClick(filter, Qt::LeftButton);
    QTest::keyClicks(filter, QStringLiteral("robot_29"));
    // THEN the joints of robot_29 and robot_290…299 get rows (22)
    QTRY_COMPARE(m_dock->shownJoints().size(), 22);
    QCOMPARE(widgetCount(), 44);
    QVERIFY(m_dock->shownJoints().contains(robot(295, "elbow")));
    // AND selecting a model does not replace the list while the filter is set
    clickInTree(robot(3, "base"), FrameKind::Link);
    QCOMPARE(m_dock->shownJoints().size(), 22);
    // WHEN the filter matches every joint, at most kMaxRows get rows
    filter->clear();
    QTest::keyClicks(filter, QStringLiteral("ROBOT"));
    QTest::keyClick(filter, Qt::Key_Return);
    QCOMPARE(m_dock->shownJoints().size(), JointsDock::kMaxRows);
    QVERIFY2(m_dock->summary().contains(QLatin1String("first 200 of the 600")),
        qPrintable(m_dock->summary()));
    // WHEN the filter is cleared, the selected model's joints are listed
    filter->clear();
    QTRY_COMPARE(m_dock->shownJoints(), QStringList({robot(3, "shoulder"), robot(3, "elbow")}));
}

void TestManyJoints::fewJointsKeepEveryRow()
{
    // GIVEN a robot of four joints
    m_window->openFile(
        QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/widgets/joints.urdf"), MainWindow::Recent::Skip);
    // THEN every joint has a row, without summary; the filter is there all the same (issue 30)
    QCOMPARE(m_dock->shownJoints(), m_dock->joints());
    QCOMPARE(m_dock->joints().size(), 4);
    QVERIFY(m_dock->filterEdit()->isVisible());
    QVERIFY(m_dock->summary().isEmpty());
    // WHEN a name is typed into it THEN only the matching joints have rows
    const QString first = m_dock->joints().first();
    QTest::keyClicks(m_dock->filterEdit(), first.section(QStringLiteral("::"), -1));
    QTest::keyClick(m_dock->filterEdit(), Qt::Key_Return);
    QVERIFY(m_dock->shownJoints().contains(first));
    QVERIFY(m_dock->shownJoints().size() < 4);
    // AND each slider has the dock's width, under its joint's name (not beside it)
    QList<QSlider *> sliders = m_dock->findChildren<QSlider *>(QStringLiteral("jointSlider"));
    QVERIFY(!sliders.isEmpty());
    for (QSlider *slider : sliders)
        QVERIFY2(!slider->isVisible() || slider->width() >= m_dock->filterEdit()->width() - 30,
            qPrintable(QStringLiteral("%1 of %2")
                           .arg(slider->width())
                           .arg(m_dock->filterEdit()->width())));
    // WHEN the filter is cleared THEN every joint is back
    m_dock->filterEdit()->clear();
    QTest::keyClick(m_dock->filterEdit(), Qt::Key_Return);
    QCOMPARE(m_dock->shownJoints(), m_dock->joints());
}

int main(int argc, char *argv[])
{
    QStandardPaths::setTestModeEnabled(true);
    OffscreenRenderer::prepareApplication();
    QApplication app(argc, argv);
    TestManyJoints test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_manyjoints.moc"
