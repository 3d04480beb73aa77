#include "kinematicchain.h"

#include "document.h"
#include "edit/entitylookup.h"
#include "kdlconvert.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>

namespace robostage::kinematics {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::kinematics", text);
}

/// The joint types the solver moves, and whether about (true) or along (false) the axis: the
/// motions FrameGraph::worldPoses() applies (universal and revolute2 on their first axis).
bool isMovable(Joint::Type type, bool *rotates)
{
    switch (type) {
    case Joint::Type::Revolute:
    case Joint::Type::Continuous:
    case Joint::Type::Universal:
    case Joint::Type::Revolute2:
        *rotates = true;
        return true;
    case Joint::Type::Prismatic:
        *rotates = false;
        return true;
    default:
        return false;
    }
}

/// Joint limits of the joint at frame node `frame`: ±infinity where the joint has none.
void limitsOf(const Document &doc, FrameId frame, ChainVariable &v)
{
    constexpr double inf = std::numeric_limits<double>::infinity();
    v.lower = -inf;
    v.upper = inf;
    edit::EntityInfo info;
    if (!edit::lookupEntity(doc, frame, info) || !info.joint)
        return;
    const Joint &joint = *info.joint;
    v.continuous = joint.type == Joint::Type::Continuous;
    if (v.continuous || !joint.hasAxis)
        return;
    const double lower = joint.axis.lower, upper = joint.axis.upper;
    // URDF and SDFormat treat lower > upper (or no limits) as unbounded for our purpose: the
    // reference tools do not refuse such a file, and there is no range to stay in.
    if (std::isfinite(lower) && std::isfinite(upper) && lower <= upper) {
        v.lower = lower;
        v.upper = upper;
    }
}

} // namespace

std::vector<double> KinematicChain::jointPositions(const std::vector<double> &x) const
{
    std::vector<double> q(joints.size());
    for (size_t i = 0; i < joints.size(); ++i)
        q[i] = joints[i].position(x[size_t(joints[i].variable)]);
    return q;
}

JointPositions KinematicChain::positions(const std::vector<double> &x) const
{
    JointPositions out;
    const std::vector<double> q = jointPositions(x);
    for (size_t i = 0; i < joints.size(); ++i)
        out.insert(joints[i].name, q[i]);
    return out;
}

bool buildChain(const Document &doc, FrameId base, FrameId tip, const JointPositions &from,
    KinematicChain &out, QString *error)
{
    const FrameGraph &graph = doc.frames();
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return false;
    };
    if (tip <= 0 || tip >= graph.size() || graph.node(tip).kind != FrameKind::Link)
        return fail(tr("the tip is not a link"));
    if (base != kNoFrame && base != kWorldFrame
        && (base >= graph.size() || graph.node(base).kind != FrameKind::Link))
        return fail(tr("the base is not a link"));

    // The joints from the tip up to the base (or the root), tip first.
    QHash<FrameId, int> jointOfChild;
    for (size_t i = 0; i < graph.joints().size(); ++i) {
        const JointMotion &j = graph.joints()[i];
        if (j.child != kNoFrame && !jointOfChild.contains(graph.body(j.child)))
            jointOfChild.insert(graph.body(j.child), int(i));
    }
    std::vector<int> path;
    FrameId body = graph.body(tip);
    QSet<FrameId> seen;
    while (body != base && body > 0 && jointOfChild.contains(body) && !seen.contains(body)) {
        seen.insert(body);
        const int j = jointOfChild.value(body);
        path.push_back(j);
        body = graph.body(graph.joints()[size_t(j)].parent);
    }
    if (base != kNoFrame && body != base) {
        return fail(
            tr("link '%1' is not on the way from '%2' to the root")
                .arg(base == kWorldFrame ? QStringLiteral("world") : graph.node(base).scopedName,
                    graph.node(tip).scopedName));
    }
    out = KinematicChain();
    out.base = base == kNoFrame ? std::max<FrameId>(body, kWorldFrame) : base;
    out.tip = tip;
    std::reverse(path.begin(), path.end());

    // Variables: the movable joints of the path, except mimic followers of another of them.
    // Each starts at its `from` position, else at its initial one.
    QHash<QString, int> variableOf;
    out.reference = from;
    for (int j : path) {
        const JointMotion &m = graph.joints()[size_t(j)];
        bool rotates = false;
        if (!isMovable(m.type, &rotates) || !m.mimicLeader.isEmpty())
            continue;
        ChainVariable v;
        v.name = graph.node(m.joint).scopedName;
        limitsOf(doc, m.joint, v);
        variableOf.insert(v.name, int(out.variables.size()));
        out.variables.push_back(v);
        if (!out.reference.contains(v.name))
            out.reference.insert(v.name, m.initialPosition);
    }
    for (int j : path) { // followers on the chain follow their leader, whatever `from` says
        const JointMotion &m = graph.joints()[size_t(j)];
        if (variableOf.contains(m.mimicLeader))
            out.reference.remove(graph.node(m.joint).scopedName);
    }

    // The frames at the reference configuration and the KDL segments between them.
    const std::vector<Pose> X_WF = graph.worldPoses(out.reference);
    out.X_WB = out.base > 0 ? X_WF[size_t(out.base)] : Pose {};
    Pose X_WPrevious = out.X_WB;
    for (int j : path) {
        const JointMotion &m = graph.joints()[size_t(j)];
        bool rotates = false;
        const QString name = graph.node(m.joint).scopedName;
        const bool follows = variableOf.contains(m.mimicLeader);
        if (!isMovable(m.type, &rotates) || (!m.mimicLeader.isEmpty() && !follows))
            continue; // stays at its reference position: part of the fixed transforms
        ChainJoint c;
        c.name = name;
        c.frame = m.joint;
        c.type = m.type;
        c.follower = follows;
        c.variable = follows ? variableOf.value(m.mimicLeader) : variableOf.value(name);
        if (follows) {
            c.multiplier = m.mimicMultiplier;
            c.mimicOffset = m.mimicOffset;
            c.mimicReference = m.mimicReference;
            c.reference = m.follow(out.reference.value(m.mimicLeader));
        } else {
            c.reference = out.reference.value(name);
        }
        // The axis in the joint frame: the same at every position of the joint.
        const FrameId expressedIn = m.axisExpressedIn == kNoFrame ? m.joint : m.axisExpressedIn;
        const Vec3 axis_W = graph.worldPose(expressedIn).q.rotate(m.axis).normalized();
        const Vec3 axis_J = graph.worldPose(m.joint).q.conjugate().rotate(axis_W);
        const Pose &X_WJ = X_WF[size_t(m.joint)];
        out.chain.addSegment(
            KDL::Segment(KDL::Joint(KDL::Joint::None), toKdl(X_WPrevious.inverse() * X_WJ)));
        out.chain.addSegment(KDL::Segment(name.toStdString(),
            KDL::Joint(name.toStdString(), KDL::Vector::Zero(), toKdl(axis_J),
                rotates ? KDL::Joint::RotAxis : KDL::Joint::TransAxis)));
        X_WPrevious = X_WJ;
        out.joints.push_back(c);
    }
    out.chain.addSegment(KDL::Segment(
        KDL::Joint(KDL::Joint::None), toKdl(X_WPrevious.inverse() * X_WF[size_t(tip)])));
    for (size_t i = 0; i < out.joints.size(); ++i) {
        if (!out.joints[i].follower)
            out.variables[size_t(out.joints[i].variable)].joint = int(i);
    }
    if (out.variables.empty()) {
        return fail(
            tr("no joint moves between '%1' and '%2'")
                .arg(out.base > 0 ? graph.node(out.base).scopedName : QStringLiteral("world"),
                    graph.node(tip).scopedName));
    }
    return true;
}

} // namespace robostage::kinematics
