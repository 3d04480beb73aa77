#pragma once

#include "diagnostics.h"
#include "framegraph.h"
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
    /// model with `<experimental:params>` applied. Says where it came from; such a DOM has no
    /// line numbers and is never written back.
    QString generatedFrom;
    /// The bytes `xml` was parsed from, exactly as read (empty for a generated DOM): what an edit
    /// patches (model/edit/) so that a save keeps everything it does not change.
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
    /// `.ros3`/`.rsi3`; detected by root element)
    /// with `resolver` for `package://`, `model://` and relative URIs, builds the scene and
    /// resolves the frame graph at zero joint positions. Always returns a document; problems are
    /// in diagnostics().
    static std::unique_ptr<Document> load(const QString &path,
        const ResourceResolver &resolver = ResourceResolver::fromEnvironment());
    /// As load(), but a file whose path is in `overlay` is read from there instead of the disk.
    static std::unique_ptr<Document> load(
        const QString &path, const ResourceResolver &resolver, const FileOverlay &overlay);

    const QString &path() const { return m_path; }
    const SceneModel &scene() const { return m_scene; }
    SceneModel &scene() { return m_scene; }
    const FrameGraph &frames() const { return m_frames; }
    FrameGraph &frames() { return m_frames; }
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    Diagnostics &diagnostics() { return m_diagnostics; }

    const std::vector<SourceFile> &files() const { return m_files; }
    /// Paths of files(), indexed like SourceRef::file.
    QStringList filePaths() const;
    /// The file `ref` was read from (for diagnostics); path() when `ref` names no file.
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
    QString m_path;
    SceneModel m_scene;
    FrameGraph m_frames;
    Diagnostics m_diagnostics;
    std::vector<SourceFile> m_files;
    const FileOverlay *m_overlay = nullptr; ///< set while loading
    std::shared_ptr<const simrobot::Instance> m_simRobotScene;
    QHash<FrameId, const simrobot::Instance *> m_simRobotInstances;
};

} // namespace robostage
