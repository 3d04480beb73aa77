#pragma once

// FCL's geometry and transforms for our shapes and poses (internal to model/geometry and its
// benchmark).

#include "pose.h"
#include "scene.h"
#include "trianglemesh.h"

#include <fcl/common/types.h>
#include <fcl/geometry/collision_geometry.h>

#include <memory>

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

/// `g` as an FCL geometry in its geometry frame: FCL's box, sphere, cylinder, capsule,
/// ellipsoid and cone (SDFormat geometry.sdf's placement: centred, axis z), or for a mesh a
/// BVHModel (OBBRSS) of `surface_S` (its shapeSurface()). Null for shapes without a volume.
std::shared_ptr<fcl::CollisionGeometryd> fclShape(const Geometry &g, const TriangleMesh &surface_S);

} // namespace robostage
