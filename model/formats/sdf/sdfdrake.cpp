// Drake's SDFormat extensions that RoboStage shows (Drake's SDFormat parser documentation,
// mirroring drake-urdf-xsd.txt "robot/collision_filter_group"): `<drake:collision_filter_group>`.

#include "formats/readcontext.h"
#include "sdfelements.h"

#include <tinyxml2.h>

namespace robostage::sdf {

CollisionFilterGroup readDrakeCollisionFilterGroup(
    const ReadContext &ctx, const tinyxml2::XMLElement *element)
{
    // <drake:collision_filter_group name ignore>: <drake:member>LINK</drake:member>,
    // <drake:member_group>GROUP</…>, <drake:ignored_collision_filter_group>GROUP</…>; the
    // names are scoped relative to the model that declares the group (`robot1::link6`).
    CollisionFilterGroup group;
    group.source = ctx.ref(element);
    group.name = ReadContext::attribute(element, "name");
    group.ignored = ReadContext::attribute(element, "ignore").trimmed() == QLatin1String("true");
    if (group.name.isEmpty()) {
        ctx.warning(element,
            QCoreApplication::translate("robostage::sdf",
                "<drake:collision_filter_group> has no name; it is not shown. Add name=\"…\"."));
    }
    for (const tinyxml2::XMLElement *e = element->FirstChildElement(); e;
         e = e->NextSiblingElement()) {
        const QByteArray tag(e->Name());
        const QString text = ReadContext::text(e);
        if (text.isEmpty())
            continue;
        if (tag == "drake:member")
            group.members << text;
        else if (tag == "drake:member_group")
            group.memberGroups << text;
        else if (tag == "drake:ignored_collision_filter_group")
            group.ignoredGroups << text;
    }
    return group;
}

} // namespace robostage::sdf
