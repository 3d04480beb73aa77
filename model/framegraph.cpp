#include "framegraph.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace robostage {

QString joinScoped(const QString &a, const QString &b)
{
    return a.isEmpty() ? b : b.isEmpty() ? a : a + QStringLiteral("::") + b;
}

const char *frameKindName(FrameKind kind)
{
    switch (kind) {
    case FrameKind::World:
        return "world";
    case FrameKind::Model:
        return "model";
    case FrameKind::Link:
        return "link";
    case FrameKind::Joint:
        return "joint";
    case FrameKind::Frame:
        return "frame";
    case FrameKind::Visual:
        return "visual";
    case FrameKind::Collision:
        return "collision";
    case FrameKind::Light:
        return "light";
    case FrameKind::Sensor:
        return "sensor";
    }
    return "frame";
}

FrameGraph::FrameGraph()
{
    FrameNode world;
    world.kind = FrameKind::World;
    world.scopedName = QStringLiteral("world");
    world.relativeTo = kNoFrame;
    world.attachedTo = kNoFrame;
    m_nodes.push_back(world);
}

FrameId FrameGraph::add(FrameNode node)
{
    m_dependentsBegin.clear();
    m_byName.clear();
    m_nodes.push_back(std::move(node));
    return FrameId(m_nodes.size() - 1);
}

namespace {

enum : unsigned char { Unvisited, InProgress, Done };

QString describeCycle(
    const std::vector<FrameNode> &nodes, const std::vector<FrameId> &chain, size_t from)
{
    QStringList names;
    for (size_t i = from; i < chain.size(); ++i)
        names << nodes[size_t(chain[i])].scopedName;
    names << nodes[size_t(chain[from])].scopedName;
    return names.join(QStringLiteral(" -> "));
}

QString fileOf(const QStringList &files, const SourceRef &ref)
{
    return ref.file >= 0 && ref.file < files.size() ? files[ref.file] : QString();
}

} // namespace

void FrameGraph::resolve(Diagnostics &diagnostics, const QStringList &files)
{
    const size_t n = m_nodes.size();
    m_X_WF0.assign(n, Pose {});
    m_body.assign(n, kWorldFrame);
    m_dependentsBegin.clear();
    m_poseCycle = false;

    // Pose graph: X_WF = X_WR * X_RF along `relativeTo` edges (SDF 1.7+ pose frame semantics,
    // "relative_to" resolution). Iterative so that long chains cannot overflow the stack.
    std::vector<unsigned char> state(n, Unvisited);
    state[0] = Done;
    std::vector<FrameId> chain;
    for (size_t start = 1; start < n; ++start) {
        if (state[start] == Done)
            continue;
        chain.clear();
        FrameId cur = FrameId(start);
        while (cur != kNoFrame && state[size_t(cur)] == Unvisited) {
            state[size_t(cur)] = InProgress;
            chain.push_back(cur);
            cur = m_nodes[size_t(cur)].relativeTo;
        }
        if (cur != kNoFrame && state[size_t(cur)] == InProgress) {
            // Cycle: report it once, then cut it by placing the first node of the cycle
            // relative to the world.
            m_poseCycle = true;
            size_t from = 0;
            while (chain[from] != cur)
                ++from;
            const FrameNode &first = m_nodes[size_t(cur)];
            diagnostics.error(fileOf(files, first.source), first.source.line,
                QCoreApplication::translate("FrameGraph",
                    "'relative_to' cycle: %1; the pose is "
                    "taken relative to the world instead. "
                    "Make one of these poses relative to "
                    "a frame outside the cycle.")
                    .arg(describeCycle(m_nodes, chain, from)));
            // Cut the cycle at `cur`: it becomes relative to the world; the rest of the chain
            // (which depends on it) is then resolved normally.
            m_X_WF0[size_t(cur)] = m_nodes[size_t(cur)].X_RF;
            state[size_t(cur)] = Done;
            chain.erase(chain.begin() + std::ptrdiff_t(from));
        }
        for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
            const FrameNode &node = m_nodes[size_t(*it)];
            const Pose X_WR
                = node.relativeTo == kNoFrame ? Pose {} : m_X_WF0[size_t(node.relativeTo)];
            Q_ASSERT(node.relativeTo == kNoFrame || state[size_t(node.relativeTo)] == Done);
            m_X_WF0[size_t(*it)] = X_WR * node.X_RF;
            state[size_t(*it)] = Done;
        }
    }

    // Attachment graph: each node's body is the link it is rigidly attached to.
    state.assign(n, Unvisited);
    state[0] = Done;
    for (size_t start = 1; start < n; ++start) {
        if (state[start] == Done)
            continue;
        chain.clear();
        FrameId cur = FrameId(start);
        FrameId body = kWorldFrame;
        while (true) {
            if (cur == kNoFrame || cur == kWorldFrame) {
                body = kWorldFrame;
                break;
            }
            if (state[size_t(cur)] == Done) {
                body = m_body[size_t(cur)];
                break;
            }
            if (state[size_t(cur)] == InProgress) {
                size_t from = 0;
                while (chain[from] != cur)
                    ++from;
                const FrameNode &first = m_nodes[size_t(cur)];
                diagnostics.error(fileOf(files, first.source), first.source.line,
                    QCoreApplication::translate("FrameGraph",
                        "'attached_to' cycle: %1; these "
                        "frames are treated as fixed in "
                        "the world. Attach one of them to "
                        "a link.")
                        .arg(describeCycle(m_nodes, chain, from)));
                body = kWorldFrame;
                break;
            }
            const FrameNode &node = m_nodes[size_t(cur)];
            if (node.kind == FrameKind::Link) {
                body = cur;
                state[size_t(cur)] = Done;
                m_body[size_t(cur)] = cur;
                break;
            }
            state[size_t(cur)] = InProgress;
            chain.push_back(cur);
            cur = node.attachedTo;
        }
        for (FrameId id : chain) {
            m_body[size_t(id)] = body;
            state[size_t(id)] = Done;
        }
    }

    // A joint must connect two different bodies (SDFormat joint.sdf: parent and child links
    // differ; URDF: the link tree). Otherwise its motion would move a link relative to itself.
    for (const JointMotion &joint : m_joints) {
        if (joint.child == kNoFrame || joint.joint == kNoFrame)
            continue;
        const FrameId child = m_body[size_t(joint.child)];
        if (child > 0 && child == m_body[size_t(joint.parent)]) {
            const FrameNode &node = m_nodes[size_t(joint.joint)];
            diagnostics.warning(fileOf(files, node.source), node.source.line,
                QCoreApplication::translate("FrameGraph",
                    "joint '%1' connects link '%2' to itself (its parent and child frames are "
                    "attached to the same link); it does not move. Name frames of two "
                    "different links.")
                    .arg(node.scopedName, m_nodes[size_t(child)].scopedName));
        }
    }
}

Pose FrameGraph::jointDisplacement(const JointMotion &joint, double position) const
{
    if (position == 0 || joint.child == kNoFrame)
        return {};
    const Pose &X_WJ = m_X_WF0[size_t(joint.joint)];
    const FrameId expressedIn
        = joint.axisExpressedIn == kNoFrame ? joint.joint : joint.axisExpressedIn;
    const Vec3 axis_W = m_X_WF0[size_t(expressedIn)].q.rotate(joint.axis).normalized();
    auto rotation = [&](double angle) {
        const Quat R = Quat::fromAxisAngle(axis_W, angle);
        return Pose {X_WJ.p - R.rotate(X_WJ.p), R};
    };
    switch (joint.type) {
    case Joint::Type::Revolute:
    case Joint::Type::Continuous:
    case Joint::Type::Universal:
    case Joint::Type::Revolute2:
        return rotation(position);
    case Joint::Type::Prismatic:
        return Pose {axis_W * position, Quat {}};
    case Joint::Type::Screw: {
        Pose D = rotation(position);
        if (joint.screwPitchIsMetresPerRevolution) // right-handed: +translation for +rotation
            D.p = D.p + axis_W * (position / (2 * M_PI) * joint.threadPitch);
        else if (joint.threadPitch != 0) // SDF thread_pitch: rad/m, positive is left-handed
            D.p = D.p - axis_W * (position / joint.threadPitch);
        return D;
    }
    default:
        return {};
    }
}

bool FrameGraph::hasInitialPositions() const
{
    return std::any_of(m_joints.begin(), m_joints.end(),
        [](const JointMotion &j) { return j.initialPosition != 0; });
}

std::vector<Pose> FrameGraph::worldPoses(const JointPositions &q) const
{
    const size_t n = m_nodes.size();
    std::vector<Pose> X_WF(m_X_WF0);
    if ((q.isEmpty() && !hasInitialPositions()) || m_joints.empty())
        return X_WF;

    // Joint positions: given, following a leader that is given or starts away from 0 (one
    // level), else the initial one.
    QHash<QString, double> initial;
    for (const JointMotion &j : m_joints) {
        if (j.initialPosition != 0)
            initial.insert(m_nodes[size_t(j.joint)].scopedName, j.initialPosition);
    }
    QHash<QString, double> position = q;
    for (const JointMotion &j : m_joints) {
        const QString &name = m_nodes[size_t(j.joint)].scopedName;
        if (q.contains(name))
            continue;
        if (!j.mimicLeader.isEmpty() && q.contains(j.mimicLeader))
            position[name] = j.follow(q.value(j.mimicLeader));
        else if (!j.mimicLeader.isEmpty() && initial.contains(j.mimicLeader))
            position[name] = j.follow(initial.value(j.mimicLeader));
        else if (j.initialPosition != 0)
            position[name] = j.initialPosition;
    }

    // G_L = X_WL(q) * X_WL(0)^-1 for every link L, composed from the root: G_C = G_P * D_J(q).
    std::vector<int> jointOfChild(n, -1);
    for (size_t i = 0; i < m_joints.size(); ++i) {
        const FrameId child
            = m_joints[i].child == kNoFrame ? kNoFrame : m_body[size_t(m_joints[i].child)];
        if (child > 0 && jointOfChild[size_t(child)] < 0)
            jointOfChild[size_t(child)] = int(i);
    }
    std::vector<Pose> G(n);
    std::vector<unsigned char> state(n, Unvisited);
    state[0] = Done;
    std::vector<FrameId> chain;
    for (size_t start = 1; start < n; ++start) {
        if (m_body[start] != FrameId(start) || state[start] == Done)
            continue;
        chain.clear();
        FrameId cur = FrameId(start);
        while (cur > 0 && state[size_t(cur)] == Unvisited) {
            state[size_t(cur)] = InProgress;
            chain.push_back(cur);
            const int j = jointOfChild[size_t(cur)];
            cur = j < 0 ? kWorldFrame : m_body[size_t(m_joints[size_t(j)].parent)];
        }
        // A kinematic loop (InProgress) is cut at the repeated link: it keeps G = identity.
        for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
            const int j = jointOfChild[size_t(*it)];
            if (j >= 0) {
                const JointMotion &joint = m_joints[size_t(j)];
                const FrameId parentBody = m_body[size_t(joint.parent)];
                const Pose &G_P = parentBody > 0 ? G[size_t(parentBody)] : Pose {};
                G[size_t(*it)] = G_P
                    * jointDisplacement(
                        joint, position.value(m_nodes[size_t(joint.joint)].scopedName));
            }
            state[size_t(*it)] = Done;
        }
    }
    for (size_t i = 1; i < n; ++i) {
        const FrameId b = m_body[i];
        if (b > 0)
            X_WF[i] = G[size_t(b)] * m_X_WF0[i];
    }
    return X_WF;
}

} // namespace robostage
