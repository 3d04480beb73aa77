#include "antialiasing.h"

#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QSettings>
#include <QSurfaceFormat>

namespace robostage::antialiasing {

QString openGLRenderer()
{
    static const QString renderer = [] {
        QOpenGLContext context;
        context.setFormat(QSurfaceFormat::defaultFormat());
        QOffscreenSurface surface;
        surface.setFormat(context.format());
        surface.create();
        if (!context.create() || !surface.isValid() || !context.makeCurrent(&surface))
            return QString();
        const auto *name
            = reinterpret_cast<const char *>(context.functions()->glGetString(GL_RENDERER));
        const QString result = name ? QString::fromLatin1(name) : QString();
        context.doneCurrent();
        return result;
    }();
    return renderer;
}

bool isSoftwareRenderer(const QString &renderer)
{
    // Mesa's software drivers name themselves in GL_RENDERER; "GDI Generic" is Windows' own.
    for (const char *name : {"llvmpipe", "softpipe", "swrast", "GDI Generic"}) {
        if (renderer.contains(QLatin1String(name), Qt::CaseInsensitive))
            return true;
    }
    return false;
}

int viewportSamples()
{
    const QString mode = QSettings().value(QLatin1String(kAntialiasingKey)).toString();
    if (mode == QLatin1String("on"))
        return kSamples;
    if (mode == QLatin1String("off"))
        return 0;
    return isSoftwareRenderer(openGLRenderer()) ? 0 : kSamples;
}

} // namespace robostage::antialiasing
