#include "iksolver.h"

#include "kdlconvert.h"

#include <kdl/chainfksolverpos_recursive.hpp>
#include <kdl/chainjnttojacsolver.hpp>

#include <Eigen/Dense>

#include <QCoreApplication>

#include <chrono>
#include <cmath>
#include <random>

namespace robostage::kinematics {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("robostage::kinematics", text);
}

using Clock = std::chrono::steady_clock;

double elapsedMs(Clock::time_point since)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - since).count();
}

/// Forward kinematics and Jacobian of a chain in its variables (mimic followers folded in).
class ChainModel
{
public:
    explicit ChainModel(const KinematicChain &chain)
        : m_chain(chain)
        , m_fk(chain.chain)
        , m_jacobianSolver(chain.chain)
        , m_q(chain.chain.getNrOfJoints())
        , m_jacobian(chain.chain.getNrOfJoints())
    {
    }

    /// X_BT at variables `x`.
    KDL::Frame tip(const Eigen::VectorXd &x)
    {
        load(x);
        KDL::Frame F;
        m_fk.JntToCart(m_q, F);
        return F;
    }

    /// ∂(twist of the tip, base frame, reference point at the tip)/∂x: 6 × variables.
    Eigen::MatrixXd jacobian(const Eigen::VectorXd &x)
    {
        load(x);
        m_jacobianSolver.JntToJac(m_q, m_jacobian);
        Eigen::MatrixXd J = Eigen::MatrixXd::Zero(6, x.size());
        for (size_t i = 0; i < m_chain.joints.size(); ++i) {
            const ChainJoint &j = m_chain.joints[i];
            J.col(j.variable)
                += m_jacobian.data.col(Eigen::Index(i)) * (j.follower ? j.multiplier : 1.0);
        }
        return J;
    }

private:
    void load(const Eigen::VectorXd &x)
    {
        for (size_t i = 0; i < m_chain.joints.size(); ++i) {
            const ChainJoint &j = m_chain.joints[i];
            m_q(unsigned(i)) = j.position(x[j.variable]) - j.reference;
        }
    }

    const KinematicChain &m_chain;
    KDL::ChainFkSolverPos_recursive m_fk;
    KDL::ChainJntToJacSolver m_jacobianSolver;
    KDL::JntArray m_q;
    KDL::Jacobian m_jacobian;
};

/// The error twist from the tip at `F` to the target `target` (both in the base frame):
/// position difference (metres) then rotation vector (radians); 3 rows with positionOnly.
Eigen::VectorXd errorOf(const KDL::Frame &F, const KDL::Frame &target, bool positionOnly)
{
    const KDL::Twist d = KDL::diff(F, target);
    Eigen::VectorXd e(positionOnly ? 3 : 6);
    e.head<3>() << d.vel.x(), d.vel.y(), d.vel.z();
    if (!positionOnly)
        e.tail<3>() << d.rot.x(), d.rot.y(), d.rot.z();
    return e;
}

struct Descent
{
    Eigen::VectorXd x;
    Eigen::VectorXd error;
    int iterations = 0;
};

class Search
{
public:
    Search(const KinematicChain &chain, const KDL::Frame &target, const IkOptions &options)
        : m_chain(chain)
        , m_model(chain)
        , m_target(target)
        , m_options(options)
        , m_lower(Eigen::VectorXd::Constant(Eigen::Index(chain.variables.size()), -INFINITY))
        , m_upper(Eigen::VectorXd::Constant(Eigen::Index(chain.variables.size()), INFINITY))
    {
        for (size_t i = 0; i < chain.variables.size(); ++i) {
            m_lower[Eigen::Index(i)] = chain.variables[i].lower;
            m_upper[Eigen::Index(i)] = chain.variables[i].upper;
        }
    }

    bool reached(const Eigen::VectorXd &e) const
    {
        return e.head<3>().norm() <= m_options.positionTolerance
            && (m_options.positionOnly || e.tail<3>().norm() <= m_options.rotationTolerance);
    }

    /// Damped least squares from `x`, clamped into the limits after each step. Stops a
    /// hundred times inside the tolerances (cheap once it converges: the steps are Newton
    /// steps then), when stuck, or after maxIterations.
    Descent descend(Eigen::VectorXd x, Clock::time_point deadline)
    {
        x = clamp(x);
        Descent d;
        d.error = errorOf(m_model.tip(x), m_target, m_options.positionOnly);
        double cost = d.error.squaredNorm();
        double lambda = 1e-3;
        const int rows = int(d.error.size());
        while (d.iterations < m_options.maxIterations) {
            if (d.error.head<3>().norm() < m_options.positionTolerance * 1e-2
                && (m_options.positionOnly
                    || d.error.tail<3>().norm() < m_options.rotationTolerance * 1e-2))
                break;
            if ((d.iterations & 15) == 15 && Clock::now() > deadline)
                break;
            ++d.iterations;
            const Eigen::MatrixXd J = m_model.jacobian(x).topRows(rows);
            const Eigen::MatrixXd A
                = J * J.transpose() + lambda * Eigen::MatrixXd::Identity(rows, rows);
            const Eigen::VectorXd step = J.transpose() * A.ldlt().solve(d.error);
            const Eigen::VectorXd next = clamp(x + step);
            const Eigen::VectorXd e = errorOf(m_model.tip(next), m_target, m_options.positionOnly);
            if (e.squaredNorm() < cost) {
                x = next;
                d.error = e;
                cost = e.squaredNorm();
                lambda = std::max(lambda * 0.3, 1e-9);
            } else {
                lambda *= 8;
                if (lambda > 1e4)
                    break; // no step downhill: a local minimum, or pinned at a limit
            }
        }
        d.x = x;
        return d;
    }

    /// A random seed: uniform inside the limits, or within a turn of the start for a joint
    /// that turns more than once (continuous, or limits such as PR2's ±1e16) and within a
    /// metre for a slider longer than ten.
    Eigen::VectorXd randomSeed(const Eigen::VectorXd &start)
    {
        Eigen::VectorXd x(start.size());
        for (Eigen::Index i = 0; i < x.size(); ++i) {
            if (m_options.restartSpread > 0) {
                const double lo = std::max(m_lower[i], start[i] - m_options.restartSpread);
                const double hi = std::min(m_upper[i], start[i] + m_options.restartSpread);
                x[i] = lo < hi ? std::uniform_real_distribution<double>(lo, hi)(m_random) : lo;
                continue;
            }
            const bool slides = m_chain.joints[size_t(m_chain.variables[size_t(i)].joint)].type
                == Joint::Type::Prismatic;
            const double reach = slides ? 1.0 : M_PI;
            double lo = m_lower[i], hi = m_upper[i];
            if (!(hi - lo <= (slides ? 10.0 : 2 * M_PI))) { // also for infinite limits
                lo = std::max(lo, start[i] - reach);
                hi = std::min(hi, start[i] + reach);
            }
            x[i] = std::uniform_real_distribution<double>(lo, hi)(m_random);
        }
        return x;
    }

    /// Moves joints that turn freely (continuous, or limits wider than a turn) by whole turns
    /// towards `start`, inside their limits.
    Eigen::VectorXd nearest(Eigen::VectorXd x, const Eigen::VectorXd &start) const
    {
        for (Eigen::Index i = 0; i < x.size(); ++i) {
            const ChainJoint &joint = m_chain.joints[size_t(m_chain.variables[size_t(i)].joint)];
            if (joint.type == Joint::Type::Prismatic)
                continue;
            const double turns = std::round((start[i] - x[i]) / (2 * M_PI));
            for (double k = turns; k != 0; k += k > 0 ? -1 : 1) {
                const double moved = x[i] + k * 2 * M_PI;
                if (moved >= m_lower[i] && moved <= m_upper[i]) {
                    x[i] = moved;
                    break;
                }
            }
        }
        return x;
    }

    Eigen::VectorXd clamp(const Eigen::VectorXd &x) const
    {
        return x.cwiseMax(m_lower).cwiseMin(m_upper);
    }

    const KinematicChain &m_chain;
    ChainModel m_model;
    KDL::Frame m_target;
    IkOptions m_options;
    Eigen::VectorXd m_lower, m_upper;
    std::mt19937 m_random;
};

/// Why the best values miss: a joint pinned at a limit, else the target is out of reach.
QString missReason(const KinematicChain &chain, const Eigen::VectorXd &x)
{
    QStringList atLimit;
    for (size_t i = 0; i < chain.variables.size(); ++i) {
        const ChainVariable &v = chain.variables[i];
        const double value = x[Eigen::Index(i)];
        const double span = std::isfinite(v.upper - v.lower) ? v.upper - v.lower : 1.0;
        if (std::abs(value - v.lower) <= 1e-6 * span || std::abs(value - v.upper) <= 1e-6 * span)
            atLimit << v.name;
    }
    if (!atLimit.isEmpty())
        return tr("the target is out of reach within the joint limits (at a limit: %1)")
            .arg(atLimit.join(QStringLiteral(", ")));
    return tr("the target is out of reach");
}

} // namespace

std::vector<double> referenceVariables(const KinematicChain &chain)
{
    std::vector<double> x;
    for (const ChainVariable &v : chain.variables)
        x.push_back(chain.reference.value(v.name));
    return x;
}

Pose tipPose(const KinematicChain &chain, const std::vector<double> &x)
{
    ChainModel model(chain);
    return chain.X_WB
        * fromKdl(model.tip(Eigen::Map<const Eigen::VectorXd>(x.data(), Eigen::Index(x.size()))));
}

IkResult solveIk(const KinematicChain &chain, const Pose &X_WT, const std::vector<double> &start,
    const IkOptions &options)
{
    const Clock::time_point began = Clock::now();
    const auto deadline
        = began + std::chrono::microseconds(static_cast<long long>(options.timeBudgetMs * 1000));
    Search search(chain, toKdl(chain.X_WB.inverse() * X_WT), options);
    search.m_random.seed(options.randomSeed);
    const std::vector<double> first
        = start.size() == chain.variables.size() ? start : referenceVariables(chain);
    const Eigen::VectorXd from
        = Eigen::Map<const Eigen::VectorXd>(first.data(), Eigen::Index(first.size()));

    IkResult result;
    Eigen::VectorXd best;
    double bestCost = INFINITY;
    double bestDistance = INFINITY;
    int found = 0;
    Eigen::VectorXd seed = from;
    while (true) {
        Descent d = search.descend(seed, deadline);
        ++result.attempts;
        result.iterations += d.iterations;
        if (search.reached(d.error)) {
            const Eigen::VectorXd x = search.nearest(d.x, from);
            const double distance = (x - from).squaredNorm();
            if (found == 0 || distance < bestDistance) {
                best = x;
                bestDistance = distance;
                bestCost = d.error.squaredNorm();
            }
            ++found;
            // A solution from the start itself is the nearest one can ask for.
            if (result.attempts == 1 || found > options.extraSolutions)
                break;
        } else if (found == 0 && d.error.squaredNorm() < bestCost) {
            best = d.x;
            bestCost = d.error.squaredNorm();
        }
        if (!options.randomRestarts || Clock::now() >= deadline)
            break;
        seed = search.randomSeed(from);
    }
    if (best.size() != from.size()) // every descent gave a non-finite error
        best = search.clamp(from);
    const KDL::Frame tip = search.m_model.tip(best);
    const Eigen::VectorXd error = errorOf(tip, search.m_target, options.positionOnly);
    result.success = search.reached(error);
    result.variables.assign(best.data(), best.data() + best.size());
    result.positionError = error.head<3>().norm();
    // The angle from the quaternions: KDL's rotation vector (KDL::diff) reads 0 below 1e-6 rad.
    result.rotationError
        = options.positionOnly ? 0.0 : fromKdl(tip).q.angleTo(fromKdl(search.m_target).q);
    if (!result.success)
        result.reason = missReason(chain, best);
    result.timeMs = elapsedMs(began);
    return result;
}

} // namespace robostage::kinematics
