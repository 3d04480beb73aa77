#pragma once

// Text labels in the 3D view (issue 19, "Measuring": the distance drawn in the view): a quad
// that faces the screen and keeps its size in pixels, drawn over the frame by the frame graph's
// label pass (SceneShading::kLabelPass, after the translucent pass).

#include "pose.h"
#include "scene.h"

#include <QString>

namespace Qt3DCore {
class QEntity;
class QNode;
} // namespace Qt3DCore

namespace Qt3DRender {
class QEffect;
} // namespace Qt3DRender

namespace robostage {

/// The effect every label shares (child of `parent`): shaders/label.vert and label.frag in
/// the label pass, blended, without depth test or depth writes.
Qt3DRender::QEffect *makeLabelEffect(Qt3DCore::QNode *parent);

/// A label entity (child of `parent`) reading `text` in `color` (RGB; on a dark, translucent
/// rounded box so that it reads over any background), in the application font at 14 pixels,
/// centred 10 pixels above the point `p_W` (world, metres) wherever the camera is; hidden while
/// the point is behind the camera. `effect` is makeLabelEffect()'s.
Qt3DCore::QEntity *makeLabel(const QString &text, const Color &color, const Vec3 &p_W,
    Qt3DRender::QEffect *effect, Qt3DCore::QNode *parent);

} // namespace robostage
