// naive_render: the naive Qt3D baseline of the render benchmark (bench/render-run,
// docs/PERFORMANCE.md).
//
//   naive_render FILE [--size WxH] [--frames F] [--max-seconds S] [--capture OUT.png]
//
// Loads FILE through RoboStage's model library (robostage::Document::load) and builds the
// scene the obvious way: for every visual ONE QEntity with its own QTransform, its own mesh
// component (QCuboidMesh / QSphereMesh / QCylinderMesh, QMesh for mesh files) and its own
// QPhongMaterial. Then it orbits the camera once around the scene in F frames (or until S
// seconds have passed) in a Qt3DExtras::Qt3DWindow with RenderPolicy::Always, and prints
//
//   qt VERSION           the Qt run against
//   gl RENDERER; VERSION  the OpenGL implementation (a plain QOpenGLContext's strings)
//   visuals N            visuals drawn (skipped: unsupported geometry)
//   load_ms T            program start to Document::load done
//   first_frame_ms T     program start to the first frame read back from the GPU
//   meshes_loaded_ms T   program start to every QMesh Ready or Error (only with mesh files;
//                        `meshes M failed E` before it)
//   frames K             frames counted after the first one
//   seconds T            wall time of those frames
//   fps V                K / T, the last line
//
// --strict counts read-back frames instead (a cross-check of the count; slower).
// --renderer rhi runs Qt3D's RHI backend instead of OpenGL, for comparison.
// Frames are counted with Qt3DLogic::QFrameAction, triggered once per Qt3D frame; with the
// OpenGL renderer the aspect engine waits for the render thread to finish the previous frame
// (the renderer's frame-advance service) before starting the next, so the count follows the
// frames actually rendered. The first frame is the first QRenderCapture reply, i.e. a frame
// whose pixels have been read back. The backend is QT3D_RENDERER=opengl, as in RoboStage.
//
// Teardown of a large Qt3D scene can take longer than the run; the program exits without it.

#include "document.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QCuboidMesh>
#include <Qt3DExtras/QCylinderMesh>
#include <Qt3DExtras/QForwardRenderer>
#include <Qt3DExtras/QPhongMaterial>
#include <Qt3DExtras/QSphereMesh>
#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DLogic/QFrameAction>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QDirectionalLight>
#include <Qt3DRender/QMesh>
#include <Qt3DRender/QRenderCapture>
#include <Qt3DRender/QRenderSettings>

#include <QColor>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QImage>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QQuaternion>
#include <QTimer>
#include <QUrl>
#include <QVector3D>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <limits>
#include <string>

namespace {

struct Options
{
    QString file;
    int width = 1280, height = 720;
    int frames = 100;
    double maxSeconds = 60;
    QString capture;
    bool strict = false;
    std::string renderer = "opengl";
};

[[noreturn]] void usage(const char *why)
{
    std::fprintf(stderr,
        "naive_render: %s\n"
        "usage: naive_render FILE [--size WxH] [--frames F] [--max-seconds S] "
        "[--capture OUT.png] [--strict] [--renderer opengl|rhi]\n",
        why);
    std::exit(2);
}

Options parse(int argc, char *argv[])
{
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        const auto value = [&]() -> std::string {
            if (i + 1 >= argc)
                usage((arg + " needs a value").c_str());
            return argv[++i];
        };
        if (arg == "--size") {
            const std::string v = value();
            if (std::sscanf(v.c_str(), "%dx%d", &o.width, &o.height) != 2 || o.width < 1
                || o.height < 1)
                usage("--size must be WxH");
        } else if (arg == "--frames") {
            o.frames = std::atoi(value().c_str());
            if (o.frames < 1)
                usage("--frames must be positive");
        } else if (arg == "--max-seconds") {
            o.maxSeconds = std::atof(value().c_str());
            if (!(o.maxSeconds > 0))
                usage("--max-seconds must be positive");
        } else if (arg == "--renderer") {
            o.renderer = value();
            if (o.renderer != "opengl" && o.renderer != "rhi")
                usage("--renderer must be opengl or rhi");
        } else if (arg == "--strict") {
            o.strict = true;
        } else if (arg == "--capture") {
            o.capture = QString::fromStdString(value());
        } else if (!arg.empty() && arg[0] == '-') {
            usage(("unknown option " + arg).c_str());
        } else if (o.file.isEmpty()) {
            o.file = QString::fromLocal8Bit(argv[i]);
        } else {
            usage("one file only");
        }
    }
    if (o.file.isEmpty())
        usage("no file given");
    return o;
}

QColor toQColor(const robostage::Color &c)
{
    return QColor::fromRgbF(c.r, c.g, c.b, c.a);
}

/// Axis-aligned bounds of the visuals' world positions grown by their rough extents.
struct Bounds
{
    QVector3D min {std::numeric_limits<float>::max(), std::numeric_limits<float>::max(),
        std::numeric_limits<float>::max()};
    QVector3D max {-std::numeric_limits<float>::max(), -std::numeric_limits<float>::max(),
        -std::numeric_limits<float>::max()};
    void add(const QVector3D &p, float r)
    {
        for (int k = 0; k < 3; ++k) {
            min[k] = std::min(min[k], p[k] - r);
            max[k] = std::max(max[k], p[k] + r);
        }
    }
    bool empty() const { return min.x() > max.x(); }
};

/// The naive scene: one entity, transform, mesh and material per visual.
class SceneBuilder
{
public:
    SceneBuilder(const robostage::Document &doc, Qt3DCore::QEntity *root)
        : m_doc(doc)
        , m_root(root)
    {
    }

    void addModels(const std::vector<robostage::Model> &models)
    {
        for (const robostage::Model &model : models) {
            for (const robostage::Link &link : model.links)
                for (const robostage::Visual &visual : link.visuals)
                    addVisual(visual);
            addModels(model.models);
        }
    }

    int visuals = 0;
    int skipped = 0;
    std::vector<Qt3DRender::QMesh *> meshes; ///< mesh-file components, loaded asynchronously
    Bounds bounds;

private:
    void addVisual(const robostage::Visual &visual)
    {
        const robostage::Geometry &g = visual.geometry;
        Qt3DCore::QComponent *mesh = nullptr;
        QQuaternion meshRotation; // Qt3D primitives are Y-up where SDFormat's are Z-up
        QVector3D scale(1, 1, 1);
        float extent = 0.5f;
        switch (g.type) {
        case robostage::Geometry::Type::Box: {
            auto *box = new Qt3DExtras::QCuboidMesh;
            box->setXExtent(float(g.size.x));
            box->setYExtent(float(g.size.y));
            box->setZExtent(float(g.size.z));
            mesh = box;
            extent = 0.5f * float(std::sqrt(g.size.dot(g.size)));
            break;
        }
        case robostage::Geometry::Type::Sphere: {
            auto *sphere = new Qt3DExtras::QSphereMesh;
            sphere->setRadius(float(g.radius));
            mesh = sphere;
            extent = float(g.radius);
            break;
        }
        case robostage::Geometry::Type::Cylinder: {
            auto *cylinder = new Qt3DExtras::QCylinderMesh;
            cylinder->setRadius(float(g.radius));
            cylinder->setLength(float(g.length));
            mesh = cylinder;
            meshRotation = QQuaternion::fromAxisAndAngle(1, 0, 0, 90);
            extent = float(std::max(g.radius, g.length / 2));
            break;
        }
        case robostage::Geometry::Type::Mesh:
            if (!g.resolvedPath.isEmpty()) {
                auto *file = new Qt3DRender::QMesh;
                file->setSource(QUrl::fromLocalFile(g.resolvedPath));
                mesh = file;
                meshes.push_back(file);
                scale = QVector3D(float(g.scale.x), float(g.scale.y), float(g.scale.z));
            }
            break;
        default:
            break;
        }
        if (!mesh) {
            ++skipped;
            return;
        }

        const robostage::Pose &X_WV = m_doc.frames().worldPose(visual.frame);
        auto *entity = new Qt3DCore::QEntity(m_root);
        auto *transform = new Qt3DCore::QTransform;
        const QVector3D position(float(X_WV.p.x), float(X_WV.p.y), float(X_WV.p.z));
        transform->setTranslation(position);
        transform->setRotation(
            QQuaternion(float(X_WV.q.w), float(X_WV.q.x), float(X_WV.q.y), float(X_WV.q.z))
            * meshRotation);
        transform->setScale3D(scale);

        auto *material = new Qt3DExtras::QPhongMaterial;
        const robostage::Material &m = visual.material;
        const QColor diffuse = m.diffuse ? toQColor(*m.diffuse) : QColor::fromRgbF(0.7, 0.7, 0.7);
        material->setDiffuse(diffuse);
        material->setAmbient(m.ambient ? toQColor(*m.ambient) : diffuse.darker(300));
        material->setSpecular(m.specular ? toQColor(*m.specular) : QColor::fromRgbF(0.1, 0.1, 0.1));
        if (m.shininess > 0)
            material->setShininess(float(m.shininess));

        entity->addComponent(mesh);
        entity->addComponent(transform);
        entity->addComponent(material);
        bounds.add(position, extent * std::max({scale.x(), scale.y(), scale.z()}));
        ++visuals;
    }

    const robostage::Document &m_doc;
    Qt3DCore::QEntity *m_root;
};

/// The deepest first-child node of a frame graph: where a QRenderCapture can be appended
/// without adding a render branch.
Qt3DRender::QFrameGraphNode *leafOf(Qt3DRender::QFrameGraphNode *node)
{
    for (;;) {
        Qt3DRender::QFrameGraphNode *next = nullptr;
        for (QObject *child : node->children()) {
            if ((next = qobject_cast<Qt3DRender::QFrameGraphNode *>(child)))
                break;
        }
        if (!next)
            return node;
        node = next;
    }
}

/// GL_RENDERER and GL_VERSION of a plain OpenGL context on this display ("llvmpipe …").
QString glInfo()
{
    QOffscreenSurface surface;
    surface.create();
    QOpenGLContext context;
    if (!context.create() || !context.makeCurrent(&surface))
        return QStringLiteral("unknown (no OpenGL context)");
    QOpenGLFunctions *gl = context.functions();
    const auto string = [gl](GLenum name) {
        return QString::fromLatin1(reinterpret_cast<const char *>(gl->glGetString(name)));
    };
    const QString info = string(GL_RENDERER) + QStringLiteral("; OpenGL ") + string(GL_VERSION);
    context.doneCurrent();
    return info;
}

void line(const char *key, double value)
{
    std::printf("%s %.3f\n", key, value);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char *argv[])
{
    QElapsedTimer clock;
    clock.start();
    const Options options = parse(argc, argv);
    // RoboStage's backend is OpenGL; set before QGuiApplication. --renderer rhi for comparison.
    qputenv("QT3D_RENDERER", QByteArray::fromStdString(options.renderer));
    QGuiApplication app(argc, argv);
    std::printf("qt %s\n", qVersion());
    std::printf("gl %s\n", qPrintable(glInfo())); // a few ms, included in the times below

    const auto doc = robostage::Document::load(options.file);
    const double loadMs = double(clock.nsecsElapsed()) / 1e6;

    Qt3DExtras::Qt3DWindow window(
        nullptr, options.renderer == "rhi" ? Qt3DRender::API::RHI : Qt3DRender::API::OpenGL);
    window.resize(options.width, options.height);
    window.renderSettings()->setRenderPolicy(Qt3DRender::QRenderSettings::Always);
    window.defaultFrameGraph()->setClearColor(QColor::fromRgbF(0.7, 0.7, 0.7));

    auto *root = new Qt3DCore::QEntity;
    SceneBuilder builder(*doc, root);
    builder.addModels(doc->scene().world.models);

    auto *sun = new Qt3DCore::QEntity(root);
    auto *light = new Qt3DRender::QDirectionalLight;
    light->setWorldDirection(QVector3D(-0.5f, 0.1f, -0.9f));
    light->setColor(QColor::fromRgbF(0.8, 0.8, 0.8));
    sun->addComponent(light);

    // Orbit: around the centre of the bounds, at a distance that keeps their bounding sphere in
    // a 45° field of view, 35° above the horizon, Z up.
    Bounds bounds = builder.bounds;
    if (bounds.empty())
        bounds.add(QVector3D(0, 0, 0), 1);
    const QVector3D centre = (bounds.min + bounds.max) / 2;
    const float radius = std::max(0.1f, (bounds.max - bounds.min).length() / 2);
    const float fov = 45;
    const float aspect = float(options.width) / float(options.height);
    const float fitFov = aspect >= 1 ? fov : fov * aspect;
    const float distance = 1.05f * radius / std::sin(qDegreesToRadians(fitFov / 2));
    const float elevation = qDegreesToRadians(35.0f);
    Qt3DRender::QCamera *camera = window.camera();
    camera->lens()->setPerspectiveProjection(
        fov, aspect, std::max(0.01f, (distance - radius) * 0.5f), distance + 2 * radius);
    camera->setUpVector(QVector3D(0, 0, 1));
    camera->setViewCenter(centre);
    const auto placeCamera = [&](float azimuth) {
        camera->setPosition(centre
            + distance
                * QVector3D(std::cos(elevation) * std::cos(azimuth),
                    std::cos(elevation) * std::sin(azimuth), std::sin(elevation)));
        camera->setUpVector(QVector3D(0, 0, 1));
        camera->setViewCenter(centre);
    };
    placeCamera(0);

    auto *capture = new Qt3DRender::QRenderCapture(leafOf(window.activeFrameGraph()));
    auto *frameAction = new Qt3DLogic::QFrameAction;
    root->addComponent(frameAction);

    window.setRootEntity(root);
    window.show();

    std::printf("visuals %d\n", builder.visuals);
    if (builder.skipped)
        std::printf("skipped %d\n", builder.skipped);
    line("load_ms", loadMs);

    bool measuring = false;
    bool finished = false;
    int frames = 0;
    QElapsedTimer measure;
    const auto finish = [&](bool capped) {
        if (finished)
            return;
        finished = true;
        const double seconds = double(measure.nsecsElapsed()) / 1e9;
        if (capped)
            std::printf("capped after %.0f s (--max-seconds)\n", options.maxSeconds);
        std::printf("frames %d\n", frames);
        line("seconds", seconds);
        const auto exitNow = [frames, seconds]() {
            line("fps", seconds > 0 ? frames / seconds : 0);
            std::_Exit(0); // skip the teardown of the Qt3D scene
        };
        if (options.capture.isEmpty()) {
            exitNow();
            return;
        }
        Qt3DRender::QRenderCaptureReply *last = capture->requestCapture();
        QObject::connect(last, &Qt3DRender::QRenderCaptureReply::completed, [=]() {
            if (!last->image().save(options.capture))
                std::fprintf(
                    stderr, "naive_render: cannot write %s\n", qPrintable(options.capture));
            exitNow();
        });
    };

    const auto nextFrame = [&]() -> bool {
        ++frames;
        if (frames >= options.frames || measure.nsecsElapsed() / 1e9 >= options.maxSeconds) {
            finish(frames < options.frames);
            return false;
        }
        placeCamera(float(2 * M_PI) * float(frames) / float(options.frames));
        return true;
    };
    QObject::connect(frameAction, &Qt3DLogic::QFrameAction::triggered, [&](float) {
        if (measuring && !finished && !options.strict)
            nextFrame();
    });
    // --strict: count only frames whose pixels were read back (one capture after the other).
    // Slower (a read-back per frame, and a frame in flight waits for it); a cross-check of
    // the QFrameAction count, not the benchmark figure.
    std::function<void()> requestStrict = [&]() {
        Qt3DRender::QRenderCaptureReply *reply = capture->requestCapture();
        QObject::connect(reply, &Qt3DRender::QRenderCaptureReply::completed, [&, reply]() {
            reply->deleteLater();
            if (!finished && nextFrame())
                requestStrict();
        });
    };

    // Mesh files load in Qt3D's jobs, after the first frame possibly: report when all are done.
    int meshesPending = int(builder.meshes.size());
    int meshesFailed = 0;
    for (Qt3DRender::QMesh *mesh : builder.meshes) {
        QObject::connect(
            mesh, &Qt3DRender::QMesh::statusChanged, [&](Qt3DRender::QMesh::Status status) {
                if (status != Qt3DRender::QMesh::Ready && status != Qt3DRender::QMesh::Error)
                    return;
                meshesFailed += status == Qt3DRender::QMesh::Error;
                if (--meshesPending == 0) {
                    std::printf("meshes %d failed %d\n", int(builder.meshes.size()), meshesFailed);
                    line("meshes_loaded_ms", double(clock.nsecsElapsed()) / 1e6);
                }
            });
    }

    Qt3DRender::QRenderCaptureReply *first = capture->requestCapture();
    QObject::connect(first, &Qt3DRender::QRenderCaptureReply::completed, [&]() {
        line("first_frame_ms", double(clock.nsecsElapsed()) / 1e6);
        measuring = true;
        measure.start();
        if (options.strict)
            requestStrict();
    });
    // A frame that takes longer than --max-seconds still ends the run.
    QTimer cap;
    QObject::connect(&cap, &QTimer::timeout, [&]() {
        if (measuring && measure.nsecsElapsed() / 1e9 >= options.maxSeconds)
            finish(true);
    });
    cap.start(250);

    return app.exec();
}
