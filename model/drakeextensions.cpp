#include "drakeextensions.h"

#include <vector>

namespace robostage {

namespace {

/// A collision filter group with every name scoped relative to the outermost model.
struct ScopedGroup
{
    QString name;
    QStringList members, memberGroups, ignoredGroups;
    bool ignored = false;
};

void flatten(const Model &model, const QString &prefix, std::vector<ScopedGroup> &out)
{
    const auto scoped = [&prefix](const QStringList &names) {
        QStringList result;
        for (const QString &name : names)
            result << prefix + name;
        return result;
    };
    for (const CollisionFilterGroup &g : model.collisionFilterGroups) {
        out.push_back({prefix + g.name, scoped(g.members), scoped(g.memberGroups),
            scoped(g.ignoredGroups), g.ignored});
    }
    for (const Model &nested : model.models)
        flatten(nested, prefix + nested.name + QStringLiteral("::"), out);
}

std::vector<ScopedGroup> flatten(const Model &model)
{
    std::vector<ScopedGroup> groups;
    flatten(model, QString(), groups);
    return groups;
}

} // namespace

QStringList collisionFilterGroupsOf(const Model &model, const QString &link)
{
    const std::vector<ScopedGroup> groups = flatten(model);
    std::vector<bool> in(groups.size(), false);
    for (size_t i = 0; i < groups.size(); ++i)
        in[i] = groups[i].members.contains(link);
    // A group whose member_group holds the link holds it too; repeat until nothing changes.
    for (bool grew = true; grew;) {
        grew = false;
        for (size_t i = 0; i < groups.size(); ++i) {
            if (in[i])
                continue;
            for (size_t j = 0; j < groups.size() && !in[i]; ++j)
                in[i] = in[j] && groups[i].memberGroups.contains(groups[j].name);
            grew = grew || in[i];
        }
    }
    QStringList names;
    for (size_t i = 0; i < groups.size(); ++i) {
        if (in[i] && !names.contains(groups[i].name))
            names << groups[i].name;
    }
    return names;
}

QStringList groupsIgnoredBy(const Model &model, const QString &group)
{
    QStringList out;
    for (const ScopedGroup &g : flatten(model)) {
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

bool collisionFilterGroupIsIgnored(const Model &model, const QString &group)
{
    for (const ScopedGroup &g : flatten(model)) {
        if (g.name == group && g.ignored)
            return true;
    }
    return false;
}

} // namespace robostage
