#pragma once

// Shared by addentity.cpp, addsdfentity.cpp and addurdfentity.cpp (AddEntity,
// structurecommands.h; not a public interface).

#include "addspec.h"
#include "edithelpers.h"
#include "patchcommand.h"

#include <QByteArray>

#include <initializer_list>

namespace robostage::edit {

/// Where and what AddEntity inserts: `snippet` (XmlPatch::appendChild syntax: '\n' new line,
/// leading '\t' one indentation step) as a child of `parent` in document file `file`, right
/// after its child `after` (null: after its last child element). `kind` and `scopedName` name
/// the new entity as `robostage poses` prints it once added.
struct AddPlan
{
    int file = -1;
    const tinyxml2::XMLElement *parent = nullptr;
    const tinyxml2::XMLElement *after = nullptr;
    QByteArray snippet;
    FrameKind kind = FrameKind::Link;
    QString scopedName;
    QStringList notes;
};

/// Plans adding `spec` to an SDFormat document (addsdfentity.cpp); false with `error`.
/// `resolver` finds an included model (`--include`).
bool planSdfAdd(const Document &doc, const ResourceResolver &resolver, const AddSpec &spec,
    AddPlan &plan, QString *error);
/// Plans adding `spec` to a URDF document (addurdfentity.cpp); false with `error`.
bool planUrdfAdd(const Document &doc, const AddSpec &spec, AddPlan &plan, QString *error);

/// For a xacro document: the diffs that write `plan` (made on the expanded document) into the
/// xacro source element its parent was expanded from (addentityxacro.cpp), with a note naming
/// FILE:LINE. False with `error` when that element is in a macro body expanded more than once,
/// or the source cannot be patched.
bool xacroAddDiffs(EditSession &session, const AddPlan &plan, std::vector<FileDiff> &out,
    QStringList &notes, QString *error);
/// Plans an SDFormat `<light>` (addlightsensor.cpp): in the world or, SDFormat 1.6+, a link.
bool planSdfLight(const Document &doc, const AddSpec &spec, AddPlan &plan, QString *error);
/// Plans an SDFormat `<sensor>` in a link (addlightsensor.cpp).
bool planSdfSensor(const Document &doc, const AddSpec &spec, AddPlan &plan, QString *error);
/// Plans a URDF `<gazebo reference="LINK">` block holding a `<light>` or `<sensor>`
/// (addlightsensor.cpp).
bool planUrdfGazebo(const Document &doc, const AddSpec &spec, AddPlan &plan, QString *error);
/// Plans an SDFormat `<include>` in the world or a model (addinclude.cpp).
bool planInclude(const Document &doc, const ResourceResolver &resolver, const AddSpec &spec,
    AddPlan &plan, QString *error);

/// The parent entity of `spec` among `kinds` (addsdfentity.cpp), or the world when
/// `allowWorld` and the parent is `world` or the world's name (`info.kind` World then, with an
/// empty scopedName). False with `error` set.
bool findAddParent(const Document &doc, const AddSpec &spec, QList<FrameKind> kinds,
    bool allowWorld, EntityInfo &info, QString *error);

/// The SDFormat `<pose>` line of a new element with the newline that starts it (pose.sdf:
/// x y z roll pitch yaw in metres and radians, relative to the element's default frame);
/// empty for the zero pose, the spec's default.
QByteArray poseLine(const AddSpec &spec);

/// `lines` (each starting with '\n') indented one more step.
QByteArray indented(const QByteArray &lines);

/// The last child element of `parent` named one of `tags` (in order of preference: the last
/// of the first tag that has one), or null.
const tinyxml2::XMLElement *lastChildNamed(
    const tinyxml2::XMLElement *parent, std::initializer_list<const char *> tags);

/// True when `name` names an entity of `kind` next to `scopedParent` already (edithelpers.h
/// siblingNameTaken(): SDFormat models, links, joints and frames of a scope share names; URDF
/// and visuals, collisions per kind). Sets `error` to a message naming the scope then.
bool addedNameTaken(const Document &doc, FrameKind kind, const QString &scopedParent,
    const QString &name, bool urdf, QString *error);

/// True when all six pose values are 0.
bool isZeroPose(const std::array<double, 6> &xyzRpy);

/// The SDFormat 1.7+ name scope: frame node `id`'s scopedName without its last `::` segment.
QString scopeOf(const QString &scopedName);

/// The inertial AddEntity gives a new link, documented in structurecommands.h: mass 1 kg,
/// inertia diag(1, 1, 1) kg·m² at the link origin (SDFormat inertial.sdf's defaults).
constexpr double kAddedLinkMass = 1;
constexpr double kAddedLinkInertia = 1;

} // namespace robostage::edit
