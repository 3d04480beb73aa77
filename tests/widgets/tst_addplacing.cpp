// Edit › Add in the 3D view (issue 18): a new link or model goes where the user clicks after
// the dialog (on a surface or on the ground) or where they right-clicked for the context menu;
// a joint's parent and child links are picked with a click in the view and a click on a scene
// tree row, as in Gazebo's model editor; Esc cancels a wait. Real clicks (QTest) on the view and
// the tree; the expected points come from the camera projection of known surface points. Needs
// an X display with GLX (CTest runs under xvfb-run, QT_QPA_PLATFORM=offscreen).

#include "base/selection.h"
#include "camerafit.h"
#include "dialogs/adddialog.h"
#include "edit/editsession.h"
#include "editing/addactions.h"
#include "offscreenrenderer.h"
#include "scenetree/scenetreedock.h"
#include "tools/addpicking.h"
#include "viewtestutil.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTreeView>
#include <QUndoStack>
#include <QtTest>

using namespace robostage;
using namespace robostage::test;
using Kind = edit::AddSpec::Kind;

namespace {

const QString kData = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/widgets/");

/// Where point `p_FP` (metres, in frame `frame` at zero joint positions) shows in the view.
QPoint pixelOf(Viewport *viewport, FrameId frame, const Vec3 &p_FP = {})
{
    const Vec3 p = viewport->document()->frames().worldPose(frame).transformPoint(p_FP);
    return projectToPixel(
        viewport->camera(), viewport->size(), QVector3D(float(p.x), float(p.y), float(p.z)))
        .toPoint();
}

/// A dialog runner that names the entity `name`, ticks `box` (addPlaceInView or addPickLinks)
/// and accepts; `checkedAtFirst` and `text` get the box's state and text as the dialog opened.
AddActions::DialogRunner ticking(
    const QString &name, const char *box, bool *checkedAtFirst = nullptr, QString *text = nullptr)
{
    return [=](AddEntityDialog &dialog) {
        dialog.findChild<QLineEdit *>(QStringLiteral("addName"))->setText(name);
        auto *check = dialog.findChild<QCheckBox *>(QLatin1String(box));
        if (!check)
            return false;
        if (checkedAtFirst)
            *checkedAtFirst = check->isChecked();
        if (text)
            *text = check->text();
        check->setChecked(true);
        return true;
    };
}

bool near(const Pose &X, const Vec3 &p, double tolerance)
{
    return std::abs(X.p.x - p.x) < tolerance && std::abs(X.p.y - p.y) < tolerance
        && std::abs(X.p.z - p.z) < tolerance;
}

QString describe(const Pose &X)
{
    return QStringLiteral("(%1, %2, %3)").arg(X.p.x).arg(X.p.y).arg(X.p.z);
}

} // namespace

class TestAddPlacing : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void linkGoesWhereTheUserClicks();
    void urdfLinkJointOriginIsTheClickedPoint();
    void modelGoesWhereTheUserRightClicked();
    void jointLinksArePickedInTheViewAndTheTree();
    void escapeCancels();

private:
    /// Opens a copy of `name` from the test data, settled; selects `selected` (scoped name).
    std::unique_ptr<MainWindow> open(const QString &name, const QString &selected);
    QTemporaryDir m_dir;
};

void TestAddPlacing::initTestCase()
{
    QString why;
    if (!OffscreenRenderer::isOpenGLAvailable(&why))
        QSKIP(qPrintable(why));
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
}

std::unique_ptr<MainWindow> TestAddPlacing::open(const QString &name, const QString &selected)
{
    const QString copy
        = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()) + u'_' + name);
    QFile::remove(copy);
    if (!QFile::copy(kData + name, copy))
        return nullptr;
    QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    std::unique_ptr<MainWindow> window = openSettled(copy);
    if (window) {
        window->selection()->setFrame(frameNamed(*window->document(), selected));
        window->addMenuActions()->setShowErrors(false);
    }
    return window;
}

void TestAddPlacing::linkGoesWhereTheUserClicks()
{
    // GIVEN the model `robot` (turned 0.5 rad about z) selected
    auto window = open(QStringLiteral("placing.sdf"), QStringLiteral("robot"));
    QVERIFY(window);
    Viewport *view = window->viewport();
    AddActions *adding = window->addMenuActions();
    const FrameId base = frameNamed(*window->document(), QStringLiteral("robot::base"));
    // WHEN Add › Link… ticks "Place by clicking in the view"
    adding->setDialogRunner(ticking(QStringLiteral("lamp"), "addPlaceInView"));
    adding->action(Kind::Link)->trigger();
    // THEN nothing is added yet, and the status bar asks for the click
    QVERIFY(adding->picking()->waiting());
    QCOMPARE(window->session()->undoStack()->count(), 0);
    QVERIFY2(window->statusBar()->currentMessage().contains(QLatin1String("lamp")),
        qPrintable(window->statusBar()->currentMessage()));
    // WHEN the user clicks the middle of the base box's top face
    QTest::mouseClick(view, Qt::LeftButton, {}, pixelOf(view, base, {0, 0, 0.5}));
    // THEN the link is there, in one undo step, at that point (within a pixel's width)
    QTRY_COMPARE(window->session()->undoStack()->count(), 1);
    const FrameId lamp = frameNamed(*window->document(), QStringLiteral("robot::lamp"));
    QVERIFY(lamp != kNoFrame);
    const Pose X_WL = window->document()->frames().worldPose(lamp);
    QVERIFY2(near(X_WL, {1, 0, 1}, 0.02), qPrintable(describe(X_WL)));
    QVERIFY(!adding->picking()->waiting());
    // AND the next dialog offers the same choice, ticked
    bool ticked = false;
    adding->setDialogRunner(ticking(QStringLiteral("lamp2"), "addPlaceInView", &ticked));
    adding->action(Kind::Link)->trigger();
    QVERIFY(ticked);
    // WHEN the user clicks the ground beside the robot
    QTest::mouseClick(view, Qt::LeftButton, {}, pixelOf(view, kWorldFrame, {3, -2, 0}));
    // THEN the link stands on the ground there
    QTRY_COMPARE(window->session()->undoStack()->count(), 2);
    const Pose X_WL2 = window->document()->frames().worldPose(
        frameNamed(*window->document(), QStringLiteral("robot::lamp2")));
    QVERIFY2(near(X_WL2, {3, -2, 0}, 0.03), qPrintable(describe(X_WL2)));
}

void TestAddPlacing::urdfLinkJointOriginIsTheClickedPoint()
{
    // GIVEN a URDF robot whose base_link is a 1 × 1 × 0.5 m box standing on the ground
    auto window = open(QStringLiteral("placing.urdf"), QStringLiteral("placing::base_link"));
    QVERIFY(window);
    Viewport *view = window->viewport();
    // WHEN Add › Link… is placed by a click on the box's top
    window->addMenuActions()->setDialogRunner(ticking(QStringLiteral("sensor"), "addPlaceInView"));
    window->addMenuActions()->action(Kind::Link)->trigger();
    QTest::mouseClick(view, Qt::LeftButton, {},
        pixelOf(view, frameNamed(*window->document(), QStringLiteral("placing::base_link")),
            {0.2, 0.1, 0.5}));
    // THEN its parent joint's origin in base_link is that point
    QTRY_COMPARE(window->session()->undoStack()->count(), 1);
    const Pose X_WS = window->document()->frames().worldPose(
        frameNamed(*window->document(), QStringLiteral("placing::sensor")));
    QVERIFY2(near(X_WS, {0.2, 0.1, 0.5}, 0.02), qPrintable(describe(X_WS)));
    // AND the file's numbers are short (0.1 mm): a click is good to a pixel, no better
    const QByteArray bytes = window->session()->bytes(window->document()->path());
    const QRegularExpression origin(
        QStringLiteral("<joint name=\"sensor_joint\"[^>]*>[\\s\\S]*?<origin xyz=\"([^\"]*)\""));
    const QRegularExpressionMatch match = origin.match(QString::fromUtf8(bytes));
    QVERIFY2(match.hasMatch(), bytes.constData());
    for (const QString &number : match.captured(1).split(u' '))
        QVERIFY2(number.size() <= 7, qPrintable(match.captured(0)));
    QVERIFY2(match.captured(1).endsWith(QLatin1String(" 0.5")), qPrintable(match.captured(0)));
}

void TestAddPlacing::modelGoesWhereTheUserRightClicked()
{
    // GIVEN the world, nothing selected
    auto window = open(QStringLiteral("placing.sdf"), QString());
    QVERIFY(window);
    Viewport *view = window->viewport();
    // WHEN the user right-clicks the ground and chooses Add › Model… in the context menu
    QTest::mouseClick(view, Qt::RightButton, {}, pixelOf(view, kWorldFrame, {-2, 3, 0}));
    auto *menu = window->findChild<QMenu *>(QStringLiteral("contextMenu"));
    QTRY_VERIFY(menu->isVisible());
    bool ticked = false;
    QString text;
    window->addMenuActions()->setDialogRunner(
        ticking(QStringLiteral("crate"), "addPlaceInView", &ticked, &text));
    menu->hide();
    window->addMenuActions()->action(Kind::Model)->trigger();
    // THEN the dialog offered that point, ticked, and the model is there at once
    QVERIFY(ticked);
    QVERIFY2(text.contains(QLatin1String("right-click")), qPrintable(text));
    QCOMPARE(window->session()->undoStack()->count(), 1);
    const Pose X_WM = window->document()->frames().worldPose(
        frameNamed(*window->document(), QStringLiteral("crate")));
    QVERIFY2(near(X_WM, {-2, 3, 0}, 0.03), qPrintable(describe(X_WM)));
    // AND the menu bar's Edit › Add forgets the point: the dialog asks for a click again
    window->addMenuActions()->setPlacementPoint(QVector3D(1, 1, 0));
    window->findChild<QMenu *>(QStringLiteral("editMenu"))->popup(QPoint());
    window->findChild<QMenu *>(QStringLiteral("editMenu"))->hide();
    window->addMenuActions()->setDialogRunner(
        ticking(QStringLiteral("crate2"), "addPlaceInView", nullptr, &text));
    window->addMenuActions()->action(Kind::Model)->trigger();
    QVERIFY2(!text.contains(QLatin1String("right-click")), qPrintable(text));
    QVERIFY(window->addMenuActions()->picking()->waiting());
    window->addMenuActions()->picking()->cancel();
}

void TestAddPlacing::jointLinksArePickedInTheViewAndTheTree()
{
    // GIVEN the model `robot` with the free links base and arm, selected
    auto window = open(QStringLiteral("placing.sdf"), QStringLiteral("robot"));
    QVERIFY(window);
    Viewport *view = window->viewport();
    const Document *document = window->document();
    const FrameId base = frameNamed(*document, QStringLiteral("robot::base"));
    const FrameId arm = frameNamed(*document, QStringLiteral("robot::arm"));
    // WHEN Add › Joint… (revolute) ticks "Pick the parent and then the child link"
    window->addMenuActions()->setDialogRunner([](AddEntityDialog &dialog) {
        dialog.findChild<QLineEdit *>(QStringLiteral("addName"))->setText(QStringLiteral("hinge"));
        dialog.findChild<QComboBox *>(QStringLiteral("addJointType"))
            ->setCurrentText(QStringLiteral("revolute"));
        dialog.findChild<QCheckBox *>(QStringLiteral("addPickLinks"))->setChecked(true);
        return !dialog.findChild<QComboBox *>(QStringLiteral("addJointChild"))->isEnabled();
    });
    window->addMenuActions()->action(Kind::Joint)->trigger();
    QVERIFY(window->addMenuActions()->picking()->waiting());
    QVERIFY(window->statusBar()->currentMessage().contains(QLatin1String("parent link")));
    // AND clicks the base box in the view, then the arm's row in the scene tree
    QTest::mouseClick(view, Qt::LeftButton, {}, pixelOf(view, base, {0, 0, 0.5}));
    QTRY_VERIFY(window->statusBar()->currentMessage().contains(QLatin1String("child link")));
    QTreeView *tree = window->sceneTreeDock()->view();
    const QModelIndex row = window->sceneTreeDock()->indexOfFrame(arm);
    QVERIFY(row.isValid());
    tree->scrollTo(row);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, tree->visualRect(row).center());
    // THEN the joint connects base to arm, at the arm's origin, in one undo step
    QTRY_COMPARE(window->session()->undoStack()->count(), 1);
    const QByteArray bytes = window->session()->bytes(window->document()->path());
    QVERIFY(bytes.contains("<joint name=\"hinge\" type=\"revolute\">"));
    QVERIFY(bytes.contains("<parent>base</parent>"));
    QVERIFY(bytes.contains("<child>arm</child>"));
    const FrameId hinge = frameNamed(*window->document(), QStringLiteral("robot::hinge"));
    const Pose X_WA = window->document()->frames().worldPose(
        frameNamed(*window->document(), QStringLiteral("robot::arm")));
    QVERIFY(near(window->document()->frames().worldPose(hinge), X_WA.p, 1e-12));
}

void TestAddPlacing::escapeCancels()
{
    auto window = open(QStringLiteral("placing.sdf"), QStringLiteral("robot"));
    QVERIFY(window);
    window->addMenuActions()->setDialogRunner(ticking(QStringLiteral("lamp"), "addPlaceInView"));
    window->addMenuActions()->action(Kind::Link)->trigger();
    QVERIFY(window->addMenuActions()->picking()->waiting());
    QTest::keyClick(window.get(), Qt::Key_Escape);
    QVERIFY(!window->addMenuActions()->picking()->waiting());
    QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("Add cancelled"));
    // A click afterwards selects, and adds nothing
    QTest::mouseClick(window->viewport(), Qt::LeftButton, {},
        pixelOf(window->viewport(), frameNamed(*window->document(), QStringLiteral("robot::base")),
            {0, 0, 0.5}));
    QTest::qWait(50);
    QCOMPARE(window->session()->undoStack()->count(), 0);
}

int main(int argc, char *argv[])
{
    OffscreenRenderer::prepareApplication(); // a core profile context for Qt3D
    QApplication app(argc, argv);
    TestAddPlacing test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}
#include "tst_addplacing.moc"
