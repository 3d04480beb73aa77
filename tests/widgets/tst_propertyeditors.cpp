// The properties dock's typed editors for geometry, inertial, joint type and limits and light
// type (propertygroups.cpp), driven with QTest on copies of corpus files: what they write (the
// saved bytes, the reloaded document), one undo step per committed field, and refusals with a
// message and nothing written. Runs under xvfb-run (the viewport needs GLX).

#include "base/selection.h"
#include "document.h"
#include "edit/editsession.h"
#include "mainwindow/mainwindow.h"
#include "model/testutil.h"
#include "properties/propertiesdock.h"
#include "properties/propertyeditors.h"
#include "propertiestestutil.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QTemporaryDir>
#include <QToolButton>
#include <QtTest>

#include <cmath>

using namespace robostage;

namespace {

using robostage::test::findFrame;
using robostage::test::readFile;
using robostage::test::typeInto;
using robostage::test::visibleChild;

/// Picks the item `text` of the dock's combo box `name` as a user does (activated).
void choose(PropertiesDock *dock, const QString &name, const QString &text)
{
    QTest::qWait(0);
    QComboBox *combo = visibleChild<QComboBox>(dock, name);
    QVERIFY2(combo, qPrintable(name));
    const int index = combo->findText(text);
    QVERIFY2(index >= 0, qPrintable(text));
    combo->setCurrentIndex(index);
    emit combo->activated(index);
}

const Link &linkOf(const Document &doc, const QString &name)
{
    for (const Model &m : doc.scene().world.models) {
        for (const Link &l : m.links) {
            if (l.name == name)
                return l;
        }
    }
    static const Link none;
    return none;
}

const Joint &jointOf(const Document &doc, const QString &name)
{
    for (const Model &m : doc.scene().world.models) {
        for (const Joint &j : m.joints) {
            if (j.name == name)
                return j;
        }
    }
    static const Joint none;
    return none;
}

} // namespace

class TestPropertyEditors : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void geometrySizesAndType();
    void arithmeticAndMessagesKeepFieldsInPlace();
    void meshChooser();
    void inertial();
    void jointTypeAndLimits();
    void urdfJointType();
    void lightType();
    void meshUris();

private:
    /// Copies corpus file `rel` into the temporary folder, opens it and selects `entity`.
    bool open(const QString &rel, const QString &entity);
    PropertiesDock *dock() const { return m_window->propertiesDock(); }
    QUndoStack *stack() const { return m_window->session()->undoStack(); }
    QByteArray bytes() const { return m_window->session()->bytes(m_window->session()->path()); }

    QTemporaryDir m_settings;
    QTemporaryDir m_dir;
    std::unique_ptr<MainWindow> m_window;
};

void TestPropertyEditors::initTestCase()
{
    QVERIFY(m_settings.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settings.path());
}

void TestPropertyEditors::cleanup()
{
    m_window.reset();
}

bool TestPropertyEditors::open(const QString &rel, const QString &entity)
{
    QSettings().clear();
    const QString folder = m_dir.filePath(QString::fromLatin1(QTest::currentTestFunction()));
    QDir().mkpath(folder);
    const QString path = folder + QLatin1Char('/') + QFileInfo(rel).fileName();
    if (!QFile::copy(QStringLiteral(ROBOSTAGE_CORPUS_DIR "/") + rel, path))
        return false;
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    m_window = std::make_unique<MainWindow>();
    m_window->openFile(path);
    m_window->show();
    if (!QTest::qWaitForWindowExposed(m_window.get()) || !m_window->session())
        return false;
    const FrameId id = findFrame(*m_window->document(), entity);
    m_window->selection()->setFrame(id);
    return id != kNoFrame && dock()->frame() == id;
}

void TestPropertyEditors::geometrySizesAndType()
{
    // GIVEN revolute_arm's visual, a box 0.1 0.25 0.1 m, selected
    QVERIFY(open(QStringLiteral("gazebosim__gz-sim/test/worlds/demo_joint_types.sdf"),
        QStringLiteral("demo_joint_types::revolute_arm::revolute_arm_visual")));
    const QByteArray original = bytes();
    // WHEN y is set to 0.3 THEN one undo step writes it
    typeInto(dock(), QStringLiteral("geometrySizeY"), QStringLiteral("0.3"));
    QVERIFY2(dock()->message().isEmpty(), qPrintable(dock()->message()));
    QCOMPARE(stack()->count(), 1);
    QVERIFY(bytes().contains("<size>0.1 0.3 0.1</size>"));
    QCOMPARE(linkOf(*m_window->document(), "revolute_arm").visuals[0].geometry.size.y, 0.3);
    // WHEN x is set to -1 or 0 THEN refused with a message, nothing written
    const QByteArray edited = bytes();
    typeInto(dock(), QStringLiteral("geometrySizeX"), QStringLiteral("-1"));
    QVERIFY2(dock()->message().contains(QLatin1String("> 0")), qPrintable(dock()->message()));
    typeInto(dock(), QStringLiteral("geometrySizeZ"), QStringLiteral("0"));
    QVERIFY2(dock()->message().contains(QLatin1String("> 0")), qPrintable(dock()->message()));
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(bytes(), edited);
    // WHEN the type becomes sphere THEN a sphere inscribed in the box is written
    choose(dock(), QStringLiteral("geometryType"), QStringLiteral("sphere"));
    QCOMPARE(stack()->count(), 2);
    const Geometry sphere = linkOf(*m_window->document(), "revolute_arm").visuals[0].geometry;
    QCOMPARE(sphere.type, Geometry::Type::Sphere);
    QCOMPARE(sphere.radius, 0.05);
    // AND capsule is not offered for this SDFormat 1.6 file
    QTest::qWait(0);
    QVERIFY(visibleChild<QComboBox>(dock(), QStringLiteral("geometryType"))
                ->findText(QStringLiteral("capsule"))
        < 0);
    // WHEN saved THEN the file holds the edited bytes; undoing both gives the original back
    QVERIFY(m_window->session()->save().ok);
    QCOMPARE(readFile(m_window->session()->path()), bytes());
    edit::EditSession reread(m_window->session()->path());
    QCOMPARE(
        linkOf(reread.document(), "revolute_arm").visuals[0].geometry.type, Geometry::Type::Sphere);
    stack()->undo();
    stack()->undo();
    QCOMPARE(bytes(), original);
}

void TestPropertyEditors::arithmeticAndMessagesKeepFieldsInPlace()
{
    // GIVEN revolute_arm's visual selected, its fields where the user sees them
    QVERIFY(open(QStringLiteral("gazebosim__gz-sim/test/worlds/demo_joint_types.sdf"),
        QStringLiteral("demo_joint_types::revolute_arm::revolute_arm_visual")));
    QTest::qWait(0);
    const auto at = [this](const QString &name) {
        QWidget *field = visibleChild<QLineEdit>(dock(), name);
        return field ? field->mapTo(dock(), QPoint()) : QPoint(-1, -1);
    };
    const QPoint nameAt = at(QStringLiteral("nameEdit")), zAt = at(QStringLiteral("poseZ"));
    QVERIFY(zAt.y() >= 0);
    // WHEN arithmetic is typed in z, in metres THEN its value is written, as a plain number
    typeInto(dock(), QStringLiteral("poseZ"), QStringLiteral("0.1+0.2"));
    QVERIFY2(dock()->message().isEmpty(), qPrintable(dock()->message()));
    QCOMPARE(stack()->count(), 1);
    QVERIFY2(bytes().contains("0 0 0.3 "), bytes().constData());
    // WHEN the box's x is typed as pi/10 THEN that is its size
    typeInto(dock(), QStringLiteral("geometrySizeX"), QStringLiteral("pi / 10"));
    QCOMPARE(stack()->count(), 2);
    QCOMPARE(linkOf(*m_window->document(), "revolute_arm").visuals[0].geometry.size.x, M_PI / 10);
    // WHEN an expression cannot be read THEN the message says why and how, below the form
    const QByteArray before = bytes();
    typeInto(dock(), QStringLiteral("poseZ"), QStringLiteral("0.1+"));
    QVERIFY2(dock()->message().contains(QLatin1String("0.1+0.2")), qPrintable(dock()->message()));
    QCOMPARE(bytes(), before);
    typeInto(dock(), QStringLiteral("poseZ"), QStringLiteral("__import__('os')"));
    QVERIFY2(!dock()->message().isEmpty(), "a call of anything but math is refused");
    QCOMPARE(bytes(), before);
    // AND no field moved: the next click lands where the user aims
    QTest::qWait(0);
    QCOMPARE(at(QStringLiteral("poseZ")), zAt);
    QCOMPARE(at(QStringLiteral("nameEdit")), nameAt);
    auto *message = dock()->findChild<QLabel *>(QStringLiteral("propertiesMessage"));
    QVERIFY(message && message->isVisible());
    QVERIFY(message->mapTo(dock(), QPoint()).y() > zAt.y());
}

void TestPropertyEditors::meshChooser()
{
    // GIVEN base_link's collision in 07-physics.urdf and a mesh file next to the copy
    QVERIFY(open(QStringLiteral("ros__urdf_tutorial/urdf/07-physics.urdf"),
        QStringLiteral("physics::base_link")));
    const QString folder = QFileInfo(m_window->session()->path()).absolutePath();
    QDir().mkpath(folder + QStringLiteral("/meshes"));
    QVERIFY(
        QFile::copy(QStringLiteral(ROBOSTAGE_CORPUS_DIR "/ros__urdf_tutorial/meshes/l_finger.dae"),
            folder + QStringLiteral("/meshes/finger.dae")));
    const Link &base = linkOf(*m_window->document(), "base_link");
    m_window->selection()->setFrame(base.collisions.at(0).frame);
    QString started;
    dock()->setFileChooser([&](const QString &start) {
        started = start;
        return folder + QStringLiteral("/meshes/finger.dae");
    });
    // WHEN the type becomes mesh and the chooser picks meshes/finger.dae
    choose(dock(), QStringLiteral("geometryType"), QStringLiteral("mesh"));
    // THEN the URI is written relative to the file's folder and resolves
    QVERIFY2(dock()->message().isEmpty(), qPrintable(dock()->message()));
    QCOMPARE(started, folder);
    QVERIFY(bytes().contains("<mesh filename=\"meshes/finger.dae\"/>"));
    QTest::qWait(0);
    QLabel *resolved = visibleChild<QLabel>(dock(), QStringLiteral("meshResolved"));
    QVERIFY(resolved);
    QVERIFY2(resolved->text().contains(QLatin1String("finger.dae")), qPrintable(resolved->text()));
    // WHEN the URI is typed to a missing file THEN it is written and the dock says it does not
    // resolve
    typeInto(dock(), QStringLiteral("meshUri"), QStringLiteral("meshes/missing.stl"));
    QVERIFY(bytes().contains("<mesh filename=\"meshes/missing.stl\"/>"));
    QTest::qWait(0);
    resolved = visibleChild<QLabel>(dock(), QStringLiteral("meshResolved"));
    QVERIFY2(resolved->text().startsWith(QLatin1String("does not resolve")),
        qPrintable(resolved->text()));
    // WHEN the scale becomes 0 THEN refused
    typeInto(dock(), QStringLiteral("meshScaleX"), QStringLiteral("0"));
    QVERIFY2(dock()->message().contains(QLatin1String("scale")), qPrintable(dock()->message()));
    QCOMPARE(stack()->count(), 2);
}

void TestPropertyEditors::inertial()
{
    QVERIFY(open(QStringLiteral("gazebosim__gz-sim/test/worlds/demo_joint_types.sdf"),
        QStringLiteral("demo_joint_types::revolute_base")));
    // WHEN the mass is set to 2 kg THEN <mass> is added, one undo step
    typeInto(dock(), QStringLiteral("inertialMass"), QStringLiteral("2"));
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(linkOf(*m_window->document(), "revolute_base").inertial.mass, 2.0);
    QVERIFY(bytes().contains("<mass>2</mass>"));
    // WHEN ixx becomes negative or izz too large THEN refused with the reason
    typeInto(dock(), QStringLiteral("inertiaIxx"), QStringLiteral("-1"));
    QVERIFY2(dock()->message().contains(QLatin1String("positive definite")),
        qPrintable(dock()->message()));
    typeInto(dock(), QStringLiteral("inertiaIzz"), QStringLiteral("1"));
    QVERIFY2(dock()->message().contains(QLatin1String("triangle")), qPrintable(dock()->message()));
    QCOMPARE(stack()->count(), 1);
    // WHEN ixy is set THEN written
    typeInto(dock(), QStringLiteral("inertiaIxy"), QStringLiteral("0.0001"));
    QVERIFY2(dock()->message().isEmpty(), qPrintable(dock()->message()));
    QCOMPARE(linkOf(*m_window->document(), "revolute_base").inertial.ixy, 0.0001);
    QCOMPARE(stack()->count(), 2);
}

void TestPropertyEditors::jointTypeAndLimits()
{
    QVERIFY(open(QStringLiteral("gazebosim__gz-sim/test/worlds/demo_joint_types.sdf"),
        QStringLiteral("demo_joint_types::revolute_demo")));
    // WHEN the lower limit is set to -90 (degrees) THEN -π/2 rad is written
    typeInto(dock(), QStringLiteral("jointLower"), QStringLiteral("-90"));
    QVERIFY2(dock()->message().isEmpty(), qPrintable(dock()->message()));
    QVERIFY(
        std::abs(jointOf(*m_window->document(), "revolute_demo").axis.lower + M_PI / 2) < 1e-12);
    QCOMPARE(jointOf(*m_window->document(), "revolute_demo").axis.upper, 3.14);
    // WHEN the upper limit goes below the lower THEN refused
    typeInto(dock(), QStringLiteral("jointUpper"), QStringLiteral("-100"));
    QVERIFY2(dock()->message().contains(QLatin1String("above")), qPrintable(dock()->message()));
    QCOMPARE(stack()->count(), 1);
    // WHEN the type becomes prismatic THEN written, and the limits are shown in metres
    choose(dock(), QStringLiteral("jointType"), QStringLiteral("prismatic"));
    QCOMPARE(jointOf(*m_window->document(), "revolute_demo").type, Joint::Type::Prismatic);
    QVERIFY(bytes().contains("<joint name=\"revolute_demo\" type=\"prismatic\">"));
    QTest::qWait(0);
    QLineEdit *lower = visibleChild<QLineEdit>(dock(), QStringLiteral("jointLower"));
    QVERIFY(lower);
    QVERIFY2(lower->toolTip().endsWith(QLatin1String(" m")), qPrintable(lower->toolTip()));
    QVERIFY(lower->toolTip().startsWith(lower->text()));
    QCOMPARE(stack()->count(), 2);
}

void TestPropertyEditors::urdfJointType()
{
    QVERIFY(open(QStringLiteral("ros__urdf_tutorial/urdf/07-physics.urdf"),
        QStringLiteral("physics::right_front_wheel_joint")));
    QTest::qWait(0);
    // THEN the URDF joint types are offered, not SDFormat's
    QComboBox *type = visibleChild<QComboBox>(dock(), QStringLiteral("jointType"));
    QVERIFY(type);
    QVERIFY(type->findText(QStringLiteral("planar")) >= 0);
    QVERIFY(type->findText(QStringLiteral("ball")) < 0);
    // WHEN the continuous wheel becomes revolute THEN a <limit> is added
    choose(dock(), QStringLiteral("jointType"), QStringLiteral("revolute"));
    QCOMPARE(jointOf(*m_window->document(), "right_front_wheel_joint").type, Joint::Type::Revolute);
    QVERIFY(bytes().contains("<limit lower=\"-3.14159265359\" upper=\"3.14159265359\""));
}

void TestPropertyEditors::lightType()
{
    QVERIFY(
        open(QStringLiteral("gazebosim__gz-sim/test/worlds/shininess.sdf"), QStringLiteral("sun")));
    choose(dock(), QStringLiteral("lightType"), QStringLiteral("point"));
    QCOMPARE(m_window->document()->scene().world.lights.at(0).type, Light::Type::Point);
    QVERIFY(bytes().contains("<light type=\"point\" name=\"sun\">"));
    QCOMPARE(stack()->count(), 1);
}

void TestPropertyEditors::meshUris()
{
    // A file under the old URI's package root keeps the package:// form.
    QCOMPARE(meshUriFor(QStringLiteral("/ws/pkg/meshes/b.stl"),
                 QStringLiteral("package://pkg/meshes/a.dae"),
                 QStringLiteral("/ws/pkg/meshes/a.dae"), QStringLiteral("/ws/pkg/urdf/r.urdf")),
        QStringLiteral("package://pkg/meshes/b.stl"));
    QCOMPARE(meshUriFor(QStringLiteral("/m/arm/meshes/b.dae"), QStringLiteral("model://arm/x.dae"),
                 QStringLiteral("/m/arm/x.dae"), QStringLiteral("/w/world.sdf")),
        QStringLiteral("model://arm/meshes/b.dae"));
    // Elsewhere: relative to the edited file's folder.
    QCOMPARE(
        meshUriFor(QStringLiteral("/other/c.stl"), QStringLiteral("package://pkg/meshes/a.dae"),
            QStringLiteral("/ws/pkg/meshes/a.dae"), QStringLiteral("/ws/pkg/urdf/r.urdf")),
        QStringLiteral("../../../other/c.stl"));
    QCOMPARE(meshUriFor(QStringLiteral("/ws/pkg/meshes/b.stl"), QString(), QString(),
                 QStringLiteral("/ws/pkg/urdf/r.urdf")),
        QStringLiteral("../meshes/b.stl"));
}

QTEST_MAIN(TestPropertyEditors)
#include "tst_propertyeditors.moc"
