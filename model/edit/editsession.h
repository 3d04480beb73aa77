#pragma once

#include "document.h"
#include "lifetimebound.h"
#include "pose.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QUndoStack>

#include <array>
#include <functional>
#include <future>
#include <map>
#include <memory>
#include <vector>

namespace robostage::edit {

/// What a SimRobot edit does when the value to change is written in a definition other instances
/// share (simrobot-scene-description.md, "The ref Attribute"): `Ask` refuses with
/// EditResult::SharedQuestion set; `Instance` writes the value on this instance's own element
/// (for a `ref=` element the referencing element, whose attributes and children override the
/// definition's); `Definition` writes it where it is written, so every instance changes.
/// SDFormat and URDF edits ignore it.
enum class SharedEdit { Ask, Instance, Definition };

struct FileDiff;
struct InPlaceEdit;

/// What an edit, undo or redo changed (EditSession::changed()).
struct DocumentChange
{
    /// False: the document was read again; document() is a new object, so references into
    /// the old one must be dropped. True: the same Document was updated in place and only
    /// the poses of `movedFrames` changed (their X_RF; the world poses of the frames posed
    /// relative to them follow); names, structure, geometry and diagnostics are as before.
    bool inPlace = false;
    std::vector<FrameId> movedFrames;
};

/// What an edit did: `ok`, or `error` (what could not be done and why, naming the element's
/// file and line); `notes` tell the user what else happened (an included model file is edited,
/// a shared URDF material got a visual-local copy, nothing changed).
struct EditResult
{
    bool ok = false;
    QString error;
    QStringList notes;

    /// Set when a SimRobot edit failed only because the value to change is written in a
    /// definition that other instances share (reached through `ref=` or an `<Include>`d file)
    /// and the command was given SharedEdit::Ask (commands.h): the caller asks the user and
    /// makes the command again with SharedEdit::Instance or SharedEdit::Definition.
    struct SharedQuestion
    {
        bool asked = false;
        /// Instances that change when the definition is edited (at least 1).
        int definitionUses = 0;
        /// Whether this instance alone can get its own value (false when the instance's own
        /// element lies inside the shared definition too); `instanceRefusal` says why not.
        bool instancePossible = false;
        QString instanceRefusal;
        /// "FILE:LINE" of the definition element the value is written in.
        QString definitionWhere;
    } shared;

    /// True when the edit waits for a SharedEdit choice (see SharedQuestion).
    bool needsSharedChoice() const { return shared.asked; }

    /// Set when a xacro edit failed because the value is computed by an expression written in
    /// a xacro source (issue 16): the caller may ask the user for a new expression and write
    /// it with SetXacroExpression (commands.h).
    struct ComputedValue
    {
        bool asked = false;
        QString path; ///< the xacro source (absolute)
        int begin = 0; ///< byte range of the attribute value (or part of one) in `path`
        int end = 0;
        QString written; ///< the text written there, decoded (e.g. `${width / 2}`)
        QString attribute; ///< the attribute's name
        QString where; ///< "FILE:LINE", with the macro call chain
        QString value; ///< the value the edit asked for
    } computed;
};

/// What a save did: `ok`, or `error` (which file, why, and what to do). `written` lists the
/// files written (absolute paths). A save is all or nothing: when one file fails, the files
/// already written are put back as they were, so after a failure `written` lists only those
/// that could not be put back (normally none; `error` names them).
struct SaveResult
{
    bool ok = false;
    QString error;
    QStringList written;
    /// The file not written because it changed on disk since it was read (size, time and
    /// content checked); empty for other failures. Saving again with
    /// SaveOptions::overwriteChangedOnDisk replaces it.
    QString changedOnDisk;
};

/// How save() and saveAs() treat the files they write.
struct SaveOptions
{
    /// Write a file even when it changed on disk since it was read (the user chose to replace
    /// the other program's changes). A file removed from disk is written again too.
    bool overwriteChangedOnDisk = false;
    /// saveAs(): read the document again from its new path (its relative URIs may resolve
    /// differently there). False for a caller that is done with the session after saving (the
    /// command line): document() then still shows the document as read from the old path.
    bool readAgain = true;
};

/// A step of writing one file in a save, for setSaveFailureForTests().
enum class SaveStep {
    Write, ///< writing the bytes to the temporary file (fails half-way, as on a full disk)
    Commit, ///< renaming the temporary file over the target (QSaveFile::commit)
};

/// Test-only injection point for write failures that cannot be made for real (a full disk; a
/// read-only folder when the tests run as root). The function is asked before each SaveStep of
/// each target file (absolute path) and returns the reason that step fails with (for example
/// "No space left on device"), or an empty string to let it go on. Null (the default) injects
/// nothing; production code never sets it. Returns the previous function. Not thread-safe.
using SaveFailure = std::function<QString(const QString &target, SaveStep step)>;
SaveFailure setSaveFailureForTests(SaveFailure failure);

/// An opened description file being edited: the Document, the bytes of every XML file it was
/// read from, and the QUndoStack of the edits.
///
/// Every edit is a QUndoCommand (commands.h) that patches bytes (xmlpatch.h): only the edited
/// elements' bytes change, so a save keeps comments, whitespace, attribute order, unknown
/// elements and the spelling of untouched numbers, and undoing every edit gives back the
/// original bytes. After each redo/undo either the document is updated in place (a pose value
/// edit: its DOM values, frame graph and scene pose; InPlaceEdit, patchcommand.h) or it is read
/// again from the patched bytes in memory; changed() says which. After a read the Document
/// object is a new one, so callers must not keep references into the old one across a
/// changed() whose DocumentChange::inPlace is false.
class EditSession : public QObject
{
    Q_OBJECT

public:
    /// Reads `path` with `resolver` (see Document::load). Problems are in document().diagnostics().
    /// `arguments`: the `xacro:arg` values of a xacro file (ignored for other formats). A xacro
    /// file's session holds the bytes of every xacro file the expansion read: edits are
    /// written there (xacroedit.h).
    explicit EditSession(const QString &path,
        const ResourceResolver &resolver = ResourceResolver::fromEnvironment(),
        QObject *parent = nullptr, const xacro::Arguments &arguments = {});
    ~EditSession() override;

    const Document &document() const ROBOSTAGE_LIFETIMEBOUND { return *m_document; }
    QUndoStack *undoStack() { return &m_undoStack; }
    /// Absolute path of the opened file (the target of the last saveAs()).
    QString path() const { return m_path; }
    /// The `xacro:arg` values the session reads its xacro file with (empty for other formats).
    const xacro::Arguments &arguments() const ROBOSTAGE_LIFETIMEBOUND { return m_arguments; }
    /// The resolver the document is read with (`model://`, `package://`, Fuel URLs).
    const ResourceResolver &resolver() const ROBOSTAGE_LIFETIMEBOUND { return m_resolver; }

    /// Current bytes (with unsaved edits) of document file `path`; empty when unknown.
    QByteArray bytes(const QString &path) const;
    /// True when some file's bytes differ from what was read or last saved.
    bool isModified() const;
    /// Files whose bytes differ from what was read or last saved.
    QStringList modifiedFiles() const;

    /// Edit commands by entity name (entitylookup.h findEntity: `KIND:NAME`, scoped or an
    /// unambiguous suffix). Each pushes one command on undoStack() unless it fails or changes
    /// nothing. Values: metres and radians, in the frame the entity's pose is expressed in
    /// (SDFormat `<pose relative_to>` or its default; URDF: the parent link for a joint and a
    /// link's parent joint `<origin>`, the link for a visual or collision).
    /// `shared`: see SharedEdit (SimRobot scenes only).
    EditResult setPose(const QString &entity, const std::array<double, 6> &xyzRpy,
        SharedEdit shared = SharedEdit::Ask);
    EditResult setJointAxis(
        const QString &joint, const Vec3 &xyz, SharedEdit shared = SharedEdit::Ask);
    /// RGBA in [0, 1] as written in the file (SDFormat `<diffuse>`, URDF `rgba`, SimRobot
    /// `<Surface diffuseColor>`).
    EditResult setMaterialColor(const QString &visual, const std::array<double, 4> &rgba,
        SharedEdit shared = SharedEdit::Ask);
    EditResult renameEntity(const QString &entity, const QString &newName);
    EditResult setModelStatic(const QString &model, bool isStatic);
    /// A joint's initial position (radians or metres), as SetInitialPositions writes it.
    EditResult setInitialPosition(const QString &joint, double value);
    /// Pushes a command made by a commands.h create() function; returns `result`. A null command
    /// (an error, or nothing to change) is not pushed. Notes of a successful `result` are
    /// emitted as notesReported().
    EditResult push(std::unique_ptr<QUndoCommand> command, const EditResult &result);

    /// Replaces the current bytes of document files (absolute path → new bytes) as one
    /// undoable edit named `text`, e.g. to bring back edits recovered after a crash. Files the
    /// session has not read are skipped and listed in `*skipped` (when given); files whose
    /// bytes are equal already do not change. Returns false when nothing changed (no command
    /// is pushed then). The edit is unsaved like any other: isModified() and save() see it.
    bool replaceBytes(const QHash<QString, QByteArray> &files, const QString &text,
        QStringList *skipped = nullptr);

    /// Writes every modified file in place through QSaveFile (atomic rename), keeping its
    /// permissions. Fails without writing anything when a file to write changed on disk since it
    /// was read (size, time and content checked), naming it (SaveResult::changedOnDisk), unless
    /// `options` say to overwrite. Every file is first written to its temporary file and only
    /// then are they renamed into place; when a write or a rename fails (read-only folder, full
    /// disk) the files already renamed are put back, so the files on disk stay as they were, and
    /// SaveResult::error names the file and the system's reason. On failure the session keeps
    /// its edits (bytes, undo stack, modified state) and the save can be tried again. On success
    /// the undo stack is clean.
    SaveResult save(const SaveOptions &options = {});
    /// As save(), but the opened file goes to `path` (written even when unchanged; a new file
    /// gets the original's permissions) and the session continues with `path`. Other modified
    /// files (edited included models) are written in place.
    SaveResult saveAs(const QString &path, const SaveOptions &options = {});

    /// Reads the document as it would be with the bytes of the files in `changed` (absolute
    /// path → bytes) instead of the session's current bytes, e.g. to check an edit before it
    /// is pushed. The session does not change.
    std::unique_ptr<Document> loadWith(const QHash<QString, QByteArray> &changed) const;

    /// Index of file `path` in the session's file table (stable across reloads), -1 if unknown.
    int fileIndex(const QString &path) const { return m_fileIndex.value(path, -1); }
    /// Applies (`forward`) or reverts the diffs of a command; for PatchCommand. With an
    /// `inPlace` edit made for the current document (generation()), the document is updated
    /// in place (DocumentChange::inPlace); otherwise it is read again.
    void applyDiffs(
        const std::vector<FileDiff> &diffs, bool forward, const InPlaceEdit *inPlace = nullptr);
    QByteArray bytes(int file) const { return m_files[size_t(file)].bytes; }
    /// Byte offsets where the lines of session file `file` begin (the first is 0), for
    /// XmlPatch's lazy scan; computed once and kept up to date across edits.
    const std::vector<int> &lineStarts(int file);
    /// How many times the document was read (each read makes a new Document object); an
    /// in-place edit does not change it.
    quint64 generation() const { return m_generation; }

signals:
    /// The document changed after an edit, an undo, a redo or a saveAs(): read again, or
    /// updated in place (see DocumentChange).
    void changed(const robostage::edit::DocumentChange &change);
    /// push() went through with `notes` the user should read: an included model's file was
    /// edited (every include of it changes), a shared URDF material was copied, nothing changed.
    void notesReported(const QStringList &notes);

private:
    struct SessionFile
    {
        QString path;
        QByteArray bytes; ///< current, with unsaved edits
        QByteArray savedBytes; ///< as read or last written
        qint64 diskSize = -1;
        QDateTime diskModified;
        std::vector<int> lineStarts; ///< see lineStarts(); empty until asked for
    };
    /// A private copy of a large file's bytes with its line starts, made in the background
    /// after the file is read, so that the first edit does not wait for them (a 60 MB file
    /// takes a quarter of a second to copy on a busy machine).
    struct EditableCopy
    {
        QByteArray bytes;
        std::vector<int> lineStarts;
    };
    /// Starts the EditableCopy of file `file` when it is large.
    void prepareCopy(int file);
    /// Makes the file's bytes its EditableCopy, when one was made (waits for it).
    void adoptCopy(int file);
    void reload();
    /// Applies `diffs` to the session's bytes (and their line starts).
    void patchBytes(const std::vector<FileDiff> &diffs, bool forward);
    /// Updates m_document for `edit` (redo when `forward`); false, changing nothing, when
    /// it cannot (the document must be read again).
    bool updateInPlace(const InPlaceEdit &edit, bool forward, DocumentChange &change);
    int addFile(const QString &path, const QByteArray &bytes);
    void stamp(SessionFile &file);
    /// Why `file` must not be written (removed, or changed on disk: `*changed` set), or empty.
    QString checkUnchangedOnDisk(const SessionFile &file, bool *changed) const;
    struct PendingWrite;
    /// Opens `target`'s QSaveFile and writes `file`'s bytes to it (not committed yet).
    bool stage(const SessionFile &file, const QString &target, PendingWrite &pending,
        SaveResult &result) const;
    /// Writes every modified file (the opened file to `mainTarget` when not empty, always).
    SaveResult saveFiles(const QString &mainTarget, const SaveOptions &options);

    QString m_path;
    ResourceResolver m_resolver;
    xacro::Arguments m_arguments;
    std::unique_ptr<Document> m_document;
    std::vector<SessionFile> m_files;
    QHash<QString, int> m_fileIndex;
    QUndoStack m_undoStack;
    quint64 m_generation = 0;
    std::map<int, std::future<EditableCopy>> m_copies; // by file index; joined on destruction
};

} // namespace robostage::edit
