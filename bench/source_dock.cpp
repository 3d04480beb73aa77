// The Source dock on a large world (issue 32: "the 62 MB world of 10 000 models opens in the
// dock in under 2 s, and typing in it stays responsive"), run by hand or from bench/ (see
// docs/PERFORMANCE.md "The Source dock"): the real main window opens WORLD (bench/gen_world),
// the last model is selected, then View › Source is shown: the time until the dock holds the
// file's text with the model's element highlighted; then the median time of one keystroke typed
// in the text: the dock's handlers and QScintilla's own work, and the text painted again (the
// 3D view's frames, which the event loop would draw meanwhile, are not counted).
//
// Usage: source_dock WORLD.sdf  (needs a display: xvfb-run)

#include "base/selection.h"
#include "document.h"
#include "mainwindow/mainwindow.h"
#include "source/sourcedock.h"

#include <Qsci/qsciscintilla.h>

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QTest>

#include <algorithm>
#include <cstdio>

using namespace robostage;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: source_dock WORLD.sdf\n");
        return 2;
    }
    MainWindow window;
    window.openFile(QString::fromLocal8Bit(argv[1]));
    window.resize(1400, 900);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return 1;
    const FrameGraph &frames = window.document()->frames();
    FrameId last = kNoFrame;
    for (FrameId id = 1; id < frames.size(); ++id) {
        if (frames.node(id).kind == FrameKind::Model)
            last = id;
    }
    window.selection()->setFrame(last);
    auto *dock = window.findChild<SourceDock *>();
    QElapsedTimer timer;
    timer.start();
    window.findChild<QAction *>(QStringLiteral("sourceDockAction"))->trigger();
    if (!QTest::qWaitFor([&] { return dock->highlightedLines().first >= 0; }, 30000)) {
        std::fprintf(stderr, "source_dock: the dock did not show the model within 30 s\n");
        return 1;
    }
    QApplication::processEvents(); // painted
    const double openMs = double(timer.nsecsElapsed()) / 1e6;

    const auto keystroke = [&] {
        std::vector<double> keys;
        dock->editor()->setFocus();
        for (int i = 0; i < 21; ++i) {
            timer.restart();
            QTest::keyClick(dock->editor(), Qt::Key_Space);
            dock->editor()->viewport()->repaint(); // the text painted (not the 3D view's frame)
            keys.push_back(double(timer.nsecsElapsed()) / 1e6);
        }
        std::sort(keys.begin(), keys.end());
        return keys[keys.size() / 2];
    };
    const double atEnd = keystroke(); // at the last model, near the end of the file
    dock->editor()->setCursorPosition(20, 0);
    const double atStart = keystroke();
    std::printf("file: %s (%.1f MB, %d lines)\n", argv[1], double(dock->text().size()) / 1e6,
        dock->editor()->lines());
    std::printf("shown with the last model highlighted: %.0f ms\n", openMs);
    std::printf("keystroke, median of 21: %.1f ms near the end of the file, %.1f ms at line 21\n",
        atEnd, atStart);
    return 0;
}
