#pragma once

#include "editsession.h"
#include "lifetimebound.h"
#include "xmlpatch.h"

#include <QCoreApplication>
#include <QUndoCommand>

#include <map>
#include <memory>
#include <vector>

namespace robostage::edit {

/// One contiguous byte change of one file of an EditSession (its file table index): at
/// `offset`, `removed` was replaced by `inserted`. Undo swaps them back, so undoing restores the
/// exact previous bytes.
struct FileDiff
{
    int file = -1;
    int offset = 0;
    QByteArray removed;
    QByteArray inserted;
};

/// The smallest FileDiff turning `before` into `after` (common prefix and suffix left out).
FileDiff diffBytes(int file, const QByteArray &before, const QByteArray &after);

/// What a value edit changes in the session's Document, so that its redo and undo update the
/// document in place instead of reading every file again (issue 17: edits cost what they
/// change). Made for an edit that only rewrites existing values (XmlPatch::changesMarkup()
/// false) and whose effect on the scene the command knows (a pose).
struct InPlaceEdit
{
    /// EditSession::generation() of the Document the pointers below belong to: after the
    /// document was read again, the edit is applied by reading it again too.
    quint64 generation = 0;
    /// The DOM text (`attribute` empty) or attribute of `element`, before and after.
    struct Value
    {
        tinyxml2::XMLElement *element;
        QByteArray attribute, before, after;
    };
    std::vector<Value> values;
    /// Frame node `frame`'s X_RF (FrameNode::X_RF and the scene's PoseSpec), before and after.
    struct FramePose
    {
        FrameId frame;
        Pose before, after;
    };
    std::vector<FramePose> poses;

    /// Folds `next` (made after this one was applied) into this one: the values and poses
    /// before this one, after `next`. False when they belong to different documents.
    bool merge(const InPlaceEdit &next);
};

/// The XmlPatch of each document file an edit touches, made on first use from the file's bytes
/// and DOM as the session holds them now.
class PatchSet
{
    // tr() in the context the code used before; lupdate files its methods' strings there too.
    Q_DECLARE_TR_FUNCTIONS(robostage::edit)

public:
    /// `shared` decides edits of a xacro document whose value is written in a shared place
    /// (xacroedit.h); other formats ignore it.
    explicit PatchSet(EditSession &session, SharedEdit shared = SharedEdit::Ask)
        : m_session(session)
        , m_shared(shared)
    {
    }

    /// The patch of document file `file` (SourceRef::file), or null with `error` set when the
    /// file cannot be edited (a DOM generated for `<experimental:params>`, a scan mismatch).
    XmlPatch *patch(int file, QString *error);
    /// The diffs of every patch against the session's bytes; false with `error` when a patch
    /// failed or its result is not well-formed XML (nothing is changed then).
    bool diffs(std::vector<FileDiff> &out, QString *error) const;
    /// Paths of the files with edits (absolute).
    QStringList editedPaths() const;
    /// After diffs(): the DOM values the edits rewrite, for an InPlaceEdit with `poses`
    /// (the edit's effect on the frame graph, X_RF before and after); null when some edit
    /// changes markup or a file is generated (xacro, `<experimental:params>`).
    std::unique_ptr<InPlaceEdit> inPlaceEdit(std::vector<InPlaceEdit::FramePose> poses) const;
    /// After diffs() failed on a xacro value written in a shared place: the choice to offer.
    const EditResult::SharedQuestion &sharedQuestion() const ROBOSTAGE_LIFETIMEBOUND
    {
        return m_question;
    }
    /// After diffs(): where values computed by xacro expressions were written (notes).
    const QStringList &notes() const ROBOSTAGE_LIFETIMEBOUND { return m_notes; }
    /// After diffs() failed on a xacro value computed by an expression: where it is written.
    const EditResult::ComputedValue &computedValue() const ROBOSTAGE_LIFETIMEBOUND
    {
        return m_computed;
    }

private:
    /// diffs() of the expanded document of a xacro file: its value edits written into the
    /// xacro sources (xacroedit.h).
    bool xacroDiffs(const SourceFile &source, const XmlPatch &patch, std::vector<FileDiff> &out,
        QString *error) const;

    EditSession &m_session;
    SharedEdit m_shared;
    mutable EditResult::SharedQuestion m_question;
    mutable EditResult::ComputedValue m_computed;
    mutable QStringList m_notes;
    std::map<int, std::unique_ptr<XmlPatch>> m_patches; // by document file index
};

/// Base of the edit commands: redo applies the byte diffs, undo reverts them (through
/// EditSession::applyDiffs, which reloads the document). Commands with the same id() and the
/// same mergeKey (one entity) merge, so that a drag is one undo step.
class PatchCommand : public QUndoCommand
{
public:
    /// A command applying `diffs` (made by PatchSet::diffs); `id` -1 never merges.
    PatchCommand(EditSession &session, const QString &text, std::vector<FileDiff> diffs, int id,
        const QString &mergeKey);
    /// Lets redo and undo update the document in place (see InPlaceEdit); null: read it again.
    void setInPlace(std::unique_ptr<InPlaceEdit> edit) { m_inPlace = std::move(edit); }

    void redo() override;
    void undo() override;
    int id() const override { return m_id; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    EditSession &m_session;
    std::vector<FileDiff> m_diffs;
    std::unique_ptr<InPlaceEdit> m_inPlace;
    int m_id;
    QString m_mergeKey;
};

} // namespace robostage::edit
