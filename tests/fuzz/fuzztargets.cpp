#include "fuzztargets.h"

#include "document.h"
#include "edit/commands.h"
#include "edit/editsession.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <array>
#include <cstdio>
#include <cstdlib>

namespace robostage::fuzz {

namespace {

/// Entities tried in turn by loadSaveOne() until one takes a SetPose: enough to get past a
/// world's or model's entities that refuse it (a URDF root link, a generated model).
constexpr int kMaxPoseCandidates = 8;
/// The pose loadSaveOne() sets: x y z in metres, roll pitch yaw in radians (values that print
/// exactly, so the saved text is the same on every run).
constexpr std::array<double, 6> kEditedPose {0.125, -0.25, 0.5, 0.0625, -0.125, 0.25};

/// Prints `what` and aborts: a broken invariant, for the fuzzer (or the regression test) to
/// report with the input that broke it.
[[noreturn]] void fail(const QString &what)
{
    std::fprintf(stderr, "robostage fuzz: invariant broken: %s\n", qPrintable(what));
    std::abort();
}

QByteArray toBytes(const std::uint8_t *data, std::size_t size)
{
    return QByteArray(reinterpret_cast<const char *>(data), qsizetype(size));
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// Writes `data` to `input.SUFFIX` in `dir` and loads it as the application does; the document
/// is thrown away (a crash, a hang or a sanitizer report is what the fuzzer looks for).
int loadOne(const std::uint8_t *data, std::size_t size, const char *suffix)
{
    if (size > kMaxInputBytes)
        return 0;
    QTemporaryDir dir;
    if (!dir.isValid())
        return 0;
    const QString path = dir.filePath(QStringLiteral("input") + QLatin1String(suffix));
    if (!writeFile(path, toBytes(data, size)))
        return 0;
    const auto doc = Document::load(path, ResourceResolver());
    // Format every diagnostic, as the application shows them.
    for (const Diagnostic &d : doc->diagnostics().items())
        (void)d.toString();
    return 0;
}

/// The files xacroOne() writes next to its input: a property, an argument and a macro with a
/// block parameter to include, and a YAML file to load, so that mutations reach the code paths
/// behind `xacro:include`, `xacro:insert_block` and `xacro.load_yaml` with valid targets.
constexpr char kXacroInclude[] = R"(<?xml version="1.0"?>
<robot xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:property name="inc_len" value="0.5"/>
  <xacro:property name="inc_block">
    <visual><geometry><box size="${inc_len} 1 1"/></geometry></visual>
  </xacro:property>
  <xacro:arg name="inc_arg" default="a"/>
  <xacro:macro name="inc_link" params="name size:=^|1 **content">
    <link name="${name}"><xacro:insert_block name="content"/></link>
  </xacro:macro>
</robot>
)";
constexpr char kXacroYaml[] = "a: 1\nb: [1.5, two, {c: 3}]\nd: {e: !degrees 90}\n";
/// The xacro file yamlOne() expands: it loads the input, `fuzz.yaml`.
constexpr char kYamlLoader[] = R"(<?xml version="1.0"?>
<robot name="r" xmlns:xacro="http://www.ros.org/wiki/xacro">
  <xacro:property name="y" value="${xacro.load_yaml('fuzz.yaml')}"/>
  <link name="${y}"/>
  <link name="${y.a}"/>
</robot>
)";

/// Formats every diagnostic of `doc` and describes every element of its xacro expansion, as
/// the application shows them.
void describe(const Document &doc)
{
    for (const Diagnostic &d : doc.diagnostics().items())
        (void)d.toString();
    // The source map, as the scene tree and the editors read it.
    if (const xacro::Expansion *expansion = doc.xacroExpansion()) {
        for (const xacro::Origin &origin : expansion->origins)
            (void)expansion->describe(origin);
    }
}

/// The suffix the format of `bytes` is saved with: Document::load() goes by the root element.
QString suffixFor(const QByteArray &bytes)
{
    if (bytes.contains("<Simulation"))
        return QStringLiteral(".ros2");
    if (bytes.contains("<robot"))
        return QStringLiteral(".urdf");
    return QStringLiteral(".sdf");
}

/// The scoped names of every frame node of `doc`, kind first: what two loads of the same bytes
/// must agree on.
QStringList frameNames(const Document &doc)
{
    QStringList names;
    const FrameGraph &frames = doc.frames();
    for (FrameId id = 0; id < frames.size(); ++id) {
        const FrameNode &node = frames.node(id);
        names << QLatin1String(frameKindName(node.kind)) + QLatin1Char(':') + node.scopedName;
    }
    return names;
}

/// Pushes a SetPose of the first entity of `session` (in frame graph order) that takes one;
/// false when none does.
bool moveFirstEntity(edit::EditSession &session)
{
    const FrameGraph &frames = session.document().frames();
    int tried = 0;
    for (FrameId id = 0; id < frames.size() && tried < kMaxPoseCandidates; ++id) {
        const FrameKind kind = session.document().frames().node(id).kind;
        if (kind == FrameKind::World || kind == FrameKind::Sensor)
            continue;
        ++tried;
        edit::EditResult result;
        auto command
            = edit::SetPose::create(session, id, kEditedPose, result, edit::SharedEdit::Instance);
        if (command) {
            session.push(std::move(command), result);
            return true;
        }
    }
    return false;
}

} // namespace

int sdfOne(const std::uint8_t *data, std::size_t size)
{
    return loadOne(data, size, ".sdf");
}

int urdfOne(const std::uint8_t *data, std::size_t size)
{
    return loadOne(data, size, ".urdf");
}

int simRobotOne(const std::uint8_t *data, std::size_t size)
{
    return loadOne(data, size, ".ros2");
}

int xacroOne(const std::uint8_t *data, std::size_t size)
{
    if (size > kMaxInputBytes)
        return 0;
    QTemporaryDir dir;
    if (!dir.isValid() || !writeFile(dir.filePath(QStringLiteral("inc.xacro")), kXacroInclude)
        || !writeFile(dir.filePath(QStringLiteral("inc.yaml")), kXacroYaml))
        return 0;
    const QString path = dir.filePath(QStringLiteral("fuzz.urdf.xacro"));
    if (!writeFile(path, toBytes(data, size)))
        return 0;
    const xacro::Arguments arguments {{QStringLiteral("prefix"), QStringLiteral("p_")},
        {QStringLiteral("flag"), QStringLiteral("true")}};
    describe(*Document::load(path, ResourceResolver(), FileOverlay(), arguments));
    return 0;
}

int yamlOne(const std::uint8_t *data, std::size_t size)
{
    if (size > kMaxInputBytes)
        return 0;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("fuzz.urdf.xacro"));
    if (!dir.isValid() || !writeFile(path, kYamlLoader)
        || !writeFile(dir.filePath(QStringLiteral("fuzz.yaml")), toBytes(data, size)))
        return 0;
    describe(*Document::load(path, ResourceResolver()));
    return 0;
}

int loadSaveOne(const std::uint8_t *data, std::size_t size)
{
    if (size > kMaxInputBytes)
        return 0;
    const QByteArray input = toBytes(data, size);
    QTemporaryDir dir;
    if (!dir.isValid())
        return 0;
    const QString folder = QDir(dir.path()).absolutePath() + QLatin1Char('/');
    const QString suffix = suffixFor(input);
    const QString path = folder + QStringLiteral("input") + suffix;
    if (!writeFile(path, input))
        return 0;

    edit::EditSession session(path, ResourceResolver());
    if (session.document().files().empty())
        return 0; // not XML: nothing to edit (the CLI refuses it too)

    // A save without edits writes the bytes that were read.
    const QString copy = folder + QStringLiteral("copy") + suffix;
    const edit::SaveResult unedited = session.saveAs(copy);
    if (!unedited.ok)
        fail(QStringLiteral("saving the unedited file failed: ") + unedited.error);
    if (readFile(copy) != input)
        fail(QStringLiteral("saving the unedited file changed its bytes"));
    if (session.isModified())
        fail(QStringLiteral("the session is modified after a save"));

    if (!moveFirstEntity(session))
        return 0;
    // Only files in the temporary folder may be written (an include may name any file).
    const QStringList modified = session.modifiedFiles();
    for (const QString &file : modified) {
        if (!QDir::cleanPath(file).startsWith(folder))
            return 0;
    }
    QHash<QString, QByteArray> edited;
    for (const QString &file : modified)
        edited.insert(file, session.bytes(file));

    // Undoing the edit gives back every byte; redoing it gives the edit again.
    session.undoStack()->undo();
    if (session.bytes(copy) != input)
        fail(QStringLiteral("undoing the edit did not give back the saved bytes"));
    if (session.isModified())
        fail(QStringLiteral("the session is modified after undoing its only edit"));
    session.undoStack()->redo();
    for (auto it = edited.cbegin(); it != edited.cend(); ++it) {
        if (session.bytes(it.key()) != it.value())
            fail(QStringLiteral("redoing the edit gave other bytes for ") + it.key());
    }

    // The saved file reads back as the session's document.
    const QString saved = folder + QStringLiteral("edited") + suffix;
    const edit::SaveResult result = session.saveAs(saved);
    if (!result.ok)
        fail(QStringLiteral("saving the edited file failed: ") + result.error);
    if (readFile(saved) != session.bytes(saved))
        fail(QStringLiteral("the saved file differs from the session's bytes"));
    const auto reloaded = Document::load(saved, ResourceResolver());
    if (reloaded->files().empty())
        fail(QStringLiteral("the edited file is no longer XML"));
    if (frameNames(*reloaded) != frameNames(session.document()))
        fail(QStringLiteral("the saved file reads back with other frames than the session"));
    return 0;
}

QStringList targetNames()
{
    return {QStringLiteral("sdf"), QStringLiteral("urdf"), QStringLiteral("simrobot"),
        QStringLiteral("xacro"), QStringLiteral("yaml"), QStringLiteral("loadsave")};
}

TargetFunction targetFunction(const QString &name)
{
    if (name == QLatin1String("sdf"))
        return sdfOne;
    if (name == QLatin1String("urdf"))
        return urdfOne;
    if (name == QLatin1String("simrobot"))
        return simRobotOne;
    if (name == QLatin1String("xacro"))
        return xacroOne;
    if (name == QLatin1String("yaml"))
        return yamlOne;
    if (name == QLatin1String("loadsave"))
        return loadSaveOne;
    return nullptr;
}

} // namespace robostage::fuzz
