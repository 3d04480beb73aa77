#include "sdfelements.h"

#include "xmlout.h"

#include <tinyxml2.h>

namespace robostage::convert {

namespace {

QString vectorText(const Vec3 &v)
{
    return number(v.x) + QLatin1Char(' ') + number(v.y) + QLatin1Char(' ') + number(v.z);
}

} // namespace

void writeSdfInertial(tinyxml2::XMLElement *link, const Inertial &in)
{
    tinyxml2::XMLElement *e = addChild(link, "inertial");
    if (!in.pose.X_RF.isIdentity())
        addChild(e, "pose", poseText(in.pose.X_RF));
    addChild(e, "mass", number(in.mass));
    tinyxml2::XMLElement *inertia = addChild(e, "inertia");
    addChild(inertia, "ixx", number(in.ixx));
    addChild(inertia, "ixy", number(in.ixy));
    addChild(inertia, "ixz", number(in.ixz));
    addChild(inertia, "iyy", number(in.iyy));
    addChild(inertia, "iyz", number(in.iyz));
    addChild(inertia, "izz", number(in.izz));
}

bool writeSdfGeometry(tinyxml2::XMLElement *parent, const Geometry &g, const QString &meshUri)
{
    tinyxml2::XMLElement *geometry = addChild(parent, "geometry");
    switch (g.type) {
    case Geometry::Type::Box:
        addChild(addChild(geometry, "box"), "size", vectorText(g.size));
        return true;
    case Geometry::Type::Sphere:
        addChild(addChild(geometry, "sphere"), "radius", number(g.radius));
        return true;
    case Geometry::Type::Cylinder:
    case Geometry::Type::Capsule: {
        tinyxml2::XMLElement *shape
            = addChild(geometry, g.type == Geometry::Type::Cylinder ? "cylinder" : "capsule");
        addChild(shape, "radius", number(g.radius));
        addChild(shape, "length", number(g.length));
        return true;
    }
    case Geometry::Type::Ellipsoid:
        addChild(addChild(geometry, "ellipsoid"), "radii", vectorText(g.size));
        return true;
    case Geometry::Type::Mesh: {
        tinyxml2::XMLElement *mesh = addChild(geometry, "mesh");
        addChild(mesh, "uri", meshUri.isEmpty() ? g.uri : meshUri);
        if (g.scale != Vec3 {1, 1, 1})
            addChild(mesh, "scale", vectorText(g.scale));
        return true;
    }
    default:
        addChild(geometry, "empty");
        return false;
    }
}

} // namespace robostage::convert
