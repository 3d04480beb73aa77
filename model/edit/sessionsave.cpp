// EditSession's saving: conflict check against the disk, atomic writes with QSaveFile,
// permissions kept.

#include "editsession.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

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

bool EditSession::write(SessionFile &file, const QString &target, SaveResult &result)
{
    const bool exists = QFileInfo::exists(target);
    const QFileDevice::Permissions permissions = QFile::permissions(exists ? target : file.path);
    QSaveFile out(target);
    if (!out.open(QIODevice::WriteOnly) || out.write(file.bytes) != file.bytes.size()
        || !out.commit()) {
        result.error = tr("cannot write '%1': %2. The file on disk is unchanged; check that its "
                          "folder is writable and the disk not full.")
                           .arg(target, out.errorString());
        return false;
    }
    if (permissions)
        QFile::setPermissions(target, permissions);
    result.written << QFileInfo(target).absoluteFilePath();
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
    for (size_t i : toWrite) {
        SessionFile &f = m_files[i];
        const bool isMain = f.path == m_path;
        const QString target = isMain && !mainTarget.isEmpty() ? mainTarget : f.path;
        if (!write(f, target, result))
            return result;
        if (target == f.path) {
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
    reload();
    m_undoStack.setClean();
    emit changed();
    return result;
}

} // namespace robostage::edit
