// AddEntity's lights, sensors and includes (model/edit/structurecommands.h, `robostage edit
// --add-light/--add-sensor/--include`) on small SDFormat files of versions 1.4 to 1.11 in three
// indentation styles and on URDF: only the added lines appear, indented like their siblings;
// every added light, sensor and included model is at its parent's pose composed with POSE; undo
// gives back the exact bytes; includes are named as Gazebo names them; refusals say why and
// change nothing.

#include "addentitycheck.h"

#include <QTemporaryDir>
#include <QTest>

using namespace robostage;
using namespace robostage::edit;
using robostage::test::AddStep;

namespace {

const auto add = &test::addEntity;
const auto indentOfLine = &test::indentOfLine;

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// World `w` with a light `sun` and model `m` (posed) holding link `base` (posed, with the
/// collision `c`) and link `bare` (no collision), each level indented by `unit`.
QByteArray sdfFixture(const QByteArray &version, const QByteArray &unit)
{
    const QByteArray u1 = unit, u2 = unit + unit, u3 = u2 + unit, u4 = u3 + unit, u5 = u4 + unit;
    return "<?xml version=\"1.0\"?>\n<sdf version=\"" + version + "\">\n" + u1
        + "<world name=\"w\">\n" + u2 + "<light name=\"sun\" type=\"directional\"/>\n" + u2
        + "<model name=\"m\">\n" + u3 + "<pose>1 0 0 0 0 0.5</pose>\n" + u3
        + "<link name=\"base\">\n" + u4 + "<pose>0 0 0.5 0 0 0</pose>\n" + u4
        + "<collision name=\"c\">\n" + u5
        + "<geometry><sphere><radius>0.1</radius></sphere></geometry>\n" + u4 + "</collision>\n"
        + u3 + "</link>\n" + u3 + "<link name=\"bare\"/>\n" + u2 + "</model>\n" + u1
        + "</world>\n</sdf>\n";
}

const QByteArray kUrdf = "<?xml version=\"1.0\"?>\n"
                         "<robot name=\"arm\">\n"
                         "  <link name=\"base_link\">\n"
                         "    <collision>\n"
                         "      <geometry><box size=\"1 1 0.1\"/></geometry>\n"
                         "    </collision>\n"
                         "  </link>\n"
                         "  <link name=\"tip\"/>\n"
                         "  <joint name=\"j\" type=\"fixed\">\n"
                         "    <origin xyz=\"0 0 1\" rpy=\"0 0 0\"/>\n"
                         "    <parent link=\"base_link\"/>\n"
                         "    <child link=\"tip\"/>\n"
                         "  </joint>\n"
                         "</robot>\n";

/// Below `root`: models/box (model.config, model.sdf: SDFormat 1.6 model `box` with link `body`
/// 0.5 m up) and models/lamp (a light file, no model). Returns the resolver that finds them.
ResourceResolver writeModels(const QString &root)
{
    const QString box = root + "/models/box/", lamp = root + "/models/lamp/";
    writeFile(box + "model.config",
        "<?xml version=\"1.0\"?>\n<model>\n  <name>box</name>\n"
        "  <sdf version=\"1.6\">model.sdf</sdf>\n</model>\n");
    writeFile(box + "model.sdf",
        "<?xml version=\"1.0\"?>\n<sdf version=\"1.6\">\n  <model name=\"box\">\n"
        "    <link name=\"body\">\n      <pose>0 0 0.5 0 0 0</pose>\n    </link>\n"
        "  </model>\n</sdf>\n");
    writeFile(lamp + "model.sdf",
        "<?xml version=\"1.0\"?>\n<sdf version=\"1.6\">\n"
        "  <light name=\"lamp\" type=\"point\"/>\n</sdf>\n");
    ResourceResolver resolver;
    resolver.setModelPaths({root + "/models"});
    return resolver;
}

} // namespace

class TestAddLights : public QObject
{
    Q_OBJECT

private slots:
    void parse();
    void parseErrors_data();
    void parseErrors();
    void sdfVersions_data();
    void sdfVersions();
    void sdfExactBytes();
    void sdf15();
    void includeNames();
    void urdfGazebo();
    void refusals_data();
    void refusals();
};

void TestAddLights::parse()
{
    AddSpec spec;
    QString error;
    QVERIFY2(parseAddSpec(AddSpec::Kind::Light, "m::l::lamp=spot@1,2,3,0,0,0.5", spec, &error),
        qPrintable(error));
    QCOMPARE(spec.parent, QString("m::l"));
    QCOMPARE(spec.name, QString("lamp"));
    QCOMPARE(spec.type, QString("spot"));
    QCOMPARE(spec.xyzRpy[5], 0.5);
    QVERIFY(parseAddSpec(AddSpec::Kind::Sensor, "l::cam=gpu_lidar", spec, &error));
    QCOMPARE(spec.type, QString("gpu_lidar"));
    QVERIFY(!spec.hasPose);
    // include: PARENT::URI[=NAME][@POSE]
    QVERIFY(parseAddSpec(AddSpec::Kind::Include, "w::model://box=b2@1,0,0,0,0,0", spec, &error));
    QCOMPARE(spec.parent, QString("w"));
    QCOMPARE(spec.uri, QString("model://box"));
    QCOMPARE(spec.name, QString("b2"));
    QCOMPARE(spec.xyzRpy[0], 1.0);
    const QString fuel = "https://fuel.gazebosim.org/1.0/OpenRobotics/models/Construction Cone/2";
    QVERIFY(parseAddSpec(AddSpec::Kind::Include, "m::n::" + fuel, spec, &error));
    QCOMPARE(spec.parent, QString("m::n"));
    QCOMPARE(spec.uri, fuel);
    QVERIFY(spec.name.isEmpty());
    QCOMPARE(addOptionName(AddSpec::Kind::Include), QString("include"));
    AddSpec::Kind kind;
    QVERIFY(addKindOfOption("add-sensor", kind) && kind == AddSpec::Kind::Sensor);
}

void TestAddLights::parseErrors_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    using K = AddSpec::Kind;
    QTest::newRow("light type") << int(K::Light) << "w::l=area"
                                << "'area' is not a light type; write point, spot, directional";
    QTest::newRow("light no type") << int(K::Light) << "w::l"
                                   << "expected PARENT::NAME=point|spot|directional";
    QTest::newRow("sensor type") << int(K::Sensor) << "l::s=sonar"
                                 << "'sonar' is not a sensor type";
    QTest::newRow("include no parent") << int(K::Include) << "model://box"
                                       << "give the parent and the URI";
    QTest::newRow("include empty name") << int(K::Include) << "w::model://box="
                                        << "the name after '=' is missing";
    QTest::newRow("include pose") << int(K::Include) << "w::model://box@1,2"
                                  << "not a pose";
}

void TestAddLights::parseErrors()
{
    test::checkParseError();
}

void TestAddLights::sdfVersions_data()
{
    QTest::addColumn<QByteArray>("version");
    QTest::addColumn<QByteArray>("unit");
    const QList<QByteArray> units {"  ", "    ", "\t"};
    int i = 0;
    for (const char *version : {"1.6", "1.7", "1.8", "1.9", "1.10", "1.11"})
        QTest::newRow(version) << QByteArray(version) << units[i++ % 3];
}

void TestAddLights::sdfVersions()
{
    QFETCH(QByteArray, version);
    QFETCH(QByteArray, unit);
    // GIVEN world w > model m > link base, and a model folder `box` on the model path
    QTemporaryDir dir;
    const QString path = dir.filePath("fixture.sdf");
    QVERIFY(writeFile(path, sdfFixture(version, unit)));
    const ResourceResolver resolver = writeModels(dir.path());
    EditSession s(path, resolver);
    QVERIFY2(
        !s.document().diagnostics().hasErrors(), qPrintable(test::diagnosticsText(s.document())));
    // WHEN every light and sensor type and two includes are added, one undo step each
    using K = AddSpec::Kind;
    const std::array<double, 6> p1 {0, 0, 10, 0, 0.3, 0}, p2 {0.1, 0, 0.2, 0, 0.5, 0.2},
        p3 {1, 2, 0, 0, 0, 0.5}, zero {};
    const std::vector<AddStep> steps {
        {K::Light, "w::rs_sun=directional@0,0,10,0,0.3,0", "light:rs_sun", "", p1},
        {K::Light, "world::rs_lamp=point", "light:rs_lamp", "", zero},
        {K::Light, "m::base::rs_spot=spot@0.1,0,0.2,0,0.5,0.2", "light:m::base::rs_spot",
            "link:m::base", p2},
        {K::Sensor, "m::base::rs_cam=camera@0.1,0,0.2,0,0.5,0.2", "sensor:m::base::rs_cam",
            "link:m::base", p2},
        {K::Sensor, "base::rs_depth=depth_camera", "sensor:m::base::rs_depth", "link:m::base",
            zero},
        {K::Sensor, "m::base::rs_lidar=gpu_lidar@0,0,10,0,0.3,0", "sensor:m::base::rs_lidar",
            "link:m::base", p1},
        {K::Sensor, "m::base::rs_imu=imu", "sensor:m::base::rs_imu", "link:m::base", zero},
        {K::Sensor, "m::base::rs_touch=contact", "sensor:m::base::rs_touch", "link:m::base", zero},
        {K::Include, "w::model://box=rs_box@1,2,0,0,0,0.5", "model:rs_box", "", p3},
        {K::Include, "m::model://box=rs_inner@1,2,0,0,0,0.5", "model:m::rs_inner", "model:m", p3},
    };
    test::checkSteps(s, steps, QString::fromLatin1(version));
    // THEN the elements are the version's, indented like their siblings
    const QByteArray after = s.bytes(s.path());
    const QByteArray linkIndent = indentOfLine(after, "<link name=\"base\">");
    const QByteArray worldIndent = indentOfLine(after, "<model name=\"m\">");
    QCOMPARE(indentOfLine(after, "<light name=\"rs_sun\""), worldIndent);
    QCOMPARE(indentOfLine(after, "<light name=\"rs_spot\" type=\"spot\">"), linkIndent + unit);
    QCOMPARE(indentOfLine(after, "<sensor name=\"rs_cam\" type=\"camera\">"), linkIndent + unit);
    QCOMPARE(indentOfLine(after, "<horizontal_fov>"), linkIndent + unit + unit + unit);
    QCOMPARE(indentOfLine(after, "<name>rs_box</name>"), worldIndent + unit);
    QCOMPARE(indentOfLine(after, "<name>rs_inner</name>"), linkIndent + unit);
    QVERIFY(after.contains("<sensor name=\"rs_depth\" type=\"depth_camera\">"));
    QVERIFY(after.contains("<sensor name=\"rs_lidar\" type=\"gpu_lidar\">"));
    QVERIFY(after.contains("<collision>c</collision>"));
    QVERIFY(after.contains("<direction>0 0 -1</direction>"));
    // AND the included model's link is where the include's pose puts it
    const FrameId body = findEntity(s.document(), "link:rs_box::body", {}, nullptr);
    QVERIFY(body != kNoFrame);
    QVERIFY(test::poseNear(s.document().frames().worldPose(body),
        Pose::fromXyzRpy(1, 2, 0, 0, 0, 0.5) * Pose::fromXyzRpy(0, 0, 0.5, 0, 0, 0), 1e-9));
    // AND the saved file reads back without errors
    QVERIFY(s.save().ok);
    const auto reread = Document::load(path, resolver);
    QVERIFY2(!reread->diagnostics().hasErrors(), qPrintable(test::diagnosticsText(*reread)));
}

void TestAddLights::sdfExactBytes()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("fixture.sdf");
    const QByteArray before = sdfFixture("1.9", "  ");
    QVERIFY(writeFile(path, before));
    EditSession s(path);
    // WHEN a point light and a contact sensor are added to link base
    EditResult r = add(s, AddSpec::Kind::Light, "m::base::lamp=point@0,0,1,0,0,0");
    QVERIFY2(r.ok, qPrintable(r.error));
    r = add(s, AddSpec::Kind::Sensor, "m::base::touch=contact");
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN exactly these lines are inserted after the collision
    QByteArray expected = before;
    expected.replace("        </collision>\n",
        "        </collision>\n"
        "        <light name=\"lamp\" type=\"point\">\n"
        "          <pose>0 0 1 0 0 0</pose>\n"
        "          <cast_shadows>false</cast_shadows>\n"
        "          <diffuse>1 1 1 1</diffuse>\n"
        "          <specular>0.2 0.2 0.2 1</specular>\n"
        "          <attenuation>\n"
        "            <range>20</range>\n"
        "            <constant>0.5</constant>\n"
        "            <linear>0.01</linear>\n"
        "            <quadratic>0.001</quadratic>\n"
        "          </attenuation>\n"
        "        </light>\n"
        "        <sensor name=\"touch\" type=\"contact\">\n"
        "          <always_on>true</always_on>\n"
        "          <update_rate>30</update_rate>\n"
        "          <contact>\n"
        "            <collision>c</collision>\n"
        "          </contact>\n"
        "        </sensor>\n");
    QCOMPARE(s.bytes(s.path()), expected);
    QCOMPARE(s.undoStack()->count(), 2);
    s.undoStack()->undo();
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), before);
}

void TestAddLights::sdf15()
{
    // GIVEN an SDFormat 1.5 world: lights only in the world, gpu_ray and depth by their old names
    QTemporaryDir dir;
    const QString path = dir.filePath("fixture.sdf");
    QVERIFY(writeFile(path, sdfFixture("1.5", "  ")));
    EditSession s(path);
    EditResult r = add(s, AddSpec::Kind::Light, "m::base::l=point");
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains("a light in a link needs SDFormat 1.6 or later (link.sdf); this "
                              "model is 1.5"),
        qPrintable(r.error));
    QVERIFY(add(s, AddSpec::Kind::Light, "w::rs_l=spot").ok);
    QVERIFY(add(s, AddSpec::Kind::Sensor, "m::base::rs_lidar=gpu_lidar").ok);
    QVERIFY(add(s, AddSpec::Kind::Sensor, "m::base::rs_depth=depth_camera").ok);
    const QByteArray after = s.bytes(s.path());
    QVERIFY(after.contains("<sensor name=\"rs_lidar\" type=\"gpu_ray\">"));
    QVERIFY(after.contains("          <ray>\n            <scan>\n"));
    QVERIFY(!after.contains("<lidar>"));
    QVERIFY(after.contains("<sensor name=\"rs_depth\" type=\"depth\">"));
    QCOMPARE(test::withoutNamed(after, "rs_"), sdfFixture("1.5", "  "));
    QVERIFY2(
        !s.document().diagnostics().hasErrors(), qPrintable(test::diagnosticsText(s.document())));
}

void TestAddLights::includeNames()
{
    // GIVEN a world, a model path with `box` and a Fuel cache holding OpenRobotics' Crate
    QTemporaryDir dir;
    const QString path = dir.filePath("fixture.sdf");
    QVERIFY(writeFile(path, sdfFixture("1.9", "  ")));
    ResourceResolver resolver = writeModels(dir.path());
    const QString crate = dir.filePath("fuel/fuel.gazebosim.org/openrobotics/models/crate/3/");
    QVERIFY(writeFile(crate + "model.config",
        "<?xml version=\"1.0\"?>\n<model>\n  <sdf version=\"1.9\">model.sdf</sdf>\n</model>\n"));
    QVERIFY(writeFile(crate + "model.sdf",
        "<?xml version=\"1.0\"?>\n<sdf version=\"1.9\">\n  <model name=\"Crate\">\n"
        "    <link name=\"body\"/>\n  </model>\n</sdf>\n"));
    resolver.setFuelCacheRoots({dir.filePath("fuel")});
    EditSession s(path, resolver);
    // WHEN model://box is included three times without a name THEN the names are Gazebo's
    for (const char *name : {"box", "box_0", "box_1"}) {
        auto spec = AddSpec();
        EditResult result;
        QVERIFY(parseAddSpec(AddSpec::Kind::Include, "w::model://box", spec, &result.error));
        auto command = AddEntity::create(s, spec, result);
        QVERIFY2(command, qPrintable(result.error));
        QCOMPARE(command->addedSpec(), QString("model:") + name);
        QVERIFY(s.push(std::move(command), result).ok);
        QVERIFY(
            findEntity(s.document(), QString("link:%1::body").arg(name), {}, nullptr) != kNoFrame);
    }
    // AND in a model the name is free again
    QVERIFY(add(s, AddSpec::Kind::Include, "m::model://box").ok);
    QVERIFY(findEntity(s.document(), "model:m::box", {}, nullptr) != kNoFrame);
    // AND a cached Fuel model is named by its <model name>, and loads
    const QString fuel = "https://fuel.gazebosim.org/1.0/OpenRobotics/models/Crate";
    QVERIFY(add(s, AddSpec::Kind::Include, "w::" + fuel + "@0,3,0,0,0,0").ok);
    QVERIFY(s.bytes(s.path()).contains("    <include>\n      <uri>" + fuel.toUtf8()
        + "</uri>\n      <name>Crate</name>\n      <pose>0 3 0 0 0 0</pose>\n    </include>\n"));
    QVERIFY(findEntity(s.document(), "link:Crate::body", {}, nullptr) != kNoFrame);
    // AND a Fuel model not in the cache is named by its URL, with a note
    const EditResult r = add(
        s, AddSpec::Kind::Include, "w::https://fuel.gazebosim.org/1.0/OpenRobotics/models/Table/2");
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(
        r.notes.join(' ').contains("not in the local Fuel cache"), qPrintable(r.notes.join(' ')));
    QVERIFY(s.bytes(s.path()).contains("<name>Table</name>"));
    QCOMPARE(s.undoStack()->count(), 6);
    while (s.undoStack()->canUndo())
        s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), sdfFixture("1.9", "  "));
}

void TestAddLights::urdfGazebo()
{
    // GIVEN a URDF robot base_link (with a collision) -j-> tip
    QTemporaryDir dir;
    const QString path = dir.filePath("arm.urdf");
    QVERIFY(writeFile(path, kUrdf));
    EditSession s(path);
    // WHEN a light and sensors are added to links
    EditResult r = add(s, AddSpec::Kind::Light, "tip::rs_lamp=point@0,0,1,0,0,0");
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(add(s, AddSpec::Kind::Sensor, "tip::rs_cam=camera").ok);
    QVERIFY(add(s, AddSpec::Kind::Sensor, "arm::base_link::rs_lidar=gpu_lidar").ok);
    r = add(s, AddSpec::Kind::Sensor, "base_link::rs_touch=contact");
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY2(r.notes.join(' ').contains("names the collision 'base_link_collision'"),
        qPrintable(r.notes.join(' ')));
    // THEN each is a <gazebo reference> block at the end of <robot>, nothing else changes
    const QByteArray after = s.bytes(s.path());
    QCOMPARE(test::withoutNamed(after, "rs_"), kUrdf);
    QVERIFY2(after.contains("  </joint>\n"
                            "  <gazebo reference=\"tip\">\n"
                            "    <light name=\"rs_lamp\" type=\"point\">\n"
                            "      <pose>0 0 1 0 0 0</pose>\n"),
        after.constData());
    QVERIFY(after.contains("  <gazebo reference=\"tip\">\n"
                           "    <sensor name=\"rs_cam\" type=\"camera\">\n"
                           "      <always_on>true</always_on>\n"
                           "      <update_rate>30</update_rate>\n"
                           "      <camera>\n"));
    QVERIFY(after.contains("<sensor name=\"rs_lidar\" type=\"gpu_lidar\">"));
    QVERIFY(after.contains("        <collision>base_link_collision</collision>\n"));
    QVERIFY(after.endsWith("    </sensor>\n  </gazebo>\n</robot>\n"));
    // AND the robot reads back without errors, the blocks on their links
    QVERIFY2(
        !s.document().diagnostics().hasErrors(), qPrintable(test::diagnosticsText(s.document())));
    const Model &robot = s.document().scene().world.models.front();
    QCOMPARE(int(robot.links[0].extensions.size()), 2);
    QCOMPARE(int(robot.links[1].extensions.size()), 2);
    // AND undo gives back the exact bytes
    while (s.undoStack()->canUndo())
        s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), kUrdf);
}

void TestAddLights::refusals_data()
{
    QTest::addColumn<QString>("file"); // "sdf:VERSION" or "urdf"
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("first"); // added before, when not empty
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("message");
    using K = AddSpec::Kind;
    QTest::newRow("sdf bad light type") << "sdf:1.9" << int(K::Light) << ""
                                        << "w::l=area"
                                        << "not a light type";
    QTest::newRow("sdf bad sensor type") << "sdf:1.9" << int(K::Sensor) << ""
                                         << "m::base::s=sonar"
                                         << "not a sensor type";
    QTest::newRow("sdf light in model") << "sdf:1.11" << int(K::Light) << ""
                                        << "m::l=point"
                                        << "SDFormat 1.11 has no lights in a model (model.sdf)";
    QTest::newRow("sdf light name taken") << "sdf:1.9" << int(K::Light) << ""
                                          << "w::sun=point"
                                          << "'sun' is already used at the top level";
    QTest::newRow("sdf link light name taken") << "sdf:1.9" << int(K::Light) << "m::base::l=point"
                                               << "m::base::l=spot"
                                               << "'l' is already used in 'm::base'";
    QTest::newRow("sdf sensor name taken") << "sdf:1.9" << int(K::Sensor) << "m::base::s=imu"
                                           << "m::base::s=camera"
                                           << "'s' is already used in 'm::base'";
    QTest::newRow("sdf sensor on model") << "sdf:1.9" << int(K::Sensor) << ""
                                         << "m::s=imu"
                                         << "no link named 'm'";
    QTest::newRow("sdf contact without collision")
        << "sdf:1.9" << int(K::Sensor) << ""
        << "m::bare::t=contact"
        << "link 'm::bare' has no collision; a contact sensor names a collision of its link";
    QTest::newRow("sdf 1.4 gpu lidar") << "sdf:1.4" << int(K::Sensor) << ""
                                       << "m::base::s=gpu_lidar"
                                       << "SDFormat 1.4 has no GPU lidar";
    QTest::newRow("sdf include name taken") << "sdf:1.9" << int(K::Include) << ""
                                            << "w::model://box=m"
                                            << "'m' is already used at the top level";
    QTest::newRow("sdf include missing") << "sdf:1.9" << int(K::Include) << ""
                                         << "w::model://nothing"
                                         << "model://nothing";
    QTest::newRow("sdf include no model") << "sdf:1.9" << int(K::Include) << ""
                                          << "w::model://lamp"
                                          << "holds no named <model> or <robot>";
    QTest::newRow("sdf include in link") << "sdf:1.9" << int(K::Include) << ""
                                         << "m::base::model://box"
                                         << "no model named 'm::base'";
    QTest::newRow("urdf include") << "urdf" << int(K::Include) << ""
                                  << "arm::model://box"
                                  << "URDF has no <include>";
    QTest::newRow("urdf light on robot") << "urdf" << int(K::Light) << ""
                                         << "arm::l=point"
                                         << "a URDF light goes into a link's <gazebo reference>";
    QTest::newRow("urdf contact without collision") << "urdf" << int(K::Sensor) << ""
                                                    << "tip::t=contact"
                                                    << "link 'tip' has no collision";
    QTest::newRow("urdf sensor name taken") << "urdf" << int(K::Sensor) << "tip::s=imu"
                                            << "tip::s=camera"
                                            << "'s' is already used in 'tip'";
    QTest::newRow("urdf unknown link") << "urdf" << int(K::Light) << ""
                                       << "nope::l=point"
                                       << "no link named 'nope'";
}

void TestAddLights::refusals()
{
    QFETCH(QString, file);
    QFETCH(int, kind);
    QFETCH(QString, first);
    QFETCH(QString, value);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const bool urdf = file == QLatin1String("urdf");
    const QString path = dir.filePath(urdf ? "arm.urdf" : "fixture.sdf");
    QVERIFY(writeFile(path, urdf ? kUrdf : sdfFixture(file.mid(4).toLatin1(), "  ")));
    EditSession s(path, writeModels(dir.path()));
    if (!first.isEmpty())
        QVERIFY(add(s, AddSpec::Kind(kind), first).ok);
    const QByteArray before = s.bytes(s.path());
    const int steps = s.undoStack()->count();
    const EditResult r = add(s, AddSpec::Kind(kind), value);
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains(message), qPrintable(r.error));
    QCOMPARE(s.bytes(s.path()), before);
    QCOMPARE(s.undoStack()->count(), steps);
}

QTEST_GUILESS_MAIN(TestAddLights)
#include "tst_addlights.moc"
