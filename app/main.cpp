// RoboStage: viewer and editor for SDFormat, URDF and SimRobot descriptions.
// `robostage [FILE…]` opens the GUI; `robostage check|poses|tree …` runs headless.

#include "cli.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char *argv[])
{
    if (argc > 1 && robostage::cli::isSubcommand(QString::fromLocal8Bit(argv[1]))) {
        QCoreApplication app(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("robostage"));
        QCoreApplication::setApplicationVersion(QStringLiteral(ROBOSTAGE_VERSION));
        QTextStream out(stdout);
        QTextStream err(stderr);
        return robostage::cli::run(app.arguments().mid(1), out, err);
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
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("RoboStage"));
    QCoreApplication::setApplicationName(QStringLiteral("robostage"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ROBOSTAGE_VERSION));
    return robostage::MainWindow::runGui(app);
}
