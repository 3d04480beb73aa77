#include "library/librarydrop.h"

#include "base/documentwindow.h"
#include "base/selection.h"
#include "document.h"
#include "edit/editsession.h"
#include "edit/entitylookup.h"
#include "edit/structurecommands.h"
#include "library/librarymodel.h"
#include "viewport.h"

#include <QDropEvent>
#include <QMimeData>
#include <QStatusBar>

#include <cmath>

namespace robostage {

namespace {

/// Metres rounded to millimetres: a drop is no more precise than that, and the file stays
/// readable.
double millimetres(double metres)
{
    return std::round(metres * 1000.0) / 1000.0;
}

} // namespace

LibraryDrop::LibraryDrop(DocumentWindow *window)
    : QObject(window)
    , m_window(window)
    , m_viewport(window->viewport())
{
    // After MainWindow's filter: the last installed sees the events first.
    m_viewport->installEventFilter(this);
}

LibraryDrop::~LibraryDrop()
{
    if (m_viewport)
        m_viewport->removeEventFilter(this);
}

QString LibraryDrop::refusal() const
{
    const Document *document = m_window->session() ? m_window->document() : nullptr;
    if (!document)
        return tr("Open or make an SDFormat world first (File › New) to insert models");
    const SceneModel &scene = document->scene();
    if (scene.format != SourceFormat::Sdf)
        return tr("Models from the library go into SDFormat worlds and models; this file is "
                  "not SDFormat");
    if (!scene.declaresWorld && scene.world.models.empty())
        return tr("This file has no world or model to insert into");
    return {};
}

bool LibraryDrop::insertAtCentre(const QString &uri)
{
    const std::optional<QVector3D> point = m_viewport
        ? m_viewport->surfacePointAt(QPointF(m_viewport->width() / 2.0, m_viewport->height() / 2.0))
        : std::nullopt;
    return insert(uri, point.value_or(QVector3D()));
}

bool LibraryDrop::insert(const QString &uri, const QVector3D &point)
{
    const QString why = refusal();
    if (!why.isEmpty()) {
        say(why);
        return false;
    }
    edit::EditSession *session = m_window->session();
    const Document &document = session->document();
    const SceneModel &scene = document.scene();
    // Into the world, else into the file's model, posed in that parent's frame: yaw 0 in
    // the world at the drop point.
    const FrameId parentFrame
        = scene.declaresWorld ? kWorldFrame : scene.world.models.front().frame;
    const QString parent
        = scene.declaresWorld ? scene.world.name : document.frames().node(parentFrame).scopedName;
    const Pose X_PW = document.frames().worldPose(parentFrame).inverse();
    const Pose X_PM = X_PW * Pose {{point.x(), point.y(), point.z()}, {}};
    Vec3 rpy = X_PM.q.toRpy();
    for (double *angle : {&rpy.x, &rpy.y, &rpy.z})
        *angle = std::abs(*angle) < 1e-12 ? 0.0 : *angle; // no -0 or rounding noise in the file
    IncludePlacement placement;
    placement.parent = parent;
    placement.uri = uri;
    placement.xyzRpy = {
        millimetres(X_PM.p.x), millimetres(X_PM.p.y), millimetres(X_PM.p.z), rpy.x, rpy.y, rpy.z};
    // The user placed it in this view: the camera stays, also once its meshes are read.
    if (m_viewport)
        m_viewport->holdCamera();
    QString added, error;
    QStringList notes;
    if (!addInclude(*session, placement, added, notes, error)) {
        say(error);
        return false;
    }
    const FrameId id = edit::findEntity(session->document(), added, {}, nullptr);
    if (id != kNoFrame)
        m_window->selection()->setFrame(id);
    notes.prepend(tr("Inserted %1 at %2, %3, %4 m")
                      .arg(added.section(QLatin1Char(':'), -1))
                      .arg(placement.xyzRpy[0])
                      .arg(placement.xyzRpy[1])
                      .arg(placement.xyzRpy[2]));
    say(notes.join(QStringLiteral("; ")));
    return true;
}

bool addInclude(edit::EditSession &session, const IncludePlacement &placement, QString &added,
    QStringList &notes, QString &error)
{
    edit::AddSpec spec;
    spec.kind = edit::AddSpec::Kind::Include;
    spec.parent = placement.parent;
    spec.uri = placement.uri;
    spec.xyzRpy = placement.xyzRpy;
    spec.hasPose = true;
    edit::EditResult result;
    std::unique_ptr<edit::AddEntity> command = edit::AddEntity::create(session, spec, result);
    if (!command) {
        error = result.error;
        return false;
    }
    added = command->addedSpec();
    result = session.push(std::move(command), result);
    notes = result.notes;
    error = result.error;
    return result.ok;
}

bool LibraryDrop::drop(QDropEvent *event)
{
    const QString uri = LibraryModel::uriOf(event->mimeData());
    if (uri.isEmpty())
        return false;
    const std::optional<QVector3D> point
        = m_viewport ? m_viewport->surfacePointAt(event->position()) : std::nullopt;
    if (!point) {
        event->ignore();
        say(tr("Drop the model on the ground or on something in the view"));
        return true;
    }
    if (insert(uri, *point))
        event->acceptProposedAction();
    else
        event->ignore();
    return true;
}

bool LibraryDrop::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_viewport)
        return false;
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto *drag = static_cast<QDragMoveEvent *>(event);
        if (!drag->mimeData()->hasFormat(LibraryModel::kMimeType))
            return false; // files to open: MainWindow's
        const QString why = refusal();
        if (why.isEmpty()) {
            drag->acceptProposedAction();
        } else {
            drag->ignore();
            if (event->type() == QEvent::DragEnter)
                say(why);
        }
        return true;
    }
    case QEvent::Drop:
        return drop(static_cast<QDropEvent *>(event));
    default:
        return false;
    }
}

void LibraryDrop::say(const QString &message) const
{
    m_window->statusBar()->showMessage(message, 15000);
}

} // namespace robostage
