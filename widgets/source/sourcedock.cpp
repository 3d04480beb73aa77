#include "source/sourcedock.h"

#include "base/documentwindow.h"
#include "base/selection.h"
#include "document.h"
#include "edit/editsession.h"

#include <Qsci/qscilexerxml.h>
#include <Qsci/qsciscintilla.h>

#include <QCheckBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>

#include <cstring>

namespace robostage {

namespace {

constexpr int kErrorMarker = 1;
constexpr int kWarningMarker = 2;
constexpr int kHighlightMarker = 3;
constexpr int kSymbolMargin = 1;
int windowBytes = 8 << 20;
int windowLines = 40000;

} // namespace

SourceDock::SourceDock(DocumentWindow *window)
    : QDockWidget(tr("Source"), window)
    , m_window(window)
    , m_editor(new QsciScintilla)
    , m_file(new QLabel)
    , m_status(new QLabel)
    , m_apply(new QPushButton(tr("&Apply")))
    , m_revert(new QPushButton(tr("Re&vert")))
    , m_autoApply(new QCheckBox(tr("Apply after a pause")))
    , m_pause(new QTimer(this))
    , m_find(new QLineEdit)
{
    setObjectName(QStringLiteral("sourceDock"));
    m_editor->setObjectName(QStringLiteral("sourceEditor"));
    m_editor->setUtf8(true);
    auto *lexer = new QsciLexerXML(m_editor);
    lexer->setFoldCompact(false);
    m_editor->setLexer(lexer);
    m_editor->setMarginType(0, QsciScintilla::NumberMargin);
    m_editor->setMarginLineNumbers(0, true);
    m_editor->setMarginWidth(0, QStringLiteral("00000000")); // 62 MB worlds have 2 million lines
    m_editor->setMarginType(kSymbolMargin, QsciScintilla::SymbolMargin);
    m_editor->setMarginWidth(kSymbolMargin, 14);
    m_editor->setMarginMarkerMask(kSymbolMargin, (1 << kErrorMarker) | (1 << kWarningMarker));
    m_editor->setFolding(QsciScintilla::BoxedTreeFoldStyle, 2);
    m_editor->markerDefine(QsciScintilla::Circle, kErrorMarker);
    m_editor->setMarkerBackgroundColor(QColor(220, 40, 40), kErrorMarker);
    m_editor->markerDefine(QsciScintilla::Circle, kWarningMarker);
    m_editor->setMarkerBackgroundColor(QColor(240, 180, 20), kWarningMarker);
    m_editor->markerDefine(QsciScintilla::Background, kHighlightMarker);
    m_editor->setMarkerBackgroundColor(QColor(255, 236, 160), kHighlightMarker);
    m_editor->setReadOnly(true); // until a file is shown
    m_file->setObjectName(QStringLiteral("sourceFile"));
    m_file->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setObjectName(QStringLiteral("sourceStatus"));
    m_status->setWordWrap(true);
    m_apply->setObjectName(QStringLiteral("sourceApply"));
    m_apply->setToolTip(tr("Apply the typed text to the document (Ctrl+Return); one undo step"));
    m_apply->setEnabled(false);
    m_revert->setObjectName(QStringLiteral("sourceRevert"));
    m_revert->setToolTip(tr("Drop the typed text and show the file as it is"));
    m_revert->setEnabled(false);
    m_autoApply->setObjectName(QStringLiteral("sourceAutoApply"));
    m_pause->setSingleShot(true);
    m_pause->setInterval(1000);
    m_find->setObjectName(QStringLiteral("sourceFind"));
    m_find->setPlaceholderText(tr("Find (Enter: next)"));
    m_find->setClearButtonEnabled(true);
    m_find->hide();

    auto *top = new QHBoxLayout;
    top->addWidget(m_file, 1);
    top->addWidget(m_autoApply);
    top->addWidget(m_revert);
    top->addWidget(m_apply);
    auto *body = new QWidget;
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_editor, 1);
    layout->addWidget(m_find);
    layout->addWidget(m_status);
    setWidget(body);

    connect(m_apply, &QPushButton::clicked, this, &SourceDock::apply);
    connect(m_revert, &QPushButton::clicked, this, &SourceDock::revert);
    connect(m_pause, &QTimer::timeout, this, [this] {
        if (m_autoApply->isChecked() && hasUnappliedText())
            apply();
    });
    // No modification notifications: QScintilla 2.13 turns each into an O(file) character
    // count for its accessibility events (220 ms a keystroke in a 62 MB world). Typing is seen
    // through the save point (set whenever the dock shows the file's bytes) and UI updates.
    m_editor->SendScintilla(QsciScintillaBase::SCI_SETMODEVENTMASK, 0UL);
    const auto typedChanged = [this] {
        if (m_syncing)
            return;
        const bool typed = hasUnappliedText();
        m_apply->setEnabled(typed);
        m_revert->setEnabled(typed);
    };
    connect(m_editor, &QsciScintillaBase::SCN_SAVEPOINTLEFT, this, typedChanged);
    connect(m_editor, &QsciScintillaBase::SCN_SAVEPOINTREACHED, this, typedChanged);
    connect(m_editor, &QsciScintillaBase::SCN_UPDATEUI, this, [this](int updated) {
        if ((updated & QsciScintillaBase::SC_UPDATE_CONTENT) && !m_syncing
            && m_autoApply->isChecked() && hasUnappliedText())
            m_pause->start(); // a pause after the last change
    });
    connect(m_editor, &QsciScintilla::cursorPositionChanged, this, &SourceDock::cursorMoved);
    m_editor->installEventFilter(this);
    m_editor->viewport()->installEventFilter(this); // tool tips of the marks
    connect(m_find, &QLineEdit::returnPressed, this, [this] {
        const bool found = m_editor->findFirst(m_find->text(), false, false, false, true);
        setStatus(found ? QString() : tr("'%1' is not in the file").arg(m_find->text()));
    });
    connect(window->selection(), &Selection::changed, this, &SourceDock::selectionChanged);
    connect(this, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            selectionChanged(m_window->selection()->frame());
    });
}

SourceDock::~SourceDock() = default;

void SourceDock::setWindowSize(int bytes, int lines)
{
    windowBytes = bytes;
    windowLines = lines;
}

bool SourceDock::eventFilter(QObject *watched, QEvent *event)
{
    // Ctrl+Return applies, Ctrl+F finds, Ctrl+G goes to a line: taken before QScintilla's
    // own key bindings see them.
    if (watched == m_editor->viewport() && event->type() == QEvent::ToolTip)
        return showMessagesAt(static_cast<QHelpEvent *>(event)->pos());
    if (watched != m_editor
        || (event->type() != QEvent::KeyPress && event->type() != QEvent::ShortcutOverride))
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    const bool ours = key->modifiers() == Qt::ControlModifier
        && (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter || key->key() == Qt::Key_F
            || key->key() == Qt::Key_G);
    if (!ours)
        return false;
    event->accept();
    if (event->type() == QEvent::ShortcutOverride)
        return true; // the key press comes to us, not to a window shortcut
    if (key->key() == Qt::Key_F) {
        m_find->show();
        m_find->setFocus();
        m_find->selectAll();
    } else if (key->key() == Qt::Key_G) {
        bool ok = false;
        const int line = QInputDialog::getInt(this, tr("Go to Line"), tr("Line:"), 1, 1,
            std::max(1, int(m_base.count('\n')) + 1), 1, &ok);
        if (ok && (shows(line - 1) || !hasUnappliedText())) {
            showFile(m_path, line - 1); // a large file's window moves there
            m_editor->setCursorPosition(viewLine(line - 1), 0);
            m_editor->ensureLineVisible(viewLine(line - 1));
            m_editor->setFocus();
        }
    } else {
        apply();
    }
    return true;
}

SourceDock *SourceDock::install(DocumentWindow *window, QMenu *viewMenu, QDockWidget *tabbedWith)
{
    auto *dock = new SourceDock(window);
    window->addDockWidget(Qt::BottomDockWidgetArea, dock);
    if (tabbedWith)
        window->tabifyDockWidget(tabbedWith, dock);
    dock->hide();
    QAction *toggle = dock->toggleViewAction();
    toggle->setShortcut(Qt::Key_F4);
    toggle->setObjectName(QStringLiteral("sourceDockAction"));
    viewMenu->addAction(toggle);
    // Tabbed with Diagnostics: showing it brings its tab to the front.
    connect(toggle, &QAction::triggered, dock, [dock, window](bool on) {
        if (!on)
            return;
        dock->raise();
        if (dock->height() < 240) // room for the text, not only its header
            window->resizeDocks({dock}, {300}, Qt::Vertical);
    });
    return dock;
}

void SourceDock::setSession(edit::EditSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    m_path.clear();
    m_base.clear();
    setBytes(QByteArray());
    m_editor->setReadOnly(true);
    m_file->clear();
    if (m_session)
        connect(m_session, &edit::EditSession::changed, this, &SourceDock::sessionChanged);
    selectionChanged(m_window->selection()->frame());
}

QByteArray SourceDock::text() const
{
    return m_base.left(m_windowStart) + viewText() + m_base.mid(m_windowEnd);
}

QByteArray SourceDock::viewText() const
{
    const long length = m_editor->SendScintilla(QsciScintillaBase::SCI_GETLENGTH);
    QByteArray bytes(int(length) + 1, '\0');
    m_editor->SendScintilla(
        QsciScintillaBase::SCI_GETTEXT, static_cast<unsigned long>(length + 1), bytes.data());
    bytes.chop(1);
    return bytes;
}

bool SourceDock::hasUnappliedText() const
{
    // Scintilla's save point marks the file's text (set whenever the dock shows the file's
    // bytes): O(1) per keystroke, also in a 62 MB world; undoing back to it is "unmodified".
    return !m_path.isEmpty() && m_editor->SendScintilla(QsciScintillaBase::SCI_GETMODIFY) != 0;
}

void SourceDock::setBytes(const QByteArray &bytes)
{
    m_syncing = true;
    const bool readOnly = m_editor->isReadOnly();
    m_editor->setReadOnly(false);
    m_editor->SendScintilla(QsciScintillaBase::SCI_SETTEXT, bytes.constData());
    m_editor->SendScintilla(QsciScintillaBase::SCI_EMPTYUNDOBUFFER);
    m_editor->SendScintilla(QsciScintillaBase::SCI_SETSAVEPOINT);
    m_editor->setReadOnly(readOnly);
    m_syncing = false;
}

void SourceDock::setStatus(const QString &text)
{
    m_status->setText(text);
}

QString SourceDock::statusText() const
{
    return m_status->text();
}

bool SourceDock::shows(int line) const
{
    // The whole file: every line (also one past its end). A window: its lines, not the empty
    // one after its last line end.
    if (m_windowStart == 0 && m_windowEnd == m_base.size())
        return line >= 0;
    const bool endsWithLine
        = m_windowEnd > m_windowStart && m_base.at(qsizetype(m_windowEnd - 1)) == '\n';
    return line >= m_firstLine && line < m_firstLine + m_editor->lines() - (endsWithLine ? 1 : 0);
}

void SourceDock::showFile(const QString &path, int line)
{
    if (path == m_path && shows(line))
        return;
    m_path = path;
    m_base = m_session ? m_session->bytes(path) : QByteArray();
    m_readError = -1;
    m_windowStart = 0;
    m_windowEnd = m_base.size();
    m_firstLine = 0;
    if (m_base.size() > windowBytes) {
        // The lines around `line`: count line ends up to the window's first line, then on.
        m_firstLine = std::max(0, line - windowLines / 2);
        const char *text = m_base.constData();
        const long size = m_base.size();
        long at = 0;
        for (int n = 0; n < m_firstLine && at < size; ++n) {
            const char *nl
                = static_cast<const char *>(std::memchr(text + at, '\n', size_t(size - at)));
            at = nl ? long(nl - text) + 1 : size;
        }
        m_windowStart = at;
        for (int n = 0; n < windowLines && at < size; ++n) {
            const char *nl
                = static_cast<const char *>(std::memchr(text + at, '\n', size_t(size - at)));
            at = nl ? long(nl - text) + 1 : size;
        }
        m_windowEnd = at;
    }
    setBytes(m_base.mid(m_windowStart, m_windowEnd - m_windowStart));
    numberLines();
    m_editor->setReadOnly(!m_session || m_session->fileIndex(path) < 0);
    m_file->setText(QFileInfo(path).fileName());
    m_file->setToolTip(path);
    m_apply->setEnabled(false);
    m_revert->setEnabled(false);
    m_cursorLine = -1;
    indexLines();
    markDiagnostics();
}

void SourceDock::numberLines()
{
    if (m_windowStart == 0 && m_windowEnd == m_base.size()) {
        m_editor->setMarginType(0, QsciScintilla::NumberMargin);
        return;
    }
    m_editor->setMarginType(0, QsciScintilla::TextMarginRightJustified);
    for (int line = 0; line < m_editor->lines(); ++line)
        m_editor->setMarginText(line, QString::number(fileLine(line) + 1), 0);
}

void SourceDock::highlight(int first, int last)
{
    m_editor->markerDeleteAll(kHighlightMarker);
    m_highlight = {first, last};
    if (first < 0)
        return;
    for (int line = first; line <= last; ++line)
        m_editor->markerAdd(line, kHighlightMarker);
}

void SourceDock::selectionChanged(FrameId frame)
{
    if (!isVisible() || m_syncing || !m_session)
        return;
    QString path;
    int line = 0;
    if (!locate(frame, &path, &line)) {
        highlight(-1, -1);
        return;
    }
    if (path != m_path && hasUnappliedText()) {
        setStatus(tr("Apply or revert the typed text to follow the selection to %1")
                      .arg(QFileInfo(path).fileName()));
        return;
    }
    if (path == m_path && !shows(line - 1) && hasUnappliedText()) {
        setStatus(tr("Apply or revert the typed text to go to line %1").arg(line));
        return;
    }
    showFile(path, line - 1);
    const int first = viewLine(line - 1);
    highlight(first, lastLineOf(first));
    // The same entity again (after an edit, the window selects it anew): the cursor stays.
    const FrameNode &node = m_window->document()->frames().node(frame);
    const QString shown = QString::number(int(node.kind)) + node.scopedName;
    if (shown == m_shown)
        return;
    m_shown = shown;
    m_syncing = true;
    m_editor->setCursorPosition(first, 0);
    // The element at the top, below a few lines of what comes before it.
    const int onScreen = int(m_editor->SendScintilla(QsciScintillaBase::SCI_LINESONSCREEN));
    m_editor->setFirstVisibleLine(std::max(0, first - std::min(3, onScreen / 4)));
    m_syncing = false;
}

void SourceDock::cursorMoved(int line, int)
{
    if (m_syncing || m_path.isEmpty() || line == m_cursorLine) // the dock's own moves: m_syncing
        return;
    m_cursorLine = line; // typing along a line does not look again
    const FrameId frame = entityAt(fileLine(line) + 1);
    if (frame == kNoFrame || frame == m_window->selection()->frame())
        return;
    const FrameNode &node = m_window->document()->frames().node(frame);
    m_shown = QString::number(int(node.kind)) + node.scopedName;
    m_syncing = true;
    m_window->selection()->setFrame(frame);
    m_syncing = false;
    highlightFrame(frame);
}

bool SourceDock::showMessagesAt(const QPoint &point)
{
    // The line under the point, in the margin too (SCI_POSITIONFROMPOINT, not ...CLOSE).
    const long position = m_editor->SendScintilla(QsciScintillaBase::SCI_POSITIONFROMPOINT,
        static_cast<unsigned long>(point.x()), static_cast<long>(point.y()));
    const int line = int(m_editor->SendScintilla(
        QsciScintillaBase::SCI_LINEFROMPOSITION, static_cast<unsigned long>(position)));
    QStringList messages = m_messages.value(line);
    if (line == m_readError && line >= 0)
        messages.prepend(m_status->text());
    if (messages.isEmpty())
        return false;
    QToolTip::showText(m_editor->viewport()->mapToGlobal(point), messages.join(QLatin1Char('\n')),
        m_editor->viewport());
    return true;
}

} // namespace robostage
