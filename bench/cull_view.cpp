// cull_view: the frame rate of a camera close to part of a large world (bench/culling-run,
// docs/PERFORMANCE.md "Frustum culling"), where most of the world is out of view.
//
//   cull_view FILE [--size WxH] [--frames F] [--fraction X]
//
// Loads FILE, builds its SceneView in an OffscreenRenderer (as `robostage render` does, without
// meshes: bench/gen_visuals worlds are boxes), fits the camera to the box `X` times the size of
// the scene's box around its centre (1: the whole scene; 0.1: a tenth of it across), orbits
// once in F frames around that box and prints `fps V` (frames per second of the orbit, from
// OffscreenRenderer::renderOrbit) and `batches B` (draw batches of the scene).

#include "document.h"
#include "offscreenrenderer.h"
#include "sceneview.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QTextStream>

using namespace robostage;

int main(int argc, char *argv[])
{
    OffscreenRenderer::prepareApplication();
    QGuiApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addPositionalArgument("FILE", "world to draw");
    parser.addOption({"size", "image size", "WxH", "1280x720"});
    parser.addOption({"frames", "frames of the orbit", "F", "100"});
    parser.addOption({"fraction", "part of the scene's box in view", "X", "0.1"});
    parser.process(app);
    QTextStream out(stdout);
    if (parser.positionalArguments().size() != 1) {
        out << "usage: cull_view FILE [--size WxH] [--frames F] [--fraction X]\n";
        return 2;
    }
    const QStringList size = parser.value("size").split('x');
    const int frames = parser.value("frames").toInt();
    const float fraction = parser.value("fraction").toFloat();
    if (size.size() != 2 || frames < 1 || fraction <= 0) {
        out << "cull_view: bad --size, --frames or --fraction\n";
        return 2;
    }
    const auto doc = Document::load(parser.positionalArguments().first());
    OffscreenRenderer renderer(QSize(size[0].toInt(), size[1].toInt()));
    SceneView scene(*doc, renderer.sceneRoot());
    renderer.setBackground(scene.backgroundColor());
    QVector3D min, max;
    if (!scene.bounds(min, max)) {
        out << "cull_view: nothing to draw\n";
        return 1;
    }
    const QVector3D centre = (min + max) / 2, half = (max - min) / 2 * fraction;
    renderer.fitCamera(centre - half, centre + half, ViewDirection::Iso);
    if (renderer.render().isNull()) {
        out << "cull_view: " << renderer.errorString() << '\n';
        return 1;
    }
    const double fps
        = renderer.renderOrbit(frames, centre - half, centre + half, ViewDirection::Iso, nullptr);
    out << "batches " << scene.batchCount() << '\n';
    out << "fps " << QString::number(fps, 'f', 1) << '\n';
    return fps > 0 ? 0 : 1;
}
