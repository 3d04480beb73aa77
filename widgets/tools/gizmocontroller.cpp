#include "tools/gizmocontroller.h"

#include "dialogs/sharededitprompt.h"
#include "edit/commands.h"
#include "edit/editsession.h"
#include "gizmo.h"
#include "orbitcontroller.h"
#include "viewport.h"

#include <Qt3DRender/QCamera>

#include <QKeyEvent>
#include <QMouseEvent>
#include <QSettings>

namespace robostage {

namespace {

bool samePose(const Pose &a, const Pose &b)
{
    return (a.p - b.p).norm() < 1e-12 && std::abs(a.q.w - b.q.w) < 1e-12
        && std::abs(a.q.x - b.q.x) < 1e-12 && std::abs(a.q.y - b.q.y) < 1e-12
        && std::abs(a.q.z - b.q.z) < 1e-12;
}

/// The world-frame rigid motion D of `motion` (translate or rotate about its centre).
Pose motionPose(const GizmoMotion &motion)
{
    if (motion.kind == GizmoMotion::Kind::Translate)
        return {motion.translation, Quat {}};
    if (motion.kind == GizmoMotion::Kind::Rotate) {
        const Quat q = motion.rotation();
        return {motion.centre - q.rotate(motion.centre), q};
    }
    return {};
}

} // namespace

GizmoController::GizmoController(Viewport *viewport, edit::EditSession *session, QObject *parent)
    : QObject(parent)
    , m_viewport(viewport)
    , m_session(session)
    , m_gizmo(std::make_unique<Gizmo>(viewport->rootEntity()))
{
    viewport->installEventFilter(this);
    connect(viewport->controller(), &OrbitController::changed, this, &GizmoController::refresh);
    connect(session, &edit::EditSession::changed, this, &GizmoController::documentChanged);
}

GizmoController::~GizmoController()
{
    if (m_viewport)
        m_viewport->removeEventFilter(this);
}

double GizmoController::translationStep()
{
    return QSettings().value(QLatin1String(kTranslationStepKey), 0.01).toDouble();
}

double GizmoController::angleStep()
{
    return QSettings().value(QLatin1String(kAngleStepKey), 5.0).toDouble() * M_PI / 180;
}

void GizmoController::setSteps(double metres, double degrees)
{
    QSettings settings;
    settings.setValue(QLatin1String(kTranslationStepKey), metres);
    settings.setValue(QLatin1String(kAngleStepKey), degrees);
}

bool GizmoController::isVisible() const
{
    return m_gizmo->isVisible();
}

GizmoCamera GizmoController::camera() const
{
    const Qt3DRender::QCamera *c = m_viewport->camera();
    return {c->projectionMatrix() * c->viewMatrix(), QSizeF(m_viewport->size())};
}

void GizmoController::setFrame(FrameId frame)
{
    m_drag.end();
    m_frame = frame;
    readTarget();
    refresh();
}

void GizmoController::setEnabled(bool enabled)
{
    if (enabled == m_enabled)
        return;
    m_enabled = enabled;
    if (!enabled && m_drag.isActive()) {
        m_drag.end();
        dropPreview();
    }
    refresh();
}

void GizmoController::setMode(GizmoLayout::Mode mode)
{
    if (mode == m_mode)
        return;
    m_mode = mode;
    refresh();
    emit modeChanged(mode);
}

void GizmoController::setSpace(Space space)
{
    if (space == m_space)
        return;
    m_space = space;
    refresh();
    emit spaceChanged(space);
}

void GizmoController::setIk(bool on)
{
    if (on == m_ik)
        return;
    if (m_drag.isActive())
        cancelDrag();
    m_ik = on;
    refresh();
    emit ikChanged(on);
}

void GizmoController::setJointPositions(const JointPositions &q)
{
    m_q = q;
    refresh();
}

GizmoLayout::Mode GizmoController::effectiveMode() const
{
    const Document &doc = m_session->document();
    const bool joint = m_frame > kWorldFrame && m_frame < doc.frames().size()
        && doc.frames().node(m_frame).kind == FrameKind::Joint;
    if (m_mode == GizmoLayout::Mode::Resize) // Drag Joints drags with the move arrows
        return m_ik ? GizmoLayout::Mode::Translate : m_mode;
    return m_mode == GizmoLayout::Mode::JointAxis && (!joint || m_ik) ? GizmoLayout::Mode::Translate
                                                                      : m_mode;
}

void GizmoController::refresh()
{
    if (m_drag.isActive())
        return; // the drag draws
    const Document &doc = m_session->document();
    const GizmoLayout::Mode mode = effectiveMode();
    const bool inDocument = m_frame > kWorldFrame && m_frame < doc.frames().size();
    // Drag Joints: at any frame attached to a link (whether a joint moves it shows at the press).
    const bool draggable = m_ik && inDocument && doc.frames().body(m_frame) > kWorldFrame;
    // Resize: only a shape with handles (a link selected shows nothing rather than arrows
    // that would move it while Resize is chosen).
    const bool shown = m_enabled && inDocument
        && (draggable || mode == GizmoLayout::Mode::JointAxis
            || (mode == GizmoLayout::Mode::Resize ? m_resizable.has_value() : m_target.isValid()));
    m_gizmo->setVisible(shown);
    if (!shown) {
        m_viewport->requestUpdate();
        return;
    }
    GizmoLayout layout;
    layout.mode = mode;
    layout.X_WG = doc.frames().worldPoseAt(m_frame, m_q);
    if (mode == GizmoLayout::Mode::JointAxis) {
        Vec3 axis;
        const FrameId in = edit::jointAxisFrame(doc, m_frame, &axis);
        layout.jointAxis_W = doc.frames()
                                 .worldPoseAt(in == kNoFrame ? m_frame : in, m_q)
                                 .q.rotate(axis)
                                 .normalized();
    } else if (mode == GizmoLayout::Mode::Resize) {
        layout.halfExtents = edit::shapeHalfExtents(*m_resizable); // on the shape's faces
    } else if (m_space == Space::World) {
        layout.X_WG.q = Quat {};
    }
    layout.scale = camera().metresPerPixel(layout.X_WG.p) * GizmoLayout::kPixelSize;
    m_layout = layout;
    m_gizmo->update(m_layout, m_hovered);
    m_viewport->requestUpdate();
}

bool GizmoController::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_viewport || !m_enabled)
        return false;
    switch (event->type()) {
    case QEvent::MouseButtonPress:
        return mousePress(static_cast<QMouseEvent *>(event));
    case QEvent::MouseMove:
        return mouseMove(static_cast<QMouseEvent *>(event));
    case QEvent::MouseButtonRelease:
        return mouseRelease(static_cast<QMouseEvent *>(event));
    case QEvent::Leave:
        // The cursor left the view: no handle is under it any more.
        if (m_hovered != GizmoHandle::None && !m_drag.isActive()) {
            m_hovered = GizmoHandle::None;
            m_gizmo->update(m_layout, m_hovered);
            m_viewport->requestUpdate();
        }
        return false;
    case QEvent::ShortcutOverride: // Esc cancels a drag rather than Edit › Select None
        if (m_drag.isActive() && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape)
            event->accept();
        return false;
    case QEvent::KeyPress: {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (m_drag.isActive() && key->key() == Qt::Key_Escape) {
            cancelDrag();
            return true;
        }
        if (key->modifiers() != Qt::NoModifier || m_drag.isActive())
            return false;
        switch (key->key()) {
        case Qt::Key_W:
            setMode(GizmoLayout::Mode::Translate);
            return true;
        case Qt::Key_E:
            setMode(GizmoLayout::Mode::Rotate);
            return true;
        case Qt::Key_A:
            setMode(GizmoLayout::Mode::JointAxis);
            return true;
        case Qt::Key_L:
            setSpace(m_space == Space::Local ? Space::World : Space::Local);
            return true;
        case Qt::Key_K:
            setIk(!m_ik);
            return true;
        case Qt::Key_R:
            setMode(GizmoLayout::Mode::Resize);
            return true;
        default:
            return false;
        }
    }
    default:
        return false;
    }
}

bool GizmoController::mousePress(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !m_gizmo->isVisible()
        || (event->modifiers() & Qt::ShiftModifier))
        return false;
    const GizmoCamera cam = camera();
    const GizmoHandle handle = hitTest(m_layout, cam, event->position());
    if (handle == GizmoHandle::None || !m_drag.begin(handle, m_layout, cam.ray(event->position())))
        return false;
    if (m_ik && !beginIk()) {
        m_drag.end();
        m_swallowRelease = true;
        return true;
    }
    const FrameGraph &frames = m_session->document().frames();
    m_dragPoses = frames.isZeroConfiguration(m_q) ? std::vector<Pose>() : frames.worldPoses(m_q);
    m_previewed.clear();
    m_motion = GizmoMotion();
    m_gizmo->update(m_layout, handle, handle);
    m_viewport->requestUpdate();
    return true;
}

bool GizmoController::mouseMove(QMouseEvent *event)
{
    if (!m_drag.isActive()) {
        if (event->buttons() != Qt::NoButton || !m_gizmo->isVisible())
            return false;
        const GizmoHandle hovered = hitTest(m_layout, camera(), event->position());
        if (hovered != m_hovered) {
            m_hovered = hovered;
            m_gizmo->update(m_layout, m_hovered);
            m_viewport->requestUpdate();
        }
        return false;
    }
    dragTo(event);
    if (m_ikDrag.isActive())
        previewIk(m_motion);
    else
        preview(m_motion);
    return true;
}

void GizmoController::dragTo(const QMouseEvent *event)
{
    GizmoSnap snap;
    snap.enabled = event->modifiers() & Qt::ControlModifier;
    snap.translationStep = translationStep();
    snap.angleStep = angleStep();
    m_snapping = snap.enabled;
    m_symmetric = event->modifiers() & Qt::AltModifier;
    m_motion = m_drag.update(camera().ray(event->position()), snap);
}

void GizmoController::cancelDrag()
{
    m_drag.end();
    emit dragInfo(QString());
    if (m_ikDrag.isActive()) {
        m_ikDrag.end();
        m_swallowRelease = true;
        reportIk(QString());
        emit jointPositionsDragged(m_ikDrag.startPositions());
        refresh();
        return;
    }
    m_swallowRelease = true; // the viewport never saw the press: no click
    dropPreview();
    refresh();
}

bool GizmoController::mouseRelease(QMouseEvent *event)
{
    if (m_swallowRelease && event->button() == Qt::LeftButton) {
        m_swallowRelease = false;
        return true;
    }
    if (!m_drag.isActive() || event->button() != Qt::LeftButton)
        return false;
    dragTo(event);
    m_drag.end();
    if (m_ikDrag.isActive()) { // joint positions are view state: nothing to commit
        previewIk(m_motion);
        m_ikDrag.end();
    } else {
        commit(m_motion);
    }
    refresh();
    return true;
}

void GizmoController::preview(const GizmoMotion &motion)
{
    GizmoLayout layout = m_layout;
    if (motion.kind == GizmoMotion::Kind::Resize) {
        previewResize(motion);
        return;
    }
    if (motion.kind == GizmoMotion::Kind::JointAxis) {
        layout.jointAxis_W = motion.axis;
        m_gizmo->update(layout, m_drag.handle(), m_drag.handle());
        m_viewport->requestUpdate();
        return;
    }
    const Pose D = motionPose(motion);
    layout.X_WG.p = D.transformPoint(layout.X_WG.p);
    if (m_space == Space::Local)
        layout.X_WG.q = (D.q * layout.X_WG.q).normalized();
    m_gizmo->update(layout, m_drag.handle(), m_drag.handle());

    // The scene: the posed node's edge X_RE becomes D_R·X_RE (D_R = X_WR⁻¹·D·X_WR) in a copy
    // of the frame graph; everything (visuals, collisions, lights, overlays) is drawn there.
    SceneView *view = m_viewport->sceneView();
    const Document &doc = m_session->document();
    if (!view || !m_target.isValid())
        return;
    const Pose X_WR = dragPose(m_target.expressedIn);
    const Pose X_RF = X_WR.inverse() * D * X_WR * doc.frames().node(m_target.posedNode).X_RF;
    if (m_dragPoses.empty()) {
        previewAtZero(m_target.posedNode, X_RF);
        return;
    }
    FrameGraph frames = doc.frames();
    frames.node(m_target.posedNode).X_RF = X_RF;
    Diagnostics ignored;
    frames.resolve(ignored, doc.filePaths());
    view->placeFrames(frames.worldPoses(m_q));
    m_viewport->requestUpdate();
}

void GizmoController::commit(const GizmoMotion &motion)
{
    const Document &doc = m_session->document();
    edit::EditResult result;
    std::unique_ptr<QUndoCommand> command;
    QString text;
    if (motion.kind == GizmoMotion::Kind::Resize) {
        commitResize(motion);
        return;
    }
    if (motion.kind == GizmoMotion::Kind::JointAxis) {
        Vec3 axis;
        const FrameId in = edit::jointAxisFrame(doc, m_frame, &axis);
        if (in == kNoFrame)
            return;
        const Vec3 u = edit::directionIn(dragPose(in), motion.axis);
        command = makeWithSharedChoice(nullptr, m_session, result,
            [&](edit::SharedEdit shared, edit::EditResult &r) -> std::unique_ptr<QUndoCommand> {
                return edit::SetJointAxis::create(*m_session, m_frame, u, r, shared);
            });
        text = tr("Turn axis of %1");
    } else if (motion.kind != GizmoMotion::Kind::None && m_target.isValid()) {
        const Pose X_WR = dragPose(m_target.expressedIn);
        // Written at the precision the drag placed it with (issue 30): the snapping steps with
        // Ctrl, else 0.1 mm and 1e-4 rad (finer than the 0.01° Properties shows).
        const std::array<double, 6> value
            = edit::roundedChanges(motion.kind == GizmoMotion::Kind::Translate
                    ? edit::translatedPose(m_target, X_WR, motion.translation)
                    : edit::rotatedPose(m_target, X_WR, motion.rotation(), motion.centre),
                m_target.written, m_snapping ? translationStep() : kMouseMetres,
                m_snapping ? angleStep() : kMouseRadians);
        if (value == m_target.written) {
            dropPreview();
            return;
        }
        command = makeWithSharedChoice(nullptr, m_session, result,
            [&](edit::SharedEdit shared, edit::EditResult &r) -> std::unique_ptr<QUndoCommand> {
                return edit::SetPose::create(*m_session, m_frame, value, r, shared);
            });
        text = motion.kind == GizmoMotion::Kind::Translate ? tr("Move %1") : tr("Rotate %1");
    }
    if (!command) {
        dropPreview();
        if (!result.error.isEmpty())
            emit editFailed(result.error);
        return;
    }
    // A macro of its own: the next drag's SetPose must not merge into this one.
    QUndoStack *stack = m_session->undoStack();
    stack->beginMacro(text.arg(doc.frames().node(m_frame).scopedName));
    edit::EditResult withoutNotes = result;
    withoutNotes.notes.clear();
    m_session->push(std::move(command), withoutNotes);
    stack->endMacro();
    m_session->push(nullptr, result); // its notes, after the macro's end cleared the status bar
}

void GizmoController::documentChanged()
{
    // The window may have shown the new document already.
    if (m_viewport->document() != &m_session->document())
        m_viewport->replaceDocument(&m_session->document());
    readTarget();
    refresh();
}

} // namespace robostage
