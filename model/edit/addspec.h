#pragma once

// What AddEntity (structurecommands.h) adds, and the text form `robostage edit --add-*` gives it
// in (issue 18, "On the command line"):
//
//   --add-model  PARENT::NAME[@POSE]                  PARENT: the world's name (or `world`) for
//                                                     a top-level model, else a model (nested)
//   --add-link   MODEL::NAME[@POSE]                   URDF: NAME alone (no POSE: the joint's)
//   --add-joint  MODEL::NAME=TYPE,PARENT,CHILD[@POSE] URDF: NAME=TYPE,PARENT,CHILD
//   --add-visual LINK::NAME=GEOMETRY[@POSE]
//   --add-collision LINK::NAME=GEOMETRY[@POSE]
//   --add-frame  PARENT::NAME[@POSE]                  SDFormat 1.7+; PARENT a world, model or link
//   --add-light  PARENT::NAME=point|spot|directional[@POSE]
//                                                     PARENT the world or a link (SDFormat 1.6+;
//                                                     URDF: a link, as a <gazebo> block)
//   --add-sensor LINK::NAME=camera|depth_camera|gpu_lidar|imu|contact[@POSE]
//                                                     URDF: a <gazebo reference="LINK"> block
//   --include    PARENT::URI[=NAME][@POSE]            SDFormat; PARENT the world or a model; URI
//                                                     model://NAME, a path or a Fuel URL
//   GEOMETRY: box:X,Y,Z | sphere:R | cylinder:R,LENGTH | capsule:R,LENGTH | ellipsoid:A,B,C |
//             mesh:URI[,SCALE] (SCALE: one factor or X,Y,Z)
//   POSE: x,y,z,roll,pitch,yaw in metres and radians, default all zero
//
// The parent (the part before the last `::`) is a scoped name as `robostage poses` prints it or
// an unambiguous suffix of one (entitylookup.h findEntity()).

#include "document.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <array>

namespace robostage::edit {

/// One entity to add. Units: metres, radians. `xyzRpy` is the new entity's pose in its default
/// pose frame (the frame its `<pose>`/`<origin>` is relative to when no `relative_to` is
/// written): a model's parent (the world or the enclosing model), a link's model, a visual's or
/// collision's link, a frame's `attached_to` frame (the model or world when none), an SDFormat
/// joint's child link (joint.sdf: "By default, the pose of a joint is expressed in the child
/// link frame"), a URDF joint's parent link (urdf-xml.md `<joint><origin>`), a light's or
/// sensor's link (or the world for a world light), an included model's parent (the world or
/// the enclosing model).
struct AddSpec
{
    enum class Kind { Model, Link, Joint, Visual, Collision, Frame, Light, Sensor, Include };
    Kind kind = Kind::Link;
    /// The parent entity as written (`MODEL`, `LINK`, the world's name); empty for a URDF link
    /// or joint given as NAME alone.
    QString parent;
    /// The new entity's name; for an include it may be empty: the included model's own name,
    /// made unique among its siblings (AddEntity).
    QString name;
    std::array<double, 6> xyzRpy {};
    bool hasPose = false; ///< `@POSE` was given
    /// Joints: the type as written (`revolute`, …) and the parent and child frames' names,
    /// relative to the model's scope (SDFormat 1.8 name scoping) or URDF link names.
    QString jointType, jointParent, jointChild;
    /// Joints with one axis (revolute, continuous, prismatic, screw): its direction as written
    /// into `<axis><xyz>` (SDFormat joint.sdf, in the joint frame by default) or `<axis xyz>`
    /// (urdf-xml.md, in the joint frame); need not be a unit vector, must not be zero. The
    /// two-axis SDFormat joints keep x and y.
    Vec3 axis {0, 0, 1};
    /// Visuals and collisions: Box (size), Sphere (radius), Cylinder and Capsule (radius,
    /// length), Ellipsoid (size: the three radii), Mesh (uri, scale). Sizes in metres.
    Geometry geometry;
    /// Lights: `point`, `spot` or `directional` (light.sdf `type`); sensors: `camera`,
    /// `depth_camera`, `gpu_lidar`, `imu` or `contact` (sensor.sdf `type`, SDFormat 1.6+ names;
    /// AddEntity writes the file version's name).
    QString type;
    /// Includes: the `<uri>` as written (`model://NAME`, a path, or a Fuel URL).
    QString uri;
};

/// The option name of `kind` without dashes (`add-link`, …, `include`).
QString addOptionName(AddSpec::Kind kind);

/// The AddSpec::Kind of option `name` (`add-link`, …); false when it is not an --add-* option
/// of this list.
bool addKindOfOption(const QString &name, AddSpec::Kind &kind);

/// The syntax of an --add-* option's value for messages and --help (`MODEL::NAME[@POSE]`, …).
QString addSyntax(AddSpec::Kind kind);

/// Parses the text of an --add-* option (the syntax above) into `out`. False with `error` set
/// (what is wrong and what to write) for a missing name, an empty part, a POSE that is not six
/// finite numbers, a joint value that is not TYPE,PARENT,CHILD, or a GEOMETRY that is not one
/// of the forms above with positive finite sizes, a light or sensor type not listed above, or an
/// include without a parent or URI. Whether the parent exists and the values fit
/// the file's format is checked by AddEntity::create().
bool parseAddSpec(AddSpec::Kind kind, const QString &text, AddSpec &out, QString *error);

/// The rules an added entity must meet once every edit of a batch (one `robostage edit`
/// command) is applied, checked on the final document `doc`; `added` are the AddEntity
/// addedSpec()s of the batch (`KIND:scoped-name`). Returns one message per violation, empty
/// when all hold:
/// - a URDF link needs a parent joint (urdf-xml.md: the links form one tree with one root);
/// - an SDFormat model needs a link or a nested model: the model frame is attached to its
///   canonical link (SDFormat 1.7 pose frame semantics, model.sdf `canonical_link`), and
///   libsdformat refuses a model without one ("A model must have at least one link").
/// Entities deleted again later in the batch are not checked.
QStringList unfinishedAdditions(const Document &doc, const QStringList &added);

} // namespace robostage::edit
