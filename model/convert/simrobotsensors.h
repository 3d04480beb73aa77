#pragma once

// Internal to the SimRobot → SDFormat converter: SimRobot sensors as SDFormat `<sensor>`s.

#include "scene.h"

#include <QStringList>

namespace tinyxml2 {
class XMLElement;
}

namespace robostage::convert {

/// Appends the `<sensor>` (sensor.sdf) for SimRobot sensor `s` to `link`, posed at X_LS in the
/// link frame: Camera → camera, DepthImageSensor → depth_camera, ObjectSegmentedImageSensor →
/// segmentation_camera (camera.sdf: horizontal_fov, image, clip), ApproxDistanceSensor and
/// SingleDistanceSensor → gpu_lidar (lidar.sdf: the opening angles as scan angles, min/max as
/// range), Accelerometer and Gyroscope → imu, CollisionSensor → contact (its link's collisions).
/// Returns warnings for what changed on the way (each without instance names, so repeats of
/// one source element fold into one diagnostic).
QStringList writeSimRobotSensor(
    tinyxml2::XMLElement *link, const Sensor &s, const Pose &X_LS, const Link &owner);

} // namespace robostage::convert
