#include "mainwindow/scenechanges.h"

#include "document.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

#include <cmath>

namespace robostage {

namespace {

struct Entry
{
    FrameKind kind;
    Pose X_RF; ///< pose relative to the frame named first in `detail`
    QString detail;
};

QString number(double value)
{
    return QString::number(value, 'g', 17);
}

QString colorText(const std::optional<Color> &c)
{
    return c ? QStringLiteral("%1,%2,%3,%4").arg(c->r).arg(c->g).arg(c->b).arg(c->a)
             : QStringLiteral("-");
}

QString geometryText(const Geometry &g)
{
    return QStringList {QString::number(int(g.type)), number(g.size.x), number(g.size.y),
        number(g.size.z), number(g.radius), number(g.length), number(g.scale.x), number(g.scale.y),
        number(g.scale.z), g.uri, g.submesh}
        .join(QLatin1Char(' '));
}

QString jointText(const Joint &j)
{
    const JointAxis &a = j.axis;
    return QStringList {j.typeName, j.parent, j.child, number(a.xyz.x), number(a.xyz.y),
        number(a.xyz.z), a.expressedIn, number(a.lower), number(a.upper), j.mimic.joint,
        number(j.mimic.multiplier), number(j.mimic.offset), number(j.mimic.reference)}
        .join(QLatin1Char(' '));
}

QString lightText(const Light &l)
{
    return QStringList {QString::number(int(l.type)), colorText(l.diffuse), colorText(l.specular),
        number(l.intensity), number(l.attenuationRange), number(l.spotInnerAngle),
        number(l.spotOuterAngle)}
        .join(QLatin1Char(' '));
}

/// What the scene model holds for each entity, by FrameId.
class Details
{
public:
    QHash<FrameId, QString> text;

    void addModel(const Model &model)
    {
        text.insert(model.frame, model.isStatic ? QStringLiteral("static") : QString());
        for (const Link &link : model.links) {
            const Inertial &i = link.inertial;
            text.insert(link.frame,
                QStringList {number(i.mass), number(i.ixx), number(i.ixy), number(i.ixz),
                    number(i.iyy), number(i.iyz), number(i.izz)}
                    .join(QLatin1Char(' ')));
            for (const Visual &v : link.visuals)
                text.insert(v.frame,
                    geometryText(v.geometry) + QLatin1Char(' ') + colorText(v.material.diffuse)
                        + QLatin1Char(' ') + colorText(v.material.ambient) + QLatin1Char(' ')
                        + number(v.transparency) + QLatin1Char(' ') + v.material.texture);
            for (const Collision &c : link.collisions)
                text.insert(c.frame, geometryText(c.geometry));
            for (const Light &l : link.lights)
                text.insert(l.frame, lightText(l));
            for (const Sensor &s : link.sensors)
                text.insert(s.frame, s.type);
        }
        for (const Joint &j : model.joints)
            text.insert(j.frame, jointText(j));
        for (const Model &nested : model.models)
            addModel(nested);
    }
};

QHash<QString, Entry> entries(const Document &document)
{
    Details details;
    const World &world = document.scene().world;
    for (const Model &model : world.models)
        details.addModel(model);
    for (const Joint &j : world.joints)
        details.text.insert(j.frame, jointText(j));
    for (const Light &l : world.lights)
        details.text.insert(l.frame, lightText(l));

    QHash<QString, Entry> result;
    const FrameGraph &frames = document.frames();
    for (FrameId id = 1; id < frames.size(); ++id) {
        const FrameNode &node = frames.node(id);
        const QString key
            = QLatin1String(frameKindName(node.kind)) + QLatin1Char(' ') + node.scopedName;
        // The pose as the file states it (relative to its frame), so that moving a joint
        // origin reports the joint, not every link and visual downstream.
        const QString relativeTo = node.relativeTo >= 0 && node.relativeTo < frames.size()
            ? frames.node(node.relativeTo).scopedName
            : QString();
        result.insert(
            key, {node.kind, node.X_RF, relativeTo + QLatin1Char(' ') + details.text.value(id)});
    }
    return result;
}

bool samePose(const Pose &a, const Pose &b)
{
    constexpr double kTolerance = 1e-9;
    const Vec3 d = a.p - b.p;
    const double dot = a.q.w * b.q.w + a.q.x * b.q.x + a.q.y * b.q.y + a.q.z * b.q.z;
    return d.norm() <= kTolerance && std::abs(dot) >= 1 - kTolerance;
}

} // namespace

int SceneChanges::total() const
{
    int sum = 0;
    for (int n : changedByKind)
        sum += n;
    return sum;
}

QString SceneChanges::summary() const
{
    // Singular and plural per kind; languages with other plural rules translate both.
    static const struct
    {
        FrameKind kind;
        const char *one, *many;
    } names[] = {
        {FrameKind::Model, QT_TRANSLATE_NOOP("robostage", "1 model"),
            QT_TRANSLATE_NOOP("robostage", "%1 models")},
        {FrameKind::Link, QT_TRANSLATE_NOOP("robostage", "1 link"),
            QT_TRANSLATE_NOOP("robostage", "%1 links")},
        {FrameKind::Joint, QT_TRANSLATE_NOOP("robostage", "1 joint"),
            QT_TRANSLATE_NOOP("robostage", "%1 joints")},
        {FrameKind::Frame, QT_TRANSLATE_NOOP("robostage", "1 frame"),
            QT_TRANSLATE_NOOP("robostage", "%1 frames")},
        {FrameKind::Visual, QT_TRANSLATE_NOOP("robostage", "1 visual"),
            QT_TRANSLATE_NOOP("robostage", "%1 visuals")},
        {FrameKind::Collision, QT_TRANSLATE_NOOP("robostage", "1 collision"),
            QT_TRANSLATE_NOOP("robostage", "%1 collisions")},
        {FrameKind::Light, QT_TRANSLATE_NOOP("robostage", "1 light"),
            QT_TRANSLATE_NOOP("robostage", "%1 lights")},
        {FrameKind::Sensor, QT_TRANSLATE_NOOP("robostage", "1 sensor"),
            QT_TRANSLATE_NOOP("robostage", "%1 sensors")},
    };
    QStringList parts;
    for (const auto &name : names) {
        const int n = changedByKind.value(name.kind);
        if (n == 1)
            parts << QCoreApplication::translate("robostage", name.one);
        else if (n > 1)
            parts << QCoreApplication::translate("robostage", name.many).arg(n);
    }
    if (parts.isEmpty())
        return QCoreApplication::translate("robostage", "no entity changed");
    return QCoreApplication::translate("robostage", "%1 changed")
        .arg(parts.join(QStringLiteral(", ")));
}

SceneChanges SceneChanges::between(const Document &before, const Document &after)
{
    const QHash<QString, Entry> old = entries(before);
    const QHash<QString, Entry> now = entries(after);
    SceneChanges changes;
    for (auto it = now.begin(); it != now.end(); ++it) {
        const auto was = old.constFind(it.key());
        if (was == old.end() || !samePose(was->X_RF, it->X_RF) || was->detail != it->detail)
            ++changes.changedByKind[it->kind];
    }
    for (auto it = old.begin(); it != old.end(); ++it) {
        if (!now.contains(it.key()))
            ++changes.changedByKind[it->kind];
    }
    return changes;
}

} // namespace robostage
