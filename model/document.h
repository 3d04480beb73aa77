#pragma once

#include "diagnostics.h"
#include "formats/xacro/xacroexpand.h"
#include "framegraph.h"
#include "lifetimebound.h"
#include "resourceresolver.h"
#include "scene.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace tinyxml2 {
class XMLDocument;
}

namespace robostage {

namespace simrobot {
struct Instance;
}

/// One XML file read into a document (the opened file and each file reached by `<include>`),
/// kept as a tinyxml2 DOM with line numbers: the source of truth for lossless saving.
struct SourceFile
{
    QString path;
    std::unique_ptr<tinyxml2::XMLDocument> xml;
    /// Non-empty for a DOM made in memory rather than read from `path`: a copy of an included
    /// model with `<experimental:params>` applied, or the expansion of a xacro file. Says where
    /// it came from; such a DOM has no line numbers and is never written back (edits of a
    /// xacro expansion go to the xacro sources, model/edit/xacroedit.h).
    QString generatedFrom;
    /// The bytes `xml` was parsed from, exactly as read (empty for a generated DOM; for a xacro
    /// expansion, `xml` printed): what an edit patches (model/edit/) so that a save keeps
    /// everything it does not change.
    QByteArray bytes;
};

/// File contents to read instead of the files on disk, by path as Document::files() names them
/// (the edits of an EditSession that are not saved yet).
using FileOverlay = QHash<QString, QByteArray>;

/// An opened description file: the XML DOMs it was read from, the format-neutral scene built
/// from them, the frame graph with resolved poses, and the diagnostics of loading.
///
/// Loading never throws and never aborts on bad input: malformed XML, unknown references and
/// unresolved URIs become diagnostics, the broken element is skipped and the rest loads.
class Document
{
    Q_DECLARE_TR_FUNCTIONS(robostage::Document)

public:
    Document();
    ~Document();
    Document(const Document &) = delete;
    Document &operator=(const Document &) = delete;

    /// Reads `path` (SDFormat 1.0–1.11 `.sdf`/`.world`, URDF `.urdf`, SimRobot `.ros2`/`.rsi2`/
    /// `.ros3`/`.rsi3`, detected by root element; xacro `.xacro`, by extension, expanded first
    /// and read as URDF: see xacroExpansion())
    /// with `resolver` for `package://`, `model://` and relative URIs, builds the scene and
    /// resolves the frame graph at zero joint positions. Always returns a document; problems are
    /// in diagnostics().
    static std::unique_ptr<Document> load(const QString &path,
        const ResourceResolver &resolver = ResourceResolver::fromEnvironment());
    /// As load(), but a file whose path is in `overlay` is read from there instead of the disk.
    static std::unique_ptr<Document> load(
        const QString &path, const ResourceResolver &resolver, const FileOverlay &overlay);
    /// As load(), with the values of the file's `xacro:arg`s (`NAME:=VALUE` on xacro's command
    /// line); ignored for files that are not xacro.
    static std::unique_ptr<Document> load(const QString &path, const ResourceResolver &resolver,
        const FileOverlay &overlay, const xacro::Arguments &arguments);

    /// A step run on every document load() returns, after its frame graph is resolved: how a
    /// layer above the model (the geometry library) completes what needs more than the model
    /// can compute, e.g. SDFormat 1.11 `<inertial auto="true">` (model/geometry/
    /// autoinertial.h). It may change the scene's values and add diagnostics. Null (the
    /// default): none. Set it once at start-up, before any document loads on another thread.
    using LoadHook = void (*)(Document &doc);
    static void setLoadHook(LoadHook hook);

    /// True for a path RoboStage reads as xacro (`*.xacro`, e.g. `robot.urdf.xacro`).
    static bool isXacroPath(const QString &path);
    /// True for a file of Expansion::files that holds XML (an included xacro or XML file),
    /// false for a YAML file loaded by `xacro.load_yaml`.
    static bool isXacroSourcePath(const QString &path);
    /// For a xacro file: the expansion (every file it read, the source map from expanded
    /// elements to xacro FILE:LINE and macro calls, the `xacro:arg`s met); files() then holds
    /// the expanded URDF as one generated DOM (never written back; Expansion::xml was moved
    /// there, so it is null here). Null for other files.
    const xacro::Expansion *xacroExpansion() const { return m_xacro.get(); }
    /// The `xacro:arg` values the document was loaded with.
    const xacro::Arguments &xacroArguments() const ROBOSTAGE_LIFETIMEBOUND
    {
        return m_xacroArguments;
    }
    /// Every file whose change on disk changes this document: filePaths() and, for xacro,
    /// every xacro and YAML file the expansion read and the mesh files its links use.
    QStringList watchedPaths() const;

    const QString &path() const ROBOSTAGE_LIFETIMEBOUND { return m_path; }
    const SceneModel &scene() const ROBOSTAGE_LIFETIMEBOUND { return m_scene; }
    SceneModel &scene() { return m_scene; }
    const FrameGraph &frames() const ROBOSTAGE_LIFETIMEBOUND { return m_frames; }
    FrameGraph &frames() { return m_frames; }
    const Diagnostics &diagnostics() const ROBOSTAGE_LIFETIMEBOUND { return m_diagnostics; }
    Diagnostics &diagnostics() { return m_diagnostics; }

    const std::vector<SourceFile> &files() const ROBOSTAGE_LIFETIMEBOUND { return m_files; }
    /// For the EditSession's in-place updates: the DOMs and bytes changed by a value edit.
    std::vector<SourceFile> &files() { return m_files; }
    /// Paths of files(), indexed like SourceRef::file.
    QStringList filePaths() const;
    /// The file `ref` was read from (for diagnostics; for an element of a xacro expansion, the
    /// xacro file it was written in); path() when `ref` names no file.
    QString filePath(const SourceRef &ref) const;
    /// Reads and parses an XML file into files(); returns its index, or -1 after reporting why
    /// it could not be read or parsed.
    int addFile(
        const QString &path, const QString &includedFrom = QString(), int includedFromLine = 0);
    /// Adds a DOM made in memory (see SourceFile::generatedFrom); `path` is the file it was
    /// derived from, so relative URIs in it resolve as in that file. Returns its index.
    int addGeneratedFile(const QString &path, std::unique_ptr<tinyxml2::XMLDocument> xml,
        const QString &generatedFrom);

    /// SimRobot scenes: the instantiated `<Scene>` the scene model was built from
    /// (simrobotinstances.h; every attribute traced to the element and file it is written in),
    /// kept for the editors. Null for other formats and for a SimRobot file without a scene.
    const simrobot::Instance *simRobotScene() const { return m_simRobotScene.get(); }
    void setSimRobotScene(std::shared_ptr<const simrobot::Instance> scene)
    {
        m_simRobotScene = std::move(scene);
    }
    /// SimRobot scenes: the instance (element of simRobotScene()) frame node `frame` was made
    /// from, as the reader recorded it; null for other nodes and formats.
    const simrobot::Instance *simRobotInstance(FrameId frame) const
    {
        return m_simRobotInstances.value(frame, nullptr);
    }
    void setSimRobotInstance(FrameId frame, const simrobot::Instance *instance)
    {
        m_simRobotInstances.insert(frame, instance);
    }

private:
    /// The bytes of `path`: from the overlay while loading, else from the disk; false with
    /// the system's reason in `error`.
    bool readSource(const QString &path, QByteArray &bytes, QString &error) const;
    /// Expands the xacro file m_path into a generated DOM; returns its index or -1.
    int expandXacro(const ResourceResolver &resolver);

    QString m_path;
    SceneModel m_scene;
    FrameGraph m_frames;
    Diagnostics m_diagnostics;
    std::vector<SourceFile> m_files;
    const FileOverlay *m_overlay = nullptr; ///< set while loading
    std::unique_ptr<xacro::Expansion> m_xacro;
    xacro::Arguments m_xacroArguments;
    std::shared_ptr<const simrobot::Instance> m_simRobotScene;
    QHash<FrameId, const simrobot::Instance *> m_simRobotInstances;
};

} // namespace robostage
