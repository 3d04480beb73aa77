#pragma once

#include "scene.h"
#include "tools/viewclick.h"

#include <QObject>
#include <QPoint>
#include <QPointer>
#include <QStringList>
#include <QVector3D>

#include <functional>

namespace robostage {

class DocumentWindow;
class Viewport;

/// The clicks Edit › Add waits for after its dialog (issue 18):
/// - placeByClick(): the next left click (without drag) in the 3D view gives the point where a
///   new link or model goes: the surface under the cursor, else the ground plane z = 0
///   (Viewport::hitAt()). A click on the sky does nothing; dragging still orbits the camera.
/// - pickLinks(): the next two links the user selects, by a click in the view (on one of its
///   visuals or collisions) or on a row of the scene tree, as Gazebo's model editor makes a
///   joint: the parent link first, then the child link.
/// The status bar says what to click; Esc cancels, and nothing is added then. A new wait
/// replaces the one before. The callbacks run from the event loop after the click.
class AddPicking : public QObject
{
    Q_OBJECT

public:
    explicit AddPicking(DocumentWindow *window);
    ~AddPicking() override;

    /// Waits for a click in the view; calls `done` with the world point p_W (metres). `prompt`
    /// goes to the status bar.
    void placeByClick(const QString &prompt, std::function<void(const QVector3D &p_W)> done);
    /// Waits for two links selected in the view or the tree; calls `done` with their frames
    /// (parent, child). `prompts` are the status bar's texts before the first and the second.
    void pickLinks(const QStringList &prompts, std::function<void(FrameId, FrameId)> done);
    /// Stops waiting without calling back; says so in the status bar when one was waiting.
    void cancel();
    bool waiting() const { return m_mode != Mode::None; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    enum class Mode { None, Place, Links };
    void start(Mode mode, const QString &prompt);
    void stop();
    void selected(FrameId frame);

    DocumentWindow *m_window;
    QPointer<Viewport> m_viewport;
    Mode m_mode = Mode::None;
    std::function<void(const QVector3D &)> m_placed;
    std::function<void(FrameId, FrameId)> m_linksPicked;
    QStringList m_prompts;
    FrameId m_firstLink = kNoFrame;
    ViewClick m_click;
};

} // namespace robostage
