#include "patchcommand.h"

#include "filebytes.h"
#include "xacroedit.h"

#include <tinyxml2.h>

#include <QCoreApplication>

#include <algorithm>
#include <set>

namespace robostage::edit {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

/// One FileDiff of `file` for the diffs of `lists` (applied in order, each list in its order)
/// that left `after`. Works on the window of bytes the diffs touched, not the whole file.
FileDiff composeDiffs(
    int file, const QByteArray &after, std::initializer_list<const std::vector<FileDiff> *> lists)
{
    std::vector<const FileDiff *> diffs;
    for (const std::vector<FileDiff> *list : lists) {
        for (const FileDiff &d : *list) {
            if (d.file == file)
                diffs.push_back(&d);
        }
    }
    // Bytes before the lowest offset are untouched; so are the last `suffix` bytes, the fewest
    // any diff left after its inserted bytes (sizes found backwards from `after`).
    int prefix = int(after.size());
    int suffix = int(after.size());
    int size = int(after.size());
    for (auto it = diffs.rbegin(); it != diffs.rend(); ++it) {
        prefix = std::min(prefix, (*it)->offset);
        suffix = std::min(suffix, size - (*it)->offset - int((*it)->inserted.size()));
        size += int((*it)->removed.size()) - int((*it)->inserted.size());
    }
    const int afterEnd = int(after.size()) - suffix;
    QByteArray before = after.mid(prefix, afterEnd - prefix);
    for (auto it = diffs.rbegin(); it != diffs.rend(); ++it)
        before.replace((*it)->offset - prefix, (*it)->inserted.size(), (*it)->removed);
    FileDiff d = diffBytes(file, before, after.mid(prefix, afterEnd - prefix));
    d.offset += prefix;
    return d;
}

} // namespace

bool InPlaceEdit::merge(const InPlaceEdit &next)
{
    if (next.generation != generation)
        return false;
    for (const Value &v : next.values) {
        auto same = std::find_if(values.begin(), values.end(), [&v](const Value &mine) {
            return mine.element == v.element && mine.attribute == v.attribute;
        });
        if (same == values.end())
            values.push_back(v);
        else
            same->after = v.after;
    }
    for (const FramePose &p : next.poses) {
        auto same = std::find_if(poses.begin(), poses.end(),
            [&p](const FramePose &mine) { return mine.frame == p.frame; });
        if (same == poses.end())
            poses.push_back(p);
        else
            same->after = p.after;
    }
    return true;
}

FileDiff diffBytes(int file, const QByteArray &before, const QByteArray &after)
{
    int prefix = 0;
    const int shorter = int(std::min(before.size(), after.size()));
    while (prefix < shorter && before[prefix] == after[prefix])
        ++prefix;
    int suffix = 0;
    while (suffix < shorter - prefix
        && before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix])
        ++suffix;
    return {file, prefix, before.mid(prefix, before.size() - prefix - suffix),
        after.mid(prefix, after.size() - prefix - suffix)};
}

XmlPatch *PatchSet::patch(int file, QString *error)
{
    const auto it = m_patches.find(file);
    if (it != m_patches.end())
        return it->second.get();
    const Document &doc = m_session.document();
    if (file < 0 || file >= int(doc.files().size())) {
        *error = tr("the element is not in a file of this document");
        return nullptr;
    }
    const SourceFile &source = doc.files()[size_t(file)];
    if (!source.generatedFrom.isEmpty() && !doc.xacroExpansion()) {
        *error = tr("this element is part of a model instantiated by %1; its parameters "
                    "cannot be edited here. Edit '%2' or the <experimental:params> of that "
                    "<include>.")
                     .arg(source.generatedFrom, source.path);
        return nullptr;
    }
    // Session files are scanned where an edit touches them (their line starts are kept).
    const int index = m_session.fileIndex(source.path);
    auto made = index >= 0 && !source.xml->Error()
        ? std::make_unique<XmlPatch>(source.bytes, *source.xml, m_session.lineStarts(index))
        : std::make_unique<XmlPatch>(source.bytes, *source.xml);
    if (!made->isValid()) {
        *error = QStringLiteral("%1: %2").arg(source.path, made->error());
        return nullptr;
    }
    return m_patches.emplace(file, std::move(made)).first->second.get();
}

bool PatchSet::diffs(std::vector<FileDiff> &out, QString *error) const
{
    const Document &doc = m_session.document();
    for (const auto &[file, patch] : m_patches) {
        const SourceFile &source = doc.files()[size_t(file)];
        if (!patch->error().isEmpty()) {
            *error = QStringLiteral("%1: %2").arg(source.path, patch->error());
            return false;
        }
        if (patch->isEmpty())
            continue;
        if (doc.xacroExpansion() && !source.generatedFrom.isEmpty()) {
            if (!xacroDiffs(source, *patch, out, error))
                return false;
            continue;
        }
        QString malformed;
        if (!patch->checkWellFormed(&malformed)) {
            *error = tr("%1: the edit would make the file malformed (%2); it was not applied")
                         .arg(source.path, malformed);
            return false;
        }
        const int index = m_session.fileIndex(source.path);
        if (index < 0) {
            *error = tr("%1 is not a file of this session").arg(source.path);
            return false;
        }
        // One diff per edit, each at its offset in the bytes the diffs before it left.
        int shift = 0;
        for (const XmlPatch::Edit &e : patch->edits()) {
            FileDiff d {index, e.offset + shift, source.bytes.mid(e.offset, e.length), e.text};
            shift += int(e.text.size()) - e.length;
            if (d.removed != d.inserted)
                out.push_back(std::move(d));
        }
    }
    return true;
}

std::unique_ptr<InPlaceEdit> PatchSet::inPlaceEdit(std::vector<InPlaceEdit::FramePose> poses) const
{
    const Document &doc = m_session.document();
    auto edit = std::make_unique<InPlaceEdit>();
    edit->generation = m_session.generation();
    edit->poses = std::move(poses);
    for (const auto &[file, patch] : m_patches) {
        if (patch->isEmpty())
            continue;
        if (patch->changesMarkup() || !doc.files()[size_t(file)].generatedFrom.isEmpty())
            return nullptr;
        for (const XmlPatch::ValueEdit &v : patch->valueEdits()) {
            // The session owns the document the DOM belongs to; it changes it on redo/undo.
            auto *element = const_cast<tinyxml2::XMLElement *>(v.element);
            const char *before
                = v.attribute.isEmpty() ? element->GetText() : element->Attribute(v.attribute);
            if (!before || !*before)
                return nullptr; // an empty value may be read unlike an absent one: read again
            edit->values.push_back({element, v.attribute, QByteArray(before), v.text});
        }
    }
    return edit;
}

bool PatchSet::xacroDiffs(const SourceFile &source, const XmlPatch &patch,
    std::vector<FileDiff> &out, QString *error) const
{
    m_notes.clear();
    std::vector<ExpandedValueEdit> edits;
    if (!expandedValueEdits(*source.xml, patch.apply(), edits, error))
        return false;
    QHash<QString, QByteArray> changed;
    const auto bytesOf = [this](const QString &path) {
        return m_session.bytes(path);
    };
    // Expanding again with a candidate number changed checks a solved value (xacrosolve.cpp):
    // the session's files as edited so far, the document's arguments and resolver.
    const Reexpander reexpand = [this](const QHash<QString, QByteArray> &overrides) {
        xacro::Options options;
        options.arguments = m_session.document().xacroArguments();
        options.resolver = &m_session.resolver();
        options.readFile = [&](const QString &path, QByteArray &bytes, QString &why) {
            if (const auto it = overrides.constFind(path); it != overrides.constEnd()) {
                bytes = *it;
                return true;
            }
            if (m_session.fileIndex(path) >= 0) {
                bytes = m_session.bytes(path);
                return true;
            }
            return readFileBytes(path, bytes, why);
        };
        Diagnostics ignored;
        return xacro::expand(m_session.document().path(), options, ignored);
    };
    if (!writeXacroEdits(*m_session.document().xacroExpansion(), edits, m_shared, bytesOf, changed,
            error, &m_question, &m_computed, reexpand, &m_notes))
        return false;
    // The sources as written must expand to the edited document, every value as asked and
    // nothing else moved; changing a shared definition moves the other uses on purpose.
    if (m_shared != SharedEdit::Definition && !changed.isEmpty()) {
        const QByteArray patched = patch.apply();
        tinyxml2::XMLDocument expected(true, tinyxml2::PRESERVE_WHITESPACE);
        const xacro::Expansion written = reexpand(changed);
        const QString difference
            = expected.Parse(patched.constData(), size_t(patched.size())) != tinyxml2::XML_SUCCESS
            ? tr("the edited document does not parse")
            : !written.xml ? tr("the sources do not expand")
                           : expansionDifference(expected, *written.xml);
        if (!difference.isEmpty()) {
            *error = tr("the edit was not written: the xacro sources written for it would not "
                        "expand as asked (%1); edit the xacro file, or report this")
                         .arg(difference);
            return false;
        }
    }
    for (auto it = changed.cbegin(); it != changed.cend(); ++it) {
        const int index = m_session.fileIndex(it.key());
        if (index < 0) {
            *error = tr("%1 is not a file of this session").arg(it.key());
            return false;
        }
        FileDiff d = diffBytes(index, m_session.bytes(it.key()), it.value());
        if (!d.removed.isEmpty() || !d.inserted.isEmpty())
            out.push_back(std::move(d));
    }
    return true;
}

QStringList PatchSet::editedPaths() const
{
    QStringList paths;
    for (const auto &[file, patch] : m_patches) {
        if (!patch->isEmpty())
            paths << m_session.document().files()[size_t(file)].path;
    }
    return paths;
}

PatchCommand::PatchCommand(EditSession &session, const QString &text, std::vector<FileDiff> diffs,
    int id, const QString &mergeKey)
    : m_session(session)
    , m_diffs(std::move(diffs))
    , m_id(id)
    , m_mergeKey(mergeKey)
{
    setText(text);
}

void PatchCommand::redo()
{
    m_session.applyDiffs(m_diffs, true, m_inPlace.get());
}

void PatchCommand::undo()
{
    // Reverse order: each diff's offset holds in the bytes its successors left.
    std::vector<FileDiff> reversed(m_diffs.rbegin(), m_diffs.rend());
    m_session.applyDiffs(reversed, false, m_inPlace.get());
}

bool PatchCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = dynamic_cast<const PatchCommand *>(other);
    if (!next || next->m_id != m_id || m_id < 0 || next->m_mergeKey != m_mergeKey)
        return false;
    // Both have been applied: compose "before this" -> "after next" per file.
    std::set<int> files;
    for (const FileDiff &d : m_diffs)
        files.insert(d.file);
    for (const FileDiff &d : next->m_diffs)
        files.insert(d.file);
    std::vector<FileDiff> merged;
    for (int file : files) {
        FileDiff d = composeDiffs(file, m_session.bytes(file), {&m_diffs, &next->m_diffs});
        if (!d.removed.isEmpty() || !d.inserted.isEmpty())
            merged.push_back(std::move(d));
    }
    if (!m_inPlace || !next->m_inPlace || !m_inPlace->merge(*next->m_inPlace))
        m_inPlace.reset();
    m_diffs = std::move(merged);
    setObsolete(m_diffs.empty()); // the gesture ended where it started
    return true;
}

} // namespace robostage::edit
