#include "editsession.h"

#include "commands.h"
#include "entitylookup.h"
#include "filebytes.h"
#include "patchcommand.h"
#include "propertycommands.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace robostage::edit {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

EditResult failure(const QString &error)
{
    EditResult result;
    result.error = error;
    return result;
}

} // namespace

EditSession::EditSession(const QString &path, const ResourceResolver &resolver, QObject *parent,
    const xacro::Arguments &arguments)
    : QObject(parent)
    , m_path(QFileInfo(path).absoluteFilePath())
    , m_resolver(resolver)
    , m_arguments(arguments)
{
    reload();
}

EditSession::~EditSession() = default;

int EditSession::addFile(const QString &path, const QByteArray &bytes)
{
    SessionFile file;
    file.path = path;
    file.bytes = file.savedBytes = bytes;
    stamp(file);
    m_files.push_back(std::move(file));
    m_fileIndex.insert(path, int(m_files.size() - 1));
    prepareCopy(int(m_files.size() - 1));
    return int(m_files.size() - 1);
}

void EditSession::stamp(SessionFile &file)
{
    const QFileInfo info(file.path);
    file.diskSize = info.exists() ? info.size() : -1;
    file.diskModified = info.lastModified();
}

std::unique_ptr<Document> EditSession::loadWith(const QHash<QString, QByteArray> &changed) const
{
    FileOverlay overlay;
    for (const SessionFile &f : m_files)
        overlay.insert(f.path, f.bytes);
    overlay.insert(changed);
    return Document::load(m_path, m_resolver, overlay, m_arguments);
}

void EditSession::reload()
{
    ++m_generation;
    QByteArray bytes;
    QString error;
    if (m_files.empty() && readFileBytes(m_path, bytes, error))
        addFile(m_path, bytes); // read once; a large file's editable copy is made meanwhile
    m_document = loadWith({});
    for (const SourceFile &f : m_document->files()) {
        if (f.generatedFrom.isEmpty() && !m_fileIndex.contains(f.path))
            addFile(f.path, f.bytes);
    }
    if (const xacro::Expansion *expansion = m_document->xacroExpansion()) {
        // Every file the expansion read: its xacro sources and the YAML files a value may be
        // written into (xacrosolve.cpp).
        for (const QString &path : expansion->files) {
            if (m_fileIndex.contains(path))
                continue;
            QFile file(path);
            if (file.open(QIODevice::ReadOnly))
                addFile(path, file.readAll());
        }
    }
    if (!m_fileIndex.contains(m_path)) {
        // Not readable as XML: keep its bytes, so that a save without edits copies them.
        QFile file(m_path);
        if (file.open(QIODevice::ReadOnly))
            addFile(m_path, file.readAll());
    }
}

QByteArray EditSession::bytes(const QString &path) const
{
    const int index = fileIndex(path);
    return index < 0 ? QByteArray() : m_files[size_t(index)].bytes;
}

bool EditSession::isModified() const
{
    return !modifiedFiles().isEmpty();
}

QStringList EditSession::modifiedFiles() const
{
    QStringList paths;
    for (const SessionFile &f : m_files) {
        if (f.bytes != f.savedBytes)
            paths << f.path;
    }
    return paths;
}

void EditSession::applyDiffs(
    const std::vector<FileDiff> &diffs, bool forward, const InPlaceEdit *inPlace)
{
    patchBytes(diffs, forward);
    DocumentChange change;
    if (!inPlace || !updateInPlace(*inPlace, forward, change))
        reload();
    emit changed(change);
}

EditResult EditSession::push(std::unique_ptr<QUndoCommand> command, const EditResult &result)
{
    if (command)
        m_undoStack.push(command.release());
    if (result.ok && !result.notes.isEmpty())
        emit notesReported(result.notes);
    return result;
}

bool EditSession::replaceBytes(
    const QHash<QString, QByteArray> &files, const QString &text, QStringList *skipped)
{
    std::vector<FileDiff> diffs;
    for (auto it = files.cbegin(); it != files.cend(); ++it) {
        const int file = fileIndex(it.key());
        if (file < 0) {
            if (skipped)
                *skipped << it.key();
            continue;
        }
        const QByteArray &current = m_files[size_t(file)].bytes;
        if (current != it.value())
            diffs.push_back(diffBytes(file, current, it.value()));
    }
    if (diffs.empty())
        return false;
    m_undoStack.push(new PatchCommand(*this, text, std::move(diffs), -1, QString()));
    return true;
}

EditResult EditSession::setPose(
    const QString &entity, const std::array<double, 6> &xyzRpy, SharedEdit shared)
{
    QString error;
    const FrameId id = findEntity(*m_document, entity, {}, &error);
    if (id == kNoFrame)
        return failure(error);
    EditResult result;
    auto command = SetPose::create(*this, id, xyzRpy, result, shared);
    return push(std::move(command), result);
}

EditResult EditSession::setJointAxis(const QString &joint, const Vec3 &xyz, SharedEdit shared)
{
    QString error;
    const FrameId id = findEntity(*m_document, joint, {FrameKind::Joint}, &error);
    if (id == kNoFrame)
        return failure(error);
    EditResult result;
    auto command = SetJointAxis::create(*this, id, xyz, result, shared);
    return push(std::move(command), result);
}

EditResult EditSession::setMaterialColor(
    const QString &visual, const std::array<double, 4> &rgba, SharedEdit shared)
{
    QString error;
    const FrameId id = findEntity(*m_document, visual, {FrameKind::Visual}, &error);
    if (id == kNoFrame)
        return failure(error);
    EditResult result;
    auto command = SetMaterialColor::create(*this, id, rgba, result, shared);
    return push(std::move(command), result);
}

EditResult EditSession::renameEntity(const QString &entity, const QString &newName)
{
    QString error;
    const FrameId id = findEntity(*m_document, entity, {}, &error);
    if (id == kNoFrame)
        return failure(error);
    EditResult result;
    auto command = RenameEntity::create(*this, id, newName, result);
    return push(std::move(command), result);
}

EditResult EditSession::setModelStatic(const QString &model, bool isStatic)
{
    QString error;
    const FrameId id = findEntity(*m_document, model, {FrameKind::Model}, &error);
    if (id == kNoFrame)
        return failure(error);
    EditResult result;
    auto command = SetModelStatic::create(*this, id, isStatic, result);
    return push(std::move(command), result);
}

EditResult EditSession::setInitialPosition(const QString &joint, double value)
{
    QString error;
    const FrameId id = findEntity(*m_document, joint, {FrameKind::Joint}, &error);
    if (id == kNoFrame)
        return failure(error);
    EditResult result;
    auto command = SetInitialPositions::create(*this, {{id, value}}, result);
    return push(std::move(command), result);
}

} // namespace robostage::edit
