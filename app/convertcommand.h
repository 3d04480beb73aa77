#pragma once

#include <QStringList>

class QTextStream;

namespace robostage::cli {

/// `robostage convert IN OUT [--to sdf|urdf] [--sdf-version 1.9|1.10|1.11]
/// [--arg NAME:=VALUE]…`: reads IN (URDF, SDFormat, SimRobot, or xacro expanded with the
/// `--arg` values), converts it with convertToSdf() / convertToUrdf() / convertSimRobotToSdf()
/// (model/convert/convert.h) and writes OUT atomically (QSaveFile: a failed write leaves an
/// existing OUT untouched). A xacro IN converts to URDF as its expansion, the text `xacro IN`
/// prints (xacro::Expansion::text), and to SDFormat as the URDF it expands to.
/// The target format comes from OUT's extension (`.sdf`, `.world`: SDFormat; `.urdf`: URDF)
/// unless --to names it. IN's diagnostics and the conversion's (everything not converted) go
/// to `err` as `FILE:LINE: warning|error: message`. `arguments` start with "convert".
/// Returns 0 when OUT was written, 1 when IN has errors, cannot be converted (e.g. its joints
/// do not form a tree) or OUT cannot be written, 2 for bad usage.
int runConvert(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace robostage::cli
