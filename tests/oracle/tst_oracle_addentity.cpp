// Oracle test for AddEntity (model/edit/structurecommands.h, `robostage edit --add-*`): files
// where RoboStage added entities stay valid for libsdformat 12 and urdfdom, and the oracle puts
// the added entities where RoboStage does.
//
// GIVEN every .sdf, .world and .urdf file of the corpus that the oracle accepts
// WHEN the additions of tests/addentitysteps.h are made (a link with a revolute joint, a visual
//      and a collision in the opened file's first model, URDF: below the root link; SDFormat
//      frames, a nested model and a top-level model with a link where the version allows) and
//      the result is saved next to symbolic links to the file's siblings; in SDFormat 1.6 to
//      1.9 files also lights, sensors and an include of a made-up model folder `rs_crate` on
//      GZ_SIM_RESOURCE_PATH (addentitysteps.h lightSensorIncludeSteps())
//      AND a copy of a link is pasted next to it (addentitysteps.h pasteLinkCopy())
// THEN the oracle accepts the edited file too, and every added entity the oracle prints has
//      the world pose RoboStage's frame graph gives it (within 1e-6); every added light, the
//      included model and its link, and the pasted link (at the original's pose) are among
//      them (libsdformat prints no sensor poses). URDF files also get a light and sensors in
//      <gazebo reference> blocks; where libsdformat reads the original URDF, it reads the
//      edited one and puts the light at the link's pose composed with the light's.
//
// Environment: ROBOSTAGE_ORACLE_FILTER=TEXT runs only the files whose corpus path contains TEXT.

#include "addentitysteps.h"
#include "oracleruns.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>

using namespace robostage;
using oracletest::Run;

namespace {

const QString kCorpus = QStringLiteral(ROBOSTAGE_CORPUS_DIR);

/// Where the made-up model `rs_crate` lies: SDFormat 1.6, one link `body` 0.25 m up.
bool writeCrate(const QString &models)
{
    QDir().mkpath(models + QStringLiteral("/rs_crate"));
    QFile config(models + QStringLiteral("/rs_crate/model.config"));
    QFile sdf(models + QStringLiteral("/rs_crate/model.sdf"));
    return config.open(QIODevice::WriteOnly) && sdf.open(QIODevice::WriteOnly)
        && config.write("<?xml version=\"1.0\"?>\n<model>\n  <name>rs_crate</name>\n"
                        "  <sdf version=\"1.6\">model.sdf</sdf>\n</model>\n")
        > 0
        && sdf.write("<?xml version=\"1.0\"?>\n<sdf version=\"1.6\">\n  <model name=\"rs_crate\">\n"
                     "    <link name=\"body\">\n      <pose>0 0 0.25 0 0 0</pose>\n    </link>\n"
                     "  </model>\n</sdf>\n")
        > 0;
}

struct Case
{
    QString edited;
    QString refused; ///< why the additions could not be made (the test then fails)
    std::map<QString, oracle::Pose> ours; ///< "KIND scoped-name" -> world pose
    QStringList printed; ///< "KIND scoped-name" of the added lights, include and its link
    /// URDF: the lights added in <gazebo> blocks ("light scoped-name" -> pose in the robot's
    /// frame), which
    /// libsdformat's URDF converter (sdfBefore, sdfAfter) puts into their links.
    std::map<QString, oracle::Pose> gazebo;
    Run sdfBefore, sdfAfter;
    Run before, after;
};

bool isUrdf(const QString &file)
{
    return file.endsWith(QLatin1String(".urdf"), Qt::CaseInsensitive);
}

/// "KIND scoped-name" (as the oracles print it) of a KIND:scoped-name.
QString key(const QString &spec)
{
    return spec.section(QLatin1Char(':'), 0, 0) + QLatin1Char(' ')
        + spec.section(QLatin1Char(':'), 1);
}

oracle::Pose oraclePose(const Pose &X)
{
    return {X.p.x, X.p.y, X.p.z, X.q.w, X.q.x, X.q.y, X.q.z};
}

/// Compares the oracle output `out` with `ours` ("KIND scoped-name" -> world pose): returns how
/// many of ours it printed, removes them from `unprinted`, and sets `mismatch` (ours and the
/// oracle's pose) at the first one the oracle puts elsewhere.
int comparePoses(const QByteArray &out, const std::map<QString, oracle::Pose> &ours,
    QStringList &unprinted, QString &mismatch)
{
    int compared = 0;
    for (const oracletest::Entity &e : oracletest::parsePoses(out)) {
        const auto it = ours.find(e.key());
        if (it == ours.end())
            continue;
        unprinted.removeAll(e.key());
        if (!oracletest::samePose(it->second, e.pose()) && mismatch.isEmpty())
            mismatch = QStringLiteral("%1: ours %2, oracle %3")
                           .arg(e.key(), oracletest::poseText(it->second),
                               oracletest::poseText(e.pose()));
        ++compared;
    }
    return compared;
}

} // namespace

class TestOracleAddEntity : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void addedEntities_data();
    void addedEntities();
    void cleanupTestCase();

private:
    QTemporaryDir m_dir;
    std::map<QString, Case> m_cases;
    int m_accepted = 0, m_compared = 0, m_lit = 0, m_pasted = 0, m_gazeboChecked = 0;
};

void TestOracleAddEntity::initTestCase()
{
    QVERIFY2(QFileInfo(kCorpus).isDir(), qPrintable(kCorpus + QStringLiteral(" missing")));
    QVERIFY(m_dir.isValid());
    const QString filter = qEnvironmentVariable("ROBOSTAGE_ORACLE_FILTER");
    const QString models = m_dir.filePath(QStringLiteral("models"));
    QVERIFY(writeCrate(models));
    ResourceResolver resolver = test::corpusResolver();
    resolver.setModelPaths(QStringList {models} + test::corpusModelPaths());
    for (const QString &file : test::corpusDescriptionFiles()) {
        const QString oracle = QString::fromUtf8(isUrdf(file) ? ORACLE_URDFDOM : ORACLE_SDFORMAT);
        if (oracle.isEmpty() || (!filter.isEmpty() && !file.contains(filter)))
            continue;
        edit::EditSession s(kCorpus + QLatin1Char('/') + file, resolver);
        if (s.document().files().empty() || s.document().xacroExpansion())
            continue;
        QString why;
        std::vector<test::AddStep> steps = test::addSteps(s.document(), &why);
        if (steps.empty())
            continue;
        QStringList added;
        for (const test::AddStep &step : test::lightSensorIncludeSteps(s.document(), "rs_crate")) {
            steps.push_back(step);
            if (step.kind == edit::AddSpec::Kind::Include)
                added << "link:" + step.added.mid(6) + "::body";
        }
        Case c;
        if (!test::applyAddSteps(s, steps, &c.refused)) {
            m_cases[file] = c;
            continue;
        }
        for (const test::AddStep &step : steps) {
            if (isUrdf(file) && step.kind == edit::AddSpec::Kind::Light)
                c.gazebo[key(step.added)] = oraclePose(test::expectedPose(s.document(), step));
            else if (step.kind != edit::AddSpec::Kind::Sensor)
                added << step.added;
        }
        QString original;
        const QString pasted = test::pasteLinkCopy(s, original, &c.refused);
        if (!c.refused.isEmpty()) {
            m_cases[file] = c;
            continue;
        }
        if (!pasted.isEmpty()) {
            // The copy is where the original is (same parent, same pose bytes).
            const FrameGraph &graph = s.document().frames();
            const Pose a = graph.worldPose(edit::findEntity(s.document(), pasted, {}, nullptr));
            const Pose b = graph.worldPose(edit::findEntity(s.document(), original, {}, nullptr));
            const double dq = a.q.w * b.q.w + a.q.x * b.q.x + a.q.y * b.q.y + a.q.z * b.q.z;
            if (std::hypot(a.p.x - b.p.x, a.p.y - b.p.y, a.p.z - b.p.z) > 1e-9
                || 1 - std::abs(dq) > 1e-9)
                c.refused = pasted + QStringLiteral(" is not at the pose of ") + original;
            added << pasted;
        }
        for (const QString &name : added) {
            const FrameId id = edit::findEntity(s.document(), name, {}, nullptr);
            if (id == kNoFrame) {
                c.refused = name + QStringLiteral(" is not in the edited document");
                break;
            }
            c.ours[key(name)] = oraclePose(s.document().frames().worldPose(id));
            if (name.contains(QLatin1String("rs_inc")) || name.startsWith(QLatin1String("light:"))
                || name == pasted)
                c.printed << key(name);
        }
        const QString root = m_dir.filePath(QString::number(m_cases.size()));
        c.edited = root + QLatin1Char('/') + file;
        if (!oracletest::writeMirrored(root, file, s.bytes(s.path())))
            QFAIL(qPrintable(QStringLiteral("cannot write ") + c.edited));
        const QString repair = QStringLiteral("--repair");
        const QString path = kCorpus + QLatin1Char('/') + file;
        c.before = {oracle, isUrdf(file) ? QStringList {repair, path} : QStringList {path}};
        c.after = {oracle, isUrdf(file) ? QStringList {repair, c.edited} : QStringList {c.edited}};
        const QString sdformat = QString::fromUtf8(ORACLE_SDFORMAT);
        if (!c.gazebo.empty() && !sdformat.isEmpty()) {
            c.sdfBefore = {sdformat, {path}};
            c.sdfAfter = {sdformat, {c.edited}};
        }
        m_cases[file] = c;
    }
    // The originals in the corpus environment, as the other oracle tests run them (so the runs
    // are shared, oracleruns.h executeRecorded()); the edited files with `rs_crate` findable.
    std::vector<Run *> originals, edited;
    for (auto &[file, c] : m_cases) {
        originals.push_back(&c.before);
        edited.push_back(&c.after);
        if (!c.sdfAfter.program.isEmpty()) {
            originals.push_back(&c.sdfBefore);
            edited.push_back(&c.sdfAfter);
        }
    }
    QProcessEnvironment env = oracletest::corpusEnvironment();
    oracletest::runAll(originals, env);
    for (const char *variable : {"GZ_SIM_RESOURCE_PATH", "SDF_PATH"})
        env.insert(QString::fromLatin1(variable),
            models + QLatin1Char(':') + env.value(QString::fromLatin1(variable)));
    oracletest::runAll(edited, env);
}

void TestOracleAddEntity::addedEntities_data()
{
    QTest::addColumn<QString>("file");
    if (m_cases.empty())
        QSKIP("no corpus file to add to");
    for (const auto &entry : m_cases)
        QTest::newRow(qPrintable(entry.first)) << entry.first;
}

void TestOracleAddEntity::addedEntities()
{
    QFETCH(QString, file);
    const Case &c = m_cases.at(file);
    QVERIFY2(c.refused.isEmpty(), qPrintable(c.refused));
    if (!c.before.ok())
        QSKIP("the oracle rejects the original file");
    QVERIFY2(c.after.ok(),
        qPrintable(QStringLiteral("the oracle rejects %1 after the additions: %2")
                       .arg(c.edited, QString::fromUtf8(c.after.err.left(1500)))));
    ++m_accepted;
    QStringList unprinted = c.printed;
    QString mismatch;
    const int compared = comparePoses(c.after.out, c.ours, unprinted, mismatch);
    QVERIFY2(mismatch.isEmpty(), qPrintable(mismatch));
    // The oracle prints every added link at least (libsdformat and urdfdom list links).
    QVERIFY2(compared > 0, qPrintable(QStringLiteral("the oracle printed no added entity")));
    QVERIFY2(unprinted.isEmpty(),
        qPrintable(QStringLiteral("the oracle printed no ") + unprinted.join(", ")));
    m_compared += compared;
    // URDF <gazebo> lights where libsdformat's URDF converter puts them (when it reads the file)
    if (!c.gazebo.empty() && c.sdfBefore.ok()) {
        QVERIFY2(c.sdfAfter.ok(), qPrintable(QString::fromUtf8(c.sdfAfter.err.left(1500))));
        // libsdformat places the robot at a <gazebo> block's <pose> (a "robot model offset").
        const std::vector<oracletest::Entity> entities = oracletest::parsePoses(c.sdfAfter.out);
        const auto model = std::find_if(entities.begin(), entities.end(),
            [](const oracletest::Entity &e) { return e.kind == QLatin1String("model"); });
        QVERIFY(model != entities.end());
        std::map<QString, oracle::Pose> expected;
        QStringList lights;
        for (const auto &[light, X_ML] : c.gazebo) {
            expected[light] = oracle::compose(model->pose(), X_ML);
            lights << light;
        }
        m_compared += comparePoses(c.sdfAfter.out, expected, lights, mismatch);
        QVERIFY2(mismatch.isEmpty() && lights.isEmpty(),
            qPrintable(mismatch + QStringLiteral(" libsdformat printed no ") + lights.join(", ")));
        ++m_gazeboChecked;
    }
    m_lit += c.printed.filter(QStringLiteral("rs_inc")).isEmpty() ? 0 : 1;
    m_pasted += c.printed.filter(QStringLiteral("_copy")).isEmpty() ? 0 : 1;
}

void TestOracleAddEntity::cleanupTestCase()
{
    qInfo("oracle additions: %d edited files accepted (%d with lights, sensors and an include, "
          "%d with a pasted link, %d URDF with <gazebo> lights read by libsdformat), %d added "
          "entities at the oracle's pose",
        m_accepted, m_lit, m_pasted, m_gazeboChecked, m_compared);
}

QTEST_GUILESS_MAIN(TestOracleAddEntity)
#include "tst_oracle_addentity.moc"
