#!/usr/bin/env bash
# Usage: packaging/render-icons.sh
# Renders the committed PNG icons (hicolor sizes 16…256) from their SVG sources with
# rsvg-convert (Debian package librsvg2-bin): the application icon resources/icons/robostage.svg
# and the file type icons packaging/icons/hicolor/scalable/mimetypes/*.svg. Run it after
# changing an SVG and commit the PNGs; the build itself does not need rsvg-convert.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
hicolor="$root/packaging/icons/hicolor"
command -v rsvg-convert >/dev/null || { echo "render-icons.sh: rsvg-convert not found (apt-get install librsvg2-bin)" >&2; exit 1; }
for size in 16 22 24 32 48 64 128 256; do
    mkdir -p "$hicolor/${size}x${size}/apps" "$hicolor/${size}x${size}/mimetypes"
    rsvg-convert -w "$size" -h "$size" "$root/resources/icons/robostage.svg" \
        -o "$hicolor/${size}x${size}/apps/robostage.png"
    for svg in "$hicolor"/scalable/mimetypes/*.svg; do
        name="$(basename "$svg" .svg)"
        rsvg-convert -w "$size" -h "$size" "$svg" -o "$hicolor/${size}x${size}/mimetypes/$name.png"
    done
done
