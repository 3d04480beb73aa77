#include "patchcommand.h"

#include "xacroedit.h"

#include <tinyxml2.h>

#include <QCoreApplication>

#include <set>

namespace robostage::edit {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

} // namespace

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
    auto made = std::make_unique<XmlPatch>(source.bytes, *source.xml);
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
        const QByteArray after = patch->apply();
        tinyxml2::XMLDocument check;
        if (check.Parse(after.constData(), size_t(after.size())) != tinyxml2::XML_SUCCESS) {
            *error = tr("%1: the edit would make the file malformed (%2); it was not applied")
                         .arg(source.path, QString::fromUtf8(check.ErrorStr()));
            return false;
        }
        const int index = m_session.fileIndex(source.path);
        if (index < 0) {
            *error = tr("%1 is not a file of this session").arg(source.path);
            return false;
        }
        FileDiff d = diffBytes(index, source.bytes, after);
        if (!d.removed.isEmpty() || !d.inserted.isEmpty())
            out.push_back(std::move(d));
    }
    return true;
}

bool PatchSet::xacroDiffs(const SourceFile &source, const XmlPatch &patch,
    std::vector<FileDiff> &out, QString *error) const
{
    std::vector<ExpandedValueEdit> edits;
    if (!expandedValueEdits(*source.xml, patch.apply(), edits, error))
        return false;
    QHash<QString, QByteArray> changed;
    const auto bytesOf = [this](const QString &path) {
        return m_session.bytes(path);
    };
    if (!writeXacroEdits(*m_session.document().xacroExpansion(), edits, m_shared, bytesOf, changed,
            error, &m_question, &m_computed))
        return false;
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
    m_session.applyDiffs(m_diffs, true);
}

void PatchCommand::undo()
{
    // Reverse order: each diff's offset holds in the bytes its successors left.
    std::vector<FileDiff> reversed(m_diffs.rbegin(), m_diffs.rend());
    m_session.applyDiffs(reversed, false);
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
        const QByteArray after = m_session.bytes(file);
        QByteArray before = after;
        for (const std::vector<FileDiff> *list :
            {&next->m_diffs, static_cast<const std::vector<FileDiff> *>(&m_diffs)}) {
            for (auto it = list->rbegin(); it != list->rend(); ++it) {
                if (it->file == file)
                    before.replace(it->offset, it->inserted.size(), it->removed);
            }
        }
        FileDiff d = diffBytes(file, before, after);
        if (!d.removed.isEmpty() || !d.inserted.isEmpty())
            merged.push_back(std::move(d));
    }
    m_diffs = std::move(merged);
    setObsolete(m_diffs.empty()); // the gesture ended where it started
    return true;
}

} // namespace robostage::edit
