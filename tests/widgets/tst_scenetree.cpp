// Tests for the scene tree dock: icons per kind, the filter box, in-place rename through the
// window's EditSession, and the kinematic view (parent link → joint → child link) on corpus
// files. Runs offscreen under xvfb-run (the main window's viewport needs GLX).

#include "base/selection.h"
#include "corpus.h"
#include "document.h"
#include "edit/editsession.h"
#include "mainwindow/mainwindow.h"
#include "model/testutil.h"
#include "scenetree/sceneicons.h"
#include "scenetree/scenetreedock.h"
#include "scenetree/scenetreemodel.h"

#include <QAbstractItemModelTester>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTreeView>
#include <QtTest>

using namespace robostage;
using Kind = SceneTreeModel::Kind;

namespace {

using robostage::test::findFrame;
using robostage::test::readFile;

const QString kAcrobot = QStringLiteral("RobotLocomotion__drake/examples/acrobot/Acrobot.sdf");
const QString kUrdfRobot = QStringLiteral("ros__urdf_tutorial/urdf/05-visual.urdf");
const QString kPhysicsRobot = QStringLiteral("ros__urdf_tutorial/urdf/07-physics.urdf");

QString corpusFile(const QString &relative)
{
    return test::corpusDir() + QLatin1Char('/') + relative;
}

/// "kind name" of a row.
QString label(const QModelIndex &index)
{
    return index.siblingAtColumn(SceneTreeModel::KindColumn).data().toString() + QLatin1Char(' ')
        + index.siblingAtColumn(SceneTreeModel::NameColumn).data().toString();
}

/// Every row below `parent` as "kind name", depth first.
QStringList flatten(const QAbstractItemModel &model, const QModelIndex &parent = {})
{
    QStringList rows;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, SceneTreeModel::NameColumn, parent);
        rows << label(index);
        rows << flatten(model, index);
    }
    return rows;
}

/// Every name-column index below `parent`, depth first.
QModelIndexList allRows(const QAbstractItemModel &model, const QModelIndex &parent = {})
{
    QModelIndexList rows;
    for (int row = 0; row < model.rowCount(parent); ++row) {
        const QModelIndex index = model.index(row, SceneTreeModel::NameColumn, parent);
        rows << index << allRows(model, index);
    }
    return rows;
}

/// The first row labelled `text` ("kind name").
QModelIndex find(const QAbstractItemModel &model, const QString &text)
{
    for (const QModelIndex &index : allRows(model)) {
        if (label(index) == text)
            return index;
    }
    return {};
}

/// The labels of `index` and its ancestors, innermost first.
QStringList chain(QModelIndex index)
{
    QStringList labels;
    for (; index.isValid(); index = index.parent())
        labels << label(index);
    return labels;
}

const Joint *findJoint(const Model &model, const QString &name)
{
    for (const Joint &joint : model.joints) {
        if (joint.name == name)
            return &joint;
    }
    return nullptr;
}

/// The in-place editor open on the dock's current row, nullptr when none is.
QLineEdit *nameEditor(SceneTreeDock *dock)
{
    const QModelIndex current = dock->view()->currentIndex();
    return qobject_cast<QLineEdit *>(
        dock->view()->indexWidget(current.siblingAtColumn(SceneTreeModel::NameColumn)));
}

} // namespace

class TestSceneTree : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void iconsAreDistinctPerKind();
    void rowsShowTheirKindsIcon();
    void filterShowsMatchesWithAncestors();
    void selectionFollowsThroughTheFilter();
    void highlightIsAlwaysTheSelection();
    void reloadKeepsTheScrollPosition();
    void filterShowsPartsAndKeepsColumns();
    void longNamesLeaveTheKindColumnItsRoom();
    void kinematicViewNestsChains_data();
    void kinematicViewNestsChains();
    void kinematicViewKeepsEveryEntity_data();
    void kinematicViewKeepsEveryEntity();
    void kinematicToggleIsPersisted();
    void inPlaceRenameUpdatesReferences();
    void refusedRenameShowsTheReason();
    void drakeLoopJointRows();

private:
    QTemporaryDir m_settings;
};

void TestSceneTree::initTestCase()
{
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
    if (!QFileInfo::exists(corpusFile(kAcrobot)))
        QSKIP("the shared corpus is missing");
}

void TestSceneTree::init()
{
    QSettings().clear();
}

void TestSceneTree::iconsAreDistinctPerKind()
{
    // GIVEN the icon of every kind and joint type the tree shows
    const QList<QPair<Kind, Joint::Type>> kinds
        = {{Kind::World, Joint::Type::Other}, {Kind::Model, Joint::Type::Other},
            {Kind::Link, Joint::Type::Other}, {Kind::Visual, Joint::Type::Other},
            {Kind::Collision, Joint::Type::Other}, {Kind::Sensor, Joint::Type::Other},
            {Kind::Light, Joint::Type::Other}, {Kind::Frame, Joint::Type::Other},
            {Kind::Joint, Joint::Type::Ball}, {Kind::Joint, Joint::Type::Revolute},
            {Kind::Joint, Joint::Type::Prismatic}, {Kind::Joint, Joint::Type::Fixed}};
    QList<QImage> images;
    for (const auto &[kind, type] : kinds) {
        // WHEN it is drawn at 16 px
        const QIcon icon = sceneIcon(kind, type);
        QVERIFY2(!icon.isNull(), qPrintable(SceneTreeModel::kindName(kind)));
        const QImage image = icon.pixmap(16, 16).toImage().convertToFormat(QImage::Format_ARGB32);
        // THEN it has the size and is not blank
        QCOMPARE(image.size(), QSize(16, 16));
        int opaque = 0;
        for (int y = 0; y < 16; ++y) {
            for (int x = 0; x < 16; ++x)
                opaque += qAlpha(image.pixel(x, y)) > 128;
        }
        QVERIFY2(opaque > 40, qPrintable(SceneTreeModel::kindName(kind)));
        images << image;
    }
    // AND no two kinds share an icon
    for (int i = 0; i < images.size(); ++i) {
        for (int j = i + 1; j < images.size(); ++j)
            QVERIFY2(images[i] != images[j], qPrintable(QStringLiteral("%1 = %2").arg(i).arg(j)));
    }
    // AND continuous joints share the revolute icon
    QCOMPARE(sceneIcon(Kind::Joint, Joint::Type::Continuous).cacheKey(),
        sceneIcon(Kind::Joint, Joint::Type::Revolute).cacheKey());
}

void TestSceneTree::rowsShowTheirKindsIcon()
{
    // GIVEN the Acrobot model in the tree
    const auto document = Document::load(corpusFile(kAcrobot));
    SceneTreeModel model;
    model.setDocument(document.get());
    // THEN each name cell's icon is its kind's (joints: their type's), the kind cell has none
    const QModelIndex elbow = find(model, QStringLiteral("joint elbow"));
    const QModelIndex weld = find(model, QStringLiteral("joint base_weld"));
    const QModelIndex link = find(model, QStringLiteral("link upper_link"));
    const QModelIndex frame = find(model, QStringLiteral("frame hand"));
    QVERIFY(elbow.isValid() && weld.isValid() && link.isValid() && frame.isValid());
    auto iconOf = [](const QModelIndex &index) {
        return index.data(Qt::DecorationRole).value<QIcon>().cacheKey();
    };
    QCOMPARE(iconOf(elbow), sceneIcon(Kind::Joint, Joint::Type::Revolute).cacheKey());
    QCOMPARE(iconOf(weld), sceneIcon(Kind::Joint, Joint::Type::Fixed).cacheKey());
    QCOMPARE(iconOf(link), sceneIcon(Kind::Link).cacheKey());
    QCOMPARE(iconOf(frame), sceneIcon(Kind::Frame).cacheKey());
    QVERIFY(link.siblingAtColumn(SceneTreeModel::KindColumn).data(Qt::DecorationRole).isNull());
}

void TestSceneTree::filterShowsMatchesWithAncestors()
{
    // GIVEN the Acrobot model in the dock
    const auto document = Document::load(corpusFile(kAcrobot));
    SceneTreeDock dock;
    QAbstractItemModelTester tester(
        dock.proxyModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    dock.setDocument(document.get());
    const int allRowsBefore = allRows(*dock.proxyModel()).size();
    // (the user collapsed base_link)
    dock.view()->collapse(find(*dock.proxyModel(), QStringLiteral("link base_link")));
    const bool upperExpanded
        = dock.view()->isExpanded(find(*dock.proxyModel(), QStringLiteral("link upper_link")));
    QLineEdit *filter = dock.findChild<QLineEdit *>(QStringLiteral("sceneFilter"));
    QVERIFY(filter);
    QVERIFY(filter->isClearButtonEnabled());
    QCOMPARE(filter->placeholderText(), QStringLiteral("Filter"));
    // WHEN "ELBOW" is typed (another case than the name)
    QTest::keyClicks(filter, QStringLiteral("ELBOW"));
    // THEN only the joint and its model are shown, expanded
    QCOMPARE(flatten(*dock.proxyModel()),
        QStringList({QStringLiteral("model Acrobot"), QStringLiteral("joint elbow")}));
    QVERIFY(dock.view()->isExpanded(dock.proxyModel()->index(0, 0)));
    // WHEN the filter names a kind
    filter->setText(QStringLiteral("visual"));
    // THEN every visual shows with its link and model, and nothing else
    QCOMPARE(flatten(*dock.proxyModel()),
        QStringList(
            {"model Acrobot", "link base_link", "visual base_link_visual", "link upper_link",
                "visual upper_link_visual", "link lower_link", "visual lower_link_visual"}));
    const QModelIndex upper = find(*dock.proxyModel(), QStringLiteral("link upper_link"));
    QVERIFY(dock.view()->isExpanded(upper));
    // WHEN the filter matches nothing THEN no row shows
    filter->setText(QStringLiteral("no such thing"));
    QCOMPARE(dock.proxyModel()->rowCount(), 0);
    // WHEN it is cleared THEN every row is back, expanded as before the filter
    filter->clear();
    QCOMPARE(allRows(*dock.proxyModel()).size(), allRowsBefore);
    QVERIFY(dock.view()->isExpanded(dock.proxyModel()->index(0, 0)));
    QCOMPARE(dock.view()->isExpanded(find(*dock.proxyModel(), QStringLiteral("link upper_link"))),
        upperExpanded);
    QVERIFY(!dock.view()->isExpanded(find(*dock.proxyModel(), QStringLiteral("link base_link"))));
}

void TestSceneTree::selectionFollowsThroughTheFilter()
{
    // GIVEN the Acrobot model in the dock, filtered to the links, and a shared selection
    const auto document = Document::load(corpusFile(kAcrobot));
    Selection selection;
    SceneTreeDock dock;
    dock.setSelection(&selection);
    dock.setDocument(document.get());
    dock.filterEdit()->setText(QStringLiteral("_link"));
    const FrameId upper
        = findFrame(*document, FrameKind::Link, QStringLiteral("Acrobot::upper_link"));
    const FrameId lower
        = findFrame(*document, FrameKind::Link, QStringLiteral("Acrobot::lower_link"));
    QVERIFY(upper != kNoFrame && lower != kNoFrame);
    // WHEN the viewport selects upper_link THEN it is the tree's current row
    selection.setFrame(upper);
    QCOMPARE(label(dock.view()->currentIndex()), QStringLiteral("link upper_link"));
    QCOMPARE(dock.view()->currentIndex().model(), dock.proxyModel());
    // WHEN the tree's row of lower_link becomes current THEN it is selected
    dock.view()->setCurrentIndex(dock.indexOfFrame(lower));
    QCOMPARE(selection.frame(), lower);
    // WHEN the filter hides the selected row THEN nothing is current but the selection stays
    dock.filterEdit()->setText(QStringLiteral("joint"));
    QVERIFY(!dock.indexOfFrame(lower).isValid());
    QCOMPARE(selection.frame(), lower);
    QVERIFY(!dock.view()->currentIndex().isValid());
    QVERIFY(dock.view()->selectionModel()->selectedIndexes().isEmpty());
    // WHEN the filter is cleared THEN the selected row is current again
    dock.filterEdit()->clear();
    QCOMPARE(label(dock.view()->currentIndex()), QStringLiteral("link lower_link"));
}

void TestSceneTree::reloadKeepsTheScrollPosition()
{
    // GIVEN PR2 in a short dock, scrolled down to its last rows
    const QString path = test::corpusDir()
        + QStringLiteral("/RobotLocomotion__models/pr2_description/urdf/pr2_simplified.urdf");
    if (!QFileInfo::exists(path))
        QSKIP("the corpus is missing");
    auto document = Document::load(path);
    SceneTreeDock dock;
    dock.setDocument(document.get());
    dock.resize(400, 300);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QScrollBar *bar = dock.view()->verticalScrollBar();
    QTRY_VERIFY(bar->maximum() > 0);
    bar->setValue(bar->maximum());
    const int scrolled = bar->value();
    // WHEN the file is read again (a reload after a change on disk) THEN the tree stays where
    // it was scrolled to (issue 30: it went back to the top)
    auto reloaded = Document::load(path);
    dock.setDocument(reloaded.get());
    document = std::move(reloaded);
    QTRY_COMPARE(bar->value(), scrolled);
}

void TestSceneTree::highlightIsAlwaysTheSelection()
{
    // GIVEN the Acrobot in the dock, shown, with upper_link selected (issue 30: typing a filter
    // that hides it highlighted a neighbour that Properties and Del did not act on)
    const auto document = Document::load(corpusFile(kAcrobot));
    Selection selection;
    SceneTreeDock dock;
    dock.setSelection(&selection);
    dock.setDocument(document.get());
    dock.resize(400, 500);
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    const FrameId upper
        = findFrame(*document, FrameKind::Link, QStringLiteral("Acrobot::upper_link"));
    const FrameId lower
        = findFrame(*document, FrameKind::Link, QStringLiteral("Acrobot::lower_link"));
    selection.setFrame(upper);
    // WHEN "lower" is typed, key by key ("l" still shows upper_link, "lo" hides it)
    QTest::keyClicks(dock.filterEdit(), QStringLiteral("lower"));
    // THEN no row is highlighted while the selection stays upper_link
    QVERIFY(!dock.indexOfFrame(upper).isValid());
    QCOMPARE(selection.frame(), upper);
    QVERIFY(!dock.view()->currentIndex().isValid());
    QVERIFY(dock.view()->selectionModel()->selectedIndexes().isEmpty());
    // WHEN the shown row of lower_link is clicked THEN it is selected and highlighted
    const QModelIndex row = dock.indexOfFrame(lower);
    QVERIFY(row.isValid());
    dock.view()->scrollTo(row);
    QTest::mouseClick(
        dock.view()->viewport(), Qt::LeftButton, {}, dock.view()->visualRect(row).center());
    QCOMPARE(selection.frame(), lower);
    QCOMPARE(dock.view()->currentIndex(), row);
    QCOMPARE(dock.view()->selectionModel()->selectedRows(), QModelIndexList({row}));
}

void TestSceneTree::filterShowsPartsAndKeepsColumns()
{
    // GIVEN R2D2 (links with a visual and a collision) in a dock on screen, the Name column
    // widened by the user
    const auto document = Document::load(corpusFile(kPhysicsRobot));
    SceneTreeDock dock;
    dock.resize(320, 600);
    dock.setDocument(document.get());
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QTreeView *view = dock.view();
    view->header()->resizeSection(
        SceneTreeModel::NameColumn, view->columnWidth(SceneTreeModel::NameColumn) + 30);
    const int nameWidth = view->columnWidth(SceneTreeModel::NameColumn);
    const QStringList unfiltered = flatten(*dock.proxyModel());
    const QModelIndex sourceLink = find(*dock.model(), QStringLiteral("link right_leg"));
    QVERIFY(sourceLink.isValid() && dock.model()->rowCount(sourceLink) > 0);
    QStringList parts; // what the link holds: its visuals, collisions, …
    for (int row = 0; row < dock.model()->rowCount(sourceLink); ++row)
        parts << label(dock.model()->index(row, 0, sourceLink));
    QLineEdit *filter = dock.filterEdit();
    auto *kinematic = dock.findChild<QToolButton *>(QStringLiteral("kinematicToggle"));
    QVERIFY(kinematic);
    auto clearFilter = [filter] {
        QTest::keyClick(filter, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(filter, Qt::Key_Backspace);
        QVERIFY(filter->text().isEmpty());
    };

    // WHEN the user types a link's name
    filter->setFocus();
    QTest::keyClicks(filter, QStringLiteral("RIGHT_leg"));
    // THEN the link shows with its model and with everything it holds, expanded
    const QModelIndex link = find(*dock.proxyModel(), QStringLiteral("link right_leg"));
    QVERIFY(link.isValid());
    QVERIFY(view->isExpanded(link));
    QStringList shown;
    for (int row = 0; row < dock.proxyModel()->rowCount(link); ++row)
        shown << label(dock.proxyModel()->index(row, 0, link));
    QCOMPARE(shown, parts);
    // AND the link it is the parent of does not (its name does not match)
    QVERIFY(!find(*dock.proxyModel(), QStringLiteral("link right_base")).isValid());
    // WHEN the filter is cleared THEN every row is back and the Name column keeps its width
    clearFilter();
    QCOMPARE(flatten(*dock.proxyModel()), unfiltered);
    QCOMPARE(view->columnWidth(SceneTreeModel::NameColumn), nameWidth);

    // WHEN the model's name is typed THEN the whole model shows
    QTest::keyClicks(filter, dock.model()->index(0, 0).data().toString().toUpper());
    QCOMPARE(flatten(*dock.proxyModel()), unfiltered);

    // WHEN the filter matches nothing, the view is switched to kinematic and back and the
    // document is shown again (an edit), and the filter is cleared
    clearFilter();
    QTest::keyClicks(filter, QStringLiteral("no such thing"));
    QCOMPARE(dock.proxyModel()->rowCount(), 0);
    QTest::mouseClick(kinematic, Qt::LeftButton);
    QTest::mouseClick(kinematic, Qt::LeftButton);
    QVERIFY(!dock.isKinematic());
    dock.setDocument(document.get());
    clearFilter();
    // THEN the rows are back, expanded, and the Name column has not collapsed
    QCOMPARE(flatten(*dock.proxyModel()), unfiltered);
    QVERIFY(view->isExpanded(dock.proxyModel()->index(0, 0)));
    QVERIFY2(view->columnWidth(SceneTreeModel::NameColumn) >= nameWidth,
        qPrintable(QStringLiteral("%1 < %2")
                       .arg(view->columnWidth(SceneTreeModel::NameColumn))
                       .arg(nameWidth)));
}

void TestSceneTree::longNamesLeaveTheKindColumnItsRoom()
{
    // GIVEN a robot with names as long as TALOS's, in a dock narrower than them
    QTemporaryDir dir;
    const QString longName = QStringLiteral("gripper_left_inner_double_finger_tip_fixed_link");
    const QString path = dir.filePath(QStringLiteral("long.urdf"));
    QVERIFY(test::writeFile(path,
        QStringLiteral("<robot name=\"long_names\"><link name=\"torso_base_link\"/>"
                       "<link name=\"%1\"><visual><geometry><box size=\"1 1 1\"/></geometry>"
                       "</visual></link><joint name=\"%1_joint\" type=\"fixed\">"
                       "<parent link=\"torso_base_link\"/><child link=\"%1\"/></joint></robot>")
            .arg(longName)
            .toUtf8()));
    const auto document = Document::load(path);
    SceneTreeDock dock;
    dock.resize(260, 500);
    dock.setDocument(document.get());
    dock.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dock));
    QTreeView *view = dock.view();
    const auto kindFits = [view] {
        const int kindEnd = view->columnViewportPosition(SceneTreeModel::KindColumn)
            + view->fontMetrics().horizontalAdvance(QStringLiteral("link"));
        return kindEnd <= view->viewport()->width();
    };
    const auto nameContents = [&dock, view] {
        // resizeColumnToContents()'s width, asked of a twin view (the dock's own is fitted)
        QTreeView twin;
        twin.setModel(dock.proxyModel());
        twin.expandAll();
        twin.resizeColumnToContents(SceneTreeModel::NameColumn);
        return twin.columnWidth(SceneTreeModel::NameColumn);
    };
    // THEN the Kind column shows whole, with no horizontal scrolling to reach it
    QVERIFY2(kindFits(),
        qPrintable(QStringLiteral("kind at %1, viewport %2")
                       .arg(view->columnViewportPosition(SceneTreeModel::KindColumn))
                       .arg(view->viewport()->width())));
    const QModelIndex link = find(*dock.proxyModel(), QStringLiteral("link ") + longName);
    QVERIFY(link.isValid());
    QVERIFY(view->columnWidth(SceneTreeModel::NameColumn) < nameContents());
    // AND the elided name is whole in its tool tip
    QVERIFY2(link.data(Qt::ToolTipRole).toString().startsWith(longName),
        qPrintable(link.data(Qt::ToolTipRole).toString()));
    // WHEN the dock is widened THEN the Name column shows the whole names, Kind still fits
    dock.resize(700, 500);
    QTRY_VERIFY(view->columnWidth(SceneTreeModel::NameColumn) >= nameContents() - 2);
    QVERIFY(kindFits());
}

void TestSceneTree::kinematicViewNestsChains_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("row");
    QTest::addColumn<QStringList>("ancestors");
    QTest::addColumn<QStringList>("modelRows");

    QTest::newRow("URDF") << kUrdfRobot << QStringLiteral("link right_front_wheel")
                          << QStringList({"link right_front_wheel", "joint right_front_wheel_joint",
                                 "link right_base", "joint right_base_joint", "link right_leg",
                                 "joint base_to_right_leg", "link base_link", "model visual"})
                          << QStringList({"link base_link"});
    QTest::newRow("SDF") << kAcrobot << QStringLiteral("visual lower_link_visual")
                         << QStringList({"visual lower_link_visual", "link lower_link",
                                "joint elbow", "link upper_link", "joint shoulder",
                                "link base_link", "joint base_weld", "model Acrobot"})
                         << QStringList({"joint base_weld", "frame hand"});
}

void TestSceneTree::kinematicViewNestsChains()
{
    QFETCH(QString, file);
    QFETCH(QString, row);
    QFETCH(QStringList, ancestors);
    QFETCH(QStringList, modelRows);

    // GIVEN a robot from the corpus
    const auto document = Document::load(corpusFile(file));
    // WHEN the tree shows its kinematic view
    SceneTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setKinematic(true);
    model.setDocument(document.get());
    // THEN the row hangs below its link, joints and parent links up to the model
    const QModelIndex index = find(model, row);
    QVERIFY(index.isValid());
    QCOMPARE(chain(index), ancestors);
    // AND the model's own rows are its root links, its joints from the world and its frames
    const QModelIndex top = model.index(0, 0);
    QStringList rows;
    for (int i = 0; i < model.rowCount(top); ++i)
        rows << label(model.index(i, 0, top));
    QCOMPARE(rows, modelRows);
}

void TestSceneTree::kinematicViewKeepsEveryEntity_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("urdf_tutorial") << kUrdfRobot;
    QTest::newRow("pr2") << QStringLiteral(
        "RobotLocomotion__models/pr2_description/urdf/pr2_simplified.urdf");
    QTest::newRow("acrobot") << kAcrobot;
    QTest::newRow("four bar loop")
        << QStringLiteral("RobotLocomotion__drake/examples/multibody/four_bar/four_bar.sdf");
    QTest::newRow("nested models")
        << QStringLiteral("gazebosim__sdformat/test/sdf/model_multi_nested_model.sdf");
    QTest::newRow("Drake loop joint")
        << QStringLiteral("RobotLocomotion__drake/examples/simple_four_bar/FourBar.urdf");
    QTest::newRow("prius") << QStringLiteral(
        "RobotLocomotion__drake/automotive/models/prius/prius.urdf");
}

void TestSceneTree::kinematicViewKeepsEveryEntity()
{
    QFETCH(QString, file);
    // GIVEN a corpus file in both views
    const auto document = Document::load(corpusFile(file));
    SceneTreeModel structure, kinematic;
    structure.setDocument(document.get());
    kinematic.setKinematic(true);
    kinematic.setDocument(document.get());
    // THEN both show the same entities, each once
    QStringList structureKeys, kinematicKeys;
    for (const QModelIndex &index : allRows(structure))
        structureKeys << index.data(SceneTreeModel::KeyRole).toString();
    for (const QModelIndex &index : allRows(kinematic))
        kinematicKeys << index.data(SceneTreeModel::KeyRole).toString();
    QVERIFY(structureKeys.size() > 3);
    QCOMPARE(
        QSet<QString>(kinematicKeys.begin(), kinematicKeys.end()).size(), kinematicKeys.size());
    structureKeys.sort();
    kinematicKeys.sort();
    QCOMPARE(kinematicKeys, structureKeys);
    // AND a link below a joint is that joint's child, a joint below a link has it as parent
    int nested = 0;
    for (const QModelIndex &index : allRows(kinematic)) {
        const QModelIndex parent = index.parent();
        const auto kind = Kind(index.data(SceneTreeModel::KindRole).toInt());
        const auto parentKind = Kind(parent.data(SceneTreeModel::KindRole).toInt());
        const QString name = index.data().toString(), parentName = parent.data().toString();
        const FrameGraph &frames = document->frames();
        for (const JointMotion &motion : frames.joints()) {
            if (kind == Kind::Link && parentKind == Kind::Joint
                && motion.joint == parent.data(SceneTreeModel::FrameIdRole).toInt()) {
                QCOMPARE(
                    frames.body(motion.child), index.data(SceneTreeModel::FrameIdRole).toInt());
                ++nested;
            }
            if (kind == Kind::Joint && parentKind == Kind::Link
                && motion.joint == index.data(SceneTreeModel::FrameIdRole).toInt())
                QVERIFY2(
                    frames.body(motion.parent) == parent.data(SceneTreeModel::FrameIdRole).toInt(),
                    qPrintable(name + QStringLiteral(" below ") + parentName));
        }
    }
    QVERIFY(nested > 0);
}

void TestSceneTree::kinematicToggleIsPersisted()
{
    // GIVEN the Acrobot model in a dock in the structure view
    const auto document = Document::load(corpusFile(kAcrobot));
    Selection selection;
    SceneTreeDock dock;
    dock.setSelection(&selection);
    dock.setDocument(document.get());
    auto *toggle = dock.findChild<QToolButton *>(QStringLiteral("kinematicToggle"));
    QVERIFY(toggle && toggle->isCheckable() && !toggle->isChecked());
    const QModelIndex elbowBefore = find(*dock.proxyModel(), QStringLiteral("joint elbow"));
    QCOMPARE(label(elbowBefore.parent()), QStringLiteral("model Acrobot"));
    selection.setFrame(elbowBefore.data(SceneTreeModel::FrameIdRole).toInt());
    // WHEN the toggle is clicked
    toggle->click();
    // THEN the tree shows the kinematic view, the chain expanded, the current row kept
    QVERIFY(dock.isKinematic());
    const QModelIndex elbow = find(*dock.proxyModel(), QStringLiteral("joint elbow"));
    QCOMPARE(label(elbow.parent()), QStringLiteral("link upper_link"));
    QCOMPARE(dock.view()->currentIndex(), elbow);
    QVERIFY(dock.view()->isExpanded(elbow.parent()));
    QCOMPARE(selection.frame(), elbow.data(SceneTreeModel::FrameIdRole).toInt());
    // AND the choice is remembered for the next dock
    QCOMPARE(QSettings().value(QStringLiteral("sceneTree/kinematic")).toBool(), true);
    SceneTreeDock next;
    QVERIFY(next.isKinematic());
    QVERIFY(next.findChild<QToolButton *>(QStringLiteral("kinematicToggle"))->isChecked());
}

void TestSceneTree::inPlaceRenameUpdatesReferences()
{
    // GIVEN a copy of the Acrobot model open in a window, lower_link current in the tree
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("Acrobot.sdf"));
    QVERIFY(QFile::copy(corpusFile(kAcrobot), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    MainWindow window;
    window.openFile(path, MainWindow::Recent::Skip);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    SceneTreeDock *dock = window.sceneTreeDock();
    QVERIFY(!dock->editCurrentName()); // nothing current
    const FrameId lower
        = findFrame(*window.document(), FrameKind::Link, QStringLiteral("Acrobot::lower_link"));
    window.selection()->setFrame(lower);
    QCOMPARE(label(dock->view()->currentIndex()), QStringLiteral("link lower_link"));
    // WHEN its name is edited in place to "forearm"
    QVERIFY(dock->editCurrentName());
    auto *editor = nameEditor(dock);
    QVERIFY(editor);
    QCOMPARE(editor->text(), QStringLiteral("lower_link"));
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("forearm"));
    QTest::keyClick(editor, Qt::Key_Return);
    // THEN the link and every reference to it are renamed, in one undo step
    QTRY_COMPARE(window.session()->undoStack()->count(), 1);
    QVERIFY(dock->message().isEmpty());
    window.session()->save();
    const auto reloaded = Document::load(path);
    const Model &model = reloaded->scene().world.models.at(0);
    QCOMPARE(model.links.at(2).name, QStringLiteral("forearm"));
    QCOMPARE(findJoint(model, QStringLiteral("elbow"))->child, QStringLiteral("forearm"));
    QCOMPARE(model.frames.at(0).pose.relativeTo, QStringLiteral("forearm"));
    // AND the tree shows the new name on the current row, its ancestors still expanded
    const QModelIndex current = dock->view()->currentIndex();
    QCOMPARE(label(current), QStringLiteral("link forearm"));
    QCOMPARE(window.selection()->frame(), lower);
    QVERIFY(dock->view()->isExpanded(current.parent()));
}

void TestSceneTree::refusedRenameShowsTheReason()
{
    // GIVEN a copy of the URDF robot open in a window, right_leg current in the tree
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("robot.urdf"));
    QVERIFY(QFile::copy(corpusFile(kUrdfRobot), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    MainWindow window;
    window.openFile(path, MainWindow::Recent::Skip);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    SceneTreeDock *dock = window.sceneTreeDock();
    window.selection()->setFrame(
        findFrame(*window.document(), FrameKind::Link, QStringLiteral("visual::right_leg")));
    QVERIFY(dock->view()->currentIndex().isValid());
    // Types `name` into the in-place editor of the current row and presses Enter.
    const auto renameInPlace = [dock](const QString &name) {
        QVERIFY(dock->editCurrentName());
        auto *editor = nameEditor(dock);
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, name);
        QTest::keyClick(editor, Qt::Key_Return);
    };
    // WHEN it is renamed in place to the name of another link
    renameInPlace(QStringLiteral("left_leg"));
    // THEN the message under the filter says why and nothing is written
    auto *message = dock->findChild<QLabel *>(QStringLiteral("sceneTreeMessage"));
    QVERIFY(message);
    QTRY_VERIFY(message->isVisible()); // the delegate commits on Enter from the event loop
    QVERIFY2(message->text().contains(QStringLiteral("left_leg")), qPrintable(message->text()));
    QTest::qWait(0);
    QCOMPARE(window.session()->undoStack()->count(), 0);
    QCOMPARE(label(dock->view()->currentIndex()), QStringLiteral("link right_leg"));
    // WHEN the next name is accepted THEN the message goes and the joints follow the link
    renameInPlace(QStringLiteral("leg_r"));
    QTRY_COMPARE(window.session()->undoStack()->count(), 1);
    QVERIFY(dock->message().isEmpty());
    const Model &model = window.document()->scene().world.models.at(0);
    QCOMPARE(findJoint(model, QStringLiteral("base_to_right_leg"))->child, QStringLiteral("leg_r"));
    QCOMPARE(findJoint(model, QStringLiteral("right_base_joint"))->parent, QStringLiteral("leg_r"));
    // WHEN a rename is refused again and then another row is clicked THEN the message about
    // leg_r goes with the selection (issue 17)
    renameInPlace(QStringLiteral("left_leg"));
    QTRY_VERIFY(!dock->message().isEmpty());
    const QModelIndex head = dock->indexOfFrame(
        findFrame(*window.document(), FrameKind::Link, QStringLiteral("visual::head")));
    QVERIFY(head.isValid());
    dock->view()->scrollTo(head);
    QTest::mouseClick(
        dock->view()->viewport(), Qt::LeftButton, {}, dock->view()->visualRect(head).center());
    QCOMPARE(label(dock->view()->currentIndex()), QStringLiteral("link head"));
    QVERIFY2(dock->message().isEmpty(), qPrintable(dock->message()));
}

void TestSceneTree::drakeLoopJointRows()
{
    // GIVEN FourBar.urdf (three continuous joints and <loop_joint joint_3>) in a session
    edit::EditSession session(
        corpusFile(QStringLiteral("RobotLocomotion__drake/examples/simple_four_bar/FourBar.urdf")),
        test::corpusResolver());
    const LoopJoint &loop = session.document().scene().world.models.at(0).loopJoints.at(0);
    SceneTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSession(&session);
    model.setDocument(&session.document());
    // THEN the structure view lists the loop joint after the joints, with the revolute icon
    const QModelIndex top = model.index(0, 0);
    QStringList rows;
    for (int i = 0; i < model.rowCount(top); ++i)
        rows << label(model.index(i, 0, top));
    QCOMPARE(rows,
        (QStringList {"link base_link", "link link_1", "link link_2", "link link_3",
            "joint joint_0", "joint joint_1", "joint joint_2", "loop joint joint_3"}));
    const QModelIndex row = find(model, QStringLiteral("loop joint joint_3"));
    QCOMPARE(Kind(row.data(SceneTreeModel::KindRole).toInt()), Kind::LoopJoint);
    QCOMPARE(row.data(Qt::DecorationRole).value<QIcon>().cacheKey(),
        sceneIcon(Kind::Joint, Joint::Type::Continuous).cacheKey());
    // AND its row selects the attachment frame on link1 and tells what it joins
    QCOMPARE(row.data(SceneTreeModel::FrameIdRole).toInt(), loop.link1.frame);
    QCOMPARE(model.indexOfFrame(loop.link1.frame), row);
    QVERIFY2(row.data(Qt::ToolTipRole).toString().contains(QStringLiteral("link_3 ↔ base_link")),
        qPrintable(row.data(Qt::ToolTipRole).toString()));
    // AND it is not renamed in place (no entity RenameEntity edits), unlike a joint
    QVERIFY(!(model.flags(row) & Qt::ItemIsEditable));
    QVERIFY(model.flags(find(model, QStringLiteral("joint joint_0"))) & Qt::ItemIsEditable);
    // WHEN the kinematic view is shown THEN the model's rows are the root link and the loop joint
    model.setKinematic(true);
    model.setDocument(&session.document());
    rows.clear();
    for (int i = 0; i < model.rowCount(model.index(0, 0)); ++i)
        rows << label(model.index(i, 0, model.index(0, 0)));
    QCOMPARE(rows, (QStringList {"link base_link", "loop joint joint_3"}));
}

QTEST_MAIN(TestSceneTree)
#include "tst_scenetree.moc"
