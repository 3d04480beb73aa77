#pragma once

// Finding the references to an entity, for RenameEntity (which rewrites them) and DeleteEntity
// (which refuses to leave them dangling); not a public interface.

#include "edithelpers.h"

#include <vector>

namespace robostage::edit {

/// One element that refers to an entity: the element holding the reference (the element with
/// the attribute, or a joint's `<parent>`/`<child>`), its document file and what it says.
struct EntityReference
{
    const tinyxml2::XMLElement *element = nullptr;
    int file = -1;
    QString text; ///< for messages, e.g. `relative_to="base"`, `<child>arm</child>`
    QByteArray attribute; ///< the attribute holding the reference; empty: the element's text
    QString value; ///< the reference as written (text trimmed)
    /// SDFormat: the entity is `path::name` where the reference resolves (empty: `name`), and
    /// the reference may also name something in it (`name::x`). URDF: the value is the name.
    QString path;
    bool scoped = false; ///< an SDFormat reference (`path`, `::` suffixes) rather than URDF

    /// The reference with the entity's name `oldName` replaced by `newName`, keeping its scope
    /// path and suffix; a null string when it does not name the entity.
    QString renamed(const QString &oldName, const QString &newName) const;
};

/// SDFormat references (SDFormat 1.8 name scoping, as RenameEntity follows them) to the entity
/// named `name` that element scope `scope` of document file `file` declares: `relative_to`,
/// `attached_to`, `expressed_in`, `canonical_link`, `placement_frame`, `<pose frame>`,
/// `<mimic joint>` and joint `<parent>`/`<child>`, naming it (`name`, `a::name` from an
/// enclosing scope) or something in it (`name::x`), in this file (unless `walkFile` is false:
/// a URDF file) and in the files that include it. Appends them to `out`.
void findSdfReferences(const Document &doc, int file, const tinyxml2::XMLElement *scope,
    const QString &name, bool walkFile, std::vector<EntityReference> &out);

/// URDF references (urdf-xml.md; Gazebo's `<gazebo reference>`, Drake's `<frame link>` and
/// `<drake:member link>`, transmission `<joint name>`) in `e` and below, in document file
/// `file`, to the links `links` and joints `joints`: joint `<parent link>`/`<child link>`,
/// `<frame link>`, `<drake:member link>`, `<mimic joint>`, transmission `<joint name>` and
/// `<gazebo reference>` (link or joint). Appends them to `out`.
void findUrdfReferences(const tinyxml2::XMLElement *e, int file, const QStringList &links,
    const QStringList &joints, std::vector<EntityReference> &out);

/// True when `e` is one of `elements` or inside one of them.
bool isWithin(
    const tinyxml2::XMLElement *e, const std::vector<const tinyxml2::XMLElement *> &elements);

} // namespace robostage::edit
