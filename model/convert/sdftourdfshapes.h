#pragma once

// Internal to the SDFormat → URDF writer: shapes.

#include "scene.h"

namespace tinyxml2 {
class XMLElement;
}

namespace robostage::convert {

class Reporter;

/// Appends `<geometry>` with `g` to `parent` (urdf-xml.md "link" → geometry: box, cylinder,
/// sphere, mesh with filename and scale; Drake's `<capsule radius length>`, with a warning).
/// Sizes in metres. A shape URDF lacks (plane, cone, ellipsoid, heightmap, polyline, image,
/// empty) is reported as not converted at `owner`, naming `what` (e.g. "visual 'v' of link
/// 'l'"), and false is returned: the caller leaves the visual or collision out.
bool writeUrdfGeometry(tinyxml2::XMLElement *parent, const Geometry &g, const SourceRef &owner,
    const QString &what, Reporter &report);

} // namespace robostage::convert
