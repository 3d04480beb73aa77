// The Collision fit dock as a user works it (issue 19): View › Collision Fit measures every
// link in the background and lists the figures, sortable; a click on a row selects the link
// and marks its farthest points in the view; Heat map colours the links in the drawn frame;
// Fit collision… previews a cylinder around a cylinder and writes it in one undo step; the
// arm's colliding pair is listed, drawn in magenta and reported in Diagnostics, goes when the
// joint slider lifts the arm, and is found again by Check over joint ranges. Edit › Compute
// Inertia… writes a link's inertial in one undo step; inertials a simulator would refuse show in
// Diagnostics without opening anything (for a robot of more than 200 links, the values only). Needs
// an X display with GLX (CTest runs under xvfb-run, QT_QPA_PLATFORM=offscreen).

#include "backgroundchecks.h"
#include "base/languages.h"
#include "base/selection.h"
#include "collisionfit/collisionfitdock.h"
#include "collisionfit/computeinertiadialog.h"
#include "collisionfit/fitcollisiondialog.h"
#include "edit/editsession.h"
#include "joints/jointsdock.h"
#include "mainwindow/diagnosticsdock.h"
#include "model/testutil.h"
#include "offscreenrenderer.h"
#include "viewtestutil.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSlider>
#include <QSortFilterProxyModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

#include <Qt3DRender/QRenderCapture>

using namespace robostage;

namespace {

using robostage::test::captureFrame;

const QString kData = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/geometry/");

/// Pixels of `image` that `accept` takes, every second row and column.
template<typename Accept> int countPixels(const QImage &image, Accept accept)
{
    int n = 0;
    for (int y = 0; y < image.height(); y += 2) {
        for (int x = 0; x < image.width(); x += 2)
            n += accept(image.pixelColor(x, y));
    }
    return n;
}

/// The most pixels `accept` takes in a frame drawn within 10 s, once it reaches `atLeast`.
template<typename Accept> int settledCount(Viewport *viewport, Accept accept, int atLeast)
{
    QElapsedTimer timer;
    timer.start();
    int best = 0;
    while (timer.elapsed() < 10000 && best < atLeast) {
        const QImage image = captureFrame(viewport);
        if (!image.isNull())
            best = std::max(best, countPixels(image, accept));
    }
    return best;
}

bool isRed(const QColor &c)
{
    return c.red() > 140 && c.green() < c.red() / 2 && c.blue() < c.red() / 2;
}

/// Opens the dock through its View menu action and waits for the measurement.
CollisionFitDock *openDock(MainWindow &window)
{
    auto *action = window.findChild<QAction *>(QStringLiteral("collisionFitAction"));
    if (!action)
        return nullptr;
    action->trigger();
    CollisionFitDock *dock = window.collisionFitDock();
    return QTest::qWaitFor([dock] { return dock->isMeasured(); }, 30000) ? dock : nullptr;
}

} // namespace

class TestCollisionFitDock : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void tableHeatMapAndMarks();
    void fitDialogPreviewsAndApplies();
    void fitDialogAroundTheSelectedVisual();
    void selfCollisionsFollowTheSliders();
    void srdfChosenInTheWindow();
    void selfCollideOffSaysWhyAndChecksAnyway();
    void computeInertiaFromTheEditMenu();
    void inertialWarningsInDiagnostics();
    void bigDocumentsSkipTheGeometry();

private:
    QTemporaryDir m_dir;
    QTemporaryDir m_settings;
};

void TestCollisionFitDock::initTestCase()
{
    QVERIFY(m_dir.isValid() && m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    // English as the window has it (runGui): its catalogue gives the plural forms ("0 pairs").
    languages::install(QStringLiteral("en"));
    test::copyFixtures(kData, m_dir.path(),
        {QStringLiteral("fit.sdf"), QStringLiteral("box.stl"), QStringLiteral("box_open.stl"),
            QStringLiteral("arm.urdf"), QStringLiteral("arm.srdf"), QStringLiteral("shapes.sdf")});
}

void TestCollisionFitDock::tableHeatMapAndMarks()
{
    // GIVEN fit.sdf open (five links; `shifted` has its collision moved by half its size)
    auto window = test::openSettled(m_dir.filePath(QStringLiteral("fit.sdf")));
    QVERIFY(window);
    const int redBefore = settledCount(window->viewport(), isRed, 1 << 30);
    // WHEN View › Collision Fit is opened THEN every link is measured, worst fit first
    CollisionFitDock *dock = openDock(*window);
    QVERIFY(dock && dock->isVisible());
    QCOMPARE(dock->model()->rowCount(), 5);
    QTableView *table = dock->table();
    const auto cell = [table](int row, int column) {
        return table->model()->index(row, column).data().toString();
    };
    QCOMPARE(cell(0, CollisionFitModel::LinkColumn), QStringLiteral("fit::bare")); // no IoU
    QCOMPARE(cell(1, CollisionFitModel::LinkColumn), QStringLiteral("fit::shifted"));
    QVERIFY2(std::abs(cell(1, CollisionFitModel::IouColumn).toDouble() - 1.0 / 3) < 0.01,
        qPrintable(cell(1, CollisionFitModel::IouColumn)));
    QCOMPARE(cell(1, CollisionFitModel::VisualOutsideColumn), QStringLiteral("500"));
    // AND every figure is written the same way: fixed-point, to three digits (issue 30)
    for (int row = 0; row < 5; ++row) {
        for (int column : {CollisionFitModel::VisualVolumeColumn,
                 CollisionFitModel::CollisionVolumeColumn, CollisionFitModel::UncoveredColumn}) {
            const QString text = cell(row, column);
            QVERIFY2(text == QStringLiteral("–") || text == QLatin1String("< 0.001")
                    || QRegularExpression(
                        QStringLiteral("^(\\d{3,}|\\d{2}\\.\\d|\\d\\.\\d\\d|0\\.\\d{3})$"))
                           .match(text)
                           .hasMatch(),
                qPrintable(text));
        }
    }
    // Sorting by another column reorders the rows
    table->sortByColumn(CollisionFitModel::VisualVolumeColumn, Qt::DescendingOrder);
    QCOMPARE(cell(0, CollisionFitModel::LinkColumn), QStringLiteral("fit::open"));
    // WHEN the user clicks the shifted row THEN the link is selected and its two farthest
    // points are marked (the visual's and the collision's)
    int shiftedRow = -1;
    for (int row = 0; row < 5; ++row)
        shiftedRow = cell(row, 0) == QLatin1String("fit::shifted") ? row : shiftedRow;
    const QRect rect = table->visualRect(table->model()->index(shiftedRow, 0));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, rect.center());
    const FrameId shifted = test::frameNamed(*window->document(), QStringLiteral("fit::shifted"));
    QCOMPARE(window->selection()->frame(), shifted);
    QCOMPARE(window->viewport()->sceneView()->markerInstanceCount(), 2);
    // WHEN Heat map is ticked THEN the four links with both sets are tinted, and the drawn
    // frame shows the badly fitted box in red (nothing was red before)
    window->selection()->clear();
    auto *legend = dock->findChild<QWidget *>(QStringLiteral("heatMapLegend"));
    QVERIFY(legend && !legend->isVisible());
    QTest::mouseClick(dock->heatMapBox(), Qt::LeftButton);
    QVERIFY(dock->heatMapBox()->isChecked());
    // AND its key shows beside the box
    QVERIFY(legend->isVisible());
    QCOMPARE(window->viewport()->tints().size(), 4);
    const LinkFit &fit = dock->model()->fit(dock->model()->rowOf(shifted));
    QCOMPARE(window->viewport()->tints().value(shifted), fitColor(*fit.iou));
    QCOMPARE(redBefore, 0);
    const int red = settledCount(window->viewport(), isRed, 150);
    QVERIFY2(red >= 150, qPrintable(QString::number(red)));
    // WHEN the dock is closed THEN its drawings go
    window->findChild<QAction *>(QStringLiteral("collisionFitAction"))->trigger();
    QVERIFY(window->viewport()->tints().isEmpty());
    QCOMPARE(window->viewport()->sceneView()->tintedCount(), 0);
}

void TestCollisionFitDock::fitDialogPreviewsAndApplies()
{
    // GIVEN fit.sdf's `bare` link (a cylinder visual r 0.2, 1 m, no collision) selected
    auto window = test::openSettled(m_dir.filePath(QStringLiteral("fit.sdf")));
    QVERIFY(window);
    CollisionFitDock *dock = openDock(*window);
    QVERIFY(dock);
    const FrameId bare = test::frameNamed(*window->document(), QStringLiteral("fit::bare"));
    window->selection()->setFrame(bare);
    // WHEN Fit collision… is clicked and Cylinder chosen
    QTest::mouseClick(dock->fitButton(), Qt::LeftButton);
    FitCollisionDialog *dialog = dock->fitDialog();
    QVERIFY(dialog && dialog->isVisible());
    dialog->kindBox()->setCurrentIndex(dialog->kindBox()->findData(int(FitKind::Cylinder)));
    // THEN the figures give the cylinder's size and a perfect fit, and the view draws it
    // (each unit is bound to its number by a no-break space, so that a wrap never parts them)
    const QString figures = dialog->figuresLabel()->text();
    QVERIFY2(figures.contains(QStringLiteral("radius 0.2\u00a0m, length 1\u00a0m")),
        qPrintable(figures));
    QVERIFY(figures.contains(QLatin1String("IoU 1,")));
    QVERIFY2(!QRegularExpression(QStringLiteral("\\d [m%]")).match(figures).hasMatch(),
        qPrintable(figures));
    QCOMPARE(window->viewport()->sceneView()->markerInstanceCount(), 1);
    // WHEN Apply is clicked THEN the link has the collision, in one undo step, and the
    // preview is gone
    const QByteArray before = window->session()->bytes(window->session()->path());
    const int rows = dock->model()->rowCount();
    QVERIFY(rows > 0);
    QTest::mouseClick(dialog->applyButton(), Qt::LeftButton);
    // AND while the table is measured again its rows stay, greyed (not a blank table)
    QCOMPARE(dock->model()->rowCount(), rows);
    QVERIFY(dock->model()->isStale() || dock->isMeasured());
    QTRY_VERIFY(!dock->fitDialog());
    const Link *link
        = test::findLink(window->document()->scene().world.models.front(), QStringLiteral("bare"));
    QVERIFY(link);
    QCOMPARE(link->collisions.size(), size_t(1));
    QCOMPARE(link->collisions.front().name, QStringLiteral("fit_cylinder"));
    QCOMPARE(window->viewport()->sceneView()->markerInstanceCount(), 0);
    QVERIFY(window->statusBar()->currentMessage().contains(QLatin1String("cylinder collision")));
    // AND the table is measured again: bare now fits perfectly
    QTRY_VERIFY_WITH_TIMEOUT(dock->isMeasured(), 30000);
    const int row
        = dock->model()->rowOf(test::frameNamed(*window->document(), QStringLiteral("fit::bare")));
    QVERIFY(row >= 0 && dock->model()->fit(row).iou && *dock->model()->fit(row).iou > 0.97);
    window->session()->undoStack()->undo();
    QCOMPARE(window->session()->bytes(window->session()->path()), before);
}

void TestCollisionFitDock::fitDialogAroundTheSelectedVisual()
{
    // GIVEN shapes.sdf's `pair` link (a 0.2 m block and a knob of radius 0.1 m at x = 1) with
    // its knob visual selected
    auto window = test::openSettled(m_dir.filePath(QStringLiteral("shapes.sdf")));
    QVERIFY(window);
    CollisionFitDock *dock = openDock(*window);
    QVERIFY(dock);
    window->selection()->setFrame(
        test::frameNamed(*window->document(), QStringLiteral("shapes::pair::knob")));
    // WHEN Fit collision… is clicked and Sphere chosen
    QTest::mouseClick(dock->fitButton(), Qt::LeftButton);
    FitCollisionDialog *dialog = dock->fitDialog();
    QVERIFY(dialog && dialog->onlyVisualBox() && dialog->onlyVisualBox()->isChecked());
    QVERIFY(dialog->onlyVisualBox()->text().contains(QLatin1String("'knob'")));
    dialog->kindBox()->setCurrentIndex(dialog->kindBox()->findData(int(FitKind::Sphere)));
    // THEN the sphere holds the knob alone; unticked, it holds both visuals
    QVERIFY(dialog->shape() && std::abs(dialog->shape()->geometry.radius - 0.1) < 1e-4);
    dialog->onlyVisualBox()->click();
    QVERIFY(dialog->shape() && dialog->shape()->geometry.radius > 0.6);
    dialog->onlyVisualBox()->click();
    // WHEN Apply is clicked THEN the knob's sphere is the link's collision
    const int rows = dock->model()->rowCount();
    QVERIFY(rows > 0);
    QTest::mouseClick(dialog->applyButton(), Qt::LeftButton);
    // AND while the table is measured again its rows stay, greyed (not a blank table)
    QCOMPARE(dock->model()->rowCount(), rows);
    QVERIFY(dock->model()->isStale() || dock->isMeasured());
    QTRY_VERIFY(!dock->fitDialog());
    const Link *pair
        = test::findLink(window->document()->scene().world.models.front(), QStringLiteral("pair"));
    QVERIFY(pair && pair->collisions.size() == 1);
    QVERIFY(std::abs(pair->collisions.front().geometry.radius - 0.1) < 1e-4);
    // AND with the link itself selected the dialog fits every visual, without the choice
    window->selection()->setFrame(
        test::frameNamed(*window->document(), QStringLiteral("shapes::pair")));
    QTest::mouseClick(dock->fitButton(), Qt::LeftButton);
    QVERIFY(dock->fitDialog() && !dock->fitDialog()->onlyVisualBox());
    dock->fitDialog()->close();
}

void TestCollisionFitDock::selfCollisionsFollowTheSliders()
{
    // GIVEN the arm (link3 reaches 0.03 m into the base at j1 = 0; arm.srdf disables base and
    // link4) in the collision view
    auto window = test::openSettled(m_dir.filePath(QStringLiteral("arm.urdf")));
    QVERIFY(window);
    window->viewport()->setViewMode(SceneView::ViewMode::Collisions);
    CollisionFitDock *dock = openDock(*window);
    QVERIFY(dock);
    // THEN the pair is listed, drawn in magenta and reported in Diagnostics
    QCOMPARE(dock->collidingPairs(), QStringList {QStringLiteral("arm::base|arm::link3")});
    QTreeWidgetItem *now = dock->pairList()->topLevelItem(0);
    QCOMPARE(now->childCount(), 1);
    QCOMPARE(now->child(0)->text(2), QStringLiteral("30.0"));
    QCOMPARE(window->viewport()->tints().size(), 2);
    QVERIFY(window->viewport()->sceneView()->tintedCount() >= 2);
    const auto magenta = [](const QColor &c) {
        return c.red() > 120 && c.blue() > 120 && c.green() < c.red() / 2;
    };
    QVERIFY(settledCount(window->viewport(), magenta, 200) >= 200);
    QCOMPARE(window->diagnosticsDock()->count(), 1);
    QVERIFY(window->summary().contains(QLatin1String("1 warning")));
    // WHEN the j1 slider lifts the arm by 0.5 m THEN nothing collides any more, at once
    QSlider *slider = window->jointsDock()->slider(QStringLiteral("arm::j1"));
    QVERIFY(slider);
    slider->setValue(JointsDock::kSliderSteps / 2);
    QVERIFY(dock->collidingPairs().isEmpty());
    QCOMPARE(now->childCount(), 0);
    QVERIFY(window->viewport()->tints().isEmpty());
    QCOMPARE(window->diagnosticsDock()->count(), 0);
    // WHEN Check over joint ranges is clicked THEN the pair is found with j1 where it collides,
    // and a click on it moves the arm there
    QTest::mouseClick(dock->rangeButton(), Qt::LeftButton);
    QTreeWidgetItem *over = dock->pairList()->topLevelItem(1);
    QVERIFY(over);
    QCOMPARE(over->childCount(), 1);
    QCOMPARE(over->child(0)->text(1), QStringLiteral("arm::link3"));
    QVERIFY2(over->child(0)->text(3).startsWith(QLatin1String("arm::j1=")),
        qPrintable(over->child(0)->text(3)));
    const QRect rect = dock->pairList()->visualItemRect(over->child(0));
    QTest::mouseClick(dock->pairList()->viewport(), Qt::LeftButton, {}, rect.center());
    QVERIFY(window->jointsDock()->position(QStringLiteral("arm::j1")) < 0.2);
    QCOMPARE(dock->collidingPairs().size(), 1);
}

void TestCollisionFitDock::srdfChosenInTheWindow()
{
    // GIVEN the arm in a folder without its SRDF: base and link4 collide too
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("bare")));
    const QString bare = m_dir.filePath(QStringLiteral("bare/arm.urdf"));
    QVERIFY(QFile::copy(m_dir.filePath(QStringLiteral("arm.urdf")), bare));
    auto window = test::openSettled(bare);
    QVERIFY(window);
    CollisionFitDock *dock = openDock(*window);
    QVERIFY(dock);
    const QStringList both {
        QStringLiteral("arm::base|arm::link3"), QStringLiteral("arm::base|arm::link4")};
    QCOMPARE(dock->collidingPairs(), both);
    // WHEN the user picks ../arm.srdf with the SRDF… button (the dialog opens in the file's
    // folder)
    QString askedIn;
    dock->setSrdfChooser([&](const QString &dir) {
        askedIn = dir;
        return m_dir.filePath(QStringLiteral("arm.srdf"));
    });
    QVERIFY(dock->srdfButton()->isVisible());
    QTest::mouseClick(dock->srdfButton(), Qt::LeftButton);
    QCOMPARE(askedIn, QFileInfo(bare).absolutePath());
    // THEN it is measured again without the pair the SRDF disables, and the status says so
    QVERIFY(QTest::qWaitFor([dock] { return dock->isMeasured(); }, 30000));
    QCOMPARE(dock->collidingPairs(), QStringList {QStringLiteral("arm::base|arm::link3")});
    auto *status = dock->findChild<QLabel *>(QStringLiteral("collisionFitStatus"));
    QVERIFY2(status->text().contains(QLatin1String("Pairs disabled in arm.srdf are left out")),
        qPrintable(status->text()));
    QCOMPARE(window->diagnosticsDock()->count(), 1);
    // AND a file that is not there is said so, and nothing is left out
    dock->setSrdfChooser(
        [&](const QString &) { return m_dir.filePath(QStringLiteral("no.srdf")); });
    QTest::mouseClick(dock->srdfButton(), Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([dock] { return dock->isMeasured(); }, 30000));
    QCOMPARE(dock->collidingPairs(), both);
    QVERIFY2(
        status->text().contains(QLatin1String("no such SRDF file")), qPrintable(status->text()));
}

void TestCollisionFitDock::selfCollideOffSaysWhyAndChecksAnyway()
{
    // GIVEN the arm without its SRDF, its robot-level <gazebo><self_collide>false (as PR2's
    // links all have): no pair is checked (issue 30: "0 pairs" without a word why)
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("off")));
    const QString path = m_dir.filePath(QStringLiteral("off/arm.urdf"));
    QFile in(m_dir.filePath(QStringLiteral("arm.urdf")));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray bytes = in.readAll();
    bytes.replace("</robot>", "<gazebo><self_collide>false</self_collide></gazebo>\n</robot>");
    QVERIFY(test::writeFile(path, bytes));
    auto window = test::openSettled(path);
    QVERIFY(window);
    CollisionFitDock *dock = openDock(*window);
    QVERIFY(dock);
    // THEN nothing collides, and the list says why, with Check anyway offered
    QVERIFY(dock->collidingPairs().isEmpty());
    const QString line = dock->pairList()->topLevelItem(0)->text(0);
    QVERIFY2(line.startsWith(QLatin1String("At the joint positions now: 0 pairs ("))
            && line.contains(QLatin1String("not checked: their links have <self_collide>false")),
        qPrintable(line));
    auto *anyway = dock->findChild<QCheckBox *>(QStringLiteral("checkAnywayBox"));
    QVERIFY(anyway && anyway->isVisible());
    // WHEN it is ticked THEN the pairs are measured again and found, the file unchanged
    QTest::mouseClick(anyway, Qt::LeftButton);
    QVERIFY(QTest::qWaitFor([dock] { return dock->isMeasured(); }, 30000));
    QCOMPARE(dock->collidingPairs(),
        QStringList(
            {QStringLiteral("arm::base|arm::link3"), QStringLiteral("arm::base|arm::link4")}));
    QCOMPARE(window->session()->undoStack()->count(), 0);
    QVERIFY(anyway->isVisible());
}

void TestCollisionFitDock::computeInertiaFromTheEditMenu()
{
    // GIVEN fit.sdf's `shifted` link (a 1 m cube collision at x = 0.5) selected
    auto window = test::openSettled(m_dir.filePath(QStringLiteral("fit.sdf")));
    QVERIFY(window);
    auto *action = window->findChild<QAction *>(QStringLiteral("computeInertiaAction"));
    QVERIFY(action);
    window->selection()->setFrame(
        test::frameNamed(*window->document(), QStringLiteral("fit::shifted::v")));
    QVERIFY(action->isEnabled());
    // WHEN Edit › Compute Inertia… is chosen with a total mass of 2 kg and applied
    const QByteArray before = window->session()->bytes(window->session()->path());
    action->trigger();
    auto *dialog = window->findChild<ComputeInertiaDialog *>();
    QVERIFY(dialog && dialog->isVisible());
    dialog->basisBox()->setCurrentIndex(1);
    QCOMPARE(dialog->valueBox()->value(), 1.0); // the link's mass as read (the default)
    dialog->valueBox()->setValue(2);
    QTest::mouseClick(dialog->applyButton(), Qt::LeftButton);
    // THEN the link weighs 2 kg with a cube's inertia 2/6 kg·m² at the cube's centre
    const Link *link = test::findLink(
        window->document()->scene().world.models.front(), QStringLiteral("shifted"));
    QVERIFY(link && link->inertial.present);
    QCOMPARE(link->inertial.mass, 2.0);
    QVERIFY(std::abs(link->inertial.ixx - 2.0 / 6) < 1e-9);
    QVERIFY(window->statusBar()->currentMessage().contains(QLatin1String("mass 2 kg")));
    // AND one undo step gives the bytes back
    window->session()->undoStack()->undo();
    QCOMPARE(window->session()->bytes(window->session()->path()), before);
    // Nothing selected: nothing to compute
    window->selection()->clear();
    QVERIFY(!action->isEnabled());
}

void TestCollisionFitDock::inertialWarningsInDiagnostics()
{
    // GIVEN a file with four links a simulator would refuse or mishandle WHEN it is opened
    // THEN the background check lists them in Diagnostics, without the Collision Fit dock
    test::copyFixtures(kData, m_dir.path(), {QStringLiteral("inertials.urdf")});
    auto window = test::openSettled(m_dir.filePath(QStringLiteral("inertials.urdf")));
    QVERIFY(window);
    QTRY_COMPARE_WITH_TIMEOUT(window->diagnosticsDock()->count(), 4, 20000);
    QVERIFY(window->summary().contains(QLatin1String("4 warnings")));
    QVERIFY(!window->collisionFitDock()->isVisible());
}

void TestCollisionFitDock::bigDocumentsSkipTheGeometry()
{
    // GIVEN a robot of more links than BackgroundChecks compares with their geometry: one with
    // an inertia 1000 times its cube's, one whose inertia is not positive definite
    QString urdf = QStringLiteral("<robot name=\"chain\">\n");
    const int links = BackgroundChecks::kMaxComparedLinks + 1;
    for (int i = 0; i < links; ++i) {
        const QString inertia = i == 1 ? QStringLiteral("166.7\" iyy=\"166.7\" izz=\"166.7")
            : i == 2                   ? QStringLiteral("1\" iyy=\"1\" izz=\"-1")
                                       : QStringLiteral("0.1667\" iyy=\"0.1667\" izz=\"0.1667");
        urdf
            += QStringLiteral("<link name=\"l%1\"><inertial><mass value=\"1\"/><inertia ixx=\"%2\" "
                              "ixy=\"0\" ixz=\"0\" iyz=\"0\"/></inertial><collision><geometry>"
                              "<box size=\"1 1 1\"/></geometry></collision></link>\n")
                   .arg(i)
                   .arg(inertia);
        if (i > 0)
            urdf += QStringLiteral("<joint name=\"j%1\" type=\"fixed\"><parent link=\"l%2\"/>"
                                   "<child link=\"l%1\"/></joint>\n")
                        .arg(i)
                        .arg(i - 1);
    }
    urdf += QStringLiteral("</robot>\n");
    const QString path = m_dir.filePath(QStringLiteral("chain.urdf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(urdf.toUtf8());
    file.close();
    // WHEN it is opened THEN only the values are checked: the invalid inertia is reported, the
    // one that is only far off its geometry is not
    auto window = test::openSettled(path);
    QVERIFY(window);
    QTRY_COMPARE(window->diagnosticsDock()->count(), 1);
    QTest::qWait(200);
    QCOMPARE(window->diagnosticsDock()->count(), 1);
}

int main(int argc, char *argv[])
{
    QStandardPaths::setTestModeEnabled(true);
    OffscreenRenderer::prepareApplication();
    QApplication app(argc, argv);
    TestCollisionFitDock test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_collisionfitdock.moc"
