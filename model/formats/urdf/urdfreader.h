#pragma once

#include "scene.h"

#include <QString>

namespace tinyxml2 {
class XMLElement;
}

namespace robostage {
class ReadContext;

namespace urdf {

/// Reads a URDF `<robot>` document (urdf-xml.md: robot, link, joint, material, gazebo; Drake
/// extensions from drake-urdf-xsd.txt) into ctx.document as one model named after the robot,
/// posed at the world origin.
void read(const ReadContext &ctx, const tinyxml2::XMLElement *robot);

/// Reads the links, joints, frames and extensions of `robot` into `model`, whose model frame
/// node `modelFrame` the caller already added. Scoped names are `scope::LINK` etc. The root
/// link's frame coincides with the model frame; each child link frame is its parent joint's
/// frame (URDF joint `<origin>` is X_PC, the child link frame in the parent link frame). Sets
/// the model node's attachment to the root link. Used for URDF files and for an SDF
/// `<include>` of a URDF file.
void readRobotInto(const ReadContext &ctx, const tinyxml2::XMLElement *robot, Model &model,
    FrameId modelFrame, const QString &scope);

} // namespace urdf
} // namespace robostage
