#include "sceneshading.h"

#include "scenetextures.h"
#include "shadowpass.h"

#include <Qt3DRender/QBlendEquation>
#include <Qt3DRender/QBlendEquationArguments>
#include <Qt3DRender/QCullFace>
#include <Qt3DRender/QDepthTest>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QFilterKey>
#include <Qt3DRender/QGraphicsApiFilter>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QNoDepthMask>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QRasterMode>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QShaderProgram>
#include <Qt3DRender/QTechnique>
#include <Qt3DRender/QTexture>

#include <QUrl>
#include <QVector3D>
#include <QVector4D>

#include <algorithm>
#include <cmath>

// Outside the namespace, as Q_INIT_RESOURCE requires.
static void initShaderResources()
{
    Q_INIT_RESOURCE(rendershaders);
}

namespace robostage {

using namespace Qt3DRender;

namespace {

QVector3D rgb(const Color &c)
{
    return {c.r, c.g, c.b};
}

QByteArray shaderSource(const QString &file)
{
    return QShaderProgram::loadSource(
        QUrl(QStringLiteral("qrc:/robostage/render/shaders/") + file));
}

/// Sets the sources of `program` from shaders/NAME.vert and .frag; with `withLighting`, each
/// stage is assembled as `#version 330 core`, the `defines`, shaders/lighting.glsl, then the
/// stage's file.
void setSources(
    QShaderProgram *program, const char *name, bool withLighting, const QByteArray &defines)
{
    const QString base = QLatin1String(name);
    QByteArray prelude;
    if (withLighting)
        prelude = "#version 330 core\n" + defines + shaderSource(QStringLiteral("lighting.glsl"));
    program->setVertexShaderCode(prelude + shaderSource(base + QStringLiteral(".vert")));
    program->setFragmentShaderCode(prelude + shaderSource(base + QStringLiteral(".frag")));
}

QMaterial *makeMaterial(QEffect *effect, Qt3DCore::QNode *parent)
{
    auto *material = new QMaterial(parent);
    material->setEffect(effect);
    return material;
}

QDepthTest *depthTest(QDepthTest::DepthFunction function, Qt3DCore::QNode *parent)
{
    auto *test = new QDepthTest(parent);
    test->setDepthFunction(function);
    return test;
}

QCullFace *cullFace(QCullFace::CullingMode mode, Qt3DCore::QNode *parent)
{
    auto *face = new QCullFace(parent);
    face->setMode(mode);
    return face;
}

} // namespace

QList<QRenderState *> SceneShading::blendedStates(Depth depth, Qt3DCore::QNode *parent)
{
    auto *blend = new QBlendEquationArguments(parent);
    blend->setSourceRgb(QBlendEquationArguments::SourceAlpha);
    blend->setDestinationRgb(QBlendEquationArguments::OneMinusSourceAlpha);
    blend->setSourceAlpha(QBlendEquationArguments::One);
    blend->setDestinationAlpha(QBlendEquationArguments::OneMinusSourceAlpha);
    auto *equation = new QBlendEquation(parent);
    equation->setBlendFunction(QBlendEquation::Add);
    return {
        depthTest(depth == Depth::Tested ? QDepthTest::LessOrEqual : QDepthTest::Always, parent),
        new QNoDepthMask(parent), blend, equation};
}

SceneShading::SceneShading(Qt3DCore::QNode *parent)
    : m_parent(parent)
{
    initShaderResources();
    // The instanced programs get their sources in setLights(): the light count is compiled in.
    QShaderProgram *instanced = m_instancedProgram = new QShaderProgram(parent);
    QShaderProgram *vertexLit = m_vertexLitProgram = new QShaderProgram(parent);
    QShaderProgram *flatVertexLit = m_flatVertexLitProgram = new QShaderProgram(parent);
    QShaderProgram *textured = m_texturedProgram = new QShaderProgram(parent);
    auto *sky = new QShaderProgram(parent);
    setSources(sky, "sky", false, QByteArray());

    const auto lessOrEqual = [parent] {
        return depthTest(QDepthTest::LessOrEqual, parent);
    };
    // Closed shapes skip their back faces: half the triangles to rasterise.
    QCullFace *cull = cullFace(QCullFace::Back, parent);
    const QList<QRenderState *> translucent = blendedStates(Depth::Tested, parent);

    m_opaque = makeMaterial(addEffect(instanced, kOpaquePass, {lessOrEqual()}), parent);
    m_opaqueClosed = makeMaterial(addEffect(instanced, kOpaquePass, {lessOrEqual(), cull}), parent);
    m_opaqueClosedVertexLit
        = makeMaterial(addEffect(vertexLit, kOpaquePass, {lessOrEqual(), cull}), parent);
    m_flatVertexLit
        = makeMaterial(addEffect(flatVertexLit, kOpaquePass, {lessOrEqual(), cull}), parent);
    m_translucent = makeMaterial(addEffect(instanced, kTranslucentPass, translucent), parent);
    m_sky = makeMaterial(
        addEffect(sky, kSkyPass, {depthTest(QDepthTest::Always, parent), new QNoDepthMask(parent)}),
        parent);
    m_texturedEffects[0] = addEffect(textured, kOpaquePass, {lessOrEqual()});
    m_texturedEffects[1] = addEffect(textured, kOpaquePass, {lessOrEqual(), cull});
    m_texturedEffects[2] = addEffect(textured, kTranslucentPass, translucent);
    // Opaque solid surfaces cast shadows (translucent ones, the sky and the view styles do not).
    m_shadowProgram = ShadowPass::makeProgram(parent);
    addShadowPass(m_opaque->effect(), false);
    addShadowPass(m_opaqueClosed->effect(), true);
    addShadowPass(m_opaqueClosedVertexLit->effect(), true);
    addShadowPass(m_flatVertexLit->effect(), true);
    addShadowPass(m_texturedEffects[0], false);
    addShadowPass(m_texturedEffects[1], true);
    createStyleMaterials();

    setAmbient({0.4f, 0.4f, 0.4f, 1});
    setFog(Fog());
    setLights({{defaultLight(), Pose()}});
    setSky(Sky(), {0.7f, 0.7f, 0.7f, 1});
}

QMaterial *SceneShading::surfaceMaterial(
    const SurfaceLook &look, TextureLibrary &textures, bool translucent, bool closed)
{
    const QString key = look.key()
        + (translucent   ? QStringLiteral("|translucent")
                : closed ? QStringLiteral("|closed")
                         : QString());
    if (QMaterial *existing = m_surfaceMaterials.value(key))
        return existing;
    // The textures exist before the material that names them: created after it, Qt3D 6.4's
    // OpenGL renderer sometimes never bound them (the surface sampled black).
    const TextureMaps &maps = look.maps;
    QAbstractTexture *albedo = textures.texture(maps.albedo);
    QAbstractTexture *normal = textures.texture(maps.normal);
    QAbstractTexture *roughness = textures.texture(maps.roughness);
    QAbstractTexture *metalness = textures.texture(maps.metalness);
    QAbstractTexture *emissive = textures.texture(maps.emissive);
    const QRgb white = qRgba(255, 255, 255, 255);
    QAbstractTexture *values[] = {albedo ? albedo : textures.solid(white),
        normal ? normal : textures.solid(qRgba(128, 128, 255, 255)),
        roughness ? roughness : textures.solid(white),
        metalness ? metalness : textures.solid(white),
        emissive ? emissive : textures.solid(qRgba(0, 0, 0, 255))};
    QMaterial *material = makeMaterial(m_texturedEffects[translucent ? 2
                                               : closed              ? 1
                                                                     : 0],
        m_parent);
    const char *names[] = {"albedoMap", "normalMap", "roughnessMap", "metalnessMap", "emissiveMap"};
    for (int i = 0; i < 5; ++i)
        material->addParameter(
            new QParameter(QLatin1String(names[i]), QVariant::fromValue(values[i]), material));
    material->addParameter(
        new QParameter(QStringLiteral("hasNormalMap"), normal ? 1 : 0, material));
    // Grey images are one-channel textures (SharedFiles::mipLevels): bit i says map i is one.
    int greyMaps = 0;
    for (int i = 0; i < 5; ++i)
        greyMaps |= values[i]->format() == QAbstractTexture::R8_UNorm ? 1 << i : 0;
    material->addParameter(new QParameter(QStringLiteral("greyMaps"), greyMaps, material));
    material->addParameter(new QParameter(QStringLiteral("pbr"),
        QVector3D(look.metalness, look.roughness, look.pbr ? 1.f : 0.f), material));
    material->addParameter(
        new QParameter(QStringLiteral("alphaCutoff"), translucent ? 0.f : 0.5f, material));
    m_surfaceMaterials.insert(key, material);
    return material;
}

QParameter *SceneShading::parameter(const char *name)
{
    const QString key = QLatin1String(name);
    for (QParameter *p : m_parameters) {
        if (p->name() == key)
            return p;
    }
    auto *p = new QParameter(key, QVariant(), m_opaque);
    for (QEffect *effect : m_effects)
        effect->addParameter(p);
    m_parameters.push_back(p);
    return p;
}

void SceneShading::setAmbient(const Color &ambient)
{
    parameter("sceneAmbient")->setValue(rgb(ambient));
}

void SceneShading::setFog(const Fog &fog)
{
    int mode = 0;
    if (fog.present) {
        const QString type = fog.type.trimmed().toLower();
        mode = type == QLatin1String("linear") ? 1
            : type == QLatin1String("exp")     ? 2
            : type == QLatin1String("exp2")    ? 3
                                               : 0;
    }
    parameter("fogMode")->setValue(mode);
    parameter("fogColor")->setValue(rgb(fog.color));
    parameter("fogParams")
        ->setValue(QVector3D(float(fog.start), float(fog.end), float(fog.density)));
}

void SceneShading::setLights(const std::vector<WorldLight> &lights)
{
    m_lights = lights;
    QVariantList posType, dirRange, diffuse, specular, attenuation, spot;
    const int count = std::min(int(lights.size()), kMaxLights);
    int shadowLight = -1;
    for (int i = 0; i < count && m_shadowsEnabled && shadowLight < 0; ++i) {
        const Light &l = lights[size_t(i)].light;
        if (l.type == Light::Type::Directional && l.castShadows) {
            shadowLight = i;
            const Vec3 d = lights[size_t(i)].X_WL.q.rotate(l.direction);
            m_shadowDirection = QVector3D(float(d.x), float(d.y), float(d.z));
        }
    }
    for (int i = 0; i < kMaxLights; ++i) {
        if (i >= count) {
            for (QVariantList *list :
                {&posType, &dirRange, &diffuse, &specular, &attenuation, &spot})
                list->append(QVector4D());
            continue;
        }
        const Light &l = lights[size_t(i)].light;
        const Pose &X_WL = lights[size_t(i)].X_WL;
        const Vec3 p = X_WL.p;
        const Vec3 d = X_WL.q.rotate(l.direction).normalized();
        const float type = l.type == Light::Type::Point ? 0.f
            : l.type == Light::Type::Spot               ? 1.f
                                                        : 2.f;
        const float intensity = float(std::max(0.0, l.intensity));
        posType.append(QVector4D(float(p.x), float(p.y), float(p.z), type));
        dirRange.append(QVector4D(float(d.x), float(d.y), float(d.z), float(l.attenuationRange)));
        diffuse.append(QVector4D(rgb(l.diffuse) * intensity, 1));
        specular.append(QVector4D(rgb(l.specular) * intensity, 1));
        attenuation.append(QVector4D(float(l.constant), float(l.linear), float(l.quadratic), 0));
        spot.append(QVector4D(float(std::cos(l.spotInnerAngle / 2)),
            float(std::cos(l.spotOuterAngle / 2)), float(l.spotFalloff), 0));
    }
    if (count != m_lightCount || shadowLight != m_shadowLight) {
        // A constant loop bound lets the GLSL compiler unroll the light loop and index the
        // light arrays statically: about 1.6x faster per pixel on llvmpipe than a uniform bound.
        // Likewise the shadow light: without one the shaders have no shadow code at all.
        m_lightCount = count;
        m_shadowLight = shadowLight;
        QByteArray defines = "#define LIGHT_COUNT " + QByteArray::number(count) + '\n';
        if (shadowLight >= 0)
            defines += "#define SHADOW_LIGHT " + QByteArray::number(shadowLight) + '\n';
        for (QRenderPass *pass : m_shadowPasses)
            pass->setEnabled(shadowLight >= 0);
        setSources(m_instancedProgram, "instanced", true, defines);
        setSources(m_vertexLitProgram, "instanced", true, defines + "#define VERTEX_LIGHTING\n");
        setSources(m_flatVertexLitProgram, "instanced", true,
            defines + "#define VERTEX_LIGHTING\n#define FLAT_SHADING\n");
        setSources(m_texturedProgram, "instanced", true, defines + "#define TEXTURED\n");
        setSources(m_transparentProgram, "instanced", true,
            defines + "#define OPACITY_SCALE " + QByteArray::number(kTransparentStyleOpacity)
                + '\n');
    }
    parameter("lightPosType[0]")->setValue(posType);
    parameter("lightDirRange[0]")->setValue(dirRange);
    parameter("lightDiffuse[0]")->setValue(diffuse);
    parameter("lightSpecular[0]")->setValue(specular);
    parameter("lightAttenuation[0]")->setValue(attenuation);
    parameter("lightSpot[0]")->setValue(spot);
}

void SceneShading::setShadows(bool enabled)
{
    if (enabled == m_shadowsEnabled)
        return;
    m_shadowsEnabled = enabled;
    setLights(std::vector<WorldLight>(m_lights));
}

void SceneShading::fitShadows(const QVector3D &casterMin, const QVector3D &casterMax,
    const QVector3D &sceneMin, const QVector3D &sceneMax)
{
    if (m_shadowLight < 0)
        return;
    const QMatrix4x4 viewProjection = ShadowPass::fitLightViewProjection(
        m_shadowDirection, casterMin, casterMax, sceneMin, sceneMax);
    parameter("lightViewProjection")->setValue(viewProjection);
    parameter("shadowMatrix")->setValue(ShadowPass::textureMatrix(viewProjection));
}

void SceneShading::setSky(const Sky &sky, const Color &background)
{
    const bool day = sky.time >= sky.sunrise && sky.time <= sky.sunset;
    const QVector3D zenith = day ? QVector3D(0.24f, 0.45f, 0.82f) : QVector3D(0.01f, 0.02f, 0.06f);
    const QVector3D horizon = day ? (QVector3D(0.78f, 0.86f, 0.95f) + rgb(background)) / 2
                                  : QVector3D(0.08f, 0.09f, 0.15f);
    parameter("skyZenith")->setValue(zenith);
    parameter("skyHorizon")->setValue(horizon);
    parameter("skyGround")->setValue(horizon * 0.55f);
}

QEffect *SceneShading::makeEffect(QShaderProgram *program, const char *pass,
    const QList<QRenderState *> &states, Qt3DCore::QNode *parent)
{
    auto *effect = new QEffect(parent);
    auto *technique = new QTechnique(effect);
    technique->graphicsApiFilter()->setApi(QGraphicsApiFilter::OpenGL);
    technique->graphicsApiFilter()->setProfile(QGraphicsApiFilter::CoreProfile);
    technique->graphicsApiFilter()->setMajorVersion(3);
    technique->graphicsApiFilter()->setMinorVersion(3);
    auto *renderPass = new QRenderPass(technique);
    renderPass->setShaderProgram(program);
    auto *key = new QFilterKey(renderPass);
    key->setName(QLatin1String(SceneShading::kPassKey));
    key->setValue(QLatin1String(pass));
    renderPass->addFilterKey(key);
    for (QRenderState *state : states)
        renderPass->addRenderState(state);
    technique->addRenderPass(renderPass);
    effect->addTechnique(technique);
    return effect;
}

QEffect *SceneShading::addEffect(
    QShaderProgram *program, const char *pass, const QList<QRenderState *> &states)
{
    m_effects.push_back(makeEffect(program, pass, states, m_parent));
    return m_effects.back();
}

void SceneShading::addShadowPass(QEffect *effect, bool closed)
{
    QTechnique *technique = effect->techniques().constFirst();
    m_shadowPasses.push_back(ShadowPass::makeRenderPass(m_shadowProgram, closed, technique));
    technique->addRenderPass(m_shadowPasses.back());
}

void SceneShading::createStyleMaterials()
{
    Qt3DCore::QNode *parent = m_parent;
    m_transparentProgram = new QShaderProgram(parent);
    const auto lines = [parent] {
        auto *raster = new QRasterMode(parent);
        raster->setRasterMode(QRasterMode::Lines);
        raster->setFaceMode(QRasterMode::FrontAndBack);
        return raster;
    };
    const auto material = [this, parent](QShaderProgram *program, const char *pass,
                              const QList<QRenderState *> &states) {
        return makeMaterial(addEffect(program, pass, states), parent);
    };
    QCullFace *noCulling = cullFace(QCullFace::NoCulling, parent);
    m_wireframe = material(m_instancedProgram, kOpaquePass,
        {depthTest(QDepthTest::LessOrEqual, parent), lines(), noCulling});
    m_wireframeTranslucent = material(m_instancedProgram, kTranslucentPass,
        blendedStates(Depth::Tested, parent) << lines() << noCulling);
    m_transparent = material(
        m_transparentProgram, kTranslucentPass, blendedStates(Depth::Tested, parent) << noCulling);
    m_transparentClosed = material(m_transparentProgram, kTranslucentPass,
        blendedStates(Depth::Tested, parent) << cullFace(QCullFace::Back, parent));
}

Light SceneShading::defaultLight()
{
    Light sun;
    sun.name = QStringLiteral("default_sun");
    sun.type = Light::Type::Directional;
    sun.diffuse = {0.9f, 0.9f, 0.9f, 1};
    sun.specular = {0.3f, 0.3f, 0.3f, 1};
    sun.direction = Vec3 {-0.5, 0.3, -0.9}.normalized();
    sun.attenuationRange = 1e9;
    return sun;
}

} // namespace robostage
