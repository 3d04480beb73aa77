#pragma once

#include <QMainWindow>
#include <QStringList>

namespace robostage {

class Document;
class Selection;
class Viewport;

namespace edit {
class EditSession;
} // namespace edit

/// What the editing actions, tools and docks need of the window that shows a document: its
/// document and editing session, the selection, the 3D view, and the few window actions they
/// trigger. MainWindow implements it; the folders below mainwindow/ use only this, never
/// MainWindow itself, so that each folder of widgets/ uses only the folders below it
/// (widgets/CMakeLists.txt lists them top to bottom). Being a QMainWindow, it also gives them
/// statusBar() for their messages and is the parent of their dialogs.
class DocumentWindow : public QMainWindow
{
    Q_OBJECT

public:
    using QMainWindow::QMainWindow;

    /// The document as edited so far, nullptr without one; a new object after every edit
    /// (EditSession::changed), so callers do not keep it.
    virtual const Document *document() const = 0;
    /// The editing session of the open file, nullptr without one.
    virtual edit::EditSession *session() const = 0;
    /// The selection shared by the view, the tree and the docks (never nullptr).
    virtual Selection *selection() const = 0;
    /// The 3D view (nullptr only while the window is being destroyed).
    virtual Viewport *viewport() const = 0;
    /// Opens each of `paths` (a file already open raises its window).
    virtual void openFiles(const QStringList &paths) = 0;
    /// Starts renaming the selected entity (Edit › Rename…, F2).
    virtual void renameSelected() = 0;
};

} // namespace robostage
