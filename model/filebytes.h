#pragma once

#include <QByteArray>
#include <QString>

namespace robostage {

/// Reads the whole file at `path` into `bytes`: true, or false with the system's reason in
/// `error` (file missing, no permission).
bool readFileBytes(const QString &path, QByteArray &bytes, QString &error);

} // namespace robostage
