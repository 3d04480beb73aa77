#pragma once

#include <optional>

class QTextStream;

namespace robostage::cli {

/// Checks the command line of the window (`robostage [OPTIONS] [FILE…]`, argv[1] not a
/// subcommand) before any Qt application exists, so that mistakes get a message instead of
/// Qt's platform plugin abort: an argument that names no file is reported as an unknown
/// subcommand (when it is the first and looks like a word) or a missing file, exit code 2;
/// without a display (DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM unset) it says how to run
/// the window (a desktop session or xvfb-run) and the headless subcommands, exit code 1.
/// Returns the exit code when the program must stop, nothing when the window may open.
/// `--help`, `-h`, `--version` and `-v` pass (they print without a display).
std::optional<int> checkGuiArguments(int argc, char **argv, QTextStream &err);

} // namespace robostage::cli
