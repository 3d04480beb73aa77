#pragma once

// Fuzz targets (issue 7, reliability and security): one plain function per target, shared by
// the libFuzzer executables (tests/fuzz/CMakeLists.txt, built with clang and the sanitizers when
// ROBOSTAGE_BUILD_FUZZERS is ON) and by tst_fuzzregressions (the normal build), which replays
// every input that once crashed a target (tests/data/hostile/fuzz/TARGET/).
//
// Each function writes the input bytes to a file in a new private temporary folder and opens
// it with Document::load() or an EditSession, exactly as the application does, with a resolver
// that has no search paths (no ROS_PACKAGE_PATH, GZ_SIM_RESOURCE_PATH, … from the environment):
// includes and URIs resolve only relative to that folder, or to absolute paths the input names,
// which are read but never written. Every file written goes into the temporary folder, which is
// removed afterwards. A broken invariant calls abort() so that the fuzzer reports it.

#include <QString>
#include <QStringList>

#include <cstddef>
#include <cstdint>

namespace robostage::fuzz {

/// Inputs larger than this are skipped (the functions return at once): big inputs only slow
/// the fuzzer down, and the hostile-input tests cover big files.
constexpr std::size_t kMaxInputBytes = 1 << 20;

/// Loads the bytes as an SDFormat file (`.sdf`). Returns 0 (libFuzzer's "keep going").
int sdfOne(const std::uint8_t *data, std::size_t size);
/// Loads the bytes as a URDF file (`.urdf`). Returns 0.
int urdfOne(const std::uint8_t *data, std::size_t size);
/// Loads the bytes as a SimRobot scene (`.ros2`). Returns 0.
int simRobotOne(const std::uint8_t *data, std::size_t size);
/// Loads the bytes as a xacro file (`fuzz.urdf.xacro`, expanded by model/formats/xacro, then
/// read as URDF) with the arguments `prefix:=p_` and `flag:=true`. Next to it lie `inc.xacro`
/// (a property, an argument and a macro, for `<xacro:include filename="inc.xacro"/>`) and
/// `inc.yaml` (for `xacro.load_yaml('inc.yaml')`). Returns 0.
int xacroOne(const std::uint8_t *data, std::size_t size);
/// Loads the bytes as a YAML file (`fuzz.yaml`) through `xacro.load_yaml`: a fixed xacro file
/// next to it loads it into a property, prints the value into a link name (Python's `str()`)
/// and reads its key `a` with dotted access (an error for a file that is no mapping, which
/// ends the expansion as xacro's errors do). Returns 0.
int yamlOne(const std::uint8_t *data, std::size_t size);
/// Load → edit → save → reload, with the lossless-saving invariants checked (aborts when one
/// is broken): a save without edits writes the input bytes unchanged; moving the first entity
/// that has a pose (SetPose, as `robostage edit --set-pose` does) changes only the opened file,
/// the saved file loads again, and undoing the edit gives back the input bytes. The format is
/// chosen by the root element as Document::load() does; the suffix follows it. Returns 0.
int loadSaveOne(const std::uint8_t *data, std::size_t size);

using TargetFunction = int (*)(const std::uint8_t *data, std::size_t size);

/// The target names ("sdf", "urdf", "simrobot", "xacro", "yaml", "loadsave"), as the executables
/// are named without their `fuzz_` prefix and as the regression folders are named.
QStringList targetNames();
/// The function of target `name` (see targetNames()); null for an unknown name.
TargetFunction targetFunction(const QString &name);

} // namespace robostage::fuzz
