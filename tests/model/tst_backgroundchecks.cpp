// BackgroundChecks: the inertial checks of the window run in a worker on a copy of the
// document and hand back what a check in the calling thread gives (issue 19); under
// ThreadSanitizer (scripts/test --tsan) they run race-free (issue 29, threadhandoff.h).

#include "backgroundchecks.h"
#include "corpus.h"
#include "document.h"
#include "edit/commands.h"
#include "edit/entitylookup.h"
#include "inertialcheck.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>

using namespace robostage;

namespace {

const QString kData = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/geometry/");

QStringList lines(const Diagnostics &d)
{
    QStringList out;
    for (const Diagnostic &item : d.items())
        out << QStringLiteral("%1:%2: %3").arg(item.file).arg(item.line).arg(item.message);
    return out;
}

} // namespace

class TestBackgroundChecks : public QObject
{
    Q_OBJECT

private slots:
    void sameAsInTheCallingThread_data();
    void sameAsInTheCallingThread();
    void restartedByEdits();
    void destroyedWhileRunning();
};

void TestBackgroundChecks::sameAsInTheCallingThread_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("inertials fixture") << kData + QStringLiteral("inertials.urdf");
    // Robots with meshes read in the worker (Assimp), from the corpus
    const QString corpus = test::corpusDir();
    QTest::newRow("pr2") << corpus
            + QStringLiteral("/RobotLocomotion__models/pr2_description/urdf/pr2_simplified.urdf");
    QTest::newRow("ur10e") << corpus + QStringLiteral("/xacro/expected/ur_ur10e.urdf");
}

void TestBackgroundChecks::sameAsInTheCallingThread()
{
    QFETCH(QString, path);
    if (!QFileInfo::exists(path))
        QSKIP("the corpus is missing");
    // GIVEN a document open in a session
    edit::EditSession session(path, test::corpusResolver());
    const QStringList expected = lines(inertialDiagnostics(session.document()));
    // WHEN it is checked in the background, several times (the worker thread is reused)
    BackgroundChecks checks;
    QSignalSpy finished(&checks, &BackgroundChecks::finished);
    for (int run = 1; run <= 4; ++run) {
        checks.start(&session);
        QVERIFY(finished.wait(60000));
        // THEN each run gives the calling thread's diagnostics
        QCOMPARE(finished.count(), run);
        QCOMPARE(lines(checks.diagnostics()), expected);
    }
}

void TestBackgroundChecks::restartedByEdits()
{
    // GIVEN the fixture, with link `grams` whose inertia is 1000 times its geometry's
    edit::EditSession session(kData + QStringLiteral("inertials.urdf"));
    BackgroundChecks checks;
    QSignalSpy finished(&checks, &BackgroundChecks::finished);
    // WHEN the link is renamed three times while the first check runs, each rename starting
    // the checks again (as the window does after every edit)
    checks.start(&session);
    QString current = QStringLiteral("grams");
    for (const QString &name : {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("kilo")}) {
        QString error;
        const FrameId link
            = edit::findEntity(session.document(), current, {FrameKind::Link}, &error);
        QVERIFY2(link != kNoFrame, qPrintable(error));
        edit::EditResult r;
        auto rename = edit::RenameEntity::create(session, link, name, r);
        QVERIFY2(rename && session.push(std::move(rename), r).ok, qPrintable(r.error));
        current = name;
        checks.start(&session);
    }
    // THEN one finished() comes, with the warnings of the last document: the earlier results
    // were dropped
    QVERIFY(finished.wait(60000));
    QTest::qWait(200);
    QCOMPARE(finished.count(), 1);
    const QStringList got = lines(checks.diagnostics());
    QCOMPARE(got, lines(inertialDiagnostics(session.document())));
    QVERIFY2(got.filter(QStringLiteral("link inertials::kilo: its inertia")).size() == 1,
        qPrintable(got.join(u'\n')));
    QVERIFY(got.filter(QStringLiteral("grams")).isEmpty());
}

void TestBackgroundChecks::destroyedWhileRunning()
{
    // GIVEN checks running on the largest robot's meshes
    const QString path = test::corpusDir()
        + QStringLiteral("/RobotLocomotion__models/pr2_description/urdf/pr2_simplified.urdf");
    if (!QFileInfo::exists(path))
        QSKIP("the corpus is missing");
    auto session = std::make_unique<edit::EditSession>(path, test::corpusResolver());
    auto checks = std::make_unique<BackgroundChecks>();
    QSignalSpy finished(checks.get(), &BackgroundChecks::finished);
    checks->start(session.get());
    checks->start(session.get()); // and one waiting
    // WHEN they are destroyed at once, then the session (as a window closing)
    checks.reset();
    session.reset();
    // THEN nothing more is reported, and nothing is touched after its end (ASan, TSan)
    QTest::qWait(100);
    QCOMPARE(finished.count(), 0);
}

QTEST_GUILESS_MAIN(TestBackgroundChecks)
#include "tst_backgroundchecks.moc"
