#pragma once

class QMenu;

namespace robostage {

class Viewport;

/// Fills the View menu's camera and display part for `viewport`: Fit (F); Front, Top, Side,
/// Iso views (Ctrl+1…4); Perspective / Orthographic (exclusive, Ctrl+5 / Ctrl+6); Visuals,
/// Collisions, Both (SceneView::ViewMode, exclusive); Solid, Wireframe, Transparent
/// (SceneView::RenderStyle, exclusive; object names solidStyleAction, wireframeStyleAction,
/// transparentStyleAction; triggering the checked Wireframe or Transparent again returns to
/// Solid); the SceneView::Overlay toggles (Link
/// Frames, Joint Axes, Centre of Mass / Inertia, Light Markers, Camera Frustums); Grid and Origin
/// Axes, Sky, Fog (gridAction, skyAction, fogAction; the file's `<scene>` helpers, on by
/// default); Reset Camera (Home: perspective iso view, fitted; resetCameraAction). The actions
/// are children of `menu`.
void addViewportActions(QMenu *menu, Viewport *viewport);

} // namespace robostage
