#pragma once

// Direct manipulation support: which pose an edit of an entity writes, in which frame, and the
// written value after a rigid motion of the entity in the world (the viewport's gizmos).

#include "document.h"
#include "pose.h"

#include <array>

namespace robostage::edit {

/// Where the pose of entity F is written (what SetPose edits) and in which frame it is
/// expressed. The written value W is X_RE: the pose of a frame E rigidly attached to F in the
/// expressed-in frame R (E is F itself except for a URDF link, whose pose is its parent joint's
/// `<origin>`, urdf-xml.md "joint": X_PJ with the link frame at the joint frame, and a model
/// with a `placement_frame`, SDFormat 1.8 pose frame semantics, whose written pose places that
/// frame). R is SDFormat's `<pose relative_to>` or its default (SDFormat "Pose frame
/// semantics": the model frame for links, joints' child link, the link for visuals …); URDF the
/// parent link of a joint, the link of a visual or collision.
struct PoseTarget
{
    FrameId entity = kNoFrame; ///< F
    FrameId expressedIn = kNoFrame; ///< R (kWorldFrame: the world)
    /// The frame node whose pose edge (FrameNode::X_RF, relative to R) the written value sets:
    /// F, or a URDF link's parent joint.
    FrameId posedNode = kNoFrame;
    /// W as SetPose takes it: x y z in metres, roll pitch yaw in radians; the numbers read from
    /// the file, so that components a motion leaves alone are written back unchanged.
    std::array<double, 6> written {};
    /// Each number of `written` as the file spells it (`0.30`, `1.57075`), for showing it
    /// unchanged; empty where the number is not read from the file's text as such (no pose
    /// element, a quaternion, an angle written in degrees).
    std::array<QByteArray, 6> spelled;
    /// Why the entity cannot be moved (a URDF root link or robot); empty when it can.
    QString error;

    bool isValid() const { return error.isEmpty() && entity != kNoFrame; }
};

/// The PoseTarget of frame node `entity` of `doc` (a model, link, visual, collision, joint,
/// frame or light).
PoseTarget poseTarget(const Document &doc, FrameId entity);

/// The written value after the entity is translated by `delta_W` (world, metres), R being at
/// world pose X_WR: W' = X_WR⁻¹·T(delta_W)·X_WR·W, i.e. W.p + R_WR⁻¹·delta_W with the rotation
/// numbers kept as written. Position components whose change is below 1e-12 m keep their value;
/// changed ones are rounded to the nanometre so that they are written short.
std::array<double, 6> translatedPose(
    const PoseTarget &target, const Pose &X_WR, const Vec3 &delta_W);

/// The written value after the entity is turned by `rotation_W` (world) about the world point
/// `centre_W` (metres): W' = X_WR⁻¹·D·X_WR·W with D that rotation. When the centre is E's
/// origin (within a micrometre), x y z are kept as written.
std::array<double, 6> rotatedPose(
    const PoseTarget &target, const Pose &X_WR, const Quat &rotation_W, const Vec3 &centre_W);

/// `value` (x y z metres, roll pitch yaw radians, as PoseTarget::written) with the components
/// that differ from `before` rounded to a multiple of `metres` and of `radians` (≤ 0: kept): a
/// pose placed with the mouse is written at the precision it was placed with, not with the
/// float noise of the drag's arithmetic (issue 30: `rpy="0 0 0.6848893551667977"`). Components
/// equal to `before` keep their value.
std::array<double, 6> roundedChanges(const std::array<double, 6> &value,
    const std::array<double, 6> &before, double metres, double radians);

/// The frame a joint's (first) axis is expressed in (SDFormat `<xyz expressed_in>`, default the
/// joint frame; URDF the joint frame) and the axis as read; kNoFrame when `joint` is no joint.
FrameId jointAxisFrame(const Document &doc, FrameId joint, Vec3 *axis = nullptr);

/// `direction_W` (world, unitless) expressed in a frame at world pose X_WE, normalised, with
/// components within 1e-9 of −1, 0 or 1 set to it exactly (so a snapped axis is written `1 0 0`).
Vec3 directionIn(const Pose &X_WE, const Vec3 &direction_W);

} // namespace robostage::edit
