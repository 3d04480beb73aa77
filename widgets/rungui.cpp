// MainWindow::runGui(): the GUI's command line, translations and first windows.

#include "bundledworld.h"
#include "languages.h"
#include "mainwindow.h"
#include "singleinstance.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIcon>

namespace robostage {

namespace {

/// Opens each of `paths` in a new window, or raises the window that shows it already; without
/// paths, opens the demo world in a new window (extracting it into `demo` on the first call).
void openWindows(const QStringList &paths, BundledWorld &demo)
{
    QStringList files = paths;
    QString demoPath;
    if (files.isEmpty()) {
        const QString extracted = demo.extract();
        // Without a copy, read the world from the resources; its meshes then do not resolve.
        demoPath = extracted.isEmpty() ? BundledWorld::resourcePath() : extracted;
        files << demoPath;
    }
    for (const QString &path : files) {
        const bool isDemo = path == demoPath;
        MainWindow *window = isDemo ? nullptr : MainWindow::windowShowing(path);
        if (!window) {
            window = new MainWindow;
            window->setAttribute(Qt::WA_DeleteOnClose);
            window->openFile(path, isDemo ? MainWindow::Recent::Skip : MainWindow::Recent::Add);
            qCDebug(lcInstance, "opened %s", qPrintable(path));
        }
        window->show();
        window->raise();
        window->activateWindow();
    }
}

} // namespace

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
    const QCommandLineOption newInstance(QStringLiteral("new-instance"),
        tr("Open the files in a new RoboStage process. By default a RoboStage already running "
           "in this session opens them, in new windows, and this command exits."));
    parser.addOption(newInstance);
    parser.process(app);

    // Absolute against this process's working folder: a running instance may open them.
    QStringList paths;
    for (const QString &argument : parser.positionalArguments())
        paths << QFileInfo(argument).absoluteFilePath();

    BundledWorld demo;
    SingleInstance instance(SingleInstance::defaultServerName());
    if (!parser.isSet(newInstance)) {
        switch (instance.start(paths)) {
        case SingleInstance::Role::Forwarded:
            return 0;
        case SingleInstance::Role::Standalone:
            qCWarning(lcInstance, "%s", qPrintable(instance.errorString()));
            break;
        case SingleInstance::Role::Primary:
            break;
        }
    }
    QObject::connect(&instance, &SingleInstance::filesReceived, &app,
        [&demo](const QStringList &received) { openWindows(received, demo); });
    openWindows(paths, demo);
    return app.exec();
}

} // namespace robostage
