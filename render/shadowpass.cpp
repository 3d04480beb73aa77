#include "shadowpass.h"

#include "sceneshading.h"

#include <Qt3DCore/QAttribute>
#include <Qt3DCore/QBuffer>
#include <Qt3DCore/QEntity>
#include <Qt3DCore/QGeometry>
#include <Qt3DRender/QCullFace>
#include <Qt3DRender/QDepthTest>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QFilterKey>
#include <Qt3DRender/QGeometryRenderer>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QPolygonOffset>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QRenderPassFilter>
#include <Qt3DRender/QRenderTarget>
#include <Qt3DRender/QRenderTargetOutput>
#include <Qt3DRender/QRenderTargetSelector>
#include <Qt3DRender/QShaderProgram>
#include <Qt3DRender/QTexture>
#include <Qt3DRender/QViewport>

#include <QUrl>

#include <algorithm>
#include <cmath>

namespace robostage {

using namespace Qt3DRender;

namespace {

/// glPolygonOffset(factor, units) of the depth-only pass: the slope-scaled bias (factor, per
/// unit of depth slope across a texel) and the constant one (units of the depth format's
/// resolution). Checked by looking at tests/data/images/light_shadow.sdf with the light 5°, 30°,
/// 60° and 80° from the vertical: no acne on the floor or the lit faces, the shadows still
/// touching the post's and the pillar's feet.
constexpr float kSlopeBias = 2.0f;
constexpr float kConstantBias = 8.0f;

QByteArray shaderSource(const char *file)
{
    return QShaderProgram::loadSource(
        QUrl(QStringLiteral("qrc:/robostage/render/shaders/") + QLatin1String(file)));
}

} // namespace

QAbstractTexture *ShadowPass::buildBranch(Qt3DCore::QNode *parent)
{
    auto *selector = new QRenderTargetSelector(parent);
    auto *target = new QRenderTarget(selector);
    auto *output = new QRenderTargetOutput(target);
    output->setAttachmentPoint(QRenderTargetOutput::Depth);
    auto *map = new QTexture2D(output);
    map->setFormat(QAbstractTexture::D24);
    map->setSize(kMapSize, kMapSize);
    map->setGenerateMipMaps(false);
    map->setMinificationFilter(QAbstractTexture::Linear);
    map->setMagnificationFilter(QAbstractTexture::Linear);
    map->wrapMode()->setX(QTextureWrapMode::ClampToEdge);
    map->wrapMode()->setY(QTextureWrapMode::ClampToEdge);
    map->setComparisonFunction(QAbstractTexture::CompareLessEqual);
    map->setComparisonMode(QAbstractTexture::CompareRefToTexture);
    output->setTexture(map);
    target->addOutput(output);
    selector->setTarget(target);

    auto *viewport = new QViewport(selector);
    viewport->setNormalizedRect(QRectF(0, 0, 1, 1));
    // No QClearBuffers: a 2048² depth clear every frame costs llvmpipe several milliseconds
    // even when no light casts shadows. The scene's clearing quad (makeClearQuad) does it,
    // only when the scene has a shadow light.
    for (const char *pass : {kClearPass, kPass}) {
        auto *filter = new QRenderPassFilter(viewport);
        auto *key = new QFilterKey(filter);
        key->setName(QLatin1String(SceneShading::kPassKey));
        key->setValue(QLatin1String(pass));
        filter->addMatch(key);
    }
    return map;
}

Qt3DCore::QEntity *ShadowPass::makeClearQuad(Qt3DCore::QNode *parent)
{
    auto *entity = new Qt3DCore::QEntity(parent);
    auto *geometry = new Qt3DCore::QGeometry(entity);
    const float corners[] = {-1, -1, 0, 1, -1, 0, 1, 1, 0, -1, -1, 0, 1, 1, 0, -1, 1, 0};
    auto *buffer = new Qt3DCore::QBuffer(geometry);
    buffer->setData(QByteArray(reinterpret_cast<const char *>(corners), sizeof corners));
    geometry->addAttribute(new Qt3DCore::QAttribute(buffer,
        Qt3DCore::QAttribute::defaultPositionAttributeName(), Qt3DCore::QAttribute::Float, 3, 6));
    auto *renderer = new QGeometryRenderer(entity);
    renderer->setGeometry(geometry);
    renderer->setVertexCount(6);

    auto *program = new QShaderProgram(entity);
    program->setVertexShaderCode(shaderSource("shadowclear.vert"));
    program->setFragmentShaderCode(shaderSource("shadow.frag"));
    auto *always = new QDepthTest(entity);
    always->setDepthFunction(QDepthTest::Always);
    auto *noCulling = new QCullFace(entity);
    noCulling->setMode(QCullFace::NoCulling);
    QEffect *effect = SceneShading::makeEffect(program, kClearPass, {always, noCulling}, entity);
    auto *material = new QMaterial(entity);
    material->setEffect(effect);

    entity->addComponent(renderer);
    entity->addComponent(material);
    return entity;
}

QShaderProgram *ShadowPass::makeProgram(Qt3DCore::QNode *parent)
{
    auto *program = new QShaderProgram(parent);
    program->setVertexShaderCode(shaderSource("shadow.vert"));
    program->setFragmentShaderCode(shaderSource("shadow.frag"));
    return program;
}

QRenderPass *ShadowPass::makeRenderPass(
    QShaderProgram *program, bool closed, Qt3DCore::QNode *parent)
{
    auto *pass = new QRenderPass(parent);
    pass->setShaderProgram(program);
    auto *key = new QFilterKey(pass);
    key->setName(QLatin1String(SceneShading::kPassKey));
    key->setValue(QLatin1String(kPass));
    pass->addFilterKey(key);
    auto *depth = new QDepthTest(pass);
    depth->setDepthFunction(QDepthTest::Less);
    pass->addRenderState(depth);
    auto *offset = new QPolygonOffset(pass);
    offset->setScaleFactor(kSlopeBias);
    offset->setDepthSteps(kConstantBias);
    pass->addRenderState(offset);
    auto *cull = new QCullFace(pass);
    cull->setMode(closed ? QCullFace::Back : QCullFace::NoCulling);
    pass->addRenderState(cull);
    pass->setEnabled(false);
    return pass;
}

QMatrix4x4 ShadowPass::fitLightViewProjection(const QVector3D &direction_W,
    const QVector3D &casterMin, const QVector3D &casterMax, const QVector3D &sceneMin,
    const QVector3D &sceneMax)
{
    const QVector3D d
        = direction_W.lengthSquared() > 0 ? direction_W.normalized() : QVector3D(0, 0, -1);
    // Any up vector not along the light; the view looks along d from the caster box's centre.
    const QVector3D up = std::abs(d.z()) < 0.9f ? QVector3D(0, 0, 1) : QVector3D(1, 0, 0);
    const QVector3D centre = (casterMin + casterMax) / 2;
    QMatrix4x4 X_LW; // light view: world → light frame (x, y across the light, -z along it)
    X_LW.lookAt(centre, centre + d, up);

    const auto extent
        = [&X_LW](const QVector3D &min, const QVector3D &max, QVector3D &lo, QVector3D &hi) {
              for (int c = 0; c < 8; ++c) {
                  const QVector3D p_W((c & 1) ? max.x() : min.x(), (c & 2) ? max.y() : min.y(),
                      (c & 4) ? max.z() : min.z());
                  const QVector3D p_L = X_LW.map(p_W);
                  for (int i = 0; i < 3; ++i) {
                      lo[i] = std::min(lo[i], p_L[i]);
                      hi[i] = std::max(hi[i], p_L[i]);
                  }
              }
          };
    QVector3D casterLo(1e30f, 1e30f, 1e30f), casterHi = -casterLo;
    extent(casterMin, casterMax, casterLo, casterHi);
    QVector3D depthLo = casterLo, depthHi = casterHi;
    extent(sceneMin, sceneMax, depthLo, depthHi);

    // A few texels of margin across, a little in depth; never an empty range.
    const float across = std::max(casterHi.x() - casterLo.x(), casterHi.y() - casterLo.y());
    const float pad = std::max(across * 0.02f, 1e-3f);
    const float depthPad = std::max((depthHi.z() - depthLo.z()) * 0.01f, 1e-3f);
    QMatrix4x4 projection;
    // Light-frame z is negative ahead of the light: near = -max z, far = -min z.
    projection.ortho(casterLo.x() - pad, casterHi.x() + pad, casterLo.y() - pad, casterHi.y() + pad,
        -depthHi.z() - depthPad, -depthLo.z() + depthPad);
    return projection * X_LW;
}

QMatrix4x4 ShadowPass::textureMatrix(const QMatrix4x4 &viewProjection)
{
    QMatrix4x4 clipToTexture;
    clipToTexture.translate(0.5f, 0.5f, 0.5f);
    clipToTexture.scale(0.5f);
    return clipToTexture * viewProjection;
}

} // namespace robostage
