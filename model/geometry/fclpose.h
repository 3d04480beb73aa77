#pragma once

// A Pose as FCL's transform (internal to model/geometry and its benchmark).

#include "pose.h"

#include <fcl/common/types.h>

#include <Eigen/Geometry>

namespace robostage {

/// X (rotation and translation, metres) as an FCL transform.
inline fcl::Transform3d toFcl(const Pose &X)
{
    fcl::Transform3d t = fcl::Transform3d::Identity();
    t.linear() = Eigen::Quaterniond(X.q.w, X.q.x, X.q.y, X.q.z).toRotationMatrix();
    t.translation() = fcl::Vector3d(X.p.x, X.p.y, X.p.z);
    return t;
}

} // namespace robostage
