#include "editing/addactions.h"

#include "base/documentwindow.h"
#include "base/selection.h"
#include "dialogs/adddialog.h"
#include "document.h"
#include "edit/editsession.h"
#include "edit/entitylookup.h"
#include "edit/structurecommands.h"
#include "meshuri.h"
#include "resourceresolver.h"
#include "tools/addpicking.h"

#include <QAction>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QSet>
#include <QSettings>
#include <QStatusBar>
#include <QUndoStack>
#include <QVersionNumber>

namespace robostage {

using Kind = edit::AddSpec::Kind;

/// Where an entity of one kind goes for the current selection.
struct AddActions::Place
{
    QString parent; ///< AddSpec::parent (scoped), empty when there is no place
    QString why; ///< the tool tip: where it goes, or what to select
    const Model *model = nullptr; ///< the model of a link or joint
    QString parentLink; ///< the selected link, for a joint's parent
    const Link *link = nullptr; ///< the link of a visual or collision
};

namespace {

const Kind kKinds[] = {Kind::Model, Kind::Link, Kind::Joint, Kind::Visual, Kind::Collision,
    Kind::Frame, Kind::Light, Kind::Sensor};

QString nameOf(const Document &document, FrameId frame)
{
    return frame >= 0 && frame < document.frames().size() ? document.frames().node(frame).scopedName
                                                          : QString();
}

/// `base`, else `base_1`, `base_2`, … : the first that no entity below `scope` is called.
QString uniqueName(const Document &document, const QString &scope, const QString &base)
{
    QSet<QString> taken;
    for (FrameId id = 0; id < document.frames().size(); ++id)
        taken.insert(document.frames().node(id).scopedName);
    const QString prefix = scope.isEmpty() ? QString() : scope + QStringLiteral("::");
    QString name = base;
    for (int n = 1; taken.contains(prefix + name); ++n)
        name = base + QLatin1Char('_') + QString::number(n);
    return name;
}

} // namespace

AddActions::AddActions(DocumentWindow *window, QMenu *editMenu)
    : QObject(window)
    , m_window(window)
    , m_menu(editMenu->addMenu(tr("&Add")))
    , m_picking(new AddPicking(window))
{
    // Edit › Add from the menu bar: no point right-clicked in the view.
    connect(editMenu, &QMenu::aboutToShow, this, [this] { m_point.reset(); });
    m_menu->setObjectName(QStringLiteral("addMenu"));
    const struct
    {
        const char *text;
        const char *objectName;
    } entries[]
        = {{QT_TR_NOOP("&Model…"), "addModelAction"}, {QT_TR_NOOP("&Link…"), "addLinkAction"},
            {QT_TR_NOOP("&Joint…"), "addJointAction"}, {QT_TR_NOOP("&Visual…"), "addVisualAction"},
            {QT_TR_NOOP("&Collision…"), "addCollisionAction"},
            {QT_TR_NOOP("&Frame…"), "addFrameAction"}, {QT_TR_NOOP("L&ight…"), "addLightAction"},
            {QT_TR_NOOP("&Sensor…"), "addSensorAction"}};
    for (int i = 0; i < int(std::size(entries)); ++i) {
        QAction *action = m_menu->addAction(tr(entries[i].text));
        action->setObjectName(QLatin1String(entries[i].objectName));
        connect(action, &QAction::triggered, this, [this, i] { add(kKinds[i]); });
        m_actions << action;
    }
    m_runDialog = [](AddEntityDialog &dialog) {
        return dialog.exec() == QDialog::Accepted;
    };
    connect(window->selection(), &Selection::changed, this, &AddActions::updateActions);
    connect(m_menu, &QMenu::aboutToShow, this, &AddActions::updateActions);
    updateActions();
}

QAction *AddActions::action(Kind kind) const
{
    return m_actions.value(int(kind));
}

namespace {

/// The model of the selection, else the document's only model; null when there is none.
const Model *modelOf(const Document &document, const edit::EntityInfo *info)
{
    if (info && info->model)
        return info->model;
    const std::vector<Model> &models = document.scene().world.models;
    return models.size() == 1 ? &models.front() : nullptr;
}

} // namespace

AddActions::Place AddActions::placeFor(Kind kind) const
{
    Place place;
    const Document *document = m_window->session() ? m_window->document() : nullptr;
    if (!document) {
        place.why = tr("Open or make a file first (File › New)");
        return place;
    }
    const SceneModel &scene = document->scene();
    const bool urdf = scene.format == SourceFormat::Urdf;
    edit::EntityInfo info;
    const bool selected = edit::lookupEntity(*document, m_window->selection()->frame(), info);
    const QString selectedName = selected ? info.scopedName : QString();
    switch (kind) {
    case Kind::Model:
        if (urdf) {
            place.why = tr("A URDF file holds one robot: open or make an SDFormat file");
        } else if (selected && info.kind == FrameKind::Model) {
            place.parent = selectedName;
        } else if (scene.declaresWorld) {
            place.parent = scene.world.name;
        } else if (const Model *only = modelOf(*document, nullptr)) {
            place.parent = nameOf(*document, only->frame);
        }
        break;
    case Kind::Link:
    case Kind::Joint:
        if (const Model *model = modelOf(*document, selected ? &info : nullptr)) {
            place.model = model;
            place.parent = nameOf(*document, model->frame);
            if (selected && info.link)
                place.parentLink = info.link->name;
            else if (!model->links.empty())
                place.parentLink = model->links.front().name;
            if (kind == Kind::Joint && model->links.size() < 2) {
                place.why = tr("A joint connects two links: add a second link first");
                place.parent.clear();
            }
        } else {
            place.why = tr("Select the model to add it to");
        }
        break;
    case Kind::Visual:
    case Kind::Collision:
        if (selected && info.link && info.kind != FrameKind::Joint) {
            place.parent = nameOf(*document, info.link->frame);
            place.link = info.link;
        } else
            place.why = tr("Select the link to add it to");
        break;
    case Kind::Frame:
        if (urdf)
            place.why = tr("URDF has no frames: add a link with a fixed joint instead");
        else if (selected && (info.kind == FrameKind::Model || info.kind == FrameKind::Link))
            place.parent = selectedName;
        else if (scene.declaresWorld)
            place.parent = scene.world.name;
        else
            place.why = tr("Select the model or link to add it to");
        break;
    case Kind::Light:
        // SDFormat: in a link (1.6+) or the world (light.sdf); URDF: a <gazebo reference> block.
        if (selected && info.link && info.kind != FrameKind::Joint)
            place.parent = nameOf(*document, info.link->frame);
        else if (!urdf && scene.declaresWorld)
            place.parent = scene.world.name;
        else
            place.why = tr("Select the link to add it to");
        break;
    case Kind::Sensor:
        if (selected && info.link && info.kind != FrameKind::Joint)
            place.parent = nameOf(*document, info.link->frame);
        else
            place.why = tr("Select the link to add it to");
        break;
    case Kind::Include:
        break; // the Insert dock and the command line (not in kKinds)
    }
    if (!place.parent.isEmpty())
        place.why = tr("Add it to %1").arg(place.parent);
    return place;
}

QString AddActions::parentFor(Kind kind, QString *why) const
{
    const Place place = placeFor(kind);
    if (why)
        *why = place.why;
    if (place.parent.isEmpty())
        return {};
    const Document *document = m_window->document();
    const bool urdf = document && document->scene().format == SourceFormat::Urdf;
    return urdf && kind == Kind::Link ? place.parentLink : place.parent;
}

QString AddActions::parentLinkFor(Kind kind) const
{
    const Document *document = m_window->document();
    edit::EntityInfo info;
    if (!document || document->scene().format != SourceFormat::Sdf
        || (kind != Kind::Link && kind != Kind::Joint)
        || !edit::lookupEntity(*document, m_window->selection()->frame(), info) || !info.link)
        return QString();
    return info.link->name;
}

void AddActions::updateActions()
{
    bool any = false;
    for (const Kind kind : kKinds) {
        const Place place = placeFor(kind);
        QAction *action = m_actions.at(int(kind));
        action->setEnabled(!place.parent.isEmpty());
        action->setToolTip(place.why);
        action->setStatusTip(place.why);
        any = any || action->isEnabled();
    }
    m_menu->menuAction()->setEnabled(any);
}

bool AddActions::add(Kind kind)
{
    m_picking->cancel(); // a new Add replaces a wait for clicks
    const Place place = placeFor(kind);
    edit::EditSession *session = m_window->session();
    if (place.parent.isEmpty() || !session)
        return false;
    const Document &document = session->document();
    const bool urdf = document.scene().format == SourceFormat::Urdf;
    const bool sdf18
        = !urdf && QVersionNumber::fromString(document.scene().version) >= QVersionNumber(1, 8);
    AddEntityDialog::Options options;
    options.kind = kind;
    options.urdf = urdf;
    options.parent = place.parent;
    const char *bases[]
        = {"model", "link", "joint", "visual", "collision", "frame", "light", "sensor"};
    // The scope names are unique in: a URDF robot's for links and joints; none for what goes
    // into the world (its entities' scoped names do not start with the world's name).
    const bool inWorld
        = document.scene().declaresWorld && place.parent == document.scene().world.name;
    options.name = uniqueName(document,
        inWorld ? QString()
            : urdf && (kind == Kind::Link || kind == Kind::Joint)
            ? nameOf(document, place.model ? place.model->frame : kNoFrame)
            : place.parent,
        QLatin1String(bases[int(kind)]));
    options.jointTypes = urdf
        ? QStringList {"revolute", "continuous", "prismatic", "fixed", "floating", "planar"}
        : QStringList {"revolute", "prismatic", "fixed", "continuous", "ball", "universal",
            "revolute2", "screw"};
    if (place.model) {
        for (const Link &link : place.model->links)
            options.links << link.name;
    }
    options.parentLink = place.parentLink;
    if (kind == Kind::Light)
        options.types = QStringList {"point", "spot", "directional"};
    else if (kind == Kind::Sensor)
        options.types = QStringList {"camera", "depth_camera", "gpu_lidar", "imu", "contact"};
    options.shapes = QStringList {"box", "sphere", "cylinder"};
    if (sdf18)
        options.shapes << QStringLiteral("capsule") << QStringLiteral("ellipsoid");
    if (place.link) {
        // A mesh's URI: package://, model:// or relative to the file the link is written in.
        options.shapes << QStringLiteral("mesh");
        const QString referring = document.filePath(place.link->source);
        options.meshFolder = QFileInfo(referring).absolutePath();
        options.meshUri = [referring, urdf](const QString &path) {
            return uriForMeshFile(path, referring, ResourceResolver::fromEnvironment(), urdf);
        };
    }
    if (kind == Kind::Collision && place.link) {
        // The link's visuals, with their poses in the link frame (whatever frame they are
        // written relative to), for "Copy of".
        const FrameGraph &frames = document.frames();
        const Pose X_WL = frames.worldPose(place.link->frame);
        for (const Visual &visual : place.link->visuals) {
            const Pose X_LV = X_WL.inverse() * frames.worldPose(visual.frame);
            const Vec3 rpy = X_LV.q.toRpy();
            options.visuals.push_back({visual.name, visual.geometry,
                {X_LV.p.x, X_LV.p.y, X_LV.p.z, rpy.x, rpy.y, rpy.z}});
        }
    }
    options.offerPlaceInView = m_window->viewport() && (kind == Kind::Link || kind == Kind::Model);
    options.offerPickLinks = kind == Kind::Joint;
    // A right-clicked point is used unless unticked; a click after the dialog as last time.
    const std::optional<QVector3D> point = std::exchange(m_point, std::nullopt);
    options.rightClicked = point.has_value();
    options.placeInViewChecked
        = point || QSettings().value(QStringLiteral("add/placeInView"), false).toBool();
    AddEntityDialog dialog(options, m_window);
    dialog.setWindowTitle(tr("Add"));
    if (!m_runDialog(dialog))
        return false;
    if (options.offerPlaceInView && !point)
        QSettings().setValue(QStringLiteral("add/placeInView"), dialog.placeInView());
    edit::AddSpec joint;
    const edit::AddSpec spec = dialog.spec(&joint);
    if (dialog.placeInView()) {
        if (point)
            return commitAt(spec, joint, *point);
        placeByClick(spec, joint);
        return true;
    }
    if (dialog.pickLinks()) {
        pickLinks(spec);
        return true;
    }
    return commit(spec, joint);
}

bool AddActions::commit(const edit::AddSpec &spec, const edit::AddSpec &joint)
{
    edit::EditSession *session = m_window->session();
    if (!session)
        return false;
    // A URDF link comes with its parent joint: both in one undo step.
    QUndoStack *stack = session->undoStack();
    const bool withJoint
        = session->document().scene().format == SourceFormat::Urdf && spec.kind == Kind::Link;
    edit::EditResult result;
    auto command = edit::AddEntity::create(*session, spec, result);
    if (!command) {
        refuse(result.error);
        return false;
    }
    const QString text = command->text();
    QString added = command->addedSpec();
    if (withJoint)
        stack->beginMacro(text);
    result = session->push(std::move(command), result);
    QStringList notes = result.notes;
    if (withJoint) {
        edit::EditResult jointResult;
        auto jointCommand = edit::AddEntity::create(*session, joint, jointResult);
        const bool jointMade = jointCommand != nullptr;
        if (jointMade)
            session->push(std::move(jointCommand), jointResult);
        stack->endMacro();
        if (!jointMade) {
            stack->undo(); // no link without its joint
            refuse(jointResult.error);
            return false;
        }
        notes << jointResult.notes;
    }
    const FrameId id = edit::findEntity(session->document(), added, {}, nullptr);
    if (id != kNoFrame)
        m_window->selection()->setFrame(id);
    QStringList parts {text};
    parts << notes;
    m_window->statusBar()->showMessage(parts.join(QStringLiteral("; ")), 10000);
    return true;
}

void AddActions::refuse(const QString &error)
{
    m_window->statusBar()->showMessage(error, 15000);
    QMessageBox box(QMessageBox::Warning, tr("Add"), error, QMessageBox::Ok, m_window);
    box.setObjectName(QStringLiteral("addError"));
    if (m_showErrors)
        box.exec();
}

} // namespace robostage
