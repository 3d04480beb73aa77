#pragma once

// Internal to the URDF → SDFormat writer: what of the URDF `<gazebo>` extension blocks maps
// directly onto SDFormat elements (urdf-xml.md "gazebo"; libsdformat's URDF parser reads the
// same blocks).

#include "scene.h"

#include <QCoreApplication>

namespace tinyxml2 {
class XMLDocument;
class XMLElement;
} // namespace tinyxml2

namespace robostage::convert {

class Reporter;

/// Carries `<gazebo>` contents over into the SDFormat DOM being written, and reports every
/// other extension element (Drake, `<transmission>`, unknown ones) as not converted.
///
/// - `<gazebo reference="LINK">`: `<material>NAME</material>` becomes a `<script>` material of
///   each visual of the link (materialScript()); `self_collide`, `gravity`, `kinematic`,
///   `enable_wind`, `sensor` and `light` are copied into the link.
/// - `<gazebo reference="JOINT">`: `sensor` is copied into the joint; `preserveFixedJoint` and
///   `disableFixedJointLumping` need nothing (fixed joints are never lumped).
/// - `<gazebo>` without reference: `static`, `self_collide`, `allow_auto_disable`,
///   `enable_wind` and `plugin` are copied into the model.
/// Everything else in a block is reported as not converted.
class GazeboBlocks
{
    // tr() in the context the code used before; lupdate files its methods' strings there too.
    Q_DECLARE_TR_FUNCTIONS(robostage::convert)

public:
    GazeboBlocks(tinyxml2::XMLDocument &xml, Reporter &report)
        : m_xml(xml)
        , m_report(report)
    {
    }

    /// The Gazebo material script name (e.g. `Gazebo/Red`) of `link`'s gazebo blocks, or empty.
    QString materialScript(const Link &link) const;

    void applyToModel(tinyxml2::XMLElement *model, const Extension &extension);
    void applyToLink(tinyxml2::XMLElement *target, const Link &link, const Extension &extension);
    void applyToJoint(tinyxml2::XMLElement *target, const Joint &joint, const Extension &extension);

private:
    /// Copies the children of the `<gazebo>` block `extension` named in `copied` into `target`,
    /// skips those in `ignored` and reports the rest, naming the block's `owner` in messages.
    void apply(tinyxml2::XMLElement *target, const Extension &extension, const QString &owner,
        std::initializer_list<const char *> copied, std::initializer_list<const char *> ignored);

    tinyxml2::XMLDocument &m_xml;
    Reporter &m_report;
};

} // namespace robostage::convert
