// fclShape() (fclshapes.h).

#include "fclshapes.h"

#include <fcl/geometry/bvh/BVH_model.h>
#include <fcl/geometry/shape/box.h>
#include <fcl/geometry/shape/capsule.h>
#include <fcl/geometry/shape/cone.h>
#include <fcl/geometry/shape/cylinder.h>
#include <fcl/geometry/shape/ellipsoid.h>
#include <fcl/geometry/shape/sphere.h>
#include <fcl/math/bv/OBBRSS.h>

namespace robostage {

std::shared_ptr<fcl::CollisionGeometryd> fclShape(const Geometry &g, const TriangleMesh &surface_S)
{
    using Type = Geometry::Type;
    switch (g.type) {
    case Type::Box:
        return std::make_shared<fcl::Boxd>(g.size.x, g.size.y, g.size.z);
    case Type::Sphere:
        return std::make_shared<fcl::Sphered>(g.radius);
    case Type::Cylinder:
        return std::make_shared<fcl::Cylinderd>(g.radius, g.length);
    case Type::Capsule:
        return std::make_shared<fcl::Capsuled>(g.radius, g.length);
    case Type::Ellipsoid:
        return std::make_shared<fcl::Ellipsoidd>(g.size.x, g.size.y, g.size.z);
    case Type::Cone:
        return std::make_shared<fcl::Coned>(g.radius, g.length);
    case Type::Mesh: {
        auto model = std::make_shared<fcl::BVHModel<fcl::OBBRSSd>>();
        std::vector<fcl::Vector3d> points;
        for (const Vec3 &v : surface_S.vertices)
            points.emplace_back(v.x, v.y, v.z);
        std::vector<fcl::Triangle> triangles;
        for (size_t i = 0; i + 2 < surface_S.indices.size(); i += 3)
            triangles.emplace_back(
                surface_S.indices[i], surface_S.indices[i + 1], surface_S.indices[i + 2]);
        model->beginModel(int(triangles.size()), int(points.size()));
        model->addSubModel(points, triangles);
        model->endModel();
        return model;
    }
    default:
        return nullptr;
    }
}

} // namespace robostage
