// Tests for what the properties dock shows: numbers as the file writes them (a float colour
// without float noise, angles in degrees with the digits the file's radians need), a dock that
// scrolls instead of cutting its fields off, and a URDF link's pose as its parent joint's
// <origin> through gizmo drags, undo and reload. Runs under xvfb-run (the viewport needs GLX).

#include "base/selection.h"
#include "gizmo.h"
#include "mainwindow/mainwindow.h"
#include "model/testutil.h"
#include "properties/propertiesdock.h"
#include "propertiestestutil.h"
#include "tools/gizmocontroller.h"
#include "viewport.h"
#include "viewtestutil.h"

#include "edit/editsession.h"

#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStyleOptionFrame>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace robostage;

namespace {

using robostage::test::findFrame;
using robostage::test::visibleChild;

constexpr double kDegreesPerRadian = 180.0 / M_PI;

/// The text of the shown form's field `name`; "(none)" when there is none.
QString fieldText(PropertiesDock *dock, const QString &name)
{
    QLineEdit *edit = visibleChild<QLineEdit>(dock, name);
    return edit ? edit->text() : QStringLiteral("(none)");
}

/// Whether the whole text of `edit` fits in its visible text area.
bool showsWholeText(QLineEdit *edit)
{
    QStyleOptionFrame option;
    option.initFrom(edit);
    option.lineWidth = edit->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, &option, edit);
    const QRect area = edit->style()->subElementRect(QStyle::SE_LineEditContents, &option, edit);
    const QMargins margins = edit->textMargins();
    return edit->fontMetrics().horizontalAdvance(edit->text()) + 4
        <= area.width() - margins.left() - margins.right();
}

/// Significant digits of a decimal spelling ("0.30" → 2, "1.57075" → 6, "89.997" → 5).
int significantDigits(const QString &text)
{
    QString digits;
    for (const QChar c : text.section(QRegularExpression(QStringLiteral("[eE]")), 0, 0)) {
        if (c.isDigit() && !(digits.isEmpty() && c == QLatin1Char('0')))
            digits += c;
    }
    return std::max(1, int(digits.size()));
}

/// Whether `degrees` (shown) converts back to `radians` (as written) at the precision of its
/// spelling.
bool readsBackAs(const QString &degrees, const QString &radians)
{
    bool ok = false;
    const double value = degrees.toDouble(&ok) / kDegreesPerRadian;
    const int digits = significantDigits(radians);
    return ok
        && QString::number(value, 'g', digits) == QString::number(radians.toDouble(), 'g', digits);
}

/// The whitespace-separated tokens of group 1 of `pattern`'s first match in `bytes`.
QStringList tokensIn(const QByteArray &bytes, const QString &pattern)
{
    const QRegularExpressionMatch m = QRegularExpression(pattern).match(QString::fromUtf8(bytes));
    return m.hasMatch() ? m.captured(1).split(QLatin1Char(' '), Qt::SkipEmptyParts) : QStringList();
}

} // namespace

class TestPropertiesDisplay : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void numbersAsWritten();
    void degreesWithThePrecisionTheValueNeeds();
    void narrowDockScrolls();
    void longValuesFitTheDefaultDock();
    void urdfLinkPoseIsParentJointOrigin();
    void fuelCacheEntriesAreNamed();

private:
    void select(FrameKind kind, const char *scopedName);
    /// The tokens of the joint `shoulder`'s <origin> attribute `attribute` in the session.
    QStringList shoulderOrigin(const char *attribute) const;

    QTemporaryDir m_settings;
    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<MainWindow> m_window;
};

void TestPropertiesDisplay::initTestCase()
{
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TestPropertiesDisplay::init()
{
    QSettings().clear();
    // GIVEN a copy of spelled.urdf (colour 0.78, angles 1.57075 rad, a length 0.30) in a window
    m_path = m_dir.filePath(QStringLiteral("%1.urdf").arg(QTest::currentTestFunction()));
    QFile::remove(m_path);
    QVERIFY(QFile::copy(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/widgets/spelled.urdf"), m_path));
    QFile::setPermissions(m_path, QFile::ReadOwner | QFile::WriteOwner);
    m_window = std::make_unique<MainWindow>();
    m_window->openFile(m_path);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void TestPropertiesDisplay::select(FrameKind kind, const char *scopedName)
{
    m_window->selection()->setFrame(
        findFrame(*m_window->document(), kind, QLatin1String(scopedName)));
    QTest::qWait(0); // the form shown before goes
}

QStringList TestPropertiesDisplay::shoulderOrigin(const char *attribute) const
{
    return tokensIn(m_window->session()->bytes(m_path),
        QStringLiteral("<joint name=\"shoulder\"[\\s\\S]*<origin[^>]* %1=\"([^\"]*)\"")
            .arg(QLatin1String(attribute)));
}

void TestPropertiesDisplay::numbersAsWritten()
{
    PropertiesDock *dock = m_window->propertiesDock();
    const QByteArray bytes = m_window->session()->bytes(m_path);
    // WHEN the visual with <color rgba="0.78 …"> (a float in the scene) is selected
    select(FrameKind::Visual, "spelled::base::visual_0");
    // THEN the colour reads as the file writes it, not as the float's double expansion
    const QStringList rgba = tokensIn(bytes, QStringLiteral("<color rgba=\"([^\"]*)\""));
    QCOMPARE(rgba.size(), 4);
    auto *colour = visibleChild<QPushButton>(dock, QStringLiteral("colorButton"));
    QVERIFY(colour);
    QCOMPARE(colour->text(),
        QStringLiteral("r %1 g %2 b %3 a %4").arg(rgba[0], rgba[1], rgba[2], rgba[3]));

    // WHEN the joint with <origin xyz="0.1 0 0.30"> is selected THEN x y z read as written
    select(FrameKind::Joint, "spelled::shoulder");
    const QStringList xyz = shoulderOrigin("xyz");
    QCOMPARE(xyz.size(), 3);
    QCOMPARE(
        QStringList({fieldText(dock, QStringLiteral("poseX")),
            fieldText(dock, QStringLiteral("poseY")), fieldText(dock, QStringLiteral("poseZ"))}),
        xyz);

    // WHEN yaw is edited to 30° THEN the field shows what was typed (the shortest spelling that
    // reads back), the other fields keep the file's spelling, and so does the file
    const QString roll = fieldText(dock, QStringLiteral("poseRoll"));
    QLineEdit *yaw = visibleChild<QLineEdit>(dock, QStringLiteral("poseYaw"));
    QVERIFY(yaw);
    yaw->setFocus();
    yaw->selectAll();
    QTest::keyClicks(yaw, QStringLiteral("30"));
    QTest::keyClick(yaw, Qt::Key_Return);
    QCOMPARE(m_window->session()->undoStack()->count(), 1);
    QTest::qWait(0);
    QCOMPARE(fieldText(dock, QStringLiteral("poseYaw")), QStringLiteral("30"));
    QCOMPARE(fieldText(dock, QStringLiteral("poseRoll")), roll);
    QCOMPARE(fieldText(dock, QStringLiteral("poseZ")), xyz[2]);
    QCOMPARE(shoulderOrigin("xyz"), xyz);
    const QStringList rpy = shoulderOrigin("rpy");
    QCOMPARE(rpy.size(), 3);
    QCOMPARE(rpy[2].toDouble() * kDegreesPerRadian, 30.0);
}

void TestPropertiesDisplay::degreesWithThePrecisionTheValueNeeds()
{
    PropertiesDock *dock = m_window->propertiesDock();
    // WHEN the joint with rpy="1.57075 0 0.25" and limits ±1.57075 is selected
    select(FrameKind::Joint, "spelled::shoulder");
    const QStringList rpy = shoulderOrigin("rpy");
    QCOMPARE(rpy.size(), 3);
    const QByteArray bytes = m_window->session()->bytes(m_path);
    const QString lower = tokensIn(bytes, QStringLiteral("<limit lower=\"([^\"]*)\"")).value(0);
    const QString upper
        = tokensIn(bytes, QStringLiteral("<limit[^>]* upper=\"([^\"]*)\"")).value(0);
    const struct
    {
        const char *field;
        QString written; ///< radians as the file writes them
    } angles[] = {{"poseRoll", rpy[0]}, {"posePitch", rpy[1]}, {"poseYaw", rpy[2]},
        {"jointLower", lower}, {"jointUpper", upper}};
    for (const auto &angle : angles) {
        QLineEdit *edit = visibleChild<QLineEdit>(dock, QLatin1String(angle.field));
        QVERIFY2(edit, angle.field);
        const QString shown = edit->text();
        const QString what
            = QStringLiteral("%1: %2° for %3 rad").arg(angle.field, shown, angle.written);
        // THEN the degrees read back as the file's radians at the file's precision
        QVERIFY2(readsBackAs(shown, angle.written), qPrintable(what));
        // AND with no more digits than that precision needs (one more than the radians have:
        // a degree is 1/57 rad), all of them in view
        QVERIFY2(
            significantDigits(shown) <= significantDigits(angle.written) + 1, qPrintable(what));
        QVERIFY2(showsWholeText(edit),
            qPrintable(
                QStringLiteral("%1: '%2' in %3 px").arg(angle.field, shown).arg(edit->width())));
    }
}

void TestPropertiesDisplay::narrowDockScrolls()
{
    // GIVEN the properties dock showing the link `arm` (pose and inertia rows)
    PropertiesDock *dock = m_window->propertiesDock();
    select(FrameKind::Link, "spelled::arm");
    auto *scroll = dock->findChild<QScrollArea *>();
    QVERIFY(scroll);
    // THEN at the window's default layout it fits without scrolling sideways
    QTest::qWait(50);
    QVERIFY(!scroll->horizontalScrollBar()->isVisible());
    dock->setFloating(true);
    const int usable = dock->fontMetrics().horizontalAdvance(QStringLiteral("0.00"));
    for (const int width : {140, 260, 700}) {
        // WHEN it floats, `width` pixels wide
        dock->resize(width, 600);
        QTest::qWait(50);
        QWidget *inner = scroll->widget();
        QScrollBar *bar = scroll->horizontalScrollBar();
        const int reachable = scroll->viewport()->width() + (bar->isVisible() ? bar->maximum() : 0);
        // THEN every field keeps a usable width and lies where scrolling reaches it
        const QList<QLineEdit *> edits = inner->findChildren<QLineEdit *>();
        QVERIFY(!edits.isEmpty());
        for (QLineEdit *edit : edits) {
            if (!edit->isVisibleTo(dock))
                continue;
            const QString what = QStringLiteral("%1 at width %2: field %3 px, right edge %4, "
                                                "reachable %5")
                                     .arg(edit->objectName())
                                     .arg(width)
                                     .arg(edit->width())
                                     .arg(edit->mapTo(inner, QPoint(edit->width(), 0)).x())
                                     .arg(reachable);
            QVERIFY2(edit->width() >= usable, qPrintable(what));
            QVERIFY2(
                edit->mapTo(inner, QPoint(edit->width(), 0)).x() <= reachable, qPrintable(what));
        }
        // AND a narrow dock has a scroll bar, a wide one needs none
        if (width == 140)
            QVERIFY(bar->isVisible());
        if (width == 700)
            QVERIFY(!bar->isVisible());
    }
}

void TestPropertiesDisplay::longValuesFitTheDefaultDock()
{
    // GIVEN a link whose inertia and pose are written with ten significant digits (aliengo.urdf's
    // trunk), shown in the window's default layout
    const QString path = m_dir.filePath(QStringLiteral("long.urdf"));
    QVERIFY(test::writeFile(path,
        "<robot name=\"long\"><link name=\"base\"/><link name=\"trunk\"><inertial>"
        "<mass value=\"9.041654\"/><inertia ixx=\"0.051944892\" ixy=\"0.001703617\" "
        "ixz=\"0.000235941\" iyy=\"0.24693924\" iyz=\"0.000119783\" izz=\"0.270948307\"/>"
        "</inertial></link><joint name=\"j\" type=\"fixed\"><origin xyz=\"0.008465 0.004045 "
        "-0.000763\" rpy=\"0.0174532925 -0.0349065850 1.5707963268\"/><parent link=\"base\"/>"
        "<child link=\"trunk\"/></joint></robot>"));
    m_window->openFile(path);
    select(FrameKind::Link, "long::trunk");
    PropertiesDock *dock = m_window->propertiesDock();
    auto *scroll = dock->findChild<QScrollArea *>();
    QVERIFY(scroll);
    QTest::qWait(50);
    // THEN Properties needs no sideways scrolling, and every field and unit shows in full
    QVERIFY2(!scroll->horizontalScrollBar()->isVisible(),
        qPrintable(QStringLiteral("content %1 px in %2 px")
                       .arg(scroll->widget()->minimumSizeHint().width())
                       .arg(scroll->viewport()->width())));
    for (QWidget *w : scroll->widget()->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(dock) || !(qobject_cast<QLineEdit *>(w) || qobject_cast<QLabel *>(w)))
            continue;
        const int right = w->mapTo(scroll->viewport(), QPoint(w->width(), 0)).x();
        QVERIFY2(right <= scroll->viewport()->width(),
            qPrintable(w->objectName()
                + QStringLiteral(" ends at %1 of %2").arg(right).arg(scroll->viewport()->width())));
    }
    // AND a long number that does not fit shows its start, whole in the tool tip
    auto *ixx = visibleChild<QLineEdit>(dock, QStringLiteral("inertiaIxx"));
    QVERIFY(ixx);
    QVERIFY2(ixx->toolTip().startsWith(ixx->text()), qPrintable(ixx->toolTip()));
}

void TestPropertiesDisplay::urdfLinkPoseIsParentJointOrigin()
{
    PropertiesDock *dock = m_window->propertiesDock();
    const auto shown = [dock] {
        return QStringList {fieldText(dock, QStringLiteral("poseX")),
            fieldText(dock, QStringLiteral("poseY")), fieldText(dock, QStringLiteral("poseZ"))};
    };
    // WHEN the URDF link `arm` is selected
    select(FrameKind::Link, "spelled::arm");
    // THEN its pose is its parent joint's <origin>, and the dock says so
    const QStringList original = shoulderOrigin("xyz");
    QCOMPARE(shown(), original);
    QVERIFY(readsBackAs(fieldText(dock, QStringLiteral("poseRoll")), shoulderOrigin("rpy").at(0)));
    QLabel *relative = visibleChild<QLabel>(dock, QStringLiteral("poseRelativeTo"));
    QVERIFY(relative);
    QVERIFY2(relative->text().contains(QLatin1String("shoulder"))
            && relative->text().contains(QLatin1String("origin"))
            && relative->text().contains(QLatin1String("base")),
        qPrintable(relative->text()));

    // WHEN the gizmo's X arrow is dragged in the view
    GizmoController *gizmo = m_window->gizmoController();
    QVERIFY(gizmo && gizmo->isVisible());
    Viewport *view = m_window->viewport();
    QVERIFY(test::waitForViewportSize(view));
    const auto pixelOf = [gizmo](const Vec3 &p) {
        const GizmoLayout &l = gizmo->layout();
        return gizmo->camera().toPixel(l.X_WG.transformPoint(p * l.scale)).toPoint();
    };
    const QPoint from = pixelOf({0.6, 0, 0});
    const QPoint to = pixelOf({1.2, 0, 0});
    QTest::mousePress(view, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 6; ++i)
        QTest::mouseMove(view, from + (to - from) * i / 6);
    QTest::mouseRelease(view, Qt::LeftButton, {}, to);
    // THEN the origin moved and the dock shows the moved origin
    QCOMPARE(m_window->session()->undoStack()->count(), 1);
    QTest::qWait(0);
    const QStringList dragged = shoulderOrigin("xyz");
    QVERIFY(dragged != original);
    QCOMPARE(shown(), dragged);

    // WHEN it is undone THEN the dock shows the origin as written again
    m_window->session()->undoStack()->undo();
    QTest::qWait(0);
    QCOMPARE(shown(), original);

    // WHEN the file changes on disk and is reloaded THEN the dock shows the new origin
    QByteArray bytes = m_window->session()->bytes(m_path);
    bytes.replace("<origin xyz=\"0.1 0 0.30\"", "<origin xyz=\"0.25 0 0.30\"");
    QFile file(m_path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(bytes);
    file.close();
    m_window->reload();
    QTest::qWait(0);
    QCOMPARE(m_window->propertiesDock()->frame(),
        findFrame(*m_window->document(), FrameKind::Link, QStringLiteral("spelled::arm")));
    QCOMPARE(shown(), QStringList({"0.25", "0", "0.30"}));
}

void TestPropertiesDisplay::fuelCacheEntriesAreNamed()
{
    // GIVEN a Gazebo Fuel cache holding version 2 of OpenRobotics' "Cone" (gazebo_models'
    // construction cone), found through GZ_FUEL_CACHE_PATH
    QTemporaryDir cache;
    const QString entry = QDir::cleanPath(
        cache.filePath(QStringLiteral("fuel.gazebosim.org/openrobotics/models/cone/2")));
    QVERIFY(QDir().mkpath(entry + QStringLiteral("/meshes")));
    const QString cone
        = QStringLiteral(ROBOSTAGE_CORPUS_DIR "/osrf__gazebo_models/construction_cone");
    for (const char *file : {"model.config", "meshes/construction_cone.dae"})
        QVERIFY(QFile::copy(cone + QLatin1Char('/') + QLatin1String(file),
            entry + QLatin1Char('/') + QLatin1String(file)));
    // (gz-fuel-tools rewrites a downloaded model's model:// URIs to its Fuel URLs:
    // LocalCache::FixPaths)
    const QString url = QStringLiteral("https://fuel.gazebosim.org/1.0/OpenRobotics/models/Cone");
    QFile sdf(cone + QStringLiteral("/model.sdf"));
    QVERIFY(sdf.open(QIODevice::ReadOnly));
    QFile fixed(entry + QStringLiteral("/model.sdf"));
    QVERIFY(fixed.open(QIODevice::WriteOnly));
    fixed.write(QString::fromUtf8(sdf.readAll())
                    .replace(QStringLiteral("model://construction_cone/"),
                        url + QStringLiteral("/2/files/"))
                    .toUtf8());
    fixed.close();
    qputenv("GZ_FUEL_CACHE_PATH", cache.path().toUtf8());
    const auto unset = qScopeGuard([] { qunsetenv("GZ_FUEL_CACHE_PATH"); });
    // AND a world including it by its Fuel URL, with a marker drawing its mesh by a files/ URL
    const QString world = m_dir.filePath(QStringLiteral("fuel.sdf"));
    QFile file(world);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QStringLiteral("<sdf version=\"1.9\"><world name=\"w\">"
                              "<include><uri>%1</uri><name>cone</name></include>"
                              "<model name=\"marker\"><link name=\"link\"><visual name=\"v\">"
                              "<geometry><mesh><uri>%1/2/files/meshes/construction_cone.dae</uri>"
                              "</mesh></geometry></visual></link></model></world></sdf>")
                   .arg(url)
                   .toUtf8());
    file.close();
    m_window = std::make_unique<MainWindow>();
    m_window->openFile(world);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(!m_window->document()->diagnostics().hasErrors());
    QCOMPARE(m_window->document()->diagnostics().count(Severity::Warning), 0);

    // WHEN the included model is selected THEN Properties names the file read and the entry
    select(FrameKind::Model, "cone");
    auto *read = visibleChild<QLabel>(m_window->propertiesDock(), QStringLiteral("includeRead"));
    QVERIFY(read);
    QVERIFY2(
        read->text().startsWith(entry + QStringLiteral("/model.sdf")), qPrintable(read->text()));
    QVERIFY2(read->text().contains(QStringLiteral("from the Fuel cache entry ") + entry),
        qPrintable(read->text()));
    // WHEN the marker's visual is selected THEN its mesh line names the file and the entry
    select(FrameKind::Visual, "marker::link::v");
    auto *mesh = visibleChild<QLabel>(m_window->propertiesDock(), QStringLiteral("meshResolved"));
    QVERIFY(mesh);
    QVERIFY2(mesh->text().contains(entry + QStringLiteral("/meshes/construction_cone.dae")),
        qPrintable(mesh->text()));
    QVERIFY2(mesh->text().contains(QStringLiteral("from the Fuel cache entry ") + entry),
        qPrintable(mesh->text()));
}

QTEST_MAIN(TestPropertiesDisplay)
#include "tst_propertiesdisplay.moc"
