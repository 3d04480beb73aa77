// Edits of values that xacro computes (model/edit/xacrosolve.cpp, issue 31 "Edits that land
// where the number lives"), on tests/data/xacro/solve: each edit of a joint origin changes the
// one number that carries it, keeps the expression, and moves nothing else.
//
// GIVEN a copy of solve.urdf.xacro and its kinematics.yaml
// WHEN  a link's joint origin is set through EditSession::setPose
// THEN  the source changes exactly where the issue says (a literal term, a property's
//       definition, a YAML scalar with its comment kept, a degree count, a term appended to
//       pi/2), the expanded robot has the new origin, every other origin is as it was, and undo
//       restores every byte; a number two expansions read asks the shared-edit question.

#include "edit/editsession.h"
#include "edit/entitylookup.h"
#include "testutil.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace robostage;
using namespace robostage::edit;

namespace {

/// The origin of link `name`'s joint (`NAME_joint`, relative to the parent link): x y z in
/// metres, roll pitch yaw in radians.
std::array<double, 6> originOf(const EditSession &s, const QString &name)
{
    QString error;
    const FrameId id
        = findEntity(s.document(), QStringLiteral("joint:%1_joint").arg(name), {}, &error);
    if (id == kNoFrame)
        return {-999, -999, -999, -999, -999, -999};
    const Pose X_PJ = s.document().frames().node(id).X_RF;
    const Vec3 rpy = X_PJ.q.toRpy();
    return {X_PJ.p.x, X_PJ.p.y, X_PJ.p.z, rpy.x, rpy.y, rpy.z};
}

bool near(const std::array<double, 6> &a, const std::array<double, 6> &b)
{
    for (size_t i = 0; i < a.size(); ++i) {
        if (std::abs(a[i] - b[i]) > 1e-9)
            return false;
    }
    return true;
}

QString text(const std::array<double, 6> &v)
{
    QStringList parts;
    for (double x : v)
        parts << QString::number(x, 'g', 12);
    return parts.join(QLatin1Char(' '));
}

const QStringList kLinks {QStringLiteral("arm"), QStringLiteral("camera"), QStringLiteral("wrist"),
    QStringLiteral("tool"), QStringLiteral("1_finger"), QStringLiteral("-1_finger")};

} // namespace

class TestXacroSolve : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void landsWhereTheNumberLives_data();
    void landsWhereTheNumberLives();
    void sharedLiteralAsks();
    void nonlinearIsRefusedAsComputed();
    void sdfPoseTextWithExpressions();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_robot;
    QString m_yaml;
};

void TestXacroSolve::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(test::copyTree(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/xacro/solve"), m_dir->path()));
    m_robot = m_dir->filePath(QStringLiteral("solve.urdf.xacro"));
    m_yaml = m_dir->filePath(QStringLiteral("kinematics.yaml"));
}

void TestXacroSolve::landsWhereTheNumberLives_data()
{
    // link: whose joint origin is edited; index, value: the component set (x y z r p y);
    // file: "xacro" or "yaml"; before, after: the bytes that must change, and only they (an
    // `after` without its closing brace: the new bytes start so, the number is checked below).
    QTest::addColumn<QString>("link");
    QTest::addColumn<int>("index");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QByteArray>("after");
    QTest::newRow("literal term") << "arm" << 0 << 0.4 << "xacro"
                                  << QByteArray("${0.1575*reflect + 0.5}")
                                  << QByteArray("${0.1*reflect + 0.5}");
    QTest::newRow("pi/2 gets a term")
        << "arm" << 5 << 1.6 << "xacro" << QByteArray("${pi/2}") << QByteArray("${pi/2 + 0.0292");
    QTest::newRow("property defined by an expression")
        << "camera" << 1 << 0.05 << "xacro" << QByteArray("${0.02 + 0.01}")
        << QByteArray("${0.04 + 0.01}");
    QTest::newRow("YAML scalar") << "wrist" << 0 << 0.3 << "yaml"
                                 << QByteArray("  x: 0.25   # along the arm")
                                 << QByteArray("  x: 0.3   # along the arm");
    QTest::newRow("degrees in radians()")
        << "wrist" << 4 << 40 * M_PI / 180 << "xacro" << QByteArray("${radians(30)}")
        << QByteArray("${radians(40)}");
    QTest::newRow("second YAML scalar of the same value")
        << "tool" << 0 << 0.2 << "yaml" << QByteArray("tool:\n  x: 0.25")
        << QByteArray("tool:\n  x: 0.2");
}

void TestXacroSolve::landsWhereTheNumberLives()
{
    QFETCH(QString, link);
    QFETCH(int, index);
    QFETCH(double, value);
    QFETCH(QString, file);
    QFETCH(QByteArray, before);
    QFETCH(QByteArray, after);
    const QString path = file == QLatin1String("yaml") ? m_yaml : m_robot;
    EditSession s(m_robot);
    for (const Diagnostic &d : s.document().diagnostics().items())
        QVERIFY2(d.severity != Severity::Error, qPrintable(d.toString()));
    std::map<QString, std::array<double, 6>> origins;
    for (const QString &l : kLinks)
        origins[l] = originOf(s, l);
    const QByteArray robot = s.bytes(m_robot);
    const QByteArray yaml = s.bytes(m_yaml);
    QVERIFY(!yaml.isEmpty()); // the YAML file is a file of the session, to be written
    std::array<double, 6> wanted = origins[link];
    wanted[size_t(index)] = value;
    // WHEN the origin is set
    const EditResult r = s.setPose(link, wanted);
    QVERIFY2(r.ok, qPrintable(r.error));
    // AND a note says where the number went (a YAML scalar: the file and line)
    const QString notes = r.notes.join(QLatin1Char('\n'));
    QVERIFY2(notes.contains(QLatin1String("becomes")), qPrintable(notes));
    if (path == m_yaml)
        QVERIFY2(notes.contains(QLatin1String("kinematics.yaml:")), qPrintable(notes));
    // THEN only the expected bytes changed
    const QByteArray old = path == m_yaml ? yaml : robot;
    QCOMPARE(old.count(before), 1);
    const QByteArray now = s.bytes(path);
    const int at = int(old.indexOf(before));
    QCOMPARE(now.left(at), old.left(at));
    if (after.endsWith('}') || path == m_yaml) {
        QByteArray expected = old;
        QCOMPARE(now, expected.replace(before, after));
    } else { // a term whose digits are checked through the expanded value
        QVERIFY2(now.mid(at).startsWith(after), now.constData());
        const int tail = int(old.size()) - at - int(before.size());
        QCOMPARE(now.right(tail), old.right(tail));
    }
    QCOMPARE(s.bytes(path == m_yaml ? m_robot : m_yaml), path == m_yaml ? robot : yaml);
    // AND the robot expanded again has the new origin and every other origin as before
    for (const QString &l : kLinks) {
        const std::array<double, 6> want = l == link ? wanted : origins[l];
        QVERIFY2(near(originOf(s, l), want),
            qPrintable(l + QStringLiteral(": ") + text(originOf(s, l)) + QStringLiteral(" != ")
                + text(want)));
    }
    // AND undo restores every byte
    s.undoStack()->undo();
    QCOMPARE(s.bytes(m_robot), robot);
    QCOMPARE(s.bytes(m_yaml), yaml);
}

void TestXacroSolve::sharedLiteralAsks()
{
    // GIVEN the finger macro, expanded twice, whose origin is ${0.01 * side}
    EditSession s(m_robot);
    const QByteArray robot = s.bytes(m_robot);
    std::array<double, 6> wanted = originOf(s, QStringLiteral("1_finger"));
    wanted[1] = 0.02;
    // WHEN one finger is moved THEN the edit asks: the definition, or this instance alone
    EditResult r = s.setPose(QStringLiteral("1_finger"), wanted);
    QVERIFY(!r.ok);
    QVERIFY(r.needsSharedChoice());
    QVERIFY(r.shared.instancePossible);
    QVERIFY2(r.error.contains(QLatin1String("--shared definition")), qPrintable(r.error));
    QCOMPARE(s.bytes(m_robot), robot);
    // AND with this instance chosen only this finger moves: the term is a new parameter of the
    // finger macro, 0 by default, that this call passes
    r = s.setPose(QStringLiteral("1_finger"), wanted, SharedEdit::Instance);
    QVERIFY2(r.ok, qPrintable(r.error));
    QByteArray instance = robot;
    instance.replace("params=\"side\"", "params=\"side origin_xyz_offset:=0\"")
        .replace(
            "<xacro:finger side=\"1\"/>", "<xacro:finger side=\"1\" origin_xyz_offset=\"0.01\"/>")
        .replace("${0.01 * side}", "${0.01 * side + origin_xyz_offset}");
    QCOMPARE(s.bytes(m_robot), instance);
    QCOMPARE(originOf(s, QStringLiteral("1_finger"))[1], 0.02);
    QCOMPARE(originOf(s, QStringLiteral("-1_finger"))[1], -0.01);
    s.undoStack()->undo();
    QCOMPARE(s.bytes(m_robot), robot);
    // AND with the definition chosen both fingers move (the literal 0.01 becomes 0.02)
    r = s.setPose(QStringLiteral("1_finger"), wanted, SharedEdit::Definition);
    QVERIFY2(r.ok, qPrintable(r.error));
    QByteArray expected = robot;
    expected.replace("${0.01 * side}", "${0.02 * side}");
    QCOMPARE(s.bytes(m_robot), expected);
    QCOMPARE(originOf(s, QStringLiteral("-1_finger"))[1], -0.02);
}

void TestXacroSolve::nonlinearIsRefusedAsComputed()
{
    // GIVEN the sensor at "${sqrt(area)} 0 0": no number carries a change linearly
    EditSession s(m_robot);
    const QByteArray robot = s.bytes(m_robot);
    std::array<double, 6> wanted = originOf(s, QStringLiteral("sensor"));
    QCOMPARE(wanted[0], 0.2);
    wanted[0] = 0.3;
    // WHEN it is moved THEN it is refused as computed, with the expression for a new one
    const EditResult r = s.setPose(QStringLiteral("sensor"), wanted);
    QVERIFY(!r.ok);
    QVERIFY(r.computed.asked);
    QCOMPARE(r.computed.written, QStringLiteral("${sqrt(area)} 0 0"));
    QCOMPARE(r.computed.value, QStringLiteral("0.3 0 0"));
    QCOMPARE(s.bytes(m_robot), robot);
}

void TestXacroSolve::sdfPoseTextWithExpressions()
{
    // GIVEN shelves.world.xacro: each shelf's <pose> is "${index * spacing} 0 ${height / 2} 0 0 0"
    QVERIFY(test::copyTree(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/xacro/sdf"), m_dir->path()));
    const QString world = m_dir->filePath(QStringLiteral("shelves.world.xacro"));
    EditSession s(world);
    const QByteArray before = s.bytes(world);
    const auto x = [&](const QString &model) {
        QString error;
        const FrameId id = findEntity(s.document(), model, {}, &error);
        return id == kNoFrame ? -999 : s.document().frames().worldPose(id).p.x;
    };
    QCOMPARE(x(QStringLiteral("shelf_1")), 1.5);
    // WHEN shelf_1 is moved to x = 2 THEN the spacing carries it (shelf_0 at index 0 keeps x = 0)
    EditResult r = s.setPose(QStringLiteral("shelf_1"), {2, 0, 0.4, 0, 0, 0});
    QVERIFY2(r.ok, qPrintable(r.error));
    QByteArray expected = before;
    expected.replace("name=\"spacing\" value=\"1.5\"", "name=\"spacing\" value=\"2\"");
    QCOMPARE(s.bytes(world), expected);
    QCOMPARE(x(QStringLiteral("shelf_1")), 2.0);
    QCOMPARE(x(QStringLiteral("shelf_0")), 0.0);
    s.undoStack()->undo();
    // AND raising shelf_1 alone (height is read by both shelves and the boards' size) makes a
    // new parameter of the shelf macro that shelf_1's call passes
    r = s.setPose(QStringLiteral("shelf_1"), {1.5, 0, 0.5, 0, 0, 0}, SharedEdit::Instance);
    QVERIFY2(r.ok, qPrintable(r.error));
    expected = before;
    expected.replace("params=\"index\"", "params=\"index pose_offset:=0\"")
        .replace("<xacro:shelf index=\"1\"/>", "<xacro:shelf index=\"1\" pose_offset=\"0.1\"/>")
        .replace("${height / 2} 0 0 0", "${height / 2 + pose_offset} 0 0 0");
    QCOMPARE(s.bytes(world), expected);
    QVERIFY(qAbs(s.document()
                     .frames()
                     .worldPose(findEntity(s.document(), QStringLiteral("shelf_1"), {}, nullptr))
                     .p.z
                - 0.5)
        < 1e-12);
    QVERIFY(qAbs(s.document()
                     .frames()
                     .worldPose(findEntity(s.document(), QStringLiteral("shelf_0"), {}, nullptr))
                     .p.z
                - 0.4)
        < 1e-12);
}

QTEST_GUILESS_MAIN(TestXacroSolve)
#include "tst_xacrosolve.moc"
