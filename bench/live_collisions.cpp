// The live self-collision benchmark (docs/PERFORMANCE.md "Live self-collision in the window";
// issue 19: "updated live while a joint slider moves, at least 30 updates per second on a
// 60-link robot"). Opens FILE in the real main window, as a user does, and moves every joint
// through N random configurations within its limits (seed 42) with the Joints dock, each
// update's events processed: first with the Collision Fit dock closed (the peer: the window's
// own update of the view, Properties and gizmo), then with it open (the same plus the check,
// the pair list, the magenta tints and the Diagnostics entries). Prints one Markdown table row:
// the median milliseconds per update of both and their ratio, the means, the longest update
// with the dock open, the updates per second with it open (from the mean) and how often the
// set of colliding pairs changed.
// Rendering runs on Qt3D's own threads and is not in the figures.
//
// Usage: live_collisions FILE [N]   (needs an X display with GLX: run it under xvfb-run)

#include "collisionfit/collisionfitdock.h"
#include "document.h"
#include "joints/jointsdock.h"
#include "mainwindow/mainwindow.h"
#include "meshcache.h"
#include "offscreenrenderer.h"
#include "randomjoints.h"
#include "viewport.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QStandardPaths>
#include <QThread>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <numeric>

using namespace robostage;

namespace {

/// Processes events until `done` or `ms` pass; false on timeout.
bool waitFor(const std::function<bool()> &done, int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (!done()) {
        if (timer.elapsed() > ms)
            return false;
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        QThread::msleep(1);
    }
    return true;
}

/// Milliseconds of each JointsDock::setPositions() with its events processed.
struct UpdateTimes
{
    double mean = 0, median = 0, max = 0;
};

UpdateTimes updateTimes(JointsDock *joints, const std::vector<JointPositions> &qs)
{
    std::vector<double> ms;
    QElapsedTimer timer;
    for (const JointPositions &q : qs) {
        timer.start();
        joints->setPositions(q);
        QCoreApplication::processEvents();
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    UpdateTimes t;
    t.mean = std::accumulate(ms.begin(), ms.end(), 0.0) / double(ms.size());
    t.max = *std::max_element(ms.begin(), ms.end());
    std::nth_element(ms.begin(), ms.begin() + long(ms.size() / 2), ms.end());
    t.median = ms[ms.size() / 2];
    return t;
}

} // namespace

int main(int argc, char *argv[])
{
    QStandardPaths::setTestModeEnabled(true); // leaves the user's settings and recent files alone
    OffscreenRenderer::prepareApplication();
    QApplication app(argc, argv);
    if (argc < 2) {
        std::fprintf(stderr, "usage: live_collisions FILE [N]\n");
        return 2;
    }
    const int n = argc > 2 ? std::max(1, std::atoi(argv[2])) : 300;
    MainWindow window;
    window.openFile(QString::fromLocal8Bit(argv[1]));
    window.resize(1400, 760);
    window.show();
    auto *cache = window.findChild<MeshCache *>();
    if (!waitFor([&] { return window.viewport()->isExposed(); }, 30000) || !cache
        || !cache->waitForDone(60000)) {
        std::fprintf(stderr, "live_collisions: the window did not show the file\n");
        return 1;
    }
    auto *joints = window.findChild<JointsDock *>();
    const std::vector<JointPositions> qs = bench::randomConfigurations(*window.document(), n);
    updateTimes(joints, {qs.begin(), qs.begin() + std::min<size_t>(10, qs.size())}); // warm up
    const UpdateTimes closed = updateTimes(joints, qs);
    window.findChild<QAction *>(QStringLiteral("collisionFitAction"))->trigger();
    CollisionFitDock *dock = window.collisionFitDock();
    if (!waitFor([dock] { return dock->isMeasured(); }, 120000)) {
        std::fprintf(stderr, "live_collisions: the Collision Fit dock measured nothing\n");
        return 1;
    }
    int changes = 0;
    QObject::connect(
        dock, &CollisionFitDock::selfCollisionsChanged, dock, [&changes] { ++changes; });
    const UpdateTimes open = updateTimes(joints, qs);
    std::printf("| %s | %d | %.2f | %.2f | %.2f | %.2f | %.2f | %.1f | %.0f | %d |\n",
        qPrintable(QFileInfo(QString::fromLocal8Bit(argv[1])).fileName()), n, closed.median,
        open.median, open.median / closed.median, closed.mean, open.mean, open.max,
        1000 / open.mean, changes);
    return 0;
}
