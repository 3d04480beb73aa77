#pragma once

// Internal to the converters: SDFormat elements that more than one converter writes (URDF →
// SDFormat, SimRobot → SDFormat). Numbers as xmlout.h writes them.

#include "scene.h"

namespace tinyxml2 {
class XMLElement;
}

namespace robostage::convert {

/// Appends `<inertial>` (inertial.sdf): `<pose>` of the centre-of-mass frame relative to the
/// link (left out when identity), `<mass>` in kg and `<inertia>` about the centre of mass in
/// kg·m², expressed in the centre-of-mass frame.
void writeSdfInertial(tinyxml2::XMLElement *link, const Inertial &inertial);

/// Appends `<geometry>` (geometry.sdf) for a box, sphere, cylinder, capsule, ellipsoid or mesh
/// (capsule and ellipsoid need SDFormat 1.8+). A mesh is written with `meshUri` when not empty,
/// else with `g.uri` as written, and its `<scale>` when not 1 1 1. Other shapes are written as
/// `<empty/>`; returns false for them (the caller reports it), true otherwise.
bool writeSdfGeometry(
    tinyxml2::XMLElement *parent, const Geometry &g, const QString &meshUri = QString());

} // namespace robostage::convert
