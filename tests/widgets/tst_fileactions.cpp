// Tests for the main window's file handling: recent files kept in QSettings across windows,
// drag and drop of files, reloading when the file changes on disk, export as SDF/URDF, the
// window layout kept across windows, and diagnostics that select their element.
// Needs an X display with GLX (CTest runs under xvfb-run, QT_QPA_PLATFORM=offscreen).

#include "base/selection.h"
#include "document.h"
#include "edit/editsession.h"
#include "joints/jointsdock.h"
#include "mainwindow/diagnosticsdock.h"
#include "mainwindow/filemenu.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/recentfiles.h"
#include "model/testutil.h"
#include "offscreenrenderer.h"
#include "orbitcontroller.h"
#include "tools/gizmocontroller.h"
#include "viewport.h"

#include <QAction>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QFile>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSaveFile>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolBar>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

#include <cmath>
#include <memory>

using namespace robostage;

namespace {

using robostage::test::findFrame;
using robostage::test::readFile;

const QString kJoints = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/widgets/joints.urdf");

/// Replaces `path` the way editors save: a temporary file renamed over it (QSaveFile).
bool replaceFile(const QString &path, const QByteArray &contents)
{
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(contents) == contents.size()
        && file.commit();
}

/// The paths Open Recent lists, as the menu shows them when opened.
QStringList recentMenuPaths(MainWindow &window)
{
    QMenu *menu = window.fileMenu()->recentMenu();
    emit menu->aboutToShow();
    QStringList paths;
    for (const QAction *action : menu->actions()) {
        if (!action->data().toString().isEmpty())
            paths << action->data().toString();
    }
    return paths;
}

int linkCount(const Model &model)
{
    int n = int(model.links.size());
    for (const Model &nested : model.models)
        n += linkCount(nested);
    return n;
}

int linkCount(const Document &document)
{
    int n = 0;
    for (const Model &model : document.scene().world.models)
        n += linkCount(model);
    return n;
}

} // namespace

class TestFileActions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void recentFilesPersistAcrossWindows();
    void recentFilesKeepTenAndDropMissing();
    void droppedFileOpens();
    void changedFileReloadsKeepingTheView();
    void exportAsSdfWritesALoadableModel();
    void exportAsUrdfRefusesWhatUrdfCannotHold();
    void exportSimRobotSceneAsSdfWorld();
    void windowLayoutPersists();
    void viewTogglesAndResetCamera();
    void gridButtonFollowsTheFile();
    void everydayControls();
    void clickedDiagnosticSelectsItsElement();

private:
    QTemporaryDir m_settings;
};

void TestFileActions::initTestCase()
{
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TestFileActions::init()
{
    QSettings().clear();
}

void TestFileActions::recentFilesPersistAcrossWindows()
{
    // GIVEN two files opened in a window that is then closed
    const QString arm = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/arm_joint.sdf");
    {
        MainWindow window;
        window.openFile(kJoints);
        window.openFile(arm);
    }
    // WHEN a new window shows File › Open Recent
    MainWindow window;
    // THEN it lists both, the last opened first
    QCOMPARE(recentMenuPaths(window),
        QStringList({QFileInfo(arm).absoluteFilePath(), QFileInfo(kJoints).absoluteFilePath()}));
    // AND choosing one opens it
    QAction *first = window.fileMenu()->recentMenu()->actions().value(0);
    QVERIFY(first);
    first->trigger();
    QVERIFY(window.document());
    QCOMPARE(QFileInfo(window.document()->path()).fileName(), QStringLiteral("arm_joint.sdf"));
}

void TestFileActions::recentFilesKeepTenAndDropMissing()
{
    // GIVEN twelve files opened, the last of which is then deleted
    QTemporaryDir dir;
    QStringList paths;
    for (int i = 0; i < 12; ++i) {
        paths << dir.filePath(QStringLiteral("robot%1.urdf").arg(i));
        QVERIFY(QFile::copy(kJoints, paths.last()));
        RecentFiles::add(paths.last());
    }
    QVERIFY(QFile::remove(paths.last()));
    // WHEN a window shows Open Recent
    MainWindow window;
    const QStringList listed = recentMenuPaths(window);
    // THEN the ten most recent that still exist are listed, and the window says what went
    QCOMPARE(listed.size(), 9);
    QCOMPARE(listed.first(), paths.at(10));
    QVERIFY(!listed.contains(paths.last()));
    QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("robot11.urdf")),
        qPrintable(window.statusBar()->currentMessage()));
    QCOMPARE(RecentFiles::files(), listed);
}

void TestFileActions::droppedFileOpens()
{
    // GIVEN an empty window
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(!window.document());
    // WHEN an image is dragged over it, THEN it is refused
    QMimeData image;
    image.setUrls(
        {QUrl::fromLocalFile(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/urdf/texture.png"))});
    QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &image, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &refused);
    QVERIFY(!refused.isAccepted());
    // WHEN a URDF file is dragged over it and dropped
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(kJoints)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    // THEN the window shows it
    QVERIFY(drop.isAccepted());
    QVERIFY(window.document());
    QCOMPARE(window.windowTitle(), QStringLiteral("joints.urdf[*] — RoboStage"));
    QCOMPARE(window.jointsDock()->joints().size(), 4);

    // WHEN it is dropped again on the 3D view (a QWindow), THEN no second window opens
    const int windows = QApplication::topLevelWidgets().size();
    QDropEvent again(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window.viewport(), &again);
    QVERIFY(again.isAccepted());
    QCOMPARE(QApplication::topLevelWidgets().size(), windows);

    // WHEN another file is dropped, THEN it opens in a new window
    QMimeData other;
    const QString arm = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/arm_joint.sdf");
    other.setUrls({QUrl::fromLocalFile(arm)});
    QDragEnterEvent enterOther(
        QPoint(10, 10), Qt::CopyAction, &other, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enterOther);
    QDropEvent third(QPointF(10, 10), Qt::CopyAction, &other, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &third);
    MainWindow *opened = nullptr;
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        auto *w = qobject_cast<MainWindow *>(widget);
        if (w && w != &window && w->document() && w->document()->path() == arm)
            opened = w;
    }
    QVERIFY(opened);
    QCOMPARE(window.windowTitle(), QStringLiteral("joints.urdf[*] — RoboStage"));
    opened->close(); // deletes it (Qt::WA_DeleteOnClose)
}

void TestFileActions::changedFileReloadsKeepingTheView()
{
    // GIVEN the robot copied to a folder and opened, posed, with its carriage selected and
    // the camera turned
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("robot.urdf"));
    const QByteArray original = readFile(kJoints);
    QVERIFY(replaceFile(path, original));
    MainWindow window;
    window.openFile(path);
    window.jointsDock()->spinBox(QStringLiteral("jointbot::shoulder"))->setValue(30);
    const double shoulder = 30 * M_PI / 180;
    window.selection()->setFrame(
        findFrame(*window.document(), FrameKind::Link, QStringLiteral("jointbot::carriage")));
    OrbitController *camera = window.viewport()->controller();
    camera->orbit(40, 10);
    const double yaw = camera->yaw(), pitch = camera->pitch();
    const float distance = camera->distance();
    const Document *before = window.document();

    // WHEN an editor saves it (temporary file renamed over it) with the slide 0.3 m out
    QByteArray changed = original;
    changed.replace("<origin xyz=\"0.2 0 0\"/>", "<origin xyz=\"0.3 0 0\"/>");
    QVERIFY(changed != original);
    QVERIFY(replaceFile(path, changed));

    // THEN the window reloads it and says what changed
    QTRY_VERIFY_WITH_TIMEOUT(window.document() != before, 5000);
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Reloaded: 1 joint changed"));
    // AND the carriage is at the new place, with the shoulder where it was
    const Document &document = *window.document();
    QCOMPARE(window.jointsDock()->position(QStringLiteral("jointbot::shoulder")), shoulder);
    const FrameId carriage
        = findFrame(document, FrameKind::Link, QStringLiteral("jointbot::carriage"));
    const Pose X_WC = document.frames().worldPoses(
        window.viewport()->sceneView()->jointPositions())[size_t(carriage)];
    QVERIFY(
        (X_WC.p - Vec3 {0.3 * std::cos(shoulder), 0.3 * std::sin(shoulder), 0.1}).norm() < 1e-9);
    // AND the selection and the camera are kept
    QCOMPARE(window.selection()->frame(), carriage);
    QCOMPARE(camera->yaw(), yaw);
    QCOMPARE(camera->pitch(), pitch);
    QCOMPARE(camera->distance(), distance);

    // WHEN it is saved again with a link more (the watch survived the rename)
    window.statusBar()->clearMessage();
    before = window.document();
    changed.replace("</robot>", "  <link name=\"extra\"/>\n</robot>");
    QVERIFY(replaceFile(path, changed));
    // THEN it is reloaded again
    QTRY_VERIFY_WITH_TIMEOUT(window.document() != before, 5000);
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Reloaded: 1 link changed"));
    QCOMPARE(window.jointsDock()->position(QStringLiteral("jointbot::shoulder")), shoulder);
}

void TestFileActions::exportAsSdfWritesALoadableModel()
{
    // GIVEN the URDF robot in a window
    QTemporaryDir dir;
    MainWindow window;
    window.openFile(kJoints);
    QVERIFY(window.fileMenu()->exportSdfAction()->isEnabled());
    QVERIFY(!window.fileMenu()->exportUrdfAction()->isEnabled());
    // WHEN it is exported as SDF
    const QString out = dir.filePath(QStringLiteral("jointbot.sdf"));
    QVERIFY(window.fileMenu()->exportAs(ExportFormat::Sdf, out));
    // THEN the file loads as SDFormat without errors and with the same links
    const std::unique_ptr<Document> exported = Document::load(out);
    QCOMPARE(exported->scene().format, SourceFormat::Sdf);
    QVERIFY(!exported->diagnostics().hasErrors());
    QCOMPARE(linkCount(*exported), linkCount(*window.document()));
    QCOMPARE(linkCount(*exported), 5);
    QVERIFY(window.statusBar()->currentMessage().contains(QLatin1String("Exported")));
}

void TestFileActions::exportAsUrdfRefusesWhatUrdfCannotHold()
{
    // GIVEN an SDFormat model whose joints have two roots, and a file where the export would go
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("two_roots.urdf"));
    QVERIFY(replaceFile(out, "keep me"));
    MainWindow window;
    window.openFile(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/convert/two_roots.sdf"));
    QVERIFY(window.fileMenu()->exportUrdfAction()->isEnabled());
    // WHEN it is exported as URDF
    QVERIFY(!window.fileMenu()->exportAs(ExportFormat::Urdf, out));
    // THEN the file is untouched and a message says why
    QCOMPARE(readFile(out), QByteArray("keep me"));
    auto *box = window.findChild<QMessageBox *>(QStringLiteral("exportMessage"));
    QVERIFY(box);
    QVERIFY2(
        box->text().startsWith(QLatin1String("Cannot export as URDF")), qPrintable(box->text()));
    QVERIFY(!box->informativeText().isEmpty());
    box->close();
}

void TestFileActions::exportSimRobotSceneAsSdfWorld()
{
    // GIVEN a SimRobot scene with an inline mesh in a window
    QTemporaryDir dir;
    MainWindow window;
    window.openFile(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/convert/hinge_scene.ros2"));
    QVERIFY(window.fileMenu()->exportSdfAction()->isEnabled());
    QVERIFY(!window.fileMenu()->exportUrdfAction()->isEnabled());
    QVERIFY(window.fileMenu()->exportSdfAction()->statusTip().contains(QLatin1String("SimRobot")));
    // WHEN it is exported as SDF
    const QString out = dir.filePath(QStringLiteral("hinge.sdf"));
    QVERIFY(window.fileMenu()->exportAs(ExportFormat::Sdf, out));
    // THEN the world and its mesh file are written, and the world loads with the same links
    QVERIFY(QFileInfo(dir.filePath(QStringLiteral("hinge_meshes/plate.obj"))).isFile());
    const std::unique_ptr<Document> exported = Document::load(out);
    QCOMPARE(exported->scene().format, SourceFormat::Sdf);
    QVERIFY2(!exported->diagnostics().hasErrors(), qPrintable(test::diagnosticsText(*exported)));
    QCOMPARE(linkCount(*exported), linkCount(*window.document()));
    // AND the remarks on what was not converted exactly are offered
    auto *box = window.findChild<QMessageBox *>(QStringLiteral("exportMessage"));
    QVERIFY(box);
    QVERIFY2(box->text().contains(QLatin1String("remarks")), qPrintable(box->text()));
    box->close();
}

void TestFileActions::windowLayoutPersists()
{
    // GIVEN a window resized, with the joints dock closed, then closed
    {
        MainWindow window;
        window.resize(900, 640);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.jointsDock()->close();
        window.close();
    }
    QVERIFY(QSettings().contains(QStringLiteral("mainWindow/geometry")));
    // WHEN a new window opens
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // THEN it has the same size and dock layout
    QCOMPARE(window.size(), QSize(900, 640));
    QVERIFY(!window.jointsDock()->isVisible());
    QVERIFY(window.diagnosticsDock()->isVisible());
}

void TestFileActions::viewTogglesAndResetCamera()
{
    // GIVEN a window with a world
    MainWindow window;
    window.openFile(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/fog_box.sdf"));
    Viewport *viewport = window.viewport();
    // (whose <grid>false</grid> leaves the grid off, gridButtonFollowsTheFile)
    QVERIFY(!window.findChild<QAction *>(QStringLiteral("gridAction"))->isChecked());
    window.findChild<QAction *>(QStringLiteral("gridAction"))->trigger();
    // WHEN the grid, sky and fog are switched off
    for (const char *name : {"gridAction", "skyAction", "fogAction"}) {
        auto *action = window.findChild<QAction *>(QLatin1String(name));
        QVERIFY2(action && action->isCheckable() && action->isChecked(), name);
        action->trigger();
    }
    // THEN the view and its scene say so
    QVERIFY(!viewport->helpersVisible());
    QVERIFY(!viewport->skyVisible());
    QVERIFY(!viewport->fogEnabled());
    QVERIFY(!viewport->sceneView()->helpersVisible());
    // WHEN the camera is turned, then reset
    viewport->controller()->orbit(100, 50);
    viewport->setOrthographic(true);
    window.findChild<QAction *>(QStringLiteral("resetCameraAction"))->trigger();
    // THEN it looks from the iso direction again, in perspective
    QCOMPARE(viewport->controller()->yaw(), M_PI / 4);
    QVERIFY(!viewport->controller()->isOrthographic());
}

void TestFileActions::gridButtonFollowsTheFile()
{
    // GIVEN a world that turns the grid off (<scene><grid>false</grid>, as gz-sim's office.sdf)
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("nogrid.sdf"));
    QVERIFY(test::writeFile(path,
        "<sdf version=\"1.9\"><world name=\"w\"><scene><grid>false</grid></scene>"
        "<model name=\"m\"><static>true</static><link name=\"l\"><visual name=\"v\">"
        "<geometry><box><size>1 1 1</size></box></geometry></visual></link></model>"
        "</world></sdf>\n"));
    // WHEN it opens in a window
    MainWindow window;
    window.openFile(path);
    Viewport *viewport = window.viewport();
    auto *grid = window.findChild<QAction *>(QStringLiteral("gridAction"));
    QVERIFY(grid);
    // THEN the Grid button is not pressed and the view draws no grid (issue 30)
    QVERIFY(!grid->isChecked());
    QVERIFY(!viewport->helpersVisible());
    QVERIFY(!viewport->sceneView()->helpersVisible());
    // WHEN it is pressed THEN the grid shows all the same (a view option, not an edit)
    grid->trigger();
    QVERIFY(grid->isChecked());
    QVERIFY(viewport->sceneView()->helpersVisible());
    QCOMPARE(window.session()->undoStack()->count(), 0);
    // WHEN a file without <scene> opens in the same window THEN the grid is on again
    const QString plain = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/widgets/measure.sdf");
    window.openFile(plain);
    QVERIFY(grid->isChecked());
    grid->trigger(); // off by hand
    QVERIFY(!grid->isChecked());
    window.openFile(path);
    QVERIFY(!grid->isChecked());
    window.openFile(plain);
    QVERIFY(grid->isChecked());
    QVERIFY(viewport->sceneView()->helpersVisible());
}

void TestFileActions::everydayControls()
{
    // GIVEN a window with the demo arm (issue 30: controls users looked for)
    MainWindow window;
    window.resize(1280, 800);
    window.openFile(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/widgets/measure.sdf"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *toolbar = window.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
    auto *viewBar = window.findChild<QToolBar *>(QStringLiteral("viewToolBar"));
    QVERIFY(toolbar && viewBar);
    const auto action = [&window](const char *name) {
        return window.findChild<QAction *>(QLatin1String(name));
    };
    // THEN the toolbars have the gizmo's modes, the view modes and shadows, each in view (not
    // in an overflow menu)
    for (const char *name :
        {"gizmoMoveAction", "gizmoRotateAction", "gizmoAxisAction", "measureAction"}) {
        QVERIFY2(action(name) && toolbar->actions().contains(action(name)), name);
        QVERIFY2(toolbar->widgetForAction(action(name))->isVisible(), name);
    }
    for (const char *name :
        {"visualsModeAction", "collisionsModeAction", "bothModeAction", "shadowsAction"}) {
        QVERIFY2(action(name) && viewBar->actions().contains(action(name)), name);
        QVERIFY2(viewBar->widgetForAction(action(name))->isVisible(), name);
    }
    // WHEN Rotate is clicked on the toolbar THEN the gizmo rotates; W in the view moves again
    // and the buttons follow
    QTest::mouseClick(toolbar->widgetForAction(action("gizmoRotateAction")), Qt::LeftButton);
    QCOMPARE(window.findChild<GizmoController *>()->mode(), GizmoLayout::Mode::Rotate);
    QTest::keyClick(window.viewport(), Qt::Key_W);
    QCOMPARE(window.findChild<GizmoController *>()->mode(), GizmoLayout::Mode::Translate);
    QVERIFY(action("gizmoMoveAction")->isChecked() && !action("gizmoRotateAction")->isChecked());
    // WHEN Collisions and Shadows are clicked THEN the view says so
    QTest::mouseClick(viewBar->widgetForAction(action("collisionsModeAction")), Qt::LeftButton);
    QCOMPARE(window.viewport()->viewMode(), SceneView::ViewMode::Collisions);
    QVERIFY(window.viewport()->shadowsEnabled());
    QTest::mouseClick(viewBar->widgetForAction(action("shadowsAction")), Qt::LeftButton);
    QVERIFY(!window.viewport()->shadowsEnabled());
    // WHEN Help › Keyboard Shortcuts is chosen THEN a table lists the menus' shortcuts (Cut
    // among them) and the view's keys
    action("keyboardShortcutsAction")->trigger();
    auto *table = window.findChild<QTableWidget *>(QStringLiteral("keyboardShortcutsTable"));
    QVERIFY(table && table->isVisible());
    QStringList rows;
    for (int i = 0; i < table->rowCount(); ++i)
        rows << table->item(i, 0)->text() + u'=' + table->item(i, 1)->text();
    QVERIFY2(rows.contains(QStringLiteral("Ctrl+X=Edit › Cut")), qPrintable(rows.join(u'\n')));
    QVERIFY2(rows.contains(QStringLiteral("Esc=Edit › Select None")), qPrintable(rows.join(u'\n')));
    QVERIFY(rows.filter(QStringLiteral("gizmo: move / rotate")).size() == 1);
    // AND Help › User Guide (F1) shows the guide
    QTest::keyClick(&window, Qt::Key_F1);
    auto *guide = window.findChild<QTextBrowser *>(QStringLiteral("userGuideText"));
    QTRY_VERIFY(guide && guide->isVisible());
    QVERIFY(guide->toPlainText().contains(QStringLiteral("Keyboard shortcuts")));
}

void TestFileActions::clickedDiagnosticSelectsItsElement()
{
    // GIVEN a URDF file whose collision mesh has no filename
    const QString path = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/urdf/missing_geometry.urdf");
    MainWindow window;
    window.openFile(path);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTreeWidget *list = window.diagnosticsDock()->list();
    QVERIFY(list->topLevelItemCount() > 0);
    // WHEN the first diagnostic is clicked
    QTreeWidgetItem *item = list->topLevelItem(0);
    const QRect rect = list->visualItemRect(item);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
    // THEN the entity at (or just above) its line is selected
    const FrameId selected = window.selection()->frame();
    QVERIFY(selected != kNoFrame);
    const Diagnostic &d = window.document()->diagnostics().items().front();
    const SourceRef &source = window.document()->frames().node(selected).source;
    QVERIFY2(source.line > 0 && source.line <= d.line,
        qPrintable(QStringLiteral("%1 at line %2, diagnostic at %3")
                       .arg(window.document()->frames().node(selected).scopedName)
                       .arg(source.line)
                       .arg(d.line)));
}

int main(int argc, char *argv[])
{
    QStandardPaths::setTestModeEnabled(true);
    OffscreenRenderer::prepareApplication();
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("RoboStageTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_fileactions"));
    TestFileActions test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_fileactions.moc"
