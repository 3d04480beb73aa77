// MeasureTool (measuretool.h).

#include "tools/measuretool.h"

#include "base/documentwindow.h"
#include "base/numberdisplay.h"
#include "document.h"
#include "edit/entitylookup.h"
#include "orbitcontroller.h"
#include "viewport.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QQuaternion>
#include <QStatusBar>

#include <cmath>

namespace robostage {

namespace {

constexpr double kSnapPixels = 12;
const QString kOwner = QStringLiteral("measure"); ///< of the viewport's markers

Vec3 toVec(const QVector3D &v)
{
    return {v.x(), v.y(), v.z()};
}

/// A cylinder of radius `r` from a to b in `color`; nothing when they coincide.
std::optional<Marker> segment(const QVector3D &a, const QVector3D &b, double r, const Color &color)
{
    const QVector3D d = b - a;
    const float length = d.length();
    if (length < 1e-9f)
        return std::nullopt;
    Marker m;
    m.geometry.type = Geometry::Type::Cylinder;
    m.geometry.radius = r;
    m.geometry.length = length;
    // The cylinder's axis (z) turned onto the segment, as OverlayBuilder::line() turns it.
    const QQuaternion q = QQuaternion::rotationTo(QVector3D(0, 0, 1), d / length);
    m.X_WS.q = Quat {q.scalar(), q.x(), q.y(), q.z()};
    m.X_WS.p = toVec((a + b) / 2);
    m.color = color;
    return m;
}

} // namespace

MeasureTool::MeasureTool(DocumentWindow *window)
    : QObject(window)
    , m_window(window)
    , m_viewport(window->viewport())
    , m_action(new QAction(tr("&Measure"), window))
    , m_label(new QLabel(window))
{
    m_action->setObjectName(QStringLiteral("measureAction"));
    m_action->setCheckable(true);
    m_action->setShortcut(Qt::Key_M);
    m_action->setToolTip(tr("Measure: click two points in the view to read their distance (M; "
                            "Esc clears)"));
    m_label->setObjectName(QStringLiteral("measureLabel"));
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_label->hide();
    window->statusBar()->addPermanentWidget(m_label);
    connect(m_action, &QAction::toggled, this, &MeasureTool::setActive);
}

MeasureTool::~MeasureTool()
{
    qApp->removeEventFilter(this);
    if (m_viewport)
        m_viewport->setMarkers(kOwner, {});
}

MeasureTool *MeasureTool::install(DocumentWindow *window, QMenu *viewMenu)
{
    auto *tool = new MeasureTool(window);
    viewMenu->addAction(tool->action());
    return tool;
}

void MeasureTool::setActive(bool active)
{
    clear();
    qApp->removeEventFilter(this);
    if (!active) {
        if (m_viewport)
            m_viewport->unsetCursor();
        m_window->statusBar()->clearMessage();
        return;
    }
    qApp->installEventFilter(this); // Esc anywhere in the window, clicks in the view
    if (m_viewport)
        m_viewport->setCursor(Qt::CrossCursor);
    m_window->statusBar()->showMessage(
        tr("Measure: click two points in the view (Esc clears, M ends)"));
}

void MeasureTool::clear()
{
    m_points.clear();
    m_snappedTo.clear();
    redraw();
}

QString MeasureTool::resultText() const
{
    if (m_points.size() < 2)
        return QString();
    const QVector3D d = m_points[1] - m_points[0];
    return tr("Distance %1 m — Δx %2 m, Δy %3 m, Δz %4 m (world)")
        .arg(displayLength(d.length()), displayLength(d.x()), displayLength(d.y()),
            displayLength(d.z()));
}

std::optional<QVector3D> MeasureTool::snappedPoint(const QPointF &pixel)
{
    const std::optional<Viewport::Hit> hit = m_viewport->hitAt(pixel);
    if (!hit)
        return std::nullopt;
    m_snappedTo = hit->frame == kNoFrame ? tr("ground") : tr("surface");
    QVector3D best = hit->p_W;
    if (hit->frame == kNoFrame)
        return best;
    std::vector<std::pair<QVector3D, QString>> candidates;
    if (const auto surface = m_viewport->surfaceAt(pixel)) {
        const auto &t = surface->triangle_W;
        for (int i = 0; i < 3; ++i) {
            candidates.push_back({t[size_t(i)], tr("corner")});
            candidates.push_back(
                {(t[size_t(i)] + t[size_t((i + 1) % 3)]) / 2, tr("edge midpoint")});
        }
    }
    // The origins of the visual's (or collision's) frame and of its link, as drawn.
    const Document *doc = m_window->document();
    edit::EntityInfo info;
    if (doc && edit::lookupEntity(*doc, hit->frame, info)) {
        const std::vector<Pose> X_WF = doc->frames().worldPoses(m_viewport->jointPositions());
        for (FrameId f : {hit->frame, info.link ? info.link->frame : kNoFrame}) {
            if (f >= 0 && f < FrameId(X_WF.size())) {
                const Vec3 &p = X_WF[size_t(f)].p;
                candidates.push_back(
                    {QVector3D(float(p.x), float(p.y), float(p.z)), tr("frame origin")});
            }
        }
    }
    double nearest = kSnapPixels;
    for (const auto &[p, what] : candidates) {
        const QPointF d = m_viewport->pixelOf(p) - pixel;
        const double pixels = std::hypot(d.x(), d.y());
        if (pixels <= nearest) {
            nearest = pixels;
            best = p;
            m_snappedTo = what;
        }
    }
    return best;
}

bool MeasureTool::takePoint(const QPointF &pixel)
{
    if (!m_viewport)
        return false;
    const std::optional<QVector3D> p = snappedPoint(pixel);
    if (!p)
        return false;
    if (m_points.size() == 2)
        m_points.clear();
    m_points.push_back(*p);
    redraw();
    if (m_points.size() == 1)
        m_window->statusBar()->showMessage(tr("Point 1 at (%1, %2, %3) m (%4); click the second "
                                              "point")
                                               .arg(displayLength(p->x()))
                                               .arg(displayLength(p->y()))
                                               .arg(displayLength(p->z()))
                                               .arg(m_snappedTo));
    else
        m_window->statusBar()->clearMessage();
    return true;
}

void MeasureTool::redraw()
{
    m_label->setText(resultText());
    m_label->setVisible(m_points.size() == 2);
    if (!m_viewport)
        return;
    std::vector<Marker> markers;
    const double r = std::max(1e-4, 0.006 * double(m_viewport->controller()->distance()));
    for (const QVector3D &p : m_points) {
        Marker m;
        m.geometry.type = Geometry::Type::Sphere;
        m.geometry.radius = r;
        m.X_WS.p = toVec(p);
        m.color = {1, 0.85f, 0.1f, 1};
        markers.push_back(m);
    }
    if (m_points.size() == 2) {
        const QVector3D a = m_points[0], b = m_points[1];
        const QVector3D x(b.x(), a.y(), a.z()), y(b.x(), b.y(), a.z());
        const auto label
            = [&markers](const QVector3D &at, const Color &color, const QString &text) {
                  Marker m;
                  m.X_WS.p = toVec(at);
                  m.color = color;
                  m.text = text;
                  markers.push_back(m);
              };
        const auto number = [](float v) {
            return displayLength(double(v));
        };
        const Color yellow {1, 0.85f, 0.1f, 1}, red {1, 0.15f, 0.15f, 1},
            green {0.15f, 0.9f, 0.15f, 1}, blue {0.2f, 0.35f, 1, 1};
        // The line and its legs along x, y and z, each leg labelled with its Δ in its colour,
        // and the distance above the line's middle (labels: a fixed size on the screen).
        const struct
        {
            QVector3D from, to;
            Color color;
            QString text;
        } legs[] = {{a, x, red, tr("Δx %1 m").arg(number(b.x() - a.x()))},
            {x, y, green, tr("Δy %1 m").arg(number(b.y() - a.y()))},
            {y, b, blue, tr("Δz %1 m").arg(number(b.z() - a.z()))}};
        if (const auto line = segment(a, b, r / 3, yellow))
            markers.push_back(*line);
        for (const auto &leg : legs) {
            if (const auto s = segment(leg.from, leg.to, r / 5, leg.color)) {
                markers.push_back(*s);
                // Lighter than the leg, to read on the label's dark box.
                const auto light = [](float c) {
                    return c + (1 - c) * 0.4f;
                };
                label((leg.from + leg.to) / 2,
                    {light(leg.color.r), light(leg.color.g), light(leg.color.b), 1}, leg.text);
            }
        }
        label((a + b) / 2, {1, 0.9f, 0.3f, 1}, tr("%1 m").arg(number((b - a).length())));
    }
    m_viewport->setMarkers(kOwner, markers);
}

bool MeasureTool::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    // Only this window's keys: another window's Esc is its own.
    const auto *widget = qobject_cast<const QWidget *>(watched);
    const bool ours = watched == m_viewport || (widget && widget->window() == m_window);
    // Esc is the tool's while it is on, not Edit › Select None's (its shortcut waits).
    if (type == QEvent::ShortcutOverride && ours
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        event->accept();
        return false;
    }
    if (type == QEvent::KeyPress && ours
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        if (m_points.empty())
            m_action->setChecked(false);
        else
            clear();
        return true;
    }
    // A press or a drag still orbits; a click takes a point.
    const std::optional<QPointF> click
        = watched == m_viewport ? m_click.feed(*event) : std::nullopt;
    if (!click)
        return false;
    takePoint(*click);
    return true; // not a selection click
}

} // namespace robostage
