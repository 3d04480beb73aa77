#pragma once

// The Collision fit dock (issue 19): how well each link's collisions fit its visuals, which
// links collide with each other at the Joints dock's positions (live) or anywhere in the joint
// ranges, a heat map of the fit in the view with marks where a link sticks out most, and the
// Fit collision dialog.

#include "collisionfit/collisionfitmodel.h"
#include "diagnostics.h"
#include "lifetimebound.h"
#include "markers.h"
#include "rangecheck.h"

#include <QDockWidget>
#include <QFutureWatcher>
#include <QPointer>
#include <QSet>

#include <functional>
#include <memory>
#include <optional>

class QCheckBox;
class QLabel;
class QMenu;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace robostage {

class Document;
class FitCollisionDialog;
class DocumentWindow;
class JointsDock;
class Selection;
class Viewport;
namespace edit {
class EditSession;
}

/// The dock. Fit figures (collisionfit.h) of every link are measured in the background, on a
/// copy of the document read from the session's bytes, while the dock is shown: after a
/// document is shown and after each edit. A click on a row selects the link. "Heat map"
/// colours each link in the view by its IoU (fitColor()); the selected link gets a red mark
/// where its visuals stick out of its collisions most and a blue one where its collisions
/// reach farthest beyond its visuals. Pairs of links whose collisions intersect at the Joints
/// dock's positions (selfcollision.h) are listed with their depth, drawn in magenta in the
/// view and reported as warnings (diagnostics()); they are checked again whenever a joint
/// moves. "Check over joint ranges" lists the pairs that collide anywhere in the ranges
/// (rangecheck.h), each with the joint values where it is deepest (a click moves the joints
/// there). "Fit collision…" opens FitCollisionDialog for the selected link.
class CollisionFitDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit CollisionFitDock(QWidget *parent = nullptr);
    ~CollisionFitDock() override;

    /// Creates the dock in `window` (a tab beside `besides`, the Diagnostics dock; hidden) with
    /// its action in `viewMenu`, and connects it to the window's selection and viewport and to
    /// the joint positions of `joints`.
    static CollisionFitDock *install(
        DocumentWindow *window, QMenu *viewMenu, QDockWidget *besides, JointsDock *joints);

    /// The document shown (nullptr: none) and the session it is edited in; measured again
    /// when the dock is shown. `q`: the Joints dock's positions.
    void setDocument(
        const Document *document, edit::EditSession *session, const JointPositions &q = {});
    void setSelection(Selection *selection);
    void setViewport(Viewport *viewport);
    /// The Joints dock's positions (radians, metres): the self-collisions are checked again.
    void setJointPositions(const JointPositions &q);

    /// Warnings for the Diagnostics dock: one per colliding pair at the current positions.
    const Diagnostics &diagnostics() const ROBOSTAGE_LIFETIMEBOUND { return m_diagnostics; }
    /// Whether the last measurement of the current document is done.
    bool isMeasured() const { return m_measured != nullptr; }
    /// The colliding pairs at the current positions, "A|B" scoped names.
    QStringList collidingPairs() const;
    /// The preview of the Fit collision dialog (nothing: none), drawn with the marks.
    void setPreview(const std::optional<Marker> &preview);
    /// The MoveIt SRDF whose `<disable_collisions>` pairs are left out, as chosen with the
    /// SRDF… button (empty: FILE_STEM.srdf beside the description, when it exists); kept while
    /// the same file is shown. Setting it measures again.
    void setSrdfPath(const QString &path);
    const QString &srdfPath() const ROBOSTAGE_LIFETIMEBOUND { return m_srdfPath; }
    /// What the SRDF… button asks for the file (tests give their own; default a file dialog
    /// starting in `dir`). Returns the chosen path, or empty when cancelled.
    void setSrdfChooser(std::function<QString(const QString &dir)> chooser);
    QPushButton *srdfButton() const { return m_srdfButton; }

    /// The colour of links that collide at the current positions.
    static const QColor kCollidingColor;

    CollisionFitModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QTreeWidget *pairList() const { return m_pairs; }
    QCheckBox *heatMapBox() const { return m_heatMap; }
    QPushButton *rangeButton() const { return m_rangeButton; }
    QPushButton *fitButton() const { return m_fitButton; }
    /// The open Fit collision dialog, nullptr when none is.
    FitCollisionDialog *fitDialog() const;

signals:
    /// A measurement finished (the table is filled).
    void measured();
    /// The colliding pairs at the current positions changed (diagnostics() with them).
    void selfCollisionsChanged();
    /// A fitted collision was written; `message` for the status bar.
    void fitApplied(const QString &message);
    /// The user asked to see the joint positions `q` (a pair found over the ranges).
    void jointPositionsRequested(const JointPositions &q);

protected:
    void showEvent(QShowEvent *event) override;

private:
    /// What a measurement gives, for a copy of the document read from the session's bytes.
    struct Measurement
    {
        std::shared_ptr<const Document> doc; ///< the checker refers to it: declared first
        std::vector<LinkFit> fits;
        std::unique_ptr<SelfCollisionChecker> checker;
        bool outOfMemory = false;
    };
    void measure();
    void measurementDone();
    /// Checks the self-collisions at m_q, updates the list, the tints and the diagnostics.
    void checkSelfCollisions();
    void checkRanges();
    void applyTints();
    /// The marks of the selected link's farthest points and the dialog's preview.
    void updateMarkers();
    void selectionChanged(FrameId frame);
    void openFitDialog();
    /// The link of `frame` (itself, or the link of a visual or collision), else kNoFrame.
    FrameId linkFrame(FrameId frame) const;
    /// A click on a pair selects its first link; on a pair found over the ranges, it also
    /// asks for the joint positions where it collides (jointPositionsRequested()).
    void pairClicked(QTreeWidgetItem *item);
    /// The SRDF… button: asks for the file (m_srdfChooser) and sets it.
    void chooseSrdf();
    /// The status line's text for a measurement: links measured, open meshes, the SRDF read
    /// and its problems.
    static QString statusText(const Measurement &m);

    const Document *m_document = nullptr;
    QPointer<edit::EditSession> m_session;
    QPointer<Selection> m_selection;
    QPointer<Viewport> m_viewport;
    JointPositions m_q;
    CollisionFitModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_table;
    QTreeWidget *m_pairs;
    QString m_documentPath; ///< m_document's path, kept apart: the document goes first
    QCheckBox *m_heatMap;
    QWidget *m_legend; ///< the heat map's colour key, shown with the map
    QPushButton *m_rangeButton, *m_fitButton, *m_srdfButton;
    QCheckBox *m_checkAnyway; ///< checks the pairs <self_collide>false leaves out (issue 30)
    QLabel *m_status;
    QTimer *m_measureTimer;
    QPointer<FitCollisionDialog> m_dialog;
    std::optional<Marker> m_preview;
    /// The copy of the document the figures and the checker belong to.
    std::shared_ptr<Measurement> m_measured;
    QFutureWatcher<void> m_watcher;
    /// The running measurement, filled by the worker (runInPool()'s `done` token).
    std::shared_ptr<Measurement> m_running;
    int m_generation = 0; ///< of the document: a measurement of an older one is dropped
    int m_measuring = -1; ///< generation being measured, -1: none
    QSet<FrameId> m_colliding; ///< links of the colliding pairs
    QStringList m_pairNames; ///< "A|B" of the colliding pairs
    std::vector<RangeCollision> m_rangeFound;
    Diagnostics m_diagnostics;
    QString m_srdfPath; ///< chosen for the document at m_srdfDocument; empty: the default
    QString m_srdfDocument;
    std::function<QString(const QString &)> m_srdfChooser;
};

} // namespace robostage
