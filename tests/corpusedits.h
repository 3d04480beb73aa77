#pragma once

// The edits the corpus round-trip tests make on a file (tst_editcorpus, tst_oracle_edits): move
// a link, recolour a visual and turn a joint axis, each on the first entity of the opened file
// (not an included one) for which the edit applies, one undo step each.

#include "edit/editsession.h"
#include "edit/entitylookup.h"

#include <tinyxml2.h>

#include <QElapsedTimer>

#include <array>

namespace robostage::test {

struct CorpusEdit
{
    QString name; ///< scoped name of the edited entity; empty: the file has none to edit
    FrameId node = kNoFrame; ///< frame node of the pose that was set (URDF link: the joint)
    QByteArray tag; ///< name and line of the element the edit must stay inside (before it)
    int line = 0;
    QByteArray before, after; ///< the opened file's bytes around this edit
    qint64 nanoseconds = 0; ///< time to apply the edit (plan, patch, reload)

    void setElement(const SourceRef &ref)
    {
        tag = ref.element ? QByteArray(ref.element->Name()) : QByteArray();
        line = ref.line;
    }
};

struct CorpusEdits
{
    CorpusEdit link, visual, joint;
    std::array<double, 6> linkPose {};
    static constexpr std::array<double, 4> color {0.25, 0.5, 0.75, 1};
    static constexpr double axis[3] = {0, 0.6, 0.8};
};

namespace detail {
inline int mainFile(const Document &doc)
{
    for (size_t i = 0; i < doc.files().size(); ++i) {
        if (doc.files()[i].path == doc.path())
            return int(i);
    }
    return -1;
}

/// Tries `apply(node)` on frame nodes of `kind` in the opened file until one pushes a command.
template<class Apply> CorpusEdit editFirst(edit::EditSession &s, FrameKind kind, Apply apply)
{
    const int main = mainFile(s.document());
    for (FrameId id = 1, tried = 0; id < s.document().frames().size() && tried < 25; ++id) {
        const FrameNode node = s.document().frames().node(id);
        if (node.kind != kind || node.source.file != main || main < 0)
            continue;
        ++tried;
        CorpusEdit e;
        e.name = node.scopedName;
        e.before = s.bytes(s.path());
        const int steps = s.undoStack()->count();
        QElapsedTimer timer;
        timer.start();
        if (!apply(id, e) || s.undoStack()->count() == steps)
            continue;
        e.nanoseconds = timer.nsecsElapsed();
        e.after = s.bytes(s.path());
        return e;
    }
    return {};
}
} // namespace detail

/// Applies the three edits to `s`; an entity kind the file has no editable instance of is left
/// out (its CorpusEdit::name is empty).
inline CorpusEdits applyCorpusEdits(edit::EditSession &s)
{
    CorpusEdits edits;
    const bool urdf = s.document().scene().format == SourceFormat::Urdf;
    edits.link = detail::editFirst(s, FrameKind::Link, [&](FrameId id, CorpusEdit &e) {
        const FrameGraph &g = s.document().frames();
        // URDF: the link frame is its parent joint's frame; a root link has no pose.
        const FrameId posed = urdf ? g.node(id).relativeTo : id;
        if (posed <= kWorldFrame || (urdf && g.node(posed).kind != FrameKind::Joint))
            return false;
        const Pose &X = g.node(posed).X_RF;
        const Vec3 rpy = X.q.toRpy();
        edits.linkPose = {X.p.x + 0.125, X.p.y - 0.25, X.p.z + 0.0625, rpy.x, rpy.y, rpy.z + 0.25};
        e.node = posed;
        e.setElement(g.node(posed).source);
        return s.setPose(QStringLiteral("link:") + g.node(id).scopedName, edits.linkPose).ok;
    });
    edits.visual = detail::editFirst(s, FrameKind::Visual, [&](FrameId id, CorpusEdit &e) {
        e.setElement(s.document().frames().node(id).source);
        return s
            .setMaterialColor(QStringLiteral("visual:") + s.document().frames().node(id).scopedName,
                CorpusEdits::color)
            .ok;
    });
    edits.joint = detail::editFirst(s, FrameKind::Joint, [&](FrameId id, CorpusEdit &e) {
        edit::EntityInfo info;
        if (!edit::lookupEntity(s.document(), id, info) || !info.joint
            || info.joint->type == Joint::Type::Fixed || info.joint->type == Joint::Type::Ball
            || info.joint->type == Joint::Type::Floating || info.joint->type == Joint::Type::Other)
            return false;
        e.setElement(info.source);
        const double *a = CorpusEdits::axis;
        return s
            .setJointAxis(QStringLiteral("joint:") + s.document().frames().node(id).scopedName,
                {a[0], a[1], a[2]})
            .ok;
    });
    return edits;
}

} // namespace robostage::test
