#include "tinyxml2version.h"

#include <tinyxml2.h>

namespace robostage {

QString tinyxml2Version()
{
    return QStringLiteral("%1.%2.%3")
        .arg(TINYXML2_MAJOR_VERSION)
        .arg(TINYXML2_MINOR_VERSION)
        .arg(TINYXML2_PATCH_VERSION);
}

} // namespace robostage
