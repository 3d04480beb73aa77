#pragma once

// Element-level SDFormat parsing: turns one XML element (`<pose>`, `<geometry>`, `<material>`,
// `<light>`, `<sensor>`, `<scene>`, `<inertial>`, a joint's fields) into scene values, with
// defaults from the SDFormat description files (/usr/share/sdformat12/<version>/*.sdf,
// shared/specs/sdformat-descriptions.txt). Frame references are kept as written; sdfreader.cpp
// resolves them in the frame graph.

#include "scene.h"

namespace tinyxml2 {
class XMLElement;
}

namespace robostage {
class ReadContext;

namespace sdf {

/// SDFormat version as major * 100 + minor (1.7 -> 107); 0 when unparsable.
int parseVersion(const QString &version);

/// `<pose>` (SDFormat "pose" description): `x y z roll pitch yaw` in metres and radians, or
/// degrees with `degrees="true"` (1.9+), or `x y z qx qy qz qw` with
/// `rotation_format="quat_xyzw"` (1.9+). `relative_to` (1.7+) or the pre-1.7 `frame`
/// attribute is returned as PoseSpec::relativeTo. A null element gives an identity pose.
PoseSpec readPose(const ReadContext &ctx, const tinyxml2::XMLElement *pose);

/// `<geometry>` (SDFormat "geometry" description): box, sphere, cylinder, capsule, ellipsoid,
/// cone, plane, mesh, heightmap, polyline, image, empty. Mesh and heightmap URIs are resolved.
Geometry readGeometry(const ReadContext &ctx, const tinyxml2::XMLElement *geometry);

/// `<material>` (SDFormat "material" description) including `<script>` and `<pbr>`.
Material readMaterial(const ReadContext &ctx, const tinyxml2::XMLElement *material);

/// Drake's `<drake:collision_filter_group>` (sdfdrake.cpp): name, `ignore`, and the member links,
/// member groups and ignored groups as written (scoped relative to the declaring model). A group
/// without a name is reported and returned with an empty name.
CollisionFilterGroup readDrakeCollisionFilterGroup(
    const ReadContext &ctx, const tinyxml2::XMLElement *group);

/// `<light>` (SDFormat "light" description) without its frame.
Light readLight(const ReadContext &ctx, const tinyxml2::XMLElement *light);

/// `<sensor>` (SDFormat "sensor" description): name, type, pose and the camera frustum fields
/// (`camera/horizontal_fov`, `image/width|height`, `clip/near|far`) when there is a camera.
Sensor readSensor(const ReadContext &ctx, const tinyxml2::XMLElement *sensor);

/// `<scene>` (SDFormat "scene" description): ambient, background, sky, fog, shadows, grid,
/// origin_visual.
SceneSettings readScene(const ReadContext &ctx, const tinyxml2::XMLElement *scene);

/// `<inertial>` (SDFormat "inertial" description): mass (kg), pose of the centre-of-mass frame
/// relative to the link, inertia (kg·m²) about the centre of mass.
Inertial readInertial(const ReadContext &ctx, const tinyxml2::XMLElement *inertial);
/// SDF 1.11 `<density>` (collision.sdf, inertial.sdf) in kg/m³; unset when `density` is null,
/// or after an error when it is not a number > 0.
std::optional<double> readDensity(const ReadContext &ctx, const tinyxml2::XMLElement *density);

/// Joint fields of `<joint>` (SDFormat "joint" description) other than its frame references:
/// type, axis/axis2 (xyz, limits, dynamics, 1.11 mimic), thread_pitch. `version` selects the
/// pre-1.7 axis rules (1.4: axis in the parent model frame; 1.5/1.6 `use_parent_model_frame`).
void readJointFields(
    const ReadContext &ctx, const tinyxml2::XMLElement *joint, int version, Joint &out);

/// Maps an SDFormat joint type name to Joint::Type (unknown: Other).
Joint::Type jointType(const QString &name);

} // namespace sdf
} // namespace robostage
