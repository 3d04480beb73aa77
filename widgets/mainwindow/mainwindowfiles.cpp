// MainWindow (mainwindow.h): opening files, by every route (the argument, File › Open and Open
// Recent, a second instance, drag and drop), reading them again, and following their changes on
// disk. Kept apart from mainwindow.cpp, which builds the window and shows the document.

#include "mainwindow/mainwindow.h"

#include "compare/differencesdock.h"
#include "source/sourcedock.h"

#include "base/bundledworld.h"
#include "base/selection.h"
#include "document.h"
#include "edit/editsession.h"
#include "joints/jointsdock.h"
#include "mainwindow/argumentsdock.h"
#include "mainwindow/documentwatcher.h"
#include "mainwindow/editactions.h"
#include "mainwindow/recentfiles.h"
#include "mainwindow/recoverystore.h"
#include "mainwindow/scenechanges.h"
#include "properties/propertiesdock.h"
#include "scenetree/scenetreedock.h"
#include "tools/gizmocontroller.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDropEvent>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QUndoStack>

#include <new>

namespace robostage {

namespace {

/// The local files among `mime`'s URLs that the window opens.
QStringList droppedFiles(const QMimeData *mime)
{
    QStringList paths;
    if (!mime || !mime->hasUrls())
        return paths;
    for (const QUrl &url : mime->urls()) {
        if (url.isLocalFile() && MainWindow::isDescriptionFile(url.toLocalFile()))
            paths << url.toLocalFile();
    }
    return paths;
}

} // namespace

bool MainWindow::isDescriptionFile(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("sdf") || suffix == QLatin1String("world")
        || suffix == QLatin1String("urdf") || Document::isXacroPath(path);
}

void MainWindow::applyArguments(const xacro::Arguments &arguments)
{
    loadAgain(tr("Apply Arguments"),
        tr("Expand %1 again with the new arguments? Your unsaved edits are lost."),
        [&arguments](const QString &path) { ArgumentsDock::remember(path, arguments); });
}

void MainWindow::openFile(const QString &path, Recent recent)
{
    if (!m_editActions->maybeSave())
        return;
    if (!load(path, false))
        return;
    if (recent == Recent::Add && !BundledWorld::isBundledCopy(path))
        RecentFiles::add(path);
    // Edits a crashed RoboStage left for this file are offered on every route that opens it,
    // once the window shows (issue 29).
    QTimer::singleShot(0, this, [this, path] { offerRecoveryOf(path); });
}

MainWindow *MainWindow::windowShowing(const QString &path)
{
    const QString canonical = QFileInfo(path).canonicalFilePath();
    if (canonical.isEmpty())
        return nullptr;
    MainWindow *showing = nullptr;
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        auto *window = qobject_cast<MainWindow *>(widget);
        if (window && window->document()
            && QFileInfo(window->document()->path()).canonicalFilePath() == canonical)
            showing = window;
    }
    return showing;
}

void MainWindow::openFiles(const QStringList &paths)
{
    for (const QString &path : paths) {
        if (MainWindow *showing = windowShowing(path)) {
            showing->show();
            showing->raise();
            showing->activateWindow();
        } else if (!m_session) {
            openFile(path);
        } else {
            auto *window = new MainWindow;
            window->setAttribute(Qt::WA_DeleteOnClose);
            window->openFile(path);
            window->show();
        }
    }
}

void MainWindow::reload()
{
    loadAgain(tr("Reload"), tr("Reload %1 from disk? Your unsaved edits are lost."), {});
}

void MainWindow::reloadDroppingEdits()
{
    if (m_session && !m_session->path().startsWith(QLatin1Char(':')))
        load(QString(m_session->path()), true); // a copy: the session goes
}

void MainWindow::loadAgain(const QString &title, const QString &question,
    const std::function<void(const QString &path)> &before)
{
    if (!m_session || m_session->path().startsWith(QLatin1Char(':')))
        return;
    const QString path = m_session->path(); // a copy: the session goes
    if (hasUnsavedEdits()
        && !m_editActions->confirm(title, question.arg(QFileInfo(path).fileName())))
        return;
    if (before)
        before(path);
    load(path, true);
}

bool MainWindow::load(const QString &path, bool keepView)
{
    std::unique_ptr<edit::EditSession> session;
    try {
        // A xacro file is expanded with the argument values last applied to it.
        session = std::make_unique<edit::EditSession>(path, ResourceResolver::fromEnvironment(),
            nullptr, ArgumentsDock::remembered(QFileInfo(path).absoluteFilePath()));
    } catch (const std::bad_alloc &) {
        // Too big for this machine's memory (issue 29): this window keeps what it shows and
        // the other windows go on.
        const QString message = tr("Out of memory while reading %1; it was not opened.")
                                    .arg(QDir::toNativeSeparators(path));
        statusBar()->showMessage(message);
        auto *box
            = new QMessageBox(QMessageBox::Critical, tr("Open"), message, QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("outOfMemoryMessage"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        return false;
    }
    const Document &document = session->document();
    const Document *before = this->document();
    keepView = keepView && before;
    // What a reload keeps, matched by name in the new document.
    const FrameId selected
        = keepView ? sameFrame(*before, m_selection->frame(), document) : kNoFrame;
    const QString changes
        = keepView ? SceneChanges::between(*before, document).summary() : QString();
    m_selection->clear();
    // The viewport and the docks drop the old document in showDocument() before it goes.
    std::unique_ptr<edit::EditSession> old = std::move(m_session);
    m_session = std::move(session);
    connect(m_session.get(), &edit::EditSession::changed, this, &MainWindow::documentEdited);
    connect(m_session->undoStack(), &QUndoStack::cleanChanged, this,
        [this](bool clean) { setWindowModified(!clean); });
    // An edit, undo or redo ends what the status bar said about the action before it (issue
    // 30); notes about the edit itself come after (notesReported).
    connect(
        m_session->undoStack(), &QUndoStack::indexChanged, statusBar(), &QStatusBar::clearMessage);
    connect(m_session.get(), &edit::EditSession::notesReported, this,
        [this](const QStringList &notes) { statusBar()->showMessage(notes.join(u"; "), 15000); });
    m_editActions->setSession(m_session.get());
    m_propertiesDock->setSession(m_session.get());
    m_sceneTreeDock->setSession(m_session.get());
    m_sourceDock->setSession(m_session.get());
    m_differencesDock->setSession(m_session.get());
    delete m_recovery;
    m_recovery = new RecoveryWriter(m_session.get(), RecoveryStore(), this);
    delete m_gizmo;
    m_gizmo = new GizmoController(m_viewport, m_session.get(), this);
    m_gizmo->setEnabled(m_gizmoAction->isChecked());
    m_gizmo->setMode(GizmoLayout::Mode(m_gizmoModes->checkedAction()->data().toInt()));
    connect(m_gizmo, &GizmoController::modeChanged, this, [this](GizmoLayout::Mode mode) {
        for (QAction *action : m_gizmoModes->actions())
            action->setChecked(action->data().toInt() == int(mode));
    });
    connect(m_selection, &Selection::changed, m_gizmo, &GizmoController::setFrame);
    connect(
        m_jointsDock, &JointsDock::positionsChanged, m_gizmo, &GizmoController::setJointPositions);
    connect(m_gizmo, &GizmoController::editFailed, this,
        [this](const QString &message) { statusBar()->showMessage(message, 10000); });
    connect(m_gizmo, &GizmoController::dragInfo, this, [this](const QString &text) {
        if (!text.isEmpty())
            statusBar()->showMessage(text);
        else
            statusBar()->clearMessage();
    });
    m_gizmo->setIk(m_ikAction->isChecked());
    m_gizmo->setIkBase(m_jointsDock->ikBase());
    m_gizmo->setIkRanges([dock = m_jointsDock] { return dock->ranges(); });
    connect(m_gizmo, &GizmoController::ikChanged, m_ikAction, &QAction::setChecked);
    connect(m_jointsDock, &JointsDock::ikBaseChanged, m_gizmo, &GizmoController::setIkBase);
    connect(
        m_gizmo, &GizmoController::jointPositionsDragged, m_jointsDock, &JointsDock::setPositions);
    connect(m_gizmo, &GizmoController::ikStatus, this, [this](const QString &message) {
        if (!message.isEmpty())
            statusBar()->showMessage(message);
        else
            statusBar()->clearMessage();
    });
    showDocument(keepView);
    old.reset();
    setWindowModified(false);
    m_selection->setFrame(selected);
    if (keepView)
        statusBar()->showMessage(tr("Reloaded: %1").arg(changes), 15000);
    return true;
}

void MainWindow::filesChanged(const QStringList &paths)
{
    if (!m_session)
        return;
    // Our own save: the files on disk hold the session's bytes.
    const bool ownSave = std::all_of(paths.begin(), paths.end(), [this](const QString &path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) && file.readAll() == m_session->bytes(path);
    });
    if (ownSave)
        return;
    QStringList names;
    for (const QString &path : paths)
        names << QFileInfo(path).fileName();
    if (hasUnsavedEdits()) {
        statusBar()->showMessage(tr("%1 changed on disk; not reloaded, there are unsaved edits")
                                     .arg(names.join(QStringLiteral(", "))));
        return;
    }
    if (!QFileInfo::exists(m_session->path())) {
        statusBar()->showMessage(
            tr("%1 was removed from disk").arg(QFileInfo(m_session->path()).fileName()));
        return;
    }
    reload();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    acceptDrag(event);
}

void MainWindow::acceptDrag(QDragMoveEvent *event)
{
    if (!droppedFiles(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QStringList paths = droppedFiles(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    openFiles(paths);
}

} // namespace robostage
