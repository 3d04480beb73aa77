#pragma once

#include "scene.h"

#include <QDockWidget>
#include <QSet>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTimer;
class QToolButton;
class QTreeView;

namespace robostage {

class Document;
class SceneTreeModel;
class Selection;

namespace edit {
class EditSession;
}

/// Dock showing the scene tree of the window's document: a filter box (`sceneFilter`) and a
/// "Kinematic" toggle (`kinematicToggle`, persisted in QSettings `sceneTree/kinematic`) above
/// the tree (`sceneTreeView`), and a message line (`sceneTreeMessage`) for refused renames.
///
/// The view shows SceneTreeModel through a SceneTreeFilter: the filter keeps the rows whose
/// name or kind contains the text (case-insensitive) with their ancestors and, for a link or
/// model, its parts, expanded (in a large document once the typing pauses for 300 ms); clearing it
/// brings back the expansion and the column widths of before (the Name column is fitted to the rows
/// only when the whole tree shows). With an edit session, F2 or a double click edits a name in
/// place (SceneTreeModel::setData()). When the document is rebuilt after an edit or a reload of the
/// same file, the expanded rows and the current row are kept (by kind and scoped name, or by frame
/// id for a renamed entity).
class SceneTreeDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit SceneTreeDock(QWidget *parent = nullptr);

    /// Shows `document`'s scene (nullptr: nothing). A document of another file starts with
    /// the world and its models expanded (kinematic view: the kinematic chains too), a large
    /// one (more than 5000 frames) with its top-level rows only; one of the same file (an
    /// edit, a reload) keeps the expanded and current rows. The rows are made as they are
    /// shown (SceneTreeModel), and `document` must outlive the next setDocument().
    void setDocument(const Document *document);

    /// The session renames are pushed on (nullptr: the names are read-only); the one whose
    /// documents setDocument() is given.
    void setSession(edit::EditSession *session);

    /// Keeps the tree's current row and `selection` in step: choosing a row selects its
    /// entity, and a selection made elsewhere (the viewport) becomes the current row, expanded
    /// into view (nothing is current when the filter hides it). `selection` must outlive this
    /// dock.
    void setSelection(Selection *selection);

    /// Shows the kinematic view (parent link → joint → child link) or the structure view, and
    /// remembers the choice in QSettings.
    void setKinematic(bool kinematic);
    bool isKinematic() const;

    /// Starts the in-place name editor on the current row. False when there is no current row
    /// or its entity cannot be renamed (no session, the world).
    bool editCurrentName();

    /// The text of the last refused rename, empty when none is shown.
    QString message() const;

    /// The view's (filtered) index of the row of `frame`, invalid when no row shows it or the
    /// filter hides it.
    QModelIndex indexOfFrame(FrameId frame) const;

    SceneTreeModel *model() const { return m_model; }
    QSortFilterProxyModel *proxyModel() const { return m_proxy; }
    QTreeView *view() const { return m_view; }
    QLineEdit *filterEdit() const { return m_filter; }

private:
    /// Which rows are expanded and which is current, by KeyRole and by frame id.
    struct TreeState
    {
        QSet<QString> expandedKeys;
        QSet<FrameId> expandedFrames;
        QString currentKey;
        FrameId currentFrame = kNoFrame;
        int currentKind = -1;
        int scroll
            = 0; ///< the vertical scroll bar's value (issue 30: a reload scrolled to the top)
        bool expandDefault = false; ///< expandDefault() instead (another file, another view)
    };
    // The expansion and current row (scenetreestate.cpp).
    TreeState saveState() const;
    void restoreExpansion(const TreeState &state);
    void restoreCurrent(const TreeState &state);
    /// The default expansion: world and models; in the kinematic view also joints and links
    /// with child joints.
    void expandDefault();
    void rebuild(bool keepState);
    /// True for a document with many entities (scenetreestate.cpp): its tree starts with only
    /// the top-level rows expanded and its filter waits for a pause in the typing.
    bool isLarge() const;
    /// True while the view shows a filter's rows (the filter text may be newer, see isLarge()).
    bool isFiltering() const;
    /// How the Name column's width follows the rows: Grow to fit them but never narrower
    /// (after an edit, another view), or fit the Contents (another file).
    enum class Fit { None, Grow, Contents };
    /// Fits the Name column now, or when the filter is cleared while it has text.
    void fitNameColumn(Fit fit);
    bool eventFilter(QObject *watched, QEvent *event) override;
    void filterChanged(const QString &text);
    void showMessage(const QString &text);
    /// The frame of a row (FrameIdRole), kNoFrame for none.
    static FrameId frameOf(const QModelIndex &index);

    SceneTreeModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTreeView *m_view;
    QLineEdit *m_filter;
    QToolButton *m_kinematic;
    QLabel *m_message;
    QTimer *m_filterDelay; ///< applies the filter text of a large document
    Selection *m_selection = nullptr;
    const Document *m_document = nullptr;
    QString m_documentPath; ///< Document::path(), to tell an edit from another file
    TreeState m_unfiltered; ///< the expansion before the filter had text
    Fit m_pendingFit = Fit::None; ///< asked for while the filter had text
    /// The Name column's width as last fitted (pixels; narrower than its names when the Kind
    /// column needed the room); another width is the user's own.
    int m_fittedNameWidth = -1;
    /// The Name column's narrowest fitted width (pixels) that leaves the Kind column its room.
    static constexpr int kMinNameWidth = 120;
    /// Room (pixels) a Kind cell takes beside its text: the item's margins on both sides.
    static constexpr int kKindPadding = 16;
    bool m_restoring = false; ///< the view is being rebuilt: its current row does not select
};

} // namespace robostage
