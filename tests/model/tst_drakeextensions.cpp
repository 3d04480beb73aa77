// Tests of Drake's URDF extensions (drake-urdf-xsd.txt) in the model: <loop_joint> with its two
// attachment frames (world poses computed by hand from the corpus files FourBar.urdf and
// prius.urdf), collision filter groups (collision_filter_group_parsing_test.urdf), drake:
// joints (joint_parsing_test.urdf), <parameter> substitution in every kind of numeric
// attribute and <force_element> children (tests/data/urdf/drake_forces.urdf), and edits that
// keep every Drake element byte-identical and rewrite the references renames must follow.

#include "convert/convert.h"
#include "document.h"
#include "drakeextensions.h"
#include "edit/editsession.h"
#include "framegraph.h"
#include "testutil.h"

#include "corpus.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace robostage;
using robostage::test::corpusDir;
using robostage::test::corpusResolver;
using robostage::test::describe;
using robostage::test::diagnosticsText;
using robostage::test::findFrame;
using robostage::test::findJoint;
using robostage::test::findLink;
using robostage::test::findVisual;
using robostage::test::poseNear;
using robostage::test::readFile;

namespace {

const double kPi = 3.14159265358979323846;

QString drakeFile(const char *relative)
{
    return corpusDir() + QStringLiteral("/RobotLocomotion__drake/") + QLatin1String(relative);
}

const char *const kFourBar = "examples/simple_four_bar/FourBar.urdf";
const char *const kPrius = "automotive/models/prius/prius.urdf";
const char *const kFilterGroups
    = "multibody/parsing/test/urdf_parser_test/collision_filter_group_parsing_test.urdf";
const char *const kJointParsing = "multibody/parsing/test/urdf_parser_test/joint_parsing_test.urdf";

QString fixture(const char *name)
{
    return QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/urdf/") + QLatin1String(name);
}

std::unique_ptr<Document> load(const QString &path)
{
    return Document::load(path, corpusResolver());
}

int errorCount(const Document &doc)
{
    int n = 0;
    for (const Diagnostic &d : doc.diagnostics().items())
        n += d.severity == Severity::Error ? 1 : 0;
    return n;
}

const CollisionFilterGroup *findGroup(const Model &model, const QString &name)
{
    for (const CollisionFilterGroup &g : model.collisionFilterGroups) {
        if (g.name == name)
            return &g;
    }
    return nullptr;
}

/// The bytes of the first element `<tag …>…</tag>` in `bytes` (empty when absent).
QByteArray elementBytes(const QByteArray &bytes, const QByteArray &tag)
{
    const int start = bytes.indexOf("<" + tag);
    const QByteArray close = "</" + tag + ">";
    const int end = bytes.indexOf(close, start);
    return start < 0 || end < 0 ? QByteArray() : bytes.mid(start, end + close.size() - start);
}

} // namespace

class TestDrakeExtensions : public QObject
{
    Q_OBJECT

private slots:
    void fourBarLoopJoint();
    void priusLoopJoint();
    void collisionFilterGroups();
    void sdfCollisionFilterGroups();
    void drakeJoints();
    void parameters();
    void forceElements();
    void editKeepsDrakeElements_data();
    void editKeepsDrakeElements();
    void renameFollowsDrakeReferences();
    void convertKeepsLoopJointFrames();
};

void TestDrakeExtensions::fourBarLoopJoint()
{
    // GIVEN FourBar.urdf: base_link → joint_0 (z 2) → link_1 → joint_1 (z 1.8) → link_2 →
    // joint_2 (z 3.6) → link_3, and <loop_joint joint_3> from link_3 at z 2.6 to base_link.
    const auto doc = load(drakeFile(kFourBar));
    QVERIFY2(errorCount(*doc) == 0, qPrintable(diagnosticsText(*doc)));
    const Model &model = doc->scene().world.models.at(0);
    QCOMPARE(model.loopJoints.size(), size_t(1));
    const LoopJoint &loop = model.loopJoints[0];
    QCOMPARE(loop.name, QStringLiteral("joint_3"));
    QCOMPARE(loop.typeName, QStringLiteral("continuous"));
    QCOMPARE(loop.axis, (Vec3 {0, 1, 0}));
    QCOMPARE(loop.link1.link, QStringLiteral("link_3"));
    QCOMPARE(loop.link2.link, QStringLiteral("base_link"));
    QCOMPARE(loop.source.line, 82);
    // The loop joint is no tree joint and moves nothing.
    QCOMPARE(model.joints.size(), size_t(3));
    QCOMPARE(doc->frames().joints().size(), size_t(3));

    // THEN its attachment frames are frame nodes fixed to their links
    const FrameGraph &g = doc->frames();
    const FrameId a = findFrame(*doc, FrameKind::Frame, QStringLiteral("FourBar::joint_3::link1"));
    const FrameId b = findFrame(*doc, FrameKind::Frame, QStringLiteral("FourBar::joint_3::link2"));
    QCOMPARE(a, loop.link1.frame);
    QCOMPARE(b, loop.link2.frame);
    QCOMPARE(g.body(a), findLink(model, QStringLiteral("link_3"))->frame);
    QCOMPARE(g.body(b), findLink(model, QStringLiteral("base_link"))->frame);
    // at z = 2 + 1.8 + 3.6 + 2.6 = 10 and at the origin with all joints at 0
    QVERIFY2(poseNear(g.worldPose(a), {{0, 0, 10}, {}}), qPrintable(describe(g.worldPose(a))));
    QVERIFY2(poseNear(g.worldPose(b), {{0, 0, 0}, {}}), qPrintable(describe(g.worldPose(b))));

    // AND WHEN joint_0 turns by 90° about y, frame A (8 m above joint_0 at z 2) swings to x = 8
    const std::vector<Pose> X_WF = g.worldPoses({{QStringLiteral("FourBar::joint_0"), kPi / 2}});
    const Pose turned {{8, 0, 2}, Quat::fromAxisAngle({0, 1, 0}, kPi / 2)};
    QVERIFY2(poseNear(X_WF[size_t(a)], turned, 1e-9), qPrintable(describe(X_WF[size_t(a)])));
    QVERIFY(poseNear(X_WF[size_t(b)], {{0, 0, 0}, {}}));
}

void TestDrakeExtensions::priusLoopJoint()
{
    // GIVEN prius.urdf's <loop_joint right_pin>: link1 right_tie_rod_arm at
    // (-0.17246, 0.086224, 0.03092), link2 tie_rod at (0, -0.817006, 0).
    const auto doc = load(drakeFile(kPrius));
    QVERIFY2(errorCount(*doc) == 0, qPrintable(diagnosticsText(*doc)));
    const Model &model = doc->scene().world.models.at(0);
    QCOMPARE(model.loopJoints.size(), size_t(1));
    const LoopJoint &loop = model.loopJoints[0];
    QCOMPARE(loop.name, QStringLiteral("right_pin"));
    QCOMPARE(loop.axis, (Vec3 {0, 0, 1}));
    QCOMPARE(loop.link1.link, QStringLiteral("right_tie_rod_arm"));
    QCOMPARE(loop.link2.link, QStringLiteral("tie_rod"));
    // By hand: chassis_floor z 0.378326 (world_to_prius_joint); front_axle +(1.40948, 0,
    // -0.054984); right_tie_rod_arm +(0, -0.49473, -0.03092); A = that +(-0.17246,
    // 0.086224, 0.03092). left_tie_rod_arm +(0, 0.49473, -0.03092) from front_axle; tie_rod
    // +(-0.17246, -0.08623, 0.03092); B = that +(0, -0.817006, 0). The loop closes: A = B.
    const double z = 0.378326 - 0.054984;
    const Pose A {{1.40948 - 0.17246, -0.49473 + 0.086224, z}, {}};
    const Pose B {{1.40948 - 0.17246, 0.49473 - 0.08623 - 0.817006, z}, {}};
    const FrameGraph &g = doc->frames();
    QVERIFY2(poseNear(g.worldPose(loop.link1.frame), A, 1e-12),
        qPrintable(describe(g.worldPose(loop.link1.frame))));
    QVERIFY2(poseNear(g.worldPose(loop.link2.frame), B, 1e-12),
        qPrintable(describe(g.worldPose(loop.link2.frame))));
    QVERIFY(poseNear(g.worldPose(loop.link1.frame), g.worldPose(loop.link2.frame), 1e-9));
    QCOMPARE(g.node(loop.link1.frame).scopedName, QStringLiteral("prius_1::right_pin::link1"));
}

void TestDrakeExtensions::collisionFilterGroups()
{
    // GIVEN Drake's collision_filter_group_parsing_test.urdf (drake:collision_filter_group,
    // drake:member, drake:member_group, drake:ignored_collision_filter_group, ignore="true")
    const auto doc = load(drakeFile(kFilterGroups));
    QVERIFY2(errorCount(*doc) == 0, qPrintable(diagnosticsText(*doc)));
    for (const Diagnostic &d : doc->diagnostics().items())
        QVERIFY2(!d.message.contains(QLatin1String("collision filter")), qPrintable(d.message));
    const Model &model = doc->scene().world.models.at(0);
    QStringList names;
    for (const CollisionFilterGroup &g : model.collisionFilterGroups)
        names << g.name;
    QCOMPARE(names,
        (QStringList {"group_link14", "group_link2", "group_link24", "group_link3", "group_link56",
            "group_link78", "group_link910", "group_of_groups"}));
    const CollisionFilterGroup *g56 = findGroup(model, QStringLiteral("group_link56"));
    QCOMPARE(g56->members, (QStringList {"link5", "link6"}));
    QCOMPARE(g56->ignoredGroups, (QStringList {"group_link56", "group_link3", "group_link2"}));
    QVERIFY(!g56->ignored);
    QCOMPARE(g56->source.line, 94);
    QVERIFY(findGroup(model, QStringLiteral("group_link24"))->ignored);
    const CollisionFilterGroup *groups = findGroup(model, QStringLiteral("group_of_groups"));
    QVERIFY(groups->members.isEmpty());
    QCOMPARE(groups->memberGroups, (QStringList {"group_link78", "group_link910"}));

    // THEN each link's groups, also through member groups
    QCOMPARE(collisionFilterGroupsOf(model, QStringLiteral("link2")),
        (QStringList {"group_link2", "group_link24"}));
    QCOMPARE(collisionFilterGroupsOf(model, QStringLiteral("link4")),
        (QStringList {"group_link14", "group_link24"}));
    QCOMPARE(collisionFilterGroupsOf(model, QStringLiteral("link9")),
        (QStringList {"group_link910", "group_of_groups"}));
    QVERIFY(collisionFilterGroupsOf(model, QStringLiteral("nope")).isEmpty());
    // AND the ignore relation both ways
    QCOMPARE(groupsIgnoredBy(model, QStringLiteral("group_link3")),
        (QStringList {"group_link2", "group_link14", "group_link56"}));
    QVERIFY(groupsIgnoredBy(model, QStringLiteral("group_link78")).isEmpty());
    // AND the elements stay listed as kept extensions
    int kept = 0;
    for (const Extension &e : model.extensions)
        kept += e.tag == QLatin1String("drake:collision_filter_group") ? 1 : 0;
    QCOMPARE(kept, 8);
}

void TestDrakeExtensions::sdfCollisionFilterGroups()
{
    // GIVEN Drake's SDFormat test.sdf: model `test` includes robot.sdf as robot1 and robot2
    // (each with groups group_link14 … group_link56) and declares groups naming their links
    // and groups by scoped names
    const auto doc = load(drakeFile("multibody/parsing/test/sdf_parser_test/"
                                    "collision_filter_group_parsing_test/test.sdf"));
    QVERIFY2(errorCount(*doc) == 0, qPrintable(diagnosticsText(*doc)));
    const Model &test = doc->scene().world.models.at(0);
    QCOMPARE(test.collisionFilterGroups.size(), size_t(3));
    const CollisionFilterGroup *groups = findGroup(test, QStringLiteral("group_of_groups"));
    QVERIFY(groups);
    QCOMPARE(groups->memberGroups, (QStringList {"robot1::group_link2", "robot2::group_link3"}));
    QCOMPARE(findGroup(test, QStringLiteral("group_6s"))->members,
        (QStringList {"robot1::link6", "robot2::link6"}));
    QCOMPARE(test.models.size(), size_t(2));
    QCOMPARE(test.models[0].collisionFilterGroups.size(), size_t(5));
    QVERIFY(findGroup(test.models[1], QStringLiteral("group_link24"))->ignored);

    // THEN a link's groups are found at every level, scoped relative to `test`
    QCOMPARE(collisionFilterGroupsOf(test, QStringLiteral("robot1::link6")),
        (QStringList {"group_6s", "robot1::group_link56"}));
    QCOMPARE(collisionFilterGroupsOf(test, QStringLiteral("robot1::link2")),
        (QStringList {"group_of_groups", "robot1::group_link2", "robot1::group_link24"}));
    QCOMPARE(collisionFilterGroupsOf(test, QStringLiteral("robot2::link2")),
        (QStringList {"robot2::group_link2", "robot2::group_link24"}));
    QVERIFY(collisionFilterGroupIsIgnored(test, QStringLiteral("robot2::group_link24")));
    QVERIFY(!collisionFilterGroupIsIgnored(test, QStringLiteral("group_6s")));
    // AND the ignore relation resolves the nested groups' own (unscoped) names
    QCOMPARE(groupsIgnoredBy(test, QStringLiteral("robot2::group_link3")),
        (QStringList {
            "group_3s", "robot2::group_link2", "robot2::group_link14", "robot2::group_link56"}));
}

void TestDrakeExtensions::drakeJoints()
{
    // GIVEN joint_parsing_test.urdf: <drake:joint> ball, universal, screw (pitch 0.04 m/rev),
    // curvilinear, and a URDF planar joint.
    const auto doc = load(drakeFile(kJointParsing));
    QVERIFY2(errorCount(*doc) == 0, qPrintable(diagnosticsText(*doc)));
    const Model &model = doc->scene().world.models.at(0);
    const struct
    {
        const char *name, *typeName;
        Joint::Type type;
    } rows[] = {{"ball_joint", "drake:ball", Joint::Type::Ball},
        {"universal_joint", "drake:universal", Joint::Type::Universal},
        {"screw_joint", "drake:screw", Joint::Type::Screw},
        {"planar_joint", "planar", Joint::Type::Planar},
        {"curvilinear_periodic", "drake:curvilinear", Joint::Type::Other}};
    for (const auto &row : rows) {
        const Joint *joint = findJoint(model, QLatin1String(row.name));
        QVERIFY2(joint, row.name);
        QCOMPARE(joint->typeName, QLatin1String(row.typeName));
        QCOMPARE(joint->type, row.type);
    }
    const Joint *screw = findJoint(model, QStringLiteral("screw_joint"));
    QCOMPARE(screw->screwThreadPitch.value_or(0), 0.04);
    QCOMPARE(screw->axis.xyz, (Vec3 {1, 0, 0}));
    // THEN the screw joint moves its child: one revolution advances 0.04 m along x.
    const FrameGraph &g = doc->frames();
    const FrameId child = findLink(model, QStringLiteral("link9"))->frame;
    const std::vector<Pose> X_WF
        = g.worldPoses({{QStringLiteral("joint_parsing_test::screw_joint"), 2 * kPi}});
    const Vec3 moved = X_WF[size_t(child)].p - g.worldPose(child).p;
    QVERIFY2((moved - Vec3 {0.04, 0, 0}).norm() < 1e-9,
        qPrintable(QStringLiteral("%1 %2 %3").arg(moved.x).arg(moved.y).arg(moved.z)));
}

void TestDrakeExtensions::parameters()
{
    // GIVEN <parameter>/<drake:parameter> m = 2.5, half = 0.5, yaw = π/2, span = 3, used as
    // $name in origins, inertial, geometry sizes, limits, dynamics and a Drake <frame>
    const auto doc = load(fixture("drake_forces.urdf"));
    QVERIFY2(errorCount(*doc) == 0, qPrintable(diagnosticsText(*doc)));
    const Model &model = doc->scene().world.models.at(0);
    const Link *body = findLink(model, QStringLiteral("body"));
    QVERIFY(body);
    QCOMPARE(body->inertial.mass, 2.5);
    QCOMPARE(body->inertial.pose.X_RF.p, (Vec3 {0.5, 0, 0}));
    QCOMPARE(body->inertial.ixx, 2.5);
    QCOMPARE(body->inertial.iyy, 0.5);
    const Visual &hull = body->visuals.at(0);
    QCOMPARE(hull.geometry.size, (Vec3 {3, 0.5, 0.2}));
    QVERIFY(poseNear(hull.pose.X_RF, Pose::fromXyzRpy(0, 0, 0.5, 0, 0, kPi / 2)));
    QCOMPARE(body->collisions.at(0).geometry.radius, 0.5);
    QCOMPARE(body->collisions.at(0).geometry.length, 2.5);
    const Joint *tail = findJoint(model, QStringLiteral("tail_joint"));
    QVERIFY(poseNear(tail->pose.X_RF, Pose::fromXyzRpy(-2.5, 0, 0, 0, 0, kPi / 2)));
    QCOMPARE(tail->axis.lower, -0.5);
    QCOMPARE(tail->axis.upper, 0.5);
    QCOMPARE(tail->axis.effort, 2.5);
    QCOMPARE(tail->axis.velocity, 3.0);
    QCOMPARE(tail->axis.damping, 0.5);
    const FrameGraph &g = doc->frames();
    QVERIFY(poseNear(g.worldPose(findFrame(*doc, FrameKind::Frame, QStringLiteral("glider::nose"))),
        {{3, 0, 0.5}, {}}));

    // THEN the loop joint's attachment uses them too: tail at (-2.5, 0, 0) turned 90° about z,
    // A = tail * (0, 0, 0.5; yaw π/2) = (-2.5, 0, 0.5) turned 180°; B on rotor (3, 0, 0) at z 1.
    QCOMPARE(model.loopJoints.size(), size_t(1));
    const LoopJoint &brace = model.loopJoints[0];
    QCOMPARE(brace.axis, (Vec3 {0, 0, 1})); // normalised
    const Pose A = g.worldPose(brace.link1.frame), B = g.worldPose(brace.link2.frame);
    QVERIFY2(poseNear(A, {{-2.5, 0, 0.5}, {0, 0, 0, 1}}), qPrintable(describe(A)));
    QVERIFY2(poseNear(B, {{3, 0, 1}, {}}), qPrintable(describe(B)));
    // AND the un-prefixed collision filter group, ignored group by the schema's attribute
    QCOMPARE(model.collisionFilterGroups.size(), size_t(1));
    QCOMPARE(model.collisionFilterGroups[0].members, (QStringList {"body", "tail"}));
    QCOMPARE(model.collisionFilterGroups[0].ignoredGroups, QStringList {"airframe"});
}

void TestDrakeExtensions::forceElements()
{
    const auto doc = load(fixture("drake_forces.urdf"));
    const Model &model = doc->scene().world.models.at(0);
    QStringList kinds;
    for (const ForceElement &f : model.forceElements)
        kinds << f.typeName + QLatin1Char(':') + f.name;
    // THEN every drawable child with a known parent link, and the bluff body kept as Other;
    // the thrust on an unknown link is left out with a warning at its <parent>.
    QCOMPARE(kinds,
        (QStringList {"thrust:engine", "propellor:prop", "wing:main_wing",
            "linear_spring_damper:tail_spring", "bluff_body:drag"}));
    bool warned = false;
    for (const Diagnostic &d : doc->diagnostics().items()) {
        if (d.message.contains(QLatin1String("no_such_link"))) {
            warned = d.severity == Severity::Warning && d.line == 89;
        }
    }
    QVERIFY2(warned, qPrintable(diagnosticsText(*doc)));

    const FrameGraph &g = doc->frames();
    const ForceElement &thrust = model.forceElements[0];
    QCOMPARE(thrust.type, ForceElement::Type::Thrust);
    QCOMPARE(thrust.parent.link, QStringLiteral("body"));
    QCOMPARE(thrust.parent.linkFrame, findLink(model, QStringLiteral("body"))->frame);
    QCOMPARE(thrust.parent.X_LA.p, (Vec3 {-1, 0, 0.5}));
    QCOMPARE(thrust.axis, (Vec3 {1, 0, 0}));
    const ForceElement &prop = model.forceElements[1];
    QCOMPARE(prop.type, ForceElement::Type::Propellor);
    QCOMPARE(prop.visualDiameter, 0.8);
    QCOMPARE(g.node(prop.parent.linkFrame).scopedName, QStringLiteral("glider::rotor"));
    const ForceElement &wing = model.forceElements[2];
    QCOMPARE(wing.type, ForceElement::Type::Wing);
    QCOMPARE(wing.span, 3.0);
    QCOMPARE(wing.chord, 0.4);
    QCOMPARE(wing.parent.X_LA.p, (Vec3 {0.2, 0, 0.1}));
    const ForceElement &spring = model.forceElements[3];
    QCOMPARE(spring.type, ForceElement::Type::LinearSpringDamper);
    QCOMPARE(spring.parent.link, QStringLiteral("body"));
    QCOMPARE(spring.link2.link, QStringLiteral("tail"));
    QCOMPARE(spring.link2.X_LA.p, (Vec3 {0, 0, 0.5}));
    QCOMPARE(spring.stiffness, 100.0);
    QCOMPARE(spring.restLength, 0.5);
    QCOMPARE(model.forceElements[4].type, ForceElement::Type::Other);
}

void TestDrakeExtensions::editKeepsDrakeElements_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("entity");
    QTest::addColumn<QByteArrayList>("elements");
    QTest::newRow("FourBar") << drakeFile(kFourBar) << QStringLiteral("joint:joint_1")
                             << QByteArrayList {"loop_joint", "transmission"};
    QTest::newRow("prius") << drakeFile(kPrius) << QStringLiteral("joint:steering")
                           << QByteArrayList {"loop_joint"};
    QTest::newRow("joint_parsing_test")
        << drakeFile(kJointParsing) << QStringLiteral("joint:revolute_joint")
        << QByteArrayList {"drake:joint", "drake:curves"};
    QTest::newRow("fixture") << fixture("drake_forces.urdf") << QStringLiteral("joint:tail_joint")
                             << QByteArrayList {
                                    "drake:loop_joint", "force_element", "collision_filter_group"};
}

void TestDrakeExtensions::editKeepsDrakeElements()
{
    // GIVEN a Drake URDF WHEN one joint origin is moved through SetPose and saved
    QFETCH(QString, path);
    QFETCH(QString, entity);
    QFETCH(QByteArrayList, elements);
    const QByteArray original = readFile(path);
    QVERIFY(!original.isEmpty());
    edit::EditSession s(path, corpusResolver());
    const edit::EditResult result = s.setPose(entity, {0.1, 0.2, 0.3, 0, 0, 0.5});
    QVERIFY2(result.ok, qPrintable(result.error));
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("edited.urdf"));
    QVERIFY(s.saveAs(out).ok);
    const QByteArray edited = readFile(out);

    // THEN only the <origin> line changed
    const QStringList changed = test::changedLines(original, edited);
    QCOMPARE(changed.size(), 1);
    QVERIFY2(changed[0].startsWith(QLatin1String("<origin")), qPrintable(changed[0]));
    // AND every line that mentions drake: and each listed element is byte-identical
    const QList<QByteArray> before = original.split('\n');
    QList<QByteArray> drakeLines;
    for (const QByteArray &line : before) {
        if (line.contains("drake:"))
            drakeLines << line;
    }
    for (const QByteArray &line : drakeLines)
        QVERIFY2(edited.contains(line), line.constData());
    for (const QByteArray &tag : elements) {
        const QByteArray element = elementBytes(original, tag);
        QVERIFY2(!element.isEmpty(), tag.constData());
        QCOMPARE(elementBytes(edited, tag), element);
    }
    // AND the reloaded file still has its Drake elements
    const auto reloaded = load(out);
    const Model &before0 = s.document().scene().world.models.at(0);
    const Model &after0 = reloaded->scene().world.models.at(0);
    QCOMPARE(after0.loopJoints.size(), before0.loopJoints.size());
    QCOMPARE(after0.forceElements.size(), before0.forceElements.size());
    QCOMPARE(after0.collisionFilterGroups.size(), before0.collisionFilterGroups.size());
    QCOMPARE(after0.extensions.size(), before0.extensions.size());
    // AND undo gives back the original bytes
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), original);
}

void TestDrakeExtensions::renameFollowsDrakeReferences()
{
    // GIVEN FourBar.urdf WHEN link_3 (loop_joint link1) is renamed
    edit::EditSession s(drakeFile(kFourBar), corpusResolver());
    edit::EditResult result
        = s.renameEntity(QStringLiteral("link:link_3"), QStringLiteral("rocker"));
    QVERIFY2(result.ok, qPrintable(result.error));
    // THEN <link1 link> follows and the loop joint still resolves
    const QByteArray bytes = s.bytes(s.path());
    QVERIFY(bytes.contains("<link1 link=\"rocker\" rpy=\"0 0 0\" xyz=\"0 0 2.6\"/>"));
    const Model &model = s.document().scene().world.models.at(0);
    QCOMPARE(model.loopJoints.size(), size_t(1));
    QCOMPARE(model.loopJoints[0].link1.link, QStringLiteral("rocker"));
    QVERIFY(poseNear(
        s.document().frames().worldPose(model.loopJoints[0].link1.frame), {{0, 0, 10}, {}}));

    // GIVEN the fixture WHEN body (thrust parent, spring link1, group member) is renamed
    edit::EditSession f(fixture("drake_forces.urdf"), corpusResolver());
    result = f.renameEntity(QStringLiteral("link:tail"), QStringLiteral("fin"));
    QVERIFY2(result.ok, qPrintable(result.error));
    const QByteArray fixed = f.bytes(f.path());
    QVERIFY(fixed.contains("<link2 link=\"fin\" xyz=\"0 0 $half\"/>"));
    QVERIFY(fixed.contains("<member link=\"fin\"/>"));
    QVERIFY(fixed.contains("<link1 link=\"fin\" xyz=\"0 0 $half\" rpy=\"0 0 $yaw\"/>"));
    QCOMPARE(errorCount(f.document()), 0);
    const Model &glider = f.document().scene().world.models.at(0);
    QCOMPARE(glider.forceElements.size(), size_t(5));
    QCOMPARE(glider.collisionFilterGroups[0].members, (QStringList {"body", "fin"}));
}

void TestDrakeExtensions::convertKeepsLoopJointFrames()
{
    // GIVEN FourBar.urdf WHEN it is converted to SDFormat
    const auto doc = load(drakeFile(kFourBar));
    const Conversion conversion = convertToSdf(*doc);
    QVERIFY(conversion.ok);
    // THEN the loop joint is reported as not converted, and its attachment frames are written
    // as frames (with a warning naming each)
    const QString warnings = conversion.diagnostics.toString();
    QVERIFY2(warnings.contains(QLatin1String("<loop_joint> of the robot")), qPrintable(warnings));
    QVERIFY2(warnings.contains(QLatin1String("frame 'joint_3::link1' is written as "
                                             "'joint_3__link1'")),
        qPrintable(warnings));
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("FourBar.sdf"));
    QFile file(out);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(conversion.xml);
    file.close();
    // AND they have the attachment frames' world poses, also with the joints turned
    const auto sdf = load(out);
    QVERIFY2(errorCount(*sdf) == 0, qPrintable(diagnosticsText(*sdf)));
    const JointPositions q {
        {QStringLiteral("FourBar::joint_0"), 0.4}, {QStringLiteral("FourBar::joint_2"), -0.7}};
    const std::vector<Pose> before = doc->frames().worldPoses(q);
    const std::vector<Pose> after = sdf->frames().worldPoses(q);
    for (const char *side : {"link1", "link2"}) {
        const FrameId a = findFrame(
            *doc, FrameKind::Frame, QStringLiteral("FourBar::joint_3::") + QLatin1String(side));
        const FrameId b = findFrame(
            *sdf, FrameKind::Frame, QStringLiteral("FourBar::joint_3__") + QLatin1String(side));
        QVERIFY2(b != kNoFrame, side);
        QVERIFY2(poseNear(sdf->frames().worldPose(b), doc->frames().worldPose(a), 1e-12), side);
        QVERIFY2(poseNear(after[size_t(b)], before[size_t(a)], 1e-12),
            qPrintable(describe(after[size_t(b)]) + QStringLiteral(" expected ")
                + describe(before[size_t(a)])));
    }
}

QTEST_GUILESS_MAIN(TestDrakeExtensions)
#include "tst_drakeextensions.moc"
