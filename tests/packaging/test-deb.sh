#!/usr/bin/env bash
# Usage: tests/packaging/test-deb.sh BUILD_DIR
# CTest test `packaging_deb`: builds the Debian package with `cpack -G DEB` from BUILD_DIR's
# CPackConfig.cmake into a scratch folder (BUILD_DIR is left as it was) and checks it with
# dpkg-deb: Depends computed by dpkg-shlibdeps (Qt, Assimp, tinyxml2 with versions), the files
# of the desktop integration under /usr, and no maintainer scripts (shared-mime-info,
# desktop-file-utils and hicolor-icon-theme refresh their caches through dpkg triggers).
set -euo pipefail

build_dir="${1:?usage: test-deb.sh BUILD_DIR}"
fail() {
    echo "FAIL: $*" >&2
    exit 1
}
for tool in cpack:cmake dpkg-deb:dpkg dpkg-shlibdeps:dpkg-dev; do
    command -v "${tool%%:*}" >/dev/null || fail "${tool%%:*} not found (Debian package ${tool#*:})"
done

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cpack -G DEB -B "$scratch" --config "$build_dir/CPackConfig.cmake" >"$scratch/cpack.log" 2>&1 \
    || { cat "$scratch/cpack.log" >&2; fail "cpack -G DEB failed"; }
debs=("$scratch"/robostage_*.deb)
[[ -f "${debs[0]}" ]] || fail "cpack wrote no robostage_*.deb"
deb="${debs[0]}"
echo "${deb##*/}"

depends="$(dpkg-deb -f "$deb" Depends)"
echo "Depends: $depends"
for package in libqt6core6 libqt6widgets6 libqt63drender6 libassimp libtinyxml2 libc6 libqt6svg6; do
    [[ "$depends" == *"$package"* ]] || fail "Depends lacks $package"
done
[[ "$depends" =~ libqt6core6\ \(\>=\  ]] || fail "Depends has no versioned libqt6core6 (shlibdeps)"
for field in Section:science Priority:optional Package:robostage; do
    [[ "$(dpkg-deb -f "$deb" "${field%%:*}")" == "${field#*:}" ]] \
        || fail "${field%%:*} is not ${field#*:}"
done
[[ -n "$(dpkg-deb -f "$deb" Maintainer)" && -n "$(dpkg-deb -f "$deb" Homepage)" ]] \
    || fail "no Maintainer or Homepage"

contents="$(dpkg-deb -c "$deb" | awk '{print $NF}')"
for file in ./usr/bin/robostage ./usr/share/applications/io.github.robostage.RoboStage.desktop \
    ./usr/share/mime/packages/io.github.robostage.RoboStage.xml \
    ./usr/share/metainfo/io.github.robostage.RoboStage.metainfo.xml \
    ./usr/share/thumbnailers/robostage.thumbnailer ./usr/share/doc/robostage/LICENSE \
    ./usr/share/icons/hicolor/scalable/apps/robostage.svg \
    ./usr/share/icons/hicolor/48x48/apps/robostage.png \
    ./usr/share/icons/hicolor/scalable/mimetypes/application-x-sdformat+xml.svg \
    ./usr/share/icons/hicolor/scalable/mimetypes/application-x-xacro+xml.svg; do
    grep -qxF "$file" <<<"$contents" || fail "not in the package: $file"
done

mkdir "$scratch/control"
dpkg-deb -e "$deb" "$scratch/control"
for script in preinst postinst prerm postrm triggers; do
    [[ ! -e "$scratch/control/$script" ]] || fail "unexpected maintainer script: $script"
done
echo "ok"
