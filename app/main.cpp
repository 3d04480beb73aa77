// RoboStage: viewer and editor for SDFormat, URDF and SimRobot descriptions.
// `robostage [FILE…]` opens the GUI; `robostage check|poses|tree …` runs headless.

#include "autoinertial.h"
#include "base/languages.h"
#include "cli.h"
#include "guiarguments.h"
#include "mainwindow/mainwindow.h"
#include "offscreenrenderer.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QTextStream>

#include <cstdio>
#include <memory>
#include <optional>

#include <unistd.h>

#ifdef __GLIBC__
#include <malloc.h>
#endif

namespace {

/// Without XDG_RUNTIME_DIR (containers, CI, ssh sessions) Qt uses QDir::tempPath()/runtime-USER
/// and warns about it on every start. Use that folder (made as Qt makes it: the user's own,
/// mode 0700) and say so through the variable, so that headless runs print nothing but their
/// output (issue 30). When the folder is not ours, Qt's warning stays.
void setRuntimeDirectory()
{
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty())
        user = QString::number(::getuid());
    const QString path = QDir::tempPath() + QStringLiteral("/runtime-") + user;
    if (!QFileInfo(path).isDir()) {
        if (!QDir().mkpath(path))
            return;
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    const QFileInfo info(path);
    const QFile::Permissions group = QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup
        | QFile::ReadOther | QFile::WriteOther | QFile::ExeOther;
    if (info.ownerId() == ::getuid() && !(info.permissions() & group))
        qputenv("XDG_RUNTIME_DIR", QFile::encodeName(path));
}

/// One malloc arena for every thread, and large blocks from it too (glibc; issue 33), unless the
/// user tuned malloc. Mesh files and images are read on the mesh cache's threads, which free what
/// they no longer need, and Mesa allocates texture and buffer storage on the drawing thread: with
/// an arena per thread the drawing thread touches fresh pages (a page fault each 4 KiB, most of
/// llvmpipe's first frame) while the freed memory waits in the readers' arenas. With one arena,
/// `robostage render` of the gazebo_models world page-faults 25 % less, peaks 17 % lower and is
/// 13 % faster. Blocks of a texture's size (a 1024 × 1024 image: 4 MiB) would each be a fresh
/// mapping of their own until glibc raises its threshold at the first such block freed, which
/// comes late now that decoded images are the texture levels themselves: taken from the heap
/// (up to glibc's largest threshold, 32 MiB), PR2 page-faults 20 % less (docs/PERFORMANCE.md,
/// "The first picture").
void shareOneHeap()
{
#ifdef __GLIBC__
    if (!qEnvironmentVariableIsEmpty("GLIBC_TUNABLES"))
        return;
    if (qEnvironmentVariableIsEmpty("MALLOC_ARENA_MAX"))
        mallopt(M_ARENA_MAX, 1);
    if (qEnvironmentVariableIsEmpty("MALLOC_MMAP_THRESHOLD_"))
        mallopt(M_MMAP_THRESHOLD, 32 << 20);
#endif
}

} // namespace

int main(int argc, char *argv[])
{
    shareOneHeap(); // before any thread starts
    setRuntimeDirectory();
    // SDFormat 1.11 `<inertial auto="true">` is computed from the collisions in every load.
    robostage::installAutoInertials();
    const QString subcommand = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    if (robostage::cli::isSubcommand(subcommand)) {
        // The arguments as given: QGuiApplication takes Qt's own options (such as --style,
        // which `render` uses) out of argv.
        QStringList arguments;
        for (int i = 2; i < argc; ++i)
            arguments << QString::fromLocal8Bit(argv[i]);
        std::unique_ptr<QCoreApplication> app;
        if (robostage::cli::needsGuiApplication(subcommand, arguments)) {
            // Headless OpenGL: without a display, Qt's offscreen platform (see docs/RENDERING.md).
            if (qEnvironmentVariableIsEmpty("DISPLAY")
                && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
                && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
                qputenv("QT_QPA_PLATFORM", "offscreen");
            robostage::OffscreenRenderer::prepareApplication();
            app = std::make_unique<QGuiApplication>(argc, argv);
        } else {
            app = std::make_unique<QCoreApplication>(argc, argv);
        }
        QCoreApplication::setApplicationName(QStringLiteral("robostage"));
        QCoreApplication::setApplicationVersion(QStringLiteral(ROBOSTAGE_VERSION));
        // Messages in the system locale's language, as other command-line tools print them
        // (LANG, LC_ALL); machine-readable output (POSE lines, JSON, tree) is never translated.
        robostage::languages::install(QString());
        QTextStream out(stdout);
        QTextStream err(stderr);
        return robostage::cli::run(QStringList {subcommand} + arguments, out, err);
    }
    // A mistyped subcommand, a missing file or no display: say so before Qt aborts.
    {
        QTextStream err(stderr);
        if (const std::optional<int> exitCode = robostage::cli::checkGuiArguments(argc, argv, err))
            return *exitCode;
    }
    // `--help` and `--version` only print: let them work on a machine without a display.
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if ((arg == "--help" || arg == "-h" || arg == "--version" || arg == "-v")
            && qEnvironmentVariableIsEmpty("DISPLAY")
            && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
            && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    // The viewport is a Qt3D window on the OpenGL renderer (docs/RENDERING.md).
    robostage::OffscreenRenderer::prepareApplication();
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("RoboStage"));
    QCoreApplication::setApplicationName(QStringLiteral("robostage"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ROBOSTAGE_VERSION));
    // The installed desktop entry (packaging/): Wayland's app_id, so the shell shows its icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.robostage.RoboStage"));
    return robostage::MainWindow::runGui(app, robostage::cli::subcommands());
}
