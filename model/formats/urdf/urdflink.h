#pragma once

// Internal to the URDF reader: the contents of a `<link>` (inertial, visuals, collisions,
// geometry, materials), without frames.

#include "scene.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

namespace tinyxml2 {
class XMLElement;
}

namespace robostage::urdf {

class Attributes;

/// The named materials of one robot (urdf-xml.md "link" → `<visual>` → `<material>`: a
/// material defined in `<robot>` can be referred to by name from a visual).
///
/// Each `<material>` element is parsed once, so its diagnostics appear once however often it
/// is referred to.
class MaterialTable
{
    Q_DECLARE_TR_FUNCTIONS(robostage::urdf::MaterialTable)

public:
    explicit MaterialTable(const Attributes &attributes)
        : m_attributes(attributes)
    {
    }

    /// Registers the robot-level `<material>`s of `robot` (a repeated name is reported, the
    /// first definition wins), then the named inline definitions (with `<color>` or
    /// `<texture>`) of every visual in document order, as urdfdom does: a visual may refer by
    /// name to a material another visual defined. Robot-level definitions take precedence.
    void readAll(const tinyxml2::XMLElement *robot);

    /// The material a visual's `<material>` element stands for: its own colour and texture when
    /// it has any (an inline definition wins over a robot-level one of the same name), else the
    /// definition its `name` refers to. An undefined name is reported as a warning and gives a
    /// material without colours.
    Material resolve(const tinyxml2::XMLElement *material) const;

private:
    Material parsed(const tinyxml2::XMLElement *material) const;

    const Attributes &m_attributes;
    QHash<QString, const tinyxml2::XMLElement *> m_byName;
    mutable QHash<const tinyxml2::XMLElement *, Material> m_parsed;
};

/// Reads the `<inertial>`, `<visual>`s and `<collision>`s of `link` (urdf-xml.md "link") into
/// `out` (whose name the caller set), without frames. Poses are relative to the link frame.
/// A visual or collision without a usable `<geometry>` is reported and skipped. An unnamed
/// visual (collision) is named `visual_<i>` (`collision_<i>`), i counting that link's visuals
/// (collisions) from 0 in document order. Unknown and `drake:` elements found inside the link
/// are appended to `out.extensions`.
void readLinkContents(const Attributes &attributes, const MaterialTable &materials,
    const tinyxml2::XMLElement *link, Link &out);

} // namespace robostage::urdf
