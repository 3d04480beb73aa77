// Tests for the main window, its scene tree model and its diagnostics dock.
// Runs offscreen (QT_QPA_PLATFORM=offscreen is set by CTest).

#include "base/bundledworld.h"
#include "base/selection.h"
#include "document.h"
#include "mainwindow/diagnosticsdock.h"
#include "mainwindow/elidingstatusbar.h"
#include "mainwindow/mainwindow.h"
#include "model/testutil.h"
#include "scenetree/scenetreemodel.h"
#include "viewport.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QtTest>

#include <assimp/version.h>
#include <tinyxml2.h>

using namespace robostage;

namespace {

/// The index reached from the root by the rows in `path`, e.g. "0/1/2".
QModelIndex indexAt(const QAbstractItemModel &model, const QString &path)
{
    QModelIndex index;
    for (const QString &row : path.split(QLatin1Char('/')))
        index = model.index(row.toInt(), 0, index);
    return index;
}

/// Every row below `parent` as "kind name", depth first.
QStringList flatten(const QAbstractItemModel &model, const QModelIndex &parent = {})
{
    QStringList rows;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex name = model.index(row, SceneTreeModel::NameColumn, parent);
        const QModelIndex kind = model.index(row, SceneTreeModel::KindColumn, parent);
        rows << kind.data().toString() + QLatin1Char(' ') + name.data().toString();
        rows << flatten(model, name);
    }
    return rows;
}

/// True while a reader reports that it is not built yet (the model layer is in progress).
bool readerMissing(const Document &document)
{
    for (const Diagnostic &d : document.diagnostics().items()) {
        if (d.message.contains(QLatin1String("not yet built")))
            return true;
    }
    return false;
}

/// A world with one entity of every kind the tree shows, built by hand.
void fillScene(SceneModel &scene)
{
    scene.format = SourceFormat::Sdf;
    scene.version = QStringLiteral("1.9");
    scene.declaresWorld = true;
    World &world = scene.world;
    world.name = QStringLiteral("w");
    Model arm;
    arm.name = QStringLiteral("arm");
    Link base;
    base.name = QStringLiteral("base");
    base.visuals.push_back({});
    base.visuals.back().name = QStringLiteral("v");
    base.collisions.push_back({});
    base.collisions.back().name = QStringLiteral("c");
    base.sensors.push_back({});
    base.sensors.back().name = QStringLiteral("cam");
    base.lights.push_back({});
    base.lights.back().name = QStringLiteral("lamp");
    arm.links.push_back(base);
    Joint joint;
    joint.name = QStringLiteral("j");
    joint.typeName = QStringLiteral("revolute");
    arm.joints.push_back(joint);
    Frame frame;
    frame.name = QStringLiteral("f");
    arm.frames.push_back(frame);
    Model hand;
    hand.name = QStringLiteral("hand");
    Link palm;
    palm.name = QStringLiteral("palm");
    hand.links.push_back(palm);
    arm.models.push_back(hand);
    world.models.push_back(arm);
    Light sun;
    sun.name = QStringLiteral("sun");
    sun.type = Light::Type::Directional;
    world.lights.push_back(sun);
    Frame worldFrame;
    worldFrame.name = QStringLiteral("wf");
    world.frames.push_back(worldFrame);
    Joint worldJoint;
    worldJoint.name = QStringLiteral("wj");
    world.joints.push_back(worldJoint);
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sceneTreeRows_data();
    void sceneTreeRows();
    void sceneTreeWithoutWorld();
    void sceneTreeReset();
    void malformedFileShowsDiagnostics();
    void clickedDiagnosticSelectsItsElement_data();
    void clickedDiagnosticSelectsItsElement();
    void summaryCountsMeshWarnings();
    void summarySaysOneError();
    void bundledWorldExtracts();
    void demoWorldOpens();
    void corpusUrdfOpens();
    void fileMenuHasStandardShortcuts();
    void aboutNamesLibrariesAndVersions();
    void styleButtonsSwitchBackToSolid();
    void longStatusMessagesAreElided();

private:
    QTemporaryDir m_settings;
};

void TestMainWindow::initTestCase()
{
    // Recent files and window layout go to a folder of this test, not the user's settings.
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
}

void TestMainWindow::sceneTreeRows_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<int>("children");

    QTest::newRow("world") << "0"
                           << "w"
                           << "world" << 4;
    QTest::newRow("model") << "0/0"
                           << "arm"
                           << "model" << 4;
    QTest::newRow("nested model first") << "0/0/0"
                                        << "hand"
                                        << "model" << 1;
    QTest::newRow("nested link") << "0/0/0/0"
                                 << "palm"
                                 << "link" << 0;
    QTest::newRow("link") << "0/0/1"
                          << "base"
                          << "link" << 4;
    QTest::newRow("visual") << "0/0/1/0"
                            << "v"
                            << "visual" << 0;
    QTest::newRow("collision") << "0/0/1/1"
                               << "c"
                               << "collision" << 0;
    QTest::newRow("sensor") << "0/0/1/2"
                            << "cam"
                            << "sensor" << 0;
    QTest::newRow("link light") << "0/0/1/3"
                                << "lamp"
                                << "light" << 0;
    QTest::newRow("joint") << "0/0/2"
                           << "j"
                           << "joint" << 0;
    QTest::newRow("frame") << "0/0/3"
                           << "f"
                           << "frame" << 0;
    QTest::newRow("world light") << "0/1"
                                 << "sun"
                                 << "light" << 0;
    QTest::newRow("world frame") << "0/2"
                                 << "wf"
                                 << "frame" << 0;
    QTest::newRow("world joint") << "0/3"
                                 << "wj"
                                 << "joint" << 0;
}

void TestMainWindow::sceneTreeRows()
{
    QFETCH(QString, path);
    QFETCH(QString, name);
    QFETCH(QString, kind);
    QFETCH(int, children);

    // GIVEN a scene with one entity of every kind
    Document document;
    fillScene(document.scene());
    // WHEN the tree model shows it
    SceneTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(&document);
    // THEN the row at `path` has the expected name, kind and number of children
    QCOMPARE(model.rowCount(), 1);
    const QModelIndex index = indexAt(model, path);
    QVERIFY(index.isValid());
    QCOMPARE(index.data().toString(), name);
    QCOMPARE(index.siblingAtColumn(SceneTreeModel::KindColumn).data().toString(), kind);
    QCOMPARE(model.rowCount(index), children);
    QCOMPARE(model.parent(index),
        path.contains(QLatin1Char('/')) ? indexAt(model, path.section(QLatin1Char('/'), 0, -2))
                                        : QModelIndex());
}

void TestMainWindow::sceneTreeWithoutWorld()
{
    // GIVEN a file that holds only a model (URDF robot, SDF <model> root)
    Document document;
    document.scene().declaresWorld = false;
    Model robot;
    robot.name = QStringLiteral("robot");
    robot.links.push_back({});
    robot.links.back().name = QStringLiteral("base_link");
    document.scene().world.models.push_back(robot);
    // WHEN the tree model shows it
    SceneTreeModel model;
    model.setDocument(&document);
    // THEN the model is a top-level row
    QCOMPARE(flatten(model), QStringList({"model robot", "link base_link"}));
}

void TestMainWindow::sceneTreeReset()
{
    // GIVEN a tree model showing a scene
    Document document;
    fillScene(document.scene());
    SceneTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDocument(&document);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    // WHEN it is given no document
    model.setDocument(nullptr);
    // THEN it is empty and said so with one reset
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(reset.count(), 1);
}

void TestMainWindow::malformedFileShowsDiagnostics()
{
    // GIVEN a file with broken XML
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("broken.sdf"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("<?xml version=\"1.0\"?>\n<sdf version=\"1.9\">\n  <model name=\"m\">\n</sdf>\n");
    file.close();
    // WHEN a window opens it
    MainWindow window;
    window.openFile(path);
    // THEN the window names the file and the diagnostics dock lists the document's diagnostics
    QCOMPARE(window.windowTitle(), QStringLiteral("broken.sdf[*] — RoboStage"));
    const auto &items = window.document()->diagnostics().items();
    QVERIFY(!items.empty());
    QCOMPARE(window.diagnosticsDock()->count(), int(items.size()));
    const QTreeWidgetItem *first = window.diagnosticsDock()->list()->topLevelItem(0);
    QCOMPARE(first->text(DiagnosticsDock::MessageColumn), items.front().message);
    QCOMPARE(first->text(DiagnosticsDock::SeverityColumn), QStringLiteral("error"));
    QVERIFY(first->text(DiagnosticsDock::LocationColumn).startsWith(QLatin1String("broken.sdf")));
    QVERIFY(window.diagnosticsDock()->windowTitle().contains(QString::number(items.size())));
    QCOMPARE(window.sceneTreeModel()->rowCount(), 0);
}

void TestMainWindow::clickedDiagnosticSelectsItsElement_data()
{
    QTest::addColumn<QString>("atText"); // the diagnostic is at the line with this text
    QTest::addColumn<int>("kind"); // FrameKind of the element to select
    QTest::addColumn<QString>("scopedName");
    // A bad value inside a link's <inertial>, after its <visual>: the link (the innermost
    // element with an entity), not the visual above.
    QTest::newRow("mass in link") << QStringLiteral("value=\"heavy\"") << int(FrameKind::Link)
                                  << QStringLiteral("bad::arm");
    // A bad value inside a joint: that joint.
    QTest::newRow("origin in joint")
        << QStringLiteral("0 0 zero") << int(FrameKind::Joint) << QStringLiteral("bad::elbow");
    // A joint skipped for its missing child link has no entity: the robot containing it, not
    // the joint above it.
    QTest::newRow("skipped joint")
        << QStringLiteral("link=\"hnad\"") << int(FrameKind::Model) << QStringLiteral("bad");
}

void TestMainWindow::clickedDiagnosticSelectsItsElement()
{
    QFETCH(QString, atText);
    QFETCH(int, kind);
    QFETCH(QString, scopedName);
    // GIVEN bad_child.urdf in a window: a bad mass, a bad joint origin and a joint whose
    // <child link> names a missing link, each reported at its line
    const QString path = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/urdf/bad_child.urdf");
    const QList<QByteArray> lines = test::readFile(path).split('\n');
    int line = 0;
    for (int i = 0; i < lines.size() && !line; ++i)
        line = lines.at(i).contains(atText.toUtf8()) ? i + 1 : 0;
    QVERIFY(line > 0);
    MainWindow window;
    window.openFile(path, MainWindow::Recent::Skip);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const FrameId expected = test::findFrame(*window.document(), FrameKind(kind), scopedName);
    QVERIFY(expected != kNoFrame);
    QTreeWidget *list = window.diagnosticsDock()->list();
    QTreeWidgetItem *item = nullptr;
    for (int i = 0; i < list->topLevelItemCount() && !item; ++i) {
        QTreeWidgetItem *candidate = list->topLevelItem(i);
        if (candidate->text(DiagnosticsDock::LocationColumn)
                .endsWith(QStringLiteral(":%1").arg(line)))
            item = candidate;
    }
    QVERIFY2(item, qPrintable(QStringLiteral("no diagnostic at line %1").arg(line)));
    // WHEN the user clicks that diagnostic
    list->scrollToItem(item);
    const QRect rect = list->visualItemRect(item);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
    // THEN the element at (or containing) its line is selected
    const FrameId selected = window.selection()->frame();
    QVERIFY2(selected == expected,
        qPrintable(selected == kNoFrame ? QStringLiteral("nothing selected")
                                        : window.document()->frames().node(selected).scopedName));
}

void TestMainWindow::summaryCountsMeshWarnings()
{
    // GIVEN a model whose two meshes cannot be drawn (a missing file and a broken one)
    MainWindow window;
    window.openFile(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/render/mesh_missing.sdf"));
    // WHEN its meshes have been read
    QTRY_COMPARE_WITH_TIMEOUT(window.diagnosticsDock()->count(),
        int(window.document()->diagnostics().items().size()) + 2, 30000);
    // THEN the status bar counts the warnings the dock lists, the meshes' included
    const int warnings = window.document()->diagnostics().count(Severity::Warning) + 2;
    QVERIFY2(window.summary().endsWith(QStringLiteral("0 errors, %1 warnings").arg(warnings)),
        qPrintable(window.summary()));
}

void TestMainWindow::summarySaysOneError()
{
    // GIVEN a URDF robot with one error (a joint's parent link is missing)
    MainWindow window;
    window.openFile(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/urdf/unknown_parent.urdf"));
    QCOMPARE(window.document()->diagnostics().count(Severity::Error), 1);
    // THEN the status bar says "1 error", not "1 errors"
    QVERIFY2(
        window.summary().contains(QStringLiteral("— 1 error, ")), qPrintable(window.summary()));
}

void TestMainWindow::bundledWorldExtracts()
{
    // GIVEN the demo world compiled into the application
    BundledWorld world;
    // WHEN it is copied out
    const QString path = world.extract();
    // THEN the world and the files it refers to by relative URI are real files side by side
    QVERIFY2(!path.isEmpty(), qPrintable(world.error()));
    const QDir dir = QFileInfo(path).dir();
    QVERIFY(QFileInfo(path).isFile());
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("meshes/base_plate.stl"))));
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("meshes/finger.obj"))));
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("textures/checker.png"))));
    QCOMPARE(world.extract(), path);
}

void TestMainWindow::demoWorldOpens()
{
    // GIVEN the demo world, copied out of the resources
    BundledWorld world;
    const QString path = world.extract();
    QVERIFY(!path.isEmpty());
    // WHEN a window opens it
    MainWindow window;
    window.openFile(path);
    // THEN the title names it and the docks show what the document holds
    QCOMPARE(window.windowTitle(), QStringLiteral("demo.sdf[*] — RoboStage"));
    const Document &document = *window.document();
    QCOMPARE(window.diagnosticsDock()->count(), int(document.diagnostics().items().size()));
    if (readerMissing(document))
        QSKIP("the SDFormat reader is not built yet");
    // AND the demo world loads cleanly, with its arm in the tree
    QStringList problems;
    for (const Diagnostic &d : document.diagnostics().items())
        problems << d.toString();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    const QStringList rows = flatten(*window.sceneTreeModel());
    QCOMPARE(rows.value(0), QStringLiteral("world robostage_demo"));
    for (const char *row : {"model demo_arm", "link shoulder", "joint telescope",
             "collision tube_capsule", "sensor wrist_camera", "frame tool_center", "light sun",
             "light work_lamp", "light spotlight", "frame inspection_point"})
        QVERIFY2(rows.contains(QLatin1String(row)), row);
}

void TestMainWindow::corpusUrdfOpens()
{
    // GIVEN a URDF file from the corpus
    const QString path
        = QStringLiteral(ROBOSTAGE_CORPUS_DIR "/ros__urdf_tutorial/urdf/02-multipleshapes.urdf");
    if (!QFileInfo::exists(path))
        QSKIP("corpus not found");
    // WHEN a window opens it
    MainWindow window;
    window.openFile(path);
    // THEN the robot is a top-level model with its links and joint
    QCOMPARE(window.windowTitle(), QStringLiteral("02-multipleshapes.urdf[*] — RoboStage"));
    const Document &document = *window.document();
    QCOMPARE(window.diagnosticsDock()->count(), int(document.diagnostics().items().size()));
    if (readerMissing(document))
        QSKIP("the URDF reader is not built yet");
    const QStringList rows = flatten(*window.sceneTreeModel());
    QCOMPARE(rows.value(0), QStringLiteral("model multipleshapes"));
    QVERIFY(rows.contains(QLatin1String("link base_link")));
    QVERIFY(rows.contains(QLatin1String("link right_leg")));
    QVERIFY(rows.contains(QLatin1String("joint base_to_right_leg")));
}

void TestMainWindow::fileMenuHasStandardShortcuts()
{
    // GIVEN a new window
    MainWindow window;
    QStringList shortcuts;
    for (const QAction *action : window.findChildren<QAction *>())
        shortcuts << action->shortcut().toString();
    // THEN Open…, Reload, Close and Quit have the platform's standard key sequences
    for (const auto key :
        {QKeySequence::Open, QKeySequence::Refresh, QKeySequence::Close, QKeySequence::Quit})
        QVERIFY2(shortcuts.contains(QKeySequence(key).toString()),
            qPrintable(QKeySequence(key).toString()));
    QCOMPARE(window.windowTitle(), QStringLiteral("RoboStage"));
}

void TestMainWindow::aboutNamesLibrariesAndVersions()
{
    // GIVEN the application's version
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    // WHEN the About box's text is made
    const QString text = MainWindow::aboutText();
    // THEN it names RoboStage's version and licence, and each library with the version that the
    // library itself reports and its licence
    const QString assimp = QStringLiteral("%1.%2.%3")
                               .arg(aiGetVersionMajor())
                               .arg(aiGetVersionMinor())
                               .arg(aiGetVersionPatch());
    const QString tinyxml2 = QStringLiteral("%1.%2.%3")
                                 .arg(TINYXML2_MAJOR_VERSION)
                                 .arg(TINYXML2_MINOR_VERSION)
                                 .arg(TINYXML2_PATCH_VERSION);
    for (const QString &expected : {QStringLiteral("RoboStage 9.8.7"), QStringLiteral("Apache-2.0"),
             QStringLiteral("<td>Qt</td>"), QString::fromLatin1(qVersion()),
             QStringLiteral(QT_VERSION_STR), QStringLiteral("LGPL-3.0"),
             QStringLiteral("<td>Assimp</td><td>") + assimp, QStringLiteral("BSD-3-Clause"),
             QStringLiteral("<td>tinyxml2</td><td>") + tinyxml2, QStringLiteral("zlib"),
             QStringLiteral("https://spdx.org/licenses/Zlib.html")})
        QVERIFY2(text.contains(expected), qPrintable(expected + QLatin1String(" in ") + text));
    // AND Help has About RoboStage and About Qt
    MainWindow window;
    QStringList roles;
    for (const QAction *action : window.findChildren<QAction *>())
        roles << QString::number(action->menuRole());
    QVERIFY(roles.contains(QString::number(QAction::AboutRole)));
    QVERIFY(roles.contains(QString::number(QAction::AboutQtRole)));
}

void TestMainWindow::styleButtonsSwitchBackToSolid()
{
    // GIVEN a window; its toolbar shows the render styles as one exclusive, checkable group
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *tools = window.findChild<QToolBar *>(QStringLiteral("viewToolBar"));
    QVERIFY(tools);
    const auto style = [&window](const char *name) {
        return window.findChild<QAction *>(QLatin1String(name));
    };
    const auto button = [tools](QAction *action) {
        return qobject_cast<QToolButton *>(tools->widgetForAction(action));
    };
    QAction *solid = style("solidStyleAction");
    QAction *wireframe = style("wireframeStyleAction");
    QAction *transparent = style("transparentStyleAction");
    QVERIFY(solid && wireframe && transparent);
    for (QAction *action : {solid, wireframe, transparent}) {
        QVERIFY2(button(action) && button(action)->isCheckable(), qPrintable(action->text()));
        QVERIFY(action->actionGroup() && action->actionGroup() == solid->actionGroup());
    }
    QVERIFY(solid->isChecked());
    Viewport *viewport = window.viewport();
    const struct
    {
        QAction *clicked;
        QAction *checked; ///< after the click
        SceneView::RenderStyle style;
    } steps[] = {
        // WHEN Wireframe is clicked THEN wireframe; clicked again THEN solid again
        {wireframe, wireframe, SceneView::RenderStyle::Wireframe},
        {wireframe, solid, SceneView::RenderStyle::Solid},
        // WHEN Transparent, then Wireframe, then Wireframe again, then Transparent twice
        {transparent, transparent, SceneView::RenderStyle::Transparent},
        {wireframe, wireframe, SceneView::RenderStyle::Wireframe},
        {wireframe, solid, SceneView::RenderStyle::Solid},
        {transparent, transparent, SceneView::RenderStyle::Transparent},
        {transparent, solid, SceneView::RenderStyle::Solid},
        // WHEN Solid is clicked while solid THEN it stays solid
        {solid, solid, SceneView::RenderStyle::Solid},
    };
    for (const auto &step : steps) {
        QTest::mouseClick(button(step.clicked), Qt::LeftButton);
        // THEN exactly the expected button is down and the view draws that style
        QStringList down;
        for (QAction *action : {solid, wireframe, transparent}) {
            if (button(action)->isChecked() && action->isChecked())
                down << action->iconText();
        }
        const QString what = QStringLiteral("after a click on %1: %2 down")
                                 .arg(step.clicked->iconText(), down.join(QLatin1Char('+')));
        QVERIFY2(down == QStringList {step.checked->iconText()}, qPrintable(what));
        QVERIFY2(viewport->renderStyle() == step.style, qPrintable(what));
    }
}

void TestMainWindow::longStatusMessagesAreElided()
{
    // GIVEN a window 700 px wide
    MainWindow window;
    window.resize(700, 500);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *bar = qobject_cast<ElidingStatusBar *>(window.statusBar());
    QVERIFY(bar);
    // WHEN a message far longer than the bar shows
    const QString message = QStringLiteral("the joints of 'robot::arm' are deleted with it: ")
        + QStringList(QList<QString>(40, QStringLiteral("joint_name"))).join(u", ");
    bar->showMessage(message);
    // THEN it is drawn cut with "…" within the bar, and the whole of it is the tool tip
    QVERIFY2(bar->shownMessage().endsWith(QChar(0x2026)), qPrintable(bar->shownMessage()));
    QVERIFY(bar->fontMetrics().horizontalAdvance(bar->shownMessage()) < bar->width());
    QCOMPARE(bar->toolTip(), message);
    // AND a short one shows whole
    bar->showMessage(QStringLiteral("Saved"));
    QCOMPARE(bar->shownMessage(), QStringLiteral("Saved"));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
