// Hostile input (issue 7, reliability and security): files that are empty, cut off, not XML,
// nested or repeated absurdly often, cyclic, full of non-numbers, or that play XML entity
// tricks. Each one loads without a crash in bounded time and memory and is answered by a
// diagnostic that names the file, the line, what is wrong and what to do; where that makes
// sense the rest of the file still loads. Small fixtures: tests/data/hostile/; the big ones are
// generated into a temporary folder at test time.

#include "document.h"
#include "model/testutil.h"
#include "unprivileged.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QtTest>

#include <cstdio>
#include <memory>

using namespace robostage;
using namespace robostage::test;

namespace {

QString hostile(const QString &name)
{
    return QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/hostile/") + name;
}

/// Writes `text` to `name` in `dir` and loads it without search paths; null when the write
/// failed.
std::unique_ptr<Document> loadWritten(
    const QTemporaryDir &dir, const QString &name, const QByteArray &text)
{
    const QString path = dir.filePath(name);
    return writeFile(path, text) ? Document::load(path, ResourceResolver()) : nullptr;
}

/// `open` repeated `depth` times, then `leaf`, then `close` repeated `depth` times.
QByteArray nested(const QByteArray &head, const QByteArray &open, const QByteArray &leaf,
    const QByteArray &close, const QByteArray &tail, int depth)
{
    QByteArray text = head;
    text.reserve(head.size() + depth * (open.size() + close.size()) + leaf.size() + tail.size());
    for (int i = 0; i < depth; ++i)
        text += open;
    text += leaf;
    for (int i = 0; i < depth; ++i)
        text += close;
    return text + tail;
}

/// `head`, then `element` with "%1" replaced by 0, 1, … `count` times, then `tail`.
QByteArray repeated(
    const QByteArray &head, const QByteArray &element, const QByteArray &tail, int count)
{
    QByteArray text = head;
    text.reserve(head.size() + count * (element.size() + 8) + tail.size());
    const qsizetype at = element.indexOf("%1");
    for (int i = 0; i < count; ++i) {
        text += element.left(at);
        text += QByteArray::number(i);
        text += element.mid(at + 2);
    }
    return text + tail;
}

/// Every diagnostic names a file and says something.
bool allPlaced(const Document &doc)
{
    for (const Diagnostic &d : doc.diagnostics().items()) {
        if (d.file.isEmpty() || d.message.isEmpty())
            return false;
    }
    return true;
}

} // namespace

class TestHostileInput : public QObject
{
    Q_OBJECT

private slots:
    void fixtures_data();
    void fixtures();
    void deepNesting_data();
    void deepNesting();
    void manySiblings_data();
    void manySiblings();
    void simRobotIncludeCycle();
    void simRobotReferenceExplosion();
    void externalEntityReadsNothing();
    void unreadableFile();
    void veryLongPaths();
    void notUtf8();
    void notUtf8Path();
    void folderAsDescription();
    void unreadableFolder();
    void symlinkLoops();
};

// Committed fixtures: GIVEN the file, WHEN it is loaded, THEN there is a diagnostic at `line` of
// the file containing each of `expected`, and the frames `survivors` still load.
void TestHostileInput::fixtures_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QStringList>("survivors");

    using L = QStringList;
    QTest::newRow("empty file") << "empty.sdf" << 0 << L {"the file is empty", "check that"} << L();
    QTest::newRow("truncated SDF")
        << "truncated.sdf" << 5 << L {"malformed XML", "Fix the XML syntax"} << L();
    QTest::newRow("truncated URDF")
        << "truncated.urdf" << 4 << L {"malformed XML", "Fix the XML syntax"} << L();
    QTest::newRow("truncated SimRobot")
        << "truncated.ros2" << 4 << L {"malformed XML", "Fix the XML syntax"} << L();
    QTest::newRow("random bytes") << "garbage.sdf" << 0 << L {"binary data", "check that"} << L();
    QTest::newRow("PNG renamed .sdf")
        << "image.png.sdf" << 0 << L {"binary data", "check that"} << L();
    QTest::newRow("SDF include cycle: model:// loop")
        << "include_cycle.sdf" << 0 << L {"model.sdf:7: error: include cycle: '"}
        << L {"survivor::ok", "loop_a::loop_a_link", "loop_a::loop_b::loop_b_link"};
    QTest::newRow("SDF include cycle: includes itself")
        << "include_cycle.sdf" << 10
        << L {"include_cycle.sdf' includes itself", "Remove the <include> that closes the cycle"}
        << L {"survivor::ok"};
    QTest::newRow("SDF relative_to cycle")
        << "frame_cycle.sdf" << 13 << L {"'relative_to' cycle: m::l1 -> m::l2 -> m::l1"}
        << L {"m::ok", "m::l1"};
    QTest::newRow("SDF attached_to cycle")
        << "frame_cycle.sdf" << 6 << L {"'attached_to' cycle: m::a -> m::b -> m::a"}
        << L {"m::ok", "m::a"};
    QTest::newRow("SDF frame attached to itself")
        << "frame_cycle.sdf" << 12 << L {"'self' is attached to itself"} << L {"m::self"};
    QTest::newRow("SDF pose NaN") << "numbers.sdf" << 8 << L {"found 'nan 0 0 0 0 0'"}
                                  << L {"m::ok", "m::nan_pose"};
    QTest::newRow("SDF pose inf") << "numbers.sdf" << 11 << L {"found '0 inf 0 0 0 0'"} << L();
    QTest::newRow("SDF pose 1e309") << "numbers.sdf" << 14 << L {"found '0 0 1e309 0 0 0'"} << L();
    QTest::newRow("SDF pose words") << "numbers.sdf" << 20 << L {"found 'one two three"} << L();
    QTest::newRow("SDF mass NaN") << "numbers.sdf" << 24 << L {"found 'NaN'; using 1"} << L();
    QTest::newRow("SDF mass negative") << "numbers.sdf" << 29 << L {"mass is negative (-1)"} << L();
    QTest::newRow("SDF negative box") << "numbers.sdf" << 34 << L {"negative size (-1 1 1)"} << L();
    QTest::newRow("SDF radius inf, length 1e309")
        << "numbers.sdf" << 40 << L {"found 'inf'", "found '1e309'"} << L();
    QTest::newRow("SDF zero mesh scale") << "numbers.sdf" << 43 << L {"scale of zero"} << L();
    QTest::newRow("SDF joint limits")
        << "numbers.sdf" << 51
        << L {"<lower> must be a finite number, found 'nan'", "<upper>", "<effort>", "<velocity>"}
        << L {"m::j"};
    QTest::newRow("URDF origin NaN, inf")
        << "numbers.urdf" << 8 << L {"found 'nan 0 0'", "found '0 inf 0'"}
        << L {"r::ok", "r::poses"};
    QTest::newRow("URDF origin 1e309, empty rpy, negative box")
        << "numbers.urdf" << 12 << L {"found '1e309 0 0'", "found ''"} << L();
    QTest::newRow("URDF negative box")
        << "numbers.urdf" << 13 << L {"negative size (-1 0 1)"} << L();
    QTest::newRow("URDF origin words")
        << "numbers.urdf" << 16 << L {"found 'one two three'"} << L();
    QTest::newRow("URDF cylinder inf, NaN")
        << "numbers.urdf" << 20 << L {"found 'inf'", "found 'NaN'"} << L();
    QTest::newRow("URDF zero mesh scale") << "numbers.urdf" << 23 << L {"scale of zero"} << L();
    QTest::newRow("URDF mass NaN") << "numbers.urdf" << 26 << L {"found 'nan'; using 0"} << L();
    QTest::newRow("URDF inertia inf, empty, word")
        << "numbers.urdf" << 27 << L {"found 'inf'", "found ''", "found 'x'"} << L();
    QTest::newRow("URDF mass negative")
        << "numbers.urdf" << 32 << L {"mass is negative (-2)"} << L {"r::negative"};
    QTest::newRow("URDF axis NaN") << "numbers.urdf" << 39 << L {"found 'nan 0 1'"} << L();
    QTest::newRow("URDF joint limits")
        << "numbers.urdf" << 40 << L {"lower of <limit>", "found '1e309'", "found 'fast'"}
        << L {"r::j"};
    QTest::newRow("billion laughs")
        << "billion_laughs.sdf" << 2 << L {"does not expand", "Write the values out"}
        << L {"&lol9;::ok"};
    QTest::newRow("external entity")
        << "external_entity.urdf" << 2 << L {"no external entity is read"}
        << L {"r::ok", "r::&secret;"};
}

void TestHostileInput::fixtures()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, survivors);

    ResourceResolver resolver;
    resolver.setModelPaths({hostile(QStringLiteral("models"))});
    const auto doc = Document::load(hostile(file), resolver);
    const QString text = test::diagnosticLines(*doc);
    // The diagnostics at `line` of a file of that name (0: about the whole file).
    QStringList atLine;
    for (const QString &l : text.split(QLatin1Char('\n'))) {
        if (l.startsWith(QStringLiteral("%1:%2:").arg(QFileInfo(file).fileName()).arg(line)))
            atLine << l;
    }
    for (const QString &e : expected) {
        const bool found
            = e.contains(QLatin1Char(':')) ? text.contains(e) : atLine.join('\n').contains(e);
        QVERIFY2(found, qPrintable(QStringLiteral("'%1' not in\n%2").arg(e, text)));
    }
    QVERIFY(allPlaced(*doc));
    for (const QString &s : survivors)
        QVERIFY2(findFrame(*doc, s) != kNoFrame, qPrintable(s));
}

// 100 000 nested elements: refused with a diagnostic that names the limit, no stack overflow.
void TestHostileInput::deepNesting_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("text");
    constexpr int kDepth = 100000;
    QTest::newRow("SDF nested <model>") << "deep.sdf"
                                        << nested("<sdf version=\"1.9\">", "<model name=\"m\">",
                                               "<link name=\"l\"/>", "</model>", "</sdf>", kDepth);
    QTest::newRow("SDF nested unknown")
        << "deep.sdf"
        << nested("<sdf version=\"1.9\"><model name=\"m\"><link name=\"l\"/>", "<x>", "", "</x>",
               "</model></sdf>", kDepth);
    QTest::newRow("URDF nested") << "deep.urdf"
                                 << nested("<robot name=\"r\"><link name=\"l\">", "<visual>", "",
                                        "</visual>", "</link></robot>", kDepth);
    QTest::newRow("SimRobot nested <Compound>")
        << "deep.ros2"
        << nested("<Simulation><Scene name=\"S\">", "<Compound name=\"c\">", "", "</Compound>",
               "</Scene></Simulation>", kDepth);
    QTest::newRow("SimRobot nested <Body>")
        << "deep.ros2"
        << nested("<Simulation><Scene name=\"S\">", "<Body name=\"b\">", "", "</Body>",
               "</Scene></Simulation>", kDepth);
}

void TestHostileInput::deepNesting()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, text);
    QTemporaryDir dir;
    const auto doc = loadWritten(dir, file, text);
    QVERIFY(doc);
    const QString diagnostics = test::diagnosticLines(*doc);
    QVERIFY2(diagnostics.startsWith(file
                 + QStringLiteral(":1: error: elements are nested deeper "
                                  "than 100 levels")),
        qPrintable(diagnostics));
}

// 10^6 siblings: loads to the end (CTest's timeout guards the time).
void TestHostileInput::manySiblings_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("last"); // a frame read after all the siblings
    constexpr int kCount = 1000000;
    QTest::newRow("URDF 10^6 links")
        << "many.urdf"
        << repeated("<robot name=\"r\">\n", "<link name=\"l%1\"/>\n", "</robot>\n", kCount)
        << "r::l999999";
    QTest::newRow("SDF 10^6 unknown elements")
        << "many.sdf"
        << repeated("<sdf version=\"1.9\"><model name=\"m\">\n", "<x%1/>\n",
               "<link name=\"last\"/></model></sdf>\n", kCount)
        << "m::last";
}

void TestHostileInput::manySiblings()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, text);
    QFETCH(QString, last);
    QTemporaryDir dir;
    const auto doc = loadWritten(dir, file, text);
    QVERIFY(doc);
    QVERIFY(findFrame(*doc, last) != kNoFrame);
    // A URDF with a million root links gets one warning that lists a few, not a million.
    QVERIFY(doc->diagnostics().items().size() <= 1);
}

// SimRobot: A includes B includes A (a file including itself: tst_simrobotreader).
void TestHostileInput::simRobotIncludeCycle()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.ros2"));
    QVERIFY(writeFile(path, R"(<Simulation>
  <Include href="b.rsi2"/>
  <Scene name="S"><Compound ref="fromB"/></Scene>
</Simulation>
)"));
    QVERIFY(writeFile(dir.filePath(QStringLiteral("b.rsi2")), R"(<Simulation>
  <Include href="a.ros2"/>
  <Compound name="fromB"><BoxAppearance width="1" height="1" depth="1"/></Compound>
</Simulation>
)"));
    const auto doc = Document::load(path, ResourceResolver());
    const QString text = test::diagnosticLines(*doc);
    QVERIFY2(text.contains(QStringLiteral("b.rsi2:2: error: 'a.ros2' includes itself")),
        qPrintable(text));
    QVERIFY(findModel(doc->scene().world.models, QStringLiteral("fromB")));
}

// SimRobot references that fan out exponentially (10 refs per level, 12 levels: 10^12
// instances if expanded): refused with a diagnostic, bounded time.
void TestHostileInput::simRobotReferenceExplosion()
{
    QByteArray text = "<Simulation>\n";
    constexpr int kLevels = 12;
    for (int level = 0; level < kLevels; ++level) {
        text += "<Compound name=\"c" + QByteArray::number(level) + "\">";
        for (int i = 0; i < 10; ++i)
            text += "<Compound ref=\"c" + QByteArray::number(level + 1) + "\" name=\"n"
                + QByteArray::number(i) + "\"/>";
        text += "</Compound>\n";
    }
    text += "<Compound name=\"c" + QByteArray::number(kLevels)
        + "\"><BoxAppearance width=\"1\" height=\"1\" depth=\"1\"/></Compound>\n";
    text += "<Scene name=\"S\"><Compound ref=\"c0\"/></Scene>\n</Simulation>\n";
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("explosion.ros2"));
    QVERIFY(writeFile(path, text));
    const auto doc = Document::load(path, ResourceResolver());
    const QString diagnostics = test::diagnosticLines(*doc);
    QVERIFY2(diagnostics.contains(
                 QStringLiteral("explosion.ros2:13: error: the scene expands to more than 250000")),
        qPrintable(diagnostics.left(2000)));
    // What was read before the limit is kept.
    QVERIFY(!doc->scene().world.models.empty());
}

// An external entity is never resolved: nothing of /etc/passwd reaches the document.
void TestHostileInput::externalEntityReadsNothing()
{
    const auto doc = Document::load(hostile(QStringLiteral("external_entity.urdf")));
    for (const SourceFile &f : doc->files())
        QVERIFY(!f.bytes.contains("root:"));
    QVERIFY(!test::diagnosticLines(*doc).contains(QStringLiteral("root:")));
}

// A file without read permission: "cannot read" at the file. Root reads it anyway, so as root
// the load runs as user nobody in a child process (asUnprivileged).
void TestHostileInput::unreadableFile()
{
    QTemporaryDir dir;
    QVERIFY(QFile::setPermissions(dir.path(), kTraversable));
    const QString path = dir.filePath(QStringLiteral("locked.urdf"));
    QVERIFY(writeFile(path, "<robot name=\"r\"><link name=\"l\"/></robot>\n"));
    QVERIFY(QFile::setPermissions(path, QFileDevice::Permissions()));
    const auto check = [&path] {
        const QString text = test::diagnosticLines(*Document::load(path, ResourceResolver()));
        return expect(text.startsWith(QStringLiteral("locked.urdf:0: error: cannot read"))
                && text.contains(QStringLiteral("Permission denied"))
                && text.contains(QStringLiteral("Check that the file exists and is readable")),
            text);
    };
    QVERIFY(asUnprivileged(check));
}

// A 100 000-character file path and mesh URI: refused with a diagnostic, nothing else happens.
void TestHostileInput::veryLongPaths()
{
    QTemporaryDir dir;
    const QString longName = QString(100000, QLatin1Char('a'));
    const auto missing = Document::load(dir.filePath(longName + QStringLiteral(".sdf")));
    QVERIFY2(test::diagnosticLines(*missing).contains(QStringLiteral("cannot read")),
        qPrintable(test::diagnosticLines(*missing).left(500)));

    const QString path = dir.filePath(QStringLiteral("long_uri.urdf"));
    QVERIFY(writeFile(path,
        "<robot name=\"r\"><link name=\"l\"><visual><geometry><mesh filename=\"" + longName.toUtf8()
            + "\"/></geometry></visual></link></robot>\n"));
    const auto doc = Document::load(path, ResourceResolver());
    const QString text = test::diagnosticLines(*doc);
    QVERIFY2(text.contains(QStringLiteral("longer than")), qPrintable(text.left(2000)));
    QVERIFY(text.size() < 5000); // the URI is shortened in the message
    QVERIFY(findFrame(*doc, QStringLiteral("r::l")) != kNoFrame);
}

// Latin-1 bytes in a file that is read as UTF-8: the file still loads, and the name is reported
// at its line with what to do.
void TestHostileInput::notUtf8()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("latin1.urdf"));
    QVERIFY(writeFile(path,
        QByteArray("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<robot name=\"r\">\n"
                   "  <link name=\"caf")
            + char(0xE9) + "\"/>\n</robot>\n"));
    const auto doc = Document::load(path, ResourceResolver());
    const QString text = test::diagnosticLines(*doc);
    QVERIFY2(text.contains(QStringLiteral("latin1.urdf:3: warning: ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("UTF-8")), qPrintable(text));
    QCOMPARE(doc->scene().world.models.size(), size_t(1));
    QCOMPARE(doc->scene().world.models[0].links.size(), size_t(1));
}

// A file whose name is not UTF-8 (Latin-1 "café"), made with the C library since Qt cannot:
// Qt decodes the stray byte to U+FFFD and cannot open the name, and the error says so.
void TestHostileInput::notUtf8Path()
{
    QTemporaryDir dir;
    const QByteArray native = QFile::encodeName(dir.path()) + "/caf\xe9.urdf";
    FILE *file = std::fopen(native.constData(), "w");
    QVERIFY(file);
    std::fputs("<robot name=\"r\"><link name=\"l\"/></robot>\n", file);
    std::fclose(file);
    const QString path = QFile::decodeName(native);
    QVERIFY(path.contains(QChar::ReplacementCharacter));
    const auto doc = Document::load(path, ResourceResolver());
    const QString text = test::diagnosticLines(*doc);
    QVERIFY2(text.contains(QStringLiteral(": error: cannot read")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("not UTF-8")) && text.contains(QStringLiteral("rename")),
        qPrintable(text));
    QCOMPARE(std::remove(native.constData()), 0); // QTemporaryDir cannot name it either
}

// A folder given as the description: "cannot read" with the reason, nothing else.
void TestHostileInput::folderAsDescription()
{
    QTemporaryDir dir;
    const auto folder = Document::load(dir.path(), ResourceResolver());
    QVERIFY2(test::diagnosticLines(*folder).contains(QStringLiteral(": error: cannot read")),
        qPrintable(test::diagnosticLines(*folder)));
    QVERIFY(folder->scene().world.models.empty());
}

// A description inside a folder without permissions: "cannot read" with the reason (as user
// nobody when this runs as root, as for unreadableFile).
void TestHostileInput::unreadableFolder()
{
    QTemporaryDir dir;
    QVERIFY(QFile::setPermissions(dir.path(), kTraversable));
    const QString locked = dir.filePath(QStringLiteral("locked"));
    const QString path = locked + QStringLiteral("/r.urdf");
    QVERIFY(writeFile(path, "<robot name=\"r\"><link name=\"l\"/></robot>\n"));
    QVERIFY(QFile::setPermissions(locked, QFileDevice::Permissions()));
    const auto check = [&path] {
        const auto doc = Document::load(path, ResourceResolver());
        const QString text = test::diagnosticLines(*doc);
        return expect(text.contains(QStringLiteral("r.urdf:0: error: cannot read"))
                && text.contains(QStringLiteral("Permission denied"))
                && doc->scene().world.models.empty(),
            text);
    };
    const bool ok = asUnprivileged(check);
    QVERIFY(QFile::setPermissions(locked, kTraversable)); // so that QTemporaryDir can remove it
    QVERIFY(ok);
}

// A mesh URI into a symlink loop, and a package search path that contains one: unresolved with a
// warning, in bounded time.
void TestHostileInput::symlinkLoops()
{
    QTemporaryDir dir;
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("b")), dir.filePath(QStringLiteral("a"))));
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("a")), dir.filePath(QStringLiteral("b"))));
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("ws/pkg"))));
    QVERIFY(
        QFile::link(dir.filePath(QStringLiteral("ws")), dir.filePath(QStringLiteral("ws/pkg/up"))));
    const QString path = dir.filePath(QStringLiteral("loop.urdf"));
    QVERIFY(writeFile(path,
        "<robot name=\"r\">\n"
        "  <link name=\"l\">\n"
        "    <visual><geometry><mesh filename=\"a/mesh.stl\"/></geometry></visual>\n"
        "    <visual><geometry><mesh "
        "filename=\"package://nothere/mesh.stl\"/></geometry></visual>\n"
        "  </link>\n"
        "</robot>\n"));
    ResourceResolver resolver;
    resolver.setPackagePaths({dir.filePath(QStringLiteral("ws"))}, {});
    const auto doc = Document::load(path, resolver);
    const QString text = test::diagnosticLines(*doc);
    QVERIFY2(text.contains(QStringLiteral("loop.urdf:3: warning: Cannot resolve 'a/mesh.stl'")),
        qPrintable(text));
    QVERIFY2(
        text.contains(QStringLiteral("loop.urdf:4: warning: Cannot resolve 'package://nothere")),
        qPrintable(text));
    QVERIFY(findFrame(*doc, QStringLiteral("r::l")) != kNoFrame);
}

QTEST_GUILESS_MAIN(TestHostileInput)
#include "tst_hostileinput.moc"
