// The Source dock's editing (issue 32): applying typed text as one undoable edit, reverting
// it, and following edits made elsewhere in the text shown.

#include "source/sourcedock.h"

#include "base/documentwindow.h"
#include "base/selection.h"
#include "edit/editsession.h"
#include "edit/patchcommand.h"

#include <Qsci/qsciscintilla.h>

#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QTimer>

#include <tinyxml2.h>

namespace robostage {

bool SourceDock::apply()
{
    m_pause->stop();
    if (!m_session || !hasUnappliedText())
        return false;
    if (m_session->bytes(m_path) != m_base) {
        // Applying would undo what was changed elsewhere meanwhile.
        setStatus(tr("Not applied: the file changed elsewhere since you typed; copy your text "
                     "and Revert"));
        return false;
    }
    const QByteArray bytes = text();
    // Text that does not read as XML is not applied (tinyxml2, as the readers parse it).
    tinyxml2::XMLDocument xml;
    if (xml.Parse(bytes.constData(), size_t(bytes.size())) != tinyxml2::XML_SUCCESS) {
        m_readError = std::max(0, viewLine(xml.ErrorLineNum() - 1));
        setStatus(tr("Not applied: line %1: %2; fix it or revert")
                      .arg(xml.ErrorLineNum())
                      .arg(QString::fromUtf8(xml.ErrorStr())));
        markDiagnostics();
        return false;
    }
    m_readError = -1;
    m_applying = true;
    const bool changed = m_session->replaceBytes(
        {{m_path, bytes}}, tr("Edit source of %1").arg(QFileInfo(m_path).fileName()));
    m_applying = false;
    m_base = m_session->bytes(m_path);
    m_windowEnd = m_windowStart + viewText().size(); // the text shown is the file's again
    m_editor->SendScintilla(QsciScintillaBase::SCI_SETSAVEPOINT);
    m_apply->setEnabled(false);
    m_revert->setEnabled(false);
    setStatus(changed ? tr("Applied (Ctrl+Z undoes it)") : QString());
    markDiagnostics();
    return changed;
}

void SourceDock::revert()
{
    m_readError = -1;
    const QString path = m_path;
    int line = 0, index = 0;
    m_editor->getCursorPosition(&line, &index);
    m_path.clear();
    showFile(path, fileLine(line));
    setStatus(QString());
}

void SourceDock::sessionChanged()
{
    indexLines(); // a new document: new frame ids
    m_cursorLine = -1;
    if (m_path.isEmpty() || m_applying) {
        markDiagnostics();
        return;
    }
    const QByteArray now = m_session->bytes(m_path);
    if (now == m_base) {
        markDiagnostics();
        return;
    }
    if (hasUnappliedText()) {
        // m_base stays the text typed over: Apply refuses until Revert (no edit is lost).
        setStatus(tr("The file changed elsewhere; your typed text is kept (Revert takes the "
                     "file's)"));
        return;
    }
    // An edit elsewhere: replace only the bytes that changed, so that the cursor and the
    // scroll position stay.
    const edit::FileDiff diff = edit::diffBytes(-1, m_base, now);
    const long prefix = diff.offset;
    const QByteArray &inserted = diff.inserted;
    const long changedEnd = prefix + diff.removed.size(); // in the bytes before
    const long delta = long(inserted.size()) - long(diff.removed.size());
    if (prefix < m_windowStart || changedEnd > m_windowEnd) {
        // Outside the window shown of a large file: before it, the window moves with the
        // change; across its border, the window is read again around the cursor.
        if (changedEnd <= m_windowStart) {
            m_windowStart += delta;
            m_windowEnd += delta;
            m_firstLine += int(inserted.count('\n') - diff.removed.count('\n'));
            numberLines();
        } else if (prefix < m_windowEnd) {
            int line = 0, index = 0;
            m_editor->getCursorPosition(&line, &index);
            const int top = fileLine(m_editor->firstVisibleLine());
            const int cursor = fileLine(line);
            const QString path = m_path;
            m_path.clear();
            showFile(path, cursor); // reads the session's bytes: `now`
            m_syncing = true;
            m_editor->setCursorPosition(viewLine(cursor), index);
            m_editor->setFirstVisibleLine(std::max(0, viewLine(top)));
            m_syncing = false;
        }
        m_base = now;
        markDiagnostics();
        highlightFrame(m_window->selection()->frame());
        return;
    }
    m_syncing = true;
    const bool readOnly = m_editor->isReadOnly();
    m_editor->setReadOnly(false);
    m_editor->SendScintilla(QsciScintillaBase::SCI_SETTARGETRANGE,
        static_cast<unsigned long>(prefix - m_windowStart), changedEnd - m_windowStart);
    m_editor->SendScintilla(QsciScintillaBase::SCI_REPLACETARGET,
        static_cast<unsigned long>(inserted.size()), inserted.constData());
    // Not the user's typing: Ctrl+Z in the text must not take it back.
    m_editor->SendScintilla(QsciScintillaBase::SCI_EMPTYUNDOBUFFER);
    m_editor->SendScintilla(QsciScintillaBase::SCI_SETSAVEPOINT);
    m_editor->setReadOnly(readOnly);
    m_syncing = false;
    m_base = now;
    m_windowEnd += delta;
    markDiagnostics();
    // The selection's lines again (the element may have grown), the cursor left where it is.
    highlightFrame(m_window->selection()->frame());
}

} // namespace robostage
