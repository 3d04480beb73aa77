#pragma once

// Conversions between RoboStage's Pose/Vec3 (pose.h: metres, unit quaternions) and orocos
// KDL's Frame/Vector, which hold the same quantities (KDL::Rotation as a 3×3 matrix).

#include "pose.h"

#include <kdl/frames.hpp>

namespace robostage::kinematics {

inline KDL::Vector toKdl(const Vec3 &v)
{
    return KDL::Vector(v.x, v.y, v.z);
}

inline KDL::Frame toKdl(const Pose &X)
{
    return KDL::Frame(KDL::Rotation::Quaternion(X.q.x, X.q.y, X.q.z, X.q.w), toKdl(X.p));
}

inline Pose fromKdl(const KDL::Frame &F)
{
    Pose X;
    F.M.GetQuaternion(X.q.x, X.q.y, X.q.z, X.q.w);
    X.p = {F.p.x(), F.p.y(), F.p.z()};
    return X;
}

} // namespace robostage::kinematics
