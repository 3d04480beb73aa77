#include "properties/propertiesdock.h"

#include "base/selection.h"
#include "dialogs/sharededitprompt.h"
#include "edit/commands.h"
#include "edit/editsession.h"
#include "edit/entitylookup.h"
#include "properties/fuelnote.h"
#include "properties/propertyeditors.h"
#include "scenetree/scenetreemodel.h"

#include <QCheckBox>
#include <QColorDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <cmath>
#include <iterator>

namespace robostage {

namespace {

QLabel *readOnly(const QString &text)
{
    return readOnlyLabel(text);
}

QColor toQColor(const Color &c)
{
    return QColor::fromRgbF(c.r, c.g, c.b, c.a);
}

/// The kind of entity as the header names it, translated: the scene tree's name for it.
QString kindLabel(FrameKind kind)
{
    using Tree = SceneTreeModel::Kind;
    // Indexed by FrameKind (World, Model, Link, Joint, Frame, Visual, Collision, Light, Sensor).
    static constexpr Tree kTreeKind[] = {Tree::World, Tree::Model, Tree::Link, Tree::Joint,
        Tree::Frame, Tree::Visual, Tree::Collision, Tree::Light, Tree::Sensor};
    static_assert(std::size(kTreeKind) == size_t(FrameKind::Sensor) + 1);
    return SceneTreeModel::kindName(kTreeKind[size_t(kind)]);
}

} // namespace

PropertiesDock::PropertiesDock(QWidget *parent)
    : QDockWidget(tr("Properties"), parent)
    , m_header(new QLabel)
    , m_message(new QLabel)
{
    setObjectName(QStringLiteral("propertiesDock"));
    auto *outer = new QWidget;
    auto *layout = new QVBoxLayout(outer);
    m_header->setObjectName(QStringLiteral("propertiesHeader"));
    m_header->setWordWrap(true);
    m_message->setObjectName(QStringLiteral("propertiesMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_message->hide();
    layout->addWidget(m_header);
    auto *scroll = new QScrollArea;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Narrower than its fields, the form scrolls rather than cutting them off.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    auto *inner = new QWidget;
    m_layout = new QVBoxLayout(inner);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addStretch(1);
    scroll->setWidget(inner);
    layout->addWidget(scroll, 1);
    // A refused edit's message goes under the form, so that no field moves while the user is
    // typing or about to click the next one (issue 30, item 9).
    layout->addWidget(m_message);
    setWidget(outer);
    showFrame(kNoFrame);
}

PropertiesDock::~PropertiesDock() = default;

void PropertiesDock::setSession(edit::EditSession *session)
{
    m_session = session;
    showFrame(m_selection ? m_selection->frame() : kNoFrame);
}

void PropertiesDock::setSelection(Selection *selection)
{
    m_selection = selection;
    connect(selection, &Selection::changed, this, [this](FrameId frame) {
        // A refused edit's message stays while the same entity is shown again.
        if (frame != m_frame)
            m_message->hide();
        // The entity shown until now becomes the one the distance is measured from.
        if (frame != m_frame && m_frame != kNoFrame && m_session
            && m_frame < m_session->document().frames().size()) {
            const FrameNode &node = m_session->document().frames().node(m_frame);
            m_previousKind = int(node.kind);
            m_previousName = node.scopedName;
        }
        showFrame(frame);
    });
}

QString PropertiesDock::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void PropertiesDock::refuse(const QString &message)
{
    m_message->setText(message);
    m_message->show();
}

QFormLayout *PropertiesDock::addGroup(const QString &title)
{
    auto *box = new QGroupBox(title, m_content);
    auto *form = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_content->layout()->addWidget(box);
    return form;
}

void PropertiesDock::showFrame(FrameId frame)
{
    m_frame = frame;
    m_name = nullptr;
    m_distance = nullptr;
    // The old form may hold the editor whose signal led here: delete it later.
    if (m_content) {
        m_content->hide();
        m_content->deleteLater();
    }
    m_content = new QWidget;
    auto *contentLayout = new QVBoxLayout(m_content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    m_layout->insertWidget(0, m_content);
    fillForm(frame);
    m_content->show(); // now, with its groups, not when the event loop runs again
}

void PropertiesDock::fillForm(FrameId frame)
{
    edit::EntityInfo info;
    if (m_session && frame != kNoFrame && addLoopJoint(frame))
        return;
    if (!m_session || frame == kNoFrame
        || !edit::lookupEntity(m_session->document(), frame, info)) {
        m_header->setText(tr("Select a model, link, joint, visual, collision, frame or light to "
                             "see its properties."));
        return;
    }
    m_header->setText(
        tr("<b>%1</b> %2").arg(kindLabel(info.kind), info.scopedName.toHtmlEscaped()));
    QFormLayout *form = addGroup(tr("Entity"));
    switch (info.kind) {
    case FrameKind::Model:
        addNameAndPose(form, info.model->name, info.model->pose);
        addModel(*info.model);
        break;
    case FrameKind::Link:
        addNameAndPose(form, info.link->name, info.link->pose);
        addLink(*info.link);
        addCollisionFilterGroups(*info.link);
        break;
    case FrameKind::Visual:
        addNameAndPose(form, info.visual->name, info.visual->pose);
        addVisual(*info.visual);
        break;
    case FrameKind::Collision:
        addNameAndPose(form, info.collision->name, info.collision->pose);
        addGeometry(addGroup(tr("Geometry")), info.collision->geometry);
        break;
    case FrameKind::Joint:
        addNameAndPose(form, info.joint->name, info.joint->pose);
        addJoint(*info.joint);
        break;
    case FrameKind::Frame:
        addNameAndPose(form, info.frame->name, info.frame->pose);
        form->addRow(tr("Attached to"),
            readOnly(
                info.frame->attachedTo.isEmpty() ? tr("(model frame)") : info.frame->attachedTo));
        break;
    case FrameKind::Light:
        addNameAndPose(form, info.light->name, info.light->pose);
        addLight(*info.light);
        break;
    default:
        break;
    }
    addDistance();
}

void PropertiesDock::commitName(QLineEdit *edit, const QString &oldName)
{
    const QString name = edit->text().trimmed();
    if (name == oldName)
        return;
    if (name.isEmpty()) {
        refuse(tr("The name cannot be empty; it was not changed."));
        edit->setText(oldName);
        return;
    }
    edit::EditResult result;
    auto command = edit::RenameEntity::create(*m_session, m_frame, name, result);
    if (!apply(std::move(command), result))
        edit->setText(oldName);
}

bool PropertiesDock::apply(std::unique_ptr<QUndoCommand> command, const edit::EditResult &result)
{
    if (!command) {
        if (!result.ok) {
            refuse(result.error);
            showFrame(m_frame);
        }
        return result.ok;
    }
    m_message->hide();
    // Through the session, which reports the result's notes (the window's status bar) once
    // the macro is closed: closing it clears what the status bar said before the edit.
    QUndoStack *stack = m_session->undoStack();
    stack->beginMacro(command->text());
    edit::EditResult withoutNotes = result;
    withoutNotes.notes.clear();
    m_session->push(std::move(command), withoutNotes);
    stack->endMacro();
    m_session->push(nullptr, result);
    return true;
}

void PropertiesDock::addModel(const Model &model)
{
    QFormLayout *form = addGroup(tr("Model"));
    auto *isStatic = new QCheckBox(tr("static (does not move in simulation)"));
    isStatic->setObjectName(QStringLiteral("staticCheck"));
    isStatic->setChecked(model.isStatic);
    connect(isStatic, &QCheckBox::clicked, this, [this](bool checked) {
        edit::EditResult result;
        auto command = edit::SetModelStatic::create(*m_session, m_frame, checked, result);
        apply(std::move(command), result);
    });
    form->addRow(tr("Static"), isStatic);
    if (model.include.present) {
        form->addRow(tr("Included from"), readOnly(model.include.uri));
        // Which file was read for it, and for a Fuel URL the cache entry it came from.
        QString read = model.include.resolvedPath;
        const QString fuel = fuelCacheNote(
            model.include.uri, m_session->document().filePath(model.include.source));
        if (!fuel.isEmpty())
            read += QLatin1Char('\n') + fuel;
        QLabel *readLabel = readOnly(read);
        readLabel->setObjectName(QStringLiteral("includeRead"));
        form->addRow(tr("Read from"), readLabel);
    }
    form->addRow(tr("Format"), readOnly(model.version));
}

void PropertiesDock::addVisual(const Visual &visual)
{
    addGeometry(addGroup(tr("Geometry")), visual.geometry);
    QFormLayout *form = addGroup(tr("Material"));
    const Color color = visual.material.diffuse.value_or(Color {1, 1, 1, 1});
    const QStringList written = writtenColor(visual);
    auto *button = new QPushButton(
        tr("r %1 g %2 b %3 a %4")
            .arg(displayFloat(color.r, written.value(0)), displayFloat(color.g, written.value(1)),
                displayFloat(color.b, written.value(2)), displayFloat(color.a, written.value(3))));
    button->setObjectName(QStringLiteral("colorButton"));
    QPixmap swatch(16, 16);
    swatch.fill(toQColor(color));
    button->setIcon(QIcon(swatch));
    button->setToolTip(tr("Diffuse colour, RGBA in [0, 1]; click to change"));
    connect(button, &QPushButton::clicked, this, [this, color] {
        const QColor chosen = QColorDialog::getColor(
            toQColor(color), this, tr("Visual Colour"), QColorDialog::ShowAlphaChannel);
        if (chosen.isValid())
            setVisualColor(chosen);
    });
    form->addRow(tr("Colour"), button);
    if (!visual.material.present)
        form->addRow(QString(), readOnly(tr("(no material: the default colour)")));
}

void PropertiesDock::setVisualColor(const QColor &color)
{
    if (!m_session || m_frame == kNoFrame)
        return;
    edit::EditResult result;
    // QColor's float components, written with as few digits as read back the same.
    const std::array<double, 4> rgba {shortestFloat(color.redF()), shortestFloat(color.greenF()),
        shortestFloat(color.blueF()), shortestFloat(color.alphaF())};
    auto command = makeWithSharedChoice(this, m_session, result,
        [&](edit::SharedEdit shared, edit::EditResult &r) -> std::unique_ptr<QUndoCommand> {
            return edit::SetMaterialColor::create(*m_session, m_frame, rgba, r, shared);
        });
    apply(std::move(command), result);
}

void PropertiesDock::editName()
{
    if (!m_name)
        return;
    show();
    raise();
    m_name->setFocus(Qt::ShortcutFocusReason);
    m_name->selectAll();
}

} // namespace robostage
