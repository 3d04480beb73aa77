// Long-session memory benchmark (issue 7, docs/PERFORMANCE.md "Long sessions"): opens every
// description file of a corpus in a MainWindow, lets the window build its 3D scene and load its
// meshes, closes it, and does that ROUNDS times in one process, printing the resident memory
// (VmRSS) after each round. A leak shows as growth from round to round after the first, which
// fills Qt's, Mesa's and Assimp's caches.
//
//   long_session CORPUS_DIR [ROUNDS=10] [--settle MS=300] [--documents-only] [--idle S]
//
// --documents-only reads each file into a Document (Document::load) without a window, to tell
// the model's memory from the view's. --idle S runs the event loop S seconds after the last
// round with the viewports the closed windows left in the ViewportPool, then S seconds with
// the pool emptied, and prints the CPU seconds each took (the cost of the waiting viewports).
//
// The corpus search paths are those of CORPUS_DIR/MANIFEST.md ("URI resolution"), passed as
// GZ_SIM_RESOURCE_PATH and ROS_PACKAGE_PATH. Needs an X display with OpenGL (xvfb-run).

#include "../tests/corpus.h"
#include "document.h"
#include "mainwindow/mainwindow.h"
#include "offscreenrenderer.h"
#include "viewportpool.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <QTimer>

#include <cstdio>

#include <sys/resource.h>

namespace {

/// Resident set size of this process in MiB (VmRSS of /proc/self/status); -1 when unknown.
double residentMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return -1;
}

/// Every description file below `corpus`: SDFormat, URDF and SimRobot (scenes and includes).
QStringList descriptionFiles(const QString &corpus)
{
    QStringList files;
    QDirIterator it(corpus,
        {QStringLiteral("*.sdf"), QStringLiteral("*.world"), QStringLiteral("*.urdf"),
            QStringLiteral("*.ros2"), QStringLiteral("*.rsi2"), QStringLiteral("*.ros3"),
            QStringLiteral("*.rsi3")},
        QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

/// Runs the event loop for `ms` milliseconds (meshes load in the background; deleteLater()).
void settle(int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < ms) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(5);
    }
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

/// User plus system CPU seconds this process used so far.
double cpuSeconds()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
}

/// CPU seconds the process uses while its event loop runs idle for `seconds`.
double idleCpuSeconds(int seconds)
{
    const double before = cpuSeconds();
    QEventLoop loop;
    QTimer::singleShot(seconds * 1000, &loop, &QEventLoop::quit);
    loop.exec();
    return cpuSeconds() - before;
}

} // namespace

int main(int argc, char *argv[])
{
    QTextStream err(stderr);
    if (argc < 2) {
        err << "usage: long_session CORPUS_DIR [ROUNDS=10] [--settle MS=300] [--documents-only] "
               "[--idle S]\n";
        return 2;
    }
    const QString corpus = QDir(QString::fromLocal8Bit(argv[1])).absolutePath();
    const int rounds = argc > 2 ? QByteArray(argv[2]).toInt() : 10;
    int settleMs = 300;
    bool documentsOnly = false;
    int idleSeconds = 0;
    for (int i = 3; i < argc; ++i) {
        if (QByteArray(argv[i]) == "--settle" && i + 1 < argc)
            settleMs = QByteArray(argv[i + 1]).toInt();
        if (QByteArray(argv[i]) == "--idle" && i + 1 < argc)
            idleSeconds = QByteArray(argv[i + 1]).toInt();
        documentsOnly = documentsOnly || QByteArray(argv[i]) == "--documents-only";
    }
    // MANIFEST.md "URI resolution": model:// folders and package:// by the corpus root.
    qputenv("GZ_SIM_RESOURCE_PATH",
        robostage::test::corpusModelPaths(corpus).join(QLatin1Char(':')).toLocal8Bit());
    qputenv("ROS_PACKAGE_PATH", corpus.toLocal8Bit());
    // Settings and recent files in a scratch folder, not the user's.
    QTemporaryDir scratch;
    qputenv("XDG_CONFIG_HOME", scratch.filePath(QStringLiteral("config")).toLocal8Bit());
    qputenv("XDG_DATA_HOME", scratch.filePath(QStringLiteral("data")).toLocal8Bit());

    robostage::OffscreenRenderer::prepareApplication();
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("RoboStage"));
    QCoreApplication::setApplicationName(QStringLiteral("robostage-long-session"));

    const QStringList files = descriptionFiles(corpus);
    if (files.isEmpty()) {
        err << "no description files below " << corpus << '\n';
        return 1;
    }
    std::printf("files %lld rounds %d settle_ms %d\n", static_cast<long long>(files.size()), rounds,
        settleMs);
    std::printf("round 0 rss_mib %.1f\n", residentMiB());
    std::fflush(stdout);
    QElapsedTimer total;
    total.start();
    for (int round = 1; round <= rounds; ++round) {
        for (const QString &path : files) {
            if (documentsOnly) {
                robostage::Document::load(path);
                continue;
            }
            auto *window = new robostage::MainWindow;
            window->show();
            window->openFile(path, robostage::MainWindow::Recent::Skip);
            settle(settleMs);
            window->close();
            delete window;
            settle(0);
        }
        std::printf("round %d rss_mib %.1f elapsed_s %.0f\n", round, residentMiB(),
            total.elapsed() / 1000.0);
        std::fflush(stdout);
    }
    if (idleSeconds > 0) {
        const int pooled = robostage::ViewportPool::size();
        const double withPool = idleCpuSeconds(idleSeconds);
        robostage::ViewportPool::clear();
        std::printf("idle_s %d pooled_viewports %d cpu_s %.2f; pool emptied: cpu_s %.2f\n",
            idleSeconds, pooled, withPool, idleCpuSeconds(idleSeconds));
    }
    return 0;
}
