#include "meshprobe.h"
#include <QFileInfo>
namespace robostage {
bool MeshProbe::canRead(const QString &path) { return QFileInfo(path).isReadable(); }
}
