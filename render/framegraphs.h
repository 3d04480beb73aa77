#pragma once

namespace Qt3DCore {
class QNode;
} // namespace Qt3DCore

namespace Qt3DRender {
class QCamera;
class QCameraSelector;
class QClearBuffers;
class QRenderCapture;
} // namespace Qt3DRender

namespace robostage {

/// The nodes of the scene branch built by buildScenePasses().
struct ScenePasses
{
    Qt3DRender::QCameraSelector *cameraSelector = nullptr; ///< root of the branch
    Qt3DRender::QClearBuffers *clear = nullptr; ///< clear colour: the scene's background
    Qt3DRender::QRenderCapture *capture = nullptr; ///< reads back the finished frame
};

/// The frame graph branch that draws a SceneView, shared by the headless renderer and the
/// viewport window: camera selector → the shadow map (ShadowPass::buildBranch: depth only,
/// into a texture that the opaque and translucent pass filters hand to the shaders as
/// ShadowPass::kMapUniform), clear (colour and depth), then SceneShading's passes sky, opaque,
/// translucent and label in that order; the label pass sits under a QRenderCapture, so a capture
/// holds the whole frame. The opaque and translucent passes are frustum culled (QFrustumCulling):
/// an entity whose bounding volume lies wholly outside the view is not drawn; instance batches
/// give the box around their instances as theirs (InstanceBatch::updateBounds()). The branch is
/// created under `parent` (e.g. a QViewport).
ScenePasses buildScenePasses(Qt3DRender::QCamera *camera, Qt3DCore::QNode *parent);

} // namespace robostage
