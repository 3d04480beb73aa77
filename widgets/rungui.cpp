// MainWindow::runGui(): the GUI's command line, translations and first windows.

#include "bundledworld.h"
#include "languages.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

namespace robostage {

int MainWindow::runGui(QApplication &app)
{
    initResources();
    // The language chosen in Edit › Preferences…, else the system locale (languages.h).
    languages::install(languages::stored());
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/robostage.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("RoboStage: viewer for SDFormat and URDF robot and world descriptions.\n"
           "Headless subcommands: robostage check|poses|tree --help"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("FILE"),
        tr("Files to open, each in its own window. Without FILE, the "
           "bundled demo world opens."),
        tr("[FILE…]"));
    parser.process(app);

    BundledWorld demo;
    QStringList paths = parser.positionalArguments();
    QString demoPath;
    if (paths.isEmpty()) {
        const QString extracted = demo.extract();
        // Without a copy, read the world from the resources; its meshes then do not resolve.
        demoPath = extracted.isEmpty() ? BundledWorld::resourcePath() : extracted;
        paths << demoPath;
    }
    for (const QString &path : paths) {
        auto *window = new MainWindow;
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->openFile(path, demoPath == path ? Recent::Skip : Recent::Add);
        window->show();
    }
    return app.exec();
}

} // namespace robostage
