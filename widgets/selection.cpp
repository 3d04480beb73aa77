#include "selection.h"

#include "document.h"

#include <QFileInfo>

namespace robostage {

Selection::Selection(QObject *parent)
    : QObject(parent)
{
}

void Selection::setFrame(FrameId frame)
{
    if (frame == m_frame)
        return;
    m_frame = frame;
    emit changed(frame);
}

FrameId frameAtLine(const Document &document, const QString &file, int line)
{
    const QStringList paths = document.filePaths();
    int fileIndex = paths.indexOf(file);
    if (fileIndex < 0) {
        const QString canonical = QFileInfo(file).canonicalFilePath();
        for (int i = 0; i < paths.size() && fileIndex < 0; ++i) {
            if (!canonical.isEmpty() && QFileInfo(paths.at(i)).canonicalFilePath() == canonical)
                fileIndex = i;
        }
    }
    if (fileIndex < 0 || line <= 0)
        return kNoFrame;
    const FrameGraph &frames = document.frames();
    FrameId best = kNoFrame;
    int bestLine = 0;
    for (FrameId id = 1; id < frames.size(); ++id) {
        const SourceRef &source = frames.node(id).source;
        if (source.file != fileIndex || source.line <= 0 || source.line > line)
            continue;
        // The first node at the nearest line: a URDF joint and the frame it creates share it.
        if (source.line > bestLine) {
            best = id;
            bestLine = source.line;
        }
    }
    return best;
}

FrameId sameFrame(const Document &before, FrameId frame, const Document &document)
{
    if (frame <= kWorldFrame || frame >= before.frames().size())
        return kNoFrame;
    const FrameNode &old = before.frames().node(frame);
    const FrameGraph &frames = document.frames();
    for (FrameId id = 1; id < frames.size(); ++id) {
        const FrameNode &node = frames.node(id);
        if (node.kind == old.kind && node.scopedName == old.scopedName)
            return id;
    }
    return kNoFrame;
}

} // namespace robostage
