// Context menus of the main window (ContextMenus, issue 17): a right click on a scene tree row or
// on an object in the 3D view selects it and opens a menu with the actions that apply to it;
// choosing one does it. Mouse events go through the platform (QTEST_QPA_MOUSE_HANDLING), as a
// user's do, so that a right click on the tree asks for its context menu. Runs under xvfb-run
// (the viewport needs GLX).

#define QTEST_QPA_MOUSE_HANDLING

#include "base/selection.h"
#include "corpus.h"
#include "document.h"
#include "edit/editsession.h"
#include "editing/contextmenus.h"
#include "editing/structureactions.h"
#include "mainwindow/mainwindow.h"
#include "meshcache.h"
#include "model/testutil.h"
#include "offscreenrenderer.h"
#include "orbitcontroller.h"
#include "scenetree/scenetreedock.h"
#include "scenetree/scenetreemodel.h"
#include "viewport.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTreeView>
#include <QUndoStack>
#include <QUrl>
#include <QtTest>

using namespace robostage;

namespace {

using robostage::test::findFrame;

const QString kRobot = QStringLiteral("ros__urdf_tutorial/urdf/07-physics.urdf");

/// A pixel of `viewport` where a click picks `frame` (Viewport::pickAt()): the middle one of
/// those on a 4-pixel grid; (-1, -1) when there is none.
QPoint pixelOf(Viewport *viewport, FrameId frame)
{
    QList<QPoint> hits;
    for (int y = 2; y < viewport->height(); y += 4) {
        for (int x = 2; x < viewport->width(); x += 4) {
            if (viewport->pickAt(QPointF(x, y)) == frame)
                hits << QPoint(x, y);
        }
    }
    return hits.isEmpty() ? QPoint(-1, -1) : hits.at(hits.size() / 2);
}

/// The names of `menu`'s enabled actions (a submenu's: the submenu's name), separators left out.
QStringList enabledActions(const QMenu *menu)
{
    QStringList names;
    for (const QAction *action : menu->actions()) {
        if (!action->isSeparator() && action->isEnabled())
            names << (action->menu() ? action->menu()->objectName() : action->objectName());
    }
    return names;
}

} // namespace

class TestContextMenus : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void treeRowMenu();
    void viewObjectMenu();
    void includedModelOpensItsFile();
    void ownEntityShowsItsFolder();

public slots:
    /// QDesktopServices' handler of file:// URLs in ownEntityShowsItsFolder (no file manager).
    void openUrl(const QUrl &url) { m_openedUrls << url; }

private:
    QList<QUrl> m_openedUrls;
    /// Shows `path` in `window` on screen, its meshes loaded.
    void show(MainWindow &window, const QString &path);
    /// Right-clicks the tree row of `frame`; returns the menu opened.
    QMenu *rightClickRow(MainWindow &window, FrameId frame);
    /// Chooses `action` in the open `menu` with a click.
    void choose(QMenu *menu, QAction *action);

    QTemporaryDir m_settings;
};

void TestContextMenus::initTestCase()
{
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
    QString why;
    if (!OffscreenRenderer::isOpenGLAvailable(&why))
        QSKIP(qPrintable(why));
    if (!QFileInfo::exists(test::corpusDir() + QLatin1Char('/') + kRobot))
        QSKIP("the shared corpus is missing");
}

void TestContextMenus::init()
{
    QSettings().clear();
}

void TestContextMenus::show(MainWindow &window, const QString &path)
{
    window.openFile(path, MainWindow::Recent::Skip);
    QVERIFY(window.session());
    window.structureActions()->setMessageHandler(
        [](const QString &, const QString &text) { QFAIL(qPrintable(text)); });
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(QTest::qWaitForWindowExposed(window.viewport()));
    QVERIFY(window.findChild<MeshCache *>()->waitForDone(15000));
    Viewport *viewport = window.viewport();
    QVERIFY(QTest::qWaitFor(
        [viewport] { return viewport->controller()->viewportSize() == viewport->size(); }));
}

QMenu *TestContextMenus::rightClickRow(MainWindow &window, FrameId frame)
{
    QTreeView *tree = window.sceneTreeDock()->view();
    const QModelIndex row = window.sceneTreeDock()->indexOfFrame(frame);
    if (!row.isValid())
        return nullptr;
    tree->scrollTo(row);
    QTest::mouseClick(tree->viewport(), Qt::RightButton, {}, tree->visualRect(row).center());
    QMenu *menu = window.contextMenus()->menu();
    return QTest::qWaitFor([menu] { return menu->isVisible(); }) ? menu : nullptr;
}

void TestContextMenus::choose(QMenu *menu, QAction *action)
{
    QVERIFY(menu->actions().contains(action));
    QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(action).center());
    QTRY_VERIFY(!menu->isVisible());
}

void TestContextMenus::treeRowMenu()
{
    // GIVEN R2D2 in a window, nothing selected
    MainWindow window;
    show(window, test::corpusDir() + QLatin1Char('/') + kRobot);
    const FrameId leg
        = findFrame(*window.document(), FrameKind::Link, QStringLiteral("physics::right_leg"));
    const FrameId legVisual = findFrame(
        *window.document(), FrameKind::Visual, QStringLiteral("physics::right_leg::visual_0"));
    QVERIFY(leg != kNoFrame && legVisual != kNoFrame);
    Viewport *viewport = window.viewport();
    const QPoint legPixel = pixelOf(viewport, legVisual);
    QCOMPARE(viewport->pickAt(legPixel), legVisual);
    ContextMenus *menus = window.contextMenus();
    StructureActions *structure = window.structureActions();

    // WHEN the user right-clicks the row of the link right_leg
    QMenu *menu = rightClickRow(window, leg);
    // THEN the link is selected and its menu shows Edit's own actions and the view's, those
    // that apply to a link of the opened file enabled
    QVERIFY(menu);
    QCOMPARE(window.selection()->frame(), leg);
    for (QAction *action :
        {structure->renameAction(), structure->duplicateAction(), structure->deleteAction()})
        QVERIFY(menu->actions().contains(action));
    const QStringList enabled = enabledActions(menu);
    for (const char *name :
        {"focusAction", "hideAction", "renameAction", "deleteAction", "copyNameAction"})
        QVERIFY2(enabled.contains(QLatin1String(name)), name);
    // AND, the link being of the opened file itself, Show Containing Folder (issue 30)
    QVERIFY(enabled.contains(QStringLiteral("openContainingFileAction")));
    QCOMPARE(menus->openContainingFileAction()->text(), QStringLiteral("Show Containing &Folder"));
    QVERIFY(menus->openContainingFileAction()->toolTip().contains(
        QDir::toNativeSeparators(QFileInfo(window.document()->path()).absolutePath())));

    // WHEN Hide is chosen THEN the link's visual is hidden: a click there no longer finds it
    choose(menu, menus->hideAction());
    QVERIFY(viewport->hiddenFrames().contains(leg));
    QVERIFY(viewport->pickAt(legPixel) != legVisual);
    // AND the next menu offers to show it again, which brings it back
    menu = rightClickRow(window, leg);
    QVERIFY(menu);
    QCOMPARE(menus->hideAction()->text().remove(QLatin1Char('&')), QStringLiteral("Show Selected"));
    choose(menu, menus->hideAction());
    QCOMPARE(viewport->pickAt(legPixel), legVisual);

    // WHEN Copy Name is chosen THEN the clipboard holds the link's name
    QApplication::clipboard()->clear();
    menu = rightClickRow(window, leg);
    QVERIFY(menu);
    choose(menu, menus->copyNameAction());
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("right_leg"));

    // WHEN Focus is chosen THEN the camera looks at the middle of the leg
    menu = rightClickRow(window, leg);
    QVERIFY(menu);
    const QVector3D before = viewport->controller()->target();
    choose(menu, menus->focusAction());
    QVector3D min, max;
    QVERIFY(viewport->sceneView()->frameBounds(leg, min, max));
    QVERIFY((viewport->controller()->target() - (min + max) / 2).length() < 1e-4f);
    QVERIFY((viewport->controller()->target() - before).length() > 1e-3f);
    QVERIFY(viewport->controller()->distance() < 2 * (max - min).length() + 0.5f);

    // WHEN Rename is chosen THEN the row's name editor opens
    menu = rightClickRow(window, leg);
    QVERIFY(menu);
    choose(menu, structure->renameAction());
    QTreeView *tree = window.sceneTreeDock()->view();
    const QModelIndex row = window.sceneTreeDock()->indexOfFrame(leg);
    QTRY_VERIFY(qobject_cast<QLineEdit *>(tree->indexWidget(row)));
    QCOMPARE(
        qobject_cast<QLineEdit *>(tree->indexWidget(row))->text(), QStringLiteral("right_leg"));
}

void TestContextMenus::viewObjectMenu()
{
    // GIVEN R2D2 in a window, and the pixel where the view shows the right leg's visual
    MainWindow window;
    show(window, test::corpusDir() + QLatin1Char('/') + kRobot);
    Viewport *viewport = window.viewport();
    const QString name = QStringLiteral("physics::right_leg::visual_0");
    const FrameId visual = findFrame(*window.document(), FrameKind::Visual, name);
    QVERIFY(visual != kNoFrame);
    const QPoint pixel = pixelOf(viewport, visual);
    QCOMPARE(viewport->pickAt(pixel), visual);
    QMenu *menu = window.contextMenus()->menu();

    // WHEN the user right-clicks there
    QTest::mouseClick(viewport, Qt::RightButton, {}, pixel);
    // THEN the visual is selected and the menu offers what applies to a visual
    QTRY_VERIFY(menu->isVisible());
    QCOMPARE(window.selection()->frame(), visual);
    const QStringList enabled = enabledActions(menu);
    for (const char *name : {"focusAction", "hideAction", "renameAction", "duplicateAction",
             "deleteAction", "copyNameAction"})
        QVERIFY2(enabled.contains(QLatin1String(name)), name);
    // WHEN Delete is chosen THEN the visual is deleted, one undo step
    choose(menu, window.structureActions()->deleteAction());
    QCOMPARE(findFrame(*window.document(), FrameKind::Visual, name), kNoFrame);
    QCOMPARE(window.session()->undoStack()->count(), 1);

    // WHEN the user right-clicks the background THEN nothing is selected and nothing in the
    // menu applies but what needs no selection: Add (a link to the robot)
    const QPoint corner(3, 3);
    QCOMPARE(viewport->pickAt(corner), kNoFrame);
    QTest::mouseClick(viewport, Qt::RightButton, {}, corner);
    QTRY_VERIFY(menu->isVisible());
    QCOMPARE(window.selection()->frame(), kNoFrame);
    QCOMPARE(enabledActions(menu), QStringList({QStringLiteral("addMenu")}));
    menu->close();
}

void TestContextMenus::includedModelOpensItsFile()
{
    // GIVEN a world that includes models/arm as `left`
    QTemporaryDir dir;
    QVERIFY(test::copyTree(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/edit"), dir.path()));
    MainWindow window;
    show(window, dir.filePath(QStringLiteral("include.sdf")));
    const FrameId model = findFrame(*window.document(), FrameKind::Model, QStringLiteral("left"));
    QVERIFY(model != kNoFrame);
    // WHEN the user right-clicks the model's row and chooses Open Containing File
    QMenu *menu = rightClickRow(window, model);
    QVERIFY(menu);
    QVERIFY(window.contextMenus()->openContainingFileAction()->isEnabled());
    choose(menu, window.contextMenus()->openContainingFileAction());
    // THEN the model's own file opens in a window of its own
    const QString modelFile = dir.filePath(QStringLiteral("models/arm/model.sdf"));
    MainWindow *opened = MainWindow::windowShowing(modelFile);
    QVERIFY(opened);
    QVERIFY(opened != &window);
    delete opened;
}

void TestContextMenus::ownEntityShowsItsFolder()
{
    // GIVEN R2D2 in a window, its link right_leg (of the opened file itself) selected
    MainWindow window;
    const QString path = test::corpusDir() + QLatin1Char('/') + kRobot;
    show(window, path);
    window.selection()->setFrame(
        findFrame(*window.document(), FrameKind::Link, QStringLiteral("physics::right_leg")));
    QAction *action = window.contextMenus()->openContainingFileAction();
    QTRY_VERIFY(action->isEnabled());
    // WHEN Show Containing Folder is chosen THEN the file's folder opens in the file manager
    QDesktopServices::setUrlHandler(QStringLiteral("file"), this, "openUrl");
    action->trigger();
    QDesktopServices::unsetUrlHandler(QStringLiteral("file"));
    QCOMPARE(m_openedUrls, QList<QUrl>({QUrl::fromLocalFile(QFileInfo(path).absolutePath())}));
    // AND no other window opened
    QCOMPARE(MainWindow::windowShowing(path), &window);
}

int main(int argc, char *argv[])
{
    QStandardPaths::setTestModeEnabled(true);
    OffscreenRenderer::prepareApplication(); // OpenGL 3.3 core, as the application asks
    QApplication app(argc, argv);
    TestContextMenus test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_contextmenus.moc"
