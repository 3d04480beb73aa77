#include "editing/clipboardactions.h"

#include "base/documentwindow.h"
#include "base/selection.h"
#include "document.h"
#include "edit/editsession.h"
#include "edit/entityclipboard.h"
#include "edit/entitylookup.h"
#include "editing/addactions.h"
#include "editing/structureactions.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QKeyEvent>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QTreeView>
#include <QUndoStack>

namespace robostage {

namespace {

/// The clipboard's entity copied from RoboStage, or nothing (`error` says why).
std::optional<edit::CopiedEntity> clipboardEntity(QString *error)
{
    const QMimeData *data = QApplication::clipboard()->mimeData();
    const QLatin1String type(edit::CopiedEntity::kMimeType);
    if (!data || !data->hasFormat(type)) {
        *error = QCoreApplication::translate(
            "robostage::ClipboardActions", "Copy a model, link, visual, collision or frame first");
        return std::nullopt;
    }
    return edit::CopiedEntity::fromXml(data->data(type), error);
}

} // namespace

ClipboardActions::ClipboardActions(DocumentWindow *window, QMenu *editMenu,
    StructureActions *structure, AddActions *add, QTreeView *sceneTree)
    : QObject(window)
    , m_window(window)
    , m_structure(structure)
    , m_add(add)
    , m_cut(new QAction(tr("Cu&t"), window))
    , m_copy(new QAction(tr("&Copy"), window))
    , m_paste(new QAction(tr("&Paste"), window))
{
    m_cut->setObjectName(QStringLiteral("cutAction"));
    m_cut->setShortcut(QKeySequence::Cut);
    m_copy->setObjectName(QStringLiteral("copyAction"));
    m_copy->setShortcut(QKeySequence::Copy);
    m_paste->setObjectName(QStringLiteral("pasteAction"));
    m_paste->setShortcut(QKeySequence::Paste);
    connect(m_cut, &QAction::triggered, this, &ClipboardActions::cut);
    connect(m_copy, &QAction::triggered, this, &ClipboardActions::copy);
    connect(m_paste, &QAction::triggered, this, &ClipboardActions::paste);
    // Before Delete, as in other editors' Edit menus (Undo, Redo | Copy, Paste, Delete, …).
    editMenu->insertActions(structure->deleteAction(), {m_cut, m_copy, m_paste});
    connect(window->selection(), &Selection::changed, this, &ClipboardActions::updateActions);
    connect(QApplication::clipboard(), &QClipboard::dataChanged, this,
        &ClipboardActions::updateActions);
    connect(editMenu, &QMenu::aboutToShow, this, &ClipboardActions::updateActions);
    // The scene tree would take Ctrl+C for its row's text (QAbstractItemView): there the keys
    // copy and paste entities.
    sceneTree->installEventFilter(this);
    updateActions();
}

bool ClipboardActions::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->matches(QKeySequence::Copy) || key->matches(QKeySequence::Paste)
            || key->matches(QKeySequence::Cut)) {
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

void ClipboardActions::updateActions()
{
    const Document *document = m_window->session() ? m_window->document() : nullptr;
    const FrameId frame = m_window->selection()->frame();
    m_copy->setEnabled(document && frame > kWorldFrame && frame < document->frames().size());
    QAction *remove = m_structure->deleteAction();
    m_cut->setEnabled(m_copy->isEnabled() && remove->isEnabled());
    m_cut->setToolTip(
        m_cut->isEnabled() ? tr("Copy the selection and delete it") : remove->toolTip());
    QString why;
    const std::optional<edit::CopiedEntity> copied = clipboardEntity(&why);
    const edit::AddSpec::Kind kind = copied && document ? copied->addKind(document->scene().format)
                                                        : edit::AddSpec::Kind::Link;
    const bool place = document && copied && !m_add->parentFor(kind, &why).isEmpty();
    m_paste->setEnabled(place);
    m_paste->setToolTip(place ? tr("Paste %1 %2 into %3")
                                    .arg(QString::fromLatin1(frameKindName(copied->kind)),
                                        copied->name, m_add->parentFor(kind))
                              : why);
    m_paste->setStatusTip(m_paste->toolTip());
}

bool ClipboardActions::copy()
{
    const Document *document = m_window->session() ? m_window->document() : nullptr;
    edit::CopiedEntity copied;
    QString error;
    if (!document || !edit::copyEntity(*document, m_window->selection()->frame(), copied, &error)) {
        refuse(error);
        return false;
    }
    auto *data = new QMimeData;
    data->setData(QLatin1String(edit::CopiedEntity::kMimeType), copied.toXml());
    data->setText(QString::fromUtf8(copied.text()));
    QApplication::clipboard()->setMimeData(data);
    m_window->statusBar()->showMessage(
        tr("Copied %1 %2").arg(QString::fromLatin1(frameKindName(copied.kind)), copied.name), 5000);
    return true;
}

bool ClipboardActions::cut()
{
    // Copy, then Delete (one undo step, which says what went); nothing is deleted when the
    // copy was refused, and Delete refuses what it cannot remove with its reason.
    updateActions();
    if (!m_cut->isEnabled()) {
        refuse(m_cut->toolTip());
        return false;
    }
    if (!copy())
        return false;
    const int before = m_window->session()->undoStack()->count();
    m_structure->deleteAction()->trigger();
    return m_window->session()->undoStack()->count() > before;
}

bool ClipboardActions::paste()
{
    edit::EditSession *session = m_window->session();
    QString error;
    const std::optional<edit::CopiedEntity> copied = clipboardEntity(&error);
    const edit::AddSpec::Kind kind = copied && session
        ? copied->addKind(session->document().scene().format)
        : edit::AddSpec::Kind::Link;
    const QString parent = copied ? m_add->parentFor(kind, &error) : QString();
    if (!session || parent.isEmpty()) {
        refuse(error);
        return false;
    }
    // A URDF link pasted into an SDFormat model hangs from the selected link by its joint.
    edit::EditResult result;
    auto command
        = edit::PasteEntity::create(*session, *copied, parent, result, m_add->parentLinkFor(kind));
    if (!command) {
        refuse(result.error);
        return false;
    }
    const QString text = command->text(), pasted = command->pastedSpec();
    result = session->push(std::move(command), result);
    const FrameId id = edit::findEntity(session->document(), pasted, {}, nullptr);
    if (id != kNoFrame)
        m_window->selection()->setFrame(id);
    m_window->statusBar()->showMessage((QStringList {text} << result.notes).join(u"; "), 10000);
    return true;
}

void ClipboardActions::refuse(const QString &error)
{
    m_window->statusBar()->showMessage(error, 15000);
    QMessageBox box(QMessageBox::Warning, tr("Paste"), error, QMessageBox::Ok, m_window);
    box.setObjectName(QStringLiteral("pasteError"));
    if (m_showErrors)
        box.exec();
}

} // namespace robostage
