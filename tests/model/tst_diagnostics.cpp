// One test per diagnostic kind: each bad input yields a diagnostic with the right severity,
// file and line and a message that says what is wrong, and the rest of the file still loads.

#include "document.h"
#include "testutil.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace robostage;
using namespace robostage::test;

class TestDiagnostics : public QObject
{
    Q_OBJECT

private slots:
    void diagnostic_data();
    void diagnostic();
    void legacyGazeboWorld();
    void missingFile();
};

void TestDiagnostics::diagnostic_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("xml");
    QTest::addColumn<bool>("isError");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("substring");
    QTest::addColumn<QString>("stillLoaded"); // a scoped name that must still exist

    const QByteArray head = "<?xml version=\"1.0\"?>\n<sdf version=\"1.9\">\n<model name=\"m\">\n"
                            "<link name=\"ok\"/>\n";
    const QByteArray tail = "</model>\n</sdf>\n";
    QTest::newRow("malformed XML")
        << "bad.sdf"
        << QByteArray(
               "<sdf version=\"1.9\">\n<model name=\"m\">\n<link name=\"a\">\n</model>\n</sdf>\n")
        << true << 3 << "malformed XML: <link> is not closed"
        << "";
    QTest::newRow("empty file") << "empty.sdf" << QByteArray() << true << 0 << "empty"
                                << "";
    QTest::newRow("unknown reference")
        << "ref.sdf"
        << head + "<link name=\"b\"><pose relative_to=\"nope\">0 0 0 0 0 0</pose></link>\n" + tail
        << true << 5 << "'nope' does not name a frame"
        << "m::b";
    QTest::newRow("relative_to cycle") << "cycle.sdf"
                                       << head
            + "<frame name=\"f1\"><pose relative_to=\"f2\"/></frame>\n<frame name=\"f2\"><pose "
              "relative_to=\"f1\"/></frame>\n"
            + tail << true << 5 << "'relative_to' cycle"
                                       << "m::ok";
    QTest::newRow("attached_to cycle") << "att.sdf"
                                       << head
            + "<frame name=\"f1\" attached_to=\"f2\"><pose "
              "relative_to=\"__model__\"/></frame>\n<frame name=\"f2\" attached_to=\"f1\"><pose "
              "relative_to=\"__model__\"/></frame>\n"
            + tail << true << 5 << "'attached_to' cycle"
                                       << "m::ok";
    QTest::newRow("duplicate name")
        << "dup.sdf" << head + "<link name=\"ok\"/>\n" + tail << true << 5 << "duplicate name 'ok'"
        << "m::ok";
    // SDFormat 1.6: a joint with a link's name is renamed NAME_joint, as libsdformat does
    QTest::newRow("legacy joint name")
        << "legacy.sdf"
        << QByteArray("<?xml version=\"1.0\"?>\n<sdf version=\"1.6\">\n<model name=\"m\">\n"
                      "<link name=\"ok\"/>\n<joint name=\"ok\" type=\"fixed\"><parent>world"
                      "</parent><child>ok</child></joint>\n")
            + tail
        << false << 5 << "named 'ok_joint' as libsdformat names it"
        << "m::ok_joint";
    QTest::newRow("missing required: link name")
        << "noname.sdf" << head + "<link/>\n" + tail << true << 5 << "has no name"
        << "m::ok";
    QTest::newRow("missing required: joint child")
        << "nochild.sdf"
        << head + "<joint name=\"j\" type=\"fixed\"><parent>ok</parent></joint>\n" + tail << true
        << 5 << "needs both <parent> and <child>"
        << "m::ok";
    QTest::newRow("unknown joint child") << "child.sdf"
                                         << head
            + "<joint name=\"j\" type=\"fixed\"><parent>ok</parent>\n<child>ghost</child></joint>\n"
            + tail << true << 6 << "joint child 'ghost'"
                                         << "m::j";
    QTest::newRow("number does not parse")
        << "num.sdf" << head + "<link name=\"b\"><pose>1 2 abc 0 0 0</pose></link>\n" + tail << true
        << 5 << "6 finite numbers"
        << "m::b";
    QTest::newRow("nan") << "nan.sdf"
                         << head + "<link name=\"b\"><inertial><mass>nan</mass></inertial></link>\n"
            + tail << true
                         << 5 << "finite number"
                         << "m::b";
    QTest::newRow("unresolved mesh URI") << "mesh.sdf"
                                         << head
            + "<link name=\"b\"><visual "
              "name=\"v\"><geometry><mesh>\n<uri>meshes/missing.dae</uri></mesh></geometry></"
              "visual></link>\n"
            + tail << false << 6 << "missing.dae"
                                         << "m::b::v";
    QTest::newRow("remote URI not fetched") << "remote.sdf"
                                            << head
            + "<link name=\"b\"><visual "
              "name=\"v\"><geometry><mesh>\n<uri>https://fuel.example.org/m.dae</uri></mesh></"
              "geometry></visual></link>\n"
            + tail << false << 6 << "https://fuel.example.org/m.dae"
                                            << "m::b::v";
    QTest::newRow("include not found")
        << "inc.sdf"
        << QByteArray("<sdf version=\"1.9\">\n<world "
                      "name=\"w\">\n<include>\n<uri>model://no_such_model</uri>\n</"
                      "include>\n<model name=\"m\"><link name=\"ok\"/></model>\n</world>\n</sdf>\n")
        << true << 4 << "no_such_model"
        << "m::ok";
    QTest::newRow("missing geometry")
        << "geom.sdf" << head + "<link name=\"b\"><visual name=\"v\"/></link>\n" + tail << false
        << 5 << "no <geometry>"
        << "m::b::v";
    QTest::newRow("unknown root") << "root.sdf" << QByteArray("<scene/>\n") << true << 1
                                  << "unknown root element"
                                  << "";
    QTest::newRow("missing version")
        << "ver.sdf" << QByteArray("<sdf>\n<model name=\"m\"><link name=\"ok\"/></model>\n</sdf>\n")
        << true << 1 << "version"
        << "m::ok";
}

void TestDiagnostics::diagnostic()
{
    QFETCH(QString, fileName);
    QFETCH(QByteArray, xml);
    QFETCH(bool, isError);
    QFETCH(int, line);
    QFETCH(QString, substring);
    QFETCH(QString, stillLoaded);

    // GIVEN a file with one problem
    QTemporaryDir dir;
    const QString path = dir.filePath(fileName);
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(xml);
    f.close();
    // WHEN it is loaded
    const auto doc = Document::load(path, ResourceResolver());
    // THEN exactly that problem is reported where it is (no follow-up noise), and the rest loads
    bool found = false;
    for (const Diagnostic &d : doc->diagnostics().items()) {
        if (d.message.contains(substring)) {
            found = true;
            QCOMPARE(d.severity == Severity::Error, isError);
            QCOMPARE(d.line, line);
            QCOMPARE(d.file, path);
        }
    }
    QVERIFY2(doc->diagnostics().items().size() == 1,
        qPrintable(QStringLiteral("expected one diagnostic, got:\n%1").arg(diagnosticsText(*doc))));
    QVERIFY2(found,
        qPrintable(QStringLiteral("no diagnostic containing '%1' in:\n%2")
                       .arg(substring, diagnosticsText(*doc))));
    if (!stillLoaded.isEmpty())
        QVERIFY2(findFrame(*doc, stillLoaded) != kNoFrame, qPrintable(stillLoaded));
}

void TestDiagnostics::legacyGazeboWorld()
{
    // The corpus holds a pre-SDF Gazebo 0.x world; it must be rejected with a clear message.
    const QString path
        = QStringLiteral(ROBOSTAGE_CORPUS_DIR "/gazebosim__gazebo-classic/worlds/pioneer2dx.world");
    if (!QFile::exists(path))
        QSKIP("corpus not available");
    const auto doc = Document::load(path, ResourceResolver());
    QVERIFY(doc->diagnostics().hasErrors());
    QVERIFY2(diagnosticsText(*doc).contains(QLatin1String("Gazebo 0.x")),
        qPrintable(diagnosticsText(*doc)));
}

void TestDiagnostics::missingFile()
{
    const auto doc = Document::load(QStringLiteral("/nonexistent/robot.urdf"), ResourceResolver());
    QCOMPARE(doc->diagnostics().count(Severity::Error), 1);
    QVERIFY(diagnosticsText(*doc).contains(QLatin1String("cannot read")));
}

QTEST_GUILESS_MAIN(TestDiagnostics)
#include "tst_diagnostics.moc"
