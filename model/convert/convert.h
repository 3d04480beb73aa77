#pragma once

// Conversion between URDF and SDFormat (issue 4) and from SimRobot scenes to SDFormat (issue 5):
// the model-layer API behind `robostage convert` and the File menu's export. Every direction is
// built from the format-neutral SceneModel and the resolved FrameGraph of a loaded Document,
// plus the source DOM where an extension (`<gazebo>` blocks) is carried over element by element.

#include "diagnostics.h"

#include <QByteArray>
#include <QString>

#include <vector>

namespace robostage {

class Document;

/// Options of convertToSdf().
struct ConvertOptions
{
    /// SDFormat version written in `<sdf version>`: "1.9" (default, read by libsdformat 12 and
    /// newer), "1.10" or "1.11". Only 1.11 has joint `<mimic>`.
    QString sdfVersion = QStringLiteral("1.9");
};

/// A file a conversion writes besides its main output (a SimRobot inline mesh as OBJ).
struct ConvertedFile
{
    /// Path relative to the folder of the main output, '/'-separated, as the XML refers to it.
    QString relativePath;
    QByteArray bytes;
};

/// The outcome of a conversion: the XML text, the files it refers to, and what was not (or
/// not exactly) converted.
struct Conversion
{
    /// UTF-8 XML, 2-space indented, numbers in their shortest round-trip form; empty when
    /// `ok` is false.
    QByteArray xml;
    /// Warnings for everything not converted or changed on the way (each at the file and line
    /// of the source element, "not converted: …"), errors for why the conversion is impossible.
    Diagnostics diagnostics;
    /// False when the document cannot be expressed in the target format (see the errors).
    bool ok = false;
    /// Files the XML refers to by relative path; written with it by writeConversion().
    std::vector<ConvertedFile> files;
};

/// URDF → SDFormat (`<sdf version><model>`). `doc` must be a loaded URDF document (one robot).
///
/// Links keep their frames: a child link is written `<pose relative_to="JOINT">` at the joint
/// frame and each joint `<pose relative_to="PARENT">` at its `<origin>` (urdf-xml.md "joint":
/// the child link frame is the joint frame; SDFormat 1.9 pose frame semantics), so every world
/// pose is unchanged. Fixed joints stay fixed joints (never lumped); a joint to `world` keeps
/// `<parent>world</parent>`; Drake `<frame>` becomes `<frame attached_to>`; `<gazebo>` blocks
/// contribute what maps directly (material scripts, self_collide, gravity, static, sensors,
/// plugins). Joints SDFormat lacks (floating, planar, curvilinear) become fixed joints with a
/// warning; a joint named like a link is renamed `NAME_joint` (SDFormat 1.8+ needs unique
/// names among a model's links, joints and frames), with a warning.
/// Returns ok == false (and an error) only when `doc` is not a URDF robot (SimRobot scenes:
/// convertSimRobotToSdf(), which needs the output path for the mesh files).
Conversion convertToSdf(const Document &doc, const ConvertOptions &options = {});

/// SimRobot scene (`.ros2`/`.ros3`) → SDFormat world (`<sdf version><world>`), for a document
/// read by model/formats/simrobot (see simrobotreader.h for how the scene maps to models).
///
/// Written: `<scene>` ambient and background, `<gravity>`, the lights (point, spot,
/// directional), and every model (nested compounds and bodies as nested `<model>`; compounds
/// `<static>`, a compound that carries Hinge/Slider joints instead gets a fixed joint to the
/// world); links with inertials (mass, centre of mass, full tensor), visuals with `<material>`
/// (ambient — the diffuse colour when the Surface has none —, diffuse, specular, emissive;
/// a diffuseTexture as PBR albedo map, relative to `outPath`, with a warning that only PBR
/// renderers show it), collisions, joints (revolute with limits, continuous, prismatic) and
/// sensors (Camera: camera; DepthImageSensor: depth_camera; ObjectSegmentedImageSensor:
/// segmentation_camera; ApproxDistanceSensor and SingleDistanceSensor: gpu_lidar;
/// Accelerometer, Gyroscope: imu; CollisionSensor: contact).
/// Poses: every model pose relative to its parent model (the world), each joint
/// `<pose relative_to>` its parent link, each joint's child link `<pose relative_to>` the
/// joint, taken from the resolved FrameGraph so that every world pose equals the scene's.
/// Each distinct inline mesh (ComplexAppearance) becomes one Wavefront OBJ file in
/// `BASENAME_meshes/` next to `outPath` (Conversion::files), referred to by a relative
/// `<mesh><uri>`. Names SDFormat 1.8+ rejects (duplicates among a model's links, joints and
/// nested models, `world`, a leading `__`) are changed with a warning
/// "KIND 'SCOPED' is written as 'SCOPED2'". What SDFormat cannot say (shininess, the Friction
/// materials, QuickSolver, UserInput) is reported once per source element.
/// Returns ok == false with an error when `doc` is not a SimRobot scene or the version is not
/// one of ConvertOptions::sdfVersion's.
Conversion convertSimRobotToSdf(
    const Document &doc, const QString &outPath, const ConvertOptions &options = {});

/// Writes `conversion` (ok) to `outPath` and its files next to it, all or nothing as far as
/// the file system allows: every file is first written to a temporary file (QSaveFile), and
/// only when all were written are they renamed over their targets, the main output last.
/// Folders the files need are created. Returns false with `error` ("PATH: cannot write:
/// reason") when a file cannot be created or written: then no target was replaced and the
/// folders created for it are removed again. (A rename that fails after others succeeded, which
/// the file system rarely does, leaves those replaced; the main output is renamed last.)
bool writeConversion(const Conversion &conversion, const QString &outPath, QString *error);

/// SDFormat → URDF (`<robot>`). `doc` must hold exactly one model, without nested models,
/// whose joints form a tree with one root (a link, or `world` when joints name it as parent).
///
/// Poses are resolved through the FrameGraph at zero joint positions, so any `relative_to`
/// structure converts: joint origin X_PJ = X_WP⁻¹·X_WJ, where P is the URDF frame of the
/// parent link; the child link's URDF frame is the joint frame (urdf-xml.md "joint"), and its
/// visuals, collisions, inertial and frames are re-expressed in it (a warning says when that
/// moves the link frame). Joint axes are re-expressed in the joint frame (SDFormat
/// `expressed_in`, `use_parent_model_frame`). Capsules become Drake `<capsule>` with a warning;
/// other shapes URDF lacks, lights, and most extensions are reported and left out; sensors and
/// model plugins are wrapped in `<gazebo>` blocks; SDFormat frames become Drake `<frame>`.
/// Returns ok == false with errors for several or nested models, world-level joints,
/// kinematic loops or several roots.
Conversion convertToUrdf(const Document &doc);

} // namespace robostage
