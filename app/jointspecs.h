#pragma once

#include "framegraph.h"

#include <QStringList>

class QTextStream;

namespace robostage {
class Document;
}

namespace robostage::cli {

/// Parses `--joint NAME=VALUE` options into positions keyed by scoped joint name (radians for
/// revolute/continuous joints, metres for prismatic ones). NAME may be the scoped name or any
/// unambiguous `::`-suffix of it (a bare joint name). On a bad spec, writes why to `err` and
/// returns false.
bool parseJointPositions(
    const Document &doc, const QStringList &specs, JointPositions &q, QTextStream &err);

} // namespace robostage::cli
