#pragma once

// Copy and paste of entities (issue 18, "Copy and paste"): what Edit › Copy puts on the
// clipboard and Edit › Paste writes into a document, within a file or between files of the
// same format.

#include "addspec.h"
#include "patchcommand.h"

#include "scene.h"

#include <QList>

#include <optional>

namespace robostage::edit {

/// An entity copied from a document, as the clipboard carries it: its elements as written in
/// the source file, each dedented so that its start tag is at column 0 and its inner lines
/// keep their indentation relative to it. SDFormat: one `<model>`, `<link>`, `<visual>`,
/// `<collision>` or `<frame>` element with everything in it. URDF: a `<link>` with its parent
/// `<joint>`, the links and joints below it and their `<gazebo reference>` blocks (as
/// Duplicate copies them), or one `<visual>` or `<collision>`.
struct CopiedEntity
{
    SourceFormat format = SourceFormat::Sdf;
    QString version; ///< the source file's SDFormat version (`1.9`); empty for URDF
    FrameKind kind = FrameKind::Link;
    QString name; ///< the copied entity's own name (the last `::` segment)
    QString parentLink; ///< URDF link: the parent link of its parent joint in the source
    QList<QByteArray> elements;
    /// URDF: the robot-level `<material>` definitions the elements name (`<material name/>`
    /// without a colour), for a paste into an SDFormat file (the converter needs the colours).
    QList<QByteArray> materials;
    /// SDFormat model, link, visual or collision: X_PE, its resolved pose in its parent frame
    /// (the parent model or the world; the model; the link), for a paste into URDF (the
    /// converter reads the copy without the frames its `<pose relative_to>` may name).
    std::optional<Pose> pose;

    /// The clipboard form: a `<robostage-clipboard>` element with the attributes above and the
    /// elements as its children (MIME type kMimeType).
    QByteArray toXml() const;
    /// Reads toXml()'s form; nothing and `error` when it is not one.
    static std::optional<CopiedEntity> fromXml(const QByteArray &xml, QString *error);
    /// The elements as text (for `text/plain`: pasting into a text editor).
    QByteArray text() const;
    /// The AddSpec::Kind of `kind` in a file of format `into`: a paste goes where AddEntity
    /// would add one of that kind (an SDFormat model pasted into URDF is a link subtree).
    AddSpec::Kind addKind(SourceFormat into) const;
    AddSpec::Kind addKind() const { return addKind(format); }

    static constexpr const char *kMimeType = "application/x-robostage-entity+xml";
};

/// Copies entity `id` of `doc` into `out`; false with `error` for what cannot be copied (the
/// world, joints and sensors alone, a URDF root link, entities of SimRobot or xacro files,
/// included models).
bool copyEntity(const Document &doc, FrameId id, CopiedEntity &out, QString *error);

/// Pastes a CopiedEntity below `parent` (a scoped name as AddSpec::parent: the world or a model
/// for a model, a model for a link, a link for a visual or collision, the world, a model or a
/// link for a frame; URDF: the link the pasted link's parent joint hangs from, or the link a
/// visual or collision goes into), as one lossless patch and one undo step. The pasted entity
/// keeps its name when that is free in its new scope, else gets `NAME_copy`, `NAME_copy2`, …;
/// the references inside it to renamed entities (SDFormat `relative_to`, `attached_to`,
/// `expressed_in`; URDF joint `<parent link>`, `<child link>`, `<mimic joint>`, `<gazebo
/// reference>`) follow, and a URDF link's parent joint gets `parent` as its parent link.
/// A copy from the other format (SDFormat ↔ URDF) is converted first (pasteconvert.h
/// convertCopiedEntity()); the notes say so and list what did not convert. URDF links pasted
/// into SDFormat become links and joints of the model `parent`, the top joint hanging from
/// `parentLink` (empty: the model's link named like the copy's parent link, else its first
/// link). Refused with the reason: a kind that does not go below `parent`, what cannot be
/// converted, a xacro or SimRobot document.
class PasteEntity : public PatchCommand
{
public:
    static std::unique_ptr<PasteEntity> create(EditSession &session, const CopiedEntity &copied,
        const QString &parent, EditResult &result, const QString &parentLink = {});

    using PatchCommand::PatchCommand;

    /// The pasted entity's `KIND:scoped-name` (entitylookup.h findEntity()) after redo().
    QString pastedSpec() const { return m_pastedSpec; }

private:
    QString m_pastedSpec;
};

} // namespace robostage::edit
