// Frame resolution of the SDFormat reader against hand-computed world poses:
// nested models, relative_to chains through frames, joints and nested models, degrees,
// quaternions, includes with name/pose overrides and placement_frame, pre-1.7 axis rules,
// joint positions, and `<axis><initial_position>`.

#include "document.h"
#include "testutil.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace robostage;
using namespace robostage::test;

Q_DECLARE_METATYPE(robostage::Pose)

namespace {
const double c = std::sqrt(0.5);
const Quat yaw90 {c, 0, 0, c};
const Quat yaw180 {0, 0, 0, 1};

Pose P(double x, double y, double z, Quat q = {})
{
    return {{x, y, z}, q};
}

QString data(const QString &name)
{
    return QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/sdf/") + name;
}
} // namespace

class TestSdfReader : public QObject
{
    Q_OBJECT

private slots:
    void worldPose_data();
    void worldPose();
    void includeChoosesModelConfigVersion();
    void sceneContents();
    void initialPosition();
};

void TestSdfReader::worldPose_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("joints"); // "scoped=value;…"
    QTest::addColumn<QString>("entity");
    QTest::addColumn<Pose>("expected");

    const Quat rz90rx90 {0.5, 0.5, 0.5, 0.5};
    // GIVEN nested_relative_to.sdf, WHEN resolved at zero joint positions:
    QTest::newRow("model pose") << "nested_relative_to.sdf"
                                << ""
                                << "outer" << P(1, 0, 0, yaw90);
    QTest::newRow("canonical link at model frame") << "nested_relative_to.sdf"
                                                   << ""
                                                   << "outer::base" << P(1, 0, 0, yaw90);
    QTest::newRow("frame attached_to link") << "nested_relative_to.sdf"
                                            << ""
                                            << "outer::f1" << P(0, 0, 0, yaw90);
    QTest::newRow("link relative_to frame") << "nested_relative_to.sdf"
                                            << ""
                                            << "outer::l2" << P(0, 1, 0, yaw90);
    QTest::newRow("joint defaults to child frame") << "nested_relative_to.sdf"
                                                   << ""
                                                   << "outer::j" << P(0, 2, 1, yaw90);
    QTest::newRow("visual relative_to joint") << "nested_relative_to.sdf"
                                              << ""
                                              << "outer::l2::v" << P(0, 2, 2, yaw90);
    QTest::newRow("nested model relative_to frame") << "nested_relative_to.sdf"
                                                    << ""
                                                    << "outer::inner" << P(0, 0, 2, yaw90);
    QTest::newRow("degrees in nested link") << "nested_relative_to.sdf"
                                            << ""
                                            << "outer::inner::l" << P(0, 0, 2, rz90rx90);
    QTest::newRow("relative_to nested link") << "nested_relative_to.sdf"
                                             << ""
                                             << "outer::via_nested" << P(1, 0, 2, rz90rx90);
    // WHEN joint j (revolute about world z through (0, 2)) is at +90°:
    QTest::newRow("revolute child moves") << "nested_relative_to.sdf"
                                          << "outer::j=1.5707963267948966"
                                          << "outer::l2" << P(1, 2, 0, yaw180);
    QTest::newRow("joint frame moves with child") << "nested_relative_to.sdf"
                                                  << "outer::j=1.5707963267948966"
                                                  << "outer::j" << P(0, 2, 1, yaw180);
    QTest::newRow("visual moves with child") << "nested_relative_to.sdf"
                                             << "outer::j=1.5707963267948966"
                                             << "outer::l2::v" << P(0, 2, 2, yaw180);
    QTest::newRow("parent stays") << "nested_relative_to.sdf"
                                  << "outer::j=1.5707963267948966"
                                  << "outer::base" << P(1, 0, 0, yaw90);
    QTest::newRow("frame on parent stays") << "nested_relative_to.sdf"
                                           << "outer::j=1.5707963267948966"
                                           << "outer::f1" << P(0, 0, 0, yaw90);

    QTest::newRow("quat_xyzw model") << "quaternion_pose.sdf"
                                     << ""
                                     << "q" << P(1, 2, 3, yaw90);
    QTest::newRow("quat_xyzw child") << "quaternion_pose.sdf"
                                     << ""
                                     << "q::l" << P(1, 3, 3, yaw90);

    QTest::newRow("1.6 child link") << "axis_parent_model_frame.sdf"
                                    << ""
                                    << "m::b" << P(0, 1, 0, yaw180);
    QTest::newRow("1.6 use_parent_model_frame axis") << "axis_parent_model_frame.sdf"
                                                     << "m::j=0.5"
                                                     << "m::b" << P(0, 1.5, 0, yaw180);
    QTest::newRow("1.6 joint-frame axis") << "axis_parent_model_frame.sdf"
                                          << "m::k=0.5"
                                          << "m::c" << P(-0.5, 2, 0, yaw180);

    QTest::newRow("1.4 axis in model frame") << "axis_1_4.sdf"
                                             << "m::j=0.5"
                                             << "m::b" << P(0, 1.5, 0, yaw180);

    QTest::newRow("merged link") << "merge_include.sdf"
                                 << ""
                                 << "robot::L" << P(1, 0, 0.5);
    QTest::newRow("merged frame") << "merge_include.sdf"
                                  << ""
                                  << "robot::F" << P(1, 0, 1);
    QTest::newRow("merged model frame") << "merge_include.sdf"
                                        << ""
                                        << "robot::_merged__arm__model__" << P(1, 0, 0);
    QTest::newRow("joint to merged link") << "merge_include.sdf"
                                          << ""
                                          << "robot::j" << P(1, 0, 0.5);
    QTest::newRow("relative_to merged model frame") << "merge_include.sdf"
                                                    << ""
                                                    << "robot::on_merged" << P(1, 2, 0);

    QTest::newRow("world merge: model") << "world_merge_include.sdf"
                                        << ""
                                        << "left::body" << P(5, 1, 0);
    QTest::newRow("world merge: frame") << "world_merge_include.sdf"
                                        << ""
                                        << "middle" << P(5, 0, 0.5);
    QTest::newRow("world merge: proxy") << "world_merge_include.sdf"
                                        << ""
                                        << "_merged__pair__model__" << P(5, 0, 0);
    QTest::newRow("world merge: reference") << "world_merge_include.sdf"
                                            << ""
                                            << "beside_left" << P(5, 1, 1);

    QTest::newRow("include pose override") << "include_placement.sdf"
                                           << ""
                                           << "w1" << P(1, 0, 0);
    QTest::newRow("included link") << "include_placement.sdf"
                                   << ""
                                   << "w1::L" << P(1, 0, 0.5);
    QTest::newRow("included frame") << "include_placement.sdf"
                                    << ""
                                    << "w1::F" << P(1, 0, 1);
    QTest::newRow("placement_frame model") << "include_placement.sdf"
                                           << ""
                                           << "w2" << P(0, 0, -1);
    QTest::newRow("placement_frame at pose") << "include_placement.sdf"
                                             << ""
                                             << "w2::F" << P(0, 0, 0);
    QTest::newRow("include pose relative_to world frame") << "include_placement.sdf"
                                                          << ""
                                                          << "w3" << P(-1, 5, 0, yaw180);
    QTest::newRow("include relative_to link") << "include_placement.sdf"
                                              << ""
                                              << "w3::L" << P(-1, 5, 0.5, yaw180);
}

void TestSdfReader::worldPose()
{
    QFETCH(QString, file);
    QFETCH(QString, joints);
    QFETCH(QString, entity);
    QFETCH(Pose, expected);

    const auto doc = Document::load(data(file), ResourceResolver());
    QVERIFY2(!doc->diagnostics().hasErrors(), qPrintable(diagnosticsText(*doc)));
    const FrameId id = findFrame(*doc, entity);
    QVERIFY2(id != kNoFrame, qPrintable(entity));
    JointPositions q;
    for (const QString &assignment : joints.split(QLatin1Char(';'), Qt::SkipEmptyParts))
        q.insert(assignment.section(QLatin1Char('='), 0, 0),
            assignment.section(QLatin1Char('='), 1).toDouble());
    const Pose actual = doc->frames().worldPoses(q)[size_t(id)];
    QVERIFY2(poseNear(actual, expected),
        qPrintable(QStringLiteral("%1: got %2, expected %3")
                       .arg(entity, describe(actual), describe(expected))));
}

void TestSdfReader::includeChoosesModelConfigVersion()
{
    // GIVEN a model.config listing 1.6 and 1.8 files, THEN the 1.8 file (model.sdf) is read.
    const auto doc
        = Document::load(data(QStringLiteral("include_placement.sdf")), ResourceResolver());
    QCOMPARE(findFrame(*doc, QStringLiteral("w1::OLD")), kNoFrame);
    QVERIFY(findFrame(*doc, QStringLiteral("w1::L")) != kNoFrame);
    const Model &w1 = doc->scene().world.models.at(0);
    QCOMPARE(w1.name, QStringLiteral("w1"));
    QVERIFY(w1.include.present);
    QVERIFY(w1.include.resolvedPath.endsWith(QLatin1String("widget/model.sdf")));
    QCOMPARE(w1.version, QStringLiteral("1.8"));
}

void TestSdfReader::sceneContents()
{
    const auto doc
        = Document::load(data(QStringLiteral("nested_relative_to.sdf")), ResourceResolver());
    const SceneModel &scene = doc->scene();
    QCOMPARE(scene.format, SourceFormat::Sdf);
    QCOMPARE(scene.version, QStringLiteral("1.9"));
    QVERIFY(!scene.declaresWorld);
    QCOMPARE(int(scene.world.models.size()), 1);
    const Model &outer = scene.world.models[0];
    QCOMPARE(int(outer.links.size()), 2);
    QCOMPARE(int(outer.joints.size()), 1);
    QCOMPARE(outer.joints[0].type, Joint::Type::Revolute);
    QCOMPARE(outer.joints[0].parent, QStringLiteral("base"));
    QCOMPARE(int(outer.frames.size()), 2);
    QCOMPARE(outer.frames[0].attachedTo, QStringLiteral("base"));
    QCOMPARE(int(outer.models.size()), 1);
    const Visual &v = outer.links[1].visuals.at(0);
    QCOMPARE(v.geometry.type, Geometry::Type::Box);
    QCOMPARE(v.pose.relativeTo, QStringLiteral("j"));
    QCOMPARE(v.source.line, 13);
    QCOMPARE(doc->frames().node(v.frame).scopedName, QStringLiteral("outer::l2::v"));
}

void TestSdfReader::initialPosition()
{
    // GIVEN SDFormat 1.7 joints with <initial_position>, one outside its limits
    QTemporaryDir dir;
    const QString path = dir.filePath("initial.sdf");
    QVERIFY(writeFile(path,
        "<sdf version='1.7'><model name='m'><link name='a'/><link name='b'/><link name='c'/>\n"
        "<joint name='turn' type='revolute'><parent>a</parent><child>b</child>\n"
        "<axis><xyz>0 0 1</xyz><initial_position>0.5</initial_position></axis></joint>\n"
        "<joint name='slide' type='prismatic'><parent>b</parent><child>c</child>\n"
        "<axis><xyz>1 0 0</xyz><limit><lower>0</lower><upper>0.1</upper></limit>\n"
        "<initial_position>0.3</initial_position></axis></joint>\n"
        "</model></sdf>\n"));
    const auto doc = Document::load(path, ResourceResolver());
    // THEN the axes carry them, the joints start there (c: 0.3 m along b's x, b turned 0.5 rad)
    const Model &m = doc->scene().world.models.at(0);
    QCOMPARE(findJoint(m, "turn")->axis.initialPosition, 0.5);
    QCOMPARE(findJoint(m, "slide")->axis.initialPosition, 0.3);
    const Pose X_WC = doc->frames().worldPoses({})[size_t(findFrame(*doc, "m::c"))];
    QVERIFY2(
        poseNear(X_WC,
            {{0.3 * std::cos(0.5), 0.3 * std::sin(0.5), 0}, Quat::fromAxisAngle({0, 0, 1}, 0.5)}),
        qPrintable(describe(X_WC)));
    // AND the one outside its limits is a warning on its line that says what to do
    const QString text = diagnosticsText(*doc);
    QVERIFY2(text.contains(QLatin1String("initial.sdf:6"))
            && text.contains("outside the joint's limits")
            && text.contains("Move it inside the limits"),
        qPrintable(text));
}

QTEST_GUILESS_MAIN(TestSdfReader)
#include "tst_sdfreader.moc"
