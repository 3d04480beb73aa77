#pragma once

#include <QStringList>

namespace robostage {

/// The recently opened files, most recent first, kept in QSettings (key `recentFiles`) so that
/// every window and the next session share them.
namespace RecentFiles {

/// The most files kept.
constexpr int kMaxCount = 10;

/// The list as stored: absolute paths, most recent first, at most kMaxCount.
QStringList files();
/// Moves `path` (made absolute) to the front, dropping the oldest beyond kMaxCount.
void add(const QString &path);
/// Takes `path` out of the list.
void remove(const QString &path);
/// Takes the files that no longer exist out of the list; returns them.
QStringList removeMissing();
/// Empties the list.
void clear();

} // namespace RecentFiles

} // namespace robostage
