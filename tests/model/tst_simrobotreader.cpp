// SimRobot scene reading (simrobot-scene-description.md): placeholders, references, includes,
// masses, and every scene of the corpus. Units and colours: tst_simrobotvalues.

#include "corpus.h"
#include "document.h"
#include "model/testutil.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace robostage;
using namespace robostage::test;

namespace {

QStringList simRobotScenes()
{
    QStringList files;
    QDirIterator it(corpusDir(), {QStringLiteral("*.ros2"), QStringLiteral("*.ros3")}, QDir::Files,
        QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

void writeScene(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

QStringList messages(const Document &doc, Severity severity)
{
    QStringList out;
    for (const Diagnostic &d : doc.diagnostics().items()) {
        if (d.severity == severity)
            out << QStringLiteral("%1:%2: %3")
                       .arg(QFileInfo(d.file).fileName())
                       .arg(d.line)
                       .arg(d.message);
    }
    return out;
}

bool near(double a, double b, double eps = 1e-9)
{
    return std::abs(a - b) <= eps;
}

bool colorNear(const std::optional<Color> &c, float r, float g, float b, float a = 1)
{
    return c && std::abs(c->r - r) < 1e-3f && std::abs(c->g - g) < 1e-3f
        && std::abs(c->b - b) < 1e-3f && std::abs(c->a - a) < 1e-3f;
}

} // namespace

class TestSimRobotReader : public QObject
{
    Q_OBJECT

private slots:
    void placeholders();
    void references();
    void referenceErrors();
    void includes();
    void masses();
    void simpleVehicle();
    void corpusScenes();
    void gameScene();
    void initialDeflection();
    void ros3Scene();
    void colourProblemsAreWarnings();
};

// "Placeholders and Set Element": a <Set> on a referencing element applies to everything the
// definition holds; the nearest <Set> wins; $name, $(name) and ${name}.
void TestSimRobotReader::placeholders()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scene.ros2"));
    writeScene(path, R"SR(<Simulation>
  <Surface name="s-red" diffuseColor="#ff0000"/>
  <Surface name="s-blue" diffuseColor="#0000ff"/>
  <BoxAppearance name="shell" width="$(W)" height="${W}" depth="$W">
    <Surface ref="s-$Color"/>
  </BoxAppearance>
  <Body name="Robot">
    <Set name="Color" value="red"/>
    <Set name="W" value="20cm"/>
    <BoxMass value="1kg" width="1" height="1" depth="1"/>
    <BoxAppearance ref="shell"/>
  </Body>
  <Scene name="S">
    <Body ref="Robot" name="A"/>
    <Body ref="Robot" name="B">
      <Set name="Color" value="blue"/>
    </Body>
    <Body ref="Robot" name="C">
      <Set name="Color" value="green"/>
    </Body>
  </Scene>
</Simulation>
)SR");
    const auto doc = Document::load(path);
    const World &w = doc->scene().world;
    QCOMPARE(doc->scene().format, SourceFormat::SimRobot);
    QCOMPARE(w.models.size(), size_t(3));
    const Visual &a = w.models[0].links[0].visuals.at(0);
    const Visual &b = w.models[1].links[0].visuals.at(0);
    QVERIFY(colorNear(a.material.diffuse, 1, 0, 0));
    QVERIFY(colorNear(b.material.diffuse, 0, 0, 1));
    QCOMPARE(a.geometry.type, Geometry::Type::Box);
    QVERIFY(near(a.geometry.size.x, 0.2) && near(a.geometry.size.y, 0.2)
        && near(a.geometry.size.z, 0.2));
    // "s-green" is not defined: the reference fails with the file and line of the <Surface>.
    const QStringList errors = messages(*doc, Severity::Error);
    QVERIFY2(errors.size() == 1 && errors[0].startsWith(QStringLiteral("scene.ros2:5:"))
            && errors[0].contains(QStringLiteral("s-green")),
        qPrintable(errors.join('\n')));
}

// A colour never stops a scene: rgba() without alpha (SimRobot reads it, B-Human's Booster T1
// scene writes it) is opaque with a warning; a colour that cannot be read is a warning too, and
// the default colour is used.
void TestSimRobotReader::colourProblemsAreWarnings()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scene.ros2"));
    writeScene(path, R"SR(<Simulation>
  <Body name="Robot">
    <BoxMass value="1kg" width="1" height="1" depth="1"/>
    <BoxAppearance width="1" height="1" depth="1">
      <Surface diffuseColor="rgba(40%, 40%, 40%)"/>
    </BoxAppearance>
    <BoxAppearance width="1" height="1" depth="1">
      <Surface diffuseColor="grey"/>
    </BoxAppearance>
  </Body>
  <Scene name="S">
    <Body ref="Robot" name="A"/>
  </Scene>
</Simulation>
)SR");
    const auto doc = Document::load(path);
    QVERIFY2(!doc->diagnostics().hasErrors(), qPrintable(doc->diagnostics().toString()));
    const QStringList warnings = messages(*doc, Severity::Warning);
    QVERIFY2(warnings.size() == 2 && warnings[0].startsWith(QStringLiteral("scene.ros2:5:"))
            && warnings[0].contains(QStringLiteral("opaque"))
            && warnings[1].startsWith(QStringLiteral("scene.ros2:8:")),
        qPrintable(warnings.join('\n')));
    const Link &link = doc->scene().world.models.at(0).links.at(0);
    QCOMPARE(link.visuals.size(), size_t(2));
    QVERIFY(colorNear(link.visuals[0].material.diffuse, 0.4f, 0.4f, 0.4f));
}

// "The ref Attribute": the referencing element's attributes (name) and singular children
// (Translation) win; the definition's other children (Rotation) stay; ref chains resolve.
void TestSimRobotReader::references()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scene.ros2"));
    writeScene(path, R"SR(<Simulation>
  <Compound name="base">
    <Translation x="1"/>
    <Rotation z="90degree"/>
    <SphereAppearance radius="10cm"><Surface diffuseColor="#fff"/></SphereAppearance>
  </Compound>
  <Compound name="derived" ref="base">
    <Translation y="2"/>
  </Compound>
  <Scene name="S">
    <Compound ref="base" name="one">
      <Translation z="320mm"/>
    </Compound>
    <Compound ref="derived"/>
  </Scene>
</Simulation>
)SR");
    const auto doc = Document::load(path);
    QVERIFY2(doc->diagnostics().items().empty(),
        qPrintable(messages(*doc, Severity::Warning).join('\n')));
    const World &w = doc->scene().world;
    QCOMPARE(w.models.size(), size_t(2));
    QCOMPARE(w.models[0].name, QStringLiteral("one"));
    QCOMPARE(w.models[1].name, QStringLiteral("derived"));
    const FrameGraph &g = doc->frames();
    const Pose &X_W1 = g.worldPose(w.models[0].frame);
    QVERIFY(near(X_W1.p.x, 0) && near(X_W1.p.y, 0) && near(X_W1.p.z, 0.32));
    const Vec3 rpy = X_W1.q.toRpy();
    QVERIFY(near(rpy.z, M_PI / 2, 1e-12));
    const Pose &X_W2 = g.worldPose(w.models[1].frame);
    QVERIFY(near(X_W2.p.x, 0) && near(X_W2.p.y, 2) && near(X_W2.p.z, 0));
    QCOMPARE(w.models[1].links[0].visuals.size(), size_t(1));
    QVERIFY(near(w.models[1].links[0].visuals[0].geometry.radius, 0.1));
}

void TestSimRobotReader::referenceErrors()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scene.ros2"));
    writeScene(path, R"SR(<Simulation>
  <Compound name="loop">
    <Compound ref="loop"/>
  </Compound>
  <Compound name="dup"/>
  <Compound name="dup"/>
  <Scene name="S">
    <Compound ref="loop"/>
    <Body ref="missing"/>
  </Scene>
</Simulation>
)SR");
    const auto doc = Document::load(path);
    const QString errors = messages(*doc, Severity::Error).join('\n');
    QVERIFY2(
        errors.contains(QStringLiteral("scene.ros2:3:")) && errors.contains(QStringLiteral("loop")),
        qPrintable(errors));
    QVERIFY2(errors.contains(QStringLiteral("scene.ros2:6:"))
            && errors.contains(QStringLiteral("twice")),
        qPrintable(errors));
    QVERIFY2(errors.contains(QStringLiteral("scene.ros2:9:"))
            && errors.contains(QStringLiteral("missing")),
        qPrintable(errors));
    // The rest still loads: the outer compound is there.
    QVERIFY(findModel(doc->scene().world.models, QStringLiteral("loop")));
}

// <Include href> is relative to the including file; an include cycle and a missing file are
// reported at the <Include>.
void TestSimRobotReader::includes()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scenes/main.ros2"));
    writeScene(path, R"SR(<Simulation>
  <Include href="inc/parts.rsi2"/>
  <Include href="nothere.rsi2"/>
  <Scene name="S">
    <Compound ref="part"/>
  </Scene>
</Simulation>
)SR");
    writeScene(dir.filePath(QStringLiteral("scenes/inc/parts.rsi2")), R"SR(<Simulation>
  <Include href="../shared/colors.rsi2"/>
  <Include href="parts.rsi2"/>
  <Compound name="part">
    <BoxAppearance width="1" height="2" depth="3"><Surface ref="grey"/></BoxAppearance>
  </Compound>
</Simulation>
)SR");
    writeScene(dir.filePath(QStringLiteral("scenes/shared/colors.rsi2")), R"SR(<Simulation>
  <Surface name="grey" diffuseColor="rgb(50%, 50%, 50%)"/>
</Simulation>
)SR");
    const auto doc = Document::load(path);
    QCOMPARE(doc->files().size(), size_t(3));
    const QString errors = messages(*doc, Severity::Error).join('\n');
    QVERIFY2(errors.contains(QStringLiteral("main.ros2:3:")), qPrintable(errors));
    QVERIFY2(errors.contains(QStringLiteral("parts.rsi2:3:"))
            && errors.contains(QStringLiteral("itself")),
        qPrintable(errors));
    const Model *part = findModel(doc->scene().world.models, QStringLiteral("part"));
    QVERIFY(part);
    const Visual &v = part->links.at(0).visuals.at(0);
    QVERIFY(colorNear(v.material.diffuse, 0.5f, 0.5f, 0.5f));
    // depth, width, height are x, y, z.
    QVERIFY(near(v.geometry.size.x, 3) && near(v.geometry.size.y, 1) && near(v.geometry.size.z, 2));
    QCOMPARE(QFileInfo(doc->filePath(v.source)).fileName(), QStringLiteral("parts.rsi2"));
}

// Masses combine as ODE combines them in SimRobot: children displaced by their Translation,
// InertiaMatrixMass inertia taken about the element's origin.
void TestSimRobotReader::masses()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("scene.ros2"));
    writeScene(path, R"SR(<Simulation>
  <Scene name="S">
    <Body name="dumbbell">
      <Mass>
        <BoxMass value="1kg" width="0.2" height="0.2" depth="0.2"><Translation x="1"/></BoxMass>
        <SphereMass value="1000g" radius="100mm"><Translation x="-1"/></SphereMass>
      </Mass>
    </Body>
    <Body name="matrix">
      <InertiaMatrixMass value="2kg" x="0.1" ixx="0.5" iyy="0.6" izz="0.7"/>
    </Body>
  </Scene>
</Simulation>
)SR");
    const auto doc = Document::load(path);
    QVERIFY(messages(*doc, Severity::Error).isEmpty());
    const Inertial &d = doc->scene().world.models.at(0).links.at(0).inertial;
    QVERIFY(d.present);
    QVERIFY(near(d.mass, 2));
    QVERIFY(near(d.pose.X_RF.p.x, 0, 1e-12));
    const double box = 1.0 / 12 * (0.04 + 0.04), sphere = 0.4 * 0.01;
    QVERIFY(near(d.ixx, box + sphere, 1e-12));
    QVERIFY(near(d.iyy, box + 1 + sphere + 1, 1e-12));
    QVERIFY(near(d.izz, box + 1 + sphere + 1, 1e-12));
    QVERIFY(near(d.ixy, 0, 1e-12));
    const Inertial &m = doc->scene().world.models.at(1).links.at(0).inertial;
    QVERIFY(near(m.mass, 2));
    QVERIFY(near(m.pose.X_RF.p.x, 0.1));
    QVERIFY(near(m.ixx, 0.5, 1e-12));
    QVERIFY(near(m.iyy, 0.6 - 2 * 0.01, 1e-12));
    QVERIFY(near(m.izz, 0.7 - 2 * 0.01, 1e-12));
}

// The corpus's SimpleVehicle: compounds, a body with four hinges, a depth sensor.
void TestSimRobotReader::simpleVehicle()
{
    const auto doc = Document::load(
        corpusDir() + QStringLiteral("/bhuman__SimRobot/Scenes/SimpleVehicle.ros2"));
    QVERIFY2(messages(*doc, Severity::Error).isEmpty(),
        qPrintable(messages(*doc, Severity::Error).join('\n')));
    const World &w = doc->scene().world;
    QCOMPARE(w.name, QStringLiteral("SimpleVehicle"));
    QVERIFY(w.scene.present && std::abs(w.scene.background.r - 0.8f) < 1e-6f);
    QCOMPARE(w.lights.size(), size_t(1));
    QVERIFY(near(doc->frames().worldPose(w.lights[0].frame).p.z, 8));
    QCOMPARE(w.models.size(), size_t(7));
    const Model *ground = findModel(w.models, QStringLiteral("Ground"));
    QVERIFY(ground && ground->isStatic);
    const Model *car = findModel(w.models, QStringLiteral("car"));
    QVERIFY(car && !car->isStatic);
    QCOMPARE(car->links.size(), size_t(5));
    QCOMPARE(car->joints.size(), size_t(4));
    for (const Joint &j : car->joints) {
        QCOMPARE(j.type, Joint::Type::Continuous); // no <Deflection>
        QVERIFY(near(j.axis.xyz.x, 1) && near(j.axis.xyz.y, 0));
        QVERIFY(near(j.axis.velocity, 3) && near(j.axis.effort, 10));
    }
    const Link *wheel = findLink(*car, QStringLiteral("Wheel1"));
    QVERIFY(wheel);
    const Pose &X_WW = doc->frames().worldPose(wheel->frame);
    QVERIFY(
        near(X_WW.p.x, 0.17, 1e-12) && near(X_WW.p.y, 0.13, 1e-12) && near(X_WW.p.z, 0.19, 1e-12));
    const Link &body = car->links[0];
    QCOMPARE(body.visuals.at(0).geometry.type, Geometry::Type::Box);
    QVERIFY(
        near(body.visuals[0].geometry.size.x, 0.2) && near(body.visuals[0].geometry.size.y, 0.4));
    QVERIFY(near(body.inertial.mass, 2));
    QVERIFY(near(body.inertial.ixx, 2.0 / 12 * (0.16 + 0.01), 1e-12));
    QCOMPARE(body.sensors.size(), size_t(1));
    const Sensor &laser = body.sensors[0];
    QVERIFY(laser.hasCamera);
    QVERIFY(near(laser.horizontalFov, 120 * M_PI / 180, 1e-12));
    QVERIFY(near(laser.farClip, 3) && near(laser.nearClip, 0.03));
    // A hinge moves its body: turning backLeft by 90° about x keeps the wheel centre, turns it.
    JointPositions q;
    q.insert(QStringLiteral("car::backLeft"), M_PI / 2);
    const std::vector<Pose> X = doc->frames().worldPoses(q);
    QVERIFY(near(X[size_t(wheel->frame)].p.x, 0.17, 1e-9)
        && near(X[size_t(wheel->frame)].p.z, 0.19, 1e-9));
    QVERIFY(near(X[size_t(wheel->frame)].q.toRpy().x, M_PI / 2, 1e-9));
}

// Every SimRobot scene of the corpus loads without errors and shows something.
void TestSimRobotReader::corpusScenes()
{
    const QStringList scenes = simRobotScenes();
    QVERIFY2(scenes.size() >= 13, qPrintable(QString::number(scenes.size())));
    for (const QString &path : scenes) {
        const auto doc = Document::load(path, corpusResolver());
        const QStringList errors = messages(*doc, Severity::Error);
        QVERIFY2(errors.isEmpty(), qPrintable(path + QLatin1Char('\n') + errors.join('\n')));
        int visuals = 0;
        std::function<void(const Model &)> count = [&](const Model &m) {
            for (const Link &l : m.links)
                visuals += int(l.visuals.size());
            for (const Model &n : m.models)
                count(n);
        };
        for (const Model &m : doc->scene().world.models)
            count(m);
        QVERIFY2(visuals > 0, qPrintable(path));
    }
}

// B-Human's game scene: 14 NAOs from one definition, each in its team colour, the field with
// its textures, the ball.
void TestSimRobotReader::gameScene()
{
    const auto doc = Document::load(
        corpusDir() + QStringLiteral("/bhuman__BHumanCodeRelease/Config/Scenes/Game.ros2"),
        corpusResolver());
    QVERIFY(messages(*doc, Severity::Error).isEmpty());
    const World &w = doc->scene().world;
    const Model *robots = findModel(w.models, QStringLiteral("robots"));
    QVERIFY(robots);
    QCOMPARE(robots->models.size(), size_t(14));
    const Model &robot1 = robots->models[0];
    QCOMPARE(robot1.name, QStringLiteral("robot1"));
    QCOMPARE(robot1.joints.size(), size_t(24));
    for (const Model &r : robots->models) {
        QCOMPARE(r.joints.size(), robot1.joints.size());
        QCOMPARE(r.links.size(), robot1.links.size());
    }
    // robot1 stands at (4, -3, 0.32) facing -y (the reference's Translation replaces the
    // definition's z="400mm").
    const Pose &X_W1 = doc->frames().worldPose(robot1.frame);
    QVERIFY(near(X_W1.p.x, 4, 1e-12) && near(X_W1.p.y, -3, 1e-12) && near(X_W1.p.z, 0.32, 1e-12));
    QVERIFY(near(X_W1.q.toRpy().z, -M_PI / 2, 1e-9));
    // The jersey follows each robot's TeamColor; the mesh is shared by all robots.
    const auto jersey = [](const Model &r) -> const Visual * {
        for (const Visual &v : r.links[0].visuals) {
            if (v.name.contains(QStringLiteral("jersey")))
                return &v;
        }
        return nullptr;
    };
    const Visual *purple = jersey(robots->models[0]);
    const Visual *black = jersey(robots->models[1]);
    const Visual *red = jersey(robots->models[8]);
    QVERIFY(purple && black && red);
    QVERIFY(purple->material.diffuse && black->material.diffuse && red->material.diffuse);
    QVERIFY(!(*purple->material.diffuse == *black->material.diffuse));
    QVERIFY(!(*red->material.diffuse == *black->material.diffuse));
    QVERIFY(purple->geometry.inlineMesh && purple->geometry.inlineMesh == red->geometry.inlineMesh);
    QVERIFY(purple->geometry.inlineMesh->triangleCount() > 100);
    // The field's textures resolve next to the scene files.
    const Model *field = findModel(w.models, QStringLiteral("field"));
    QVERIFY(field);
    int textured = 0;
    std::function<void(const Model &)> scan = [&](const Model &m) {
        for (const Link &l : m.links) {
            for (const Visual &v : l.visuals)
                textured += v.material.textureResolved.isEmpty() ? 0 : 1;
        }
        for (const Model &n : m.models)
            scan(n);
    };
    scan(*field);
    QVERIFY(textured > 0);
    QVERIFY(findModel(w.models, QStringLiteral("balls")));
}

// `<Deflection init>` (deflectionClass): the NAO's shoulder pitches start at 90°, so its arms
// hang down (the elbow below the shoulder) instead of pointing forward as written; an
// explicit position of 0 gives the arms as written.
void TestSimRobotReader::initialDeflection()
{
    const auto doc = Document::load(
        corpusDir() + QStringLiteral("/bhuman__BHumanCodeRelease/Config/Scenes/Game.ros2"),
        corpusResolver());
    QVERIFY(messages(*doc, Severity::Error).isEmpty());
    const Model *robots = findModel(doc->scene().world.models, QStringLiteral("robots"));
    QVERIFY(robots);
    const Model &robot1 = robots->models[0];
    const Joint *pitch = findJoint(robot1, QStringLiteral("LShoulderPitch"));
    QVERIFY(pitch);
    QVERIFY(near(pitch->axis.initialPosition, M_PI / 2, 1e-12));
    QVERIFY(near(pitch->axis.upper, 119.5 * M_PI / 180, 1e-12));
    QCOMPARE(findJoint(robot1, QStringLiteral("LElbowYaw"))->axis.initialPosition, 0.0);
    const FrameGraph &frames = doc->frames();
    QVERIFY(frames.hasInitialPositions());
    const Link *torso = findLink(robot1, pitch->parent);
    const Link *shoulder = findLink(robot1, QStringLiteral("LShoulder"));
    const Link *elbow = findLink(robot1, QStringLiteral("LElbow"));
    QVERIFY(torso && shoulder && elbow);
    // The elbow relative to the shoulder, in the torso frame (which no joint moves).
    const auto elbowOffset = [&](const std::vector<Pose> &X) {
        const Pose X_TW = X[size_t(torso->frame)].inverse();
        return (X_TW * X[size_t(elbow->frame)]).p - (X_TW * X[size_t(shoulder->frame)]).p;
    };
    const Vec3 start = elbowOffset(frames.worldPoses({}));
    QVERIFY2(near(start.x, 0, 1e-9) && near(start.y, 0.015, 1e-9) && near(start.z, -0.105, 1e-9),
        qPrintable(QStringLiteral("%1 %2 %3").arg(start.x).arg(start.y).arg(start.z)));
    JointPositions q;
    q.insert(frames.node(pitch->frame).scopedName, 0);
    const Vec3 written = elbowOffset(frames.worldPoses(q));
    QVERIFY(near(written.x, 0.105, 1e-9) && near(written.y, 0.015, 1e-9) && near(written.z, 0));
    // The zero configuration (worldPose) is the file as written.
    std::vector<Pose> X0;
    for (FrameId id = 0; id < frames.size(); ++id)
        X0.push_back(frames.worldPose(id));
    const Vec3 zero = elbowOffset(X0);
    QVERIFY(near(zero.x, 0.105, 1e-9) && near(zero.z, 0, 1e-9));
    // An init outside min … max is reported.
    QTemporaryDir dir;
    writeScene(dir.filePath(QStringLiteral("s.ros2")),
        "<Simulation><Scene name=\"s\"><Body name=\"b\"><BoxGeometry width=\"1\" height=\"1\" "
        "depth=\"1\"/><BoxMass value=\"1\" width=\"1\" height=\"1\" depth=\"1\"/>"
        "<Hinge name=\"h\"><Axis z=\"1\"><Deflection min=\"-10degree\" max=\"10degree\" "
        "init=\"20degree\"/></Axis><Body name=\"c\"><BoxMass value=\"1\" width=\"1\" "
        "height=\"1\" depth=\"1\"/></Body></Hinge></Body></Scene></Simulation>");
    const auto bad = Document::load(dir.filePath(QStringLiteral("s.ros2")));
    QVERIFY2(messages(*bad, Severity::Warning).join('\n').contains(QStringLiteral("init")),
        qPrintable(diagnosticsText(*bad)));
    QVERIFY(
        near(findJoint(bad->scene().world.models.at(0), QStringLiteral("h"))->axis.initialPosition,
            20 * M_PI / 180, 1e-12));
}

// The current SimRobot release's `.ros3` scene with an `.rsi3` include reads like `.ros2`
// (the root element decides); a geometry's Material with Friction, dropped by that release, is
// still read and kept with its link.
void TestSimRobotReader::ros3Scene()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("Arm.ros3"));
    writeScene(path, R"SR(<Simulation>
  <Include href="Includes/Arm.rsi3"/>
  <Scene name="Arm3" color="#ccc">
    <DirLight x="0" y="0" z="1"/>
    <Body ref="arm" name="arm1">
      <Translation z="200mm"/>
    </Body>
  </Scene>
</Simulation>
)SR");
    writeScene(dir.filePath(QStringLiteral("Includes/Arm.rsi3")), R"SR(<Simulation>
  <Body name="arm">
    <BoxMass value="1kg" width="0.1" height="0.1" depth="0.1"/>
    <BoxGeometry width="0.1" height="0.1" depth="0.1">
      <Material><Friction material="floor" value="0.5"/></Material>
    </BoxGeometry>
    <BoxAppearance width="0.1" height="0.1" depth="0.1"><Surface diffuseColor="#f80"/></BoxAppearance>
    <Hinge name="elbow">
      <Axis y="1"><Deflection min="-90degree" max="90degree" init="45degree"/></Axis>
      <Body name="forearm">
        <Translation x="100mm"/>
        <SphereMass value="200g" radius="20mm"/>
        <SphereAppearance radius="20mm"><Surface diffuseColor="#08f"/></SphereAppearance>
      </Body>
    </Hinge>
  </Body>
</Simulation>
)SR");
    const auto doc = Document::load(path);
    QVERIFY2(!doc->diagnostics().hasErrors(), qPrintable(diagnosticsText(*doc)));
    QCOMPARE(doc->scene().format, SourceFormat::SimRobot);
    QCOMPARE(doc->files().size(), size_t(2));
    QCOMPARE(doc->scene().world.name, QStringLiteral("Arm3"));
    const Model *arm = findModel(doc->scene().world.models, QStringLiteral("arm1"));
    QVERIFY(arm);
    QCOMPARE(arm->links.size(), size_t(2));
    const Joint *elbow = findJoint(*arm, QStringLiteral("elbow"));
    QVERIFY(elbow && elbow->type == Joint::Type::Revolute);
    QVERIFY(near(elbow->axis.initialPosition, M_PI / 4, 1e-12));
    QVERIFY(near(doc->frames().worldPose(arm->frame).p.z, 0.2, 1e-12));
    QVERIFY(colorNear(arm->links[0].visuals.at(0).geometry.type == Geometry::Type::Box
            ? arm->links[0].visuals[0].material.diffuse
            : std::nullopt,
        1, 0x88 / 255.f, 0));
    QCOMPARE(arm->links[0].collisions.size(), size_t(1));
    QCOMPARE(arm->links[0].extensions.size(), size_t(1));
    QCOMPARE(arm->links[0].extensions[0].tag, QStringLiteral("Material"));
    QCOMPARE(QFileInfo(doc->filePath(arm->links[0].extensions[0].source)).fileName(),
        QStringLiteral("Arm.rsi3"));
}

QTEST_GUILESS_MAIN(TestSimRobotReader)
#include "tst_simrobotreader.moc"
