// Fuzz regressions (issue 7): every input under tests/data/hostile/fuzz/TARGET/ made a fuzz
// target crash, hang or break an invariant once (scripts/fuzz found it); each is replayed
// through the same function the fuzzer ran (fuzztargets.h), which aborts on a broken
// invariant. The load → save target also runs over every description file in tests/data, so
// its invariants are checked on real files in every build. An input named `open-*` still
// fails (its bug is open, tests/data/hostile/fuzz/README.md): it is listed and skipped.

#include "fuzz/fuzztargets.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QtTest>

using namespace robostage;

class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private slots:
    void replay_data();
    void replay();
};

void TestFuzzRegressions::replay_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("path");
    const QDir data(QStringLiteral(ROBOSTAGE_TEST_DATA_DIR));
    for (const QString &target : fuzz::targetNames()) {
        QDirIterator it(data.filePath(QStringLiteral("hostile/fuzz/") + target), QDir::Files,
            QDirIterator::Subdirectories);
        QStringList inputs;
        while (it.hasNext())
            inputs << it.next();
        inputs.sort();
        for (const QString &path : inputs)
            QTest::addRow("%s/%s", qPrintable(target), qPrintable(data.relativeFilePath(path)))
                << target << path;
    }
    QDirIterator it(data.path(),
        {QStringLiteral("*.sdf"), QStringLiteral("*.world"), QStringLiteral("*.urdf"),
            QStringLiteral("*.ros2"), QStringLiteral("*.rsi2")},
        QDir::Files, QDirIterator::Subdirectories);
    QStringList fixtures;
    while (it.hasNext())
        fixtures << it.next();
    fixtures.sort();
    for (const QString &path : fixtures)
        QTest::addRow("loadsave-fixture/%s", qPrintable(data.relativeFilePath(path)))
            << QStringLiteral("loadsave") << path;
}

void TestFuzzRegressions::replay()
{
    QFETCH(QString, target);
    QFETCH(QString, path);
    if (QFileInfo(path).fileName().startsWith(QLatin1String("open-")))
        QSKIP("an open bug: this input still fails; drop 'open-' from its name once fixed");
    const fuzz::TargetFunction function = fuzz::targetFunction(target);
    QVERIFY2(function, qPrintable(QStringLiteral("no fuzz target named ") + target));
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
    const QByteArray bytes = file.readAll();
    QCOMPARE(function(reinterpret_cast<const std::uint8_t *>(bytes.constData()),
                 std::size_t(bytes.size())),
        0);
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
