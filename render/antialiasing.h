#pragma once

#include <QString>

namespace robostage {

/// How the viewport window smooths edges: multisample antialiasing (MSAA) of its OpenGL
/// surface, chosen once per window before it is created.
///
/// The setting is QSettings key kAntialiasingKey: "on" (4 samples), "off" (none) or "auto"
/// (the default): 4 samples on a graphics card, none when OpenGL is a software rasterizer
/// (Mesa llvmpipe, softpipe or swrast, as under Xvfb, in containers and on remote desktops).
/// There 4 samples quadruple the rasterizer's work: orbiting the 10 000-model world drew
/// about half the frames of `robostage render --frames`, which draws without MSAA
/// (docs/PERFORMANCE.md, "Editing large worlds").
namespace antialiasing {

constexpr const char *kAntialiasingKey = "view/antialiasing";
constexpr int kSamples = 4;

/// The renderer string of the default OpenGL context (GL_RENDERER, e.g. "llvmpipe (LLVM 15.0.6,
/// 256 bits)"), probed once with an offscreen context; empty when no context can be made.
/// Needs a QGuiApplication; call it from the GUI thread.
QString openGLRenderer();

/// True when `renderer` (a GL_RENDERER string) names a software rasterizer.
bool isSoftwareRenderer(const QString &renderer);

/// The sample count a new viewport window asks for: kSamples or 0, from the setting and, for
/// "auto", openGLRenderer(). An unknown setting value counts as "auto".
int viewportSamples();

} // namespace antialiasing
} // namespace robostage
