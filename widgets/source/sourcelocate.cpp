// The Source dock's map between entities and text: which file and line an entity is written at
// (the xacro source map for a xacro robot), which entity a line of the shown file holds, and
// the diagnostics of that file.

#include "source/sourcedock.h"

#include "base/documentwindow.h"
#include "base/selection.h"
#include "document.h"
#include "edit/entitylookup.h"

#include <Qsci/qsciscintilla.h>

#include <QFileInfo>

#include <algorithm>
#include <cstring>

#include <tinyxml2.h>

namespace robostage {

namespace {

constexpr int kErrorMarker = 1;
constexpr int kWarningMarker = 2;

bool samePath(const QString &a, const QString &b)
{
    return QFileInfo(a).absoluteFilePath() == QFileInfo(b).absoluteFilePath();
}

/// The offset just past the end of the element whose start tag is the first '<' at or after
/// `from` in `text` (`size` bytes): a scan of tags counting depth that skips comments, CDATA,
/// processing instructions and quoted attribute values; `size` when it does not end.
long elementEnd(const char *text, long size, long from)
{
    int depth = 0;
    long i = from;
    while (i < size) {
        const char *lt = static_cast<const char *>(std::memchr(text + i, '<', size_t(size - i)));
        if (!lt)
            return size;
        i = lt - text;
        const auto skipTo = [&](const char *end) {
            const char *found = std::strstr(text + i, end); // the buffer ends with a NUL
            i = found ? long(found - text) + long(std::strlen(end)) : size;
        };
        if (std::strncmp(text + i, "<!--", 4) == 0) {
            skipTo("-->");
            continue;
        }
        if (std::strncmp(text + i, "<![CDATA[", 9) == 0) {
            skipTo("]]>");
            continue;
        }
        if (text[i + 1] == '?' || text[i + 1] == '!') {
            skipTo(">");
            continue;
        }
        const bool closing = text[i + 1] == '/';
        char quote = 0;
        long k = i + 1;
        for (; k < size; ++k) { // to the tag's '>', outside quoted values
            if (quote) {
                if (text[k] == quote)
                    quote = 0;
            } else if (text[k] == '"' || text[k] == '\'') {
                quote = text[k];
            } else if (text[k] == '>') {
                break;
            }
        }
        if (k >= size)
            return size;
        const bool selfClosing = !closing && text[k - 1] == '/';
        i = k + 1;
        if (closing)
            --depth;
        else if (!selfClosing)
            ++depth;
        if (depth <= 0)
            return i;
    }
    return size;
}

} // namespace

bool SourceDock::locate(FrameId frame, QString *path, int *line) const
{
    const Document *doc = m_window->document();
    edit::EntityInfo info;
    if (!doc || frame <= kWorldFrame || !edit::lookupEntity(*doc, frame, info)
        || info.source.file < 0)
        return false;
    if (const xacro::Expansion *expansion = doc->xacroExpansion()) {
        const auto origin = expansion->origins.constFind(info.source.element);
        if (origin == expansion->origins.constEnd() || origin->file < 0)
            return false;
        *path = expansion->files.value(origin->file);
        *line = origin->line;
        return !path->isEmpty();
    }
    *path = doc->filePath(info.source);
    *line = info.source.element ? info.source.element->GetLineNum() : info.source.line;
    return !path->isEmpty() && *line > 0;
}

void SourceDock::indexLines()
{
    m_starts.clear();
    const Document *doc = m_window->document();
    if (!doc || m_path.isEmpty())
        return;
    const FrameGraph &frames = doc->frames();
    if (const xacro::Expansion *expansion = doc->xacroExpansion()) {
        const int file = int(expansion->files.indexOf(QFileInfo(m_path).absoluteFilePath()));
        for (FrameId id = 1; id < frames.size(); ++id) {
            const auto origin = expansion->origins.constFind(frames.node(id).source.element);
            if (origin != expansion->origins.constEnd() && origin->file == file)
                m_starts.push_back({origin->line, id});
        }
    } else {
        const QStringList paths = doc->filePaths();
        const int file = int(paths.indexOf(m_path));
        for (FrameId id = 1; id < frames.size(); ++id) {
            const SourceRef &source = frames.node(id).source;
            if (source.file == file && source.element)
                m_starts.push_back({source.element->GetLineNum(), id});
        }
    }
    // By line; the first node of an element first (a URDF joint and the frame it makes share
    // it, and its id is the smaller).
    std::stable_sort(m_starts.begin(), m_starts.end(),
        [](const auto &a, const auto &b) { return a.first < b.first; });
}

FrameId SourceDock::entityAt(int line) const
{
    // The innermost element holding the line: the nearest start at or above it whose element
    // reaches the line (its siblings before it end before the line).
    auto it = std::upper_bound(m_starts.begin(), m_starts.end(), line,
        [](int l, const std::pair<int, FrameId> &s) { return l < s.first; });
    const FrameId selected = m_window->selection()->frame();
    int tried = 0;
    while (it != m_starts.begin() && tried++ < 2000) {
        --it;
        const int start = it->first;
        // (an element starting above a large file's window holds the window's lines)
        if (shows(start - 1) && fileLine(lastLineOf(viewLine(start - 1))) + 1 < line)
            continue;
        // Several entities written at that line (a macro expanded more than once): the
        // selected one if it is among them, else the first.
        auto first = it;
        while (first != m_starts.begin() && (first - 1)->first == start)
            --first;
        for (auto k = first; k != m_starts.end() && k->first == start; ++k) {
            if (k->second == selected)
                return selected;
        }
        return first->second;
    }
    return kNoFrame;
}

int SourceDock::lastLineOf(int line) const
{
    const long size = m_editor->SendScintilla(QsciScintillaBase::SCI_GETLENGTH);
    const auto *text = reinterpret_cast<const char *>(
        m_editor->SendScintilla(QsciScintillaBase::SCI_GETCHARACTERPOINTER));
    const long from = m_editor->SendScintilla(
        QsciScintillaBase::SCI_POSITIONFROMLINE, static_cast<unsigned long>(line));
    if (!text || from < 0)
        return line;
    const long end = elementEnd(text, size, from);
    return std::max(line,
        int(m_editor->SendScintilla(QsciScintillaBase::SCI_LINEFROMPOSITION,
            static_cast<unsigned long>(std::max(0L, end - 1)))));
}

void SourceDock::highlightFrame(FrameId frame)
{
    QString path;
    int line = 0;
    if (locate(frame, &path, &line) && path == m_path && shows(line - 1))
        highlight(viewLine(line - 1), lastLineOf(viewLine(line - 1)));
    else
        highlight(-1, -1);
}

void SourceDock::markDiagnostics()
{
    m_editor->markerDeleteAll(kErrorMarker);
    m_editor->markerDeleteAll(kWarningMarker);
    m_messages.clear();
    const Document *doc = m_window->document();
    if (doc && !m_path.isEmpty()) {
        for (const Diagnostic &d : doc->diagnostics().items()) {
            if (d.line <= 0 || !samePath(d.file, m_path) || !shows(d.line - 1))
                continue;
            m_messages[viewLine(d.line - 1)] << d.message;
            m_editor->markerAdd(viewLine(d.line - 1),
                d.severity == Severity::Error ? kErrorMarker : kWarningMarker);
        }
    }
    if (m_readError >= 0)
        m_editor->markerAdd(m_readError, kErrorMarker);
}

QList<int> SourceDock::markedLines() const
{
    QList<int> lines;
    const unsigned mask = (1u << kErrorMarker) | (1u << kWarningMarker);
    for (int line = m_editor->markerFindNext(0, mask); line >= 0;
         line = m_editor->markerFindNext(line + 1, mask))
        lines << line;
    return lines;
}

} // namespace robostage
