#pragma once
#include <QString>
namespace robostage {
struct MeshProbe { static bool canRead(const QString &path); };
}
