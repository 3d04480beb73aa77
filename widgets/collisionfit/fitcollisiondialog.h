#pragma once

// The Fit collision dialog (issue 19, "Generated collision shapes"): pick a shape, see it in
// the view with its fit figures, apply it.

#include "framegraph.h"
#include "lifetimebound.h"
#include "markers.h"
#include "shapefit.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;

namespace robostage {

namespace edit {
class EditSession;
}

/// A non-modal dialog for one link (by scoped name): the kind of shape (box, cylinder, sphere,
/// capsule, convex hull), whether it replaces the link's collisions, and the fitted shape's
/// figures (its size, volume, IoU with the visuals, how far the visuals stick out of it).
/// Each choice fits the shape again (fitCollisionShape()) and emits previewChanged() with a
/// translucent green marker of it at the link's pose at `q`. Apply writes it
/// (applyFittedShape(): one undo step), emits applied() and closes; Close leaves the file
/// alone. With `visual` (a visual of the link, selected when the dialog opened) the dialog
/// offers to fit that visual only (ticked by default). The dialog deletes itself when closed.
class FitCollisionDialog : public QDialog
{
    Q_OBJECT

public:
    FitCollisionDialog(edit::EditSession *session, const QString &link, const JointPositions &q,
        const QString &visual = QString(), QWidget *parent = nullptr);

    /// Fits the chosen shape again and shows it (the kind and replace boxes do this).
    void refit();
    /// Writes the fitted shape, as the Apply button does; false (the dialog stays, the error in
    /// its label) when the edit is refused.
    bool apply();

    const std::optional<FittedShape> &shape() const ROBOSTAGE_LIFETIMEBOUND { return m_shape; }
    QComboBox *kindBox() const { return m_kind; }
    QCheckBox *replaceBox() const { return m_replace; }
    /// "Only visual 'v'"; null without a visual.
    QCheckBox *onlyVisualBox() const { return m_onlyVisual; }
    QLabel *figuresLabel() const { return m_figures; }
    QPushButton *applyButton() const { return m_apply; }

signals:
    /// The shape to draw in the view (world frame), or nothing.
    void previewChanged(const std::optional<Marker> &preview);
    /// The shape was written; `message` says what happened.
    void applied(const QString &message);

private:
    edit::EditSession *m_session;
    QString m_link;
    JointPositions m_q;
    QComboBox *m_kind;
    QCheckBox *m_replace;
    QString m_visual;
    QCheckBox *m_onlyVisual = nullptr;
    QLabel *m_figures;
    QPushButton *m_apply;
    std::optional<FittedShape> m_shape;
};

} // namespace robostage
