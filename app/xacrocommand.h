#pragma once

#include <QStringList>

class QTextStream;

namespace robostage::cli {

/// `robostage xacro IN [NAME:=VALUE…] [-o OUT] [--deps] [--inorder] [--xacro-ns] [-q] [-v]
/// [--verbosity N] [--arg NAME:=VALUE]…`: ROS 2's `xacro` command (ros/xacro, ros2 branch,
/// xacro/cli.py and xacro/__init__.py main()) without ROS. Expands IN, whatever its root element
/// (a URDF robot, an SDFormat world, a launch file…), with the `xacro:arg` values given as
/// NAME:=VALUE (or --arg), `$(find PKG)` and `package://` resolved from ROS_PACKAGE_PATH and
/// AMENT_PREFIX_PATH, and prints the result as xacro does (its banner naming IN as given, then
/// the XML indented by two spaces) to `out`, or writes it to OUT atomically (QSaveFile: a
/// failed write leaves an existing OUT as it was).
/// - `--deps` prints instead the files the expansion read besides IN (xacro includes and
///   `xacro.load_yaml` files), absolute, each once, separated by spaces, on one line.
/// - `--inorder`/`-i` is accepted and does nothing (in-order processing is xacro's only mode);
///   `--xacro-ns` likewise (xacro tags always need their `xacro:` prefix).
/// - Verbosity: `-q` (0) prints no warnings, the default (1) prints warnings and errors as
///   `FILE:LINE: warning|error: message` with the macro call chain, as `check` does; `-v`
///   and `--verbosity` raise it (nothing more is printed above 1).
/// `arguments` start with "xacro". Returns 0 when the document was written or the deps
/// printed, 1 when IN cannot be read or expanded (xacro's errors) or OUT cannot be written, 2
/// for bad usage.
int runXacro(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace robostage::cli
