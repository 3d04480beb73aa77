#include "assimpversion.h"

#include <assimp/version.h>

namespace robostage {

QString assimpVersion()
{
    return QStringLiteral("%1.%2.%3")
        .arg(aiGetVersionMajor())
        .arg(aiGetVersionMinor())
        .arg(aiGetVersionPatch());
}

} // namespace robostage
