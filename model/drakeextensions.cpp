#include "drakeextensions.h"

namespace robostage {

QStringList collisionFilterGroupsOf(const Model &model, const QString &link)
{
    QStringList found;
    for (const CollisionFilterGroup &g : model.collisionFilterGroups) {
        if (g.members.contains(link) && !found.contains(g.name))
            found << g.name;
    }
    // A group whose member_group is a group of `link` holds the link too; repeat until stable.
    for (bool grew = true; grew;) {
        grew = false;
        for (const CollisionFilterGroup &g : model.collisionFilterGroups) {
            if (found.contains(g.name))
                continue;
            for (const QString &member : g.memberGroups) {
                if (found.contains(member)) {
                    found << g.name;
                    grew = true;
                    break;
                }
            }
        }
    }
    // Declaration order.
    QStringList ordered;
    for (const CollisionFilterGroup &g : model.collisionFilterGroups) {
        if (found.contains(g.name) && !ordered.contains(g.name))
            ordered << g.name;
    }
    return ordered;
}

QStringList groupsIgnoredBy(const Model &model, const QString &group)
{
    QStringList out;
    for (const CollisionFilterGroup &g : model.collisionFilterGroups) {
        if (g.name == group) {
            for (const QString &ignored : g.ignoredGroups) {
                if (!out.contains(ignored))
                    out << ignored;
            }
        } else if (g.ignoredGroups.contains(group) && !out.contains(g.name)) {
            out << g.name;
        }
    }
    return out;
}

} // namespace robostage
