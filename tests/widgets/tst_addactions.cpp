// Edit › Add (issue 18) in the window: from File › New's empty URDF robot a user adds a link with
// its revolute parent joint, a visual and a collision; from the empty SDFormat world a model with
// a link and a visual. Each add is one undo step that gives back the exact bytes, the new entity
// is selected and posed where the dialog said, and actions without a place are disabled with the
// reason. The dialog is filled through its widgets, as a user fills it. Runs offscreen.

#include "base/selection.h"
#include "dialogs/adddialog.h"
#include "document.h"
#include "edit/editsession.h"
#include "editing/addactions.h"
#include "editing/contextmenus.h"
#include "mainwindow/mainwindow.h"
#include "model/testutil.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <functional>

using namespace robostage;
using robostage::test::findFrame;
using Kind = edit::AddSpec::Kind;

namespace {

/// A dialog runner that fills the dialog with `fill` and accepts it.
AddActions::DialogRunner filling(std::function<void(AddEntityDialog &)> fill)
{
    return [fill](AddEntityDialog &dialog) {
        fill(dialog);
        return true;
    };
}

template<class T> T *field(AddEntityDialog &dialog, const char *name)
{
    T *widget = dialog.findChild<T *>(QLatin1String(name));
    if (!widget)
        qWarning("no field %s", name);
    return widget;
}

/// Shows `window` and triggers File › New's `action` (newWorldAction, newRobotAction) in it;
/// its Add actions then report refusals in the status bar only. Null when the window does not
/// show.
AddActions *newDocument(MainWindow &window, const char *action)
{
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return nullptr;
    window.findChild<QAction *>(QLatin1String(action))->trigger();
    AddActions *adding = window.addMenuActions();
    adding->setShowErrors(false);
    return adding;
}

} // namespace

class TestAddActions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void buildATwoLinkUrdfArm();
    void furnishAnSdfWorld();
    void actionsWithoutAPlaceSayWhy();
    void meshVisualFromTheFileDialog();
    void lightsAndSensors();

private:
    QTemporaryDir m_settings;
};

void TestAddActions::initTestCase()
{
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TestAddActions::buildATwoLinkUrdfArm()
{
    // GIVEN File › New › URDF Robot, its base_link selected
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QAction *>(QStringLiteral("newRobotAction"))->trigger();
    const QString path = window.document()->path();
    const QByteArray original = window.session()->bytes(path);
    window.selection()->setFrame(
        findFrame(*window.document(), FrameKind::Link, QStringLiteral("robot::base_link")));
    AddActions *adding = window.addMenuActions();
    adding->setShowErrors(false);
    QVERIFY(adding->action(Kind::Link)->isEnabled());
    QVERIFY(!adding->action(Kind::Joint)->isEnabled()); // one link: nothing to connect yet
    QVERIFY(!adding->action(Kind::Frame)->isEnabled());
    QVERIFY(!adding->action(Kind::Model)->isEnabled());

    // WHEN Add › Link… names it `arm`, on a revolute joint about y 0.5 m above base_link
    adding->setDialogRunner(filling([](AddEntityDialog &dialog) {
        field<QLineEdit>(dialog, "addName")->setText(QStringLiteral("arm"));
        // (the joint's name follows the link's; the axis row shows for a revolute joint only)
        QCOMPARE(field<QLineEdit>(dialog, "addJointName")->text(), QStringLiteral("arm_joint"));
        field<QComboBox>(dialog, "addJointType")->setCurrentText(QStringLiteral("fixed"));
        QVERIFY(!field<QDoubleSpinBox>(dialog, "addAxis1")->isVisibleTo(&dialog));
        field<QComboBox>(dialog, "addJointType")->setCurrentText(QStringLiteral("revolute"));
        QVERIFY(field<QDoubleSpinBox>(dialog, "addAxis1")->isVisibleTo(&dialog));
        QCOMPARE(
            field<QComboBox>(dialog, "addJointParent")->currentText(), QStringLiteral("base_link"));
        field<QDoubleSpinBox>(dialog, "addPose2")->setValue(0.5);
        // a zero axis cannot be added
        field<QDoubleSpinBox>(dialog, "addAxis2")->setValue(0);
        QVERIFY(!dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
        field<QDoubleSpinBox>(dialog, "addAxis1")->setValue(1);
        QVERIFY(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
    }));
    adding->action(Kind::Link)->trigger();
    // THEN the link and its joint are in the file, the link 0.5 m up, selected, in one undo step
    const Document *doc = window.document();
    const FrameId arm = findFrame(*doc, FrameKind::Link, QStringLiteral("robot::arm"));
    QVERIFY2(arm != kNoFrame, qPrintable(window.statusBar()->currentMessage()));
    QCOMPARE(window.selection()->frame(), arm);
    const FrameId joint = findFrame(*doc, FrameKind::Joint, QStringLiteral("robot::arm_joint"));
    QVERIFY(joint != kNoFrame);
    QVERIFY(std::abs(doc->frames().worldPose(arm).p.z - 0.5) < 1e-12);
    QCOMPARE(window.session()->undoStack()->count(), 1);
    const QByteArray withArm = window.session()->bytes(path);
    QVERIFY(withArm.contains("<joint name=\"arm_joint\" type=\"revolute\">"));
    QVERIFY(withArm.contains("<parent link=\"base_link\"/>"));
    QVERIFY(withArm.contains("<child link=\"arm\"/>"));
    QVERIFY2(withArm.contains("<axis xyz=\"0 1 0\"/>"), withArm.constData());

    // WHEN Add › Visual… gives the arm a 0.05 x 0.05 x 0.5 box, and Add › Collision… a cylinder
    adding->setDialogRunner(filling([](AddEntityDialog &dialog) {
        field<QLineEdit>(dialog, "addName")->setText(QStringLiteral("arm_visual"));
        field<QComboBox>(dialog, "addGeometry")->setCurrentText(QStringLiteral("box"));
        field<QDoubleSpinBox>(dialog, "addSize0")->setValue(0.05);
        field<QDoubleSpinBox>(dialog, "addSize1")->setValue(0.05);
        field<QDoubleSpinBox>(dialog, "addSize2")->setValue(0.5);
        field<QDoubleSpinBox>(dialog, "addPose2")->setValue(0.25);
    }));
    QVERIFY(adding->action(Kind::Visual)->isEnabled());
    adding->action(Kind::Visual)->trigger();
    window.selection()->setFrame(arm);
    adding->setDialogRunner(filling([](AddEntityDialog &dialog) {
        field<QComboBox>(dialog, "addGeometry")->setCurrentText(QStringLiteral("cylinder"));
        field<QDoubleSpinBox>(dialog, "addSize0")->setValue(0.03);
        field<QDoubleSpinBox>(dialog, "addSize1")->setValue(0.5);
    }));
    adding->action(Kind::Collision)->trigger();
    // AND Add › Collision… again, as a copy of the visual
    window.selection()->setFrame(arm);
    adding->setDialogRunner(filling([](AddEntityDialog &dialog) {
        auto *copy = field<QComboBox>(dialog, "addCopyVisual");
        QVERIFY(copy);
        QCOMPARE(copy->count(), 2); // a new shape, visual arm_visual
        copy->setCurrentIndex(1);
        QCOMPARE(field<QComboBox>(dialog, "addGeometry")->currentText(), QStringLiteral("box"));
        QCOMPARE(field<QDoubleSpinBox>(dialog, "addSize2")->value(), 0.5);
        QCOMPARE(field<QDoubleSpinBox>(dialog, "addPose2")->value(), 0.25);
    }));
    adding->action(Kind::Collision)->trigger();
    // THEN all are there, the visual's box 0.25 m above the arm's origin and its copy too
    doc = window.document();
    const FrameId visual
        = findFrame(*doc, FrameKind::Visual, QStringLiteral("robot::arm::arm_visual"));
    QVERIFY(visual != kNoFrame);
    QVERIFY(std::abs(doc->frames().worldPose(visual).p.z - 0.75) < 1e-12);
    QCOMPARE(window.session()->undoStack()->count(), 4);
    const QByteArray all = window.session()->bytes(path);
    QCOMPARE(all.count("<box size=\"0.05 0.05 0.5\"/>"), 2);
    QCOMPARE(all.count("<origin xyz=\"0 0 0.25\" rpy=\"0 0 0\"/>"), 2);
    QVERIFY(all.contains("<cylinder radius=\"0.03\" length=\"0.5\"/>"));
    // AND a joint can now be added between the two links
    QVERIFY(adding->action(Kind::Joint)->isEnabled());

    // WHEN everything is undone THEN the file's bytes are the template's again; redo brings
    // the arm back
    for (int i = 0; i < 4; ++i)
        window.session()->undoStack()->undo();
    QCOMPARE(window.session()->bytes(path), original);
    window.session()->undoStack()->redo();
    QCOMPARE(window.session()->bytes(path), withArm);
}

void TestAddActions::furnishAnSdfWorld()
{
    // GIVEN File › New › SDFormat World, nothing selected
    MainWindow window;
    AddActions *adding = newDocument(window, "newWorldAction");
    QVERIFY(adding);
    const QString path = window.document()->path();
    QVERIFY(adding->action(Kind::Model)->isEnabled());
    QVERIFY(adding->action(Kind::Model)->toolTip().contains(QStringLiteral("default")));
    // WHEN Add › Model… makes `table` at x = 2, then Add › Link… and Add › Visual… fill it
    adding->setDialogRunner(filling([](AddEntityDialog &dialog) {
        field<QLineEdit>(dialog, "addName")->setText(QStringLiteral("table"));
        field<QDoubleSpinBox>(dialog, "addPose0")->setValue(2);
    }));
    adding->action(Kind::Model)->trigger();
    const FrameId table = findFrame(*window.document(), FrameKind::Model, QStringLiteral("table"));
    QVERIFY2(table != kNoFrame, qPrintable(window.statusBar()->currentMessage()));
    QCOMPARE(window.selection()->frame(), table);
    adding->setDialogRunner(filling([](AddEntityDialog &dialog) {
        QCOMPARE(field<QLineEdit>(dialog, "addName")->text(), QStringLiteral("link"));
        field<QDoubleSpinBox>(dialog, "addPose2")->setValue(0.4);
    }));
    adding->action(Kind::Link)->trigger();
    const FrameId link
        = findFrame(*window.document(), FrameKind::Link, QStringLiteral("table::link"));
    QVERIFY2(link != kNoFrame, qPrintable(window.statusBar()->currentMessage()));
    adding->setDialogRunner(filling([](AddEntityDialog &dialog) {
        field<QComboBox>(dialog, "addGeometry")->setCurrentText(QStringLiteral("box"));
        field<QDoubleSpinBox>(dialog, "addSize0")->setValue(1);
        field<QDoubleSpinBox>(dialog, "addSize1")->setValue(0.6);
        field<QDoubleSpinBox>(dialog, "addSize2")->setValue(0.05);
    }));
    adding->action(Kind::Visual)->trigger();
    // THEN the table's top is at (2, 0, 0.4) in the world, and the world reads without a
    // diagnostic
    const Document *doc = window.document();
    const FrameId top = findFrame(*doc, FrameKind::Visual, QStringLiteral("table::link::visual"));
    QVERIFY2(top != kNoFrame, qPrintable(window.statusBar()->currentMessage()));
    const Pose X_WV = doc->frames().worldPose(top);
    QVERIFY(std::abs(X_WV.p.x - 2) < 1e-12 && std::abs(X_WV.p.z - 0.4) < 1e-12);
    QVERIFY2(doc->diagnostics().items().empty(), qPrintable(doc->diagnostics().toString()));
    QCOMPARE(window.session()->undoStack()->count(), 3);
    // AND the new lines are indented like their siblings (two spaces a level)
    const QByteArray bytes = window.session()->bytes(path);
    QVERIFY(bytes.contains("\n    <model name=\"table\">\n"));
    // AND SDFormat 1.11 offers capsules and ellipsoids, and a second model gets a free name
    window.selection()->setFrame(link);
    QStringList shapes;
    adding->setDialogRunner([&shapes](AddEntityDialog &dialog) {
        const auto *geometry = dialog.findChild<QComboBox *>(QStringLiteral("addGeometry"));
        for (int i = 0; geometry && i < geometry->count(); ++i)
            shapes << geometry->itemText(i);
        return false;
    });
    adding->action(Kind::Visual)->trigger();
    QVERIFY2(
        shapes.contains(QStringLiteral("capsule")) && shapes.contains(QStringLiteral("ellipsoid")),
        qPrintable(shapes.join(u' ')));
    for (const char *expected : {"model", "model_1"}) {
        window.selection()->clear(); // into the world, not into the model added before
        QString suggested;
        adding->setDialogRunner([&suggested](AddEntityDialog &dialog) {
            suggested = dialog.findChild<QLineEdit *>(QStringLiteral("addName"))->text();
            return true;
        });
        adding->action(Kind::Model)->trigger();
        QCOMPARE(suggested, QLatin1String(expected));
    }
}

void TestAddActions::actionsWithoutAPlaceSayWhy()
{
    // GIVEN a window with no document
    MainWindow window;
    AddActions *adding = window.addMenuActions();
    adding->updateActions();
    // THEN every Add action is disabled and says to open a file
    for (const Kind kind :
        {Kind::Model, Kind::Link, Kind::Joint, Kind::Visual, Kind::Collision, Kind::Frame}) {
        QVERIFY(!adding->action(kind)->isEnabled());
        QVERIFY(adding->action(kind)->toolTip().contains(QStringLiteral("File")));
    }
    // WHEN a URDF robot is open and nothing is selected THEN Visual asks for a link, Frame and
    // Model say why URDF has none
    window.findChild<QAction *>(QStringLiteral("newRobotAction"))->trigger();
    window.selection()->clear();
    QVERIFY(!adding->action(Kind::Visual)->isEnabled());
    QVERIFY(adding->action(Kind::Visual)->toolTip().contains(QStringLiteral("link")));
    QVERIFY(adding->action(Kind::Frame)->toolTip().contains(QStringLiteral("URDF")));
    QVERIFY(adding->action(Kind::Model)->toolTip().contains(QStringLiteral("URDF")));
    // AND the Add menu is in the Edit menu and in the scene's context menu
    QVERIFY(window.findChild<QMenu *>(QStringLiteral("addMenu")));
}

void TestAddActions::meshVisualFromTheFileDialog()
{
    // GIVEN a ROS package (package.xml names it demo_pkg; its folder is named otherwise) with
    // an STL mesh and a URDF robot, opened, its base_link selected
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString root = dir.filePath(QStringLiteral("src/demo_folder"));
    QVERIFY(QDir().mkpath(root + QStringLiteral("/urdf")));
    QVERIFY(QDir().mkpath(root + QStringLiteral("/meshes")));
    QFile manifest(root + QStringLiteral("/package.xml"));
    QVERIFY(manifest.open(QIODevice::WriteOnly));
    manifest.write("<package format=\"3\"><name>demo_pkg</name></package>\n");
    manifest.close();
    QVERIFY(QFile::copy(QStringLiteral(ROBOSTAGE_CORPUS_DIR
                            "/xacro/clearpathrobotics__clearpath_common/"
                            "clearpath_platform_description/meshes/a200/attachments/top_plate.stl"),
        root + QStringLiteral("/meshes/plate.stl")));
    const QString urdf = root + QStringLiteral("/urdf/robot.urdf");
    QVERIFY(QFile::copy(QStringLiteral(":/templates/robot.urdf"), urdf));
    QFile::setPermissions(urdf, QFile::ReadOwner | QFile::WriteOwner);
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openFile(urdf);
    window.selection()->setFrame(
        findFrame(*window.document(), FrameKind::Link, QStringLiteral("robot::base_link")));
    AddActions *adding = window.addMenuActions();
    adding->setShowErrors(false);

    // WHEN Add › Visual… chooses "mesh", clicks Browse…, picks the STL and scales it by 0.001
    QString startFolder, uri;
    bool okBeforeChoosing = true;
    adding->setDialogRunner(filling([&](AddEntityDialog &dialog) {
        dialog.setMeshChooser([&](const QString &folder) {
            startFolder = folder;
            return root + QStringLiteral("/meshes/plate.stl");
        });
        field<QComboBox>(dialog, "addGeometry")->setCurrentText(QStringLiteral("mesh"));
        QVERIFY(!field<QDoubleSpinBox>(dialog, "addSize0")->isVisibleTo(&dialog));
        okBeforeChoosing
            = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled();
        QTest::mouseClick(field<QPushButton>(dialog, "addMeshBrowse"), Qt::LeftButton);
        uri = field<QLineEdit>(dialog, "addMeshUri")->text();
        field<QDoubleSpinBox>(dialog, "addMeshScale")->setValue(0.001);
    }));
    QVERIFY(adding->action(Kind::Visual)->isEnabled());
    adding->action(Kind::Visual)->trigger();

    // THEN the dialog started in the URDF's folder, Add waited for a mesh, the URI is the
    // package's, and the visual's mesh resolves to the chosen file
    QCOMPARE(startFolder, root + QStringLiteral("/urdf"));
    QVERIFY(!okBeforeChoosing);
    QCOMPARE(uri, QStringLiteral("package://demo_pkg/meshes/plate.stl"));
    const QByteArray bytes = window.session()->bytes(urdf);
    QVERIFY2(bytes.contains("<mesh filename=\"package://demo_pkg/meshes/plate.stl\" "
                            "scale=\"0.001 0.001 0.001\"/>"),
        bytes.constData());
    const Link *base = test::findLink(window.document()->scene().world.models.front(), "base_link");
    QVERIFY(base && base->visuals.size() == 1);
    QCOMPARE(QFileInfo(base->visuals.front().geometry.resolvedPath).canonicalFilePath(),
        QFileInfo(root + QStringLiteral("/meshes/plate.stl")).canonicalFilePath());
}

void TestAddActions::lightsAndSensors()
{
    // GIVEN File › New › SDFormat World, nothing selected
    MainWindow window;
    AddActions *adding = newDocument(window, "newWorldAction");
    QVERIFY(adding);
    const QString path = window.document()->path();
    QVERIFY(adding->action(Kind::Light)->isEnabled());
    QVERIFY(!adding->action(Kind::Sensor)->isEnabled()); // no link selected
    // WHEN Add › Light… makes a spot light 3 m up
    adding->setDialogRunner(filling([](AddEntityDialog &dialog) {
        field<QLineEdit>(dialog, "addName")->setText(QStringLiteral("lamp"));
        field<QComboBox>(dialog, "addType")->setCurrentText(QStringLiteral("spot"));
        field<QDoubleSpinBox>(dialog, "addPose2")->setValue(3);
    }));
    adding->action(Kind::Light)->trigger();
    // THEN the world has it, selected, 3 m up
    const FrameId lamp = findFrame(*window.document(), FrameKind::Light, QStringLiteral("lamp"));
    QVERIFY2(lamp != kNoFrame, qPrintable(window.statusBar()->currentMessage()));
    QCOMPARE(window.selection()->frame(), lamp);
    QCOMPARE(window.document()->frames().worldPose(lamp).p.z, 3.0);
    QVERIFY(window.session()->bytes(path).contains("<light name=\"lamp\" type=\"spot\">"));
    // WHEN the ground plane's link is selected and Add › Sensor… makes a camera
    window.selection()->setFrame(
        findFrame(*window.document(), FrameKind::Link, QStringLiteral("ground_plane::link")));
    QVERIFY(adding->action(Kind::Sensor)->isEnabled());
    adding->setDialogRunner(filling([](AddEntityDialog &dialog) {
        field<QComboBox>(dialog, "addType")->setCurrentText(QStringLiteral("camera"));
    }));
    adding->action(Kind::Sensor)->trigger();
    // THEN the link has a camera sensor named `sensor`, in its own undo step
    QVERIFY2(window.session()->bytes(path).contains("<sensor name=\"sensor\" type=\"camera\">"),
        qPrintable(window.statusBar()->currentMessage()));
    QCOMPARE(window.session()->undoStack()->count(), 2);
}

QTEST_MAIN(TestAddActions)
#include "tst_addactions.moc"
