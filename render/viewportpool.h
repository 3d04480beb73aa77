#pragma once

// Reuses the 3D views of closed windows (issue 7, docs/PERFORMANCE.md "Long sessions").

#include <QList>

namespace robostage {

class Viewport;

/// Keeps the Viewports of closed windows and hands them to the next window. Qt 6.4's Qt3D does
/// not free the OpenGL contexts of a destroyed Qt3DWindow: the render aspect's context and its
/// drawables, and the context QRenderCapabilities probes with (about 13 MiB per window with Mesa
/// llvmpipe, measured with heaptrack). A viewport that is never destroyed leaks nothing, so a
/// closing window gives its viewport back here (give()) and the next one takes it (take())
/// instead of creating a new one.
///
/// At most kCapacity viewports wait; one given back beyond that is deleted. The waiting
/// viewports are hidden top-level windows without a document; their Qt3D engines keep running
/// idle (on-demand rendering). They are deleted by clear(), which also runs when the
/// application object is destroyed (a Qt post routine), before the platform integration goes.
/// GUI thread only.
class ViewportPool
{
public:
    /// Viewports kept at most: enough for closing one window and opening the next; more
    /// windows closed at once than this are freed the old way (leaking Qt3D's share).
    static constexpr int kCapacity = 2;

    /// A waiting viewport (in the state of a new one: Viewport::reset()), or a new Viewport
    /// when none waits. The caller owns it (e.g. through QWidget::createWindowContainer()) until
    /// it gives it back.
    static Viewport *take();
    /// Takes `viewport` back (nullptr: nothing happens): resets it (Viewport::reset()), hides
    /// it, takes it out of its window container (QWindow::setParent(nullptr); the container
    /// would delete it) and keeps it when fewer than kCapacity wait and the application is not
    /// closing down, else deletes it. Whoever connected to it or filters its events must have
    /// disconnected or gone first.
    static void give(Viewport *viewport);
    /// Viewports waiting now.
    static int size();
    /// Viewports created by take() so far (not reused ones), for tests and statistics.
    static int created();
    /// Deletes the waiting viewports.
    static void clear();
};

} // namespace robostage
