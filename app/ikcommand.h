#pragma once

#include <QStringList>

class QTextStream;

namespace robostage::cli {

/// `robostage ik FILE TIP=x,y,z,roll,pitch,yaw [--base LINK] [--from JOINT=VALUE]…
/// [--position-only] [--json] [--timeout MS] [--arg NAME:=VALUE]…` (issue 32): the positions
/// of the movable joints on the chain from the root (or `--base`) to link TIP that put TIP's
/// world pose at the target (metres; roll, pitch, yaw in radians, fixed axes X-Y-Z as in URDF
/// `rpy`). `TIP=x,y,z` alone asks for the position only. The search starts at the `--from`
/// positions (default: each joint's initial position, 0 for URDF and SDFormat) and returns the
/// solution nearest to them (model/kinematics/iksolver.h).
///
/// Text: one `JOINT NAME VALUE` line per solved joint (radians or metres), mimic followers of
/// the solved joints included. JSON: `{"success", "joints": {NAME: VALUE}, "position_error_m",
/// "rotation_error_rad", "iterations", "attempts", "time_ms"}` (time_ms: the search alone),
/// with "reason" when it failed. Returns 0 when the target is reached within 1e-4 m and
/// 1e-3 rad, 1 when it is not (the best values found are printed; why and the errors go to
/// `err`), 2 for bad usage or a file without that link.
int runIk(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace robostage::cli
