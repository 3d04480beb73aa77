// compare() (issue 34): entities matched by name, added and removed ones, poses relative to the
// frame the old version writes them in, and the entities that moved with something above them.

#include "descriptiondiff.h"

#include "diffentities.h"
#include "document.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <functional>
#include <optional>

namespace robostage::diff {

namespace {

QString kindName(FrameKind kind)
{
    return QString::fromLatin1(frameKindName(kind));
}

QJsonArray poseArray(const Pose &X)
{
    const Vec3 rpy = X.q.toRpy();
    return {X.p.x, X.p.y, X.p.z, rpy.x, rpy.y, rpy.z};
}

/// The name a single top-level model gives every entity ("robot::"), or empty.
QString singleModelPrefix(const Document &doc)
{
    const SceneModel &scene = doc.scene();
    if (scene.declaresWorld || scene.world.models.size() != 1)
        return QString();
    return scene.world.models.front().name + QStringLiteral("::");
}

/// The key of entity `name` of `kind` in entitiesOf()'s table.
QString key(FrameKind kind, const QString &name)
{
    return kindName(kind) + QLatin1Char('|') + name;
}

/// Key `oldKey` as the new version calls it: its name renamed (--rename), else unchanged.
QString renamedKey(const QString &oldKey, const Options &options)
{
    const int bar = oldKey.indexOf(QLatin1Char('|'));
    const QString name = oldKey.mid(bar + 1);
    return oldKey.left(bar + 1) + options.renames.value(name, name);
}

/// X_RE of frame `frame` where R is the entity of key `relativeTo` in `doc`, or the world for
/// none or when `doc` has no such entity.
Pose poseIn(const Document &doc, const QHash<QString, Entity> &entities, FrameId frame,
    const std::optional<QString> &relativeTo)
{
    const FrameGraph &graph = doc.frames();
    const Pose &X_WE = graph.worldPose(frame);
    if (!relativeTo)
        return X_WE;
    const auto it = entities.constFind(*relativeTo);
    if (it == entities.constEnd() || it->frame == kNoFrame)
        return X_WE;
    return graph.worldPose(it->frame).inverse() * X_WE;
}

/// The key of the entity whose frame `frame` is expressed in, in `doc`; none for the world or
/// a frame that is no entity.
std::optional<QString> relativeToName(
    const Document &doc, FrameId frame, const QHash<FrameId, QString> &names)
{
    const FrameId r = doc.frames().node(frame).relativeTo;
    const auto it = names.constFind(r);
    return it == names.constEnd() ? std::nullopt : std::optional(*it);
}

/// Two poses `distance` (m) and `angle` (rad) apart are the same: the distance within 1e-9 of
/// the positions' size or 1e-12 m, the angle within 1e-9 rad (rotations are of size ~1, and
/// roll-pitch-yaw round trips near pitch ±90° lose that much), or within the tolerances.
bool samePose(const Pose &a, const Pose &b, double distance, double angle, const Options &options)
{
    const double size = std::max(a.p.norm(), b.p.norm());
    const bool near = distance <= std::max({1e-12, 1e-9 * size, options.toleranceM});
    return near && angle <= std::max(1e-9, options.toleranceRad);
}

} // namespace

QString valueText(const QJsonValue &value, int significantDigits)
{
    if (value.isArray()) {
        QStringList parts;
        for (const QJsonValue &x : value.toArray())
            parts << valueText(x, significantDigits);
        return parts.join(QLatin1Char(' '));
    }
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', significantDigits);
    return value.isString() ? value.toString() : QStringLiteral("(none)");
}

Result compare(const Document &older, const Document &newer, const Options &options)
{
    QString oldPrefix = singleModelPrefix(older), newPrefix = singleModelPrefix(newer);
    if (oldPrefix.isEmpty() || newPrefix.isEmpty() || oldPrefix == newPrefix)
        oldPrefix = newPrefix = QString(); // names match as they are
    // URDF keeps sensors and lights in <gazebo> blocks that are no entities here: compared
    // only between documents of other formats.
    const bool sensorsAndLights
        = older.scene().format != SourceFormat::Urdf && newer.scene().format != SourceFormat::Urdf;
    const QHash<QString, Entity> oldEntities = entitiesOf(older, oldPrefix, sensorsAndLights);
    const QHash<QString, Entity> newEntities = entitiesOf(newer, newPrefix, sensorsAndLights);
    const double tolerance = std::max(options.toleranceM, options.toleranceRad);
    // Frame → matched name of the old entities, for relativeToName().
    QHash<FrameId, QString> oldFrames;
    for (auto it = oldEntities.constBegin(); it != oldEntities.constEnd(); ++it)
        oldFrames.insert(it->frame, it.key());
    const auto shown = [&](const Entity &e, const QString &prefix) {
        return e.name.isEmpty() && prefix.size() >= 2 ? prefix.chopped(2) : prefix + e.name;
    };
    // Frame → matched name, of both versions, for the joints' parent and child links.
    QHash<FrameId, QString> newFrames;
    for (auto it = newEntities.constBegin(); it != newEntities.constEnd(); ++it)
        newFrames.insert(it->frame, it->name);
    QHash<FrameId, QString> oldNames;
    for (auto it = oldEntities.constBegin(); it != oldEntities.constEnd(); ++it)
        oldNames.insert(it->frame, options.renames.value(it->name, it->name));
    const FieldContext context {
        older, newer, oldNames, newFrames, motionsOf(older), motionsOf(newer), tolerance};

    Result result;
    QSet<QString> matchedNew;
    for (auto it = oldEntities.constBegin(); it != oldEntities.constEnd(); ++it) {
        const Entity &a = *it;
        const QString newKey = renamedKey(it.key(), options);
        const auto found = newEntities.constFind(newKey);
        if (found == newEntities.constEnd()) {
            result.changes.push_back({shown(a, oldPrefix), kindName(a.kind),
                QStringLiteral("removed"), QString(), QJsonValue(), QJsonValue()});
            continue;
        }
        const Entity &b = *found;
        matchedNew.insert(newKey);
        const QString entity = shown(b, newPrefix);
        // The pose relative to the frame the old version writes it in, in both versions.
        if (a.frame != kNoFrame && b.frame != kNoFrame) {
            std::optional<QString> oldRelativeTo = relativeToName(older, a.frame, oldFrames);
            std::optional<QString> newRelativeTo;
            if (oldRelativeTo) {
                newRelativeTo = renamedKey(*oldRelativeTo, options);
                if (!newEntities.contains(*newRelativeTo))
                    oldRelativeTo = newRelativeTo = std::nullopt; // gone: compare in the world
            }
            const Pose X_old = poseIn(older, oldEntities, a.frame, oldRelativeTo);
            const Pose X_new = poseIn(newer, newEntities, b.frame, newRelativeTo);
            const double distance = (X_new.p - X_old.p).norm();
            const double angle = X_old.q.angleTo(X_new.q);
            if (!samePose(X_old, X_new, distance, angle, options)) {
                Change c {entity, kindName(a.kind), QStringLiteral("pose"), QStringLiteral("pose"),
                    poseArray(X_old), poseArray(X_new)};
                c.distance = distance;
                c.angle = angle;
                result.changes.push_back(c);
            } else {
                const Pose &W_old = older.frames().worldPose(a.frame);
                const Pose &W_new = newer.frames().worldPose(b.frame);
                const double moved = (W_new.p - W_old.p).norm();
                const double turned = W_old.q.angleTo(W_new.q);
                if (!samePose(W_old, W_new, moved, turned, options))
                    result.moved.push_back({entity, moved, turned});
            }
        }
        compareFields(context, a, b, entity, result.changes);
    }
    for (auto it = newEntities.constBegin(); it != newEntities.constEnd(); ++it) {
        if (!matchedNew.contains(it.key()))
            result.changes.push_back({shown(*it, newPrefix), kindName(it->kind),
                QStringLiteral("added"), QString(), QJsonValue(), QJsonValue()});
    }
    std::sort(result.changes.begin(), result.changes.end(), [](const Change &x, const Change &y) {
        return std::tie(x.entity, x.entityKind, x.kind, x.field)
            < std::tie(y.entity, y.entityKind, y.kind, y.field);
    });
    std::sort(result.moved.begin(), result.moved.end(),
        [](const Moved &x, const Moved &y) { return x.entity < y.entity; });
    return result;
}

QHash<QString, Entity> entitiesOf(const Document &doc, const QString &prefix, bool sensorsAndLights)
{
    QHash<QString, Entity> out;
    const FrameGraph &graph = doc.frames();
    const auto add = [&](Entity e) {
        if (e.frame == kNoFrame || e.frame >= graph.size())
            return;
        QString name = graph.node(e.frame).scopedName;
        if (!prefix.isEmpty()) {
            if (name + QStringLiteral("::") == prefix)
                name.clear();
            else if (name.startsWith(prefix))
                name = name.mid(prefix.size());
        }
        e.name = name;
        out.insert(key(e.kind, name), e);
    };
    const std::function<void(const Model &)> addModel = [&](const Model &model) {
        add({FrameKind::Model, model.frame, {}, &model});
        for (const Link &link : model.links) {
            // URDF's `world` link is the world (urdfdom, Gazebo, Drake): an SDFormat conversion
            // attaches the joint to the world instead.
            const bool urdfWorld
                = model.version == QLatin1String("urdf") && link.name == QLatin1String("world");
            if (!urdfWorld)
                add({FrameKind::Link, link.frame, {}, nullptr, &link});
            for (const Visual &v : link.visuals)
                add({FrameKind::Visual, v.frame, {}, nullptr, nullptr, nullptr, &v});
            for (const Collision &c : link.collisions)
                add({FrameKind::Collision, c.frame, {}, nullptr, nullptr, nullptr, nullptr, &c});
            if (sensorsAndLights) {
                for (const Light &l : link.lights)
                    add({FrameKind::Light, l.frame});
                for (const Sensor &s : link.sensors)
                    add({FrameKind::Sensor, s.frame});
            }
        }
        for (const Joint &joint : model.joints)
            add({FrameKind::Joint, joint.frame, {}, nullptr, nullptr, &joint});
        for (const Frame &frame : model.frames)
            add({FrameKind::Frame, frame.frame});
        for (const Model &child : model.models)
            addModel(child);
    };
    const World &world = doc.scene().world;
    for (const Model &model : world.models)
        addModel(model);
    for (const Joint &joint : world.joints)
        add({FrameKind::Joint, joint.frame, {}, nullptr, nullptr, &joint});
    for (const Frame &frame : world.frames)
        add({FrameKind::Frame, frame.frame});
    for (const Light &light : world.lights) {
        if (sensorsAndLights)
            add({FrameKind::Light, light.frame});
    }
    return out;
}

} // namespace robostage::diff
