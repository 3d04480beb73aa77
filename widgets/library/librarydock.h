#pragma once

#include <QDockWidget>

class QLabel;
class QLineEdit;
class QListView;
class QMenu;
class QSortFilterProxyModel;

namespace robostage {

class LibraryModel;
class DocumentWindow;

/// The Insert dock (issue 18, object name `insertDock`): the models of the model paths and the
/// Fuel cache (LibraryModel) as icons with their names, a search box that keeps the models whose
/// name or description contains its words (case-insensitive), and a line that counts the models
/// and names the folders passed over. Drag a model onto the 3D view to insert it there
/// (LibraryDrop); double-click (or Enter) inserts it where the view's centre points.
///
/// The first scan starts when the dock is first shown (it is hidden until the user asks for it,
/// as Gazebo's Resource Spawner); the refresh button scans again.
class LibraryDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit LibraryDock(QWidget *parent = nullptr);

    /// Makes the dock of `window` (on the right, a tab beside `besides`, the Properties dock;
    /// hidden), its
    /// LibraryDrop on the view, View › Insert (`viewMenu`) and Add › Model from Library…
    /// (`addMenu`, object name addFromLibraryAction).
    static LibraryDock *install(
        DocumentWindow *window, QDockWidget *besides, QMenu *viewMenu, QMenu *addMenu);

    /// Scans the model paths and the Fuel cache of the environment again.
    void rescan();

    LibraryModel *model() const { return m_model; }
    QSortFilterProxyModel *filter() const { return m_filter; }
    QLineEdit *searchField() const { return m_search; }
    QListView *view() const { return m_view; }
    QLabel *statusLabel() const { return m_status; }

signals:
    /// The user double-clicked or pressed Enter on the model with `uri`.
    void insertRequested(const QString &uri);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void updateStatus();

    LibraryModel *m_model;
    QSortFilterProxyModel *m_filter;
    QLineEdit *m_search;
    QListView *m_view;
    QLabel *m_status;
    bool m_scanned = false;
};

} // namespace robostage
