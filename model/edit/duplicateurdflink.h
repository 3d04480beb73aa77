#pragma once

// Duplicating a URDF link (DuplicateEntity, structurecommands.h): the link comes with its parent
// joint and the links and joints below it, as Gazebo's and Phobos's copy do (issue 17, item 11).

#include "entitylookup.h"
#include "xmlpatch.h"

#include <QSet>

namespace robostage::edit {

/// A URDF link with its parent joint and every link and joint below it (in the order of the
/// file's joints), and `elements`: their `<link>` and `<joint>` elements, then the `<gazebo
/// reference>` blocks naming one of them.
struct UrdfSubtree
{
    std::vector<const Link *> links; ///< the top link first
    std::vector<const Joint *> joints; ///< the top link's parent joint first
    std::vector<const tinyxml2::XMLElement *> elements;
};

/// Fills `out` for URDF link `info`; false with `error` for the robot's root link (it has no
/// parent joint: a copy would be a second root, urdf-xml.md).
bool urdfSubtree(const Document &doc, const EntityInfo &info, UrdfSubtree &out, QString *error);

/// The bytes `bytes` of a copied `<link>`, `<joint>` or `<gazebo reference>` element with the
/// names in `links` and `joints` (old → new) replaced: the element's own `name` or
/// `reference`, and a joint's `<parent link>`, `<child link>` and `<mimic joint>`. Empty when
/// `bytes` cannot be scanned.
QByteArray renameUrdfCopy(const QByteArray &bytes, const QHash<QString, QString> &links,
    const QHash<QString, QString> &joints);

/// The names of the `<sensor>` and `<light>` elements in the `<gazebo>` blocks of `robot`.
QSet<QString> gazeboEntityNames(const tinyxml2::XMLElement *robot);

/// `snippet` (a copied `<gazebo>` block; other elements are returned as they are) with each
/// `<sensor>` or `<light>` whose name is in `taken` renamed to the first free `NAME_copy`, …:
/// libsdformat's URDF converter lumps links joined by fixed joints, and two sensors or lights
/// of one link must not share a name. The new names are added to `taken`.
QByteArray renameGazeboEntities(const QByteArray &snippet, QSet<QString> &taken);

/// Plans in `patch` (the link's file) copies of URDF link `info` (urdf-xml.md `<link>`), its
/// parent `<joint>` (same parent link and origin, so the copy is where the link is) and every
/// link and joint below it, plus the `<gazebo reference>` blocks of those links and joints.
/// The top link's copy is named `copyName`; every other copy gets the first free name of
/// `NAME_copy`, `NAME_copy2`, … among the robot's links (or joints) and the copies planned
/// here. Inside the copies, `<parent link>`, `<child link>` and `<mimic joint>` that name a
/// copied entity are renamed to its copy, and the copied `<gazebo>` blocks' sensors and lights
/// get free names (renameGazeboEntities()). `renamed` receives old → new names (links and joints).
/// False with `error` for the root link (its copy would be a second root) or a patch failure.
bool duplicateUrdfLink(const Document &doc, const EntityInfo &info, const QString &copyName,
    XmlPatch &patch, QHash<QString, QString> &renamed, QString *error);

} // namespace robostage::edit
