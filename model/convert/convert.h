#pragma once

// Conversion between URDF and SDFormat (issue 4): the model-layer API behind
// `robostage convert` and the File menu's export. Both directions are built from the
// format-neutral SceneModel and the resolved FrameGraph of a loaded Document, plus the source
// DOM where an extension (`<gazebo>` blocks) is carried over element by element.

#include "diagnostics.h"

#include <QByteArray>
#include <QString>

namespace robostage {

class Document;

/// Options of convertToSdf().
struct ConvertOptions
{
    /// SDFormat version written in `<sdf version>`: "1.9" (default, read by libsdformat 12 and
    /// newer), "1.10" or "1.11". Only 1.11 has joint `<mimic>`.
    QString sdfVersion = QStringLiteral("1.9");
};

/// The outcome of a conversion: the XML text and what was not (or not exactly) converted.
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
/// Returns ok == false (and an error) only when `doc` is not a URDF robot.
Conversion convertToSdf(const Document &doc, const ConvertOptions &options = {});

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
