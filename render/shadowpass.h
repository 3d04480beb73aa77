#pragma once

#include <QMatrix4x4>
#include <QVector3D>

namespace Qt3DCore {
class QEntity;
class QNode;
} // namespace Qt3DCore

namespace Qt3DRender {
class QAbstractTexture;
class QRenderPass;
class QShaderProgram;
} // namespace Qt3DRender

namespace robostage {

/// Shadow mapping for one directional light (SDFormat light.sdf `<cast_shadows>`, scene.sdf
/// `<shadows>`): the frame graph branch that renders the depth map, the depth-only render pass
/// that SceneShading adds to its opaque effects, and the light's orthographic projection.
/// docs/RENDERING.md, "Shadows", says how it is used and what it costs.
class ShadowPass
{
public:
    /// Value of the frame graph filter key SceneShading::kPassKey of the depth-only pass.
    static constexpr const char *kPass = "shadow";
    /// The pass before it that clears the map (makeClearQuad).
    static constexpr const char *kClearPass = "shadowclear";
    /// Edge of the square depth map, texels.
    static constexpr int kMapSize = 2048;
    /// Name of the depth map's sampler2DShadow uniform, provided by the frame graph's pass filters.
    static constexpr const char *kMapUniform = "shadowMap";

    /// The frame graph branch that draws the shadow map, a kMapSize² depth texture (D24, linear
    /// filtering with the LessOrEqual comparison: a sampler2DShadow lookup is a 2×2
    /// percentage-closer filter): render target selector → viewport → the render passes tagged
    /// kClearPass, then those tagged kPass. It clears nothing itself (see makeClearQuad) and has
    /// no camera of its own: the pass's shader reads the light's matrix from the
    /// `lightViewProjection` uniform. Created under `parent` (a frame graph node); returns the
    /// depth texture, owned by the branch.
    static Qt3DRender::QAbstractTexture *buildBranch(Qt3DCore::QNode *parent);

    /// An entity, child of `parent`, drawn only in the kClearPass pass: a quad over the whole
    /// map at depth 1 (depth test Always), which clears the map. A scene with a shadow light
    /// adds one; a scene without one then costs the branch nothing (a depth clear of the map in
    /// the frame graph would cost llvmpipe milliseconds per frame).
    static Qt3DCore::QEntity *makeClearQuad(Qt3DCore::QNode *parent);

    /// The depth-only render pass for an opaque effect: `program` (shaders/shadow.vert/.frag) with
    /// depth test Less, a slope-scaled polygon offset against shadow acne and, for `closed`
    /// shapes, back faces culled as in the colour pass. Created disabled (no shadow light yet);
    /// the caller adds it to its technique.
    static Qt3DRender::QRenderPass *makeRenderPass(
        Qt3DRender::QShaderProgram *program, bool closed, Qt3DCore::QNode *parent);

    /// The depth-only program (shaders/shadow.vert/.frag): the instances' world transforms as in
    /// the colour passes, instances flagged as casting no shadow collapsed away.
    static Qt3DRender::QShaderProgram *makeProgram(Qt3DCore::QNode *parent);

    /// The light's view-projection matrix (world → clip, OpenGL conventions) of a directional
    /// light shining along `direction_W` (world, need not be unit): an orthographic projection
    /// across the light whose x and y extent covers the box [casterMin, casterMax] (world, metres:
    /// what casts shadows; a point can only be shadowed by a caster at the same light-space x, y),
    /// and whose depth range covers both that box and [sceneMin, sceneMax] (everything drawn, so
    /// that no receiver lies beyond the far plane and no caster before the near plane). Slightly
    /// padded on every side.
    static QMatrix4x4 fitLightViewProjection(const QVector3D &direction_W,
        const QVector3D &casterMin, const QVector3D &casterMax, const QVector3D &sceneMin,
        const QVector3D &sceneMax);

    /// `viewProjection` followed by the map from clip space [-1, 1]³ to texture coordinates and
    /// depth [0, 1]³: what the colour passes use to look a world point up in the depth map.
    static QMatrix4x4 textureMatrix(const QMatrix4x4 &viewProjection);
};

} // namespace robostage
