#pragma once

// Edit › Compute Inertia… (issue 19, "Mass properties"): a link's inertial from its geometry.

#include <QDialog>

class QAction;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QMenu;
class QPushButton;

namespace robostage {

class DocumentWindow;

/// A non-modal dialog for one link (by scoped name): a uniform density (kg/m³, default 1000,
/// as gz-sim's auto-inertia) or the link's total mass (kg, default its current mass), and Apply,
/// which writes the link's `<inertial>` from its collisions (its visuals when it has none):
/// mass, centre of mass as the inertial pose and the tensor about it, one undo step
/// (computeinertia.h). What was computed goes to the window's status bar; a refusal stays in
/// the dialog's label. Deletes itself when closed.
class ComputeInertiaDialog : public QDialog
{
    Q_OBJECT

public:
    ComputeInertiaDialog(DocumentWindow *window, const QString &link);

    /// Edit › Compute Inertia… in `editMenu` (object name computeInertiaAction), enabled while
    /// the selection is a link or one of its visuals or collisions; it opens the dialog for
    /// that link.
    static QAction *install(DocumentWindow *window, QMenu *editMenu);

    /// Computes and writes the inertial, as Apply does; false when refused (the reason in the
    /// label).
    bool apply();

    QComboBox *basisBox() const { return m_basis; }
    QDoubleSpinBox *valueBox() const { return m_value; }
    QLabel *messageLabel() const { return m_message; }
    QPushButton *applyButton() const { return m_apply; }

private:
    DocumentWindow *m_window;
    QString m_link;
    double m_mass = 1; ///< the link's mass as read, the default of the mass basis
    QComboBox *m_basis;
    QDoubleSpinBox *m_value;
    QLabel *m_message;
    QPushButton *m_apply;
};

} // namespace robostage
