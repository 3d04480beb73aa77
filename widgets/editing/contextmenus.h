#pragma once

#include "scene.h"

#include <QObject>
#include <QPoint>
#include <QPointer>

class QAction;
class QMenu;
class QTreeView;

namespace robostage {

class AddActions;
class ClipboardActions;
class DocumentWindow;
class StructureActions;
class Viewport;

/// The context menus of a DocumentWindow (issue 17): a right click on a scene tree row, or on an
/// object in the 3D view (Viewport::pickAt() under the cursor), selects that entity and opens a
/// menu (object name contextMenu) with the actions that apply to it, the others disabled:
/// Edit › Rename…, Duplicate and Delete (StructureActions' own actions, enabled as there), and
/// the actions this class adds:
/// - View › Focus on Selection (focusAction): the camera looks at the selection so that it
///   fills the view (Viewport::focus()), keeping its direction;
/// - View › Hide Selected / Show Selected (hideAction): hides or shows again the visuals and
///   collisions of a visual, collision, link or model (Viewport::setHiddenFrames());
/// - Edit › Copy Name (copyNameAction): the entity's name to the clipboard;
/// - Open Containing File (openContainingFileAction, in the context menu only): for an entity
///   read from another file than the one opened (an included model and what it holds), opens
///   that file (DocumentWindow::openFiles()).
class ContextMenus : public QObject
{
    Q_OBJECT

public:
    /// Adds Copy Name to `editMenu` after Rename… and Focus and Hide to `viewMenu` after Fit to
    /// Scene, and takes right clicks on `sceneTree` (the scene tree's view) and `window`'s
    /// view. The menu holds `structure`'s, `clipboard`'s and `add`'s actions, updated for the
    /// clicked entity.
    ContextMenus(DocumentWindow *window, QMenu *editMenu, QMenu *viewMenu,
        StructureActions *structure, AddActions *add, ClipboardActions *clipboard,
        QTreeView *sceneTree);
    ~ContextMenus() override;

    /// Selects `frame` (kNoFrame: nothing) and opens the context menu at `globalPos`
    /// (non-blocking, QMenu::popup()). Returns the menu.
    QMenu *popup(FrameId frame, const QPoint &globalPos);
    /// The context menu (hidden until popup()).
    QMenu *menu() const { return m_menu; }
    /// Enables and names each action for the current selection and document.
    void updateActions();

    QAction *focusAction() const { return m_focus; }
    QAction *hideAction() const { return m_hide; }
    QAction *copyNameAction() const { return m_copyName; }
    QAction *openContainingFileAction() const { return m_openFile; }

protected:
    /// Right clicks (without drag) on the 3D view.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// The file the selected entity was read from (the opened file's path for its own entities
    /// and xacro's expansion), empty without an entity or when the file is gone.
    QString containingFile() const;
    void toggleHidden();

    DocumentWindow *m_window;
    StructureActions *m_structure;
    AddActions *m_add;
    ClipboardActions *m_clipboard;
    QPointer<Viewport> m_viewport; ///< the view whose right clicks are taken
    QMenu *m_menu;
    QAction *m_focus;
    QAction *m_hide;
    QAction *m_copyName;
    QAction *m_openFile;
    QPoint m_pressPos; ///< where the right button went down on the view
    bool m_rightDown = false;
};

} // namespace robostage
