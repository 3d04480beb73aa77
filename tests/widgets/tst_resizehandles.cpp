// Resize handles (issue 32) as a user works them in the real window: the demo world's crate
// visual and the arm's column selected, Resize chosen with its toolbar button, a face's handle
// dragged with mouse events, plain, with Alt (about the centre) and with Ctrl (1 mm steps). The
// oracle is the file: the size written is the old one plus the distance the cursor's ray moved
// the face (as the camera gives it), the pose moves by half of that when the opposite face stays
// put, and one drag is one undo step. Needs an X display with GLX (CTest runs under xvfb-run).

#include "base/selection.h"
#include "edit/editsession.h"
#include "gizmo.h"
#include "model/testutil.h"
#include "tools/gizmocontroller.h"
#include "viewtestutil.h"

#include <QAction>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

using namespace robostage;

namespace {

struct Demo
{
    QTemporaryDir dir;
    QString path;
    std::unique_ptr<MainWindow> window;
    GizmoController *gizmo = nullptr;
    QByteArray original;

    bool open()
    {
        path = dir.filePath(QStringLiteral("demo.sdf"));
        if (!QFile::copy(
                QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/../../resources/worlds/demo.sdf"), path))
            return false;
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        window = test::openSettled(path);
        if (!window)
            return false;
        gizmo = window->gizmoController();
        original = bytes();
        return true;
    }
    QByteArray bytes() const { return window->session()->bytes(path); }
    Viewport *viewport() const { return window->viewport(); }
    void select(const QString &name)
    {
        window->selection()->setFrame(
            test::findFrame(window->session()->document(), FrameKind::Visual, name));
    }
    /// Clicks the toolbar button of `actionName`.
    void clickToolButton(const char *actionName)
    {
        auto *action = window->findChild<QAction *>(QLatin1String(actionName));
        for (QToolBar *bar : window->findChildren<QToolBar *>()) {
            if (auto *b = qobject_cast<QToolButton *>(bar->widgetForAction(action)))
                QTest::mouseClick(b, Qt::LeftButton);
        }
    }
    QPoint pixelOf(GizmoHandle h) const
    {
        return gizmo->camera().toPixel(gizmo->layout().resizePoint(h)).toPoint();
    }
    /// How far the face of `h` moves outwards when the cursor goes from `from` to `to`.
    double faceMotion(GizmoHandle h, const QPoint &from, const QPoint &to) const
    {
        const GizmoLayout &l = gizmo->layout();
        const Vec3 outward = l.axis(handleAxis(h)) * handleSign(h);
        double a = 0, b = 0;
        closestOnAxis(gizmo->camera().ray(from), l.resizePoint(h), outward, &a);
        closestOnAxis(gizmo->camera().ray(to), l.resizePoint(h), outward, &b);
        return b - a;
    }
    void drag(const QPoint &from, const QPoint &to, Qt::KeyboardModifiers modifiers = {})
    {
        QTest::mousePress(viewport(), Qt::LeftButton, modifiers, from);
        for (int i = 1; i <= 8; ++i)
            QTest::mouseEvent(
                QTest::MouseMove, viewport(), Qt::NoButton, modifiers, from + (to - from) * i / 8);
        QTest::mouseRelease(viewport(), Qt::LeftButton, modifiers, to);
    }
};

/// The numbers of the first match of `pattern`'s group 1 in `bytes` after `anchor` (after the
/// crate's visual when `anchor` is the crate model: its collision comes first).
QList<double> numbersAfter(
    const QByteArray &bytes, const QByteArray &anchor, const QString &pattern)
{
    int at = bytes.indexOf(anchor);
    if (at >= 0 && anchor.contains("crate"))
        at = bytes.indexOf("<visual name=\"visual\">", at) + 22; // after the tag
    const QRegularExpressionMatch m
        = QRegularExpression(pattern).match(QString::fromUtf8(bytes.mid(at)));
    QList<double> out;
    if (at >= 0 && m.hasMatch()) {
        for (const QString &token : m.captured(1).split(' ', Qt::SkipEmptyParts))
            out << token.toDouble();
    }
    return out;
}

} // namespace

class TestResizeHandles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_settings.isValid());
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    }
    void boxFaceDragKeepsTheOppositeFace();
    void altGrowsAboutTheCentreCtrlSnaps();
    void cylinderRadiusAndLength();

private:
    QTemporaryDir m_settings;
};

void TestResizeHandles::boxFaceDragKeepsTheOppositeFace()
{
    Demo demo;
    QVERIFY(demo.open());
    // GIVEN the crate's visual (a 0.2 m box) selected and Resize chosen on the toolbar
    demo.select(QStringLiteral("crate::body::visual"));
    demo.clickToolButton("gizmoResizeAction");
    QCOMPARE(demo.gizmo->mode(), GizmoLayout::Mode::Resize);
    QVERIFY(demo.gizmo->isVisible());
    QCOMPARE(demo.gizmo->layout().mode, GizmoLayout::Mode::Resize);
    QVERIFY((demo.gizmo->layout().halfExtents - Vec3 {0.1, 0.1, 0.1}).norm() < 1e-12);
    // WHEN the top face's handle is dragged 40 pixels up
    const QPoint from = demo.pixelOf(GizmoHandle::ResizeZPlus);
    QCOMPARE(hitTest(demo.gizmo->layout(), demo.gizmo->camera(), from), GizmoHandle::ResizeZPlus);
    const QPoint to = from + QPoint(0, -40);
    const double moved = demo.faceMotion(GizmoHandle::ResizeZPlus, from, to);
    QTest::mousePress(demo.viewport(), Qt::LeftButton, {}, from);
    for (int i = 1; i <= 8; ++i)
        QTest::mouseMove(demo.viewport(), from + (to - from) * i / 8);
    // THEN the status bar shows the size while dragging
    const QString during = demo.window->statusBar()->currentMessage();
    QVERIFY2(during.startsWith(QStringLiteral("Resize crate::body::visual: 0.2 × 0.2 × ")),
        qPrintable(during));
    QTest::mouseRelease(demo.viewport(), Qt::LeftButton, {}, to);
    // THEN the box is taller by that much (to 0.1 mm) and its pose rose by half, so that the
    // bottom face stayed put; one undo step
    QVERIFY(moved > 0.02);
    const QByteArray bytes = demo.bytes();
    const QList<double> size
        = numbersAfter(bytes, "<model name=\"crate\">", QStringLiteral("<size>([^<]*)</size>"));
    QCOMPARE(size.size(), 3);
    QCOMPARE(size[0], 0.2);
    QVERIFY2(std::abs(size[2] - (0.2 + moved)) <= 0.51e-4,
        qPrintable(QStringLiteral("%1 vs %2").arg(size[2]).arg(0.2 + moved)));
    const QList<double> pose = numbersAfter(
        bytes, "<model name=\"crate\">", QStringLiteral("^\\s*<pose>([^<]*)</pose>"));
    QCOMPARE(pose.size(), 6);
    QVERIFY(std::abs(pose[2] - (size[2] - 0.2) / 2) < 1e-9);
    QCOMPARE(demo.window->session()->undoStack()->count(), 1);
    QVERIFY(demo.window->statusBar()->currentMessage().isEmpty());
    // AND the handles sit on the new faces
    QVERIFY(std::abs(demo.gizmo->layout().halfExtents.z - size[2] / 2) < 1e-9);
    // WHEN undone THEN the file is as it was
    demo.window->session()->undoStack()->undo();
    QCOMPARE(demo.bytes(), demo.original);
    // WHEN a drag is cancelled with Esc THEN nothing is written
    QTest::mousePress(demo.viewport(), Qt::LeftButton, {}, from);
    QTest::mouseMove(demo.viewport(), to);
    QTest::keyClick(demo.viewport(), Qt::Key_Escape);
    QTest::mouseRelease(demo.viewport(), Qt::LeftButton, {}, to);
    QCOMPARE(demo.bytes(), demo.original);
    // WHEN a link (no shape of its own) is selected in Resize THEN no gizmo shows: no arrows
    // that would move it while Resize is chosen
    demo.window->selection()->setFrame(test::findFrame(
        demo.window->session()->document(), FrameKind::Link, QStringLiteral("crate::body")));
    QVERIFY(!demo.gizmo->isVisible());
}

void TestResizeHandles::altGrowsAboutTheCentreCtrlSnaps()
{
    Demo demo;
    QVERIFY(demo.open());
    demo.select(QStringLiteral("crate::body::visual"));
    QTest::keyClick(demo.viewport(), Qt::Key_R);
    QCOMPARE(demo.gizmo->mode(), GizmoLayout::Mode::Resize);
    // WHEN the +x face is dragged outwards with Alt THEN both x faces move: the size grows by
    // twice the face's motion and no pose is written
    const QPoint from = demo.pixelOf(GizmoHandle::ResizeXPlus);
    QCOMPARE(hitTest(demo.gizmo->layout(), demo.gizmo->camera(), from), GizmoHandle::ResizeXPlus);
    const QPoint centre = demo.gizmo->camera().toPixel(demo.gizmo->layout().X_WG.p).toPoint();
    const QPoint outwards
        = from + (from - centre) * 30 / std::max(1, (from - centre).manhattanLength());
    const double moved = demo.faceMotion(GizmoHandle::ResizeXPlus, from, outwards);
    demo.drag(from, outwards, Qt::AltModifier);
    QByteArray bytes = demo.bytes();
    QList<double> size
        = numbersAfter(bytes, "<model name=\"crate\">", QStringLiteral("<size>([^<]*)</size>"));
    QCOMPARE(size.size(), 3);
    QVERIFY2(std::abs(size[0] - (0.2 + 2 * moved)) <= 0.51e-4,
        qPrintable(QStringLiteral("%1 vs %2").arg(size[0]).arg(0.2 + 2 * moved)));
    QVERIFY(
        numbersAfter(bytes, "<model name=\"crate\">", QStringLiteral("^\\s*<pose>([^<]*)</pose>"))
            .isEmpty());
    demo.window->session()->undoStack()->undo();
    // WHEN dragged with Ctrl THEN the size is a whole number of millimetres
    demo.drag(from, outwards, Qt::ControlModifier);
    size = numbersAfter(
        demo.bytes(), "<model name=\"crate\">", QStringLiteral("<size>([^<]*)</size>"));
    QVERIFY(size[0] > 0.2);
    QVERIFY2(std::abs(size[0] * 1000 - std::round(size[0] * 1000)) < 1e-6,
        qPrintable(QString::number(size[0], 'g', 17)));
}

void TestResizeHandles::cylinderRadiusAndLength()
{
    Demo demo;
    QVERIFY(demo.open());
    // GIVEN the arm's column, a cylinder of radius 0.05 m and length 0.26 m
    demo.select(QStringLiteral("demo_arm::base::column"));
    QTest::keyClick(demo.viewport(), Qt::Key_R);
    QVERIFY((demo.gizmo->layout().halfExtents - Vec3 {0.05, 0.05, 0.13}).norm() < 1e-12);
    // WHEN its side handle is dragged outwards with Alt THEN the radius grows, the length not
    const QPoint from = demo.pixelOf(GizmoHandle::ResizeYPlus);
    QCOMPARE(hitTest(demo.gizmo->layout(), demo.gizmo->camera(), from), GizmoHandle::ResizeYPlus);
    const QPoint centre = demo.gizmo->camera().toPixel(demo.gizmo->layout().X_WG.p).toPoint();
    const QPoint outwards
        = from + (from - centre) * 20 / std::max(1, (from - centre).manhattanLength());
    const double moved = demo.faceMotion(GizmoHandle::ResizeYPlus, from, outwards);
    demo.drag(from, outwards, Qt::AltModifier);
    const QByteArray bytes = demo.bytes();
    const QRegularExpressionMatch m = QRegularExpression(
        QStringLiteral("<cylinder><radius>([^<]*)</radius><length>0.26</length></cylinder>"))
                                          .match(QString::fromUtf8(bytes));
    QVERIFY2(m.hasMatch(), bytes.mid(bytes.indexOf("name=\"column\""), 300).constData());
    QVERIFY(std::abs(m.captured(1).toDouble() - (0.05 + moved)) <= 0.51e-4);
    QVERIFY(moved > 0.005);
}

QTEST_MAIN(TestResizeHandles)
#include "tst_resizehandles.moc"
