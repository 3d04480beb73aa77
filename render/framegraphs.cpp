#include "framegraphs.h"

#include "sceneshading.h"
#include "shadowpass.h"

#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCameraSelector>
#include <Qt3DRender/QClearBuffers>
#include <Qt3DRender/QFilterKey>
#include <Qt3DRender/QFrustumCulling>
#include <Qt3DRender/QNoDraw>
#include <Qt3DRender/QParameter>
#include <Qt3DRender/QRenderCapture>
#include <Qt3DRender/QRenderPassFilter>
#include <Qt3DRender/QSortPolicy>

#include <QColor>

namespace robostage {

using namespace Qt3DRender;

namespace {

QRenderPassFilter *passFilter(const char *pass, Qt3DCore::QNode *parent)
{
    auto *filter = new QRenderPassFilter(parent);
    auto *key = new QFilterKey(filter);
    key->setName(QLatin1String(SceneShading::kPassKey));
    key->setValue(QLatin1String(pass));
    filter->addMatch(key);
    return filter;
}

} // namespace

ScenePasses buildScenePasses(QCamera *camera, Qt3DCore::QNode *parent)
{
    ScenePasses passes;
    passes.cameraSelector = new QCameraSelector(parent);
    passes.cameraSelector->setCamera(camera);
    // The shadow map first; its depth texture reaches the colour passes as a parameter of
    // their filters, so scenes need not know the frame graph.
    QAbstractTexture *shadowMap = ShadowPass::buildBranch(passes.cameraSelector);
    passes.clear = new QClearBuffers(passes.cameraSelector);
    passes.clear->setBuffers(QClearBuffers::ColorDepthBuffer);
    passes.clear->setClearColor(QColor(178, 178, 178));
    new QNoDraw(passes.clear);
    passFilter(SceneShading::kSkyPass, passes.cameraSelector);
    // Entities wholly outside the view are not drawn (issue 33): every batch's bounding volume
    // is the box around its instances (InstanceBatch::updateBounds()). The sky quad and the
    // labels are drawn uncut.
    auto *culling = new QFrustumCulling(passes.cameraSelector);
    QRenderPassFilter *opaque = passFilter(SceneShading::kOpaquePass, culling);
    QRenderPassFilter *translucent = passFilter(SceneShading::kTranslucentPass, culling);
    // Translucent batches back to front by their bounding volumes' centres (a batch per world
    // cell, SceneView::batch()); each batch sorts its own instances (SceneView::sortTranslucent()).
    auto *backToFront = new QSortPolicy(translucent);
    backToFront->setSortTypes(QList<QSortPolicy::SortType> {QSortPolicy::BackToFront});
    // Labels last, over everything; the capture reads the frame back after them.
    passes.capture = new QRenderCapture(passes.cameraSelector);
    passFilter(SceneShading::kLabelPass, passes.capture);
    for (QRenderPassFilter *filter : {opaque, translucent})
        filter->addParameter(new QParameter(
            QLatin1String(ShadowPass::kMapUniform), QVariant::fromValue(shadowMap), filter));
    return passes;
}

} // namespace robostage
