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
// THEN the oracle accepts the edited file too, and every added entity the oracle prints has
//      the world pose RoboStage's frame graph gives it (within 1e-6); every added light, the
//      included model and its link are among them (libsdformat prints no sensor poses).
//
// Environment: ROBOSTAGE_ORACLE_FILTER=TEXT runs only the files whose corpus path contains TEXT.

#include "addentitysteps.h"
#include "oracleruns.h"

#include <QTemporaryDir>
#include <QTest>

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
    Run before, after;
};

bool isUrdf(const QString &file)
{
    return file.endsWith(QLatin1String(".urdf"), Qt::CaseInsensitive);
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
    int m_accepted = 0, m_compared = 0, m_lit = 0;
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
            if (step.kind != edit::AddSpec::Kind::Sensor)
                added << step.added;
        }
        for (const QString &name : added) {
            const FrameId id = edit::findEntity(s.document(), name, {}, nullptr);
            if (id == kNoFrame) {
                c.refused = name + QStringLiteral(" is not in the edited document");
                break;
            }
            const Pose X = s.document().frames().worldPose(id);
            const QString key = name.section(QLatin1Char(':'), 0, 0) + QLatin1Char(' ')
                + name.section(QLatin1Char(':'), 1);
            c.ours[key] = {X.p.x, X.p.y, X.p.z, X.q.w, X.q.x, X.q.y, X.q.z};
            if (key.contains(QLatin1String("rs_inc")) || key.startsWith(QLatin1String("light ")))
                c.printed << key;
        }
        const QString root = m_dir.filePath(QString::number(m_cases.size()));
        c.edited = root + QLatin1Char('/') + file;
        if (!oracletest::writeMirrored(root, file, s.bytes(s.path())))
            QFAIL(qPrintable(QStringLiteral("cannot write ") + c.edited));
        const QString repair = QStringLiteral("--repair");
        const QString path = kCorpus + QLatin1Char('/') + file;
        c.before = {oracle, isUrdf(file) ? QStringList {repair, path} : QStringList {path}};
        c.after = {oracle, isUrdf(file) ? QStringList {repair, c.edited} : QStringList {c.edited}};
        m_cases[file] = c;
    }
    std::vector<Run *> runs;
    for (auto &[file, c] : m_cases)
        runs.insert(runs.end(), {&c.before, &c.after});
    QProcessEnvironment env = oracletest::corpusEnvironment();
    for (const char *variable : {"GZ_SIM_RESOURCE_PATH", "SDF_PATH"})
        env.insert(QString::fromLatin1(variable),
            models + QLatin1Char(':') + env.value(QString::fromLatin1(variable)));
    oracletest::runAll(runs, env);
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
    int compared = 0;
    QStringList unprinted = c.printed;
    for (const oracletest::Entity &e : oracletest::parsePoses(c.after.out)) {
        const auto ours = c.ours.find(e.key());
        if (ours == c.ours.end())
            continue;
        unprinted.removeAll(e.key());
        QVERIFY2(oracletest::samePose(ours->second, e.pose()),
            qPrintable(QStringLiteral("%1: ours %2, oracle %3")
                           .arg(e.key(), oracletest::poseText(ours->second),
                               oracletest::poseText(e.pose()))));
        ++compared;
    }
    // The oracle prints every added link at least (libsdformat and urdfdom list links).
    QVERIFY2(compared > 0, qPrintable(QStringLiteral("the oracle printed no added entity")));
    QVERIFY2(unprinted.isEmpty(),
        qPrintable(QStringLiteral("the oracle printed no ") + unprinted.join(", ")));
    m_compared += compared;
    m_lit += c.printed.isEmpty() ? 0 : 1;
}

void TestOracleAddEntity::cleanupTestCase()
{
    qInfo("oracle additions: %d edited files accepted (%d with lights, sensors and an include), "
          "%d added entities at the oracle's pose",
        m_accepted, m_lit, m_compared);
}

QTEST_GUILESS_MAIN(TestOracleAddEntity)
#include "tst_oracle_addentity.moc"
