#include "joints/jointtable.h"

#include "document.h"

#include <algorithm>

namespace robostage {

namespace {

/// The scene's joints by FrameId, nested models included.
void collectJoints(const Model &model, QHash<FrameId, const Joint *> &joints)
{
    for (const Joint &joint : model.joints)
        joints.insert(joint.frame, &joint);
    for (const Model &nested : model.models)
        collectJoints(nested, joints);
}

} // namespace

void JointTable::build(const Document *document)
{
    *this = JointTable();
    m_document = document;
    if (!document)
        return;
    QHash<FrameId, const Joint *> joints;
    for (const Model &model : document->scene().world.models)
        collectJoints(model, joints);
    for (const Joint &joint : document->scene().world.joints)
        joints.insert(joint.frame, &joint);
    const FrameGraph &frames = document->frames();
    for (FrameId id = 0; id < frames.size(); ++id) {
        if (frames.node(id).kind == FrameKind::Model)
            m_models.insert(frames.node(id).scopedName);
    }
    QSet<QString> outermost;
    for (const JointMotion &motion : frames.joints()) {
        if (!isMovableJoint(motion.type) || motion.joint < 0 || motion.joint >= frames.size())
            continue;
        const int index = size();
        m_rows.push_back(makeRow(motion, joints.value(motion.joint)));
        m_rows.back().name = frames.node(motion.joint).scopedName;
        m_index.insert(m_rows.back().name, index);
        const QStringList models = modelsOf(motion.joint);
        for (const QString &model : models)
            m_rowsByModel[model].push_back(index);
        if (!models.isEmpty())
            outermost.insert(models.front());
    }
    m_modelCount = outermost.size();
    for (int i = 0; i < size(); ++i) {
        if (!m_rows[size_t(i)].leader.isEmpty())
            m_followers.push_back(i);
    }
    updateFollowers();
}

void JointTable::setValue(int index, double value)
{
    JointRow &row = m_rows[size_t(index)];
    if (!row.leader.isEmpty())
        return;
    row.value = std::clamp(value, row.lower, row.upper);
    updateFollowers();
}

void JointTable::setPositions(const JointPositions &q)
{
    for (auto it = q.begin(); it != q.end(); ++it) {
        const int index = indexOf(it.key());
        if (index < 0)
            continue;
        JointRow &row = m_rows[size_t(index)];
        if (row.leader.isEmpty())
            row.value = std::clamp(it.value(), row.lower, row.upper);
    }
    updateFollowers();
}

void JointTable::reset()
{
    for (JointRow &row : m_rows)
        row.value = row.initial;
    updateFollowers();
}

JointPositions JointTable::positions() const
{
    JointPositions q;
    q.reserve(size());
    for (const JointRow &row : m_rows) {
        if (row.leader.isEmpty())
            q.insert(row.name, row.value);
    }
    return q;
}

void JointTable::updateFollowers()
{
    // As FrameGraph::worldPoses(): a follower follows a leader that has a position.
    for (const int index : m_followers) {
        JointRow &row = m_rows[size_t(index)];
        const int leader = indexOf(row.leader);
        const bool driven = leader >= 0 && m_rows[size_t(leader)].leader.isEmpty();
        row.value = driven
            ? row.multiplier * (m_rows[size_t(leader)].value - row.reference) + row.offset
            : row.initial;
    }
}

QStringList JointTable::notes(int index, const QString &prefix) const
{
    const JointRow &row = m_rows[size_t(index)];
    QStringList notes = row.rangeNotes;
    if (row.leader.isEmpty())
        return notes;
    const QString leader
        = row.leader.startsWith(prefix) ? row.leader.mid(prefix.size()) : row.leader;
    if (row.reference == 0 && row.offset == 0)
        notes << tr("follows %1 × %2").arg(leader).arg(row.multiplier);
    else
        notes << tr("follows %1: %2 × (%1 − %3) + %4")
                     .arg(leader)
                     .arg(row.multiplier)
                     .arg(row.reference)
                     .arg(row.offset);
    return notes;
}

QStringList JointTable::modelsOf(FrameId frame) const
{
    if (!m_document || frame < 0 || frame >= m_document->frames().size())
        return {};
    const QString &name = m_document->frames().node(frame).scopedName;
    QStringList models;
    for (int end = name.indexOf(QLatin1String("::")); end > 0;
         end = name.indexOf(QLatin1String("::"), end + 2)) {
        if (m_models.contains(name.left(end)))
            models << name.left(end);
    }
    if (m_models.contains(name))
        models << name;
    return models;
}

std::vector<int> JointTable::match(const QString &text, int limit, int *total) const
{
    std::vector<int> rows;
    int count = 0;
    for (int i = 0; i < size(); ++i) {
        if (!m_rows[size_t(i)].name.contains(text, Qt::CaseInsensitive))
            continue;
        ++count;
        if (int(rows.size()) < limit)
            rows.push_back(i);
    }
    if (total)
        *total = count;
    return rows;
}

} // namespace robostage
