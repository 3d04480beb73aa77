#pragma once

#include "pose.h"
#include "scene.h"

#include <QHash>
#include <QString>
#include <QVector3D>

#include <vector>

namespace Qt3DCore {
class QNode;
}

namespace Qt3DRender {
class QEffect;
class QMaterial;
class QParameter;
class QRenderPass;
class QRenderState;
class QShaderProgram;
} // namespace Qt3DRender

namespace robostage {

struct SurfaceLook;
class TextureLibrary;

/// A light placed in the world: the scene's light and its world pose X_WL (metres).
struct WorldLight
{
    Light light;
    Pose X_WL;
};

/// The shared materials of a scene and the scene-wide uniforms they read: ambient colour,
/// up to kMaxLights lights, fog, the sky gradient and the shadow light's matrices. One material
/// per render pass of the frame graph (filter key kPassKey): the sky quad, opaque instances
/// (two: with and without back-face culling), translucent instances (blended, depth test on,
/// depth write off). The opaque solid materials' effects also have a depth-only pass
/// (ShadowPass::kPass), enabled while a light casts shadows. All use GLSL 3.30 core shaders
/// from render/shaders, for Qt3D's OpenGL renderer (docs/RENDERING.md says why).
class SceneShading
{
public:
    static constexpr int kMaxLights = 8;
    static constexpr const char *kPassKey = "pass";
    static constexpr const char *kSkyPass = "sky";
    static constexpr const char *kOpaquePass = "opaque";
    static constexpr const char *kTranslucentPass = "translucent";
    /// Text labels (markerlabel.h), drawn last, over everything.
    static constexpr const char *kLabelPass = "label";

    /// Creates the materials as children of `parent`.
    explicit SceneShading(Qt3DCore::QNode *parent);

    /// Opaque instances; `closed` shapes (no visible inside) are drawn with back-face culling.
    /// With `vertexLighting` (closed shapes only) lighting is computed per vertex and
    /// interpolated (Gouraud): exact for flat faces under directional light, an approximation
    /// of highlights and point-light falloff, and several times cheaper on a software
    /// rasteriser. Fog stays per fragment.
    Qt3DRender::QMaterial *opaqueMaterial(bool closed, bool vertexLighting = false) const
    {
        return !closed ? m_opaque : vertexLighting ? m_opaqueClosedVertexLit : m_opaqueClosed;
    }
    /// Opaque, lit per vertex, each triangle in the colour of its provoking (last) vertex, back
    /// faces culled: for meshes made for it (makeFlatUnitBox()), whose faces are then shaded
    /// with their own normals from a third of the vertices. Only where opaqueMaterial(true,
    /// true) would be used.
    Qt3DRender::QMaterial *flatVertexLitMaterial() const { return m_flatVertexLit; }
    Qt3DRender::QMaterial *translucentMaterial() const { return m_translucent; }
    /// The material of instances whose surface has texture maps or PBR values (`look` not
    /// plain): the TEXTURED shader variant with `look`'s maps (taken from `textures`, which
    /// must outlive the material) and values; opaque (texels with alpha < 0.5 dropped, back
    /// faces culled when `closed`) or translucent. One material per look and pass, created on
    /// first use as a child of the shading's parent.
    Qt3DRender::QMaterial *surfaceMaterial(
        const SurfaceLook &look, TextureLibrary &textures, bool translucent, bool closed);
    Qt3DRender::QMaterial *skyMaterial() const { return m_sky; }

    /// Materials of the view styles (SceneView::RenderStyle), sharing the scene's uniforms.
    /// Wireframe: triangle edges (QRasterMode Lines, no culling), in the opaque pass or, with
    /// `translucent`, blended in the translucent pass. Transparent: the translucent pass with
    /// every opacity multiplied by kTransparentStyleOpacity (in the fragment shader), back faces
    /// culled for `closed` shapes.
    Qt3DRender::QMaterial *wireframeMaterial(bool translucent) const
    {
        return translucent ? m_wireframeTranslucent : m_wireframe;
    }
    Qt3DRender::QMaterial *transparentMaterial(bool closed) const
    {
        return closed ? m_transparentClosed : m_transparent;
    }
    static constexpr float kTransparentStyleOpacity = 0.4f;

    /// Scene ambient light (SDFormat scene.sdf `<ambient>`), multiplied with each surface's
    /// ambient colour.
    void setAmbient(const Color &ambient);
    /// SDFormat scene.sdf `<fog>`: type linear (start/end in metres from the eye), exp, exp2
    /// (density per metre), colour. Other types or `present == false` turn fog off.
    void setFog(const Fog &fog);
    /// SDFormat light.sdf lights in world coordinates; the first kMaxLights are used.
    /// Directions are taken in the light frame and rotated by X_WL. The first directional
    /// light among them with `castShadows` casts shadows, when setShadows() allows it; call
    /// fitShadows() after this.
    void setLights(const std::vector<WorldLight> &lights);
    /// SDFormat scene.sdf `<shadows>` (default true): whether lights with `<cast_shadows>` cast.
    void setShadows(bool enabled);
    /// Index (into the lights given to setLights()) of the light that casts shadows, or -1.
    int shadowLight() const { return m_shadowLight; }
    /// Fits the shadow light's orthographic projection to the casters' world box
    /// [casterMin, casterMax] and the depth range to the box of everything drawn
    /// [sceneMin, sceneMax] (metres; ShadowPass::fitLightViewProjection). No effect without a
    /// shadow light.
    void fitShadows(const QVector3D &casterMin, const QVector3D &casterMax,
        const QVector3D &sceneMin, const QVector3D &sceneMax);
    /// Gradient sky from SDFormat scene.sdf `<sky>` (`<time>` between `<sunrise>` and
    /// `<sunset>` is day) blended towards `background` at the horizon.
    void setSky(const Sky &sky, const Color &background);

    /// The directional light used when a file declares none: a white sun from above, slightly
    /// from the front-left, like Gazebo's default world.
    static Light defaultLight();

    /// An effect (child of `parent`) with one OpenGL 3.3 core technique and one render pass
    /// running `program`, tagged kPassKey = `pass` (the frame graph draws passes by that tag),
    /// with the render `states` (depth test, blending, culling …; the pass takes them over).
    static Qt3DRender::QEffect *makeEffect(Qt3DRender::QShaderProgram *program, const char *pass,
        const QList<Qt3DRender::QRenderState *> &states, Qt3DCore::QNode *parent);

    /// Whether a blended pass tests depth (the translucent pass) or draws over everything
    /// (labels, markerlabel.h).
    enum class Depth { Tested, Ignored };
    /// The render states of blended passes (children of `parent`): depth test LessOrEqual or
    /// none (`depth`), depth write off, alpha blending (source alpha over).
    static QList<Qt3DRender::QRenderState *> blendedStates(Depth depth, Qt3DCore::QNode *parent);

private:
    Qt3DRender::QParameter *parameter(const char *name);
    /// Creates the view styles' materials (called from the constructor).
    void createStyleMaterials();
    /// A new effect (one pass tagged `pass`) that receives the scene uniforms (m_effects).
    Qt3DRender::QEffect *addEffect(Qt3DRender::QShaderProgram *program, const char *pass,
        const QList<Qt3DRender::QRenderState *> &states);
    /// Adds the depth-only pass to `effect`'s technique (back faces culled for `closed`).
    void addShadowPass(Qt3DRender::QEffect *effect, bool closed);

    Qt3DRender::QShaderProgram *m_instancedProgram = nullptr;
    Qt3DRender::QShaderProgram *m_vertexLitProgram = nullptr;
    Qt3DRender::QShaderProgram *m_flatVertexLitProgram = nullptr;
    Qt3DRender::QShaderProgram *m_texturedProgram = nullptr;
    Qt3DCore::QNode *m_parent = nullptr;
    /// Effects of the textured materials: opaque, opaque closed, translucent.
    Qt3DRender::QEffect *m_texturedEffects[3] = {nullptr, nullptr, nullptr};
    QHash<QString, Qt3DRender::QMaterial *> m_surfaceMaterials;
    std::vector<Qt3DRender::QEffect *> m_effects; ///< every effect: scene uniforms go to each
    int m_lightCount = -1; ///< LIGHT_COUNT the instanced programs were built with
    int m_shadowLight = -1; ///< SHADOW_LIGHT they were built with (-1: none)
    bool m_shadowsEnabled = true;
    std::vector<WorldLight> m_lights; ///< as last given to setLights()
    QVector3D m_shadowDirection; ///< world direction of the shadow light
    Qt3DRender::QShaderProgram *m_shadowProgram = nullptr;
    std::vector<Qt3DRender::QRenderPass *> m_shadowPasses;
    Qt3DRender::QMaterial *m_opaque = nullptr;
    Qt3DRender::QMaterial *m_opaqueClosed = nullptr;
    Qt3DRender::QMaterial *m_opaqueClosedVertexLit = nullptr;
    Qt3DRender::QMaterial *m_flatVertexLit = nullptr;
    Qt3DRender::QMaterial *m_translucent = nullptr;
    Qt3DRender::QMaterial *m_sky = nullptr;
    std::vector<Qt3DRender::QParameter *> m_parameters;
    Qt3DRender::QShaderProgram *m_transparentProgram = nullptr;
    Qt3DRender::QMaterial *m_wireframe = nullptr;
    Qt3DRender::QMaterial *m_wireframeTranslucent = nullptr;
    Qt3DRender::QMaterial *m_transparent = nullptr;
    Qt3DRender::QMaterial *m_transparentClosed = nullptr;
};

} // namespace robostage
