#pragma once

#include "scene.h"

#include <QObject>

namespace robostage {

/// The window's selection: one entity of the document, by its FrameId in Document::frames()
/// (a visual, collision, link, joint, …), or kNoFrame for nothing. The viewport and the scene
/// tree both set it and both follow changed().
class Selection : public QObject
{
    Q_OBJECT

public:
    explicit Selection(QObject *parent = nullptr);

    FrameId frame() const { return m_frame; }
    /// Selects `frame` (kNoFrame: nothing); emits changed() when it differs.
    void setFrame(FrameId frame);
    void clear() { setFrame(kNoFrame); }

signals:
    void changed(FrameId frame);

private:
    FrameId m_frame = kNoFrame;
};

} // namespace robostage
