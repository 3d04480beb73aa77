// Edit-cost benchmark (issue 17, docs/PERFORMANCE.md "Editing large worlds", run by
// bench/edit-run): what one pose edit, its undo and its redo cost in an opened document, in the
// model alone and in the window, and how long the window takes to open the file.
//
//   edit_cost FILE [--edits K=20] [--window] [--open-only]
//
// Moves K links spread over the document (each to a new pose relative to its own frame, as the
// Properties dock does) with EditSession::setPose, then undoes and redoes each, and prints the
// median and largest time of each in milliseconds. With --window the file is opened in a
// MainWindow and every edit is timed with the window's update and the events it posts (the
// render itself runs in Qt3D's threads), and, in a second pass (lines starting `frame_`), until
// Qt3D has drawn the next frame: what a user waits for. The time to open the window is printed
// first, with the peak resident memory at that point. --open-only stops there. Needs an X
// display for --window.

#include "edit/commands.h"
#include "edit/editsession.h"
#include "mainwindow/mainwindow.h"
#include "orbitcontroller.h"
#include "sceneview.h"
#include "viewport.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QThread>
#include <QUndoStack>
#include <QWindow>
#include <Qt3DCore/QEntity>
#include <Qt3DLogic/QFrameAction>

#include <algorithm>
#include <cstdio>
#include <vector>

#include <sys/resource.h>

using namespace robostage;

namespace {

double peakMiB()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

/// First, median and largest of `ms`, as "first 2.00 median 1.23 max 4.56".
QByteArray stats(std::vector<double> ms)
{
    if (ms.empty())
        return "none";
    const QByteArray first = "first " + QByteArray::number(ms.front(), 'f', 2) + ' ';
    std::sort(ms.begin(), ms.end());
    return first + "median " + QByteArray::number(ms[ms.size() / 2], 'f', 2) + " max "
        + QByteArray::number(ms.back(), 'f', 2);
}

/// `count` links spread over the document.
std::vector<FrameId> spreadLinks(const Document &doc, int count)
{
    std::vector<FrameId> links;
    for (FrameId id = 1; id < doc.frames().size(); ++id) {
        if (doc.frames().node(id).kind == FrameKind::Link)
            links.push_back(id);
    }
    std::vector<FrameId> picked;
    for (int i = 0; i < count && !links.empty(); ++i)
        picked.push_back(links[size_t(qint64(i) * qint64(links.size()) / count)]);
    return picked;
}

/// Times each edit (made by frame id, as the Properties dock and the gizmo do), undo and redo;
/// `settle` runs after each (the window's event processing). The lines printed start with
/// `prefix`; `pass` varies the poses, so that a second pass moves the links again.
void timeEdits(edit::EditSession &session, int count, const std::function<void()> &settle,
    const char *prefix = "", int pass = 0)
{
    const std::vector<FrameId> links = spreadLinks(session.document(), count);
    std::vector<double> edits, undos, redos, settles, synchronous;
    int inPlace = 0;
    QObject::connect(&session, &edit::EditSession::changed,
        [&inPlace](const edit::DocumentChange &change) { inPlace += change.inPlace ? 1 : 0; });
    QElapsedTimer timer;
    const int n = int(links.size());
    for (int i = 0; i < n; ++i) {
        timer.start();
        edit::EditResult result;
        auto command = edit::SetPose::create(session, links[size_t(i)],
            {0.01 * i + 0.05 * pass, 0.02, 0.3 + 0.001 * i, 0, 0, 0.1}, result);
        session.push(std::move(command), result);
        const qint64 pushed = timer.nsecsElapsed();
        settle();
        edits.push_back(double(timer.nsecsElapsed()) / 1e6);
        settles.push_back(double(timer.nsecsElapsed() - pushed) / 1e6);
        synchronous.push_back(double(pushed) / 1e6);
        if (!result.ok)
            std::fprintf(stderr, "edit_cost: %s\n", qPrintable(result.error));
    }
    for (int i = 0; i < n; ++i) {
        timer.start();
        session.undoStack()->undo();
        settle();
        undos.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    for (int i = 0; i < n; ++i) {
        timer.start();
        session.undoStack()->redo();
        settle();
        redos.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::printf("%sedits %d in_place %d\n%sedit_ms %s\n%sundo_ms %s\n%sredo_ms %s\n"
                "%sedit_sync_ms %s\n%sedit_events_ms %s\n",
        prefix, n, inPlace, prefix, stats(edits).constData(), prefix, stats(undos).constData(),
        prefix, stats(redos).constData(), prefix, stats(synchronous).constData(), prefix,
        stats(settles).constData());
}

} // namespace

int main(int argc, char **argv)
{
    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    const bool window = args.removeAll(QStringLiteral("--window")) > 0;
    const bool openOnly = args.removeAll(QStringLiteral("--open-only")) > 0;
    int count = 20;
    if (const int at = int(args.indexOf(QStringLiteral("--edits")));
        at >= 0 && at + 1 < args.size()) {
        count = args[at + 1].toInt();
        args.remove(at, 2);
    }
    if (args.size() != 1) {
        std::fprintf(stderr, "usage: edit_cost FILE [--edits K] [--window] [--open-only]\n");
        return 2;
    }
    if (!window) {
        QElapsedTimer timer;
        timer.start();
        edit::EditSession session(args[0]);
        std::printf("load_s %.3f\n", double(timer.nsecsElapsed()) / 1e9);
        // A user's first edit comes after the window has opened: the session's background
        // preparation (a private copy of a large file's bytes) has finished by then.
        QThread::msleep(1000);
        timeEdits(session, count, [] {});
        return 0;
    }
    MainWindow mainWindow;
    mainWindow.resize(1280, 800);
    mainWindow.show();
    mainWindow.openFile(args[0], MainWindow::Recent::Skip);
    // Open: the window is on screen with the document's docks and scene built.
    while (!mainWindow.windowHandle() || !mainWindow.windowHandle()->isExposed())
        QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    QApplication::processEvents();
    std::printf(
        "open_s %.3f\nopen_peak_mib %.0f\n", double(sinceStart.nsecsElapsed()) / 1e9, peakMiB());
    if (openOnly || !mainWindow.session())
        return 0;
    // Orbit for 3 s, one step per frame Qt3D draws (a QFrameAction counts them): the frame
    // rate a user dragging the camera sees, to compare with `robostage render --frames`.
    Qt3DLogic::QFrameAction *frameAction = nullptr;
    int drawn = 0;
    if (SceneView *view = mainWindow.viewport()->sceneView()) {
        frameAction = new Qt3DLogic::QFrameAction(view->entity());
        view->entity()->addComponent(frameAction);
        int frames = 0;
        QObject::connect(frameAction, &Qt3DLogic::QFrameAction::triggered, [&](float) {
            ++frames;
            mainWindow.viewport()->controller()->orbit(3, 0);
        });
        QElapsedTimer orbiting;
        orbiting.start();
        mainWindow.viewport()->controller()->orbit(3, 0);
        while (orbiting.elapsed() < 1500) // the first frames upload the scene
            QApplication::processEvents(QEventLoop::AllEvents, 50);
        frames = 0;
        orbiting.start();
        while (orbiting.elapsed() < 3000)
            QApplication::processEvents(QEventLoop::AllEvents, 50);
        std::printf("orbit_fps %.1f\nviewport %dx%d\n",
            frames * 1000.0 / double(orbiting.elapsed()), mainWindow.viewport()->width(),
            mainWindow.viewport()->height());
        QObject::disconnect(frameAction, nullptr, nullptr, nullptr);
        QObject::connect(
            frameAction, &Qt3DLogic::QFrameAction::triggered, [&drawn](float) { ++drawn; });
    }
    timeEdits(*mainWindow.session(), count, [] { QApplication::processEvents(); });
    if (frameAction) {
        // What a user sees: from the edit until Qt3D has drawn the next frame (frame_*).
        const auto untilDrawn = [&drawn] {
            const int before = drawn;
            QElapsedTimer waited;
            waited.start();
            while (drawn == before && waited.elapsed() < 2000)
                QApplication::processEvents(QEventLoop::AllEvents, 5);
        };
        timeEdits(*mainWindow.session(), count, untilDrawn, "frame_", 1);
        delete frameAction;
    }
    return 0;
}
