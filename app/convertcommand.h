#pragma once

#include <QStringList>

class QTextStream;

namespace robostage::cli {

/// `robostage convert IN OUT [--to sdf|urdf] [--sdf-version 1.9|1.10|1.11]`: reads IN (URDF
/// or SDFormat), converts it with convertToSdf() / convertToUrdf() (model/convert/convert.h)
/// and writes OUT atomically (QSaveFile: a failed write leaves an existing OUT untouched).
/// The target format comes from OUT's extension (`.sdf`, `.world`: SDFormat; `.urdf`: URDF)
/// unless --to names it. IN's diagnostics and the conversion's (everything not converted) go
/// to `err` as `FILE:LINE: warning|error: message`. `arguments` start with "convert".
/// Returns 0 when OUT was written, 1 when IN has errors, cannot be converted (e.g. its joints
/// do not form a tree) or OUT cannot be written, 2 for bad usage.
int runConvert(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace robostage::cli
