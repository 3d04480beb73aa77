// The subcommands on input that crashed or exhausted them (issue 29): `check` on a PR2 world
// with inertial warnings prints the same diagnostics every time (the loop over a temporary's
// items once read freed memory), and a file too big for the memory the process may use ends
// with `robostage: out of memory while reading FILE` and exit status 1, not an abort.

#include "hugefile.h"
#include "runrobostage.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/resource.h>

namespace {
using robostage::test::Run;
using robostage::test::runRobostage;

const QString kCorpus = QStringLiteral(ROBOSTAGE_CORPUS_DIR);

/// The environment the MANIFEST gives for model:// (GAZEBO_MODEL_PATH = gazebo_models).
QProcessEnvironment corpusEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(
        QStringLiteral("GAZEBO_MODEL_PATH"), kCorpus + QStringLiteral("/osrf__gazebo_models"));
    return env;
}

/// Runs `robostage ARGUMENTS` with its address space limited to `bytes` (RLIMIT_AS), as
/// `ulimit -v` does: an allocation past it fails with std::bad_alloc.
Run runLimited(const QStringList &arguments, rlim_t bytes)
{
    QProcess p;
    p.setChildProcessModifier([bytes] {
        const rlimit limit {bytes, bytes};
        setrlimit(RLIMIT_AS, &limit);
    });
    p.start(QStringLiteral(ROBOSTAGE_BINARY), arguments);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
        QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

} // namespace

class TestCliReliability : public QObject
{
    Q_OBJECT

private slots:
    void checkPrintsInertialWarningsEveryRun();
    void outOfMemoryIsAnErrorOfTheFile_data();
    void outOfMemoryIsAnErrorOfTheFile();
};

void TestCliReliability::checkPrintsInertialWarningsEveryRun()
{
    // GIVEN gazebo-classic's dual_pr2.world: two PR2s, each with inertial warnings
    const QString world
        = kCorpus + QStringLiteral("/gazebosim__gazebo-classic/worlds/dual_pr2.world");
    if (!QFile::exists(world))
        QSKIP("the shared corpus is missing");
    // WHEN `check` runs on it ten times
    QString first;
    for (int run = 0; run < 10; ++run) {
        const Run r = runRobostage({QStringLiteral("check"), world}, corpusEnvironment());
        // THEN every run ends normally with the same warnings, each one whole
        QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("warning: ")), qPrintable(r.out));
        for (const QString &line : r.out.split(u'\n', Qt::SkipEmptyParts))
            QVERIFY2(line.contains(QStringLiteral(": warning: "))
                    || line.contains(QStringLiteral(": error: ")),
                qPrintable(line));
        if (run == 0)
            first = r.out;
        QCOMPARE(r.out, first);
    }
}

void TestCliReliability::outOfMemoryIsAnErrorOfTheFile_data()
{
    QTest::addColumn<QString>("command");
    QTest::newRow("check") << "check";
    QTest::newRow("poses") << "poses";
    QTest::newRow("tree") << "tree";
}

void TestCliReliability::outOfMemoryIsAnErrorOfTheFile()
{
    QFETCH(QString, command);
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
    // The sanitizers' allocators reserve terabytes and abort instead of throwing.
    QSKIP("an address-space limit does not apply under a sanitizer");
#endif
    // GIVEN a 300 MB URDF (a robot and a long comment) and a process allowed 512 MiB of address
    // space
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("huge.urdf"));
    QVERIFY(robostage::test::writeHugeUrdf(path, 300));
    // WHEN the subcommand reads it
    const Run r = runLimited({command, path}, rlim_t(512) << 20);
    // THEN it says it ran out of memory on that file and exits 1, without a crash
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(QStringLiteral("robostage: out of memory while reading ") + path),
        qPrintable(r.err));
    QVERIFY2(!r.err.contains(QStringLiteral("terminate called")), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCliReliability)
#include "tst_clireliability.moc"
