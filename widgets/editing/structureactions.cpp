#include "editing/structureactions.h"

#include "base/documentwindow.h"
#include "base/selection.h"
#include "document.h"
#include "edit/editsession.h"
#include "edit/entitylookup.h"
#include "edit/structurecommands.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>

#include <tinyxml2.h>

namespace robostage {

namespace {

/// The kind of the selected entity, World when nothing (or no document) is selected.
FrameKind selectedKind(const DocumentWindow *window, bool *urdf = nullptr)
{
    const Document *document = window->document();
    const FrameId frame = window->selection()->frame();
    if (!document || frame <= kWorldFrame || frame >= document->frames().size())
        return FrameKind::World;
    const FrameNode &node = document->frames().node(frame);
    // A frame node without a scene entity (a Drake loop joint's attachment frame) is not edited.
    edit::EntityInfo info;
    if (node.kind == FrameKind::Frame && !edit::lookupEntity(*document, frame, info))
        return FrameKind::World;
    if (urdf) {
        const SourceRef &ref = node.source;
        const bool known = ref.file >= 0 && ref.file < int(document->files().size());
        const tinyxml2::XMLDocument *xml
            = known ? document->files()[size_t(ref.file)].xml.get() : nullptr;
        *urdf = xml && xml->RootElement() && QByteArray(xml->RootElement()->Name()) == "robot";
    }
    return node.kind;
}

/// True when URDF link `frame` has no parent joint (the robot's root link).
bool isUrdfRootLink(const Document &document, FrameId frame)
{
    edit::EntityInfo info;
    if (!edit::lookupEntity(document, frame, info) || !info.model || !info.link)
        return false;
    return std::none_of(info.model->joints.begin(), info.model->joints.end(),
        [&](const Joint &j) { return j.child == info.link->name; });
}

} // namespace

StructureActions::StructureActions(DocumentWindow *window, QMenu *editMenu)
    : QObject(window)
    , m_window(window)
{
    m_delete = new QAction(tr("&Delete"), window);
    m_delete->setObjectName(QStringLiteral("deleteAction"));
    m_delete->setShortcut(QKeySequence::Delete);
    m_delete->setStatusTip(tr("Delete the selected entity (a link with the joints that connect "
                              "it)"));
    connect(m_delete, &QAction::triggered, this, [this] { deleteSelected(); });
    m_duplicate = new QAction(tr("D&uplicate"), window);
    m_duplicate->setObjectName(QStringLiteral("duplicateAction"));
    m_duplicate->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_duplicateTip = tr("Copy the selected entity next to it, at the same pose (a URDF link with "
                        "its parent joint and the links below it)");
    m_duplicate->setStatusTip(m_duplicateTip);
    connect(m_duplicate, &QAction::triggered, this, [this] { duplicateSelected(); });
    m_rename = new QAction(tr("Re&name…"), window);
    m_rename->setObjectName(QStringLiteral("renameAction"));
    m_rename->setShortcut(QKeySequence(Qt::Key_F2));
    m_rename->setStatusTip(tr("Rename the selected entity and every reference to it"));
    connect(m_rename, &QAction::triggered, window, &DocumentWindow::renameSelected);
    editMenu->addSeparator();
    editMenu->addActions({m_delete, m_duplicate, m_rename});

    m_message = [this](const QString &title, const QString &text) {
        QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Ok, m_window);
        box.setObjectName(QStringLiteral("structureError"));
        box.exec();
    };
    connect(window->selection(), &Selection::changed, this, &StructureActions::updateActions);
    updateActions();
}

void StructureActions::updateActions()
{
    bool urdf = false;
    const FrameKind kind = m_window->session() ? selectedKind(m_window, &urdf) : FrameKind::World;
    const bool entity = kind != FrameKind::World;
    m_delete->setEnabled(entity);
    const QString why = duplicateRefusal(kind, urdf);
    m_duplicate->setEnabled(why.isEmpty());
    m_duplicate->setToolTip(why.isEmpty() ? m_duplicateTip : why);
    m_duplicate->setStatusTip(why.isEmpty() ? m_duplicateTip : why);
    m_rename->setEnabled(entity && kind != FrameKind::Sensor);
}

QString StructureActions::duplicateRefusal(FrameKind kind, bool urdf) const
{
    switch (kind) {
    case FrameKind::Model:
    case FrameKind::Visual:
    case FrameKind::Collision:
    case FrameKind::Frame:
    case FrameKind::Light:
        return QString();
    case FrameKind::Link:
        return urdf && isUrdfRootLink(*m_window->document(), m_window->selection()->frame())
            ? tr("Duplicate: the root link of a URDF robot cannot be copied (the copy would be a "
                 "second root); duplicate one of its child links")
            : QString();
    case FrameKind::Joint:
        return tr("Duplicate: a joint is not copied alone (a second joint with the same child "
                  "link is invalid); duplicate its child link, which takes the joint along");
    case FrameKind::Sensor:
        return tr("Duplicate: sensors are not copied; duplicate the link that holds the sensor");
    case FrameKind::World:
    default:
        return m_window->session()
            ? tr("Duplicate: select a model, link, visual, collision, frame or light")
            : tr("Duplicate: open a file first");
    }
}

bool StructureActions::deleteSelected()
{
    edit::EditSession *session = m_window->session();
    if (!session || !m_delete->isEnabled())
        return false;
    edit::EditResult result;
    auto command = edit::DeleteEntity::create(*session, m_window->selection()->frame(), result);
    if (!command) {
        refuse(tr("Delete"), result.error);
        return false;
    }
    const QString done = command->text();
    m_window->selection()->clear();
    result = session->push(std::move(command), result);
    report(done, result.notes);
    return true;
}

bool StructureActions::duplicateSelected()
{
    edit::EditSession *session = m_window->session();
    if (!session || !m_duplicate->isEnabled())
        return false;
    edit::EditResult result;
    auto command
        = edit::DuplicateEntity::create(*session, m_window->selection()->frame(), {}, result);
    if (!command) {
        refuse(tr("Duplicate"), result.error);
        return false;
    }
    const QString done = command->text();
    const QString copy = command->copySpec();
    result = session->push(std::move(command), result);
    const FrameId id = edit::findEntity(session->document(), copy, {}, nullptr);
    if (id != kNoFrame)
        m_window->selection()->setFrame(id);
    report(done, result.notes);
    return true;
}

void StructureActions::refuse(const QString &title, const QString &error)
{
    m_window->statusBar()->showMessage(error, 15000);
    m_message(title, error);
}

void StructureActions::report(const QString &done, const QStringList &notes)
{
    QStringList parts {done};
    parts << notes;
    m_window->statusBar()->showMessage(parts.join(QStringLiteral("; ")), 10000);
}

} // namespace robostage
