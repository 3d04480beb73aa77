#include "mainwindow/filemenu.h"

#include "base/bundledworld.h"
#include "convert/convert.h"
#include "document.h"
#include "mainwindow/imageexport.h"
#include "mainwindow/mainwindow.h"
#include "mainwindow/recentfiles.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QStyle>

namespace robostage {

ExportResult exportDocument(const Document &document, ExportFormat format, const QString &path)
{
    ExportResult result;
    Conversion conversion;
    if (format == ExportFormat::Urdf)
        conversion = convertToUrdf(document);
    else if (document.scene().format == SourceFormat::SimRobot)
        conversion = convertSimRobotToSdf(document, path);
    else
        conversion = convertToSdf(document);
    result.diagnostics = conversion.diagnostics;
    if (!conversion.ok)
        return result;
    // The XML and the files it refers to (a SimRobot scene's inline meshes), all or nothing.
    QString error;
    if (!writeConversion(conversion, path, &error)) {
        result.diagnostics.error(path, 0,
            QCoreApplication::translate("robostage", "cannot write the file: %1").arg(error));
        return result;
    }
    result.written = true;
    return result;
}

FileMenu::FileMenu(MainWindow *window, QMenu *menu)
    : QObject(window)
    , m_window(window)
{
    QStyle *style = window->style();
    QMenu *newMenu = menu->addMenu(tr("&New"));
    newMenu->setObjectName(QStringLiteral("newMenu"));
    const struct
    {
        NewDocumentKind kind;
        const char *text;
        const char *tip;
        const char *objectName;
    } kinds[] = {
        {NewDocumentKind::World, QT_TR_NOOP("SDFormat &World"),
            QT_TR_NOOP("A new SDFormat world with a sun and a ground plane"), "newWorldAction"},
        {NewDocumentKind::Model, QT_TR_NOOP("SDFormat &Model"),
            QT_TR_NOOP("A new SDFormat model with one link"), "newModelAction"},
        {NewDocumentKind::Robot, QT_TR_NOOP("URDF &Robot"),
            QT_TR_NOOP("A new URDF robot with one link, base_link"), "newRobotAction"},
    };
    for (const auto &k : kinds) {
        QAction *action
            = newMenu->addAction(tr(k.text), this, [this, kind = k.kind] { newDocument(kind); });
        action->setObjectName(QLatin1String(k.objectName));
        action->setStatusTip(tr(k.tip));
        if (k.kind == NewDocumentKind::World)
            action->setShortcut(QKeySequence::New);
    }
    m_open = menu->addAction(style->standardIcon(QStyle::SP_DialogOpenButton), tr("&Open…"), this,
        &FileMenu::showOpenDialog);
    m_open->setObjectName(QStringLiteral("openAction"));
    m_open->setShortcut(QKeySequence::Open);
    m_open->setToolTip(tr("Open a robot or world description (SDFormat, URDF)"));

    m_recent = menu->addMenu(tr("Open &Recent"));
    m_recent->setObjectName(QStringLiteral("recentMenu"));
    connect(m_recent, &QMenu::aboutToShow, this, &FileMenu::fillRecentMenu);
    fillRecentMenu();

    m_reload = menu->addAction(
        style->standardIcon(QStyle::SP_BrowserReload), tr("Re&load"), window, &MainWindow::reload);
    m_reload->setObjectName(QStringLiteral("reloadAction"));
    m_reload->setShortcut(QKeySequence::Refresh);
    m_reload->setToolTip(
        tr("Read the file again, keeping the camera, the selection and the joint positions"));

    menu->addSeparator();
    m_exportSdf
        = menu->addAction(tr("Export as &SDF…"), this, [this] { exportAs(ExportFormat::Sdf); });
    m_exportSdf->setObjectName(QStringLiteral("exportSdfAction"));
    m_exportUrdf
        = menu->addAction(tr("Export as &URDF…"), this, [this] { exportAs(ExportFormat::Urdf); });
    m_exportUrdf->setObjectName(QStringLiteral("exportUrdfAction"));
    m_exportImage
        = menu->addAction(tr("Export &Image…"), this, [this] { exportViewImage(m_window); });
    m_exportImage->setObjectName(QStringLiteral("exportImageAction"));
    m_exportImage->setStatusTip(tr("Write the view as a PNG image, at a size of your choice"));

    menu->addSeparator();
    QAction *close = menu->addAction(tr("&Close"), window, &QWidget::close);
    close->setObjectName(QStringLiteral("closeAction"));
    close->setShortcut(QKeySequence::Close);
    QAction *quit = menu->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setObjectName(QStringLiteral("quitAction"));
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    updateActions();
}

void FileMenu::updateActions()
{
    const Document *document = m_window->document();
    const bool open = document && !document->path().startsWith(QLatin1Char(':'));
    const SourceFormat format = document ? document->scene().format : SourceFormat::Unknown;
    m_reload->setEnabled(open);
    m_exportSdf->setEnabled(
        document && (format == SourceFormat::Urdf || format == SourceFormat::SimRobot));
    m_exportUrdf->setEnabled(document && format == SourceFormat::Sdf);
    m_exportImage->setEnabled(document);
    m_exportSdf->setStatusTip(format == SourceFormat::SimRobot
            ? tr("Write the SimRobot scene as an SDFormat 1.9 world (inline meshes as OBJ files "
                 "in a folder beside it)")
            : tr("Write the URDF robot as an SDFormat 1.9 model"));
    m_exportUrdf->setStatusTip(tr("Write the SDFormat model as a URDF robot (one model, a tree of "
                                  "joints)"));
}

void FileMenu::newDocument(NewDocumentKind kind)
{
    QString error;
    const QString path = createNewDocument(kind, &error);
    if (path.isEmpty()) {
        QMessageBox::warning(m_window, tr("New"), tr("Cannot make a new file: %1").arg(error));
        return;
    }
    // In this window when it shows nothing, else in a new one; Save asks where to save.
    m_window->openFiles({path});
}

void FileMenu::showOpenDialog()
{
    const Document *document = m_window->document();
    QString dir;
    if (document && !BundledWorld::isBundledCopy(document->path()))
        dir = QFileInfo(document->path()).path();
    else if (!RecentFiles::files().isEmpty())
        dir = QFileInfo(RecentFiles::files().constFirst()).path();
    const QStringList paths
        = QFileDialog::getOpenFileNames(m_window, tr("Open Robot or World Description"), dir,
            tr("Robot and world descriptions (*.sdf *.world *.urdf *.xacro *.ros2 *.rsi2 *.ros3 "
               "*.rsi3);;SDFormat (*.sdf *.world);;URDF (*.urdf);;xacro (*.xacro);;"
               "SimRobot scenes (*.ros2 *.rsi2 *.ros3 *.rsi3);;All files (*)"));
    if (!paths.isEmpty())
        m_window->openFiles(paths);
}

void FileMenu::fillRecentMenu()
{
    const QStringList missing = RecentFiles::removeMissing();
    if (!missing.isEmpty()) {
        QStringList names;
        for (const QString &path : missing)
            names << QFileInfo(path).fileName();
        m_window->statusBar()->showMessage(tr("Removed from Open Recent, no longer found: %1")
                                               .arg(names.join(QStringLiteral(", "))),
            10000);
    }
    m_recent->clear();
    const QStringList files = RecentFiles::files();
    for (int i = 0; i < files.size(); ++i) {
        const QString &path = files.at(i);
        // &1 … &9, then &0 for the tenth.
        const QString text = tr("&%1 %2").arg((i + 1) % 10).arg(QFileInfo(path).fileName());
        QAction *action = m_recent->addAction(text, this, [this, path] { openRecent(path); });
        action->setToolTip(path);
        action->setStatusTip(path);
        action->setData(path);
    }
    if (!files.isEmpty()) {
        m_recent->addSeparator();
        m_recent->addAction(tr("&Clear Menu"), this, [] { RecentFiles::clear(); });
    }
    m_recent->setEnabled(!files.isEmpty());
}

void FileMenu::openRecent(const QString &path)
{
    if (!QFileInfo::exists(path)) {
        RecentFiles::remove(path);
        fillRecentMenu();
        QMessageBox::warning(m_window, tr("Open Recent"),
            tr("%1 no longer exists; it was removed from the recent files.").arg(path));
        return;
    }
    m_window->openFiles({path});
}

bool FileMenu::exportAs(ExportFormat format, const QString &path)
{
    const Document *document = m_window->document();
    if (!document)
        return false;
    const bool sdf = format == ExportFormat::Sdf;
    QString target = path;
    if (target.isEmpty()) {
        const QFileInfo source(document->path());
        const QString suggested
            = (BundledWorld::isBundledCopy(source.filePath()) ? QDir::home() : QDir(source.path()))
                  .filePath(source.completeBaseName()
                      + (sdf ? QStringLiteral(".sdf") : QStringLiteral(".urdf")));
        target = QFileDialog::getSaveFileName(m_window,
            sdf ? tr("Export as SDF") : tr("Export as URDF"), suggested,
            sdf ? tr("SDFormat (*.sdf)") : tr("URDF (*.urdf)"));
        if (target.isEmpty())
            return false;
    }
    const ExportResult result = exportDocument(*document, format, target);
    const QString name = QFileInfo(target).fileName();
    auto *box = new QMessageBox(m_window);
    box->setObjectName(QStringLiteral("exportMessage"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowTitle(sdf ? tr("Export as SDF") : tr("Export as URDF"));
    const int warnings = result.diagnostics.count(Severity::Warning);
    if (result.written) {
        m_window->statusBar()->showMessage(tr("Exported %1").arg(target), 10000);
        if (warnings == 0) {
            box->deleteLater();
            return true;
        }
        box->setIcon(QMessageBox::Information);
        box->setText(warnings == 1
                ? tr("Exported %1 with one remark on what was not converted exactly.").arg(name)
                : tr("Exported %1 with %2 remarks on what was not converted exactly.")
                      .arg(name)
                      .arg(warnings));
    } else {
        box->setIcon(QMessageBox::Warning);
        box->setText(sdf ? tr("Cannot export as SDF: %1 was not written.").arg(name)
                         : tr("Cannot export as URDF: %1 was not written.").arg(name));
        QStringList reasons;
        for (const Diagnostic &d : result.diagnostics.items()) {
            if (d.severity == Severity::Error)
                reasons << d.message;
        }
        box->setInformativeText(reasons.join(QLatin1Char('\n')));
    }
    box->setDetailedText(result.diagnostics.toString());
    box->open();
    return result.written;
}

} // namespace robostage
