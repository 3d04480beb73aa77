#include "scenetree/sceneicons.h"

#include "base/bundledworld.h"

#include <QHash>

namespace robostage {

namespace {

QString iconName(SceneTreeModel::Kind kind, Joint::Type jointType)
{
    using Kind = SceneTreeModel::Kind;
    switch (kind) {
    case Kind::World:
        return QStringLiteral("world");
    case Kind::Model:
        return QStringLiteral("model");
    case Kind::Link:
        return QStringLiteral("link");
    case Kind::Visual:
        return QStringLiteral("visual");
    case Kind::Collision:
        return QStringLiteral("collision");
    case Kind::Sensor:
        return QStringLiteral("sensor");
    case Kind::Light:
        return QStringLiteral("light");
    case Kind::Frame:
        return QStringLiteral("frame");
    case Kind::Joint:
    case Kind::LoopJoint:
        break;
    }
    switch (jointType) {
    case Joint::Type::Revolute:
    case Joint::Type::Continuous:
        return QStringLiteral("joint-revolute");
    case Joint::Type::Prismatic:
        return QStringLiteral("joint-prismatic");
    case Joint::Type::Fixed:
        return QStringLiteral("joint-fixed");
    default:
        return QStringLiteral("joint");
    }
}

} // namespace

QIcon sceneIcon(SceneTreeModel::Kind kind, Joint::Type jointType)
{
    static QHash<QString, QIcon> icons;
    const QString name = iconName(kind, jointType);
    auto it = icons.find(name);
    if (it == icons.end()) {
        initResources();
        it = icons.insert(name, QIcon(QStringLiteral(":/icons/tree/%1.svg").arg(name)));
    }
    return *it;
}

} // namespace robostage
