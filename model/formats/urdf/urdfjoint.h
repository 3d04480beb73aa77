#pragma once

// Internal to the URDF reader: the properties of a `<joint>` / `<drake:joint>`.

#include "scene.h"

#include <QString>

namespace tinyxml2 {
class XMLElement;
}

namespace robostage::urdf {

class Attributes;

/// Maps a joint `type` attribute to Joint::Type: the URDF types (urdf-xml.md "joint": revolute,
/// continuous, prismatic, fixed, floating, planar) and Drake's (drake-urdf-xsd.txt joint_type
/// and `<drake:joint type>`: ball, universal, screw, curvilinear). Returns false for a type
/// neither defines; `type` is then Other.
bool jointTypeFromName(const QString &name, Joint::Type &type);

/// Reads the `<origin>` (X_PJ: the joint frame J, which is also the child link frame, in the
/// parent link frame P), `<axis>` (a direction in J, default 1 0 0), `<limit>`, `<dynamics>`,
/// `<safety_controller>`, `<calibration>`, `<mimic>` and Drake's `<drake:screw_thread_pitch>`
/// of `element` into `joint`, whose name, type, parent and child the caller has read.
/// Units: metres and radians (limits of prismatic joints in metres, of rotating joints in
/// radians). Unknown and `drake:` children are appended to `joint.extensions`.
void readJointProperties(
    const Attributes &attributes, const tinyxml2::XMLElement *element, Joint &joint);

} // namespace robostage::urdf
