// Edit commands through an EditSession on small fixtures (tests/data/edit): what each command
// writes, that the reloaded document shows it, that undo gives back the original bytes,
// references followed by renames (SDFormat and URDF), include overrides, and saving (atomic,
// permissions kept, refused when the file changed on disk, all or nothing when a write fails:
// a full disk or a failed rename are injected with setSaveFailureForTests, as the tests may run
// as root, where a read-only folder does not stop writing).

#include "corpus.h"
#include "edit/editsession.h"
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace robostage;
using namespace robostage::edit;
using namespace robostage::test;

namespace {

using robostage::test::findFrame;
using robostage::test::readFile;

QString data(const QString &name)
{
    return QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/edit/") + name;
}

/// Copies tests/data/edit into `dir` (so saves have somewhere to go).
bool copyFixtures(const QString &dir)
{
    const QString from = QStringLiteral(ROBOSTAGE_TEST_DATA_DIR "/edit");
    for (const QString &rel : {"refs.sdf", "refs.urdf", "include.sdf", "models/arm/model.config",
             "models/arm/model.sdf"}) {
        QDir().mkpath(QFileInfo(dir + '/' + rel).path());
        if (!QFile::copy(from + '/' + rel, dir + '/' + rel))
            return false;
        QFile::setPermissions(dir + '/' + rel, QFile::ReadOwner | QFile::WriteOwner);
    }
    return true;
}

/// While alive, injects `reason` as the failure of every `step` (`nth` 0) or of the `nth`
/// (1-based) `step` only.
class InjectedFailure
{
public:
    InjectedFailure(SaveStep step, const QString &reason, int nth = 0)
    {
        failed.clear();
        setSaveFailureForTests([=, count = 0](const QString &target, SaveStep s) mutable {
            if (s != step || (++count != nth && nth != 0))
                return QString();
            failed = target;
            return reason;
        });
    }
    ~InjectedFailure() { setSaveFailureForTests(nullptr); }
    InjectedFailure(const InjectedFailure &) = delete;
    InjectedFailure &operator=(const InjectedFailure &) = delete;

    static inline QString failed; ///< the target the failure was injected for
};

/// The names in `dir` (recursively), to see that no temporary file is left behind.
QStringList filesIn(const QString &dir)
{
    QStringList names;
    for (const QFileInfo &info :
        QDir(dir).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot)) {
        names << info.fileName();
        if (info.isDir())
            names << filesIn(info.filePath());
    }
    return names;
}

Pose worldPose(const EditSession &s, const QString &name)
{
    const FrameId id = findFrame(s.document(), name);
    return id == kNoFrame ? Pose {{-999, -999, -999}, {}} : s.document().frames().worldPose(id);
}

} // namespace

class TestEditSession : public QObject
{
    Q_OBJECT

private slots:
    void setPoseSdf();
    void setPoseInsertsAndMerges();
    void setColorAndAxisSdf();
    void renameSdfReferences();
    void renameUrdfReferences();
    void urdfEdits();
    void refusedEdits();
    void includeOverrides();
    void saveKeepsPermissions();
    void saveRefusesChangedFile();
    void saveFailureKeepsOriginal();
    void fullDiskKeepsOriginalAndEdits();
    void failedRenameKeepsOriginal();
    void multiFileSaveIsAllOrNothing();
};

void TestEditSession::setPoseSdf()
{
    // GIVEN refs.sdf, where arm's pose is relative_to base (at z 0.1)
    EditSession s(data("refs.sdf"));
    QVERIFY2(!s.document().diagnostics().hasErrors(), qPrintable(diagnosticsText(s.document())));
    const QByteArray original = s.bytes(s.path());
    // WHEN arm is moved to x 0.1 in its pose frame
    const EditResult r = s.setPose(QStringLiteral("robot::arm"), {0.1, 0, 1, 0, 0, 0});
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN only that pose's first number changes, relative_to kept, and the document shows it
    QCOMPARE(changedLines(original, s.bytes(s.path())),
        QStringList {"<pose relative_to=\"base\">0.1 0 1 0 0 0</pose>"});
    QVERIFY(poseNear(worldPose(s, "robot::arm"), Pose {{0.1, 0, 1.1}, {}}));
    QVERIFY(s.isModified());
    // AND undo gives back the original bytes
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), original);
    QVERIFY(!s.isModified());
    QVERIFY(poseNear(worldPose(s, "robot::arm"), Pose {{0, 0, 1.1}, {}}));
}

void TestEditSession::setPoseInsertsAndMerges()
{
    // GIVEN finger, a self-closing <link> without <pose>
    EditSession s(data("refs.sdf"));
    const QByteArray original = s.bytes(s.path());
    // WHEN it is posed twice (a drag)
    QVERIFY(s.setPose(QStringLiteral("link:finger"), {1, 0, 0, 0, 0, 0}).ok);
    QVERIFY(s.setPose(QStringLiteral("link:finger"), {2, 0, 0, 0, 0, 1.5}).ok);
    // THEN the link gets a <pose> on its own line, and the two steps are one undo step
    const QByteArray bytes = s.bytes(s.path());
    QVERIFY2(bytes.contains("    <link name=\"finger\">\n      <pose>2 0 0 0 0 1.5</pose>\n"
                            "    </link>\n"),
        bytes.constData());
    QCOMPARE(s.undoStack()->count(), 1);
    QVERIFY(poseNear(worldPose(s, "robot::finger"), Pose::fromXyzRpy(2, 0, 0, 0, 0, 1.5)));
    s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), original);
    // AND the same value again changes nothing and pushes nothing
    const EditResult same = s.setPose(QStringLiteral("robot::arm"), {0, 0, 1, 0, 0, 0});
    QVERIFY(same.ok);
    QCOMPARE(s.undoStack()->count(), 1);
    QCOMPARE(s.undoStack()->index(), 0);
}

void TestEditSession::setColorAndAxisSdf()
{
    EditSession s(data("refs.sdf"));
    const QByteArray original = s.bytes(s.path());
    // WHEN the visual is recoloured and shoulder's axis turned
    QVERIFY(s.setMaterialColor(QStringLiteral("robot::base::v"), {1, 0, 0, 1}).ok);
    QVERIFY(s.setJointAxis(QStringLiteral("shoulder"), {0, 1, 0}).ok);
    // THEN ambient and diffuse take the colour, the axis keeps expressed_in
    QCOMPARE(changedLines(original, s.bytes(s.path())),
        QStringList({"<ambient>1 0 0 1</ambient>", "<diffuse>1 0 0 1</diffuse>",
            "<xyz expressed_in=\"base\">0 1 0</xyz>"}));
    const Visual &v = s.document().scene().world.models[0].links[0].visuals[0];
    QVERIFY(v.material.diffuse && *v.material.diffuse == (Color {1, 0, 0, 1}));
    QCOMPARE(s.document().scene().world.models[0].joints[0].axis.xyz, (Vec3 {0, 1, 0}));
    // AND undoing both gives the original
    while (s.undoStack()->canUndo())
        s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), original);
}

void TestEditSession::renameSdfReferences()
{
    EditSession s(data("refs.sdf"));
    const QByteArray original = s.bytes(s.path());
    // WHEN base, shoulder and the nested model hand are renamed
    EditResult r = s.renameEntity(QStringLiteral("robot::base"), QStringLiteral("torso"));
    QVERIFY2(r.ok, qPrintable(r.error));
    r = s.renameEntity(QStringLiteral("robot::shoulder"), QStringLiteral("sh"));
    QVERIFY2(r.ok, qPrintable(r.error));
    r = s.renameEntity(QStringLiteral("robot::hand"), QStringLiteral("paw"));
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN every reference follows; the unknown <gazebo reference> and the nested scope do not
    QCOMPARE(changedLines(original, s.bytes(s.path())),
        QStringList({"<model name=\"robot\" canonical_link=\"torso\">", "<link name=\"torso\">",
            "<pose relative_to=\"torso\">0 0 1 0 0 0</pose>",
            "<joint name=\"sh\" type=\"revolute\">", "<parent>torso</parent>",
            "<xyz expressed_in=\"torso\">0 0 1</xyz>", "<mimic joint=\"sh\" axis=\"axis\">",
            "<frame name=\"tool\" attached_to=\"torso\">",
            "<pose relative_to=\"torso\">0.5 0 0 0 0 0</pose>", "<model name=\"paw\">",
            "<frame name=\"on_palm\" attached_to=\"paw::palm\"/>"}));
    QVERIFY2(!s.document().diagnostics().hasErrors(), qPrintable(diagnosticsText(s.document())));
    QVERIFY(findFrame(s.document(), "robot::torso") != kNoFrame);
    QVERIFY(poseNear(worldPose(s, "robot::arm"), Pose {{0, 0, 1.1}, {}}));
    QCOMPARE(s.document().frames().joints()[1].mimicLeader, QStringLiteral("robot::sh"));
    // AND a name in use or reserved is refused
    QVERIFY(!s.renameEntity(QStringLiteral("robot::arm"), QStringLiteral("finger")).ok);
    QVERIFY(!s.renameEntity(QStringLiteral("robot::arm"), QStringLiteral("a::b")).ok);
    QVERIFY(!s.renameEntity(QStringLiteral("robot::arm"), QStringLiteral("__model__")).ok);
    while (s.undoStack()->canUndo())
        s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), original);
}

void TestEditSession::renameUrdfReferences()
{
    EditSession s(data("refs.urdf"));
    QVERIFY2(!s.document().diagnostics().hasErrors(), qPrintable(diagnosticsText(s.document())));
    const QByteArray original = s.bytes(s.path());
    // WHEN link arm and joint shoulder are renamed
    QVERIFY(s.renameEntity(QStringLiteral("link:r::arm"), QStringLiteral("upper")).ok);
    QVERIFY(s.renameEntity(QStringLiteral("joint:shoulder"), QStringLiteral("sh")).ok);
    // THEN parent/child links, gazebo references, mimic and the transmission follow
    QCOMPARE(changedLines(original, s.bytes(s.path())),
        QStringList({"<link name=\"upper\">", "<joint name=\"sh\" type=\"revolute\">",
            "<child link=\"upper\"/>", "<parent link=\"upper\"/>", "<mimic joint=\"sh\"/>",
            "<joint name=\"sh\"/>", "<gazebo reference=\"upper\">", "<gazebo reference=\"sh\"/>"}));
    QVERIFY2(!s.document().diagnostics().hasErrors(), qPrintable(diagnosticsText(s.document())));
    // AND a URDF link may not take another link's name, but may take a joint's
    QVERIFY(!s.renameEntity(QStringLiteral("link:r::upper"), QStringLiteral("finger")).ok);
    QVERIFY(s.renameEntity(QStringLiteral("link:r::upper"), QStringLiteral("wrist")).ok);
}

void TestEditSession::urdfEdits()
{
    EditSession s(data("refs.urdf"));
    const QByteArray original = s.bytes(s.path());
    // WHEN the arm link (pose = shoulder's origin, absent) is moved, both visuals recoloured
    // and the wrist axis turned
    EditResult r = s.setPose(QStringLiteral("link:arm"), {0, 0, 0.5, 0, 0, 0});
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.notes.join(' ').contains(QLatin1String("shoulder")));
    r = s.setMaterialColor(QStringLiteral("r::base::visual_0"), {0, 1, 0, 1});
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.notes.join(' ').contains(QLatin1String("blue")));
    QVERIFY(s.setMaterialColor(QStringLiteral("paint"), {0.25, 0, 0, 1}).ok);
    QVERIFY(s.setJointAxis(QStringLiteral("wrist"), {0, 0, 1}).ok);
    // THEN: an <origin> in shoulder, a visual-local material for base (blue stays), the own
    // material's colour, the axis
    QCOMPARE(changedLines(original, s.bytes(s.path())),
        QStringList({"<material name=\"base_visual_0_color\">", "<color rgba=\"0 1 0 1\"/>",
            "</material>", "<material name=\"own\"><color rgba=\"0.25 0 0 1\"/></material>",
            "<origin xyz=\"0 0 0.5\"/>", "<axis xyz=\"0 0 1\"/>"}));
    QVERIFY(s.bytes(s.path()).contains("<material name=\"blue\">\n    <color rgba=\"0 0 1 1\"/>"));
    QVERIFY(poseNear(worldPose(s, "r::arm"), Pose {{0, 0, 0.5}, {}}));
    QVERIFY(poseNear(worldPose(s, "r::finger"), Pose {{0, 0, 1.5}, {}}));
    const Link &base = s.document().scene().world.models[0].links[0];
    QVERIFY(base.visuals[0].material.diffuse
        && *base.visuals[0].material.diffuse == (Color {0, 1, 0, 1}));
    while (s.undoStack()->canUndo())
        s.undoStack()->undo();
    QCOMPARE(s.bytes(s.path()), original);
}

void TestEditSession::refusedEdits()
{
    EditSession s(data("refs.urdf"));
    const QByteArray original = s.bytes(s.path());
    // a URDF root link and the robot have no pose; unknown names; bad values
    for (const EditResult &r : {s.setPose(QStringLiteral("link:base"), {1, 0, 0, 0, 0, 0}),
             s.setPose(QStringLiteral("model:r"), {1, 0, 0, 0, 0, 0}),
             s.setPose(QStringLiteral("nothing"), {1, 0, 0, 0, 0, 0}),
             s.setJointAxis(QStringLiteral("wrist"), {0, 0, 0}),
             s.setMaterialColor(QStringLiteral("paint"), {2, 0, 0, 1}),
             s.setModelStatic(QStringLiteral("r"), true)}) {
        QVERIFY(!r.ok);
        QVERIFY(!r.error.isEmpty());
    }
    QVERIFY(s.setPose(QStringLiteral("link:base"), {1, 0, 0, 0, 0, 0})
                .error.contains(QLatin1String("refs.urdf:7")));
    QCOMPARE(s.undoStack()->count(), 0);
    QCOMPARE(s.bytes(s.path()), original);
}

void TestEditSession::includeOverrides()
{
    QTemporaryDir dir;
    QVERIFY(copyFixtures(dir.path()));
    const QString main = dir.filePath("include.sdf");
    const QString model = dir.filePath("models/arm/model.sdf");
    EditSession s(main);
    QVERIFY2(!s.document().diagnostics().hasErrors(), qPrintable(diagnosticsText(s.document())));
    const QByteArray mainBytes = readFile(main), modelBytes = readFile(model);
    // WHEN the included model is moved, made static and renamed
    QVERIFY(s.setPose(QStringLiteral("left"), {1, 2, 0, 0, 0, 0}).ok);
    QVERIFY(s.setModelStatic(QStringLiteral("left"), true).ok);
    EditResult r = s.renameEntity(QStringLiteral("model:left"), QStringLiteral("right"));
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN the include gets the overrides and the world's references follow; model.sdf is not
    // touched
    QCOMPARE(changedLines(mainBytes, s.bytes(main)),
        QStringList({"<static>true</static>", "<pose>1 2 0 0 0 0</pose>", "<name>right</name>",
            "<frame name=\"marker\" attached_to=\"right::hand\">",
            "<pose relative_to=\"right::hand\">0 0 0 0 0 0</pose>"}));
    QCOMPARE(s.bytes(QFileInfo(model).canonicalFilePath()), modelBytes);
    QVERIFY(poseNear(worldPose(s, "marker"), Pose {{1, 2, 1}, {}}));
    // WHEN a link inside the included model is moved and renamed
    QSignalSpy notes(&s, &EditSession::notesReported);
    r = s.setPose(QStringLiteral("right::hand"), {0, 0, 2, 0, 0, 0});
    QVERIFY2(r.ok, qPrintable(r.error));
    QVERIFY(r.notes.join(' ').contains(QLatin1String("included model file")));
    // (and the session reports that note, for the window's status bar)
    QCOMPARE(notes.count(), 1);
    QCOMPARE(notes.at(0).at(0).toStringList(), r.notes);
    r = s.renameEntity(QStringLiteral("right::hand"), QStringLiteral("gripper"));
    QVERIFY2(r.ok, qPrintable(r.error));
    // THEN model.sdf is edited as its own file, and the world's references follow
    QVERIFY(s.bytes(main).contains("attached_to=\"right::gripper\""));
    QVERIFY2(!s.document().diagnostics().hasErrors(), qPrintable(diagnosticsText(s.document())));
    QVERIFY(poseNear(worldPose(s, "marker"), Pose {{1, 2, 2}, {}}));
    // AND saving writes both files
    const SaveResult saved = s.save();
    QVERIFY2(saved.ok, qPrintable(saved.error));
    QCOMPARE(saved.written.size(), 2);
    const QByteArray savedModel = readFile(model);
    QCOMPARE(changedLines(modelBytes, savedModel),
        QStringList(
            {"<link name=\"gripper\">", "<pose>0 0 2 0 0 0</pose>", "<child>gripper</child>"}));
    QVERIFY(!s.isModified());
    // AND undoing everything and saving gives back both originals
    while (s.undoStack()->canUndo())
        s.undoStack()->undo();
    QVERIFY(s.save().ok);
    QCOMPARE(readFile(main), mainBytes);
    QCOMPARE(readFile(model), modelBytes);
}

void TestEditSession::saveKeepsPermissions()
{
    QTemporaryDir dir;
    QVERIFY(copyFixtures(dir.path()));
    const QString path = dir.filePath("refs.sdf");
    const auto permissions = QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup;
    QVERIFY(QFile::setPermissions(path, permissions));
    EditSession s(path);
    QVERIFY(s.setPose(QStringLiteral("arm"), {0, 0, 2, 0, 0, 0}).ok);
    const SaveResult saved = s.save();
    QVERIFY2(saved.ok, qPrintable(saved.error));
    QCOMPARE(saved.written, QStringList {path});
    QCOMPARE(QFile::permissions(path) & 0xf0ff, permissions);
    QCOMPARE(readFile(path), s.bytes(path));
    QVERIFY(!s.undoStack()->isClean() == s.isModified());
    // saveAs continues with the new file
    const QString copy = dir.filePath("copy.sdf");
    QVERIFY(s.saveAs(copy).ok);
    QCOMPARE(s.path(), copy);
    QCOMPARE(readFile(copy), readFile(path));
    QCOMPARE(QFile::permissions(copy) & 0xf0ff, permissions);
}

void TestEditSession::saveRefusesChangedFile()
{
    QTemporaryDir dir;
    QVERIFY(copyFixtures(dir.path()));
    const QString path = dir.filePath("refs.sdf");
    EditSession s(path);
    QVERIFY(s.setPose(QStringLiteral("arm"), {0, 0, 2, 0, 0, 0}).ok);
    // GIVEN another program replaced the file meanwhile
    const QByteArray theirs = readFile(path).replace("robot", "robot2");
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(theirs);
    }
    // WHEN saving THEN it is refused, naming the file, and their bytes stay
    const SaveResult saved = s.save();
    QVERIFY(!saved.ok);
    QVERIFY2(saved.error.contains(path) && saved.error.contains(QLatin1String("changed on disk")),
        qPrintable(saved.error));
    QVERIFY(saved.written.isEmpty());
    QCOMPARE(readFile(path), theirs);
    QVERIFY(s.isModified());
    QCOMPARE(saved.changedOnDisk, path);
    // WHEN the user chooses to overwrite THEN the session's bytes replace theirs
    const SaveResult forced = s.save(SaveOptions {true});
    QVERIFY2(forced.ok, qPrintable(forced.error));
    QCOMPARE(forced.written, QStringList({path}));
    QCOMPARE(readFile(path), s.bytes(path));
    QVERIFY(!s.isModified());
    QVERIFY(s.undoStack()->isClean());
}

void TestEditSession::saveFailureKeepsOriginal()
{
    QTemporaryDir dir;
    QVERIFY(copyFixtures(dir.path()));
    const QString path = dir.filePath("refs.sdf");
    const QByteArray original = readFile(path);
    EditSession s(path);
    QVERIFY(s.setPose(QStringLiteral("arm"), {0, 0, 2, 0, 0, 0}).ok);
    // GIVEN a target folder that does not exist
    const QString missing = dir.filePath("missing/refs.sdf");
    // WHEN saving there THEN it fails with the reason; the session and the original stay
    SaveResult saved = s.saveAs(missing);
    QVERIFY(!saved.ok);
    QVERIFY2(saved.error.contains(missing), qPrintable(saved.error));
    QCOMPARE(s.path(), path);
    QCOMPARE(readFile(path), original);
    QVERIFY(s.isModified());
    // GIVEN a folder where no new file can be made (QSaveFile writes a temporary file there)
    QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner);
    QFile probe(dir.filePath("probe"));
    const bool folderWritable = probe.open(QIODevice::WriteOnly);
    if (folderWritable)
        probe.remove();
    if (!folderWritable) {
        // WHEN saving in place THEN it fails and the original is intact
        saved = s.save();
        QVERIFY(!saved.ok);
        QVERIFY2(saved.error.contains(path), qPrintable(saved.error));
        QCOMPARE(readFile(path), original);
    }
    QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    if (folderWritable)
        qInfo("read-only folder not checked: this user's rights ignore folder permissions");
}

void TestEditSession::fullDiskKeepsOriginalAndEdits()
{
    QTemporaryDir dir;
    QVERIFY(copyFixtures(dir.path()));
    const QString path = dir.filePath("refs.sdf");
    const QByteArray original = readFile(path);
    const QStringList files = filesIn(dir.path());
    EditSession s(path);
    QVERIFY(s.setPose(QStringLiteral("arm"), {0, 0, 2, 0, 0, 0}).ok);
    const QByteArray edited = s.bytes(path);
    QVERIFY(edited != original);
    const Pose editedPose = worldPose(s, "arm");
    {
        // GIVEN a disk that fills up half-way through the write
        InjectedFailure full(SaveStep::Write, QStringLiteral("No space left on device"));
        // WHEN saving THEN it fails naming the file and the reason
        const SaveResult saved = s.save();
        QVERIFY(!saved.ok);
        QVERIFY2(saved.error.contains(path)
                && saved.error.contains(QLatin1String("No space left on device")),
            qPrintable(saved.error));
        QVERIFY(saved.written.isEmpty());
        QCOMPARE(InjectedFailure::failed, path);
    }
    // AND the original bytes stay, with no temporary file left behind
    QCOMPARE(readFile(path), original);
    QCOMPARE(filesIn(dir.path()), files);
    // AND the session keeps its edits: bytes, document, undo stack, modified state
    QCOMPARE(s.bytes(path), edited);
    QVERIFY(poseNear(worldPose(s, "arm"), editedPose));
    QCOMPARE(s.undoStack()->count(), 1);
    QVERIFY(!s.undoStack()->isClean());
    QVERIFY(s.isModified());
    // WHEN the disk has room again THEN the next save writes the edits
    const SaveResult saved = s.save();
    QVERIFY2(saved.ok, qPrintable(saved.error));
    QCOMPARE(readFile(path), edited);
    QVERIFY(!s.isModified());
    QVERIFY(s.undoStack()->isClean());
}

void TestEditSession::failedRenameKeepsOriginal()
{
    QTemporaryDir dir;
    QVERIFY(copyFixtures(dir.path()));
    const QString path = dir.filePath("refs.sdf");
    const QByteArray original = readFile(path);
    const QStringList files = filesIn(dir.path());
    EditSession s(path);
    QVERIFY(s.setPose(QStringLiteral("arm"), {0, 0, 2, 0, 0, 0}).ok);
    const QByteArray edited = s.bytes(path);
    // GIVEN a folder where the temporary file cannot be renamed over the file (a read-only
    // folder for a user whose rights it limits)
    {
        InjectedFailure denied(SaveStep::Commit, QStringLiteral("Permission denied"));
        // WHEN saving in place THEN it fails with the reason, and nothing changes on disk
        SaveResult saved = s.save();
        QVERIFY(!saved.ok);
        QVERIFY2(saved.error.contains(path) && saved.error.contains(QLatin1String("Permission")),
            qPrintable(saved.error));
        QCOMPARE(readFile(path), original);
        QCOMPARE(filesIn(dir.path()), files);
        // WHEN saving as a new file THEN it fails too, leaving no new file, and the session
        // stays with the opened file
        const QString copy = dir.filePath("copy.sdf");
        saved = s.saveAs(copy);
        QVERIFY(!saved.ok);
        QVERIFY2(saved.error.contains(copy), qPrintable(saved.error));
        QVERIFY(!QFileInfo::exists(copy));
        QCOMPARE(s.path(), path);
        QCOMPARE(filesIn(dir.path()), files);
    }
    // GIVEN a target whose folder is a regular file (a real failure, also for root)
    const QString inFile = dir.filePath("refs.urdf/copy.sdf");
    const SaveResult saved = s.saveAs(inFile);
    QVERIFY(!saved.ok);
    QVERIFY2(saved.error.contains(inFile), qPrintable(saved.error));
    QCOMPARE(s.path(), path);
    // AND the edits are still there to save
    QVERIFY(s.isModified());
    QCOMPARE(s.bytes(path), edited);
    QVERIFY(s.save().ok);
    QCOMPARE(readFile(path), edited);
}

void TestEditSession::multiFileSaveIsAllOrNothing()
{
    QTemporaryDir dir;
    QVERIFY(copyFixtures(dir.path()));
    const QString main = dir.filePath("include.sdf");
    const QString model = QFileInfo(dir.filePath("models/arm/model.sdf")).canonicalFilePath();
    const QByteArray mainBytes = readFile(main), modelBytes = readFile(model);
    const QStringList files = filesIn(dir.path());
    EditSession s(main);
    // GIVEN edits in the world file and in the model file it includes
    QVERIFY(s.setPose(QStringLiteral("left"), {1, 2, 0, 0, 0, 0}).ok);
    QVERIFY(s.setPose(QStringLiteral("left::hand"), {0, 0, 2, 0, 0, 0}).ok);
    QCOMPARE(s.modifiedFiles().size(), 2);
    const QByteArray mainEdited = s.bytes(main), modelEdited = s.bytes(model);
    // WHEN the second file's write fails (full disk) THEN neither file changes
    for (const SaveStep step : {SaveStep::Write, SaveStep::Commit}) {
        InjectedFailure full(step, QStringLiteral("No space left on device"), 2);
        const SaveResult saved = s.save();
        QVERIFY(!saved.ok);
        QVERIFY(!InjectedFailure::failed.isEmpty());
        QVERIFY2(saved.error.contains(InjectedFailure::failed), qPrintable(saved.error));
        // (when the first file was renamed into place already, it is put back)
        QVERIFY2(saved.written.isEmpty(), qPrintable(saved.written.join(' ')));
        QCOMPARE(readFile(main), mainBytes);
        QCOMPARE(readFile(model), modelBytes);
        QCOMPARE(filesIn(dir.path()), files);
        QCOMPARE(s.modifiedFiles().size(), 2);
    }
    // WHEN the included file changed on disk meanwhile THEN nothing is written either
    const QByteArray theirs = QByteArray(modelBytes).replace("<sdf", "<!-- theirs --><sdf");
    {
        QFile f(model);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(theirs);
    }
    SaveResult saved = s.save();
    QVERIFY(!saved.ok);
    QCOMPARE(saved.changedOnDisk, model);
    QCOMPARE(readFile(main), mainBytes);
    QCOMPARE(readFile(model), theirs);
    // WHEN the user overwrites THEN both files get the edits
    saved = s.save(SaveOptions {true});
    QVERIFY2(saved.ok, qPrintable(saved.error));
    QCOMPARE(saved.written.size(), 2);
    QCOMPARE(readFile(main), mainEdited);
    QCOMPARE(readFile(model), modelEdited);
    QVERIFY(!s.isModified());
}

QTEST_GUILESS_MAIN(TestEditSession)
#include "tst_editsession.moc"
