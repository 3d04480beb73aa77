#pragma once

// Finding the references to an entity that is about to be deleted (DeleteEntity; not a public
// interface).

#include "edithelpers.h"

#include <vector>

namespace robostage::edit {

/// One element that refers to an entity: the element holding the reference (the element with
/// the attribute, or a joint's `<parent>`/`<child>`), its document file and what it says.
struct EntityReference
{
    const tinyxml2::XMLElement *element = nullptr;
    int file = -1;
    QString text; ///< e.g. `relative_to="base"`, `<child>arm</child>`
};

/// SDFormat references (SDFormat 1.8 name scoping, as RenameEntity follows them) to the entity
/// named `name` that element scope `scope` of document file `file` declares: `relative_to`,
/// `attached_to`, `expressed_in`, `canonical_link`, `placement_frame`, `<pose frame>`,
/// `<mimic joint>` and joint `<parent>`/`<child>`, naming it (`name`, `a::name` from an
/// enclosing scope) or something in it (`name::x`), in this file (unless `walkFile` is false:
/// a URDF file) and in the files that include it. Appends them to `out`.
void findSdfReferences(const Document &doc, int file, const tinyxml2::XMLElement *scope,
    const QString &name, bool walkFile, std::vector<EntityReference> &out);

/// True when `e` is one of `elements` or inside one of them.
bool isWithin(
    const tinyxml2::XMLElement *e, const std::vector<const tinyxml2::XMLElement *> &elements);

} // namespace robostage::edit
