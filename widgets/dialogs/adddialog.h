#pragma once

#include "edit/addspec.h"

#include <QDialog>
#include <QStringList>

#include <array>
#include <functional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLayout;
class QLabel;
class QLineEdit;
class QPushButton;

namespace robostage {

/// The dialog of Edit › Add (issue 18): the name, the pose and what the kind needs of the entity
/// to add, as an edit::AddSpec for edit::AddEntity.
///
/// Fields (object names in brackets): name (addName); for a light or sensor its type (addType);
/// for a joint, or a URDF link with its parent joint: joint type (addJointType), parent link
/// (addJointParent) and, for the types with one, the axis (addAxis0 … addAxis2, in the joint
/// frame, z at first; planar's is the plane's normal), for a URDF link the joint's name
/// (addJointName: NAME_joint, following the link's name until edited), and for an SDFormat
/// joint the child link (addJointChild); for a collision of a link with visuals, a visual to
/// copy the geometry and pose of (addCopyVisual); for a visual or a collision: the geometry
/// (addGeometry: box, sphere, cylinder, capsule, ellipsoid, mesh) and its sizes in metres
/// (addSize0, addSize1, addSize2: box x y z, ellipsoid radii, radius and length; unused ones
/// hidden), or for a mesh its URI (addMeshUri, filled by the file dialog of addMeshBrowse) and
/// scale factor (addMeshScale);
/// the pose x, y, z in metres and roll, pitch, yaw in degrees (addPose0 … addPose5), relative
/// to the entity's default pose frame (AddSpec::xyzRpy; the dialog converts degrees to radians).
class AddEntityDialog : public QDialog
{
    Q_OBJECT

public:
    /// What the dialog offers besides the name and pose.
    struct Options
    {
        edit::AddSpec::Kind kind = edit::AddSpec::Kind::Link;
        bool urdf = false;
        QString parent; ///< AddSpec::parent: the scoped name the entity goes below
        QString name; ///< the suggested name (unique in its scope)
        QStringList jointTypes; ///< the joint types the format offers (first: the default)
        QStringList links; ///< the links a joint may connect, as AddSpec names them
        QString parentLink; ///< the preselected parent link (a URDF link's, a joint's)
        QStringList shapes; ///< geometry names offered (box, sphere, …), first the default
        /// A collision's link's visuals, whose geometry and pose (in the link frame) the
        /// collision can copy.
        struct VisualSource
        {
            QString name;
            Geometry geometry;
            std::array<double, 6> xyzRpy {}; ///< metres and radians
        };
        std::vector<VisualSource> visuals;
        /// A light's or sensor's types (addType: point, spot, …), first the default.
        QStringList types;
        /// The URI to write for a mesh file chosen in the file dialog (absolute path), e.g.
        /// uriForMeshFile(); the folder the file dialog starts in.
        std::function<QString(const QString &path)> meshUri;
        QString meshFolder;
        /// Offer to place the entity in the view (addPlaceInView: a link or model), checked
        /// or not at first: "Place by clicking in the view", or with `rightClicked` "Place
        /// where you right-clicked"; offer "Pick the … links in the view or the scene tree"
        /// (addPickLinks: a joint).
        bool offerPlaceInView = false;
        bool placeInViewChecked = false;
        bool rightClicked = false;
        bool offerPickLinks = false;
    };

    /// Tests: replaces the file dialog of addMeshBrowse (returns the chosen absolute path, or
    /// empty for Cancel; gets the folder it starts in).
    void setMeshChooser(std::function<QString(const QString &folder)> chooser)
    {
        m_chooseMesh = std::move(chooser);
    }

    AddEntityDialog(const Options &options, QWidget *parent = nullptr);

    /// The entity as filled in (kind, parent, name, pose; joint type, parent, child; geometry).
    /// For a URDF link, `joint` receives the parent joint to add with it (named NAME_joint).
    edit::AddSpec spec(edit::AddSpec *joint = nullptr) const;
    /// Whether the user asked to place the entity by a click in the view (the position fields
    /// are then unused) or to pick a joint's links there (the link fields are then unused).
    bool placeInView() const;
    bool pickLinks() const;

private:
    void addMeshRow(QFormLayout *form);
    void addJointRows(QFormLayout *form);
    void addCopyRow(QFormLayout *form);
    void copyVisual(int index);
    void showSizes();
    void showAxis();
    /// The axis as filled in (z when the dialog has no axis row).
    Vec3 axis() const;
    void browseMesh();
    void updateOk();

    Options m_options;
    QLineEdit *m_name;
    QComboBox *m_jointType = nullptr;
    QComboBox *m_jointParent = nullptr;
    QComboBox *m_jointChild = nullptr;
    QLineEdit *m_jointName = nullptr;
    bool m_jointNameEdited = false; ///< the user typed the joint's name: it no longer follows
    QDoubleSpinBox *m_axis[3] = {};
    QWidget *m_axisRow = nullptr;
    QComboBox *m_copyVisual = nullptr;
    QComboBox *m_geometry = nullptr;
    QComboBox *m_type = nullptr;
    QDoubleSpinBox *m_size[3] = {};
    QLabel *m_sizeLabel[3] = {};
    QDoubleSpinBox *m_pose[6] = {};
    QFormLayout *m_form;
    QLayout *m_sizes = nullptr;
    QWidget *m_meshRow = nullptr;
    QLineEdit *m_meshUri = nullptr;
    QDoubleSpinBox *m_meshScale = nullptr;
    QPushButton *m_ok = nullptr;
    QCheckBox *m_placeInView = nullptr;
    QCheckBox *m_pickLinks = nullptr;
    std::function<QString(const QString &folder)> m_chooseMesh;
};

} // namespace robostage
