// Tests of the URDF reader (model/formats/urdf): scene entities, the frame graph it builds
// (world poses at zero and non-zero joint positions, hand-computed), names, materials, mimic,
// Drake extensions, diagnostics for broken files, and every URDF of the shared corpus.

#include "document.h"
#include "framegraph.h"
#include "testutil.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QtTest>

#include <cmath>

using namespace robostage;
using robostage::test::describe;
using robostage::test::diagnosticsText;
using robostage::test::findJoint;
using robostage::test::findLink;
using robostage::test::findVisual;
using robostage::test::poseNear;

namespace {

const double kHalfSqrt2 = std::sqrt(0.5);

QString fixture(const char *name)
{
    return QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/urdf/") + QLatin1String(name);
}

std::unique_ptr<Document> loadFixture(const char *name)
{
    return Document::load(fixture(name), ResourceResolver());
}

/// The node with `scopedName` and `kind`, or kNoFrame.
FrameId findNode(const FrameGraph &graph, const QString &scopedName, FrameKind kind)
{
    for (FrameId id = 0; id < graph.size(); ++id) {
        if (graph.node(id).scopedName == scopedName && graph.node(id).kind == kind)
            return id;
    }
    return kNoFrame;
}

QStringList tagsOf(const std::vector<Extension> &extensions)
{
    QStringList tags;
    for (const Extension &e : extensions)
        tags << e.tag;
    return tags;
}

/// Adds pose-expectation columns: name, kind, position, quaternion (w x y z).
void addPoseColumns()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QList<double>>("expected"); // px py pz qw qx qy qz
}

void verifyPose(const FrameGraph &graph, const std::vector<Pose> &X_WF)
{
    QFETCH(QString, name);
    QFETCH(int, kind);
    QFETCH(QList<double>, expected);
    const FrameId id = findNode(graph, name, FrameKind(kind));
    QVERIFY2(id != kNoFrame, qPrintable(QStringLiteral("no node %1").arg(name)));
    const Pose want {{expected[0], expected[1], expected[2]},
        {expected[3], expected[4], expected[5], expected[6]}};
    const Pose &got = X_WF[size_t(id)];
    QVERIFY2(poseNear(got, want),
        qPrintable(
            QStringLiteral("%1: got %2, expected %3").arg(name, describe(got), describe(want))));
}

} // namespace

class TestUrdfReader : public QObject
{
    Q_OBJECT

private slots:
    void zeroConfigurationPoses_data();
    void zeroConfigurationPoses();
    void posesAtJointPositions_data();
    void posesAtJointPositions();
    void sceneEntities();
    void unnamedVisualsAndCollisions();
    void namedMaterials_data();
    void namedMaterials();
    void undefinedMaterialIsAWarning();
    void mimic();
    void drakeExtensions();
    void diagnostics_data();
    void diagnostics();
    void brokenElementsAreSkipped();
    void corpusLoads_data();
    void corpusLoads();
};

// arm.urdf: shoulder at (1,0,0) rolled 90° about x (Rx90 = (√½, √½, 0, 0)); axis y in the joint
// frame, i.e. world z. Elbow at X_US = (0,0,1) in the upper link: world (1,-1,0).
void TestUrdfReader::zeroConfigurationPoses_data()
{
    addPoseColumns();
    const double h = kHalfSqrt2;
    const int link = int(FrameKind::Link), joint = int(FrameKind::Joint);
    const int visual = int(FrameKind::Visual), collision = int(FrameKind::Collision);
    QTest::newRow("model") << "arm" << int(FrameKind::Model) << QList<double> {0, 0, 0, 1, 0, 0, 0};
    QTest::newRow("root link") << "arm::base" << link << QList<double> {0, 0, 0, 1, 0, 0, 0};
    QTest::newRow("shoulder") << "arm::shoulder" << joint << QList<double> {1, 0, 0, h, h, 0, 0};
    QTest::newRow("upper = shoulder")
        << "arm::upper" << link << QList<double> {1, 0, 0, h, h, 0, 0};
    // X_WV = X_WU * (p (0.5,0,0), Ry90): Rx90*Ry90 = (½, ½, ½, ½).
    QTest::newRow("upper visual") << "arm::upper::visual_0" << visual
                                  << QList<double> {1.5, 0, 0, 0.5, 0.5, 0.5, 0.5};
    QTest::newRow("named visual") << "arm::upper::marker" << visual
                                  << QList<double> {1, 0, 0, h, h, 0, 0};
    // Rx90 * (0,0,1) = (0,-1,0).
    QTest::newRow("collision tip")
        << "arm::upper::tip" << collision << QList<double> {1, -1, 0, h, h, 0, 0};
    QTest::newRow("elbow") << "arm::elbow" << joint << QList<double> {1, -1, 0, h, h, 0, 0};
    QTest::newRow("lower = elbow") << "arm::lower" << link << QList<double> {1, -1, 0, h, h, 0, 0};
    QTest::newRow("lower visual") << "arm::lower::visual_0" << visual
                                  << QList<double> {1, -1.5, 0, h, h, 0, 0};
}

void TestUrdfReader::zeroConfigurationPoses()
{
    // GIVEN a chain whose joints come before its links WHEN it is loaded
    const auto doc = loadFixture("arm.urdf");
    QVERIFY2(!doc->diagnostics().hasErrors(), qPrintable(diagnosticsText(*doc)));
    const FrameGraph &graph = doc->frames();
    std::vector<Pose> X_WF;
    for (FrameId id = 0; id < graph.size(); ++id)
        X_WF.push_back(graph.worldPose(id));
    // THEN the zero-configuration poses are the hand-computed ones
    verifyPose(graph, X_WF);
}

// Shoulder at π/2 rotates about world z through (1,0,0): upper = Rz90*Rx90 = (½,½,½,½).
// The elbow (at (2,0,0) then) slides 0.25 along its x axis, world y after the rotation.
void TestUrdfReader::posesAtJointPositions_data()
{
    addPoseColumns();
    const int link = int(FrameKind::Link), visual = int(FrameKind::Visual);
    QTest::newRow("root stays") << "arm::base" << link << QList<double> {0, 0, 0, 1, 0, 0, 0};
    QTest::newRow("upper rotated")
        << "arm::upper" << link << QList<double> {1, 0, 0, 0.5, 0.5, 0.5, 0.5};
    QTest::newRow("tip collision") << "arm::upper::tip" << int(FrameKind::Collision)
                                   << QList<double> {2, 0, 0, 0.5, 0.5, 0.5, 0.5};
    QTest::newRow("lower slid") << "arm::lower" << link
                                << QList<double> {2, 0.25, 0, 0.5, 0.5, 0.5, 0.5};
    QTest::newRow("lower visual") << "arm::lower::visual_0" << visual
                                  << QList<double> {2.5, 0.25, 0, 0.5, 0.5, 0.5, 0.5};
}

void TestUrdfReader::posesAtJointPositions()
{
    // GIVEN the arm WHEN the revolute shoulder is at π/2 and the prismatic elbow at 0.25 m
    const auto doc = loadFixture("arm.urdf");
    JointPositions q;
    q.insert(QStringLiteral("arm::shoulder"), M_PI / 2);
    q.insert(QStringLiteral("arm::elbow"), 0.25);
    // THEN the links move about the shoulder axis and along the elbow axis in the joint frames
    verifyPose(doc->frames(), doc->frames().worldPoses(q));
}

void TestUrdfReader::sceneEntities()
{
    const auto doc = loadFixture("arm.urdf");
    const SceneModel &scene = doc->scene();
    QCOMPARE(scene.format, SourceFormat::Urdf);
    QVERIFY(!scene.declaresWorld);
    QCOMPARE(scene.world.models.size(), size_t(1));
    const Model &model = scene.world.models[0];
    QCOMPARE(model.name, QStringLiteral("arm"));
    QCOMPARE(model.version, QStringLiteral("urdf"));
    QCOMPARE(model.links.size(), size_t(3));
    QCOMPARE(model.joints.size(), size_t(2));

    const FrameGraph &graph = doc->frames();
    const Link *base = findLink(model, QStringLiteral("base"));
    QVERIFY(base);
    QCOMPARE(graph.node(model.frame).attachedTo, base->frame); // model moves with the root link
    QCOMPARE(graph.body(model.frame), base->frame);
    QCOMPARE(graph.node(base->frame).attachedTo, kNoFrame);
    QVERIFY(base->inertial.present);
    QCOMPARE(base->inertial.mass, 2.5);
    QCOMPARE(base->inertial.ixy, 0.01);
    QCOMPARE(base->inertial.izz, 0.3);
    QVERIFY(poseNear(base->inertial.pose.X_RF, Pose {{0, 0, 0.1}, {}}));

    const Joint *shoulder = findJoint(model, QStringLiteral("shoulder"));
    QVERIFY(shoulder);
    QCOMPARE(shoulder->type, Joint::Type::Revolute);
    QCOMPARE(shoulder->parent, QStringLiteral("base"));
    QCOMPARE(shoulder->child, QStringLiteral("upper"));
    QCOMPARE(shoulder->axis.xyz, (Vec3 {0, 1, 0}));
    QCOMPARE(shoulder->axis.lower, -3.0);
    QCOMPARE(shoulder->axis.upper, 3.0);
    QCOMPARE(shoulder->axis.effort, 5.0);
    QCOMPARE(shoulder->axis.velocity, 2.0);
    QVERIFY(shoulder->hasSafetyController);
    QCOMPARE(shoulder->kVelocity, 10.0);
    QCOMPARE(shoulder->softLowerLimit, -2.5);
    QVERIFY(shoulder->hasCalibration);
    QCOMPARE(shoulder->calibrationRising, std::optional<double>(0.25));
    QVERIFY(!shoulder->calibrationFalling);

    const Joint *elbow = findJoint(model, QStringLiteral("elbow"));
    QVERIFY(elbow);
    QCOMPARE(elbow->type, Joint::Type::Prismatic);
    QCOMPARE(elbow->axis.xyz, (Vec3 {1, 0, 0})); // URDF default axis
    QCOMPARE(elbow->axis.damping, 0.7);
    QCOMPARE(elbow->axis.friction, 0.2);

    // Joint frame: relative to the parent link, attached to the child link, which sits on it.
    const Link *upper = findLink(model, QStringLiteral("upper"));
    QCOMPARE(graph.node(shoulder->frame).relativeTo, base->frame);
    QCOMPARE(graph.node(shoulder->frame).attachedTo, upper->frame);
    QCOMPARE(graph.node(upper->frame).relativeTo, shoulder->frame);
    QVERIFY(graph.node(upper->frame).X_RF.isIdentity());

    QCOMPARE(graph.joints().size(), size_t(2));
    for (const JointMotion &m : graph.joints()) {
        QCOMPARE(m.axisExpressedIn, kNoFrame);
        if (m.joint == shoulder->frame) {
            QCOMPARE(m.type, Joint::Type::Revolute);
            QCOMPARE(m.parent, base->frame);
            QCOMPARE(m.child, upper->frame);
            QCOMPARE(m.axis, (Vec3 {0, 1, 0}));
        } else {
            QCOMPARE(m.type, Joint::Type::Prismatic);
            QCOMPARE(m.axis, (Vec3 {1, 0, 0}));
        }
    }

    const Visual *mesh = findVisual(*upper, QStringLiteral("visual_2"));
    QVERIFY(mesh);
    QCOMPARE(mesh->geometry.type, Geometry::Type::Mesh);
    QCOMPARE(mesh->geometry.uri, QStringLiteral("cube.obj"));
    QCOMPARE(mesh->geometry.scale, (Vec3 {2, 2, 2}));
    QCOMPARE(QFileInfo(mesh->geometry.resolvedPath).canonicalFilePath(),
        QFileInfo(fixture("cube.obj")).canonicalFilePath());
    const Visual *cylinder = findVisual(*upper, QStringLiteral("visual_0"));
    QCOMPARE(cylinder->geometry.type, Geometry::Type::Cylinder);
    QCOMPARE(cylinder->geometry.radius, 0.05);
    QCOMPARE(cylinder->geometry.length, 1.0);
    const Link *lower = findLink(model, QStringLiteral("lower"));
    QCOMPARE(lower->visuals[0].geometry.type, Geometry::Type::Box);
    QCOMPARE(lower->visuals[0].geometry.size, (Vec3 {0.1, 0.2, 1}));
}

void TestUrdfReader::unnamedVisualsAndCollisions()
{
    // GIVEN a link with visuals unnamed, named, unnamed and collisions unnamed, named
    const auto doc = loadFixture("arm.urdf");
    const FrameGraph &graph = doc->frames();
    // THEN unnamed ones are numbered by their index among the link's visuals (collisions)
    for (const char *name : {"arm::upper::visual_0", "arm::upper::marker", "arm::upper::visual_2"})
        QVERIFY2(findNode(graph, QLatin1String(name), FrameKind::Visual) != kNoFrame, name);
    QVERIFY(findNode(graph, QStringLiteral("arm::upper::visual_1"), FrameKind::Visual) == kNoFrame);
    QVERIFY(findNode(graph, QStringLiteral("arm::upper::collision_0"), FrameKind::Collision)
        != kNoFrame);
    QVERIFY(findNode(graph, QStringLiteral("arm::upper::tip"), FrameKind::Collision) != kNoFrame);
    QVERIFY(findNode(graph, QStringLiteral("arm::lower::visual_0"), FrameKind::Visual) != kNoFrame);
    const Link *upper = findLink(doc->scene().world.models[0], QStringLiteral("upper"));
    QCOMPARE(upper->visuals.size(), size_t(3));
    for (const Visual &v : upper->visuals) {
        QCOMPARE(graph.node(v.frame).relativeTo, upper->frame);
        QCOMPARE(graph.body(v.frame), upper->frame);
    }
}

void TestUrdfReader::namedMaterials_data()
{
    QTest::addColumn<QString>("visual");
    QTest::addColumn<QString>("urdfName");
    QTest::addColumn<bool>("hasColor");
    QTest::addColumn<QList<double>>("rgba");
    QTest::newRow("robot-level by name") << "by_name"
                                         << "blue" << true << QList<double> {0, 0, 1, 1};
    QTest::newRow("inline definition wins") << "inline_wins"
                                            << "blue" << true << QList<double> {1, 0, 0, 1};
    QTest::newRow("declared after use") << "declared_later"
                                        << "gray" << true << QList<double> {0.5, 0.5, 0.5, 0.25};
    QTest::newRow("inline in another link") << "defined_in_other_link"
                                            << "green" << true << QList<double> {0, 1, 0, 1};
    QTest::newRow("undefined") << "undefined"
                               << "nope" << false << QList<double> {};
    QTest::newRow("texture only") << "textured"
                                  << "checker" << false << QList<double> {};
}

void TestUrdfReader::namedMaterials()
{
    QFETCH(QString, visual);
    QFETCH(QString, urdfName);
    QFETCH(bool, hasColor);
    QFETCH(QList<double>, rgba);
    const auto doc = loadFixture("materials.urdf");
    const Link *base = findLink(doc->scene().world.models[0], QStringLiteral("base"));
    QVERIFY(base);
    const Visual *v = findVisual(*base, visual);
    QVERIFY(v);
    QVERIFY(v->material.present);
    QCOMPARE(v->material.urdfName, urdfName);
    QCOMPARE(v->material.diffuse.has_value(), hasColor);
    if (hasColor) {
        const Color want {float(rgba[0]), float(rgba[1]), float(rgba[2]), float(rgba[3])};
        QCOMPARE(*v->material.diffuse, want);
    }
}

void TestUrdfReader::undefinedMaterialIsAWarning()
{
    const auto doc = loadFixture("materials.urdf");
    QVERIFY2(!doc->diagnostics().hasErrors(), qPrintable(diagnosticsText(*doc)));
    QCOMPARE(doc->diagnostics().count(Severity::Warning), 1);
    const Diagnostic &d = doc->diagnostics().items().front();
    QVERIFY2(d.message.contains(QLatin1String("'nope'")), qPrintable(d.message));
    const Visual *textured
        = findVisual(*findLink(doc->scene().world.models[0], QStringLiteral("base")),
            QStringLiteral("textured"));
    QCOMPARE(textured->material.texture, QStringLiteral("texture.png"));
    QCOMPARE(QFileInfo(textured->material.textureResolved).canonicalFilePath(),
        QFileInfo(fixture("texture.png")).canonicalFilePath());
}

void TestUrdfReader::mimic()
{
    // GIVEN a follower declared before its leader
    const auto doc = loadFixture("mimic.urdf");
    QVERIFY2(doc->diagnostics().items().empty(), qPrintable(diagnosticsText(*doc)));
    const FrameGraph &graph = doc->frames();
    const FrameId right = findNode(graph, QStringLiteral("gripper::right_joint"), FrameKind::Joint);
    const FrameId thumb = findNode(graph, QStringLiteral("gripper::thumb_joint"), FrameKind::Joint);
    int followers = 0;
    for (const JointMotion &m : graph.joints()) {
        if (m.joint == right) {
            QCOMPARE(m.mimicLeader, QStringLiteral("gripper::left_joint"));
            QCOMPARE(m.mimicMultiplier, -1.0);
            QCOMPARE(m.mimicOffset, 0.01);
            ++followers;
        } else if (m.joint == thumb) {
            QCOMPARE(m.mimicLeader, QStringLiteral("gripper::left_joint"));
            QCOMPARE(m.mimicMultiplier, 1.0); // URDF defaults
            QCOMPARE(m.mimicOffset, 0.0);
            ++followers;
        } else {
            QVERIFY(m.mimicLeader.isEmpty());
        }
    }
    QCOMPARE(followers, 2);
    const Joint *rightJoint
        = findJoint(doc->scene().world.models[0], QStringLiteral("right_joint"));
    QVERIFY(rightJoint->mimic.present);
    QCOMPARE(rightJoint->mimic.joint, QStringLiteral("left_joint"));

    // WHEN only the leader is set THEN the followers move: right = -1 * 0.03 + 0.01 = -0.02.
    JointPositions q;
    q.insert(QStringLiteral("gripper::left_joint"), 0.03);
    const std::vector<Pose> X_WF = graph.worldPoses(q);
    const auto at = [&](const char *name) {
        return X_WF[size_t(findNode(graph, QLatin1String(name), FrameKind::Link))].p;
    };
    QVERIFY(poseNear({at("gripper::left"), {}}, {{0, 0.13, 0}, {}}));
    QVERIFY(poseNear({at("gripper::right"), {}}, {{0, -0.12, 0}, {}}));
    QVERIFY(poseNear({at("gripper::thumb"), {}}, {{0, 0, 0.03}, {}}));
}

void TestUrdfReader::drakeExtensions()
{
    const auto doc = loadFixture("drake.urdf");
    QVERIFY2(!doc->diagnostics().hasErrors(), qPrintable(diagnosticsText(*doc)));
    const Model &model = doc->scene().world.models[0];
    const FrameGraph &graph = doc->frames();

    // Geometry: capsule with a $parameter, drake:capsule, drake:ellipsoid (radii in size).
    const Link *base = findLink(model, QStringLiteral("base"));
    QVERIFY(base);
    QCOMPARE(base->visuals.size(), size_t(3));
    QCOMPARE(base->visuals[0].geometry.type, Geometry::Type::Capsule);
    QCOMPARE(base->visuals[0].geometry.length, 0.5);
    QCOMPARE(base->visuals[1].geometry.type, Geometry::Type::Capsule);
    QCOMPARE(base->visuals[1].geometry.radius, 0.2);
    QCOMPARE(base->visuals[2].geometry.type, Geometry::Type::Ellipsoid);
    QCOMPARE(base->visuals[2].geometry.size, (Vec3 {1, 2, 3}));

    // Joint types, screw pitch; a parent "world" that is not a link is the world frame.
    const Joint *ball = findJoint(model, QStringLiteral("ball"));
    QVERIFY(ball);
    QCOMPARE(ball->type, Joint::Type::Ball);
    QCOMPARE(ball->typeName, QStringLiteral("drake:ball"));
    const Joint *screw = findJoint(model, QStringLiteral("screw"));
    QCOMPARE(screw->type, Joint::Type::Screw);
    QCOMPARE(screw->screwThreadPitch.value_or(0), 0.04); // metres per revolution
    const Joint *weld = findJoint(model, QStringLiteral("weld"));
    QCOMPARE(graph.node(weld->frame).relativeTo, kWorldFrame);
    QCOMPARE(graph.node(model.frame).attachedTo, kWorldFrame); // no root link

    // <frame>: fixed to its link; tip is at z = 1 (weld) + 0.5 ($len).
    QCOMPARE(model.frames.size(), size_t(1));
    const Frame &tool = model.frames[0];
    QCOMPARE(tool.name, QStringLiteral("tool"));
    QCOMPARE(tool.attachedTo, QStringLiteral("tip"));
    const FrameId toolNode = findNode(graph, QStringLiteral("drake_bits::tool"), FrameKind::Frame);
    QCOMPARE(toolNode, tool.frame);
    const Link *tip = findLink(model, QStringLiteral("tip"));
    QCOMPARE(graph.body(toolNode), tip->frame);
    const Pose want {{0, 0, 1.6}, {kHalfSqrt2, 0, 0, kHalfSqrt2}};
    QVERIFY2(
        poseNear(graph.worldPose(toolNode), want), qPrintable(describe(graph.worldPose(toolNode))));

    // Extensions are kept where they sit; loop_joint is no joint motion.
    QCOMPARE(graph.joints().size(), size_t(3));
    QCOMPARE(tagsOf(base->extensions),
        (QStringList {"drake:proximity_properties", "drake:declare_convex", "gazebo"}));
    QCOMPARE(base->extensions.back().reference, QStringLiteral("base"));
    QCOMPARE(tagsOf(screw->extensions), (QStringList {"drake:screw_thread_pitch", "gazebo"}));
    QCOMPARE(tagsOf(model.extensions),
        (QStringList {"parameter", "loop_joint", "drake:collision_filter_group", "gazebo",
            "transmission", "mujoco"}));
    for (const Extension &e : model.extensions)
        QVERIFY(e.source.element && e.source.line > 0);
}

void TestUrdfReader::diagnostics_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("severity");
    QTest::addColumn<int>("line");
    QTest::addColumn<QStringList>("fragments");
    const int error = int(Severity::Error), warning = int(Severity::Warning);
    QTest::newRow("unknown parent link")
        << "unknown_parent.urdf" << error << 6
        << QStringList {"'shoulder'", "'bsae'", "Did you mean 'base'"};
    QTest::newRow("duplicate link name") << "duplicate_link.urdf" << error << 4
                                         << QStringList {"'base'", "twice", "line 3", "unique"};
    QTest::newRow("missing joint type")
        << "missing_joint_type.urdf" << error << 5 << QStringList {"type", "'shoulder'", "skipped"};
    QTest::newRow("multiple roots")
        << "multiple_roots.urdf" << warning << 2 << QStringList {"2 root links", "'a'", "'b'"};
    QTest::newRow("bad number") << "bad_number.urdf" << error << 5
                                << QStringList {"xyz", "<origin>", "'0 0 one'", "three"};
    QTest::newRow("undefined parameter")
        << "bad_number.urdf" << error << 12
        << QStringList {"radius", "'$radius'", "undefined parameter"};
    QTest::newRow("kinematic loop") << "kinematic_loop.urdf" << error << 14
                                    << QStringList {"'bc'", "c -> a -> b -> c", "loop_joint"};
    QTest::newRow("child of two joints")
        << "two_parents.urdf" << error << 10 << QStringList {"'c'", "'ac'", "line 6", "'bc'"};
    QTest::newRow("missing robot name") << "missing_geometry.urdf" << error << 2
                                        << QStringList {"<robot>", "name", "'missing_geometry'"};
    QTest::newRow("missing geometry") << "missing_geometry.urdf" << error << 4
                                      << QStringList {"'nothing'", "<geometry>", "skipped"};
    QTest::newRow("mesh without filename") << "missing_geometry.urdf" << error << 9
                                           << QStringList {"<mesh>", "filename", "collision_0"};
}

void TestUrdfReader::diagnostics()
{
    QFETCH(QString, file);
    QFETCH(int, severity);
    QFETCH(int, line);
    QFETCH(QStringList, fragments);
    const auto doc = Document::load(fixture(file.toUtf8().constData()), ResourceResolver());
    bool found = false;
    for (const Diagnostic &d : doc->diagnostics().items()) {
        if (int(d.severity) != severity || d.line != line)
            continue;
        bool all = true;
        for (const QString &f : fragments)
            all = all && d.message.contains(f);
        found = found || all;
        QVERIFY2(QFileInfo(d.file).fileName() == file, qPrintable(d.file));
    }
    QVERIFY2(found, qPrintable(diagnosticsText(*doc)));
    // Loading continued: there is a model with the remaining links.
    QCOMPARE(doc->scene().world.models.size(), size_t(1));
    QVERIFY(!doc->scene().world.models[0].links.empty());
}

void TestUrdfReader::brokenElementsAreSkipped()
{
    {
        const auto doc = loadFixture("unknown_parent.urdf");
        const Model &model = doc->scene().world.models[0];
        QCOMPARE(model.links.size(), size_t(2));
        QVERIFY(model.joints.empty());
        QVERIFY(doc->frames().joints().empty());
    }
    {
        const auto doc = loadFixture("kinematic_loop.urdf");
        const Model &model = doc->scene().world.models[0];
        QCOMPARE(model.joints.size(), size_t(2));
        QCOMPARE(doc->diagnostics().count(Severity::Error), 1); // no frame-graph cycle error
        JointPositions q;
        q.insert(QStringLiteral("loop::ab"), 1);
        QCOMPARE(doc->frames().worldPoses(q).size(), size_t(doc->frames().size()));
    }
    {
        const auto doc = loadFixture("missing_geometry.urdf");
        const Model &model = doc->scene().world.models[0];
        QCOMPARE(model.name, QStringLiteral("missing_geometry"));
        QCOMPARE(model.links[0].visuals.size(), size_t(1));
        QCOMPARE(model.links[0].visuals[0].name, QStringLiteral("kept"));
        QVERIFY(model.links[0].collisions.empty());
    }
    {
        const auto doc = loadFixture("bad_number.urdf");
        const Visual &v = doc->scene().world.models[0].links[0].visuals[0];
        QVERIFY(v.pose.X_RF.isIdentity());
    }
}

// Corpus files a URDF reader must report errors for (paths relative to the corpus folder).
// atlas_with_fixed_joints.urdf: link 'hokuyo_link' (line 846) has a <visual> without the
// <geometry> URDF requires (urdfdom rejects the file; the visual is skipped).
static const QStringList kBrokenCorpusFiles = {
    QStringLiteral("RobotLocomotion__drake/multibody/plant/test/atlas_with_fixed_joints.urdf"),
    // ROS's own expansion of an upstream config whose lidars name links the default top plate
    // lacks (shared/corpus/xacro/README.md, "Known gaps"); urdfdom rejects it too.
    QStringLiteral("xacro/expected/clearpath_a200_dual_laser.urdf"),
};

void TestUrdfReader::corpusLoads_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("broken");
    const QString root = QStringLiteral(ROBOSTAGE_CORPUS_DIR);
    if (!QFileInfo(root).isDir())
        QSKIP("the shared corpus is not available");
    QStringList files;
    QDirIterator it(root, {QStringLiteral("*.urdf")}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    for (const QString &f : files) {
        const QString relative = QDir(root).relativeFilePath(f);
        QTest::newRow(qPrintable(relative)) << f << kBrokenCorpusFiles.contains(relative);
    }
}

void TestUrdfReader::corpusLoads()
{
    QFETCH(QString, path);
    QFETCH(bool, broken);
    const auto doc = Document::load(path, ResourceResolver());
    QCOMPARE(doc->scene().format, SourceFormat::Urdf);
    QCOMPARE(doc->scene().world.models.size(), size_t(1));
    QVERIFY2(doc->diagnostics().hasErrors() == broken, qPrintable(diagnosticsText(*doc)));
    if (broken)
        return;
    const Model &model = doc->scene().world.models[0];
    QVERIFY(!model.links.empty());
    const FrameGraph &graph = doc->frames();
    for (const Link &l : model.links) {
        QVERIFY(l.frame > 0);
        QCOMPARE(graph.body(l.frame), l.frame);
    }
    QCOMPARE(graph.joints().size(), model.joints.size());
    for (const Joint &j : model.joints)
        QVERIFY(graph.body(j.frame) > 0);
}

QTEST_GUILESS_MAIN(TestUrdfReader)
#include "tst_urdfreader.moc"
