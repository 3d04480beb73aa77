#pragma once

#include <QString>

namespace robostage {

/// The version of the Assimp library RoboStage reads meshes with, as it reports itself at run
/// time (aiGetVersionMajor/Minor/Patch), e.g. "5.2.5". Assimp's licence: BSD-3-Clause.
QString assimpVersion();

} // namespace robostage
