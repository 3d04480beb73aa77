// EditSession's in-place updates: a value edit (a pose) changes the session's bytes, the DOM
// values it rewrote, the frame graph and the scene's PoseSpec, and nothing is read again, so
// that an edit costs what it changes (issue 17, "edits cost what they change").

#include "editsession.h"
#include "entitylookup.h"
#include "patchcommand.h"

#include <tinyxml2.h>

#include <algorithm>
#include <cstring>

namespace robostage::edit {

namespace {

/// Replaces `length` bytes at `offset` of `bytes` with `text`, moving the rest once (QByteArray::
/// replace moves it twice when the length changes); grows the capacity geometrically.
void spliceBytes(QByteArray &bytes, int offset, int length, const QByteArray &text)
{
    const qsizetype tail = bytes.size() - offset - length;
    const qsizetype size = bytes.size() - length + text.size();
    if (size > bytes.capacity())
        bytes.reserve(size + size / 8);
    if (text.size() > length)
        bytes.resize(size);
    char *data = bytes.data();
    std::memmove(data + offset + text.size(), data + offset + length, size_t(tail));
    std::memcpy(data + offset, text.constData(), size_t(text.size()));
    if (text.size() < length)
        bytes.resize(size);
}

/// Moves the line starts after `offset` by `delta` bytes.
void shiftLines(std::vector<int> &lineStarts, int offset, int delta)
{
    auto it = std::upper_bound(lineStarts.begin(), lineStarts.end(), offset);
    for (; it != lineStarts.end(); ++it)
        *it += delta;
}

std::vector<int> findLineStarts(const QByteArray &bytes)
{
    std::vector<int> starts {0};
    const char *data = bytes.constData();
    for (const char *p = data, *end = data + bytes.size();
         (p = static_cast<const char *>(std::memchr(p, '\n', size_t(end - p))));)
        starts.push_back(int(++p - data));
    return starts;
}

} // namespace

void EditSession::prepareCopy(int file)
{
    constexpr qsizetype kLarge = 4 << 20; // bytes; smaller files are copied when first edited
    const QByteArray &bytes = m_files[size_t(file)].bytes;
    if (bytes.size() < kLarge)
        return;
    // The thread reads the shared bytes, which nobody changes without detaching first.
    m_copies[file] = std::async(std::launch::async, [bytes]() {
        EditableCopy copy;
        copy.bytes.reserve(bytes.size() + bytes.size() / 8); // room for edits that lengthen it
        copy.bytes.append(bytes.constData(), bytes.size());
        copy.lineStarts = findLineStarts(copy.bytes);
        return copy;
    });
}

void EditSession::adoptCopy(int file)
{
    const auto it = m_copies.find(file);
    if (it == m_copies.end())
        return;
    EditableCopy copy = it->second.get();
    m_copies.erase(it);
    // Bytes change only through patchBytes(), which adopts the copy first: it is up to date.
    SessionFile &f = m_files[size_t(file)];
    f.bytes = std::move(copy.bytes);
    if (f.lineStarts.empty())
        f.lineStarts = std::move(copy.lineStarts);
}

const std::vector<int> &EditSession::lineStarts(int file)
{
    adoptCopy(file);
    SessionFile &f = m_files[size_t(file)];
    if (f.lineStarts.empty())
        f.lineStarts = findLineStarts(f.bytes);
    return f.lineStarts;
}

void EditSession::patchBytes(const std::vector<FileDiff> &diffs, bool forward)
{
    // The document shares the bytes it was read from: let go of them first, so that the
    // session's copy is patched in place rather than copied (they are shared again after).
    for (SourceFile &source : m_document->files()) {
        if (source.generatedFrom.isEmpty())
            source.bytes = QByteArray();
    }
    for (const FileDiff &d : diffs) {
        adoptCopy(d.file);
        SessionFile &file = m_files[size_t(d.file)];
        const QByteArray &from = forward ? d.removed : d.inserted;
        const QByteArray &to = forward ? d.inserted : d.removed;
        Q_ASSERT(file.bytes.mid(d.offset, from.size()) == from);
        spliceBytes(file.bytes, d.offset, int(from.size()), to);
        if (from.contains('\n') || to.contains('\n'))
            file.lineStarts.clear();
        else if (!file.lineStarts.empty())
            shiftLines(file.lineStarts, d.offset, int(to.size() - from.size()));
    }
    for (SourceFile &source : m_document->files()) {
        const int index = fileIndex(source.path);
        if (source.generatedFrom.isEmpty() && index >= 0)
            source.bytes = m_files[size_t(index)].bytes;
    }
}

bool EditSession::updateInPlace(const InPlaceEdit &edit, bool forward, DocumentChange &change)
{
    if (edit.generation != m_generation)
        return false;
    Document &doc = *m_document;
    for (const InPlaceEdit::FramePose &p : edit.poses) {
        // A collision of an `<inertial auto="true">` link moves its centre of mass: only a
        // full read computes it again (model/geometry/autoinertial.h).
        EntityInfo info;
        if (doc.frames().node(p.frame).kind == FrameKind::Collision
            && lookupEntity(doc, p.frame, info) && info.link && info.link->inertial.automatic)
            return false;
    }
    for (const InPlaceEdit::FramePose &p : edit.poses) {
        const Pose &X_RF = forward ? p.after : p.before;
        if (!doc.frames().setPose(p.frame, X_RF))
            return false; // a `relative_to` cycle: only a full read places these frames
        if (PoseSpec *spec = poseSpecOf(doc.scene().world, p.frame))
            spec->X_RF = X_RF;
        change.movedFrames.push_back(p.frame);
    }
    for (const InPlaceEdit::Value &v : edit.values) {
        const QByteArray &text = forward ? v.after : v.before;
        if (v.attribute.isEmpty())
            v.element->SetText(text.constData());
        else
            v.element->SetAttribute(v.attribute.constData(), text.constData());
    }
    change.inPlace = true;
    return true;
}

} // namespace robostage::edit
