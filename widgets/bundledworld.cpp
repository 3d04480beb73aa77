#include "bundledworld.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>

// Q_INIT_RESOURCE must be used outside any namespace.
static void initRoboStageResources()
{
    Q_INIT_RESOURCE(resources);
}

namespace robostage {

void initResources()
{
    static const bool done = (initRoboStageResources(), true);
    Q_UNUSED(done);
}

QString BundledWorld::extract()
{
    if (!m_path.isEmpty() || !m_error.isEmpty())
        return m_path;
    initResources();
    if (!m_dir.isValid()) {
        m_error
            = QCoreApplication::translate("BundledWorld", "cannot create a temporary folder: %1")
                  .arg(m_dir.errorString());
        return {};
    }
    const QString source = QFileInfo(resourcePath()).path(); // ":/worlds"
    const QDir target(m_dir.path());
    QDirIterator it(source, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString from = it.next();
        const QString relative = QDir(source).relativeFilePath(from);
        const QString to = target.filePath(relative);
        if (!target.mkpath(QFileInfo(relative).path()) || !QFile::copy(from, to)) {
            m_error
                = QCoreApplication::translate("BundledWorld", "cannot copy %1 to %2").arg(from, to);
            return {};
        }
    }
    m_path = target.filePath(QFileInfo(resourcePath()).fileName());
    if (!QFileInfo::exists(m_path)) {
        m_error = QCoreApplication::translate("BundledWorld", "%1 is missing from the resources")
                      .arg(resourcePath());
        m_path.clear();
    }
    return m_path;
}

} // namespace robostage
