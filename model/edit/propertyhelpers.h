#pragma once

// Helpers shared by the property commands (propertycommands.h; not a public interface).

#include "edithelpers.h"
#include "numberformat.h"

namespace robostage::edit {

/// Sets the number in SDFormat child element `name` of `parent` (its other tokens' spelling
/// kept), inserting `<name>value</name>` as the first child when absent.
inline bool setChildNumber(
    XmlPatch &patch, const tinyxml2::XMLElement *parent, const char *name, double value)
{
    if (const tinyxml2::XMLElement *child = parent->FirstChildElement(name))
        return patch.setNumbers(child, {value});
    return patch.insertChild(
        parent, '<' + QByteArray(name) + '>' + formatNumber(value) + "</" + QByteArray(name) + '>');
}

/// The shape element for `v` (setgeometry.cpp) as an XmlPatch snippet: SDFormat child elements
/// (geometry.sdf: `<box><size>`, `<sphere><radius>`, `<cylinder>`/`<capsule>` `<radius>` and
/// `<length>`, `<ellipsoid><radii>`, `<plane>`, `<mesh><uri>` and `<scale>` when not 1 1 1),
/// URDF attributes (urdf-xml.md `<geometry>`: box `size`, sphere `radius`, cylinder `radius` and
/// `length`, mesh `filename` and `scale`). Sizes in metres.
QByteArray shapeSnippet(const Geometry &v, bool urdf);

} // namespace robostage::edit
