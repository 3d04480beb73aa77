#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QVector3D>

#include <array>

class QDropEvent;

namespace robostage {

class DocumentWindow;
class Viewport;

namespace edit {
class EditSession;
} // namespace edit

/// One `<include>` to add: into `parent` (the world's name or a model's scoped name), of `uri`,
/// at `xyzRpy` (metres, radians) in the parent's frame. Its `<name>` is the included model's own
/// name made free among its siblings as Gazebo does (`NAME`, `NAME_0`, `NAME_1`, …).
struct IncludePlacement
{
    QString parent, uri;
    std::array<double, 6> xyzRpy {};
};

/// Adds `placement` to the session's document as one lossless edit and one undo step
/// (edit::AddEntity with an include AddSpec); `added` is the new model's `KIND:scoped-name`,
/// `notes` what else the user should know (a Fuel model not in the cache). False with `error`
/// set when the edit is refused.
bool addInclude(edit::EditSession &session, const IncludePlacement &placement, QString &added,
    QStringList &notes, QString &error);

/// Models dragged from the Insert dock (LibraryModel::kMimeType) and dropped on a MainWindow's
/// 3D view (issue 18): the model goes into the open SDFormat world (or, in a model file, into
/// its model) where the drop point's camera ray first hits something drawn, else where it meets
/// the ground plane z = 0 (Viewport::surfacePointAt()), as `<include>` with the library's URI,
/// a free name (IncludePlacement) and `<pose>x y z 0 0 0</pose>` (metres, world frame, rounded
/// to millimetres; yaw 0): one edit, one undo step. A URDF, xacro or SimRobot document
/// refuses the drop and says why in the status bar; so does a view with no document.
///
/// Watches the view's window with an event filter installed after MainWindow's, so it sees
/// the drag first and passes on every other drag (files to open).
class LibraryDrop : public QObject
{
    Q_OBJECT

public:
    explicit LibraryDrop(DocumentWindow *window);
    ~LibraryDrop() override;

    /// Why the window's document cannot take a library model, or empty when it can.
    QString refusal() const;
    /// Inserts the model `uri` at world point `point` (metres), selects it and says so in the
    /// status bar; false with the reason in the status bar when it is refused.
    bool insert(const QString &uri, const QVector3D &point);
    /// Inserts it where the view's centre points (the dock's double-click).
    bool insertAtCentre(const QString &uri);
    /// What a drop of `event` on the view does: true when it carried a library model (then
    /// the event is accepted or ignored as the drop was).
    bool drop(QDropEvent *event);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /// Says `message` in the window's status bar.
    void say(const QString &message) const;

    DocumentWindow *m_window;
    QPointer<Viewport> m_viewport;
};

} // namespace robostage
