// EditSession's saving: conflict check against the disk, atomic writes with QSaveFile,
// permissions kept, all files or none.

#include "editsession.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <memory>

namespace robostage::edit {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::edit", text);
}

} // namespace

QString EditSession::checkUnchangedOnDisk(const SessionFile &file, bool *changed) const
{
    *changed = false;
    const QFileInfo info(file.path);
    if (!info.exists())
        return tr("'%1' was removed or renamed since it was read; nothing was saved. Save to "
                  "another file, or restore it.")
            .arg(file.path);
    if (info.size() == file.diskSize && info.lastModified() == file.diskModified)
        return QString();
    // Time or size differ: the content decides (a touch or a copy of the same bytes is fine).
    QFile disk(file.path);
    const bool same = disk.open(QIODevice::ReadOnly)
        && QCryptographicHash::hash(disk.readAll(), QCryptographicHash::Sha256)
            == QCryptographicHash::hash(file.savedBytes, QCryptographicHash::Sha256);
    *changed = !same;
    return same ? QString()
                : tr("'%1' changed on disk since it was read; nothing was saved. Reload it "
                     "(your edits are lost) or save to another file.")
                      .arg(file.path);
}

/// One file of a save: its QSaveFile, written but not yet committed, and what to put back if
/// a later file fails.
struct EditSession::PendingWrite
{
    size_t index = 0;
    QString target;
    std::unique_ptr<QSaveFile> out;
    QFileDevice::Permissions permissions;
    bool existed = false;
    bool previousRead = false;
    QByteArray previous; ///< the target's bytes before the save (when it existed)
};

namespace {

SaveFailure &saveFailure()
{
    static SaveFailure failure;
    return failure;
}

/// The injected reason `step` of writing `target` fails, or empty.
QString injectedFailure(const QString &target, SaveStep step)
{
    return saveFailure() ? saveFailure()(target, step) : QString();
}

QString writeError(const QString &target, const QString &reason)
{
    return tr("cannot write '%1': %2. The file on disk is unchanged; check that its folder is "
              "writable and the disk not full.")
        .arg(target, reason);
}

/// Puts `target` back as it was before the save: `previous` bytes, or removed when it did not
/// exist. Returns the reason it failed, or empty.
QString restore(const QString &target, bool existed, bool previousRead, const QByteArray &previous)
{
    if (!existed)
        return QFile::remove(target) ? QString() : tr("cannot remove it");
    if (!previousRead)
        return tr("its previous content could not be read");
    QSaveFile out(target);
    if (out.open(QIODevice::WriteOnly) && out.write(previous) == previous.size() && out.commit())
        return QString();
    return out.errorString();
}

} // namespace

SaveFailure setSaveFailureForTests(SaveFailure failure)
{
    SaveFailure previous = std::move(saveFailure());
    saveFailure() = std::move(failure);
    return previous;
}

bool EditSession::stage(
    const SessionFile &file, const QString &target, PendingWrite &pending, SaveResult &result) const
{
    pending.target = target;
    pending.existed = QFileInfo::exists(target);
    pending.permissions = QFile::permissions(pending.existed ? target : file.path);
    if (pending.existed) {
        QFile previous(target);
        pending.previousRead = previous.open(QIODevice::ReadOnly);
        if (pending.previousRead)
            pending.previous = previous.readAll();
    }
    pending.out = std::make_unique<QSaveFile>(target);
    QSaveFile &out = *pending.out;
    if (!out.open(QIODevice::WriteOnly)) {
        result.error = writeError(target, out.errorString());
        return false;
    }
    const QString injected = injectedFailure(QFileInfo(target).absoluteFilePath(), SaveStep::Write);
    if (!injected.isEmpty()) {
        // As a full disk: part of the bytes reach the temporary file, then the write fails.
        out.write(file.bytes.left(file.bytes.size() / 2));
        out.cancelWriting();
        result.error = writeError(target, injected);
        return false;
    }
    if (out.write(file.bytes) != file.bytes.size()) {
        result.error = writeError(target, out.errorString());
        return false;
    }
    return true;
}

SaveResult EditSession::saveFiles(const QString &mainTarget, const SaveOptions &options)
{
    SaveResult result;
    std::vector<size_t> toWrite;
    for (size_t i = 0; i < m_files.size(); ++i) {
        const SessionFile &f = m_files[i];
        const bool isMain = f.path == m_path;
        if (isMain && !mainTarget.isEmpty() && mainTarget != m_path) {
            toWrite.push_back(i);
            continue;
        }
        if (f.bytes == f.savedBytes)
            continue;
        bool changed = false;
        const QString conflict = checkUnchangedOnDisk(f, &changed);
        if (!conflict.isEmpty() && !options.overwriteChangedOnDisk) {
            result.error = conflict;
            if (changed)
                result.changedOnDisk = f.path;
            return result;
        }
        toWrite.push_back(i);
    }
    // Write every file to its temporary file first: a failure here changes nothing on disk
    // (the QSaveFiles are discarded with their temporary files).
    std::vector<PendingWrite> pending(toWrite.size());
    for (size_t k = 0; k < toWrite.size(); ++k) {
        const SessionFile &f = m_files[toWrite[k]];
        const bool isMain = f.path == m_path;
        pending[k].index = toWrite[k];
        if (!stage(f, isMain && !mainTarget.isEmpty() ? mainTarget : f.path, pending[k], result))
            return result;
    }
    // Then rename them into place; when one fails, put back the ones already renamed.
    for (size_t k = 0; k < pending.size(); ++k) {
        PendingWrite &p = pending[k];
        QString reason = injectedFailure(QFileInfo(p.target).absoluteFilePath(), SaveStep::Commit);
        if (!reason.isEmpty())
            p.out->cancelWriting();
        else if (!p.out->commit())
            reason = p.out->errorString();
        if (reason.isEmpty())
            continue;
        result.error = writeError(p.target, reason);
        for (size_t j = k; j-- > 0;) {
            const PendingWrite &done = pending[j];
            const QString failed
                = restore(done.target, done.existed, done.previousRead, done.previous);
            if (failed.isEmpty())
                continue;
            result.written << QFileInfo(done.target).absoluteFilePath();
            result.error += QLatin1Char(' ')
                + tr("'%1' was written already and could not be put back: %2.")
                      .arg(done.target, failed);
        }
        return result;
    }
    for (PendingWrite &p : pending) {
        if (p.permissions)
            QFile::setPermissions(p.target, p.permissions);
        result.written << QFileInfo(p.target).absoluteFilePath();
        SessionFile &f = m_files[p.index];
        if (p.target == f.path) {
            f.savedBytes = f.bytes;
            stamp(f);
        }
    }
    result.ok = true;
    return result;
}

SaveResult EditSession::save(const SaveOptions &options)
{
    SaveResult result = saveFiles(QString(), options);
    if (result.ok)
        m_undoStack.setClean();
    return result;
}

SaveResult EditSession::saveAs(const QString &path, const SaveOptions &options)
{
    const QString target = QFileInfo(path).absoluteFilePath();
    SaveResult result = saveFiles(target, options);
    if (!result.ok || target == m_path) {
        if (result.ok)
            m_undoStack.setClean();
        return result;
    }
    // Continue with the new file: its bytes are saved there.
    const int main = fileIndex(m_path);
    if (main >= 0) {
        SessionFile &f = m_files[size_t(main)];
        m_fileIndex.remove(f.path);
        f.path = target;
        f.savedBytes = f.bytes;
        stamp(f);
        m_fileIndex.insert(target, main);
    }
    m_path = target;
    if (options.readAgain)
        reload();
    m_undoStack.setClean();
    if (options.readAgain)
        emit changed(DocumentChange());
    return result;
}

} // namespace robostage::edit
