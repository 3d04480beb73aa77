#include "compare/differencesdock.h"

#include "base/documentwindow.h"
#include "base/selection.h"
#include "document.h"
#include "edit/editsession.h"
#include "meshcache.h"
#include "meshprovider.h"
#include "sceneview.h"
#include "viewport.h"

#include <Qt3DRender/QCamera>

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QStatusBar>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace robostage {

namespace {

constexpr int kEntityRole = Qt::UserRole; ///< scoped name in the open document
constexpr int kKindRole = Qt::UserRole + 1; ///< its kind (frameKindName())
constexpr int kRemovedRole = Qt::UserRole + 2; ///< only in the other file

} // namespace

DifferencesDock::DifferencesDock(DocumentWindow *window)
    : QDockWidget(tr("Differences"), window)
    , m_window(window)
    , m_summary(new QLabel)
    , m_list(new QTreeWidget)
    , m_stop(new QPushButton(tr("&Stop Comparing")))
{
    setObjectName(QStringLiteral("differencesDock"));
    m_summary->setObjectName(QStringLiteral("compareSummary"));
    m_summary->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("differencesList"));
    m_list->setHeaderLabels({tr("Entity"), tr("Change")});
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_stop->setObjectName(QStringLiteral("stopCompareButton"));
    connect(m_stop, &QPushButton::clicked, this, &DifferencesDock::stop);
    connect(m_list, &QTreeWidget::itemClicked, this, &DifferencesDock::activate);
    connect(m_list, &QTreeWidget::itemActivated, this, &DifferencesDock::activate);
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *header = new QHBoxLayout;
    header->addWidget(m_summary, 1);
    header->addWidget(m_stop, 0, Qt::AlignTop);
    layout->addLayout(header);
    layout->addWidget(m_list, 1);
    setWidget(body);
    stop();
}

DifferencesDock::~DifferencesDock() = default;

DifferencesDock *DifferencesDock::install(
    DocumentWindow *window, QMenu *fileMenu, QDockWidget *tabbedWith)
{
    auto *dock = new DifferencesDock(window);
    window->addDockWidget(Qt::BottomDockWidgetArea, dock);
    if (tabbedWith)
        window->tabifyDockWidget(tabbedWith, dock);
    dock->hide();
    const auto report = [window](const QString &error) {
        if (!error.isEmpty())
            window->statusBar()->showMessage(error, 15000);
    };
    // Before the Close group, after Export (the last separator before Close).
    QAction *close = fileMenu->findChild<QAction *>(QStringLiteral("closeAction"));
    QAction *with = new QAction(tr("Compare &With…"), dock);
    QAction *saved = new QAction(tr("Compare With &Saved"), dock);
    fileMenu->insertActions(close, {with, saved});
    fileMenu->insertSeparator(close);
    connect(with, &QAction::triggered, dock, [dock, window, report] {
        const QString path = QFileDialog::getOpenFileName(window, tr("Compare With"),
            QFileInfo(window->session() ? window->session()->path() : QString()).absolutePath(),
            tr("Robot and world descriptions (*.sdf *.world *.urdf *.xacro *.ros2 *.rsi2);;All "
               "files (*)"));
        QString error;
        if (!path.isEmpty() && !dock->compareWith(path, &error))
            report(error);
    });
    with->setObjectName(QStringLiteral("compareWithAction"));
    with->setStatusTip(tr("Show another description as a ghost in the view and list what differs"));
    connect(saved, &QAction::triggered, dock, [dock, report] {
        QString error;
        if (!dock->compareWithSaved(&error))
            report(error);
    });
    saved->setObjectName(QStringLiteral("compareWithSavedAction"));
    saved->setStatusTip(tr("Show the file as last saved as a ghost and list the unsaved changes"));
    return dock;
}

void DifferencesDock::setSession(edit::EditSession *session)
{
    if (m_session) {
        disconnect(m_session, nullptr, this, nullptr);
        disconnect(m_session->undoStack(), nullptr, this, nullptr);
    }
    m_session = session;
    if (!session || session->path() != m_path) {
        stop();
        return;
    }
    connect(session, &edit::EditSession::changed, this, &DifferencesDock::refresh);
    if (m_withSaved) {
        QString ignored;
        compareWithSaved(&ignored); // a reload: the file on disk may have changed
        return;
    }
    refresh();
}

bool DifferencesDock::compareWith(const QString &path, QString *error)
{
    if (!m_session) {
        *error = tr("Compare: open a file first");
        return false;
    }
    if (!QFileInfo(path).isFile()) {
        *error = tr("Compare: %1 cannot be read; check the path").arg(path);
        return false;
    }
    auto other = Document::load(path, m_session->resolver(), {}, m_session->arguments());
    if (other->files().empty()) {
        *error = tr("Compare: %1 is not a description RoboStage reads").arg(path);
        return false;
    }
    stop();
    m_path = m_session->path();
    m_otherPath = path;
    m_other = std::move(other);
    connect(m_session, &edit::EditSession::changed, this, &DifferencesDock::refresh);
    // The ghost: the other version see-through, without its own grid and sky.
    // The window's mesh cache: files the open document shares with the other are read once.
    MeshCache *cache = m_window->findChild<MeshCache *>();
    if (!cache) {
        m_meshCache = std::make_unique<MeshCache>();
        cache = m_meshCache.get();
    }
    m_meshes = std::make_unique<CachedMeshProvider>(*cache, m_other.get());
    m_meshes->prefetch(*m_other);
    m_ghost = std::make_unique<SceneView>(*m_other, m_window->viewport()->rootEntity(), *m_meshes);
    cache->releasePrepared(); // the ghost's textures and buffers hold what they use
    m_ghost->setRenderStyle(SceneView::RenderStyle::Transparent);
    m_ghost->setHelpersVisible(false);
    m_ghost->setSkyVisible(false);
    m_ghost->setShadowsEnabled(false);
    // Its see-through parts are drawn back to front from wherever the camera goes.
    Qt3DRender::QCamera *camera = m_window->viewport()->camera();
    m_ghost->sortTranslucent(camera->position(), -1);
    m_cameraMoved = connect(
        camera, &Qt3DRender::QCamera::positionChanged, this, [this](const QVector3D &eye) {
            if (m_ghost)
                m_ghost->sortTranslucent(eye, 0.01f);
        });
    m_stop->setEnabled(true);
    show();
    raise();
    refresh();
    return true;
}

bool DifferencesDock::compareWithSaved(QString *error)
{
    if (!m_session) {
        *error = tr("Compare: open a file first");
        return false;
    }
    if (!compareWith(m_session->path(), error))
        return false;
    m_withSaved = true;
    // A save makes what is on disk the new "saved": compare with it again.
    connect(m_session->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        QString ignored;
        if (clean && m_withSaved)
            compareWithSaved(&ignored);
    });
    return true;
}

void DifferencesDock::stop()
{
    if (m_session) {
        disconnect(m_session, &edit::EditSession::changed, this, &DifferencesDock::refresh);
        disconnect(m_session->undoStack(), &QUndoStack::cleanChanged, this, nullptr);
    }
    m_withSaved = false;
    disconnect(m_cameraMoved);
    m_ghost.reset();
    m_meshes.reset();
    m_meshCache.reset();
    m_other.reset();
    m_path.clear();
    m_otherPath.clear();
    m_result = {};
    m_list->clear();
    m_summary->setText(tr("File › Compare With… shows another description, or Compare With "
                          "Saved the file as last saved, as a ghost in the view, and lists what "
                          "differs here."));
    m_stop->setEnabled(false);
}

void DifferencesDock::refresh()
{
    if (!m_other || !m_session)
        return;
    m_result = diff::compare(*m_other, m_session->document());
    m_list->clear();
    QTreeWidgetItem *entity = nullptr;
    for (const diff::Change &c : m_result.changes) {
        if (!entity || entity->data(0, kEntityRole).toString() != c.entity
            || entity->data(0, kKindRole).toString() != c.entityKind) {
            entity = new QTreeWidgetItem(m_list, {c.entity, c.entityKind});
            entity->setData(0, kEntityRole, c.entity);
            entity->setData(0, kKindRole, c.entityKind);
            entity->setData(0, kRemovedRole, c.kind == QLatin1String("removed"));
            entity->setExpanded(true);
        }
        if (c.kind == QLatin1String("added") || c.kind == QLatin1String("removed")) {
            entity->setText(1,
                c.kind == QLatin1String("added") ? tr("%1, added").arg(c.entityKind)
                                                 : tr("%1, removed").arg(c.entityKind));
            continue;
        }
        auto *item = new QTreeWidgetItem(entity,
            {c.field,
                QStringLiteral("%1 → %2").arg(
                    diff::valueText(c.oldValue, 6), diff::valueText(c.newValue, 6))});
        item->setData(0, kEntityRole, c.entity);
        item->setData(0, kKindRole, c.entityKind);
    }
    if (!m_result.moved.empty()) {
        auto *moved = new QTreeWidgetItem(m_list, {tr("Moved with the changes"), QString()});
        moved->setExpanded(true);
        for (const diff::Moved &m : m_result.moved) {
            auto *item = new QTreeWidgetItem(moved,
                {m.entity,
                    tr("%1 mm, %2°")
                        .arg(m.distance * 1000, 0, 'f', 1)
                        .arg(m.angle * 180 / M_PI, 0, 'f', 1)});
            item->setData(0, kEntityRole, m.entity);
        }
        // (moved entities are in the open document; their kind is looked up by name)
    }
    const QString other = QFileInfo(m_otherPath).fileName();
    m_summary->setText(m_result.equal()
            ? tr("No differences from %1.").arg(other)
            : tr("Compared with %1 (the ghost): %n entities differ", nullptr,
                int(m_list->topLevelItemCount() - (m_result.moved.empty() ? 0 : 1)))
                  .arg(other));
}

void DifferencesDock::activate(QTreeWidgetItem *item)
{
    const QString name = item ? item->data(0, kEntityRole).toString() : QString();
    if (name.isEmpty() || !m_session)
        return;
    if (item->data(0, kRemovedRole).toBool()) {
        m_window->statusBar()->showMessage(
            tr("%1 is only in %2").arg(name, QFileInfo(m_otherPath).fileName()), 10000);
        return;
    }
    // The entity of that exact name (and kind, where the row says it) in the open document.
    const QString kind = item->data(0, kKindRole).toString();
    const FrameGraph &graph = m_session->document().frames();
    for (const FrameId id : graph.named(name)) {
        if (kind.isEmpty() || kind == QLatin1String(frameKindName(graph.node(id).kind))) {
            m_window->selection()->setFrame(id);
            return;
        }
    }
}

} // namespace robostage
