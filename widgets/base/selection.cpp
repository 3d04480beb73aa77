#include "base/selection.h"

#include "document.h"

#include <QFileInfo>
#include <QHash>

#include <tinyxml2.h>

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

namespace {

/// The index in `document`'s files of `file` (compared as given, then as canonical paths), -1
/// when it is not one of them.
int fileIndexOf(const Document &document, const QString &file)
{
    const QStringList paths = document.filePaths();
    const int index = paths.indexOf(file);
    if (index >= 0)
        return index;
    const QString canonical = QFileInfo(file).canonicalFilePath();
    for (int i = 0; i < paths.size() && !canonical.isEmpty(); ++i) {
        if (QFileInfo(paths.at(i)).canonicalFilePath() == canonical)
            return i;
    }
    return -1;
}

/// The innermost element below `element` (itself included) whose text contains `line`: the
/// last child element that starts at or before the line, and so on down. tinyxml2 keeps no end
/// lines, so a line between an element's end and its next sibling counts as the element's.
const tinyxml2::XMLElement *elementAt(const tinyxml2::XMLElement *element, int line)
{
    if (!element || element->GetLineNum() > line)
        return nullptr;
    for (;;) {
        const tinyxml2::XMLElement *inner = nullptr;
        for (auto *child = element->FirstChildElement(); child && child->GetLineNum() <= line;
             child = child->NextSiblingElement())
            inner = child;
        if (!inner)
            return element;
        element = inner;
    }
}

} // namespace

FrameId frameAtLine(const Document &document, const QString &file, int line)
{
    const int fileIndex = fileIndexOf(document, file);
    if (fileIndex < 0 || line <= 0)
        return kNoFrame;
    const FrameGraph &frames = document.frames();
    // The entities read from the file, by element; the first node of an element (a URDF joint
    // and the frame it creates share it).
    QHash<const tinyxml2::XMLElement *, FrameId> byElement;
    FrameId above = kNoFrame;
    int aboveLine = 0;
    for (FrameId id = 1; id < frames.size(); ++id) {
        const SourceRef &source = frames.node(id).source;
        if (source.file != fileIndex)
            continue;
        if (source.element && !byElement.contains(source.element))
            byElement.insert(source.element, id);
        if (source.line > aboveLine && source.line <= line) {
            above = id;
            aboveLine = source.line;
        }
    }
    // The element at the line, or the innermost one around it that is an entity: a diagnostic
    // inside a link's <inertial> is the link's, one in a joint skipped for a missing link the
    // model's.
    const SourceFile &source = document.files()[size_t(fileIndex)];
    if (source.xml && source.generatedFrom.isEmpty()) {
        for (auto *element = elementAt(source.xml->RootElement(), line); element;
             element = element->Parent() ? element->Parent()->ToElement() : nullptr) {
            if (const auto it = byElement.constFind(element); it != byElement.constEnd())
                return *it;
        }
    }
    // A DOM without line numbers (generated): the nearest entity at or above the line.
    return above;
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
