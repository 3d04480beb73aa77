// The properties dock's read-only groups for Drake's extensions (drake-urdf-xsd.txt): a link's
// collision filter groups (URDF and SDFormat), and a `<loop_joint>` (selected through its
// attachment frames, which are no editable entity).

#include "document.h"
#include "drakeextensions.h"
#include "edit/editsession.h"
#include "properties/propertiesdock.h"
#include "properties/propertyeditors.h"

#include <QFormLayout>
#include <QLabel>

namespace robostage {

namespace {

QString vec(const Vec3 &v)
{
    return QStringLiteral("%1 %2 %3").arg(v.x, 0, 'g', 6).arg(v.y, 0, 'g', 6).arg(v.z, 0, 'g', 6);
}

/// The loop joint of `model` (or its nested models) with attachment frame `frame`, or null.
const LoopJoint *findLoopJoint(const Model &model, FrameId frame)
{
    for (const LoopJoint &loop : model.loopJoints) {
        if (loop.link1.frame == frame || loop.link2.frame == frame)
            return &loop;
    }
    for (const Model &nested : model.models) {
        if (const LoopJoint *loop = findLoopJoint(nested, frame))
            return loop;
    }
    return nullptr;
}

} // namespace

void PropertiesDock::addCollisionFilterGroups(const Link &link)
{
    // drake-urdf-xsd.txt "robot/collision_filter_group": member links, ignored groups; in
    // SDFormat the groups of enclosing models name the link by its scoped path.
    const Document &doc = m_session->document();
    const QString linkName = doc.frames().node(link.frame).scopedName;
    for (const Model &model : doc.scene().world.models) {
        const QString prefix = doc.frames().node(model.frame).scopedName + QStringLiteral("::");
        if (!linkName.startsWith(prefix))
            continue;
        const QStringList groups = collisionFilterGroupsOf(model, linkName.mid(prefix.size()));
        if (groups.isEmpty())
            return;
        QStringList shown, ignoredWith;
        for (const QString &name : groups) {
            shown << (collisionFilterGroupIsIgnored(model, name)
                    ? tr("%1 (ignore=\"true\")").arg(name)
                    : name);
            for (const QString &other : groupsIgnoredBy(model, name)) {
                if (!ignoredWith.contains(other))
                    ignoredWith << other;
            }
        }
        QFormLayout *form = addGroup(tr("Collision Filter Groups"));
        QLabel *member = readOnlyLabel(shown.join(QStringLiteral(", ")));
        member->setObjectName(QStringLiteral("collisionFilterGroups"));
        member->setWordWrap(true);
        form->addRow(tr("Member of"), member);
        QLabel *ignores = readOnlyLabel(
            ignoredWith.isEmpty() ? tr("(none)") : ignoredWith.join(QStringLiteral(", ")));
        ignores->setObjectName(QStringLiteral("ignoredCollisionFilterGroups"));
        ignores->setWordWrap(true);
        form->addRow(tr("No collisions with"), ignores);
        return;
    }
}

bool PropertiesDock::addLoopJoint(FrameId frame)
{
    // drake-urdf-xsd.txt "robot/loop_joint": frames A on link1 and B on link2, axis in A.
    const LoopJoint *loop = nullptr;
    for (const Model &model : m_session->document().scene().world.models) {
        if ((loop = findLoopJoint(model, frame)))
            break;
    }
    if (!loop)
        return false;
    m_header->setText(tr("<b>loop joint</b> %1").arg(loop->name.toHtmlEscaped()));
    QFormLayout *form = addGroup(tr("Loop Joint"));
    QLabel *type = readOnlyLabel(loop->typeName);
    type->setObjectName(QStringLiteral("loopJointType"));
    form->addRow(tr("Type"), type);
    const QString m = tr("m"), rad = tr("rad");
    for (const LinkAttachment *side : {&loop->link1, &loop->link2}) {
        const bool first = side == &loop->link1;
        QLabel *label = readOnlyLabel(
            tr("%1 at %2 %3, rpy %4 %5")
                .arg(side->link, vec(side->X_LA.p), m, vec(side->X_LA.q.toRpy()), rad));
        label->setObjectName(
            first ? QStringLiteral("loopJointLink1") : QStringLiteral("loopJointLink2"));
        label->setWordWrap(true);
        form->addRow(first ? tr("Link 1") : tr("Link 2"), label);
    }
    QLabel *axis = readOnlyLabel(tr("%1 (in the link 1 frame)").arg(vec(loop->axis)));
    axis->setObjectName(QStringLiteral("loopJointAxis"));
    form->addRow(tr("Axis"), axis);
    form->addRow(QString(),
        readOnlyLabel(tr("Drawn, not enforced: the joint sliders move the tree joints only.")));
    return true;
}

} // namespace robostage
