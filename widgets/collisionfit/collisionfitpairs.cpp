// CollisionFitDock's self-collision list (collisionfitdock.h): the pairs at the current joint
// positions, checked again whenever a joint moves, and those found over the joint ranges.

#include "collisionfit/collisionfitdock.h"

#include "base/selection.h"
#include "document.h"
#include "edit/entitylookup.h"
#include "joints/jointtable.h"
#include "selfcollision.h"

#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>

namespace robostage {

const QColor CollisionFitDock::kCollidingColor(235, 40, 235);

namespace {

enum Role { FrameRole = Qt::UserRole + 1, RangeRole };

QString depthText(double depth)
{
    return fitFigure(depth * 1e3); // as the table writes its figures
}

/// The group item `index` (0: now, 1: over the ranges) of `list`, made when missing.
QTreeWidgetItem *group(QTreeWidget *list, int index)
{
    while (list->topLevelItemCount() <= index) {
        auto *item = new QTreeWidgetItem(list);
        item->setFirstColumnSpanned(true);
        item->setExpanded(true);
    }
    return list->topLevelItem(index);
}

} // namespace

QStringList CollisionFitDock::collidingPairs() const
{
    return m_pairNames;
}

void CollisionFitDock::checkSelfCollisions()
{
    if (!m_measured || !m_document)
        return;
    const std::vector<SelfCollision> pairs = m_measured->checker->check(m_q);
    QStringList names;
    for (const SelfCollision &c : pairs)
        names << c.a + QLatin1Char('|') + c.b;
    QTreeWidgetItem *now = group(m_pairs, 0);
    // Say why few or no pairs are checked (issue 30: "0 pairs" on PR2, whose links all have
    // <self_collide>false), and offer to check them anyway.
    const SelfCollisionChecker &checker = *m_measured->checker;
    const int off = checker.selfCollideOffPairs();
    QString text = tr("At the joint positions now: %n pair(s)", "", int(pairs.size()));
    if (off > 0 && checker.honoursSelfCollide())
        text += tr(" (%n pair(s) not checked: their links have <self_collide>false)", "", off);
    now->setText(0, text);
    now->setToolTip(0, text);
    m_checkAnyway->setVisible(off > 0 || m_checkAnyway->isChecked());
    if (names == m_pairNames) { // the same pairs: only their depths change
        for (int i = 0; i < now->childCount() && i < int(pairs.size()); ++i)
            now->child(i)->setText(2, depthText(pairs[size_t(i)].depth));
        return;
    }
    m_pairNames = names;
    qDeleteAll(now->takeChildren());
    m_colliding.clear();
    m_diagnostics = Diagnostics();
    for (const SelfCollision &c : pairs) {
        auto *item = new QTreeWidgetItem(now, {c.a, c.b, depthText(c.depth), tr("now")});
        const FrameId a = edit::findEntity(*m_document, QStringLiteral("link:") + c.a, {}, nullptr);
        const FrameId b = edit::findEntity(*m_document, QStringLiteral("link:") + c.b, {}, nullptr);
        item->setData(0, FrameRole, a);
        m_colliding << a << b;
        edit::EntityInfo info;
        if (edit::lookupEntity(*m_document, a, info))
            m_diagnostics.warning(m_document->filePath(info.source), info.source.line,
                tr("links %1 and %2 collide at the current joint positions, %3 mm deep "
                   "(View › Collision Fit)")
                    .arg(c.a, c.b, depthText(c.depth)));
    }
    m_colliding.remove(kNoFrame);
    for (int column : {0, 1})
        m_pairs->resizeColumnToContents(column);
    applyTints();
    emit selfCollisionsChanged();
}

void CollisionFitDock::checkRanges()
{
    if (!m_measured || !m_document) {
        m_status->setText(tr("Not measured yet: wait for the measurement to finish."));
        return;
    }
    // The ranges the Joints dock gives each joint (the file's limits, or its fallbacks).
    JointTable table;
    table.build(m_document);
    std::vector<JointRange> ranges;
    for (int i = 0; i < table.size(); ++i) {
        const JointRow &row = table.row(i);
        if (row.leader.isEmpty())
            ranges.push_back({row.name, row.lower, row.upper});
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    m_rangeFound = rangeCollisions(*m_measured->checker, m_q, ranges);
    QApplication::restoreOverrideCursor();
    QTreeWidgetItem *over = group(m_pairs, 1);
    // Each count in its own plural form (issue 30): "%n joints sampled", "%n pairs".
    over->setText(0,
        tr("Over the joint ranges (%1): %2")
            .arg(tr("%n joint(s) sampled", "", int(ranges.size())),
                tr("%n pair(s)", "", int(m_rangeFound.size()))));
    qDeleteAll(over->takeChildren());
    for (size_t i = 0; i < m_rangeFound.size(); ++i) {
        const RangeCollision &r = m_rangeFound[i];
        QStringList joints;
        // The joints away from where they are now.
        for (auto it = r.q.begin(); it != r.q.end(); ++it) {
            if (std::abs(it.value() - m_q.value(it.key())) > 1e-9)
                joints << QStringLiteral("%1=%2").arg(it.key()).arg(it.value(), 0, 'g', 3);
        }
        joints.sort();
        auto *item = new QTreeWidgetItem(
            over, {r.a, r.b, depthText(r.depth), joints.join(QStringLiteral(", "))});
        item->setData(0, FrameRole,
            edit::findEntity(*m_document, QStringLiteral("link:") + r.a, {}, nullptr));
        item->setData(0, RangeRole, int(i));
        item->setToolTip(3, tr("Click to move the joints here"));
    }
    over->setExpanded(true);
    for (int column : {0, 1})
        m_pairs->resizeColumnToContents(column);
}

void CollisionFitDock::pairClicked(QTreeWidgetItem *item)
{
    if (!item || !item->parent())
        return;
    const QVariant range = item->data(0, RangeRole);
    if (range.isValid() && range.toInt() < int(m_rangeFound.size()))
        emit jointPositionsRequested(m_rangeFound[size_t(range.toInt())].q);
    const FrameId frame = item->data(0, FrameRole).value<FrameId>();
    if (m_selection && frame != kNoFrame)
        m_selection->setFrame(frame);
}

} // namespace robostage
