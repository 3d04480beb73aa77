// Tests that the scene tree makes its rows lazily (issue 17): a generated world of 2000 models
// opens with only the world's and the models' rows made, and the viewport's selection, the
// filter, an in-place rename and the kinematic view make only the rows they show.

#include "base/selection.h"
#include "document.h"
#include "edit/editsession.h"
#include "mainwindow/mainwindow.h"
#include "model/testutil.h"
#include "scenetree/scenetreedock.h"
#include "scenetree/scenetreemodel.h"

#include <QFile>
#include <QLineEdit>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>
#include <QtTest>

#include <memory>

using namespace robostage;

namespace {

constexpr int kModels = 2000;
const QString kFinderModel = QStringLiteral("robot_1234"); ///< its second link is "gripper"

/// A world of `kModels` models, each a base link and an arm link (each with a visual `v` and a
/// collision `c`) joined by a revolute joint `j`; robot_1234's arm is called `gripper`.
QByteArray world()
{
    QByteArray xml = "<?xml version=\"1.0\"?>\n<sdf version=\"1.9\">\n<world name=\"lazy\">\n";
    const QByteArray parts = "<visual name=\"v\"><geometry><box><size>0.1 0.1 0.1</size></box>"
                             "</geometry></visual><collision name=\"c\"><geometry><box><size>0.1 "
                             "0.1 0.1</size></box></geometry></collision>";
    for (int i = 0; i < kModels; ++i) {
        const QByteArray name = "robot_" + QByteArray::number(i);
        const QByteArray arm = name == kFinderModel.toLatin1() ? "gripper" : "arm";
        xml += "<model name=\"" + name + "\"><pose>" + QByteArray::number(i % 50) + " "
            + QByteArray::number(i / 50) + " 0 0 0 0</pose><link name=\"base\">" + parts
            + "</link><link name=\"" + arm + "\"><pose>0 0 0.2 0 0 0</pose>" + parts
            + "</link><joint name=\"j\" type=\"revolute\"><parent>base</parent><child>" + arm
            + "</child><axis><xyz>0 0 1</xyz><limit><lower>-1</lower><upper>1</upper></limit>"
              "</axis></joint></model>\n";
    }
    return xml + "</world>\n</sdf>\n";
}

/// "kind name" of a row.
QString label(const QModelIndex &index)
{
    return index.siblingAtColumn(SceneTreeModel::KindColumn).data().toString() + QLatin1Char(' ')
        + index.siblingAtColumn(SceneTreeModel::NameColumn).data().toString();
}

/// The labels of `index` and its ancestors, innermost first.
QStringList chain(QModelIndex index)
{
    QStringList labels;
    for (; index.isValid(); index = index.parent())
        labels << label(index);
    return labels;
}

/// Every row below `parent` as "kind name", depth first (makes the rows it walks).
QStringList flatten(const QAbstractItemModel &model, const QModelIndex &parent = {})
{
    QStringList rows;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, SceneTreeModel::NameColumn, parent);
        rows << label(index) << flatten(model, index);
    }
    return rows;
}

/// The names of the models below the world whose rows are made (canFetchMore() is false).
QStringList modelsMade(const SceneTreeModel &model)
{
    const QModelIndex world = model.index(0, 0);
    QStringList made;
    for (int row = 0; row < model.rowCount(world); ++row) {
        const QModelIndex index = model.index(row, 0, world);
        if (!model.canFetchMore(index))
            made << index.data().toString();
    }
    return made;
}

/// The source row of the model `name` (built or not).
QModelIndex modelRow(const SceneTreeModel &model, const QString &name)
{
    const QModelIndex world = model.index(0, 0);
    return model.index(name.mid(name.indexOf(QLatin1Char('_')) + 1).toInt(), 0, world);
}

/// True when the Name column shows the whole name (and icon) of `index` and of its ancestors.
bool namesFit(const QTreeView *view, const QModelIndex &index)
{
    for (QModelIndex row = index; row.isValid(); row = row.parent()) {
        const int needed = view->fontMetrics().horizontalAdvance(row.data().toString())
            + view->style()->pixelMetric(QStyle::PM_SmallIconSize) + 8;
        if (view->visualRect(row).width() < needed)
            return false;
    }
    return true;
}

} // namespace

class TestSceneTreeLazy : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void openMakesOnlyTheTopLevelRows();
    void viewportSelectionMakesItsPath();
    void filterFindsLinksInCollapsedModels();
    void renameKeepsTheExpandedModel();
    void kinematicViewIsLazyToo();

private:
    /// A window showing the generated world, on screen.
    std::unique_ptr<MainWindow> openWorld();
    /// The selection's frame of the entity `scopedName` of `kind` in `window`'s document.
    static FrameId frameOf(const MainWindow &window, FrameKind kind, const QString &scopedName);

    QTemporaryDir m_dir;
    QString m_path;
};

void TestSceneTreeLazy::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    m_path = m_dir.filePath(QStringLiteral("lazy.sdf"));
    QFile file(m_path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(world());
}

void TestSceneTreeLazy::init()
{
    QSettings().clear();
}

std::unique_ptr<MainWindow> TestSceneTreeLazy::openWorld()
{
    auto window = std::make_unique<MainWindow>();
    window->openFile(m_path, MainWindow::Recent::Skip);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

FrameId TestSceneTreeLazy::frameOf(
    const MainWindow &window, FrameKind kind, const QString &scopedName)
{
    return test::findFrame(*window.document(), kind, scopedName);
}

void TestSceneTreeLazy::openMakesOnlyTheTopLevelRows()
{
    // GIVEN the world of 2000 models WHEN it is opened
    const auto window = openWorld();
    QVERIFY(window);
    const SceneTreeModel &model = *window->sceneTreeModel();
    QTreeView *view = window->sceneTreeDock()->view();
    // THEN the tree shows the world expanded with its models collapsed
    QCOMPARE(model.rowCount(), 1);
    const QModelIndex world = model.index(0, 0);
    QCOMPARE(label(world), QStringLiteral("world lazy"));
    QCOMPARE(model.rowCount(world), kModels);
    const QModelIndex worldRow = window->sceneTreeDock()->proxyModel()->index(0, 0);
    QVERIFY(view->isExpanded(worldRow));
    QVERIFY(!view->isExpanded(worldRow.model()->index(0, 0, worldRow)));
    // AND no model's rows are made, yet each shows that it has some
    QCOMPARE(modelsMade(model), QStringList());
    QVERIFY(model.hasChildren(modelRow(model, QStringLiteral("robot_0"))));
    // AND the rows look as before: icon, kind, tooltip with the file and line
    const QModelIndex robot = modelRow(model, QStringLiteral("robot_7"));
    QCOMPARE(label(robot), QStringLiteral("model robot_7"));
    QVERIFY(!robot.data(Qt::DecorationRole).value<QIcon>().isNull());
    QVERIFY2(robot.data(Qt::ToolTipRole).toString().contains(QStringLiteral("lazy.sdf:")),
        qPrintable(robot.data(Qt::ToolTipRole).toString()));
}

void TestSceneTreeLazy::viewportSelectionMakesItsPath()
{
    // GIVEN the world open, no model expanded
    const auto window = openWorld();
    QVERIFY(window);
    SceneTreeDock *dock = window->sceneTreeDock();
    QTreeView *view = dock->view();
    // WHEN the viewport selects a visual deep in a model whose rows were never made
    const FrameId visual
        = frameOf(*window, FrameKind::Visual, QStringLiteral("robot_1500::arm::v"));
    QVERIFY(visual != kNoFrame);
    window->selection()->setFrame(visual);
    // THEN its row is made, expanded into view and current, and only its model's rows are made
    const QModelIndex current = view->currentIndex();
    QCOMPARE(current.data(SceneTreeModel::FrameIdRole).toInt(), visual);
    QCOMPARE(
        chain(current), QStringList({"visual v", "link arm", "model robot_1500", "world lazy"}));
    QVERIFY(view->isExpanded(current.parent()));
    QVERIFY(view->isExpanded(current.parent().parent()));
    QCOMPARE(modelsMade(*window->sceneTreeModel()), QStringList({"robot_1500"}));
    // AND the Name column grew to fit the rows made, so that their names are not cut off
    QTRY_VERIFY(namesFit(view, current));

    // WHEN the user clicks the model's row THEN the model is selected
    const QModelIndex robot = current.parent().parent();
    view->scrollTo(robot);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(robot).center());
    QCOMPARE(window->selection()->frame(),
        frameOf(*window, FrameKind::Model, QStringLiteral("robot_1500")));
}

void TestSceneTreeLazy::filterFindsLinksInCollapsedModels()
{
    // GIVEN the world open, no model expanded
    const auto window = openWorld();
    QVERIFY(window);
    SceneTreeDock *dock = window->sceneTreeDock();
    QLineEdit *filter = dock->filterEdit();
    // WHEN the user types the name of a link inside one of the collapsed models
    filter->setFocus();
    QTest::keyClicks(filter, QStringLiteral("GRIPPER"));
    // THEN (once the typing pauses) the link shows with its parts, its model and the world
    const QStringList found = {QStringLiteral("world lazy"), QStringLiteral("model robot_1234"),
        QStringLiteral("link gripper"), QStringLiteral("visual v"), QStringLiteral("collision c")};
    QTRY_COMPARE(dock->proxyModel()->rowCount(dock->proxyModel()->index(0, 0)), 1);
    QCOMPARE(flatten(*dock->proxyModel()), found);
    QVERIFY(dock->view()->isExpanded(dock->proxyModel()->index(0, 0)));
    // AND only that model's rows were made
    QCOMPARE(modelsMade(*window->sceneTreeModel()), QStringList({kFinderModel}));
    // WHEN the filter is cleared THEN every model is back, collapsed as before
    QTest::keyClick(filter, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(filter, Qt::Key_Backspace);
    QTRY_COMPARE(dock->proxyModel()->rowCount(dock->proxyModel()->index(0, 0)), kModels);
    const QModelIndex worldRow = dock->proxyModel()->index(0, 0);
    QVERIFY(dock->view()->isExpanded(worldRow));
    QVERIFY(!dock->view()->isExpanded(dock->proxyModel()->index(1234, 0, worldRow)));
}

void TestSceneTreeLazy::renameKeepsTheExpandedModel()
{
    // GIVEN the world open and robot_7 expanded by the user (click its row, press →)
    const auto window = openWorld();
    QVERIFY(window);
    SceneTreeDock *dock = window->sceneTreeDock();
    QTreeView *view = dock->view();
    const QModelIndex worldRow = dock->proxyModel()->index(0, 0);
    const QModelIndex robot = dock->proxyModel()->index(7, 0, worldRow);
    view->scrollTo(robot);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(robot).center());
    QCOMPARE(view->currentIndex(), robot);
    QTest::keyClick(view, Qt::Key_Right);
    QVERIFY(view->isExpanded(robot));
    // WHEN its arm link is renamed in place (click, F2, type, Enter)
    const QModelIndex arm = dock->proxyModel()->index(1, 0, robot);
    QCOMPARE(label(arm), QStringLiteral("link arm"));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(arm).center());
    QTest::keyClick(view, Qt::Key_F2);
    auto *editor = qobject_cast<QLineEdit *>(view->indexWidget(view->currentIndex()));
    QVERIFY(editor);
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("forearm"));
    QTest::keyClick(editor, Qt::Key_Return);
    QTRY_COMPARE(window->session()->undoStack()->count(), 1);
    // THEN the new tree shows the new name, current, in robot_7 still expanded, and has made
    // no other model's rows
    QTRY_COMPARE(label(view->currentIndex()), QStringLiteral("link forearm"));
    QCOMPARE(chain(view->currentIndex()).mid(1), QStringList({"model robot_7", "world lazy"}));
    QVERIFY(view->isExpanded(view->currentIndex().parent()));
    QCOMPARE(modelsMade(*window->sceneTreeModel()), QStringList({"robot_7"}));
}

void TestSceneTreeLazy::kinematicViewIsLazyToo()
{
    // GIVEN the world open
    const auto window = openWorld();
    QVERIFY(window);
    SceneTreeDock *dock = window->sceneTreeDock();
    // WHEN the kinematic view is chosen
    auto *toggle = dock->findChild<QToolButton *>(QStringLiteral("kinematicToggle"));
    QVERIFY(toggle);
    QTest::mouseClick(toggle, Qt::LeftButton);
    QVERIFY(dock->isKinematic());
    // THEN still no model's rows are made
    QCOMPARE(modelsMade(*window->sceneTreeModel()), QStringList());
    // WHEN the viewport selects a collision of a child link
    const FrameId collision
        = frameOf(*window, FrameKind::Collision, QStringLiteral("robot_42::arm::c"));
    window->selection()->setFrame(collision);
    // THEN its row hangs below its link, joint and parent link, made and current
    QCOMPARE(chain(dock->view()->currentIndex()),
        QStringList(
            {"collision c", "link arm", "joint j", "link base", "model robot_42", "world lazy"}));
    QCOMPARE(modelsMade(*window->sceneTreeModel()), QStringList({"robot_42"}));
}

QTEST_MAIN(TestSceneTreeLazy)
#include "tst_scenetreelazy.moc"
