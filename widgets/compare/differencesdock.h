#pragma once

#include "diff/descriptiondiff.h"

#include <QDockWidget>

#include <memory>

class QLabel;
class QMenu;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace robostage {

class CachedMeshProvider;
class Document;
class DocumentWindow;
class MeshCache;
class SceneView;

namespace edit {
class EditSession;
}

/// File › Compare With… and Compare With Saved, and the Differences dock (issue 34): another
/// description, or the open file as last saved, drawn as a see-through ghost in the view, and
/// what differs from the open document (diff::compare(), the other file as the old version)
/// listed by entity. Clicking a difference selects its entity. The list follows every edit,
/// undo and reload; opening another file ends the comparison, as Stop does.
class DifferencesDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit DifferencesDock(DocumentWindow *window);
    ~DifferencesDock() override;

    /// Creates the dock in `window`, tabbed with `tabbedWith`, hidden, and adds Compare With…
    /// and Compare With Saved to `fileMenu` (object names compareWithAction,
    /// compareWithSavedAction).
    static DifferencesDock *install(
        DocumentWindow *window, QMenu *fileMenu, QDockWidget *tabbedWith);

    /// Follows `session` (null: none): its edits, undo and reloads refresh the differences; a
    /// session of another file ends the comparison.
    void setSession(edit::EditSession *session);

    /// Compares the open document with the description at `path` (read with the window's
    /// xacro arguments for a xacro file): draws it as the ghost and lists the differences.
    /// False with `error` set when there is no open document or `path` cannot be read.
    bool compareWith(const QString &path, QString *error);
    /// compareWith() the open file as saved on disk.
    bool compareWithSaved(QString *error);
    /// Ends the comparison: the ghost goes, the list empties. Must run before the window's
    /// viewport is handed on (the ghost is in its scene).
    void stop();

    /// The other document and its ghost (null when not comparing), and the last result.
    const Document *other() const { return m_other.get(); }
    const SceneView *ghost() const { return m_ghost.get(); }
    const diff::Result &result() const { return m_result; }
    QTreeWidget *list() const { return m_list; }

private:
    void refresh();
    void activate(QTreeWidgetItem *item);

    DocumentWindow *m_window;
    edit::EditSession *m_session = nullptr;
    QString m_path; ///< of the open file the comparison belongs to
    QString m_otherPath;
    bool m_withSaved = false; ///< comparing with the open file as saved (follows saves)
    QMetaObject::Connection m_cameraMoved; ///< re-sorts the ghost's see-through parts
    std::unique_ptr<Document> m_other;
    std::unique_ptr<MeshCache> m_meshCache; ///< only when the window has none
    std::unique_ptr<CachedMeshProvider> m_meshes;
    std::unique_ptr<SceneView> m_ghost;
    diff::Result m_result;
    QLabel *m_summary;
    QTreeWidget *m_list;
    QPushButton *m_stop;
};

} // namespace robostage
