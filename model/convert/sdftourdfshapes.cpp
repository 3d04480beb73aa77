#include "sdftourdfshapes.h"

#include "xmlout.h"

#include <tinyxml2.h>

#include <QCoreApplication>

#include <iterator>

namespace robostage::convert {

bool writeUrdfGeometry(tinyxml2::XMLElement *parent, const Geometry &g, const SourceRef &owner,
    const QString &what, Reporter &report)
{
    // urdf-xml.md "link" → <geometry>: box, cylinder, sphere, mesh; Drake adds <capsule>.
    tinyxml2::XMLElement *geometry = addChild(parent, "geometry");
    const auto set = [](tinyxml2::XMLElement *e, const char *name, const QString &value) {
        e->SetAttribute(name, value.toUtf8().constData());
    };
    const auto vec = [](const Vec3 &v) {
        return number(v.x) + QLatin1Char(' ') + number(v.y) + QLatin1Char(' ') + number(v.z);
    };
    switch (g.type) {
    case Geometry::Type::Box:
        set(addChild(geometry, "box"), "size", vec(g.size));
        return true;
    case Geometry::Type::Sphere:
        set(addChild(geometry, "sphere"), "radius", number(g.radius));
        return true;
    case Geometry::Type::Cylinder:
    case Geometry::Type::Capsule: {
        const bool capsule = g.type == Geometry::Type::Capsule;
        tinyxml2::XMLElement *shape = addChild(geometry, capsule ? "capsule" : "cylinder");
        set(shape, "radius", number(g.radius));
        set(shape, "length", number(g.length));
        if (capsule)
            report.warning(owner,
                tr("the capsule of %1 is written as Drake's <capsule>; urdfdom (ROS) rejects "
                   "it and stops reading the link's further visuals and collisions")
                    .arg(what));
        return true;
    }
    case Geometry::Type::Mesh: {
        tinyxml2::XMLElement *mesh = addChild(geometry, "mesh");
        set(mesh, "filename", g.uri);
        if (g.scale != Vec3 {1, 1, 1})
            set(mesh, "scale", vec(g.scale));
        if (g.uri.startsWith(QLatin1String("model://")))
            report.warning(owner,
                tr("the mesh URI '%1' of %2 is kept; URDF readers other than Gazebo and "
                   "RoboStage may not resolve model:// URIs")
                    .arg(g.uri, what));
        if (!g.submesh.isEmpty())
            report.notConverted(owner, tr("<submesh> of %1 (the whole mesh is used)").arg(what));
        return true;
    }
    default:
        static const char *const names[] = {"no shape", "empty", "box", "sphere", "cylinder",
            "capsule", "ellipsoid", "cone", "plane", "heightmap", "heightmap", "polyline", "image"};
        const int index = int(g.type);
        report.notConverted(owner,
            tr("%1 (URDF has no %2 shape; left out)")
                .arg(what,
                    QString::fromLatin1(index < int(std::size(names)) ? names[index] : "such")));
        return false;
    }
}

} // namespace robostage::convert
