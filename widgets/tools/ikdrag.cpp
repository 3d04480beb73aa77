#include "tools/ikdrag.h"

#include "document.h"

#include <QCoreApplication>

#include <algorithm>

namespace robostage {

namespace {

JointPositions variablePositions(
    const kinematics::KinematicChain &chain, const std::vector<double> &x)
{
    JointPositions q;
    for (size_t i = 0; i < chain.variables.size(); ++i)
        q.insert(chain.variables[i].name, x[i]);
    return q;
}

} // namespace

bool IkDrag::begin(const Document &doc, FrameId frame, FrameId base, const JointPositions &q,
    const Ranges &ranges, QString *error)
{
    m_active = false;
    const FrameGraph &graph = doc.frames();
    if (frame <= kWorldFrame || frame >= graph.size()) {
        *error = QString();
        return false;
    }
    const FrameId link = graph.body(frame);
    if (link <= kWorldFrame) {
        *error = QCoreApplication::translate(
            "robostage::GizmoController", "Drag Joints: '%1' is fixed in the world")
                     .arg(graph.node(frame).scopedName);
        return false;
    }
    if (!kinematics::buildChain(doc, base == link ? kNoFrame : base, link, q, m_chain, error)) {
        *error = QCoreApplication::translate("robostage::GizmoController", "Drag Joints: %1")
                     .arg(*error);
        return false;
    }
    for (kinematics::ChainVariable &v : m_chain.variables) {
        const auto range = ranges.constFind(v.name);
        if (range != ranges.constEnd()) {
            v.lower = std::max(v.lower, range->first);
            v.upper = std::min(v.upper, range->second);
        }
    }
    m_x0 = kinematics::referenceVariables(m_chain);
    for (size_t i = 0; i < m_x0.size(); ++i)
        m_x0[i] = std::clamp(m_x0[i], m_chain.variables[i].lower, m_chain.variables[i].upper);
    m_x = m_x0;
    m_X_WL0 = kinematics::tipPose(m_chain, m_x0);
    m_active = true;
    return true;
}

JointPositions IkDrag::moveTo(const Pose &X_WL, QString *why, Pose *X_WL_reached)
{
    kinematics::IkOptions options;
    // From the last solution; when that descent fails (near a singularity, or pinned at a
    // limit), restarts close to it, so that the arm moves on without jumping to another branch.
    options.timeBudgetMs = 8;
    options.maxIterations = 60;
    options.extraSolutions = 0;
    options.restartSpread = 0.35;
    const kinematics::IkResult r = kinematics::solveIk(m_chain, X_WL, m_x, options);
    m_x = r.variables;
    if (why)
        *why = r.success ? QString() : r.reason;
    if (X_WL_reached)
        *X_WL_reached = kinematics::tipPose(m_chain, m_x);
    return variablePositions(m_chain, m_x);
}

JointPositions IkDrag::startPositions() const
{
    return variablePositions(m_chain, m_x0);
}

} // namespace robostage
