// PropertiesDock's Distance group (issue 19, "Measuring"): how far the shown entity's frame is
// from the entity selected before it, in the world frame.

#include "properties/propertiesdock.h"

#include "base/numberdisplay.h"
#include "document.h"
#include "edit/editsession.h"

#include <QFormLayout>
#include <QLabel>

namespace robostage {

void PropertiesDock::setJointPositions(const JointPositions &q)
{
    m_q = q;
    if (m_distance)
        m_distance->setText(distanceText());
}

FrameId PropertiesDock::previousFrame() const
{
    if (!m_session || m_previousKind < 0)
        return kNoFrame;
    const FrameGraph &frames = m_session->document().frames();
    for (FrameId id = kWorldFrame + 1; id < frames.size(); ++id) {
        const FrameNode &node = frames.node(id);
        if (int(node.kind) == m_previousKind && node.scopedName == m_previousName)
            return id;
    }
    return kNoFrame;
}

QString PropertiesDock::distanceText() const
{
    const FrameId from = previousFrame();
    if (from == kNoFrame || m_frame == kNoFrame || from == m_frame)
        return QString();
    const std::vector<Pose> X_WF = m_session->document().frames().worldPoses(m_q);
    if (m_frame >= FrameId(X_WF.size()))
        return QString();
    const Vec3 d = X_WF[size_t(m_frame)].p - X_WF[size_t(from)].p;
    return tr("from %1: %2 m\nΔx %3 m, Δy %4 m, Δz %5 m (world)")
        .arg(m_previousName, displayLength(d.norm()), displayLength(d.x), displayLength(d.y),
            displayLength(d.z));
}

void PropertiesDock::addDistance()
{
    const QString text = distanceText();
    if (text.isEmpty())
        return;
    QFormLayout *form = addGroup(tr("Distance"));
    m_distance = new QLabel(text);
    m_distance->setObjectName(QStringLiteral("distanceLabel"));
    m_distance->setWordWrap(true);
    m_distance->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_distance->setToolTip(tr("Between the origins of the two entities' frames, at the joint "
                              "positions the view shows. Select another entity to measure "
                              "from this one."));
    form->addRow(m_distance);
}

} // namespace robostage
