// SimRobot scene edits (issue 5) on copies of corpus scenes:
// GIVEN SimpleVehicle.ros2 or B-Human's Game.ros2 (with its Includes/*.rsi2) in a temporary folder
// WHEN a body, sensor, visual or light is moved, a Hinge's axis turned or a Surface recoloured
// THEN only the Translation/Rotation/Axis/Surface attributes change, in the unit or colour syntax
//      they were written in (320mm stays mm), a missing element is inserted with the file's
//      indentation, the reloaded scene shows the new value, and undo gives back the bytes;
// AND a value written in a shared definition (ref=, Include) is refused with the question
//      (EditResult::SharedQuestion) unless SharedEdit::Instance or ::Definition says where.

#include "corpus.h"
#include "edit/commands.h"
#include "edit/editsession.h"
#include "testutil.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace robostage;
using namespace robostage::edit;
using namespace robostage::test;

namespace {

const QString simRobotScenes = corpusDir() + QStringLiteral("/bhuman__SimRobot/Scenes");
const QString bhumanScenes
    = corpusDir() + QStringLiteral("/bhuman__BHumanCodeRelease/Config/Scenes");

Pose worldPose(const EditSession &s, FrameKind kind, const QString &name)
{
    const FrameId id = findFrame(s.document(), kind, name);
    return id == kNoFrame ? Pose {} : s.document().frames().worldPose(id);
}

const Visual *findVisual(const Document &doc, const QString &scopedName)
{
    const FrameId id = findFrame(doc, FrameKind::Visual, scopedName);
    std::function<const Visual *(const Model &)> search = [&](const Model &m) -> const Visual * {
        for (const Link &l : m.links) {
            for (const Visual &v : l.visuals) {
                if (v.frame == id)
                    return &v;
            }
        }
        for (const Model &n : m.models) {
            if (const Visual *v = search(n))
                return v;
        }
        return nullptr;
    };
    for (const Model &m : doc.scene().world.models) {
        if (const Visual *v = search(m))
            return v;
    }
    return nullptr;
}

/// The lines of `after` (trimmed) that differ from those of `before` at the same index, for
/// edits that change lines in place (changedLines() is quadratic, too slow for a 120k-line file).
QStringList linesChangedInPlace(const QByteArray &before, const QByteArray &after)
{
    const QList<QByteArray> a = before.split('\n'), b = after.split('\n');
    if (a.size() != b.size())
        return {QStringLiteral("(line count changed)")};
    QStringList out;
    for (int i = 0; i < a.size(); ++i) {
        if (a[i] != b[i])
            out << QString::fromUtf8(b[i]).trimmed();
    }
    return out;
}

bool colorNear(const std::optional<Color> &c, float r, float g, float b)
{
    return c && std::abs(c->r - r) < 1e-3 && std::abs(c->g - g) < 1e-3 && std::abs(c->b - b) < 1e-3;
}

} // namespace

class TestSimRobotEdits : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void moveRobotKeepsUnits();
    void moveSensorRotationOnly();
    void insertTranslation();
    void moveLight();
    void axis();
    void sharedSurface_data();
    void sharedSurface();
    void naoSurfaceDefinition();
    void otherEditsRefused();

private:
    QTemporaryDir m_dir;
    QString m_vehicle, m_game;
};

void TestSimRobotEdits::initTestCase()
{
    if (!QFileInfo::exists(simRobotScenes) || !QFileInfo::exists(bhumanScenes))
        QSKIP("the SimRobot corpus is missing");
    QVERIFY(m_dir.isValid());
    QVERIFY(test::copyTree(simRobotScenes, m_dir.filePath(QStringLiteral("SimRobot"))));
    QVERIFY(test::copyTree(bhumanScenes, m_dir.filePath(QStringLiteral("BHuman"))));
    m_vehicle = m_dir.filePath(QStringLiteral("SimRobot/SimpleVehicle.ros2"));
    m_game = m_dir.filePath(QStringLiteral("BHuman/Game.ros2"));
}

void TestSimRobotEdits::moveRobotKeepsUnits()
{
    // GIVEN Game.ros2, whose robot1 is written in Includes/7vs7.rsi2 as
    // <Translation x="4" y="-3" z="320mm"/> <Rotation z="-90degree"/>
    EditSession s(m_game);
    const QString rsi = m_dir.filePath(QStringLiteral("BHuman/Includes/7vs7.rsi2"));
    const QByteArray original = s.bytes(rsi), game = s.bytes(s.path());
    QVERIFY(!original.isEmpty());
    // WHEN robot1 is moved to z 0.35 m and turned to yaw −45° (in its parent, the robots
    // compound at the origin)
    const EditResult r
        = s.setPose(QStringLiteral("model:robots::robot1"), {4, -3, 0.35, 0, 0, -M_PI / 4});
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN only the changed attributes change, in the units they had, and nothing else
    QCOMPARE(changedLines(original, s.bytes(rsi)),
        (QStringList {
            "<Translation x=\"4\" y=\"-3\" z=\"350mm\"/>", "<Rotation z=\"-45degree\"/>"}));
    QCOMPARE(s.bytes(s.path()), game);
    QCOMPARE(s.modifiedFiles(), QStringList {rsi});
    // AND the reloaded scene has robot1 there (its own link too), robot2 unmoved
    const Pose expected = Pose::fromXyzRpy(4, -3, 0.35, 0, 0, -M_PI / 4);
    QVERIFY(poseNear(worldPose(s, FrameKind::Model, "robots::robot1"), expected, 1e-9));
    QVERIFY(poseNear(worldPose(s, FrameKind::Link, "robots::robot1::robot1"), expected, 1e-9));
    QVERIFY(poseNear(worldPose(s, FrameKind::Model, "robots::robot2"),
        Pose::fromXyzRpy(3, -3, 0.32, 0, 0, -M_PI / 2), 1e-9));
    // AND undo restores the bytes
    s.undoStack()->undo();
    QCOMPARE(s.bytes(rsi), original);
    QVERIFY(!s.isModified());
}

void TestSimRobotEdits::moveSensorRotationOnly()
{
    // GIVEN the car's LaserRangeFinder: <Translation z="0.1"/> <Rotation z="-90degree"/>
    EditSession s(m_vehicle);
    const QByteArray original = s.bytes(s.path());
    // WHEN it is turned to yaw −45° at the same place
    const QString name = QStringLiteral("car::car::LaserRangeFinder");
    EditResult r;
    auto command = SetPose::create(
        s, findFrame(s.document(), FrameKind::Sensor, name), {0, 0, 0.1, 0, 0, -M_PI / 4}, r);
    QVERIFY2(command, qPrintable(r.error));
    s.push(std::move(command), r);
    // THEN only the Rotation changes (in degrees)
    QCOMPARE(
        changedLines(original, s.bytes(s.path())), QStringList {"<Rotation z=\"-45degree\"/>"});
    QVERIFY(poseNear(
        worldPose(s, FrameKind::Sensor, name), Pose::fromXyzRpy(0, 0, 0.3, 0, 0, -M_PI / 4), 1e-9));
    // AND the link's own name as model: moving the link moves the body's Translation
    const EditResult link = s.setPose(QStringLiteral("link:car::car"), {0.5, 0, 0, 0, 0, 0});
    QVERIFY2(link.ok, qPrintable(link.error));
    QVERIFY(changedLines(original, s.bytes(s.path()))
                .contains(QStringLiteral("<Translation z=\"0.2\" x=\"0.5\"/>")));
    QVERIFY(poseNear(worldPose(s, FrameKind::Model, "car"), Pose {{0.5, 0, 0.2}, {}}, 1e-9));
    s.undoStack()->undo();
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), original);
}

void TestSimRobotEdits::insertTranslation()
{
    // GIVEN Side1's BoxAppearance, which has no Translation
    EditSession s(m_vehicle);
    const QByteArray original = s.bytes(s.path());
    // WHEN it is moved up 5 cm relative to its compound
    const QString name = QStringLiteral("Side1::Side1::BoxAppearance");
    const EditResult r = s.setPose(name, {0, 0, 0.05, 0, 0, 0});
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN a <Translation z="0.05"/> is its first child, indented like its <Surface>
    QCOMPARE(changedLines(original, s.bytes(s.path())), QStringList {"<Translation z=\"0.05\"/>"});
    QVERIFY(s.bytes(s.path()).contains("<BoxAppearance width=\"0.1\" depth=\"10\" height=\"0.2\">\n"
                                       "        <Translation z=\"0.05\"/>\n"
                                       "        <Surface ref=\"green\"/>"));
    QVERIFY(poseNear(worldPose(s, FrameKind::Visual, name), Pose {{0, 4.9, 0.15}, {}}, 1e-9));
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), original);
}

void TestSimRobotEdits::moveLight()
{
    // GIVEN <PointLight z="8m" …>
    EditSession s(m_vehicle);
    const QByteArray original = s.bytes(s.path());
    const EditResult r = s.setPose(QStringLiteral("light:PointLight"), {1, 0, 9, 0, 0, 0});
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN z stays in metres and x, absent before, is added
    const QStringList lines = changedLines(original, s.bytes(s.path()));
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines[0].startsWith("<PointLight z=\"9m\" ambientColor")
            && lines[0].endsWith(" x=\"1m\"/>"),
        qPrintable(lines[0]));
    QVERIFY(poseNear(worldPose(s, FrameKind::Light, "PointLight"), Pose {{1, 0, 9}, {}}, 1e-9));
}

void TestSimRobotEdits::axis()
{
    // GIVEN backLeft's <Axis x="1.0">
    EditSession s(m_vehicle);
    const QByteArray original = s.bytes(s.path());
    const EditResult r = s.setJointAxis(QStringLiteral("car::backLeft"), {0, 1, 0});
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(changedLines(original, s.bytes(s.path())), QStringList {"<Axis x=\"0\" y=\"1\">"});
    Vec3 axis;
    for (const JointMotion &m : s.document().frames().joints()) {
        if (s.document().frames().node(m.joint).scopedName == "car::backLeft")
            axis = m.axis;
    }
    QCOMPARE(axis.y, 1.0);
    QCOMPARE(axis.x, 0.0);
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), original);
}

void TestSimRobotEdits::sharedSurface_data()
{
    QTest::addColumn<int>("choice");
    QTest::addColumn<QString>("changed");
    QTest::addColumn<bool>("side2Changes");
    QTest::newRow("instance") << int(SharedEdit::Instance)
                              << "<Surface ref=\"green\" diffuseColor=\"rgb(100%, 0%, 50%)\"/>"
                              << false;
    QTest::newRow("definition") << int(SharedEdit::Definition)
                                << "<Surface name=\"green\" diffuseColor=\"rgb(100%, 0%, 50%)\"/>"
                                << true;
}

void TestSimRobotEdits::sharedSurface()
{
    QFETCH(int, choice);
    QFETCH(QString, changed);
    QFETCH(bool, side2Changes);
    // GIVEN Side1's appearance with <Surface ref="green"/>, "green" shared by five appearances
    EditSession s(m_vehicle);
    const QByteArray original = s.bytes(s.path());
    const QString side1 = QStringLiteral("Side1::Side1::BoxAppearance");
    // WHEN it is recoloured without a choice THEN it is refused with the question
    const EditResult ask = s.setMaterialColor(side1, {1, 0, 0.5, 1});
    QVERIFY(!ask.ok);
    QVERIFY(ask.needsSharedChoice());
    QCOMPARE(ask.shared.definitionUses, 5); // Side1–4 and the car
    QVERIFY(ask.shared.instancePossible);
    QVERIFY2(ask.shared.definitionWhere.endsWith("SimpleVehicle.ros2:3"),
        qPrintable(ask.shared.definitionWhere));
    QCOMPARE(s.bytes(s.path()), original);
    QCOMPARE(s.undoStack()->count(), 0);
    // WHEN the choice is given THEN the colour is written in the rgb(%) syntax where chosen
    const EditResult r = s.setMaterialColor(side1, {1, 0, 0.5, 1}, SharedEdit(choice));
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(changedLines(original, s.bytes(s.path())), QStringList {changed});
    QVERIFY(colorNear(findVisual(s.document(), side1)->material.diffuse, 1, 0, 0.5));
    const Visual *side2 = findVisual(s.document(), QStringLiteral("Side2::Side2::BoxAppearance"));
    QCOMPARE(colorNear(side2->material.diffuse, 1, 0, 0.5), side2Changes);
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), original);
}

void TestSimRobotEdits::naoSurfaceDefinition()
{
    // GIVEN robot1's torso part: <ComplexAppearance ref="naoTorsoV6_0"/> inside the naoTorsoV6
    // definition that every NAO uses, with <Surface ref="NaoMat_MainSkin"/>
    EditSession s(m_game);
    const QString nao = m_dir.filePath(QStringLiteral("BHuman/Includes/NaoV6H25.rsi2"));
    const QByteArray original = s.bytes(nao);
    const QString part = QStringLiteral("robots::robot1::robot1::naoTorsoV6_0");
    // WHEN it is recoloured without a choice THEN the question says only the definition can
    // change (the part's own element is in a definition every robot shares)
    const EditResult ask = s.setMaterialColor(part, {0, 0, 1, 1});
    QVERIFY(ask.needsSharedChoice());
    QVERIFY(!ask.shared.instancePossible);
    QVERIFY(!ask.shared.instanceRefusal.isEmpty());
    QVERIFY2(
        ask.shared.definitionUses > 14, qPrintable(QString::number(ask.shared.definitionUses)));
    // AND "this instance" is refused
    const EditResult instance = s.setMaterialColor(part, {0, 0, 1, 1}, SharedEdit::Instance);
    QVERIFY(!instance.ok);
    QVERIFY(instance.error.contains("cannot be changed for this instance only"));
    QCOMPARE(s.bytes(nao), original);
    // WHEN the definition is chosen THEN NaoMat_MainSkin changes (diffuse and ambient, rgb(%))
    const EditResult r = s.setMaterialColor(part, {0, 0, 1, 1}, SharedEdit::Definition);
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(linesChangedInPlace(original, s.bytes(nao)),
        QStringList {"<Surface name=\"NaoMat_MainSkin\" diffuseColor=\"rgb(0%, 0%, 100%)\" "
                     "ambientColor=\"rgb(0%, 0%, 100%)\"/>"});
    // AND every robot's part shows it
    QVERIFY(colorNear(findVisual(s.document(), part)->material.diffuse, 0, 0, 1));
    QVERIFY(colorNear(
        findVisual(s.document(), "robots::robot5::robot5::naoTorsoV6_0")->material.diffuse, 0, 0,
        1));
    s.undoStack()->undo();
    QCOMPARE(s.bytes(nao), original);
}

void TestSimRobotEdits::otherEditsRefused()
{
    EditSession s(m_vehicle);
    const EditResult r = s.renameEntity(QStringLiteral("model:car"), QStringLiteral("truck"));
    QVERIFY(!r.ok);
    QVERIFY(r.error.contains("SimRobot"));
    // AND a pose that does not change anything pushes nothing
    const EditResult same = s.setPose(QStringLiteral("model:Side1"), {0, 4.9, 0.1, 0, 0, 0});
    QVERIFY2(same.ok, qPrintable(same.error));
    QCOMPARE(s.undoStack()->count(), 0);
}

QTEST_GUILESS_MAIN(TestSimRobotEdits)
#include "tst_simrobotedits.moc"
