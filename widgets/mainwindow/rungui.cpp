// MainWindow::runGui(): the GUI's command line, translations and first windows.

#include "base/bundledworld.h"
#include "base/languages.h"
#include "commandlinehelp.h"
#include "mainwindow/argumentsdock.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/newdocument.h"
#include "mainwindow/recoveryoffer.h"
#include "mainwindow/recoverystore.h"
#include "mainwindow/singleinstance.h"
#include "mainwindow/terminationsignals.h"

#include "edit/editsession.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QIcon>
#include <QMessageBox>
#include <QSet>
#include <QSettings>

#include <algorithm>
#include <cstdio>

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
    // Files handed over while a question is up (the start's recovery question, whose nested
    // event loop opened them): the question stays in front, where it can be answered.
    if (QWidget *modal = QApplication::activeModalWidget()) {
        modal->raise();
        modal->activateWindow();
    }
}

/// `files` (absolute path → bytes) with the paths under folder `from` moved under `to`.
QHash<QString, QByteArray> remapFolder(
    const QHash<QString, QByteArray> &files, const QString &from, const QString &to)
{
    QHash<QString, QByteArray> moved;
    for (auto it = files.begin(); it != files.end(); ++it) {
        const bool inside = it.key().startsWith(from + u'/');
        moved.insert(inside ? to + it.key().mid(from.size()) : it.key(), it.value());
    }
    return moved;
}

/// Opens `record`'s file in a new window and applies the recovered bytes as one unsaved edit;
/// the record is removed when they are applied (the window writes its own record then). The
/// demo world and File › New documents are restored into a fresh copy (recreateBundledDocument()).
/// Returns an error message, or an empty string on success.
QString restore(
    const RecoveryStore &store, const RecoveryRecord &record, QList<MainWindow *> &opened)
{
    QString path = record.path;
    QHash<QString, QByteArray> files = record.files;
    if (BundledWorld::isBundledCopy(path) && !path.startsWith(u':')) {
        // The demo or a File › New document: the crashed process's temporary folder is gone
        // (or goes at the next extract), so the edits go onto a fresh copy.
        QString error;
        const QString fresh = recreateBundledDocument(path, &error);
        if (fresh.isEmpty()) {
            return QCoreApplication::translate("robostage::MainWindow",
                "The unsaved edits of %1 could not be restored: %2. The recovery record stays "
                "in %3.")
                .arg(QDir::toNativeSeparators(path), error,
                    QDir::toNativeSeparators(store.root() + u'/' + record.id));
        }
        files = remapFolder(files, QFileInfo(path).path(), QFileInfo(fresh).path());
        path = fresh;
    }
    // A window showing the file without edits (opened meanwhile, e.g. handed over by a second
    // instance while the question was up) takes them; else a new one opens.
    MainWindow *window = MainWindow::windowShowing(path);
    if (!window || window->hasUnsavedEdits()) {
        window = new MainWindow;
        opened << window;
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->openFile(path);
    }
    window->show();
    RecoveryRecord moved = record;
    moved.path = path;
    moved.files = files;
    const QString error = recoveryoffer::apply(window, store, moved);
    if (!error.isEmpty())
        recoveryoffer::deferLater(record.id); // not asked again by the window just opened
    return error;
}

} // namespace

QList<MainWindow *> MainWindow::offerRecovery(
    const RecoveryStore &store, const QStringList &opening)
{
    QList<MainWindow *> opened;
    QList<RecoveryRecord> records = store.staleRecords();
    // The files being opened are asked about when their window opens (offerRecoveryOf()).
    QSet<QString> asked;
    for (const QString &path : opening) {
        for (const RecoveryRecord &record : recoveryoffer::recordsFor(store, path))
            asked.insert(record.id);
    }
    records.erase(std::remove_if(records.begin(), records.end(),
                      [&asked](const RecoveryRecord &record) {
                          return asked.contains(record.id) || recoveryoffer::isDeferred(record.id);
                      }),
        records.end());
    if (records.isEmpty())
        return opened;
    QStringList names;
    for (const RecoveryRecord &record : records) {
        names << QStringLiteral("%1 (%2)").arg(QDir::toNativeSeparators(record.path),
            QLocale().toString(record.updated.toLocalTime(), QLocale::ShortFormat));
        qCInfo(lcRecovery, "offering recovery of %s", qPrintable(record.path));
    }
    recoveryoffer::Answer answer;
    {
        QStringList ids;
        for (const RecoveryRecord &record : records)
            ids << record.id;
        const recoveryoffer::AskingScope scope(ids);
        answer = recoveryoffer::ask(nullptr,
            QCoreApplication::translate("robostage::MainWindow",
                "RoboStage did not close normally. Unsaved edits of these files were "
                "recovered:\n\n%1\n\nRestore them as unsaved edits?")
                .arg(names.join(u'\n')));
    }
    // A record may have been answered meanwhile in its file's own question: keep the others.
    records.erase(std::remove_if(records.begin(), records.end(),
                      [&store](const RecoveryRecord &record) {
                          return !store.read(record.id) || recoveryoffer::isDeferred(record.id);
                      }),
        records.end());
    if (answer == recoveryoffer::Answer::Discard) {
        for (const RecoveryRecord &record : records)
            store.remove(record.id);
    } else if (answer == recoveryoffer::Answer::Restore) {
        QStringList errors;
        for (const RecoveryRecord &record : records) {
            const QString error = restore(store, record, opened);
            if (!error.isEmpty())
                errors << error;
        }
        if (!errors.isEmpty()) {
            QMessageBox::warning(nullptr, tr("Restore Unsaved Edits"), errors.join(u"\n\n"));
        }
    } else {
        for (const RecoveryRecord &record : records)
            recoveryoffer::deferLater(record.id);
    }
    return opened;
}

int MainWindow::runGui(QApplication &app, const QStringList &subcommands)
{
    initResources();
    // The language chosen in Edit › Preferences…, else the system locale (languages.h).
    languages::install(languages::stored());
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/robostage.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        tr("RoboStage: viewer and editor for SDFormat, URDF, xacro and SimRobot robot and world "
           "descriptions.\nHeadless subcommands (robostage SUBCOMMAND --help): %1")
            .arg(subcommands.join(QLatin1String(", "))));
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
    const QCommandLineOption argument(QStringLiteral("arg"),
        tr("xacro argument for the xacro FILEs: the value of <xacro:arg name=\"NAME\"> "
           "(repeatable). The window remembers it for the file; the Arguments dock changes it."),
        tr("NAME:=VALUE"));
    parser.addOption(argument);
    // --help names `robostage`, not the path it was started with (issue 30); the rest as Qt does.
    if (parser.parse(app.arguments()) && parser.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(helpTextFor(parser, QStringLiteral("robostage"))), stdout);
        return 0;
    }
    parser.process(app);

    // Absolute against this process's working folder: a running instance may open them.
    QStringList paths;
    for (const QString &file : parser.positionalArguments())
        paths << QFileInfo(file).absoluteFilePath();
    // --arg NAME:=VALUE: remembered for each xacro FILE before it opens (here or in the running
    // instance, which reads the settings), as the Arguments dock remembers what it applies.
    xacro::Arguments given;
    for (const QString &spec : parser.values(argument)) {
        const QStringList parts = spec.split(QLatin1String(":="));
        if (parts.size() != 2 || parts[0].trimmed().isEmpty()) {
            std::fputs(
                qPrintable(tr("robostage: --arg %1: expected NAME:=VALUE\n").arg(spec)), stderr);
            return 2;
        }
        given.insert(parts[0].trimmed(), parts[1].trimmed());
    }
    if (!given.isEmpty()) {
        for (const QString &path : paths) {
            if (!Document::isXacroPath(path))
                continue;
            xacro::Arguments values = ArgumentsDock::remembered(path);
            values.insert(given);
            ArgumentsDock::remember(path, values);
        }
        QSettings().sync();
    }

    // Declared before the windows open and destroyed when this returns, also after Ctrl+C or
    // `kill`: its temporary folder goes with it.
    BundledWorld demo;
    exitOnTerminationSignals(app);
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
    // Only the process that stays (not one that handed its files over) offers crash recovery.
    offerRecovery(RecoveryStore(), paths);
    openWindows(paths, demo);
    return app.exec();
}

} // namespace robostage
