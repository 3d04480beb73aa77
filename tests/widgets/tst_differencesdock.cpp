// File › Compare With Saved / Compare With… and the Differences dock (issue 34), in the real
// window: the file as saved drawn as a ghost (the view's picture changes where the ghost is), the
// unsaved change listed, a click on it selecting the entity, the list following undo, Stop, and
// a window closed while comparing.

#include "base/selection.h"
#include "compare/differencesdock.h"
#include "document.h"
#include "edit/editsession.h"
#include "mainwindow/mainwindow.h"
#include "sceneview.h"
#include "viewport.h"
#include "viewtestutil.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

using namespace robostage;
using robostage::test::captureFrame;
using robostage::test::frameNamed;

namespace {

const QString kDemo = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/../../resources/worlds/demo.sdf");

} // namespace

class TestDifferencesDock : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void compareWithSaved();
    void compareWithAnotherFile();
};

void TestDifferencesDock::compareWithSaved()
{
    // GIVEN the demo world with the crate moved 1.3 m, not saved
    const auto window = robostage::test::openSettled(kDemo);
    QVERIFY(window);
    const QImage before = captureFrame(window->viewport());
    QVERIFY(window->session()->setPose("crate", {-0.9, -0.6, 0.25, 0, 0, 0.6}).ok);
    QTest::qWait(100);
    const QImage edited = captureFrame(window->viewport());
    // WHEN File › Compare With Saved is chosen
    auto *dock = window->findChild<DifferencesDock *>();
    QVERIFY(dock);
    QVERIFY(!dock->isVisible());
    window->findChild<QAction *>(QStringLiteral("compareWithSavedAction"))->trigger();
    // THEN the dock shows the change, the file as saved is the see-through ghost
    QVERIFY(dock->isVisible());
    QVERIFY(dock->ghost());
    QCOMPARE(dock->ghost()->renderStyle(), SceneView::RenderStyle::Transparent);
    QCOMPARE(dock->result().changes.size(), size_t(1));
    QCOMPARE(dock->result().changes[0].entity, QStringLiteral("crate"));
    QCOMPARE(dock->result().changes[0].field, QStringLiteral("pose"));
    QVERIFY(dock->findChild<QLabel *>(QStringLiteral("compareSummary"))
                ->text()
                .contains(QLatin1String("demo.sdf")));
    // AND the view draws the ghost: the picture differs from the edited one where the crate
    // was, which the picture before the edit had solid
    QTest::qWait(100);
    const QImage compared = captureFrame(window->viewport());
    QVERIFY(!before.isNull() && !edited.isNull() && !compared.isNull());
    int ghostPixels = 0;
    for (int y = 0; y < compared.height(); ++y) {
        for (int x = 0; x < compared.width(); ++x) {
            ghostPixels += compared.pixel(x, y) != edited.pixel(x, y)
                && before.pixel(x, y) != edited.pixel(x, y);
        }
    }
    QVERIFY2(ghostPixels > 200, qPrintable(QString::number(ghostPixels)));
    // WHEN the crate's row is clicked THEN the crate is selected
    QTreeWidget *list = dock->list();
    QTreeWidgetItem *crate = list->topLevelItem(0);
    QCOMPARE(crate->text(0), QStringLiteral("crate"));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(crate).center());
    QCOMPARE(window->selection()->frame(), frameNamed(*window->document(), "crate"));
    // WHEN the edit is undone THEN nothing differs
    window->session()->undoStack()->undo();
    QVERIFY(dock->result().equal());
    QCOMPARE(list->topLevelItemCount(), 0);
    QVERIFY(dock->findChild<QLabel *>(QStringLiteral("compareSummary"))
                ->text()
                .startsWith(QLatin1String("No differences")));
    // WHEN Stop is clicked THEN the ghost goes
    QTest::mouseClick(
        dock->findChild<QPushButton *>(QStringLiteral("stopCompareButton")), Qt::LeftButton);
    QVERIFY(!dock->ghost());
    QVERIFY(!dock->other());
}

void TestDifferencesDock::compareWithAnotherFile()
{
    const auto window = robostage::test::openSettled(kDemo);
    QVERIFY(window);
    auto *dock = window->findChild<DifferencesDock *>();
    // A missing file is refused with the reason
    QString error;
    QVERIFY(!dock->compareWith(QStringLiteral("/no/such/world.sdf"), &error));
    QVERIFY(error.contains(QLatin1String("cannot be read")));
    // Another description: what it lacks is "added" here, and the window may close while
    // comparing (the ghost leaves the view before it goes to the next window)
    QVERIFY2(dock->compareWith(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/edit/refs.sdf"), &error),
        qPrintable(error));
    bool added = false;
    for (const diff::Change &c : dock->result().changes)
        added = added || (c.entity == QLatin1String("crate") && c.kind == QLatin1String("added"));
    QVERIFY(added);
}

QTEST_MAIN(TestDifferencesDock)
#include "tst_differencesdock.moc"
