// MainWindow::runGui(): the GUI's command line, translations and first windows.

#include "bundledworld.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace robostage {

namespace {

/// Installs the RoboStage and Qt translations for the system locale, when there are any.
void installTranslations(QApplication &app)
{
    auto *robostage = new QTranslator(&app);
    if (robostage->load(
            QLocale(), QStringLiteral("robostage"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(robostage);
    auto *qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
}

} // namespace

int MainWindow::runGui(QApplication &app)
{
    initResources();
    installTranslations(app);
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
