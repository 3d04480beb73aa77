#pragma once

#include <QMainWindow>

#include <memory>

class QApplication;

namespace robostage {

class CachedMeshProvider;
class DiagnosticsDock;
class MeshCache;
class Document;
class SceneTreeDock;
class SceneTreeModel;
class Selection;
class Viewport;

/// A top-level window showing one document: the 3D viewport (a Viewport window in a widget
/// container), the scene tree dock and the diagnostics dock. Each opened file gets its own
/// window. One Selection is shared by the viewport (click to pick, highlight) and the tree.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Runs the GUI: parses `robostage [--help] [--version] [FILE…]`, opens each FILE in its own
    /// window (the bundled demo world when there is none) and runs the event loop. Returns the
    /// process exit status.
    static int runGui(QApplication &app);

    /// Loads `path` into this window, replacing its document. Loading problems do not fail:
    /// they are listed in the diagnostics dock.
    void openFile(const QString &path);

    const Document *document() const { return m_document.get(); }
    SceneTreeModel *sceneTreeModel() const;
    DiagnosticsDock *diagnosticsDock() const { return m_diagnosticsDock; }
    SceneTreeDock *sceneTreeDock() const { return m_sceneTreeDock; }
    Viewport *viewport() const { return m_viewport; }
    QWidget *viewportContainer() const { return m_viewportContainer; }
    Selection *selection() const { return m_selection; }

private:
    void createMenus();
    void showOpenDialog();
    void showAbout();
    void updateSummary();
    /// MeshCache progress: shows it, and when every requested mesh is read builds the scene
    /// again with the meshes and lists the meshes that stay placeholders as diagnostics.
    void meshProgress(int done, int total);
    void showDiagnostics();

    std::unique_ptr<Document> m_document;
    MeshCache *m_meshCache;
    /// Loads the document's meshes in the background (placeholders until they are read).
    std::unique_ptr<CachedMeshProvider> m_meshProvider;
    Selection *m_selection;
    Viewport *m_viewport;
    QWidget *m_viewportContainer;
    SceneTreeDock *m_sceneTreeDock;
    DiagnosticsDock *m_diagnosticsDock;
};

} // namespace robostage
