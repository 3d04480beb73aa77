#pragma once

#include <QString>

namespace robostage {

class ResourceResolver;

/// The URI to write into `referringFile` (absolute path of the description file that will hold
/// it) for the mesh file `meshPath` (absolute), as Edit › Add's mesh file dialog needs (issue
/// 18): `package://PKG/REST` when an ancestor folder of the mesh is a ROS package (its
/// `package.xml` `<name>` is PKG, REP 149), `model://NAME/REST` when an ancestor folder NAME
/// holds a `model.config` (a Gazebo model), else the path relative to the referring file's
/// folder (`../meshes/arm.stl`), which urdfdom, libsdformat and Gazebo resolve against the file
/// (SDFormat `<mesh><uri>`; URDF `<mesh filename>`).
///
/// `preferPackage` puts `package://` before `model://` (URDF and ROS users), else `model://`
/// goes first (SDFormat and Gazebo users). A `package://` or `model://` candidate is only
/// returned when `resolver`, asked from `referringFile`, resolves it back to `meshPath`; so the
/// written URI always opens the chosen file on this machine. Paths are compared cleaned and
/// with symbolic links resolved.
QString uriForMeshFile(const QString &meshPath, const QString &referringFile,
    const ResourceResolver &resolver, bool preferPackage);

} // namespace robostage
