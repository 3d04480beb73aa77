#include "mainwindow/mainwindow.h"

#include "backgroundchecks.h"
#include "base/bundledworld.h"
#include "base/selection.h"
#include "collisionfit/collisionfitdock.h"
#include "compare/differencesdock.h"
#include "document.h"
#include "edit/editsession.h"
#include "editing/addactions.h"
#include "joints/jointsdock.h"
#include "mainwindow/argumentsdock.h"
#include "mainwindow/diagnosticsdock.h"
#include "mainwindow/documentwatcher.h"
#include "mainwindow/editactions.h"
#include "mainwindow/elidingstatusbar.h"
#include "mainwindow/filemenu.h"
#include "mainwindow/recentfiles.h"
#include "mainwindow/recoverystore.h"
#include "mainwindow/scenechanges.h"
#include "meshcache.h"
#include "meshprovider.h"
#include "orbitcontroller.h"
#include "properties/propertiesdock.h"
#include "scenetree/scenetreedock.h"
#include "tools/gizmocontroller.h"
#include "viewport.h"
#include "viewportpool.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <new>
#include <utility>

namespace robostage {

namespace {

const QString kGeometryKey = QStringLiteral("mainWindow/geometry");
const QString kStateKey = QStringLiteral("mainWindow/state");

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : DocumentWindow(parent)
    , m_meshCache(new MeshCache(this))
    , m_selection(new Selection(this))
    , m_viewport(ViewportPool::take())
    , m_viewportContainer(QWidget::createWindowContainer(m_viewport, this))
    , m_sceneTreeDock(new SceneTreeDock(this))
    , m_jointsDock(new JointsDock(this))
    , m_argumentsDock(new ArgumentsDock(this))
    , m_propertiesDock(new PropertiesDock(this))
    , m_diagnosticsDock(new DiagnosticsDock(this))
    , m_watcher(new DocumentWatcher(this))
    , m_checks(new BackgroundChecks(this))
    , m_summary(new QLabel(this))
{
    initResources();
    setWindowTitle(QStringLiteral("RoboStage"));
    setAcceptDrops(true);
    m_viewportContainer->setObjectName(QStringLiteral("viewport"));
    m_viewportContainer->setMinimumSize(160, 120);
    m_viewportContainer->setFocusPolicy(Qt::StrongFocus);
    // The 3D view is a QWindow: its drag and drop events do not reach the widgets.
    m_viewport->installEventFilter(this);
    setCentralWidget(m_viewportContainer);
    m_sceneTreeDock->setSelection(m_selection);
    m_propertiesDock->setSelection(m_selection);
    m_jointsDock->setSelection(m_selection);
    connect(m_viewport, &Viewport::clicked, m_selection, &Selection::setFrame);
    connect(m_selection, &Selection::changed, m_viewport, &Viewport::setHighlighted);
    connect(m_selection, &Selection::changed, this, &MainWindow::rememberSelection);
    connect(m_meshCache, &MeshCache::progress, this, &MainWindow::meshProgress);
    connect(m_jointsDock, &JointsDock::positionsChanged, m_viewport, &Viewport::setJointPositions);
    connect(m_jointsDock, &JointsDock::copied, this,
        [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    connect(
        m_jointsDock, &JointsDock::saveInitialRequested, this, &MainWindow::saveInitialPositions);
    connect(m_jointsDock, &JointsDock::positionsChanged, m_propertiesDock,
        &PropertiesDock::setJointPositions);
    connect(m_diagnosticsDock, &DiagnosticsDock::diagnosticActivated, this,
        &MainWindow::selectDiagnostic);
    connect(m_watcher, &DocumentWatcher::changed, this, &MainWindow::filesChanged);
    connect(m_checks, &BackgroundChecks::finished, this, [this] {
        showDiagnostics();
        updateSummary();
    });
    // Queued: the dock's field that emitted it is replaced by the new document's.
    connect(m_argumentsDock, &ArgumentsDock::applied, this, &MainWindow::applyArguments,
        Qt::QueuedConnection);
    // The scene tree above the joints on the left, the diagnostics below the view: the view
    // keeps the width; the properties on the right.
    addDockWidget(Qt::LeftDockWidgetArea, m_sceneTreeDock);
    addDockWidget(Qt::RightDockWidgetArea, m_propertiesDock);
    splitDockWidget(m_sceneTreeDock, m_jointsDock, Qt::Vertical);
    // xacro arguments below the properties, shown for xacro files only (showDocument()).
    splitDockWidget(m_propertiesDock, m_argumentsDock, Qt::Vertical);
    m_argumentsDock->hide();
    addDockWidget(Qt::BottomDockWidgetArea, m_diagnosticsDock);
    setStatusBar(new ElidingStatusBar(this));
    m_summary->setObjectName(QStringLiteral("summaryLabel"));
    statusBar()->addPermanentWidget(m_summary);
    createMenus();
    resize(1200, 760);
    resizeDocks({m_sceneTreeDock, m_propertiesDock}, {300, 380}, Qt::Horizontal);
    resizeDocks({m_sceneTreeDock, m_jointsDock}, {360, 220}, Qt::Vertical);
    resizeDocks({m_diagnosticsDock}, {140}, Qt::Vertical);
    const QSettings settings;
    restoreGeometry(settings.value(kGeometryKey).toByteArray());
    restoreState(settings.value(kStateKey).toByteArray());
    updateSummary();
}

MainWindow::~MainWindow()
{
    // The viewport's scene refers to the document, which goes before the child widgets.
    delete m_gizmo;
    m_differencesDock->stop(); // its ghost is in the viewport's scene
    delete m_recovery; // the window closes: its record goes
    m_viewport->setDocument(nullptr);
    m_jointsDock->setDocument(nullptr);
    m_collisionFitDock->setDocument(nullptr, nullptr);
    m_checks->start(nullptr);
    m_sceneTreeDock->setDocument(nullptr);
    m_editActions->setSession(nullptr);
    m_propertiesDock->setSession(nullptr);
    m_sceneTreeDock->setSession(nullptr);
    // The viewport goes to the next window (ViewportPool): nothing of this window may still
    // reach it, nor it this window, when the children are deleted after this.
    m_viewport->removeEventFilter(this);
    const QList<QObject *> ours = findChildren<QObject *>() << this;
    for (QObject *object : ours) {
        if (object == m_viewport || object->parent() == m_viewport)
            continue; // the viewport's own connections stay
        object->disconnect(m_viewport);
        object->disconnect(m_viewport->controller());
        m_viewport->disconnect(object);
        m_viewport->controller()->disconnect(object);
    }
    ViewportPool::give(m_viewport);
    m_viewport = nullptr;
}

const Document *MainWindow::document() const
{
    return m_session ? &m_session->document() : nullptr;
}

bool MainWindow::hasUnsavedEdits() const
{
    return m_session && m_session->isModified();
}

SceneTreeModel *MainWindow::sceneTreeModel() const
{
    return m_sceneTreeDock->model();
}

QString MainWindow::summary() const
{
    return m_summary->text();
}

void MainWindow::showDocument(bool keepView)
{
    const Document *document = this->document();
    const JointPositions joints = keepView ? m_jointsDock->positions() : JointPositions();
    // The first frame does not wait for meshes: they load on all cores in the background and
    // the scene is built again when they are read (meshProgress).
    auto provider = std::make_unique<CachedMeshProvider>(
        *m_meshCache, document, CachedMeshProvider::Loading::Background);
    provider->prefetch(*document);
    m_viewport->setMeshProvider(*provider);
    // After an edit the viewport's scene refers to a document that is gone: give it the new
    // one before anything else.
    m_viewport->setDocument(document, keepView);
    if (provider->pendingCount() == 0) // no mesh to wait for: the scene has its textures
        m_meshCache->releasePrepared(); // the scene holds what it uses
    // Visuals and collision meshes to wait for, collisions not shown: the visuals are shown as
    // soon as theirs are in (meshProgress()).
    m_visualsFirst = m_viewport->viewMode() == SceneView::ViewMode::Visuals
        && provider->pendingVisualCount() > 0
        && provider->pendingCount() > provider->pendingVisualCount();
    m_collisionsAfter = false;
    m_viewport->setJointPositions(joints);
    m_sceneTreeDock->setDocument(document);
    m_jointsDock->setDocument(document);
    m_argumentsDock->setDocument(document);
    if (!keepView) {
        const bool xacro = document->xacroExpansion() != nullptr;
        m_argumentsDock->setVisible(xacro);
        if (xacro)
            QTimer::singleShot(0, this, &MainWindow::fitArgumentsDock); // once laid out
    }
    if (keepView)
        m_jointsDock->setPositions(joints);
    m_collisionFitDock->setDocument(document, m_session.get(), m_jointsDock->positions());
    m_checks->start(m_session.get());
    m_meshProvider = std::move(provider);
    m_watcher->setPaths(document->watchedPaths());
    m_fileMenu->updateActions();
    m_addActions->updateActions();
    showDiagnostics();
    setWindowFilePath(m_session->path());
    setWindowTitle(tr("%1[*] — RoboStage").arg(QFileInfo(m_session->path()).fileName()));
    updateSummary();
}

void MainWindow::rememberSelection(FrameId frame)
{
    const Document *document = this->document();
    m_selected = SelectionKey();
    if (!document || frame == kNoFrame || frame >= document->frames().size())
        return;
    const FrameNode &node = document->frames().node(frame);
    m_selected = {frame, int(node.kind), node.scopedName};
}

void MainWindow::documentEdited(const edit::DocumentChange &change)
{
    if (change.inPlace) {
        // Only poses changed, in the same document: move what is drawn (placeFrames rewrites
        // only the instances that moved) and show the selection's new values.
        m_viewport->moveFrames(change.movedFrames);
        emit m_selection->changed(m_selection->frame());
        return;
    }
    // The document is a new object: find the selection in it before anything is cleared.
    const SelectionKey key = m_selected;
    const Document &document = m_session->document();
    const FrameGraph &frames = document.frames();
    FrameId selected = kNoFrame;
    for (FrameId id = 0; key.id != kNoFrame && id < frames.size(); ++id) {
        if (int(frames.node(id).kind) == key.kind && frames.node(id).scopedName == key.scopedName)
            selected = id;
    }
    // A rename keeps the structure: the same frame id, of the same kind, is the entity.
    if (selected == kNoFrame && key.id != kNoFrame && key.id < frames.size()
        && int(frames.node(key.id).kind) == key.kind)
        selected = key.id;
    {
        const QSignalBlocker blocker(m_selection);
        m_selection->clear();
    }
    showDocument(true);
    m_selection->setFrame(selected);
    if (selected == kNoFrame)
        emit m_selection->changed(kNoFrame);
}

void MainWindow::selectDiagnostic(const QString &file, int line)
{
    if (m_session)
        m_selection->setFrame(frameAtLine(m_session->document(), file, line));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_editActions->maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    QMainWindow::closeEvent(event);
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_viewport) {
        switch (event->type()) {
        case QEvent::DragEnter:
        case QEvent::DragMove:
            acceptDrag(static_cast<QDragMoveEvent *>(event));
            return true;
        case QEvent::Drop:
            dropEvent(static_cast<QDropEvent *>(event));
            return true;
        default:
            break;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::meshProgress(int done, int total)
{
    if (!m_session)
        return;
    if (done < total) {
        m_summary->setText(tr("Loading meshes: %1 of %2…").arg(done).arg(total));
        // The visuals' meshes and images are read before the collision meshes
        // (CachedMeshProvider::prefetch()): the first complete picture needs only those.
        if (m_visualsFirst && m_meshProvider && m_meshProvider->pendingVisualCount() == 0) {
            m_visualsFirst = false;
            // Everything read meanwhile: the last report, queued, builds the scene once.
            if (m_meshProvider->pendingCount() > 0) {
                m_collisionsAfter = true;
                m_viewport->meshesLoaded();
            }
        }
        return;
    }
    m_visualsFirst = false;
    if (std::exchange(m_collisionsAfter, false))
        m_viewport->collisionMeshesLoaded(); // now if they are shown, else when they are
    else
        m_viewport->meshesLoaded();
    m_meshCache->releasePrepared(); // the scene's textures and buffers hold what they use
    showDiagnostics();
    updateSummary();
}

void MainWindow::showDiagnostics()
{
    // The document's diagnostics, then the meshes drawn as placeholders and the textures
    // that could not be read.
    Diagnostics all = document()->diagnostics();
    if (m_meshProvider && m_meshProvider->pendingCount() == 0) {
        for (const Diagnostic &d : m_meshProvider->diagnostics())
            all.warning(d.file, d.line, d.message);
        if (const SceneView *scene = m_viewport->sceneView()) {
            for (const Diagnostic &d : scene->diagnostics())
                all.warning(d.file, d.line, d.message);
        }
    }
    for (const Diagnostics *more : {&m_checks->diagnostics(), &m_collisionFitDock->diagnostics()}) {
        for (const Diagnostic &d : more->items())
            all.warning(d.file, d.line, d.message);
    }
    m_diagnosticsDock->setDiagnostics(all);
    m_shownErrors = all.count(Severity::Error);
    m_shownWarnings = all.count(Severity::Warning);
}

void MainWindow::updateSummary()
{
    const Document *document = this->document();
    if (!document) {
        m_summary->setText(
            tr("No file open. Use File › Open… or drop a file here to open a robot or world "
               "description."));
        return;
    }
    const EntityCounts counts = countEntities(document->scene().world);
    // What the diagnostics dock lists, mesh and texture warnings included.
    const QString errors = m_shownErrors == 1 ? tr("1 error") : tr("%1 errors").arg(m_shownErrors);
    const QString warnings
        = m_shownWarnings == 1 ? tr("1 warning") : tr("%1 warnings").arg(m_shownWarnings);
    m_summary->setText(tr("models: %1, links: %2, joints: %3 — %4, %5")
                           .arg(counts.models)
                           .arg(counts.links)
                           .arg(counts.joints)
                           .arg(errors, warnings));
}

} // namespace robostage
