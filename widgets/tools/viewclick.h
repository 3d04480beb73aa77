#pragma once

// Telling a click in the 3D view from a drag (which turns the camera), for the tools that take
// clicks in the view instead of the selection (AddPicking, MeasureTool).

#include <QEvent>
#include <QMouseEvent>
#include <QPoint>

#include <optional>

namespace robostage {

/// Fed the view's mouse press and release events, says when a left click without drag ends.
class ViewClick
{
public:
    /// How far (pixels) the mouse may move between press and release of a click.
    static constexpr int kSlop = 4;

    /// For a left press: remembers where (nothing). For a left release within kSlop of that
    /// press: the click's position (window coordinates). Anything else: nothing.
    std::optional<QPointF> feed(const QEvent &event)
    {
        const QEvent::Type type = event.type();
        if (type != QEvent::MouseButtonPress && type != QEvent::MouseButtonRelease)
            return std::nullopt;
        const auto &mouse = static_cast<const QMouseEvent &>(event);
        if (mouse.button() != Qt::LeftButton)
            return std::nullopt;
        const QPoint pos = mouse.position().toPoint();
        if (type == QEvent::MouseButtonPress) {
            m_press = pos;
            m_down = true;
            return std::nullopt;
        }
        if (!m_down || (pos - m_press).manhattanLength() > kSlop)
            return std::nullopt;
        m_down = false;
        return mouse.position();
    }

private:
    QPoint m_press;
    bool m_down = false;
};

} // namespace robostage
