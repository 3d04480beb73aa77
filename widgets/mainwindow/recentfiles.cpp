#include "mainwindow/recentfiles.h"

#include <QFileInfo>
#include <QSettings>

namespace robostage {

namespace {

const QString kKey = QStringLiteral("recentFiles");

void store(QStringList files)
{
    while (files.size() > RecentFiles::kMaxCount)
        files.removeLast();
    QSettings().setValue(kKey, files);
}

} // namespace

QStringList RecentFiles::files()
{
    QStringList files = QSettings().value(kKey).toStringList();
    files.removeAll(QString());
    return files.mid(0, kMaxCount);
}

void RecentFiles::add(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList list = files();
    list.removeAll(absolute);
    list.prepend(absolute);
    store(list);
}

void RecentFiles::remove(const QString &path)
{
    QStringList list = files();
    list.removeAll(path);
    list.removeAll(QFileInfo(path).absoluteFilePath());
    store(list);
}

QStringList RecentFiles::removeMissing()
{
    QStringList kept, missing;
    for (const QString &path : files())
        (QFileInfo::exists(path) ? kept : missing) << path;
    if (!missing.isEmpty())
        store(kept);
    return missing;
}

void RecentFiles::clear()
{
    QSettings().remove(kKey);
}

} // namespace robostage
