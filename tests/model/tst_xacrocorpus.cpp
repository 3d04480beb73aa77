// Real robot descriptions written in xacro (shared/corpus/xacro, one data row per line of its
// MANIFEST.tsv: entry, args, ROS_PACKAGE_PATH folders, expected URDF, link and joint counts),
// against the reference expansions expected/*.urdf made by ros/xacro.
//
// GIVEN a manifest row, a resolver whose ROS_PACKAGE_PATH is the row's folders (below the
//       xacro corpus folder) and that folder as working folder
// WHEN  expansion:  robostage::xacro::expand() reads the entry with the row's args
// THEN  the expansion's root element is equivalent to the expected URDF's, comments included
//       (xmlequivalence.h: xacro's own xml_matches rules), and no error is reported
// WHEN  document:   Document::load() opens the entry with the args, and the expected URDF
// THEN  the entry has the expected URDF's link and joint counts (the manifest's, unless the
//       expected URDF has errors), and each of its error diagnostics
//       is also one of the expected URDF's (same message, file and line aside): xacro adds
//       no error (warnings, such as the fr3 meshes that are absent from the corpus, are free)
// WHEN  poses:      both documents are resolved at zero joint positions
// THEN  every link has the world pose of the same link (scoped name) in the expected URDF's
//       document within 1e-9, and no link is missing on either side.

#include "corpus.h"
#include "document.h"
#include "formats/xacro/xacroexpand.h"
#include "testutil.h"
#include "xmlequivalence.h"

#include <QFile>
#include <QTest>

#include <tinyxml2.h>

using namespace robostage;
using namespace robostage::test;

namespace {

/// The manifest row named `name` (XacroEntry::name).
XacroEntry entry(const QString &name)
{
    for (const XacroEntry &e : xacroManifest()) {
        if (e.name == name)
            return e;
    }
    return {};
}

/// `NAME:=VALUE` strings as xacro's command line reads them.
xacro::Arguments arguments(const XacroEntry &e)
{
    xacro::Arguments result;
    for (const QString &a : e.arguments) {
        const int separator = a.indexOf(QLatin1String(":="));
        result.insert(a.left(separator), a.mid(separator + 2));
    }
    return result;
}

ResourceResolver resolverFor(const XacroEntry &e)
{
    ResourceResolver resolver;
    resolver.setPackagePaths(e.packagePaths, {});
    return resolver;
}

/// Links and joints of `models` and the models nested in them.
void countEntities(const std::vector<Model> &models, int &links, int &joints)
{
    for (const Model &m : models) {
        links += int(m.links.size());
        joints += int(m.joints.size());
        countEntities(m.models, links, joints);
    }
}

/// The error messages of `doc` without where they are: file and line aside, and for a xacro
/// document without the macro-call chain it appends (Expansion::callChain).
QStringList errorMessages(const Document &doc)
{
    const xacro::Expansion *expansion = doc.xacroExpansion();
    QStringList messages;
    for (const Diagnostic &d : doc.diagnostics().items()) {
        if (d.severity != Severity::Error)
            continue;
        QString chain; // the longest chain the message ends with
        for (int c = 0; expansion && c < int(expansion->calls.size()); ++c) {
            const QString candidate = expansion->callChain(c);
            if (candidate.size() > chain.size() && d.message.endsWith(candidate))
                chain = candidate;
        }
        messages << d.message.chopped(chain.size());
    }
    return messages;
}

/// Link frame nodes of `doc` by scoped name.
QHash<QString, FrameId> linkFrames(const Document &doc)
{
    QHash<QString, FrameId> frames;
    for (FrameId id = 0; id < doc.frames().size(); ++id) {
        if (doc.frames().node(id).kind == FrameKind::Link)
            frames.insert(doc.frames().node(id).scopedName, id);
    }
    return frames;
}

} // namespace

class TestXacroCorpus : public QObject
{
    Q_OBJECT

private slots:
    void expansion_data() { addRows(); }
    void expansion();
    void document_data() { addRows(); }
    void document();
    void poses_data() { addRows(); }
    void poses();
    void argumentChoices();

private:
    static void addRows();
};

void TestXacroCorpus::addRows()
{
    QTest::addColumn<QString>("name");
    const std::vector<XacroEntry> entries = xacroManifest();
    if (entries.empty())
        QSKIP("shared/corpus/xacro is not available");
    for (const XacroEntry &e : entries)
        QTest::newRow(qPrintable(e.name)) << e.name;
}

void TestXacroCorpus::expansion()
{
    QFETCH(QString, name);
    const XacroEntry e = entry(name);
    const ResourceResolver resolver = resolverFor(e);
    xacro::Options options;
    options.arguments = arguments(e);
    options.resolver = &resolver;
    options.workingFolder = xacroCorpusDir();
    Diagnostics diagnostics;
    const xacro::Expansion expansion = xacro::expand(e.entry, options, diagnostics);
    QVERIFY2(expansion.xml, qPrintable(diagnostics.toString()));
    const QByteArray expected = readFile(e.expected);
    QVERIFY2(!expected.isEmpty(), qPrintable(e.expected));
    const QString difference = xmlDifference(*expansion.xml, expected);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
    // ros/xacro expands every entry without an error.
    QVERIFY2(!diagnostics.hasErrors(), qPrintable(diagnostics.toString()));
}

void TestXacroCorpus::document()
{
    QFETCH(QString, name);
    const XacroEntry e = entry(name);
    const ResourceResolver resolver = resolverFor(e);
    const auto doc = Document::load(e.entry, resolver, FileOverlay(), arguments(e));
    const auto reference = Document::load(e.expected, resolver);

    // The manifest counts the expected URDF's <link> and <joint> elements; a joint the reader
    // skips (clearpath_a200_dual_laser's, whose parent link does not exist) is not counted in
    // either document.
    int links = 0, joints = 0, expectedLinks = 0, expectedJoints = 0;
    countEntities(doc->scene().world.models, links, joints);
    countEntities(reference->scene().world.models, expectedLinks, expectedJoints);
    if (!reference->diagnostics().hasErrors()) {
        QCOMPARE(expectedLinks, e.links);
        QCOMPARE(expectedJoints, e.joints);
    }
    QVERIFY2(links == expectedLinks && joints == expectedJoints,
        qPrintable(QStringLiteral("%1 links and %2 joints, the expected URDF has %3 and %4\n%5")
                       .arg(links)
                       .arg(joints)
                       .arg(expectedLinks)
                       .arg(expectedJoints)
                       .arg(diagnosticsText(*doc))));

    const QStringList expectedErrors = errorMessages(*reference);
    QStringList extra;
    for (const QString &message : errorMessages(*doc)) {
        if (!expectedErrors.contains(message))
            extra << message;
    }
    QVERIFY2(extra.isEmpty(),
        qPrintable(QStringLiteral("errors the expected URDF does not have:\n  %1\nall:\n%2")
                       .arg(extra.join(QStringLiteral("\n  ")), diagnosticsText(*doc))));
}

void TestXacroCorpus::poses()
{
    QFETCH(QString, name);
    const XacroEntry e = entry(name);
    const ResourceResolver resolver = resolverFor(e);
    const auto doc = Document::load(e.entry, resolver, FileOverlay(), arguments(e));
    const auto reference = Document::load(e.expected, resolver);

    const QHash<QString, FrameId> ours = linkFrames(*doc), theirs = linkFrames(*reference);
    QVERIFY2(!theirs.isEmpty(), "the expected URDF has no link");
    QStringList problems;
    for (auto it = theirs.cbegin(); it != theirs.cend(); ++it) {
        if (!ours.contains(it.key()))
            problems << QStringLiteral("link %1: missing").arg(it.key());
    }
    for (auto it = ours.cbegin(); it != ours.cend(); ++it) {
        if (!theirs.contains(it.key())) {
            problems << QStringLiteral("link %1: not in the expected URDF").arg(it.key());
            continue;
        }
        const Pose &X_WL = doc->frames().worldPose(it.value());
        const Pose &expected = reference->frames().worldPose(theirs.value(it.key()));
        if (!poseNear(X_WL, expected, 1e-9)) {
            problems << QStringLiteral("link %1: %2, expected %3")
                            .arg(it.key(), describe(X_WL), describe(expected));
        }
    }
    problems.sort();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestXacroCorpus::argumentChoices()
{
    // GIVEN the UR entry, whose ur_type names a folder of config/ in the YAML paths it loads,
    // and Franka's, whose hand argument defaults to a boolean
    const XacroEntry ur = entry(QStringLiteral("ur_ur5e"));
    const XacroEntry franka = entry(QStringLiteral("franka_fr3_hand"));
    if (ur.entry.isEmpty() || franka.entry.isEmpty())
        QSKIP("shared/corpus/xacro is not available");
    // WHEN they are expanded
    QHash<QString, QStringList> choices;
    for (const XacroEntry &e : {ur, franka}) {
        const ResourceResolver resolver = resolverFor(e);
        xacro::Options options;
        options.arguments = arguments(e);
        options.resolver = &resolver;
        Diagnostics diagnostics;
        for (const xacro::ArgumentDeclaration &a :
            xacro::expand(e.entry, options, diagnostics).arguments)
            choices.insert(a.name, a.choices);
    }
    // THEN ur_type offers the robots that have the same config files, hand true/false, and a
    // free-text argument (name) none
    const QStringList urTypes = choices.value(QStringLiteral("ur_type"));
    for (const char *type : {"ur3", "ur3e", "ur5e", "ur10e", "ur16e", "ur20", "ur30"})
        QVERIFY2(urTypes.contains(QLatin1String(type)), qPrintable(urTypes.join(QLatin1Char(' '))));
    QVERIFY(!urTypes.contains(QStringLiteral("urdf")) && !urTypes.contains(QString()));
    QCOMPARE(choices.value(QStringLiteral("hand")),
        QStringList({QStringLiteral("true"), QStringLiteral("false")}));
    QVERIFY(choices.contains(QStringLiteral("name")));
    QVERIFY(choices.value(QStringLiteral("name")).isEmpty());
}

QTEST_GUILESS_MAIN(TestXacroCorpus)
#include "tst_xacrocorpus.moc"
