#pragma once

#include <QMainWindow>

#include <memory>

class QApplication;
class QLabel;

namespace robostage {

class DiagnosticsDock;
class Document;
class SceneTreeDock;
class SceneTreeModel;

/// A top-level window showing one document: the viewport (a placeholder until rendering is
/// built), the scene tree dock and the diagnostics dock. Each opened file gets its own window.
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

private:
    void createMenus();
    void showOpenDialog();
    void showAbout();
    void updateSummary();

    std::unique_ptr<Document> m_document;
    QLabel *m_viewportPlaceholder;
    SceneTreeDock *m_sceneTreeDock;
    DiagnosticsDock *m_diagnosticsDock;
};

} // namespace robostage
