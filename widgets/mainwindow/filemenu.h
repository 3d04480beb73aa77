#pragma once

#include "diagnostics.h"
#include "mainwindow/newdocument.h"

#include <QObject>
#include <QString>

class QAction;
class QMenu;

namespace robostage {

class Document;
class MainWindow;

/// The target format of File › Export.
enum class ExportFormat { Sdf, Urdf };

/// What exportDocument() did.
struct ExportResult
{
    /// True when `path` was written.
    bool written = false;
    /// The conversion's warnings (what was not converted exactly) and errors (why it could not
    /// convert), each at the file and line of the source element; and why writing failed.
    Diagnostics diagnostics;
};

/// Converts `document` to `format` (model/convert: convertToSdf() for URDF or
/// convertSimRobotToSdf() for a SimRobot scene, SDFormat 1.9; convertToUrdf() for SDFormat)
/// and writes it to `path` with writeConversion(): an existing file is replaced only when the
/// conversion succeeded and every file (a scene's inline meshes as OBJ files in
/// `BASENAME_meshes/` beside `path`) was written.
ExportResult exportDocument(const Document &document, ExportFormat format, const QString &path);

/// The File menu of a MainWindow: New (SDFormat World (Ctrl+N), SDFormat Model, URDF Robot:
/// createNewDocument(), opened like Open's files, saved with Save As), Open… (Ctrl+O), Open Recent
/// (RecentFiles, with Clear Menu), Reload (F5), Export as SDF… / Export as URDF…, Export Image…
/// (exportViewImage()), Close (Ctrl+W) and Quit (Ctrl+Q). The actions are children of the window
/// (object names newWorldAction, newModelAction, newRobotAction in the submenu newMenu, openAction,
/// reloadAction, exportSdfAction, exportUrdfAction, exportImageAction, closeAction, quitAction;
/// the submenu recentMenu), so the toolbar can show them. Save and Save As come with the editing
/// core.
class FileMenu : public QObject
{
    Q_OBJECT

public:
    /// Fills `menu` for `window`.
    FileMenu(MainWindow *window, QMenu *menu);

    /// Enables Reload and Export for the window's document (Export as SDF for URDF documents
    /// and SimRobot scenes, Export as URDF for SDFormat ones); call after the document changed.
    void updateActions();

    /// Converts the window's document to `format` and writes it to `path` (empty: asks with a
    /// file dialog). Reports the outcome in a message box that does not block (the
    /// conversion's warnings as its details; why it could not convert or write as a warning)
    /// and in the status bar. Returns whether the file was written.
    bool exportAs(ExportFormat format, const QString &path = QString());

    QAction *openAction() const { return m_open; }
    QAction *reloadAction() const { return m_reload; }
    QAction *exportSdfAction() const { return m_exportSdf; }
    QAction *exportUrdfAction() const { return m_exportUrdf; }
    QAction *exportImageAction() const { return m_exportImage; }
    QMenu *recentMenu() const { return m_recent; }

    /// File › New: opens a new document of `kind` in this window when it shows none, else in a
    /// new window; a message box says why when the file cannot be made.
    void newDocument(NewDocumentKind kind);

private:
    void showOpenDialog();
    /// Rebuilds Open Recent from RecentFiles, first taking out the files that no longer exist
    /// (and saying so in the status bar).
    void fillRecentMenu();
    void openRecent(const QString &path);

    MainWindow *m_window;
    QAction *m_open;
    QMenu *m_recent;
    QAction *m_reload;
    QAction *m_exportSdf;
    QAction *m_exportUrdf;
    QAction *m_exportImage;
};

} // namespace robostage
