# Shared set-up for scripts/run and scripts/test; source it, do not run it.
#
# robostage_setup installs the Debian 12 packages RoboStage needs (only the missing ones, with
# sudo when not root) and builds the project incrementally (Release, Ninja) into build/.
# Environment: ROBOSTAGE_BUILD_DIR (default: build/ in the repository),
# ROBOSTAGE_JOBS (parallel build jobs, default: number of CPUs), ROBOSTAGE_SANITIZE,
# ROBOSTAGE_BUILD_DIR_SANITIZE (default: build-sanitize/), ROBOSTAGE_TSAN,
# ROBOSTAGE_BUILD_DIR_TSAN (default: build-tsan/) and ROBOSTAGE_BUILD_TARGET (see
# robostage_build).

export DEBIAN_FRONTEND=noninteractive

ROBOSTAGE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ROBOSTAGE_BUILD_DIR="${ROBOSTAGE_BUILD_DIR:-$ROBOSTAGE_ROOT/build}"

# Build tools and libraries; xvfb, xauth and the Mesa drivers run the GUI tests headless;
# libsdformat-dev, liburdfdom-dev, sdformat-sdf and time are for the oracle tests and bench;
# libqt6opengl6-dev is only a recommendation of qt6-3d-dev but Qt3DRender's CMake package needs
# it; libyaml-cpp-dev is for xacro's load_yaml; libfcl-dev (FCL, with Eigen) measures collision
# geometry (model/geometry) and libqhull-dev (Qhull) makes the convex hulls of generated collision
# shapes; liborocos-kdl-dev (orocos KDL, with Eigen) gives the chains and Jacobians of inverse
# kinematics (model/kinematics); libqscintilla2-qt6-dev (QScintilla) is the Source dock's
# editor; libqt6svg6 lets Qt load the SVG application icon; fonts-dejavu-core gives the view's
# text labels (the Measure tool's distance) a font on machines without a desktop; clang-format and
# git check the formatting.
# The packaging test (tests/packaging) needs shared-mime-info (update-mime-database),
# desktop-file-utils (update-desktop-database, desktop-file-validate), xdg-utils (xdg-mime) with
# libfile-mimeinfo-perl (its `mimetype`, which xdg-mime's generic mode uses: without it xdg-mime
# asks `file`, which ignores the shared MIME database) and appstream (appstreamcli validate);
# dpkg-dev gives dpkg-shlibdeps, which `cpack -G DEB` runs to compute the package's Depends.
ROBOSTAGE_PACKAGES=(
    qt6-base-dev libqt6opengl6-dev qt6-3d-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libqt6svg6
    libassimp-dev libtinyxml2-dev libyaml-cpp-dev libfcl-dev libqhull-dev liborocos-kdl-dev libqscintilla2-qt6-dev libmeshoptimizer-dev cmake ninja-build g++ pkg-config
    xvfb xauth libgl1-mesa-dri fonts-dejavu-core
    qt6-translations-l10n # Qt's own texts (standard buttons, dialogs) in the chosen language
    libsdformat-dev liburdfdom-dev sdformat-sdf python3-junitparser time clang-format git
    shared-mime-info desktop-file-utils xdg-utils libfile-mimeinfo-perl appstream dpkg-dev
)

robostage_die() {
    echo "robostage: $*" >&2
    exit 1
}

# robostage_missing_packages [PACKAGE…]: prints the given packages (default: ROBOSTAGE_PACKAGES)
# that are not installed.
robostage_missing_packages() {
    local package status
    local -a packages=("$@")
    ((${#packages[@]} > 0)) || packages=("${ROBOSTAGE_PACKAGES[@]}")
    for package in "${packages[@]}"; do
        status="$(dpkg-query -W -f='${db:Status-Status}' "$package" 2>/dev/null || true)"
        if [[ "$status" != installed ]]; then
            echo "$package"
        fi
    done
}

# robostage_install_packages [PACKAGE…]: installs those of the given packages (default:
# ROBOSTAGE_PACKAGES) that are missing.
# shellcheck disable=SC2120 # the arguments are optional
robostage_install_packages() {
    command -v dpkg-query >/dev/null || robostage_die "dpkg-query not found: these scripts need Debian 12 (or a derivative); install the packages listed in scripts/setup.sh by hand"
    local missing
    mapfile -t missing < <(robostage_missing_packages "$@")
    if ((${#missing[@]} == 0)); then
        return 0
    fi
    echo "robostage: installing missing packages: ${missing[*]}"
    local -a as_root=()
    if [[ "$(id -u)" -ne 0 ]]; then
        command -v sudo >/dev/null || robostage_die "not root and sudo is not installed; as root run: apt-get install ${missing[*]}"
        as_root=(sudo)
        # Without a terminal (CI) sudo must not wait for a password.
        [[ -t 0 ]] || as_root+=(-n)
        as_root+=(env DEBIAN_FRONTEND=noninteractive)
    fi
    "${as_root[@]}" apt-get update -q || robostage_die "apt-get update failed"
    "${as_root[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}" \
        || robostage_die "apt-get install failed for: ${missing[*]}"
}

# Configures the build folder when it is missing or was configured with other settings, then
# builds it. ROBOSTAGE_SANITIZE=1 selects the AddressSanitizer + UBSan build (build-sanitize/),
# ROBOSTAGE_TSAN=1 the ThreadSanitizer build (build-tsan/); both are RelWithDebInfo with
# -O1 -g1 (reports name source lines; compiling takes about half the time of -O2 -g) and no
# benchmarks. ROBOSTAGE_BUILD_TARGET builds the targets it names (separated by spaces) instead of
# all (e.g. robostage_model_tests).
robostage_build() {
    local -a settings
    local sanitized_flags='CMAKE_CXX_FLAGS_RELWITHDEBINFO:STRING=-O1 -g1 -DNDEBUG'
    if [[ "${ROBOSTAGE_SANITIZE:-0}" == 1 && "${ROBOSTAGE_TSAN:-0}" == 1 ]]; then
        robostage_die "ROBOSTAGE_SANITIZE and ROBOSTAGE_TSAN cannot be combined"
    elif [[ "${ROBOSTAGE_SANITIZE:-0}" == 1 ]]; then
        ROBOSTAGE_BUILD_DIR="${ROBOSTAGE_BUILD_DIR_SANITIZE:-$ROBOSTAGE_ROOT/build-sanitize}"
        settings=(CMAKE_BUILD_TYPE:STRING=RelWithDebInfo "$sanitized_flags"
            ROBOSTAGE_BUILD_BENCH:BOOL=OFF ROBOSTAGE_SANITIZE:BOOL=ON ROBOSTAGE_TSAN:BOOL=OFF)
    elif [[ "${ROBOSTAGE_TSAN:-0}" == 1 ]]; then
        ROBOSTAGE_BUILD_DIR="${ROBOSTAGE_BUILD_DIR_TSAN:-$ROBOSTAGE_ROOT/build-tsan}"
        settings=(CMAKE_BUILD_TYPE:STRING=RelWithDebInfo "$sanitized_flags"
            ROBOSTAGE_BUILD_BENCH:BOOL=OFF ROBOSTAGE_SANITIZE:BOOL=OFF ROBOSTAGE_TSAN:BOOL=ON)
    else
        settings=(CMAKE_BUILD_TYPE:STRING=Release ROBOSTAGE_BUILD_BENCH:BOOL=ON
            ROBOSTAGE_SANITIZE:BOOL=OFF ROBOSTAGE_TSAN:BOOL=OFF)
    fi
    local cache="$ROBOSTAGE_BUILD_DIR/CMakeCache.txt"
    local -a configure=(cmake -S "$ROBOSTAGE_ROOT" -B "$ROBOSTAGE_BUILD_DIR" -G Ninja)
    local setting reconfigure=0
    for setting in "${settings[@]}"; do
        configure+=("-D$setting")
        # The cache may record an option as BOOL or UNINITIALIZED; compare name and value.
        grep -qx "${setting%%:*}:[A-Z]*=${setting#*=}" "$cache" 2>/dev/null || reconfigure=1
    done
    if [[ -f "$cache" ]] && ! grep -q '^CMAKE_GENERATOR:INTERNAL=Ninja$' "$cache"; then
        # Configured with another generator: start the cache afresh (CMake >= 3.24).
        configure+=(--fresh)
        reconfigure=1
    fi
    if [[ ! -f "$ROBOSTAGE_BUILD_DIR/build.ninja" ]] || ((reconfigure)); then
        "${configure[@]}" || robostage_die "CMake configuration failed"
    fi
    local -a target=() names=()
    read -r -a names <<<"${ROBOSTAGE_BUILD_TARGET:-}"
    ((${#names[@]} == 0)) || target=(--target "${names[@]}")
    cmake --build "$ROBOSTAGE_BUILD_DIR" --parallel "${ROBOSTAGE_JOBS:-$(nproc)}" "${target[@]}" \
        || robostage_die "build failed"
}

robostage_setup() {
    robostage_install_packages
    robostage_build
}
