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

class Document;

/// The entity of `document` that a diagnostic at `file` (a path as in Document::filePaths())
/// and `line` (1-based) is about: the one read from the element at that line, or else from the
/// innermost element containing the line that is an entity (a diagnostic in a link's
/// `<inertial>` is the link's; one in a joint that was skipped, e.g. for a missing child
/// link, the model's). For a DOM without line numbers (a generated one) the nearest entity at
/// or above the line. kNoFrame when `file` is not one of the document's files or no entity is
/// found. Linear in the number of frames.
FrameId frameAtLine(const Document &document, const QString &file, int line);

/// The frame of `document` with the same kind and scoped name as `frame` of `before` (the
/// selection across a reload), kNoFrame when there is none.
FrameId sameFrame(const Document &before, FrameId frame, const Document &document);

} // namespace robostage
