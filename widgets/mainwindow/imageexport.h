#pragma once

#include <QImage>
#include <QSize>
#include <QString>

namespace robostage {

class MainWindow;
class MeshCache;
class Viewport;

/// Draws what `viewport` shows (its document, camera, view mode, style, overlays, helpers,
/// sky, fog and joint positions; not the selection highlight or the gizmo) into an image of
/// `size` pixels with an OffscreenRenderer, its meshes read through `cache`. With
/// `transparent` the background is transparent (alpha 0) and the sky is not drawn; the image
/// is ARGB32 then, RGB32 otherwise. A null image when there is no document or nothing was
/// rendered (`error` says why).
QImage renderViewImage(const Viewport &viewport, MeshCache &cache, const QSize &size,
    bool transparent, QString *error = nullptr);

/// File › Export Image… of `window`: asks for the size and background (ImageExportDialog),
/// then where to write the PNG (a file dialog; `path` non-empty skips it), renders the view
/// (renderViewImage()) and writes it, saying so in the status bar or why not in a message box.
/// Returns whether the file was written.
bool exportViewImage(MainWindow *window, const QString &path = QString());

} // namespace robostage
