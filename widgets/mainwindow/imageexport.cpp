#include "mainwindow/imageexport.h"

#include "base/bundledworld.h"
#include "dialogs/imageexportdialog.h"
#include "mainwindow/mainwindow.h"
#include "meshcache.h"
#include "meshprovider.h"
#include "offscreenrenderer.h"
#include "viewport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QStatusBar>

#include <Qt3DRender/QCamera>

namespace robostage {

QImage renderViewImage(
    const Viewport &viewport, MeshCache &cache, const QSize &size, bool transparent, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return QImage();
    };
    const Document *document = viewport.document();
    if (!document)
        return fail(QCoreApplication::translate("robostage", "there is nothing to draw"));
    QString why;
    if (!OffscreenRenderer::isOpenGLAvailable(&why))
        return fail(why);
    OffscreenRenderer renderer(size);
    const CachedMeshProvider meshes(cache, document);
    SceneView scene(*document, renderer.sceneRoot(), meshes);
    scene.setViewMode(viewport.viewMode());
    scene.setRenderStyle(viewport.renderStyle());
    scene.setOverlays(viewport.overlays());
    scene.setHelpersVisible(viewport.helpersVisible());
    scene.setSkyVisible(viewport.skyVisible() && !transparent);
    scene.setFogEnabled(viewport.fogEnabled());
    scene.setJointPositions(viewport.jointPositions());
    renderer.setBackground(transparent ? QColor(0, 0, 0, 0) : scene.backgroundColor());
    renderer.copyCamera(viewport.camera());
    scene.sortTranslucent(renderer.eye());
    const QImage image = renderer.render();
    return image.isNull() ? fail(renderer.errorString()) : image;
}

bool exportViewImage(MainWindow *window, const QString &path)
{
    Viewport *viewport = window->viewport();
    auto *cache = window->findChild<MeshCache *>();
    if (!viewport->document() || !cache)
        return false;
    const QString title = QCoreApplication::translate("robostage::MainWindow", "Export Image");
    ImageExportDialog options(viewport->size() * viewport->devicePixelRatio(), window);
    if (options.exec() != QDialog::Accepted)
        return false;
    QString target = path;
    if (target.isEmpty()) {
        const QFileInfo source(viewport->document()->path());
        const QString dir
            = BundledWorld::isBundledCopy(source.filePath()) ? QDir::homePath() : source.path();
        target = QFileDialog::getSaveFileName(window, title,
            QDir(dir).filePath(source.completeBaseName() + QStringLiteral(".png")),
            QCoreApplication::translate("robostage::MainWindow", "PNG images (*.png)"));
        if (target.isEmpty())
            return false;
        if (QFileInfo(target).suffix().isEmpty())
            target += QStringLiteral(".png");
    }
    QString error;
    const QImage image = renderViewImage(
        *viewport, *cache, options.imageSize(), options.transparentBackground(), &error);
    if (image.isNull() || !image.save(target, "PNG")) {
        QMessageBox::warning(window, title,
            QCoreApplication::translate("robostage::MainWindow", "%1 was not written: %2")
                .arg(QFileInfo(target).fileName(),
                    image.isNull() ? error
                                   : QCoreApplication::translate(
                                       "robostage::MainWindow", "cannot write the file")));
        return false;
    }
    window->statusBar()->showMessage(
        QCoreApplication::translate("robostage::MainWindow", "Exported the view as %1 (%2×%3)")
            .arg(target)
            .arg(image.width())
            .arg(image.height()),
        10000);
    return true;
}

} // namespace robostage
