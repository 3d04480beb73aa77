#include "base/bundledworld.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QSet>

#include <cerrno>
#include <signal.h>

// Q_INIT_RESOURCE must be used outside any namespace.
static void initRoboStageResources()
{
    Q_INIT_RESOURCE(resources);
}

namespace robostage {

namespace {

/// Prefix of the extraction folders' names; the process id and a random suffix follow.
const QString kFolderPrefix = QStringLiteral("robostage-demo-");

/// The folders extracted by the BundledWorld objects alive in this process (GUI thread only).
QSet<QString> &liveFolders()
{
    static QSet<QString> folders;
    return folders;
}

/// Whether process `pid` runs (or exists under another user).
bool processRuns(qint64 pid)
{
    return pid > 0 && (::kill(pid_t(pid), 0) == 0 || errno == EPERM);
}

} // namespace

void initResources()
{
    static const bool done = (initRoboStageResources(), true);
    Q_UNUSED(done);
}

BundledWorld::BundledWorld() = default;

BundledWorld::~BundledWorld()
{
    if (m_dir)
        liveFolders().remove(m_dir->path());
}

bool BundledWorld::makeFolder()
{
    if (m_dir)
        return m_dir->isValid();
    initResources();
    removeStaleCopies(QDir::tempPath());
    m_dir = std::make_unique<QTemporaryDir>(
        QDir(QDir::tempPath())
            .filePath(kFolderPrefix + QString::number(QCoreApplication::applicationPid())
                + QStringLiteral("-XXXXXX")));
    if (!m_dir->isValid()) {
        m_error
            = QCoreApplication::translate("BundledWorld", "cannot create a temporary folder: %1")
                  .arg(m_dir->errorString());
        return false;
    }
    liveFolders().insert(m_dir->path());
    return true;
}

QString BundledWorld::extract()
{
    if (!m_path.isEmpty() || !m_error.isEmpty())
        return m_path;
    if (!makeFolder() || !copyFiles(m_dir->path(), true, &m_error))
        return {};
    const QDir target(m_dir->path());
    m_path = target.filePath(QFileInfo(resourcePath()).fileName());
    if (!QFileInfo::exists(m_path)) {
        m_error = QCoreApplication::translate("BundledWorld", "%1 is missing from the resources")
                      .arg(resourcePath());
        m_path.clear();
    }
    return m_path;
}

QString BundledWorld::extractTemplate(const QString &resource, const QString &fileName)
{
    if (!m_path.isEmpty() || !m_error.isEmpty())
        return m_path;
    if (!makeFolder())
        return {};
    const QString to = QDir(m_dir->path()).filePath(fileName);
    if (!QFile::copy(resource, to)) {
        m_error
            = QCoreApplication::translate("BundledWorld", "cannot copy %1 to %2").arg(resource, to);
        return {};
    }
    QFile::setPermissions(to, QFile::permissions(to) | QFile::WriteOwner);
    m_path = to;
    return m_path;
}

bool BundledWorld::isBundledCopy(const QString &path)
{
    if (path.startsWith(QLatin1Char(':')))
        return true;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (const QString &folder : liveFolders()) {
        if (absolute.startsWith(folder + QLatin1Char('/')))
            return true;
    }
    // Also another process's copy, e.g. unsaved edits restored after a crash.
    const QString temp = QDir::tempPath() + QLatin1Char('/') + kFolderPrefix;
    return absolute.startsWith(temp) && absolute.indexOf(QLatin1Char('/'), temp.size()) > 0;
}

bool BundledWorld::copyAssetsTo(const QString &folder, QString *error)
{
    initResources();
    return copyFiles(folder, false, error);
}

bool BundledWorld::copyFiles(const QString &folder, bool withWorld, QString *error)
{
    const QString source = QFileInfo(resourcePath()).path(); // ":/worlds"
    const QDir target(folder);
    QDirIterator it(source, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString from = it.next();
        const QString relative = QDir(source).relativeFilePath(from);
        const QString to = target.filePath(relative);
        if ((!withWorld && from == resourcePath()) || QFileInfo::exists(to))
            continue;
        if (!target.mkpath(QFileInfo(relative).path()) || !QFile::copy(from, to)) {
            if (error)
                *error = QCoreApplication::translate("BundledWorld", "cannot copy %1 to %2")
                             .arg(from, to);
            return false;
        }
        // Resource files are read-only; the copies are for reading and, saved elsewhere, the
        // user's to change.
        QFile::setPermissions(to, QFile::permissions(to) | QFile::WriteOwner);
    }
    return true;
}

int BundledWorld::removeStaleCopies(const QString &tempFolder)
{
    int removed = 0;
    const QStringList names
        = QDir(tempFolder)
              .entryList({kFolderPrefix + QLatin1Char('*')}, QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &name : names) {
        // robostage-demo-PID-XXXXXX
        bool ok = false;
        const qint64 pid
            = name.mid(kFolderPrefix.size()).section(QLatin1Char('-'), 0, 0).toLongLong(&ok);
        if (!ok || processRuns(pid))
            continue;
        if (QDir(QDir(tempFolder).filePath(name)).removeRecursively())
            ++removed;
    }
    return removed;
}

} // namespace robostage
