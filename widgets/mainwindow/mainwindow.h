#pragma once

#include "formats/xacro/xacroexpand.h"
#include "scene.h"

#include "base/documentwindow.h"

#include <functional>
#include <memory>

class QAction;
class QActionGroup;
class QApplication;
class QDragMoveEvent;
class QLabel;
class QToolBar;

namespace robostage {

class SourceDock;
class DifferencesDock;

class BackgroundChecks;
class CachedMeshProvider;
class CollisionFitDock;
class ContextMenus;
class DiagnosticsDock;
class DocumentWatcher;
class EditActions;
class FileMenu;
class GizmoController;
class JointsDock;
class ArgumentsDock;
class MeshCache;
class PropertiesDock;
class RecoveryStore;
class RecoveryWriter;
class Document;
class SceneTreeDock;
class SceneTreeModel;
class Selection;
class StructureActions;
class AddActions;
class ClipboardActions;
class Viewport;

namespace edit {
class EditSession;
struct DocumentChange;
} // namespace edit

/// A top-level window showing one document: the 3D viewport (a Viewport window in a widget
/// container), the scene tree, joints, properties and diagnostics docks, the Insert dock of models
/// to drop into the view (LibraryDock, hidden until asked for), the File, View and Help menus and
/// a toolbar. Each opened file gets its own window, edited through an edit::EditSession:
/// a pose edit updates the document in place and the window moves what it draws; other edits
/// (properties dock, Edit › Undo/Redo) read the document again, and the window follows it
/// keeping the camera, the selection and the joint positions (documentEdited()). One Selection
/// is shared by the viewport (click to pick, highlight), the tree and the diagnostics (click to
/// select the element).
///
/// The window's geometry and dock layout are saved in QSettings when it closes
/// (`mainWindow/geometry`, `mainWindow/state`) and restored by the next window. The files of
/// the document are watched: when one changes on disk and there are no unsaved edits, the
/// document is reloaded (reload()). Unsaved edits are kept in a crash-recovery record
/// (RecoveryWriter) until they are saved or discarded. Dropping .sdf, .world or .urdf files on the
/// window opens them (openFiles()).
///
/// The viewport comes from the ViewportPool and goes back there when the window is destroyed
/// (Qt3D does not free a destroyed Qt3DWindow's OpenGL contexts); everything of the window that
/// was connected to it is disconnected first.
class MainWindow : public DocumentWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Runs the GUI: parses `robostage [--help] [--version] [--new-instance] [FILE…]`, opens each
    /// FILE in its own window (the bundled demo world when there is none) and runs the event
    /// loop. Unless --new-instance is given, a RoboStage already running in this display session
    /// opens the files instead (SingleInstance) and this returns 0 at once. Returns the process
    /// exit status. `subcommands` are the headless subcommands the help names.
    static int runGui(QApplication &app, const QStringList &subcommands);

    /// Whether openFile() adds the file to File › Open Recent (not the extracted demo world).
    enum class Recent { Add, Skip };
    /// Loads `path` into this window, replacing its document (camera fitted, joints at 0,
    /// selection cleared), and adds it to the recent files. Loading problems do not fail:
    /// they are listed in the diagnostics dock.
    void openFile(const QString &path, Recent recent = Recent::Add);
    /// Opens each of `paths`: a file already open in a window raises that window; the first
    /// other file goes into this window when it has no document, the rest into new windows.
    void openFiles(const QStringList &paths) override;
    /// The window whose document was read from `path` (compared as canonical paths), nullptr
    /// when no window shows it.
    static MainWindow *windowShowing(const QString &path);
    /// Reads the document's file again (asking first when there are unsaved edits, which are
    /// lost), keeping the camera, the selection (by kind and scoped
    /// name) and the joint positions (by scoped joint name), and says in the status bar what
    /// changed (SceneChanges). Nothing happens without a document read from a file.
    void reload();
    /// reload() without asking: the unsaved edits are dropped (the user chose Reload over a
    /// file changed on disk, SaveConflictDialog).
    void reloadDroppingEdits();
    /// Whether the document has edits not saved yet; a changed file is then not reloaded.
    bool hasUnsavedEdits() const;

    /// The document as edited so far; a new object after every edit (EditSession::changed).
    const Document *document() const override;
    /// The editing session of the open file, nullptr without one.
    edit::EditSession *session() const override { return m_session.get(); }
    EditActions *editActions() const { return m_editActions; }
    /// Edit › Delete, Duplicate and Rename… (StructureActions).
    StructureActions *structureActions() const { return m_structureActions; }
    /// Edit › Add (AddActions; not QWidget::addActions()).
    AddActions *addMenuActions() const { return m_addActions; }
    /// Edit › Copy and Paste (ClipboardActions).
    ClipboardActions *clipboardActions() const { return m_clipboardActions; }
    /// The context menus of the scene tree and the view (ContextMenus).
    ContextMenus *contextMenus() const { return m_contextMenus; }
    SceneTreeModel *sceneTreeModel() const;
    DiagnosticsDock *diagnosticsDock() const { return m_diagnosticsDock; }
    SceneTreeDock *sceneTreeDock() const { return m_sceneTreeDock; }
    JointsDock *jointsDock() const { return m_jointsDock; }
    ArgumentsDock *argumentsDock() const { return m_argumentsDock; }
    PropertiesDock *propertiesDock() const { return m_propertiesDock; }
    /// View › Collision Fit (CollisionFitDock).
    CollisionFitDock *collisionFitDock() const { return m_collisionFitDock; }
    /// The gizmos of the open document (nullptr while none is open).
    GizmoController *gizmoController() const { return m_gizmo; }
    FileMenu *fileMenu() const { return m_fileMenu; }
    /// Keeps the crash-recovery record of the session's unsaved edits (nullptr without a
    /// session).
    RecoveryWriter *recoveryWriter() const { return m_recovery; }
    Viewport *viewport() const override { return m_viewport; }
    QWidget *viewportContainer() const { return m_viewportContainer; }
    Selection *selection() const override { return m_selection; }
    /// The permanent status bar text: counts of models, links, joints, errors and warnings, or
    /// the mesh loading progress.
    QString summary() const;

    /// Starts renaming the selected entity (Edit › Rename…, F2): the single entry point of a
    /// rename in the GUI. With the scene tree focused its row's in-place editor takes the new
    /// name (SceneTreeDock::editCurrentName()), else the properties dock's name field
    /// (PropertiesDock::editName()); both rename through edit::RenameEntity.
    void renameSelected() override;

    /// The text of Help › About RoboStage (rich text): RoboStage's version and licence
    /// (Apache-2.0), and the versions and licences, with links to their texts, of the libraries
    /// it is built with: Qt (run-time and compile-time versions; LGPL-3.0 or GPL), Assimp
    /// (BSD-3-Clause) and tinyxml2 (zlib).
    static QString aboutText();

    /// Offers the unsaved edits a crashed RoboStage left in `store` (its staleRecords()) in a
    /// question box: Restore opens each record's file in a new window (deleted on close), or
    /// takes the window already showing it without edits, with the recovered bytes as one
    /// unsaved edit (EditSession::replaceBytes) and removes the record; Discard removes the
    /// records; Later keeps them for the next start. Records that cannot be restored stay and a
    /// message says why. Records of the files in `opening` (about to be opened) are left to
    /// offerRecoveryOf(), as are those answered Later in this process. Returns the windows opened.
    static QList<MainWindow *> offerRecovery(
        const RecoveryStore &store, const QStringList &opening = {});
    /// Asks whether to restore the unsaved edits a crashed RoboStage left for `path`, the file
    /// this window has just opened (the newest stale record of the default store): Restore
    /// applies them as one unsaved edit, Discard removes the record, Later keeps it for the next
    /// start. Does nothing without such a record. openFile() calls it once the window shows.
    void offerRecoveryOf(const QString &path);

    /// Whether `path` names a file the window accepts by drag and drop (.sdf, .world, .urdf).
    static bool isDescriptionFile(const QString &path);

protected:
    void closeEvent(QCloseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    /// Drag and drop on the 3D view, which is a QWindow, goes to dragEnterEvent() and
    /// dropEvent().
    bool eventFilter(QObject *watched, QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    /// Replaces the document with the one read from `path`; `keepView`: a reload (camera,
    /// selection, joint positions kept). Returns false, keeping the document shown, when the
    /// file could not be read for lack of memory (std::bad_alloc; a message says so).
    bool load(const QString &path, bool keepView);
    /// Points the viewport, the docks and the title at the session's current document.
    /// `keepView`: camera and joint positions kept.
    void showDocument(bool keepView);
    /// The session's document changed after an edit, undo, redo or Save As. Updated in place
    /// (`change.inPlace`, a pose edit): moves what the viewport draws for the moved frames and
    /// refreshes Properties and the gizmo. Read again: shows the new document, keeping the
    /// camera, the joint positions and the selection (by kind and scoped name; a renamed
    /// entity by its frame id).
    void documentEdited(const edit::DocumentChange &change);
    /// Remembers the selected entity's kind and scoped name, to find it after an edit.
    void rememberSelection(FrameId frame);
    /// Accepts a drag that carries files the window opens (isDescriptionFile()).
    void acceptDrag(QDragMoveEvent *event);
    void createMenus();
    /// The toolbar: Open, Reload, Fit, Reset Camera, Wireframe, Transparent, Link Frames,
    /// Joint Axes, Grid, Measure.
    QToolBar *createToolBar();
    void showAbout();
    void updateSummary();
    /// MeshCache progress: shows it, and when every requested mesh is read builds the scene
    /// again with the meshes and lists the meshes that stay placeholders as diagnostics.
    void meshProgress(int done, int total);
    /// Gives the Arguments dock the height of its rows (up to 8) when a xacro file opens.
    void fitArgumentsDock();
    /// Writes the Joints dock's positions that differ from the initial ones into the file as
    /// one undoable edit (edit::SetInitialPositions); says what it did in the status bar.
    void saveInitialPositions();
    void showDiagnostics();
    /// Selects the element a diagnostic is about (frameAtLine()).
    void selectDiagnostic(const QString &file, int line);
    /// The watcher saw `paths` change on disk.
    void filesChanged(const QStringList &paths);
    /// The Arguments dock's Apply: remembers the values for the file and expands it again
    /// with them, keeping the view (after asking when there are unsaved edits).
    void applyArguments(const xacro::Arguments &arguments);
    /// Reads the open file again keeping the view, after asking (`title`, `question` with %1
    /// the file name) when there are unsaved edits; `before` runs first with the path.
    void loadAgain(const QString &title, const QString &question,
        const std::function<void(const QString &path)> &before);

    std::unique_ptr<edit::EditSession> m_session;
    struct SelectionKey
    {
        FrameId id = kNoFrame;
        int kind = -1;
        QString scopedName;
    } m_selected;
    MeshCache *m_meshCache;
    /// Loads the document's meshes in the background (placeholders until they are read).
    std::unique_ptr<CachedMeshProvider> m_meshProvider;
    /// The scene was built while the visuals' and collision meshes were read, in the Visuals
    /// view: it is built again once the visuals' are in, before the collision meshes
    /// (meshProgress()), which then follow (m_collisionsAfter).
    bool m_visualsFirst = false, m_collisionsAfter = false;
    Selection *m_selection;
    Viewport *m_viewport;
    QWidget *m_viewportContainer;
    SceneTreeDock *m_sceneTreeDock;
    JointsDock *m_jointsDock;
    ArgumentsDock *m_argumentsDock;
    PropertiesDock *m_propertiesDock;
    DiagnosticsDock *m_diagnosticsDock;
    CollisionFitDock *m_collisionFitDock = nullptr;
    DocumentWatcher *m_watcher;
    /// Inertials checked against the geometry in the background (Diagnostics warnings).
    bool m_fitArgumentsOnShow = false; ///< fitArgumentsDock() waits for the window to show
    BackgroundChecks *m_checks;
    FileMenu *m_fileMenu = nullptr;
    EditActions *m_editActions = nullptr;
    StructureActions *m_structureActions = nullptr;
    AddActions *m_addActions = nullptr;
    ClipboardActions *m_clipboardActions = nullptr;
    ContextMenus *m_contextMenus = nullptr;
    /// Gizmos at the selection; one per session (it edits through it).
    GizmoController *m_gizmo = nullptr;
    RecoveryWriter *m_recovery = nullptr;
    QAction *m_gizmoAction = nullptr; ///< Edit › Gizmo (Q): shows the gizmo or only selects
    /// Edit › Gizmo Mode: Move (W), Rotate (E), Joint Axis (A); data: GizmoLayout::Mode.
    QActionGroup *m_gizmoModes = nullptr;
    /// Edit › Drag Joints (K in the view): the gizmo drags the robot by the selected link.
    QAction *m_ikAction = nullptr;
    SourceDock *m_sourceDock = nullptr; ///< View › Source (F4)
    DifferencesDock *m_differencesDock = nullptr; ///< File › Compare With…
    QLabel *m_summary;
    /// Counts of what showDiagnostics() last listed, for the status bar summary.
    int m_shownErrors = 0, m_shownWarnings = 0;
};

} // namespace robostage
