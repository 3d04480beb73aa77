#pragma once

#include <QDockWidget>

class QTreeView;

namespace robostage {

class Document;
class SceneTreeModel;
class Selection;

/// Dock showing the scene tree of the window's document (SceneTreeModel in a tree view).
class SceneTreeDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit SceneTreeDock(QWidget *parent = nullptr);

    /// Shows `document`'s scene (nullptr: nothing); expands the world and its models.
    void setDocument(const Document *document);

    /// Keeps the tree's current row and `selection` in step: choosing a row selects its
    /// entity, and a selection made elsewhere (the viewport) becomes the current row, expanded
    /// into view. `selection` must outlive this dock.
    void setSelection(Selection *selection);

    SceneTreeModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }

private:
    SceneTreeModel *m_model;
    QTreeView *m_view;
    Selection *m_selection = nullptr;
};

} // namespace robostage
