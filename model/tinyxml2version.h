#pragma once

#include <QString>

namespace robostage {

/// The version of the tinyxml2 headers RoboStage was built with (TINYXML2_MAJOR_VERSION,
/// _MINOR_, _PATCH_), e.g. "9.0.0"; tinyxml2 has no run-time version query. Its licence: zlib.
QString tinyxml2Version();

} // namespace robostage
