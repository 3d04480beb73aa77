#pragma once

#include "framegraph.h"
#include "scene.h"

#include <QDockWidget>

#include <functional>
#include <memory>

class QFormLayout;
class QLabel;
class QLineEdit;
class QUndoCommand;
class QVBoxLayout;

namespace robostage {

class Selection;

namespace edit {
class EditSession;
struct EditResult;
} // namespace edit

/// Dock (right side) showing the properties of the selected entity of the window's EditSession.
///
/// Editable, each committed field one undo step (edit/commands.h, edit/propertycommands.h):
/// the name (RenameEntity), the pose (SetPose: x y z in metres, roll pitch yaw shown in
/// degrees and written in radians, in the frame the pose is expressed in, shown read-only; the
/// numbers SetPose writes, so a URDF link shows its parent joint's `<origin>`), a
/// joint's first axis (SetJointAxis, unitless, in its `expressed_in` frame), a visual's colour
/// with alpha (SetMaterialColor, QColorDialog), a model's static flag (SetModelStatic), a
/// visual's or collision's geometry type (the types of the file's format) and sizes in metres
/// or mesh URI and scale (SetGeometry; a "…" button chooses the mesh file, and a line shows
/// the file the URI resolves to or why it does not), a link's mass (kg) and inertia (kg·m²)
/// (SetInertial), a joint's type (SetJointType) and limits (SetJointLimits: lower and upper in
/// ° for angular joints and m for prismatic ones, effort, velocity) and a light's type
/// (SetLightType). Shown read-only: the pose's frame, a joint's parent and child, the light's
/// other settings. Input that is not valid (not a number, NaN, a zero axis, an empty name, a
/// non-positive size or mass, an unphysical inertia, lower above upper) is refused with a
/// message in the dock (object name propertiesMessage) and not written; so are edits the
/// session refuses, with its reason. Numbers are shown as the file spells them, else as an edit
/// writes them (numberdisplay.h); the form scrolls when the dock is narrower than its fields.
class PropertiesDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit PropertiesDock(QWidget *parent = nullptr);
    ~PropertiesDock() override;

    /// The session whose document is shown and edited (nullptr: none). Must outlive the dock or
    /// be replaced first.
    void setSession(edit::EditSession *session);
    /// Shows the entity `selection` names, following its changes.
    void setSelection(Selection *selection);
    /// The shown entity, kNoFrame for none.
    FrameId frame() const { return m_frame; }
    /// The message of the last refused edit, empty when the last edit went through.
    QString message() const;
    /// Sets the shown visual's colour (what the colour button does after its dialog).
    void setVisualColor(const QColor &color);
    /// Opens the rename editor (the name field, selected) of the shown entity.
    void editName();
    /// Replaces the mesh file dialog (QFileDialog) with `chooser`, which gets the folder to start
    /// in and returns the chosen absolute path or an empty string (tests).
    void setFileChooser(std::function<QString(const QString &startFolder)> chooser);
    /// The joint positions the view shows (radians, metres): the distance to the previous
    /// selection (propertydistance.cpp) is measured there.
    void setJointPositions(const JointPositions &q);
    /// The text of the Distance group: from the entity selected before the shown one to it,
    /// their frames' origins in the world frame; empty when there is none.
    QString distanceText() const;

private:
    /// Rebuilds the form for `frame` of the session's document.
    void showFrame(FrameId frame);
    /// Fills the new form's groups for `frame`.
    void fillForm(FrameId frame);
    /// The name and pose rows (propertypose.cpp); `pose` gives the *Relative to* frame.
    void addNameAndPose(QFormLayout *form, const QString &name, const PoseSpec &pose);
    void addLink(const Link &link);
    void addVisual(const Visual &visual);
    void addGeometry(QFormLayout *form, const Geometry &geometry);
    void addGeometrySizes(QFormLayout *form, const Geometry &geometry);
    void addMesh(QFormLayout *form, const Geometry &geometry);
    /// Asks for a mesh file (the file chooser) and returns its URI (meshUriFor), or empty.
    QString chooseMesh(const Geometry &geometry);
    void commitGeometry(const Geometry &value);
    void addJoint(const Joint &joint);
    void addJointLimits(QFormLayout *form, const Joint &joint);
    void addModel(const Model &model);
    void addLight(const Light &light);
    /// Drake (propertydrake.cpp): the link's collision filter groups, when it is in any.
    void addCollisionFilterGroups(const Link &link);
    /// Drake: fills the form for the `<loop_joint>` with attachment frame `frame`; false when
    /// `frame` is none.
    bool addLoopJoint(FrameId frame);
    QFormLayout *addGroup(const QString &title);
    /// The Distance group (propertydistance.cpp): from the previously selected entity's frame
    /// origin to the shown one's, at the joint positions of setJointPositions().
    void addDistance();
    /// The previous selection's frame in the session's document, kNoFrame when it is gone.
    FrameId previousFrame() const;
    void commitName(QLineEdit *edit, const QString &oldName);
    /// Pushes `command` as one undo step (a macro, so that it does not merge with the previous
    /// one), or shows `result.error`. Returns whether it was pushed or changed nothing.
    bool apply(std::unique_ptr<QUndoCommand> command, const edit::EditResult &result);
    void refuse(const QString &message);

    edit::EditSession *m_session = nullptr;
    Selection *m_selection = nullptr;
    FrameId m_frame = kNoFrame;
    /// The entity selected before m_frame: kind and scoped name, so that it is found again
    /// in the document read after an edit; kind -1 for none.
    int m_previousKind = -1;
    QString m_previousName;
    JointPositions m_q;
    QLabel *m_distance = nullptr;
    QWidget *m_content = nullptr;
    QVBoxLayout *m_layout = nullptr;
    QLabel *m_header;
    QLabel *m_message;
    QLineEdit *m_name = nullptr;
    std::function<QString(const QString &)> m_fileChooser;
};

} // namespace robostage
