#include "tools/addpicking.h"

#include "base/documentwindow.h"
#include "base/selection.h"
#include "document.h"
#include "edit/entitylookup.h"
#include "viewport.h"

#include <QApplication>
#include <QKeyEvent>
#include <QStatusBar>

namespace robostage {

AddPicking::AddPicking(DocumentWindow *window)
    : QObject(window)
    , m_window(window)
    , m_viewport(window->viewport())
{
    connect(window->selection(), &Selection::changed, this, &AddPicking::selected);
}

AddPicking::~AddPicking()
{
    stop();
}

void AddPicking::placeByClick(const QString &prompt, std::function<void(const QVector3D &p_W)> done)
{
    m_placed = std::move(done);
    start(Mode::Place, prompt);
}

void AddPicking::pickLinks(const QStringList &prompts, std::function<void(FrameId, FrameId)> done)
{
    m_linksPicked = std::move(done);
    m_prompts = prompts;
    m_firstLink = kNoFrame;
    start(Mode::Links, prompts.value(0));
}

void AddPicking::start(Mode mode, const QString &prompt)
{
    stop();
    m_mode = mode;
    m_click = ViewClick();
    qApp->installEventFilter(this); // Esc anywhere in the window
    if (m_viewport && mode == Mode::Place)
        m_viewport->setCursor(Qt::CrossCursor);
    m_window->statusBar()->showMessage(tr("%1 (Esc cancels)").arg(prompt));
}

void AddPicking::stop()
{
    if (m_mode == Mode::None)
        return;
    m_mode = Mode::None;
    qApp->removeEventFilter(this);
    if (m_viewport)
        m_viewport->unsetCursor();
}

void AddPicking::cancel()
{
    if (!waiting())
        return;
    stop();
    m_window->statusBar()->showMessage(tr("Add cancelled"), 5000);
}

void AddPicking::selected(FrameId frame)
{
    const Document *document = m_window->document();
    edit::EntityInfo info;
    if (m_mode != Mode::Links || !document || !edit::lookupEntity(*document, frame, info)
        || !info.link || info.kind == FrameKind::Joint)
        return;
    if (m_firstLink == kNoFrame) {
        m_firstLink = info.link->frame;
        m_window->statusBar()->showMessage(tr("%1 (Esc cancels)").arg(m_prompts.value(1)));
        return;
    }
    const FrameId parent = m_firstLink;
    stop();
    // Called after the selection's other receivers (tree, view) are done with the click.
    QMetaObject::invokeMethod(
        this, [this, parent, child = info.link->frame] { m_linksPicked(parent, child); },
        Qt::QueuedConnection);
}

bool AddPicking::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    // Esc is ours while picking, not Edit › Select None's (its shortcut waits).
    if (type == QEvent::ShortcutOverride
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        event->accept();
        return false;
    }
    if (type == QEvent::KeyPress && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        cancel();
        return true;
    }
    if (m_mode != Mode::Place || watched != m_viewport)
        return false;
    // A press or a drag still orbits; a click places.
    const std::optional<QPointF> click = m_click.feed(*event);
    if (!click)
        return false;
    const std::optional<Viewport::Hit> hit = m_viewport->hitAt(*click);
    if (!hit)
        return true; // the sky: keep waiting
    stop();
    const QVector3D p_W = hit->p_W;
    QMetaObject::invokeMethod(
        this, [this, p_W] { m_placed(p_W); }, Qt::QueuedConnection);
    return true; // not a selection click
}

} // namespace robostage
