// A pose edit in the window costs what it changes (issue 17): typed into the Properties dock, it
// updates the same Document in place; the 3D scene is not rebuilt (the same SceneView, the
// moved link and the link posed relative to it drawn at their new place), the scene tree is not
// reset, Properties shows the new value, and Edit › Undo moves everything back the same way.
// A rename still reads the document again. Runs under xvfb-run (the viewport needs GLX).

#include "base/selection.h"
#include "document.h"
#include "edit/editsession.h"
#include "mainwindow/editactions.h"
#include "mainwindow/mainwindow.h"
#include "model/testutil.h"
#include "properties/propertiesdock.h"
#include "propertiestestutil.h"
#include "scenetree/scenetreemodel.h"
#include "sceneview.h"
#include "viewport.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace robostage;

namespace {

/// The frame the viewport draws at world point (x, y, ·) seen from above, or kNoFrame.
FrameId drawnBelow(const MainWindow &window, double x, double y)
{
    return window.viewport()->sceneView()->pick(
        QVector3D(float(x), float(y), 5.f), QVector3D(0, 0, -1));
}

} // namespace

class TestInPlaceWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settings;
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
    }

    void poseEditMovesWithoutRebuilding()
    {
        const QString path = m_dir.filePath(QStringLiteral("cart.sdf"));
        QVERIFY(QFile::copy(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/widgets/editable.sdf"), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        MainWindow window;
        window.openFile(path, MainWindow::Recent::Skip);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const Document *document = window.document();
        const FrameId base
            = test::findFrame(*document, FrameKind::Link, QStringLiteral("cart::base"));
        const FrameId plate
            = test::findFrame(*document, FrameKind::Visual, QStringLiteral("cart::lid::plate"));
        window.selection()->setFrame(base);
        SceneView *view = window.viewport()->sceneView();
        QSignalSpy treeResets(window.sceneTreeModel(), &QAbstractItemModel::modelReset);
        QSignalSpy changes(window.session(), &edit::EditSession::changed);
        // GIVEN nothing is drawn at x = 1.8 (the cart spans x 0 .. 1)
        QCOMPARE(drawnBelow(window, 1.8, 0.1), kNoFrame);

        // WHEN the user types x = 1.5 m for the link `base`
        test::typeInto(window.propertiesDock(), QStringLiteral("poseX"), QStringLiteral("1.5"));

        // THEN the document was updated in place, the scene and the tree were kept
        QCOMPARE(changes.count(), 1);
        QVERIFY(changes.last().at(0).value<edit::DocumentChange>().inPlace);
        QCOMPARE(window.document(), document);
        QCOMPARE(window.viewport()->sceneView(), view);
        QCOMPARE(treeResets.count(), 0);
        // AND the lid, posed relative to the hinge posed relative to base, is drawn at x = 1.8
        QCOMPARE(document->frames().worldPose(base).p.x, 1.5);
        QCOMPARE(drawnBelow(window, 1.8, 0.1), plate);
        // AND Properties shows the new value, the selection is kept
        QCOMPARE(window.selection()->frame(), base);
        QTest::qWait(0);
        QCOMPARE(
            test::visibleChild<QLineEdit>(window.propertiesDock(), QStringLiteral("poseX"))->text(),
            QStringLiteral("1.5"));

        // WHEN the user chooses Edit › Undo THEN everything moves back, in place
        QVERIFY(window.editActions()->undoAction()->isEnabled());
        window.editActions()->undoAction()->trigger();
        QCOMPARE(changes.count(), 2);
        QVERIFY(changes.last().at(0).value<edit::DocumentChange>().inPlace);
        QCOMPARE(window.document(), document);
        QCOMPARE(window.viewport()->sceneView(), view);
        QCOMPARE(document->frames().worldPose(base).p.x, 0.5);
        QCOMPARE(drawnBelow(window, 1.8, 0.1), kNoFrame);

        // WHEN the link is renamed THEN the document is read again (a new object)
        test::typeInto(
            window.propertiesDock(), QStringLiteral("nameEdit"), QStringLiteral("chassis"));
        QCOMPARE(changes.count(), 3);
        QVERIFY(!changes.last().at(0).value<edit::DocumentChange>().inPlace);
        QVERIFY(window.document() != document);
    }
};

QTEST_MAIN(TestInPlaceWindow)
#include "tst_inplacewindow.moc"
