#include "mainwindow.h"

#include "bundledworld.h"
#include "diagnosticsdock.h"
#include "document.h"
#include "meshcache.h"
#include "meshprovider.h"
#include "scenetreedock.h"
#include "selection.h"
#include "viewmenu.h"
#include "viewport.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QFileDialog>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTranslator>

namespace robostage {

namespace {

struct Counts
{
    int models = 0, links = 0, joints = 0;
};

void count(const Model &model, Counts &counts)
{
    ++counts.models;
    counts.links += int(model.links.size());
    counts.joints += int(model.joints.size());
    for (const Model &nested : model.models)
        count(nested, counts);
}

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

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_meshCache(new MeshCache(this))
    , m_selection(new Selection(this))
    , m_viewport(new Viewport)
    , m_viewportContainer(QWidget::createWindowContainer(m_viewport, this))
    , m_sceneTreeDock(new SceneTreeDock(this))
    , m_diagnosticsDock(new DiagnosticsDock(this))
{
    initResources();
    setWindowTitle(QStringLiteral("RoboStage"));
    m_viewportContainer->setObjectName(QStringLiteral("viewport"));
    m_viewportContainer->setMinimumSize(160, 120);
    m_viewportContainer->setFocusPolicy(Qt::StrongFocus);
    setCentralWidget(m_viewportContainer);
    m_sceneTreeDock->setSelection(m_selection);
    connect(m_viewport, &Viewport::clicked, m_selection, &Selection::setFrame);
    connect(m_selection, &Selection::changed, m_viewport, &Viewport::setHighlighted);
    connect(m_meshCache, &MeshCache::progress, this, &MainWindow::meshProgress);
    addDockWidget(Qt::LeftDockWidgetArea, m_sceneTreeDock);
    addDockWidget(Qt::BottomDockWidgetArea, m_diagnosticsDock);
    createMenus();
    resize(1100, 720);
    resizeDocks({m_sceneTreeDock}, {320}, Qt::Horizontal);
    resizeDocks({m_diagnosticsDock}, {140}, Qt::Vertical);
    updateSummary();
}

MainWindow::~MainWindow()
{
    // The viewport's scene refers to the document, which goes before the child widgets.
    m_viewport->setDocument(nullptr);
}

SceneTreeModel *MainWindow::sceneTreeModel() const
{
    return m_sceneTreeDock->model();
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *open = file->addAction(tr("&Open…"), this, &MainWindow::showOpenDialog);
    open->setShortcut(QKeySequence::Open);
    file->addSeparator();
    QAction *close = file->addAction(tr("&Close Window"), this, &QWidget::close);
    close->setShortcut(QKeySequence::Close);
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    addViewportActions(view, m_viewport);
    view->addSeparator();
    view->addAction(m_sceneTreeDock->toggleViewAction());
    view->addAction(m_diagnosticsDock->toggleViewAction());

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About RoboStage"), this, &MainWindow::showAbout)
        ->setMenuRole(QAction::AboutRole);
}

void MainWindow::openFile(const QString &path)
{
    std::unique_ptr<Document> document = Document::load(path);
    m_selection->clear();
    // The first frame does not wait for meshes: they load on all cores in the background and
    // the scene is built again when they are read (meshProgress).
    auto provider = std::make_unique<CachedMeshProvider>(
        *m_meshCache, document.get(), CachedMeshProvider::Loading::Background);
    provider->prefetch(*document);
    m_viewport->setMeshProvider(*provider);
    // The viewport and the tree drop the old document before it goes.
    m_viewport->setDocument(document.get());
    m_sceneTreeDock->setDocument(document.get());
    m_meshProvider = std::move(provider);
    m_document = std::move(document);
    showDiagnostics();
    setWindowFilePath(m_document->path());
    setWindowTitle(tr("%1 — RoboStage").arg(QFileInfo(path).fileName()));
    updateSummary();
}

void MainWindow::showOpenDialog()
{
    const QString dir = m_document ? QFileInfo(m_document->path()).path() : QString();
    const QStringList paths
        = QFileDialog::getOpenFileNames(this, tr("Open Robot or World Description"), dir,
            tr("Robot and world descriptions (*.sdf *.world *.urdf);;SDFormat (*.sdf *.world);;"
               "URDF (*.urdf);;All files (*)"));
    for (const QString &path : paths) {
        auto *window = new MainWindow;
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->openFile(path);
        window->show();
    }
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About RoboStage"),
        tr("<h3>RoboStage %1</h3><p>Viewer for SDFormat and URDF robot and world "
           "descriptions.</p>")
            .arg(QCoreApplication::applicationVersion()));
}

void MainWindow::meshProgress(int done, int total)
{
    if (!m_document)
        return;
    if (done < total) {
        statusBar()->showMessage(tr("Loading meshes: %1 of %2…").arg(done).arg(total));
        return;
    }
    m_viewport->rebuildScene();
    showDiagnostics();
    updateSummary();
}

void MainWindow::showDiagnostics()
{
    // The document's diagnostics, then the meshes drawn as placeholders and the textures
    // that could not be read.
    Diagnostics all = m_document->diagnostics();
    if (m_meshProvider && m_meshProvider->pendingCount() == 0) {
        for (const Diagnostic &d : m_meshProvider->diagnostics())
            all.warning(d.file, d.line, d.message);
        if (const SceneView *scene = m_viewport->sceneView()) {
            for (const Diagnostic &d : scene->diagnostics())
                all.warning(d.file, d.line, d.message);
        }
    }
    m_diagnosticsDock->setDiagnostics(all);
}

void MainWindow::updateSummary()
{
    if (!m_document) {
        statusBar()->showMessage(
            tr("No file open. Use File › Open… to open a robot or world description."));
        return;
    }
    Counts counts;
    for (const Model &model : m_document->scene().world.models)
        count(model, counts);
    const Diagnostics &diagnostics = m_document->diagnostics();
    statusBar()->showMessage(tr("models: %1, links: %2, joints: %3 — %4 errors, %5 warnings")
                                 .arg(counts.models)
                                 .arg(counts.links)
                                 .arg(counts.joints)
                                 .arg(diagnostics.count(Severity::Error))
                                 .arg(diagnostics.count(Severity::Warning)));
}

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
    if (paths.isEmpty()) {
        const QString extracted = demo.extract();
        // Without a copy, read the world from the resources; its meshes then do not resolve.
        paths << (extracted.isEmpty() ? BundledWorld::resourcePath() : extracted);
    }
    for (const QString &path : paths) {
        auto *window = new MainWindow;
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->openFile(path);
        window->show();
    }
    return app.exec();
}

} // namespace robostage
