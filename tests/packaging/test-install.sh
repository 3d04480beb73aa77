#!/usr/bin/env bash
# Usage: tests/packaging/test-install.sh BUILD_DIR CORPUS_DIR
# CTest test `packaging_install`: installs BUILD_DIR with `cmake --install` into a scratch
# prefix and checks the desktop integration there the way a desktop finds it, with the XDG
# variables pointing at the scratch data folder (XDG_DATA_HOME) and a scratch configuration:
# - the desktop entry passes desktop-file-validate and the AppStream metainfo passes
#   `appstreamcli validate --no-net` (and validate-tree on the prefix);
# - the .desktop MimeType=, the thumbnailer's MimeType=, the metainfo's <mediatype>s and the
#   shared-mime-info XML name the same types, and every type has its icons;
# - after update-mime-database and update-desktop-database, `xdg-mime query filetype` reports
#   our types for real corpus files (by extension, and by content for a file without one; an
#   SDFormat world in xacro, tests/data/xacro/sdf/shelves.world.xacro, is SDFormat) and
#   `xdg-mime query default TYPE` names our desktop entry (xdg-mime's generic mode, which reads
#   mimeapps.list files and then the mimeinfo.cache that update-desktop-database writes);
# - the thumbnailer's Exec line, expanded as a file manager does, writes a PNG of the asked size
#   for a URDF robot and for that .world.xacro (only with a display: `robostage render` needs
#   OpenGL).
# Exit status 0: passed; 1: failed (the reason on stderr); 77: skipped (no corpus).
set -euo pipefail

build_dir="${1:?usage: test-install.sh BUILD_DIR CORPUS_DIR}"
corpus="${2:?usage: test-install.sh BUILD_DIR CORPUS_DIR}"
app_id=io.github.robostage.RoboStage
types=(application/x-sdformat+xml application/x-urdf+xml application/x-xacro+xml
    application/x-simrobot-scene+xml)

fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# The tools come from scripts/setup.sh's packages; name the package when one is missing.
for tool in update-mime-database:shared-mime-info update-desktop-database:desktop-file-utils \
    desktop-file-validate:desktop-file-utils xdg-mime:xdg-utils mimetype:libfile-mimeinfo-perl \
    appstreamcli:appstream; do
    command -v "${tool%%:*}" >/dev/null || fail "${tool%%:*} not found (Debian package ${tool#*:})"
done
if [[ ! -d "$corpus/gazebosim__sdformat" || ! -d "$corpus/bhuman__SimRobot" \
    || ! -d "$corpus/xacro" ]]; then
    echo "SKIP: corpus not found at $corpus"
    exit 77
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
prefix="$scratch/prefix"
share="$prefix/share"

cmake --install "$build_dir" --prefix "$prefix" >"$scratch/install.log" \
    || { cat "$scratch/install.log" >&2; fail "cmake --install failed"; }

# A desktop session's view of the scratch prefix only: no desktop environment (xdg-mime's
# generic mode), no user or system configuration, our data folder first.
unset XDG_CURRENT_DESKTOP DESKTOP_SESSION KDE_FULL_SESSION GNOME_DESKTOP_SESSION_ID \
    MATE_DESKTOP_SESSION_ID LXQT_SESSION_CONFIG XDG_MENU_PREFIX XDG_RUNTIME_DIR
export XDG_DATA_HOME="$share"
export XDG_DATA_DIRS="$share:/usr/share"
export XDG_CONFIG_HOME="$scratch/config"
export XDG_CONFIG_DIRS="$scratch/config"
mkdir -p "$XDG_CONFIG_HOME"

desktop="$share/applications/$app_id.desktop"
metainfo="$share/metainfo/$app_id.metainfo.xml"
mimexml="$share/mime/packages/$app_id.xml"
thumbnailer="$share/thumbnailers/robostage.thumbnailer"
for file in "$prefix/bin/robostage" "$desktop" "$metainfo" "$mimexml" "$thumbnailer" \
    "$share/doc/robostage/LICENSE" "$share/icons/hicolor/scalable/apps/robostage.svg" \
    "$share/icons/hicolor/48x48/apps/robostage.png"; do
    [[ -f "$file" ]] || fail "not installed: ${file#"$prefix"/}"
done

echo "== desktop-file-validate"
desktop-file-validate "$desktop" || fail "desktop-file-validate: $desktop"
echo "== appstreamcli validate --no-net"
appstreamcli validate --no-net "$metainfo" || fail "appstreamcli validate: $metainfo"
# The installed tree: also that the <launchable> desktop entry is there.
appstreamcli validate-tree --no-net "$prefix" || fail "appstreamcli validate-tree: $prefix"

# The same types everywhere, each with its icons.
sorted() { tr ';' '\n' | sed '/^$/d' | sort; }
expected="$(printf '%s\n' "${types[@]}" | sort)"
[[ "$(sed -n 's/.*<mime-type type="\([^"]*\)".*/\1/p' "$mimexml" | sort)" == "$expected" ]] \
    || fail "$mimexml does not declare exactly: ${types[*]}"
[[ "$(sed -n 's/^MimeType=//p' "$desktop" | sorted)" == "$expected" ]] \
    || fail "MimeType= of $desktop differs from the mime XML"
[[ "$(sed -n 's/^MimeType=//p' "$thumbnailer" | sorted)" == "$expected" ]] \
    || fail "MimeType= of $thumbnailer differs from the mime XML"
[[ "$(sed -n 's/.*<mediatype>\(.*\)<\/mediatype>.*/\1/p' "$metainfo" | sort)" == "$expected" ]] \
    || fail "<mediatype>s of $metainfo differ from the mime XML"
for type in "${types[@]}"; do
    icon="${type/\//-}"
    grep -q "<icon name=\"$icon\"/>" "$mimexml" || fail "$type: no <icon name=\"$icon\"/>"
    for file in scalable/mimetypes/$icon.svg 16x16/mimetypes/$icon.png \
        48x48/mimetypes/$icon.png 256x256/mimetypes/$icon.png; do
        [[ -f "$share/icons/hicolor/$file" ]] || fail "$type: icon $file not installed"
    done
done

echo "== update-mime-database, update-desktop-database"
update-mime-database "$share/mime" || fail "update-mime-database"
update-desktop-database "$share/applications" || fail "update-desktop-database"

# Real files: by extension, plus SDFormat and URDF files without one (the magic rules).
files="$scratch/files"
mkdir -p "$files"
cp "$corpus/gazebosim__sdformat/test/integration/model/test_model_with_frames/model.sdf" \
    "$files/world.sdf"
cp "$corpus/gazebosim__sdformat/test/sdf/box_plane_low_friction_test.world" "$files/"
cp "$corpus/gazebosim__sdformat/test/integration/fixed_joint_reduction.urdf" "$files/robot.urdf"
cp "$corpus/bhuman__SimRobot/Scenes/SimpleVehicle.ros2" "$files/"
cp "$corpus/bhuman__BHumanCodeRelease/Config/Scenes/Includes/1vsDummies.rsi2" "$files/"
cp "$corpus/xacro/UniversalRobots__Universal_Robots_ROS2_Description/urdf/ur.urdf.xacro" \
    "$files/x.urdf.xacro"
cp "$corpus/xacro/UniversalRobots__Universal_Robots_ROS2_Description/urdf/ur_macro.xacro" "$files/"
cp "$(dirname "${BASH_SOURCE[0]}")/../data/xacro/sdf/shelves.world.xacro" "$files/"
cp "$files/world.sdf" "$files/sdf-without-extension"
cp "$files/robot.urdf" "$files/urdf-without-extension"

echo "== xdg-mime query filetype"
status=0
check_type() { # FILE TYPE
    local got
    got="$(xdg-mime query filetype "$files/$1")" || got="(xdg-mime failed)"
    echo "$1: $got"
    if [[ "$got" != "$2" ]]; then
        echo "FAIL: $1 is $got, expected $2" >&2
        status=1
    fi
}
check_type world.sdf application/x-sdformat+xml
check_type box_plane_low_friction_test.world application/x-sdformat+xml
check_type sdf-without-extension application/x-sdformat+xml
check_type robot.urdf application/x-urdf+xml
check_type urdf-without-extension application/x-urdf+xml
check_type x.urdf.xacro application/x-xacro+xml
check_type ur_macro.xacro application/x-xacro+xml
check_type shelves.world.xacro application/x-sdformat+xml
check_type SimpleVehicle.ros2 application/x-simrobot-scene+xml
check_type 1vsDummies.rsi2 application/x-simrobot-scene+xml

echo "== xdg-mime query default"
for type in "${types[@]}"; do
    got="$(xdg-mime query default "$type")" || got="(xdg-mime failed)"
    echo "$type: $got"
    if [[ "$got" != "$app_id.desktop" ]]; then
        echo "FAIL: the default for $type is '$got', expected $app_id.desktop" >&2
        status=1
    fi
done

# The thumbnailer as a file manager runs it (freedesktop.org thumbnailer entries: %i input
# path, %o output path, %s size), with the installed binary first in PATH.
echo "== thumbnailer"
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
    echo "skipped: no display (robostage render needs OpenGL; CTest runs under xvfb-run)"
else
    exec_line="$(sed -n 's/^Exec=//p' "$thumbnailer")"
    for input in robot.urdf shelves.world.xacro; do
        read -r -a argv <<<"$exec_line"
        for i in "${!argv[@]}"; do
            arg="${argv[$i]//%i/$files/$input}"
            arg="${arg//%o/$scratch/thumbnail}"
            argv[i]="${arg//%s/128}"
        done
        echo "${argv[*]}"
        rm -f "$scratch/thumbnail"
        if ! PATH="$prefix/bin:$PATH" "${argv[@]}" >"$scratch/thumbnail.log" 2>&1; then
            cat "$scratch/thumbnail.log" >&2
            echo "FAIL: the thumbnailer command failed on $input" >&2
            status=1
        else
            # PNG signature, then the IHDR chunk: width and height, 4 bytes each, big-endian.
            header="$(od -An -tx1 -N24 "$scratch/thumbnail" | tr -d ' \n')"
            if [[ "$header" != 89504e470d0a1a0a????????494844520000008000000080 ]]; then
                echo "FAIL: the thumbnail of $input is not a 128x128 PNG (header $header)" >&2
                status=1
            fi
        fi
    done
fi

exit "$status"
