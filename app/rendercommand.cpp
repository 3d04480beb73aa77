#include "rendercommand.h"

#include "cli.h"
#include "commandlinehelp.h"
#include "document.h"
#include "jointspecs.h"
#include "meshcache.h"
#include "meshprovider.h"
#include "offscreenrenderer.h"
#include "sceneview.h"
#include "xacroarguments.h"

#include <Qt3DCore/QEntity>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTextStream>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <thread>

namespace robostage::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::cli", text);
}

/// Ends the process with status 3 if rendering has not finished within `seconds`: a stuck GL
/// driver or Qt3D shutdown must not hang scripts and thumbnailers. The thread shares only the
/// flag with this object, so it may outlive it by one poll interval.
class Watchdog
{
public:
    explicit Watchdog(int seconds)
    {
        // Translated here, on the main thread; the thread only prints the bytes.
        const QByteArray message = (QStringLiteral("robostage render: ")
            + QCoreApplication::translate("robostage::cli", "timed out after %1 s").arg(seconds))
                                       .toLocal8Bit();
        std::thread([done = m_done, seconds, message] {
            for (int i = 0; i < seconds * 10; ++i) {
                std::this_thread::sleep_for(std::chrono::milliseconds(100));
                if (done->load())
                    return;
            }
            std::fprintf(stderr, "%s\n", message.constData());
            std::fflush(stderr);
            std::_Exit(3);
        }).detach();
    }
    ~Watchdog() { m_done->store(true); }

private:
    std::shared_ptr<std::atomic<bool>> m_done = std::make_shared<std::atomic<bool>>(false);
};

bool parseView(const QString &text, ViewDirection &view)
{
    static const QHash<QString, ViewDirection> views = {{QStringLiteral("iso"), ViewDirection::Iso},
        {QStringLiteral("front"), ViewDirection::Front},
        {QStringLiteral("top"), ViewDirection::Top}, {QStringLiteral("side"), ViewDirection::Side}};
    if (!views.contains(text))
        return false;
    view = views.value(text);
    return true;
}

bool parseStyle(const QString &text, SceneView::RenderStyle &style)
{
    static const QHash<QString, SceneView::RenderStyle> styles
        = {{QStringLiteral("solid"), SceneView::RenderStyle::Solid},
            {QStringLiteral("wireframe"), SceneView::RenderStyle::Wireframe},
            {QStringLiteral("transparent"), SceneView::RenderStyle::Transparent}};
    if (!styles.contains(text))
        return false;
    style = styles.value(text);
    return true;
}

} // namespace

std::optional<QSize> parseImageSize(const QString &text)
{
    const QRegularExpressionMatch m
        = QRegularExpression(QStringLiteral("^(\\d{1,5})x(\\d{1,5})$")).match(text);
    const int w = m.captured(1).toInt(), h = m.captured(2).toInt();
    if (!m.hasMatch() || w < 1 || h < 1 || w > 16384 || h > 16384)
        return std::nullopt;
    return QSize(w, h);
}

int runRender(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    // first_frame_ms and meshes_loaded_ms count from here: the command's start, before the
    // file is loaded (process start-up and Qt's initialisation are not included).
    QElapsedTimer sinceStart;
    sinceStart.start();
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Renders FILE to a PNG without opening a window."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("File to render."));
    const QCommandLineOption outputOption(
        {QStringLiteral("o"), QStringLiteral("output")}, tr("Image to write (PNG)."), tr("OUT"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
        tr("Image size in pixels (default 800x600)."), tr("WxH"), QStringLiteral("800x600"));
    const QCommandLineOption viewOption(QStringLiteral("view"),
        tr("Camera direction: iso, front, top or side (default iso)."), tr("VIEW"),
        QStringLiteral("iso"));
    const QCommandLineOption collisionsOption(
        QStringLiteral("collisions"), tr("Overlay the collision shapes."));
    const QCommandLineOption jointOption(QStringLiteral("joint"),
        tr("Joint position, radians or metres (repeatable)."), tr("NAME=VALUE"));
    const QCommandLineOption framesOption(QStringLiteral("frames"),
        tr("Orbit the camera through N frames, then print first_frame_ms (from the command's "
           "start, before loading FILE, to the first frame read back), meshes_loaded_ms (from "
           "the same start until every mesh has been read) and fps (frames per second of the "
           "orbit), one per line."),
        tr("N"));
    const QCommandLineOption styleOption(QStringLiteral("style"),
        tr("How visuals are drawn: solid, wireframe (triangle edges) or transparent (see-through, "
           "showing inner parts and collisions); default solid."),
        tr("STYLE"), QStringLiteral("solid"));
    const QCommandLineOption overlaysOption(QStringLiteral("overlays"),
        tr("Helper drawings, comma-separated: frames, joints, inertia, lights, frustums, forces."),
        tr("LIST"));
    const QCommandLineOption noHelpersOption(QStringLiteral("no-helpers"),
        tr("Leave out the grid and the origin axes (the model alone, as in thumbnails)."));
    const QCommandLineOption argOption = xacroArgumentOption();
    parser.addOptions({outputOption, sizeOption, viewOption, collisionsOption, jointOption,
        framesOption, overlaysOption, styleOption, noHelpersOption, argOption});
    if (const std::optional<int> done = cli::parseArguments(parser, arguments, out, err))
        return *done;
    xacro::Arguments xacroArguments;
    if (!parseXacroArguments(parser, argOption, xacroArguments, err))
        return 2;
    const QStringList files = parser.positionalArguments();
    const std::optional<QSize> imageSize = parseImageSize(parser.value(sizeOption));
    ViewDirection view = ViewDirection::Iso;
    bool framesOk = true;
    const int frames = parser.isSet(framesOption) ? parser.value(framesOption).toInt(&framesOk) : 0;
    QString usage;
    if (files.size() != 1 || !parser.isSet(outputOption))
        usage = tr("expected one FILE and -o OUT.png");
    else if (!imageSize)
        usage = tr("--size %1: expected WxH in pixels").arg(parser.value(sizeOption));
    else if (!parseView(parser.value(viewOption), view))
        usage = tr("--view %1: expected iso, front, top or side").arg(parser.value(viewOption));
    else if (!framesOk || frames < 0 || frames > 100000)
        usage = tr("--frames %1: expected a frame count").arg(parser.value(framesOption));
    SceneView::RenderStyle style = SceneView::RenderStyle::Solid;
    if (usage.isEmpty() && !parseStyle(parser.value(styleOption), style))
        usage = tr("--style %1: expected solid, wireframe or transparent")
                    .arg(parser.value(styleOption));
    int overlays = 0;
    if (usage.isEmpty() && parser.isSet(overlaysOption)) {
        static const QHash<QString, int> names = {{QStringLiteral("frames"), SceneView::LinkFrames},
            {QStringLiteral("joints"), SceneView::JointAxes},
            {QStringLiteral("inertia"), SceneView::Inertia},
            {QStringLiteral("lights"), SceneView::Lights},
            {QStringLiteral("frustums"), SceneView::Frustums},
            {QStringLiteral("forces"), SceneView::Forces}};
        for (const QString &name : parser.value(overlaysOption).split(QLatin1Char(','))) {
            if (!names.contains(name.trimmed())) {
                usage = tr("--overlays %1: expected frames, joints, inertia, lights, frustums or "
                           "forces")
                            .arg(parser.value(overlaysOption));
                break;
            }
            overlays |= names.value(name.trimmed());
        }
    }
    if (!usage.isEmpty()) {
        err << "robostage render: " << usage << '\n'
            << helpTextFor(parser, QStringLiteral("robostage render"));
        return 2;
    }

    const auto doc = loadDocument(files.first(), xacroArguments);
    for (const Diagnostic &d : doc->diagnostics().items())
        err << d.toString() << '\n';
    err.flush();
    JointPositions q;
    if (!parseJointPositions(*doc, parser.values(jointOption), q, err))
        return 2;

    // Every mesh the picture shows is drawn: read them all, on every core, while OpenGL and
    // Qt3D start. Collision meshes only with --collisions.
    MeshCache meshCache;
    CachedMeshProvider meshes(meshCache, doc.get());
    if (!parser.isSet(collisionsOption))
        meshes.skipCollisionMeshes(*doc); // not drawn: not read
    meshes.prefetch(*doc);
    QString noOpenGL;
    if (!OffscreenRenderer::isOpenGLAvailable(&noOpenGL)) {
        err << "robostage render: " << noOpenGL << '\n';
        return 3;
    }
    const Watchdog watchdog(120 + frames / 2);
    QString failure;
    QImage image;
    double fps = -1;
    qint64 meshesLoadedMs = -1, firstFrameMs = -1;
    {
        OffscreenRenderer renderer(*imageSize);
        SceneView scene(*doc, renderer.sceneRoot(), meshes);
        meshCache.releasePrepared(); // the textures and buffers hold what they use
        meshCache.releaseLoaded(); // nothing here picks or asks for a mesh again
        meshesLoadedMs = sinceStart.elapsed(); // the provider waited for every mesh
        for (const Diagnostic &d : meshes.diagnostics())
            err << d.toString() << '\n';
        for (const Diagnostic &d : scene.diagnostics())
            err << d.toString() << '\n';
        err.flush();
        if (!q.isEmpty())
            scene.setJointPositions(q);
        scene.setOverlays(overlays);
        scene.setRenderStyle(style);
        if (parser.isSet(noHelpersOption))
            scene.setHelpersVisible(false);
        // Translucent instances are drawn back to front from wherever the camera goes.
        renderer.setCameraListener([&scene](const QVector3D &eye) { scene.sortTranslucent(eye); });
        if (parser.isSet(collisionsOption))
            scene.setViewMode(SceneView::ViewMode::Both);
        renderer.setBackground(scene.backgroundColor());
        QVector3D min(-1, -1, -1), max(1, 1, 1);
        if (!scene.bounds(min, max))
            err << "robostage render: " << tr("the scene has nothing to draw") << '\n';
        renderer.fitCamera(min, max, view);
        image = renderer.render();
        firstFrameMs = sinceStart.elapsed();
        if (!image.isNull() && frames > 0) {
            // The orbit ends where it started: the picture is the first one.
            fps = renderer.renderOrbit(frames, min, max, view, nullptr);
            if (fps < 0)
                image = QImage();
        }
        if (image.isNull())
            failure = renderer.errorString();
        renderer.setCameraListener({});
    }
    if (!failure.isEmpty()) {
        err << "robostage render: " << failure << '\n';
        return 3;
    }
    if (!image.save(parser.value(outputOption), "PNG")) {
        err << "robostage render: " << tr("cannot write %1").arg(parser.value(outputOption))
            << '\n';
        return 3;
    }
    if (frames > 0) {
        out << "first_frame_ms " << firstFrameMs << '\n';
        out << "meshes_loaded_ms " << meshesLoadedMs << '\n';
        out << "fps " << QString::number(fps, 'f', 1) << '\n';
    }
    out.flush();
    return doc->diagnostics().hasErrors() ? 1 : 0;
}

} // namespace robostage::cli
