#pragma once

#include <QSize>
#include <QStringList>

#include <optional>

class QTextStream;

namespace robostage::cli {

/// `robostage render FILE -o OUT.png [--size WxH] [--view iso|front|top|side] [--collisions]
/// [--joint NAME=VALUE]… [--frames N]`: renders FILE headless (no window) with the camera
/// fitted to the scene and writes the picture. With --frames N it first orbits the camera
/// through N frames and prints `fps <value>` as the last line of `out`. Diagnostics go to
/// `err`. `arguments` start with "render". Needs a QGuiApplication (see
/// OffscreenRenderer::prepareApplication()). Returns 0 on success, 1 when the document has
/// errors (the picture is still written), 2 for bad usage, 3 when rendering or writing failed.
int runRender(const QStringList &arguments, QTextStream &out, QTextStream &err);

/// A `--size` value `WxH` (pixels, each 1 to 16384) as a size, or nothing when it is not one
/// (`render`, `diff --image`).
std::optional<QSize> parseImageSize(const QString &text);

} // namespace robostage::cli
