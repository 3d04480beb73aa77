// The property commands (edit/propertycommands.h) on copies of real corpus files: geometry,
// inertial, joint type and limits, light type. Each edit changes only its bytes, the reloaded
// document shows the value, undo gives back the exact bytes, invalid values are refused with
// nothing written; where the oracle programs are built (tests/oracle), libsdformat 12 and
// urdfdom still accept the saved files.

#include "edit/editsession.h"
#include "edit/propertycommands.h"
#include "testutil.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace robostage;
using namespace robostage::edit;
using namespace robostage::test;

#ifndef ORACLE_SDFORMAT
#define ORACLE_SDFORMAT ""
#endif
#ifndef ORACLE_URDFDOM
#define ORACLE_URDFDOM ""
#endif

namespace {

const QString kJoints = QStringLiteral("gazebosim__gz-sim/test/worlds/demo_joint_types.sdf");
const QString kLights = QStringLiteral("gazebosim__gz-sim/test/worlds/shininess.sdf");
const QString kUrdf = QStringLiteral("ros__urdf_tutorial/urdf/07-physics.urdf");

struct Fixture
{
    QTemporaryDir dir;
    std::unique_ptr<EditSession> session;
    QByteArray original;

    /// Copies corpus file `rel` into the temporary folder and opens it.
    bool open(const QString &rel)
    {
        const QString from = QStringLiteral(ROBOSTAGE_CORPUS_DIR "/") + rel;
        const QString to = dir.filePath(QFileInfo(rel).fileName());
        if (!dir.isValid() || !QFile::copy(from, to))
            return false;
        QFile::setPermissions(to, QFile::ReadOwner | QFile::WriteOwner);
        session = std::make_unique<EditSession>(to);
        original = session->bytes(to);
        return !original.isEmpty() && !session->document().diagnostics().hasErrors();
    }
    const Document &doc() const { return session->document(); }
    QByteArray bytes() const { return session->bytes(session->path()); }
    QStringList changed() const { return changedLines(original, bytes()); }
    FrameId frame(const QString &name) const { return findFrame(doc(), name); }
    /// Pushes `command` (made with `result`); the result is `result` with ok.
    template<class C> EditResult push(std::unique_ptr<C> command, const EditResult &result)
    {
        return session->push(std::move(command), result);
    }
    /// Undoes everything; true when the original bytes are back.
    bool undoAll()
    {
        while (session->undoStack()->canUndo())
            session->undoStack()->undo();
        return bytes() == original;
    }
};

const Link &linkOf(const Document &doc, const QString &model, const QString &name)
{
    for (const Model &m : doc.scene().world.models) {
        if (m.name != model)
            continue;
        for (const Link &l : m.links) {
            if (l.name == name)
                return l;
        }
    }
    static const Link none;
    return none;
}

const Joint *jointOf(const Document &doc, const QString &name)
{
    for (const Model &m : doc.scene().world.models) {
        for (const Joint &j : m.joints) {
            if (j.name == name)
                return &j;
        }
    }
    return nullptr;
}

/// Runs oracle `program` on `file`; empty when it accepted it, else its output.
} // namespace

class TestPropertyCommands : public QObject
{
    Q_OBJECT

private slots:
    void sdfGeometry();
    void urdfGeometry();
    void refusedGeometry();
    void reshapeFromBounds();
    void inertialSdf();
    void inertialUrdf();
    void refusedInertial();
    void jointSdf();
    void jointUrdf();
    void lightType();
};

void TestPropertyCommands::sdfGeometry()
{
    // GIVEN demo_joint_types.sdf (SDFormat 1.6), revolute_arm's visual a box 0.1 0.25 0.1
    Fixture f;
    QVERIFY(f.open(kJoints));
    const FrameId visual = f.frame("demo_joint_types::revolute_arm::revolute_arm_visual");
    QVERIFY(visual != kNoFrame);
    Geometry g = linkOf(f.doc(), "demo_joint_types", "revolute_arm").visuals.at(0).geometry;
    QCOMPARE(g.type, Geometry::Type::Box);
    // WHEN its y size is set to 0.3 m
    g.size.y = 0.3;
    EditResult r;
    QVERIFY2(f.push(SetGeometry::create(*f.session, visual, g, r), r).ok, qPrintable(r.error));
    // THEN only that number changes and the document shows it
    QCOMPARE(f.changed(), QStringList {"<size>0.1 0.3 0.1</size>"});
    QCOMPARE(
        linkOf(f.doc(), "demo_joint_types", "revolute_arm").visuals.at(0).geometry.size.y, 0.3);
    // WHEN it becomes a cylinder THEN the box is replaced by one derived from its bounds
    const Geometry cylinder = reshapedGeometry(
        linkOf(f.doc(), "demo_joint_types", "revolute_arm").visuals.at(0).geometry,
        Geometry::Type::Cylinder);
    QVERIFY2(
        f.push(SetGeometry::create(*f.session, visual, cylinder, r), r).ok, qPrintable(r.error));
    const Geometry after = linkOf(f.doc(), "demo_joint_types", "revolute_arm").visuals[0].geometry;
    QCOMPARE(after.type, Geometry::Type::Cylinder);
    QCOMPARE(after.radius, 0.05);
    QCOMPARE(after.length, 0.1);
    QCOMPARE(f.changed(),
        (QStringList {
            "<cylinder>", "<radius>0.05</radius>", "<length>0.1</length>", "</cylinder>"}));
    QCOMPARE(f.session->undoStack()->count(), 2);
    // AND undo gives back the exact bytes
    QVERIFY(f.undoAll());
    // WHEN the collision becomes a mesh with a relative URI and scale THEN both are written
    Geometry mesh = reshapedGeometry(
        linkOf(f.doc(), "demo_joint_types", "revolute_arm").collisions.at(0).geometry,
        Geometry::Type::Mesh);
    mesh.uri = QStringLiteral("meshes/arm.stl");
    mesh.scale = {0.001, 0.001, 0.001};
    const FrameId collision = f.frame("demo_joint_types::revolute_arm::revolute_arm_collision");
    QVERIFY2(
        f.push(SetGeometry::create(*f.session, collision, mesh, r), r).ok, qPrintable(r.error));
    QCOMPARE(f.changed(),
        (QStringList {
            "<mesh>", "<uri>meshes/arm.stl</uri>", "<scale>0.001 0.001 0.001</scale>", "</mesh>"}));
    const Geometry m = linkOf(f.doc(), "demo_joint_types", "revolute_arm").collisions[0].geometry;
    QCOMPARE(m.uri, QStringLiteral("meshes/arm.stl"));
    QCOMPARE(m.scale.z, 0.001);
    QVERIFY(f.undoAll());
}

void TestPropertyCommands::urdfGeometry()
{
    // GIVEN 07-physics.urdf, base_link's visual a cylinder length 0.6 radius 0.2
    Fixture f;
    QVERIFY(f.open(kUrdf));
    const Link &base = linkOf(f.doc(), "physics", "base_link");
    const FrameId visual = base.visuals.at(0).frame;
    Geometry g = base.visuals.at(0).geometry;
    QCOMPARE(g.type, Geometry::Type::Cylinder);
    // WHEN the length is set to 0.7 THEN only that attribute changes
    g.length = 0.7;
    EditResult r;
    QVERIFY2(f.push(SetGeometry::create(*f.session, visual, g, r), r).ok, qPrintable(r.error));
    QCOMPARE(f.changed(), QStringList {"<cylinder length=\"0.7\" radius=\"0.2\"/>"});
    // WHEN it becomes a box THEN the box has the cylinder's bounds
    const Geometry box = reshapedGeometry(
        linkOf(f.doc(), "physics", "base_link").visuals[0].geometry, Geometry::Type::Box);
    QVERIFY2(f.push(SetGeometry::create(*f.session, visual, box, r), r).ok, qPrintable(r.error));
    QCOMPARE(f.changed(), QStringList {"<box size=\"0.4 0.4 0.7\"/>"});
    QCOMPARE(linkOf(f.doc(), "physics", "base_link").visuals[0].geometry.type, Geometry::Type::Box);
    // WHEN it becomes a mesh THEN <mesh filename> (no scale for 1 1 1)
    Geometry mesh = reshapedGeometry(box, Geometry::Type::Mesh);
    mesh.uri = QStringLiteral("package://urdf_tutorial/meshes/l_finger.dae");
    const FrameId v = linkOf(f.doc(), "physics", "base_link").visuals[0].frame;
    QVERIFY2(f.push(SetGeometry::create(*f.session, v, mesh, r), r).ok, qPrintable(r.error));
    QCOMPARE(f.changed(),
        QStringList {"<mesh filename=\"package://urdf_tutorial/meshes/l_finger.dae\"/>"});
    QVERIFY(f.undoAll());
    // AND urdfdom accepts the file with a changed cylinder
    if (!QString::fromLatin1(ORACLE_URDFDOM).isEmpty()) {
        Geometry longer = linkOf(f.doc(), "physics", "base_link").visuals[0].geometry;
        longer.length = 0.8;
        QVERIFY(f.push(SetGeometry::create(*f.session, visual, longer, r), r).ok);
        QVERIFY(f.session->save().ok);
        const QString rejected = test::oracleRejects(ORACLE_URDFDOM, f.session->path());
        QVERIFY2(rejected.isEmpty(), qPrintable(rejected));
    }
}

void TestPropertyCommands::refusedGeometry()
{
    Fixture f;
    QVERIFY(f.open(kJoints));
    const FrameId visual = f.frame("demo_joint_types::revolute_arm::revolute_arm_visual");
    const Geometry box = linkOf(f.doc(), "demo_joint_types", "revolute_arm").visuals[0].geometry;
    auto refused = [&](const Geometry &g, const char *reason) {
        EditResult r;
        const bool made = bool(SetGeometry::create(*f.session, visual, g, r));
        QVERIFY2(!made && !r.ok && r.error.contains(QLatin1String(reason)), qPrintable(r.error));
    };
    // WHEN sizes are zero, negative or not finite THEN refused
    Geometry bad = box;
    bad.size.x = 0;
    refused(bad, "> 0");
    bad.size.x = -1;
    refused(bad, "> 0");
    bad.size.x = std::nan("");
    refused(bad, "> 0");
    // WHEN a capsule is asked of an SDFormat 1.6 file THEN refused (capsule came with 1.8)
    refused(reshapedGeometry(box, Geometry::Type::Capsule), "1.8");
    // WHEN a plane has a zero normal, a mesh no URI THEN refused
    Geometry plane = reshapedGeometry(box, Geometry::Type::Plane);
    plane.normal = {0, 0, 0};
    refused(plane, "normal");
    refused(reshapedGeometry(box, Geometry::Type::Mesh), "URI");
    // THEN nothing was written
    QCOMPARE(f.bytes(), f.original);
    QCOMPARE(f.session->undoStack()->count(), 0);
    // AND URDF has no plane
    Fixture u;
    QVERIFY(u.open(kUrdf));
    const Link &base = linkOf(u.doc(), "physics", "base_link");
    EditResult r;
    QVERIFY(!SetGeometry::create(*u.session, base.visuals[0].frame,
        reshapedGeometry(base.visuals[0].geometry, Geometry::Type::Plane), r));
    QVERIFY2(r.error.contains(QLatin1String("URDF")), qPrintable(r.error));
}

void TestPropertyCommands::reshapeFromBounds()
{
    // GIVEN a box 0.2 0.4 1 m
    Geometry box;
    box.type = Geometry::Type::Box;
    box.size = {0.2, 0.4, 1};
    // THEN the shapes derived from it fit its bounds
    const Geometry sphere = reshapedGeometry(box, Geometry::Type::Sphere);
    QCOMPARE(sphere.radius, 0.1);
    const Geometry capsule = reshapedGeometry(box, Geometry::Type::Capsule);
    QCOMPARE(capsule.radius, 0.1);
    QCOMPARE(capsule.length, 0.8);
    const Geometry ellipsoid = reshapedGeometry(box, Geometry::Type::Ellipsoid);
    QCOMPARE(ellipsoid.size.y, 0.2);
    const Geometry plane = reshapedGeometry(box, Geometry::Type::Plane);
    QCOMPARE(plane.size.x, 0.2);
    QCOMPARE(plane.normal.z, 1.0);
    // AND a sphere of radius 0.1 becomes a 0.2 m cube
    QCOMPARE(reshapedGeometry(sphere, Geometry::Type::Box).size.z, 0.2);
    QVERIFY(editableGeometryTypes(SourceFormat::Sdf, "1.9").size() == 7);
    QVERIFY(editableGeometryTypes(SourceFormat::Sdf, "1.6").size() == 5);
}

void TestPropertyCommands::inertialSdf()
{
    // GIVEN revolute_base, whose <inertial> has an <inertia> but no <mass> (default 1 kg)
    Fixture f;
    QVERIFY(f.open(kJoints));
    const FrameId link = f.frame("demo_joint_types::revolute_base");
    const Inertial before = linkOf(f.doc(), "demo_joint_types", "revolute_base").inertial;
    QCOMPARE(before.mass, 1.0);
    // WHEN mass 2 kg and ixx 0.022 kg·m² are set
    const InertialValue value {
        2, 0.022, before.iyy, before.izz, before.ixy, before.ixz, before.iyz};
    EditResult r;
    QVERIFY2(f.push(SetInertial::create(*f.session, link, value, r), r).ok, qPrintable(r.error));
    // THEN <mass> is added and only ixx's number changes
    QCOMPARE(f.changed(), (QStringList {"<mass>2</mass>", "<ixx>0.022</ixx>"}));
    const Inertial after = linkOf(f.doc(), "demo_joint_types", "revolute_base").inertial;
    QCOMPARE(after.mass, 2.0);
    QCOMPARE(after.ixx, 0.022);
    QCOMPARE(after.izz, before.izz);
    QVERIFY(f.undoAll());
    // AND libsdformat accepts the saved file
    if (!QString::fromLatin1(ORACLE_SDFORMAT).isEmpty()) {
        QVERIFY(f.push(SetInertial::create(*f.session, link, value, r), r).ok);
        QVERIFY(f.session->save().ok);
        const QString rejected = test::oracleRejects(ORACLE_SDFORMAT, f.session->path());
        QVERIFY2(rejected.isEmpty(), qPrintable(rejected));
    }
}

void TestPropertyCommands::inertialUrdf()
{
    Fixture f;
    QVERIFY(f.open(kUrdf));
    const Link &base = linkOf(f.doc(), "physics", "base_link");
    // WHEN base_link's mass becomes 12 kg and ixx 0.002 THEN those tokens change only
    const InertialValue value {12, 0.002, 1e-3, 1e-3, 0, 0, 0};
    EditResult r;
    QVERIFY2(
        f.push(SetInertial::create(*f.session, base.frame, value, r), r).ok, qPrintable(r.error));
    QCOMPARE(f.changed(),
        (QStringList {"<mass value=\"12\"/>",
            "<inertia ixx=\"0.002\" ixy=\"0.0\" ixz=\"0.0\" iyy=\"1e-3\" iyz=\"0.0\" "
            "izz=\"1e-3\"/>"}));
    QCOMPARE(linkOf(f.doc(), "physics", "base_link").inertial.mass, 12.0);
    QCOMPARE(linkOf(f.doc(), "physics", "base_link").inertial.ixx, 0.002);
    QVERIFY(f.undoAll());
}

void TestPropertyCommands::refusedInertial()
{
    Fixture f;
    QVERIFY(f.open(kUrdf));
    const FrameId link = linkOf(f.doc(), "physics", "base_link").frame;
    const struct
    {
        InertialValue value;
        const char *reason;
    } rows[] = {
        {{0, 1, 1, 1, 0, 0, 0}, "mass"},
        {{-1, 1, 1, 1, 0, 0, 0}, "mass"},
        {{1, -1, 1, 1, 0, 0, 0}, "positive definite"},
        {{1, 1, 1, 1, 2, 0, 0}, "positive definite"},
        {{1, 1, 1, 3, 0, 0, 0}, "triangle"},
        {{1, std::nan(""), 1, 1, 0, 0, 0}, "finite"},
    };
    for (const auto &row : rows) {
        EditResult r;
        QVERIFY(!SetInertial::create(*f.session, link, row.value, r));
        QVERIFY2(!r.ok && r.error.contains(QLatin1String(row.reason)), qPrintable(r.error));
    }
    QCOMPARE(f.bytes(), f.original);
    // A valid, rotated tensor (principal moments 1, 2, 2.5) is accepted.
    QVERIFY(inertialProblem({1, 1.5, 2, 2, 0.5, 0, 0}).isEmpty());
}

void TestPropertyCommands::jointSdf()
{
    Fixture f;
    QVERIFY(f.open(kJoints));
    const FrameId joint = f.frame("demo_joint_types::revolute_demo");
    const JointAxis axis = jointOf(f.doc(), "revolute_demo")->axis;
    QCOMPARE(axis.lower, -3.14);
    // WHEN the limits become -1 .. 1.5 rad THEN only those two numbers change
    EditResult r;
    QVERIFY2(
        f.push(
             SetJointLimits::create(*f.session, joint, {-1, 1.5, axis.effort, axis.velocity}, r), r)
            .ok,
        qPrintable(r.error));
    QCOMPARE(f.changed(), (QStringList {"<lower>-1</lower>", "<upper>1.5</upper>"}));
    QCOMPARE(jointOf(f.doc(), "revolute_demo")->axis.upper, 1.5);
    // WHEN an effort is set THEN <effort> is added to <limit>
    QVERIFY(
        f.push(SetJointLimits::create(*f.session, joint, {-1, 1.5, 20, axis.velocity}, r), r).ok);
    QCOMPARE(jointOf(f.doc(), "revolute_demo")->axis.effort, 20.0);
    // WHEN lower > upper or a limit is infinite THEN refused
    QVERIFY(!SetJointLimits::create(*f.session, joint, {2, 1, 20, axis.velocity}, r));
    QVERIFY2(r.error.contains(QLatin1String("above")), qPrintable(r.error));
    QVERIFY(!SetJointLimits::create(*f.session, joint, {-INFINITY, 1.5, 20, axis.velocity}, r));
    // WHEN the type becomes prismatic THEN only the type attribute changes
    QVERIFY(f.undoAll());
    QVERIFY(f.push(SetJointType::create(*f.session, joint, Joint::Type::Prismatic, r), r).ok);
    QCOMPARE(f.changed(), QStringList {"<joint name=\"revolute_demo\" type=\"prismatic\">"});
    QCOMPARE(jointOf(f.doc(), "revolute_demo")->type, Joint::Type::Prismatic);
    // AND a gearbox (needs a reference body) and URDF-only types are refused
    QVERIFY(!SetJointType::create(*f.session, joint, Joint::Type::Gearbox, r));
    QVERIFY(!SetJointType::create(*f.session, joint, Joint::Type::Floating, r));
    // WHEN a fixed joint becomes revolute THEN it gets the default axis
    const FrameId fixed = f.frame("demo_joint_types::revolute_base_to_heavy_base");
    QVERIFY(f.push(SetJointType::create(*f.session, fixed, Joint::Type::Revolute, r), r).ok);
    QVERIFY(jointOf(f.doc(), "revolute_base_to_heavy_base")->hasAxis);
    if (!QString::fromLatin1(ORACLE_SDFORMAT).isEmpty()) {
        QVERIFY(f.session->save().ok);
        const QString rejected = test::oracleRejects(ORACLE_SDFORMAT, f.session->path());
        QVERIFY2(rejected.isEmpty(), qPrintable(rejected));
    }
    QVERIFY(f.undoAll());
}

void TestPropertyCommands::jointUrdf()
{
    Fixture f;
    QVERIFY(f.open(kUrdf));
    const Joint *prismatic = jointOf(f.doc(), "gripper_extension");
    QVERIFY(prismatic);
    const JointAxis axis = prismatic->axis;
    EditResult r;
    // WHEN the lower limit becomes -0.2 m THEN only that attribute value changes
    QVERIFY2(f.push(SetJointLimits::create(*f.session, prismatic->frame,
                        {-0.2, axis.upper, axis.effort, axis.velocity}, r),
                  r)
                 .ok,
        qPrintable(r.error));
    QCOMPARE(f.changed(),
        QStringList {"<limit effort=\"1000.0\" lower=\"-0.2\" upper=\"0\" velocity=\"0.5\"/>"});
    QCOMPARE(jointOf(f.doc(), "gripper_extension")->axis.lower, -0.2);
    // WHEN a velocity is negative THEN refused
    QVERIFY(!SetJointLimits::create(
        *f.session, jointOf(f.doc(), "gripper_extension")->frame, {-0.2, 0, 1000, -1}, r));
    QVERIFY2(r.error.contains(QLatin1String(">= 0")), qPrintable(r.error));
    // WHEN a continuous wheel joint becomes revolute THEN it gets the <limit> URDF requires
    const FrameId wheel = jointOf(f.doc(), "right_front_wheel_joint")->frame;
    QVERIFY(f.push(SetJointType::create(*f.session, wheel, Joint::Type::Revolute, r), r).ok);
    QVERIFY(!r.notes.isEmpty());
    const Joint *revolute = jointOf(f.doc(), "right_front_wheel_joint");
    QCOMPARE(revolute->type, Joint::Type::Revolute);
    QCOMPARE(revolute->axis.upper, M_PI);
    // AND ball joints are not URDF
    QVERIFY(!SetJointType::create(*f.session, wheel, Joint::Type::Ball, r));
    QVERIFY2(r.error.contains(QLatin1String("URDF")), qPrintable(r.error));
    if (!QString::fromLatin1(ORACLE_URDFDOM).isEmpty()) {
        QVERIFY(f.session->save().ok);
        const QString rejected = test::oracleRejects(ORACLE_URDFDOM, f.session->path());
        QVERIFY2(rejected.isEmpty(), qPrintable(rejected));
    }
    QVERIFY(f.undoAll());
}

void TestPropertyCommands::lightType()
{
    // GIVEN shininess.sdf's directional light sun
    Fixture f;
    QVERIFY(f.open(kLights));
    const FrameId sun = f.frame("sun");
    QVERIFY(sun != kNoFrame);
    EditResult r;
    // WHEN it becomes a spot light THEN only the type attribute changes
    QVERIFY2(f.push(SetLightType::create(*f.session, sun, Light::Type::Spot, r), r).ok,
        qPrintable(r.error));
    QCOMPARE(f.changed(), QStringList {"<light type=\"spot\" name=\"sun\">"});
    QCOMPARE(f.doc().scene().world.lights.at(0).type, Light::Type::Spot);
    // WHEN it is set to spot again THEN nothing changes
    QVERIFY(!SetLightType::create(*f.session, sun, Light::Type::Spot, r));
    QVERIFY(r.ok);
    if (!QString::fromLatin1(ORACLE_SDFORMAT).isEmpty()) {
        QVERIFY(f.session->save().ok);
        const QString rejected = test::oracleRejects(ORACLE_SDFORMAT, f.session->path());
        QVERIFY2(rejected.isEmpty(), qPrintable(rejected));
    }
    QVERIFY(f.undoAll());
}

QTEST_GUILESS_MAIN(TestPropertyCommands)
#include "tst_propertycommands.moc"
