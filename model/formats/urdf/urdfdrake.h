#pragma once

// Internal to the URDF reader: Drake's robot-level extensions that RoboStage shows and draws
// (drake-urdf-xsd.txt): `<loop_joint>`, `<collision_filter_group>` and `<force_element>`.

#include "framegraph.h"
#include "scene.h"

#include <QHash>
#include <QString>

namespace tinyxml2 {
class XMLElement;
}

namespace robostage::urdf {

class Attributes;

/// Reads the loop joints, collision filter groups and force elements of `robot` into `model`
/// (Model::loopJoints, collisionFilterGroups, forceElements). `links` maps each link name of
/// the robot to its index in `model.links`; their frames must be in `graph`. Each loop joint
/// gets two Frame nodes in `graph`, `SCOPE::NAME::link1` and `SCOPE::NAME::link2`, fixed to their
/// links at the attachment poses. Elements naming unknown links or groups are reported as
/// warnings (file, line, what to do) and skipped or, for a single member, left out.
void readDrakeElements(const Attributes &attributes, const tinyxml2::XMLElement *robot,
    Model &model, const QHash<QString, int> &links, FrameGraph &graph, const QString &scope);

} // namespace robostage::urdf
