#include "editing/contextmenus.h"

#include "base/documentwindow.h"
#include "base/selection.h"
#include "document.h"
#include "edit/entitylookup.h"
#include "editing/addactions.h"
#include "editing/clipboardactions.h"
#include "editing/structureactions.h"
#include "scenetree/scenetreemodel.h"
#include "viewport.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMouseEvent>
#include <QStatusBar>
#include <QTreeView>
#include <QUrl>

namespace robostage {

namespace {

/// How far (pixels) the mouse may move between press and release of a click.
constexpr int kClickSlop = 4;

/// Inserts `actions` into `menu` after `after` (at the end when `after` is not in it).
void insertAfter(QMenu *menu, const QAction *after, const QList<QAction *> &actions)
{
    const QList<QAction *> all = menu->actions();
    const qsizetype index = all.indexOf(const_cast<QAction *>(after));
    QAction *before = index >= 0 && index + 1 < all.size() ? all.at(index + 1) : nullptr;
    menu->insertActions(before, actions);
}

/// Whether `kind` has visuals or collisions to hide.
bool isDrawn(FrameKind kind)
{
    return kind == FrameKind::Model || kind == FrameKind::Link || kind == FrameKind::Visual
        || kind == FrameKind::Collision;
}

} // namespace

ContextMenus::ContextMenus(DocumentWindow *window, QMenu *editMenu, QMenu *viewMenu,
    StructureActions *structure, AddActions *add, ClipboardActions *clipboard, QTreeView *sceneTree)
    : QObject(window)
    , m_window(window)
    , m_structure(structure)
    , m_add(add)
    , m_clipboard(clipboard)
    , m_viewport(window->viewport())
    , m_menu(new QMenu(window))
{
    m_menu->setObjectName(QStringLiteral("contextMenu"));
    m_focus = new QAction(tr("&Focus on Selection"), window);
    m_focus->setObjectName(QStringLiteral("focusAction"));
    m_focus->setStatusTip(tr("Turn the camera to the selection so that it fills the view"));
    connect(m_focus, &QAction::triggered, this, [this] {
        if (m_viewport)
            m_viewport->focus(m_window->selection()->frame());
    });
    m_hide = new QAction(tr("&Hide Selected"), window);
    m_hide->setObjectName(QStringLiteral("hideAction"));
    m_hide->setStatusTip(tr("Hide or show the visuals and collisions of the selection"));
    connect(m_hide, &QAction::triggered, this, &ContextMenus::toggleHidden);
    m_copyName = new QAction(tr("Copy &Name"), window);
    m_copyName->setObjectName(QStringLiteral("copyNameAction"));
    m_copyName->setStatusTip(tr("Copy the name of the selected entity to the clipboard"));
    connect(m_copyName, &QAction::triggered, this, [this] {
        const Document *document = m_window->document();
        const FrameId frame = m_window->selection()->frame();
        if (document && frame > kWorldFrame && frame < document->frames().size())
            QApplication::clipboard()->setText(
                document->frames().node(frame).scopedName.section(QStringLiteral("::"), -1));
    });
    m_openFile = new QAction(tr("&Open Containing File"), window);
    m_openFile->setObjectName(QStringLiteral("openContainingFileAction"));
    m_openFile->setStatusTip(tr("Open the file the selected entity was read from"));
    connect(m_openFile, &QAction::triggered, this, [this] {
        const QString path = containingFile();
        if (path.isEmpty())
            return;
        if (path == m_window->document()->path()) // the opened file itself: its folder
            QDesktopServices::openUrl(QUrl::fromLocalFile(QFileInfo(path).absolutePath()));
        else
            m_window->openFiles({path});
    });

    insertAfter(editMenu, structure->renameAction(), {m_copyName});
    insertAfter(
        viewMenu, window->findChild<QAction *>(QStringLiteral("fitAction")), {m_focus, m_hide});
    m_menu->addActions({m_focus, m_hide});
    m_menu->addSeparator();
    m_menu->addActions({structure->renameAction(), structure->duplicateAction(),
        clipboard->cutAction(), clipboard->copyAction(), clipboard->pasteAction(),
        structure->deleteAction(), m_copyName});
    m_menu->addMenu(m_add->menu());
    m_menu->addSeparator();
    m_menu->addAction(m_openFile);

    sceneTree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(sceneTree, &QWidget::customContextMenuRequested, this,
        [this, sceneTree](const QPoint &pos) {
            const QModelIndex index = sceneTree->indexAt(pos);
            if (!index.isValid())
                return;
            sceneTree->setCurrentIndex(index);
            m_add->setPlacementPoint(std::nullopt);
            popup(index.data(SceneTreeModel::FrameIdRole).toInt(),
                sceneTree->viewport()->mapToGlobal(pos));
        });
    if (m_viewport)
        m_viewport->installEventFilter(this);
    connect(window->selection(), &Selection::changed, this, &ContextMenus::updateActions);
    updateActions();
}

ContextMenus::~ContextMenus()
{
    if (m_viewport)
        m_viewport->removeEventFilter(this);
}

QMenu *ContextMenus::popup(FrameId frame, const QPoint &globalPos)
{
    m_window->selection()->setFrame(frame);
    m_structure->updateActions();
    m_add->updateActions();
    m_clipboard->updateActions();
    updateActions();
    m_menu->popup(globalPos);
    return m_menu;
}

void ContextMenus::updateActions()
{
    const Document *document = m_window->document();
    const FrameId frame = m_window->selection()->frame();
    const bool entity = document && frame > kWorldFrame && frame < document->frames().size();
    const FrameKind kind = entity ? document->frames().node(frame).kind : FrameKind::World;
    const bool hidden = m_viewport && m_viewport->hiddenFrames().contains(frame);
    m_focus->setEnabled(entity && m_viewport);
    m_hide->setEnabled(entity && m_viewport && isDrawn(kind));
    m_hide->setText(hidden ? tr("&Show Selected") : tr("&Hide Selected"));
    m_copyName->setEnabled(entity);
    // An entity of the opened file itself shows its folder (issue 30: the action was greyed
    // out there without a word); one of an included file opens that file.
    const QString containing = containingFile();
    const bool own = !containing.isEmpty() && containing == document->path();
    m_openFile->setEnabled(!containing.isEmpty());
    m_openFile->setText(own ? tr("Show Containing &Folder") : tr("&Open Containing File"));
    m_openFile->setToolTip(containing.isEmpty()
            ? tr("Select an entity to open the file it was read from")
            : own ? tr("Show the folder of %1 in the file manager")
                        .arg(QDir::toNativeSeparators(containing))
                  : tr("Open %1, which the selected entity was read from")
                        .arg(QDir::toNativeSeparators(containing)));
}

bool ContextMenus::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_viewport)
        return false;
    const auto type = event->type();
    if (type != QEvent::MouseButtonPress && type != QEvent::MouseButtonRelease)
        return false;
    const auto *mouse = static_cast<QMouseEvent *>(event);
    if (mouse->button() != Qt::RightButton)
        return false;
    const QPoint pos = mouse->position().toPoint();
    if (type == QEvent::MouseButtonPress) {
        m_pressPos = pos;
        m_rightDown = true;
    } else if (m_rightDown) {
        m_rightDown = false;
        if ((pos - m_pressPos).manhattanLength() <= kClickSlop) {
            // The point under the cursor is where Add › Link… or Model… puts the new entity.
            const std::optional<Viewport::Hit> hit = m_viewport->hitAt(mouse->position());
            m_add->setPlacementPoint(hit ? std::optional<QVector3D>(hit->p_W) : std::nullopt);
            popup(hit ? hit->frame : kNoFrame, m_viewport->mapToGlobal(pos));
        }
    }
    return false;
}

QString ContextMenus::containingFile() const
{
    const Document *document = m_window->document();
    edit::EntityInfo info;
    if (!document || !edit::lookupEntity(*document, m_window->selection()->frame(), info))
        return {};
    const int file = info.source.file;
    if (file < 0 || file >= int(document->files().size()))
        return {};
    if (!document->files()[size_t(file)].generatedFrom.isEmpty()) // xacro's expansion
        return document->path();
    const QString path = document->files()[size_t(file)].path;
    if (QFileInfo(path).canonicalFilePath() == QFileInfo(document->path()).canonicalFilePath())
        return document->path();
    return QFileInfo::exists(path) ? path : QString();
}

void ContextMenus::toggleHidden()
{
    if (!m_viewport || !m_hide->isEnabled())
        return;
    const FrameId frame = m_window->selection()->frame();
    QSet<FrameId> hidden = m_viewport->hiddenFrames();
    if (hidden.contains(frame))
        hidden.remove(frame);
    else
        hidden.insert(frame);
    m_viewport->setHiddenFrames(hidden);
    updateActions();
}

} // namespace robostage
