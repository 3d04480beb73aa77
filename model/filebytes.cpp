#include "filebytes.h"

#include <QFile>

namespace robostage {

bool readFileBytes(const QString &path, QByteArray &bytes, QString &error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString();
        return false;
    }
    bytes = file.readAll();
    return true;
}

} // namespace robostage
